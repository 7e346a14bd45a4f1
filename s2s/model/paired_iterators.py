"""Loops that step a second variable with their iterator, rewritten with the one iterator.

Users walk two indices in step with the comma operator:

    for (i = 0, j = n - 1; i < n; i++, j--)
      b[i] = a[j];

The model reads a `for` with one iterator (its initialisation assigns it, its third clause steps it).  j
takes the value b + (i - a) * s at every iteration, where a and b are its initial values and s its step
(i's step being 1; the negation where i counts down), so each read of j in the condition and the body is
replaced by that expression, converted to j's type as C's assignments convert it, and the loop keeps i
alone:

    for (i = 0; i < n; i++)
      b[i] = a[(int)((int)(n - 1) + (i - (int)(0)) * -1)];

Applied only where that is the same program: i and j are distinct scalars of one integer type (then
`(T)(b + (i - a) * s)` is j's value: exactly for unsigned types, modulo 2^N as j's own steps are; for
signed ones as long as j's own steps do not overflow, which C requires), steps by integer constants, i's
by 1 or -1; the body writes neither j nor any name the initial values read, and declares none of the
names the expression uses (it would hide them); the initial values read only scalars and constants (no
element, call or member); and j's value is not needed after the loop: j is declared in the loop's
initialisation, or the SCoP names it nowhere else and nothing after the SCoP reads it (`dead_after`, by
syntax).  Anything else keeps the user's loop, which the builder refuses as before ("loop initialisation
must assign the iterator").  The nodes are new; the user's tree is not changed.
"""
from __future__ import annotations

import copy
from collections.abc import Callable

from pycparser import c_ast

from ..codegen.ctypes_map import integer_kind
from ..frontend.c_nodes import nodes, replace_ids, variable_ids, writes


def _step(node: c_ast.Node) -> tuple[str, int] | None:
    """(variable, constant amount) of `v++`, `--v`, `v += c`, `v -= c`, `v = v + c`, `v = v - c`."""
    if isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--") and \
            isinstance(node.expr, c_ast.ID):
        return node.expr.name, (1 if "+" in node.op else -1)
    if isinstance(node, c_ast.Assignment) and isinstance(node.lvalue, c_ast.ID):
        v = node.lvalue.name
        if node.op in ("+=", "-="):
            c = _int_constant(node.rvalue)
            return None if c is None else (v, c if node.op == "+=" else -c)
        r = node.rvalue
        if node.op == "=" and isinstance(r, c_ast.BinaryOp) and r.op in ("+", "-") and \
                isinstance(r.left, c_ast.ID) and r.left.name == v:
            c = _int_constant(r.right)
            return None if c is None else (v, c if r.op == "+" else -c)
    return None


def _int_constant(node: c_ast.Node) -> int | None:
    neg = False
    if isinstance(node, c_ast.UnaryOp) and node.op == "-":
        node, neg = node.expr, True
    if isinstance(node, c_ast.Constant) and node.type == "int":
        text = node.value.rstrip("uUlL")
        try:
            v = int(text, 0) if not (len(text) > 1 and text[0] == "0" and text[1:].isdigit()) else int(text, 8)
        except ValueError:
            return None
        return -v if neg else v
    return None


def _inits(init: c_ast.Node | None) -> tuple[list[tuple[str, c_ast.Node]], bool] | None:
    """The two (name, initial value) pairs of `i = a, j = b` or `T i = a, j = b`, and whether declared."""
    if isinstance(init, c_ast.ExprList) and len(init.exprs) == 2 and all(
            isinstance(e, c_ast.Assignment) and e.op == "=" and isinstance(e.lvalue, c_ast.ID) for e in init.exprs):
        return [(e.lvalue.name, e.rvalue) for e in init.exprs], False
    if isinstance(init, c_ast.DeclList) and len(init.decls) == 2 and all(
            isinstance(d, c_ast.Decl) and d.init is not None and isinstance(d.type, c_ast.TypeDecl)
            for d in init.decls):
        return [(d.name, d.init) for d in init.decls], True
    return None


def _plain(e: c_ast.Node) -> bool:
    """Whether `e` reads only scalars and constants (no element, call, member, assignment or ++)."""
    for n in nodes(e):
        if isinstance(n, (c_ast.ArrayRef, c_ast.FuncCall, c_ast.StructRef, c_ast.Assignment, c_ast.TernaryOp)):
            return False
        if isinstance(n, c_ast.UnaryOp) and n.op in ("++", "--", "p++", "p--", "&", "*"):
            return False
    return True


def _typename(ctype: str) -> c_ast.Typename:
    return c_ast.Typename(None, [], None, c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(ctype.split())))


