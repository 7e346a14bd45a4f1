"""Dependences and loop parallelism on known kernels, through s2s.analysis.analyse."""
from __future__ import annotations

import networkx as nx
import pytest

from conftest import assert_isl
from s2s.analysis import analyse, dependence_dot, sccs


@pytest.fixture
def analyse_c(scop_of):
    def _analyse(source: str):
        return analyse(scop_of(source))

    return _analyse


def loops_by_var(an):
    out = {}
    for lp in an.loops:
        assert lp.var not in out, "test kernels use distinct iterator names"
        out[lp.var] = lp
    return out


def deps(an, kind=None, source=None, sink=None, array=None):
    return [d for d in an.deps.deps
            if (kind is None or d.kind == kind) and (source is None or d.source == source)
            and (sink is None or d.sink == sink) and (array is None or d.array == array)]


def the_dep(an, kind, source, sink, array):
    found = deps(an, kind, source, sink, array)
    every = [(d.kind, d.source, d.sink, d.array) for d in an.deps.deps]
    assert len(found) == 1, f"{kind} {source}->{sink} on {array}: {every}"
    return found[0]


def carried_vars(an, dep):
    return [an.scop.loops[k].var for k in dep.carried_by]


MATMUL = """
    void matmul(int ni, int nj, int nk, double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
    #pragma scop
      for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++) {
          C[i][j] = 0;
          for (int k = 0; k < nk; k++)
            C[i][j] += A[i][k] * B[k][j];
        }
    #pragma endscop
    }
"""


def test_matmul(analyse_c):
    an = analyse_c(MATMUL)
    lp = loops_by_var(an)
    assert lp["i"].parallel and lp["j"].parallel
    assert not lp["k"].parallel and lp["k"].reduction
    assert not lp["i"].reduction and not lp["j"].reduction
    flow = the_dep(an, "flow", "S1", "S1", "C")
    assert carried_vars(an, flow) == ["k"] and not flow.loop_independent
    assert flow.distance == ["0", "0", "1"]
    assert_isl(flow.relation, "[ni, nj, nk] -> { S1[i, j, k] -> S1[i, j, k + 1] : "
                              "0 <= i < ni and 0 <= j < nj and 0 <= k < nk - 1 }")
    # the initialisation reaches only the first update: a loop-independent flow dependence
    init = the_dep(an, "flow", "S0", "S1", "C")
    assert init.carried_by == [] and init.loop_independent
    assert_isl(init.relation,
               "[ni, nj, nk] -> { S0[i, j] -> S1[i, j, 0] : 0 <= i < ni and 0 <= j < nj and nk > 0 }")
    assert {d.kind for d in lp["k"].blocked_by} >= {"flow"}
    assert all(d.array == "C" for d in lp["k"].blocked_by)
    # nothing on A or B, which are only read
    assert not deps(an, array="A") and not deps(an, array="B")


def test_gauss_seidel_2d_no_loop_parallel(analyse_c):
    an = analyse_c("""
        void seidel(int tsteps, int n, double A[n][n]) {
        #pragma scop
          for (int t = 0; t < tsteps; t++)
            for (int i = 1; i < n - 1; i++)
              for (int j = 1; j < n - 1; j++)
                A[i][j] = (A[i-1][j] + A[i][j-1] + A[i][j] + A[i][j+1] + A[i+1][j]) / 5.0;
        #pragma endscop
        }
    """)
    lp = loops_by_var(an)
    assert not lp["t"].parallel and not lp["i"].parallel and not lp["j"].parallel
    assert not any(x.reduction for x in an.loops)
    flow = the_dep(an, "flow", "S0", "S0", "A")
    assert set(carried_vars(an, flow)) == {"t", "i", "j"}
    # each of the five reads gets its value from the last write of that element
    dom = "0 <= t < tsteps and 1 <= i < n - 1 and 1 <= j < n - 1"
    snk = "0 <= t2 < tsteps and 1 <= i2 < n - 1 and 1 <= j2 < n - 1"
    assert_isl(flow.relation, "[tsteps, n] -> { "
               f"S0[t, i, j] -> S0[t2 = t, i2 = i + 1, j2 = j] : {dom} and {snk}; "
               f"S0[t, i, j] -> S0[t2 = t, i2 = i, j2 = j + 1] : {dom} and {snk}; "
               f"S0[t, i, j] -> S0[t2 = t + 1, i2 = i, j2 = j] : {dom} and {snk}; "
               f"S0[t, i, j] -> S0[t2 = t + 1, i2 = i, j2 = j - 1] : {dom} and {snk}; "
               f"S0[t, i, j] -> S0[t2 = t + 1, i2 = i - 1, j2 = j] : {dom} and {snk} }}")


