"""Below the size the device pays from, a SCoP runs on the host; its reduction loops fold into eight partial
sums (s2s/codegen/host_openmp.py host_partials_code), the reordering the reduction policy allows, so that
the host's additions are independent chains instead of one.  --no-reorder-reductions keeps the loops as
written.  The host version is not what `s2s check` runs (it translates with --force-device), so these tests
build the translation themselves and compare it with the original at sizes where the host path runs."""
from __future__ import annotations

import re
import subprocess

import pytest
from conftest import have_opencl, needs_nvcc

from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

# a Levinson-style recurrence (its inner product: a full reduction inside a host loop; the device pays only
# from n ~ 40000) and a triangular solve (no parallel loop: it stays on the host at every size)
PROGRAM = r"""#include <stdio.h>
#ifndef N
#define N 300
#endif
static void recur(int n, double r[N], double y[N], double z[N])
{
  double a, g, t;
#pragma scop
  y[0] = -r[0];
  g = 1.0;
  a = -r[0];
  for (int k = 1; k < n; k++) {
    g = (1.0 - a * a) * g;
    t = 0.0;
    for (int i = 0; i < k; i++)
      t += r[k - i - 1] * y[i];
    a = -(r[k] + t) / g;
    for (int i = 0; i < k; i++)
      z[i] = y[i] + a * y[k - i - 1];
    for (int i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = a;
  }
#pragma endscop
}
/* forward substitution: the accumulator's array is also read (x[j], j < i), and no loop is parallel */
static void solve(int n, double L[N][N], double b[N], double x[N])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
#pragma endscop
}
int main(void)
{
  static double r[N], y[N], z[N], L[N][N], b[N], x[N];
  for (int i = 0; i < N; i++) {
    r[i] = 1.0 / (N + 2 - i);
    b[i] = (i % 11) - 5.0;
    for (int j = 0; j < N; j++)
      L[i][j] = i == j ? 4.0 + i % 3 : (j < i ? 1.0 / (1.0 + i + 2.0 * j) : 0.0);
  }
  recur(N, r, y, z);
  solve(N, L, b, x);
  for (int i = 0; i < N; i += 1 + N / 40)
    printf("%.15e %.15e\n", y[i], x[i]);
  return 0;
}
"""


def _write(tmp_path, n: int = 300):
    path = tmp_path / f"recur{n}.c"
    path.write_text(f"#define N {n}\n" + PROGRAM)
    return str(path)


NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _assert_runs_alike(tmp_path, original: str, translated: str, rtol: float, floor: float,
                       cflags=()) -> None:
    """Build the original and the OpenCL translation's text with cc (`cflags` for both, the translation
    with -fopenmp among them where given), run both, and compare every printed number."""
    out = tmp_path / "t.c"
    out.write_text(translated)
    plain = [f for f in cflags if f != "-fopenmp"]
    subprocess.run(["cc", "-O2", *plain, "-o", str(tmp_path / "orig"), original, "-lm"], check=True)
    subprocess.run(["cc", "-O2", "-w", *cflags, "-o", str(tmp_path / "tr"), str(out), "-lOpenCL", "-lm"],
                   check=True)

    def numbers(exe: str) -> list[float]:
        run = subprocess.run([str(tmp_path / exe)], capture_output=True, text=True, check=True)
        return [float(x) for x in NUM.findall(run.stdout)]

    want, got = numbers("orig"), numbers("tr")
    assert len(got) == len(want) > 0
    for a, b in zip(want, got):
        assert abs(a - b) <= rtol * max(abs(a), floor), (a, b)


