"""Reductions, scans and recurrences as users write them, with their exact C semantics (round faith24b).
Maxima and minima written as ternaries and as MAX/MIN macros over rows holding NaNs (in the data and as
start values), -0.0/+0.0 ties and infinities, in every spelling (x first or e first, > or >=), over
increasing, decreasing and strided loops, printed as bit patterns; argmin/argmax pairs (index and value
together: first or last of equal values); unsigned minima and maxima of values that wrapped, unsigned long
above 2^63; integer sums of every width (int in range in C's order, unsigned wrapping, long of int
products, unsigned long of negative ints), accumulators narrower than int (unsigned char, signed char,
short, unsigned short: converted at every store), integer products (wrapping, a zero factor), signed sums
and products that other orders would overflow; bitwise &=, |=, ^= of int, unsigned and long, any/all
flags with || and &&, counts; sums spelled every way (`s = a*b + s`, `s -= -x`, `n = n - x`); accumulators
whose type rounds each step (a float sum of double data, an int sum of doubles: truncated each store);
long double and volatile accumulators; Kahan and Neumaier compensated sums; scans and lookalikes
(`s += a[i]; b[i] = s;`, a reset every 100 iterations, `t += s`), linear recurrences (`s = s*0.5 +
a[i]`, hashes), running extrema; reductions into h[i % 4], h[i / 8], a 2-D tally; nested, triangular and
banded sums into one scalar; reductions that read their own array elsewhere (x[0] += x[i], forward
substitution, a min-plus DP cell); results fed to the next outer iteration (Levinson-Durbin, a power
iteration, Gram-Schmidt); per-column norms of a tall matrix; per-(batch, row) reductions of 3-D arrays;
complex dot products in two accumulators;
softmax and log-sum-exp rows (an all -inf row); conditional terms; floating-point products (compound
growth; factors 2^27 and 2^-27 in turn, which other orders overflow); DP cells over split points in
double (ties of signed zeros, NaN costs); a row's sum, scan, max, normalisation, count and triangle halves
in sibling loops; struct members as accumulators; sums reset by an affine guard, accumulated
across time steps, chained through rows; lengths at the lanes' and blocks'
edges (0, 1, 31..33, 63..65, 255..257) with NaN and -0.0 starts.

Every program matches on OpenMP and OpenCL (PoCL), with the device forced and as translated (host
partial sums), and its CUDA translation compiles.  What the round changed:
- reduction loops one after the other at one depth (a row's sum, then its fmax, in one kernel) share
  their AST iterator's name (`_c1`): the verify pass's re-check (reduction.foreign_statements) took the
  second loop's statement for one inside the first's reduction loop, the code failed verification, and
  every reduction of the SCoP was kept sequential (silently: a note under -v).  Found in 4 of this round's
  programs (f24b_edge_lengths.c, f24b_multi_accumulators.c, f24b_nan_ternary_rows.c,
  f24b_sum_spellings.c), whose ordered min/max lanes and multi-loop group kernels therefore never ran.  A
  `for` is a statement's reduction loop only when it runs that statement, and the code generator's
  reduction_loop folds only the statements the loop runs (tests/test_reduction.py);
- OpenCL kernels wrote cc's NaN (`__builtin_nanf("")`, `NAN` in the user's code) and the NaN identity of
  fmax/fmin as OpenCL C's NAN, which on PoCL is 0x7fffffff (a double 0x7fffffffe0000000), not cc's
  0x7fc00000: a program printing its NaNs' bits saw the difference (f24b_nan_ternary_rows.c).  They are
  spelled by cc's bits now, `as_float(0x7fc00000u)` and `as_double(0x7ff8000000000000ul)`
  (stmt_printer.OPENCL_NAN; tests/test_nan_macro.py).  nvcc folds `__builtin_nanf("")` to 0x7fc00000.
  GCC's `__builtin_nan("7")` lost its payload the same way (it is 0x7ff8000000000007 with gcc and nvcc):
  OpenCL kernels write the payload's bits too (stmt_printer.opencl_nan; f24b_nan_payloads.c).
Not modelled (sequential, with a warning): data-dependent ifs (argmin/argmax pairs, `if (a[i] > t) s +=
a[i]`), a floating-point ternary max over a whole array (ordered forms need a group: no parallel loop),
scans; volatile accumulators; OpenCL and CUDA keep long double on the host.  Kept as documented: fmax(-0.0,
0.0) is -0.0 in glibc, which returns its first argument on ties (C leaves the sign unspecified), so these
programs give fmax no ties of zeros of different signs.
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    # maxima and minima: NaNs, signed zeros, ties
    "f24b_nan_ternary_rows.c",
    "f24b_nan_payloads.c",
    "f24b_minmax_macros_nan.c",
    "f24b_strided_reversed.c",
    "f24b_argminmax_pairs.c",
    "f24b_unsigned_minmax_wrap.c",
    "f24b_first_element_init.c",
    "f24b_edge_lengths.c",
    # integer reductions
    "f24b_int_sum_widths.c",
    "f24b_narrow_accumulators.c",
    "f24b_int_products.c",
    "f24b_signed_orders.c",
    "f24b_bool_count_flags.c",
    # floating-point sums
    "f24b_sum_spellings.c",
    "f24b_float_double_accumulators.c",
    "f24b_long_double_volatile.c",
    "f24b_kahan_neumaier.c",
    "f24b_conditional_terms.c",
    "f24b_multi_accumulators.c",
    "f24b_complex_dot.c",
    "f24b_compound_products.c",
    # not reductions: scans and recurrences
    "f24b_scan_lookalikes.c",
    "f24b_linear_recurrences.c",
    "f24b_running_scans.c",
    # shapes: bins, nests, own arrays, feedback
    "f24b_affine_bins.c",
    "f24b_nested_triangular_sums.c",
    "f24b_reads_own_array.c",
    "f24b_levinson_feedback.c",
    "f24b_column_norms.c",
    "f24b_batched_rows.c",
    "f24b_softmax_rows.c",
    "f24b_sibling_loops.c",
    "f24b_reset_and_reuse.c",
    "f24b_dp_float_cells.c",
    "f24b_struct_accumulators.c",
]

# lines warned "SCoP left sequential" (OpenCL, device forced)
SEQUENTIAL: dict[str, list[int]] = {
    "f24b_nan_ternary_rows.c": [58],            # ternary maxima of doubles into scalars: no group
    "f24b_bool_count_flags.c": [65],            # if (a[i] > 480) flag = 1;
    "f24b_long_double_volatile.c": [32],        # volatile accumulators
    "f24b_scan_lookalikes.c": [21],             # running sums stored, counted, reset: scans
    "f24b_struct_accumulators.c": [20, 34],     # members written (st->sum, s.sum): not modelled
}
# SCoPs that OpenCL keeps on the host, with their own warning
ON_HOST: dict[str, int] = {
    "f24b_long_double_volatile.c": 1,           # long double accumulators
}
NO_DEVICE_PROGRAM = ("f24b_long_double_volatile.c", "f24b_scan_lookalikes.c", "f24b_struct_accumulators.c")
