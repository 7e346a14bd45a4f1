"""The host versions of kept-on-host SCoPs (the OpenMP version, the partial sums' version) are functions of
their own before the user's function (s2s/codegen/host_outline.py): the user's function keeps the calls and
its original lines, which gcc then compiles as in the sequential build (lcs and durbin ran 0.73-0.77x of
their sequential builds on the H200 node's host CPU where the versions were written beside those lines)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

# a written scalar read after the SCoP (copied in and out by address), a SCoP in a static inline function,
# a file-scope typedef in the versions' signatures, a global array, two kept-on-host SCoPs in one function,
# VLA parameters (their extents passed before them)
PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>

typedef double real;
static real G[40000];

/* a dot product in a static inline function */
static inline real dot(int n, const real *x, const real *y)
{
  real s = 0.5;
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    s += x[i] * y[i];
#pragma endscop
  return s;
}

static void two(int n, real *x, real *y, real *out)
{
  real s = 0, t = 1;
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    s += x[i] * G[i];
#pragma endscop
  out[0] = s;
#pragma scop
  for (i = 0; i < n; i++)
    t += y[i] * y[i];
#pragma endscop
  out[1] = t;
}

static void
matvec(int n, int m, real A[n][m], real x[m], real y[n])
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    y[i] = 0;
    for (j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
  }
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000, n2 = 400, m = 301, len = n > n2 ? n : n2, i, j;
  real *x = malloc(sizeof(real) * len), *y = malloc(sizeof(real) * len), out[2];
  real (*A)[m] = malloc(sizeof(real) * n2 * m);
  for (i = 0; i < len; i++) {
    x[i] = (i % 7) / 7.0;
    y[i] = (i % 5) / 5.0;
    G[i] = (i % 3) / 3.0;
  }
  for (i = 0; i < n2; i++)
    for (j = 0; j < m; j++)
      A[i][j] = ((i + j) % 11) / 11.0;
  printf("%.12e\n", dot(n, x, y));
  two(n, x, y, out);
  printf("%.12e %.12e\n", out[0], out[1]);
  matvec(n2, m, A, x, y);
  printf("%.12e %.12e\n", y[0], y[n2 - 1]);
  free(x); free(y); free(A);
  return 0;
}
"""

NUM = re.compile(r"-?\d+(?:\.\d+)?(?:e[+-]\d+)?")


def _translate(tmp_path, text: str, target: str = "opencl"):
    src = tmp_path / "p.c"
    src.write_text(text)
    return str(src), translate_file(str(src), target=target, log=DiagnosticLog())


def _function(text: str, head: str) -> str:
    """The user's function whose definition starts with `head`, up to its closing brace."""
    at = text.index(head)
    return text[at:text.index("\n}\n", at) + 3]


