"""A host loop of small launches also runs as one kernel of one block (s2s/gpu/persistent.py): the host
code chooses at run time, by bounds isl computes on each launch's points and instances."""
from __future__ import annotations

import re
import textwrap

import pytest
from conftest import have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

# a 1-D three-point stencil over `steps` sweeps, and a 2-D update whose launches shrink (LU-like)
PROGRAM = """
#include <stdio.h>
static void sweep(int n, int steps, double a[n], double b[n], double M[n][n]) {
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
    for (int i = 1; i < n - 1; i++)
      a[i] = 0.25 * b[i - 1] + 0.5 * b[i] + 0.25 * b[i + 1] + 0.001 * t;
  }
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        M[i][j] -= M[i][k] * M[k][j] / (1.0 + M[k][k] * M[k][k]);
#pragma endscop
}
int main(void) {
  static double a[N], b[N], M[N][N];
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 37) % 101) / 101;
    b[i] = 0;
    for (int j = 0; j < N; j++) M[i][j] = (double)((i * 7 + j * 13) % 17) / 17;
  }
  sweep(N, STEPS, a, b, M);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += a[i] * (i + 1);
    for (int j = 0; j < N; j++) s += M[i][j] * (j % 5);
    if (i % 7 == 0) printf("%.12e %.12e\\n", a[i], M[i][i]);
  }
  printf("%.12e\\n", s);
  return 0;
}
"""


def _write(tmp_path, n: int, steps: int = 20) -> str:
    path = tmp_path / f"sweep{n}.c"
    path.write_text(f"#define N {n}\n#define STEPS {steps}\n" + textwrap.dedent(PROGRAM))
    return str(path)


def _program(path: str, target: str = "cuda"):
    r = translate_file(path, target=target, log=DiagnosticLog())
    assert len(r.programs) == 1
    return r.programs[0]


def test_host_loops_get_a_persistent_kernel_with_a_runtime_test(tmp_path):
    prog = _program(_write(tmp_path, 50))
    assert len(prog.persistent) == 2            # the time loop, and the k loop of the 2-D update
    stencil, update = prog.persistent
    assert len(stencil.kernels) == 2 and all(len(p) == 1 for _, p, _ in stencil.points)
    assert len(update.kernels) >= 1 and any(len(p) == 2 for _, p, _ in update.points)
    r = translate_file(_write(tmp_path, 50), target="cuda", log=DiagnosticLog())
    text = r.device_text
    assert "__syncthreads();" in text and "<<<1, 1024>>>" in text
    assert "(long)(n" in text        # the test is on the parameter n, at run time


def test_disabled_pass_and_openmp_have_no_persistent_kernel(tmp_path):
    path = _write(tmp_path, 50)
    r = translate_file(path, target="cuda", log=DiagnosticLog(), disabled_passes=["persistent"])
    assert not r.programs[0].persistent
    assert not _program(path, "openmp").persistent


def _targets() -> list:
    return [pytest.param("opencl", marks=pytest.mark.skipif(not have_opencl(), reason="no OpenCL"))]


@pytest.mark.parametrize("target", _targets())
@pytest.mark.parametrize("n", [40, 300])       # 40: the loops run in one work-group; 300: launches
def test_both_versions_match_the_original(tmp_path, n, target):
    r = check_file(_write(tmp_path, n, steps=15 if n > 100 else 30), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-2000:])


@needs_nvcc
@pytest.mark.nvcc
def test_persistent_cuda_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = _write(tmp_path, 50)
    compile_cuda_only(translate_file(path, target="cuda"), path, str(tmp_path))


def _barrier_nesting(kernel: str) -> list[list[str]]:
    """For each barrier of an OpenCL kernel's source (one statement a line, as s2s prints it), the
    constructs open around it, outermost first: `for`, `if`, `else` or `{`."""
    open_: list[str] = []
    out = []
    for line in kernel.split("\n"):
        text = line.strip().strip('"').replace("\\n", "").strip()
        if text.startswith("barrier("):
            out.append(list(open_))
        for _ in range(text.count("}")):
            if open_:
                open_.pop()
        if text.endswith("{"):
            word = text.split("(")[0].split()[-1] if text != "{" else "{"
            open_.append("else" if text.startswith("} else") else word if word in ("for", "if") else "{")
    return out


def test_opencl_persistent_barriers_are_under_no_condition():
    """PoCL 3.1 miscompiles some barriers under conditions in loops (tests/fuzz_regressions/
    persistent_conditional_barrier.c): OpenCL persistent kernels test each condition of the host code
    in the launches instead, and every work-item reaches every barrier of each loop iteration."""
    from conftest import ROOT
    path = f"{ROOT}/tests/fuzz_regressions/persistent_conditional_barrier.c"
    r = translate_file(path, target="opencl", force_device=True, log=DiagnosticLog())
    prog = r.programs[0]
    assert prog.persistent
    kernels = r.main_text.split("__kernel ")[1:]        # OpenCL: the kernels' source is in the host file
    persistent = [k for k in kernels if "_persistent" in re.search(r"void (\w+)\(", k).group(1)]
    assert persistent
    conditional = 0
    for k in persistent:
        nests = _barrier_nesting(k)
        assert nests, k
        for nest in nests:
            assert "if" not in nest and "else" not in nest, (nest, k)
        conditional += k.count("const int _hc")
    assert conditional           # this program's host loops have conditions around launches
    cuda = translate_file(path, target="cuda", force_device=True, log=DiagnosticLog()).device_text
    assert "const int _hc" not in cuda            # CUDA keeps the host code's conditions as they are


def test_opencl_persistent_barriers_are_followed_by_a_store():
    """PoCL 3.1 takes the successors of a barrier's block for entries of regions that the whole group
    runs alike: a one-thread launch's `if (_tid == 0)` right after a barrier (clang hoists the test out of
    the loop) ran on no work-item (fuzz --c-features seed 9174, tests/fuzz_regressions/
    pocl_branch_after_barrier.c).  Every barrier of an OpenCL persistent kernel, and the start of its
    loop's body, where PoCL adds one, is followed by a store to a volatile local; CUDA has none."""
    from conftest import ROOT
    path = f"{ROOT}/tests/fuzz_regressions/pocl_branch_after_barrier.c"
    # (its s0 ^= ... became a reduction when the iterators only in subscripts stopped counting in the
    # update's type, gpu/reduction._same_integer_type: kept in C's order here, the persistent kernel of the
    # seed is what is tested)
    r = translate_file(path, target="opencl", force_device=True, log=DiagnosticLog(),
                       reorder_reductions=False)
    assert r.programs[0].persistent
    kernels = r.main_text.split("__kernel ")[1:]
    persistent = [k for k in kernels if "_persistent" in re.search(r"void (\w+)\(", k).group(1)]
    assert len(persistent) == 1
    lines = [ln.strip().rstrip(",").strip('"').replace("\\n", "").strip() for ln in persistent[0].split("\n")]
    assert "volatile int _anchor = 0;" in lines
    barriers = [i for i, ln in enumerate(lines) if ln.startswith("barrier(")]
    assert len(barriers) == 3                       # S0, S2 and S1 of the loop over i
    assert all(lines[i + 1] == "_anchor = 0;" for i in barriers)
    loop = next(i for i, ln in enumerate(lines) if ln.startswith("for (long _c0 = "))
    assert lines[loop + 1] == "_anchor = 0;"
    assert lines.count("_anchor = 0;") == len(barriers) + 1      # none in the launches' own loops
    cuda = translate_file(path, target="cuda", force_device=True, log=DiagnosticLog()).device_text
    assert "_anchor" not in cuda
