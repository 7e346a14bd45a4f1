"""Bad inputs through the CLI: located `FILE:LINE:COL: error:` messages, exit status 1, never a traceback."""
from __future__ import annotations

import json
import os
import re
import subprocess
import textwrap

import pytest

from conftest import ROOT, S2S
from s2s.cli import main
from s2s.diagnostics import S2SError
from s2s.frontend.load import load

BAD = os.path.join(ROOT, "tests", "bad")

# file in tests/bad -> what the error message must say.  The expected line carries a `// ERROR` comment.
EXPECTED = {
    "syntax_error.c": r"syntax error",
    "syntax_missing_semicolon.c": r"syntax error",
    "missing_include.c": r"s2s_no_such_header\.h",
    "data_dependent_if.c": r"condition 'A\[i\] > 0' depends on data",
    "indirect_subscript.c": r"'idx\[i\]'.*indirect",
    "nonaffine_subscript.c": r"'i \* n \+ j' is not affine",
    "call_side_effect.c": r"call to 'foo' may have side effects",
    "call_printf.c": r"call to 'printf'.*side effects",
    "while_loop.c": r"'while' loop",
    "do_while_loop.c": r"'do'/'while' loop",
    "break_in_scop.c": r"'break'",
    "continue_in_scop.c": r"'continue'",
    "goto_in_scop.c": r"'goto'",
    "return_in_scop.c": r"'return'",
    "switch_in_scop.c": r"'switch'",
    "pointer_arithmetic.c": r"pointer",
    "pointer_dereference_read.c": r"pointer operation '\*\(p \+ i - u\)'",
    "pointer_to_pointer.c": r"pointer to pointers",
    "row_pointer_written.c": r"'A\[i\]' uses the row pointer of 'A' itself",
    "struct_member.c": r"struct",
    "scop_without_endscop.c": r"'#pragma scop' without a matching '#pragma endscop'",
    "endscop_without_scop.c": r"'#pragma endscop' without a preceding '#pragma scop'",
    "empty_scop.c": r"empty SCoP",
    "assign_to_iterator.c": r"loop iterator 'i' is modified",
    "increment_iterator_in_body.c": r"loop iterator 'i' is modified",
    "not_equal_condition.c": r"'i != n' is not a monotone bound",
    "wrong_direction.c": r"not a monotone bound",
    "unbounded_loop.c": r"no finite bound",
    "non_constant_step.c": r"loop increment must be",
    "written_bound.c": r"'n', which the SCoP writes",
    "iterator_after_loop.c": r"loop iterator 'i' is read outside its loop",
    "division_by_zero.c": r"divides by zero",
    "partial_array_access.c": r"'A' has 2 dimensions but is accessed with 1 subscripts",
    "side_effect_in_subscript.c": r"'k\+\+'",
    "unsigned_wraparound.c": r"unsigned loop iterator 'i' wraps around",
    "unsigned_condition_wraps.c": r"unsigned arithmetic 'j - 1' wraps around below 0",
    "signed_compared_unsigned.c": r"'i' can be negative and is converted to an unsigned type in 'i < n'",
}
OTHER = {"autodetect_mixed.c"}


def marked_line(path: str, marker: str) -> int:
    with open(path) as f:
        lines = [k for k, text in enumerate(f, 1) if f"// {marker}" in text]
    assert len(lines) == 1, f"{path}: one '// {marker}' comment expected"
    return lines[0]


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    rc = main(["explain", *args])
    out, err = capsys.readouterr()
    return rc, out, err


def assert_no_crash(err: str) -> None:
    assert "Traceback" not in err
    assert "internal error" not in err


def test_every_bad_file_has_an_expectation():
    files = {f for f in os.listdir(BAD) if f.endswith(".c")}
    assert files == set(EXPECTED) | OTHER


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_input_gives_located_error(capsys, name):
    path = os.path.join(BAD, name)
    line = marked_line(path, "ERROR")
    rc, out, err = run_cli(capsys, path)
    assert_no_crash(err)
    assert rc == 1, err
    errors = [ln for ln in err.splitlines() if ": error: " in ln]
    assert errors, err
    m = re.match(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.+)$", errors[0])
    assert m, f"not FILE:LINE:COL: error: ...: {errors[0]!r}"
    assert os.path.abspath(m.group("file")) == path
    assert int(m.group("line")) == line, errors[0]
    assert int(m.group("col")) >= 1
    assert re.search(EXPECTED[name], m.group("msg")), errors[0]


