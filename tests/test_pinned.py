"""Large host arrays are page-locked for the region (cudaHostRegister) so that copies run at the bus's
speed; registration that fails (already pinned, shared pages, read-only memory) falls back to plain
copies.  Measured on an H100 (docs/benchmarks.md): 1.2-1.4x shorter regions for matrix-vector products
at LARGE sizes."""
from __future__ import annotations

import os
import re

import pytest
from conftest import ROOT, needs_nvcc

from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file


def _cuda(name: str) -> str:
    path = os.path.join(ROOT, "corpus", name)
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True)
    return r.device_text


def test_every_copied_array_is_pinned_and_released():
    text = _cuda("gesummv.c")
    pinned = re.findall(r"const int _pin_(\w+) = s2s_pin\((\w+), ", text)
    released = re.findall(r"if \(_pin_(\w+)\) cudaHostUnregister\((\w+)\);", text)
    assert sorted(pinned) == sorted(released) and len(pinned) >= 3
    # registration happens before the first copy, release after the last one
    assert text.index("s2s_pin(") < text.index("cudaMemcpyHostToDevice")
    assert text.rindex("cudaHostUnregister") > text.rindex("cudaMemcpyDeviceToHost")
    # small arrays and failed registrations are copied as they are
    assert "bytes < (size_t)S2S_PIN_MIN) return 0;" in text and "(void)cudaGetLastError();" in text


@needs_nvcc
@pytest.mark.nvcc
def test_pinned_translation_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(ROOT, "corpus", "atax.c")
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))
