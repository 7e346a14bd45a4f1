"""C as users write it (round faith15): constants whose values C fixes and s2s computed otherwise
(casts of floating constants in integer constant expressions, rounded to their own type first:
`(int)0.99999999f` is 1; character constants: '\\xff' is -1, U'a' unsigned, 'é' two bytes; sizeof(u'a') is 2),
a floating condition of ?: (OpenCL C refuses it), GNU C beside SCoPs (`a ?: b`, case ranges, __real__,
__auto_type, computed gotos: the parse failed), C that C++ reads otherwise in CUDA's .cu (sizeof(true),
__cplusplus); and the programs of the round's themes that passed as written (promotions and conversions
in bodies, compound assignments wider than their targets, bitwise and _Bool accumulators, dependences
inside one body, loop conditions of every shape, matrix products and 3-D sweeps of narrow types, an 8-bit
image pipeline, exact-size heap buffers, sizes from the command line's defaults).
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # bugs of the round (each program's comment says what went wrong)
    "float_const_casts.c",
    "enum_ice_values.c",
    "float_conditions.c",
    "gnu_in_function.c",
    "cxx_differences.c",
    "char_bounds.c",
    "char_multibyte.c",
    "char_prefix_conditions.c",
    "sizeof_exprs_types.c",
    "bitwise_reduction_modes.c",
    # the round's themes, as written (they passed)
    "loop_conds_forms.c",
    "body_order_deps.c",
    "image_pipeline_u8.c",
    "contraction_types.c",
    "bitwise_reductions.c",
    "float_compound.c",
    "bool_accumulators.c",
    "narrow_shifts.c",
    "ocl_casts_words.c",
    "argc_sizes.c",
    "abs_unsigned_opencl.c",
    "stencil3d_types.c",
    "bool_casts_model.c",
    "reductions_repeat.c",
    "omp_words_macros.c",
    "elvis_bounds.c",
    "exact_buffers.c",
    "const_types_conditions.c",
    "switch_storage.c",
    "float_extent.c",
    "accum_pointer_alias.c",
    "ocl_typedef_names.c",
    "user_fn_cuda_names.c",
]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "gnu_in_function.c": [37, 42],        # an __auto_type object (typeof's); __real__ of complex data
    # i * (i + 1) / 2; a[off + i] (off may be negative) and a[i] from r0 (r0 may be) offload since faith20a:
    # the values where a subscript is negative run the original code (model_guard)
    "exact_buffers.c": [32],
    "const_types_conditions.c": [12],     # i - 5 converted to unsigned in a comparison
    "switch_storage.c": [23, 27],         # (A + 1)[i], switch (i[D] and *(C + i) are subscripts: faith26a)
    "accum_pointer_alias.c": [16],        # a min into out[k] written with ?: (no parallel loop)
}
# SCoPs that stay on the host for OpenCL and CUDA (lines of their warnings)
ON_HOST = {
    "bool_accumulators.c": [21],          # _Bool accumulators
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == SEQUENTIAL.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    kept = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                  and d.message.startswith("SCoP kept on the host"))
    assert kept == ON_HOST.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    written = open(os.path.join(FAITHFUL, name)).read().count("#pragma scop")
    assert len(r.programs) == written - len(warned) - len(kept)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in ("bool_accumulators.c",
                                                                     "const_types_conditions.c")])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


@pytest.mark.parametrize("text, value", [
    ("(int)0.99999999f", 1), ("(int)0.99999999", 0), ("(int)9.99999999f", 10), ("(int)16777217.0f", 16777216),
    ("(int)16777217.0", 16777217), ("(int)2.9999999999999999", 3), ("(int)0x1.fffffep+1f", 3),
    ("(int)0x1.fffffffp+1f", 4), ("(int)-2.5", -2), ("(int)-0.99999999f", -1), ("(long)-+1e15", -10 ** 15),
    ("(int)0.5f", 0), ("(int)1e-3f", 0), ("(_Bool)1e-50f", 0), ("(_Bool)1e-50", 1), ("(_Bool)-0.0", 0),
    ("(_Bool)0x1p-150f", 0), ("(_Bool)0x1.000002p-150f", 1), ("(_Bool)0x1p-1075", 0), ("(_Bool)1e-400L", 1),
    ("(int)0.99999999999999999999L", 1), ("(int)0.9999999999999999999L", 0),
    ("(unsigned char)255.9f", 255), ("(int)1e10f", None)])
def test_casts_of_floating_constants(text, value):
    """C rounds a floating constant to its type (float for `f`, long double for `l`, else double) and
    then truncates it toward zero; reading the digits as a double and truncating gave (int)0.99999999f = 0,
    so an enumeration constant, an extent and a loop bound of the device code were one less than C's."""
    from pycparser import c_parser

    from s2s.frontend.constexpr import ConstEval
    init = c_parser.CParser().parse(f"int x = {text};").ext[0].init
    assert ConstEval(lambda n: None, lambda n: None).value(init) == value


def test_floating_conditions_of_ternaries_are_truth_tests_on_opencl():
    """`D[i] ? 1.5 : -2.5` with a double D: OpenCL C refuses a floating condition of ?: ("used type
    'double' where floating point type is not allowed"), so the kernels did not build; the condition is
    printed as its truth, `(D[i]) != 0` (a NaN is true, -0.0 false, as in C).  Comparisons are kept."""
    r = translate_file(os.path.join(FAITHFUL, "float_conditions.c"), target="opencl", force_device=True)
    src = r.main_text
    assert "R[_g0] = ((D[_g0]) != 0) ? (1.5) : (-2.5);" in src
    assert "(((F[_g0]) != 0) ? (1) : (0))" in src
    cuda = translate_file(os.path.join(FAITHFUL, "float_conditions.c"), target="cuda", force_device=True)
    assert "!= 0" not in "".join(cuda.output_files("x.cu").values()).split("end of s2s generated code")[0]


