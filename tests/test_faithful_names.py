"""Names and types in SCoPs as C defines them: enumeration constants (block scope, integer constant
expressions, device code without their declarations), objects of enumeration types, the program's own
typedef names and the headers' integer types in device casts, prefixed character constants, and the
program's own functions named like math functions.

Each program under tests/faithful/ prints its results; `s2s check` builds and runs the original and the
translation and compares the outputs, on OpenMP and on OpenCL (PoCL) when it is there.
"""
from __future__ import annotations

import os
import re

import pytest
from conftest import ROOT, assert_isl, host_targets, needs_nvcc

from s2s.check.runner import check_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _check(name: str, target: str, **kwargs) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target, **kwargs)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


PROGRAMS = ["enum_block_scope.c", "enum_in_kernel.c", "enum_const_expr.c", "enum_objects.c",
            "typedef_casts.c", "stdint_least_fast.c", "char_prefix_literals.c", "user_math_names.c",
            "typedef_block_scope.c", "int128.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_names_and_types_follow_c(name, target):
    _check(name, target)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["enum_block_scope.c", "enum_in_kernel.c", "enum_const_expr.c",
                                  "enum_objects.c", "typedef_casts.c", "stdint_least_fast.c",
                                  "char_prefix_literals.c", "typedef_block_scope.c"])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def _kernel_source(text: str) -> str:
    """The OpenCL kernels of a translation: the lines of the string literal that holds them."""
    return "\n".join(line for line in text.split("\n") if line.startswith('  "'))


# ---------------------------------------------------------------------------------------------------------
# enumeration constants

def test_enumerator_values_are_integer_constant_expressions(load_c):
    sf = load_c("""
        typedef unsigned char byte;
        double T[4][6];
        enum { A = 1 << 3, B = 100 % 7, C = -7 / 2, D = -7 % 2, E = ~5, F = !3, G = A > B ? A : B,
               H = (char)300, I = (unsigned char)-1, J = sizeof(double) + sizeof(byte), K = 'a', L = u'b',
               M = sizeof T / sizeof T[0], N, O = -1u > 0, P = (int)2.75, Q = (0 && 1 / 0) + (1 || 1 / 0),
               R = L'\\n', S = (1ul << 40) >> 38, U = -16 >> 2, V = sizeof(int[3][2]), W = '\\xff' };
        void f(void) {}
    """)
    assert sf.symbols.enumerators == {
        "A": 8, "B": 2, "C": -3, "D": -1, "E": -6, "F": 0, "G": 8, "H": 44, "I": 255, "J": 9, "K": 97,
        "L": 98, "M": 4, "N": 5, "O": 1, "P": 2, "Q": 1, "R": 10, "S": 4, "U": -4, "V": 24, "W": -1}


def test_enumerators_that_are_not_evaluated_have_no_value(load_c):
    sf = load_c("""
        struct S { int a; double b; };
        enum { A = sizeof(struct S), B, C = 1 / 0, D = 2147483647, E, F = 3 };
        void f(void) {}
    """)
    # E is beyond int: the type of every constant of the list is then the compiler's choice (int for D
    # and F with gcc 12, long with gcc 13): none has a value s2s uses
    assert sf.symbols.enumerators == {"A": None, "B": None, "C": None, "D": None, "E": None, "F": None}
    sf = load_c("""
        struct S { int a; double b; };
        enum { A = sizeof(struct S), B, C = 2147483647, D = -3 };
        enum { E = 7 };
        void f(void) {}
    """)
    assert sf.symbols.enumerators == {"A": None, "B": None, "C": None, "D": None, "E": 7}


def test_block_scope_enumerators_are_the_scops_own(load_c):
    sf = load_c("""
        double X[10], Y[10];
        int n;
        void f(void) {
          enum { K = 4 };
        #pragma scop
          for (int j = 0; j < K; j++) X[j] = j;
        #pragma endscop
        }
        void g(void) {
          enum { K = 8, n = 2 };
        #pragma scop
          for (int j = 0; j < K; j++) Y[j] = j * n;
        #pragma endscop
        }
        void h(void) {
          int K = n;
        #pragma scop
          for (int j = 0; j < K; j++) Y[j] = j;
        #pragma endscop
        }
    """)
    f, g, h = sf.scops
    assert_isl(f.statements[0].domain, "{ S0[j] : 0 <= j <= 3 }") and f.params == []
    assert_isl(g.statements[0].domain, "{ S0[j] : 0 <= j <= 7 }")
    assert g.constants == {"K": 8, "n": 2} and g.params == []
    assert h.params == ["K"] and h.constants == {}