def _assert_runs_alike(tmp_path, src: str, text: str, cmd: list[str], args=()) -> None:
    """Build the original with cc and `text` with `cmd` (a compiler and its flags), run both with `args`
    and compare the numbers they print (the partial sums reorder the sums: to 1e-12)."""
    out = tmp_path / ("t.cpp" if "c++" in cmd else "t.c")
    out.write_text(text)
    subprocess.run(["cc", "-O2", "-o", str(tmp_path / "orig"), src, "-lm"], check=True)
    libs = [f for f in cmd if f.startswith("-l")]
    build = subprocess.run([*[f for f in cmd if f not in libs], "-o", str(tmp_path / "tr"), str(out), *libs,
                            "-lm"], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr

    def numbers(exe: str) -> list[float]:
        run = subprocess.run([str(tmp_path / exe), *args], capture_output=True, text=True, check=True)
        return [float(x) for x in NUM.findall(run.stdout)]

    want, got = numbers("orig"), numbers("tr")
    assert len(got) == len(want) > 0
    for a, b in zip(want, got):
        assert abs(a - b) <= 1e-12 * max(abs(a), 1.0), (a, b)


def test_the_versions_leave_the_user_function(tmp_path):
    _, r = _translate(tmp_path, PROGRAM)
    text = r.main_text
    assert not r.programs and r.host_openmp
    for head, k in (("static inline real dot(", 0), ("static void two(", 1), ("static void\nmatvec(", 3)):
        own = _function(text, head)
        assert "#pragma omp" not in own and "partial sums" not in own and "_u7" not in own
        assert f"_s2s_ran = s2s_scop{k}_" in own and "#line" in own
        # the functions come before the user's function (and its comment), each behind its #ifdef
        for what in ("openmp", "partials"):
            at = text.index(f"int s2s_scop{k}_{head.split('(')[0].split()[-1]}_{what}(")
            assert at < text.index(head)
    assert text.index("static __attribute__((noinline)) int s2s_scop0_dot_openmp(") < \
        text.index("/* a dot product in a static inline function */")
    # the written scalar: by the address of a copy, never of the user's variable; a typedef'd type
    two = _function(text, "static void two(")
    assert "real s2s_s_s = s;" in two and "&s2s_s_s" in two and "if (_s2s_ran) { s = s2s_s_s; }" in two
    assert "&s)" not in text and "&t)" not in text
    assert re.search(r"int s2s_scop1_two_openmp\(int n, void \*s2s_a_x, real \*s2s_p_s\)", text)
    assert "real s = *s2s_p_s;" in text and "if (_s2s_ran) { *s2s_p_s = s; }" in text
    # two SCoPs of one function: their versions both before it; the global array is not an argument
    assert text.index("s2s_scop2_two_partials(int") < text.index("static void two(")
    assert "s2s_a_G" not in text and "G[" in text[:text.index("static void two(")]
    # the VLA parameters: their extents first, the arrays as pointers to their rows
    assert re.search(r"int s2s_scop3_matvec_openmp\(int n, int m, void \*", text)
    assert "real (*A)[m] = (real (*)[m]) s2s_a_A;" in text


@pytest.mark.parametrize("cc", ["cc", "clang"])
@pytest.mark.parametrize("openmp", [False, True])
def test_the_versions_build_without_warnings_and_run_alike(tmp_path, cc, openmp):
    """Built with -Wall -Wextra -Werror -pedantic, with -fopenmp (n = 20000: the OpenMP versions run) and
    without (the partial sums' versions run), the translation prints what the original prints."""
    if shutil.which(cc) is None:
        pytest.skip(f"no {cc}")
    src, r = _translate(tmp_path, PROGRAM)
    flags = ["-O2", "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", *(["-fopenmp"] if openmp else [])]
    _assert_runs_alike(tmp_path, src, r.main_text, [cc, *flags])
    _assert_runs_alike(tmp_path, src, r.main_text, [cc, *flags], args=["37"])


def test_a_type_of_the_function_keeps_the_versions_inside(tmp_path):
    """A local of a block's typedef cannot be declared outside the function: the versions stay in it."""
    program = PROGRAM.replace("  real s = 0.5;\n", "  typedef double sum_t;\n  sum_t s = 0.5;\n")
    src, r = _translate(tmp_path, program)
    own = _function(r.main_text, "static inline real dot(")
    assert "int _s2s_ran = 0;\n#ifdef _OPENMP" in own and "#pragma omp" in own
    assert "s2s_scop0_dot_openmp(" not in r.main_text and "s2s_scop1_two_openmp(" in r.main_text
    _assert_runs_alike(tmp_path, src, r.main_text, ["cc", "-O2", "-Wall", "-Wextra", "-Werror", "-fopenmp"])


CXX = r"""
#include <stdio.h>
#include <stdlib.h>

static double dot(int n, const double *x, const double *y)
{
  double s = 0.25;
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    s += x[i] * y[i];
#pragma endscop
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  double *x = (double *)malloc(sizeof(double) * n), *y = (double *)malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (i % 7) / 7.0;
    y[i] = (i % 5) / 5.0;
  }
  printf("%.12e\n", dot(n, x, y));
  free(x); free(y);
  return 0;
}
"""


@pytest.mark.parametrize("openmp", [False, True])
def test_cuda_output_kept_on_host_builds_as_cxx(tmp_path, openmp):
    """A CUDA translation that offloads nothing is the .cu alone, compiled as C++ by nvcc's host compiler:
    its versions (arrays cast from `void *`) build with g++ without warnings and run alike."""
    if shutil.which("g++") is None:
        pytest.skip("no g++")
    src, r = _translate(tmp_path, CXX, target="cuda")
    assert not r.programs and r.c_host_reason is None
    assert "_s2s_ran = s2s_scop0_dot_openmp(n, (void *)x, (void *)y, &s2s_s_s);" in r.main_text
    assert "const double *x = (const double *) s2s_a_x;" in r.main_text
    _assert_runs_alike(tmp_path, src, r.main_text, ["g++", "-x", "c++", "-O2", "-Wall", "-Wextra", "-Werror",
                                                    *(["-fopenmp"] if openmp else [])])


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["lcs", "durbin"])
def test_corpus_user_functions_keep_only_the_calls_and_their_lines(tmp_path, name, target):
    """lcs and durbin (0.73-0.77x of their sequential builds where the OpenMP version sat beside their
    original lines): the user's kernel has no OpenMP pragma nor partial sums left, in the OpenCL output
    (kept on the host; durbin below the device's size) and the OpenMP one (behind the size test); both
    build without warnings and print what the original prints."""
    src = os.path.join(ROOT, "corpus", f"{name}.c")
    r = translate_file(src, target=target, log=DiagnosticLog())
    own = _function(r.main_text, f"void kernel_{name}(")
    assert "#pragma omp" not in own and "partial sums" not in own and "_u7" not in own
    assert re.search(rf"_s2s_ran = s2s_scop0_kernel_{name}_openmp\(", own) and "#line" in own
    ocl = ["-lOpenCL"] if r.programs and target == "opencl" else []
    _assert_runs_alike(tmp_path, src, r.main_text, ["cc", "-O2", "-Wall", "-Wextra", "-Werror", "-fopenmp",
                                                    *ocl])


@pytest.mark.parametrize("target", host_targets())
def test_check_as_translated_matches(tmp_path, target):
    """`s2s check --as-translated` (built with -fopenmp; the OpenMP versions run at n = 20000)."""
    from s2s.check.runner import check_file
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    r = check_file(str(src), target=target, as_translated=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", host_targets())
def test_an_address_taken_inside_a_macro_keeps_the_versions_inside(target):
    """`ps = REF(s)` with `#define REF(v) &v`: the file's text shows no `&s`, the preprocessed function
    does.  Outlined, the OpenMP version worked on a copy of s while the SCoP's ps[0] writes went to s
    itself (wrong sums from the second time step on)."""
    path = os.path.join(ROOT, "tests", "faithful", "address_through_macro.c")
    r = translate_file(path, target="openmp", log=DiagnosticLog())
    assert "s2s_scop0_stepped_openmp(" not in r.main_text and "#pragma omp parallel for" in r.main_text
    res = check_file(path, target=target)
    assert res.status == "match", (res.status, res.message)
