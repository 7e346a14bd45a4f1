"""GPU mapping decisions (s2s/gpu/): threadIdx.x on the member whose accesses coalesce, the schedule chosen
by the cost model whatever loop order the user wrote, and no one-thread kernel where the host is cheaper."""
from __future__ import annotations

import islpy as isl
import pytest

from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.gpu.coalesce import CONTIGUOUS, STRIDED, UNIFORM, step_kind
from s2s.gpu.cost import box_volume
from s2s.passes.manager import Options, State, run_pipeline

# the same product C = beta*C + alpha*A*B in the loop orders users write
GEMM_ORDERS = {
    "ijk": """
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
          C[i][j] *= beta;
          for (int k = 0; k < n; k++)
            C[i][j] += alpha * A[i][k] * B[k][j];
        }""",
    "ikj": """
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
          C[i][j] *= beta;
        for (int k = 0; k < n; k++)
          for (int j = 0; j < n; j++)
            C[i][j] += alpha * A[i][k] * B[k][j];
      }""",
    "jik": """
      for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
          C[i][j] *= beta;
          for (int k = 0; k < n; k++)
            C[i][j] += alpha * A[i][k] * B[k][j];
        }""",
    "kij": """
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          C[i][j] *= beta;
      for (int k = 0; k < n; k++)
        for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++)
            C[i][j] += alpha * A[i][k] * B[k][j];""",
}


def gemm(order: str) -> str:
    return ("void mm(int n, double alpha, double beta, double C[n][n], double A[n][n], double B[n][n]) {\n"
            "#pragma scop\n" + GEMM_ORDERS[order] + "\n#pragma endscop\n}\n")


def pipeline_state(scop, **options) -> State:
    return run_pipeline(State(scop, Options(**options), DiagnosticLog()))


def test_step_kinds():
    full = isl.Map("[n] -> { S[i, j] -> [i, j] : 0 <= i, j < n }")
    row = isl.Map("[n] -> { S[i, j] -> A[i, j] }")
    col = isl.Map("[n] -> { S[i, j] -> A[j, i] }")
    bcast = isl.Map("[n] -> { S[i, j] -> x[i] }")
    assert step_kind(full, row, 1) == CONTIGUOUS
    assert step_kind(full, row, 0) == STRIDED
    assert step_kind(full, col, 0) == CONTIGUOUS
    assert step_kind(full, bcast, 1) == UNIFORM
    assert step_kind(full, isl.Map("[n] -> { S[i, j] -> A[i, 2j] }"), 1) == STRIDED


def test_box_volume_uses_the_size_hint():
    assert box_volume(isl.Set("[n] -> { [i, j] : 0 <= i < n and 0 <= j < 10 }"), 100) == 1000
    assert box_volume(isl.Set("{ [i] : 0 <= i < 7 }"), 100) == 7


@pytest.mark.parametrize("order", sorted(GEMM_ORDERS))
def test_every_gemm_order_maps_two_loops_with_x_on_j(scop_of, order):
    """Whatever the order, the product's kernel maps the two parallel loops, and threadIdx.x runs along
    j (C[i][j] and B[k][j] contiguous across a warp)."""
    scop = scop_of(gemm(order))
    # the generic mapping's block (a contraction kernel has its own: tests/test_contraction.py)
    state = pipeline_state(scop, disabled={"contraction"})
    assert state["verified"] is True
    product = [k for k in state["kernels"] if "S1" in k.statements]
    assert len(product) == 1, state.decisions
    k = product[0]
    assert k.n_par == 2, state.decisions
    x = k.x_member
    # the member on x steps j: C[i][j] moves by one element
    assert k.profiles[x].contiguous >= 2 and k.profiles[x].strided <= 1, k.profiles
    assert k.block[x] == 32


def test_one_thread_kernels_stay_on_the_host(tmp_path):
    """A recurrence with no parallel loop next to a parallel nest: one GPU thread would be slower than
    the host, so the SCoP stays on the host (a note, not a warning), unless --force-device."""
    src = tmp_path / "rec.c"
    src.write_text("""
void rec(int n, double x[n], double y[n]) {
#pragma scop
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 0.5 + x[i];
  for (int i = 0; i < n; i++)
    y[i] = 2 * x[i];
#pragma endscop
}
""")
    log = DiagnosticLog()
    r = translate_file(str(src), target="cuda", log=log, verbose=True)
    assert not r.programs
    assert any("stays on the host" in d.message and d.severity == "note" for d in log.items)
    assert not any(d.severity == "warning" for d in log.items)
    forced = translate_file(str(src), target="cuda", log=DiagnosticLog(), force_device=True)
    assert len(forced.programs) == 1
    assert any(k.n_par == 0 for k in forced.programs[0].kernels)


