"""C as users write it (round faith16a): integer types and conversions in bounds, conditions and subscripts
that s2s modelled otherwise than C computes them.  Conversions to int and long of values the target does not
hold ((int)3000000000u is negative: the translation failed, and `(int)(i + 2147483600u) < 0` was false);
the types of integer constants (0xFFFFFFFFL is a long, not an unsigned int; 0xFFFFFFFFFFFFFFFF an unsigned
long), and 64-bit unsigned values of the parameters reduced modulo 2^64 with constants the generated longs
cannot hold (SIGILL); iterators that a step carries past their type's range (`unsigned char c = 0; c < 250;
c += 100` goes on from 44); signed iterators started at a value their type does not hold (`signed char c =
200` starts at -56).  And the programs of the round's themes that passed as written (integer and floating
arithmetic in bodies, ternaries and compound assignments of mixed types, iterators' types in statements,
sizeof in bodies, literals in kernels, bounds of parameters of several types, extents with casts).
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, assert_isl, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # bugs of the round (each program's comment says what went wrong)
    "int_conversions_wide.c",
    "int_constant_types.c",
    "narrow_iterator_wrap.c",
    "iterator_start_conversion.c",
    "extents_constant_casts.c",
    "bitwise_constant_bounds.c",
    # the round's themes, as written (they passed)
    "int_body_conversions.c",
    "float_specials_math.c",
    "ternary_compound_mixed.c",
    "iterator_value_types.c",
    "iterator_unsigned_products.c",
    "iterator_typedef_types.c",
    "sizeof_body_typedefs.c",
    "scalar_locals_narrow.c",
    "literal_forms_device.c",
    "bounds_param_types.c",
    "subscript_div_forms.c",
    "typedef_qualifiers_mix.c",
]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "narrow_iterator_wrap.c": [21, 25],   # c += 100 past 255, c -= 50 below -128: the loop goes on
    "typedef_qualifiers_mix.c": [55],     # a union's members (type punning)
}
# SCoPs that stay on the host for OpenCL and CUDA (lines of their warnings)
ON_HOST: dict[str, list[int]] = {
    "typedef_qualifiers_mix.c": [42],     # long double data
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
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def _scop(scop_of, params: str, body: str):
    return scop_of(f"""
        int A[1000];
        void f({params}) {{
        #pragma scop
        {body}
        #pragma endscop
        }}
    """)


@pytest.mark.parametrize("body, domain", [
    # (int)3000000000u is -1294967296: no iteration (the translation failed: the constant "exceeds int")
    ("for (int i = 0; i < (int)3000000000u; i++) A[i] = i;", "{ S0[i] : false }"),
    # (int)4294967496u is 200
    ("for (int i = 0; i < (int)4294967496u; i++) A[i] = i;", "{ S0[i] : 0 <= i < 200 }"),
    # i + 2147483600u exceeds INT_MAX from i = 48 on: negative as an int there (it was never)
    ("for (int i = 0; i < 100; i++) if ((int)(i + 2147483600u) < 0) A[i] = i;", "{ S0[i] : 48 <= i < 100 }"),
    # (int)(i + 4294967296L) is i
    ("for (int i = 0; i < 100; i++) if ((int)(i + 4294967296L) < 50) A[i] = i;", "{ S0[i] : 0 <= i < 50 }"),
    # (long)18446744073709551615UL is -1
    ("for (int i = 0; i < 100; i++) if (i + (long)18446744073709551615UL < 50) A[i] = i;",
     "{ S0[i] : 0 <= i < 51 }"),
])
def test_conversions_to_int_and_long_wrap(scop_of, body, domain):
    """A conversion to a signed type of 32 or 64 bits keeps its operand modulo 2^N in the type's range
    (C11 6.3.1.3p3, as GCC defines it); s2s kept the operand's value for every conversion to int or wider."""
    s = _scop(scop_of, "void", body)
    assert_isl(s.statements[0].domain, domain)


def test_conversion_of_a_parameter_to_int_is_guarded(scop_of):
    """(int)n of a long n: the model assumes n in int's range, and the values beyond run the original code."""
    s = _scop(scop_of, "long n", "for (int i = 0; i < (int)n; i++) A[i] = i;")
    assert_isl(s.statements[0].domain, "[n] -> { S0[i] : 0 <= i < n }")
    assert s.model_guard is not None and "2147483647" in s.model_guard, s.model_guard
    assert any("conversion to int" in w for w in s.model_guard_why), s.model_guard_why


