"""The standard kernel classes as yet other people write them (round faith24a, 52 programs). Each program is
our own code of one algorithm of the usual 30-kernel set, in a spelling that tests/variants, corpus/ and
round faith23c do not have: gemm in float with double alpha and beta, `<= n - 1` bounds and the sum in a
double of the body, gemm with every loop shifted (`C[i - 2][j + 3]`, k from 1 to p) and its scalars from
integer divisions in the SCoP, gemm on long long modulo a prime with `for (unsigned i = n; i-- > 0;)`, 2mm
1-based on arrays of n+1, 3mm on row tables pointing into one malloc'd block, atax with size_t iterators
and `y[j] -= -A[i][j] * t`, bicg with long iterators all counting down, mvt unrolled by two (`i += 2`),
gemver in float 1-based and with short iterators, gesummv with `double t = 0.0, u = 0.0;` in the body, symm
with the symmetric matrix on the right (a ternary choosing the stored triangle) and the lower form with its
sum in the body, syrk upper in float and on static arrays of row pointers, syr2k lower 1-based through
`A[i - 1][k - 1]`, trmm on the right from the last column down, doitgen with long iterators and a local sum
array, correlation with mean and deviation arrays and `1.0 / (n - 1)`, covariance in float with a
reciprocal parameter and with a typedef'd element type and enum sizes, Jacobi 1-D with a copy loop in the
SCoP and with pointer swaps in main around a one-sweep function, Jacobi 2-D 1-based on VLA pointers swapped
in main and with two sweeps per time step (`t += 2`), Gauss-Seidel with nine points through a local and a
reciprocal, and five points in float counting down, FDTD with long iterators and `<=` bounds, heat 3-D in
float with a copy-back and with two half-steps per iteration on VLA slabs, ADI with reciprocals and
downward back substitutions, Floyd-Warshall on int weights with an INF macro and
`if (a + b < c) c = a + b;`, 1-based with a MIN macro, and on unsigned weights with a next-hop table
updated in the same branch, Nussinov as an `if` chain and with an inline max function, LU by Crout and by
Doolittle with the pivot's reciprocal in an array, ludcmp left-looking with a downward back substitution,
Cholesky left-looking with sqrt and by rows in float with double sums and sqrt of a double and
right-looking with the pivot's reciprocal in a local, Durbin with its scalars in array elements, trisolv
1-based with the running value in x[i] and upper in float with steps of 2, Deriche in double with its
coefficients from exp in the SCoP and in float calling exp, pow and sqrt on floats (C's double functions:
the translation keeps them double), Gram-Schmidt with the norm in a local, abs() of a double, pow() of
ints, fabsf() of a double and exp() of a float in one kernel, per-row hashes in wrapping unsigned
arithmetic, and `if` blocks on data (an argmax, an if/else on two arrays, Nussinov with a traceback table).
Every program matches on OpenMP and OpenCL (PoCL) and its CUDA translation compiles.

What the round changed:
- an `if` on data whose branch is a block of assignments (`if (cand < dist[i][j]) { dist[i][j] = cand;
  hop[i][j] = hop[i][k]; }`, a row argmax keeping value and column, an if/else assigning different
  arrays) stayed sequential ("condition ... depends on data"): only a branch of one assignment was the
  assignment of a conditional.  The condition now goes into a flag declared first (`int f = (c) != 0;`,
  evaluated once, before any assignment writes what it reads) and each assignment becomes `x = f ? e :
  x` (`x = f ? x : e` in the else branch), with the exactness conditions of the one-assignment form and
  its check that the writes made unconditional stay in their arrays, now for if/else blocks too
  (model/builder._select_block);
- Floyd-Warshall in that form (a local candidate, the flag, the distance and the next hop) then stayed
  sequential on OpenMP: the split pass gave planes to a statement without planes of its own from one
  statement it joins at a point, and grouped only such pairs, so statements with different planes of
  their own (the flag and the next hop at j == k, the distance at both) joined their pieces in a cycle.
  Statements joined at points, directly or through others, now share the union of their planes and run
  their pieces at one place as one unit (passes/split.shared_planes, units).

Not modelled (sequential, with a warning): Gauss-Seidel with nine points summed through a body local in
three statements: isl's schedule shifts the four statements apart (a wavefront with a stride of 3), and
the check of the generated code (passes/verify) exceeds isl's operation bound, so the original order is
used, which has no parallel loop (the one-statement spelling in corpus/ is offloaded; without the
bound the check passes in ~30 s, most of it mapping the conflicts to times: 29,370 basic maps).  The
else branch that writes z[i - 1] at i = 0 runs the generated code only where it would not (a guard on n,
no warning)."""
from __future__ import annotations