@pytest.mark.parametrize("value", ["sizeof(struct S)", "2147483647, NEXT"])
def test_a_scop_using_an_enumerator_without_a_value_stays_sequential(tmp_path, value):
    from s2s.driver import translate_file
    src = tmp_path / "e.c"
    name = "NEXT" if "NEXT" in value else "K"
    src.write_text(f"""struct S {{ int a; double b; }};
enum {{ K = {value} }};
double X[10];
void f(void) {{
#pragma scop
  for (int i = 0; i < 10; i++) X[i] = i + {name};
#pragma endscop
}}
""")
    r = translate_file(str(src), target="openmp")
    warnings = [d.message for d in r.log.items if d.severity == "warning"]
    assert any("left sequential" in w and f"'{name}'" in w for w in warnings), warnings
    assert "#pragma omp" not in r.main_text


def test_device_code_has_the_values_of_enumerators(tmp_path):
    from s2s.driver import translate_file
    text = translate_file(os.path.join(FAITHFUL, "enum_in_kernel.c"), target="opencl",
                          force_device=True).main_text
    kernel = _kernel_source(text)
    assert "X[_g0] = (int)_g0 * 2 + (-3);" in kernel and "SHIFT" not in kernel and " J" not in kernel


# ---------------------------------------------------------------------------------------------------------
# types

def test_objects_of_enumeration_types_have_gccs_integer_type(scop_of):
    """GCC and Clang give an enumeration the type unsigned int when none of its constants is negative, int
    otherwise (C11 6.7.2.2p4: the compiler's choice); s2s took every one for int (a max over enum data
    started at INT_MIN, device code compared `d - 1 > 0` as signed).  By tag, by typedef, anonymous,
    block-scope, and a tag whose values s2s cannot compute (its objects are not modelled)."""
    scop = scop_of("""
        enum color { RED, GREEN };
        typedef enum { LOW, HIGH } level;
        enum sign { NEG = -1, POS };
        typedef enum sign sign_t;
        enum color E[10];
        level V[10];
        sign_t S[10];
        enum { A0 = 3, A1 = -4 } T[10];
        void f(void) {
          enum color c = GREEN;
          enum local { L0 = 7 } L[10];
        #pragma scop
          for (int i = 0; i < 10; i++) { E[i] = c; V[i] = (enum color)i; S[i] = i; T[i] = i; L[i] = i; }
        #pragma endscop
        }
    """)
    assert scop.arrays["E"].ctype == "unsigned int" and scop.arrays["E"].sizes == ["10"]
    assert scop.arrays["V"].ctype == "unsigned int" and scop.params == ["c"]
    assert scop.arrays["S"].ctype == "int" and scop.arrays["T"].ctype == "int"
    assert scop.arrays["L"].ctype == "unsigned int"
    assert scop.typedefs == {"enum color": "unsigned int"}


def test_enumeration_of_unknown_values_is_not_modelled():
    """The type of `enum odd` depends on a structure's size, which s2s does not compute: a SCoP with
    objects of that type stays sequential (with a warning), rather than guessing int or unsigned."""
    import tempfile

    from s2s.diagnostics import DiagnosticLog
    from s2s.driver import translate_file
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "u.c")
        with open(path, "w") as f:
            f.write("struct s { char c[5]; double d; };\n"
                    "enum odd { O1 = sizeof(struct s) - 100 };\n"
                    "enum odd X[8];\nint main(void) {\n#pragma scop\n"
                    "  for (int i = 0; i < 8; i++) X[i] = i;\n#pragma endscop\n  return X[3];\n}\n")
        log = DiagnosticLog()
        r = translate_file(path, target="opencl", force_device=True, log=log)
        assert not r.programs
        assert any("enum odd" in d.message for d in log.items), [d.message for d in log.items]


