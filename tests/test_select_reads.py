"""Arrays read through a conditional expression together with an array the kernel writes are declared
without `const __restrict__` in CUDA and OpenCL kernels (codegen/select_reads.py): nvcc 13.0 loads
`c ? B[i] : A[j]` from a selected address through the read-only path when A is a read-only restrict
pointer, even when the address is B's, which the kernel has written (fuzz --reductions seed 320600)."""
from __future__ import annotations

import re

import pytest

import s2s

MIXED = """
void rec(int n, int m, double A[n][m], double B[n][m], double C[n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 2; j < m - 1; j++)
      B[i][j + 1] = (B[i][j - 2] > A[i][j - 2] ? B[i][j - 2] : A[i][j - 2]) * 0.5 + C[i][j];
#pragma endscop
}
"""

READ_ONLY = """
void pick(int n, double A[n], double B[n], double C[n])
{
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = A[i] > B[i] ? A[i] : B[i];
#pragma endscop
}
"""


def _signature(code: str, kernel: str = "s2s_scop0_kernel0") -> str:
    m = re.search(r"(__global__|__kernel) void " + kernel + r"\(([^)]*)\)", code)
    assert m, code[:2000]
    return m.group(2)


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_read_only_array_selected_with_a_written_one_loses_its_qualifiers(target):
    t = s2s.translate(MIXED, target=target, filename="rec.c", force_device=True)
    code = t.device_source or t.source
    sig = _signature(code.replace('\\n"\n  "', ""))
    restrict = "__restrict__" if target == "cuda" else "restrict"
    assert re.search(r"double \*A\b", sig) and f"*{restrict} A" not in sig, sig
    # B, written and selected with A, loses `restrict` (nvcc read it after a store of the same iteration:
    # fuzz --c-features seed 9286); C, read outside the conditional expression, keeps its qualifiers
    assert re.search(r"double \*B\b", sig) and f"*{restrict} B" not in sig, sig
    assert re.search(rf"const double \*{restrict} C\b", sig), sig


def test_arrays_selected_among_read_only_ones_keep_the_read_only_path():
    t = s2s.translate(READ_ONLY, target="cuda", filename="pick.c", force_device=True)
    sig = _signature(t.device_source)
    assert "const double *__restrict__ A" in sig and "const double *__restrict__ B" in sig, sig
