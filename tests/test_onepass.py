"""One sweep over a matrix for a row and a column reduction (s2s/gpu/onepass.py, s2s/codegen/onepass_code.py,
the `onepass` pass).  CPU only: which pairs are merged and which keep two kernels (and why), the CUDA
output compiled with nvcc, OpenCL and --no-reorder-reductions unchanged (run on PoCL).  The merged kernels
ran on an H100 (2026-11-24, bench LARGE and tests/onepass/rowcol.c at every size, forced onto the device):
every result matched the sequential build."""
from __future__ import annotations

import os
import subprocess

import pytest

from conftest import ROOT, needs_nvcc, needs_opencl
from s2s.check.runner import MATCH, check_file
from s2s.driver import translate_file

HERE = os.path.join(ROOT, "tests", "onepass")


def _translate(path: str, **kw):
    notes = []
    r = translate_file(path, target=kw.pop("target", "cuda"), force_device=True,
                       on_note=lambda d: notes.append(d.message), verbose=True, **kw)
    return r, "\n".join(notes)


def _nvcc(tmp_path, r, name: str) -> None:
    files = r.output_files(str(tmp_path / f"{name}.cu"))
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
    for path in files:
        if path.endswith(".cu"):
            subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-c", path, "-o", str(tmp_path / "k.o")],
                           check=True, capture_output=True)


@pytest.mark.parametrize("path, rows, cols", [
    (os.path.join(ROOT, "corpus", "bicg.c"), "S3", "S2"),
    (os.path.join(ROOT, "corpus", "mvt.c"), "S0", "S1"),        # two nests: x1 = A y1, x2 = A^T y2
    (os.path.join(HERE, "rowcol.c"), "S2", "S3"),              # non-square, a target starting at 1
])
def test_row_and_column_products_share_one_sweep(path, rows, cols):
    r, notes = _translate(path, defines=["LARGE_DATASET"])
    assert f"kernels 0 and 1: one pass over A (rows: {rows}; columns: {cols})" in notes, notes
    text = r.device_text
    assert "__global__ void __launch_bounds__(256) s2s_scop0_kernel0_1(" in text
    assert "s2s_scop0_kernel1(" not in text                 # the column kernel is gone
    # one atomic per row of a tile (after the warp's shuffles), one per column (after shared memory)
    assert text.count("atomicAdd(") == 2 and "__shfl_xor_sync" in text and "_sv_" in text
    # the phases: initialisations (s[j] = 0), the sweep, the statements after the loop (q[i] = acc);
    # mvt's nests update x1 and x2 from their values before the SCoP: the sweep alone
    assert "1L);" in text
    # bicg's acc is forwarded into q[i] (passes/forward.py: `q[i] = 0`, then q[i] accumulates): nothing
    # runs after its loop; rowcol's `y[i] = t * 0.5` still does
    assert ("0L);" in text) == ("mvt" not in path)
    assert ("2L);" in text) == ("rowcol" in path)
    [k] = r.programs[0].kernels
    assert k.onepass is not None and set(k.reduction.forms) == {rows, cols}


@pytest.mark.parametrize("path, reason", [
    # the column product reads the tmp that the row kernel computes
    (os.path.join(ROOT, "corpus", "atax.c"), "the kernels depend on each other through tmp"),
    # the row product reads the s that the column kernel computes
    (os.path.join(HERE, "dependent.c"), "the kernels depend on each other through s"),
    (os.path.join(HERE, "two_matrices.c"), "no matrix read at the same element by both"),
    # the loop over the row ends at the row: the rectangle of rows x columns is not known at the launch
    (os.path.join(HERE, "triangular.c"),
     "kernel 0: the loop's end depends on the point or is not an upper bound"),
])
def test_pairs_that_keep_two_kernels(path, reason):
    r, notes = _translate(path)
    assert f"kernels 0 and 1: two passes over the matrix ({reason})" in notes, notes
    assert [k.onepass for k in r.programs[0].kernels] == [None, None]
    assert "s2s_scop0_kernel1(" in r.device_text and "atomicAdd" not in r.device_text


@needs_nvcc
def test_a_row_kernel_shares_its_sweep_with_one_of_two_column_kernels(tmp_path):
    r, notes = _translate(os.path.join(HERE, "two_cols.c"))
    assert "kernels 0 and 1: one pass over A (rows: S3; columns: S4)" in notes, notes
    assert [(k.index, k.onepass is not None) for k in r.programs[0].kernels] == [(0, True), (2, False)]
    assert "s2s_scop0_kernel2<32><<<" in r.device_text      # a column kernel: a template over its lanes
    _nvcc(tmp_path, r, "two_cols")
    r, notes = _translate(os.path.join(HERE, "two_rows.c"))        # float data, a `-=` update
    assert "kernels 0 and 1: one pass over A (rows: S4; columns: S5)" in notes, notes
    assert "float *_dst_S4_0" in r.device_text
    _nvcc(tmp_path, r, "two_rows")


def test_a_kernel_launched_twice_is_not_merged(monkeypatch):
    """Were the row kernel also launched elsewhere, the merged kernel would run there too."""
    from s2s.codegen.kernel_ir import Block, Launch
    from s2s.passes.lower import KernelIRPass

    run = KernelIRPass.run

    def twice(self, state):
        run(self, state)
        prog = state["kernel-ir"]
        if prog is not None:
            prog.host = Block((prog.host, Launch(0, ())))
    monkeypatch.setattr(KernelIRPass, "run", twice)
    r, notes = _translate(os.path.join(ROOT, "corpus", "bicg.c"))
    assert "one pass over" not in notes and len(r.programs[0].kernels) == 2
    assert r.device_text.count("s2s_scop0_kernel0<<<") == 2


def test_other_targets_and_options_keep_two_kernels():
    bicg = os.path.join(ROOT, "corpus", "bicg.c")
    for kw in ({"reorder_reductions": False}, {"disabled_passes": ("onepass",)}, {"target": "opencl"}):
        r, notes = _translate(bicg, **kw)
        assert "one pass over" not in notes and len(r.programs[0].kernels) == 2, kw
        assert all(k.onepass is None for k in r.programs[0].kernels)
    r, _ = _translate(bicg, reorder_reductions=False)
    assert all(k.reduction is None for k in r.programs[0].kernels)      # sequential sums in each kernel


@needs_nvcc
@pytest.mark.parametrize("size", ["MINI", "SMALL", "MEDIUM", "LARGE"])
def test_cuda_compiles_at_every_size(tmp_path, size):
    """rowcol.c: no row and one column (MINI), thin, one row, wide; bicg and mvt at LARGE."""
    r, notes = _translate(os.path.join(HERE, "rowcol.c"), defines=[f"{size}_DATASET"])
    assert "one pass over A" in notes
    _nvcc(tmp_path, r, "rowcol")
    if size == "LARGE":
        for name in ("bicg", "mvt"):
            r, _ = _translate(os.path.join(ROOT, "corpus", f"{name}.c"), defines=["LARGE_DATASET"])
            _nvcc(tmp_path, r, name)


@needs_opencl
@pytest.mark.parametrize("reorder", [True, False])
def test_rowcol_matches_on_opencl(reorder):
    """The same program on PoCL (OpenCL keeps the two kernels), with and without reordered sums."""
    res = check_file(os.path.join(HERE, "rowcol.c"), target="opencl", defines=["SMALL_DATASET"],
                     reorder_reductions=reorder)
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