LU_FUSED = """
void lu(int n, double A[n][n]) {
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) {
      A[i][k] /= A[k][k];
      for (int j = k + 1; j < n; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
#pragma endscop
}
"""


def test_parallel_band_is_distributed_over_its_statements(scop_of):
    """LU with the multiplier fused into the row loop: one kernel over i would make each thread walk a row;
    distributed, the update maps (i, j) with x on j, and the code still verifies.  (In the original order:
    isl's scheduler, with PPCG's clustering options, already gives the update a band of its own.)"""
    state = pipeline_state(scop_of(LU_FUSED), reschedule=False)
    assert state["verified"] is True
    assert any("distributed" in d for d in state.decisions), state.decisions
    update = [k for k in state["kernels"] if k.statements == ["S1"]]
    assert len(update) == 1 and update[0].n_par == 2
    assert update[0].profiles[update[0].x_member].contiguous >= 2


def test_openmp_keeps_one_parallel_loop_per_kernel(scop_of):
    state = pipeline_state(scop_of(gemm("ijk")), target="openmp")
    assert state["verified"] is True
    assert all(k.n_par <= 1 for k in state["kernels"])


def test_wavefront_much_slower_than_the_host_stays_there(tmp_path):
    """All-pairs shortest paths without index-set splitting (passes/split.py): the only parallelism is a
    skewed wavefront with a launch per step and few threads each; the model keeps the SCoP on the host,
    and --force-device still offloads it.  With the split, the pieces of each k run on the device."""
    src = tmp_path / "fw.c"
    src.write_text("""
#define N 1500
int d[N][N];
void fw(void) {
#pragma scop
  for (int k = 0; k < N; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
#pragma endscop
}
""")
    log = DiagnosticLog()
    r = translate_file(str(src), target="cuda", log=log, disabled_passes=["split"])
    assert not r.programs
    assert any("stays on the host" in d.message and d.severity == "note" for d in log.items)
    assert translate_file(str(src), target="cuda", log=DiagnosticLog(), force_device=True,
                          disabled_passes=["split"]).programs
    split = translate_file(str(src), target="cuda", log=DiagnosticLog(), verbose=True)
    assert split.programs and any(t.startswith("split:") for d in split.decisions for t in d.decisions)


def test_sizes_by_statement_survive_remapping(tmp_path):
    """`kernel[S1] -> block[...]` names the kernel that runs S1 whichever number the mapping gives it."""
    src = tmp_path / "lu.c"
    src.write_text(LU_FUSED)
    r = translate_file(str(src), target="cuda", log=DiagnosticLog(), sizes="kernel[S1] -> block[4,64]")
    update = [k for k in r.programs[0].kernels if k.statements == ["S1"]][0]
    assert update.block == [4, 64]
    assert "_block(64, 4, 1)" in r.device_text
    other = [k for k in r.programs[0].kernels if k.statements != ["S1"]][0]
    assert other.block == [256]


def test_openmp_schedules_keep_the_innermost_loop_contiguous():
    """On CPUs the stride that matters is along each statement's innermost loop (cache lines,
    vectorisation): for an FDTD sweep isl's schedule walks columns innermost, which suits GPU threads
    (threadIdx.x along the row) but not a CPU core, so OpenMP keeps the original row-major order."""
    import os

    from conftest import ROOT

    from s2s.frontend.load import load
    from s2s.gpu.cost import inner_profile
    scop = load(os.path.join(ROOT, "corpus", "fdtd-2d.c")).scops[0]
    omp = pipeline_state(scop, target="openmp")["kernels"]
    strided = [inner_profile(k).strided for k in omp]
    assert strided and not any(strided), strided