def test_the_host_path_folds_reductions_into_partial_sums(tmp_path):
    path = _write(tmp_path)
    r = translate_file(path, target="opencl", log=DiagnosticLog(), verbose=True)
    text = r.main_text
    # both SCoPs' host paths (the recurrence's SCoP also keeps an OpenMP version on the host's cores,
    # host_openmp.host_cores_beat_device, whose small sizes run the same partial sums)
    for k in (0, 1):
        assert f"SCoP {k} on the host, its reductions in partial sums" in text
    assert re.search(r"_u7 \+= r\[", text)               # the eighth accumulator
    assert re.search(r"_u7 -= L\[", text)
    for part in text.split("its reductions in partial sums")[1:]:
        assert "#pragma omp" not in part.split("#line")[0]
    assert any("8 partial sums" in d.message for d in r.log.items)
    # the partial sums need no OpenMP: the build asks for it only where an OpenMP version is in the text
    assert ("-fopenmp" in r.build_command("recur")) == ("parallelised with OpenMP" in text)
    kept = translate_file(path, target="opencl", log=DiagnosticLog(), reorder_reductions=False).main_text
    assert "partial sums" not in kept and "_u7" not in kept


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("n", [3, 9, 300])
def test_partial_sums_compute_what_the_loops_compute(tmp_path, n):
    path = _write(tmp_path, n)
    r = translate_file(path, target="opencl", log=DiagnosticLog())
    assert "its reductions in partial sums" in r.main_text
    _assert_runs_alike(tmp_path, path, r.main_text, 1e-10, 1e-300)


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_translation_with_partial_sums_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = _write(tmp_path)
    r = translate_file(path, target="cuda", log=DiagnosticLog())
    assert "its reductions in partial sums" in r.source_text
    compile_cuda_only(r, path, str(tmp_path))


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("openmp", [False, True])
def test_partial_sums_where_the_openmp_version_does_not_run(tmp_path, openmp):
    """corpus/levinson.c at MEDIUM: the cost model keeps it on the host, with an OpenMP version from a size
    on; below that size (with -fopenmp) and without -fopenmp, the partial sums run, not the original."""
    from conftest import ROOT
    path = f"{ROOT}/corpus/levinson.c"
    r = translate_file(path, target="opencl", defines=["MEDIUM_DATASET"], log=DiagnosticLog())
    text = r.main_text
    # (written once: after the OpenMP version, where it did not run, `_s2s_ran`)
    assert "#ifdef _OPENMP" in text and text.count("its reductions in partial sums") == 1
    assert "if (!_s2s_ran) {" in text
    flags = ["-fopenmp"] if openmp else []
    _assert_runs_alike(tmp_path, path, text, 1e-9, 1e-12, cflags=[*flags, "-DMEDIUM_DATASET"])


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_a_register_accumulator_has_no_address_taken(tmp_path):
    """A scalar accumulator may be declared `register` (C forbids its address): the partial sums are folded
    into it by name after the loop, under a flag that the loop ran."""
    src = tmp_path / "reg.c"
    src.write_text(r"""#include <stdio.h>
#define N 120
static double x[N], L[N][N], b[N];
int main(void)
{
  register double s;
  int n = N;
  for (int i = 0; i < N; i++) {
    b[i] = i % 7;
    for (int j = 0; j < N; j++)
      L[i][j] = i == j ? 3.0 : 1.0 / (1 + i + j);
  }
#pragma scop
  for (int i = 0; i < n; i++) {
    s = b[i];
    for (int j = 0; j < i; j++)
      s -= L[i][j] * x[j];
    x[i] = s / L[i][i];
  }
#pragma endscop
  for (int i = 0; i < N; i += 7)
    printf("%.15e\n", x[i]);
  return 0;
}
""")
    r = translate_file(str(src), target="opencl", log=DiagnosticLog())
    assert "its reductions in partial sums" in r.main_text and "_ran_S" in r.main_text
    assert not re.search(r"= &s;", r.main_text)
    _assert_runs_alike(tmp_path, str(src), r.main_text, 1e-10, 1e-300)


