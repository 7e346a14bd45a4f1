"""Control flow and language constructs as users write them around and inside SCoPs (round faith21a).
Loops written as `while` and `do { } while` with affine counters, `continue`, `break`, early `return` and
`goto` in and near SCoPs, `switch` in loop bodies (on the iterators, a parameter, data), nested ternaries
(limiters, clamps, saturating adds, boundary selection); C99/C11: `_Generic` dispatch of math functions
and constants and the types it selects on, <tgmath.h> on float/double/int/long double, <complex.h> arrays,
`_Static_assert`, designated initialisers of const tables and structs, compound literals, `static inline`
helpers (pure and counting calls), statement-like macros (`do { } while (0)`), statement expressions and
the comma operator; the user's own `#pragma omp parallel for` (with a reduction clause), `omp simd`,
`GCC ivdep`, `GCC unroll` and `unroll` in SCoPs; regions under `#if`/`#ifdef`/`#elif` (branches not
compiled included), one function called with sizes 0, 1, 2, odd, prime and large, recursion (halving,
divide and conquer, mutual), SCoPs in callbacks through function pointers (a kernel table, an RK2
right-hand side, beside qsort); integer semantics: `/` and `%` of negatives, floor division and positive
modulo by hand, shifts of unsigned values, the INT_MIN / -1 guard, mixed signed/unsigned comparisons with
every promotion, `_Bool` stores of values other than 1 and `--` on _Bool, char arithmetic, 8-bit
saturation.
No wrong result, traceback or CUDA compile failure: every program matches on OpenMP and OpenCL (PoCL),
with and without --as-translated, and its CUDA translation compiles.  Two constructs that kept their
SCoPs sequential are now modelled: a statement-like macro's `do { ... } while (0)` (its body once, when no
`break` or `continue` of it is in the body: builder._once) and `_Generic` whose controlling expression has
an arithmetic type s2s knows (model/generic_select.py: replaced by the selected expression before the
model is built, so `ABS(x)` dispatching to fabsf/fabs/labs/abs and type-dependent constants offload).
Not modelled (sequential, with a warning): `while` and other `do`/`while` loops, `continue`, `break`,
`goto` and labels, `switch`, statement expressions, two declarators in a for-init (`i = 0, j = n - 1`),
calls of the program's own functions (static inline helpers included), complex arithmetic (conj, cabs),
<tgmath.h> on long double, arrays of structs, subscripts `% n` with n a parameter; `_Bool` data stays on
the host for OpenCL."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT

from s2s.driver import translate_file
from s2s.model.generic_select import _usual, canonical
from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # control flow
    "f21a_while_counters.c",
    "f21a_break_continue.c",
    "f21a_goto_out.c",
    "f21a_switch_body.c",
    "f21a_nested_ternary.c",
    # C99 / C11 constructs
    "f21a_generic_dispatch.c",
    "f21a_generic_types.c",
    "f21a_tgmath_precision.c",
    "f21a_complex_fields.c",
    "f21a_static_tables.c",
    "f21a_inline_helpers.c",
    "f21a_macro_statements.c",
    # pragmas, conditional compilation, how the SCoP's function is called
    "f21a_user_pragmas.c",
    "f21a_scops_in_ifdef.c",
    "f21a_sizes_many_callers.c",
    "f21a_recursive_scops.c",
    "f21a_callbacks.c",
    # integer semantics
    "f21a_int_div_shift.c",
    "f21a_mixed_sign_bool.c",
    "f21a_promotion_compares.c",
    "f21a_bool_stores.c",
    "f21a_char_saturate.c",
]

# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "f21a_while_counters.c": [28],                  # do/while (i < n); the whiles are counted fors
    # the break's condition on data (the two `if (C) continue;` are modelled as `if (!(C))` around the
    # rest of the body, builder._guard_continues)
    "f21a_break_continue.c": [36],
    "f21a_goto_out.c": [51],                        # the if around the goto (on data)
    "f21a_switch_body.c": [14, 35, 50],             # switch on (i + j) % 4, on a parameter, on data
    "f21a_nested_ternary.c": [30],                  # q[1] and q[n - 2] read at the ends: no parallel loop
    "f21a_complex_fields.c": [13, 17],              # conj, cabs
    "f21a_static_tables.c": [43],                   # an array of structs
    "f21a_inline_helpers.c": [28, 35],              # wrap(i + 1, n) is (i + 1 + n) % n; counted()
    "f21a_macro_statements.c": [29],                # a statement expression (i = 0, j = n - 1: paired)
    # f21a_scops_in_ifdef.c's a[(i + j) % n] is modelled since faith28a (builder._near_division; n <= 3 runs
    # the original code)
    "f21a_sizes_many_callers.c": [26],              # a recurrence: no parallel loop
    "f21a_tgmath_precision.c": [36],                # sqrt of a long double under <tgmath.h>
    # f21a_int_div_shift.c's posmod (a local, then a return) is inlined since body_expression
}

# SCoPs kept on the host with their own warning (OpenCL: _Bool data), and regions in `#if` branches that
# are not compiled (the shared test counts the file's `#pragma scop` lines)
ON_HOST = {"f21a_bool_stores.c": 3, "f21a_mixed_sign_bool.c": 2, "f21a_scops_in_ifdef.c": 2}

# files where no SCoP reaches the device (CUDA)
NO_DEVICE_PROGRAM = ("f21a_switch_body.c", "f21a_inline_helpers.c")


def _translate(tmp_path, body: str, decls: str = "", target: str = "opencl"):
    src = tmp_path / "t.c"
    src.write_text("#include <math.h>\n#include <stdlib.h>\n#define N 64\n"
                   "double a[N], b[N], c[N]; float f[N]; int k[N]; long l[N]; char ch[N];\n" + decls +
                   "void g(int n) {\n#pragma scop\n  for (int i = 0; i < n; i++) {\n" + body +
                   "\n  }\n#pragma endscop\n}\n")
    r = translate_file(str(src), target=target, force_device=True)
    return r, [d.message for d in r.log.items if d.severity == "warning"]


@pytest.mark.parametrize("body", [
    "do { double t_ = a[i]; a[i] = b[i]; b[i] = t_; } while (0);",
    "do { a[i] += 2 * b[i]; } while (0u);",
    "do { for (int j = 0; j < 4; j++) c[i] += j; } while (0);",
    "do { do { a[i] = 1; } while (0); b[i] = 2; } while (0);",
])
def test_do_while_zero_is_its_body(tmp_path, body):
    """`do { ... } while (0)`, the body of a statement-like macro, runs its body once: modelled as a block."""
    r, warnings = _translate(tmp_path, body)
    assert len(r.programs) == 1 and not warnings, warnings


@pytest.mark.parametrize("body", [
    "do { if (i > 5) break; a[i] = 1; } while (0);",              # break leaves the do
    "do { a[i] = 1; if (i > 5) continue; b[i] = 2; } while (0);",  # continue jumps to the condition
    "do { a[i] = a[i] * 0.5; } while (a[i] > 1);",
    "do { a[i] = 1; } while (1 - 1);",                             # (not a constant 0 as written)
])
def test_other_do_loops_stay_sequential(tmp_path, body):
    r, warnings = _translate(tmp_path, body)
    assert not r.programs and any(w.startswith("SCoP left sequential") for w in warnings), warnings


@pytest.mark.parametrize("body", [
    "a[i] = _Generic(a[i], float: fabsf, default: fabs)(a[i] - 3);",
    "f[i] = _Generic(f[i], float: fabsf, default: fabs)(f[i] - 3);",
    "k[i] = _Generic(ch[i], char: 1, int: 2) + _Generic(ch[i] + 0, char: 1, int: 2);",
    "l[i] = _Generic(1u + l[i], unsigned long: 1, long: 2) * i;",
    "b[i + _Generic(i, int: 0, default: 1)] = a[i];",
])
def test_generic_selection_offloads(tmp_path, body):
    r, warnings = _translate(tmp_path, body)
    assert len(r.programs) == 1 and not warnings, warnings


@pytest.mark.parametrize("body, decls", [
    ("a[i] = _Generic(&a[i], double *: 1.0, default: 2.0);", ""),               # a pointer
    ("a[i] = _Generic(e, enum E: 1.0, default: 2.0);", "enum E { P, Q } e;\n"),  # an enumeration type
    ("a[i] = _Generic(s, struct S: 1.0, default: 2.0);", "struct S { int x; } s;\n"),
])
def test_generic_selection_of_unknown_types_stays_sequential(tmp_path, body, decls):
    r, warnings = _translate(tmp_path, body, decls)
    assert not r.programs and any(w.startswith("SCoP left sequential") for w in warnings), warnings


@pytest.mark.parametrize("body, decls, chosen", [
    # the controlling type is unqualified (lvalue conversion, C17 6.5.1.1p2): `const float` never matches
    ("k[i] = _Generic(f[i], const float: 1, default: 2);", "", "k[_g0] = 2;"),
    ("k[i] = _Generic(a[i], cd: 3, double: 4);", "typedef const double cd;\n", "k[_g0] = 4;"),
    ("k[i] = _Generic(i, volatile int: 5, int: 6);", "", "k[_g0] = 6;"),
    # under <tgmath.h>, sqrt of a float is sqrtf, a float (C11 7.25p3); pow(float, double) a double
    ("k[i] = _Generic(sqrt(f[i]), float: 1, double: 2);", "#include <tgmath.h>\n", "k[_g0] = 1;"),
    ("k[i] = _Generic(pow(f[i], 2.0), float: 1, double: 2);", "#include <tgmath.h>\n", "k[_g0] = 2;"),
    ("k[i] = _Generic(sqrt(f[i]), float: 1, double: 2);", "", "k[_g0] = 2;"),
])
def test_generic_selection_chooses_as_c(tmp_path, body, decls, chosen):
    """The association C chooses: a qualified association type was taken as its unqualified type (`const
    float: 1` chosen for a float), and a <tgmath.h> call's type was always double (round faith26b)."""
    r, warnings = _translate(tmp_path, body, decls)
    assert len(r.programs) == 1 and not warnings, warnings
    assert chosen in r.main_text


