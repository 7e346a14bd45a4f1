"""Print isl ASTs as C.  Our own walker (as loopy and PPCG do) so that statements, kernel launches and
index expressions can be substituted while printing, identically for every target."""
from __future__ import annotations

from typing import Callable

import islpy as isl

T = isl.ast_expr_op_type
_BIN = {T.add: "+", T.sub: "-", T.mul: "*", T.div: "/", T.pdiv_q: "/", T.pdiv_r: "%", T.zdiv_r: "%",
        T.eq: "==", T.le: "<=", T.lt: "<", T.ge: ">=", T.gt: ">", T.and_: "&&", T.and_then: "&&",
        T.or_: "||", T.or_else: "||"}

# Helpers the printed expressions use; every target defines them the same way.  s2s_floord (d > 0: isl's
# divisors, block and tile sizes) corrects C's truncating quotient by the sign of the remainder: it never
# negates n, which overflowed for n near LONG_MIN (a long loop from LONG_MIN: the device's tiles were wrong).
EXPR_MACROS = """#ifndef s2s_floord
#define s2s_floord(n, d) ((n) / (d) - ((n) % (d) < 0))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#endif
"""


_PREC = {T.mul: 13, T.div: 13, T.pdiv_q: 13, T.pdiv_r: 13, T.zdiv_r: 13, T.add: 12, T.sub: 12,
         T.le: 10, T.lt: 10, T.ge: 10, T.gt: 10, T.eq: 9, T.and_: 5, T.and_then: 5, T.or_: 4, T.or_else: 4}


def expr_to_c(e: isl.AstExpr, names: Callable[[str], str] | None = None) -> str:
    return _expr(e, names)[0]


def _expr(e: isl.AstExpr, names) -> tuple[str, int]:
    """C text of an isl AST expression and its precedence (16: atom), parenthesised only where needed."""
    t = e.get_type()
    if t == isl.ast_expr_type.int:
        v = e.get_val().to_python()
        return str(v), (16 if v >= 0 else 14)
    if t == isl.ast_expr_type.id:
        n = e.get_id().get_name()
        return (names(n) if names else n), 16
    op = e.get_op_type()
    args = [_expr(e.get_op_arg(i), names) for i in range(e.get_op_n_arg())]
    if op in (T.mul, T.add, T.sub):
        # isl's coefficients are not the user's: `131073 * ((n + 32767) % 65536)` (a short iterator's
        # wrap-around) overflows int at n = 24, where C's int * int stays int (fuzz --c-features seed
        # 8289, tests/fuzz_regressions/int_product_of_coefficients.c). A product with a constant factor
        # is computed in long, as the iterators are, and so is a sum with a constant of a wrap-around's
        # size (`n + 32767` near INT_MAX).
        least = 2 if op == T.mul else 32767
        args = [(f"{a}L", pa) if e.get_op_arg(i).get_type() == isl.ast_expr_type.int and
                abs(e.get_op_arg(i).get_val().to_python()) >= least else (a, pa)
                for i, (a, pa) in enumerate(args)]
    if op in _BIN:
        p = _PREC[op]
        (a, pa), (b, pb) = args
        # `a && b || c` is parenthesised although C does not need it: gcc's -Wparentheses (-Wall) warns
        and_in_or = op in (T.or_, T.or_else)
        left = a if pa >= p and not (and_in_or and pa == _PREC[T.and_]) else f"({a})"
        # the right operand needs parentheses at equal precedence (a - (b - c)), except for && and ||,
        # a + (b - c), and a * (b * c); never a * (b / c): C's integer division truncates, 5 * (x / 4) is
        # not 5 * x / 4 (tests/fuzz_regressions/mul_of_division.c)
        r_op = e.get_op_arg(1).get_op_type() if e.get_op_arg(1).get_type() == isl.ast_expr_type.op else None
        right = b if (pb > p and not (and_in_or and pb == _PREC[T.and_])) or (pb == p and (op in (T.and_, T.and_then, T.or_, T.or_else, T.add) or
                                            (op == T.mul and r_op == T.mul))) else f"({b})"
        return f"{left} {_BIN[op]} {right}", p
    if op == T.minus:
        a, pa = args[0]
        return (f"-{a}" if pa >= 14 else f"-({a})"), 14
    if op == T.fdiv_q:
        return f"s2s_floord({args[0][0]}, {args[1][0]})", 16
    if op in (T.min, T.max):
        fn = "s2s_min" if op == T.min else "s2s_max"
        out = args[0][0]
        for a, _ in args[1:]:
            out = f"{fn}({out}, {a})"
        return out, 16
    if op in (T.cond, T.select):
        (c, pc), (a, pa), (b, pb) = args
        return f"{c if pc > 3 else f'({c})'} ? {a if pa > 3 else f'({a})'} : {b if pb >= 3 else f'({b})'}", 3
    if op == T.call:
        return f"{args[0][0]}({', '.join(a for a, _ in args[1:])})", 16
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
