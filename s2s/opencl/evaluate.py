"""Evaluate, in Python, the expressions the host side of a translation needs.

* isl AST expressions (the host AST of a SCoP: its loops, guards and the host values of each kernel
  launch) are compiled to Python source, and the whole host AST to one Python function that calls
  `launch(kernel_index, host_values)` where the generated C calls a kernel;
* C expressions (array extents, grid ranges, the dimensions of array parameters, initializers of local
  scalars) are parsed with pycparser and compiled to Python functions of an environment dict, with C
  semantics for integers (`/` truncates, `%` takes the sign of the dividend).
"""
from __future__ import annotations

import functools
import math

import islpy as isl
from pycparser import c_ast, c_parser

from ..diagnostics import S2SError


class Unsupported(Exception):
    """An expression this evaluator does not handle (the caller decides what that means)."""


# --------------------------------------------------------------------------------------- C semantics
def _cdiv(a, b):
    if isinstance(a, float) or isinstance(b, float):
        if b == 0:
            if a == 0 or a != a:
                return math.nan
            return math.copysign(math.inf, a) * math.copysign(1.0, b)
        return a / b
    if b == 0:
        raise ZeroDivisionError("integer division by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _crem(a, b):
    if isinstance(a, float) or isinstance(b, float):
        raise TypeError("'%' on a floating-point value")
    return a - b * _cdiv(a, b)


def _floord(n, d):
    """s2s_floord(n, d) exactly as the macro the generated C uses."""
    return _cdiv(n, d) - (1 if _crem(n, d) < 0 else 0)


def _to_int(x):
    if isinstance(x, float):
        if x != x or x in (math.inf, -math.inf):
            raise ValueError(f"cannot convert {x} to an integer")
        return int(x)          # truncates toward zero, as C does
    return int(x)


def _to_f32(x):
    import numpy as np
    return float(np.float32(x))


def _safe(fn):
    def f(*args):
        try:
            return fn(*map(float, args))
        except (ValueError, OverflowError):
            return math.nan
    return f


_MATH = {"sqrt": _safe(math.sqrt), "exp": _safe(math.exp), "log": _safe(math.log), "log10": _safe(math.log10),
         "pow": _safe(math.pow), "fabs": _safe(math.fabs), "sin": _safe(math.sin), "cos": _safe(math.cos),
         "tan": _safe(math.tan), "atan": _safe(math.atan), "atan2": _safe(math.atan2),
         "floor": _safe(math.floor),
         "ceil": _safe(math.ceil), "fmin": _safe(min), "fmax": _safe(max), "tanh": _safe(math.tanh)}
for _n in list(_MATH):
    _MATH[_n + "f"] = (lambda f: lambda *a: _to_f32(f(*a)))(_MATH[_n])

_HELPERS = {"_cdiv": _cdiv, "_crem": _crem, "_floord": _floord, "_to_int": _to_int, "_to_f32": _to_f32,
            "_min": min, "_max": max, "math": math}
_HELPERS.update({f"_m_{k}": v for k, v in _MATH.items()})

INT_TYPES = {"char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int", "long",
             "unsigned long", "long long", "unsigned long long", "_Bool", "size_t", "ptrdiff_t", "ssize_t",
             "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t"}
FLOAT_TYPES = {"float", "double"}


def convert(value, ctype: str):
    """A Python value as a C object of type `ctype` holds it (ints truncate, float rounds to float32)."""
    if ctype in FLOAT_TYPES:
        return _to_f32(value) if ctype == "float" else float(value)
    return _to_int(value)


# --------------------------------------------------------------------------------------- C expressions
_BINOPS = {"+": "+", "-": "-", "*": "*", "<<": "<<", ">>": ">>", "&": "&", "|": "|", "^": "^"}
_RELOPS = {"<", "<=", ">", ">=", "==", "!="}


def _int_literal(text: str) -> int:
    s = text.rstrip("uUlL")
    if s.lower().startswith("0x"):
        return int(s, 16)
    if s.lower().startswith("0b"):
        return int(s, 2)
    if len(s) > 1 and s.startswith("0"):
        return int(s, 8)
    return int(s)


class CExprCompiler:
    """c_ast expression -> Python source; `names` collects the free identifiers (read from `V`)."""

    def __init__(self, cast_type=None):
        self.names: dict[str, None] = {}     # the free identifiers, in order of appearance
        self.cast_type = cast_type     # c_ast type node -> canonical C type name (or None)

    def py(self, n) -> str:
        if isinstance(n, c_ast.Constant):
            if n.type in ("int", "unsigned int", "long int", "unsigned long int", "long long int",
                          "unsigned long long int"):
                return repr(_int_literal(n.value))
            if n.type in ("double", "float", "long double"):
                v = n.value.rstrip("fFlL")
                return f"_to_f32({float(v)!r})" if n.value[-1] in "fF" else repr(float(v))
            if n.type == "char" and len(n.value) == 3:
                return repr(ord(n.value[1]))
            raise Unsupported(f"constant {n.value}")
        if isinstance(n, c_ast.ID):
            self.names[n.name] = None
            return f"V[{n.name!r}]"
        if isinstance(n, c_ast.BinaryOp):
            a, b = self.py(n.left), self.py(n.right)
            if n.op in _BINOPS:
                return f"({a} {_BINOPS[n.op]} {b})"
            if n.op == "/":
                return f"_cdiv({a}, {b})"
            if n.op == "%":
                return f"_crem({a}, {b})"
            if n.op in _RELOPS:
                return f"(1 if {a} {n.op} {b} else 0)"
            if n.op == "&&":
                return f"(1 if ({a}) and ({b}) else 0)"
            if n.op == "||":
                return f"(1 if ({a}) or ({b}) else 0)"
            raise Unsupported(f"operator {n.op}")
        if isinstance(n, c_ast.UnaryOp):
            if n.op in ("-", "+", "~"):
                return f"({n.op}{self.py(n.expr)})"
            if n.op == "!":
                return f"(0 if {self.py(n.expr)} else 1)"
            raise Unsupported(f"operator {n.op}")
        if isinstance(n, c_ast.TernaryOp):
            return f"(({self.py(n.iftrue)}) if ({self.py(n.cond)}) else ({self.py(n.iffalse)}))"
        if isinstance(n, c_ast.Cast):
            t = self.cast_type(n.to_type.type) if self.cast_type else _plain_type(n.to_type.type)
            inner = self.py(n.expr)
            if t in INT_TYPES:
                return f"_to_int({inner})"
            if t == "float":
                return f"_to_f32({inner})"
            if t == "double":
                return f"float({inner})"
            raise Unsupported(f"cast to {t}")
        if isinstance(n, c_ast.FuncCall) and isinstance(n.name, c_ast.ID):
            args = [self.py(a) for a in (n.args.exprs if n.args else [])]
            f = n.name.name
            if f == "s2s_floord" and len(args) == 2:
                return f"_floord({args[0]}, {args[1]})"
            if f in ("s2s_min", "s2s_max") and len(args) == 2:
                return f"_{f[4:]}({args[0]}, {args[1]})"
            if f in _MATH:
                return f"_m_{f}({', '.join(args)})"
            raise Unsupported(f"call to '{f}'")
        raise Unsupported(type(n).__name__)


def _plain_type(t) -> str | None:
    if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
        return canonical_ctype(t.type.names)
    return None


def canonical_ctype(names) -> str:
    """['unsigned', 'long', 'int'] -> 'unsigned long'; 'long int' -> 'long'; typedef names as they are."""
    if isinstance(names, str):
        names = names.split()
    names = [n for n in names if n not in ("const", "volatile", "restrict", "static", "register", "extern")]
    if len(names) == 1 and names[0] not in ("signed", "unsigned", "long", "short", "int"):
        return names[0]
    if "double" in names:
        return "long double" if "long" in names else "double"
    if "char" in names:
        return "unsigned char" if "unsigned" in names else "signed char" if "signed" in names else "char"
    uns = "unsigned " if "unsigned" in names else ""
    n_long = names.count("long")
    base = "short" if "short" in names else "long long" if n_long >= 2 else "long" if n_long == 1 else "int"
    return uns + base


def compile_c(node: c_ast.Node, cast_type=None):
    """A c_ast expression -> (function of an environment dict, the names it reads)."""
    comp = CExprCompiler(cast_type)
    src = comp.py(node)
    fn = eval(f"lambda V: {src}", dict(_HELPERS))  # noqa: S307 - source generated above from a C AST
    fn.source = src
    return fn, list(comp.names)


_PRELUDE = "typedef unsigned long size_t; typedef long ptrdiff_t; typedef long ssize_t;\n"


@functools.lru_cache(maxsize=4096)
def parse_c_expr(text: str) -> c_ast.Node:
    try:
        ast = c_parser.CParser().parse(_PRELUDE + f"void s2s_f(void) {{ s2s_x = ({text}); }}")
    except Exception as e:  # pycparser's ParseError: generated text should always parse
        raise S2SError(f"cannot evaluate the C expression '{text}': {e}") from None
    return ast.ext[-1].body.block_items[0].rvalue


@functools.lru_cache(maxsize=4096)
def compile_c_text(text: str):
    return compile_c(parse_c_expr(text))


# --------------------------------------------------------------------------------------- isl AST
T = isl.ast_expr_op_type
_ISL_BIN = {T.add: "+", T.sub: "-", T.mul: "*", T.fdiv_q: "//", T.pdiv_q: "//", T.pdiv_r: "%",
            T.eq: "==", T.le: "<=", T.lt: "<", T.ge: ">=", T.gt: ">"}
_ISL_LOGIC = {T.and_: "and", T.and_then: "and", T.or_: "or", T.or_else: "or"}


def isl_expr_py(e: isl.AstExpr, var=lambda n: f"p_{n}") -> str:
    """An isl AST expression as Python source on Python ints (names through `var`)."""
    t = e.get_type()
    if t == isl.ast_expr_type.int:
        return repr(int(e.get_val().to_python()))
    if t == isl.ast_expr_type.id:
        return var(e.get_id().get_name())
    op = e.get_op_type()
    args = [isl_expr_py(e.get_op_arg(i), var) for i in range(e.get_op_n_arg())]
    if op in _ISL_BIN:
        return f"({args[0]} {_ISL_BIN[op]} {args[1]})"
    if op == T.div:                      # exact division
        return f"_cdiv({args[0]}, {args[1]})"
    if op == T.zdiv_r:                   # only compared with zero; C remainder to match the C host code
        return f"_crem({args[0]}, {args[1]})"
    if op in _ISL_LOGIC:
        return f"({args[0]} {_ISL_LOGIC[op]} {args[1]})"
    if op == T.minus:
        return f"(-{args[0]})"
    if op == T.min:
        return f"_min({', '.join(args)})"
    if op == T.max:
        return f"_max({', '.join(args)})"
    if op in (T.cond, T.select):
        return f"({args[1]} if {args[0]} else {args[2]})"
    raise Unsupported(f"isl AST operation {op}")


def host_function(node: isl.AstNode, params: list[str]):
    """The host AST of a SCoP as a Python function `run(launch, V)`: V maps the SCoP parameters to ints;
    `launch(k, (h0, h1, ...))` is called at each kernel launch, in program order."""
    lines = ["def _host(_launch, V):"]
    lines += [f"    p_{p} = V[{p!r}]" for p in params]
    _host_node(node, "    ", lines)
    lines.append("    return None")
    src = "\n".join(lines) + "\n"
    ns = dict(_HELPERS)
    exec(compile(src, "<s2s host code>", "exec"), ns)  # noqa: S102 - generated above from the isl AST
    fn = ns["_host"]
    fn.source = src
    return fn


def _host_node(node, ind: str, out: list[str]) -> None:
    t = node.get_type()
    if t == isl.ast_node_type.block:
        children = node.block_get_children()
        n = children.n_ast_node()
        if n == 0:
            out.append(f"{ind}pass")
        for i in range(n):
            _host_node(children.get_at(i), ind, out)
    elif t == isl.ast_node_type.for_:
        it = isl_expr_py(node.for_get_iterator())
        out.append(f"{ind}{it} = {isl_expr_py(node.for_get_init())}")
        if node.for_is_degenerate():
            _host_node(node.for_get_body(), ind, out)
            return
        out.append(f"{ind}while {isl_expr_py(node.for_get_cond())}:")
        _host_node(node.for_get_body(), ind + "    ", out)
        out.append(f"{ind}    {it} += {isl_expr_py(node.for_get_inc())}")
    elif t == isl.ast_node_type.if_:
        out.append(f"{ind}if {isl_expr_py(node.if_get_cond())}:")
        _host_node(node.if_get_then_node(), ind + "    ", out)
        if node.if_has_else_node():
            out.append(f"{ind}else:")
            _host_node(node.if_get_else_node(), ind + "    ", out)
    elif t == isl.ast_node_type.user:
        e = node.user_get_expr()
        name = e.get_op_arg(0).get_id().get_name()
        if not name.startswith("K"):
            raise Unsupported(f"host AST statement {name}")
        args = [isl_expr_py(e.get_op_arg(i)) for i in range(1, e.get_op_n_arg())]
        out.append(f"{ind}_launch({int(name[1:])}, ({''.join(a + ', ' for a in args)}))")
    elif t == isl.ast_node_type.mark:
        _host_node(node.mark_get_node(), ind, out)
    else:
        raise Unsupported(f"isl AST node {t}")
