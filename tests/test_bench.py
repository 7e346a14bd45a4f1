"""`s2s bench`: instrumentation, the per-program work table, prepare, the stdlib-only runner (CPU builds here;
nvcc builds when nvcc exists) and the report.  The numbers in the fabricated RESULTS.json of the report
tests are test input, not measurements."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

import s2s
from s2s.bench import metadata, prepare, report
from s2s.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")
DATA = os.path.join(ROOT, "s2s", "bench", "data")

SAXPY = r"""/* region in a function called three times */
#include <stdio.h>
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif
#if defined(MINI_DATASET)
#  define N 64
#else
#  define N 1000
#endif
static DATA_TYPE x[N], y[N];

static void kernel_saxpy(int n, DATA_TYPE a)
{
  int i;
  #pragma scop
  for (i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
  #pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    x[i] = (DATA_TYPE)(i % 7);
    y[i] = (DATA_TYPE)(i % 3);
  }
  for (int r = 0; r < 3; r++)
    kernel_saxpy(N, (DATA_TYPE)0.5);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += (double)y[i];
  printf("%.6e\n%.6e\n", s, (double)y[N - 1]);
  return 0;
}
"""

BLUR = r"""/* a 2-D stencil with a time loop */
#include <stdio.h>
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif
#if defined(MINI_DATASET)
#  define N 20
#  define T 4
#else
#  define N 200
#  define T 10
#endif
static DATA_TYPE A[N][N], B[N][N];

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (DATA_TYPE)((i * 3 + j) % 11) / 11;
#pragma scop
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) / 4;
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = B[i][j];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (double)A[i][j];
  printf("sum %.8e\n", s);
  return 0;
}
"""

REQUIRED = [
    "gemm",
    "2mm",
    "3mm",
    "syrk",
    "syr2k",
    "symm",
    "trmm",
    "jacobi-1d",
    "jacobi-2d",
    "heat-3d",
    "fdtd-2d",
    "seidel-2d",
    "matvec",
    "mvt",
    "atax",
    "bicg",
    "gesummv",
    "dot",
    "transpose",
    "doitgen",
    "covariance",
    "correlation",
]


def _load_runner(tmp_path):
    """run.py as a module, from a copy next to the s2s_compare.py it imports (as prepare lays them out)."""
    shutil.copyfile(os.path.join(ROOT, "s2s", "check", "compare.py"), tmp_path / "s2s_compare.py")
    shutil.copyfile(os.path.join(DATA, "run.py"), tmp_path / "run.py")
    spec = importlib.util.spec_from_file_location("s2s_bench_run", tmp_path / "run.py")
    mod = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(mod)
    finally:
        sys.path.remove(str(tmp_path))
    return mod


def _stdlib_python() -> list[str]:
    """A Python that sees only the standard library (-S: no site-packages, so no s2s, islpy or numpy)."""
    return [sys.executable, "-I", "-S"]


# ---- instrumentation and sizes ----------------------------------------------------------------------------


def test_instrument_puts_markers_around_each_region_keeping_indentation():
    out = prepare.instrument(SAXPY, "saxpy.c").splitlines()
    k = out.index("  #pragma scop")
    assert out[k - 1] == "  S2S_REGION_BEGIN();"
    e = out.index("  #pragma endscop")
    assert out[e + 1] == "  S2S_REGION_END();"
    assert len(out) == len(SAXPY.splitlines()) + 2


@pytest.mark.parametrize(
    "text, line, msg",
    [
        ("int x;\n", 1, "no '#pragma scop' region"),
        ("void f(void) {\n#pragma scop\n}\n", 2, "without a '#pragma endscop'"),
        ("#pragma endscop\n", 1, "without a '#pragma scop'"),
        ("#pragma scop\n#pragma scop\n#pragma endscop\n", 2, "inside the region opened on line 1"),
    ],
)
def test_instrument_errors_are_located(text, line, msg):
    with pytest.raises(s2s.S2SError) as ei:
        prepare.instrument(text, "p.c")
    text = ei.value.diagnostics[0].format()
    assert text.startswith(f"p.c:{line}:1: error: ") and msg in text


def test_dataset_sizes_follow_the_dataset_branches():
    with open(os.path.join(CORPUS, "gemm.c")) as f:
        text = f.read()
    assert prepare.dataset_sizes(text, "LARGE") == {"NI": 2000, "NJ": 2200, "NK": 2400}
    assert prepare.dataset_sizes(text, "EXTRALARGE")["NK"] == 4800
    assert prepare.dataset_sizes(text, "SMALL") == {"NI": 120, "NJ": 130, "NK": 140}  # the #else branch
    assert prepare.dataset_sizes(BLUR, "MINI") == {"N": 20, "T": 4}
    assert prepare.dataset_sizes("#define K 7\n#ifdef X\n#define K 9\n#endif\n", "LARGE") == {"K": 7}


# ---- the work table --------------------------------------------------------------------------------------


@pytest.mark.parametrize("program", REQUIRED)
def test_work_table_fits_every_dataset_of_the_program(program):
    with open(os.path.join(CORPUS, program + ".c")) as f:
        text = f.read()
    for size in prepare.SIZES:
        w = metadata.work_for(program, prepare.dataset_sizes(text, size), 8)
        assert w is not None
        if w.reference == "cublas":
            assert w.flops > 0 and w.gemms and all(min(g) > 0 for g in w.gemms)
        else:
            assert w.reference == "copy" and w.bytes > 0


def test_work_formulas_count_what_the_nests_do():
    assert metadata.work_for("gemm", {"NI": 2, "NJ": 3, "NK": 4}, 8).flops == 2 * 2 * 3 * 4
    w = metadata.work_for("2mm", {"NI": 2, "NJ": 3, "NK": 4, "NL": 5}, 8)
    assert w.flops == 2 * 2 * 3 * 4 + 2 * 2 * 5 * 3 and w.gemms == ((2, 3, 4), (2, 5, 3))
    # syrk: lower triangle of a 3x3 C (6 entries), 2 flops per k over M = 4
    assert metadata.work_for("syrk", {"N": 3, "M": 4}, 8).flops == 6 * 2 * 4
    # jacobi-2d: per step two sweeps, each reads one N x N array and writes another; float is 4 bytes
    assert metadata.work_for("jacobi-2d", {"N": 10, "TSTEPS": 3}, 4).bytes == 3 * 2 * 2 * 100 * 4
    assert metadata.work_for("no-such-program", {}, 8) is None
    with pytest.raises(ValueError, match="'gemm' uses size 'NK'"):
        metadata.work_for("gemm", {"NI": 2, "NJ": 3}, 8)


# ---- prepare + the runner on the CPU ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    base = tmp_path_factory.mktemp("bench")
    for name, text in (("saxpy", SAXPY), ("blur", BLUR)):
        (base / f"{name}.c").write_text(text)
    out = base / "prep"
    rc = main(
        [
            "bench",
            "prepare",
            str(base / "saxpy.c"),
            str(base / "blur.c"),
            "--sizes",
            "MINI",
            "--types",
            "double,float",
            "--targets",
            "cuda,openmp",
            "--reps",
            "2",
            "--timers",
            "2",
            "--out",
            str(out),
            # saxpy and the small stencil stay on the host's cores by the cost model: forced, to time kernels
            "--force-device",
        ]
    )
    assert rc == 0
    return out


def test_prepare_writes_what_the_gpu_machine_needs(prepared):
    man = json.loads((prepared / "manifest.json").read_text())
    assert [(e["program"], e["type"]) for e in man["entries"]] == [
        ("saxpy", "double"),
        ("saxpy", "float"),
        ("blur", "double"),
        ("blur", "float"),
    ]
    assert man["reps"] == 2 and man["timers"] == 2
    for name in (
        "run.py",
        "s2s_compare.py",
        "bench_support.h",
        "bench_support.c",
        "references/ref_gemm.cu",
        "references/ref_copy.cu",
    ):
        assert (prepared / name).is_file()
    e = man["entries"][0]
    assert e["defines"] == ["-DMINI_DATASET", "-DDATA_TYPE=double"] and e["sizes"] == {"N": 64}
    assert e["work"] is None and e["translate_errors"] == {}
    # the markers survive the translation; the CUDA launch has its hooks
    omp = (prepared / e["openmp"]).read_text()
    assert "S2S_REGION_BEGIN();" in omp and "S2S_REGION_END();" in omp and "#pragma omp" in omp
    cuda = "".join((prepared / f).read_text() for f in e["cuda"])
    assert "S2S_REGION_BEGIN();" in cuda and "S2S_KERNEL_BEGIN(" in cuda and "S2S_KERNEL_END(" in cuda


def _run(prepared, *args, env=None):
    return subprocess.run(
        [*_stdlib_python(), str(prepared / "run.py"), *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )


def test_runner_times_regions_and_checks_outputs_on_the_cpu(prepared, tmp_path):
    res_path = tmp_path / "results.json"
    p = _run(prepared, "--cpu-only", "--jobs", "2", "--out", str(res_path))
    assert p.returncode == 0, p.stdout + p.stderr
    res = json.loads(res_path.read_text())
    assert res["cpu_only"] and res["reps"] == 2 and res["machine"]["date"]
    rows = {(r["program"], r["type"]): r for r in res["rows"]}
    assert len(rows) == 4
    for r in rows.values():
        assert r["seq"]["verdict"] == "OK"
        omp = r["targets"]["openmp"]
        assert omp["verdict"] == "MATCH", omp
        for d in (r["seq"]["region_s"], omp["region_s"]):
            assert len(d["all"]) == 2 and 0 < d["min"] <= d["median"]
        assert "cuda" not in r["targets"]  # --cpu-only
    # saxpy's region runs three times per run; only --timers 2 of them are kept one by one
    sax = rows[("saxpy", "double")]["seq"]
    assert sax["executions"] == 3 and sax["dropped"] == 1
    assert rows[("blur", "double")]["seq"]["executions"] == 1


def test_runner_reports_a_wrong_translation(prepared, tmp_path):
    bad = tmp_path / "prep"
    shutil.copytree(prepared, bad, ignore=shutil.ignore_patterns("build"))
    man = json.loads((bad / "manifest.json").read_text())
    omp = bad / man["entries"][0]["openmp"]
    text = omp.read_text()
    assert 'printf("%.6e\\n%.6e\\n", s,' in text
    omp.write_text(text.replace('printf("%.6e\\n%.6e\\n", s,', 'printf("%.6e\\n%.6e\\n", s * 1.01,'))
    res_path = tmp_path / "r.json"
    p = _run(bad, "--cpu-only", "--programs", "saxpy", "--reps", "1", "--out", str(res_path))
    assert p.returncode == 0, p.stderr
    rows = json.loads(res_path.read_text())["rows"]
    assert [r["program"] for r in rows] == ["saxpy", "saxpy"]
    assert rows[0]["targets"]["openmp"]["verdict"] == "MISMATCH"
    assert "line 1: expected" in rows[0]["targets"]["openmp"]["detail"]
    assert rows[1]["targets"]["openmp"]["verdict"] == "MATCH"


def test_runner_rejects_programs_it_has_not_prepared(prepared, tmp_path):
    p = _run(prepared, "--cpu-only", "--programs", "saxpy,nope", "--out", str(tmp_path / "r.json"))
    assert p.returncode == 1 and "not prepared here: nope" in p.stderr and "Traceback" not in p.stderr


def test_runner_without_gpu_tools_says_so(prepared, tmp_path):
    p = _run(prepared, "--nvcc", "no-such-nvcc-here", "--out", str(tmp_path / "r.json"))
    assert p.returncode == 2 and "no-such-nvcc-here" in p.stderr and "--cpu-only" in p.stderr
    assert "Traceback" not in p.stderr and not (tmp_path / "r.json").exists()


def test_bench_line_parsing(tmp_path):
    run = _load_runner(tmp_path)
    f = run.parse_bench_line("noise\nS2S_BENCH executions=3 region_total_s=1.5e-03 kernel_total_s=0 x=ab\n")
    assert f == {"executions": 3, "region_total_s": 1.5e-3, "kernel_total_s": 0, "x": "ab"}
    assert run.parse_bench_line("nothing here") is None
    assert run.summarize([3.0, 1.0, 2.0]) == {"min": 1.0, "median": 2.0, "all": [3.0, 1.0, 2.0]}


def test_separate_kernel_timing_takes_region_times_from_runs_without_events(tmp_path):
    run = _load_runner(tmp_path)
    exe = tmp_path / "fake"  # stands for a CUDA build: slower with kernel events on, as a real one is
    exe.write_text(
        "#!/bin/sh\necho 7\n"
        'if [ "$S2S_BENCH_KERNEL_EVENTS" = 0 ]; then r=1.0; k=0; n=0; else r=2.0; k=0.5; n=4; fi\n'
        'echo "S2S_BENCH executions=1 region_total_s=$r kernel_total_s=$k launches=$n" >&2\n'
    )
    exe.chmod(0o755)
    fake = type("R", (), {"args": type("A", (), {"timeout": 60})(), "build_dir": str(tmp_path)})()
    fake.run_once = run.Runner.run_once.__get__(fake)
    same = run.Runner.run_build(fake, str(exe), 2, "7\n", 0.0, 0.0)
    assert same["region_s"]["all"] == [2.0, 2.0] and same["kernel_s"]["all"] == [0.5, 0.5]
    sep = run.Runner.run_build(fake, str(exe), 2, "7\n", 0.0, 0.0, separate=True)
    assert sep["verdict"] == "MATCH" and sep["region_s"]["all"] == [1.0, 1.0]
    assert sep["kernel_s"]["all"] == [0.5, 0.5] and sep["launches"] == 4
    bad = run.Runner.run_build(fake, str(exe), 1, "8\n", 0.0, 0.0)
    assert bad["verdict"] == "MISMATCH" and "expected 8, got 7" in bad["detail"]


def test_a_sequential_run_stopped_by_seq_timeout_still_times_the_translation(tmp_path):
    """At the suite's default sizes some sequential builds run for minutes (2mm-pb 45 s, correlation-pb
    over 60 s on the H200 node): with --seq-timeout the translation is still timed, its output is not
    compared (UNCHECKED), and the report gives its speedup as a lower bound."""
    from s2s.bench.report import render_table, table_rows
    run = _load_runner(tmp_path)
    d = tmp_path / "LARGE-double"
    d.mkdir()
    (d / "p.seq").write_text("#!/bin/sh\nsleep 5\necho 1\n")
    (d / "p.cuda").write_text(
        "#!/bin/sh\necho 1\necho 'S2S_BENCH executions=1 region_total_s=0.25 kernel_total_s=0.1' >&2\n")
    for f in ("p.seq", "p.cuda"):
        (d / f).chmod(0o755)
    args = type("A", (), {"timeout": 60, "seq_timeout": 1, "kernel_timing": "same"})()
    fake = type("R", (), {"args": args, "build_dir": str(tmp_path), "seq_reps": 1, "reps": 2,
                          "targets": ["cuda"]})()
    fake.run_once = run.Runner.run_once.__get__(fake)
    fake.run_build = run.Runner.run_build.__get__(fake)
    e = {"program": "p", "size": "LARGE", "type": "double", "sizes": {}, "work": None, "rtol": 1e-6,
         "atol": 1e-8, "dir": "LARGE-double", "cuda": ["p.cu"]}
    row = run.Runner.run_entry(fake, e, {})
    assert row["seq"] == {"verdict": "STOPPED", "detail": "stopped after 1 s", "stopped_s": 1.0}
    cuda = row["targets"]["cuda"]
    assert cuda["verdict"] == "UNCHECKED" and "stdout" not in cuda, cuda
    assert cuda["region_s"]["all"] == [0.25, 0.25] and "stopped after 1 s" in cuda["detail"]
    results = {"rows": [row], "prepared": {"commit": "abc"}}
    (t,) = table_rows(results, "cuda")
    assert t["speedup"] is None and t["speedup_at_least"] == pytest.approx(4.0)
    assert "| UNCHECKED | stopped | 0.25 / 0.25 | > 4x |" in render_table(results, "cuda")


# ---- nvcc builds (no GPU needed) ---------------------------------------------------------------------------


@pytest.mark.nvcc
def test_nvcc_builds_the_instrumented_cuda_programs_and_the_copy_reference(prepared, tmp_path):
    if not shutil.which("nvcc"):
        pytest.skip("nvcc not found")
    p = _run(
        prepared, "--build-only", "--programs", "saxpy", "--jobs", "2", "--out", str(tmp_path / "r.json")
    )
    assert p.returncode == 0, p.stdout + p.stderr
    for t in ("double", "float"):
        exe = prepared / "build" / f"MINI-{t}" / "saxpy.cuda"
        assert exe.is_file()
        syms = subprocess.run(["nm", str(exe)], capture_output=True, text=True).stdout
        assert "s2s_bench_kernel_begin" in syms and "cudaEventRecord" in syms
    assert (prepared / "build" / "ref_copy").is_file()


@pytest.mark.nvcc
def test_nvcc_compiles_the_cublas_reference(tmp_path):
    if not shutil.which("nvcc"):
        pytest.skip("nvcc not found")
    probe = tmp_path / "probe.cu"
    probe.write_text("#include <cublas_v2.h>\nint main(void) { return 0; }\n")
    if subprocess.run(["nvcc", "-E", str(probe)], capture_output=True).returncode != 0:
        pytest.skip("cuBLAS headers not installed")
    p = subprocess.run(
        [
            "nvcc",
            "-O3",
            "-arch=sm_90",
            "-o",
            str(tmp_path / "ref_gemm"),
            os.path.join(DATA, "references", "ref_gemm.cu"),
            "-lcublas",
        ],
        capture_output=True,
        text=True,
    )
    assert p.returncode == 0, p.stderr


def test_cuda_translation_has_the_kernel_hooks_and_their_defaults():
    with open(os.path.join(CORPUS, "jacobi-2d.c")) as f:
        t = s2s.translate(f.read(), target="cuda", filename="jacobi-2d.c")
    code = t.device_source or t.source
    assert "#ifndef S2S_KERNEL_BEGIN" in code and "#ifndef S2S_KERNEL_END" in code
    lines = [ln.strip() for ln in code.splitlines()]
    launches = [k for k, ln in enumerate(lines) if "<<<" in ln]
    assert launches
    for k in launches:
        name = re.sub(r"<(true|false)>$", "", lines[k].split("<<<")[0])
        if lines[k - 1] in ("else",) or lines[k - 1].startswith("if ("):
            # a generic kernel's two template instances, picked by the grid's size, share one pair of hooks
            first = k - 1 if lines[k - 1].startswith("if (") else k - 3
            assert lines[first].startswith("if (") and lines[first + 2] == "else", lines[first:first + 4]
            assert lines[first + 1] == lines[first + 3].replace("<false>", "<true>")
            begin, end = first - 1, first + 4
        else:
            begin, end = k - 1, k + 1
        assert lines[begin] == f'S2S_KERNEL_BEGIN("{name}");' and lines[end] == f'S2S_KERNEL_END("{name}");'


# ---- prepare's user errors ---------------------------------------------------------------------------------


def test_prepare_user_errors(tmp_path, capsys):
    (tmp_path / "noscop.c").write_text("int main(void) { return 0; }\n")
    out = tmp_path / "o"
    assert main(["bench", "prepare", str(tmp_path / "noscop.c"), "--out", str(out)]) == 1
    assert f"{tmp_path / 'noscop.c'}:1:1: error: no '#pragma scop'" in capsys.readouterr().err
    assert not out.exists()
    assert main(["bench", "prepare", "gemm", "--sizes", "HUGE", "--out", str(out)]) == 1
    assert "--sizes HUGE" in capsys.readouterr().err
    assert main(["bench", "prepare", "no-such-program", "--out", str(out)]) == 1
    assert "no-such-program: no such file" in capsys.readouterr().err
    assert main(["bench", "prepare", "gemm", "--reps", "0", "--out", str(out)]) == 1
    assert not out.exists()


# ---- report ----------------------------------------------------------------------------------------------


def _fabricated_results(gpu: str = "Test GPU, 1.0, 1 MiB") -> dict:
    """Results as run.py writes them.  Test input only: these are not measurements."""

    def t(median, mn=None):
        return {"min": mn or median, "median": median, "all": [median, mn or median]}

    def row(program, work, seq, gpu_region, kernel, verdict="MATCH"):
        return {
            "program": program,
            "size": "LARGE",
            "type": "double",
            "sizes": {"N": 7, "M": 9},
            "work": work,
            "rtol": 1e-6,
            "atol": 1e-8,
            "seq": {"verdict": "OK", "region_s": t(seq)},
            "targets": {
                "cuda": {
                    "verdict": verdict,
                    "region_s": t(gpu_region),
                    "kernel_s": t(kernel),
                    "worst_rel": 1e-9,
                    **({"detail": "line 3: expected 1, got 2"} if verdict != "MATCH" else {}),
                }
            },
        }

    return {
        "format": 1,
        "reps": 2,
        "seq_reps": 2,
        "arch": "sm_90",
        "cpu_only": False,
        "prepared": {
            "commit": "abc123",
            "dirty": False,
            "created": "2026-01-01 00:00 UTC",
            "sizes": ["LARGE"],
            "types": ["double"],
        },
        "machine": {
            "date": "2026-01-02 00:00 UTC",
            "gpu": [gpu],
            "nvcc": "release 13.0",
            "cpu": "Test CPU",
            "cores": 16,
            "gcc": "12",
            "host": "h",
        },
        "references": {
            "copy": {"bytes": 2**29, "min_s": 1.0, "gbps": 4000.0},
            "gemm": [{"type": "double", "m": 1000, "n": 1000, "k": 500, "min_s": 2.5e-4, "gflops": 4000.0}],
        },
        "rows": [
            # 1e12 flops in a 0.5 s kernel: 2000 GFLOP/s; cuBLAS at (1000, 1000, 500): 1e9 flops in 0.25 ms
            row(
                "gemm",
                {"reference": "cublas", "flops": 1e12, "bytes": 0, "gemms": [[1000, 1000, 500]]},
                10.0,
                2.0,
                0.5,
            ),
            # 1e11 bytes in a 0.1 s kernel: 1000 GB/s, a quarter of the copy's 4000
            row("jacobi-2d", {"reference": "copy", "flops": 0, "bytes": 1e11, "gemms": []}, 3.0, 0.5, 0.1),
            row("lu", None, 1.0, 4.0, 3.0),
            row("atax", None, 1.0, 2.0, 1.0, verdict="MISMATCH"),
            {
                "program": "trmm",
                "size": "LARGE",
                "type": "double",
                "sizes": {},
                "work": None,
                "seq": {"verdict": "OK", "region_s": t(1.0)},
                "targets": {
                    "cuda": {"verdict": "FAIL", "detail": "build failed: nvcc -O3 x.cu\nx.cu(3): error: no"}
                },
            },
        ],
    }


DOC = "# Benchmarks\n\nintro\n\n" + report.BEGIN + "\nold table\n" + report.END + "\n\n## Later section\n"


def test_report_writes_the_table_and_the_chart(tmp_path):
    res, doc, png = tmp_path / "r.json", tmp_path / "b.md", tmp_path / "img" / "speedup.png"
    res.write_text(json.dumps(_fabricated_results()))
    doc.write_text(DOC)
    assert main(["bench", "report", str(res), "--doc", str(doc), "--chart", str(png)]) == 0
    text = doc.read_text()
    assert text.startswith("# Benchmarks\n\nintro\n\n" + report.BEGIN) and text.endswith(
        report.END + "\n\n## Later section\n"
    )
    assert "old table" not in text
    header = next(ln for ln in text.splitlines() if ln.startswith("| program"))
    for col in (
        "program",
        "size",
        "type",
        "verdict",
        "seq region",
        "GPU region",
        "speedup",
        "kernel (s)",
        "dimensions",
        "seq region / kernel",
        "% of cuBLAS or copy",
        "commit",
    ):
        assert col in header
    rows = {ln.split(" | ")[0][2:]: ln for ln in text.splitlines() if ln.startswith("| ") and "LARGE" in ln}
    assert (
        "| 5.00x | 0.5 | 20.00x |" in rows["gemm"]
        and "2000.0 GFLOP/s" in rows["gemm"]
        and "50% of cuBLAS" in rows["gemm"]
    )
    assert "1000.0 GB/s" in rows["jacobi-2d"] and "25% of copy" in rows["jacobi-2d"]
    assert "| 0.25x |" in rows["lu"] and rows["lu"].endswith("| abc123 |")
    assert "| LARGE | N=7 M=9 | double |" in rows["lu"]
    assert "MISMATCH" in rows["atax"] and "atax LARGE double [cuda]: line 3" in text
    assert "| FAIL |" in rows["trmm"] and "trmm LARGE double [cuda]: x.cu(3): error: no" in text
    assert "Test GPU" in text and "2026-01-02" in text and "4000 GB/s" in text
    assert "](img/speedup.png)" in text
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_report_without_matplotlib_still_writes_the_table(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib raises ImportError
    res, doc, png = tmp_path / "r.json", tmp_path / "b.md", tmp_path / "s.png"
    res.write_text(json.dumps(_fabricated_results()))
    doc.write_text(DOC)
    assert main(["bench", "report", str(res), "--doc", str(doc), "--chart", str(png)]) == 0
    assert "matplotlib is not installed" in capsys.readouterr().err
    assert "50% of cuBLAS" in doc.read_text() and not png.exists()


def test_report_errors(tmp_path, capsys):
    res, doc = tmp_path / "r.json", tmp_path / "b.md"
    res.write_text(json.dumps(_fabricated_results()))
    doc.write_text("# no markers\n")
    assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 1
    assert "markers of the benchmark table are missing" in capsys.readouterr().err
    assert doc.read_text() == "# no markers\n"
    doc.write_text(DOC)
    res.write_text("{\n  nope")
    assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 1
    assert f"{res}:2:3: error: not JSON" in capsys.readouterr().err
    other = tmp_path / "o.json"
    res.write_text(json.dumps(_fabricated_results()))
    other.write_text(json.dumps(_fabricated_results(gpu="Another GPU")))
    assert main(["bench", "report", str(res), str(other), "--doc", str(doc), "--no-chart"]) == 1
    assert "from another device or s2s commit" in capsys.readouterr().err
    assert doc.read_text() == DOC


GEMM_ROW, LU_ROW, JACOBI_ROW = '"rows"[0] (gemm LARGE double)', '"rows"[2] (lu LARGE double)', \
    '"rows"[1] (jacobi-2d LARGE double)'


@pytest.mark.parametrize("change, message", [
    (lambda r: r["rows"][0].pop("program"), '"rows"[0] has no "program"'),
    (lambda r: r["rows"].__setitem__(1, [1, 2]), '"rows"[1] is not an object'),
    (lambda r: r["rows"][0].__setitem__("size", 3), '"rows"[0]."size" must be a string, not 3'),
    (lambda r: r["rows"][2]["targets"]["cuda"]["region_s"].__setitem__("median", "x"),
     f'{LU_ROW}."targets"."cuda"."region_s" must be a time summary'),
    (lambda r: r["rows"][0].__setitem__("targets", ["cuda"]), f'{GEMM_ROW}."targets" must be'),
    (lambda r: r["rows"][0]["work"].pop("reference"), f'{GEMM_ROW}."work" must be'),
    (lambda r: r["rows"][0]["targets"]["cuda"].__setitem__("worst_rel", "1e-9"),
     f'{GEMM_ROW}."targets"."cuda"."worst_rel" must be a number'),
    (lambda r: r["rows"][1].__setitem__("seq", [1]), f'{JACOBI_ROW}."seq" must be an object'),
    (lambda r: r.__setitem__("kernels", [{"name": "k", "spill_stores": "12"}]),
     '"kernels"[0]."spill_stores" must be a number, not "12"'),
    (lambda r: r["references"]["gemm"][0].__setitem__("min_s", "x"),
     '"references"."gemm"[0]."min_s" must be'),
    (lambda r: r.__setitem__("references", []), '"references" is not an object'),
])
def test_report_of_malformed_rows_is_an_error_naming_the_row(tmp_path, capsys, change, message):
    res, doc = tmp_path / "r.json", tmp_path / "b.md"
    results = _fabricated_results()
    change(results)
    res.write_text(json.dumps(results))
    doc.write_text(DOC)
    assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 1
    err = capsys.readouterr().err
    assert f"s2s: error: {res}: not a results file of `run.py`: {message}" in err, err
    assert "internal error" not in err and doc.read_text() == DOC


def test_report_merges_parts_of_one_run(tmp_path):
    a, b = _fabricated_results(), _fabricated_results()
    a["rows"], b["rows"] = a["rows"][:1], b["rows"][1:2]
    b["references"]["gemm"] = []
    merged = report.merge_results([("a", a), ("b", b)])
    assert [r["program"] for r in merged["rows"]] == ["gemm", "jacobi-2d"]
    assert len(merged["references"]["gemm"]) == 1
    # parts run with the same settings: one sentence; with different ones, each part's
    assert "Each build ran 5 times (sequential: 5);" in report.render_header(merged).replace("\n", " ") \
        or f"Each build ran {a['reps']} times (sequential: {a['seq_reps']});" in report.render_header(merged)
    b["seq_reps"], b["rows"][0]["size"] = 1, "LARGE"
    header = report.render_header(report.merge_results([("a", a), ("b", b)]))
    assert f"{a['reps']} times (sequential: {a['seq_reps']}) at {a['rows'][0]['size']}; " \
           f"{b['reps']} times (sequential: 1) at LARGE" in header


def test_make_bench_without_a_gpu_prints_the_recipe():
    if shutil.which("nvidia-smi"):
        pytest.skip("this machine has nvidia-smi: make bench would run the benchmark")
    if not shutil.which("make"):
        pytest.skip("make not found")
    p = subprocess.run(["make", "-s", "-C", ROOT, "bench"], capture_output=True, text=True, timeout=60)
    assert p.returncode != 0
    assert "no GPU here" in p.stdout and "s2s bench prepare" in p.stdout and "run.py" in p.stdout


@pytest.mark.parametrize("step", ["prepare", "report"])
def test_every_bench_flag_is_documented(step):
    import argparse

    from s2s.cli import build_parser
    from tests.test_docs import _documented, _flags, _read

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    bench = next(a for a in sub.choices["bench"]._actions if isinstance(a, argparse._SubParsersAction))
    text = _read(os.path.join(ROOT, "docs", "cli.md"))
    missing = [f for f in _flags(bench.choices[step]) if not _documented(f, text)]
    assert not missing, f"s2s bench {step}: flags not documented in docs/cli.md: {missing}"


def test_bench_without_a_step_prints_the_recipe(capsys):
    assert main(["bench"]) == 2
    out = capsys.readouterr().out
    assert "s2s bench prepare" in out and "run.py" in out and "s2s bench report" in out


def test_a_failed_translation_is_recorded_and_reported_by_the_runner(tmp_path):
    # s2s refuses a subscript divided by the constant 0 (InvalidProgram: an error even without --strict);
    # the guard keeps it from ever running, so the program itself compiles and runs
    (tmp_path / "indirect.c").write_text(
        "#include <stdio.h>\nint A[8], B[8];\nint main(void) {\n  for (int i = 0; i < 8; i++) B[i] = 7 - i;\n"
        "#pragma scop\n  for (int i = 0; i < 8; i++)\n    if (i > 100) A[i / 0] = i;\n#pragma endscop\n"
        '  printf("%d\\n", A[0]);\n  return 0;\n}\n'
    )
    out = tmp_path / "prep"
    assert main(["bench", "prepare", str(tmp_path / "indirect.c"), "--sizes", "MINI", "--targets", "openmp",
                 "--reps", "1", "--out", str(out)]) == 0  # fmt: skip
    e = json.loads((out / "manifest.json").read_text())["entries"][0]
    assert e["openmp"] is None and "divides by zero" in e["translate_errors"]["openmp"]
    assert e["type"] == "double" and "-DDATA_TYPE=double" in e["defines"]  # no DATA_TYPE: first type only
    p = _run(out, "--cpu-only", "--out", str(tmp_path / "r.json"))
    assert p.returncode == 0, p.stderr
    row = json.loads((tmp_path / "r.json").read_text())["rows"][0]
    assert row["seq"]["verdict"] == "OK" and row["targets"]["openmp"]["verdict"] == "NOTRANSLATE"


def test_reference_rate_reads_the_runners_blas_letters():
    """run.py records cuBLAS's precision as BLAS's letter ('d', 's'); the report matches it to the
    programs' element type (a run on the H100 showed DGEMM labelled SGEMM and no % of cuBLAS)."""
    from s2s.bench.report import reference_rate
    results = {"references": {"gemm": [{"type": "d", "m": 10, "n": 20, "k": 30, "min_s": 1e-6}]}}
    rate, unit = reference_rate(results, {"reference": "cublas", "gemms": [[10, 20, 30]]}, "double")
    assert unit == "GFLOP/s" and rate == pytest.approx(2.0 * 10 * 20 * 30 / 1e-6 * 1e-9)
    assert reference_rate(results, {"reference": "cublas", "gemms": [[10, 20, 30]]}, "float")[0] is None