@pytest.mark.parametrize("text, kind", [
    ("0xFFFFFFFFL", (True, 64)), ("037777777777L", (True, 64)), ("0xFFFFFFFF", (False, 32)),
    ("0x7FFFFFFF", (True, 32)), ("2147483648", (True, 64)), ("4294967295u", (False, 32)),
    ("4294967296u", (False, 64)), ("0xFFFFFFFFFFFFFFFF", (False, 64)), ("0x8000000000000000L", (False, 64)),
    ("0x7FFFFFFFFFFFFFFF", (True, 64)), ("18446744073709551615UL", (False, 64)), ("10ll", (True, 64)),
    ("0b101", (True, 32))])
def test_integer_constants_have_cs_types(text, kind):
    """C11 6.4.4.1: the first type of the constant's list that holds it.  0xFFFFFFFFL was an unsigned int
    (`(n + 0xFFFFFFFFL) % 1000` computed modulo 2^32) and 0xFFFFFFFFFFFFFFFF a long."""
    from pycparser import c_parser

    from s2s.model.builder import ScopBuilder
    node = c_parser.CParser().parse(f"long x = {text};").ext[0].init
    assert ScopBuilder._int_type(None, node) == kind


def test_long_constant_sum_is_not_reduced_modulo_2_32(scop_of):
    s = _scop(scop_of, "int n", "for (int i = 0; i < (n + 0xFFFFFFFFL) % 1000; i++) A[i] = i;")
    dom = s.statements[0].domain
    import islpy as isl
    for n, count in ((5, 300), (100, 395), (-1, 294)):
        fixed = dom.fix_val(isl.dim_type.param, 0, isl.Val.int_from_si(dom.get_ctx(), n))
        assert fixed.count_val().to_python() == count, (n, fixed)


def test_64_bit_unsigned_wrap_of_parameters_is_guarded(scop_of):
    """`n / 18446744073709551615UL` with an int n: n = -1 converts to 2^64 - 1 (quotient 1).  Modulo 2^64 in
    the model, the bounds printed 18446744073709551616 into long arithmetic (the build died with SIGILL):
    the model assumes no wrap-around, and the negative n run the original code."""
    import islpy as isl
    s = _scop(scop_of, "int n", "for (int i = 0; i < n / 18446744073709551615UL + 5; i++) A[i] = i;")
    ints = isl.Set("[n] -> { : -2147483648 <= n <= 2147483647 }")
    assert s.statements[0].domain.intersect_params(ints).is_equal(
        isl.Set("[n] -> { S0[i] : 0 <= i < 5 }").intersect_params(ints))
    assert s.model_guard is not None and "n" in s.model_guard


def test_64_bit_unsigned_wrap_prints_no_constant_beyond_long(tmp_path):
    src = tmp_path / "u.c"
    src.write_text("int A[100];\nvoid f(int n) {\n#pragma scop\n"
                   "  for (int i = 0; i < n / 18446744073709551615UL + 5; i++)\n    A[i] += 1;\n"
                   "#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp")
    text = r.output_files(str(tmp_path / "out.c"))[str(tmp_path / "out.c")]
    generated = text.split("} else {")[0]
    assert "18446744073709551616" not in generated and "omp parallel for" in generated, generated


@pytest.mark.parametrize("params, body, domain", [
    # wraps from 4294967300 to 4, where the condition fails: three iterations
    ("void", "for (unsigned u = 4294967000u; u > 4294960000u; u += 100) A[(u - 4294967000u) / 100] = 1;",
     "{ S0[u] : u = 4294967000 or u = 4294967100 or u = 4294967200 }"),
    # from 65400 to 264: the condition fails there
    ("void", "for (unsigned short s = 65000; s > 30000 && s < 65500; s += 400) A[(s - 65000) / 400] = 1;",
     "{ S0[s] : s = 65000 or s = 65400 }"),
    ("void", "for (unsigned char c = 0; c < 255; c++) A[c] = 1;", "{ S0[c] : 0 <= c < 255 }"),
])
def test_iterators_that_wrap_where_the_loop_ends(scop_of, params, body, domain):
    s = _scop(scop_of, params, body)
    assert_isl(s.statements[0].domain, domain)
    assert s.model_guard is None


