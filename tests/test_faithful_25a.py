"""Number types and library math in SCoP bodies, as scientific users write them (round faith25a).
double _Complex and float _Complex arrays and scalars (+, -, *, / with C Annex G's infinities and NaNs,
creal, cimag, conj, cabs, carg, I, cexp; dot products, DFT sums with cexp twiddles, complex stencils and
reductions, float and double complex mixed); __int128 and unsigned __int128 products, accumulators and
row sums; _Float16 arrays, conversions and sums (half-precision rounding at every step); long double
with sinl, fabsl, sqrtl, long double constants in double expressions; arrays of structs with bit-fields;
unions for float<->uint32 punning (the fast inverse square root); uint8_t images (saturating adds,
rounding conversions, blends, thresholds, a gamma table); <ctype.h> (toupper, isdigit over glibc's
tables) and case mapping by hand on signed chars; frexp, modf, remquo, lgamma's signgam, sincos;
rint, nearbyint, lrint, llround, round, trunc in double and float; fma, copysign, nextafter, ldexp,
ilogb, fpclassify and the classification macros (as truth values and as numbers); hypot, cbrt, erf,
tgamma, fmod, remainder over a table of special values (signed zeros, infinities, NaNs) printed as bits;
abs, labs, llabs, imaxabs; pow with integer exponents; float and double variants and their argument
conversions, <tgmath.h>'s float functions; subnormals; floating conditions (-0.0, NaN); errno after
math calls; integer division and modulo guarded against 0 and INT_MIN / -1, saturating signed
arithmetic, shifts by data amounts guarded below the width, floating values converted to int, unsigned
and narrower types inside their ranges, C's usual arithmetic conversions, literal types, compound
assignments that narrow.

Every program matches on OpenMP and OpenCL (PoCL), with the device forced and as translated, and its
CUDA translation compiles.  What the round changed (the first two in CUDA, where nvcc fuses a * b + c
into an fma and C's reference build does not: only the last bits of a value differ, inside s2s check's
tolerance, except where the statement keeps only a zero test or a sign of the value, or a function's
domain ends there):
- a floating operand of `!`, `&&` and `||`, the sign argument of copysign, and the argument of signbit,
  isnan, isinf and isfinite now print their products unfused (__dmul_rn / __fmul_rn, as comparisons,
  conversions to integers and floor's argument already did): `!(a*b - c)` with c the rounded a*b is 1
  in C and was 0 under nvcc's fma, copysign(1.0, a*b - c) -1 for half the values
  (stmt_printer.SIGN_TESTS, SIGN_ARGUMENT; f25a_truth_of_products.c,
  tests/test_faithful_text.py::test_cuda_products_tested_for_truth_or_sign_are_not_contracted);
- so do the arguments of the functions whose domain ends, or that jump, where such a difference is 0 or
  1 (sqrt, log, log2, log10, log1p, asin, acos, acosh, atanh, tgamma's poles, atan2's branch cut, pow of
  a negative or zero base): sqrt(a*a - b*b) with a == b is 0 in C and NaN for half the values under an
  fma (stmt_printer.DOMAIN_BOUNDED; f25a_domain_of_differences.c,
  tests/test_faithful_text.py::test_cuda_products_at_a_domain_boundary_are_not_contracted);
- errno: in a file that reads errno (or prints it with perror), a SCoP whose calls set none (fabs, floor,
  fmax) is offloaded, and the OpenCL runtime's calls set it (PoCL's first call left ENOENT: the program
  printed 2 where C prints 0, and perror "No such file or directory" where C's says "Success").  OpenCL
  and CUDA call sites now save errno and restore it after the call (emit.call_site's keep_errno, <errno.h>
  in the generated prologue; f25a_errno_math.c, f25a_perror_only.c,
  tests/test_faithful_text.py::test_device_call_sites_keep_the_programs_errno).
Not modelled (sequential, with a warning): complex functions (creal, conj, cexp, ...), imaginary
constants and GNU's __real__; reductions of complex and __int128 accumulators (no parallel loop);
<ctype.h> (calls, and glibc's table pointer `*__ctype_b_loc()`); frexp, modf, remquo, sincos (out
pointers), lgamma, nearbyint, lrint, lrintf, nextafter, ilogb, imaxabs (not among the pure functions);
isinf's value used as a number; arrays of structs (bit-fields); union locals; table lookups by pixel
value.  OpenCL keeps on the host (its own warning): complex, __int128, _Float16, _Bool and long double data,
long double constants.
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    # complex
    "f25a_complex_arith.c",
    "f25a_complex_annexg.c",
    "f25a_complex_funcs.c",
    "f25a_complex_dft.c",
    "f25a_complex_float_mix.c",
    "f25a_complex_dot_rows.c",
    "f25a_complex_reductions.c",
    "f25a_complex_stencil.c",
    # wide, narrow and extended types
    "f25a_int128_accum.c",
    "f25a_int128_rows.c",
    "f25a_int128_sums.c",
    "f25a_float16_arrays.c",
    "f25a_float16_convert.c",
    "f25a_float16_sums.c",
    "f25a_long_double_math.c",
    "f25a_long_double_sum.c",
    "f25a_long_double_literals.c",
    "f25a_bool_conversions.c",
    # structs, unions, bytes and chars
    "f25a_bitfield_structs.c",
    "f25a_union_punning.c",
    "f25a_fast_inv_sqrt.c",
    "f25a_u8_saturate.c",
    "f25a_u8_rounding.c",
    "f25a_u8_image_ops.c",
    "f25a_ctype_case.c",
    "f25a_ctype_count.c",
    "f25a_char_manual_case.c",
    # library math
    "f25a_frexp_modf_remquo.c",
    "f25a_lgamma_signgam.c",
    "f25a_sincos_out.c",
    "f25a_rounding_family.c",
    "f25a_rounding_float.c",
    "f25a_fma_copysign_next.c",
    "f25a_classify_ilogb.c",
    "f25a_classify_values.c",
    "f25a_classify_raw_values.c",
    "f25a_special_funcs.c",
    "f25a_special_values_bits.c",
    "f25a_float_special_bits.c",
    "f25a_exact_ops_bits.c",
    "f25a_math_promotions_bits.c",
    "f25a_abs_family.c",
    "f25a_pow_int_exp.c",
    "f25a_float_variants.c",
    "f25a_float_double_promotion.c",
    "f25a_truth_of_products.c",
    "f25a_domain_of_differences.c",
    "f25a_errno_math.c",
    "f25a_perror_only.c",
    "f25a_denormals_bits.c",
    "f25a_floating_conditions.c",
    "f25a_tgmath_float.c",
    # integers: division, shifts, conversions
    "f25a_guarded_division.c",
    "f25a_unsigned_div_mod.c",
    "f25a_int_overflow_guards.c",
    "f25a_data_shifts.c",
    "f25a_double_to_int_guarded.c",
    "f25a_unsigned_conversions.c",
    "f25a_usual_conversions.c",
    "f25a_unsigned_iterators.c",
    "f25a_literal_types.c",
    "f25a_compound_narrowing.c",
]

# lines warned "SCoP left sequential" (OpenCL, device forced)
SEQUENTIAL: dict[str, list[int]] = {
    "f25a_complex_funcs.c": [11],               # creal, conj, cabs, carg, cexp: calls
    "f25a_complex_dft.c": [14],                 # cexp
    "f25a_complex_float_mix.c": [17],           # crealf
    "f25a_complex_dot_rows.c": [16],            # conj
    "f25a_complex_reductions.c": [16, 28],      # complex accumulators: no parallel loop; __real__
    "f25a_complex_stencil.c": [14],             # an imaginary constant
    "f25a_int128_sums.c": [18],                 # __int128 accumulators: no parallel loop
    "f25a_long_double_math.c": [11],            # sinl
    "f25a_bitfield_structs.c": [15],            # an array of structs
    "f25a_union_punning.c": [17],               # a union local
    "f25a_fast_inv_sqrt.c": [12],               # a union local
    "f25a_u8_saturate.c": [22],                 # lrintf
    "f25a_u8_rounding.c": [16],                 # nearbyint
    "f25a_u8_image_ops.c": [31],                # gamma[a[i][j]]: a lookup by data
    "f25a_ctype_case.c": [13],                  # toupper
    "f25a_ctype_count.c": [17],                 # *__ctype_b_loc()
    "f25a_frexp_modf_remquo.c": [11],           # frexp: an out pointer
    "f25a_lgamma_signgam.c": [12],              # lgamma (writes signgam)
    "f25a_sincos_out.c": [12],                  # sincos as a statement
    "f25a_rounding_family.c": [13],             # nearbyint
    "f25a_rounding_float.c": [15],              # lrintf
    "f25a_fma_copysign_next.c": [19],           # nextafter
    "f25a_classify_ilogb.c": [11],              # ilogb
    "f25a_classify_raw_values.c": [12],         # isinf's value as a number
    "f25a_abs_family.c": [27],                  # imaxabs
    "f25a_errno_math.c": [26],                  # sqrt, log, pow set errno, which the file reads
}
# SCoPs that OpenCL keeps on the host, with their own warning
ON_HOST: dict[str, int] = {
    "f25a_complex_arith.c": 1,                  # double _Complex data
    "f25a_complex_annexg.c": 1,
    "f25a_int128_accum.c": 1,                   # __int128 data
    "f25a_int128_rows.c": 1,
    "f25a_float16_arrays.c": 1,                 # _Float16 data
    "f25a_float16_convert.c": 1,
    "f25a_float16_sums.c": 1,
    "f25a_long_double_sum.c": 1,                # long double data
    "f25a_long_double_literals.c": 1,           # long double constants
    "f25a_bool_conversions.c": 1,               # _Bool data
}
NO_DEVICE_PROGRAM = (
    "f25a_abs_family.c", "f25a_bitfield_structs.c", "f25a_classify_ilogb.c", "f25a_classify_raw_values.c",
    "f25a_complex_annexg.c", "f25a_complex_arith.c", "f25a_complex_dft.c", "f25a_complex_dot_rows.c",
    "f25a_complex_float_mix.c", "f25a_complex_funcs.c", "f25a_complex_reductions.c", "f25a_complex_stencil.c",
    "f25a_ctype_case.c", "f25a_ctype_count.c", "f25a_fast_inv_sqrt.c", "f25a_float16_arrays.c",
    "f25a_float16_convert.c", "f25a_float16_sums.c", "f25a_fma_copysign_next.c", "f25a_frexp_modf_remquo.c",
    "f25a_int128_accum.c", "f25a_int128_rows.c", "f25a_int128_sums.c", "f25a_lgamma_signgam.c",
    "f25a_long_double_literals.c", "f25a_long_double_math.c", "f25a_long_double_sum.c",
    "f25a_rounding_family.c", "f25a_rounding_float.c", "f25a_sincos_out.c", "f25a_u8_rounding.c",
    "f25a_u8_saturate.c", "f25a_union_punning.c",
)
