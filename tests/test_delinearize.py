"""Flat pointers indexed with a parametric row length (`A[i * n + j]` on a `double *A`) are modelled as the
rows they address (s2s/model/delinearize.py): the SCoP is translated like its `double A[n][n]` spelling
instead of staying sequential on a non-affine subscript."""
from __future__ import annotations

import pytest
from pycparser import c_parser

import s2s
from conftest import assert_isl, needs_opencl
from s2s.check.runner import check_file
from s2s.diagnostics import S2SError
from s2s.model import delinearize
from s2s.model.footprint import alias_plan


def _expr(text: str):
    return c_parser.CParser().parse(f"int x = {text};").ext[0].init


@pytest.mark.parametrize("text,shape,comps", [
    ("i * n + k", ["n"], ["i", "k"]),
    ("n * k + j", ["n"], ["k", "j"]),
    ("(i + 1) * n + j - 1", ["n"], ["i + 1", "j - 1"]),
    ("(i * n + j) * m + k", ["n", "m"], ["i", "j", "k"]),
    ("i * n * m + j * m + k", ["n", "m"], ["i", "j", "k"]),
])
def test_subscripts_decompose_into_affine_components(text, shape, comps):
    p = delinearize.poly_of(_expr(text))
    assert delinearize.shape_of(p, {"n", "m"}) == shape
    got = delinearize.decompose(p, shape)
    assert got == [delinearize.poly_of(_expr(c)) for c in comps]


def test_products_of_two_parameters_or_of_iterators_are_not_rows():
    assert delinearize.shape_of(delinearize.poly_of(_expr("i * j")), {"n"}) is None
    assert delinearize.shape_of(delinearize.poly_of(_expr("i * n + j * m")), {"n", "m"}) is None
    assert delinearize.poly_of(_expr("i * n / 2")) is None


FLAT_GEMM = """
    void gemm(int n, double alpha, double *C, const double *A, const double *B) {
    #pragma scop
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
          double s = 0.0;
          for (int k = 0; k < n; k++)
            s += A[i * n + k] * B[k * n + j];
          C[i * n + j] = alpha * s;
        }
    #pragma endscop
    }
"""


def test_flat_gemm_is_modelled_as_rows(scop_of):
    # before: "SCoP left sequential: subscript 'i * n + k' is not affine: it multiplies 'i' by 'n'"
    s = scop_of(FLAT_GEMM)
    assert s.arrays["A"].sizes == [None, "n"] and s.arrays["A"].flat
    assert s.arrays["B"].sizes == [None, "n"] and s.arrays["C"].sizes == [None, "n"]
    upd = next(st for st in s.statements if len(st.iterators) == 3)
    reads = {a.array: a.relation for a in upd.accesses if a.kind == "read" and a.array in ("A", "B")}
    dom = "0 <= i < n and 0 <= j < n and 0 <= k < n"
    assert_isl(reads["A"], f"[n] -> {{ {upd.name}[i, j, k] -> A[i, k] : {dom} }}")
    assert_isl(reads["B"], f"[n] -> {{ {upd.name}[i, j, k] -> B[k, j] : {dom} }}")


def test_casts_to_64_bit_integers_are_read_through(scop_of, load_c):
    # `(size_t)i * n + k` (careful code against int overflow) addresses the same element as `i * n + k`
    src = FLAT_GEMM.replace("A[i * n + k]", "A[(size_t)i * n + k]")
    src = src.replace("B[k * n + j]", "B[(long)k * n + j]")
    s = scop_of(src.replace("void gemm", "typedef unsigned long size_t;\n    void gemm"))
    assert s.arrays["A"].sizes == [None, "n"] and s.arrays["B"].sizes == [None, "n"]
    upd = next(st for st in s.statements if len(st.iterators) == 3)
    a = next(x.relation for x in upd.accesses if x.array == "A")
    assert_isl(a, f"[n] -> {{ {upd.name}[i, j, k] -> A[i, k] : 0 <= i < n and 0 <= j < n and 0 <= k < n }}")
    # a narrowing conversion changes the value: not read through
    with pytest.raises(S2SError, match="is not affine"):
        load_c(FLAT_GEMM.replace("A[i * n + k]", "A[(short)(i * n) + k]"))