def test_cuda_builds_enable_openmp_and_create_no_context_without_kernels(prepared):
    """The CUDA builds are made as `s2s translate` says (OpenMP on, for SCoPs kept on the host); a
    translation with no kernel makes no CUDA call, so its build asks the timers not to create a context."""
    import argparse
    import importlib.util

    spec = importlib.util.spec_from_file_location("prepared_run", prepared / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    args = argparse.Namespace(reps=0, seq_reps=0, programs=None, cpu_only=False, cc="gcc", nvcc="nvcc",
                              arch="sm_90", kernel_timing="same")
    runner = run.Runner(args)
    jobs = dict(runner.build_jobs())
    cuda = {exe: cmd for exe, cmd in jobs.items() if exe.endswith(".cuda")}
    assert cuda
    for e in runner.entries:
        cmd = cuda[os.path.join(runner.build_dir, e["dir"], e["program"]) + ".cuda"]
        assert cmd[cmd.index("-Xcompiler") + 1] == "-fopenmp"
        assert ("-DS2S_BENCH_HOST_ONLY" in cmd) == (not e.get("kernels")), (e["program"], e.get("kernels"))
    assert any(e.get("kernels") for e in runner.entries)
    # the same entry kept on the host (no kernel in its translation) builds with -DS2S_BENCH_HOST_ONLY
    runner.entries = [dict(runner.entries[0], kernels=[])]
    (exe, cmd), = [(x, c) for x, c in runner.build_jobs() if x.endswith(".cuda")]
    assert "-DS2S_BENCH_HOST_ONLY" in cmd


def test_prepare_force_device_offloads_what_the_model_keeps_on_the_host(tmp_path):
    """dot at MINI stays on the host by the cost model (no kernel to time); prepared with --force-device
    its CUDA translation has kernels, the manifest says how it was translated, and so does the report."""
    from s2s.bench.report import render_header
    out = {}
    for flag in ([], ["--force-device"]):
        d = tmp_path / ("forced" if flag else "default")
        argv = ["bench", "prepare", "dot", "--sizes", "MINI", "--reps", "1", "--out", str(d), *flag]
        assert main(argv) == 0
        man = json.loads((d / "manifest.json").read_text())
        out[bool(flag)] = man
    assert not out[False]["entries"][0]["kernels"] and not out[False]["force_device"]
    assert out[True]["entries"][0]["kernels"] and out[True]["force_device"]
    text = render_header({"machine": {}, "prepared": out[True], "rows": []})
    assert "Translated with `--force-device`" in text
    assert "--force-device" not in render_header({"machine": {}, "prepared": out[False], "rows": []})


def test_prepare_compares_reordered_sums_as_check_does(tmp_path):
    """A float sum of 10^7 terms run in partial sums differs from the sequential order by more than the
    float tolerance (dot at LARGE on the H200: 1.9e-3): the manifest gives it the tolerance `s2s check`
    allows reordered reductions (REORDER_C * eps * length), not the fixed one."""
    from s2s.gpu.reduction import EPS, REORDER_C
    out = tmp_path / "b"
    assert main(["bench", "prepare", "dot", "--sizes", "LARGE", "--types", "float", "--out", str(out)]) == 0
    (e,) = json.loads((out / "manifest.json").read_text())["entries"]
    n = e["sizes"]["N"]
    assert e["rtol"] == pytest.approx(REORDER_C * EPS["float"] * n, rel=0.01), e["rtol"]
