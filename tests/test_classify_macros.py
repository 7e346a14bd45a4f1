"""<math.h>'s classification macros in SCoPs (s2s/frontend/classify_macro.py, model/builder.py).

The parse reads `isnan(x)` as glibc's dispatch on sizeof(x) to __isnanf/__isnan/__isnanl, functions
device code does not have: such SCoPs stayed sequential.  Now the call is read back as the user wrote it
and offloaded where C, CUDA and OpenCL C agree on it: a float or double argument, the value used only as
a truth value."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

DIR = os.path.join(ROOT, "tests", "classify")


def _translate(name: str, target: str = "opencl"):
    log = DiagnosticLog()
    r = translate_file(os.path.join(DIR, name), target=target, log=log, force_device=True)
    return r, [(d.loc.line, d.loc.col, d.message) for d in log.items if d.severity == "warning"]


@pytest.mark.parametrize("name", ["flags.c", "nansum.c", "typedefs.c"])
def test_offloaded_with_the_calls_the_user_wrote(name):
    r, warnings = _translate(name, "cuda")
    assert warnings == []
    assert r.programs and len(r.programs) == 1
    kernels = r.device_text[r.device_text.index("__global__"):]
    assert "isnan((" in kernels and "__isnan" not in kernels


def test_each_macro_is_read_back_with_its_argument_type():
    r, _ = _translate("flags.c", "cuda")
    kernels = r.device_text[r.device_text.index("__global__"):]
    # (isnan's argument keeps its class only: its products unfused, faith25a's SIGN_TESTS)
    for call in ("isinf((double) A[", "isfinite((float) F[", "signbit((double) A[",
                 "isnan((float) (__fmul_rn(F[", "signbit((float) F["):
        assert call in kernels, call


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["flags.c", "nansum.c", "typedefs.c", "as_number.c", "math_conditions.c"])
def test_matches_the_sequential_build(name, target):
    r = check_file(os.path.join(DIR, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_pure_calls_in_data_dependent_conditions_offload():
    r, warnings = _translate("math_conditions.c", "cuda")
    assert warnings == [] and len(r.programs) == 1
    assert len(r.programs[0].kernels) == 2


def test_a_value_c_does_not_pin_down_stays_sequential():
    r, warnings = _translate("as_number.c")
    assert not r.programs
    assert [(ln, c) for ln, c, _ in warnings] == [(13, 12)], warnings
    assert "the value of 'isinf' is used as a number" in warnings[0][2]


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["flags.c", "nansum.c", "typedefs.c"])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(DIR, name)
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))
