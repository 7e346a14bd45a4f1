"""Tables of row pointers (`double **A`, `double *A[N]`, indexed `A[i][j]`): modelled as 2-D arrays whose
rows a runtime test proves apart (s2s/model/row_footprint.py); OpenMP indexes through the row pointers,
CUDA and OpenCL keep such SCoPs on the host with a warning.

The faithful programs (tests/faithful/row_ptrs_*.c) are checked against the sequential build, and the
runtime test's verdict of each call is read from an instrumented build of the OpenMP translation: the
distinct tables run in parallel, every aliasing shape runs the original code."""
from __future__ import annotations

import os
import subprocess

import pytest
from conftest import ROOT, needs_nvcc

from s2s.driver import translate_file
from s2s.model.footprint import alias_plan
from s2s.model.row_footprint import HELPERS, helpers_code
from faithful_round import test_matches  # noqa: F401  (over PROGRAMS)

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

# (row_pointer_arrays.c and f20c_shared_row_ptrs.c are checked by their rounds: test_faithful_11, _20c)
PROGRAMS = ["row_ptrs_products.c", "row_ptrs_aliasing.c"]

GEMM = """void mm(int n, double **A, double **B, double **C) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = 0;
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
#pragma endscop
}
"""


def _warnings(tmp_path, text: str, target: str = "openmp") -> list[tuple[int, str]]:
    src = tmp_path / "w.c"
    src.write_text(text)
    r = translate_file(str(src), target=target)
    return [(d.loc.line, d.message) for d in r.log.items if d.severity == "warning"]


def test_access_is_two_dimensional(scop_of):
    scop = scop_of(GEMM)
    for name in "ABC":
        arr = scop.arrays[name]
        assert arr.row_pointers and arr.rank == 2 and arr.ctype == "double", arr


def test_written_table_is_tested_row_by_row(scop_of):
    plan = alias_plan(scop_of(GEMM))
    assert plan.pairs == []                     # (no whole-object test of the tables)
    assert plan.row_test is not None and plan.row_test.tables == ["A", "B", "C"]
    assert plan.row_test.written == ["C"]
    assert plan.condition.startswith("s2s_ranges_disjoint(")
    assert plan.condition.count("s2s_ranges_rows_double(") == 3
    assert "rows of A" in plan.describe() and "the original code runs" in plan.describe()


def test_read_only_tables_need_no_test(scop_of):
    text = """double total(int n, double **A, double **B) {
  double s = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j] * B[j][i];
#pragma endscop
  return s;
}
"""
    assert alias_plan(scop_of(text)).row_test is None


def test_written_flat_array_against_read_only_rows(scop_of):
    text = """void mv(int n, const double **A, double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
  }
#pragma endscop
}
"""
    plan = alias_plan(scop_of(text))
    assert plan.row_test is not None and plan.row_test.written == ["y"]
    assert plan.row_test.objects == ["y"]          # (x is read only, like the rows)
    assert plan.pairs == [("y", "x")]
    assert "s2s_ranges_rows_const_double(" in plan.condition


def test_restrict_flat_pointer_is_not_tested_against_rows(scop_of):
    text = """void mv(int n, double **A, double *restrict y) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] = y[i] + A[i][j];
#pragma endscop
}
"""
    assert alias_plan(scop_of(text)).row_test is None


@pytest.mark.parametrize("body, message", [
    ("A[i] = x;", "'A[i]' uses the row pointer of 'A' itself"),
    ("x[i] = A[i] == x ? 1.0 : 2.0;", "'A[i]' uses the row pointer of 'A' itself"),
    ("A = B;", "assignment to the array or pointer 'A' itself"),
    ("(A[i] + 1)[0] = x[i];", "is not a plain array name"),
    ("x[i] = *A[i];", "'*A[i]'"),
])
def test_row_pointers_written_or_used_stay_sequential(tmp_path, body, message):
    text = f"""void f(int n, double **A, double **B, double *x) {{
#pragma scop
  for (int i = 0; i < n; i++)
    {body}
#pragma endscop
}}
"""
    warned = _warnings(tmp_path, text)
    assert len(warned) == 1 and warned[0][0] == 4 and "SCoP left sequential" in warned[0][1], warned
    assert message in warned[0][1], warned


def test_pointer_to_row_pointers_stays_sequential(tmp_path):
    text = """void f(int n, double ***A, double *x) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = A[i][0][1];
#pragma endscop
}
"""
    warned = _warnings(tmp_path, text)
    assert len(warned) == 1 and "pointer to pointers" in warned[0][1], warned


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_device_targets_keep_tables_on_the_host(tmp_path, target):
    src = tmp_path / "mm.c"
    src.write_text(GEMM)
    r = translate_file(str(src), target=target, force_device=True)
    assert not r.programs
    warned = [d.message for d in r.log.items if d.severity == "warning"]
    assert any("tables of row pointers" in w and "--target openmp" in w for w in warned), warned


def test_openmp_indexes_through_row_pointers(tmp_path):
    src = tmp_path / "mm.c"
    src.write_text(GEMM)
    r = translate_file(str(src), target="openmp")
    assert len(r.programs) == 1
    assert "#pragma omp parallel for" in r.main_text and "C[_g0][_c0]" in r.main_text
    assert r.main_text.count("static int s2s_ranges_disjoint(") == 1
    assert "static struct s2s_ranges *s2s_ranges_rows_double(" in r.main_text


