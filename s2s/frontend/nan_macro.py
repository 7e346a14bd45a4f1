"""<math.h>'s NAN as the parse reads it, made the NaN that cc's NAN is.

The parse preprocesses without __GNUC__ (preprocess.PARSE_ONLY_DEFINES), where glibc defines NAN as
`(0.0f / 0.0f)` instead of `(__builtin_nanf (""))`.  The generated code prints a SCoP's statements from
the parse, so its NAN became a division at run time: on x86 0/0 gives the default NaN, whose sign bit is
set, so `copysign(1.0, NAN)` was -1 and printf wrote "-nan" in the OpenMP translation, where the original
(cc defines __GNUC__) has a positive NaN.  Each such expansion is read as cc reads NAN,
`__builtin_nanf("")` (a constant: the model takes it as a pure call; OpenCL kernels spell it NAN,
codegen/stmt_printer.NAN_BUILTINS).  `fabsf(0.0f / 0.0f)` would not do: GCC drops the fabs of a
quotient of non-negative constants.  An expansion is a division where the user's text does not spell
it, on a line that names NAN or an object-like macro that leads to NAN (`#define MISSING NAN`); a division
the user wrote, or that the user's own macro spells (`#define BAD (0.0f / 0.0f)`), is the user's (its
sign is the machine's) and is kept.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from pycparser import c_ast

from .c_nodes import rewrite_nodes

# glibc's expansion of NAN where __GNUC__ is not defined (math.h)
_ZERO = "0.0f"
_WORD = re.compile(r"[A-Za-z_]\w*")


def _leads_to_nan(name: str, bodies: dict[str, str], seen: set[str]) -> bool:
    """Whether the macro `name` is NAN or expands to text that names one that is."""
    if name == "NAN":
        return True
    if name in seen or name not in bodies:
        return False
    seen.add(name)
    return any(_leads_to_nan(w, bodies, seen) for w in _WORD.findall(bodies[name]))


def _is_expansion(node: c_ast.Node, file: str, lines: list[str]) -> bool:
    """Whether `node` is `0.0f / 0.0f` that a macro wrote: the user's line (comments blanked) does not
    have the left operand's spelling at its column (columns.ColumnMap.fix_ast put it in the user's
    line; inside a macro's expansion it points into the macro's name)."""
    if not (isinstance(node, c_ast.BinaryOp) and node.op == "/"):
        return False
    left, right = node.left, node.right
    if not all(isinstance(x, c_ast.Constant) and x.value == _ZERO for x in (left, right)):
        return False
    coord = left.coord
    if coord is None or coord.file != file or not 0 < coord.line <= len(lines) or not coord.column:
        return False
    return not lines[coord.line - 1].startswith(_ZERO, coord.column - 1)


def _positive_nan(node: c_ast.BinaryOp) -> c_ast.FuncCall:
    arg = c_ast.Constant("string", '""', node.coord)
    return c_ast.FuncCall(c_ast.ID("__builtin_nanf", node.coord), c_ast.ExprList([arg], node.coord), node.coord)


def rewrite_nan_macros(ast: c_ast.Node, file: str, lines: list[str],
                       macro_bodies: Callable[[], dict[str, str]]) -> int:
    """Replace each expansion of NAN in `ast` (the user's file `file`, its lines with comments blanked)
    by `__builtin_nanf("")`; returns how many.  `macro_bodies` gives the object-like macros' replacement
    texts (asked once, and only where a line has such a division)."""
    bodies: list[dict[str, str]] = []
    lines_naming_nan: dict[int, bool] = {}

    def names_nan(line: int) -> bool:
        if line not in lines_naming_nan:
            if not bodies:
                bodies.append(macro_bodies())
            lines_naming_nan[line] = any(_leads_to_nan(w, bodies[0], set())
                                         for w in set(_WORD.findall(lines[line - 1])))
        return lines_naming_nan[line]

    def is_nan(n: c_ast.Node) -> bool:
        return _is_expansion(n, file, lines) and names_nan(n.left.coord.line)

    return rewrite_nodes(ast, lambda n: _positive_nan(n) if is_nan(n) else None)
