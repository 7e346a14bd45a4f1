"""The polyhedral model of small C snippets, checked by isl equality (never by string)."""
from __future__ import annotations

import math

import islpy as isl
import pytest

from conftest import assert_isl


def accesses(stmt, kind, array=None):
    return [a.relation for a in stmt.accesses if a.kind == kind and (array is None or a.array == array)]


def one(stmt, kind, array):
    rels = accesses(stmt, kind, array)
    assert len(rels) == 1, f"{stmt.name}: {len(rels)} {kind} accesses to {array}"
    return rels[0]


def points_map(pairs, src="S0", dst="A") -> str:
    """An explicit isl map from (iteration, element) pairs: an oracle independent of the builder."""
    return "{ " + "; ".join(f"{src}[{i}] -> {dst}[{o}]" for i, o in pairs) + " }"


def c_div(a: int, b: int) -> int:
    """C's truncating division."""
    return int(math.trunc(a / b))


def c_mod(a: int, b: int) -> int:
    return a - b * c_div(a, b)


# --------------------------------------------------------------------------- bounds and parameters
def test_parametric_bounds_and_accesses(scop_of):
    s = scop_of("""
        void f(int n, int m, double A[n][m], double B[m][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
              A[i][j] = B[j][i];
        #pragma endscop
        }
    """)
    assert set(s.params) == {"n", "m"}
    (st,) = s.statements
    assert_isl(st.domain, "[n, m] -> { S0[i, j] : 0 <= i < n and 0 <= j < m }")
    assert_isl(one(st, "write", "A"), "[n, m] -> { S0[i, j] -> A[i, j] : 0 <= i < n and 0 <= j < m }")
    assert_isl(one(st, "read", "B"), "[n, m] -> { S0[i, j] -> B[j, i] : 0 <= i < n and 0 <= j < m }")
    assert_isl(st.schedule, "{ S0[i, j] -> [0, i, 0, j, 0] }")
    assert st.iterators == ["i", "j"] and st.c_iterators == ["i", "j"]
    assert [lp.var for lp in s.loops] == ["i", "j"] and [lp.depth for lp in s.loops] == [0, 1]
    assert s.loops[1].parent == s.loops[0].id


