"""The choice between the user's order and isl's schedule (passes/schedule.choose_schedule) on a tie of the
cost model, which prices a contraction kernel as a generic one: the schedule with more kernels on the
contraction fast path wins it, then the one with fewer launches."""
from __future__ import annotations

from collections import Counter

import s2s
from s2s.codegen.launch_info import cuda_launches

# doitgen with its sizes fixed in the source (the corpus passes them as parameters): the user's order maps
# (r, q) and walks p and s in each thread; isl's schedule fuses one 3-D kernel whose product over s is a
# contraction.  The model prices the two within 1% (549 us and 554 us)
DOITGEN_FIXED = """
#define NR 150
#define NQ 140
#define NP 160
static double A[NR][NQ][NP], C4[NP][NP], sum[NP];
void doitgen(void)
{
  int r, q, p, s;
#pragma scop
  for (r = 0; r < NR; r++)
    for (q = 0; q < NQ; q++) {
      for (p = 0; p < NP; p++) {
        sum[p] = 0.0;
        for (s = 0; s < NP; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < NP; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
}
"""


def test_a_tie_goes_to_the_schedule_with_more_contraction_kernels():
    # before: "original order kept, by the cost model", a reduction kernel over (r, q) and a copy kernel
    t = s2s.translate(DOITGEN_FIXED, target="cuda")
    d = t.result.decisions[0]
    assert d.offloaded
    assert any(x.startswith("schedule: isl scheduler (more kernels on the contraction path, 1 against 0)")
               for x in d.decisions), d.decisions
    assert dict(Counter(k.kind for k in cuda_launches(t.result.programs))) == {"contraction": 1}


def test_without_the_contraction_pass_the_tie_goes_to_fewer_launches():
    # no kernel on the contraction path either way: isl's one fused kernel against the user's reduction
    # kernel and copy kernel
    t = s2s.translate(DOITGEN_FIXED, target="cuda", disabled_passes=["contraction"])
    d = t.result.decisions[0]
    assert any(x.startswith("schedule: isl scheduler (fewer launches, 1 against 2)") for x in d.decisions), \
        d.decisions


# gemm with C scaled in a nest of its own before the i-j-k product (tests/variants/gemm-static-float.c):
# one contraction kernel either way; the user's order launches a scaling kernel before it, isl's schedule
# folds the scaling into the contraction's setup.  The model prices the two within 1%
GEMM_SCALING_NEST = """
#define NI 2000
#define NJ 2200
#define NK 2400
static double C[NI][NJ], A[NI][NK], B[NK][NJ];
void gemm(double alpha, double beta)
{
#pragma scop
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = C[i][j] * beta;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C[i][j] = C[i][j] + alpha * A[i][k] * B[k][j];
#pragma endscop
}
"""


def test_a_tie_with_as_many_contraction_kernels_goes_to_fewer_launches():
    t = s2s.translate(GEMM_SCALING_NEST, target="cuda")
    d = t.result.decisions[0]
    assert any(x.startswith("schedule: isl scheduler (fewer launches, 1 against 2)") for x in d.decisions), \
        d.decisions
    assert dict(Counter(k.kind for k in cuda_launches(t.result.programs))) == {"contraction": 1}