def test_a_subscript_that_leaves_its_row_stays_unmodelled(load_c):
    # j runs to n: A[i * n + n] is the first element of the next row, for every n > 0
    src = """
        void f(int n, int m, double *A) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
              A[i * n + j] = 0.0;
        #pragma endscop
        }
    """
    with pytest.raises(S2SError, match=r"'i \* n \+ j' is not affine.*leaves its row"):
        load_c(src.replace("j < m", "j <= n"))
    # j runs to m, which may exceed n: A[i * n + j] is then an element of the next row, but only then
    # (the BLAS style's leading dimension): modelled as rows of n where m <= n, the original code elsewhere
    s = load_c(src).scops[0]
    assert s.arrays["A"].sizes == [None, "n"] and s.model_guard
    w = next(a.relation for a in s.statements[0].accesses if a.kind == "write")
    assert_isl(w, "[n, m] -> { S0[i, j] -> A[i, j] : 0 <= i < n and 0 <= j < m }")
    # the generated code runs where m <= n, or where no row is accessed (n = 0); sizes count non-negative
    assert_isl(s.context, "[n, m] -> { [] : m >= 0 and (n = 0 or m <= n) }")
    # a column counted from the end, the diagonal and the first element stay inside their rows
    sf = load_c(src.replace("j < m", "j < n").replace("A[i * n + j] = 0.0",
                                                      "A[i * n + n - 1 - j] = A[i * n + i] + A[0]"))
    s = sf.scops[0]
    assert s.arrays["A"].sizes == [None, "n"]
    w = next(a.relation for a in s.statements[0].accesses if a.kind == "write")
    assert_isl(w, "[n] -> { S0[i, j] -> A[i, n - 1 - j] : 0 <= i < n and 0 <= j < n }")
    # outside the loops, A[0] is no element of a row where n = 0: there the original code runs
    outside = src.replace("j < m", "j < n").replace("= 0.0;", "= 0.0;\n A[0] = 1.0;")
    s = load_c(outside).scops[0]
    assert s.model_guard == "(((long)n) >= (1))"
    # and A[n] leaves it for every n
    with pytest.raises(S2SError, match=r"'A' is indexed in rows of n elsewhere, but subscript '-1' leaves"):
        load_c(outside.replace("A[0] = 1.0", "A[-1] = 1.0"))


def test_overlap_test_counts_whole_rows_of_a_flat_pointer(scop_of):
    s = scop_of(FLAT_GEMM)
    cond = alias_plan(s).condition
    # a row of the model is n elements of the pointer, not one
    assert "* (long)(n) * (long)sizeof(*C)" in cond and "* (long)(n) * (long)sizeof(*A)" in cond


def test_host_code_prints_a_modelled_element_with_its_flat_subscript():
    # the hoisted `a[i][k]` of the OpenMP version (a loop-invariant read kept in a register) is a model
    # element: on the flat pointer it is printed a[i * n + k]
    src = """
        void lu(int n, double *a) {
        #pragma scop
          for (int k = 0; k < n; k++) {
            for (int i = k + 1; i < n; i++)
              a[i * n + k] /= a[k * n + k];
            for (int i = k + 1; i < n; i++)
              for (int j = k + 1; j < n; j++)
                a[i * n + j] -= a[i * n + k] * a[k * n + j];
          }
        #pragma endscop
        }
    """
    out = s2s.translate(src, target="openmp").source
    assert "#pragma omp parallel for" in out
    assert "a[_g0][" not in out and "a[_g0 * (n) + _h0]" in out


ALIASED = r"""
#include <stdio.h>
#include <stdlib.h>
void gemm(int n, double *C, const double *A, const double *B)
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
#pragma endscop
}
int main(void)
{
  int n = 40;
  double *A = malloc(sizeof(double) * n * n * 2), *B = malloc(sizeof(double) * n * n);
  for (int i = 0; i < 2 * n * n; i++) A[i] = (i % 13) / 13.0;
  for (int i = 0; i < n * n; i++) B[i] = (i % 7) / 7.0;
  gemm(n, A + n * n / 2, A, B);
  double s = 0;
  for (int i = 0; i < 2 * n * n; i++) s += A[i] * (i % 5 + 1);
  printf("%.10e\n", s);
  return 0;
}
"""


@needs_opencl
def test_overlapping_flat_pointers_run_the_original_code(tmp_path):
    # C starts n / 2 rows into A: with rows of one element, the overlap test missed it and the device
    # computed on a stale copy of A (a MISMATCH)
    path = tmp_path / "gemm_alias.c"
    path.write_text(ALIASED)
    r = check_file(str(path), target="opencl", keep=str(tmp_path))
    assert r.ok, str(r)


