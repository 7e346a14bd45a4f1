"""C2x spellings that are only noise for the model, rewritten in the tree after the parse (the file's text,
outside the SCoPs, is kept as written; a SCoP's generated code prints the tree):

- digit separators in numeric constants (`1'000'000`, `0b1'0000`, `0x1'0p-4`; gcc accepts them with
  -std=c2x): the same value without them.  The model read no value from such a constant (a bound
  `i < 1'000` was unknown), and device code kept them, which OpenCL C cannot lex;
- UTF-8 character constants (`u8'a'`, C2x): an unsigned char of the character's code (C2x 6.4.4.4: its
  type is unsigned char), written `(unsigned char)'a'`, which every dialect reads (OpenCL C has no u8
  prefix, and s2s read no value from it);
- attributes on statements (`[[]] x = y;`, clang's hints) and attribute declarations in blocks
  (`[[fallthrough]];`, `[[gnu::assume(c)]];`): the statement itself, and a null statement.  No attribute changes what a valid statement computes (an assumption that fails
  is undefined behaviour, a hint changes no value), and the SCoP builder kept a statement with one
  sequential ("unsupported statement (AttributedStatement)").
"""
from __future__ import annotations

import re

from pycparser import c_ast

from .c_nodes import rewrite_nodes

_NUMBER = re.compile(r"\.?\d")


def _constant(n: c_ast.Constant) -> c_ast.Node | None:
    value = n.value
    if not isinstance(value, str):
        return None
    if "'" in value and _NUMBER.match(value):
        return c_ast.Constant(n.type, value.replace("'", ""), n.coord)
    if value.startswith("u8'") and value.endswith("'"):
        char = c_ast.Constant("char", value[2:], n.coord)
        unsigned_char = c_ast.Typename(None, [], None, c_ast.TypeDecl(
            None, [], None, c_ast.IdentifierType(["unsigned", "char"], coord=n.coord), coord=n.coord),
            coord=n.coord)
        return c_ast.Cast(unsigned_char, char, n.coord)
    return None


def rewrite_c2x_forms(ast: c_ast.Node) -> int:
    """Rewrite, in place, the forms the module docstring lists; returns how many were rewritten."""

    def replace(n: c_ast.Node) -> c_ast.Node | None:
        if isinstance(n, c_ast.Constant):
            return _constant(n)
        if isinstance(n, c_ast.AttributedStatement):
            stmt = n.stmt
            while isinstance(stmt, c_ast.AttributedStatement):
                stmt = stmt.stmt
            return stmt if stmt is not None else c_ast.EmptyStatement(n.coord)
        return None

    def in_block(n: c_ast.Node) -> c_ast.Node | None:
        return c_ast.EmptyStatement(n.coord) if isinstance(n, c_ast.AttributeDeclaration) else None

    count = rewrite_nodes(ast, replace)
    for ext in getattr(ast, "ext", None) or []:
        if isinstance(ext, c_ast.FuncDef) and ext.body is not None:
            count += rewrite_nodes(ext.body, in_block)
    return count
