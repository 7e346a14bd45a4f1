"""Contraction kernels (s2s/gpu/contraction.py, passes/contraction.py, codegen/contraction_code.py):
recognition with isl in every loop order and its refusals, the plan's own checks, OpenCL runs on PoCL
against the sequential build (full tiles, residues, triangles, FP32 and FP64, setups folded), and CUDA
outputs that nvcc compiles."""
from __future__ import annotations

import dataclasses
import os

import islpy as isl
import pytest

from conftest import ROOT, needs_nvcc, needs_opencl
from s2s.check.build import compile_cuda_only
from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.gpu.contraction import PlanRejected, verify_plan
from s2s.passes.manager import Options, State, run_pipeline
from test_gpu_mapping import GEMM_ORDERS, gemm

CORPUS = os.path.join(ROOT, "corpus")
# small tiles, so that the small inputs have full tiles and partial ones, and k chunks with a residue
SMALL_TILES = "kernel[i] -> tile[8,8,3]; kernel[i] -> block[4,2]"


def state_of(scop, **options) -> State:
    return run_pipeline(State(scop, Options(**{"target": "cuda", **options}), DiagnosticLog()))


def plans(st: State) -> dict:
    return st.get("contraction-plans") or {}


def why_not(st: State) -> str:
    return " ".join(d for d in st.decisions if "no contraction fast path" in d)


def program(body: str, decl: str = "double C[n][n], double A[n][n], double B[n][n]") -> str:
    return f"void f(int n, double alpha, double beta, {decl}) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n"


# ------------------------------------------------------------------------------------------ recognition
@pytest.mark.parametrize("order", sorted(GEMM_ORDERS))
def test_every_gemm_order_is_a_contraction(scop_of, order):
    st = state_of(scop_of(gemm(order)))
    ps = plans(st)
    assert len(ps) == 1, st.decisions
    p = next(iter(ps.values()))
    assert p.acc_array == "C" and len(p.setups) == 1
    assert sorted(o.access.array for o in p.operands) == ["A", "B"]
    # A's element follows the member that B's does not: one operand per side
    assert {o.side for o in p.operands} == {0, 1}
    k = next(k for k in st["kernels"] if k.index == p.kernel)
    x = k.axes.index(0)
    assert next(o for o in p.operands if o.access.array == "B").side == x      # B[k][j]: j on x
    # A[i][k] is contiguous along k: its copy walks k fastest; B[k][j] along j
    assert [o.k_fast for o in sorted(p.operands, key=lambda o: o.access.array)] == [True, False]


def test_triangle_tiles_are_fast_with_a_point_guard(scop_of):
    src = program("""
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++)
          C[i][j] *= beta;
        for (int k = 0; k < n; k++)
          for (int j = 0; j <= i; j++)
            C[i][j] += alpha * A[i][k] * A[j][k];
      }""")
    st = state_of(scop_of(src), sizes={-1: {"tile": [8, 8, 4], "block": [4, 4]}})
    p = next(iter(plans(st).values()))
    assert [o.access.array for o in p.operands] == ["A", "A"]
    # tiles below and on the diagonal; on the diagonal the points above it are skipped
    full, guard = p.full.to_C_str(), p.point_guard.to_C_str()
    assert "_o0 >= _o1" in full and "_g0 >= _g1" in guard, (full, guard)


