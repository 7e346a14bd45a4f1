"""CUDA group reductions combine lanes with __shfl_xor_sync over the full warp mask: every lane must execute
every shuffle.  An integer min/max combine is a ternary; with the shuffle inside it, the second shuffle ran
on only the lanes that took that branch, and the warp waited forever (fuzz --reductions seeds 300011 and
300667 hung on the H100 until the check's time limit)."""
from __future__ import annotations

import re

import pytest
from conftest import needs_nvcc

import s2s

# floating-point minima as fmin: a comparison of floating-point values keeps C's order of ties and NaNs in
# its own code (UpdateForm.ordered, test_reduction.py), not these shuffles
TERNARY, FMIN = "D[i][0] <= C[i][j] ? D[i][0] : C[i][j]", "fmin(D[i][0], C[i][j])"
ROW_MIN = """
void rowmin(int n, int m, %(t)s D[n][m], %(t)s C[n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      D[i][0] = %(u)s;
#pragma endscop
}
"""


@pytest.mark.parametrize("ctype", ["int", "long", "float", "double"])
def test_every_shuffle_is_a_statement_of_its_own(ctype):
    u = FMIN if ctype in ("float", "double") else TERNARY
    t = s2s.translate(ROW_MIN % {"t": ctype, "u": u}, target="cuda", filename="rowmin.c", force_device=True)
    code = t.device_source
    shuffles = [ln.strip() for ln in code.splitlines() if "__shfl" in ln]
    assert shuffles, "expected a group reduction with warp shuffles"
    for ln in shuffles:
        # `const T _v = __shfl_xor_sync(...);`: evaluated by every lane, whatever the combine is
        assert re.fullmatch(r"const [\w ]+ _v = __shfl_xor_sync\(0xffffffffu, \w+, _o\);", ln), ln
        assert "?" not in ln


@needs_nvcc
def test_nvcc_compiles_it(tmp_path):
    import subprocess

    from s2s.check.build import nvcc_path
    t = s2s.translate(ROW_MIN % {"t": "int", "u": TERNARY}, target="cuda", filename="rowmin.c",
                      force_device=True)
    cu = tmp_path / "k.cu"
    cu.write_text(t.device_source)
    r = subprocess.run([nvcc_path(), "-arch=sm_90", "-c", "-o", str(tmp_path / "k.o"), str(cu)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
