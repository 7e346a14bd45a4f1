"""Max/min reductions in dynamic-programming cells (s2s/gpu/reduction.py): an operand that reads the
accumulated array elsewhere than X (nussinov's S[i][k] + S[k+1][j]) may still spread its loop over the
lanes of a group, when no operand read of an execution of the loop meets what the loop updates.  The
plans, the cost model's choice, the verify pass's re-check, PoCL results and nvcc builds."""
from __future__ import annotations

import os
import re
import subprocess
import textwrap

import pytest

from conftest import ROOT, needs_nvcc, needs_opencl
from s2s.check.runner import MATCH, check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.frontend.load import load
from s2s.gpu import reduction
from s2s.gpu.reduction import ReductionPlan, reads_meet_updates, update_form
from s2s.passes.manager import Options, State, run_pipeline

PROGRAMS = os.path.join(ROOT, "tests", "reduction")
DP = ["dp_chain.c", "dp_maxint.c", "dp_fmax.c"]
NUSSINOV = os.path.join(ROOT, "corpus", "nussinov.c")

# a cell's split loop whose last iteration (k = j) reads the cell itself: not a reduction loop
READS_X = """
    void f(int n, int S[n][n]) {
    #pragma scop
      for (int i = n - 2; i >= 0; i--)
        for (int j = i + 1; j < n; j++)
          for (int k = i + 1; k <= j; k++)
            S[i][j] = S[i][j] > S[i][k] + S[k][j] ? S[i][j] : S[i][k] + S[k][j];
    #pragma endscop
    }
"""
SPLITS = READS_X.replace("k <= j", "k < j")


def _write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def _plans(path: str, target: str = "cuda", **kw) -> list[ReductionPlan]:
    r = translate_file(path, target=target, force_device=True, **kw)
    return [k.reduction for p in r.programs for k in p.kernels if k.reduction is not None]


def _decisions(path: str, target: str = "cuda", **kw) -> str:
    r = translate_file(path, target=target, force_device=True, verbose=True, **kw)
    return "\n".join(d for p in r.decisions for d in p.decisions)


def test_update_form_of_a_dp_cell(scop_of):
    """The operand may read X's array on other elements; a read of X itself (at k = j) is refused."""
    scop = scop_of(SPLITS)
    form = update_form(scop, scop.statements[0])
    assert form is not None and form.kind == "max" and form.array == "S"
    bad = scop_of(READS_X)
    assert update_form(bad, bad.statements[0]) is None


def _kernels(path: str):
    log = DiagnosticLog()
    scop = load(path, log=log).scops[0]
    state = run_pipeline(State(scop, Options(target="cuda"), log))
    return state.scop, state["kernels"]


def test_reads_meet_updates(tmp_path):
    """The loop-level condition on the kernel's schedule: the operand's reads of one execution of the
    loop never meet its updates (SPLITS), and do when k reaches j (READS_X)."""
    scop, kernels = _kernels(_write(tmp_path, "splits.c", SPLITS))
    (k,) = [k for k in kernels if "S0" in k.statements]
    d = reduction.choose_loop(scop, k, "S0")
    assert d is not None and reads_meet_updates(scop, k, ["S0"], d) is None
    scop, kernels = _kernels(_write(tmp_path, "reads_x.c", READS_X))
    (k,) = [k for k in kernels if "S0" in k.statements]
    why = reads_meet_updates(scop, k, ["S0"], 0)
    assert why and "reads an element the loop updates" in why
    assert isinstance(reduction.loop_conditions(scop, k, "S0", 0), str)


