"""Streamed stencil kernels (s2s/gpu/stencil.py, codegen/stencil_code.py): recognition, the plan's own isl
checks (which must reject wrong printed bounds and wrong carries), refusals, and generated code that runs
on PoCL (OpenCL) against the sequential build and that nvcc compiles (CUDA)."""
from __future__ import annotations

import dataclasses

import islpy as isl
import pytest

from conftest import needs_nvcc, needs_opencl
from s2s.check.build import compile_cuda_only
from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.gpu.stencil import PlanRejected, verify_plan
from s2s.passes.manager import Options, State, run_pipeline


def state_of(scop, **options) -> State:
    opts = Options(**{"target": "cuda", "force_device": True, **options})
    return run_pipeline(State(scop, opts, DiagnosticLog()))


def plans(st: State) -> dict:
    return st.get("stencil-plans") or {}


def why_not(st: State) -> str:
    return " ".join(d for d in st.decisions if "not streamed" in d)


# a 3-D radius-2 sweep pair in a time loop (sizes from the command line: not multiples of the 32x8 block
# nor of the 16-point chunk), with a diagonal read that stays a plain load
HEAT3 = r"""
#include <stdio.h>
#include <stdlib.h>
static void sweep(int tt, int n, int m, int p, double A[n][m][p], double B[n][m][p])
{
#pragma scop
  for (int t = 0; t < tt; t++) {
    for (int i = 2; i < n - 2; i++)
      for (int j = 1; j < m - 1; j++)
        for (int k = 2; k < p - 2; k++)
          B[i][j][k] = 0.3 * A[i][j][k] + 0.1 * (A[i - 1][j][k] + A[i + 1][j][k])
                       + 0.05 * (A[i - 2][j][k] + A[i + 2][j][k]) + 0.1 * (A[i][j - 1][k] + A[i][j + 1][k])
                       + 0.05 * (A[i][j][k - 2] + A[i][j][k + 2]) + 0.02 * A[i + 1][j - 1][k + 1];
    for (int i = 2; i < n - 2; i++)
      for (int j = 1; j < m - 1; j++)
        for (int k = 2; k < p - 2; k++)
          A[i][j][k] = 0.5 * B[i][j][k] + 0.125 * (B[i - 1][j][k] + B[i + 1][j][k] + B[i][j][k - 1]
                       + B[i][j][k + 1]);
  }
#pragma endscop
}
int main(int argc, char **argv)
{
  int n = argc > 3 ? atoi(argv[1]) : 21, m = argc > 3 ? atoi(argv[2]) : 11, p = argc > 3 ? atoi(argv[3]) : 37;
  double (*A)[m][p] = malloc(sizeof(double) * n * m * p), (*B)[m][p] = malloc(sizeof(double) * n * m * p);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
        A[i][j][k] = B[i][j][k] = (double)((i * 7 + j * 3 + k * 5) % 17) / 17;
  sweep(3, n, m, p, A, B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
        printf("%.12e %.12e\n", A[i][j][k], B[i][j][k]);
  return 0;
}
"""

# a 2-D float radius-2 sweep; w[j] does not change along i (a slot loaded once per line)
FLOAT2 = r"""
#include <stdio.h>
#include <stdlib.h>
static void sweep(int n, int m, float A[n][m], float B[n][m], float w[m])
{
#pragma scop
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 1; j++)
      B[i][j] = w[j] * A[i][j] + 0.2f * (A[i - 2][j] + A[i + 2][j]) + 0.1f * (A[i - 1][j] + A[i + 1][j])
                + 0.15f * (A[i][j - 2] + A[i][j + 1]);
#pragma endscop
}
int main(int argc, char **argv)
{
  int n = argc > 2 ? atoi(argv[1]) : 45, m = argc > 2 ? atoi(argv[2]) : 150;
  float (*A)[m] = malloc(sizeof(float) * n * m), (*B)[m] = malloc(sizeof(float) * n * m);
  float *w = malloc(sizeof(float) * m);
  for (int j = 0; j < m; j++)
    w[j] = 0.25f + (float)(j % 5) / 10;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = B[i][j] = (float)((i * 3 + j * 11) % 13) / 13;
  sweep(n, m, A, B, w);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      printf("%.7e\n", B[i][j]);
  return 0;
}
"""


HEAT3_FLOAT = HEAT3.replace("double", "float").replace("%.12e %.12e", "%.7e %.7e")


