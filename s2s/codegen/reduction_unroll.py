"""Several independent accumulators per lane in the strided loops of parallel reductions.

A lane of a reduction kernel (s2s/codegen/reduction_code.py) runs the iterations first, first + S,
first + 2S, ... of the reduction loop and folds each into one accumulator: every fold waits for the one
before it (a loop-carried dependence through the accumulator), so a lane has one load in flight at a time
and memory-bound kernels (y = A x, y = A^T x, dot products) reach a fraction of the device's bandwidth.
The loop is printed instead as

    long _u = first;                                     (U = UNROLL[mode] > 1)
    for (; _u + (U-1)*S < bound; _u += U*S) {          (every upper bound of the loop, shifted)
      { const long it = _u;         body folding into _acc    }
      { const long it = _u + S;     body folding into _acc_u1 }
      ...
    }
    for (long it = _u; it < bound; it += S)             (the remaining iterations, as before)
      body folding into _acc
    _acc = (_acc op _acc_u1) op (_acc_u2 op _acc_u3);   (a fixed order)

The lane runs exactly the iterations it ran before (the loop's condition is a conjunction of upper bounds
on the iterator, so when it holds at _u + (U-1)*S it holds at the U iterations before), only the order in
which its partial results are combined changes: the reordering that the reduction plan already allows (an
associative and commutative update, docs/verification.md's tolerance).  A condition of another shape keeps
the one-accumulator loop.
"""
from __future__ import annotations

import copy

import islpy as isl
from pycparser import c_ast

from ..gpu.reduction import UpdateForm

# Accumulators per lane, by mode.  Measured on an H100 (kernel time at LARGE, 2026-11-24): column mode's
# kernels (y = A^T x in matvec-transposed, mvt, atax, bicg, gemver) ran 2-6% faster with 4; group and full
# mode's kernels ran 3-20% slower (nvcc unrolls their loop by 4 already and keeps 4 loads in flight; more
# copies cost registers, so resident warps), so they keep one.
UNROLL = {"group": 1, "column": 4, "full": 1}

_T = isl.ast_expr_op_type


def mentions(e: isl.AstExpr, name: str) -> bool:
    """Whether the isl AST expression `e` uses the identifier `name`."""
    t = e.get_type()
    if t == isl.ast_expr_type.id:
        return e.get_id().get_name() == name
    if t == isl.ast_expr_type.int:
        return False
    return any(mentions(e.get_op_arg(i), name) for i in range(e.get_op_n_arg()))


def _is_id(e: isl.AstExpr, name: str) -> bool:
    return e.get_type() == isl.ast_expr_type.id and e.get_id().get_name() == name


def upper_bounds(cond: isl.AstExpr, iterator: str) -> list[tuple[str, isl.AstExpr]] | None:
    """The loop condition `cond` as upper bounds on `iterator`: [(op, bound)] with op "<" or "<=" and bound
    free of the iterator, whose conjunction is `cond`; None when it has another shape (then the condition
    need not hold at the iterations before one where it holds, and the loop is not unrolled)."""
    if cond.get_type() != isl.ast_expr_type.op:
        return None
    op = cond.get_op_type()
    if op in (_T.and_, _T.and_then):
        out = []
        for i in range(cond.get_op_n_arg()):
            part = upper_bounds(cond.get_op_arg(i), iterator)
            if part is None:
                return None
            out += part
        return out
    if cond.get_op_n_arg() != 2:
        return None
    a, b = cond.get_op_arg(0), cond.get_op_arg(1)
    if op in (_T.lt, _T.le) and _is_id(a, iterator) and not mentions(b, iterator):
        return [("<" if op == _T.lt else "<=", b)]
    if op in (_T.gt, _T.ge) and _is_id(b, iterator) and not mentions(a, iterator):
        return [("<" if op == _T.gt else "<=", a)]
    return None


def _with_acc(node, acc: str, new: str):
    """`node` with the accumulator's IDs replaced by ID `new`: the nodes on the paths to them are copied
    (shallow), every other subtree is the statement's own node, shared (the printer finds what other passes
    decided for an access - a snapshot's renamed read, a register - by the identity of its node)."""
    if isinstance(node, c_ast.ID):
        return c_ast.ID(new, node.coord) if node.name == acc else node
    if isinstance(node, list):
        items = [_with_acc(x, acc, new) for x in node]
        return items if any(a is not b for a, b in zip(items, node)) else node
    if not isinstance(node, c_ast.Node):
        return node
    changed = {}
    for attr in node.__slots__:
        if attr in ("coord", "__weakref__"):
            continue
        old = getattr(node, attr)
        val = _with_acc(old, acc, new)
        if val is not old:
            changed[attr] = val
    if not changed:
        return node
    out = copy.copy(node)
    for attr, val in changed.items():
        setattr(out, attr, val)
    return out


def slot_name(form: UpdateForm, slot: int) -> str:
    """The accumulator of unrolled copy `slot` (slot 0 is the plan's accumulator)."""
    return form.acc if slot == 0 else f"{form.acc}_u{slot}"


def slot_fold(form: UpdateForm, slot: int) -> c_ast.Node:
    """The statement's fold into the accumulator of copy `slot`."""
    if slot == 0:
        return form.fold
    return _with_acc(form.fold, form.acc, slot_name(form, slot))


def combined(form: UpdateForm, unroll: int, host: bool = False) -> str:
    """The accumulators of the copies combined in a fixed order (a balanced tree over the slots); `host`:
    as UpdateForm.combine's."""
    terms = [slot_name(form, s) for s in range(unroll)]
    while len(terms) > 1:
        terms = [f"({form.combine(terms[i], terms[i + 1], host=host)})" if i + 1 < len(terms) else terms[i]
                 for i in range(0, len(terms), 2)]
    return terms[0]


def main_condition(bounds: list[tuple[str, str]], var: str, span: str) -> str:
    """C text: every upper bound holds at `var + span` (bounds printed already)."""
    return " && ".join(f"{var} + {span} {op} {b}" for op, b in bounds)


__all__ = ["UNROLL", "upper_bounds", "slot_name", "slot_fold", "combined", "main_condition"]
