"""The verify pass (s2s/passes/verify.py): the generated ASTs, read back into an execution order, are
checked against the original program; tampering with any stage must be caught."""
from __future__ import annotations

import subprocess

import islpy as isl
import pytest

from s2s.diagnostics import DiagnosticLog
from s2s.model.isl_util import sets
from s2s.passes.manager import Options, State, pipeline, run_pipeline
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


def run_until(scop, last: str, target: str = "cuda", edit=None, reschedule: bool = True) -> State:
    """Run the passes up to and including `last`; `edit(state, pass_name)` runs after each pass."""
    state = State(scop, Options(target=target, force_device=True, reschedule=reschedule), DiagnosticLog())
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
            # the first band member that the dependences keep sequential (whichever schedule was chosen)
            def visit(node):
                if node.get_type() == isl.schedule_node_type.band:
                    for k in range(node.band_n_member()):
                        if not node.band_member_get_coincident(k):
                            return node.band_member_set_coincident(k, 1)
                for i in range(node.n_children()):
                    found = visit(node.child(i))
                    if found is not None:
                        return found
                return None
            forced = visit(state["schedule"].get_root())
            assert forced is not None
            state["schedule"] = forced.get_schedule()

    state = run_until(scop_of(STENCIL), "ast", "cuda", force)
    why = problem(state)
    assert why is not None and "different threads of one launch" in why


def test_wrong_order_is_caught(scop_of):
    """The two statements swapped in the kernel's schedule tree (the one AST generation reads): B reads
    A[t][j] before it is written."""
    from s2s.gpu.tree import find_mark

    def swap(state, name):
        if name == "device-split":
            for k in state["kernels"]:
                if set(k.statements) == {"S0", "S1"}:
                    node = find_mark(state["mapped-schedule"].get_root(), f"kernel{k.index}")
                    while node.child(0).get_type() != isl.schedule_node_type.sequence:
                        node = node.child(0)        # down to the thread mark above the sequence
                    [s1] = [isl.UnionSet.from_set(s) for s in sets(k.domain) if s.get_tuple_name() == "S1"]
                    state["mapped-schedule"] = node.order_before(s1).get_schedule()

    # the original order keeps both statements in one kernel
    state = run_until(scop_of(STENCIL), "ast", "cuda", swap, reschedule=False)
    assert any(set(k.statements) == {"S0", "S1"} for k in state["kernels"])
    why = problem(state)
    assert why is not None and "wrong order" in why


def test_missing_instances_are_caught(scop_of):
    """A grid one thread short leaves instances unrun."""
    def shrink(state, name):
        if name == "ast":
            for ranges in state["kernel-grid"].values():
                if ranges:
                    lo, hi = ranges[-1]
                    ranges[-1] = (lo, hi.add(isl.PwAff("[n, m] -> { [(-1)] }").align_params(hi.get_space())))

    state = run_until(scop_of(STENCIL), "ast", "cuda", shrink)
    why = problem(state)
    assert why is not None and "never run" in why


# The host schedule isl's scheduler produced for seed 24901 (tests/fuzz_regressions/isl_ast_wrong_order_*):
# isl's AST generator runs K1[7, 6, 0] before K4[7, 6, -1] though the schedule says otherwise.
HOST_24901 = (
    "[m] -> { K6[] -> [1, 0, 0, 0, 0, 0]; "
    "K3[i0, i1, 2] -> [0, i0, 0, i1, 2, 3] : i1 >= 5 and 13 - i0 <= i1 <= 17 - i0 and 2i1 <= 23 - i0; "
    "K4[i0, i1, 5 - i1] -> [0, i0, 0, i1, 5 - i1, 4] : i0 >= 7 and i1 < m and "
    "((-4 + i0 <= i1 <= 6) or (i0 <= 11 and i1 >= 10)); "
    "K2[i0, i1, 1] -> [0, i0, 0, i1, 1, 2] : i1 >= 5 and i1 >= 13 - i0 and 14 - m <= i1 <= 17 - i0 and "
    "2i1 <= 23 - i0; "
    "K0[i0, -4 + i0, -6 + i0] -> [0, i0, 0, -4 + i0, -6 + i0, 0] : (1 + i0) mod 2 = 0 and 7 <= i0 <= 11; "
    "K1[i0, i1, 0] -> [0, i0, 0, i1, 0, 1] : 7 <= i0 <= 11 and 6 <= i1 <= 8 and i1 <= -2 + m; "
    "K5[8] -> [0, 8, 1, 0, 0, 0] }")


