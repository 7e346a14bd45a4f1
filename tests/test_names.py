"""Generated names never meet the user's (s2s/codegen/names.py): arrays named after OpenCL keywords
(`local`, `global`, `half`) or C++ keywords (`new`, `class`, `this`), a parameter with a leading
underscore, and an array named `A_host` next to an array `A` are translated, built and run on every target."""
from __future__ import annotations

import os
import subprocess

import pytest

from conftest import have_nvcc, have_opencl
from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs")
PROGRAMS = ["names_target_keywords.c", "names_cxx_keywords.c"]


@pytest.mark.parametrize("name", PROGRAMS)
@pytest.mark.parametrize("target", ["openmp", "opencl"])
def test_names_run_and_match(name, target):
    if target == "opencl" and not have_opencl():
        pytest.skip("no OpenCL platform")
    r = check_file(os.path.join(HERE, name), target=target)
    assert r.verdict == "MATCH", str(r)


def test_renamed_in_kernels_and_host_function():
    r = translate_file(os.path.join(HERE, "names_cxx_keywords.c"), target="cuda", log=DiagnosticLog(),
                       force_device=True)
    assert "s2s_v_new" in r.device_text and " *__restrict__ new" not in r.device_text
    r = translate_file(os.path.join(HERE, "names_target_keywords.c"), target="opencl", log=DiagnosticLog(),
                       force_device=True)
    kernel = r.main_text[r.main_text.index("__kernel void"):]
    # the kernel source is an array of string pieces of at most 200 characters (-pedantic's limit on a
    # literal): the signature is the text up to its first `\n` inside the literals
    kernel = kernel[:kernel.index("{")].replace('",\n  "', "")
    assert "s2s_v_local" in kernel and "s2s_v_global" in kernel and "s2s_v_half" in kernel


@pytest.mark.skipif(not have_nvcc(), reason="no nvcc")
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_translation_compiles(name, tmp_path):
    out = tmp_path / (name[:-2] + ".cu")
    r = translate_file(os.path.join(HERE, name), target="cuda", log=DiagnosticLog(),
                       force_device=True)
    files = r.output_files(str(out))
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
    srcs = sorted(files)
    res = subprocess.run(["nvcc", "-O0", "-arch=sm_90", "-o", str(tmp_path / "prog"), *srcs, "-lm"],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