def test_jacobi_1d(analyse_c):
    an = analyse_c("""
        void jacobi(int tsteps, int n, double A[n], double B[n]) {
        #pragma scop
          for (int t = 0; t < tsteps; t++) {
            for (int i = 1; i < n - 1; i++)
              B[i] = 0.33333 * (A[i-1] + A[i] + A[i+1]);
            for (int j = 1; j < n - 1; j++)
              A[j] = B[j];
          }
        #pragma endscop
        }
    """)
    lp = loops_by_var(an)
    assert not lp["t"].parallel
    assert lp["i"].parallel and lp["j"].parallel
    f01 = the_dep(an, "flow", "S0", "S1", "B")
    assert f01.carried_by == [] and f01.loop_independent and f01.distance == ["0"]
    assert_isl(f01.relation, "[tsteps, n] -> { S0[t, i] -> S1[t, i] : 0 <= t < tsteps and 1 <= i < n - 1 }")
    f10 = the_dep(an, "flow", "S1", "S0", "A")
    assert carried_vars(an, f10) == ["t"] and f10.distance == ["1"]
    assert_isl(f10.relation, "[tsteps, n] -> { S1[t, j] -> S0[t + 1, i] : 0 <= t < tsteps - 1 and "
                             "1 <= j < n - 1 and 1 <= i < n - 1 and i - 1 <= j <= i + 1 }")
    # every dependence is carried by t or loop independent
    for d in an.deps.deps:
        assert carried_vars(an, d) in ([], ["t"])
    # S0 and S1 form one strongly connected component (through t)
    assert ["S0", "S1"] in sccs(an)


def test_jacobi_2d(analyse_c):
    an = analyse_c("""
        #define N 64
        void jacobi2d(int tsteps, double A[N][N], double B[N][N]) {
        #pragma scop
          for (int t = 0; t < tsteps; t++) {
            for (int i = 1; i < N - 1; i++)
              for (int j = 1; j < N - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][1+j] + A[1+i][j] + A[i-1][j]);
            for (int i2 = 1; i2 < N - 1; i2++)
              for (int j2 = 1; j2 < N - 1; j2++)
                A[i2][j2] = 0.2 * (B[i2][j2] + B[i2][j2-1] + B[i2][1+j2] + B[1+i2][j2] + B[i2-1][j2]);
          }
        #pragma endscop
        }
    """)
    lp = loops_by_var(an)
    assert not lp["t"].parallel
    for v in ("i", "j", "i2", "j2"):
        assert lp[v].parallel, v
        assert lp[v].blocked_by == []
    assert {d.kind for d in lp["t"].blocked_by} == {"flow", "anti", "output"}
    for d in an.deps.deps:
        assert carried_vars(an, d) in ([], ["t"])


def test_flow_distance_one(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 1; i < n; i++)
            A[i] = A[i - 1] * 2;
        #pragma endscop
        }
    """)
    (d,) = an.deps.deps
    assert d.kind == "flow" and d.distance == ["1"] and carried_vars(an, d) == ["i"]
    assert_isl(d.relation, "[n] -> { S0[i] -> S0[i + 1] : 1 <= i < n - 1 }")
    assert not an.loops[0].parallel and not an.loops[0].reduction


def test_anti_distance_two(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n - 2; i++)
            A[i] = A[i + 2];
        #pragma endscop
        }
    """)
    (d,) = an.deps.deps
    assert d.kind == "anti" and d.distance == ["2"] and carried_vars(an, d) == ["i"]
    assert_isl(d.relation, "[n] -> { S0[i] -> S0[i + 2] : 0 <= i < n - 4 }")
    assert not an.loops[0].parallel


