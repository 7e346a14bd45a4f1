"""Column blocks on the host's cores (s2s/codegen/cpu_blocks.py): a parallel loop whose inner loop walks
columns runs in blocks of its points with the inner loop around each block, the results bit for bit those
of the unblocked code."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

PROGRAM = os.path.join(ROOT, "tests", "faithful", "cpu_column_blocks.c")


@pytest.mark.parametrize("target", host_targets())
def test_blocks_match_bit_for_bit(target):
    """Sizes around the block's 256 points (1, 255, 256, 257, 513, 600 columns), a setup and a final
    division around the inner loop, a column recurrence and a triangular walk fused with it, a flat array
    indexed by both loops, registers loaded under a condition: the same numbers, no rounding differs."""
    r = check_file(PROGRAM, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])
    if target == "openmp":      # (OpenCL's device code reorders the sums: its reductions)
        assert r.comparison.worst_rel == 0.0 and r.comparison.worst_abs == 0.0, r.comparison.summary()


def test_column_walks_are_blocked_row_walks_are_not():
    r = translate_file(PROGRAM, target="openmp", log=DiagnosticLog())
    assert r.main_text.count("_gb += 256") == 2
    r = translate_file(PROGRAM, target="openmp", log=DiagnosticLog(), disabled_passes=("cpu-blocks",))
    assert "_gb" not in r.main_text
    # mvt: x1 = A y1 walks rows (kept), x2 = A^T y2 walks columns (blocked)
    mvt = translate_file(os.path.join(ROOT, "tests", "variants", "mvt-pb.c"), target="openmp",
                         log=DiagnosticLog())
    assert mvt.main_text.count("_gb += 256") == 1
    assert "A[_c0][_g0] * y_2[_c0]" in mvt.main_text and "A[_g0][_c0] * y_1[_c0]" in mvt.main_text


def test_cuda_output_host_version_uses_the_device_schedule_and_blocks():
    """The OpenMP version in a CUDA output reuses the isl schedule the device pipeline computed for the
    same SCoP (passes/schedule._SCHEDULES): atax's two products are two parallel nests there, the
    transposed one in blocks, not a parallel region per row of A in the user's order."""
    r = translate_file(os.path.join(ROOT, "tests", "variants", "atax-pb.c"), target="cuda",
                       log=DiagnosticLog(), verbose=True, on_note=lambda d: None)
    # (a function of its own before the user's: codegen/host_outline.py)
    omp = r.main_text[r.main_text.index("#ifdef _OPENMP\n/* s2s: SCoP 0's openmp version"):]
    omp = omp[:omp.index("#endif")]
    assert omp.count("#pragma omp parallel for") == 2 and omp.count("_gb += 256") == 1
    assert any("in 2 parallel regions" in d for d in r.decisions[0].decisions), r.decisions[0].decisions


def test_schedule_reuse_only_never_runs_the_scheduler(monkeypatch):
    """A second pipeline with reschedule_reuse_only keeps the original order where the constraints were
    not scheduled for this SCoP (no second run of isl's scheduler); it takes the schedule that a pipeline
    of the same record (passes/scheduled.py: the SCoP's, in translate_file) computed, and not one that
    only the process's memo holds (an earlier translation's)."""
    from s2s.frontend.load import load
    from s2s.passes import schedule, scheduled
    from s2s.passes.manager import Options, State, run_pipeline

    monkeypatch.setattr(schedule, "_SCHEDULES", {})
    calls = []
    real = schedule.run_bounded
    monkeypatch.setattr(schedule, "run_bounded", lambda f, t, what="isl": calls.append(1) or real(f, t, what))
    scop = load(os.path.join(ROOT, "tests", "variants", "atax-pb.c")).scops[0]
    with scheduled.translation_scope():
        st = run_pipeline(State(scop, Options(target="openmp", reschedule_reuse_only=True), DiagnosticLog()))
        assert not calls and st.get("schedule_origin") == "original"
        run_pipeline(State(scop, Options(target="openmp"), DiagnosticLog()))
        assert len(calls) == 1
        st = run_pipeline(State(scop, Options(target="openmp", reschedule_reuse_only=True), DiagnosticLog()))
        assert len(calls) == 1 and st.get("schedule_origin") == "isl"
    # another translation: the memo still has the schedule, but this SCoP's record does not
    with scheduled.translation_scope():
        st = run_pipeline(State(scop, Options(target="openmp", reschedule_reuse_only=True), DiagnosticLog()))
        assert len(calls) == 1 and st.get("schedule_origin") == "original"