@needs_opencl
def test_names_that_are_words_of_isl_syntax(tmp_path):
    """The row check is built with isl's API: a row length named `mod` and pointers named `exists` and
    `min` (valid C names, words of isl's syntax) raised an internal error when it was isl text."""
    import os

    from conftest import ROOT
    path = os.path.join(ROOT, "tests", "delinearize", "isl_keywords.c")
    t = s2s.translate(open(path).read(), target="openmp", filename="kw.c")
    assert t.scops[0]["offloaded"], t.scops[0]
    r = check_file(path, target="opencl")
    assert r.status == "match", (r.status, r.message)


BLAS_GEMM = """
    void gemm(int m, int n, int k, const double *A, int lda, const double *B, int ldb, double *C, int ldc) {
    #pragma scop
      for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
          double s = 0.0;
          for (int p = 0; p < k; p++)
            s += A[i * lda + p] * B[p * ldb + j];
          C[i * ldc + j] = s;
        }
    #pragma endscop
    }
"""


def test_blas_leading_dimensions_are_rows_under_a_runtime_test(scop_of):
    # before: "subscript 'i * lda + p' is not affine, and read as a row-major element of rows of lda leaves
    # its row for some iteration": 0 <= p < lda holds only where k <= lda, which the caller decides
    s = scop_of(BLAS_GEMM)
    assert [s.arrays[a].sizes for a in "ABC"] == [[None, "lda"], [None, "ldb"], [None, "ldc"]]
    upd = next(st for st in s.statements if len(st.iterators) == 3)
    reads = {a.array: a.relation for a in upd.accesses if a.kind == "read" and a.array in ("A", "B")}
    params = "[m, n, k, lda, ldb, ldc]"
    dom = "0 <= i < m and 0 <= j < n and 0 <= p < k"
    assert_isl(reads["A"], f"{params} -> {{ {upd.name}[i, j, p] -> A[i, p] : {dom} }}")
    assert_isl(reads["B"], f"{params} -> {{ {upd.name}[i, j, p] -> B[p, j] : {dom} }}")
    # the generated code runs where every column stays inside its row (and the sizes are not negative)
    assert s.model_guard and "ldc" in s.model_guard and "lda" in s.model_guard
    sizes = "m >= 0 and n >= 0 and k >= 0 and lda >= 0 and ldb >= 0 and ldc >= 0"
    rows = "m = 0 or n = 0 or (ldc >= n and (k = 0 or (lda >= k and ldb >= n)))"
    assert_isl(s.context, f"{params} -> {{ [] : {sizes} and ({rows}) }}")
    # the overlap test counts rows of the leading dimension
    cond = alias_plan(s).condition
    assert "* (long)(ldc) * (long)sizeof(*C)" in cond and "* (long)(lda) * (long)sizeof(*A)" in cond
    out = s2s.translate(BLAS_GEMM, target="openmp").source
    assert "a flat subscript leaves its row of the leading dimension for other values of the parameters" \
        in out
    assert f"if ({s.model_guard})" in out and "#pragma omp parallel for" in out
    # the copies between the host and the device stop at the last element accessed, column n - 1 of the
    # last row, not at the end of that row (C may be a block at the corner of a larger matrix)
    ocl = s2s.translate(BLAS_GEMM, target="opencl", force_device=True).source
    read = next(ln for ln in ocl.splitlines() if "clEnqueueReadBuffer(s2s_cl_queue, C" in ln)
    assert "(long)(m <= 1 ? 0 : m - 1) * (long)(ldc) + (long)(n <= 1 ? 0 : n - 1)) + 1" in read, read


BLOCK_VIEWS = r"""
#define C 64
void scale(int n, int m, int ld, double A[][ld], double (*B)[C], double s)
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      A[i][j] = A[i][j] * s + j;
      B[i][j] = B[i][j] * s - j;
    }
#pragma endscop
}
"""


def test_copies_of_pointers_to_rows_stop_at_the_last_element_accessed():
    """A pointer to rows (`double A[][ld]`, `double (*B)[C]`) may be a block at the corner of a larger
    matrix (`(double (*)[ld])&M[r][c]`): the object ends at the block's last element, before the end of
    its last row of ld elements.  The copies between the host and the device stop there, as a flat
    pointer's with a leading dimension do (faith26a, f26a_block_view_copies.c: the device copy read past
    the end of an mmap'd matrix, SIGSEGV)."""
    ocl = s2s.translate(BLOCK_VIEWS, target="opencl", force_device=True).source
    for name, ld in (("A", "(long)(ld)"), ("B", "(long)(64)")):
        for what in ("clEnqueueWriteBuffer", "clEnqueueReadBuffer"):
            line = next(ln for ln in ocl.splitlines() if f"{what}(s2s_cl_queue, {name}," in ln)
            assert f"(long)(n <= 1 ? 0 : n - 1) * {ld} + (long)(m <= 1 ? 0 : m - 1)) + 1" in line, line


