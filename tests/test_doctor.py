"""`s2s doctor`: compilers, OpenCL platforms, GPUs, and the targets `s2s check` can run here."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from conftest import S2S, have_opencl
from s2s import doctor
from s2s.cli import main


def _pyopencl_platform_names() -> list[str]:
    try:
        import pyopencl as cl
        return [p.name.strip() for p in cl.get_platforms()]
    except Exception:
        return []


@pytest.fixture(scope="module")
def doctor_text():
    p = subprocess.run([S2S, "doctor"], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    return p.stdout


@pytest.fixture(scope="module")
def doctor_json():
    p = subprocess.run([S2S, "doctor", "--json"], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def test_lists_the_c_compiler(doctor_text):
    cc = shutil.which("cc")
    assert cc, "the tests need cc"
    line = next(ln for ln in doctor_text.splitlines() if ln.strip().startswith("cc "))
    assert cc in line and "(used by s2s check)" in line
    assert any(ln.strip().startswith(("gcc", "clang")) for ln in doctor_text.splitlines())
    nvcc_line = next(ln for ln in doctor_text.splitlines() if ln.strip().startswith("nvcc"))
    assert (shutil.which("nvcc") or "not found") in nvcc_line


def test_lists_the_opencl_platforms(doctor_text):
    names = _pyopencl_platform_names()
    if have_opencl():
        assert names
        for name in names:
            assert f": {name} (" in doctor_text
        assert "device 0:" in doctor_text
    else:
        assert "OpenCL" in doctor_text and "platform 0" not in doctor_text


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL platform (make opencl installs PoCL)")
def test_finds_pocl_here(doctor_json):
    """This repository's set-up installs PoCL: doctor must find it and say OpenCL checks can run."""
    names = [p["name"] for p in doctor_json["opencl"]["platforms"]]
    assert any("Portable Computing Language" in n or "pocl" in n.lower() for n in names), names
    pocl = next(p for p in doctor_json["opencl"]["platforms"] if p["devices"])
    assert all(d["name"] and d["type"] and d["version"] for d in pocl["devices"])
    assert doctor_json["opencl"]["link"]["ok"], doctor_json["opencl"]["link"]
    assert doctor_json["targets"]["opencl"]["available"]


def test_json_report(doctor_json, doctor_text):
    d = doctor_json
    assert d["c_compiler"] in d["compilers"]
    assert d["compilers"]["cc"]["path"] == shutil.which("cc")
    assert d["compilers"]["cc"]["version"]
    assert set(d["targets"]) == {"cuda", "opencl", "openmp"}
    for t in d["targets"].values():
        assert isinstance(t["available"], bool) and t["reason"]
    assert d["auto"] in (None, "cuda", "opencl", "openmp")
    if d["auto"]:
        assert d["targets"][d["auto"]]["available"]
    assert [p["name"] for p in d["opencl"]["platforms"]] == _pyopencl_platform_names()
    # the same verdicts as the text
    for t, v in d["targets"].items():
        line = next(ln for ln in doctor_text.splitlines() if ln.strip().startswith(t + " "))
        assert ("yes" if v["available"] else "no") == line.split()[1]
    # cuda needs nvcc and a GPU
    assert d["targets"]["cuda"]["available"] == bool(d["nvcc"]["path"] and d["cuda"]["gpus"])


def test_openmp_probe_agrees_with_the_compiler(doctor_json):
    probe = doctor.try_build(doctor._OPENMP_PROGRAM, ["-fopenmp"])
    assert probe["ok"] == doctor_json["openmp"]["ok"]
    bad = doctor.try_build("int main(void) { return 0; }\n", ["-ls2s_no_such_library"])
    assert not bad["ok"] and "s2s_no_such_library" in bad["detail"]


# ---------------------------------------------------------------------------------------------------------
# what goes wrong elsewhere, simulated


def test_no_opencl_platform(monkeypatch, capsys):
    pyopencl = pytest.importorskip("pyopencl")

    def no_platform():
        raise RuntimeError("clGetPlatformIDs failed: PLATFORM_NOT_FOUND_KHR")

    monkeypatch.setattr(pyopencl, "get_platforms", no_platform)
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "no OpenCL platform" in out
    assert "platform 0" not in out
    line = next(ln for ln in out.splitlines() if ln.strip().startswith("opencl "))
    assert line.split()[1] == "no" and "no OpenCL platform" in line

    assert main(["doctor", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["opencl"]["platforms"] == [] and "no OpenCL platform" in d["opencl"]["error"]
    assert not d["targets"]["opencl"]["available"]
    assert d["auto"] != "opencl"


def test_empty_platform_list(monkeypatch, capsys):
    pyopencl = pytest.importorskip("pyopencl")
    monkeypatch.setattr(pyopencl, "get_platforms", lambda: [])
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "no OpenCL platform" in out
    assert not doctor.diagnose()["targets"]["opencl"]["available"]


def test_pyopencl_cannot_be_imported(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyopencl", None)     # `import pyopencl` raises ImportError
    assert main(["doctor", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["opencl"]["pyopencl"] is None
    assert "pyopencl cannot be imported" in d["opencl"]["error"]
    assert not d["targets"]["opencl"]["available"]
    assert d["targets"]["openmp"]["available"] == d["openmp"]["ok"]


def test_gpu_and_nvcc_make_cuda_available(monkeypatch):
    monkeypatch.delenv("NVCC", raising=False)
    gpus = {"nvidia_smi": "/usr/bin/nvidia-smi", "gpus": ["GPU 0: NVIDIA H100 80GB HBM3"], "error": None}
    monkeypatch.setattr(doctor, "cuda_gpus", lambda: gpus)
    real = doctor.compiler_info
    nvcc = {"path": "/usr/local/cuda/bin/nvcc", "version": "release 12.4, V12.4.131"}
    monkeypatch.setattr(doctor, "compiler_info",
                        lambda name: {"name": name, **nvcc} if name == "nvcc" else real(name))
    d = doctor.diagnose()
    assert d["targets"]["cuda"]["available"] and d["auto"] == "cuda"
    text = doctor.format_text(d)
    assert "GPU 0: NVIDIA H100 80GB HBM3" in text and "release 12.4" in text


def test_no_gpu(monkeypatch):
    real = shutil.which
    monkeypatch.setattr(doctor.shutil, "which", lambda name, *a, **kw: None if name == "nvidia-smi"
                        else real(name, *a, **kw))
    g = doctor.cuda_gpus()
    assert g == {"nvidia_smi": None, "gpus": [], "error": "nvidia-smi not found"}


def test_missing_c_compiler(monkeypatch, capsys):
    monkeypatch.setenv("CC", "s2s-no-such-cc")
    assert main(["doctor", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["c_compiler"] == "s2s-no-such-cc"
    assert d["compilers"]["s2s-no-such-cc"]["path"] is None
    for t in ("opencl", "openmp"):
        assert not d["targets"][t]["available"] and "s2s-no-such-cc" in d["targets"][t]["reason"]
    assert d["auto"] in (None, "cuda")


def test_c_compiler_with_options(monkeypatch):
    """$CC may carry options (`gcc -std=c2x`, as make passes it; round faith27a): its program is looked up,
    and the probes build with the options (it was "not found")."""
    from s2s.doctor import diagnose
    monkeypatch.setenv("CC", "cc -std=c99")
    d = diagnose()
    assert d["c_compiler"] == "cc -std=c99" and d["compilers"]["cc -std=c99"]["path"]
    assert d["openmp"]["ok"], d["openmp"]