def test_openmp_target_folds_a_scop_without_parallel_loops(tmp_path):
    """`--target openmp`: a SCoP with no loop for threads (the triangular solve) stays on one core, its
    reduction loop in partial sums; the recurrence, which has parallel loops, gets its OpenMP version."""
    path = _write(tmp_path)
    r = translate_file(path, target="openmp", log=DiagnosticLog())
    text = r.main_text
    assert text.count("its reductions in partial sums") == 1 and re.search(r"_u7 -= L\[", text)
    assert any("no parallel loop" in d.message and "8 partial sums" in d.message for d in r.log.items)
    _assert_runs_alike(tmp_path, path, text, 1e-10, 1e-300, cflags=["-fopenmp"])
    kept = translate_file(path, target="openmp", log=DiagnosticLog(), reorder_reductions=False).main_text
    assert "partial sums" not in kept


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("target", ["opencl", "openmp"])
def test_a_declaration_used_after_the_scop_keeps_its_lines(tmp_path, target):
    """A SCoP that declares a variable the code after it uses must keep its lines as written (the
    declaration's scope), also where it stays on the host: its partial sums' version declared `t` in a
    block of its own and the translation did not compile."""
    src = tmp_path / "decl.c"
    src.write_text(r"""#include <stdio.h>
int main(void)
{
  double a[64], s = 0.0;
  for (int i = 0; i < 64; i++)
    a[i] = i * 0.5;
#pragma scop
  double t = 0.0;
  for (int i = 0; i < 64; i++)
    t += a[i];
  s = t;
#pragma endscop
  printf("%g %g\n", s, t);
  return 0;
}
""")
    r = translate_file(str(src), target=target, log=DiagnosticLog())
    assert "partial sums" not in r.main_text
    _assert_runs_alike(tmp_path, str(src), r.main_text, 0.0, 0.0,
                       cflags=["-fopenmp"] if target == "openmp" else [])


def test_check_allows_the_reordering_of_host_partial_sums(tmp_path):
    """s2s check's tolerance covers the reductions that a host version reorders, also for a SCoP that has
    no device program (the OpenMP target's SCoP without a parallel loop)."""
    from s2s.gpu.reduction import reorder_rtol
    path = _write(tmp_path)
    r = translate_file(path, target="openmp", log=DiagnosticLog())
    assert len(r.host_programs) == 1 and reorder_rtol(r.host_programs) > 0
    kept = translate_file(path, target="openmp", log=DiagnosticLog(), reorder_reductions=False)
    assert kept.host_programs == []



# gesummv's shape: arrays of a fixed size, the loops' size a parameter (the suite's kernels take n)
MATVEC = r"""#include <stdio.h>
#define N 8000
static double A[N][N], B[N][N], x[N], y[N], t[N];
static void sum2(int n, double alpha, double beta, double A[N][N], double B[N][N], double x[N],
                 double y[N], double t[N])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    t[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      t[i] = A[i][j] * x[j] + t[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * t[i] + beta * y[i];
  }
#pragma endscop
}
int main(void)
{
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7) * 0.25 - 0.5;
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * 3 + j) % 11) / 11.0;
      B[i][j] = ((i + 5 * j) % 13) / 13.0 - 0.5;
    }
  }
  sum2(N, 1.5, -0.5, A, B, x, y, t);
  for (int i = 0; i < N; i += 1 + N / 50)
    printf("%.15e %.15e\n", y[i], t[i]);
  return 0;
}
"""

PRODUCT = r"""#include <stdio.h>
#include <stdlib.h>
#ifndef NSIZE
#define NSIZE 40
#endif
/* a matrix product with its size a parameter: the device pays from a size on, the host's cores from a
   smaller one */
static void mm(int n, double A[n][n], double B[n][n], double C[n][n])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
#pragma endscop
}
int main(void)
{
  int n = NSIZE;
  double (*A)[n] = malloc(sizeof(double) * n * n), (*B)[n] = malloc(sizeof(double) * n * n);
  double (*C)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = ((i * 3 + j) % 11) / 11.0;
      B[i][j] = ((i + 5 * j) % 13) / 13.0 - 0.5;
    }
  mm(n, A, B, C);
  for (int i = 0; i < n; i++)
    printf("%.15e %.15e\n", C[i][i], C[i][n - 1 - i]);
  free(A); free(B); free(C);
  return 0;
}
"""


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("n", [12, 40])
@pytest.mark.parametrize("openmp", [False, True])
def test_below_the_device_size_the_openmp_version_runs(tmp_path, openmp, n):
    """A parametric SCoP the device pays for only from a size on: below that size its OpenMP version runs
    under #ifdef _OPENMP where the host's cores pay (gesummv-pb at n = 8000 on the H200 node: 149 ms in
    partial sums on one core, 13 ms with OpenMP on 16), its partial sums below the OpenMP version's own
    size and without -fopenmp; every path computes what the loops compute."""
    path = tmp_path / "mm.c"
    path.write_text(PRODUCT)
    r = translate_file(str(path), target="opencl", log=DiagnosticLog(), verbose=True)
    text = r.main_text
    cube = r"\(double\)\(n\) \* \(double\)\(n\) \* \(double\)\(n\)"
    device_test = re.search(r"^if \(\(" + cube + r" >= \d+\)", text, re.M)      # no OpenMP-only test here
    assert device_test, "no runtime size test of the device"
    below = text[device_test.end():]
    # (the versions are functions of their own before the user's: codegen/host_outline.py)
    assert "#ifdef _OPENMP" in below and "_openmp(" in below and "_partials(" in below
    assert "#pragma omp parallel" in text[:device_test.start()] and "_u7" in text[:device_test.start()]
    assert "-fopenmp" in r.build_command("mm")
    assert any("below that size: its OpenMP version" in d.message for d in r.log.items)
    _assert_runs_alike(tmp_path, str(path), text, 1e-12, 1.0,
                       cflags=[*(["-fopenmp"] if openmp else []), f"-DNSIZE={n}"])


