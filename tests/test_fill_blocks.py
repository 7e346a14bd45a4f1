"""Blocks that shrink at launches of few points (kernel_ir.Geometry.fill, the CUDA host's s2s_fill_block).

A 1-D launch of a few thousand threads in s2s's default blocks of 256 runs on a handful of an H100's 132
multiprocessors; the generic CUDA kernels therefore take their tile size from blockDim and the host picks
the block at each launch.  These tests check where that applies, that the host's choice covers every
point, and that sizes the user asked for are kept."""
from __future__ import annotations

import os
import re
import subprocess

import pytest

import s2s
from conftest import ROOT, needs_nvcc

ADI = os.path.join(ROOT, "corpus", "adi.c")
TWO_D = """
void scale(int n, int m, double A[n][m], double B[n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = 2.0 * A[i][j] + 1.0;
#pragma endscop
}
"""


def _cuda(source: str, **kw):
    return s2s.translate(source, target="cuda", **kw)


def _adi(**kw):
    with open(ADI) as f:
        return _cuda(f.read(), filename="adi.c", defines=["MEDIUM_DATASET"], **kw)


def test_generic_kernels_take_the_block_chosen_at_the_launch():
    t = _adi()
    code = t.device_source
    kernels = re.findall(r"__global__ void (s2s_scop0_kernel\d+)\(", code)
    assert kernels
    for name in kernels:
        body = code[code.index(f"__global__ void {name}("):]
        body = body[:body.index("\n}\n")]
        assert "* (long)blockDim.x + threadIdx.x" in body, name
    launches = re.findall(r"_block\(\(unsigned\)_bs0, 1, 1\)", code)
    assert len(launches) == len(kernels)
    assert code.count("s2s_fill_block((long)(") == len(kernels)
    # the persistent kernel runs the same kernels in virtual blocks of the fixed shape
    persistent = code[code.index("void s2s_scop0_persistent0("):]
    persistent = persistent[:persistent.index("\n}\n")]
    assert "_bs0" not in persistent and "* 256 +" in persistent


def test_a_block_the_user_asked_for_is_kept():
    code = _adi(sizes="kernel[i] -> block[128]").device_source
    assert "s2s_fill_block((long)(" not in code and "blockDim" not in code
    assert "_block(128, 1, 1)" in code


def test_two_dimensional_blocks_keep_their_shape():
    code = _cuda(TWO_D, filename="scale.c", force_device=True).device_source
    assert "s2s_fill_block((long)(" not in code and "blockDim" not in code
    assert "_block(32, 8, 1)" in code


def test_the_host_sizes_every_member_from_x_outwards():
    """Geometry.fill_lines on a 2-D geometry (not used by s2s today, kept general): x is sized first and
    keeps its 32 lanes, y may shrink to 1 given the blocks along x."""
    import islpy as isl

    from s2s.codegen.kernel_ir import Geometry
    build = isl.AstBuild.from_context(isl.Set("[n, m] -> { : }"))

    def e(text):
        return build.expr_from_pw_aff(isl.PwAff(f"[n, m] -> {{ [({text})] }}"))
    geo = Geometry(block=[8, 32], axes=[1, 0], ranges=[(e("0"), e("n - 1")), (e("0"), e("m - 1"))], fill=True)
    lines = geo.fill_lines("")
    assert lines[0].startswith("const long _bs1 = s2s_fill_block((long)(m - 1) - (long)(0) + 1, "
                               "1L, 32L, 32L)")
    assert lines[1].startswith("const long _bs0 = s2s_fill_block((long)(n - 1) - (long)(0) + 1, "
                               "(s2s_floord((long)(m - 1), _bs1) - s2s_floord((long)(0), _bs1) + 1), 8L, 1L)")
    assert geo.block_exprs() == ["(unsigned)_bs1", "(unsigned)_bs0", "1"]


def test_opencl_and_reduction_kernels_keep_fixed_blocks():
    with open(ADI) as f:
        src = f.read()
    t = s2s.translate(src, target="opencl", filename="adi.c", defines=["MEDIUM_DATASET"])
    assert "s2s_fill_block" not in (t.device_source or "") + t.source
    with open(os.path.join(ROOT, "corpus", "matvec.c")) as f:
        code = _cuda(f.read(), filename="matvec.c", force_device=True).device_source
    assert "s2s_fill_block((long)(" not in code


def _fill_block_function(code: str) -> str:
    start = code.index("static long s2s_fill_block(")
    return code[start:code.index("\n}\n", start) + 3]