@pytest.mark.parametrize("body, reason", [
    # the accumulator's element moves with k: no register can hold it
    ("""for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++)
            for (int k = 1; k < n; k++)
              W[i][j][k] = W[i][j][k - 1] + A[i][k] * B[k][j];""", "depends on the reduction loop"),
    # a three-way operand: depends on both mapped loops and on k
    ("""for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
              C[i][j] += A[i][k] * B[k][j] * W[i][j][k];""", "depends on both mapped loops"),
    # a statement between two instances of the update at its point
    ("""for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++) {
              C[i][j] += A[i][k] * B[k][j];
              if (k == 0)
                D[i][j] = C[i][j];
            }""", "neither before nor after"),
    # a finish that writes the accumulator's array elsewhere with another value than the accumulator's
    # (covariance's plain mirror `C[j][i] = C[i][j]` is a contraction: test_mirror_copy_is_a_finish)
    ("""for (int i = 0; i < n; i++)
          for (int j = i; j < n; j++) {
            for (int k = 0; k < n; k++)
              C[i][j] += A[k][i] * A[k][j];
            C[j][i] = 2 * C[i][j];
          }""", "at another element than the accumulator"),
    # the mirror copy before the accumulator is final
    ("""for (int i = 0; i < n; i++)
          for (int j = i; j < n; j++) {
            C[i][j] = 0;
            C[j][i] = C[i][j];
            for (int k = 0; k < n; k++)
              C[i][j] += A[k][i] * A[k][j];
          }""", "before the product ends"),
    # two loops inside the point
    ("""for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
              for (int l = 0; l < n; l++)
                C[i][j] += A[i][k] * B[k][j] * A[l][k];""", "more than one loop inside the point"),
    # no operand depends on k and one mapped loop
    ("""for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
              C[i][j] += alpha;""", "reads no operand"),
])
def test_refusals_keep_the_generic_kernel(scop_of, body, reason):
    # (without the fission pass, which splits a finish or a mirror copy that the planner refuses off the
    # product into a kernel of its own: tests/test_fission.py)
    decl = "double C[n][n], double A[n][n], double B[n][n], double D[n][n], double W[n][n][n]"
    st = state_of(scop_of(program(body, decl)), disabled={"fission"})
    assert st["offload"]
    assert not plans(st), st.decisions
    assert reason in why_not(st), st.decisions


def test_mirror_copy_is_a_finish(scop_of):
    """covariance: `C[j][i] = C[i][j]` after the product copies the accumulator's value to the mirrored
    element, stored as written (on the diagonal the same element, the same value as the register's)."""
    body = """for (int i = 0; i < n; i++)
          for (int j = i; j < n; j++) {
            C[i][j] = 0;
            for (int k = 0; k < n; k++)
              C[i][j] += A[k][i] * A[k][j];
            C[i][j] = C[i][j] / 2;
            C[j][i] = C[i][j];
          }"""
    st = state_of(scop_of(program(body)))
    (plan,) = plans(st).values()
    assert plan.setups == ["S0"] and plan.finishes == ["S2", "S3"], st.decisions
    mirror = st.scop.statement("S3")
    assert [a.kind for a in plan.acc_accesses if any(a is b for b in mirror.accesses)] == ["read"]


def test_tiles_whose_k_range_varies_are_masked(scop_of):
    """trmm-like: the k range changes with i, so the tiles are fast with a mask (contraction_mask.py):
    k runs over the hull of the tile's ranges, each point's accumulator only inside its own range."""
    src = program("""
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          for (int k = i + 1; k < n; k++)
            C[i][j] += A[k][i] * B[k][j];""")
    p = next(iter(plans(state_of(scop_of(src))).values()))
    assert p.mask is not None and "masked on the diagonal" in p.describe()
    assert has_full_tile(p, {"n": 100}) and has_full_tile(p, {"n": 66})


def test_k_runs_in_the_schedule_order(scop_of):
    """k decreasing in the source: the fast path runs k upwards, so it is used only when the schedule
    the kernel keeps runs k upwards too (never a reordering of the reduction)."""
    src = program("""
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          for (int k = n - 1; k >= 0; k--)
            C[i][j] += A[i][k] * B[k][j];""")
    st = state_of(scop_of(src), reschedule=False)
    assert not plans(st)
    assert "increasing k" in why_not(st), st.decisions


def test_batch_member_private_accumulator_and_finish(scop_of):
    src = """void f(int nb, int n, double alpha, double beta, double C[nb][n][n], double A[nb][n][n],
                    double B[nb][n][n]) {
    #pragma scop
      for (int b = 0; b < nb; b++)
        for (int i = 0; i < n; i++)
          for (int j = 0; j < n; j++) {
            double acc = 0;
            for (int k = 0; k < n; k++)
              acc += A[b][i][k] * B[b][k][j];
            C[b][i][j] = alpha * acc + beta * C[b][i][j];
          }
    #pragma endscop
    }
    """
    st = state_of(scop_of(src))
    p = next(iter(plans(st).values()))
    k = st["kernels"][p.kernel]
    batch = [d for d in range(3) if d not in p.tiled]
    assert len(batch) == 1 and k.axes[batch[0]] == 2          # the member on z
    assert p.points[batch[0]] == 1 and k.block[batch[0]] == 1
    assert p.acc_array.startswith("acc") and len(p.setups) == 1 and len(p.finishes) == 1
    assert sorted(o.access.array for o in p.operands) == ["A", "B"]