import os
import re

from conftest import ROOT

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # linear algebra products
    "f24a_gemm_float_le_bounds.c",
    "f24a_gemm_offset_loops.c",
    "f24a_gemm_int_modular.c",
    "f24a_2mm_one_based.c",
    "f24a_3mm_block_rows.c",
    "f24a_atax_size_t.c",
    "f24a_bicg_long_down.c",
    "f24a_mvt_step2_pairs.c",
    "f24a_gemver_float_onebased.c",
    "f24a_gemver_short_iters.c",
    "f24a_gesummv_body_temps.c",
    "f24a_symm_right_upper.c",
    "f24a_symm_lower_inplace_acc.c",
    "f24a_syrk_upper_float.c",
    "f24a_syrk_static_row_ptrs.c",
    "f24a_syr2k_lower_onebased.c",
    "f24a_trmm_right_upper.c",
    "f24a_doitgen_long_sumrow.c",
    "f24a_row_hash_uint.c",
    # data mining
    "f24a_correlation_mean_arrays.c",
    "f24a_covariance_float_recip.c",
    "f24a_covariance_typedef_enum.c",
    # stencils
    "f24a_jacobi1d_copy_float.c",
    "f24a_jacobi1d_swap_outside_fn.c",
    "f24a_jacobi2d_onebased_swap.c",
    "f24a_jacobi2d_two_per_step.c",
    "f24a_seidel2d_onebased_recip.c",
    "f24a_seidel2d_float_fivepoint.c",
    "f24a_fdtd2d_long_le.c",
    "f24a_heat3d_float_copyback.c",
    "f24a_heat3d_two_per_step.c",
    "f24a_adi_recip_down.c",
    # dynamic programming, graphs
    "f24a_floyd_int_inf_macro.c",
    "f24a_floyd_short_onebased.c",
    "f24a_floyd_unsigned_weights.c",
    "f24a_nussinov_if_chain.c",
    "f24a_nussinov_max_fn_local.c",
    # solvers and factorisations
    "f24a_lu_crout.c",
    "f24a_lu_doolittle_recip.c",
    "f24a_ludcmp_left_looking.c",
    "f24a_cholesky_left_sqrt.c",
    "f24a_cholesky_float_sqrt_double.c",
    "f24a_cholesky_right_recip_local.c",
    "f24a_durbin_scalars_in_array.c",
    "f24a_trisolv_acc_element.c",
    "f24a_trisolv_upper_float_step.c",
    "f24a_deriche_double_exp_inscop.c",
    "f24a_deriche_float_math_calls.c",
    "f24a_gramschmidt_norm_local.c",
    "f24a_math_argument_types.c",
    # `if` blocks on data (the round's change)
    "f24a_if_blocks_on_data.c",
    "f24a_nussinov_traceback.c",
]

# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "f24a_seidel2d_onebased_recip.c": [16],   # the generated code's check exceeds isl's operation bound
}

NO_DEVICE_PROGRAM = ("f24a_seidel2d_onebased_recip.c",)


def test_floyd_with_a_next_hop_is_split():
    """Floyd-Warshall with the relaxation an `if` block (candidate local, flag, distance, next hop): the
    four statements are cut at the same pivot planes and OpenMP runs the pieces in parallel."""
    r = translate_file(os.path.join(FAITHFUL, "f24a_floyd_unsigned_weights.c"), target="openmp")
    split = [t for d in r.decisions for t in d.decisions if t.startswith("split:")]
    assert split and all(f"S{k} at j == k and i == k" in split[0] for k in range(4)), split
    assert r.main_text.count("#pragma omp parallel for") >= 8


def test_if_block_becomes_conditional_assignments():
    """The branch's assignments run as assignments of a conditional on a flag evaluated first; the else
    branch writing outside its array at i = 0 runs the generated code only where it does not."""
    r = translate_file(os.path.join(FAITHFUL, "f24a_if_blocks_on_data.c"), target="openmp")
    text = r.main_text
    # (one flag per block: a private copy `__s2s_ifN[..]`, or a register `_pN` where the flag's copies
    # live in registers only, gpu/private.py)
    flags = [line.strip() for line in text.split("\n")
             if re.match(r"\s*(__s2s_if\d+\[.*\]|_p\d+) = \(.*\) != 0;$", line)]
    assert len(flags) == 4 and "(A[_g0][_c0] > " in flags[0], flags
    assert "would write outside 'z'" in text
    assert len(r.programs) == 2 and not [d for d in r.log.items if d.severity == "warning"]