@pytest.fixture
def two_d(monkeypatch):
    """Stream 2-D kernels too (not the default: gpu/stencil.py STREAMED_DIMS says why)."""
    import s2s.gpu.stencil as stencil
    monkeypatch.setattr(stencil, "STREAMED_DIMS", (2, 3))


def snippet(src: str) -> str:
    """The sweep function alone (for the pipeline tests)."""
    return src[src.index("static void sweep"):src.index("int main")].replace("static ", "")


# ------------------------------------------------------------------------------------------ recognition
def test_3d_radius_two_queues(scop_of):
    st = state_of(scop_of(snippet(HEAT3)))
    ps = plans(st)
    assert sorted(ps) == [0, 1], st.decisions
    p0 = ps[0]
    (q,) = p0.queues
    assert q.array == "A" and [s.offset for s in q.slots] == [0, 1, 2, 3, 4]
    assert [s.carried for s in q.slots] == [True, True, True, True, False] and q.loads_per_point == 1
    assert len(q.slots[2].accesses) == 1          # A[i][j][k] once; the diagonal read is not queued
    assert p0.block[p0.stream] == 1 and st["kernels"][0].block == p0.block
    assert any("verified: queued arrays are read-only" in d for d in st.decisions)


def test_2d_kernels_stay_generic_by_default(scop_of):
    st = state_of(scop_of(snippet(FLOAT2)))
    assert not plans(st) and "2-D kernels are not streamed by default" in why_not(st)


def test_2d_float_queue_and_invariant_slot(scop_of, two_d):
    st = state_of(scop_of(snippet(FLOAT2)))
    (p,) = plans(st).values()
    by_array = {q.array: q for q in p.queues}
    assert [s.offset for s in by_array["A"].slots] == [0, 1, 2, 3, 4]
    assert len(by_array["w"].slots) == 1 and by_array["w"].slots[0].carried   # loaded at the first point only
    assert by_array["w"].loads_per_point == 0


@pytest.mark.parametrize("body, reason", [
    # in-place Gauss-Seidel: it reads what it writes, its sweeps are not parallel as written
    ("for (int t = 0; t < 4; t++) for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)"
     " A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);", None),
    # parallel, but the only array it reads is the one it writes
    ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) A[i][j] = 2 * A[i][j] + A[i][j] * A[i][j];",
     "no read-only array"),
    # reads that follow each other along j only (the streamed member is i)
    ("for (int i = 0; i < n; i++) for (int j = 1; j < n; j++) A[i][j] = C[i][j] + C[i][j - 1];",
     "no read-only array"),
    # operands evaluated under a condition: a queue would load them unconditionally
    ("for (int i = 1; i < n; i++) for (int j = 0; j < n; j++) A[i][j] = j > 2 ? C[i][j] + C[i - 1][j] : 0;",
     "under a condition"),
])
def test_refusals_keep_the_generic_kernel(scop_of, two_d, body, reason):
    src = f"void f(int n, double A[n][n], double C[n][n]) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n"
    st = state_of(scop_of(src))
    assert not plans(st)
    if reason:
        assert reason in why_not(st), st.decisions


def test_openmp_disabled_pass_and_sizes_keep_generic_kernels(scop_of):
    scop = scop_of(snippet(HEAT3))
    assert not plans(state_of(scop, target="openmp"))
    assert not plans(state_of(scop, disabled={"stencil"}))
    st = state_of(scop, sizes={-1: {"block": [2, 4, 32]}})
    assert not plans(st) and "--sizes" in why_not(st)


def _recheck(p, st, **changes):
    q = dataclasses.replace(p, checks=[], **changes)
    verify_plan(q, st)