def test_inclusive_and_reversed_comparisons(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 1; i <= n - 1; i++) A[i] = 0;
          for (int i = 0; n > i; ++i) A[i] = 1;
          for (int i = 0; 1 + i < n; i = i + 1) A[i] = 2;
          for (int i = 0; i < n; i = 1 + i) A[i] = 3;
        #pragma endscop
        }
    """)
    d = [st.domain for st in s.statements]
    assert_isl(d[0], "[n] -> { S0[i] : 1 <= i <= n - 1 }")
    assert_isl(d[1], "[n] -> { S1[i] : 0 <= i < n }")
    assert_isl(d[2], "[n] -> { S2[i] : 0 <= i < n - 1 }")
    assert_isl(d[3], "[n] -> { S3[i] : 0 <= i < n }")
    assert all(lp.stride == 1 for lp in s.loops)


def test_min_max_as_ternaries(scop_of):
    s = scop_of("""
        void f(int n, int m, double A[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = (i > 2 ? i : 2); j < (i + 5 < m ? i + 5 : m); j++)
              A[i][j] = 0;
        #pragma endscop
        }
    """)
    assert_isl(s.statements[0].domain,
               "[n, m] -> { S0[i, j] : 0 <= i < n and j >= i and j >= 2 and j < i + 5 and j < m }")


def test_min_max_as_macros(scop_of):
    s = scop_of("""
        #define MIN(a,b) ((a)<(b)?(a):(b))
        #define MAX(a,b) ((a)>(b)?(a):(b))
        void f(int n, int m, double A[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = MAX(0, i - 3); j <= MIN(i + 3, m - 1); j++)
              A[i][j] = 0;
        #pragma endscop
        }
    """)
    assert s.params == ["n", "m"]
    assert_isl(s.statements[0].domain,
               "[n, m] -> { S0[i, j] : 0 <= i < n and j >= 0 and j >= i - 3 and j <= i + 3 and j <= m - 1 }")


def test_min_max_as_function_like_names(scop_of):
    s = scop_of("""
        int min(int a, int b);
        int max(int a, int b);
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = max(1, n - 10); i < min(n, 100); i++) A[i] = 0;
        #pragma endscop
        }
    """)
    assert_isl(s.statements[0].domain, "[n] -> { S0[i] : i >= 1 and i >= n - 10 and i < n and i < 100 }")


# --------------------------------------------------------------------------- strides and direction
def test_non_unit_stride(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 1; i < n; i += 2) A[i] = 0;
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert_isl(st.domain, "[n] -> { S0[i] : 1 <= i < n and exists (k : i = 2k + 1) }")
    assert_isl(st.schedule, "{ S0[i] -> [0, i, 0] }")
    assert s.loops[0].stride == 2


@pytest.mark.parametrize("step, stride", [
    ("i += TS", 4), ("i += STEP", 3), ("i = i + (TS - 1)", 3), ("i = ('c' - 'a') + i", 2),
    ("i += sizeof(int)", 4), ("i += 1 << 3", 8),
])
def test_stride_of_a_constant_expression(scop_of, step, stride):
    """A step that is an integer constant expression but not a literal (a macro `(2 * 2)`, an enumeration
    constant, sizeof, character constants) was refused ("loop increment must be ... with a constant c")."""
    s = scop_of("#define TS (2 * 2)\nenum { STEP = 3 };\nvoid f(int n, double A[n]) {\n#pragma scop\n"
                f"  for (int i = 1; i < n; {step}) A[i] = 0;\n#pragma endscop\n}}\n")
    assert_isl(s.statements[0].domain, f"[n] -> {{ S0[i] : 1 <= i < n and exists (k : i = {stride}k + 1) }}")
    assert s.loops[0].stride == stride


@pytest.mark.parametrize("step", ["i += n", "i += -1u * 2", "i = i * 2", "i += (unsigned)-4"])
def test_stride_not_a_small_constant_is_refused(load_c, step):
    from s2s.diagnostics import S2SError
    with pytest.raises(S2SError, match="loop increment must be"):
        load_c("void f(int n, double A[n]) {\n#pragma scop\n"
               f"  for (int i = 1; i < n; {step}) A[i] = 0;\n#pragma endscop\n}}\n")


def test_decreasing_loop_schedule_negates_iterator(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = n - 1; i >= 0; i--)
            A[i] = 1;
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert_isl(st.domain, "[n] -> { S0[i] : 0 <= i <= n - 1 }")
    assert_isl(st.schedule, "{ S0[i] -> [0, -i, 0] }")
    assert s.loops[0].stride == -1
    # i = n-1 runs first: the schedule orders it before i = 0
    first = st.domain.apply(st.schedule).lexmin()
    assert_isl(first, "[n] -> { [0, 1 - n, 0] : n >= 1 }")


def test_negative_stride_by_three(scop_of):
    s = scop_of("""
        void f(double A[20]) {
        #pragma scop
          for (int i = 10; i > 0; i -= 3) A[i] = 0;
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert_isl(st.domain, "{ S0[10]; S0[7]; S0[4]; S0[1] }")
    assert_isl(st.schedule, "{ S0[i] -> [0, -i, 0] }")
    assert s.loops[0].stride == -3


def test_decreasing_inner_loop_in_nest(scop_of):
    s = scop_of("""
        void f(int n, double A[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = i; j >= 0; j -= 2)
              A[i][j] = 0;
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert_isl(st.domain, "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j <= i and exists (k : j = i - 2k) }")
    assert_isl(st.schedule, "{ S0[i, j] -> [0, i, 0, -j, 0] }")


# --------------------------------------------------------------------------- division and modulo
def test_division_in_bound_parametric(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n / 2; i++) A[i] = 0;
        #pragma endscop
        }
    """)
    # C truncates n / 2; for negative n the loop is empty either way
    assert_isl(s.statements[0].domain, "[n] -> { S0[i] : 0 <= i and 2i + 2 <= n }")


def test_division_and_modulo_truncate_like_c(scop_of):
    s = scop_of("""
        void f(double A[40], double B[40]) {
        #pragma scop
          for (int i = -9; i < 9; i++)
            A[i / 2 + 10] = B[i % 4 + 20] + B[i / -3 + 30];
        #pragma endscop
        }
    """)
    st = s.statements[0]
    rng = range(-9, 9)
    assert_isl(st.domain, "{ S0[i] : -9 <= i <= 8 }")
    assert_isl(one(st, "write", "A"), points_map([(i, c_div(i, 2) + 10) for i in rng], dst="A"))
    reads = accesses(st, "read", "B")
    assert len(reads) == 2
    expected = [points_map([(i, c_mod(i, 4) + 20) for i in rng], dst="B"),
                points_map([(i, c_div(i, -3) + 30) for i in rng], dst="B")]
    for rel, exp in zip(reads, expected):
        assert_isl(rel, exp)


def test_modulo_in_condition(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            if (i % 4 == 1)
              A[i / 4] = 0;
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert_isl(st.domain, "[n] -> { S0[i] : 0 <= i < n and exists (k : i = 4k + 1) }")
    assert_isl(one(st, "write", "A"), "[n] -> { S0[i] -> A[k] : 0 <= i < n and i = 4k + 1 }")


def test_integer_and_character_literals(scop_of):
    s = scop_of("""
        void f(double A[64]) {
        #pragma scop
          for (int i = 0; i < 010; i += 0x2)
            A[i + '\\n'] = A['\\0' + 'a' - 96 + 0b1];
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert_isl(st.domain, "{ S0[0]; S0[2]; S0[4]; S0[6] }")
    assert_isl(one(st, "write", "A"), "{ S0[i] -> A[i + 10] : i = 0 or i = 2 or i = 4 or i = 6 }")
    assert_isl(one(st, "read", "A"), "{ S0[i] -> A[2] : i = 0 or i = 2 or i = 4 or i = 6 }")


# --------------------------------------------------------------------------- conditions, nests, statements
def test_affine_if_with_else(scop_of):
    s = scop_of("""
        void f(int n, double A[n], double B[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            if (2 * i < n && i != 3)
              A[i] = 1;
            else
              B[i] = 2;
        #pragma endscop
        }
    """)
    s0, s1 = s.statements
    assert_isl(s0.domain, "[n] -> { S0[i] : 0 <= i < n and 2i < n and i != 3 }")
    assert_isl(s1.domain, "[n] -> { S1[i] : 0 <= i < n and (2i >= n or i = 3) }")
    assert_isl(s0.schedule, "{ S0[i] -> [0, i, 0] }")
    assert_isl(s1.schedule, "{ S1[i] -> [0, i, 1] }")


def test_if_without_else_and_negation(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            if (!(i >= 5)) A[i] = 0;
            if (i) A[i] += 1;
          }
        #pragma endscop
        }
    """)
    assert_isl(s.statements[0].domain, "[n] -> { S0[i] : 0 <= i < n and i < 5 }")
    assert_isl(s.statements[1].domain, "[n] -> { S1[i] : 0 < i < n }")


def test_triangular_nests(scop_of):
    s = scop_of("""
        void f(int n, double A[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
              A[i][j] = 0;
          for (int i = 0; i < n; i++)
            for (int j = 0; j <= i; j++)
              A[i][j] = 1;
        #pragma endscop
        }
    """)
    s0, s1 = s.statements
    assert_isl(s0.domain, "[n] -> { S0[i, j] : 0 <= i and i < j < n }")
    assert_isl(s1.domain, "[n] -> { S1[i, j] : 0 <= j <= i < n }")
    assert_isl(s0.schedule, "{ S0[i, j] -> [0, i, 0, j, 0] }")
    assert_isl(s1.schedule, "{ S1[i, j] -> [1, i, 0, j, 0] }")
    # S0 entirely before S1
    assert_isl(s.schedule_map(), "[n] -> { S0[i, j] -> [0, i, 0, j, 0] : 0 <= i and i < j < n; "
                                 "S1[i, j] -> [1, i, 0, j, 0] : 0 <= j <= i < n }")


def test_imperfect_nest_with_several_statements(scop_of):
    s = scop_of("""
        void f(int n, int m, double A[n], double B[n][m], double C[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            A[i] = 0;
            C[i] = 1;
            for (int j = 0; j < m; j++)
              A[i] += B[i][j];
            C[i] = C[i] * A[i];
          }
        #pragma endscop
        }
    """)
    assert [st.name for st in s.statements] == ["S0", "S1", "S2", "S3"]
    s0, s1, s2, s3 = s.statements
    assert_isl(s0.domain, "[n] -> { S0[i] : 0 <= i < n }")
    assert_isl(s2.domain, "[n, m] -> { S2[i, j] : 0 <= i < n and 0 <= j < m }")
    # 2d+1 schedules padded to the SCoP's width
    assert_isl(s0.schedule, "{ S0[i] -> [0, i, 0, 0, 0] }")
    assert_isl(s1.schedule, "{ S1[i] -> [0, i, 1, 0, 0] }")
    assert_isl(s2.schedule, "{ S2[i, j] -> [0, i, 2, j, 0] }")
    assert_isl(s3.schedule, "{ S3[i] -> [0, i, 3, 0, 0] }")
    assert_isl(one(s2, "read", "A"), "[n, m] -> { S2[i, j] -> A[i] : 0 <= i < n and 0 <= j < m }")
    assert_isl(one(s2, "write", "A"), "[n, m] -> { S2[i, j] -> A[i] : 0 <= i < n and 0 <= j < m }")
    assert_isl(one(s2, "read", "B"), "[n, m] -> { S2[i, j] -> B[i, j] : 0 <= i < n and 0 <= j < m }")
    assert len(accesses(s3, "read")) == 2 and len(accesses(s3, "write")) == 1
    assert s.loops[0].statements == ["S0", "S1", "S2", "S3"]
    assert s.loops[1].statements == ["S2"]


def test_statements_outside_loops(scop_of):
    s = scop_of("""
        void f(int n, double A[n], double s) {
        #pragma scop
          A[0] = s;
          for (int i = 1; i < n; i++) A[i] = A[i - 1];
          A[n - 1] = 0;
        #pragma endscop
        }
    """)
    s0, s1, s2 = s.statements
    assert_isl(s0.domain, "{ S0[] }")
    assert_isl(s0.schedule, "{ S0[] -> [0, 0, 0] }")
    assert_isl(s1.schedule, "{ S1[i] -> [1, i, 0] }")
    assert_isl(s2.schedule, "{ S2[] -> [2, 0, 0] }")
    assert_isl(one(s2, "write", "A"), "[n] -> { S2[] -> A[n - 1] }")


# --------------------------------------------------------------------------- arrays
def test_global_multidimensional_array_and_macro_sizes(scop_of):
    s = scop_of("""
        #define N 10
        #define M (N + 2)
        double G[N][M];
        void f(void) {
        #pragma scop
          for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
              G[i][j] = G[i][j] * 2;
        #pragma endscop
        }
    """)
    assert s.params == []
    g = s.arrays["G"]
    assert g.kind == "global" and g.rank == 2 and g.ctype == "double"
    assert [a.is_cst() for a in g.size_affs] == [True, True]
    assert_isl(g.size_affs[0].eq_set(isl.PwAff("{ [] -> [(10)] }")), "{ [] }")
    assert_isl(g.size_affs[1].eq_set(isl.PwAff("{ [] -> [(12)] }")), "{ [] }")
    st = s.statements[0]
    assert_isl(st.domain, "{ S0[i, j] : 0 <= i < 10 and 0 <= j < 12 }")
    assert_isl(one(st, "write", "G"), "{ S0[i, j] -> G[i, j] : 0 <= i < 10 and 0 <= j < 12 }")


def test_vla_parameters(scop_of):
    s = scop_of("""
        void f(int n, int m, double A[n][m], const double B[restrict n][m]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
              A[i][j] = B[i][j];
        #pragma endscop
        }
    """)
    a, b = s.arrays["A"], s.arrays["B"]
    assert a.kind == "param" and a.sizes == ["n", "m"] and a.rank == 2
    assert b.is_const
    assert_isl(a.size_affs[0].eq_set(isl.PwAff("[n, m] -> { [] -> [(n)] }")), "[n, m] -> { [] }")
    assert_isl(a.size_affs[1].eq_set(isl.PwAff("[n, m] -> { [] -> [(m)] }")), "[n, m] -> { [] }")
    assert_isl(s.context, "[n, m] -> { [] : n >= 0 and m >= 0 }")


def test_pointer_parameter_with_one_subscript(scop_of):
    s = scop_of("""
        void f(int n, double *x, const double *restrict y) {
        #pragma scop
          for (int i = 0; i < n; i++)
            x[2 * i + 1] = y[i];
        #pragma endscop
        }
    """)
    x = s.arrays["x"]
    assert x.kind == "pointer" and x.rank == 1 and x.sizes == [None]
    st = s.statements[0]
    assert_isl(one(st, "write", "x"), "[n] -> { S0[i] -> x[2i + 1] : 0 <= i < n }")
    assert_isl(one(st, "read", "y"), "[n] -> { S0[i] -> y[i] : 0 <= i < n }")


def test_local_array_declared_before_scop(scop_of):
    s = scop_of("""
        void f(void) {
          float T[8][4];
        #pragma scop
          for (int i = 0; i < 8; i++)
            for (int j = 0; j < 4; j++)
              T[i][j] = i;
        #pragma endscop
        }
    """)
    t = s.arrays["T"]
    assert t.kind == "local" and t.ctype == "float" and t.sizes == ["8", "4"]


# --------------------------------------------------------------------------- scalars
def test_scalar_is_zero_dimensional_array(scop_of):
    s = scop_of("""
        double f(int n, double *x) {
          double sum = 0;
        #pragma scop
          for (int i = 0; i < n; i++)
            sum += x[i];
        #pragma endscop
          return sum;
        }
    """)
    a = s.arrays["sum"]
    assert a.kind == "scalar" and a.rank == 0 and a.is_scalar and a.ctype == "double"
    st = s.statements[0]
    assert_isl(one(st, "read", "sum"), "[n] -> { S0[i] -> sum[] : 0 <= i < n }")
    assert_isl(one(st, "write", "sum"), "[n] -> { S0[i] -> sum[] : 0 <= i < n }")
    assert_isl(one(st, "read", "x"), "[n] -> { S0[i] -> x[i] : 0 <= i < n }")


def test_local_scalar_in_loop_body_is_expanded(scop_of):
    s = scop_of("""
        void f(int n, int m, double A[n][m], double B[n][m]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
              double t = A[i][j] * 2;
              B[i][j] = t + t;
            }
        #pragma endscop
        }
    """)
    t = s.arrays["t"]
    assert t.kind == "private" and t.expanded_dims == 2 and t.rank == 2 and t.ctype == "double"
    s0, s1 = s.statements
    dom = "0 <= i < n and 0 <= j < m"
    assert_isl(one(s0, "write", "t"), f"[n, m] -> {{ S0[i, j] -> t[i, j] : {dom} }}")
    reads_t = accesses(s1, "read", "t")
    assert len(reads_t) == 2
    for r in reads_t:
        assert_isl(r, f"[n, m] -> {{ S1[i, j] -> t[i, j] : {dom} }}")
    assert_isl(one(s1, "write", "B"), f"[n, m] -> {{ S1[i, j] -> B[i, j] : {dom} }}")


def test_local_scalar_declared_without_initialiser(scop_of):
    s = scop_of("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            double t;
            t = A[i];
            A[i] = t * 3;
          }
        #pragma endscop
        }
    """)
    assert s.arrays["t"].kind == "private"
    assert len(s.statements) == 2  # the declaration alone is not a statement
    assert_isl(one(s.statements[0], "write", "t"), "[n] -> { S0[i] -> t[i] : 0 <= i < n }")


# --------------------------------------------------------------------------- parameters and context
def test_macros_become_constants(scop_of):
    s = scop_of("""
        #define N 100
        #define HALF (N / 2)
        void f(double A[N]) {
        #pragma scop
          for (int i = HALF; i < N; i++) A[i - HALF] = A[i];
        #pragma endscop
        }
    """)
    assert s.params == []
    st = s.statements[0]
    assert_isl(st.domain, "{ S0[i] : 50 <= i < 100 }")
    assert_isl(one(st, "write", "A"), "{ S0[i] -> A[i - 50] : 50 <= i < 100 }")


def test_command_line_defines(load_c):
    sf = load_c("""
        #ifndef N
        #define N 7
        #endif
        void f(double A[N]) {
        #pragma scop
          for (int i = 0; i < N; i++) A[i] = 0;
        #pragma endscop
        }
    """, defines=["N=3"])
    assert_isl(sf.scops[0].statements[0].domain, "{ S0[i] : 0 <= i < 3 }")


def test_enumeration_constants(scop_of):
    s = scop_of("""
        enum { N = 10, M, K = 2 * N - 1 };
        void f(double A[N][M]) {
        #pragma scop
          for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
              A[i][j] = K;
        #pragma endscop
        }
    """)
    assert s.params == []
    assert_isl(s.statements[0].domain, "{ S0[i, j] : 0 <= i < 10 and 0 <= j < 11 }")


def test_parameters_are_the_integers_read_and_not_written(scop_of):
    s = scop_of("""
        void f(int n, int m, int k, long off, double alpha, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            A[i] = alpha * A[i];
          for (int i = off; i < m; i++)
            k = k + i;
        #pragma endscop
        }
    """)
    assert set(s.params) == {"n", "m", "off"}
    assert "k" not in s.params and s.arrays["k"].kind == "scalar"
    assert "alpha" not in s.params and s.scalar_values.get("alpha") == "double"
    assert "alpha" not in s.arrays  # a read-only scalar is a value, not an array
    assert_isl(s.statements[1].domain, "[m, off] -> { S1[i] : off <= i < m }")


def test_context_has_sizes_non_negative(scop_of):
    s = scop_of("""
        void f(int n, int m, int p, double A[n][m + 1], double B[p]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < 10; j++)
              A[i][j] = 0;
        #pragma endscop
        }
    """)
    # B is not used: p says nothing; A's extents give n >= 0 and m + 1 >= 0
    assert "p" not in s.params
    assert_isl(s.context, "[n, m] -> { [] : n >= 0 and m >= -1 }")


def test_context_unconstrained_without_sizes(scop_of):
    s = scop_of("""
        void f(int n, double *x) {
        #pragma scop
          for (int i = 0; i < n; i++) x[i] = 0;
        #pragma endscop
        }
    """)
    assert_isl(s.context, "[n] -> { [] }")


# --------------------------------------------------------------------------- odd-but-valid C
ODD_BUT_VALID = {
    "comments": """
        void f(int n, double A[n]) {
        #pragma scop
          /* leading */ for (int i = 0; i < n; i++) // trailing
          { /* a
               multi-line comment */
            A[i] = /* inside */ 1.0; // end
          }
        #pragma endscop
        }
    """,
    "predeclared_iterator_and_nested_blocks": """
        void f(int n, double A[n]) {
          int i;
        #pragma scop
          { { for (i = 0; i < n; i++) { { A[i] = 1.0; } } } }
        #pragma endscop
        }
    """,
    "typedef_const_unsigned_long": """
        typedef double real;
        typedef long idx_t;
        void f(const int n, real A[n], const real *restrict x) {
          idx_t i;
        #pragma scop
          for (i = 0; i < n; i = i + 1)
            A[i] = x[i];
        #pragma endscop
        }
    """,
    "unsigned_iterator_and_define_size": """
        #define SIZE(x) (x)
        void f(unsigned n, double A[SIZE(n)]) {
        #pragma scop
          for (unsigned int i = 0u; 1 + i <= n; i++)
            A[i] = 1.0;
        #pragma endscop
        }
    """,
}


@pytest.mark.parametrize("name", sorted(ODD_BUT_VALID))
def test_odd_but_valid_c_loads_with_the_expected_model(scop_of, name):
    s = scop_of(ODD_BUT_VALID[name])
    (st,) = s.statements
    assert_isl(st.domain, "[n] -> { S0[i] : 0 <= i < n }")
    assert_isl(one(st, "write", "A"), "[n] -> { S0[i] -> A[i] : 0 <= i < n }")
    assert s.params == ["n"]


def test_typedef_element_type_is_resolved(scop_of):
    s = scop_of(ODD_BUT_VALID["typedef_const_unsigned_long"])
    assert s.arrays["A"].ctype == "double" and s.arrays["x"].ctype == "double"
    assert s.arrays["x"].is_const


def test_shadowed_iterator_gets_a_fresh_dimension(scop_of):
    s = scop_of("""
        void f(int n, double A[n][3]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int i = 0; i < 3; i++)
              A[i][i] = 0;
        #pragma endscop
        }
    """)
    st = s.statements[0]
    assert len(st.iterators) == 2 and st.iterators[0] != st.iterators[1]
    # the inner declaration shadows the outer one: it is renamed in the SCoP's copy, reported as written
    assert st.c_iterators == ["i", "i_1"]
    assert [lp.var for lp in s.loops] == ["i", "i"]
    # the inner i is the one used
    assert_isl(one(st, "write", "A"), "[n] -> { S0[o, i] -> A[i, i] : 0 <= o < n and 0 <= i < 3 }")


def test_two_scops_in_one_function(load_c):
    sf = load_c("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) A[i] = 0;
        #pragma endscop
          A[0] = 1;
        #pragma scop
          for (int i = 0; i < n; i++) A[i] += 1;
        #pragma endscop
        }
    """)
    assert len(sf.scops) == 2
    assert [s.index for s in sf.scops] == [0, 1]
    assert sf.scops[0].span[0] < sf.scops[0].span[1] < sf.scops[1].span[0]