def test_decreasing_loop_distance_in_execution_order(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = n - 1; i >= 1; i--)
            A[i - 1] = A[i] + 1;
        #pragma endscop
        }
    """)
    (d,) = an.deps.deps
    # A[i] is written by iteration i + 1, which runs just before iteration i
    assert d.kind == "flow" and d.distance == ["1"]
    assert_isl(d.relation, "[n] -> { S0[i] -> S0[i - 1] : 2 <= i <= n - 1 }")


def test_in_place_update_is_not_a_dependence(analyse_c):
    an = analyse_c("""
        void f(int n, int m, double A[n][m], double s) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
              A[i][j] = s * A[i][j];
        #pragma endscop
        }
    """)
    assert an.deps.deps == []
    assert all(lp.parallel for lp in an.loops)
    assert an.deps.graph.number_of_edges() == 0


def test_waw_on_a_scalar(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n], double B[n]) {
          double x;
        #pragma scop
          for (int i = 0; i < n; i++) {
            x = A[i];
            B[i] = x;
          }
        #pragma endscop
        }
    """)
    out = the_dep(an, "output", "S0", "S0", "x")
    assert carried_vars(an, out) == ["i"] and out.distance == ["1"]
    assert_isl(out.relation, "[n] -> { S0[i] -> S0[i + 1] : 0 <= i < n - 1 }")
    flow = the_dep(an, "flow", "S0", "S1", "x")
    assert flow.loop_independent and flow.carried_by == []
    anti = the_dep(an, "anti", "S1", "S0", "x")
    assert carried_vars(an, anti) == ["i"]
    assert not an.loops[0].parallel and not an.loops[0].reduction


def test_sum_reduction_on_scalar(analyse_c):
    an = analyse_c("""
        double f(int n, double *x) {
          double sum = 0;
        #pragma scop
          for (int i = 0; i < n; i++)
            sum += x[i] * x[i];
        #pragma endscop
          return sum;
        }
    """)
    lp = an.loops[0]
    assert not lp.parallel and lp.reduction
    assert {d.kind for d in lp.blocked_by} == {"flow", "anti", "output"}


def test_not_a_reduction_when_the_location_moves(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n], double B[n]) {
        #pragma scop
          for (int i = 1; i < n; i++)
            A[i] += A[i - 1] * B[i];
        #pragma endscop
        }
    """)
    assert not an.loops[0].parallel and not an.loops[0].reduction


def test_loop_independent_dependence_between_two_statements(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n], double B[n], double C[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            B[i] = A[i] + 1;
            C[i] = B[i] * 2;
          }
        #pragma endscop
        }
    """)
    (d,) = an.deps.deps
    assert (d.kind, d.source, d.sink, d.array) == ("flow", "S0", "S1", "B")
    assert d.loop_independent and d.carried_by == [] and d.distance == ["0"]
    assert_isl(d.relation, "[n] -> { S0[i] -> S1[i] : 0 <= i < n }")
    assert an.loops[0].parallel


