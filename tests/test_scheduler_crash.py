"""isl's scheduler crashing (SIGSEGV) in its forked child (passes/schedule.py, passes/bounded.py):
`s2s translate` lives, falls back as after a timeout (the dependences without their bounds, then the
original order) and warns that the scheduler failed, without -v.  isl really does this on
tests/fuzz_regressions/isl_scheduler_segfault.c (fuzz seed 64)."""
from __future__ import annotations

import ctypes
import faulthandler
import os

import pytest

from conftest import ROOT
from s2s.cli import main
from s2s.passes import bounded, schedule

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")

# a row sweep with a parallel inner loop: isl's schedule and the original order both have one
PROGRAM = """\
#include <stdio.h>
static double G[40][50];
int main(void)
{
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 50; j++)
      G[i][j] = (i * 3 + j) % 7;
#pragma scop
  for (int i = 1; i < 40; i++)
    for (int j = 0; j < 50; j++)
      G[i][j] = G[i - 1][j] * 0.5 + 1.0;
#pragma endscop
  printf("%g\\n", G[39][49]);
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


def test_a_crash_falls_back_to_the_relaxed_dependences_with_a_warning(tmp_path, capsys, crashing_scheduler):
    calls, _ = crashing_scheduler
    n = len(bounded.crashes_hit)
    rc, err, out = _translate(tmp_path, capsys, "-v")
    assert rc == 0, err
    assert "Traceback" not in err and "Fatal Python error" not in err
    assert f"{WARNING}: it was scheduled on its dependences without their bounds instead" in err, err
    assert err.count(WARNING) == 1
    assert calls[0] == 2                         # the exact constraints, then the relaxed ones
    assert bounded.crashes_hit[n:] == ["isl's scheduler: killed by SIGSEGV"]
    assert "#pragma omp parallel for" in out.read_text()


def test_crashes_on_both_keep_the_original_order_with_a_warning(tmp_path, capsys, crashing_scheduler):
    calls, crashes = crashing_scheduler
    crashes[0] = 2
    rc, err, out = _translate(tmp_path, capsys)
    assert rc == 0, err
    assert "Traceback" not in err
    assert f"{WARNING}: its original loop order is kept" in err, err
    # the original order's parallel loop is still offloaded
    assert "#pragma omp parallel for" in out.read_text()


def test_a_failure_is_remembered_not_run_again(crashing_scheduler):
    """A retry of the SCoP's pipeline meets the same constraints: no second crash, and no second warning
    (SchedulerFailed.first)."""
    import islpy as isl
    calls, _ = crashing_scheduler
    sc = isl.ScheduleConstraints.on_domain(isl.UnionSet("{ S[i] : 0 <= i < 10 }"))
    with pytest.raises(schedule.SchedulerFailed) as e:
        schedule.compute_schedule_bounded(sc, 10)
    assert e.value.first and e.value.how == "killed by SIGSEGV"
    with pytest.raises(schedule.SchedulerFailed) as e:
        schedule.compute_schedule_bounded(sc, 10)
    assert not e.value.first and calls[0] == 1


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