@pytest.mark.parametrize("sms", [132, 1])
def test_the_chosen_block_is_within_its_limits_and_fills_the_device(tmp_path, sms):
    """s2s_fill_block, compiled from the generated code with a fixed multiprocessor count: every block is
    a multiple of its unit within [unit, full]; a launch has at least one block per multiprocessor when
    its points allow it, and the default block when they are many."""
    import shutil
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler")
    fn = _fill_block_function(_adi().device_source)
    cases = [(p, o, f, u) for p in (0, 1, 31, 500, 2000, 4224, 20000, 33792, 10**6)
             for o in (1, 3, 64) for f, u in ((256, 32), (8, 1), (4, 1))]
    prog = tmp_path / "fill.c"
    main = ('int main(void) { long p, o, f, u;\n'
            '  while (scanf("%ld %ld %ld %ld", &p, &o, &f, &u) == 4)\n'
            '    printf("%ld\\n", s2s_fill_block(p, o, f, u));\n  return 0; }\n')
    prog.write_text(f"#include <stdio.h>\nstatic int s2s_sm_count(void) {{ return {sms}; }}\n{fn}\n{main}")
    exe = tmp_path / "fill"
    subprocess.run([cc, "-O2", "-o", str(exe), str(prog)], check=True)
    out = subprocess.run([str(exe)], input="\n".join(" ".join(map(str, c)) for c in cases),
                         capture_output=True, text=True, check=True).stdout.split()
    assert len(out) == len(cases)
    for (p, o, full, unit), b in zip(cases, map(int, out), strict=True):
        assert unit <= b <= full and b % unit == 0, (p, o, full, unit, b)
        blocks = o * -(-p // b)
        if o * -(-p // unit) >= sms:          # enough points for a block on every multiprocessor
            assert blocks >= sms, (p, o, full, unit, b)
        if p * o >= sms * full:               # many points: the default block
            assert b == full, (p, o, full, unit, b)


@needs_nvcc
def test_nvcc_compiles_the_launches(tmp_path):
    from s2s.check.build import nvcc_path
    for t in (_adi(),):
        cu = tmp_path / "k.cu"
        cu.write_text(t.device_source)
        r = subprocess.run([nvcc_path(), "-arch=sm_90", "-c", "-o", str(tmp_path / "k.o"), str(cu)],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr


@needs_nvcc
def test_generic_kernel_is_a_template_over_striding(tmp_path):
    """CUDA generic kernels: a template over whether blocks stride over the tiles; the host launches
    <true> only when a grid dimension has more tiles than the hardware limit, and the <false> instance
    needs fewer registers (its tile loops provably run once)."""
    from s2s.driver import translate_file
    path = tmp_path / "st.c"
    path.write_text("""
void st(int n, double A[n][n][n], double B[n][n][n]) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
        B[i][j][k] = (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k] + A[i][j + 1][k] + A[i][j][k - 1]
                      + A[i][j][k + 1]) / 6;
#pragma endscop
}
""")
    r = translate_file(str(path), target="cuda", force_device=True, disabled_passes=["stencil"])
    code = r.device_text or r.main_text
    assert "template <bool S2S_STRIDE>" in code
    assert "_t0 = S2S_STRIDE ? _t0 + gridDim.z : _nt0" in code
    assert "if (_nt0 > 65535L || _nt1 > 65535L || _nt2 > 2147483647L)" in code
    assert "<true><<<_grid, _block>>>" in code and "<false><<<_grid, _block>>>" in code
    files = r.output_files(str(tmp_path / "st.cu"))
    for p, text in files.items():
        with open(p, "w") as f:
            f.write(text)
    res = subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-Xptxas", "-v", "-c", "-o", str(tmp_path / "st.o"),
                          str(tmp_path / "st.cu")], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    regs = {}
    for sym, n in re.findall(r"Compiling entry function '(\w+)'.*?Used (\d+) registers", res.stderr, re.S):
        regs["ILb1E" in sym] = int(n)
    assert regs[False] < regs[True], regs


@needs_nvcc
def test_one_thread_kernel_loops_are_not_unrolled_in_cuda(tmp_path):
    """nvcc 13.0 unrolls some one-thread loops wrongly (fuzz seeds 300536, 360455 on the H100): their
    loops carry `#pragma unroll 1` in CUDA; OpenCL and the grid kernels are printed as before."""
    from s2s.driver import translate_file
    path = tmp_path / "rec.c"
    path.write_text("""
void rec(int n, double s[1], float A[n][n]) {
#pragma scop
  for (int i = n - 1; i >= 2; i--) {
    if (i % 2 == 0)
      s[0] += 0.03125 * (0.375 * s[0] + 1.5);
    A[i][i - 2] -= 0.0625 * s[0];
  }
  for (int i = 0; i < n; i++)
    A[0][i] = A[0][i] * 2;
#pragma endscop
}
""")
    r = translate_file(str(path), target="cuda", force_device=True)
    code = r.device_text or r.main_text
    kernels = list(r.programs[0].kernels)
    assert any(not k.n_par for k in kernels) and any(k.n_par for k in kernels)
    single = [k.name for k in kernels if not k.n_par][0]
    body = code[code.index(f"void {single}("):]
    body = body[:body.index("\n}\n")]
    assert "#pragma unroll 1\n" in body and "for (" in body
    grid = [k.name for k in kernels if k.n_par][0]
    gbody = code[code.index(f"void {grid}("):]
    assert "#pragma unroll 1" not in gbody[:gbody.index("\n}\n")]
    assert "#pragma unroll" not in translate_file(str(path), target="opencl", force_device=True).main_text
    files = r.output_files(str(tmp_path / "rec.cu"))
    for p, text in files.items():
        with open(p, "w") as f:
            f.write(text)
    res = subprocess.run(["nvcc", "-O3", "-arch=sm_90", "-c", "-o", str(tmp_path / "rec.o"),
                          str(tmp_path / "rec.cu")], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
