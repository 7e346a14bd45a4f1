"""C's reverse-loop idioms, rewritten into loops the model reads (`init; test; i--`).

Users count down with the decrement in the test and no increment:

    for (size_t i = n; i-- > 0;)  body       the body sees n - 1, ..., 0 (unsigned: `i >= 0` never stops)
    for (int i = n; --i >= 0;)    body       likewise, signed
    for (int i = n; i--;)         body       the test alone: `i-- != 0`

`--i OP K` (pre-decrement) is exactly `for (i = E - 1; i OP K; i--)`: the value tested is the decremented
one, in every type, and so is the final value.  `i-- OP K` (post-decrement) tests the value before the
decrement, which the body sees decremented: for a signed iterator it is `for (i = E - 1; i + 1 OP K; i--)`,
that is `i >= K` for `>` (no overflow: i + 1 <= E), final value included.  For an unsigned one the last
decrement wraps (0 - 1 is the type's maximum), which the model does not follow for 64-bit iterators; the
loop is then `for (i = E; i OP K; i--)` with the body reading `i - 1` wherever it reads i (of type T from
int's rank on; a narrower T is promoted to int wherever it is read, as `i - 1` is, so only its size differs:
not rewritten under sizeof): the same values in the same order, where the iterator's final value is not used after the loop (declared in the
for, or not read after it), the body neither assigns i nor takes its address, and declares no other i.
Anything else keeps the user's loop, which the model then refuses as before (a warning, sequential).
"""
from __future__ import annotations

import copy

from pycparser import c_ast

from ..frontend.c_nodes import names_read, nodes, replace_ids

_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}


def _is_dec(n, var: str, kind: str) -> bool:
    return isinstance(n, c_ast.UnaryOp) and n.op == kind and isinstance(n.expr, c_ast.ID) and n.expr.name == var


def _touches(body, var: str) -> bool:
    """Whether `body` assigns `var`, takes its address or declares another `var`."""
    for x in nodes(body):
        if isinstance(x, c_ast.Assignment) and isinstance(x.lvalue, c_ast.ID) and x.lvalue.name == var:
            return True
        if isinstance(x, c_ast.UnaryOp) and x.op in ("&", "++", "--", "p++", "p--") and \
                isinstance(x.expr, c_ast.ID) and x.expr.name == var:
            return True
        if isinstance(x, c_ast.Decl) and x.name == var:
            return True
    return False


def _in_sizeof(body, var: str) -> bool:
    for x in nodes(body):
        if isinstance(x, c_ast.UnaryOp) and x.op in ("sizeof", "_Alignof", "__alignof__") and \
                var in names_read(x.expr):
            return True
        if isinstance(x, c_ast.FuncCall) and isinstance(x.name, c_ast.ID) and \
                x.name.name in ("__typeof__", "typeof", "__builtin_types_compatible_p"):
            return True
    return False


def rewrite_reverse_loop(node: c_ast.For, unsigned: bool, narrow: bool,
                         final_value_used: bool) -> c_ast.For | None:
    """The loop `node` written as `init; test; i--` when it is one of the idioms above, else None.
    `unsigned`: the iterator's type is unsigned; `narrow`: narrower than int (its reads are promoted to
    int, as `i - 1` is); `final_value_used`: the iterator, declared outside the loop, is read after it."""
    if node.next is not None or not isinstance(node.cond, (c_ast.BinaryOp, c_ast.UnaryOp)):
        return None
    init = node.init
    if isinstance(init, c_ast.DeclList) and len(init.decls) == 1 and init.decls[0].init is not None:
        decl = init.decls[0]
        var, start, declared = decl.name, decl.init, True
    elif isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID):
        var, start, declared = init.lvalue.name, init.rvalue, False
    else:
        return None
    cond = node.cond
    if isinstance(cond, c_ast.UnaryOp):
        # `for (int i = n; i--;)`: the test alone is `i-- != 0` (C11 6.8.5: compares unequal to 0)
        if not (_is_dec(cond, var, "--") or _is_dec(cond, var, "p--")):
            return None
        cond = c_ast.BinaryOp("!=", cond, c_ast.Constant("int", "0", cond.coord), cond.coord)
    left, op, right = cond.left, cond.op, cond.right
    if op not in _FLIP:
        return None
    if _is_dec(right, var, "--") or _is_dec(right, var, "p--"):
        left, op, right = right, _FLIP[op], left
    if op not in (">", ">=", "!=") or var in names_read(right) or var in names_read(start):
        return None
    pre, post = _is_dec(left, var, "--"), _is_dec(left, var, "p--")
    if not (pre or post) or _touches(node.stmt, var):
        return None
    coord = cond.coord

    def one():
        return c_ast.Constant("int", "1", coord)

    def minus_one(e):
        return c_ast.BinaryOp("-", copy.deepcopy(e), one(), coord)

    body = node.stmt
    if pre:
        new_start, new_cond = minus_one(start), c_ast.BinaryOp(op, c_ast.ID(var, coord), copy.deepcopy(right), coord)
    elif not unsigned:
        # i + 1 > K  <=>  i >= K;  i + 1 >= K  <=>  i >= K - 1;  i + 1 != K  <=>  i != K - 1
        k = copy.deepcopy(right) if op == ">" else minus_one(right)
        new_start = minus_one(start)
        new_cond = c_ast.BinaryOp(">=" if op in (">", ">=") else "!=", c_ast.ID(var, coord), k, coord)
    else:
        if final_value_used and not declared:
            return None
        if op == "!=":
            # unsigned: i != 0 is i > 0; other values of K do not stop a count down at K
            if not (isinstance(right, c_ast.Constant) and right.value in ("0", "0u", "0U", "0ul", "0UL")):
                return None
            op = ">"
        if narrow and _in_sizeof(node.stmt, var):
            return None     # `i - 1` is an int: sizeof would differ
        new_start = copy.deepcopy(start)
        new_cond = c_ast.BinaryOp(op, c_ast.ID(var, coord), copy.deepcopy(right), coord)

        def read():
            # (the iterator's type from int's rank on; a narrower one is promoted to int wherever it is
            # read, as `i - 1` is)
            return c_ast.BinaryOp("-", c_ast.ID(var, coord), one(), coord)

        body = copy.deepcopy(node.stmt)
        wrapper = c_ast.Compound([body], body.coord)
        replace_ids(wrapper, {var}, lambda _: read())
        body = wrapper.block_items[0]
    if declared:
        d = copy.copy(decl)
        d.init = new_start
        new_init = c_ast.DeclList([d], init.coord)
    else:
        new_init = c_ast.Assignment("=", init.lvalue, new_start, init.coord)
    return c_ast.For(new_init, new_cond, c_ast.UnaryOp("p--", c_ast.ID(var, coord), coord), body, node.coord)
