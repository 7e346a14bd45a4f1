"""isl's scheduler crashing (SIGSEGV) in its forked child (passes/schedule.py, passes/bounded.py):
`s2s translate` lives, falls back to other constraints with legal schedules (the same dependences without
the SCoP's context, then without their bounds as after a timeout, then the original order) and warns that
the scheduler failed, without -v.  isl really does this on tests/fuzz_regressions/isl_scheduler_segfault.c
(fuzz seed 64)."""
from __future__ import annotations

import ctypes
import faulthandler
import os

import pytest

from conftest import ROOT
from s2s.cli import main
from s2s.passes import bounded, schedule

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")

# a row sweep with a parallel inner loop (isl's schedule and the original order both have one), and a
# parameter that a subscript of an array parameter bounds (no negative row: the SCoP's context n <= 41)
PROGRAM = """\
#include <stdio.h>
static double G[40][50];
static void sweep(int n, double A[40][50])
{
#pragma scop
  for (int i = 2; i < n; i++)
    for (int j = 0; j < 50; j++)
      A[40 - i][j] = A[41 - i][j] * 0.5 + 1.0;
#pragma endscop
}
int main(void)
{
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 50; j++)
      G[i][j] = (i * 3 + j) % 7;
  sweep(41, G);
  printf("%g\\n", G[0][49]);
  return 0;
}
"""
WARNING = "warning: isl's scheduler failed on this SCoP (killed by SIGSEGV)"


def _segfault() -> bytes:
    """A real invalid access, as isl's: a signal sent with os.kill is caught and survived where PoCL's
    LLVM has installed its crash handler (tests/conftest.py probes OpenCL)."""
    faulthandler.disable()
    ctypes.string_at(0)
    return b""


@pytest.fixture
def crashing_scheduler(monkeypatch):
    """isl's scheduler child dies with SIGSEGV on the first `n[0]` calls; returns the calls' count."""
    monkeypatch.setattr(schedule, "_SCHEDULES", {})
    monkeypatch.setattr(schedule, "_FAILED", {})
    real = schedule.run_bounded
    calls = [0]
    crashes = [1]

    def run(fn, timeout, what="isl"):
        calls[0] += 1
        return real(_segfault if calls[0] <= crashes[0] else fn, timeout, what)

    monkeypatch.setattr(schedule, "run_bounded", run)
    return calls, crashes


def _translate(tmp_path, capsys, *extra):
    src = tmp_path / "sweep.c"
    src.write_text(PROGRAM)
    out = tmp_path / "sweep.out.c"
    rc = main(["translate", str(src), "--target", "openmp", "-o", str(out), *extra])
    err = capsys.readouterr().err
    return rc, err, out


def test_a_crash_falls_back_to_the_same_dependences_without_the_context(tmp_path, capsys, crashing_scheduler):
    calls, _ = crashing_scheduler
    n = len(bounded.crashes_hit)
    rc, err, out = _translate(tmp_path, capsys, "-v")
    assert rc == 0, err
    assert "Traceback" not in err and "Fatal Python error" not in err
    assert f"{WARNING}: it was scheduled on the same dependences for every value of the parameters" in err, \
        err
    assert err.count(WARNING) == 1
    assert calls[0] == 2                         # the exact constraints, then the same without the context
    assert bounded.crashes_hit[n:] == ["isl's scheduler: killed by SIGSEGV"]
    assert "#pragma omp parallel for" in out.read_text()


def test_a_second_crash_falls_back_to_the_relaxed_dependences(tmp_path, capsys, crashing_scheduler):
    calls, crashes = crashing_scheduler
    crashes[0] = 2
    rc, err, out = _translate(tmp_path, capsys)
    assert rc == 0, err
    assert f"{WARNING}: it was scheduled on its dependences without their bounds instead" in err, err
    assert calls[0] == 3
    assert "#pragma omp parallel for" in out.read_text()


def test_crashes_on_all_keep_the_original_order_with_a_warning(tmp_path, capsys, crashing_scheduler):
    calls, crashes = crashing_scheduler
    crashes[0] = 3
    rc, err, out = _translate(tmp_path, capsys)
    assert rc == 0, err
    assert "Traceback" not in err
    assert f"{WARNING}: its original loop order is kept" in err, err
    assert calls[0] == 3
    # the original order's parallel loop is still offloaded
    assert "#pragma omp parallel for" in out.read_text()


def test_without_context_keeps_the_dependences():
    import islpy as isl
    sc = isl.ScheduleConstraints.on_domain(isl.UnionSet("[n] -> { S[i] : 0 <= i < n }"))
    dep = isl.UnionMap("[n] -> { S[i] -> S[i + 1] : 0 <= i < n - 1 }")
    sc = sc.set_context(isl.Set("[n] -> { : n <= 15 }")).set_validity(dep)
    free = schedule.without_context(sc)
    assert free.get_context().is_equal(isl.Set("[n] -> { : }"))
    assert free.get_validity().is_equal(dep) and free.get_domain().is_equal(sc.get_domain())


