"""C's numeric semantics as scientific programmers write them (round faith23a). Iterators, bounds and
subscripts of every integer type: enumerations as iterators and as scalars (GCC makes an enumeration
without negative enumerators unsigned, so `c - 1` at 0 wraps), unsigned char counting to 255, signed char
from -128, short by 7, 64-bit global indices from 3e9, ptrdiff_t windows and uint64_t squares, the
<stdint.h> types whose widths are the platform's (int_fast16_t is a long), bounds from integer constant
expressions (sizeof quotients, -7 % 3, (unsigned char)300, -9 >> 2, (short)70000); mixed signedness in
bounds (int against size_t, long against unsigned, long long against unsigned long) and in maxima whose
comparison converts; unsigned count-downs that the wrap-around ends (`for (unsigned i = n - 2; i < n;
i--)`, an unsigned char down from a parameter, a uint16_t by 3) and unsigned bands whose start wraps,
triangular loops whose unsigned differences wrap in bodies (j - i); `/` and `%` by negative constants and
of negative values in subscripts, bounds and conditions, shifts and masks of iterators that cross zero;
conversions on store (int += 0.7, char *= 3, body temporaries of unsigned char, short, float and signed
char read after their store; doubles above 2^63 to uint64_t, uint64_t above 2^63 to double and float
rounded once, ints above 2^24 to float, as bit patterns), int / int in a double context, 1 / n
coefficients, scalars of every integer type in kernel bodies (an unsigned square that wraps, -u, uint16
products promoted to int); int8 GEMM with zero points and a rounding shift, a Q15 FIR with saturation,
character arithmetic on text; float and double math: <tgmath.h> choosing by the arguments' types,
abs/labs/llabs/fabs/fabsf on the types they were not written for, the rounding family, fmod, remainder,
copysign and fma compared as bit patterns (float functions on double arguments too), float literals with
and without f as bit patterns, NaN and infinities through fmin/fmax/comparisons, long double and __int128
temporaries (OpenMP only), histograms by affine index and scans.

Every program matches on OpenMP and OpenCL (PoCL), and its CUDA translation compiles.  What the round
changed:
- <math.h>'s NAN: the parse reads glibc's non-GNU definition `(0.0f / 0.0f)`, which the OpenMP
  translation computed at run time; on x86 that NaN has its sign bit set, so `copysign(1.0, NAN)` was -1
  (and printf wrote "-nan") where the original, built with cc's `__builtin_nanf("")`, has +1.  Each
  expansion of the macro is now read as `__builtin_nanf("")` (OpenCL kernels: NAN), a division written
  by the user stays (frontend/nan_macro.py; f23a_nan_macro_sign.c, tests/test_nan_macro.py);
- an unsigned count-down whose condition is an upper bound was refused ("not a monotone bound") wherever
  its start can lie above the bound (`i = n - 2; i < n` at n = 1, `c = top; c < 200`, `j = m; j <= i`):
  such a condition holds for every smaller value once it holds, so the loop runs from its start to 0 when
  it holds at the start (builder._held_to_zero; f23a_unsigned_down_wrap.c, f23a_wrap_ended_loops.c,
  tests/test_wrap_ended_loops.py).
Not modelled (sequential, with a warning): floating arithmetic in loop bounds and conditions, starts of
unsigned loops that wrap for some iterations, an int converted to unsigned where it can be negative, a
count-down whose wrapped value still meets its condition for some parameter (`j <= h`, uint16_t), `|`
in subscripts, enumerations wider than int, classification macros (signbit, isnan); and loops with no
parallel loop (a suffix sum, histograms by `i % 16`).  OpenCL and CUDA keep long double and __int128
arithmetic on the host.
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    # integer types as iterators, bounds and subscripts
    "f23a_enum_iter.c",
    "f23a_enum_params.c",
    "f23a_narrow_counting.c",
    "f23a_wide_offsets.c",
    "f23a_mixed_sign_bounds.c",
    "f23a_mixed_sign_maxima.c",
    "f23a_unsigned_down_wrap.c",
    "f23a_wrap_ended_loops.c",
    "f23a_unsigned_band.c",
    "f23a_triangular_unsigned.c",
    "f23a_stdint_widths.c",
    # integer arithmetic in subscripts, bounds and bodies
    "f23a_divmod_subscripts.c",
    "f23a_negative_divisors.c",
    "f23a_masks_shifts.c",
    "f23a_float_bounds.c",
    "f23a_const_bounds.c",
    "f23a_param_types_in_bodies.c",
    "f23a_int_coefficients.c",
    "f23a_int8_gemm.c",
    "f23a_q15_fir.c",
    "f23a_char_text.c",
    # conversions in assignments
    "f23a_int_acc_conversions.c",
    "f23a_narrow_temps.c",
    "f23a_wide_temporaries.c",
    "f23a_conversion_edges.c",
    # floating-point math
    "f23a_tgmath_bits.c",
    "f23a_abs_family.c",
    "f23a_rounding_bits.c",
    "f23a_float_literals_bits.c",
    "f23a_float_math_mix.c",
    "f23a_nan_inf_minmax.c",
    "f23a_nan_macro_sign.c",
    # kernels: histograms and scans
    "f23a_affine_histograms.c",
    "f23a_scans.c",
]

# lines warned "SCoP left sequential" (OpenCL, device forced)
SEQUENTIAL: dict[str, list[int]] = {
    "f23a_enum_params.c": [30],                  # enum big (0x100000000): wider than int
    "f23a_mixed_sign_bounds.c": [25],            # int i = -2 against a size_t
    "f23a_unsigned_down_wrap.c": [24, 37],       # a suffix sum (no parallel loop); uint16_t j <= h
    "f23a_unsigned_band.c": [25, 31, 36, 41],    # starts that wrap for some iterations
    "f23a_masks_shifts.c": [32],                 # (i | 1) in a subscript
    "f23a_float_bounds.c": [16, 32],             # j < i * 0.5; if (i + j < 1.5 * n - 0.5)
    "f23a_affine_histograms.c": [27],            # bins by i % 16, i / 8: no parallel loop
}
# SCoPs that OpenCL keeps on the host, with their own warning
ON_HOST: dict[str, int] = {
    "f23a_wide_temporaries.c": 2,                # long double accumulator; unsigned __int128 product
}
NO_DEVICE_PROGRAM = ("f23a_wide_temporaries.c",)
