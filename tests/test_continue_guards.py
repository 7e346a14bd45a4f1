"""`if (C) continue;` in a loop body, modelled as `if (!(C))` around the rest of the body
(model/builder._guard_continues)."""
from __future__ import annotations

import pytest
from faithful_round import (  # noqa: F401  (the shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)
from pycparser import c_ast, c_generator, c_parser

from s2s.model.builder import _guard_continues

PROGRAMS = ["continue_guards.c"]


def _body(text: str) -> list:
    ast = c_parser.CParser().parse("void f(void) { for (;;) { " + text + " } }")
    return ast.ext[0].body.block_items[0].stmt.block_items


def _text(items) -> list[str]:
    return c_generator.CGenerator().visit(c_ast.Compound(items)).replace(";", " ; ").split()


@pytest.mark.parametrize("text, expected", [
    ("a = 1; if (i == j) continue; b = 2; c = 3;", "a = 1; if (!(i == j)) { b = 2; c = 3; }"),
    ("if (i < 2) { continue; } if (i > 7) continue; b = 2;", "if (!(i < 2)) { if (!(i > 7)) { b = 2; } }"),
    ("b = 2; if (i % 2) continue;", "b = 2; if (!(i % 2)) { }"),
])
def test_continues_become_guards(text, expected):
    assert _text(_guard_continues(_body(text))) == ("{ " + expected + " }").replace(";", " ; ").split()


@pytest.mark.parametrize("text", [
    "if (i == j) continue; else b = 1; c = 2;",          # an else
    "if (i == j) { b = 1; continue; } c = 2;",           # not alone in its branch
    "{ if (i == j) continue; } c = 2;",                  # nested in a block
    "for (k = 0; k < 3; k++) if (k == i) continue; c = 2;",
])
def test_other_continues_stay(text):
    items = _body(text)
    assert _guard_continues(items) == items
