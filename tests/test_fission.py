"""Kernel fission by statement groups (s2s/gpu/fission.py, device_split._maybe_fission): a kernel of two
products (symm in any loop order) that the contraction pass refuses becomes one contraction kernel per
product, in an order the dependences allow; a kernel whose statements depend on each other both ways, or
whose parts would not all be contractions, stays one kernel."""
from __future__ import annotations

import os
import textwrap

import islpy as isl
import pytest
from conftest import have_opencl

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.gpu.fission import statement_groups

MAIN = """
#include <stdio.h>
static double A[M][M], B[M][N], C[M][N], D[2 * M][N];
int main(void) {
  for (int i = 0; i < M; i++)
    for (int k = 0; k < M; k++)
      A[i][k] = (double)((i * 7 + k * 3) % 11) / 11 - 0.3;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      B[i][j] = (double)((i * 5 + j) % 13) / 13;
      C[i][j] = (double)((i + 2 * j) % 5) / 5;
    }
  for (int i = 0; i < 2 * M; i++)
    for (int j = 0; j < N; j++)
      D[i][j] = (double)((i + j) % 7) / 7;
  kernel(M, N, A, B, C, D);
  double s = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      s += C[i][j] * (i + 1) + j;
      if ((i * N + j) % 11 == 0) printf("%.12e\\n", C[i][j]);
    }
  printf("%.12e\\n", s);
  return 0;
}
"""

# columns outermost; the partial sum over the rows k < i in a scalar of the loop body, the rows k > i
# updated in place (C[k][j] += ...)
COLS = """
void kernel(int m, int n, double A[m][m], double B[m][n], double C[m][n], double D[2 * m][n]) {
#pragma scop
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++) {
      double t2 = 0.0;
      for (int k = 0; k < i; k++) {
        C[k][j] += 0.75 * B[i][j] * A[i][k];
        t2 += B[k][j] * A[i][k];
      }
      C[i][j] = 1.5 * C[i][j] + 0.75 * B[i][j] * A[i][i] + 0.75 * t2;
    }
#pragma endscop
}
"""

# one accumulator, two loops: the stored triangle row by row (k <= i), then down the column (k > i)
ONE_ACC = """
void kernel(int m, int n, double A[m][m], double B[m][n], double C[m][n], double D[2 * m][n]) {
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0;
      for (int k = 0; k <= i; k++)
        acc += A[i][k] * B[k][j];
      for (int k = i + 1; k < m; k++)
        acc += A[k][i] * B[k][j];
      C[i][j] = 0.5 * C[i][j] + 2.0 * acc;
    }
#pragma endscop
}
"""

# the second sum reads D[i + k][j], which depends on k and on both mapped loops: not a contraction's
# operand, so splitting would buy nothing: one generic kernel
NOT_BOTH = """
void kernel(int m, int n, double A[m][m], double B[m][n], double C[m][n], double D[2 * m][n]) {
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double t = 0, s = 0;
      for (int k = 0; k < m; k++)
        t += A[i][k] * B[k][j];
      for (int k = 0; k < m; k++)
        s += D[i + k][j];
      C[i][j] = t + 0.5 * s;
    }
#pragma endscop
}
"""

# two sums in one k loop, the second reading the first's running value: each statement depends on the
# other (t flows to u at k, u's read of t precedes t's write at k + 1), one group, one kernel
CYCLE = """
void kernel(int m, int n, double A[m][m], double B[m][n], double C[m][n], double D[2 * m][n]) {
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double t = 0, u = 0;
      for (int k = 0; k < m; k++) {
        t += A[i][k] * B[k][j];
        u += 0.001 * t * B[k][j];
      }
      C[i][j] = t + u;
    }
#pragma endscop
}
"""


def _write(tmp_path, name: str, kernel: str, m: int, n: int) -> str:
    path = tmp_path / f"{name}.c"
    path.write_text(f"#define M {m}\n#define N {n}\n" + textwrap.dedent(kernel) + MAIN)
    return str(path)


def _kernels(path: str, **kw):
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True, **kw)
    return [k for p in r.programs for k in p.kernels]


@pytest.mark.parametrize("kernel,statements", [
    (COLS, [["S0", "S2", "S3"], ["S1"]]),          # t2's product with its setup and finish; C's rows k > i
    (ONE_ACC, [["S0", "S1"], ["S2", "S3"]]),       # acc passes from one kernel to the next in memory
])
def test_two_products_become_two_contractions(tmp_path, kernel, statements):
    ks = _kernels(_write(tmp_path, "two", kernel, 200, 240))
    assert [k.statements for k in ks] == statements
    assert all(k.contraction is not None for k in ks)