def test_openmp_and_disabled_pass_keep_generic_kernels(scop_of):
    scop = scop_of(gemm("ijk"))
    assert not plans(state_of(scop, target="openmp"))
    assert not plans(state_of(scop, disabled={"contraction"}))


def _recheck(p, k, **changes):
    """verify_plan on a copy of plan p with some printed expressions replaced."""
    q = dataclasses.replace(p, checks=[], **changes)
    n_s, per, full, nq, names = p.evidence
    verify_plan(q, k, n_s, per, full, nq, names)


@pytest.mark.parametrize("order", ["ijk", "kij"])
def test_plan_check_reads_the_printed_expressions_back(scop_of, order):
    """The checks read what the code prints: a wrong tile condition, k bound, point guard, row guard or
    copy point is caught."""
    st = state_of(scop_of(gemm(order)))
    p = next(iter(plans(st).values()))
    k = next(k for k in st["kernels"] if k.index == p.kernel)
    one = isl.AstExpr.from_val(isl.Val(1))
    _recheck(p, k)                                             # the plan as printed passes
    with pytest.raises(PlanRejected, match="not fast"):
        _recheck(p, k, full=one)                               # every tile, also those with no instance
    with pytest.raises(PlanRejected, match="claim exactly"):
        _recheck(p, k, k_hi=p.k_hi.add(one))                   # one k too many
    with pytest.raises(PlanRejected, match="claim exactly"):
        _recheck(p, k, point_guard=one)                        # points outside the domain
    side = p.tiled[0]
    with pytest.raises(PlanRejected, match="not copied"):
        _recheck(p, k, copy_guards={**p.copy_guards, side: isl.AstExpr.from_val(isl.Val(0))})
    with pytest.raises(PlanRejected, match="without instances"):
        _recheck(p, k, copy_points={**p.copy_points, side: p.copy_points[side].sub(one)})


def test_sizes_give_tile_block_and_chunk(scop_of):
    st = state_of(scop_of(gemm("ijk")), sizes={0: {"tile": [32, 16, 4], "block": [8, 4]}})
    p = next(iter(plans(st).values()))
    assert (p.points, p.threads, p.regs, p.bk) == ([32, 16], [8, 4], [4, 4], 4)
    assert st["kernels"][0].block == [8, 4]
    st = state_of(scop_of(gemm("ijk")), sizes={0: {"tile": [32, 16], "block": [7, 4]}})
    assert not plans(st) and "not a multiple of the block" in why_not(st)
    st = state_of(scop_of(gemm("ijk")), sizes={0: {"tile": [8, 8], "block": [8, 8]}})
    assert not plans(st) and "one point per thread" in why_not(st)


def test_default_tiles_by_element_type(scop_of):
    in_order = next(iter(plans(state_of(scop_of(gemm("ijk")), reorder_reductions=False)).values()))
    p32 = next(iter(plans(state_of(scop_of(gemm("ijk").replace("double", "float")))).values()))
    assert (in_order.points, in_order.regs, in_order.bk) == ([64, 64], [4, 4], 8)
    assert (p32.points, p32.regs) == ([128, 64], [8, 4])
    # an FP64 product on the tensor cores is planned again in their shape: 64x64 tiles of 4 warps of
    # 32x32 points (128 threads), k chunks of 16 in three buffers of dynamic shared memory
    p64 = next(iter(plans(state_of(scop_of(gemm("ijk")))).values()))
    assert (p64.points, p64.threads, p64.bk) == ([64, 64], [8, 16], 16)
    assert p64.dmma.frags == (4, 4) and p64.dmma.stages == 3 and p64.dmma.dynamic > 48 * 1024


