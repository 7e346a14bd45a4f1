"""Keep the documentation true: every CLI command and flag is in docs/cli.md, every key of the
`explain --json` schema documented there is in real output, and docs/examples/Makefile builds."""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, needs_opencl
from s2s.cli import build_parser, main

CLI_MD = os.path.join(ROOT, "docs", "cli.md")
EXAMPLES = os.path.join(ROOT, "docs", "examples")


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    ap = build_parser()
    sub = next(a for a in ap._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def _flags(parser: argparse.ArgumentParser) -> list[str]:
    return [s for a in parser._actions for s in a.option_strings if s not in ("-h", "--help")]


def _documented(flag: str, text: str) -> bool:
    """The flag appears as a word in a code span outside fenced blocks: `--json`, `-I DIR`,
    `s2s --version`."""
    prose = re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)
    word = re.compile(r"(?<![\w-])" + re.escape(flag) + r"(?![\w-])")
    return any(word.search(span) for span in re.findall(r"`([^`\n]+)`", prose))


# ---------------------------------------------------------------------------------------------------------
# every command and flag of the CLI is in docs/cli.md


def test_every_subcommand_has_a_section():
    text = _read(CLI_MD)
    for name in _subcommands():
        assert re.search(rf"^## `s2s {name}`", text, re.M), f"docs/cli.md has no section '## `s2s {name}`'"


@pytest.mark.parametrize("command", sorted(_subcommands()))
def test_every_flag_is_documented(command):
    text = _read(CLI_MD)
    missing = [f for f in _flags(_subcommands()[command]) if not _documented(f, text)]
    assert not missing, f"s2s {command}: flags not documented in docs/cli.md: {missing}"


def test_top_level_flags_are_documented():
    text = _read(CLI_MD)
    missing = [f for f in _flags(build_parser()) if not _documented(f, text)]
    assert not missing, f"s2s: flags not documented in docs/cli.md: {missing}"


def test_every_pass_is_in_architecture_md():
    from s2s.passes.manager import all_passes

    text = _read(os.path.join(ROOT, "docs", "architecture.md"))
    missing = [p.name for p in all_passes() if f"| `{p.name}` |" not in text]
    assert not missing, f"passes missing from the pass table of docs/architecture.md: {missing}"


# ---------------------------------------------------------------------------------------------------------
# the `explain --json` schema


def _documented_json_keys() -> set[str]:
    """Key paths from the table of the '## `s2s explain --json`' section: `scops[].loops[].var`, ..."""
    text = _read(CLI_MD)
    m = re.search(r"^## `s2s explain --json`\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert m, "docs/cli.md has no '## `s2s explain --json`' section"
    keys = set(re.findall(r"^\| `([a-z_]+(?:\[\])?(?:\.[a-z_]+(?:\[\])?)*)` \|", m.group(1), re.M))
    assert keys, "no key table in the explain --json section"
    return keys


def _paths(obj, prefix: str = "") -> set[str]:
    """Every key path of a JSON value, lists written as []."""
    out: set[str] = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            p = f"{prefix}.{k}" if prefix else k
            out.add(p)
            out |= _paths(v, p)
    elif isinstance(obj, list):
        for v in obj:
            out |= _paths(v, prefix + "[]")
    return out


def _explain_json(*args: str) -> dict:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        rc = main(["explain", "--json", *args])
    assert rc == 0
    return json.loads(buf.getvalue())


@pytest.fixture(scope="module")
def real_json_paths(tmp_path_factory) -> set[str]:
    """Key paths of real output: gemm (dependences, a blocked loop) and a file whose autodetected loop
    nest is skipped (a located note) plus a file with no SCoP (a note without location)."""
    paths = _paths(_explain_json(os.path.join(ROOT, "corpus", "gemm.c")))
    d = tmp_path_factory.mktemp("docs_json")
    src = d / "skipped.c"
    src.write_text("void f(int n, double A[n], int idx[n])\n{\n"
                   "  for (int i = 0; i < n; i++)\n    A[idx[i]] = 0.0;\n"
                   "  for (int i = 0; i < n; i++)\n    A[i] = 1.0;\n}\n")
    paths |= _paths(_explain_json("--autodetect", str(src)))
    return paths


def test_documented_json_keys_exist(real_json_paths):
    missing = sorted(k for k in _documented_json_keys() if k not in real_json_paths)
    assert not missing, f"docs/cli.md documents keys that `s2s explain --json` does not write: {missing}"


def test_located_diagnostic_keys_come_from_real_output(real_json_paths):
    # the skipped nest gives a located note: file, line and col must really be there
    assert {"diagnostics[].file", "diagnostics[].line", "diagnostics[].col"} <= real_json_paths


# ---------------------------------------------------------------------------------------------------------
# docs/examples/Makefile


def _copy_example(dst) -> str:
    for name in ("Makefile", "gemm.c"):
        shutil.copy(os.path.join(EXAMPLES, name), dst / name)
    return str(dst)


def _s2s() -> str:
    exe = os.path.join(os.path.dirname(sys.executable), "s2s")
    return exe if os.path.exists(exe) else "s2s"


needs_cc_make = pytest.mark.skipif(shutil.which("cc") is None or shutil.which("make") is None,
                                   reason="needs cc and make")


@needs_cc_make
def test_examples_makefile_builds_openmp(tmp_path):
    work = _copy_example(tmp_path)
    p = subprocess.run(["make", "-C", work, "openmp", f"S2S={_s2s()}"], capture_output=True, text=True,
                       timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    exe = os.path.join(work, "build", "gemm-omp")
    assert os.path.isfile(exe)
    run = subprocess.run([exe], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "checksum C" in run.stdout


@needs_cc_make
@needs_opencl
def test_examples_makefile_builds_opencl(tmp_path):
    work = _copy_example(tmp_path)
    p = subprocess.run(["make", "-C", work, "opencl", f"S2S={_s2s()}"], capture_output=True, text=True,
                       timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert os.path.isfile(os.path.join(work, "build", "gemm-ocl"))


@needs_cc_make
@needs_opencl
def test_examples_makefile_from_anywhere(tmp_path):
    """The example Makefile in place, as a new user runs it: from another directory with the default S2S
    (this checkout's), an absolute BUILD, and a PROG in a subdirectory of where make runs."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    build = tmp_path / "b"
    makefile = os.path.join(EXAMPLES, "Makefile")
    # `-f` from the repository root: PROG=corpus/gemm is corpus/gemm.c there
    p = subprocess.run(["make", "-f", makefile, "PROG=corpus/gemm", f"BUILD={build}",
                        "CPPFLAGS=-DMINI_DATASET", "openmp"],
                       capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert (build / "corpus" / "gemm-omp").is_file()
    assert "-DMINI_DATASET" in p.stdout.split("translate", 1)[1].splitlines()[0]
    # `-C` from elsewhere, with `run`: the programs are run by their absolute paths
    p = subprocess.run(["make", "-C", EXAMPLES, f"BUILD={build}", "CPPFLAGS=-DMINI_DATASET", "run"],
                       capture_output=True, text=True, cwd=elsewhere, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert p.stdout.count("checksum C") == 2 and (build / "gemm.omp.c").is_file()
    assert not list(elsewhere.iterdir()) and not os.path.exists(os.path.join(EXAMPLES, "build"))