@pytest.mark.parametrize("disabled", ["fission", "contraction"])
def test_no_split_without_the_pass_or_the_contraction_pass(tmp_path, disabled):
    ks = _kernels(_write(tmp_path, "cols", COLS, 200, 240), disabled_passes=[disabled])
    assert len(ks) == 1 and ks[0].contraction is None


# a finish the planner refuses (it writes the accumulator's array at another element, with another value)
# and a mirror copy made before the product ends: each goes to a kernel of its own, the product is a
# contraction (tests/test_contraction.py's refusals, which run without this pass)
MIRROR_AFTER = """
void kernel(int m, int n, double A[m][m], double B[m][n], double C[m][n], double D[2 * m][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      for (int k = 0; k < m; k++)
        C[i][j] += B[k][i] * B[k][j];
      C[j][i] = 2 * C[i][j];
    }
#pragma endscop
}
"""
MIRROR_BEFORE = """
void kernel(int m, int n, double A[m][m], double B[m][n], double C[m][n], double D[2 * m][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      C[i][j] = 0;
      C[j][i] = C[i][j];
      for (int k = 0; k < m; k++)
        C[i][j] += B[k][i] * B[k][j];
    }
#pragma endscop
}
"""


@pytest.mark.parametrize("kernel,statements,fast", [(MIRROR_AFTER, [["S0"], ["S1"]], [True, False]),
                                                    (MIRROR_BEFORE, [["S0", "S1"], ["S2"]], [False, True])])
def test_refused_finish_goes_to_a_kernel_of_its_own(tmp_path, kernel, statements, fast):
    ks = _kernels(_write(tmp_path, "mirror", kernel, 130, 130))
    assert [k.statements for k in ks] == statements
    assert [k.contraction is not None for k in ks] == fast


@pytest.mark.parametrize("kernel", [NOT_BOTH, CYCLE])
def test_kernel_stays_whole(tmp_path, kernel):
    ks = _kernels(_write(tmp_path, "whole", kernel, 100, 120))
    assert len(ks) == 1 and ks[0].contraction is None


def test_no_split_that_frees_no_product():
    # stencils fused by isl's schedule, a 3-D one with its third loop inside the 2-D kernel's points:
    # split, that loop would be mapped too, but no part is a contraction: not this pass's case
    path = os.path.join(os.path.dirname(__file__), "faithful", "stencil_queue_shapes.c")
    r = translate_file(path, target="cuda", log=DiagnosticLog())
    assert [len(p.kernels) for p in r.programs][0] == 1
    assert not [d for dd in r.decisions for d in dd.decisions if "fission" in d]


def test_groups_follow_the_dependences():
    dom = isl.UnionSet("[n] -> { S0[i] : 0 <= i < n; S1[i] : 0 <= i < n; S2[i] : 0 <= i < n; "
                       "S3[i] : 0 <= i < n }")
    # S1 and S2 feed each other (one group); S3 feeds S0, so S3's group runs first whatever the text order
    deps = isl.UnionMap("[n] -> { S1[i] -> S2[i]; S2[i] -> S1[i + 1]; S3[i] -> S0[i]; S0[i] -> S1[i] }")
    assert statement_groups(dom, deps, ["S0", "S1", "S2", "S3"]) == [["S3"], ["S0"], ["S1", "S2"]]
    assert statement_groups(dom, isl.UnionMap("[n] -> { S0[i] -> S1[i]; S1[i] -> S2[i]; S2[i] -> S3[i]; "
                                              "S3[i] -> S0[i + 1] }"), ["S0", "S1", "S2", "S3"]) is None


def _targets() -> list:
    return ["openmp", pytest.param("opencl", marks=pytest.mark.skipif(not have_opencl(), reason="no OpenCL"))]


@pytest.mark.parametrize("target", _targets())
@pytest.mark.parametrize("name,kernel,m,n", [("cols", COLS, 133, 150), ("one_acc", ONE_ACC, 141, 97),
                                             ("cols_small", COLS, 7, 5), ("not_both", NOT_BOTH, 45, 38),
                                             ("cycle", CYCLE, 41, 33), ("mirror_after", MIRROR_AFTER, 70, 70),
                                             ("mirror_before", MIRROR_BEFORE, 70, 70)])
def test_split_code_matches_the_original(tmp_path, name, kernel, m, n, target):
    r = check_file(_write(tmp_path, name, kernel, m, n), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-2000:])
