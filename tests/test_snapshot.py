"""Snapshots (s2s/passes/snapshot.py): reads that only ever see values from before the SCoP read a device
copy made at its start, so the anti-dependences of in-place updates stop serialising loops."""
from __future__ import annotations

import os
import textwrap

import pytest
from conftest import ROOT, have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

HERE = os.path.join(ROOT, "tests", "snapshot")
PROGRAMS = ["trmm_ascending.c", "shifted_rows.c"]


def _translate(path: str, target: str = "cuda", **kw):
    return translate_file(path, target=target, log=DiagnosticLog(), verbose=True, **kw)


def _decisions(res) -> list[str]:
    return [t for d in res.decisions for t in d.decisions]


@pytest.mark.parametrize("name", PROGRAMS)
def test_live_in_reads_read_the_copy(name):
    res = _translate(os.path.join(HERE, name))
    notes = [t for t in _decisions(res) if t.startswith("snapshot:")]
    assert len(notes) == 1, _decisions(res)
    prog = res.programs[0]
    snaps = [a for a in prog.arrays if a.source is not None]
    assert len(snaps) == 1
    src = next(a for a in prog.arrays if a.name == snaps[0].source)
    # the copy is made on the device from the array's copied-in values, with the same extents
    assert src.copy_in and not snaps[0].copy_in and not snaps[0].copy_out
    assert snaps[0].extents == src.extents
    assert "cudaMemcpyDeviceToDevice" in res.device_text


def test_trmm_nest_becomes_parallel():
    # without the copy, the row loop carries anti-dependences: one parallel loop (j) at most
    def update_kernel(**kw) -> str:
        notes = _decisions(_translate(os.path.join(HERE, "trmm_ascending.c"), **kw))
        return next(t for t in notes if t.startswith("kernel") and "statements S0" in t)

    assert "2 parallel loops mapped" in update_kernel()
    assert "1 parallel loop mapped" in update_kernel(disabled_passes=["snapshot"])


def test_read_with_a_source_in_the_scop_keeps_its_array(tmp_path):
    # the read of A[i - 1] sees the value written one iteration earlier: never renamed
    p = tmp_path / "chain.c"
    p.write_text(textwrap.dedent("""
        void f(int n, double A[n], double B[n]) {
        #pragma scop
          for (int i = 1; i < n; i++)
            A[i] = A[i - 1] * 0.5 + B[i];
        #pragma endscop
        }
    """))
    res = _translate(str(p))
    assert not any(t.startswith("snapshot:") for t in _decisions(res))


def test_compound_assignment_is_not_split(tmp_path):
    # `X[i][j] += ...` is one C node read and written: its read is never renamed, even though each of its
    # instances reads the value from before the SCoP; the other read (a later row) is
    p = tmp_path / "compound.c"
    p.write_text(textwrap.dedent("""
        void f(int n, int m, double X[n][m]) {
        #pragma scop
          for (int i = 0; i < n - 1; i++)
            for (int j = 0; j < m; j++)
              X[i][j] += 0.5 * X[i + 1][j];
        #pragma endscop
        }
    """))
    res = _translate(str(p))
    assert any(t.startswith("snapshot:") for t in _decisions(res))
    line = next((x for x in res.device_text.splitlines() if "+= 0.5" in x), None)
    assert line is not None, res.device_text
    lhs, rhs = line.split("+=")
    assert lhs.strip().startswith("X[") and rhs.count("s2s_in_X[") == 1 and "(_g0 + 1)" in rhs, line


def test_openmp_target_never_copies():
    res = _translate(os.path.join(HERE, "trmm_ascending.c"), target="openmp")
    assert not any(t.startswith("snapshot:") for t in _decisions(res))


def test_disabled_pass_keeps_the_reads():
    res = _translate(os.path.join(HERE, "trmm_ascending.c"), disabled_passes=["snapshot"])
    assert not any(t.startswith("snapshot:") for t in _decisions(res))
    assert all(a.source is None for a in res.programs[0].arrays)


@pytest.mark.opencl
@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("name", PROGRAMS)
def test_snapshot_results_match(name):
    r = check_file(os.path.join(HERE, name), target="opencl")
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PROGRAMS)
def test_snapshot_cuda_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(HERE, name)
    res = translate_file(path, target="cuda")
    assert "cudaMemcpyDeviceToDevice" in res.device_text
    compile_cuda_only(res, path, str(tmp_path))
