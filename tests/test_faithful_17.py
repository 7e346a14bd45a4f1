"""C as users write it (round faith17): what the passes between the model and the code generator assume,
what PoCL 3.1 makes of the kernels, and GNU C around SCoPs.  A scalar that stands for an array element
during an iteration (passes/forward.py) but whose store back into the element runs only in some
iterations (`if (j % 2 == 0) W[i][j] = c;`): replaced by the element, the updates of the scalar wrote
the element in the other iterations too (wrong on every target).  GCC's alternate spellings of keywords
`__const__`, `__volatile`, `__signed`, `__complex` and `__attribute` (without the trailing underscores):
the parse knew only the other spelling of each, and the file failed with a syntax error.  GNU nested
functions in a function with a SCoP (the file failed at the nested body's `{`): each is read as its
declaration, and the function's SCoPs stay sequential, since it may read and write the function's locals.
And the programs of the round's themes that passed as written: dependences a parallel or fused order
must keep (scalars carried by a data condition, running sums, output and anti-dependences, in-place
sweeps, shifted producer/consumer loops, elements read through another subscript of the loop that
updates them), the passes' edges (scratch arrays written in part, buffers expanded at sizes 0 and 1,
snapshots of views of one buffer, contractions that read what they write, stencils shorter than a
thread's chunk, reductions over 0 and 1 elements, into pointers, parameters, globals and statics, host
loops of small launches run as one work-group: small dense linear algebra), nests deeper than the grid,
3-D stencils in a time loop, image filters with subscripts clamped by MIN/MAX, flat arrays with row
lengths of several types and leading dimensions smaller than the rows, affine conditions of every shape,
integer hashing, range designators, va_arg and empty initialisers around SCoPs; and what stays
sequential with a warning (indirect and data-dependent subscripts, bounds and conditions, argmax
searches, side effects inside expressions, type punning, subscripts spelled `i[A]`, `*(A + i)`, on
string literals and compound literals, declarations of types in loop bodies, loop headers that do the
work, floating loop counters, _Pragma("scop") in a macro's expansion, loop bounds assigned under data
conditions).
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
    "forward_scalars.c",
    "gnu_keyword_spellings.c",
    "gnu_nested_functions.c",
    # the round's themes, as written (they passed)
    "cond_scalar_carry.c",
    "argmax_ties.c",
    "scatter_indirect.c",
    "div_guarded.c",
    "scalar_scan.c",
    "output_deps.c",
    "privatize_partial.c",
    "reductions_mixed.c",
    "seidel_inplace.c",
    "data_dependent_control.c",
    "hash_mix_u32.c",
    "fusion_shifts.c",
    "deep_nests.c",
    "subscript_spellings.c",
    "expr_side_effects.c",
    "type_punning.c",
    "vla_restrict_shapes.c",
    "contraction_inplace.c",
    "expand_edge_sizes.c",
    "stencil_small_sizes.c",
    "reduction_edges.c",
    "select_writes_edges.c",
    "reduce_targets.c",
    "flat_param_strides.c",
    "persistent_scalar_chain.c",
    "affine_conditions_mix.c",
    "register_alias_reads.c",
    "loop_header_effects.c",
    "body_declarations.c",
    "snapshot_views.c",
    "leading_dim_overlap.c",
    "macro_generated_scops.c",
    "clamp_convolution.c",
    "small_linalg.c",
    "float_iterators.c",
    "stencil3d_variants.c",
    "select_bound_writes.c",
    "gnu_syntax_around.c",
]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "cond_scalar_carry.c": [10, 36, 46],        # t, last and run carried from iteration to iteration
    "scatter_indirect.c": [13],                 # H[K[i]]
    "data_dependent_control.c": [12],           # i < len[0]
    "subscript_spellings.c": [27, 31, 35],      # (R + 1)[i], "abcdef"[i % 6], (int[]){...}[i % 5] (i[B],
                                                # *(A + i) and *(*(M + i) + j) are subscripts: faith26a)
    "expr_side_effects.c": [14, 18, 26, 33],    # (t = B[i]), K[i]++, a static local, (K[i] += 2)
    "type_punning.c": [18, 22, 29],             # (unsigned char *)D, a union, (unsigned *)I
    "select_writes_edges.c": [15, 23],          # out[i - 1], out[i + 1] under a data condition
    "loop_header_effects.c": [18, 23, 28],      # B[i++] = 0.5, i = 0, j = 3, D[i - 1] < 100
    "body_declarations.c": [12, 19, 25, 31, 48],  # typedef, enum, struct, a prototype, an array v[2]
    "macro_generated_scops.c": [15, 16],        # _Pragma("scop") in a macro's expansion (twice)
    "float_iterators.c": [13, 17, 21],          # double and float loop counters
    "gnu_keyword_spellings.c": [39],            # ticks is __volatile
    "gnu_nested_functions.c": [16, 31, 39],     # functions that define nested functions; a SCoP in one
    "select_bound_writes.c": [10, 25],          # n and m, loop bounds, assigned under data conditions
}
# SCoPs beyond the text's "#pragma scop" lines: _Pragma("scop") in a macro expanded twice
EXPANDED = {"macro_generated_scops.c": 2}


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == SEQUENTIAL.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    written = open(os.path.join(FAITHFUL, name)).read().count("#pragma scop") + EXPANDED.get(name, 0)
    assert len(r.programs) == written - len(warned)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in (
    "argmax_ties.c", "scatter_indirect.c", "data_dependent_control.c", "type_punning.c",
    "float_iterators.c")])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# passes/forward.py: the store must run wherever the scalar is used

FORWARD = """
int W[50][50];
void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int c = W[i][j];
      c = c * 3 + 1;
      STORE
    }
