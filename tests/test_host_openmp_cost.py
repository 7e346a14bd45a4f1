"""The OpenMP version of a SCoP kept on the host (s2s/codegen/host_openmp.py) is written only where the cost
model puts it clearly below the sequential code: parallel loops inside a sequential loop fork once per
outer iteration, and for little work each that is slower than the original.  The build commands of CUDA
and OpenCL outputs that carry such a version enable OpenMP."""
from __future__ import annotations

import os
import subprocess

import re

from conftest import ROOT
from test_profitability import PARAMETRIC, STREAMING_MAIN

from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

# corpus/lcs.c, a wavefront kept on the host: each anti-diagonal is a parallel loop, forked once per
# diagonal (n + m forks) for about min(n, m) / 2 instances each
LCS = os.path.join(ROOT, "corpus", "lcs.c")


def _translate(tmp_path, text: str, target: str, defines=()):
    src = tmp_path / "p.c"
    src.write_text(text)
    return translate_file(str(src), target=target, log=DiagnosticLog(), verbose=True, on_note=lambda d: None,
                          defines=defines)


def test_streaming_openmp_version_always_and_build_enables_openmp(tmp_path):
    """y = A x + B x on the host: one parallel region of n^2 work pays from small sizes on; the build
    commands that s2s prints turn OpenMP on (nvcc passes -fopenmp to the host compiler)."""
    cu = _translate(tmp_path, STREAMING_MAIN, "cuda")
    assert not cu.programs and cu.host_openmp
    assert "-Xcompiler -fopenmp" in cu.build_command(str(tmp_path / "p.cu"))
    ocl = _translate(tmp_path, STREAMING_MAIN, "opencl")
    assert ocl.build_command(str(tmp_path / "p.ocl.c")).startswith("cc -O2 -fopenmp ")
    said = next(x for x in ocl.decisions[0].decisions if "its OpenMP version" in x)
    assert "1 parallel region" in said
    # an offloaded program asks for OpenMP only where its text has an OpenMP version (below the size the
    # device pays from, where the host's cores pay: driver.py)
    mm = _translate(tmp_path, PARAMETRIC, "cuda")
    assert mm.programs and mm.host_openmp == ("#ifdef _OPENMP" in mm.main_text)
    assert mm.host_openmp == ("fopenmp" in mm.build_command(str(tmp_path / "p.cu")))
    forced = translate_file(str(tmp_path / "p.c"), target="cuda", log=DiagnosticLog(), force_device=True)
    assert not forced.host_openmp and "fopenmp" not in forced.build_command(str(tmp_path / "p.cu"))


def test_wavefront_forks_priced(tmp_path):
    """The wavefront's OpenMP version forks once per anti-diagonal: not worth it at the sizes around 1024,
    so it is either absent or behind a runtime size test well above that; built with -fopenmp at the
    MEDIUM size the output prints what the original prints."""
    with open(LCS) as f:
        lcs = f.read()
    r = _translate(tmp_path, lcs, "opencl", defines=["MEDIUM_DATASET"])
    assert not r.programs
    said = next(x for x in r.decisions[0].decisions if "OpenMP version" in x)
    text = r.main_text
    m = re.search(r"from n = m ~ (\d+) on", said)
    if m:
        assert int(m.group(1)) > 1024, said
        assert "OpenMP on the host's cores pays only for large enough sizes" in text and r.host_openmp
        assert re.search(r"if \(\(\(double\)\(n\) \* \(double\)\(m\) >= \d+\)", text)
    else:
        assert said.startswith("no OpenMP version for the host (~"), said
        assert "#ifdef _OPENMP" not in text and not r.host_openmp
    out = tmp_path / "w.ocl.c"
    out.write_text(text)
    ref = tmp_path / "ref"
    subprocess.run(["cc", "-O2", "-DMEDIUM_DATASET", "-o", str(ref), str(tmp_path / "p.c")], check=True,
                   capture_output=True)
    want = subprocess.run([str(ref)], capture_output=True, text=True, check=True).stdout
    exe = tmp_path / "omp"
    subprocess.run(["cc", "-O2", "-fopenmp", "-DMEDIUM_DATASET", "-o", str(exe), str(out), "-lm"], check=True,
                   capture_output=True)
    got = subprocess.run([str(exe)], capture_output=True, text=True, check=True,
                         env=dict(os.environ, OMP_NUM_THREADS="2")).stdout
    assert got == want



COLUMN_WALKS = """
void f(int n, double A[n][n], double Y[n][n], double x[n], double y[n], double B[n][n])
{
#pragma scop
  for (int j = 0; j < n; j++)
    for (int i = 2; i < n; i++)
      Y[i][j] = A[i][j] + 0.5 * Y[i - 1][j] - 0.25 * Y[i - 2][j] + A[i - 1][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] = y[i] + A[j][i] * x[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * 2.0;
#pragma endscop
}
"""


def test_strided_walks_count_one_line_per_column_walked(scop_of):
    """A core fetches a line per instance for each array it walks down a column; a column recurrence's
    accesses to one column (Y[i][j], Y[i-1][j], Y[i-2][j]) are one walk, A[i][j] and A[i-1][j] another;
    a row walk fetches none."""
    from s2s.gpu.cost import strided_walks, union_volume
    from s2s.passes.manager import Options, State, run_pipeline

    opts = Options(target="openmp", reschedule=False, disabled={"cpu-blocks"})
    st = run_pipeline(State(scop_of(COLUMN_WALKS), opts, DiagnosticLog()))
    got = [strided_walks(k, 1000) / union_volume(k.domain, 1000) for k in st.get("kernels")]
    assert [round(g, 2) for g in got] == [2.0, 1.0, 0.0], got


def test_column_blocks_walk_rows(scop_of):
    """In column blocks (codegen/cpu_blocks.py) the two column walks are row segments: no strided walk
    left; the row walk is not blocked."""
    from s2s.gpu.cost import strided_walks
    from s2s.passes.manager import Options, State, run_pipeline

    opts = Options(target="openmp", reschedule=False)
    st = run_pipeline(State(scop_of(COLUMN_WALKS), opts, DiagnosticLog()))
    kernels = st.get("kernels")
    assert [k.cpu_blocked for k in kernels] == [True, True, False]
    assert [strided_walks(k, 1000) for k in kernels] == [0, 0, 0]


def test_device_against_openmp_threshold_is_refined_between_samples():
    """Built with -fopenmp, the device's test is the one against the OpenMP version; its size is refined
    between the model's samples (powers of two) as the device's own threshold is.  mvt-pb at n = 8000 ran
    its OpenMP version on the H200 node (98 ms; the device 47-59 ms in earlier runs) while the device first
    won at the sample 8192.  Since its column walk runs in blocks (codegen/cpu_blocks.py: 15 ms on the
    node's cores at n = 8000, the device 42 ms in the same run) the refined size lies above 8000, between
    two samples."""
    path = os.path.join(ROOT, "tests", "variants", "mvt-pb.c")
    r = translate_file(path, target="cuda", log=DiagnosticLog())
    test = r"#ifdef _OPENMP\n  \(double\)\(n\) \* \(double\)\(n\) >= ([\d.e+]+)\n#else\n"
    m = re.search(test, r.source_text)
    assert m, r.source_text[:2000]
    n = round(float(m.group(1)) ** 0.5)
    assert 8000 < n < 65536 and n & (n - 1) != 0