def test_plan_check_rejects_wrong_bounds_and_carries(scop_of):
    scop = scop_of(snippet(HEAT3))
    st = state_of(scop)
    p = plans(st)[0]
    s0 = scop.statement(p.statement)
    one = isl.AstExpr.from_val(isl.Val(1))
    _recheck(p, s0)                                        # the plan as printed passes
    with pytest.raises(PlanRejected, match="claim exactly"):
        _recheck(p, s0, lo=p.lo.sub(one))                  # one point before the line
    with pytest.raises(PlanRejected, match="claim exactly"):
        _recheck(p, s0, hi=p.hi.add(one))
    with pytest.raises(PlanRejected, match="claim exactly"):
        _recheck(p, s0, guard=one)                         # lines outside the domain
    (q,) = p.queues
    backwards = dataclasses.replace(q, slots=list(reversed(q.slots)))
    with pytest.raises(PlanRejected, match="carried slot"):
        _recheck(p, s0, queues=[backwards])                # a carry in the wrong direction
    gap = dataclasses.replace(q, slots=q.slots[:2] + q.slots[3:])
    with pytest.raises(PlanRejected, match="carried slot"):
        _recheck(p, s0, queues=[gap])                      # a chain with a hole
    pts, inv, step, ctx, names, written = p.evidence
    with pytest.raises(PlanRejected, match="written"):
        _recheck(p, s0, evidence=(pts, inv, step, ctx, names, written | {"A"}))


# ------------------------------------------------------------------------------------------ generated code
def _write(tmp_path, name, src):
    path = tmp_path / name
    path.write_text(src)
    return str(path)


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("src, args, rtol", [
    (HEAT3, ["21", "11", "37"], 1e-12),
    (HEAT3, ["40", "13", "70"], 1e-12),        # several chunks per line, a partial last one
    (HEAT3, ["6", "5", "9"], 1e-12),           # lines of two points
    (HEAT3_FLOAT, ["23", "10", "41"], 1e-5),
    (FLOAT2, ["45", "150"], 1e-5),
    (FLOAT2, ["5", "7"], 1e-5),                # one point per line
])
def test_opencl_matches_the_sequential_build(tmp_path, two_d, src, args, rtol):
    path = _write(tmp_path, "st.c", src)
    tr = translate_file(path, target="opencl", force_device=True)
    streamed = [k for prog in tr.programs for k in prog.kernels if k.stencil is not None]
    assert streamed
    text = tr.main_text
    kernel = text[text.index("void s2s_scop0_kernel0("):]
    kernel = kernel.split("__kernel")[0]                 # up to the next kernel
    assert "_q0_0" in kernel and "__local" not in kernel and "barrier(" not in kernel
    # small launches would run the persistent kernel (the generic body) at run time: not here
    r = check_file(path, target="opencl", args=args, rtol=rtol, disabled_passes=["persistent"])
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


@needs_opencl
@pytest.mark.opencl
def test_corpus_heat_3d_on_opencl():
    import os

    from conftest import ROOT
    path = os.path.join(ROOT, "corpus", "heat-3d.c")
    r = check_file(path, target="opencl", defines=["MINI_DATASET"], arrays=True, rtol=1e-12)
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}"


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("src, bounds", [(HEAT3, "__launch_bounds__(256, 4)"),
                                         (HEAT3_FLOAT, "__launch_bounds__(256, 4)"),
                                         (FLOAT2, "__launch_bounds__(128, 8)")])
def test_cuda_compiles(tmp_path, two_d, src, bounds):
    path = _write(tmp_path, "st.c", src)
    result = translate_file(path, target="cuda", force_device=True)
    files = compile_cuda_only(result, path, str(tmp_path))
    text = "".join(open(f).read() for f in files)
    assert "_q0_0" in text and "__shared__" not in text and bounds in text


def test_written_array_is_never_queued(scop_of):
    """A 3-D sweep that updates A in place (at its own point only: parallel) and reads C's neighbours:
    C is queued, A is read and written as written; an in-place 3-D Gauss-Seidel sweep is not streamed."""
    src = ("void f(int n, double A[n][n][n], double C[n][n][n]) {\n#pragma scop\n"
           "for (int i = 1; i < n - 1; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)\n"
           "  A[i][j][k] = 0.5 * A[i][j][k] + C[i - 1][j][k] + C[i][j][k] + C[i + 1][j][k];\n"
           "#pragma endscop\n}\n")
    (p,) = plans(state_of(scop_of(src))).values()
    assert [q.array for q in p.queues] == ["C"]
    gs = ("void f(int n, double A[n][n][n]) {\n#pragma scop\n"
          "for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) for (int k = 1; k < n - 1; k++)\n"
          "  A[i][j][k] = (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k] + A[i][j + 1][k]\n"
          "                + A[i][j][k - 1] + A[i][j][k + 1]) / 6;\n#pragma endscop\n}\n")
    assert not plans(state_of(scop_of(gs)))


