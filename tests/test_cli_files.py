"""File names and destinations the command line must handle: a name that starts with '-', a name
without the .c suffix, and two destinations of one run that are the same file."""
from __future__ import annotations

import os

from s2s.cli import main

SRC = """#include <stdio.h>
double A[100];
int main(void) {
#pragma scop
  for (int i = 0; i < 100; i++)
    A[i] = 2.0 * i;
#pragma endscop
  printf("%g\\n", A[99]);
  return 0;
}
"""


def _run(capsys, *argv: str) -> tuple[int, str]:
    rc = main(list(argv))
    return rc, capsys.readouterr().err


def test_a_name_that_starts_with_a_dash(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-dash.c").write_text(SRC)
    rc, err = _run(capsys, "translate", "--target", "openmp", "--force-device", "--", "-dash.c")
    assert rc == 0, err
    assert "omp parallel" in (tmp_path / "-dash.omp.c").read_text()
    assert "-o ./-dash ./-dash.omp.c" in err              # the build command does not pass it as an option


def test_a_name_without_the_c_suffix_is_c(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("prog", "prog.txt", "prog.C"):
        (tmp_path / name).write_text(SRC)
        rc, err = _run(capsys, "translate", "--target", "openmp", "--force-device", name,
                       "-o", name + ".omp.c")
        assert rc == 0, err
        assert "omp parallel" in (tmp_path / (name + ".omp.c")).read_text(), name


def test_report_or_compile_commands_on_the_translation_is_an_error(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.c").write_text(SRC)
    for option in ("--report", "--compile-commands"):
        rc, err = _run(capsys, "translate", "p.c", "--target", "openmp", option, "p.omp.c")
        assert rc != 0 and "would be the same file" in err
        assert not os.path.exists(tmp_path / "p.omp.c")
        assert not os.path.exists(tmp_path / "p.omp.c.lock")


def test_autodetect_leaves_a_nest_that_shares_its_line_with_other_code(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.c").write_text("""#include <stdio.h>
double A[100], B[100];
int main(void) {
  int k = 0, i;
  for (i = 0; i < 100; i++) A[i] = i; k = 7;
  double s = 0; for (i = 0; i < 100; i++) s += A[i];
  for (i = 0; i < 100; i++)
    B[i] = 2 * A[i];
  printf("%d %g %g\\n", k, s, B[99]);
  return 0;
}
""")
    rc, err = _run(capsys, "translate", "--autodetect", "--target", "openmp", "--force-device", "a.c")
    assert rc == 0, err
    out = (tmp_path / "a.omp.c").read_text()
    assert "A[i] = i; k = 7;" in out and "double s = 0; for (i = 0; i < 100; i++) s += A[i];" in out
    assert "omp parallel" in out                  # the nest alone on its lines is translated
    assert err.count("shares a line with other code") == 2


def test_a_sum_of_thousands_of_terms(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    terms = " + ".join(["B[i]"] * 2000)
    (tmp_path / "t.c").write_text(f"double A[10], B[10];\nvoid f(void) {{\n#pragma scop\n"
                                  f"  for (int i = 0; i < 10; i++) A[i] = {terms};\n#pragma endscop\n}}\n")
    rc, err = _run(capsys, "translate", "--target", "openmp", "--force-device", "t.c")
    assert rc == 0 and "internal error" not in err, err


def test_option_values_out_of_range_are_usage_errors(tmp_path, capsys, monkeypatch):
    import pytest
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.c").write_text(SRC)
    for argv in (["translate", "p.c", "--schedule-timeout", "1e400"],
                 ["translate", "p.c", "--schedule-timeout", "nan"],
                 ["translate", "p.c", "--tile-size", "9223372036854775808"],
                 ["check", "p.c", "--rtol", "-1"]):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 2
        assert "internal error" not in capsys.readouterr().err
