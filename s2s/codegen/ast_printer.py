"""Print isl ASTs as C.  Our own walker (as loopy and PPCG do) so that statements, kernel launches and
index expressions can be substituted while printing, identically for every target."""
from __future__ import annotations

from typing import Callable

import islpy as isl

T = isl.ast_expr_op_type
_BIN = {T.add: "+", T.sub: "-", T.mul: "*", T.div: "/", T.pdiv_q: "/", T.pdiv_r: "%", T.zdiv_r: "%",
        T.eq: "==", T.le: "<=", T.lt: "<", T.ge: ">=", T.gt: ">", T.and_: "&&", T.and_then: "&&",
        T.or_: "||", T.or_else: "||"}

# Helpers the printed expressions use; every target defines them the same way.
EXPR_MACROS = """#ifndef s2s_floord
#define s2s_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#endif
"""


def expr_to_c(e: isl.AstExpr, names: Callable[[str], str] | None = None) -> str:
    t = e.get_type()
    if t == isl.ast_expr_type.int:
        return str(e.get_val().to_python())
    if t == isl.ast_expr_type.id:
        n = e.get_id().get_name()
        return names(n) if names else n
    op = e.get_op_type()
    args = [expr_to_c(e.get_op_arg(i), names) for i in range(e.get_op_n_arg())]
    if op in _BIN:
        return f"({args[0]} {_BIN[op]} {args[1]})"
    if op == T.minus:
        return f"(-{args[0]})"
    if op == T.fdiv_q:
        return f"s2s_floord({args[0]}, {args[1]})"
    if op in (T.min, T.max):
        fn = "s2s_min" if op == T.min else "s2s_max"
        out = args[0]
        for a in args[1:]:
            out = f"{fn}({out}, {a})"
        return out
    if op in (T.cond, T.select):
        return f"({args[0]} ? {args[1]} : {args[2]})"
    if op == T.call:
        return f"{args[0]}({', '.join(args[1:])})"
    raise ValueError(f"unsupported isl AST operation {op}")


def user_call(e: isl.AstExpr, names=None) -> tuple[str, list[str]]:
    """A user node's expression `S3(c0, c1 + 1)` as ('S3', ['c0', '(c1 + 1)'])."""
    name = e.get_op_arg(0).get_id().get_name()
    args = [expr_to_c(e.get_op_arg(i), names) for i in range(1, e.get_op_n_arg())]
    return name, args


class AstPrinter:
    """Print an isl AST; `user(name, args, indent)` returns the code of each user node."""

    def __init__(self, user: Callable[[str, list[str], str], str], iterator_type: str = "long",
                 names: Callable[[str], str] | None = None, for_prefix: Callable[[isl.AstNode, str], str] | None = None):
        self.user = user
        self.itype = iterator_type
        self.names = names
        self.for_prefix = for_prefix

    def print(self, node: isl.AstNode, indent: str = "") -> str:
        out: list[str] = []
        self._node(node, indent, out)
        return "".join(out)

    def _e(self, e):
        return expr_to_c(e, self.names)

    def _node(self, node, ind, out):
        t = node.get_type()
        if t == isl.ast_node_type.block:
            children = node.block_get_children()
            for i in range(children.n_ast_node()):
                self._node(children.get_at(i), ind, out)
        elif t == isl.ast_node_type.for_:
            it = self._e(node.for_get_iterator())
            init = self._e(node.for_get_init())
            if node.for_is_degenerate():
                out.append(f"{ind}{{\n{ind}  const {self.itype} {it} = {init};\n")
                self._node(node.for_get_body(), ind + "  ", out)
                out.append(f"{ind}}}\n")
                return
            cond = self._e(node.for_get_cond())
            inc = self._e(node.for_get_inc())
            if self.for_prefix:
                out.append(self.for_prefix(node, ind))
            step = f"{it}++" if inc == "1" else f"{it} += {inc}"
            out.append(f"{ind}for ({self.itype} {it} = {init}; {cond}; {step}) {{\n")
            self._node(node.for_get_body(), ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif t == isl.ast_node_type.if_:
            out.append(f"{ind}if ({self._e(node.if_get_cond())}) {{\n")
            self._node(node.if_get_then_node(), ind + "  ", out)
            if node.if_has_else_node():
                out.append(f"{ind}}} else {{\n")
                self._node(node.if_get_else_node(), ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif t == isl.ast_node_type.user:
            name, args = user_call(node.user_get_expr(), self.names)
            out.append(self.user(name, args, ind))
        elif t == isl.ast_node_type.mark:
            self._node(node.mark_get_node(), ind, out)
        else:
            raise ValueError(f"unsupported isl AST node {t}")