def random_stencil(seed: int) -> tuple[str, list[str], float]:
    """A random Jacobi-like program: 2-D or 3-D, radius 1-3 along the streamed loop with gaps or not,
    in-plane and diagonal neighbours, sometimes a triangular bound, a read that does not change along i,
    a time loop of two sweeps; its sizes come from the command line."""
    import random
    rnd = random.Random(seed)
    dims = rnd.choice([2, 3])
    ty = rnd.choice(["double", "float"])
    r = rnd.randint(1, 3)
    idx = "ijk"[:dims]
    ext = ["n", "m", "p"][:dims]

    def ref(arr: str, off: tuple) -> str:
        return arr + "".join(f"[{v}{'+' if o > 0 else '-'}{abs(o)}]" if o else f"[{v}]"
                             for v, o in zip(idx, off))

    offs = {tuple([c] + [0] * (dims - 1)) for c in range(-r, r + 1) if c == 0 or rnd.random() < 0.8}
    for _ in range(rnd.randint(1, 3)):
        offs.add(tuple([rnd.randint(-1, 1)] + [rnd.randint(-r, r) for _ in range(dims - 1)]))
    offs = sorted(offs)
    terms = " + ".join(f"({ty})0.{rnd.randint(1, 9)} * {ref('X', o)}" for o in offs)
    inv = rnd.random() < 0.5
    if inv:
        terms += f" + w[{idx[-1]}] * {ref('X', (0,) * dims)}"
    loops = []
    for d, (v, e) in enumerate(zip(idx, ext)):
        hi = f"{e} - {r}"
        if d == dims - 1 and rnd.random() < 0.3:      # triangular: the lines along i start at j - c
            loops.append(f"for (int {v} = {r}; {v} < {hi} && {v} <= i + {rnd.randint(2, 9)}; {v}++)")
            continue
        loops.append(f"for (int {v} = {r}; {v} < {hi}; {v}++)")
    nest = " ".join(loops)
    decl = ", ".join(f"int {e}" for e in ext)
    arr = "".join(f"[{e}]" for e in ext)
    body = (f"  for (int t = 0; t < tt; t++) {{\n    {nest}\n      B{''.join(f'[{v}]' for v in idx)} = "
            f"{terms.replace('X', 'A')};\n    {nest}\n      A{''.join(f'[{v}]' for v in idx)} = "
            f"{terms.replace('X', 'B')};\n  }}\n")
    sizes = [str(rnd.randint(2 * r + 1, 40)) for _ in ext]
    total = " * ".join(ext)
    loops_all = "".join(f"for (int {v} = 0; {v} < {e}; {v}++) " for v, e in zip(idx, ext))
    elem = "".join(f"[{v}]" for v in idx)
    init = " + ".join(f"{c} * {v}" for c, v in zip((7, 3, 5), idx))
    src = f"""#include <stdio.h>
#include <stdlib.h>
static void sweep(int tt, {decl}, {ty} A{arr}, {ty} B{arr}, {ty} w[{ext[-1]}])
{{
#pragma scop
{body}#pragma endscop
}}
int main(int argc, char **argv)
{{
  {' '.join(f'int {e} = atoi(argv[{d + 1}]);' for d, e in enumerate(ext))}
  {ty} (*A){arr[len(ext[0]) + 2:]} = malloc(sizeof({ty}) * {total});
  {ty} (*B){arr[len(ext[0]) + 2:]} = malloc(sizeof({ty}) * {total});
  {ty} *w = malloc(sizeof({ty}) * {ext[-1]});
  for (int q = 0; q < {ext[-1]}; q++) w[q] = ({ty})(q % 7) / 14;
  {loops_all}A{elem} = B{elem} = ({ty})(({init}) % 11) / 22;
  sweep(2, {', '.join(ext)}, A, B, w);
  {loops_all}printf("%.6e %.6e\\n", (double)A{elem}, (double)B{elem});
  return 0;
}}
"""
    return src, sizes, 1e-4 if ty == "float" else 1e-10


@needs_opencl
@pytest.mark.opencl
@pytest.mark.parametrize("seed", range(8))
def test_random_stencils(tmp_path, two_d, seed):
    src, sizes, rtol = random_stencil(seed)
    path = _write(tmp_path, "rs.c", src)
    r = check_file(path, target="opencl", args=sizes, rtol=rtol, atol=1e-6, disabled_passes=["persistent"])
    assert r.ok, f"{r.verdict}: {r.message}\n{r.details}\n{src}"