def _paired(loop: c_ast.For, ctype_of: Callable[[str], str | None]):
    """(the loop with j replaced, j's name, whether j was declared in the loop), or None."""
    found = _inits(loop.init)
    if found is None or not isinstance(loop.next, c_ast.ExprList) or len(loop.next.exprs) != 2:
        return None
    (n0, v0), (n1, v1) = found[0]
    declared = found[1]
    steps = dict(s for s in map(_step, loop.next.exprs) if s is not None)
    if n0 == n1 or set(steps) != {n0, n1}:
        return None
    # the iterator is the one that steps by 1 or -1 (the first, where both do)
    i, j = (n0, n1) if abs(steps[n0]) == 1 else (n1, n0)
    if abs(steps[i]) != 1:
        return None
    a, b = (v0, v1) if i == n0 else (v1, v0)
    if declared:
        d = loop.init.decls[0]
        ctype = " ".join(d.type.type.names) if isinstance(d.type.type, c_ast.IdentifierType) else None
        if d.quals or d.storage or ctype is None:
            return None
        ctype_i = ctype_j = ctype
    else:
        ctype_i, ctype_j = ctype_of(i), ctype_of(j)
    if ctype_i is None or ctype_i != ctype_j or integer_kind(ctype_i) is None or \
            not _plain(a) or not _plain(b):
        return None
    body = loop.stmt
    written = writes([body] if body is not None else [])
    used = {n.name for e in (a, b) for n in variable_ids(e)} | {i}
    if "?" in written or j in written or any(n in written for n in used - {i}):
        return None
    if body is not None and any(isinstance(n, c_ast.Decl) and n.name in used | {j} for n in nodes(body)):
        return None
    s = steps[j] * steps[i]       # j's change per unit of (i - a) * steps[i]

    def value(_name: str) -> c_ast.Node:
        # (T)((T)(b) + (i - (T)(a)) * s): j's value at the iteration where i has its value
        delta = c_ast.BinaryOp("-", c_ast.ID(i), c_ast.Cast(_typename(ctype_i), copy.deepcopy(a)))
        moved = c_ast.BinaryOp("*", delta, c_ast.Constant("int", str(s)) if s >= 0 else
                               c_ast.UnaryOp("-", c_ast.Constant("int", str(-s))))
        return c_ast.Cast(_typename(ctype_j), c_ast.BinaryOp(
            "+", c_ast.Cast(_typename(ctype_j), copy.deepcopy(b)), moved))

    new = copy.deepcopy(loop)
    if declared:
        keep = new.init.decls[0] if new.init.decls[0].name == i else new.init.decls[1]
        new.init = c_ast.DeclList([keep], new.init.coord)
    else:
        keep = new.init.exprs[0] if new.init.exprs[0].lvalue.name == i else new.init.exprs[1]
        new.init = keep
    new.next = next(e for e in new.next.exprs if _step(e)[0] == i)
    if new.cond is not None:
        if isinstance(new.cond, c_ast.ID) and new.cond.name == j:
            new.cond = value(j)
        else:
            replace_ids(new.cond, {j}, value)
    if new.stmt is not None:
        if isinstance(new.stmt, c_ast.ID) and new.stmt.name == j:
            return None
        replace_ids(new.stmt, {j}, value)
    return new, j, declared


def rewrite_paired_iterators(items: list[c_ast.Node], ctype_of: Callable[[str], str | None],
                             dead_after: Callable[[str], bool] | None) -> list[c_ast.Node]:
    """The SCoP's statements `items` with each loop that steps a second variable rewritten (module
    docstring); the list itself when nothing changes."""
    found: dict[int, tuple[str, bool]] = {}
    for root in items:
        for n in nodes(root):
            if isinstance(n, c_ast.For):
                got = _paired(n, ctype_of)
                if got is not None:
                    found[id(n)] = (got[1], got[2])
    if not found:
        return items
    # a variable not declared in its loop must be named nowhere else in the SCoP and be dead after it
    allowed = set()
    every: dict[str, int] = {}
    for root in items:
        for n in variable_ids(root):
            every[n.name] = every.get(n.name, 0) + 1
    inside: dict[str, int] = {}
    for root in items:
        for n in nodes(root):
            if id(n) in found and not found[id(n)][1]:
                j = found[id(n)][0]
                inside[j] = inside.get(j, 0) + sum(1 for m in variable_ids(n) if m.name == j)
    for k, (j, declared) in found.items():
        if declared or (every.get(j, 0) == inside.get(j, 0) and dead_after is not None and dead_after(j)):
            allowed.add(k)
    if not allowed:
        return items
    return [_rewrite(root, allowed, ctype_of) for root in items]


def _rewrite(node: c_ast.Node, allowed: set[int], ctype_of) -> c_ast.Node:
    """`node` with the loops whose ids are in `allowed` rewritten, inner ones first (copies of the nodes on
    the way down; the user's tree is not changed)."""
    if not any(id(n) in allowed for n in nodes(node)):
        return node
    new = copy.copy(node)
    for slot in node.__slots__:
        if slot in ("coord", "__weakref__"):
            continue
        v = getattr(node, slot, None)
        if isinstance(v, c_ast.Node):
            setattr(new, slot, _rewrite(v, allowed, ctype_of))
        elif isinstance(v, list):
            setattr(new, slot, [_rewrite(x, allowed, ctype_of) if isinstance(x, c_ast.Node) else x for x in v])
    if id(node) in allowed:
        got = _paired(new, ctype_of)
        if got is not None:
            return got[0]
    return new