DECLARED_ROWS = r"""
#define C 64
void scale(int n, int m, int ld, double A[n][ld], double B[32][C], double v[n], double D[n][m], double s)
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      A[i][j] = A[i][j] * s + j;
      B[i][j] = B[i][j] * s - j;
      D[i][j] = D[i][j] * s;
    }
  for (int i = 0; i < n / 2; i++)
    v[2 * i] = v[2 * i] * s;
#pragma endscop
}
"""


def test_copies_of_parameters_declared_with_their_rows_stop_at_the_last_element_accessed():
    """A parameter declared with its number of rows (`double A[n][ld]`, `double B[32][C]`) or its length
    (`double v[n]`) is a pointer all the same (C11 6.7.6.3p7): the caller may pass a block at the corner of
    a larger matrix, or a vector that ends at the last element accessed (`v[2 * i]` for i < n / 2 called
    with n - 1 elements).  The copies stop at the last element the SCoP accesses, as those of `double
    A[][ld]` do (faith27b: f27b_declared_rows_blocks.c, SIGSEGV at the guard page after the matrix).  Where
    the SCoP accesses the box's last element (`D[n - 1][m - 1]`) wherever the box has elements, the copies
    are the whole box's, as before."""
    ocl = s2s.translate(DECLARED_ROWS, target="opencl", force_device=True).source
    for name, ld in (("A", "(long)(ld)"), ("B", "(long)(64)")):
        for what in ("clEnqueueWriteBuffer", "clEnqueueReadBuffer"):
            line = next(ln for ln in ocl.splitlines() if f"{what}(s2s_cl_queue, {name}," in ln)
            assert f" * {ld} + (long)(m <= 1 ? 0 : m - 1)) + 1" in line, line
    for what in ("clEnqueueWriteBuffer", "clEnqueueReadBuffer"):
        line = next(ln for ln in ocl.splitlines() if f"{what}(s2s_cl_queue, v," in ln)
        assert "sizeof(double) * (size_t)(n)," not in line, line
        line = next(ln for ln in ocl.splitlines() if f"{what}(s2s_cl_queue, D," in ln)
        assert "sizeof(double) * (size_t)(n) * (size_t)(m)," in line, line


GUARDED_BOX = r"""
#define C 8
void when_positive(int n, double T[16][C])
{
#pragma scop
  if (n > 0)
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < C; j++)
        T[i][j] = T[i][j] + n;
#pragma endscop
}
"""


def test_a_declared_box_the_scop_leaves_untouched_is_not_copied():
    """`double T[16][C]` accessed only when n > 0 may be NULL when n <= 0 (faith27b: OpenCL error -30,
    CL_INVALID_VALUE, copying 16 * C elements from NULL): the copies count the elements up to the last one
    accessed, 0 where the SCoP accesses none."""
    ocl = s2s.translate(GUARDED_BOX, target="opencl", force_device=True).source
    for what in ("clEnqueueWriteBuffer", "clEnqueueReadBuffer"):
        line = next(ln for ln in ocl.splitlines() if f"{what}(s2s_cl_queue, T," in ln)
        assert "(n >= 1) ?" in line and ": 0)" in line, line


OVERLAPPING_ROWS = r"""
#include <stdio.h>
#include <stdlib.h>
/* C = 0.5 C + A B */
void gemm(int m, int n, int k, const double *A, int lda, const double *B, int ldb, double *C, int ldc)
{
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int p = 0; p < k; p++)
        s += A[i * lda + p] * B[p * ldb + j];
      C[i * ldc + j] = 0.5 * C[i * ldc + j] + s;
    }
#pragma endscop
}
static void run(int m, int n, int ldc)
{
  int k = 20, lda = k, ldb = n, size = (m - 1) * ldc + n;
  double *C = malloc(sizeof(double) * size), *A = malloc(sizeof(double) * m * lda);
  double *B = malloc(sizeof(double) * k * ldb);
  for (int p = 0; p < size; p++) C[p] = (p % 11) / 11.0;
  for (int p = 0; p < m * lda; p++) A[p] = (p % 7) / 7.0;
  for (int p = 0; p < k * ldb; p++) B[p] = (p % 13) / 13.0;
  gemm(m, n, k, A, lda, B, ldb, C, ldc);
  double s = 0;
  for (int p = 0; p < size; p++) { s += C[p] * (p % 5 + 1); printf("%.10e\n", C[p]); }
  printf("sum %.10e\n", s);
  free(C); free(A); free(B);
}
int main(void)
{
  run(30, 24, 24);    /* rows of ldc = n: the generated code runs */
  run(30, 24, 29);    /* padded rows; C's object ends at its last element accessed, before the end of its
                         last row: the copies to and from the device stop there (a heap overflow before) */
  run(30, 24, 10);    /* rows that overlap (ldc < n): C's elements are updated two or three times, in C's
                         order; only the original code gives that order */
  return 0;
}
"""


