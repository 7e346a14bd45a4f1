"""Index-set splitting at pivot planes (s2s/passes/split.py): Floyd–Warshall-like nests, whose every loop
carries a dependence, run as a sequence of parallel pieces per pivot, in an order that keeps the
program's meaning even where the pivot row and column change (negative cycles)."""
from __future__ import annotations

import os
import textwrap

import islpy as isl
import pytest
from conftest import ROOT, have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.passes.split import ordered_cells, plane_text

HERE = os.path.join(ROOT, "tests", "split")
PROGRAMS = ["floyd_negative.c", "closure_columns.c", "bottleneck_paths.c"]


def _translate(path: str, target: str = "cuda", **kw):
    return translate_file(path, target=target, log=DiagnosticLog(), verbose=True, **kw)


def _decisions(res) -> list[str]:
    return [t for d in res.decisions for t in d.decisions]


@pytest.mark.parametrize("name", PROGRAMS)
def test_pivot_nest_splits_into_nine_parallel_pieces(name):
    res = _translate(os.path.join(HERE, name), force_device=True)
    notes = _decisions(res)
    split = [t for t in notes if t.startswith("split:")]
    assert len(split) == 1, notes
    assert "i == k" in split[0] and "j == k" in split[0] and "9 pieces" in split[0], split[0]
    # independent pieces with as many free loops run as one nest: per k, the quadrant before the pivot,
    # its half row and column, the two off-diagonal quadrants, the pivot, the other half row and column,
    # the last quadrant
    assert "as 6 nests" in split[0], split[0]
    kernels = [t for t in notes if t.startswith("kernel ") and "parallel loop" in t and "statements" in t]
    assert len(kernels) == 6, kernels
    # the quadrants (i and j both off the pivot) map two loops; the pivot's half rows and columns one
    assert sum("2 parallel loops mapped" in t for t in kernels) == 3, kernels
    assert sum("1 parallel loop mapped" in t for t in kernels) == 2, kernels
    assert res.programs and res.programs[0] is not None


def test_without_the_split_the_nest_stays_sequential():
    res = _translate(os.path.join(HERE, "floyd_negative.c"), disabled_passes=["split"])
    notes = _decisions(res)
    assert not any(t.startswith("split:") for t in notes)
    # isl's wavefront at best: one parallel loop per launch, a launch per diagonal
    assert not any("2 parallel loops mapped" in t for t in notes), notes


def test_openmp_target_runs_the_pieces_in_parallel_regions():
    # five parallel loops per pivot (eight pieces, the independent ones merged); the pivot itself,
    # d[k][k], is one instance
    res = _translate(os.path.join(HERE, "floyd_negative.c"), target="openmp")
    assert any(t.startswith("split:") for t in _decisions(res))
    text = res.main_text
    assert text.count("#pragma omp parallel for") + text.count("#pragma omp for") == 5, text


def test_no_plane_no_split(tmp_path):
    # a matrix product: every dependence is along k, no instance set on a plane: nothing to split
    p = tmp_path / "mm.c"
    p.write_text(textwrap.dedent("""
        void f(int n, double A[n][n], double B[n][n], double C[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
              for (int k = 0; k < n; k++)
                C[i][j] += A[i][k] * B[k][j];
        #pragma endscop
        }
    """))
    assert not any(t.startswith("split:") for t in _decisions(_translate(str(p))))


def test_cells_that_depend_on_each_other_are_not_ordered():
    # a cycle between two cells: no order of the pieces keeps both dependences
    a = isl.Set("{ S[k, i] : 0 <= k < 10 and 0 <= i < 5 }")
    b = isl.Set("{ S[k, i] : 0 <= k < 10 and 5 <= i < 10 }")
    same = isl.UnionMap("{ S[k, i] -> S[k, i2] }")
    deps = isl.UnionMap("{ S[k, i] -> S[k, i + 5] : i < 5; S[k, i] -> S[k, i - 4] : i >= 5 }")
    assert ordered_cells([a, b], deps, same) is None
    one_way = isl.UnionMap("{ S[k, i] -> S[k, i + 5] : i < 5 }")
    order = ordered_cells([b, a], one_way, same)
    assert order is not None and order[0].is_equal(a) and order[1].is_equal(b)


def test_plane_text():
    assert plane_text(isl.Aff("{ S[k, i, j] -> [(i - k)] }")) == "i == k"
    assert plane_text(isl.Aff("[n] -> { S[i, j, k] -> [(1 - i + k)] }")) == "k == i - 1"
    assert plane_text(isl.Aff("{ S[i, j, k] -> [(k)] }")) == "k == 0"
    assert plane_text(isl.Aff("{ S[i, j, k] -> [(2i - j + 4)] }")) == "2*i == j - 4"


@pytest.mark.opencl
@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("name", PROGRAMS)
def test_split_results_match(name):
    r = check_file(os.path.join(HERE, name), target="opencl")
    assert r.status == "match", (r.status, r.message, r.details[-3000:])
    assert r.offloaded == 1


@pytest.mark.opencl
@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_split_matches_at_other_sizes():
    for n in ("1", "2", "17"):
        r = check_file(os.path.join(HERE, "floyd_negative.c"), target="opencl", args=(n,))
        assert r.status == "match", (n, r.status, r.message, r.details[-3000:])


def test_openmp_results_match():
    r = check_file(os.path.join(HERE, "floyd_negative.c"), target="openmp")
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PROGRAMS)
def test_split_cuda_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(HERE, name)
    res = translate_file(path, target="cuda", force_device=True)
    compile_cuda_only(res, path, str(tmp_path))


def test_merged_pieces_are_counted_as_their_points():
    """The cost model counts a row and a column of the matrix (one merged nest) as 2n - 1 points, not as
    the square that bounds them."""
    import islpy as isl

    from s2s.gpu.cost import box_volume
    cross = isl.Set("[n] -> { S[k, i, j] : k = 5 and 0 <= i < n and 0 <= j < n and (i = k or j = k) }")
    assert box_volume(cross, 100) == 199
    square = isl.Set("[n] -> { S[k, i, j] : k = 5 and 0 <= i < n and 0 <= j < n }")
    assert box_volume(square, 100) == 100 * 100
