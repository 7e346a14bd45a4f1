"""Valid C written in less common ways: type specifiers in any order, and other spellings the language
allows.  The translations must compute what C computes.

Each program under tests/faithful/ prints its results; `s2s check` builds and runs the original and the
translation and compares the outputs, on OpenMP and on OpenCL (PoCL) when it is there.
"""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file
from s2s.codegen.targets import ocl_type

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _check(name: str, target: str) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["type_word_order.c", "digraphs.c", "tgmath_calls.c",
                                  "extended_identifiers.c"])
def test_matches(name, target):
    _check(name, target)


@pytest.mark.parametrize("ctype, spelt", [
    ("int unsigned long long", "unsigned long"),     # OpenCL C's `long long` is 128-bit
    ("long long signed int", "long"),
    ("long int long", "long"),
    ("int long", "long"),
    ("char unsigned", "unsigned char"),
    ("short unsigned int", "unsigned short"),
    ("int signed", "int"),
    ("unsigned long long", "ulong"),
    ("double", "double"),
])
def test_opencl_spells_integer_types_by_width_and_signedness(ctype, spelt):
    assert ocl_type(ctype) == spelt


def test_digraphs_in_autodetected_nests(tmp_path):
    """`<%` and `%>` open and close the blocks of a nest that --autodetect takes: the lines replaced are
    the whole nest's."""
    src = tmp_path / "dig.c"
    src.write_text("""#include <stdio.h>
double A<:8:><:8:>, B<:8:>;
int main(void) <%
  for (int i = 0; i < 8; i++) <% B<:i:> = i; %>
  for (int i = 0; i < 8; i++) <%
    for (int j = 0; j < 8; j++)
      A<:i:><:j:> = B<:i:> * B<:j:>;
    B<:i:> = A<:i:><:i:> + 1; %>
  printf("%g %g\\n", A<:7:><:6:>, B<:5:>);
  return 0;
%>
""")
    r = check_file(str(src), target="openmp", autodetect=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])
    assert "nothing was translated" not in r.message


def test_tgmath_calls_are_the_functions_c_selects():
    """Under <tgmath.h>, `exp(F[i] * 0.5f)` is expf: the device code computes it in float (OpenCL's
    float overload), not in double; `pow(F[i], 2)` (an integer argument) stays the double function."""
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, "tgmath_calls.c"), target="opencl", log=log, force_device=True)
    warned = [d.message for d in log.items if d.severity == "warning"]
    assert len(warned) == 1 and "long double argument under <tgmath.h>" in warned[0], warned
    code = r.main_text
    assert "exp((float)" in code and "sqrt((float)" in code and "pow((double)" in code, code[-4000:]
    assert "exp((double)(F[" not in code


def test_extended_identifiers_in_diagnostics_and_code(tmp_path):
    """Diagnostics name `été` as written; the generated code spells it as a universal character name."""
    src = tmp_path / "u.c"
    src.write_text("int B[10];\nint main(void) {\n  int été[10] = {0};\n#pragma scop\n"
                   "  for (int i = 0; i < 10; i++) B[été[i]] = i;\n#pragma endscop\n#pragma scop\n"
                   "  for (int i = 0; i < 10; i++) été[i] = i;\n#pragma endscop\n  return B[0];\n}\n",
                   encoding="utf-8")
    log = DiagnosticLog()
    r = translate_file(str(src), target="openmp", log=log)
    assert [d.message for d in log.items if d.severity == "warning"] == [
        "SCoP left sequential: subscript 'été[i]' reads 'été[i]': indirect or data-dependent indexing is not "
        "static control"], [d.message for d in log.items]
    assert "s2sU" not in r.main_text and "\\U000000e9t\\U000000e9[_g0] = " in r.main_text, r.main_text


def test_implicit_int_knr_definitions(tmp_path):
    """C89's definitions without a return type: `f(n, k) int n, k; {` (pycparser read the implicit int only
    when the body follows the list: 'Invalid function definition') and parameters the declaration list
    leaves out, or that none declares (`total(n) {`: 'use of undeclared identifier'), are ints
    (frontend/parse.py; tests/faithful/f25b_knr_implicit_int.c)."""
    from pycparser import c_ast

    from s2s.frontend.parse import parse
    ast = parse("f(n, k)\nint k;\n{ return n + k; }\nstatic g(a, m) double *a; { return m; }\n"
                "h(x) { return x; }\nint (*p)(int) = 0;\n", "t.c")
    funcs = [e for e in ast.ext if isinstance(e, c_ast.FuncDef)]
    assert [f.decl.name for f in funcs] == ["f", "g", "h"]
    for f, want in zip(funcs, [{"k": "int", "n": "int"}, {"a": "double", "m": "int"}, {"x": "int"}]):
        assert f.decl.type.type.type.names == ["int"]
        got = {d.name: (d.type if isinstance(d.type, c_ast.TypeDecl) else d.type.type).type.names[0]
               for d in f.param_decls}
        assert got == want
    src = tmp_path / "t.c"
    src.write_text("double A[50];\nfill(n, k)\nint k;\n{\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++)\n"
                   "    A[i] = i * k;\n#pragma endscop\n  return 0;\n}\n")
    r = translate_file(str(src), target="openmp", force_device=True)
    assert len(r.programs) == 1, [d.message for d in r.log.items]


def test_arrays_dumps_of_extended_identifiers():
    """`check --arrays` on arrays named with extended characters (`été`, `caf\\u00e9`): the original's
    dumps named them as the parse's ASCII runs (`s2sU000000e9_t...`), which the original does not declare
    ("the original does not compile"); they are spelt as the translation's are (check/instrument.py)."""
    r = check_file(os.path.join(FAITHFUL, "f27a_splices_comments.c"), target="openmp", arrays=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])
    assert r.arrays and r.array_comparison is not None and r.array_comparison.n_numbers > 0
