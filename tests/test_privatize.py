"""Privatization of scalars declared outside the SCoP (s2s/passes/privatize.py): a scalar written before it
is read in every iteration of the loops around its uses, and dead once the SCoP ends, gets a copy per
iteration, so that those loops can run in parallel."""
from __future__ import annotations

import os
import textwrap

import pytest
from conftest import ROOT, have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

HERE = os.path.join(ROOT, "tests", "privatize")
PRIVATIZED = ["row_filter.c", "dot_rows.c", "two_pass_filter.c"]


def _notes(path: str, target: str = "cuda", **kw) -> list[str]:
    res = translate_file(path, target=target, log=DiagnosticLog(), verbose=True, **kw)
    return [t for d in res.decisions for t in d.decisions]


def _privatized(notes: list[str]) -> str | None:
    return next((t for t in notes if t.startswith("privatized:")), None)


@pytest.mark.parametrize("target", ["cuda", "opencl", "openmp"])
def test_row_state_is_privatized_and_rows_run_in_parallel(target):
    notes = _notes(os.path.join(HERE, "row_filter.c"), target)
    assert "prev_in (along 1 loop)" in _privatized(notes) and "prev_out" in _privatized(notes)
    if target != "openmp":
        assert any("1 parallel loop mapped" in t for t in notes), notes
    off = _notes(os.path.join(HERE, "row_filter.c"), target, disabled_passes=["privatize"])
    assert _privatized(off) is None and not any("parallel loop mapped" in t for t in off), off


def test_each_web_gets_its_own_array():
    """ym1 carries a row sweep's state and, later, a column sweep's: two arrays, one per sweep, so that
    rows and then columns run in parallel."""
    notes = _notes(os.path.join(HERE, "two_pass_filter.c"), force_device=True)
    p = _privatized(notes)
    for web in ("ym1 as ym1_0 (along 1 loop)", "ym1 as ym1_1 (along 1 loop)", "xm1 (along 1 loop)"):
        assert web in p, p
    sweeps = [t for t in notes if t.startswith("kernel") and "parallel loop" in t and "S13" in t]
    assert sweeps and "1 parallel loop mapped" in sweeps[0], notes


def test_by_value_parameter_is_privatized():
    assert "t (along 1 loop)" in _privatized(_notes(os.path.join(HERE, "dot_rows.c")))


def test_values_that_live_on_are_not_privatized():
    # `t` is printed after the SCoP; `carry` flows from one row to the next
    notes = _notes(os.path.join(HERE, "live_after.c"))
    assert _privatized(notes) is None


def _kernel(tmp_path, decl: str, after: str = "", before: str = "", static: str = "") -> str:
    p = tmp_path / "k.c"
    p.write_text(textwrap.dedent(f"""
        {static}
        void f(int n, int m, double A[n][m], double y[n]) {{
          {decl}
          for (int r = 0; r < 2; r++) {{
            {before}
        #pragma scop
            for (int i = 0; i < n; i++) {{
              s = 0;
              for (int j = 0; j < m; j++)
                s += A[i][j];
              y[i] = s;
            }}
        #pragma endscop
          }}
          {after}
        }}
    """))
    return str(p)


@pytest.mark.parametrize("decl,after,before,static,expected", [
    ("double s;", "", "", "", True),
    ("double s = 1;", "", "", "", True),                          # the initial value is never read
    ("double s;", "y[0] = s;", "", "", False),                    # read after the SCoP
    ("double s;", "", "y[1] += s;", "", False),                   # read before it, on the next round
    ("static double s;", "", "", "", False),                      # keeps its value between calls
    ("volatile double s;", "", "", "", False),
    ("", "", "", "double s;", False),                             # a global
    ("double s; double *p = &s;", "", "", "", False),             # its address is taken
])
def test_only_dead_locals_are_privatized(tmp_path, decl, after, before, static, expected):
    notes = _notes(_kernel(tmp_path, decl, after, before, static))
    assert (_privatized(notes) is not None) == expected, notes


def test_read_of_the_previous_iteration_keeps_the_scalar(tmp_path):
    p = tmp_path / "prev.c"
    p.write_text(textwrap.dedent("""
        void f(int n, double A[n], double y[n]) {
          double s;
        #pragma scop
          for (int i = 0; i < n; i++) {
            y[i] = s;
            s = A[i];
          }
        #pragma endscop
        }
    """))
    assert _privatized(_notes(str(p))) is None


@pytest.mark.parametrize("loop, expected", [("for (int t = 0; t < steps; t++)", False), ("", True)])
def test_value_the_next_execution_reads_keeps_the_scalar(tmp_path, loop, expected):
    """`s` is named only inside the SCoP, whose first nest reads the value from before it and whose second
    nest writes s before reading it in each iteration: in a time loop, the value the last iteration leaves is
    what the next step's first nest reads, so the second nest's web must write s itself (privatized, the
    next step read the initial 1.0 again: a wrong result).  Run once per call, the web is privatized."""
    p = tmp_path / "steps.c"
    p.write_text(textwrap.dedent(f"""
        #include <stdio.h>
        double x[64], y[64], z[64];
        static void f(int n, int steps) {{
          double s = 1.0;
          {loop} {{
        #pragma scop
            for (int i = 0; i < n; i++)
              y[i] = s * x[i];
            for (int i = 0; i < n; i++) {{
              s = y[i] + 1;
              z[i] = s;
            }}
        #pragma endscop
          }}
        }}
        int main(void) {{
          for (int i = 0; i < 64; i++) x[i] = i % 5;
          f(64, 3);
          for (int i = 0; i < 64; i += 9) printf("%g %g\\n", y[i], z[i]);
          return 0;
        }}
    """))
    assert (_privatized(_notes(str(p), "openmp")) is not None) == expected
    r = check_file(str(p), target="openmp")
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", [
    "openmp", pytest.param("opencl", marks=[pytest.mark.opencl,
                                             pytest.mark.skipif(not have_opencl(), reason="no OpenCL")])])
@pytest.mark.parametrize("name", PRIVATIZED + ["live_after.c"])
def test_results_match(name, target):
    r = check_file(os.path.join(HERE, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PRIVATIZED)
def test_cuda_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(HERE, name)
    compile_cuda_only(translate_file(path, target="cuda"), path, str(tmp_path))
