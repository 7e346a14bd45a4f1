"""Tables of row pointers (`double **A`, `double *A[N]`, indexed `A[i][j]`): modelled as 2-D arrays whose
rows a runtime test proves apart (s2s/model/row_footprint.py); OpenMP indexes through the row pointers,
CUDA and OpenCL gather the rows into one device buffer and scatter the written ones back
(s2s/passes/table_transfers.py).

The faithful programs (tests/faithful/row_ptrs_*.c) are checked against the sequential build, and the
runtime test's verdict of each call is read from an instrumented build of the OpenMP translation: the
distinct tables run in parallel, every aliasing shape runs the original code."""
from __future__ import annotations

import os
import subprocess

import pytest
from conftest import ROOT, needs_nvcc, needs_opencl

from s2s.driver import translate_file
from s2s.model.footprint import alias_plan
from s2s.model.row_footprint import HELPERS, helpers_code
from faithful_round import test_matches  # noqa: F401  (over PROGRAMS)

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

# (row_pointer_arrays.c and f20c_shared_row_ptrs.c are checked by their rounds: test_faithful_11, _20c)
PROGRAMS = ["row_ptrs_products.c", "row_ptrs_aliasing.c", "row_ptrs_ragged.c", "row_ptrs_snapshot.c"]

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


def _device(tmp_path, text: str, target: str = "opencl"):
    src = tmp_path / "t.c"
    src.write_text(text)
    r = translate_file(str(src), target=target, force_device=True)
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    return r, {a.name: a for a in r.programs[0].arrays}


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_read_tables_are_gathered_written_ones_scattered(tmp_path, target):
    """A and B are read only: gathered and copied in, never back; C is written before it is read: copied
    back once and scattered, not copied in."""
    r, arrays = _device(tmp_path, GEMM, target)
    assert [(n, a.kind, a.copy_in, a.copy_out) for n, a in sorted(arrays.items())] == \
        [("A", "rows", True, False), ("B", "rows", True, False), ("C", "rows", False, True)]
    text = r.device_text if target == "cuda" else r.main_text
    for t in "AB":
        assert f"/* the rows of {t} gathered, then one copy */" in text
        assert f"/* one copy of {t}, then" not in text
    assert "/* one copy of C, then the rows and columns it wrote scattered */" in text
    assert "/* the rows of C gathered" not in text
    copies = ("cudaMemcpy(",) if target == "cuda" else ("clEnqueueWriteBuffer(", "clEnqueueReadBuffer(")
    assert sum(text.count(c) for c in copies) == 3            # one copy per table, none per row
    assert "s2s_ranges_disjoint(" in r.main_text    # the row test stays in front
    assert not [d.message for d in r.log.items if d.severity == "warning"]


STENCIL = """void smooth(int n, int m, double **in, double **out) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
#pragma endscop
}
"""


def test_rows_inside_the_table_have_offsets(tmp_path):
    """out's buffer holds rows 1..n-2 by columns 1..m-2 only; kernels subtract the offsets; out, written
    whole in each row it touches, is not copied in; in's first and last rows are read at columns 1..m-2."""
    r, arrays = _device(tmp_path, STENCIL)
    out, inp = arrays["out"], arrays["in"]
    assert (out.copy_in, out.copy_out, inp.copy_in, inp.copy_out) == (False, True, True, False)
    assert out.offsets == ["n >= 3 && m >= 3 ? 1 : 0"] * 2 and out.extents == \
        ["n >= 3 && m >= 3 ? n - 2 : 0", "n >= 3 && m >= 3 ? m - 2 : 0"]
    assert (out.table.write_lo, out.table.write_hi) == (out.table.lo, out.table.hi)
    assert inp.offsets == ["0", "0"] and inp.extents[1] == "n >= 3 && m >= 3 ? m : 0"
    first, last = inp.table.cols
    assert "_row == 0" in first and "m - 2" in last        # the edge rows: columns 1..m-2
    assert "out[(_g0 - _out_o0) * _out_e1 + (_g1 - _out_o1)] = 0.2 * (in[(_g0 - _in_o0) * _in_e1" \
        in r.main_text


def test_triangular_footprint_is_copied_row_by_row(tmp_path):
    """The columns gathered and scattered are those of each row, not the box: row i of j <= i."""
    r, arrays = _device(tmp_path, """void lower(int n, double **L, double *d) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      L[i][j] = L[i][j] * d[i];
#pragma endscop
}
""")
    t = arrays["L"].table
    assert arrays["L"].extents == ["n <= 0 ? 0 : n"] * 2
    assert t.cols == t.write_cols and t.cols[1] == "n >= _row + 1 && _row >= 0 ? _row : -1", t.cols


