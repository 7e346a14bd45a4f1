"""Private (register) promotion (s2s/gpu/private.py): an element a thread updates in a loop lives in a
register, loaded once and stored once, only where isl proves that no other access of the region may touch
it and only where the region touches it at all."""
from __future__ import annotations

import textwrap

import pytest
from conftest import have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.codegen.kernel_ir import Private, walk
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

MAIN = """
#include <stdio.h>
int main(void) {
  static double A[N][N], B[N][N], C[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i * 5 + j) % 13) / 13;
      C[i][j] = (double)((i + 2 * j) % 5) / 5;
    }
  kernel(N, A, B, C);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += C[i][j] * (i + 1) + B[i][j] * (j + 2);
      if ((i * N + j) % 7 == 0) printf("%.12e %.12e\\n", C[i][j], B[i][j]);
    }
  printf("%.12e\\n", s);
  return 0;
}
"""

# in-place triangular product: B[i][j] accumulates over rows k < i, read from the same array
TRIANGULAR = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = n - 1; i >= 0; i--)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < i; k++)
        B[i][j] += A[i][k] * B[k][j];
#pragma endscop
}
"""

# C[i][j] is read through C[i][k] when k == j: the element cannot live in a register across k
OVERLAP = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += 0.01 * C[i][k] * A[k][j];
#pragma endscop
}
"""

# the k loop is empty for small n: the register is loaded and stored only where it runs
GUARDED = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 9; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}
"""

# a private scalar accumulated in a loop and used after it
SCALAR = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double t = 0;
      for (int k = 0; k < j; k++)
        t += A[k][i] * B[k][j];
      C[i][j] = 0.5 * C[i][j] + t;
    }
#pragma endscop
}
"""

# symmetric product with B's columns outermost (j-i-k), the partial sum a scalar of the loop body: its
# copies t2[j][i] are laid out along the thread's y member, and nothing reads them after the point
SYMM_COLS = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++) {
      double t2 = 0.0;
      for (int k = 0; k < i; k++) {
        C[k][j] += 0.5 * B[i][j] * A[i][k];
        t2 += B[k][j] * A[i][k];
      }
      C[i][j] = 1.25 * C[i][j] + 0.5 * B[i][j] * A[i][i] + 0.5 * t2;
    }
#pragma endscop
}
"""

# a private scalar summed in one kernel and read by the next (the i loop distributed): its register is
# stored, the later kernel reads the copy
LIVE = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double t = 0;
    for (int k = 0; k < n; k++)
      t += A[i][k] * A[k][i];
    for (int j = 0; j < n; j++)
      C[i][j] = t * B[i][j] + C[i][j];
  }
#pragma endscop
}
"""


# A[i][i - 1] is read in a branch of `?:` only (the model reads it at every instance, the program only where
# i >= 1): a register loaded before the k loop would read A[0][-1] at i == 0
SKIPPED_READ = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      C[i][0] = C[i][0] * 0.5 + (i >= 1 ? A[i][i - 1] : 1.0) * B[i][k];
#pragma endscop
}
"""

# the same element also read unconditionally: wherever the branch may read it, the element exists
COVERED_READ = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int k = 0; k < n; k++)
      C[i][0] = C[i][0] * 0.5 + A[i - 1][0] * (k > 2 ? A[i - 1][0] : 1.0) * B[i][k];
#pragma endscop
}
"""

# temporaries of straight-line code (the function's scalars, privatized per point): each is written once
# and read by later statements of the same point, never after the SCoP; their copies w[i][j], z[i][j]
# (two n*n arrays) were written and read back through memory
TEMPS = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
  double w, z;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      w = A[i - 1][j] + A[i + 1][j];
      z = A[i][j - 1] + A[i][j + 1];
      B[i][j] = 0.25 * (w + z);
      C[i][j] = w - z;
    }
#pragma endscop
}
"""

# a recurrence along j with temporaries in its body: the temporaries live in registers and the loop still
# carries B[i][j - 1] in a register (gpu/carry.py sees through registers that touch no memory)
RECURRENCE_TEMPS = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) {
      double t = 0.5 * B[i][j - 1];
      double u = t * t;
      B[i][j] = t + A[i][j] - 0.01 * u;
    }
#pragma endscop
}
"""

# temporaries assigned in both branches of affine ifs: every read takes its value from a write of the same
# point (isl's dataflow), so the registers need no load and the copies no memory
COND_TEMPS = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double t, u;
      if (j > 5) t = A[i][j] * 2; else t = -1.0;
      if (i + j < n) u = t * t; else u = t + A[i][0];
      B[i][j] = t - u;
    }