def test_gnu_expressions_in_a_scops_function_parse():
    """GNU C beside a SCoP (cc's default dialect) failed the whole translation with a syntax error: the
    elvis operator, case and designator ranges, __real__/__imag__, labels as values and computed gotos,
    __auto_type, __builtin_types_compatible_p.  They parse now; `a ?: b` in a SCoP is `a ? a : b`."""
    from s2s.frontend.parse import GnuCaseRange, GnuComputedGoto, GnuRangeDesignator, parse
    ast = parse("int g(int a, int *p) {\n  static int t[8] = { [0 ... 3] = 1, [4 ... 7] = 2 };\n"
                "  void *l = &&out;\n  switch (a) { case 1 ... 3: a = a ?: 4; break; }\n  goto *l;\n"
                "out:\n  return __real__ a + __imag__ a;\n}\n", "g.c")
    kinds = {type(n).__name__ for n in _walk(ast)}
    assert {"GnuCaseRange", "GnuComputedGoto", "GnuRangeDesignator"} <= kinds
    ops = {n.op for n in _walk(ast) if type(n).__name__ == "UnaryOp"}
    assert {"&&", "__real__", "__imag__"} <= ops
    assert GnuCaseRange and GnuComputedGoto and GnuRangeDesignator
    r = translate_file(os.path.join(FAITHFUL, "gnu_in_function.c"), target="opencl", force_device=True)
    assert "(((A[_g0]) != 0) ? (A[_g0]) : (B[_g0] * 2))" in r.main_text


def _walk(node):
    yield node
    for _, child in node.children():
        yield from _walk(child)


@pytest.mark.parametrize("line, reason", [
    ('printf("%zu\\n", sizeof(true));', "true or false"),
    ('printf("%zu\\n", sizeof false);', "true or false"),
    ('printf("%zu\\n", sizeof ( ( true ) ));', "true or false"),
    ('int x = 1; printf("%zu\\n", sizeof(x, \'a\'));', "character constant or a comparison"),
    ('int x = 1; printf("%zu\\n", sizeof(x, x < 2));', "character constant or a comparison"),
    ('#ifdef __cplusplus\n  puts("C++");\n#endif', "'__cplusplus' tells C from C++"),
    ('printf("%ld\\n", (long)__STDC_VERSION__);', "'__STDC_VERSION__' tells C from C++"),
    ('printf("%zu %d\\n", sizeof(1), true);', None),
])
def test_cuda_host_part_stays_c_where_cxx_reads_it_otherwise(tmp_path, line, reason):
    """The CUDA translation puts the user's code in the .cu file (compiled as C++) when it is valid C++;
    `sizeof(true)` is 4 in C (stdbool.h's true is 1) and 1 in C++, `sizeof(x, 'a')` 4 and 1, and
    `#ifdef __cplusplus` / `__STDC_VERSION__` pick other code: such a file keeps its host part in C."""
    src = tmp_path / "f.c"
    src.write_text("#include <stdbool.h>\n#include <stdio.h>\ndouble A[8];\nint main(void) {\n"
                   "#pragma scop\n  for (int i = 0; i < 8; i++)\n    A[i] = i;\n#pragma endscop\n  "
                   + line + "\n  return 0;\n}\n")
    r = translate_file(str(src), target="cuda", force_device=True)
    files = r.output_files(str(tmp_path / "out" / "f.cu"))
    host = files.get(str(tmp_path / "out" / "f.c"))
    if reason is None:
        assert host is None, list(files)
    else:
        assert host is not None and reason in host.split("\n")[0], host


@pytest.mark.parametrize("text, value", [
    ("'a'", 97), ("'\\xff'", -1), ("'\\377'", -1), ("'\\x80'", -128), ("'ab'", 24930), ("'\\u00e9'", 50089),
    ("'\u00e9'", 50089), ("'abcde'", 1650680933), ("'\\xff\\xff\\xff\\xff'", -1), ("L'\u00e9'", 233),
    ("U'\\xff'", 255), ("u'\\xffff'", 65535)])
def test_character_constants_as_gcc_reads_them(text, value):
    """The model read '\\xff' in a bound as 255 (Python's unicode_escape), where C's char is signed: the loop
    from '\\xff' ran no iteration.  Constants of several bytes ('ab', 'é' in UTF-8) are GCC's ints."""
    from s2s.frontend.constexpr import char_literal
    from s2s.model.builder import _char_value
    assert _char_value(text) == value
    assert char_literal(text)[0] == value


def test_bitwise_updates_are_reductions():
    """`x |= e`, `x = x ^ e`, `x = e & x` on 32- and 64-bit integers are reductions (identities 0 and all
    ones): they were left in one-thread kernels (or sequential on OpenMP)."""
    path = os.path.join(FAITHFUL, "bitwise_reduction_modes.c")
    r = translate_file(path, target="opencl", force_device=True)
    notes = " ".join(t for d in r.decisions for t in d.decisions)
    for kind, x in (("&", "al"), ("&", "ai"), ("^", "xi"), ("|", "RowOr"), ("^", "ColXor")):
        assert f"({kind} into {x})" in notes, (kind, x)
    omp = translate_file(path, target="openmp")
    text = omp.output_files("x.c")["x.c"]
    assert "reduction(&:" in text and "reduction(^:" in text