def test_load_from_source_text(tmp_path):
    """The Python API: text handed in for a path that need not exist; coordinates still name that path."""
    from s2s.frontend.load import load

    (tmp_path / "sizes.h").write_text("#define M 5\n")
    path = str(tmp_path / "not_on_disk.c")
    sf = load(path, source='#include "sizes.h"\nvoid f(double A[M]) {\n#pragma scop\n'
                           '  for (int i = 0; i < M; i++) A[i] = 0;\n#pragma endscop\n}\n')
    (s,) = sf.scops
    assert s.file == path and s.statements[0].loc.file == path and s.statements[0].loc.line == 4
    assert_isl(s.statements[0].domain, "{ S0[i] : 0 <= i < 5 }")


def test_c_names_that_are_isl_keywords(scop_of):
    s = scop_of("""
        void f(int min, int max, double A[max]) {
        #pragma scop
          for (int mod = min; mod < max; mod++)
            for (int floor = 0; floor <= mod; floor += 2)
              A[floor] = A[mod];
        #pragma endscop
        }
    """)
    assert s.params == ["min", "max"]
    dom = s.statements[0].domain
    # the same set, written with harmless names (isl matches parameters by name)
    dom = dom.set_dim_name(isl.dim_type.param, 0, "a").set_dim_name(isl.dim_type.param, 1, "b")
    assert_isl(dom, "[a, b] -> { S0[i, j] : a <= i < b and 0 <= j <= i and j mod 2 = 0 }")