def test_plans_and_the_cost_models_choice():
    """nussinov and the three DP programs: a group plan on CUDA, chosen by the cost model (both estimates
    in -v); on OpenCL nussinov's statements that run at some cells only (`if (j > i + 1)`) keep it one
    thread per cell (PoCL 3.1 miscompiles them in group mode)."""
    for name in DP:
        path = os.path.join(PROGRAMS, name)
        for target in ("cuda", "opencl"):
            plans = _plans(path, target)
            assert [p.mode for p in plans] == ["group"], (name, target)
            assert {f.kind for f in plans[0].forms.values()} <= {"min", "max"}
        costs = re.search(r"cost model: ~([\d.]+) (\w+) with lanes, "
                          r"~([\d.]+) (\w+) with one thread per point", _decisions(path))
        unit = {"s": 1.0, "ms": 1e-3, "us": 1e-6}
        assert costs and float(costs[1]) * unit[costs[2]] < float(costs[3]) * unit[costs[4]], name
    assert [p.mode for p in _plans(NUSSINOV)] == ["group"]
    text = _decisions(NUSSINOV)
    assert "reduction S3 over _c0 (max into S): 32 lanes per point" in text
    assert "with lanes" in text and "with one thread per point" in text
    assert _plans(NUSSINOV, "opencl") == []
    text = _decisions(NUSSINOV, "opencl")
    assert "not parallelised on OpenCL: S1 runs at some points only" in text
    # decided before the AST: profitability prices the one-thread kernel that is printed
    assert "the device pays from n ~ 512 on" in text


def test_one_thread_per_cell_when_the_model_says_so(monkeypatch):
    """The choice follows the cost model: priced the other way round, the kernel keeps one thread per
    cell, and no plan is made."""
    import s2s.gpu.cost as cost
    real = cost.kernel_cost

    def inverted(k, *a, **kw):
        c = real(k, *a, **kw)
        if getattr(k, "reduction", None) is not None:
            c.seconds *= 1000
        return c
    monkeypatch.setattr(cost, "kernel_cost", inverted)
    r = translate_file(os.path.join(PROGRAMS, "dp_maxint.c"), target="cuda", force_device=True)
    assert not any(k.reduction for p in r.programs for k in p.kernels)


def test_sums_reading_their_array_keep_their_mapping():
    """Only min and max DP cells are planned: cholesky's A[i][j] -= A[i][k] * A[j][k] keeps its schedule
    and mapping (no plan)."""
    assert _plans(os.path.join(ROOT, "corpus", "cholesky.c")) == []
    assert "isl scheduler" in _decisions(os.path.join(ROOT, "corpus", "cholesky.c"))


def test_verify_rejects_a_plan_whose_operand_reads_x(tmp_path, monkeypatch):
    """A group plan forced on the loop whose last iteration reads the cell: the verify pass refuses it
    and the kernel runs its loop sequentially."""
    path = _write(tmp_path, "reads_x.c", READS_X)
    good = update_form(*(lambda s: (s, s.statements[0]))(load(_write(tmp_path, "splits.c", SPLITS)).scops[0]))

    def plan_kernel(scop, k, target):
        if "S0" not in k.statements or not k.n_par:
            return None
        return ReductionPlan("group", {"S0": 0}, {"S0": good}, reduction.LANES[target])
    monkeypatch.setattr(reduction, "plan_kernel", plan_kernel)
    r = translate_file(path, target="cuda", force_device=True)
    text = " ".join(r.decisions[0].decisions)
    assert "failed verification" in text and "not an associative update" in text
    assert not any(k.reduction for p in r.programs for k in p.kernels)


@needs_opencl
@pytest.mark.parametrize("name", DP)
def test_dp_programs_on_opencl(name):
    """Bit-identical results on PoCL (integer and floating min/max: exact in any order)."""
    res = check_file(os.path.join(PROGRAMS, name), target="opencl")
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
    assert res.offloaded == res.scops
    assert res.actual_output == res.expected_output