def _run_ast_as_c(ast, tmp_path, params: dict[str, int]) -> list[str]:
    """Compile isl's own C printing of the AST, each user statement printing its name and arguments."""
    names = {"K0": 3, "K1": 3, "K2": 3, "K3": 3, "K4": 3, "K5": 1, "K6": 0}
    defs = []
    for name, n in names.items():
        args = ", ".join(f"a{j}" for j in range(n))
        fmt = " ".join(["%d"] * n)
        defs.append(f'#define {name}({args}) printf("{name} {fmt}\\n"{", " if n else ""}{args})'
                    if n else f'#define {name}() printf("{name}\\n")')
    src = ("#include <stdio.h>\n#define min(a, b) ((a) < (b) ? (a) : (b))\n"
           "#define max(a, b) ((a) > (b) ? (a) : (b))\n"
           + "\n".join(defs) + "\nint main(void) {\n"
           + "".join(f"  int {p} = {v};\n" for p, v in params.items())
           + ast.to_C_str() + "\n  return 0;\n}\n")
    (tmp_path / "ast.c").write_text(src)
    subprocess.run(["cc", "-o", str(tmp_path / "ast"), str(tmp_path / "ast.c")], check=True)
    out = subprocess.run([str(tmp_path / "ast")], capture_output=True, text=True, check=True).stdout
    return [ln.strip() for ln in out.splitlines()]


def test_ast_order_is_the_order_the_code_runs(tmp_path):
    """ast_order on an AST isl got wrong: the order it reads is the order the compiled AST runs (not the
    schedule's)."""
    sched = isl.UnionMap(HOST_24901)
    ast = isl.AstBuild.from_context(isl.Set("[m] -> { : }")).node_from_schedule_map(sched)
    ran = _run_ast_as_c(ast, tmp_path, {"m": 10})
    fix = isl.Set("[m] -> { : m = 10 }")
    timed = []
    for _name, m in ast_order(ast, ["m"]):
        m = _pad(m.intersect_params(fix), 12)
        m.foreach_basic_map(lambda b: timed.extend(_points(b)))
    read = [text for _, text in sorted(timed)]
    assert read == ran
    # and the verification sees what isl did: the schedule orders K4[7, 6, -1] first, the code does not
    k4, k1 = ran.index("K4 7 6 -1"), ran.index("K1 7 6 0")
    assert k1 < k4


def _points(bmap: isl.BasicMap) -> list[tuple[tuple[int, ...], str]]:
    """(time, 'NAME arg arg ...') for every point of a map instance -> time."""
    res = []
    n_out = bmap.dim(isl.dim_type.out)
    name = bmap.get_tuple_name(isl.dim_type.in_)

    def add(pt):
        vals = [pt.get_coordinate_val(isl.dim_type.set, j).to_python()
                for j in range(pt.get_space().dim(isl.dim_type.set))]
        args, when = vals[:-n_out], vals[-n_out:]
        res.append((tuple(when), " ".join([name] + [str(a) for a in args])))

    isl.Set.from_basic_set(bmap.wrap()).foreach_point(add)
    return res


def test_rejected_code_falls_back_to_the_original_order(scop_of, monkeypatch):
    """When the verify pass rejects the code generated from isl's schedule, the passes run again on the
    original order, and that code is verified in turn."""
    from s2s.passes import verify

    real = verify._problem

    def reject_isl(state):
        return "rejected by the test" if state["schedule_origin"] == "isl" else real(state)

    monkeypatch.setattr(verify, "_problem", reject_isl)
    scop = scop_of(RESCHEDULED)
    state = run_pipeline(State(scop, Options(target="openmp"), DiagnosticLog()))
    assert any("failed verification (rejected by the test)" in d for d in state.decisions)
    assert any("original order is used instead" in d for d in state.decisions)
    assert state["verified"] is True and state["schedule_origin"] == "original"
    assert state["kernel-ir"] is not None


# the original order has no parallel loop; isl's schedule distributes the statements and maps one loop
# of each
RESCHEDULED = """
    void bicg(int n, int m, double A[m][n], double s[n], double q[m], double r[m], double p[n]) {
    #pragma scop
      for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
          s[j] += r[i] * A[i][j];
          q[i] += A[i][j] * p[j];
        }
    #pragma endscop
    }
"""