def test_snapshot_of_a_table_has_its_offsets(tmp_path):
    """row_ptrs_snapshot.c reads old values of rows 3..n-1 from a snapshot of S's buffer (rows 2..n-1,
    columns 3..m-1), copied on the device: indexed with the buffer's offsets."""
    r = translate_file(os.path.join(FAITHFUL, "row_ptrs_snapshot.c"), target="opencl", force_device=True)
    arrays = {a.name: a for a in r.programs[0].arrays}
    snap = next(a for a in arrays.values() if a.source == "S")
    assert snap.offsets == arrays["S"].offsets == ["n >= 4 && m >= 4 ? 2 : 0", "n >= 4 && m >= 4 ? 3 : 0"]
    assert snap.extents == arrays["S"].extents


def test_check_arrays_dumps_tables_row_by_row():
    """`s2s check --arrays` dumps the elements each row of a table has written, not a block from A[0][0]
    (each row is its own object: the block read other memory, NaNs, and mismatched)."""
    from s2s.check.instrument import dump_code
    from s2s.check.runner import check_file
    r = check_file(os.path.join(FAITHFUL, "row_ptrs_ragged.c"), target="openmp", arrays=True)
    assert r.status == "match", (r.status, r.message)
    scop = translate_file(os.path.join(FAITHFUL, "row_ptrs_snapshot.c"), target="openmp").source.scops[0]
    assert "((const double *const *)S)[_row][_s2s_k]" in dump_code(scop)


@needs_opencl
def test_ragged_rows_are_not_read_beyond_their_end(tmp_path):
    """row_ptrs_ragged.c's rows have i + 1 elements each; built with AddressSanitizer, its OpenCL translation
    (the device path runs for y = L x) reads no element outside them, and prints what the original does."""
    path = os.path.join(FAITHFUL, "row_ptrs_ragged.c")
    r = translate_file(path, target="opencl", force_device=True)
    src = tmp_path / "ragged.ocl.c"
    finish = '  S2S_CL_CHECK(clFinish(s2s_cl_queue), "kernels of s2s_scop0_lower_matvec");'
    assert finish in r.main_text
    src.write_text(r.main_text.replace(finish, '  fprintf(stderr, "on the device\\n");\n' + finish))
    exe, ref = tmp_path / "ragged", tmp_path / "ref"
    subprocess.run(["gcc", "-O1", "-g", "-fsanitize=address", "-o", str(exe), str(src), "-lOpenCL", "-lm"],
                   check=True, cwd=FAITHFUL)
    subprocess.run(["gcc", "-O2", "-o", str(ref), path, "-lm"], check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True, env={**os.environ,
                         "ASAN_OPTIONS": "detect_leaks=0"})
    assert run.returncode == 0 and run.stderr == "on the device\n", run.stderr[-2000:]
    assert run.stdout == subprocess.run([str(ref)], capture_output=True, text=True, check=True).stdout


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


UNSIGNED = """#include <stdio.h>
#include <stdlib.h>
static void add(unsigned n, double **A, double *x) {
#pragma scop
  for (unsigned i = 1; i < n; i++)
    for (unsigned j = 0; j < 4; j++)
      A[i][j] = A[i - 1][j] + x[j];
#pragma endscop
}
int main(void) {
  double *A[4], x[4] = {1, 2, 3, 4};
  for (int i = 0; i < 4; i++)
    A[i] = calloc(4, sizeof(double));
  add(0, A, x);
  add(4, A, x);
  printf("%g %g\\n", A[3][0], A[3][3]);
  return 0;
}
"""


def test_unsigned_size_with_no_rows(tmp_path):
    """At n = 0 the rows tested are the empty range 0..-1; with an unsigned n, `n <= 1 ? -1 : n - 1` was
    UINT_MAX, and the row collector read that many row pointers (a crash)."""
    src = tmp_path / "u.c"
    src.write_text(UNSIGNED)
    r = translate_file(str(src), target="openmp")
    assert "(long)(((long)n) <= 1 ? -1 : ((long)n) - 1)" in r.main_text
    out = tmp_path / "u.omp.c"
    out.write_text(r.main_text)
    exe = tmp_path / "u"
    subprocess.run(["gcc", "-O2", "-fopenmp", "-o", str(exe), str(out)], check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, timeout=60).stdout == "3 12\n"


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
    """The CUDA translation (the tables gathered into device buffers) builds with nvcc."""
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