#pragma endscop
}
"""


@pytest.mark.parametrize("store, forwarded", [
    ("W[i][j] = c;", True),
    ("if (j % 2 == 0) W[i][j] = c;", False),        # odd j: the element keeps its value, c is dropped
    ("if (j < n - 1) W[i][j] = c;", False),
])
def test_a_scalar_stands_for_its_element_only_where_it_is_stored_back(store, forwarded, scop_of):
    from s2s.passes.forward import _candidates, _forwardable
    scop = scop_of(FORWARD.replace("STORE", store))
    found = [(arr.name, _forwardable(scop, arr, load, st)) for arr, load, st in _candidates(scop)]
    assert found == [("c", forwarded)], found


@pytest.mark.parametrize("name, line, says", [
    # valid C the model does not take: the warning names it (it said "subscripted value 'i' is not an
    # array" and "unsupported statement (Typedef)")
    ("subscript_spellings.c", 27, "array base 'R + 1' is not a plain array name"),
    ("body_declarations.c", 12, "a typedef is declared inside the SCoP"),
])
def test_the_warning_names_the_construct(name, line, says):
    r = translate_file(os.path.join(FAITHFUL, name), target="openmp")
    msgs = [d.message for d in r.log.items if d.loc is not None and d.loc.line == line]
    assert msgs and says in msgs[0], msgs


def test_nested_function_under_strict_is_an_error(tmp_path):
    """--strict: a SCoP left sequential for a nested function is an error, as for any SCoP that is not
    offloaded; without it the file is translated (it failed at the nested function's `{`)."""
    from s2s.diagnostics import S2SError
    src = tmp_path / "n.c"
    src.write_text("double A[10];\nvoid f(int n) {\n  double t = 1;\n  double get(void) { return t; }\n"
                   "#pragma scop\n  for (int i = 0; i < n; i++)\n    A[i] = t;\n#pragma endscop\n"
                   "  A[0] = get();\n}\n")
    r = translate_file(str(src), target="openmp")
    assert r.programs == []
    msgs = [(d.loc.line, d.message) for d in r.log.items if d.severity == "warning"]
    assert (5, "SCoP left sequential: the function defines the GNU nested function 'get' (line 4), which may "
               "read and write its locals: s2s does not look into it") in msgs, msgs
    with pytest.raises(S2SError) as e:
        translate_file(str(src), target="openmp", strict=True)
    assert "GNU nested function 'get'" in str(e.value)
