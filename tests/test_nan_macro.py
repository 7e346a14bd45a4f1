"""<math.h>'s NAN in a SCoP is the positive quiet NaN that cc's NAN is (frontend/nan_macro.py): the parse
reads glibc's non-GNU `(0.0f / 0.0f)`, which the OpenMP translation computed at run time, a NaN with its
sign bit set on x86 (copysign(1.0, NAN) was -1, printf wrote "-nan")."""
from __future__ import annotations

import os
import textwrap

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.driver import translate_file

_PROGRAM = textwrap.dedent("""\
    #include <stdio.h>
    #include <math.h>
    #define GAP NAN
    #define BAD (0.0f / 0.0f)
    int main(void) {
      double a[8], b[8], c[8];
    #pragma scop
      for (int i = 0; i < 8; i++) {
        a[i] = i % 2 ? NAN : -GAP;  /* NAN */
        b[i] = (0.0f / 0.0f) * i + BAD;
        c[i] = copysign(1.0, a[i]);
      }
    #pragma endscop
      for (int i = 0; i < 8; i++)
        printf("%g %g\\n", a[i], c[i]);
      return 0;
    }
    """)


def _translate(tmp_path, target: str):
    path = tmp_path / "nan.c"
    path.write_text(_PROGRAM)
    return translate_file(str(path), target=target, force_device=True)


def test_nan_macro_is_a_nan_constant(tmp_path):
    """NAN and a macro of the user's that names it become GCC's constant; the division the user wrote,
    and the one a macro of the user's spells, stay divisions (their sign is the machine's, in the
    original too)."""
    r = _translate(tmp_path, "openmp")
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    assert '% 2) ? (__builtin_nanf("")) : (-__builtin_nanf(""));' in r.main_text
    assert "= 0.0f / 0.0f * (int)_g0 + 0.0f / 0.0f;" in r.main_text


def test_nan_macro_in_opencl_kernels(tmp_path):
    """OpenCL kernels spell it by cc's bits (OpenCL C's NAN has another payload: PoCL's is 0x7fffffff)."""
    r = _translate(tmp_path, "opencl")
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    assert "(as_float(0x7fc00000u)) : (-as_float(0x7fc00000u))" in r.main_text
    assert "__builtin_nanf" not in r.main_text


@pytest.mark.parametrize("target", host_targets())
def test_nan_macro_sign_matches(target):
    """The translation's NaNs have the original's signs (copysign sees them)."""
    r = check_file(os.path.join(ROOT, "tests", "faithful", "f23a_nan_macro_sign.c"), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("literal, ctype, text", [
    ('""', "float", "as_float(0x7fc00000u)"),
    ('""', "double", "as_double(0x7ff8000000000000ul)"),
    ('"7"', "double", "as_double(0x7ff8000000000007ul)"),
    ('"0x12"', "double", "as_double(0x7ff8000000000012ul)"),
    ('"010"', "double", "as_double(0x7ff8000000000008ul)"),
    ('"4503599627370497"', "double", "as_double(0x7ff8000000000001ul)"),
    ('"3"', "float", "as_float(0x7fc00003u)"),
    ('"0x400000"', "float", "as_float(0x7fc00000u)"),
    ('"0x3fffff"', "float", "as_float(0x7fffffffu)"),
    ('"-1"', "double", "as_double(0x7ff8000000000001ul)"),
])
def test_opencl_nan_payloads(literal, ctype, text):
    """GCC folds __builtin_nan("n") to the quiet NaN of payload n (kept to the bits below the quiet bit);
    OpenCL kernels spell that NaN by its bits (faith24b: the payload was dropped, and OpenCL C's NAN is
    PoCL's 0x7fffffff)."""
    from s2s.codegen.stmt_printer import opencl_nan
    assert opencl_nan(ctype, literal) == text
