"""Issue 12, "faithful C": small valid programs whose translations must compute what C computes.

Each program under tests/faithful/ prints its results; `s2s check` builds and runs the original and the
translation and compares the outputs, on OpenMP and on OpenCL (PoCL) when it is there.
"""
from __future__ import annotations

import os

import pytest

from conftest import ROOT, have_opencl
from s2s.check.runner import check_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _targets() -> list:
    return ["openmp", pytest.param("opencl", marks=pytest.mark.skipif(not have_opencl(), reason="no OpenCL"))]


def _check(name: str, target: str, **kwargs) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target, **kwargs)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


SHADOWING = ["shadow_type.c", "shadow_siblings.c", "shadow_outer_read.c", "shadow_top_level.c",
             "shadow_iterator.c", "shadow_nested.c"]


@pytest.mark.parametrize("target", _targets())
@pytest.mark.parametrize("name", SHADOWING)
def test_block_scopes(name, target):
    _check(name, target)


def test_shadowing_declaration_keeps_its_own_type(scop_of):
    scop = scop_of("""
        double A[10], B[10];
        void f(void) {
          int t = 3;
        #pragma scop
          for (int i = 0; i < 10; i++) { double t = A[i]; B[i] = t; }
        #pragma endscop
        }
    """)
    private = [a for a in scop.arrays.values() if a.kind == "private"]
    assert [a.ctype for a in private] == ["double"]
    assert private[0].name != "t"          # not the function's int t
    assert [lp.var for lp in scop.loops] == ["i"]


def test_loop_reports_use_the_names_as_written(scop_of):
    scop = scop_of("""
        double A[10];
        void f(int i) {
        #pragma scop
          for (int i = 0; i < 10; i++) A[i] = i;
        #pragma endscop
        }
    """)
    assert [lp.var for lp in scop.loops] == ["i"]
    assert scop.params == []
