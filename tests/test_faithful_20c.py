"""C as users write it (round faith20c): floating-point semantics and pointer aliasing.  Float data with
unsuffixed double constants (`F[i] * 0.1` is a double product), float accumulators over double data and
double ones over float data, casts between float, double and int inside expressions; double math
functions on float arguments and float ones on double arguments (sin, sinf, sqrt of a float product, hypot,
cbrt, exp2, log2, log1p, expm1, erf, tgamma, pow with int exponents); long double data; abs, labs, llabs,
fabs, fabsf and fabsl on every type (abs of a double truncates); fmin/fmax/fdim of mixed argument types;
the rounding family (round, rint, nearbyint, lround, llrint, trunc, floor, ceil, float forms on double
arguments) and fmod/remainder of negative operands; frexp, modf and remquo with pointer outputs, ldexp,
scalbn, ilogb; -0.0, NaN and infinities (copysign, signbit, isnan, isinf, isfinite, INFINITY, NAN,
DBL_MAX, FLT_EPSILON) and a ternary maximum over signed zeros and NaNs; expressions an optimiser might
fold (x + 0.0, x * 0, x - x); products whose fma contraction would change a truncation or a comparison;
negative integer division and modulo in float code; integer accumulators of floating-point terms and
updates that look like reductions and are not.  Aliasing: one array passed as two parameters (in place,
shifted by one element both ways, by a row, overlapping ranges), row views set before the SCoP with a
const one, pointer-to-array views of a flat buffer, global pointers to global arrays (initialised at
file scope, retargeted between calls), structure members that are slices of one buffer (overlapping),
arrays of row pointers that share rows, scalars passed by pointer into the array the SCoP writes,
reductions whose accumulator is an element of their own data, and pointer notations (*(p + i), i[A]).
The bug of the round: floating-point products were reordered like sums, but their partial products
range far wider than C's running product: factors 2.0f and 0.5f in turn (C's product is 1) gave inf on
OpenCL, rows of 1e200 and 1e-200 gave NaN on OpenCL and in the host's eight partial products
(`f20c_prod_reorder_range.c`); a floating-point product now keeps C's order (integer products are still
reductions).
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.driver import translate_file
from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # the bug of the round
    "f20c_prod_reorder_range.c",
    # floating-point semantics
    "f20c_float_double_consts.c",
    "f20c_math_float_args.c",
    "f20c_long_double_math.c",
    "f20c_abs_every_type.c",
    "f20c_fmin_mixed_types.c",
    "f20c_round_family.c",
    "f20c_frexp_modf_outputs.c",
    "f20c_signed_zero_nan.c",
    "f20c_identity_folds.c",
    "f20c_fma_truncate.c",
    "f20c_negdiv_float.c",
    "f20c_constants_float_code.c",
    "f20c_int_acc_float_terms.c",
    "f20c_reduction_lookalikes.c",
    # aliasing
    "f20c_same_array_params.c",
    "f20c_views_before_scop.c",
    "f20c_array_ptr_views.c",
    "f20c_global_ptrs.c",
    "f20c_struct_one_buffer.c",
    "f20c_shared_row_ptrs.c",
    "f20c_scalar_params_alias.c",
    "f20c_reduction_alias.c",
    "f20c_pointer_notations.c",
]


@pytest.mark.parametrize("name", ["f20c_prod_reorder_range.c", "f20c_same_array_params.c",
                                  "f20c_reduction_alias.c", "f20c_scalar_params_alias.c"])
def test_matches_as_translated(name):
    """The host versions (the eight partial sums of a host reduction, behind the overlap test) too."""
    r = check_file(os.path.join(FAITHFUL, name), target="opencl", as_translated=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "f20c_prod_reorder_range.c": [23],      # a floating-point product: no parallel loop
    "f20c_abs_every_type.c": [38],          # fabsl
    "f20c_fmin_mixed_types.c": [34],        # fmaxl
    "f20c_round_family.c": [30],            # nearbyint (and lround, llrint)
    "f20c_frexp_modf_outputs.c": [20, 29],  # frexp (writes through its pointer), ldexp
    "f20c_long_double_math.c": [30],        # sinl
    "f20c_global_ptrs.c": [22],             # fp[i] from fp[i - 1]: no parallel loop
    "f20c_pointer_notations.c": [12],       # (q + 2)[i] (*(p + i), i[A], *(*(T + i) + j): subscripts)
}
# SCoPs whose data the OpenCL target does not have (kept on the host, with their own warning)
ON_HOST = {"f20c_long_double_math.c": 1}   # long double
# (f20c_shared_row_ptrs.c: tables of row pointers, their rows gathered on the device: test_row_pointers.py)


# files where no SCoP reaches the device
NO_DEVICE_PROGRAM = ("f20c_frexp_modf_outputs.c", "f20c_long_double_math.c")


# ---------------------------------------------------------------------------------------------------------
# gpu/reduction.py: a floating-point product keeps C's order; an integer product is still a reduction

PRODUCTS = """#include <stdio.h>
#define N 4096
float f[N]; double d[N]; unsigned long u[N];
int main(void) {
  float p = 1.0f; double q = 1.0; unsigned long r = 1ul;
  for (int i = 0; i < N; i++) { f[i] = i % 2 ? 0.5f : 2.0f; d[i] = f[i]; u[i] = 2ul * i + 1ul; }
#pragma scop
  for (int i = 0; i < N; i++)
    p *= f[i];
  for (int i = 0; i < N; i++)
    q = q * d[i];
  for (int i = 0; i < N; i++)
    r *= u[i];
#pragma endscop
  printf("%g %g %lu\\n", p, q, r);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["cuda", "opencl", "openmp"])
def test_floating_products_are_not_reordered(tmp_path, target):
    src = tmp_path / "prod.c"
    src.write_text(PRODUCTS)
    r = translate_file(str(src), target=target, force_device=True)
    forms = [(f.kind, f.ctype) for p in r.programs for k in p.kernels if k.reduction is not None
             for f in k.reduction.forms.values()]
    assert forms == [("*", "unsigned long")], forms
    if target == "openmp":
        assert r.main_text.count("reduction(*:") == 1


@pytest.mark.parametrize("target", host_targets())
def test_products_in_turn_match(tmp_path, target):
    """C's product is 1 (and 1 again after each pair); lanes that take every other factor overflowed."""
    src = tmp_path / "prod.c"
    src.write_text(PRODUCTS)
    for as_translated in (False, True):
        r = check_file(str(src), target=target, as_translated=as_translated)
        assert r.status == "match", (r.status, r.message, r.details[-2000:])
