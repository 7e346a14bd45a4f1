"""Loop-carried values and read-ahead (s2s/gpu/carry.py): in a thread's sequential loop, a value the
previous iteration wrote comes from a register, and the loop's other moving reads are loaded one
iteration ahead, only where isl proves the register holds what the memory read would see."""
from __future__ import annotations

import subprocess
import textwrap
from pathlib import Path

import pytest
from conftest import have_opencl, needs_nvcc

from s2s.check.runner import check_file
from s2s.codegen.kernel_ir import Rotate, Stmt, walk
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
      s += C[i][j] * (i + 1) + B[i][j] * (j + 2) + A[i][j];
      if ((i * N + j) % 7 == 0) printf("%.15e %.15e %.15e\\n", A[i][j], B[i][j], C[i][j]);
    }
  printf("%.15e\\n", s);
  return 0;
}
"""

# Thomas-like sweep along each row (one thread per row): a forward recurrence, then a back substitution
ROWS = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i][0] = A[i][0];
    for (int j = 1; j < n; j++)
      B[i][j] = (A[i][j] - 0.25 * B[i][j - 1]) / (1.5 + 0.1 * B[i][j - 1]);
    C[i][n - 1] = B[i][n - 1];
    for (int j = n - 2; j >= 0; j--)
      C[i][j] = B[i][j] - 0.5 * C[i][j + 1];
  }
#pragma endscop
}
"""

# the same along columns (one thread per column: coalesced)
COLUMNS = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int j = 0; j < n; j++) {
    B[0][j] = A[0][j];
    for (int i = 1; i < n; i++)
      B[i][j] = (A[i][j] + A[i][(j + 1) % 1] - 0.25 * B[i - 1][j]) / (1.5 + 0.1 * B[i - 1][j]);
  }
#pragma endscop
}
"""

# a later statement of the iteration reads both the element written in it and the one written before (C
# feeds the next iteration of B: one loop, one thread per row)
SAME_ITERATION = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) {
      B[i][j] = 0.5 * B[i][j - 1] + 0.25 * C[i][j - 1] + A[i][j];
      C[i][j] = B[i][j] - 0.75 * B[i][j - 1];
    }
#pragma endscop
}
"""

# a compound update of the recurrence
COMPOUND = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      B[i][j] += 0.5 * B[i][j - 1] - A[i][j];
#pragma endscop
}
"""

# the value read was written two iterations before: no register carries it
DISTANCE_TWO = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 2; j < n; j++)
      B[i][j] = 0.5 * B[i][j - 2] + A[i][j];
#pragma endscop
}
"""

# two writes of the array in one iteration: the value read is not one write's
TWO_WRITES = """
void kernel(int n, double A[n][n], double B[n][n], double C[n][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) {
      B[i][j] = 0.5 * B[i][j - 1];
      B[i][j] = B[i][j] + A[i][j];
    }
#pragma endscop
}
"""

PROGRAMS = {"rows": ROWS, "columns": COLUMNS, "same_iteration": SAME_ITERATION, "compound": COMPOUND,
            "distance_two": DISTANCE_TWO, "two_writes": TWO_WRITES}


def _write(tmp_path, name: str, n: int = 24) -> str:
    path = tmp_path / f"{name}.c"
    path.write_text(f"#define N {n}\n" + textwrap.dedent(PROGRAMS[name]) + MAIN)
    return str(path)


def _translate(path: str, target: str = "cuda", **kw):
    return translate_file(path, target=target, log=DiagnosticLog(), force_device=True, **kw)


def _rotations(r) -> list[Rotate]:
    return [n for p in r.programs for k in p.kernels for n in walk(k.body) if isinstance(n, Rotate)]


def _kinds(rot: Rotate) -> list[tuple[str, str]]:
    return sorted((v.kind, v.array) for v in rot.values)


