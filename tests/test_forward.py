"""A private scalar loaded from an array element at the start of an iteration and stored back into it at
its end stands for the element (passes/forward.py): nussinov with the cell's score in a local int
(tests/variants/nussinov-acc.c) stayed on the host; accumulating into the element is the shape the
reduction planner knows."""
from __future__ import annotations

import os

import pytest

from conftest import ROOT, host_targets
from s2s.check.runner import check_file
from s2s.driver import translate_file

PREFIX_MAX = os.path.join(ROOT, "tests", "forward", "prefix_max.c")
OUTER = os.path.join(ROOT, "tests", "forward", "outer_scalar.c")


def _forwarded(path: str) -> list[str]:
    r = translate_file(path, target="cuda", force_device=True)
    return [x for d in r.decisions for x in d.decisions if x.startswith("forwarded:")]


def test_the_scalar_becomes_the_element_only_where_nothing_else_touches_it():
    # the second nest's loop reads T[i][j] itself (k <= j) while the scalar holds its new value
    assert _forwarded(PREFIX_MAX) == ["forwarded: best as S[i][j]: the scalar stands for the element during "
                                      "its iteration"]


def test_other_reads_of_the_element_and_other_types_keep_the_scalar(tmp_path):
    path = tmp_path / "kept.c"
    path.write_text("""
        void f(int n, int S[n][n], float F[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 1; j < n; j++) {
              int best = S[i][j];
              best = best + S[i][j - 1];
              best = best * 2 + S[i][j];
              S[i][j] = best;
            }
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
              double s = F[i][j];
              for (int k = 0; k < n; k++)
                s = s + F[k][0] * 0.1;
              F[i][j] = s;
            }
        #pragma endscop
        }
    """)
    assert _forwarded(str(path)) == []      # S[i][j] read in between; a double for a float element


def test_outer_scalars_are_forwarded_after_privatization():
    """ludcmp's w (declared outside, one web per loop nest): each web becomes the element its last
    statement stores into, also when the load reads another array (y[i] from b[i]) and the store is an
    expression (A[i][j] = w / A[j][j]); s (its store reads the element) and t (only read between its
    load and store) keep their private copies."""
    assert _forwarded(OUTER) == ["forwarded: w_0 as A[i][j], w_1 as A[i][j], w_2 as y[i], w_3 as x[i]: the "
                                 "scalar stands for the element during its iteration"]
    r = translate_file(OUTER, target="cuda", force_device=True)
    scop = r.programs[0].scop
    assert sorted(n for n, a in scop.arrays.items() if a.kind == "private") == ["s", "t"]
    texts = [st.text for st in scop.statements]
    assert "y[i] = b[i]" in texts and "A[i][j] = A[i][j] / A[j][j]" in texts
    assert "A[i][j] = A[i][j]" not in texts


def test_a_load_in_fewer_iterations_than_the_store_keeps_the_scalar(tmp_path):
    path = tmp_path / "cond.c"
    path.write_text("""
        void f(int n, double A[n][n], double B[n][n]) {
          double w;
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
              if (j > 0)
                w = A[i][j];
              if (j == 0)
                w = 1.0;
              for (int k = 0; k < n; k++)
                w += B[i][k];
              A[i][j] = w;
            }
        #pragma endscop
        }
    """)
    assert _forwarded(str(path)) == []


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("path", [PREFIX_MAX, OUTER])
def test_forwarded_translation_matches(target, path, tmp_path):
    r = check_file(path, target=target, keep=str(tmp_path))
    assert r.ok, str(r)
