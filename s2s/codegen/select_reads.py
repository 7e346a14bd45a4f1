"""Read-only arrays that must not be declared `const __restrict__` in a kernel: those read in a branch of a
conditional expression whose other branch reads an array the kernel writes.

nvcc 13.0 at -O3 turns `c ? B[i] : A[j]` into a load from a selected address (`selp` of the two
pointers), and when A is a read-only `__restrict__` pointer it loads through the non-coherent read-only
path (`ld.global.nc`) even when the address selected is B's, which the same kernel has just written: the
load returns a stale value (fuzz --reductions seed 320600 on the H100, 2026-11-24: a recurrence
`B[i + 1] = (B[i - 2] > A[i - 2] ? B[i - 2] : A[i - 2]) * 0.5 + ...` in a one-thread kernel).  With A
declared without `__restrict__` the selected load is an ordinary one.  Only the arrays involved lose the
qualifiers, only in the kernels where the pattern occurs, so the read-only path stays everywhere else.

The written array of the other branch loses `__restrict__` too: with B plain and C `__restrict__`, nvcc 13.0
at -O3 (not with -Xcicc -O0, not with C plain) read `C[i + 1]` of `(C[i + 1] > B[k][i] ? C[i + 1] :
B[k][i]) * 0.5 + ...` after the store of the same iteration's `C[j + 2] *= -0.5` to the same element, in a
one-thread kernel (fuzz --c-features seed 9286 on the H200, 2026-11-30;
tests/fuzz_regressions/nvcc_select_after_store.c).
"""
from __future__ import annotations

from pycparser import c_ast


def _refs(node, by_id: dict[int, str]) -> set[str]:
    """Arrays of the accesses (by node identity) inside `node`."""
    out: set[str] = set()

    class V(c_ast.NodeVisitor):
        def generic_visit(self, n):
            if id(n) in by_id:
                out.add(by_id[id(n)])
            for c in n:
                self.visit(c)

    V().visit(node)
    return out


def _ternaries(node) -> list[c_ast.TernaryOp]:
    found: list[c_ast.TernaryOp] = []

    class T(c_ast.NodeVisitor):
        def visit_TernaryOp(self, n):
            found.append(n)
            self.generic_visit(n)

    T().visit(node)
    return found


def unrestricted_reads(scop, statements, written: set[str]) -> set[str]:
    """The arrays that some statement of `statements` reads in one branch of a conditional expression whose
    other branch reads an array in `written`: those not in `written`, and those written arrays."""
    out: set[str] = set()
    for name in statements:
        st = scop.statement(name)
        by_id = {id(a.node): a.array for a in st.reads if a.node is not None}
        if not by_id:
            continue
        for t in _ternaries(st.node):
            a, b = _refs(t.iftrue, by_id), _refs(t.iffalse, by_id)
            if (a & written) and (b - written):
                out |= (b - written) | (a & written)
            if (b & written) and (a - written):
                out |= (a - written) | (b & written)
    return out


__all__ = ["unrestricted_reads"]
