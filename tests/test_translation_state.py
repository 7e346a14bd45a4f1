"""One translation must not change what a later one produces in the same process (the Python API, s2s
check and s2s bench translate many files in one process; a file may have several SCoPs).  The process keeps
memos (isl's schedules by their constraints, dataflow answers, the cost model's volumes) whose answers are a
function of their keys; what a SCoP's pipelines were given is recorded per SCoP (passes/scheduled.py)."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from conftest import ROOT

from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

HERE = os.path.dirname(os.path.abspath(__file__))

# the program of test_snapshot.py's compound-assignment test: its reads of the next row read a device
# copy (snapshot pass); without the copy, the same nest has an anti-dependence between rows
COMPOUND = """
    void f(int n, int m, double X[n][m]) {
    #pragma scop
      for (int i = 0; i < n - 1; i++)
        for (int j = 0; j < m; j++)
          X[i][j] += 0.5 * X[i + 1][j];
    #pragma endscop
    }
"""


def translation(path: str, target: str, **kw) -> str:
    """Everything a translation produces: its texts, its decisions and its diagnostics."""
    log = DiagnosticLog()
    r = translate_file(path, target=target, log=log, verbose=True, **kw)
    decisions = [t for d in r.decisions for t in d.decisions]
    diagnostics = [f"{d.severity}: {d.message}" for d in log.items]
    return "\n=====\n".join([r.device_text or "", r.main_text, *decisions, *diagnostics])


def fresh_translation(path: str, target: str) -> str:
    """`translation` in a new process."""
    code = (f"import sys; sys.path.insert(0, {HERE!r}); from test_translation_state import translation; "
            f"sys.stdout.write(translation({path!r}, {target!r}))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": ROOT})
    return proc.stdout


def test_an_openmp_translation_leaves_a_later_cuda_one_as_a_fresh_process_makes_it(tmp_path):
    """The OpenMP translation runs isl's scheduler on the nest's constraints with the anti-dependence.  The
    CUDA translation's device pipeline renames the next row's reads (no anti-dependence left: other
    constraints); its host pipeline (host_cores_beat_device) has the OpenMP translation's constraints, and
    took their schedule from the process's memo: its OpenMP version looked faster than the device, and the
    SCoP stayed on the host (test_snapshot.py's compound-assignment test failed so under xdist).  A fresh
    process has no such schedule and offloads the nest."""
    p = tmp_path / "compound.c"
    p.write_text(textwrap.dedent(COMPOUND))
    translation(str(p), "openmp")
    got = translation(str(p), "cuda")
    assert "__global__ void" in got        # offloaded
    assert got == fresh_translation(str(p), "cuda")


# programs with snapshots, isl and original schedules, host versions of CUDA and OpenCL outputs, a
# scheduler crash (its warning), several SCoPs in one file, and the cost model's volumes of sets that
# print alike (floyd-warshall's, bottleneck_paths'); each translates in about a second
PROGRAMS = [
    ("compound.c", "cuda"),
    ("compound.c", "openmp"),
    ("tests/snapshot/trmm_ascending.c", "cuda"),
    ("tests/variants/atax-pb.c", "cuda"),
    ("corpus/gesummv.c", "opencl"),
    ("corpus/seidel-2d.c", "cuda"),
    ("corpus/lu.c", "openmp"),
    ("tests/fuzz_regressions/isl_scheduler_segfault.c", "openmp"),
    ("tests/snapshot/trmm_ascending.c", "openmp"),
    ("corpus/floyd-warshall-hoisted.c", "cuda"),
    ("tests/split/bottleneck_paths.c", "opencl"),
]


def test_outputs_do_not_depend_on_what_was_translated_before(tmp_path):
    (tmp_path / "compound.c").write_text(textwrap.dedent(COMPOUND))

    def path(name: str) -> str:
        return str(tmp_path / name) if name == "compound.c" else os.path.join(ROOT, name)

    forward = [translation(path(name), target) for name, target in PROGRAMS]
    backward = [translation(path(name), target) for name, target in reversed(PROGRAMS)][::-1]
    for (name, target), a, b in zip(PROGRAMS, forward, backward):
        assert a == b, f"{name} for {target} differs with the order of the translations before it"


def test_a_time_limits_warning_comes_again_with_the_memoised_answer():
    """The cost model's make_disjoint on this program is given up after its time limit (0.5 s with
    --schedule-timeout 6) and its answer memoised (gpu/disjoint_volume.py): the second translation takes
    the answer that the limit shaped, and warns as the first did (and as a fresh process does)."""
    path = os.path.join(ROOT, "tests", "fuzz_regressions", "slow_make_disjoint.c")
    first, second = (translate_file(path, target="cuda", schedule_timeout=6, log=DiagnosticLog())
                     for _ in range(2))
    for r in (first, second):
        assert any("time limit of 0.5 s" in d.message for d in r.log.items if d.severity == "warning")
    assert second.main_text == first.main_text


def test_the_dataflow_memo_counts_its_answers_time_limits_again(monkeypatch):
    """An answer computed past a time limit (the dataflow's probe in a child, then its fallback) is counted
    with each hit of the memo (model/flow_cache.py), so that each translation given it warns."""
    from s2s.model import flow_cache
    from s2s.passes import bounded
    monkeypatch.setattr(bounded, "timeouts_hit", [])
    cache = flow_cache.FlowCache()

    def timed_out():
        bounded.timeouts_hit.append(20.0)       # as run_bounded does when the probe does not finish
        return "the fallback's answer"
    assert cache.get_or_compute("q", timed_out) == "the fallback's answer"
    assert cache.get_or_compute("q", lambda: pytest.fail("recomputed")) == "the fallback's answer"
    assert cache.get_or_compute("other", lambda: "exact") == "exact"
    assert cache.get_or_compute("other", lambda: pytest.fail("recomputed")) == "exact"
    assert bounded.timeouts_hit == [20.0, 20.0]


def test_scheduling_in_this_process_leaves_the_isl_contexts_options(monkeypatch):
    """With --schedule-timeout 0 isl's scheduler runs in this process, not in a forked child: PPCG's
    options are set for it on islpy's shared context and its own restored after (else every later
    computation of every islpy user in the process schedules with them)."""
    import islpy as isl

    from s2s.passes import schedule
    monkeypatch.setattr(schedule, "_SCHEDULES", {})     # the scheduler runs, not the memo
    monkeypatch.setattr(schedule, "_FAILED", {})
    ctx = isl.DEFAULT_CONTEXT
    options = {name: getattr(ctx, f"get_schedule_{name}")() for name in schedule.PPCG_OPTIONS}
    assert options != schedule.PPCG_OPTIONS
    out = translation(os.path.join(ROOT, "corpus", "lu.c"), "openmp", schedule_timeout=0)
    assert "kernels of the isl schedule" in out         # (the scheduler gave one)
    assert {name: getattr(ctx, f"get_schedule_{name}")() for name in schedule.PPCG_OPTIONS} == options


def test_the_cost_models_volume_memo_tells_sets_of_the_same_text_apart(monkeypatch):
    """isl prints a triangle held as two overlapping pieces (rows up to 6, rows up to 7) as the triangle
    itself, but their disjoint pieces' boxes hold other volumes: the memo (gpu/disjoint_volume.py) keys
    each basic set's text, so each set gets its own answer whatever was asked before (it gave the first
    one's to the second: tests/split/bottleneck_paths.c's estimate after corpus/floyd-warshall.c)."""
    import islpy as isl

    from s2s.gpu import cost, disjoint_volume
    monkeypatch.setattr(disjoint_volume, "_answers", {})
    whole = isl.Set("[n] -> { [i0, i1] : n = 8 and i0 <= 7 and 0 <= i1 < i0 }")
    pieces = isl.Set("[n] -> { [i0, i1] : n = 8 and i0 <= 6 and 0 <= i1 < i0 }").union(whole)
    assert str(pieces) == str(whole) and pieces.n_basic_set() == 2

    def fresh(s: isl.Set) -> float:
        return sum(cost._box(b.to_set(), 8) for b in s.make_disjoint().get_basic_sets())
    assert fresh(pieces) != fresh(whole)
    for s in (pieces, whole, pieces):
        assert disjoint_volume.pieces_volume(s, 8, cost.MAX_PIECES, cost._box) == fresh(s)


def test_the_dataflow_and_schedule_memos_tell_pieces_apart():
    """The dataflow memo and the schedules' memo key the same pieces' text as the volumes' memo: isl's
    scheduler and compute_flow work basic map by basic map, so a triangle in two pieces is another
    question than the same triangle in one (whose text isl prints alike)."""
    import islpy as isl

    from s2s.model.flow_cache import flow_key
    from s2s.passes.schedule import constraints_key
    whole = isl.UnionMap("[n] -> { S[i, j] -> S[i, j + 1] : i <= 7 and 0 <= j < i }")
    pieces = isl.UnionMap("[n] -> { S[i, j] -> S[i, j + 1] : i <= 6 and 0 <= j < i }").union(whole)
    assert str(pieces) == str(whole)
    sched = isl.UnionMap("[n] -> { S[i, j] -> [i, j] }")
    assert flow_key(pieces, pieces, None, sched, True) != flow_key(whole, whole, None, sched, True)
    assert flow_key(whole, whole, None, sched, True) == flow_key(isl.UnionMap(str(whole)), whole, None, sched,
                                                                 True)
    domain = isl.UnionSet("[n] -> { S[i, j] : 0 <= i < n and 0 <= j < n }")

    def constraints(deps: isl.UnionMap) -> isl.ScheduleConstraints:
        return isl.ScheduleConstraints.on_domain(domain).set_validity(deps).set_proximity(deps)
    assert constraints_key(constraints(pieces)) != constraints_key(constraints(whole))
    assert constraints_key(constraints(whole)) == constraints_key(constraints(isl.UnionMap(str(whole))))