def test_bad_inputs_through_the_installed_command():
    """The real executable: exit status 1 and a located message on stderr, no traceback."""
    for name in ("data_dependent_if.c", "syntax_error.c", "scop_without_endscop.c"):
        path = os.path.join(BAD, name)
        proc = subprocess.run([S2S, "explain", path], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 1, proc.stderr
        assert "Traceback" not in proc.stderr
        where = rf"^{re.escape(path)}:{marked_line(path, 'ERROR')}:\d+: error: "
        assert re.search(where, proc.stderr, re.M), proc.stderr


def test_missing_file(capsys, tmp_path):
    rc, out, err = run_cli(capsys, str(tmp_path / "nope.c"))
    assert rc == 1 and "nope.c" in err and "error" in err
    assert_no_crash(err)


def test_error_in_an_included_header_points_into_the_header(capsys, tmp_path):
    (tmp_path / "k.h").write_text("static inline int g(int x) { return x + ; }\n")
    src = tmp_path / "main.c"
    src.write_text('#include "k.h"\nvoid f(int n, double A[n]) {\n#pragma scop\n'
                   '  for (int i = 0; i < n; i++) A[i] = 0;\n#pragma endscop\n}\n')
    rc, out, err = run_cli(capsys, str(src))
    assert rc == 1
    assert_no_crash(err)
    assert re.search(r"k\.h:1:\d+: error: ", err), err


@pytest.mark.parametrize("line, expect", [
    # a warning (translate keeps the region as written), after a comment and runs of blanks
    ("    /* first */ x[i] = /* old */   y[@idx[i]];", r"warning: .*'idx\[i\]'"),
    # an error (an undeclared name) after comments
    ("    x[i] = /* a */ 2.0 /* b */ *   @SCALE * y[i];", r"error: use of undeclared identifier 'SCALE'"),
    # a syntax error after a comment
    ("    x[i] = /* old */ y[i] + @;", r"error: syntax error"),
    # the line of a comment that starts on the line before
    ("    /* a comment\n       on two lines */ x[i] =    y[@idx[i]];", r"warning: .*'idx\[i\]'"),
])
def test_columns_are_those_of_the_line_as_written(capsys, tmp_path, line, expect):
    """cc replaces a comment by a space and collapses blanks: columns count in the user's line."""
    body = line.replace("@", "")
    src = tmp_path / "c.c"
    src.write_text("double x[10], y[10];\nint idx[10];\nvoid f(void) {\n#pragma scop\n"
                   f"  for (int i = 0; i < 9; i++) {{\n{body}\n  }}\n#pragma endscop\n}}\n")
    lines = src.read_text().split("\n")
    row = next(k for k, ln in enumerate(lines) if "x[i] =" in ln)
    col = line.split("\n")[-1].index("@") + 1
    rc = main(["translate", str(src), "--target", "openmp", "-o", str(tmp_path / "c.omp.c")])
    err = capsys.readouterr().err
    assert_no_crash(err)
    assert re.search(rf"^{re.escape(str(src))}:{row + 1}:{col}: {expect}", err, re.M), (err, row + 1, col)
    assert rc == (0 if "warning" in expect else 1)


def test_include_dirs_and_defines_reach_the_preprocessor(capsys, tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "sizes.h").write_text("#define N 16\n")
    src = tmp_path / "k.c"
    src.write_text('#include "sizes.h"\nvoid f(double A[N][M]) {\n#pragma scop\n'
                   '  for (int i = 0; i < N; i++)\n    for (int j = 0; j < M; j++)\n      A[i][j] = 0;\n'
                   '#pragma endscop\n}\n')
    rc, out, err = run_cli(capsys, str(src))
    assert rc == 1 and "sizes.h" in err
    assert_no_crash(err)
    rc, out, err = run_cli(capsys, "-I", str(inc), "-D", "M=8", "--json", str(src))
    assert rc == 0, err
    (scop,) = json.loads(out)["scops"]
    assert scop["params"] == []


# --------------------------------------------------------------------------- --autodetect
def test_autodetect_keeps_good_nest_and_notes_bad_one(capsys):
    path = os.path.join(BAD, "autodetect_mixed.c")
    good, bad = marked_line(path, "GOOD"), marked_line(path, "NOTE")
    rc, out, err = run_cli(capsys, "--autodetect", "--json", path)
    assert rc == 0, err
    assert_no_crash(err)
    doc = json.loads(out)
    assert [s["line"] for s in doc["scops"]] == [good]
    assert doc["scops"][0]["pragma"] is False
    diags = doc["diagnostics"]
    assert not [d for d in diags if d["severity"] == "error"]
    notes = [d for d in diags if d["severity"] == "note"]
    assert any(d["line"] == bad for d in notes), diags

    rc, out, err = run_cli(capsys, "--autodetect", path)
    assert rc == 0
    assert_no_crash(err)
    assert ": error: " not in err
    assert re.search(rf"^{re.escape(path)}:{bad}:\d+: note: ", err, re.M), err
    assert f"{path}:{good}: SCoP 0" in out


def test_autodetect_finds_inner_good_loop_under_bad_outer(load_c):
    sf = load_c("""
        void f(int n, double A[n][n], int flag[n]) {
          for (int i = 0; i < n; i++)
            if (flag[i])
              for (int j = 0; j < n; j++)
                A[i][j] = 0;
        }
    """, autodetect=True)
    assert len(sf.scops) == 1 and [lp.var for lp in sf.scops[0].loops] == ["j"]
    assert any(d.severity == "note" for d in sf.log.items)
    assert not sf.log.errors


def test_autodetect_and_pragma_together(load_c):
    sf = load_c("""
        void f(int n, double A[n]) {
        #pragma scop
          for (int i = 0; i < n; i++) A[i] = 0;
        #pragma endscop
        }
        void g(int n, double B[n]) {
          for (int i = 0; i < n; i++) B[i] = 1;
          for (int i = 0; i < n; i++) B[i] += 1;
        }
    """, autodetect=True)
    assert [(s.function, s.pragma) for s in sf.scops] == [("f", True), ("g", False)]
    assert len(sf.scops[1].statements) == 2  # consecutive nests form one SCoP


# --------------------------------------------------------------------------- output formats
GOOD = """
void f(int n, double A[n], double B[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = A[i] * 2;
  for (int i = 1; i < n; i++)
    A[i] = A[i - 1] + B[i];
#pragma endscop
}
"""


def test_json_shape(capsys, tmp_path):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    rc, out, err = run_cli(capsys, "--json", str(src))
    assert rc == 0, err
    doc = json.loads(out)
    assert isinstance(doc["scops"], list) and len(doc["scops"]) == 1
    scop = doc["scops"][0]
    assert scop["file"] == str(src) and scop["line"] == 3
    assert isinstance(scop["statements"], list) and isinstance(scop["dependences"], list)
    assert len(scop["loops"]) == 2
    for lp in scop["loops"]:
        assert {"var", "line", "depth", "parallel", "blocked_by"} <= set(lp)
        assert isinstance(lp["parallel"], bool) and isinstance(lp["blocked_by"], list)
    l0, l1 = scop["loops"]
    assert (l0["var"], l0["line"], l0["depth"], l0["parallel"]) == ("i", 4, 0, True)
    assert (l1["var"], l1["line"], l1["depth"], l1["parallel"]) == ("i", 6, 0, False)
    assert [b["kind"] for b in l1["blocked_by"]] == ["flow"] and l1["blocked_by"][0]["array"] == "A"
    assert [s["line"] for s in scop["statements"]] == [5, 7]
    kinds = {(d["kind"], d["source"], d["sink"], d["array"]) for d in scop["dependences"]}
    assert ("flow", "S0", "S1", "B") in kinds and ("flow", "S1", "S1", "A") in kinds
    assert ("anti", "S0", "S1", "A") in kinds


def test_dot_output(capsys, tmp_path):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    dot = tmp_path / "deps.dot"
    rc, out, err = run_cli(capsys, "--dot", str(dot), str(src))
    assert rc == 0, err
    text = dot.read_text()
    assert re.match(r'^digraph\s+"?\w+"?\s*\{', text)
    assert text.rstrip().endswith("}")
    assert '"S0" -> "S1"' in text and '"S1" -> "S1"' in text
    assert "loop-independent" in text


def test_text_output(capsys, tmp_path):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    rc, out, err = run_cli(capsys, str(src))
    assert rc == 0 and err == ""
    assert "SCoP 0 in f()" in out and "parallel" in out and "sequential" in out


def test_no_scop_is_a_warning(capsys, tmp_path):
    src = tmp_path / "plain.c"
    src.write_text("int main(void) { return 0; }\n")
    rc, out, err = run_cli(capsys, str(src))
    assert rc == 0 and "warning: no SCoP found" in err


# --------------------------------------------------------------------------- hand fuzzing of the front end
FUZZ = [
    # odd but valid: must load
    ("ok", "for (int i = 0; i < n; i++) /* c */ { // c\n A[i] = 0; }"),
    ("ok", "for (i = 0; i < n; i++) { { { A[i] = 0; } } }"),
    ("ok", "for (i = 0; i < n; i = i + 1) A[i] = 0;"),
    ("ok", "for (i = 0; 1 + i < n; i += 1) A[i + 1] = 0;"),
    ("ok", "for (i = n - 1; 0 <= i; --i) A[i] = 0;"),
    ("ok", "for (u = 0; u < n; u++) A[u] = 0;"),
    ("ok", "for (u = n; u > 0; u--) A[u - 1] = 0;"),
    ("ok", "for (unsigned v = 9; v >= 3; v -= 3) A[v] = 0;"),
    ("ok", "for (l = 0; l < N; l++) A[l] = (real)l;"),
    ("ok", "for (int i = 0; i < n; i++) ;\nfor (int i = 0; i < n; i++) A[i] = 0;"),
    ("ok", "for (int i = 0; i < n; i++) if (i < N) { if (i > 2) A[i] = 0; } else A[i] = 1;"),
    ("ok", "for (int i = 0; i < n; i++) A[i] = i < 3 ? c : c * 2;"),
    ("ok", "for (int i = 0; i < n; i++) A[i] = sqrt(fabs(A[i])) + (double)i / n;"),
    ("ok", "for (int i = 0; i < n && i < N; i++) A[(long)i] = sizeof(real);"),
    ("ok", "for (int i = 'a'; i < 'a' + 3; i++) A[i - 'a'] = 0x1p3 + 010;"),
    ("ok", "for (int i = 0; i < n; i++) { int k = i; A[i] = k; }"),
    ("ok", "for (int i = 0; i < n; i++) A[i] = 0; A[0] = 1; {}"),
    ("ok", "for (int i = 0; i < 5; i++) for (int j = 0; j < i; j += 2) A[j] += A[i] * 0.5;"),
    ("ok", "for (int i = 10; i > -10; i -= 3) A[(i + 10) / 2] = i % 4;"),
    ("ok", "for (int i = 0; i < n; i++) A[i] = n;"),
    # the generated loop counts with a long: its last step (to 10^19) would overflow it
    ("error", "for (l = 0; l < 10000000000000000000UL; l += 5000000000000000000UL) A[0] = 0;"),
    ("ok", "for (int i = 0; i < n; i++) A[i] *= -A[i];"),
    ("ok", "for (int i = 0; i < n; i++) A[i]++;"),
    ("ok", "for (int i = 0; i < n; i++) for (int j = 0; j <= i / 2; j++) A[j + i % 2] -= 1;"),
    # not static control, or not valid: a located error, never a crash
    ("error", "for (int i = 0, j = 0; i < n; i++) A[i] = j;"),
    ("error", "for (; i < n; i++) A[i] = 0;"),
    ("error", "for (int i = 0; ; i++) A[i] = 0;"),
    ("error", "for (int i = 0; i < n; ) A[i] = 0;"),
    ("error", "for (int i = 0; i < n; i += 0) A[i] = 0;"),
    ("error", "for (int i = 0; i < n; i *= 2) A[i] = 0;"),
    ("ok", "for (int i = 0; i < n; i++) A[i % n] = 0;"),          # i itself: 0 <= i < n (_near_division)
    ("error", "for (int i = 0; i < n; i++) A[(i + 2 * n) % n] = 0;"),   # outside (-2n, 2n) for every n
    ("ok", "for (int i = 0; i < n; i++) A[i & 1] = 0;"),          # i mod 2 (a mask 2^k - 1)
    ("ok", "for (int i = 0; i < n; i++) A[i << 1] = 0;"),         # i * 2
    ("error", "for (int i = 0; i < n; i++) A[i & 6] = 0;"),
    ("error", "for (int i = 0; i < n; i++) A[i << n] = 0;"),
    ("error", "for (int i = 0; i < n; i++) A[1.5] = 0;"),
    ("ok", "for (int i = 0; i < n; i++) A[i] = 0, A[i] = 1;"),    # a comma statement: its operands in order
    ("error", "for (int i = 0; i < n; i++) A[i] = 0, A[1.5] = 1;"),
    ("error", "for (int i = 0; i < n; i++) A[i];"),
    ("error", "for (int i = 0; i < n; i++) P = A;"),
    ("error", "for (int i = 0; i < n; i++) A[i] = (A[i] = 1);"),
    ("error", "for (int i = 0; i < n; i++) A[i] = (double)(long)&A[i];"),
    ("error", "for (int i = 0; i < n; i++) for (int j = j + 1; j < n; j++) A[j] = 0;"),
    ("error", "for (int i = 0; i < n; i++) for (int j = 0; j < A[i]; j++) A[j] = 0;"),
    ("error", "for (int i = 0; i < n; i++) if (c > 0) { A[i] = 0; P[i] = 1; }"),
    # an `if` on data that assigns one object: the assignment of a conditional (builder._select_form)
    ("ok", "for (int i = 0; i < n; i++) if (c > 0) A[i] = 0;"),
    ("ok", "for (int i = 0; i < n; i++) if (A[i] < c) A[i] += c; else A[i] = c;"),
    ("error", "for (int i = 0; i < n; i++) if (A[i] < c) A[i] = c; else P[i] = c;"),
    ("error", "for (int i = 0; i < n; i++) if (A[i] < c) u = A[i];"),
    ("error", "for (double d = 0; d < n; d++) A[0] = d;"),
    ("error", "for (int i = 0; i < n; i++) A[i] = rand();"),
    ("error", "for (int i = 0; i < n; i++) { double T[4]; T[0] = 1; }"),
    ("error", "for (u = 9; u >= 1; u -= 2) A[u] = 0;"),
    ("error", "for (int i = 0; i < n; i++) { static int z = 0; A[i] = z++; }"),
    ("ok", "for (int i = 0; i < n; i++) A[i] = A['ab'];"),      # GCC's 0x6162 (faith15); A is a pointer
    ("error", "for (int i = 0; i < n; i++) B[i] = 0;"),
    ("error", "for (int i = 0; i < n; i++) A[i] = \"abc\"[0];"),
    ("error", "for (int i = 0; i < n; i++) A[i] = 1 / 0 + A[i / 0];"),
    ("error", "for (int i = 0; i < 3 || i > 7; i++) A[i] = 0;"),
    # a label no goto names is its statement (round faith27a: scop_finder._label_targets); a named one is not
    ("ok", "for (int i = 0; i < n; i++) { L: A[i] = 0; }"),
    ("error", "for (int i = 0; i < n; i++) { L: A[i] = 0; if (i == 3) goto L; }"),
    ("error", "for (int i = 0; i < n; i++) A[i] = A[i] +;"),
    ("error", "for (int i = 0; i < n; i++ A[i] = 0;"),
    ("error", "for (int i = 0; i < n; i++) { A[i] = 0;"),
]

PRELUDE = """\
double sqrt(double); double fabs(double); int rand(void);  /* not <math.h>: keep the parse fast */
#define N 32
typedef double real;
void f(const int n, real A[restrict N], double c, real *P) {
  int i; unsigned u; long l;
#pragma scop
"""
EPILOGUE = "\n#pragma endscop\n}\n"


@pytest.mark.parametrize("expect,body", FUZZ, ids=[f"{k}-{e}" for k, (e, _) in enumerate(FUZZ)])
def test_front_end_fuzz(tmp_path, expect, body):
    path = tmp_path / "fuzz.c"
    path.write_text(PRELUDE + textwrap.indent(body, "  ") + EPILOGUE)
    first, last = PRELUDE.count("\n") + 1, PRELUDE.count("\n") + body.count("\n") + 1
    try:
        sf = load(str(path))
    except S2SError as e:
        assert expect == "error", f"{body!r} should load: {e}"
        for d in e.diagnostics:
            assert d.severity == "error" and d.loc is not None, d.format()
            assert os.path.abspath(d.loc.file) == str(path), d.format()
            assert first <= d.loc.line <= last + 2, d.format()  # within the SCoP (or its closing lines)
        return
    assert expect == "ok", f"{body!r} should be rejected, loaded {len(sf.scops)} SCoP(s)"
    assert len(sf.scops) == 1 and sf.scops[0].statements


def test_fuzz_through_cli_never_crashes(capsys, tmp_path):
    """The same inputs through `s2s explain --json`: exit status 0 or 1, never an internal error."""
    for k, (expect, body) in enumerate(FUZZ):
        path = tmp_path / f"fuzz{k}.c"
        path.write_text(PRELUDE + textwrap.indent(body, "  ") + EPILOGUE)
        rc, out, err = run_cli(capsys, "--json", str(path))
        assert_no_crash(err)
        assert rc == (0 if expect == "ok" else 1), (body, err)
        if rc == 0:
            json.loads(out)


# ---------------------------------------------------------------------------------------------------------
# -fdiagnostics-format=json: gcc's shape (a JSON array of objects with kind, message and locations whose
# caret has file, line and column), so that editors and CI annotators read s2s as they read gcc


def _gcc_json(stderr: str) -> list:
    """stderr must be exactly one JSON array, as gcc writes it."""
    data = json.loads(stderr)
    assert isinstance(data, list)
    for d in data:
        assert set(d) >= {"kind", "message", "locations", "children"}
        assert d["kind"] in ("error", "warning", "note")
        for loc in d["locations"]:
            assert set(loc["caret"]) >= {"file", "line", "column"}
    return data


def test_json_diagnostics_error(capsys):
    path = os.path.join(BAD, "indirect_subscript.c")
    assert main(["translate", "-fdiagnostics-format=json", path, "--strict", "-o", os.devnull + "x"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    [d] = _gcc_json(err)
    assert d["kind"] == "error" and re.search(EXPECTED["indirect_subscript.c"], d["message"])
    line = next(n for n, text in enumerate(open(path), 1) if "// ERROR" in text)
    caret = d["locations"][0]["caret"]
    assert (caret["file"], caret["line"]) == (path, line) and caret["column"] >= 1


def test_json_diagnostics_warning_and_notes_and_nothing_else(capsys, tmp_path):
    src = tmp_path / "seq.c"
    src.write_text(textwrap.dedent("""\
        void f(int n, double a[n])
        {
        #pragma scop
          for (int i = 1; i < n; i++)
            a[i] = a[i - 1] + 1.0;
        #pragma endscop
        }
        """))
    out = tmp_path / "seq.omp.c"
    assert main(["translate", str(src), "--target", "openmp", "-o", str(out), "-v",
                 "-fdiagnostics-format", "json"]) == 0
    _, err = capsys.readouterr()
    diags = _gcc_json(err)          # no "s2s: wrote" line: the JSON array is the whole of stderr
    kinds = [d["kind"] for d in diags]
    assert "warning" in kinds and "note" in kinds
    w = diags[kinds.index("warning")]
    assert w["message"].startswith("SCoP left sequential") and w["locations"][0]["caret"]["line"] == 3
    assert out.exists()


def test_json_diagnostics_empty_and_unlocated(capsys, tmp_path):
    assert main(["explain", "-fdiagnostics-format=json", os.path.join(ROOT, "corpus", "gemm.c")]) == 0
    assert _gcc_json(capsys.readouterr().err) == []
    assert main(["translate", "-fdiagnostics-format=json", str(tmp_path / "missing.c")]) == 1
    [d] = _gcc_json(capsys.readouterr().err)
    assert d["kind"] == "error" and "missing.c" in d["message"]


def test_json_diagnostics_from_check(capsys):
    path = os.path.join(BAD, "indirect_subscript.c")
    assert main(["check", "-fdiagnostics-format=json", path, "--target", "openmp"]) == 1
    out, err = capsys.readouterr()
    assert "FAIL" in out                  # this file has no main(): the original does not link
    # the region that cannot be offloaded is a warning of the translation, in gcc's JSON format
    [d] = _gcc_json(err.strip().splitlines()[-1])
    assert d["kind"] == "warning" and d["message"].startswith("SCoP left sequential: ")


def test_bad_diagnostics_format_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as e:
        main(["explain", "-fdiagnostics-format=xml", os.path.join(ROOT, "corpus", "gemm.c")])
    assert e.value.code == 2
    assert "invalid choice: 'xml'" in capsys.readouterr().err


def test_json_diagnostics_internal_error(capsys, monkeypatch):
    import s2s.cli

    def broken(args, log):
        raise ZeroDivisionError("boom")

    monkeypatch.delenv("S2S_DEBUG", raising=False)
    monkeypatch.setattr(s2s.cli, "cmd_explain", broken)
    assert main(["explain", "-fdiagnostics-format=json", os.path.join(ROOT, "corpus", "gemm.c")]) == 3
    [d] = _gcc_json(capsys.readouterr().err)
    assert d["kind"] == "error" and d["message"].startswith("internal error: ZeroDivisionError: boom")
