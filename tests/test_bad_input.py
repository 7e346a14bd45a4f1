"""Broken and unsupported programs through `s2s translate`, for every target.

Each case: a located `FILE:LINE:COL: error:` message on stderr (for output paths that cannot be written:
`s2s: error: OUTPATH: cannot write output: ...`), a non-zero exit status, no traceback, and NO output
file: neither the translation, nor a partial one, nor the temporary file it is written through.  The
directory listing after the run is asserted to be exactly what it was before.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import textwrap

import pytest

from conftest import ROOT, S2S
from s2s.cli import main

BAD = os.path.join(ROOT, "tests", "bad")
TARGETS = ("cuda", "opencl", "openmp")
LOCATED = re.compile(r"^(?P<file>[^\n:]+):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.+)$", re.M)

# name -> (source: a file of tests/bad or C text, what the message must say, extra options).
# The line the error points at carries a `// ERROR` comment; for C text given here, `/*@*/` marks
# the column too (the marker is removed before the file is written).
CASES = {
    "syntax_error": ("syntax_error.c", r"syntax error", []),
    "missing_semicolon": ("syntax_missing_semicolon.c", r"syntax error", []),
    "missing_include": ("missing_include.c", r"s2s_no_such_header\.h", []),
    "scop_without_endscop": ("scop_without_endscop.c", r"'#pragma scop' without a matching '#pragma endscop'",
                             []),
    "endscop_without_scop": ("endscop_without_scop.c", r"'#pragma endscop' without a preceding", []),
    "unknown_macro_in_statement": ("""
        void f(int n, double *A) {
        #pragma scop
          for (int i = 0; i < n; i++)
            A[i] = /*@*/SCALE * A[i];   // ERROR
        #pragma endscop
        }
        """, r"use of undeclared identifier 'SCALE'", []),
    "unknown_macro_in_bound": ("""
        void f(double *A) {
        #pragma scop
          for (int i = 0; i < /*@*/NMAX; i++)   // ERROR
            A[i] = 2 * A[i];
        #pragma endscop
        }
        """, r"use of undeclared identifier 'NMAX'", []),
    "int_overflow_bound": ("""
        void f(double *A) {
        #pragma scop
          for (int i = 0; i < /*@*/3000000000; i++)   // ERROR
            A[i] = 0.0;
        #pragma endscop
        }
        """, r"integer constant 3000000000 exceeds the range of int: loop iterator 'i'", []),
    "int_overflow_macro_size": ("""
        #define N 3000000000
        static double A[N];
        void f(void) {
          int i;
        #pragma scop
          for (i = /*@*/N - 1; i >= 0; i--)   // ERROR
            A[i] = 1.0;
        #pragma endscop
        }
        """, r"integer constant 3000000000 exceeds the range of int", []),
    "int_overflow_start": ("""
        void f(int n, double *A) {
        #pragma scop
          for (int i = -/*@*/3000000000; i < n; i++)   // ERROR
            A[i + 3000000000L] = 0.0;
        #pragma endscop
        }
        """, r"integer constant 3000000000 exceeds the range of int", []),
    "short_iterator_overflow": ("""
        void f(double *A) {
        #pragma scop
          for (short s = 0; s < /*@*/40000; s++)   // ERROR
            A[s] = 0.0;
        #pragma endscop
        }
        """, r"integer constant 40000 exceeds the range of short", []),
    "strict_sequential_scop": ("""
        void f(int n, double A[n]) {
        #pragma /*@*/scop   // ERROR
          for (int i = 1; i < n; i++)
            A[i] = A[i - 1] + 1.0;
        #pragma endscop
        }
        """, r"SCoP left sequential: .*\(--strict\)", ["--strict"]),
    "negative_extent": ("""
        double /*@*/A[-5];   // ERROR
        double B[10];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10; i++) B[i] = A[i];
        #pragma endscop
        }
        """, r"size of array 'A' is negative", []),
    "negative_extent_expression": ("""
        enum { N = 4 };
        void f(double *B) {
          double /*@*/T[N - 8 + 2][3];   // ERROR
        #pragma scop
          for (int i = 0; i < 3; i++) B[i] = T[0][i];
        #pragma endscop
        }
        """, r"size of array 'T' is negative \('N - 8 \+ 2' is -2\)", []),
}

# Valid C that s2s cannot offload: a located warning, the region kept as written, exit status 0; with
# --strict, the same message as an error and no output (as for the programs above).
UNSUPPORTED = {
    "nonaffine_subscript": ("nonaffine_subscript.c", r"'i \* n \+ j' is not affine"),
    "data_dependent_if": ("data_dependent_if.c", r"depends on data"),
    "while_loop": ("while_loop.c", r"'while' loop"),
    "call_with_side_effects": ("call_side_effect.c", r"may have side effects"),
    "empty_scop": ("empty_scop.c", r"empty SCoP"),
}
WARNING = re.compile(r"^(?P<file>[^\n:]+):(?P<line>\d+):(?P<col>\d+): "
                     r"warning: SCoP left sequential: (?P<msg>.+)$", re.M)

GOOD = """\
void f(int n, double A[n], double B[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = 2.0 * A[i];
#pragma endscop
}
"""


def _write_case(tmp_path, source: str) -> tuple[str, int | None, int | None]:
    """The input file in an otherwise empty directory; returns (path, error line, error column)."""
    if source.endswith(".c") and "\n" not in source:
        path = tmp_path / source
        shutil.copy(os.path.join(BAD, source), path)
        lines = path.read_text().split("\n")
        marked = [k for k, ln in enumerate(lines, 1) if "// ERROR" in ln]
        return str(path), (marked[0] if marked else None), None
    text = textwrap.dedent(source).lstrip("\n")
    line = col = None
    for k, ln in enumerate(text.split("\n"), 1):
        if "/*@*/" in ln:
            line, col = k, ln.index("/*@*/") + 1
    path = tmp_path / "input.c"
    path.write_text(text.replace("/*@*/", ""))
    return str(path), line, col


def _listing(d) -> list[str]:
    return sorted(os.listdir(d))


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def _assert_located(err: str, path: str, line: int | None, col: int | None, pattern: str) -> None:
    assert "Traceback" not in err and "internal error" not in err, err
    m = LOCATED.search(err)
    assert m, f"no FILE:LINE:COL: error: in\n{err}"
    assert os.path.abspath(m.group("file")) == os.path.abspath(path), err
    if line is not None:
        assert int(m.group("line")) == line, err
    if col is not None:
        assert int(m.group("col")) == col, err
    assert re.search(pattern, m.group("msg")), err


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_program_leaves_no_output(tmp_path, capsys, case, target):
    source, pattern, extra = CASES[case]
    path, line, col = _write_case(tmp_path, source)
    before = _listing(tmp_path)
    # the default output name (next to the input), then an explicit -o in the same directory
    for out in ([], ["-o", str(tmp_path / "out.file")]):
        rc, out_text, err = _run(capsys, "translate", path, "--target", target, *extra, *out)
        assert rc == 1, err
        _assert_located(err, path, line, col, pattern)
        assert "s2s: wrote" not in err
        assert _listing(tmp_path) == before


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", sorted(UNSUPPORTED))
def test_unsupported_region_stays_as_written(tmp_path, capsys, case, target):
    source, pattern = UNSUPPORTED[case]
    path, line, _ = _write_case(tmp_path, source)
    text = open(path).read()
    out = str(tmp_path / ("out.cu" if target == "cuda" else "out.c"))
    rc, _, err = _run(capsys, "translate", path, "--target", target, "-o", out)
    assert rc == 0, err
    assert "Traceback" not in err and ": error:" not in err, err
    m = WARNING.search(err)
    assert m and os.path.abspath(m.group("file")) == os.path.abspath(path), err
    if line is not None:
        assert int(m.group("line")) == line, err
    assert re.search(pattern, m.group("msg")), err
    # the file had nothing else to offload: its host part is the input, byte for byte (CUDA: the host part
    # is out.c beside out.cu when the program needs C semantics, e.g. a variable-length array parameter)
    written = [f for f in _listing(tmp_path) if f.startswith("out.")]
    host = "out.c" if "out.c" in written else os.path.basename(out)
    assert os.path.basename(out) in written, written
    got = (tmp_path / host).read_text()
    # (a one-line comment may say why the host part is C, and `#line 1` gives the user's lines their numbers)
    header = "/* translated by s2s: host part in C"
    assert got == text or (got.endswith(f'\n#line 1 "{path}"\n' + text) and got.startswith(header)
                           and got.count("\n") == text.count("\n") + 2), got[:300]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", sorted(UNSUPPORTED))
def test_unsupported_region_with_strict_leaves_no_output(tmp_path, capsys, case, target):
    source, pattern = UNSUPPORTED[case]
    path, line, col = _write_case(tmp_path, source)
    before = _listing(tmp_path)
    for out in ([], ["-o", str(tmp_path / "out.file")]):
        rc, _, err = _run(capsys, "translate", path, "--target", target, "--strict", *out)
        assert rc == 1, err
        _assert_located(err, path, line, col, pattern + r".*\(--strict\)")
        assert _listing(tmp_path) == before


@pytest.mark.parametrize("target", TARGETS)
def test_output_under_a_regular_file(tmp_path, capsys, target):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    before = _listing(tmp_path)
    # --force-device: no note that the model keeps this copy loop on the host
    rc, _, err = _run(capsys, "translate", str(src), "--target", target, "--force-device", "-o",
                      "/etc/passwd/x.out")
    assert rc == 1
    # (CUDA: the host part of this VLA program, x.out.c, is the first destination checked)
    assert re.match(r"s2s: error: /etc/passwd/x\.out(\.c)?: cannot write output: "
                    r"'/etc/passwd' is not a directory$", err), err
    assert _listing(tmp_path) == before


@pytest.mark.parametrize("target", TARGETS)
def test_output_in_a_missing_directory(tmp_path, capsys, target):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    before = _listing(tmp_path)
    out = tmp_path / "no" / "such" / "dir" / "x.out"
    rc, _, err = _run(capsys, "translate", str(src), "--target", target, "--force-device", "-o", str(out))
    assert rc == 1
    assert re.match(rf"s2s: error: {re.escape(str(out))}(\.c)?: cannot write output: directory "
                    rf"'{re.escape(str(out.parent))}' does not exist$", err), err
    assert _listing(tmp_path) == before


def test_output_is_a_directory(tmp_path, capsys):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    (tmp_path / "sub").mkdir()
    before = _listing(tmp_path)
    rc, _, err = _run(capsys, "translate", str(src), "--target", "openmp", "-o", str(tmp_path / "sub"))
    assert rc == 1
    assert err.startswith(f"s2s: error: {tmp_path / 'sub'}: cannot write output: it is a directory"), err
    assert _listing(tmp_path) == before and _listing(tmp_path / "sub") == []


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root may write anywhere")
def test_output_in_a_read_only_directory(tmp_path, capsys):
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        rc, _, err = _run(capsys, "translate", str(src), "--target", "openmp", "-o", str(ro / "x.c"))
        assert rc == 1
        assert err.startswith(f"s2s: error: {ro / 'x.c'}: cannot write output: permission denied"), err
        assert _listing(ro) == []
    finally:
        ro.chmod(0o755)


def test_cuda_split_output_is_all_or_nothing(tmp_path, capsys):
    """A VLA parameter keeps the host part in a .c beside the .cu: neither is written when one cannot be."""
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    before = _listing(tmp_path)
    rc, _, err = _run(capsys, "translate", str(src), "--target", "cuda", "-o",
                      str(tmp_path / "nodir" / "x.cu"))
    assert rc == 1 and "does not exist" in err
    assert _listing(tmp_path) == before
    # the report is a destination too: its failure leaves no translation behind
    rc, _, err = _run(capsys, "translate", str(src), "--target", "cuda", "-o", str(tmp_path / "x.cu"),
                      "--report", str(tmp_path / "nodir" / "r.html"))
    assert rc == 1 and "r.html: cannot write output" in err
    assert _listing(tmp_path) == before
    # and when everything can be written, both files are there
    rc, _, err = _run(capsys, "translate", str(src), "--target", "cuda", "-o", str(tmp_path / "x.cu"))
    assert rc == 0, err
    assert _listing(tmp_path) == sorted(before + ["x.c", "x.cu"])


def test_installed_command_exit_status_and_no_output(tmp_path):
    """The real executable, once per kind of failure: exit status 1, the message, nothing written."""
    cases = [("syntax_error", []), ("int_overflow_bound", []), ("strict_sequential_scop", ["--strict"])]
    for case, extra in cases:
        source, pattern, _ = CASES[case]
        d = tmp_path / case
        d.mkdir()
        path, line, col = _write_case(d, source)
        before = _listing(d)
        proc = subprocess.run([S2S, "translate", path, "--target", "opencl", *extra], capture_output=True,
                              text=True, timeout=120)
        assert proc.returncode == 1, proc.stderr
        _assert_located(proc.stderr, path, line, col, pattern)
        assert _listing(d) == before
    src = tmp_path / "good.c"
    src.write_text(GOOD)
    proc = subprocess.run([S2S, "translate", str(src), "--target", "openmp", "-o", "/etc/passwd/x.c"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and "s2s: error: /etc/passwd/x.c: cannot write output" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_large_sizes_that_fit_are_accepted(tmp_path, capsys):
    """Not errors: an extent above INT_MAX with a long iterator; an int iterator whose bound is large only
    for parameter values an int cannot hold."""
    src = tmp_path / "big.c"
    src.write_text(textwrap.dedent("""\
        #define N 3000000000L
        void f(int n, double *A, double *B) {
        #pragma scop
          for (long i = 0; i < N; i++)
            A[i] = 0.0;
          for (int i = 0; i < n && i < 3000000000; i++)
            B[i] = 1.0;
        #pragma endscop
        }
        """))
    rc, _, err = _run(capsys, "translate", str(src), "--target", "openmp")
    assert rc == 0, err
    assert (tmp_path / "big.omp.c").exists()
