"""C's reverse-loop idioms (`for (size_t i = n; i-- > 0;)`, `for (int i = n; --i >= 0;)`, `for (int i = n;
i--;)`), rewritten into loops the model reads (s2s/model/reverse_loops.py)."""
from __future__ import annotations

import pytest
from faithful_round import (  # noqa: F401  (the shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)
from pycparser import c_generator, c_parser

from s2s.model.reverse_loops import rewrite_reverse_loop

PROGRAMS = ["reverse_loops.c"]
SEQUENTIAL = {
    # c-- > 0 of an unsigned char whose size the body reads; u-- > 0 of an unsigned declared outside
    # and read after the loop (its final value wraps); a body that assigns i
    "reverse_loops.c": [34, 50, 55],
}


def _loop(text: str):
    ast = c_parser.CParser().parse("typedef unsigned long size_t; void f(void) { " + text + " }")
    return ast.ext[1].body.block_items[0]


@pytest.mark.parametrize("text, unsigned, narrow, final, expected", [
    # pre-decrement: `--i OP K` is `i = E - 1; i OP K; i--` in every type
    ("for (int i = n; --i >= 0;) a[i] = i;", False, False, False,
     "for (int i = n - 1; i >= 0; i--)\n  a[i] = i;\n"),
    ("for (unsigned i = n; --i > 2;) a[i] = i;", True, False, False,
     "for (unsigned i = n - 1; i > 2; i--)\n  a[i] = i;\n"),
    # post-decrement, signed: i + 1 > K is i >= K, i + 1 != K is i != K - 1 (final value included)
    ("for (i = n; i-- > 0;) a[i] = i;", False, False, True, "for (i = n - 1; i >= 0; i--)\n  a[i] = i;\n"),
    ("for (long i = n; i-- != 3;) a[i] = i;", False, False, False,
     "for (long i = n - 1; i != (3 - 1); i--)\n  a[i] = i;\n"),
    ("for (int i = n; 0 < i--;) a[i] = i;", False, False, False,
     "for (int i = n - 1; i >= 0; i--)\n  a[i] = i;\n"),
    # post-decrement, unsigned: the body reads i - 1 (the last decrement wraps)
    ("for (size_t i = n; i-- > 0;) a[i] = i;", True, False, False,
     "for (size_t i = n; i > 0; i--)\n  a[i - 1] = i - 1;\n"),
    ("for (unsigned i = n; i-- != 0;) { s.i = i; }", True, False, False,
     "for (unsigned i = n; i > 0; i--)\n{\n  s.i = i - 1;\n}\n"),
    # the decrement alone as the test is `i-- != 0` (`--i` alone: `--i != 0`)
    ("for (int i = n; i--;) a[i] = 1;", False, False, False,
     "for (int i = n - 1; i != (0 - 1); i--)\n  a[i] = 1;\n"),
    ("for (size_t i = n; i--;) a[i] = 1;", True, False, False,
     "for (size_t i = n; i > 0; i--)\n  a[i - 1] = 1;\n"),
    ("for (i = n; --i;) a[i] = 1;", False, False, True, "for (i = n - 1; i != 0; i--)\n  a[i] = 1;\n"),
])
def test_rewrites(text, unsigned, narrow, final, expected):
    new = rewrite_reverse_loop(_loop(text), unsigned, narrow, final)
    assert new is not None
    assert c_generator.CGenerator().visit(new) == expected


@pytest.mark.parametrize("text, unsigned, narrow, final", [
    ("for (u = n; u-- > 0;) a[u] = u;", True, False, True),        # unsigned, read after the loop
    ("for (int i = n; i-- > 0;) { a[i] = i; i -= 2; }", False, False, False),
    ("for (size_t i = n; i-- > 0;) p = &i;", True, False, False),
    ("for (unsigned char c = w; c-- > 0;) a[c] = sizeof(c);", True, True, False),
    ("for (unsigned i = n; i-- != 4;) a[i] = 1;", True, False, False),   # a count down that may not stop
    ("for (int i = n; i-- < 5;) a[i] = 1;", False, False, False),
    ("for (int i = n; i-- > i;) a[i] = 1;", False, False, False),
])
def test_other_forms_are_left_alone(text, unsigned, narrow, final):
    assert rewrite_reverse_loop(_loop(text), unsigned, narrow, final) is None