def test_a_failure_is_remembered_not_run_again(crashing_scheduler):
    """A retry of the SCoP's pipeline meets the same constraints: no second crash, and no second warning
    (SchedulerFailed.first).  Another translation in the same process does not run isl again either, but
    warns (its SCoP's record, passes/scheduled.py, has not seen the failure)."""
    import islpy as isl

    from s2s.passes import scheduled
    calls, _ = crashing_scheduler
    sc = isl.ScheduleConstraints.on_domain(isl.UnionSet("{ S[i] : 0 <= i < 10 }"))
    with scheduled.translation_scope():
        with pytest.raises(schedule.SchedulerFailed) as e:
            schedule.compute_schedule_bounded(sc, 10)
        assert e.value.first and e.value.how == "killed by SIGSEGV"
        with pytest.raises(schedule.SchedulerFailed) as e:
            schedule.compute_schedule_bounded(sc, 10)
        assert not e.value.first and calls[0] == 1
    with scheduled.translation_scope():
        with pytest.raises(schedule.SchedulerFailed) as e:
            schedule.compute_schedule_bounded(sc, 10)
        assert e.value.first and calls[0] == 1


def test_isl_crashes_on_the_regression_program_and_s2s_says_so(tmp_path, capsys, monkeypatch):
    """The real crash (islpy 2026.2.2): when isl is fixed, this program no longer needs the fallback and
    this test says so; the regression file itself stays (tests/test_fuzz.py checks it MATCHes)."""
    monkeypatch.setattr(schedule, "_SCHEDULES", {})
    monkeypatch.setattr(schedule, "_FAILED", {})
    path = os.path.join(ROOT, "tests", "fuzz_regressions", "isl_scheduler_segfault.c")
    n = len(bounded.crashes_hit)
    rc = main(["translate", path, "--target", "openmp", "-o", str(tmp_path / "out.c")])
    err = capsys.readouterr().err
    assert rc == 0 and "Traceback" not in err, err
    assert bounded.crashes_hit[n:] == ["isl's scheduler: killed by SIGSEGV"], \
        "isl's scheduler no longer crashes on this program: update the regression's comment and this test"
    assert WARNING in err, err


def test_the_host_version_reuses_the_schedule_of_the_fallback(tmp_path, crashing_scheduler):
    """The OpenMP version for the host of a CUDA or OpenCL output (codegen/host_openmp.py) runs isl's
    scheduler on nothing new: it takes the schedule that the crash's fallback computed for the SCoP (the
    device pipeline's, in the same record: passes/scheduled.py)."""
    from s2s.diagnostics import DiagnosticLog
    from s2s.frontend.load import load
    from s2s.passes import scheduled
    from s2s.passes.manager import Options, State, run_pipeline
    calls, _ = crashing_scheduler
    src = tmp_path / "sweep.c"
    src.write_text(PROGRAM)
    scop = load(str(src)).scops[0]
    with scheduled.translation_scope():
        run_pipeline(State(scop, Options(target="openmp"), DiagnosticLog()))
        assert calls[0] == 2
        state = run_pipeline(State(scop, Options(target="openmp", reschedule_reuse_only=True),
                                   DiagnosticLog()))
    assert not any("not run again" in d for d in state.decisions), state.decisions
    assert any(d.startswith("schedule: isl scheduler, by the cost model") for d in state.decisions)
    assert calls[0] == 2


def test_an_isl_error_is_isls_answer_not_a_crash(tmp_path, capsys, monkeypatch):
    """isl's scheduler that finds no schedule raises ("unable to carry dependences": the red-black sweep
    with constant sizes): the child sends the message back, the original order is kept as before, and
    there is no crash warning (and nothing in crashes_hit)."""
    monkeypatch.setattr(schedule, "_SCHEDULES", {})
    monkeypatch.setattr(schedule, "_FAILED", {})
    path = os.path.join(ROOT, "tests", "faithful", "f20a_redblack_static.c")
    n = len(bounded.crashes_hit)
    rc = main(["translate", path, "--target", "openmp", "-v", "-o", str(tmp_path / "out.c")])
    err = capsys.readouterr().err
    assert rc == 0, err
    assert ("schedule: isl scheduler failed (call to isl_schedule_constraints_compute_schedule failed: "
            "unable to carry") in err, err
    assert "isl's scheduler failed on this SCoP" not in err and len(bounded.crashes_hit) == n
