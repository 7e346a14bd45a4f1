"""A SCoP's first statements that compute scalars only run on the host, as written, before its code
(frontend/scop_finder.host_prologue): in the benchmark-suite style (ADI, Deriche) they were 13 one-thread
kernels, each writing a one-element device buffer.  Running a prefix of the region first is the region's
own order; the tests check which prefixes are taken, that the output keeps them byte for byte with the
file's line numbers, and that the translations compute what the sequential build computes."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

PROGRAM = os.path.join(ROOT, "tests", "faithful", "host_prologue.c")

HEAD = """
    #include <math.h>
    double A[64][64];
    void f(int n, double alpha, double *q)
    {
      double x, y, z, s;
      int m;
    #pragma scop
"""
TAIL = """
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          A[i][j] = x * i + y * j;
    #pragma endscop
    }
"""


def _peeled(load_c, prologue: str, tail: str = TAIL) -> int:
    """How many statements of the SCoP run on the host before it (0: none)."""
    scop = load_c(HEAD + prologue + tail).scops[0]
    if scop.host_prologue is None:
        return 0
    return int(scop.prologue_note.split(": ")[1].split()[0])


@pytest.mark.parametrize("prologue, taken", [
    ("  x = 1.0 / n;\n  y = x * x;\n", 2),
    ("  x = y = exp(-alpha) / n;\n", 1),                  # a chain, a pure math call
    ("  m = n / 2;\n  x = (double)m;\n  y = m > 4 ? 0.5 : fabs(alpha);\n", 3),
    ("  n = n * 2 + 1;\n  x = 1.0;\n  y = 2.0;\n", 3),   # a parameter's own value, updated
    ("  x = A[0][0];\n  y = 1.0;\n", 0),                  # an array read: the statements stop there
    ("  x = 1.0;\n  y = A[1][1];\n", 1),
    ("  x = q[0];\n  y = 1.0;\n", 0),                     # through a pointer
    ("  x = 1.0;\n  y = 2.0; A[0][0] = 3.0;\n", 1),       # an array element written
    ("  x = 1.0; y = 2.0;\n", 2),
])
def test_which_statements_run_on_the_host(load_c, prologue, taken):
    assert _peeled(load_c, prologue) == taken


def test_scalars_written_again_stay_in_the_scop(load_c):
    # `s = 0.0` starts an accumulator: its reduction form needs the statement (and the address of y is
    # taken: a pointer may write it)
    acc = TAIL.replace("A[i][j] = x * i + y * j;", "s += A[i][j] * x;")
    assert _peeled(load_c, "  x = 2.0;\n  s = 0.0;\n", acc) == 1
    assert _peeled(load_c, "  s = 0.0;\n  x = 2.0;\n", acc) == 0
    assert _peeled(load_c, "  x = 1.0;\n  x = 2.0;\n  y = 1.0;\n") == 3     # on the host, in order
    again = TAIL.replace("A[i][j] = x * i + y * j;", "{ A[i][j] = x * i; y = A[i][j]; }")
    assert _peeled(load_c, "  x = 1.0;\n  y = 2.0;\n", again) == 1
    addr = HEAD.replace("int m;", "int m; double *p = &y;")
    assert load_c(addr + "  x = 1.0;\n  y = 2.0;\n" + TAIL).scops[0].prologue_note.count("1 statement ") == 1


def test_lines_that_the_translation_cannot_split_keep_the_statements(load_c):
    same_line = "  x = 1.0;\n  y = 2.0; for (int i = 0; i < n; i++) A[i][0] = x + y;\n#pragma endscop\n}\n"
    assert _peeled(load_c, "", same_line) == 1          # y's line holds the loop: y stays with it
    # a pragma before the loop applies to it: the statement before the pragma stays with them
    ivdep = "  x = 1.0;\n  y = 2.0;\n#pragma GCC ivdep\n" + TAIL.lstrip("\n")
    assert _peeled(load_c, "", ivdep) == 1
    comments = "  x = 1.0;\n  y = 2.0;\n  /* the sweep */\n\n  // rows\n" + TAIL.lstrip("\n")
    assert _peeled(load_c, "", comments) == 2
    # no loop after them: nothing is taken (the SCoP would hold no loop)
    no_loop = "  if (n > 2)\n    A[0][0] = x;\n#pragma endscop\n}\n"
    assert _peeled(load_c, "  x = 1.0;\n  y = 2.0;\n", no_loop) == 0


def test_the_output_keeps_the_statements_and_the_line_numbers(tmp_path):
    src = open(PROGRAM).read()
    r = translate_file(PROGRAM, target="opencl", force_device=True)
    out = r.main_text
    lines = src.split("\n")
    pragma = next(k for k, ln in enumerate(lines) if ln.strip() == "#pragma scop")
    prologue = lines[pragma + 1:pragma + 7]
    assert prologue[0].strip() == "h = 1.0 / (double)n;" and prologue[-1].strip() == "c2 = (double)half * w;"
    # the pragma's line is a comment now, the statements follow it as written, on their own line numbers
    at = out.index("\n".join(prologue))
    before = out[:at].rstrip("\n").split("\n")
    assert before[-1].strip() == "/* s2s: the SCoP's first statements run on the host, as written */"
    marks = [ln for ln in before if ln.startswith("#line")]
    first_user = out.index("/* The first statements of a SCoP")
    assert marks and marks[-1].startswith("#line 1 ")
    assert out[first_user:at].count("\n") == pragma + 1
    notes = [t for d in r.decisions for t in d.decisions if "on the host as written" in t]
    assert [n.split(":")[0] for n in notes] == ["lines 20-25", "line 38", "lines 68-70"]


@pytest.mark.parametrize("target", host_targets())
def test_translations_match(target):
    r = check_file(PROGRAM, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_translation_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    result = translate_file(PROGRAM, target="cuda", force_device=True)
    assert len(result.programs) == 4
    compile_cuda_only(result, PROGRAM, str(tmp_path))


def test_benchmark_style_coefficients_launch_no_one_thread_kernel():
    from s2s.codegen.launch_info import cuda_launches
    for name in ("adi-pb", "deriche-pb"):
        path = os.path.join(ROOT, "tests", "variants", name + ".c")
        r = translate_file(path, target="cuda", force_device=True)
        kinds = [k.kind for k in cuda_launches(r.programs)]
        assert "single-thread" not in kinds and kinds, (name, kinds)
        assert "cudaMalloc((void **)&a," not in r.device_text


def test_explain_says_which_statements_run_before(capsys):
    import json

    from s2s.cli import main
    assert main(["explain", PROGRAM]) == 0
    text = capsys.readouterr().out
    assert "  before it: lines 20-25: 6 statements computing scalars (c0, c1, c2, h, half, k, ...) " in text
    assert main(["explain", "--json", PROGRAM]) == 0
    scops = json.loads(capsys.readouterr().out)["scops"]
    assert [s["before"] is not None for s in scops] == [True, True, False, True]
    assert scops[3]["before"].startswith("lines 68-70: 3 statements computing scalars (bias, f, k) run")
