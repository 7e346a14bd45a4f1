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


@pytest.mark.parametrize("target", host_targets())
def test_forwarded_translation_matches(target, tmp_path):
    r = check_file(PREFIX_MAX, target=target, keep=str(tmp_path))
    assert r.ok, str(r)