@needs_nvcc
@pytest.mark.nvcc
def test_built_with_openmp_the_device_waits_for_the_size_where_it_beats_the_host_cores(tmp_path):
    """gesummv's shape with the size a parameter: the device beats one core from n ~ 10^4 but the host's
    16 cores at no size the model samples below 65536 (its copies cost more than the cores' pass over the
    matrices): built with -fopenmp, the size test of the device is the one against the OpenMP version,
    chosen by _OPENMP in the C test itself; both builds compile."""
    from s2s.check.build import compile_cuda_only
    path = tmp_path / "sum2.c"
    path.write_text(MATVEC)
    r = translate_file(str(path), target="cuda", log=DiagnosticLog(), verbose=True)
    test = r"if \(\(\n#ifdef _OPENMP\n  (.*) >= ([\d.e+]+)\n#else\n  (.*) >= ([\d.e+]+)\n#endif\n"
    m = re.search(test, r.source_text)
    assert m, r.source_text[:3000]
    assert m.group(1) == m.group(3) and float(m.group(2)) > float(m.group(4))
    assert any("built with -fopenmp, the device" in d.message for d in r.log.items)
    assert "-fopenmp" in r.build_command("sum2")
    compile_cuda_only(r, str(path), str(tmp_path))


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_a_name_spelled_like_the_partial_sums_locals_keeps_the_lines(tmp_path):
    """Below the size the device pays from, the host ran the partial sums' version, whose loop bound `_hi0`
    hid the function's parameter `_hi0` that the SCoP reads (a wrong result); such a SCoP's host path is
    now its lines as written."""
    src = tmp_path / "hi0.c"
    src.write_text(r"""#include <stdio.h>
#define N 2000
static double A[N][N], x[N], y[N];
static double f(int n, double _hi0) {
  double s = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j] * _hi0;
  }
  for (int i = 0; i < n; i++)
    s += y[i] * _hi0;
#pragma endscop
  return s;
}
int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 3;
    for (int j = 0; j < N; j++)
      A[i][j] = (i + j) % 10;
  }
  printf("%.17g %.17g\n", f(100, 1.5), f(7, -2.0));
  return 0;
}
""")
    r = translate_file(str(src), target="opencl", log=DiagnosticLog())
    assert r.programs and "partial sums" not in r.main_text
    _assert_runs_alike(tmp_path, str(src), r.main_text, 0.0, 0.0)


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_a_name_spelled_like_the_openmp_versions_flag_keeps_the_lines(tmp_path):
    """The OpenMP version a device translation keeps for the host's cores declares `int _s2s_ran = 0;`
    before the SCoP's code: a parameter `_s2s_ran` read in the SCoP was that 0 (codegen/names.py)."""
    src = tmp_path / "ran.c"
    src.write_text(r"""#include <stdio.h>
#define N 64
static double A[N], B[N];
static void f(int n, double _s2s_ran) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = A[i] * _s2s_ran;
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = i;
  f(N, 2.5);
  for (int i = 0; i < N; i += 7)
    printf("%.17g\n", B[i]);
  return 0;
}
""")
    r = translate_file(str(src), target="opencl", log=DiagnosticLog())
    assert "int _s2s_ran = 0;" not in r.main_text
    _assert_runs_alike(tmp_path, str(src), r.main_text, 0.0, 0.0, cflags=["-fopenmp"])
