"""The one-pass kernel's tile width (s2s/codegen/onepass_code.py, ONEPASS_COLS): 128 columns, 4 per lane,
so that ptxas keeps the sweep within 64 registers per thread and four blocks of 256 threads are resident
per multiprocessor (256 columns took 80 registers: three blocks; the H100 measurement is in the module)."""
from __future__ import annotations

import os
import re
import subprocess

import pytest

from conftest import ROOT, needs_nvcc
from s2s.codegen.onepass_code import ONEPASS_COLS
from s2s.driver import translate_file


def _ptxas(tmp_path, text: str, kernel: str) -> tuple[int, int]:
    """(registers per thread, spill store bytes) that `nvcc -Xptxas -v` reports for `kernel`."""
    path = tmp_path / "k.cu"
    path.write_text(text)
    p = subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-Xptxas", "-v", "-c", str(path), "-o",
                        str(tmp_path / "k.o")], capture_output=True, text=True, check=True)
    lines = p.stderr.splitlines()
    start = next(i for i, ln in enumerate(lines) if "Compiling entry function" in ln and kernel in ln)
    regs = spills = None
    for ln in lines[start + 1:]:
        m = re.search(r"(\d+) bytes spill stores", ln)
        if m:
            spills = int(m.group(1))
        m = re.search(r"Used (\d+) registers", ln)
        if m:
            regs = int(m.group(1))
            break
    return regs, spills


@pytest.mark.parametrize("prog", ["bicg.c", "mvt.c"])
def test_tiles_are_128_columns(prog):
    r = translate_file(os.path.join(ROOT, "corpus", prog), target="cuda", force_device=True,
                       defines=["LARGE_DATASET"])
    text = r.device_text
    assert ONEPASS_COLS == 128
    assert "const long _ntc = (_cn + 127) / 128" in text and "[8][128];" in text
    # four columns per lane: _cc0.._cc3, no fifth
    assert "const long _cc3 = _cb + _tx + 96;" in text and "_cc4" not in text


@needs_nvcc
@pytest.mark.parametrize("prog", ["bicg.c", "mvt.c"])
def test_one_pass_kernel_fits_four_blocks_per_multiprocessor(tmp_path, prog):
    r = translate_file(os.path.join(ROOT, "corpus", prog), target="cuda", force_device=True,
                       defines=["LARGE_DATASET"])
    regs, spills = _ptxas(tmp_path, r.device_text, "s2s_scop0_kernel0_1")
    assert spills == 0
    assert regs * 256 * 4 <= 65536, regs