# ------------------------------------------------------------------------------------------ generated code
def test_cuda_simt_chunks_are_prefetched_by_running_pointers():
    """FP32 CUDA products fetch the next chunk into registers while the block computes the current one,
    by one running pointer per operand (codegen/contraction_code.register_copies): the first chunk before
    the loop, each later one after the barrier, and the pointer moved by the chunk stride."""
    import tempfile

    from s2s.check.build import translation_paths, write_translation
    path = os.path.join(CORPUS, "gemm.c")
    result = translate_file(path, target="cuda", force_device=True, defines=["DATA_TYPE=float"])
    with tempfile.TemporaryDirectory() as d:
        files = write_translation(result, translation_paths(path, d, "cuda"))
        text = "".join(open(f).read() for f in files if f.endswith(".cu"))
    body = text[text.index("float _acc["):]
    loop = body.index("for (long _k0 = _klo;")
    for n in (0, 1):
        assert f"_p{n} = &" in body[:loop] and f"_ok{n} |= 1u << _c" in body[:loop]
        assert body.count(f"_p{n} += _ks{n};") == 2          # the first chunk's fetch and the loop's
        assert f"? _p{n}[_c * _cs{n}] : 0;" in body
    assert "const long _kf = _klo;" in body[:loop]
    # an OpenCL kernel keeps the per-copy addresses (no pointer arithmetic on __global pointers)
    text = translate_file(path, target="opencl", defines=["DATA_TYPE=float"]).main_text
    assert "__local" in text and "_ks0" not in text


def test_opencl_kernel_has_local_tiles_and_barriers():
    text = translate_file(os.path.join(CORPUS, "gemm.c"), target="opencl").main_text
    assert "__local" in text and "barrier(CLK_LOCAL_MEM_FENCE)" in text
    text = translate_file(os.path.join(CORPUS, "gemm.c"), target="opencl",
                          disabled_passes=["contraction"]).main_text
    assert "__local" not in text and "barrier(" not in text


MINI_GEMM = dict(ni=12, nj=14, nk=16)
TRIANGLE_TILES = "kernel[i] -> tile[4,4,3]; kernel[i] -> block[2,2]"


def has_full_tile(plan, values: dict[str, int]) -> bool:
    """Whether the plan's fast path runs for these parameter values (some tile is full)."""
    full = plan.evidence[2]         # the fast tiles' origins
    for name, v in values.items():
        pos = full.get_space().find_dim_by_name(isl.dim_type.param, name)
        if pos >= 0:
            full = full.fix_val(isl.dim_type.param, pos, isl.Val(v))
    return not full.is_empty()


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("name, defines, sizes, values", [
    ("gemm", ["MINI_DATASET"], SMALL_TILES, MINI_GEMM),
    ("gemm-ikj", ["MINI_DATASET"], SMALL_TILES, MINI_GEMM),
    ("gemm-jik", ["MINI_DATASET"], SMALL_TILES, MINI_GEMM),
    ("gemm-kij", ["MINI_DATASET"], SMALL_TILES, MINI_GEMM),
    ("gemm", ["MINI_DATASET", "DATA_TYPE=float"], SMALL_TILES, MINI_GEMM),
    ("gemm", [], None, dict(ni=120, nj=130, nk=140)),    # default 64x64 FP64 tiles (prefetch), k residue
    # default 128x64 FP32 tiles (8x4 registers; on CUDA prefetched by running pointers), edge tiles guarded
    ("gemm", ["DATA_TYPE=float"], None, dict(ni=120, nj=130, nk=140)),
    ("syrk", ["MINI_DATASET"], TRIANGLE_TILES, dict(n=14, m=12)),    # full tiles below the diagonal
    ("syr2k", ["MINI_DATASET"], TRIANGLE_TILES, dict(n=14, m=12)),
    # the mirror `cov[j][i] = cov[i][j]` as a finish, on the diagonal tiles too
    ("covariance", ["MINI_DATASET"], TRIANGLE_TILES, dict(n=20, m=16)),
    ("2mm", ["MINI_DATASET"], SMALL_TILES, dict(ni=12, nj=14, nk=16, nl=18)),   # setup `tmp = 0` folded
    # a batch loop on z, a private accumulator (`double acc = 0`), a finish `C = alpha * acc + beta * C`
    ("batched-gemm", ["MINI_DATASET"], "kernel[S1] -> tile[4,8,3]; kernel[S1] -> block[2,4]",
     dict(nb=3, ni=8, nj=10, nk=12)),
])
def test_opencl_matches_the_sequential_build(name, defines, sizes, values):
    path = os.path.join(CORPUS, name + ".c")
    tr = translate_file(path, target="opencl", defines=defines, sizes=sizes)
    fast = [k.contraction for prog in tr.programs for k in prog.kernels if k.contraction is not None]
    assert fast and all(has_full_tile(p, values) for p in fast), [dec.decisions for dec in tr.decisions]
    r = check_file(path, target="opencl", defines=defines, sizes=sizes,
                   rtol=1e-5 if "DATA_TYPE=float" in defines else 1e-9)
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