def test_context_of_many_pieces_is_one_piece_containing_them():
    """Accesses that leave a parameter's rows for sizes bounded in several ways left the context a union
    of 11 pieces here, which every isl operation of the passes paid for (a fuzz program translated in
    2.7 min instead of 1).  The context is what the generated code may assume, and the code runs only
    where model_guard holds, so one piece containing the exact set is kept: every size that runs the
    generated code is in it."""
    import os

    from conftest import ROOT
    from s2s.frontend.load import load
    sf = load(os.path.join(ROOT, "tests", "fuzz_regressions", "persistent_nested_host_loop.c"))
    (scop,) = sf.scops
    assert scop.context.n_basic_set() == 1
    assert scop.model_guard is not None
    # sizes where an access leaves its rows (A[-i + 4] at n = 8: row -1) are outside model_guard,
    # sizes inside it are in the context
    space = scop.context.get_space()
    for values in ({"n": 6, "a0": 40, "a1": 40, "b0": 40, "b1": 40, "c0": 40, "c1": 40, "d0": 40, "d1": 40},):
        point = isl.Set.universe(space)
        for name, v in values.items():
            pos = space.find_dim_by_name(isl.dim_type.param, name)
            if pos >= 0:
                point = point.fix_val(isl.dim_type.param, pos, isl.Val(v))
        assert not point.intersect(scop.context).is_empty()


