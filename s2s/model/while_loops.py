"""Counted `while` loops, rewritten into the `for` loops they are (`i = E; while (C) { S; i++; }`).

Users who count with `while` write the initialisation just before the loop and the step as the body's
last statement:

    i = 0;
    while (i < n) {
      y[i] = ...;
      i++;
    }

C defines `for (i = E; C; STEP) S` as exactly `i = E; while (C) { S; STEP; }` where S holds no `continue` of
this loop (C11 6.8.5.3: a `continue` in a `for` still runs STEP; in the `while` it would skip it), so the
two spellings run the same instances in the same order and leave i with the same final value.  The model
reads only `for` loops (a `while` has no static trip count in general), so the pair is replaced by the
`for` before the model is built (builder.build) and before the iterators whose final value the code
after the region may read are collected (liveness.outer_iterators), which then count i as the loop's
iterator.  Only the plain form is rewritten: an assignment `i = E;`, or a declaration `int i = E;`
whose name the rest of its block does not use (in the `for` its scope ends with the loop), directly
followed in the same block by the `while`, whose braced body ends with an increment or decrement of i
(`i++`, `--i`, `i += c`, `i = i - c`) and holds no `continue` of its own.
Whether the result is static control (constant step, affine bounds, i not assigned elsewhere in the
body) is the builder's question, as for any `for`: anything else keeps the user's `while`, which the
model refuses as before (a warning, sequential).  The nodes are new; the user's tree is not changed.
"""
from __future__ import annotations

from pycparser import c_ast

_LOOPS = (c_ast.For, c_ast.While, c_ast.DoWhile)


def _is_step(node: c_ast.Node, var: str) -> bool:
    """Whether `node` increments or decrements `var` (the `for`'s third clause; its amount the builder judges)."""
    if isinstance(node, c_ast.UnaryOp):
        return node.op in ("++", "--", "p++", "p--") and isinstance(node.expr, c_ast.ID) and node.expr.name == var
    if isinstance(node, c_ast.Assignment) and isinstance(node.lvalue, c_ast.ID) and node.lvalue.name == var:
        if node.op in ("+=", "-="):
            return True
        r = node.rvalue
        return node.op == "=" and isinstance(r, c_ast.BinaryOp) and r.op in ("+", "-") and \
            isinstance(r.left, c_ast.ID) and r.left.name == var
    return False


def _has_own_continue(node: c_ast.Node | None) -> bool:
    """Whether `node` holds a `continue` of the loop around it (not one of a loop nested in it)."""
    if node is None:
        return False
    if isinstance(node, c_ast.Continue):
        return True
    if isinstance(node, _LOOPS):
        return False
    return any(_has_own_continue(c) for _, c in node.children())


def _mentions(nodes: list[c_ast.Node], var: str) -> bool:
    """Whether any of `nodes` names `var` (an identifier or a declaration of that name)."""
    todo = list(nodes)
    while todo:
        n = todo.pop()
        if (isinstance(n, c_ast.ID) and n.name == var) or (isinstance(n, c_ast.Decl) and n.name == var):
            return True
        todo.extend(c for _, c in n.children())
    return False


def _as_for(init: c_ast.Node, loop: c_ast.Node, rest: list[c_ast.Node]) -> c_ast.For | None:
    """The `for` that `init; loop` is, or None when the pair is not a counted `while` of the form above.
    `rest`: the statements after the loop in its block, where a counter declared by `init` must not be
    named (in the `for` its scope ends with the loop)."""
    if isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID) \
            and not isinstance(init.rvalue, c_ast.Assignment):
        var, clause = init.lvalue.name, init
    elif isinstance(init, c_ast.Decl) and init.name and init.init is not None and \
            isinstance(init.type, c_ast.TypeDecl) and not _mentions(rest, init.name):
        var, clause = init.name, c_ast.DeclList([init], init.coord)
    else:
        return None
    if not isinstance(loop, c_ast.While) or not isinstance(loop.stmt, c_ast.Compound):
        return None
    items = loop.stmt.block_items or []
    if not items or not _is_step(items[-1], var) or _has_own_continue(loop.stmt):
        return None
    body = c_ast.Compound(rewrite_counted_whiles(items[:-1]), loop.stmt.coord)
    return c_ast.For(clause, loop.cond, items[-1], body, loop.coord)


def rewrite_counted_whiles(items: list[c_ast.Node]) -> list[c_ast.Node]:
    """`items` (one block's statements) with each counted `while` and the assignment before it replaced by
    the equivalent `for`, also in the blocks nested in them; the list itself when nothing changes."""
    out: list[c_ast.Node] = []
    changed = False
    k = 0
    while k < len(items):
        node = items[k]
        loop = _as_for(node, items[k + 1], items[k + 2:]) if k + 1 < len(items) else None
        if loop is not None:
            out.append(loop)
            changed = True
            k += 2
            continue
        new = _rewrite_in(node)
        changed = changed or new is not node
        out.append(new)
        k += 1
    return out if changed else items


def _rewrite_in(node: c_ast.Node) -> c_ast.Node:
    """`node` with the blocks inside it rewritten (a new node where one of them changed)."""
    if isinstance(node, c_ast.Compound):
        items = node.block_items or []
        new = rewrite_counted_whiles(items)
        return node if new is items else c_ast.Compound(new, node.coord)
    if isinstance(node, (c_ast.For, c_ast.While, c_ast.DoWhile)):
        stmt = _rewrite_in(node.stmt) if node.stmt is not None else None
        if stmt is node.stmt:
            return node
        if isinstance(node, c_ast.For):
            return c_ast.For(node.init, node.cond, node.next, stmt, node.coord)
        return type(node)(node.cond, stmt, node.coord)
    if isinstance(node, c_ast.If):
        t = _rewrite_in(node.iftrue) if node.iftrue is not None else None
        f = _rewrite_in(node.iffalse) if node.iffalse is not None else None
        if t is node.iftrue and f is node.iffalse:
            return node
        return c_ast.If(node.cond, t, f, node.coord)
    return node
