"""Private copies of scalars indexed by iterators that may be negative (passes/transfers.py: array_box,
DeviceArray.offsets): a scalar declared in the body of a loop `k = -r .. r` (filter taps, stencil offsets)
gets one copy per iteration, indexed by the iterators; the copies are stored at `index - offset`, the
offset being the least index.  Before, such a SCoP stayed sequential on every target ("cannot bound the
extent of an array"). And the arrays of the user's that cannot be bounded are found before isl's scheduler
and the cost model run (transfers.unbounded_arrays)."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")
PROGRAMS = ["private_offsets_conv.c", "private_negative_iters.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", ["openmp", "opencl", "cuda"])
def test_negative_taps_offload_with_offsets(target):
    path = os.path.join(FAITHFUL, "private_offsets_conv.c")
    r = translate_file(path, target=target, force_device=True)
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    prog = r.programs[0]
    offs = {a.name: a.offsets for a in prog.arrays if a.kind == "private" and a.offsets}
    # t (k from -R), p and q (di, dj from -r), s (k down to -2), v (k from lo): all shifted
    assert {"t", "p", "q", "s", "v"} <= set(offs), offs
    assert offs["t"][-1].endswith("-3") and offs["t"][0] is None    # i >= R: no offset
    text = (r.device_text or "") + r.main_text
    assert "const long _t_o1 = " in text or "long _t_o1," in text
    assert " - _t_o1)" in text


def test_offsets_are_the_least_index_where_nothing_else_is_known(tmp_path):
    """A window from `lo`, negative for some calls only: the offset is min(lo, 0), and the extent counts
    from it (never a negative size)."""
    src = tmp_path / "w.c"
    src.write_text("double a[64];\nvoid f(int n, int lo) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
                   "    for (int k = lo; k < lo + 4; k++) {\n      double v = k * 0.5;\n      a[i] += v;\n"
                   "    }\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp", force_device=True)
    (v,) = [a for a in r.programs[0].arrays if a.kind == "private"]
    assert v.offsets[0] is None and v.offsets[1] is not None
    assert "lo" in v.offsets[1] and "lo" in v.extents[1]


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_unbounded_user_array_skips_the_scheduler(tmp_path):
    """A pointer indexed below its start: no device copy, known before scheduling (the decision names the
    array, and isl's scheduler is not run)."""
    src = tmp_path / "u.c"
    src.write_text("void f(int n, double *p, double *q) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
                   "    for (int j = 0; j < n; j++)\n      p[i - 2] += q[j] * 2;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="cuda", force_device=True, verbose=True)
    assert not r.programs
    notes = [d.message for d in r.log.items]
    assert any("isl's scheduler not run" in m for m in notes), notes
    assert any("cannot bound the extent of array 'p'" in m for m in notes), notes
