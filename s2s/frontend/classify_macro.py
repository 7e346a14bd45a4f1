"""<math.h>'s classification macros as the parse reads them, made the calls the user wrote.

The parse preprocesses without __GNUC__ (preprocess.PARSE_ONLY_DEFINES), where glibc writes `isnan(x)` as
its dispatch on the argument's size,

    (sizeof ((x)) == sizeof (float) ? __isnanf (x)
     : sizeof ((x)) == sizeof (double) ? __isnan (x) : __isnanl (x))

and the same for isinf (`__isinf`), isfinite (`__finite`) and signbit (`__signbit`).  Device code has
none of glibc's functions, so a SCoP that tested a value for NaN stayed sequential.  Each such expansion
is read back as the macro's call, `isnan(x)`, which C (the macro), CUDA (device functions of float and
double) and OpenCL C (built-ins) all spell alike; model/builder.py decides where the call may be
offloaded (a float or double argument; isinf and signbit as truth values only: glibc's isinf is -1 at
-infinity where CUDA's is 1, and C gives none of the four a value beyond "nonzero").
"""
from __future__ import annotations

from pycparser import c_ast

from .c_nodes import rewrite_nodes
from .symbols import c_text

# glibc's function stem -> the macro the user wrote
CLASSIFY_STEMS = {"isnan": "isnan", "isinf": "isinf", "finite": "isfinite", "signbit": "signbit"}
CLASSIFY = frozenset(CLASSIFY_STEMS.values())


def _sizeof_test(node: c_ast.Node, ctype: str) -> c_ast.Node | None:
    """The operand of `sizeof (X) == sizeof (ctype)`, or None."""
    if not (isinstance(node, c_ast.BinaryOp) and node.op == "=="):
        return None
    left, right = node.left, node.right
    if not (isinstance(left, c_ast.UnaryOp) and left.op == "sizeof" and isinstance(right, c_ast.UnaryOp)
            and right.op == "sizeof" and isinstance(right.expr, c_ast.Typename)):
        return None
    t = right.expr.type
    if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType)
            and t.type.names == [ctype]):
        return None
    return left.expr


def _call(node: c_ast.Node, name: str) -> c_ast.Node | None:
    """The one argument of `name (A)`, or None."""
    if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) and node.name.name == name and \
            node.args is not None and len(node.args.exprs) == 1:
        return node.args.exprs[0]
    return None


def _expansion(node: c_ast.Node) -> tuple[str, c_ast.Node] | None:
    """(the macro's name, its argument) when `node` is glibc's dispatch of a classification macro."""
    if not isinstance(node, c_ast.TernaryOp) or not isinstance(node.iffalse, c_ast.TernaryOp):
        return None
    first = _sizeof_test(node.cond, "float")
    second = _sizeof_test(node.iffalse.cond, "double")
    if first is None or second is None or not isinstance(node.iftrue, c_ast.FuncCall) or \
            not isinstance(node.iftrue.name, c_ast.ID):
        return None
    fname = node.iftrue.name.name
    stem = fname[2:-1] if fname.startswith("__") and fname.endswith("f") else None
    if stem not in CLASSIFY_STEMS:
        return None
    args = [_call(node.iftrue, f"__{stem}f"), _call(node.iffalse.iftrue, f"__{stem}"),
            _call(node.iffalse.iffalse, f"__{stem}l")]
    if any(a is None for a in args):
        return None
    text = c_text(args[1])
    if any(c_text(a) != text for a in (first, second, *args)):
        return None
    return CLASSIFY_STEMS[stem], args[1]


def rewrite_classify_macros(ast: c_ast.Node) -> int:
    """Replace each expansion of isnan, isinf, isfinite and signbit in `ast` by the macro's call (the
    coordinates of the expansion); returns how many."""
    def replaced(n: c_ast.Node) -> c_ast.Node | None:
        found = _expansion(n)
        if found is None:
            return None
        name, arg = found
        return c_ast.FuncCall(c_ast.ID(name, coord=n.coord), c_ast.ExprList([arg], coord=arg.coord),
                              coord=n.coord)

    return rewrite_nodes(ast, replaced)