def test_row_sweep_carries_its_recurrences_and_reads_ahead(tmp_path):
    rots = _rotations(_translate(_write(tmp_path, "rows")))
    assert [_kinds(r) for r in rots] == [[("ahead", "A"), ("carry", "B")], [("ahead", "B"), ("carry", "C")]]
    # the forward loop is empty when n == 1: its first values are loaded only where it runs; the read
    # ahead stops at the last iteration
    fwd = rots[0]
    assert fwd.load_cond is not None and "n" in str(fwd.load_cond)
    assert next(v for v in fwd.values if v.kind == "ahead").ahead_cond is not None
    # the write that feeds the register is the statement's assignment; the two reads of B[i][j - 1] share it
    stmts = [n for n in walk(fwd.loop) if isinstance(n, Stmt)]
    carry = next(v for v in fwd.values if v.kind == "carry")
    assert [dict(s.tees) for s in stmts] and any(carry.next in dict(s.tees).values() for s in stmts)
    assert sum(1 for s in stmts for _, reg in s.regs if reg == carry.name) == 2


def test_printed_loop_rotates_its_registers(tmp_path):
    r = _translate(_write(tmp_path, "same_iteration"))
    (rot,) = _rotations(r)
    assert _kinds(rot) == [("ahead", "A"), ("carry", "B"), ("carry", "C")]
    carry = next(v for v in rot.values if v.array == "B")
    text = r.device_text
    # the new value is set by the store, and the later statement still reads the old one from the register
    assert f"{carry.next} = (B[" in text
    assert f"{carry.name} = {carry.next};" in text
    line = next(x for x in text.splitlines() if "= (C[" in x)
    assert carry.name in line and "B[" in line       # B[i][j] from memory, B[i][j - 1] from the register


def test_compound_update_is_carried(tmp_path):
    (rot,) = _rotations(_translate(_write(tmp_path, "compound")))
    assert ("carry", "B") in _kinds(rot)


@pytest.mark.parametrize("name", ["distance_two", "two_writes"])
def test_values_not_written_by_the_iteration_before_stay_in_memory(tmp_path, name):
    assert _rotations(_translate(_write(tmp_path, name))) == []


def test_host_targets_and_disabled_pass_keep_the_loops(tmp_path):
    path = _write(tmp_path, "rows")
    assert _rotations(_translate(path, disabled_passes=["carry"])) == []
    assert _rotations(translate_file(path, target="openmp", log=DiagnosticLog())) == []


def test_reads_moving_by_rows_get_prefetch_hints_on_cuda(tmp_path):
    """The column sweep's A[i][j] (thread j, loop i: a new row in each iteration, the warp's threads along
    it) is named in a prefetch hint PREFETCH_DISTANCE iterations ahead, under the condition that the loop
    reaches that iteration; A[i][0] (the same element for every thread) and the row sweep's reads (the
    next element lies in the line already loaded) are not; OpenCL prints no hint."""
    from s2s.gpu.carry import PREFETCH_DISTANCE
    cols = _translate(_write(tmp_path, "columns"))
    (rot,) = _rotations(cols)
    hinted = [v for v in rot.values if v.prefetch]
    assert [(v.kind, v.array) for v in hinted] == [("ahead", "A")]
    assert hinted[0].prefetch_cond is not None
    lines = [x.strip() for x in cols.device_text.splitlines() if "prefetch.global.L1" in x]
    assert len(lines) == 1 and lines[0].startswith("if ("), lines
    assert f"&A[(_c0 + {PREFETCH_DISTANCE})" in lines[0], lines
    assert all(not v.prefetch for rot in _rotations(_translate(_write(tmp_path, "rows"))) for v in rot.values)
    ocl = _translate(_write(tmp_path, "columns"), target="opencl")
    assert _rotations(ocl) and all(not v.prefetch for rot in _rotations(ocl) for v in rot.values)
    assert "prefetch" not in ocl.main_text


@needs_nvcc
@pytest.mark.parametrize("name", ["rows", "columns"])
def test_cuda_translation_compiles(tmp_path, name):
    path = _write(tmp_path, name)
    r = _translate(path)
    cu = tmp_path / f"{name}_dev.cu"
    cu.write_text(r.device_text)
    res = subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-c", str(cu), "-o", str(tmp_path / f"{name}.o")],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr[-2000:]


@pytest.mark.opencl
@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_results_match_the_original(tmp_path, name):
    r = check_file(_write(tmp_path, name, 40), target="opencl")
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# ------------------------------------------------ the programs of tests/carry (complete C files)
CARRY_DIR = Path(__file__).resolve().parent / "carry"
CARRY_FILES = sorted(p.name for p in CARRY_DIR.glob("*.c"))


def _file(name: str) -> str:
    return str(CARRY_DIR / name)


