"""Progress on stderr for long work (s2s/progress.py, through tqdm): shown to a person at a terminal,
never in pipes, logs or machine-readable output; and the corpus check's table (tabulate)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from s2s import fuzz, progress
from s2s.check import corpus
from s2s.cli import main


@pytest.fixture
def terminal(monkeypatch):
    """Pretend stderr is a terminal, and show bars at once."""
    monkeypatch.setattr(progress, "interactive", lambda: True)
    monkeypatch.setattr(progress, "DELAY", 0.0)


def test_corpus_check_shows_progress_on_a_terminal_only(terminal, capsys):
    assert corpus.main(["--targets", "openmp", "-j", "1", "gemm"]) == 0
    out, err = capsys.readouterr()
    assert "corpus check" in err and "1/1" in err
    assert "corpus check" not in out
    lines = out.splitlines()
    assert lines[0].split() == ["program", "target", "verdict", "worst", "rel", "translate", "detail"]
    assert set(lines[1].replace(" ", "")) == {"-"}
    assert lines[2].split()[:3] == ["gemm", "openmp", "MATCH"]


def test_no_progress_in_a_pipe():
    env = {k: v for k, v in os.environ.items() if k != "S2S_PROGRESS"}
    p = subprocess.run([sys.executable, "-m", "s2s.check.corpus", "--targets", "openmp", "-j", "1", "gemm"],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    assert p.stderr == ""
    assert "1 of 1 match" in p.stdout


def test_fuzzer_shows_progress_and_keeps_stdout_clean(terminal, capsys):
    assert fuzz.main(["--seed", "0..1", "-j", "2", "-v"]) == 0
    out, err = capsys.readouterr()
    # the total is shown (tqdm throttles its redraws, so the last frame, 2/2, may not be drawn before the
    # bar is cleared)
    assert "fuzz openmp" in err and "/2 [" in err
    assert "fuzz openmp" not in out
    # one line per program (-v), in the order they finish
    assert sorted(ln.split(":")[0] for ln in out.splitlines()[:2]) == ["seed 0", "seed 1"]


def test_translate_progress_and_not_with_json_diagnostics(terminal, capsys, tmp_path):
    gemm = os.path.join(ROOT, "corpus", "gemm.c")
    assert main(["translate", gemm, "--target", "openmp", "-o", str(tmp_path / "g.omp.c")]) == 0
    err = capsys.readouterr().err
    assert "s2s: translating gemm.c" in err and "/1 [" in err     # one SCoP to go
    assert main(["translate", gemm, "--target", "openmp", "-o", str(tmp_path / "g.omp.c"),
                 "-fdiagnostics-format=json"]) == 0
    assert capsys.readouterr().err.strip() == "[]"


def test_progress_off(monkeypatch):
    monkeypatch.setenv("S2S_PROGRESS", "0")
    assert not progress.interactive()
    assert progress.bar(3, "x").disable


def test_format_table_aligns_columns():
    rows = [{"program": "gemm", "target": "openmp", "verdict": "MATCH", "worst": "0.0e+00",
             "translate_s": 0.5, "reason": ""},
            {"program": "a-much-longer-name", "target": "opencl", "verdict": "FAIL", "worst": "",
             "translate_s": None, "reason": "does not compile", "note": "only 0 of 1 SCoPs offloaded"}]
    lines = corpus.format_table(rows).splitlines()
    assert len(lines) == 4
    col = lines[0].index("target")
    assert all(ln[col:].startswith(("target", "-", "openmp", "opencl")) for ln in lines)
    assert lines[3].endswith("does not compile; only 0 of 1 SCoPs offloaded")
    assert lines[2].rstrip() == lines[2]