@needs_opencl
def test_nussinov_group_code_on_pocl(tmp_path, monkeypatch):
    """nussinov's group-mode code, printed for OpenCL despite the PoCL bug that makes s2s keep it one
    thread per cell there, matches the sequential build exactly under PoCL's `loops` work-group
    compilation (the kernel cache off, so that the method applies): the code that CUDA gets is right.
    PoCL 3.1's `loopvec` (the default) and `repl` miscompile one or the other shape of this kernel (lane 0's
    stores before a barrier; `repl` even differs from run to run; the statement order isl prints decides
    which), which is why `conditional_lane0` keeps OpenCL off group mode here."""
    monkeypatch.setattr(reduction, "conditional_statement", lambda *a, **kw: None)
    monkeypatch.setattr(reduction, "conditional_lane0", lambda *a, **kw: None)
    out = tmp_path / "nussinov.ocl.c"
    r = translate_file(NUSSINOV, target="opencl", force_device=True, defines=["SMALL_DATASET"])
    assert [k.reduction.mode for p in r.programs for k in p.kernels if k.reduction] == ["group"]
    out.write_text(r.main_text)
    exe, ref = str(tmp_path / "par"), str(tmp_path / "seq")
    subprocess.run(["cc", "-O2", "-DSMALL_DATASET", "-o", exe, str(out), "-lOpenCL", "-lm"], check=True)
    subprocess.run(["cc", "-O2", "-DSMALL_DATASET", "-o", ref, NUSSINOV], check=True)
    want = subprocess.run([ref], capture_output=True, text=True, check=True).stdout
    env = dict(os.environ, POCL_WORK_GROUP_METHOD="loops", POCL_KERNEL_CACHE="0")
    got = subprocess.run([exe], capture_output=True, text=True, env=env, check=True, timeout=300)
    assert "Unknown work group" not in got.stderr, got.stderr
    assert got.stdout == want


@needs_nvcc
@pytest.mark.parametrize("path", [NUSSINOV] + [os.path.join(PROGRAMS, n) for n in DP])
def test_dp_cuda_compiles(tmp_path, path):
    r = translate_file(path, target="cuda", force_device=True)
    files = r.output_files(str(tmp_path / "out.cu"))
    for p, text in files.items():
        with open(p, "w") as f:
            f.write(text)
    assert "__shfl_xor_sync" in r.device_text and "_v = __shfl_xor_sync" in r.device_text
    for p in files:
        if p.endswith(".cu"):
            subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-c", p, "-o", str(tmp_path / "k.o")], check=True)


def test_verify_rejects_a_column_plan_of_a_dp_cell(monkeypatch):
    """Column mode runs lane 0's statements before the loop with no barrier, so `column_conditions`
    refuses any statement writing an array the loop's operand reads; for a DP cell that includes X's
    array (array-wise, conservatively: the cell's initialisation writes B[i][j]).  A forced column plan
    fails verification."""
    path = os.path.join(PROGRAMS, "dp_maxint.c")
    scop = load(path).scops[0]
    form = update_form(scop, scop.statement("S1"))

    def plan_kernel(scop, k, target):
        if "S1" not in k.statements or k.n_par != 1:
            return None
        return ReductionPlan("column", {"S1": 0}, {"S1": form}, reduction.COLUMN_LANES)
    monkeypatch.setattr(reduction, "plan_kernel", plan_kernel)
    r = translate_file(path, target="cuda", force_device=True)
    text = " ".join(r.decisions[0].decisions)
    assert "failed verification" in text and "once per column" in text and "S0 writes what S1 reads" in text


def test_opencl_drops_group_plans_with_conditional_lane0_statements_after_the_ast(monkeypatch):
    """The AST-level check (`conditional_lane0`) on its own: with the schedule-level check
    (`conditional_statement`) switched off, nussinov's plan reaches AST generation, where isl prints its
    first statement under `if (_h0 >= 2 ...)` outside the reduction loop; on OpenCL the plan is dropped
    there, and not on CUDA."""
    monkeypatch.setattr(reduction, "conditional_statement", lambda *a, **kw: None)
    assert _plans(NUSSINOV, "opencl") == []
    assert "S1 runs under a condition outside the reduction loops" in _decisions(NUSSINOV, "opencl")
    assert [p.mode for p in _plans(NUSSINOV, "cuda")] == ["group"]


def test_symm_upper_keeps_its_reductions_sequential():
    """symm-upper's kernel reduces S2 and S3 over one loop, S3 inside S2's reduction loop: the verify
    pass refuses the plan on every target and the reductions stay sequential in their kernel.  (Since
    model/forward_invariant.py replaces its t1 by alpha * B[i][j], the kernel of S0 is gone and no
    reduction is planned for the one left: the plan stays refused either way.)"""
    path = os.path.join(ROOT, "corpus", "symm-upper.c")
    for target in ("cuda", "opencl"):
        assert _plans(path, target) == []
        text = _decisions(path, target)
        assert "failed verification (S3 runs inside the reduction loop of S2)" in text or \
            "runs under a condition outside the reduction loops" in text or "reduction S" not in text
