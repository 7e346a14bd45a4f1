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