def _regs_of(rot: Rotate, reg: str) -> int:
    return sum(1 for s in walk(rot.loop) if isinstance(s, Stmt) for _, r in s.regs if r == reg)


def test_reads_that_part_in_the_first_iteration_do_not_share_the_register():
    # `B[i][j - 1]` and `B[i][j > 1 ? j - 1 : 7]` both read the element written one iteration before, but
    # not the same element in the first one: one register loaded with B[i][0] gave the second read
    # B[i][0] instead of B[i][7] (a wrong result)
    (rot,) = _rotations(_translate(_file("c20_first_differs.c")))
    carry = next(v for v in rot.values if v.kind == "carry")
    assert carry.array == "B" and _regs_of(rot, carry.name) == 1


def test_reads_a_condition_may_skip_load_nothing_early():
    # `j > 0 ? B[i][j - 1] : 1` from j = 0: a register of it was loaded with B[i][-1] before the loop, and
    # `j < M - 1 ? A[i][j + 1] : -1` read A[i][M] one iteration ahead (memory the program never reads)
    assert _rotations(_translate(_file("c19_guarded_reads.c"))) == []


def test_a_skipped_read_shares_the_register_of_one_always_made():
    (rot,) = _rotations(_translate(_file("c21_guarded_shared.c")))
    carry = next(v for v in rot.values if v.kind == "carry")
    assert _regs_of(rot, carry.name) == 2           # B[i][j - 1], then the same in a branch of `?:`
    (ahead,) = [v for v in rot.values if v.kind == "ahead"]
    # A[i][j] (and its read after `&&`) ahead; A[i][j + 1], only in a branch, from memory
    assert ahead.array == "A" and _regs_of(rot, ahead.name) == 2


@pytest.mark.opencl
@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
@pytest.mark.parametrize("name", CARRY_FILES)
def test_carry_programs_match_the_original(name):
    r = check_file(_file(name), target="opencl", arrays=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# the arrays each program's CUDA kernels carry in registers (an empty list: no loop rotated)
CARRIED = {
    "c01_row_fwd.c": ["B"],
    "c02_col_bwd.c": ["C"],
    "c03_stride2.c": [],                        # a step of 2: left as it was
    "c04_three_arrays.c": ["X", "Y", "Z"],
    "c05_other_row.c": ["W"],                   # W[i][0][j - 1] (another row of W) from memory
    "c06_compound.c": ["B", "C", "D"],
    "c07_ints.c": ["C", "I", "S", "U", "UC"],
    "c11_cond.c": [],                           # conditions in the loop's body
    "c12_triangular.c": ["B"],
    "c19_guarded_reads.c": [],
    "c20_first_differs.c": ["B"],
    "c21_guarded_shared.c": ["B"],
    "c23_float_compound.c": ["F", "G", "L", "UL"],
    "c26_data_if.c": ["B", "C"],
    "c27_vla_sizes.c": ["B", "C"],
    "c29_typedef_mod.c": ["R", "W"],
    "c30_flat_pointers.c": ["b", "rows"],
    "c31_fib_anti.c": ["A", "B", "C"],
    "c32_2d_recurrence.c": ["X"],
    "c34_struct_members.c": ["s2s_m_p_a", "s2s_m_p_c"],     # p->a, p->c
    "c35_const_table.c": ["B"],
    "c36_scaled_mixed.c": ["B"],                # C's reads of C[i][j - 1] are both in branches of ?:
    "c37_div_mod_ahead.c": ["B"],
    "c38_banded.c": ["B"],
}


@pytest.mark.parametrize("name", sorted(CARRIED))
def test_carried_arrays(name):
    rots = _rotations(_translate(_file(name)))
    assert sorted({v.array for r in rots for v in r.values if v.kind == "carry"}) == CARRIED[name]


@needs_nvcc
@pytest.mark.parametrize("name", CARRY_FILES)
def test_carry_programs_compile_with_nvcc(tmp_path, name):
    r = _translate(_file(name))
    if name == "c09_long_double.c":     # long double stays on the host: no device code
        assert r.device_text is None
        return
    cu = tmp_path / "dev.cu"
    cu.write_text(r.device_text)
    res = subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-c", str(cu), "-o", str(tmp_path / "dev.o")],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr[-2000:]