#pragma endscop
}
"""


def _write(tmp_path, name: str, kernel: str, n: int) -> str:
    path = tmp_path / f"{name}.c"
    path.write_text(f"#define N {n}\n" + textwrap.dedent(kernel) + MAIN)
    return str(path)


def _privates(path: str, target: str = "cuda", **kw) -> list[Private]:
    r = translate_file(path, target=target, log=DiagnosticLog(), **kw)
    return [n for p in r.programs for k in p.kernels for n in walk(k.body) if isinstance(n, Private)]


def test_accumulator_of_a_triangular_product_is_promoted(tmp_path):
    # (without the snapshot of B, which makes the nest a parallel contraction: passes/snapshot.py)
    path = _write(tmp_path, "tri", TRIANGULAR, 20)
    regs = _privates(path, disabled_passes=["snapshot"])
    assert [(p.array, p.load, p.store) for p in regs] == [("B", True, True)]
    assert regs[0].load_cond is None and regs[0].store_cond is None    # the k loop runs for every i >= 1


def test_element_reached_by_another_subscript_is_not_promoted(tmp_path):
    assert _privates(_write(tmp_path, "overlap", OVERLAP, 12)) == []


def test_load_and_store_are_guarded_where_the_loop_may_be_empty(tmp_path):
    regs = _privates(_write(tmp_path, "guarded", GUARDED, 12))
    assert len(regs) == 1 and regs[0].array == "C"
    assert regs[0].load_cond is not None and regs[0].store_cond is not None


def test_private_scalar_is_promoted_without_a_load(tmp_path):
    regs = _privates(_write(tmp_path, "scalar", SCALAR, 12))
    assert len(regs) == 1 and not regs[0].load


def test_register_of_a_private_copy_nobody_reads_after_it_is_not_stored(tmp_path):
    # t is read only inside the region (the register): storing its copy t[i][j] is dead work
    regs = _privates(_write(tmp_path, "scalar", SCALAR, 12))
    assert [(p.array, p.store) for p in regs] == [("t", False)]


def test_symmetric_product_stores_no_partial_sum(tmp_path):
    # symm-cols: one store of t2[j][i] per point, a stride of n doubles between a warp's threads, was
    # written and never read (the accumulator of C is still stored)
    path = _write(tmp_path, "symm_cols", SYMM_COLS, 40)
    regs = _privates(path, force_device=True)
    assert sorted((p.array, p.store) for p in regs) == [("C", True), ("t2", False)]
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True)
    kernels = r.device_text[r.device_text.index("__global__"):]
    assert "t2[" not in kernels


def test_register_read_by_a_later_kernel_is_stored(tmp_path):
    # kernel 0 sums t per row (sequentially: no reduction kernel), kernel 1 reads t[i]
    regs = _privates(_write(tmp_path, "live", LIVE, 12), force_device=True, reorder_reductions=False)
    assert [(p.array, p.store) for p in regs if p.array == "t"] == [("t", True)]


def test_element_read_only_where_a_branch_is_taken_is_not_loaded_ahead(tmp_path):
    path = _write(tmp_path, "skipped", SKIPPED_READ, 12)
    regs = _privates(path, force_device=True, reorder_reductions=False)
    assert [p.array for p in regs] == ["C"]
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True)
    kernels = r.device_text[r.device_text.index("__global__"):]
    assert "? A[" in kernels.replace("(", "").replace(")", "")    # still read in its branch, from memory


def test_element_also_read_unconditionally_is_promoted(tmp_path):
    regs = _privates(_write(tmp_path, "covered", COVERED_READ, 12), force_device=True)
    assert sorted(p.array for p in regs) == ["A", "C"]


@pytest.mark.parametrize("target", ["cuda", "opencl", "openmp"])
def test_temporaries_of_straight_line_code_are_registers_and_never_allocated(tmp_path, target):
    path = _write(tmp_path, "temps", TEMPS, 30)
    r = translate_file(path, target=target, log=DiagnosticLog(), force_device=True)
    regs = [n for p in r.programs for k in p.kernels for n in walk(k.body) if isinstance(n, Private)]
    assert sorted((p.array, p.load, p.store) for p in regs) == [("w", False, False), ("z", False, False)]
    assert [a.name for p in r.programs for a in p.arrays if a.kind == "private"] == []
    code = (r.device_text or "") + r.main_text       # (the user's own lines name no w[..] either)
    assert "w[" not in code and "z[" not in code
    assert "malloc" not in r.main_text and "cudaMalloc((void **)&w" not in r.main_text


def test_temporaries_written_in_both_branches_are_not_loaded(tmp_path):
    r = translate_file(_write(tmp_path, "cond_temps", COND_TEMPS, 30), target="cuda", log=DiagnosticLog(),
                       force_device=True)
    regs = [n for p in r.programs for k in p.kernels for n in walk(k.body) if isinstance(n, Private)]
    assert sorted((p.array, p.load, p.store) for p in regs) == [("t", False, False), ("u", False, False)]
    assert [a.name for p in r.programs for a in p.arrays if a.kind == "private"] == []


def test_a_temporary_that_a_later_kernel_reads_keeps_its_copies(tmp_path):
    # t is summed in kernel 0 and read by kernel 1: its copies stay allocated and the register is stored
    path = _write(tmp_path, "live", LIVE, 12)
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True, reorder_reductions=False)
    assert [a.name for p in r.programs for a in p.arrays if a.kind == "private"] == ["t"]


def test_loop_with_temporaries_still_carries_its_recurrence(tmp_path):
    from s2s.codegen.kernel_ir import Rotate
    path = _write(tmp_path, "rec_temps", RECURRENCE_TEMPS, 20)
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True)
    body = [n for p in r.programs for k in p.kernels for n in walk(k.body)]
    rots = [n for n in body if isinstance(n, Rotate)]
    assert len(rots) == 1 and ("carry", "B") in [(v.kind, v.array) for v in rots[0].values]
    assert sorted((n.array, n.store) for n in body if isinstance(n, Private)) == [("t", False), ("u", False)]


def test_disabled_pass_keeps_memory_accesses(tmp_path):
    assert _privates(_write(tmp_path, "tri", TRIANGULAR, 12), disabled_passes=["private"]) == []


def _targets() -> list:
    return ["openmp", pytest.param("opencl", marks=pytest.mark.skipif(not have_opencl(), reason="no OpenCL"))]


@pytest.mark.parametrize("target", _targets())
@pytest.mark.parametrize("name,kernel,n", [("tri", TRIANGULAR, 37), ("overlap", OVERLAP, 19),
                                           ("guarded", GUARDED, 23), ("guarded_small", GUARDED, 5),
                                           ("scalar", SCALAR, 29), ("symm_cols", SYMM_COLS, 31),
                                           ("live", LIVE, 27), ("skipped", SKIPPED_READ, 13),
                                           ("covered", COVERED_READ, 14), ("temps", TEMPS, 21),
                                           ("rec_temps", RECURRENCE_TEMPS, 17),
                                           ("cond_temps", COND_TEMPS, 23)])
def test_promoted_code_matches_the_original(tmp_path, name, kernel, n, target):
    r = check_file(_write(tmp_path, name, kernel, n), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-2000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name,kernel", [("tri", TRIANGULAR), ("guarded", GUARDED), ("scalar", SCALAR),
                                         ("symm_cols", SYMM_COLS), ("temps", TEMPS),
                                         ("rec_temps", RECURRENCE_TEMPS)])
def test_promoted_cuda_compiles(tmp_path, name, kernel):
    from s2s.check.build import compile_cuda_only
    path = _write(tmp_path, name, kernel, 16)
    assert _privates(path, force_device=True)
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))


def test_a_register_not_loaded_on_every_path_starts_at_zero():
    """ptxas 13.0 -O3 miscompiled a register assigned on every executed path but declared without a value
    (fuzz seed 437420: NaN stored on the H200): such registers start at 0, so that every path defines
    them; one loaded unconditionally needs no initial value."""
    import os
    import re

    from conftest import ROOT
    src = os.path.join(ROOT, "tests", "fuzz_regressions", "register_defined_on_every_path.c")
    text = translate_file(src, target="cuda", log=DiagnosticLog(), force_device=True).device_text
    decls = re.findall(r"\n *(?:double|int) (_p\d+)( = 0)?;\n( *)(.*)", text)
    assert decls
    for name, init, _, nxt in decls:
        loaded = nxt.startswith(f"{name} = ") and not nxt.startswith("if")
        assert init or loaded, (name, nxt)
    assert any(init for _, init, _, _ in decls)


def test_boolean_temporaries_offload_on_opencl_as_bool_locals():
    """A `_Bool` temporary of the body kept the SCoP on the host for OpenCL (no boolean buffers with C's
    layout): its copies are registers now, `bool` locals of the kernel, which convert as C's _Bool."""
    import os

    from conftest import ROOT
    path = os.path.join(ROOT, "tests", "faithful", "bool_temporaries.c")
    log = DiagnosticLog()
    r = translate_file(path, target="opencl", log=log, force_device=True)
    assert r.programs and not [d for d in log.items if d.severity == "warning"]
    assert "bool _p" in r.main_text
    for target in _targets():
        target = getattr(target, "values", (target,))[0]
        if target == "opencl" and not have_opencl():
            continue
        res = check_file(path, target=target)
        assert res.status == "match", (res.status, res.message)
