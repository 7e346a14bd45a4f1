"""Loops that step a second index with their iterator (`for (i = 0, j = n - 1; i < n; i++, j--)`,
s2s/model/paired_iterators.py): the second index is read as its value in the iterator, and the loop is
modelled like any other, where that is the program C runs."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

DIR = os.path.join(ROOT, "tests", "paired")
SEQUENTIAL = {"live_after.c": (9, 3), "writes_j.c": (10, 3)}


def _warnings(name: str):
    log = DiagnosticLog()
    r = translate_file(os.path.join(DIR, name), target="opencl", log=log, force_device=True)
    return r, [(d.loc.line, d.loc.col, d.message) for d in log.items if d.severity == "warning"]


@pytest.mark.parametrize("name", ["steps.c", "nested.c"])
def test_paired_loops_are_offloaded(name):
    r, warnings = _warnings(name)
    assert warnings == [] and len(r.programs) == 1


@pytest.mark.parametrize("name", sorted(SEQUENTIAL))
def test_a_second_index_that_is_not_a_function_of_the_iterator_stays_sequential(name):
    r, warnings = _warnings(name)
    assert not r.programs
    assert [(ln, c) for ln, c, _ in warnings] == [SEQUENTIAL[name]]
    assert "steps a second variable with its iterator" in warnings[0][2]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["steps.c", "nested.c", "live_after.c", "writes_j.c"])
def test_matches_the_sequential_build(name, target):
    r = check_file(os.path.join(DIR, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["steps.c", "nested.c"])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(DIR, name)
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))
