"""Translation behaviour that the corpus runs do not pin down: passes, options, determinism."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from s2s.check.runner import check_file
from s2s.cli import main
from s2s.diagnostics import S2SError
from s2s.driver import translate_file
from s2s.passes.manager import describe_passes, pipeline

ROOT = Path(__file__).resolve().parent.parent
WAVEFRONT = ROOT / "tests" / "programs" / "wavefront.c"
CORPUS = ROOT / "corpus"


def _decisions(result):
    return [d for sd in result.decisions for d in sd.decisions]


def test_pipeline_is_a_topological_order():
    names = [p.name for p in pipeline()]
    assert names.index("dependences") < names.index("original-schedule") < names.index("reschedule")
    assert names.index("reschedule") < names.index("skew") < names.index("parallelism")
    assert names.index("device-split") < names.index("tile") < names.index("ast") < names.index("kernel-ir")
    assert "requires" in describe_passes()


def test_required_pass_cannot_be_disabled():
    with pytest.raises(S2SError, match="required"):
        pipeline({"transfers"})
    with pytest.raises(S2SError, match="no such pass"):
        pipeline({"nonsense"})


def test_skew_exposes_a_wavefront_in_the_original_order():
    # 300 x 300 is too small for the device to pay (the cost model keeps it on the host): forced
    r = translate_file(str(WAVEFRONT), target="opencl", reschedule=False, force_device=True)
    assert any("skew: wavefront" in d for d in _decisions(r))
    assert r.programs and r.programs[0].kernels[0].n_par == 1


def test_without_skew_the_nest_stays_sequential():
    r = translate_file(str(WAVEFRONT), target="opencl", reschedule=False, disabled_passes=["skew"])
    assert not r.programs
    assert any("left sequential" in d.message for d in r.log.items if d.severity == "warning")


@pytest.mark.parametrize("target", ["openmp", "opencl"])
def test_skewed_wavefront_matches_sequential(target):
    from conftest import have_opencl
    if target == "opencl" and not have_opencl():
        pytest.skip("no OpenCL platform")
    res = check_file(str(WAVEFRONT), target=target, reschedule=False)
    assert res.ok, res.message


def test_strict_turns_a_sequential_scop_into_an_error(tmp_path, capsys):
    out = tmp_path / "dot.cu"
    # (a dot product is a parallel reduction unless reductions keep their order)
    argv = ["translate", str(CORPUS / "dot.c"), "--strict", "--no-reorder-reductions", "-o", str(out)]
    assert main(argv) == 1
    assert "error: SCoP left sequential" in capsys.readouterr().err
    assert not out.exists() and not list(tmp_path.iterdir())


def test_same_input_same_bytes(tmp_path):
    outs = []
    for k in range(2):
        o = tmp_path / f"g{k}.ocl.c"
        assert main(["translate", str(CORPUS / "jacobi-2d.c"), "--target", "opencl", "-o", str(o)]) == 0
        outs.append(o.read_bytes())
    assert outs[0] == outs[1]


def test_rest_of_file_kept_as_written():
    src = (CORPUS / "gemm.c").read_text()
    r = translate_file(str(CORPUS / "gemm.c"), target="openmp")
    scop = r.source.scops[0]
    before = src.split("\n")[:scop.span[0] - 1]
    after = src.split("\n")[scop.span[1]:]
    out = r.main_text.split("\n")
    # (less the functions of the parallel code, before the SCoP's function, and the #line after them:
    # codegen/host_outline.py)
    text = re.sub(r"(#ifdef _OPENMP\n)?/\* s2s: SCoP \d+'s \w+ version for the host.*?\n\}\n"
                  r"(#endif\n)?(#line \d+\n)?", "", r.main_text, flags=re.S)
    assert "\n".join(before) in text and "\n".join(after) in text
    assert "#pragma omp parallel for" in r.main_text
    assert len(out) > len(src.split("\n"))


def test_tile_size_and_sizes_reach_the_kernels():
    r = translate_file(str(CORPUS / "jacobi-2d.c"), target="cuda", sizes="kernel[0] -> block[4,64]")
    k0, k1 = r.programs[0].kernels
    assert k0.block == [4, 64] and k1.block == [8, 32]
    assert "_block(64, 4, 1)" in r.device_text
    r = translate_file(str(CORPUS / "jacobi-2d.c"), target="openmp", tile_size=16)
    assert "#pragma omp parallel for schedule(static, 16)" in r.main_text
    r = translate_file(str(CORPUS / "jacobi-2d.c"), target="openmp", disabled_passes=["tile"])
    assert "#pragma omp parallel for schedule(static)\n" in r.main_text


def test_openmp_loops_have_exact_bounds_and_no_guards():
    """OpenMP runs one parallel loop per kernel and the rest of the band as exact loops inside it: no
    point of a Jacobi sweep evaluates a condition (the old tiled form guarded every point)."""
    r = translate_file(str(CORPUS / "jacobi-2d.c"), target="openmp")
    region = r.main_text[r.main_text.index("parallelised with OpenMP"):]
    sweep = region[region.index("#pragma omp parallel for"):]
    sweep = sweep[:sweep.index("B[_g0]") + 200]
    assert "if (" not in sweep
    assert "for (_g0 = _lo0; _g0 <= _hi0; _g0++)" in sweep      # its iterator declared above (C89)


def test_bad_sizes_spec():
    with pytest.raises(S2SError, match="--sizes"):
        translate_file(str(CORPUS / "gemm.c"), sizes="kernel[0] -> tile[a]")


def test_read_only_arrays_are_const_restrict():
    r = translate_file(str(CORPUS / "gemm.c"), target="cuda")
    assert "const double *__restrict__ A" in r.device_text
    assert "double *__restrict__ C" in r.device_text and "const double *__restrict__ C" not in r.device_text
    r = translate_file(str(CORPUS / "gemm.c"), target="opencl")
    assert "__global const double *restrict A" in r.main_text


def test_c_only_input_gets_a_c_host_file(tmp_path):
    r = translate_file(str(CORPUS / "gemm.c"), target="cuda")  # VLA parameters: not C++
    files = r.output_files(str(tmp_path / "gemm.cu"))
    assert set(files) == {str(tmp_path / "gemm.c"), str(tmp_path / "gemm.cu")}
    assert "nvcc" in r.build_command(str(tmp_path / "gemm.cu")) and "gemm.c " in r.build_command(
        str(tmp_path / "gemm.cu"))
    r = translate_file(str(CORPUS / "jacobi-1d.c"), target="cuda")  # global arrays: valid C++
    assert list(r.output_files(str(tmp_path / "j.cu"))) == [str(tmp_path / "j.cu")]


def test_scheduler_timeout_falls_back_to_the_original_order():
    r = translate_file(str(CORPUS / "seidel-2d.c"), target="opencl", schedule_timeout=1e-4)
    assert any("did not finish" in d for d in _decisions(r)) or any(
        "isl scheduler" in d for d in _decisions(r))


def test_ast_generator_not_run_again_on_the_same_input(monkeypatch):
    """isl's AST generator does not finish on this SCoP's host schedule; the retry that keeps its reductions
    sequential has the same schedule and kernels, and gives up at once instead of waiting again
    (tests/fuzz_regressions/slow_host_ast_reduction_retry.c, fuzz seed 442851)."""
    from s2s.passes import lower
    runs = []
    real = lower.run_bounded

    def counted(fn, timeout, what="isl"):
        runs.append(timeout)
        return real(fn, timeout, what)
    monkeypatch.setattr(lower, "run_bounded", counted)
    path = ROOT / "tests" / "fuzz_regressions" / "slow_host_ast_reduction_retry.c"
    r = translate_file(str(path), target="opencl", force_device=True, schedule_timeout=2)
    notes = _decisions(r)
    assert "isl's AST generator did not finish in 2 s" in notes
    assert any("reductions: kept sequential" in d for d in notes)
    assert "isl's AST generator did not finish in 2 s (the same input as before: not run again)" in notes
    assert len(runs) == 1          # the original order has no parallel loop: no AST to generate


@pytest.mark.skipif(subprocess.run(["which", "nvcc"], capture_output=True).returncode != 0, reason="no nvcc")
def test_wavefront_cuda_compiles(tmp_path):
    out = tmp_path / "wf.cu"
    assert main(["translate", str(WAVEFRONT), "--no-reschedule", "-o", str(out)]) == 0
    subprocess.run(["nvcc", "-arch=sm_90", "-c", str(out), "-o", str(tmp_path / "wf.o")], check=True)


def test_written_scalars_go_by_the_address_of_a_copy(tmp_path):
    """The call of a SCoP's host function passes a written scalar through a copy, so that the user's own
    variable never has its address taken (it would escape in the whole function, and the host path
    beside the call would reload it after every store through a pointer)."""
    from s2s.diagnostics import DiagnosticLog
    from s2s.driver import translate_file
    p = tmp_path / "s.c"
    p.write_text(
        "double f(int n, double *A) {\n  double s = 0;\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
        "    s += A[i];\n  for (int i = 0; i < n; i++)\n    A[i] = A[i] * 2;\n#pragma endscop\n"
        "  return s;\n}\n")
    res = translate_file(str(p), target="cuda", log=DiagnosticLog(), force_device=True)
    text = res.main_text
    assert "&s)" not in text and "&s," not in text, text
    assert "double s2s_s_s = s;" in text and "s = s2s_s_s;" in text, text
