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


def test_loops_declaring_their_own_iterators():
    # (the SCoP's declarations are made unique: each branch's `int i` has a name of its own)
    node = _if("if (beta == 0.0) for (int i_1 = 0; i_1 < n; i_1++) c[i_1] = 0.0; "
               "else for (int i_2 = 0; i_2 < n; i_2++) c[i_2] = beta * c[i_2];")
    loop = sink_if(node, _plain)
    assert isinstance(loop, c_ast.For)
    assert c_generator.CGenerator().visit(loop.stmt.block_items[0].iffalse) == "c[i_1] = beta * c[i_1]"


PROGRAM = """
#include <stdio.h>
#include <stdlib.h>
void scale(int n, int m, double beta, double C[n][m], double *w)
{
#pragma scop
  for (int j = 0; j < m; j++) {
    if (beta == 0.0) {
      for (int i = 0; i < n; i++)
        C[i][j] = 0.0;
    } else {
      for (int i = 0; i < n; i++)
        C[i][j] *= beta;
    }
  }
  COLUMN_IF
#pragma endscop
}
int main(void)
{
  int n = 300, m = 200;
  double (*C)[200] = malloc(sizeof(double) * n * m), *w = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) w[i] = i % 3;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) C[i][j] = (i * 3 + j) % 7;
  for (int k = 0; k < 2; k++) {
    scale(n, m, k == 0 ? 1.5 : 0.0, C, w);
    double s = 0;
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += C[i][j] * (i + 1) + j;
    printf("%.6e\\n", s);
  }
  return 0;
}
"""


@pytest.mark.parametrize("column_if, modelled", [
    ("", True),
    # the condition reads w, which the loop writes: the `if` stays where it is, the SCoP sequential
    ("if (w[0] == 0.0) for (int i = 0; i < n; i++) w[i] = w[i] + 1.0;", False),
])
def test_translation(tmp_path, column_if, modelled):
    import s2s
    from s2s.check.runner import check_file

    path = tmp_path / "scale.c"
    path.write_text(PROGRAM.replace("COLUMN_IF", column_if))
    t = s2s.translate(path.read_text(), target="cuda", filename=str(path))
    # modelled: a decision for the SCoP (the cost model's, at these small sizes), no warning
    assert len(t.result.decisions) == (1 if modelled else 0)
    warnings = [d["message"] for d in t.diagnostics if d["severity"] == "warning"]
    assert bool(warnings) == (not modelled)
    r = check_file(str(path), target="openmp", keep=str(tmp_path / "out"))
    assert r.ok, str(r)
