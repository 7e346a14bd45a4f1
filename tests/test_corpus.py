"""The whole corpus, end to end: translate, build, run, compare with the sequential build (SMALL size).

* test_corpus_matches[gemm-opencl], [gemm-openmp]: `check_file` must report MATCH;
* test_cuda_compiles[gemm]: the CUDA translation compiles with `nvcc -arch=sm_90 -c` (not run: no GPU).

On failure the message is the `s2s check` verdict plus the compiler's or program's stderr; the build
directory (translation, executables, expected.out, got.out) is kept under the test's tmp_path.
"""
from __future__ import annotations

import os

import pytest

from conftest import ROOT, needs_nvcc, needs_opencl
from s2s.check.build import CompileError, compile_cuda_only
from s2s.check.corpus import programs, tolerances
from s2s.check.runner import check_file

CORPUS = os.path.join(ROOT, "corpus")
PROGRAMS = programs(CORPUS)
TARGETS = ("opencl", "openmp")
RUN_TIMEOUT = 60          # seconds per program run; SMALL runs in ~10 ms sequentially


def test_corpus_is_present():
    assert len(PROGRAMS) >= 55, PROGRAMS


def _pairs():
    for p in PROGRAMS:
        for t in TARGETS:
            marks = [needs_opencl, pytest.mark.opencl] if t == "opencl" else []
            yield pytest.param(p, t, id=f"{p}-{t}", marks=marks)


@pytest.mark.parametrize("program,target", list(_pairs()))
def test_corpus_matches(program, target, tmp_path):
    rtol, atol = tolerances(program)
    r = check_file(os.path.join(CORPUS, program + ".c"), target=target, rtol=rtol, atol=atol,
                   keep=str(tmp_path), timeout=RUN_TIMEOUT)
    assert r.ok, str(r)
    assert r.comparison.n_numbers > 0, "the program printed no numbers"


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("program", PROGRAMS)
def test_cuda_compiles(program, tmp_path):
    from s2s.driver import translate_file

    path = os.path.join(CORPUS, program + ".c")
    result = translate_file(path, target="cuda")
    files, err = [], None
    try:
        files = compile_cuda_only(result, path, str(tmp_path))
    except CompileError as e:
        err = e
    if err is not None:
        pytest.fail(f"{program}: nvcc -c failed: {err.first_error}\n{err}", pytrace=False)
    assert files and all(os.path.exists(f) for f in files)