def test_narrow_iterator_bounded_by_a_parameter_is_guarded(scop_of):
    """`unsigned char c = 0; c < n` with n >= 256 never ends in C (c wraps to 0): those values of n run
    the original code."""
    s = _scop(scop_of, "int n", "for (unsigned char c = 0; c < n; c++) A[c] = 1;")
    assert s.model_guard is not None and "255" in s.model_guard, s.model_guard
    assert any("wraps around" in w for w in s.model_guard_why), s.model_guard_why


@pytest.mark.parametrize("body", [
    "for (unsigned char c = 0; c < 250; c += 100) A[c] = 1;",
    "for (signed char c = -100; c > -120; c -= 50) A[c + 128] = 1;",
    "for (unsigned short s = 65000; s > 100; s += 400) A[s % 1000] = 1;",
])
def test_iterators_that_go_on_after_wrapping_are_not_modelled(load_c, body):
    from s2s.diagnostics import S2SError
    with pytest.raises(S2SError, match="wraps around .* and the loop goes on from the wrapped value"):
        load_c(f"int A[1000];\nvoid f(void) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n")


@pytest.mark.parametrize("body, domain", [
    ("for (int j = 0; j < 3; j++) for (signed char c = j * 100; c < 100; c++) A[c + 128] = 1;",
     "{ S0[j, c] : (j = 0 and 0 <= c < 100) or (j = 2 and -56 <= c < 100) }"),
    ("for (int j = 0; j < 3; j++) for (int i = j * 2147483647u; i < 10; i++) A[i + 2] = 1;",
     "{ S0[j, i] : (j = 0 and 0 <= i < 10) or (j = 2 and -2 <= i < 10) }"),
])
def test_signed_iterators_start_converted_to_their_type(scop_of, body, domain):
    """Only unsigned iterators' starts were converted: for j = 2 these loops were modelled with no
    iteration."""
    s = _scop(scop_of, "void", body)
    assert_isl(s.statements[0].domain, domain)


@pytest.mark.parametrize("body, message", [
    ("for (signed char c = 200; c < 100; c++) A[c + 128] = 1;",
     "integer constant 200 exceeds the range of signed char"),
    ("for (int i = 4294967200u; i < 50; i++) A[i + 96] = 1;",
     "integer constant 4294967200u exceeds the range of int"),
])
def test_constant_starts_beyond_the_iterators_type_are_errors(load_c, body, message):
    """A constant start the iterator's type does not hold was taken as it is (no iteration, where C starts
    at -56 or -96): an error now, as for a constant in the bounds (test_bad_input.py)."""
    from s2s.diagnostics import S2SError
    with pytest.raises(S2SError, match=message):
        load_c(f"int A[1000];\nvoid f(void) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n")


def test_explicit_cast_of_a_constant_start_is_modelled(scop_of):
    s = _scop(scop_of, "void", "for (signed char c = (signed char)200; c < 100; c++) A[c + 128] = 1;")
    assert_isl(s.statements[0].domain, "{ S0[c] : -56 <= c < 100 }")


def test_signed_narrow_start_of_a_parameter_is_exact(scop_of):
    """`signed char c = k` with k = 200 starts at -56: modelled exactly (a guard would run the original code
    for most values of k); an int's start from a long parameter is assumed in range, and guarded."""
    import islpy as isl
    s = _scop(scop_of, "int k", "for (signed char c = k; c < 50; c++) A[c + 128] = 1;")
    assert s.model_guard is None
    dom = s.statements[0].domain
    for k, lo in ((10, 10), (200, -56), (-130, 126), (300, 44)):
        fixed = dom.fix_val(isl.dim_type.param, 0, isl.Val.int_from_si(dom.get_ctx(), k))
        assert fixed.count_val().to_python() == max(0, 50 - lo), (k, fixed)
    s = _scop(scop_of, "long m", "for (int i = m; i < 20; i++) A[i + 100] = 1;")
    assert s.model_guard is not None and "2147483647" in s.model_guard, s.model_guard


def test_conversion_of_parameters_that_always_changes_is_exact(scop_of):
    """(int)(n + 4294967296L) with an int n is n, but never in int's range as the model computes it: a
    guard would never let the generated code run (sequential with no warning), so it is modelled exactly."""
    import islpy as isl
    s = _scop(scop_of, "int n", "for (int i = 0; i < (int)(n + 4294967296L); i++) A[i] = 1;")
    assert s.model_guard is None
    dom = s.statements[0].domain
    for n in (0, 7, 300):
        fixed = dom.fix_val(isl.dim_type.param, 0, isl.Val.int_from_si(dom.get_ctx(), n))
        assert fixed.count_val().to_python() == n