HOST_LOOP = r"""
#include <stdio.h>
#include <stdlib.h>
void f(int tt, int _n, int m, float C[_n][m], float A[_n][_n], float B[_n][m], float D[_n][m])
{
#pragma scop
  for (int t = 0; t < tt; t++) {
    for (unsigned i = 0; i < _n; i++)
      for (int j = t; j < m; j++) {
        C[i][j] = 0.5f * D[i][j] + 1.0f;
        for (int k = 1; k < _n - t; k++)
          C[i][j] += A[i][k] * B[k][j];
      }
    for (int i = 0; i < _n; i++)
      for (int j = 0; j < m; j++)
        D[i][j] = 0.25f * C[_n - 1 - i][j];
  }
#pragma endscop
}
int main(int argc, char **argv)
{
  int tt = 3, n = argc > 2 ? atoi(argv[1]) : 37, m = argc > 2 ? atoi(argv[2]) : 29;
  float (*C)[m] = malloc(sizeof(float[n][m]));
  float (*A)[n] = malloc(sizeof(float[n][n]));
  float (*B)[m] = malloc(sizeof(float[n][m]));
  float (*D)[m] = malloc(sizeof(float[n][m]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      C[i][j] = (i * 3 + j) % 7 / 7.0f;
      B[i][j] = (i + 2 * j) % 5 / 5.0f;
      D[i][j] = (i + j) % 3 / 3.0f;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i * j + 1) % 11 / 11.0f;
  f(tt, n, m, C, A, B, D);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      printf("%.6e\n", C[i][j]);
  return 0;
}
"""


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("args", [[], ["12", "9"]])
def test_host_loop_renamed_parameter_and_unsigned_iterator(tmp_path, args):
    """A contraction inside a host loop whose value bounds j and k (the full tiles and the k range
    depend on _h0), a parameter that generated code renames (_n), an unsigned iterator, FP32.  With
    12 x 9 the loop's launches are small enough to run as one persistent block (s2s/gpu/persistent.py),
    where the contraction kernel runs its generic body over its tiles' points."""
    path = tmp_path / "hostloop.c"
    path.write_text(HOST_LOOP)
    sizes = "kernel[S1] -> tile[8,8,3]; kernel[S1] -> block[4,2]"
    tr = translate_file(str(path), target="opencl", sizes=sizes)
    plan = tr.programs[0].kernels[0].contraction
    assert plan is not None and plan.evidence[3] == 1          # one host loop value
    assert has_full_tile(plan, {"_n": 37, "m": 29})
    if args:
        assert "_persistent0" in tr.main_text
    r = check_file(str(path), target="opencl", sizes=sizes, rtol=1e-5, args=args)
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


ARGV_GEMM = r"""
#include <stdio.h>
#include <stdlib.h>
void mm(int ni, int nj, int nk, double alpha, double beta, double C[ni][nj], double A[ni][nk],
        double B[nk][nj])
{
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
#pragma endscop
}
int main(int argc, char **argv)
{
  int ni = atoi(argv[1]), nj = atoi(argv[2]), nk = atoi(argv[3]);
  double (*C)[nj] = malloc(sizeof(double) * ni * nj + 8);
  double (*A)[nk] = malloc(sizeof(double) * ni * nk + 8);
  double (*B)[nj] = malloc(sizeof(double) * nk * nj + 8);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (i * 7 + j * 3) % 13 / 13.0;
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (i + k * 5) % 11 / 11.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (k * 3 + j) % 7 / 7.0;
  mm(ni, nj, nk, 1.5, 0.5, C, A, B);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      printf("%.10e\n", C[i][j]);
  return 0;
}
"""


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("ni, nj, nk", [(8, 8, 3), (16, 24, 7), (17, 9, 1), (9, 17, 0), (3, 2, 5)])
def test_edge_sizes(tmp_path, ni, nj, nk):
    """Exact multiples of the tile and of the k chunk, one k, no k at all (the setup alone), no full tile."""
    path = tmp_path / "mm.c"
    path.write_text(ARGV_GEMM)
    r = check_file(str(path), target="opencl", sizes="kernel[S1] -> tile[8,8,3]; kernel[S1] -> block[2,4]",
                   args=[str(ni), str(nj), str(nk)], rtol=1e-12)
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


