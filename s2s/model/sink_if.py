"""An `if` on loop-invariant scalars around loops, moved into them.

The reference-BLAS style branches on a coefficient around whole loops:

    if (beta == 0.0) for (i = 0; i < m; i++) C_(i, j) = 0.0;
    else             for (i = 0; i < m; i++) C_(i, j) = beta * C_(i, j);

The condition reads data (a double), so it is no affine constraint and the SCoP was left sequential.  When
both branches are loops with the same header (or there is no else and the one branch is a loop), the `if`
can move into the loop: `for (...) if (c) A; else B;`, whose single assignments the builder then models as
the assignment of a conditional (`ScopBuilder._select_form`).  The loop runs the same iterations either
way (its header is the same text, static control, without side effects), and the condition has the same
value at every iteration as before the loop when it reads only scalars that are neither written in the loop
nor reachable through a pointer; the `if` then picks, at each iteration, the body the original ran whole.
Where no else exists, the loop runs with the `if` around its body where it ran not at all: the builder's
own checks of the select form (writes inside the condition's elements or the arrays' extents) apply to it.
"""
from __future__ import annotations

import copy
from collections.abc import Callable

from pycparser import c_ast

from ..codegen.stmt_printer import DOUBLE_MATH, FLOAT_MATH, NAN_BUILTINS
from ..frontend.classify_macro import CLASSIFY
from ..frontend.c_nodes import names_read, replace_ids, writes
from ..frontend.symbols import c_text


def _single(stmt: c_ast.Node | None) -> c_ast.Node | None:
    while isinstance(stmt, c_ast.Compound) and stmt.block_items and len(stmt.block_items) == 1:
        stmt = stmt.block_items[0]
    return stmt


def _header(loop: c_ast.For) -> tuple[str, str, str]:
    return tuple(c_text(x) if x is not None else "" for x in (loop.init, loop.cond, loop.next))


def _declared_iterator(loop: c_ast.For) -> str | None:
    init = loop.init
    if isinstance(init, c_ast.DeclList) and len(init.decls) == 1:
        return init.decls[0].name
    return None


def _same_loop(t: c_ast.For, f: c_ast.For) -> c_ast.Node | None:
    """f's body, with f's iterator named as t's where each loop declares its own (`for (int i = ...)` in
    both branches: the SCoP's names are made unique, i_1 and i_2), when the loops have one header;
    else None."""
    a, b = _declared_iterator(t), _declared_iterator(f)
    if a is None or b is None or a == b:
        return f.stmt if _header(t) == _header(f) else None
    renamed = copy.deepcopy(c_ast.For(f.init, f.cond, f.next, f.stmt, f.coord))
    renamed.init.decls[0].name = a
    renamed.init.decls[0].type.declname = a
    replace_ids(renamed, {b}, lambda _: c_ast.ID(a))
    if _header(t) != _header(renamed) or b in names_read(renamed):
        return None
    return renamed.stmt


def _invariant_scalars(cond: c_ast.Node, is_plain_scalar: Callable[[str], bool]) -> set[str] | None:
    """The names `cond` reads when it is built of constants and plain scalars (no array, pointer, call
    or assignment), else None."""
    names: set[str] = set()
    stack = [cond]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.ID):
            if not is_plain_scalar(n.name):
                return None
            names.add(n.name)
        elif isinstance(n, c_ast.Constant):
            pass
        elif isinstance(n, c_ast.BinaryOp) or isinstance(n, c_ast.TernaryOp):
            pass
        elif isinstance(n, c_ast.UnaryOp):
            if n.op not in ("-", "+", "!", "~"):
                return None
        elif isinstance(n, c_ast.Cast):
            if not isinstance(n.to_type.type, c_ast.TypeDecl):
                return None
            stack.append(n.expr)
            continue
        else:
            return None
        stack.extend(c for _, c in n.children())
    return names


def sink_if(node: c_ast.If, is_plain_scalar: Callable[[str], bool]) -> c_ast.For | None:
    """`if (c) for (H) A; [else for (H) B;]` as `for (H) { if (c) A; [else B;] }` when the two loops have
    one header H and `c` reads only plain scalars (`is_plain_scalar`: not an array or pointer, not
    volatile, address not taken) that neither loop writes nor H's iterator is; None otherwise."""
    t = _single(node.iftrue)
    f = _single(node.iffalse) if node.iffalse is not None else None
    if not isinstance(t, c_ast.For) or (node.iffalse is not None and not isinstance(f, c_ast.For)):
        return None
    other = _same_loop(t, f) if f is not None else None
    if f is not None and other is None:
        return None
    names = _invariant_scalars(node.cond, is_plain_scalar)
    if names is None:
        return None
    written = writes([t] if f is None else [t, f],
                     pure_calls=DOUBLE_MATH | FLOAT_MATH.keys() | NAN_BUILTINS.keys() | CLASSIFY)
    if "?" in written or any(n in written for n in names):
        return None
    inner = c_ast.If(node.cond, t.stmt, other, node.coord)
    return c_ast.For(t.init, t.cond, t.next, c_ast.Compound([inner], t.stmt.coord or node.coord), t.coord)