def test_x_member_weighs_accesses_by_instances(scop_of):
    """A setup statement with more accesses than the update, all contiguous along i (D[j][i] = E[j][i] +
    ...: n^2 instances), shares a kernel with an n^3 update contiguous along j: threadIdx.x follows the
    update (counted per access alone, the setup's four accesses would put x on i)."""
    scop = scop_of("""
        void f(int n, double C[n][n], double A[n][n], double B[n][n], double D[n][n], double E[n][n],
               double F[n][n], double G[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
              D[j][i] = E[j][i] + F[j][i] + G[j][i];
              for (int k = 0; k < n; k++)
                C[i][j] += A[i][k] * B[k][j];
            }
        #pragma endscop
        }
    """)
    # the original order (isl's schedule, chosen on the tie with more mapped loops, gives each statement
    # a kernel of its own, x on its own contiguous member)
    state = pipeline_state(scop, disabled={"contraction"}, reschedule=False)
    (k,) = [k for k in state["kernels"] if "S1" in k.statements and "S0" in k.statements]
    assert k.n_par == 2, state.decisions
    assert k.x_member == 1, (k.profiles, state.decisions)
    assert k.profiles[1].strided < k.profiles[0].strided


NO_INSTANCE_IN_CONTEXT = """
#include <stdio.h>
static double X[64];
static void f(int n, double A[8])
{
#pragma scop
  for (int i = 0; i < n; i++)
    A[7 - i] = A[7 - i] * 2.0 + 1.0;
  for (int i = 10; i < n; i++)
    X[i] = X[i - 1] + 3.0;
  for (int i = 0; i < n; i++)
    X[i] += A[i];
#pragma endscop
}
int main(void)
{
  double A[8];
  for (int k = 0; k < 8; k++) A[k] = k * 0.5;
  for (int k = 0; k < 64; k++) X[k] = k;
  f(8, A);
  f(5, A);
  f(12, X + 8);
  for (int k = 0; k < 8; k++) printf("%.17g\\n", A[k]);
  for (int k = 0; k < 64; k++) printf("%.17g\\n", X[k]);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_no_kernel_for_statements_without_instances_in_the_context(tmp_path, target):
    """A[7 - i] leaves A's rows below row 0 from n >= 9 on, so the generated code runs only for n <= 8
    (the SCoP's context; the original lines run above) and the loop from 10 to n has no instance there: in
    the user's loop order it got a kernel of its own with an empty body, now none."""
    src = tmp_path / "ctx.c"
    src.write_text(NO_INSTANCE_IN_CONTEXT)
    r = translate_file(str(src), target=target, log=DiagnosticLog(), force_device=True, reschedule=False)
    (prog,) = r.programs
    assert [k.statements for k in prog.kernels] == [["S0"], ["S2"]]


def test_statements_without_instances_in_the_context_still_run_outside_it(tmp_path):
    """f(12, X) runs the original lines (A[7 - i] below row 0), which run the loop from 10."""
    from s2s.check.runner import check_file
    src = tmp_path / "ctx.c"
    src.write_text(NO_INSTANCE_IN_CONTEXT)
    res = check_file(str(src), target="openmp", reschedule=False)
    assert res.status == "match", (res.status, res.message)


def test_statements_at_one_point_under_host_loops_share_a_kernel():
    """Floyd-Warshall with its candidate in a local (`int via = w[i][k] + w[k][j]; w[i][j] = MIN(..)`):
    at the point i == j == k isl's schedule runs the two statements one after the other with no loop
    around them, and each was a one-thread kernel of its own.  `via` then went from one launch to the
    next through private copies of the whole (n+1)^3 iteration space (4 GB at n = 1000).  They are one
    kernel now, the value a register, and no copies are allocated."""
    import os

    from conftest import ROOT
    from s2s.check.runner import check_file
    path = os.path.join(ROOT, "tests", "faithful", "f24a_floyd_short_onebased.c")
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True)
    (prog,) = r.programs
    assert [a.name for a in prog.arrays if a.kind == "private"] == []
    assert not any(k.statements in (["S0"], ["S1"]) for k in prog.kernels)
    res = check_file(path, target="openmp")
    assert res.status == "match", res.message


def test_a_reduction_loop_beside_statements_keeps_its_own_kernel():
    """durbin's `beta = ..; acc = 0; for (i) acc += ..; alpha = ..` under the host loop over k has no
    parallel member either, but its reduction loop is planned on its own (a full reduction over the
    device's blocks): only statements with no loop below share a one-thread kernel."""
    import os

    from conftest import ROOT
    r = translate_file(os.path.join(ROOT, "corpus", "durbin.c"), target="cuda", log=DiagnosticLog(),
                       force_device=True)
    modes = [k.reduction.mode for p in r.programs for k in p.kernels if k.reduction is not None]
    assert "full" in modes, modes