def test_device_casts_print_the_types_of_typedef_names():
    from s2s.driver import translate_file
    text = translate_file(os.path.join(FAITHFUL, "typedef_casts.c"), target="opencl",
                          force_device=True).main_text
    kernel = _kernel_source(text)
    assert "((unsigned char)((int)_g0 * 40))" in kernel and "((short)((int)_g0 * 3000))" in kernel
    assert "u8" not in kernel and "i16" not in kernel and "real" not in kernel


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_locals_of_block_scope_typedef_types_have_builtin_types_on_the_device(target):
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "typedef_block_scope.c"), target=target, force_device=True)
    assert len(r.programs) == 1, [d.format() for d in r.log.items]
    assert not [d for d in r.log.items if d.severity == "warning"], [d.format() for d in r.log.items]
    device = r.device_text if target == "cuda" else _kernel_source(r.main_text)
    for name in ("real", "rptr", "ix", "big", "wide", "row"):
        assert not re.search(rf"\b{name}\b", device), name


def test_a_block_scope_typedef_hides_the_files_typedef_of_the_same_name(scop_of):
    scop = scop_of("""
        typedef float real;
        typedef double vec[8];
        void f(int n, double *a) {
          typedef double real;
          typedef long vec;
          typedef real *rptr;
          rptr p = a;
          real alpha = 2;
        #pragma scop
          for (int i = 0; i < n; i++) {
            vec k = i;
            real t = p[i] * alpha;
            p[i] = t + k;
          }
        #pragma endscop
        }
    """)
    assert scop.arrays["t"].ctype == "double" and scop.arrays["k"].ctype == "long"
    assert scop.arrays["p"].ctype == "double" and scop.arrays["p"].kind == "pointer"
    assert scop.scalar_values == {"alpha": "double"}
    assert scop.typedefs.get("vec", "long") == "long"


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_a_local_of_a_block_scope_struct_typedef_keeps_the_scop_on_the_host(tmp_path, target):
    from s2s.driver import translate_file
    src = tmp_path / "st.c"
    src.write_text("""typedef double real;
void f(int n, double *a) {
  typedef struct { double x, y; } real;
#pragma scop
  for (int i = 0; i < n; i++) {
    real t;
    a[i] = a[i] * 2;
  }
#pragma endscop
}
""")
    r = translate_file(str(src), target=target, force_device=True)
    assert r.programs == []
    warnings = [d.format() for d in r.log.items if d.severity == "warning"]
    assert any("kept on the host" in w and "'real'" in w for w in warnings), warnings


def test_128_bit_types_are_not_narrowed(scop_of):
    scop = scop_of("""
        typedef __int128 i128;
        i128 S[8];
        unsigned __int128 U[8];
        __uint128_t V[8];
        __float128 Q[8];
        long A[8];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 8; i++) {
            S[i] = (i128)A[i] * A[i];
            U[i] = V[i] + (unsigned __int128)A[i];
            Q[i] = Q[i] / 3;
          }
        #pragma endscop
        }
    """)
    assert scop.arrays["S"].ctype == "__int128" and scop.arrays["Q"].ctype == "__float128"
    assert scop.arrays["U"].ctype == "unsigned __int128" == scop.arrays["V"].ctype
    assert scop.typedefs == {"i128": "__int128"}


@pytest.mark.parametrize("target", ["cuda", "opencl"])
@pytest.mark.parametrize("body", ["S[i] = A[i];", "A[i] = (long)(((i128)A[i] * A[i]) >> 64);",
                                  "A[i] = (long)((unsigned __int128)A[i] * A[i] % 7);",
                                  "A[i] = (long)sizeof(__int128);"])
def test_128_bit_data_or_arithmetic_keeps_the_scop_on_the_host(tmp_path, target, body):
    from s2s.driver import translate_file
    src = tmp_path / "w.c"
    src.write_text(f"""typedef __int128 i128;
i128 S[10];
long A[10];
void f(void) {{
#pragma scop
  for (int i = 0; i < 10; i++) {body}
#pragma endscop
}}
""")
    r = translate_file(str(src), target=target, force_device=True)
    assert r.programs == []
    warnings = [d.message for d in r.log.items if d.severity == "warning"]
    assert any("kept on the host" in w and "no 128-bit type" in w for w in warnings), warnings


