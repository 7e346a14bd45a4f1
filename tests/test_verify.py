"""The verify pass (s2s/passes/verify.py): the generated ASTs, read back into an execution order, are
checked against the original program; tampering with any stage must be caught."""
from __future__ import annotations

import glob
import os

import islpy as isl
import pytest

from conftest import ROOT
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.passes.manager import Options, State, pipeline
from s2s.passes.verify import _pad, ast_order, check_execution, execution

STENCIL = """
    void smooth(int n, int m, double A[n][m], double B[n][m]) {
    #pragma scop
      for (int t = 1; t < n; t++)
        for (int j = 0; j < m; j++) {
          A[t][j] = A[t - 1][j] * 0.5 + 1.0;
          B[t][j] = A[t][j] + A[t - 1][j];
        }
    #pragma endscop
    }
"""


def run_until(scop, last: str, target: str = "cuda", edit=None) -> State:
    """Run the passes up to and including `last`; `edit(state, pass_name)` runs after each pass."""
    state = State(scop, Options(target=target), DiagnosticLog())
    for p in pipeline():
        p.run(state)
        if edit:
            edit(state, p.name)
        if p.name == last:
            return state
    raise AssertionError(f"no pass {last}")


def problem(state: State) -> str | None:
    run, hw, gw = execution(state)
    return check_execution(state.scop, run, hw, gw)


@pytest.mark.parametrize("target", ["cuda", "openmp"])
def test_generated_code_verifies(scop_of, target):
    state = run_until(scop_of(STENCIL), "verify", target)
    assert state["verified"] is True
    assert problem(state) is None


def test_ast_order_reads_loops_and_blocks():
    """The execution order read back from an AST isl built for a known schedule is that schedule's
    order (up to the positions of the blocks)."""
    sched = isl.UnionMap("[n] -> { S[i, j] -> [i, 0, j] : 0 <= i < n and 0 <= j <= i; "
                         "T[i] -> [i, 1, 0] : 0 <= i < n and i % 2 = 0 }")
    ast = isl.AstBuild.from_context(isl.Set("[n] -> { : n > 0 }")).node_from_schedule_map(sched)
    order = dict(ast_order(ast, ["n"]))
    s, t = order["S"], order["T"]
    # S[i, j] before T[i] for every i; T[i] before S[i + 1, *]
    width = max(s.dim(isl.dim_type.out), t.dim(isl.dim_type.out))
    both = isl.UnionMap.from_map(_pad(s, width)).union(isl.UnionMap.from_map(_pad(t, width)))
    before = both.lex_lt_union_map(both)
    want = isl.UnionMap("[n] -> { S[i, j] -> T[i] : 0 <= j <= i < n and i % 2 = 0; "
                        "T[i] -> S[i2, j] : 0 <= i < i2 < n and 0 <= j <= i2 and i % 2 = 0 }")
    assert want.is_subset(before)
    assert s.domain().is_equal(sched.domain().extract_set(s.get_space().domain()))
    assert t.domain().is_equal(sched.domain().extract_set(t.get_space().domain()))


def test_wrong_parallel_mark_is_caught(scop_of):
    """The t loop carries the dependence on A: marked parallel by hand, the check must fail."""
    def force(state, name):
        if name == "parallelism":
            root = state["schedule"].get_root()
            node = root.child(0)
            while node.get_type() != isl.schedule_node_type.band:
                node = node.child(0)
            state["schedule"] = node.band_member_set_coincident(0, 1).get_schedule()

    state = run_until(scop_of(STENCIL), "ast", "cuda", force)
    why = problem(state)
    assert why is not None and "different threads of one launch" in why


def test_wrong_order_is_caught(scop_of):
    """The two statements swapped in the kernel's schedule: B reads A[t][j] before it is written."""
    def swap(state, name):
        if name == "device-split":
            for k in state["kernels"]:
                if set(k.statements) == {"S0", "S1"}:
                    maps = []
                    k.subtree.foreach_map(maps.append)
                    swapped = None
                    for m in maps:
                        last = m.dim(isl.dim_type.out) - 1
                        pos = 1 if m.get_tuple_name(isl.dim_type.in_) == "S0" else 0
                        m = m.drop_constraints_involving_dims(isl.dim_type.out, last, 1).fix_val(
                            isl.dim_type.out, last, isl.Val(pos))
                        um = isl.UnionMap.from_map(m)
                        swapped = um if swapped is None else swapped.union(um)
                    k.subtree = swapped

    state = run_until(scop_of(STENCIL), "ast", "cuda", swap)
    why = problem(state)
    assert why is not None and "wrong order" in why


def test_missing_instances_are_caught(scop_of):
    """A grid one thread short leaves instances unrun."""
    def shrink(state, name):
        if name == "ast":
            for k, ranges in state["kernel-grid"].items():
                if ranges:
                    lo, hi = ranges[-1]
                    ranges[-1] = (lo, hi.add(isl.PwAff("[n, m] -> { [(-1)] }").align_params(hi.get_space())))

    state = run_until(scop_of(STENCIL), "ast", "cuda", shrink)
    why = problem(state)
    assert why is not None and "never run" in why


ISL_AST_BUGS = sorted(glob.glob(os.path.join(ROOT, "tests", "fuzz_regressions", "isl_ast_*.c")))


@pytest.mark.parametrize("path", ISL_AST_BUGS, ids=os.path.basename)
def test_isl_ast_bug_falls_back_to_the_original_order(path):
    """On these programs isl's AST generator emits code that contradicts isl's schedule: the verify
    pass rejects it and the original order is used (the programs are run by tests/test_fuzz.py)."""
    result = translate_file(path, target="openmp", log=DiagnosticLog())
    decisions = [x for d in result.decisions for x in d.decisions]
    assert any("failed verification" in x for x in decisions), decisions
    assert any("original order is used instead" in x for x in decisions), decisions
    assert not any("failed verification" in x for x in decisions[decisions.index(
        next(x for x in decisions if "original order is used instead" in x)):]), decisions
