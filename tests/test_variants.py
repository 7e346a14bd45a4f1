"""The corpus's algorithms in other common styles (tests/variants/): each must get the decisions its corpus
spelling gets, and its translation must match the original.

The variants are written for these tests (not copied from any benchmark suite).  Those here exposed a
style that s2s handled worse than the corpus's: doitgen on global arrays of sizes fixed in the source
lost its contraction kernel (see EXPECTED); flat row-major pointers addressed `A[i * n + j]` with the
sizes passed at run time were left sequential on the non-affine subscript (s2s/model/delinearize.py now
models them as the rows they address); each now gets the kernel kinds of its corpus program
(corpus/gemm.c, syrk.c, lu.c, jacobi-2d.c, atax.c, heat-3d.c, 2mm.c at LARGE_DATASET).  The BLAS style,
with a leading dimension apart from the column count (`C[i * ldc + j]` for j < n), was left sequential
the same way: its rows are now those of the leading dimension, behind a runtime test of n <= ldc."""
from __future__ import annotations

import os
from collections import Counter

import pytest

import s2s
from conftest import ROOT, needs_opencl
from s2s.check.runner import check_file
from s2s.codegen.launch_info import cuda_launches

VARIANTS = os.path.join(ROOT, "tests", "variants")

# variant -> the kernel kinds of its CUDA translation at LARGE_DATASET (those of the corpus program)
EXPECTED = {
    "gemm-flat": {"contraction": 1},
    "gemm-flat-cast": {"contraction": 1},      # (size_t)i * n + k: the cast is read through
    "syrk-flat": {"contraction": 1},
    "lu-flat": {"generic": 2, "persistent": 1},
    "jacobi-2d-flat": {"generic": 2, "persistent": 1},
    "atax-flat": {"reduction-group": 1, "reduction-column": 1},
    "heat-3d-flat": {"stencil": 2, "persistent": 1},
    # 2mm with long sizes, restrict pointers and the second factor stored transposed (corpus/2mm.c's two
    # contractions); a transposed sum in float (one 2-D kernel)
    "mm2-flat": {"contraction": 2},
    "transpose-flat": {"generic": 1},
    # the BLAS style: flat pointers with leading dimensions of their own (C[i * ldc + j] for j < n), rows
    # of ldc elements behind a runtime test of n <= ldc (model/builder._flat_subscripts); each program
    # calls its function with ld == n and with padded rows, whose padding it prints; the kinds are those
    # of the same program with ld spelt n
    "gemm-ld": {"contraction": 1},
    "gemv-ld": {"onepass": 1, "generic": 1},
    "jacobi-2d-ld": {"generic": 2, "persistent": 1},
    # global arrays of fixed sizes: the cost model's tie between the user's order and isl's schedule went
    # to the user's order (a reduction kernel per (r, q) point and a copy kernel), where the sizes passed
    # as parameters (corpus/doitgen.c) get the contraction path; now the tie goes to the schedule with
    # more contraction kernels (passes/schedule.py)
    "doitgen-static": {"contraction": 1},
}


def _path(name: str) -> str:
    return os.path.join(VARIANTS, name + ".c")


def test_every_variant_is_listed():
    assert sorted(f[:-2] for f in os.listdir(VARIANTS) if f.endswith(".c")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_variant_decisions(name):
    with open(_path(name)) as f:
        t = s2s.translate(f.read(), target="cuda", defines=["LARGE_DATASET"], filename=_path(name))
    r = t.result
    assert [d.offloaded for d in r.decisions] == [True], [d.decisions for d in r.decisions]
    assert dict(Counter(k.kind for k in cuda_launches(r.programs))) == EXPECTED[name]
    assert not [d for d in t.diagnostics if d["severity"] in ("warning", "error")]


@needs_opencl
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_variant_matches_on_opencl(name, tmp_path):
    r = check_file(_path(name), target="opencl", defines=["MINI_DATASET"], keep=str(tmp_path))
    assert r.ok, str(r)
    assert r.comparison.n_numbers > 0
