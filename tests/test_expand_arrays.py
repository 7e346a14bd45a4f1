"""Expansion of buffer arrays (s2s/passes/expand_arrays.py): an array that every iteration of outer loops
fills before reading gets a copy per iteration, which frees those loops; the last iteration's copy is
copied back at the end, so the array holds what the program leaves in it."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.frontend.load import load
from s2s.passes.expand_arrays import candidates, expand

HERE = os.path.join(ROOT, "tests", "expand_arrays")
EXPANDED = {"buffer_rows.c": ("t", "b, i"), "buffer_2d.c": ("T", "i"),
            # the other loop order, float data, unsigned and long iterators, a shifted subscript
            "q_order_float_unsigned.c": ("sum", "q, r"),
            # an int global buffer under a step-2 loop, read at neighbouring elements
            "int_step.c": ("buf", "y")}
KEPT = ["partial_last.c", "carried.c", "too_large.c"]


def _notes(path: str, target: str = "cuda", **kw) -> list[str]:
    res = translate_file(path, target=target, log=DiagnosticLog(), verbose=True, **kw)
    return [t for d in res.decisions for t in d.decisions]


def _expanded(notes: list[str]) -> str | None:
    return next((t for t in notes if t.startswith("expand-arrays:") and "becomes" in t), None)


@pytest.mark.parametrize("target", ["cuda", "opencl", "openmp"])
@pytest.mark.parametrize("name", sorted(EXPANDED))
def test_buffers_are_expanded_and_their_loops_freed(name, target):
    array, loops = EXPANDED[name]
    note = _expanded(_notes(os.path.join(HERE, name), target))
    assert note is not None and note.startswith(f"expand-arrays: {array} becomes {array}_x"), note
    assert f"one copy per iteration of {loops}" in note and f"makes {loops} parallel" in note, note


def test_disabled_pass_keeps_the_buffer():
    notes = _notes(os.path.join(HERE, "buffer_rows.c"), disabled_passes=["expand-arrays"])
    assert _expanded(notes) is None
    mapped = [t for t in notes if t.startswith("kernel") and "mapped" in t]
    assert mapped and all("1 parallel loop mapped" in t for t in mapped), mapped


@pytest.mark.parametrize("name", KEPT)
def test_buffers_that_cannot_or_should_not_be_expanded(name):
    notes = _notes(os.path.join(HERE, name))
    assert _expanded(notes) is None, notes
    if name == "too_large.c":
        assert any("tmp not expanded: its copies would take more than 2 times" in t for t in notes), notes


def test_why_not_candidates():
    """partial_last: its last iteration writes t[0] only; carried: t[0] is read before the iteration
    writes it (a value from the previous iteration, or from before the SCoP)."""
    for name in ("partial_last.c", "carried.c"):
        scop = load(os.path.join(HERE, name)).scops[0]
        assert candidates(scop) == [], name


def test_copy_back_statement():
    """The statement added at the end reads the last iteration's copy and writes every element that some
    iteration writes, and nothing else."""
    scop = load(os.path.join(HERE, "buffer_rows.c")).scops[0]
    (web,) = candidates(scop)
    new = expand(scop, web)
    copy = new.statements[-1]
    assert copy.text == "t[_s2s_e0] = t_x[((long) nb) - 1][((long) ni) - 1][_s2s_e0]"
    (w,) = copy.writes
    (r,) = copy.reads
    assert w.array == "t" and r.array == "t_x"
    assert w.relation.range().is_equal(web.written.set_tuple_name("t").intersect_params(scop.context)
                                       .intersect(w.relation.range()))
    assert not any(a.array == "t" for st in new.statements[:-1] for a in st.accesses)
    # the copy runs after every other statement in the original order: first schedule dimension
    first = copy.schedule.intersect_domain(copy.domain).range().dim_min_val(0)
    for st in new.statements[:-1]:
        assert st.schedule.intersect_domain(st.domain).range().dim_max_val(0).lt(first), st.name


@pytest.mark.parametrize("target", [
    "openmp", pytest.param("opencl", marks=[pytest.mark.opencl,
                                             pytest.mark.skipif(not have_opencl(), reason="no OpenCL")])])
@pytest.mark.parametrize("name", sorted(EXPANDED) + KEPT)
def test_results_match(name, target):
    r = check_file(os.path.join(HERE, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", sorted(EXPANDED))
def test_cuda_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(HERE, name)
    compile_cuda_only(translate_file(path, target="cuda"), path, str(tmp_path))