# no setup (it would run at the points without k and make their tile generic): the update is S0
TRIANGULAR_K = ARGV_GEMM.replace("for (int k = 0; k < nk; k++)\n        C",
                                 "for (int k = i + 1; k < nk; k++)\n        C") \
    .replace("      C[i][j] *= beta;\n", "")


# a read that is neither an operand nor the accumulator (D[i][j]): read from memory, only at points with
# instances
WITH_D = ARGV_GEMM.replace("C[i][j] += alpha * A[i][k] * B[k][j];",
                           "C[i][j] += alpha * A[i][k] * B[k][j] * D[i][j];") \
    .replace("double B[nk][nj])", "double B[nk][nj], double D[ni][nj])") \
    .replace("  mm(ni, nj, nk, 1.5, 0.5, C, A, B);",
             "  double (*D)[nj] = malloc(sizeof(double) * ni * nj + 8);\n"
             "  for (int i = 0; i < ni; i++)\n    for (int j = 0; j < nj; j++)\n"
             "      D[i][j] = (i + j) % 4 / 4.0;\n"
             "  mm(ni, nj, nk, 1.5, 0.5, C, A, B, D);")


@needs_opencl
@pytest.mark.opencl
def test_reads_as_written_are_guarded(tmp_path):
    path = tmp_path / "d.c"
    path.write_text(WITH_D)
    sizes = "kernel[S1] -> tile[8,8,3]; kernel[S1] -> block[2,4]"
    tr = translate_file(str(path), target="opencl", sizes=sizes, assume_no_alias=True)
    assert tr.programs[0].kernels[0].contraction is not None
    # the update reads D at its point, under the point guard
    text = tr.main_text
    at = text.index("_acc[_i0][_i1] += ")
    assert "D[" in text[at:at + 200] and "if (ni >= _g0 + 1 && nj >= _g1 + 1)" in text[at - 200:at]
    r = check_file(str(path), target="opencl", sizes=sizes, args=["11", "13", "5"], rtol=1e-12)
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("ni, nj, nk", [(10, 12, 10), (9, 7, 9), (13, 5, 20)])
def test_k_range_varying_inside_tiles(tmp_path, ni, nj, nk):
    """k from i + 1: the points of a tile have different k ranges, so the tiles are masked (rows of A
    that no instance reads are not loaded); the tiles without instances or whose ranges do not join into
    one interval are generic: both in one launch."""
    path = tmp_path / "tri.c"
    path.write_text(TRIANGULAR_K)
    sizes = "kernel[S0] -> tile[8,4,3]; kernel[S0] -> block[2,2]"
    tr = translate_file(str(path), target="opencl", sizes=sizes)
    plan = tr.programs[0].kernels[0].contraction
    assert plan is not None and not plan.setups
    assert plan.mask is not None and has_full_tile(plan, dict(ni=ni, nj=nj, nk=nk))
    r = check_file(str(path), target="opencl", sizes=sizes, args=[str(ni), str(nj), str(nk)], rtol=1e-12)
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name, defines", [("gemm", []), ("gemm", ["DATA_TYPE=float"]), ("syrk", []),
                                           ("2mm", []), ("gemm-kij", []), ("batched-gemm", [])])
def test_cuda_compiles(name, defines, tmp_path):
    path = os.path.join(CORPUS, name + ".c")
    result = translate_file(path, target="cuda", defines=defines)
    files = compile_cuda_only(result, path, str(tmp_path), defines=defines)
    text = "".join(open(f).read() for f in files)
    assert "__shared__" in text and "__syncthreads();" in text


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("seed", range(8))
def test_random_contractions(tmp_path, seed):
    """Random products (tests/contraction_gen.py: loop orders, triangles, shifted and transposed operands,
    setups and finishes, float and double, small tiles and k chunks) match the sequential build.
    `python tests/contraction_gen.py 0..79` runs more (all matched when this was written)."""
    from contraction_gen import check

    result, planned = check(seed, str(tmp_path))
    assert result.ok, f"{result.verdict}: {result.message}\n{result.details}"
    assert planned