def test_lexmax_and_lexmin_are_checked(monkeypatch):
    """isl's lexmax_pw_multi_aff once named a footprint's last element wrongly for one representation of a
    set (fuzz seed 13367, tests/fuzz_regressions/lexmax_checked_copy_extent.c): checked_lexmax and
    checked_lexmin reject an answer whose points are not extreme in the set, take the coalesced set's, and
    give None when no answer checks."""
    import islpy as isl

    from s2s.model.isl_util import checked_lexmax, checked_lexmin
    s = isl.Set("[n] -> { [i, j] : 0 <= i < n and 0 <= j <= i }")
    assert checked_lexmax(s).is_equal(isl.PwMultiAff("[n] -> { [(n - 1), (n - 1)] : n >= 1 }"))
    assert checked_lexmin(s).is_equal(isl.PwMultiAff("[n] -> { [(0), (0)] : n >= 1 }"))
    wrong = isl.PwMultiAff("[n] -> { [(n - 1), (0)] : n >= 1 }")         # in s, not its maximum
    for name, check in (("lexmax_pw_multi_aff", checked_lexmax), ("lexmin_pw_multi_aff", checked_lexmin)):
        real = getattr(isl.Set, name)
        answers = []

        def once_wrong(self, real=real, answers=answers):
            answers.append(1)
            return wrong if len(answers) == 1 else real(self)
        monkeypatch.setattr(isl.Set, name, once_wrong)
        got = check(s)
        assert len(answers) == 2 and got is not None and not got.is_equal(wrong)
        monkeypatch.setattr(isl.Set, name, lambda self: wrong)
        assert check(s) is None
        monkeypatch.setattr(isl.Set, name, real)


def test_dim_max_and_dim_min_are_checked(monkeypatch):
    """checked_dim_opt (the extents of arrays on the device, transfers.array_box) takes isl's dim_max or
    dim_min only when the value is taken in the set and nothing lies beyond it."""
    import islpy as isl

    from s2s.model.isl_util import checked_dim_opt
    s = isl.Set("[n, m] -> { A[i, j] : 0 <= i < n and 0 <= j <= i + m and j < 10 }")
    assert checked_dim_opt(s, 1, True).is_equal(s.dim_max(1))
    assert checked_dim_opt(s, 0, False).is_equal(s.dim_min(0))
    wrong = isl.PwAff("[n, m] -> { [(n - 1)] : n > 0 and m > -n }")        # j's maximum is not n - 1
    monkeypatch.setattr(isl.Set, "dim_max", lambda self, d: wrong)
    assert checked_dim_opt(s, 1, True) is None
    assert checked_dim_opt(s, 0, True) is not None                        # i's maximum is n - 1