def test_assume_no_alias_drops_the_row_test(tmp_path):
    src = tmp_path / "mm.c"
    src.write_text(GEMM)
    r = translate_file(str(src), target="openmp", assume_no_alias=True)
    assert "s2s_ranges" not in r.main_text
    assert any("no overlap test of the rows of A, B, C" in t for d in r.decisions for t in d.decisions)


# ---------------------------------------------------------------------------------------------------------
# the emitted helpers, compiled and run: which sets of ranges they find disjoint

RANGES_MAIN = r"""
#include <stdio.h>
static double m[64];
static double *row[8];
static int test(double **t, long lo, long hi, long clo, long chi, int w, const double *x, long nx, int xw) {
  return s2s_ranges_disjoint(s2s_ranges_add(s2s_ranges_rows_double(s2s_ranges_new(), t, lo, hi, clo, chi, w),
                                            (const char *)x, (const char *)(x + nx), xw));
}
int main(void) {
  int i;
  for (i = 0; i < 8; i++) row[i] = m + 8 * i;
  printf("%d", test(row, 0, 7, 0, 7, 1, m, 0, 0));        /* distinct rows: 1 */
  printf("%d", test(row, 0, 7, 0, 8, 1, m, 0, 0));        /* each row one past its own: 0 */
  printf("%d", test(row, 1, 6, 0, 7, 1, m, 8, 0));        /* x is row 0, not touched: 1 */
  printf("%d", test(row, 0, 6, 0, 7, 1, m + 56, 8, 0));   /* x is row 7, not touched: 1 */
  printf("%d", test(row, 0, 7, 0, 7, 0, m + 3, 2, 0));    /* reads only: 1 */
  printf("%d", test(row, 0, 7, 0, 7, 0, m + 3, 2, 1));    /* x written inside a read row: 0 */
  printf("%d", test(row, 0, 7, 2, 3, 1, m + 4, 4, 0));    /* columns 2..3 only, x at 4..7: 1 */
  row[5] = row[2];
  printf("%d", test(row, 0, 7, 0, 7, 0, m, 0, 0));        /* shared row, read only: 1 */
  printf("%d", test(row, 0, 7, 0, 7, 1, m, 0, 0));        /* shared row, written: 0 */
  printf("%d", test(row, 6, 7, 0, 7, 1, m, 0, 0));        /* shared row not touched: 1 */
  printf("%d", test(row, 3, 2, 0, 7, 1, m, 64, 1));       /* no row touched: 1 */
  printf("\n");
  return 0;
}
"""


def test_helpers_find_overlapping_ranges(tmp_path):
    src = tmp_path / "ranges.c"
    src.write_text("#include <stdlib.h>\n" + helpers_code(["double"]) + RANGES_MAIN)
    exe = tmp_path / "ranges"
    subprocess.run(["gcc", "-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O2", "-o", str(exe),
                    str(src)], check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "10111011011"
    assert "qsort(" in HELPERS


# ---------------------------------------------------------------------------------------------------------
# the faithful programs: the runtime test's verdict of each call, from an instrumented OpenMP build

VERDICTS = {
    "row_ptrs_products.c": "111111",                 # distinct tables, separate rows or one block
    "row_ptrs_aliasing.c": "000100",                 # same row, partial overlap, C == A, (fine), y, G
    "f20c_shared_row_ptrs.c": "00010",               # shared rows, all one row, reversed (fine), orow
    "row_pointer_arrays.c": "0",                     # rows[i] = A + i overlap
}

WRAP = ("static int s2s_ranges_disjoint_(struct s2s_ranges *s);\n#include <stdio.h>\n"
        "static int s2s_ranges_disjoint(struct s2s_ranges *s)\n"
        "{\n  int ok = s2s_ranges_disjoint_(s);\n  fprintf(stderr, \"%d\", ok);\n  return ok;\n}\n"
        "static int s2s_ranges_disjoint_(struct s2s_ranges *s)\n")


@pytest.mark.parametrize("name", sorted(VERDICTS))
def test_runtime_verdicts(tmp_path, name):
    r = translate_file(os.path.join(FAITHFUL, name), target="openmp")
    head = "static int s2s_ranges_disjoint(struct s2s_ranges *s)\n"
    assert head in r.main_text
    src = tmp_path / "probe.c"
    src.write_text(r.main_text.replace(head, WRAP, 1))
    exe = tmp_path / "probe"
    subprocess.run(["gcc", "-O2", "-Wall", "-Werror", "-fopenmp", "-o", str(exe), str(src), "-lm"],
                   check=True, cwd=FAITHFUL)
    run = subprocess.run([str(exe)], capture_output=True, text=True, check=True)
    assert run.stderr == VERDICTS[name]


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_translation_compiles(tmp_path, name):
    """The CUDA translation (the SCoPs on the host, sequential) builds with nvcc."""
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))


def test_a_structure_member_is_tested_where_it_lies(scop_of):
    """A member read into a local (frontend/struct_members.py) that a written row may hold is tested at its
    place in the structure, under its chain's null guard, not at the local's address (which nothing
    can overlap)."""
    scop = scop_of("struct prm { int n; double alpha; };\n"
                   "void scale(struct prm *p, double **A) {\n#pragma scop\n"
                   "  for (int i = 0; i < p->n; i++)\n    for (int j = 0; j < p->n; j++)\n"
                   "      A[i][j] = p->alpha * A[i][j] + 1.0;\n#pragma endscop\n}\n")
    cond = alias_plan(scop).condition
    assert "(((p)) ? (const char *)&(p->alpha) : (const char *)0)" in cond, cond
    assert "&s2s_m_p_alpha" not in cond