def test_privatised_local_scalar_does_not_block(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n], double B[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            double t = A[i] * A[i];
            B[i] = t + 1;
          }
        #pragma endscop
        }
    """)
    assert an.loops[0].parallel
    d = the_dep(an, "flow", "S0", "S1", "t")
    assert d.loop_independent and d.carried_by == []


def test_dependence_graph_edges(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n], double B[n], double C[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            A[i] = 1;
          for (int i = 0; i < n; i++)
            B[i] = A[i] + 1;
          for (int i = 1; i < n; i++)
            C[i] = B[i - 1] + C[i - 1];
        #pragma endscop
        }
    """)
    g = an.deps.graph
    assert isinstance(g, nx.MultiDiGraph)
    assert set(g.nodes) == {"S0", "S1", "S2"}
    edges = {(u, v, data["kind"], data["array"]) for u, v, data in g.edges(data=True)}
    assert edges == {("S0", "S1", "flow", "A"), ("S1", "S2", "flow", "B"), ("S2", "S2", "flow", "C")}
    assert g.nodes["S1"]["line"] is not None
    carried = {(u, v): data["carried_by"] for u, v, data in g.edges(data=True)}
    assert carried[("S2", "S2")] == ["i"] and carried[("S0", "S1")] == []
    assert nx.has_path(g, "S0", "S2") and not nx.has_path(g, "S2", "S0")
    # the first two loops are parallel, the third is not
    assert [lp.parallel for lp in an.loops] == [True, True, False]
    dot = dependence_dot(an)
    assert dot.startswith("digraph") and '"S0" -> "S1"' in dot and '"S2" -> "S2"' in dot


def test_dependences_respect_conditions(analyse_c):
    an = analyse_c("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            if (i % 2 == 0)
              A[i + 1] = A[i];
        #pragma endscop
        }
    """)
    # even i writes odd elements and reads even ones: no dependence at all
    assert an.deps.deps == []
    assert an.loops[0].parallel


def test_to_json_of_analysis(analyse_c):
    an = analyse_c(MATMUL)
    js = an.to_json()
    k = [lp for lp in js["loops"] if lp["var"] == "k"][0]
    assert k["parallel"] is False and k["reduction"] is True
    assert {b["kind"] for b in k["blocked_by"]} >= {"flow"}
    flow = [d for d in js["dependences"] if d["kind"] == "flow" and d["source"] == "S1"][0]
    assert flow["carried_by"] == ["k"] and flow["distance"] == ["0", "0", "1"]


def test_private_accumulator_in_outer_loop(analyse_c):
    an = analyse_c("""
        void rowsum(int n, int m, double A[n][m], double B[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            double t = 0;
            for (int j = 0; j < m; j++)
              t += A[i][j];
            B[i] = t;
          }
        #pragma endscop
        }
    """)
    lp = loops_by_var(an)
    # t is expanded along i: rows are independent, the j loop is a reduction into t[i]
    assert lp["i"].parallel
    assert not lp["j"].parallel and lp["j"].reduction
    acc = the_dep(an, "flow", "S1", "S1", "t")
    assert_isl(acc.relation, "[n, m] -> { S1[i, j] -> S1[i, j + 1] : 0 <= i < n and 0 <= j < m - 1 }")
    # with m = 0 the initial value reaches B[i] directly
    assert_isl(the_dep(an, "flow", "S0", "S2", "t").relation,
               "[n, m] -> { S0[i] -> S2[i] : 0 <= i < n and m <= 0 }")


@pytest.mark.parametrize("update,reduction", [
    ("y[i] = y[i] + A[i][j] * x[j]", True),
    ("y[i] = A[i][j] * x[j] + y[i]", True),
    ("y[i] = y[i] - A[i][j] + x[j]", True),
    ("y[i] = x[j] * y[i] * A[i][j]", True),
    ("y[i] -= A[i][j]", True),
    ("y[i] = A[i][j] - y[i]", False),
    ("y[i] = y[i] * A[i][j] + x[j]", False),
    ("y[i] = y[i] + y[i] * x[j]", False),
    ("y[j] = y[j] + A[i][j]", False),  # the j loop writes a different element each time: not blocked at all
])
def test_reduction_forms(analyse_c, update, reduction):
    an = analyse_c(f"""
        void mv(int n, double A[n][n], double x[n], double y[n]) {{
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
              {update};
        #pragma endscop
        }}
    """)
    j = loops_by_var(an)["j"]
    if update.startswith("y[j]"):
        assert j.parallel and not j.reduction
    else:
        assert not j.parallel and j.reduction == reduction
