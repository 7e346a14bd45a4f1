"""An `if` on loop-invariant scalars around loops of one header, moved into them (model/sink_if.py)."""
from __future__ import annotations

import pytest
from pycparser import c_ast, c_generator, c_parser

from s2s.model.sink_if import sink_if

SCALARS = {"beta", "n", "flag"}


def _if(body: str) -> c_ast.If:
    fn = c_parser.CParser().parse("void f(void) { " + body + " }").ext[0]
    (node,) = fn.body.block_items
    assert isinstance(node, c_ast.If)
    return node


def _plain(name: str) -> bool:
    return name in SCALARS


def test_if_else_of_one_header_moves_into_the_loop():
    node = _if("if (beta == 0.0) { for (i = 0; i < n; i++) c[i] = 0.0; } "
               "else for (i = 0; i < n; i++) c[i] = beta * c[i];")
    loop = sink_if(node, _plain)
    assert isinstance(loop, c_ast.For)
    text = c_generator.CGenerator().visit(loop)
    assert text.startswith("for (i = 0; i < n; i++)")
    inner = loop.stmt.block_items[0]
    assert isinstance(inner, c_ast.If) and inner.cond is node.cond and inner.iffalse is not None


def test_if_without_else_moves_into_the_loop():
    loop = sink_if(_if("if (beta != 1.0) for (int i = 0; i < n; i++) c[i] *= beta;"), _plain)
    assert isinstance(loop, c_ast.For)
    assert loop.stmt.block_items[0].iffalse is None


@pytest.mark.parametrize("body", [
    # the two loops' headers differ
    "if (beta == 0.0) for (i = 0; i < n; i++) c[i] = 0; else for (i = 1; i < n; i++) c[i] = 1;",
    # the condition reads an array (its element may be written in the loop)
    "if (c[0] == 0.0) for (i = 0; i < n; i++) c[i] = 0;",
    # the condition reads the loop's iterator
    "if (i == 0) for (i = 0; i < n; i++) c[i] = 0;",
    # the loop writes the condition's scalar
    "if (beta == 0.0) for (i = 0; i < n; i++) { c[i] = 0; beta = 1.0; }",
    # a call in the loop may write the scalar
    "if (beta == 0.0) for (i = 0; i < n; i++) g(c, i);",
    # a call in the condition
    "if (h(beta)) for (i = 0; i < n; i++) c[i] = 0;",
    # not a loop
    "if (beta == 0.0) c[0] = 0;",
    # a name that is not a plain scalar (a pointer, a volatile, ...)
    "if (p == 0) for (i = 0; i < n; i++) c[i] = 0;",
])
def test_other_ifs_stay(body):
    assert sink_if(_if(body), _plain) is None
