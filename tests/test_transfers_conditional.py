"""Copies to the device that happen only when they are needed (passes/transfers.py, `copy_in_when`).

An array the SCoP writes in full before reading it needs no copy-in, but the SCoP's parameters decide
whether it does (a time loop may run zero times, an image may be empty).  The copy is then made under the
exact parameter condition isl gives, and skipped at the sizes programs run."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

REFILL = os.path.join(ROOT, "tests", "transfers", "refill.c")


def _plan(path: str, target: str = "cuda", **kw):
    res = translate_file(path, target=target, log=DiagnosticLog(), force_device=True, **kw)
    return res, {a.name: a for a in res.programs[0].arrays}


def test_buffer_filled_by_the_scop_is_copied_in_only_when_the_loop_does_not_run():
    res, plan = _plan(REFILL)
    buf = plan["Buf"]
    assert buf.copy_in and buf.copy_out
    assert buf.copy_in_when == "steps <= 0"
    assert plan["A"].copy_in and plan["A"].copy_in_when == "steps >= 1"     # read only inside the loop
    # Out's row 0 is never written: its host values must reach the copy-out, whatever the sizes
    assert plan["Out"].copy_in and plan["Out"].copy_in_when is None
    assert "if (steps <= 0) S2S_CUDA_CHECK(cudaMemcpy(Buf" in res.device_text


def test_recursive_filter_copies_in_only_its_input():
    res, plan = _plan(os.path.join(ROOT, "corpus", "recursive-filter.c"), defines=["MINI_DATASET"])
    assert [a for a in plan if plan[a].copy_in] == ["img"]


@pytest.mark.opencl
@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("steps", [0, 3])
def test_results_match_whether_or_not_the_copy_is_made(steps):
    r = check_file(REFILL, target="opencl", defines=[f"STEPS={steps}"], arrays=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    res = translate_file(REFILL, target="cuda", log=DiagnosticLog(), force_device=True)
    compile_cuda_only(res, REFILL, str(tmp_path))


DEAD_SCALARS = os.path.join(ROOT, "tests", "transfers", "dead_scalars.c")


def test_scalars_nothing_reads_after_the_scop_are_not_copied_back():
    res, plan = _plan(DEAD_SCALARS)
    for name in ("g", "c0", "c1"):
        assert plan[name].kind == "scalar" and plan[name].written and not plan[name].copy_out, name
    assert plan["peak"].copy_out                     # returned by the function
    # the device-only scalars' host pointers are not used by the host function, and say so
    for name in ("g", "c0", "c1"):
        assert "(void)s2s_h" in res.device_text and f"_{name};   /* {name} lives on the device only" in \
            res.device_text
    copies = [ln for ln in res.device_text.splitlines() if "cudaMemcpy(" in ln]
    assert any("_peak" in ln for ln in copies)
    assert not any(f"_{n}," in ln for ln in copies for n in ("g", "c0", "c1"))


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_scalars_not_copied_back_still_match():
    r = check_file(DEAD_SCALARS, target="opencl")     # forced to the device (what runs is generated code)
    assert r.status == "match", (r.status, r.message)
