"""Calls of the program's own expression functions, replaced by their expression (model/inline_calls.py)."""
from __future__ import annotations

import pytest
from faithful_round import (  # noqa: F401  (the shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)
from pycparser import c_generator, c_parser

from s2s.model.inline_calls import expression_function, inline_expression_calls

PROGRAMS = ["expression_functions.c", "helper_statements.c", "helper_typedefs.c"]
SEQUENTIAL = {"expression_functions.c": [33, 37]}    # bad(): a static counter; usesglobal(): a global


def _defs(text: str):
    ast = c_parser.CParser().parse("int gl; " + text)
    return {e.decl.name: e for e in ast.ext if hasattr(e, "body")}


@pytest.mark.parametrize("text", [
    "static double sq(double x) { return x * x; }",
    "int idx(int i, int j) { return i * 2 + j; }",
    "float h(float x) { return x * 0.5; }",
    "int k(void) { return 7; }",
    "double n2(double x, double y) { return sqrt(x * x + y * y); }",
    "int c(int v) { return v < 0 ? 0 : v > 9 ? 9 : v; }",
    "unsigned long w(unsigned u) { return (unsigned long)u << 3; }",
    # statements: locals with initializers and guarded returns (body_expression)
    "double cl(double x, double lo, double hi) { if (x < lo) return lo; if (x > hi) { return hi; } "
    "return x; }",
    "int sg(double v) { if (v > 0) return 1; else if (v < 0) return -1; else return 0; }",
    "double sm(double x) { const double t = x * x; double u = t * t; return u - t; }",
    "int fl(double x) { int k = x; if (k < 0) return 0; return k; }",
    "double b(double x) { if (x < 0) return 0; else return 1; return 2; }",    # `return 2` is never reached
])
def test_expression_functions(text):
    (fd,) = _defs(text).values()
    assert expression_function(fd, set()) is not None


@pytest.mark.parametrize("text", [
    "double g(double x) { return x + gl; }",                 # a global
    "double s(double x) { x = x + 1; return x; }",           # more than a return
    "double p(double *x) { return x[0]; }",                  # a pointer parameter
    "void v(double x) { return; }",
    "double a(double x) { return x++; }",
    "double m(double x, ...) { return x; }",
    "typedef double real; real r(real x) { return x; }",     # a typedef that may not be visible
    "double q(double x) { return (x = 2); }",
    "double e(double x) { if (x < 0) return 0; }",                      # the end reached without a return
    "double t(double x) { double y = x; y = y * 2; return y; }",         # a local assigned again
    "double u(double x) { static double c = 1; return x * c; }",         # a static local
    "double w(double x) { double y; return x; }",                        # no initializer
    "double z(double x) { for (;;) return x; }",                         # a loop
    "double h(double x) { double a = x * x; double b = a * a + a; double c = b * b + b; "
    # too large:
    "double d = c * c + c; double e = d * d + d; double f = e * e + e; double g = f * f + f; "
    "return g * g + g; }",
])
def test_other_functions(text):
    defs = _defs(text)
    assert all(expression_function(fd, set()) is None for fd in defs.values())


def test_call_becomes_casts_of_its_expression():
    defs = _defs("static double lerp(double lo, double hi, float t) { return lo + t * (hi - lo); }")
    body = c_parser.CParser().parse("void f(void) { y = lerp(a[i], 2, b[i]); }").ext[0].body.block_items
    inline_expression_calls(body, defs, set(defs))
    text = c_generator.CGenerator().visit(body[0])
    assert text == "y = (double) (((double) a[i]) + (((float) b[i]) * (((double) 2) - ((double) a[i]))))"


def test_statements_become_one_expression():
    defs = _defs("static double cl(double x, double lo, double hi) { const double m = lo + 1; "
                 "if (x < lo) return lo; else if (x > m) return m; return x; }")
    body = c_parser.CParser().parse("void f(void) { y = cl(a[i], 0, 1); }").ext[0].body.block_items
    inline_expression_calls(body, defs, set(defs))
    text = c_generator.CGenerator().visit(body[0])
    # the local is its initializer, converted to its type, wherever it is read; the returns are converted
    # to the result type
    assert text == ("y = (double) ((((double) a[i]) < ((double) 0)) ? ((double) ((double) 0)) : "
                    "((((double) a[i]) > ((double) (((double) 0) + 1))) ? "
                    "((double) ((double) (((double) 0) + 1))) : "
                    "((double) ((double) a[i]))))")


def test_file_typedefs_are_spelled_as_their_types():
    """With the file-scope typedefs (RegionScope.file_typedefs), `real` parameters, results and casts are
    accepted and spelled `double`: a call site may not see the file's `real`, or may see another."""
    defs = _defs("typedef double real; static real h(real x) { const real y = x / (real)2; return y; }")
    body = c_parser.CParser().parse("void f(void) { z = h(a); }").ext[0].body.block_items
    inline_expression_calls(body, defs, set(defs), {"real": "double"})
    text = c_generator.CGenerator().visit(body[0])
    assert "real" not in text and "(double) a" in text and "(double) 2" in text
    # without them, the name may be anything at the call site: refused
    assert expression_function(defs["h"], set()) is None


def test_unnamed_parameters_and_arguments_with_effects():
    """C2x's unnamed parameter of a definition (`double pick(double x, int)`) is one the body cannot read:
    the call is replaced (it was not); an argument with side effects whose parameter the body does not
    read is not dropped with it (`pick(B[i], K[i]++)` lost the increment, a silent wrong result): such a
    call stays a call (its SCoP sequential)."""
    from s2s.frontend.parse import parse
    ast = parse("static double pick(double x, int) { return x * 2; }\n"
                "static double keep(double x, int k) { return x * 2; }\n"
                "void f(void) { y = pick(a[i], i); z = pick(a[i], k[i]++); w = keep(a[i], g(i)); }", "f.c")
    defs = {e.decl.name: e for e in ast.ext if hasattr(e, "body") and e.decl.name != "f"}
    body = ast.ext[-1].body.block_items
    inline_expression_calls(body, defs, set(defs))
    text = [c_generator.CGenerator().visit(b) for b in body]
    assert text[0] == "y = (double) (((double) a[i]) * 2)", text
    assert text[1] == "z = pick(a[i], k[i]++)" and text[2] == "w = keep(a[i], g(i))", text