@needs_nvcc
@pytest.mark.nvcc
def test_the_cuda_translation_of_128_bit_data_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "int128.c")
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs == []
    compile_cuda_only(result, path, str(tmp_path))


def test_prefixed_character_constants_in_device_code():
    from s2s.driver import translate_file
    text = translate_file(os.path.join(FAITHFUL, "char_prefix_literals.c"), target="opencl",
                          force_device=True).main_text
    kernel = _kernel_source(text)
    assert "((unsigned short)120) + 121u * (int)_g0 + 122" in kernel and "u'" not in kernel


# ---------------------------------------------------------------------------------------------------------
# the program's own functions

@pytest.mark.parametrize("decl, call", [
    ("static double fmin(double a, double b) { return a + b; }", "A[i] = fmin(A[i], 2.0);"),
    ("double sqrt(double x) { return x * 3; }", "A[i] = sqrt(A[i]);"),
    ("static int abs(int x) { return x - 1; }", "I[i] = abs(i - 3);"),
    ("static double fmax(double, double);\nstatic double fmax(double a, double b) { return a; }",
     "A[i] = fmax(A[i], 1.0);"),
])
@pytest.mark.parametrize("target", host_targets())
def test_calls_of_the_programs_own_math_named_functions_are_the_programs(tmp_path, decl, call, target):
    """A function of the program named like a math function is the program's: its expression replaces
    the call (model/inline_calls.py), never the library's function, and the results are the program's."""
    from s2s.driver import translate_file
    src = tmp_path / "u.c"
    src.write_text(f"""#include <stdio.h>
{decl}
double A[10]; int I[10];
void f(void) {{
#pragma scop
  for (int i = 0; i < 10; i++) {call}
#pragma endscop
}}
int main(void) {{
  for (int i = 0; i < 10; i++) A[i] = i * 1.5 - 4;
  f();
  for (int i = 0; i < 10; i++) printf("%.17g %d\\n", A[i], I[i]);
  return 0;
}}
""")
    r = translate_file(str(src), target=target, force_device=target != "openmp")
    assert r.programs, [d.message for d in r.log.items]
    # (the library's function would print other numbers: fmin, sqrt of negatives, abs, fmax)
    res = check_file(str(src), target=target)
    assert res.status == "match", (res.message, res.details[-2000:])


def test_a_user_min_in_a_loop_bound_is_not_the_minimum(tmp_path):
    from s2s.driver import translate_file
    src = tmp_path / "m.c"
    src.write_text("""static int min(int a, int b) { return a > b ? a : b; }
double A[10];
void f(void) {
#pragma scop
  for (int i = 0; i < min(10, 5); i++) A[i] = i;
#pragma endscop
}
""")
    r = translate_file(str(src), target="openmp")
    # the program's min is its maximum: the loop runs to 10 (its expression replaced the call)
    assert r.programs
    assert re.search(r"_hi0 = \(long\)\(9\)|<= 9|< 10", r.main_text), r.main_text[-1500:]


def test_the_librarys_math_functions_are_still_pure(scop_of):
    scop = scop_of("""
        #include <math.h>
        double A[10];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10; i++) A[i] = sqrt(A[i]) + fmin(A[i], 1.0);
        #pragma endscop
        }
    """)
    assert len(scop.statements) == 1


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_a_cast_to_a_long_double_typedef_keeps_the_scop_on_the_host(tmp_path, target):
    from s2s.driver import translate_file
    src = tmp_path / "ld.c"
    src.write_text("""typedef long double ld;
double A[10];
void f(void) {
#pragma scop
  for (int i = 0; i < 10; i++) A[i] = (ld)i / 3;
#pragma endscop
}
""")
    r = translate_file(str(src), target=target, force_device=True)
    assert r.programs == []
    warnings = [d.message for d in r.log.items if d.severity == "warning"]
    assert any("kept on the host" in w and "long double" in w for w in warnings), warnings
