"""An array's extent that names a variable hidden where the SCoP runs (frontend/scop_finder._declared_after).

C fixes a variable-length array's size where its declaration runs, with the objects visible there; the
generated code for the device targets evaluates the extent's text at the SCoP's call site.  A block that
declares its own `m` (or an enumeration constant `m`) between the array's declaration and the SCoP made
device code allocate, copy and index `double A[n][m]` with the inner m: a silent wrong result.  Such a
SCoP now stays on the host for CUDA and OpenCL, with a warning; OpenMP keeps the user's arrays and runs it.
"""
from __future__ import annotations

import textwrap

import pytest

from s2s.driver import translate_file

HIDES = "which a declaration after the array's hides"

KERNEL = """
    #pragma scop
        for (int i = 1; i < 8; i++)
          for (int j = 0; j < 4; j++)
            A[i][j] = A[i - 1][j] + A[i][j + 1];
    #pragma endscop
"""


def _translate(tmp_path, body: str, target: str = "opencl"):
    src = tmp_path / "k.c"
    src.write_text(textwrap.dedent(body).replace("KERNEL", textwrap.indent(textwrap.dedent(KERNEL), "    ")))
    return translate_file(str(src), target=target, force_device=True)


@pytest.mark.parametrize("body", [
    # a parameter's extent, hidden by a block's int
    "void f(int n, int m, double A[n][m]) {\n  {\n    int m = 6;\nKERNEL  }\n}\n",
    # a pointer to a VLA, its extent hidden by an enumeration constant
    "void f(int k, double *p) {\n  double (*A)[k] = (double (*)[k])p;\n"
    "  {\n    enum { k = 5 };\nKERNEL  }\n}\n",
    # a local VLA, its extent's parameter hidden later in the array's own block
    "void f(int rows, int cols) {\n  {\n    double A[rows][cols];\n    int cols = 5;\nKERNEL  }\n}\n",
    # a file-scope array of enumerated extents, one hidden by a local
    "enum { NX = 30, NY = 20 };\ndouble A[NX][NY];\nvoid f(void) {\n  int NY = 5;\nKERNEL}\n",
    # ... or by a parameter
    "enum { NX = 30, NY = 20 };\ndouble A[NX][NY];\nvoid f(int NY) {\nKERNEL}\n",
])
@pytest.mark.parametrize("target", ["opencl", "cuda"])
def test_hidden_extent_keeps_the_scop_on_the_host(tmp_path, body, target):
    r = _translate(tmp_path, body, target)
    assert r.programs == []
    assert any(HIDES in d.message for d in r.log.items), [d.message for d in r.log.items]


@pytest.mark.parametrize("body", [
    # the extents' own variables
    "void f(int n, int m, double A[n][m]) {\nKERNEL}\n",
    # an inner variable declared before the array: the array's extent names it
    "void f(int n, int m, double *p) {\n  {\n    int m = 6;\n"
    "    double (*A)[m] = (double (*)[m])p;\nKERNEL  }\n}\n",
    # a later declaration of the same name in a block the SCoP is not in
    "void f(int n, int m, double A[n][m]) {\n  { int m = 2; (void)m; }\nKERNEL}\n",
    # a file-scope array of enumerated extents, their names not hidden
    "enum { NX = 30, NY = 20 };\ndouble A[NX][NY];\nvoid f(int nx) {\nKERNEL}\n",
])
def test_extent_visible_as_declared_is_offloaded(tmp_path, body):
    r = _translate(tmp_path, body)
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    assert not any(HIDES in d.message for d in r.log.items)