@needs_opencl
def test_rows_that_overlap_run_the_original_code(tmp_path):
    path = tmp_path / "overlap.c"
    path.write_text(OVERLAPPING_ROWS)
    t = s2s.translate(OVERLAPPING_ROWS, target="opencl", filename=str(path))
    assert t.scops[0]["offloaded"], t.scops[0]
    assert "a flat subscript leaves its row of the leading dimension" in t.source
    r = check_file(str(path), target="opencl", keep=str(tmp_path))
    assert r.ok, str(r)
    assert r.comparison.n_numbers > 1800


@needs_opencl
def test_check_arrays_dumps_a_flat_pointer_as_one_dimension(tmp_path):
    """`s2s check --arrays` dumps each array the SCoP writes: a flat pointer modelled as rows was dumped
    from `&C[0][0]`, which does not compile on a `double *C`; with a leading dimension, the dump stops at
    the last element accessed (the object may end before the last row does)."""
    import os

    from conftest import ROOT
    path = os.path.join(ROOT, "tests", "variants", "gemm-ld.c")
    r = check_file(path, target="opencl", defines=["MINI_DATASET"], arrays=True, keep=str(tmp_path))
    assert r.ok and r.array_comparison is not None, str(r)
    # C, 20 rows of 24 columns: 20 * 24 elements with ldc == n, then 19 * 39 + 24 with ldc = 39 (not
    # 20 * 39: the last row ends at its column 23); and each dump's header: the SCoP's index, the count
    assert r.array_comparison.n_numbers == 20 * 24 + 19 * 39 + 24 + 2 * 2, str(r)


GHOST_ROWS = """
    void ghost(int n, int m, int ld, double *u) {
    #pragma scop
      for (int j = 1; j <= m; j++) {
        u[0 * ld + j] = u[n * ld + j];
        u[(n + 1) * ld + j] = u[1 * ld + j];
      }
      for (int i = 1; i <= n; i++)
        for (int j = 1; j <= m; j++)
          u[i * ld + j] = 0.5 * (u[(i - 1) * ld + j] + u[i * ld + j + 1]);
    #pragma endscop
    }
"""


def test_a_ghost_row_of_a_parameter_takes_the_row_length_of_the_other_subscripts(scop_of):
    # before: "subscript 'n * ld + j' is not affine: it multiplies 'n' by 'ld'": its products name two
    # parameters, and the row length is the one `i * ld + j` names (delinearize.flat_shapes)
    s = scop_of(GHOST_ROWS)
    assert s.arrays["u"].sizes == [None, "ld"] and s.arrays["u"].flat
    ghost = s.statements[0]
    read = next(a.relation for a in ghost.accesses if a.kind == "read")
    assert_isl(read, f"[n, m, ld] -> {{ {ghost.name}[j] -> u[n, j] : 1 <= j <= m }}")
    # a pointer indexed only by products of two parameters has no row length to take: not modelled
    p = delinearize.poly_of(_expr("n * ld + j"))
    assert delinearize.flat_shapes([_expr("u[n * ld + j]")], lambda name: name == "u", {"n", "ld"}) == {}
    assert delinearize.decompose(p, ["ld"]) == [{("n",): 1}, {("j",): 1}]


def test_a_flat_index_held_in_a_local_is_modelled_as_rows(scop_of, load_c):
    # before: "subscript '((int) (i * ld + j)) - 1' is not affine": the forward substitution of `int idx`
    # converts its value to int, which an int expression keeps (builder._wide_cast)
    src = """
    void sweep(int n, int m, int ld, double *B) {
    #pragma scop
      for (int i = 1; i < n; i++)
        for (int j = 1; j < m; j++) {
          int idx = i * ld + j;
          B[idx] = B[idx - 1] * 0.5 + B[idx - ld] * 0.25;
        }
    #pragma endscop
    }
    """
    s = scop_of(src)
    assert s.arrays["B"].sizes == [None, "ld"] and s.arrays["B"].flat
    # a conversion to a narrower type than the operand's changes values: not read through
    with pytest.raises(S2SError, match="is not affine"):
        load_c(src.replace("int idx = i * ld + j;", "short idx = i * ld + j;"))