def test_generic_selection_of_a_math_name_under_tgmath_stays_sequential(tmp_path):
    """Under <tgmath.h>, `_Generic(f[i], float: exp, default: sqrt)(x)` calls the double exp (the type-generic
    macro is function-like, a bare name is the function); resolved, it read as the type-generic exp(x), which
    s2s turned into expf for a float x.  Without <tgmath.h> it is resolved and offloaded."""
    body = "f[i] = _Generic(f[i], float: exp, default: sqrt)(f[i] * 0.5f);"
    r, warnings = _translate(tmp_path, body, "#include <tgmath.h>\n")
    assert not r.programs and any(w.startswith("SCoP left sequential") for w in warnings), warnings
    r, warnings = _translate(tmp_path, body)
    assert len(r.programs) == 1 and not warnings, warnings


def test_generic_types_follow_c():
    """The canonical types and the usual arithmetic conversions of LP64 C."""
    td = {"uint8_t": "__uint8_t", "__uint8_t": "unsigned char", "size_t": "unsigned long"}
    assert canonical(["unsigned"], {}) == "unsigned int"
    assert canonical(["long", "int", "const"], {}) == "long"
    assert canonical(["long", "unsigned", "long"], {}) == "unsigned long long"
    assert canonical(["uint8_t"], td) == "unsigned char"
    assert canonical(["size_t"], td) == "unsigned long"
    assert canonical(["char"], {}) == "char" and canonical(["signed", "char"], {}) == "signed char"
    assert canonical(["long", "double"], {}) == "long double"
    assert canonical(["struct"], {}) is None and canonical(["_Complex", "double"], {}) is None
    assert _usual("unsigned int", "long") == "long"
    assert _usual("unsigned int", "int") == "unsigned int"
    assert _usual("unsigned long", "long") == "unsigned long"
    assert _usual("unsigned long", "long long") == "unsigned long long"
    assert _usual("char", "unsigned short") == "int"
    assert _usual("float", "long") == "float" and _usual("float", "double") == "double"
