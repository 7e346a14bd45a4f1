"""s2s.translate: C text in, generated code and the per-SCoP decisions out, nothing written to disk."""
from __future__ import annotations

import io
import json
import os
import re
from contextlib import redirect_stdout

import pytest

from conftest import ROOT

import s2s
from s2s.cli import main


def corpus(name: str) -> str:
    with open(os.path.join(ROOT, "corpus", f"{name}.c"), encoding="utf-8") as f:
        return f.read()


SAXPY = """\
void saxpy(int n, float a, float x[n], float y[n])
{
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
#pragma endscop
}
"""

GLOBAL = """\
#define N 64
static double A[N], B[N];
void copy(void)
{
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = 2 * A[i];
#pragma endscop
}
"""

SEQUENTIAL = """\
void prefix(int n, double x[n])
{
#pragma scop
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] + x[i];
#pragma endscop
}
"""


def test_public_names():
    from s2s import api, diagnostics
    assert s2s.translate is api.translate
    assert s2s.Translation is api.Translation
    assert s2s.S2SError is diagnostics.S2SError
    assert {"translate", "Translation", "S2SError", "opencl"} <= set(dir(s2s))
    with pytest.raises(AttributeError):
        s2s.no_such_thing  # noqa: B018


def test_cuda_with_vla_parameters_keeps_a_c_host_file():
    t = s2s.translate(SAXPY, force_device=True)                       # cuda is the default target
    assert t.target == "cuda"
    assert set(t.files) == {"input.cu", "input.host.c"}
    assert t.source == t.files["input.cu"] == t.device_source
    assert t.host_source == t.files["input.host.c"]
    assert "__global__ void s2s_scop0_kernel0" in t.source
    assert "s2s_scop0_saxpy(" in t.host_source and "#pragma scop" not in t.host_source
    assert t.build_command == "nvcc -O3 -arch=sm_90 -o input input.host.c input.cu -lm"
    assert str(t) == t.source


def test_cuda_single_file():
    t = s2s.translate(GLOBAL, "cuda", filename="copy.c", force_device=True)
    assert list(t.files) == ["copy.cu"]
    assert t.host_source is None
    assert "__global__" in t.source and "void copy(void)" in t.source
    assert t.build_command == "nvcc -O3 -arch=sm_90 -o copy copy.cu -lm"


def test_opencl_and_openmp():
    t = s2s.translate(SAXPY, "opencl", filename="saxpy.c", force_device=True)
    assert list(t.files) == ["saxpy.ocl.c"] and t.source == t.files["saxpy.ocl.c"]
    assert "__kernel void s2s_scop0_kernel0" in t.source
    assert t.host_source is None and t.device_source is None
    assert t.build_command == "cc -O2 -o saxpy saxpy.ocl.c -lOpenCL -lm"
    t = s2s.translate(SAXPY, "openmp", filename="saxpy.c")
    assert list(t.files) == ["saxpy.omp.c"]
    assert "#pragma omp parallel for" in t.source
    assert t.build_command == "cc -O2 -fopenmp -o saxpy saxpy.omp.c -lm"


@pytest.mark.parametrize("target", ["cuda", "opencl", "openmp"])
def test_same_text_as_the_command_line(tmp_path, target):
    path = tmp_path / "gemm.c"
    path.write_text(corpus("gemm"))
    out = tmp_path / "out"
    args = ["translate", str(path), "--target", target, "-D", "MINI_DATASET", "-o", str(out) + ".x"]
    assert main(args) == 0
    t = s2s.translate(corpus("gemm"), target, ["MINI_DATASET"], filename=str(path))
    written = {p.name: p.read_text() for p in tmp_path.iterdir() if p.name.startswith("out")}
    assert sorted(written.values()) == sorted(t.files.values())


def test_scops_are_the_explain_json_plus_the_decisions(tmp_path):
    path = tmp_path / "gemm.c"
    path.write_text(corpus("gemm"))
    buf = io.StringIO()
    with redirect_stdout(buf):
        assert main(["explain", "--json", "-D", "MINI_DATASET", str(path)]) == 0
    explained = json.loads(buf.getvalue())["scops"]
    t = s2s.translate(corpus("gemm"), "opencl", ["MINI_DATASET"], filename=str(path))
    json.dumps(t.scops)                                   # plain data
    assert len(t.scops) == len(explained) == 1
    rec = t.scops[0]
    for key, value in explained[0].items():
        assert rec[key] == value, key
    assert rec["index"] == 0 and rec["offloaded"] is True and t.offloaded == [0]
    assert rec["function"] == "kernel_gemm"
    assert any(d.startswith("transfers: copy in") for d in rec["decisions"])
    k = rec["kernels"][0]
    assert k["name"] == "s2s_scop0_kernel0" and k["statements"] == ["S0", "S1"]
    assert [r.replace("(", "").replace(")", "") for r in k["grid_ranges"][0]] == ["0", "ni - 1"]
    tr = {a["name"]: a for a in rec["transfers"]}
    assert tr["C"] == {"name": "C", "type": "double", "kind": "array", "extents": ["ni", "nj"],
                       "copy_in": True, "copy_in_when": None, "copy_out": True}
    assert (tr["A"]["copy_in"], tr["A"]["copy_out"]) == (True, False)


def test_options():
    t = s2s.translate(SAXPY, "opencl", reschedule=False, tile_size=64, force_device=True)
    assert "schedule: original order (--no-reschedule)" in t.scops[0]["decisions"]
    assert t.scops[0]["kernels"][0]["block"] == [64]
    t = s2s.translate(SAXPY.replace("#pragma scop\n", "").replace("#pragma endscop\n", ""), "opencl",
                      autodetect=True, force_device=True)
    assert t.offloaded == [0]
    t = s2s.translate(SAXPY, "opencl", verbose=True)
    assert any(d["severity"] == "note" and d["message"].startswith("SCoP 0: ") for d in t.diagnostics)
    with pytest.raises(TypeError):
        s2s.translate(SAXPY, "opencl", tile=32)          # not an option
    with pytest.raises(s2s.S2SError, match="unknown target 'metal'"):
        s2s.translate(SAXPY, "metal")
    with pytest.raises(s2s.S2SError, match="--tile-size must be positive, not 0"):
        s2s.translate(SAXPY, tile_size=0)
    with pytest.raises(TypeError, match="source must be the C text as a str, not bytes"):
        s2s.translate(SAXPY.encode())


def test_defines_and_include_dirs(tmp_path):
    src = corpus("jacobi-1d")
    sizes = lambda t: t.scops[0]["arrays"][0]["sizes"]  # noqa: E731
    assert sizes(s2s.translate(src, "openmp")) == ["2000"]
    assert sizes(s2s.translate(src, "openmp", ["MINI_DATASET"])) == ["20"]
    assert sizes(s2s.translate(src, "openmp", "MINI_DATASET")) == ["20"]
    assert sizes(s2s.translate(src, "openmp", {"MINI_DATASET": None})) == ["20"]
    (tmp_path / "sizes.h").write_text("#define N 77\n")
    t = s2s.translate('#include "sizes.h"\n' + GLOBAL.replace("#define N 64\n", ""), "opencl",
                      include_dirs=[str(tmp_path)])
    assert t.scops[0]["arrays"][0]["sizes"] == ["77"]


def test_diagnostics_as_data():
    t = s2s.translate("int main(void) { return 0; }\n", "opencl")
    assert t.diagnostics == [{"severity": "warning", "message": "no SCoP found: mark a loop nest with "
                              "'#pragma scop' / '#pragma endscop' or use --autodetect"}]
    assert t.scops == [] and t.offloaded == []
    t = s2s.translate(SEQUENTIAL, "cuda", filename="seq.c")
    assert t.scops[0]["offloaded"] is False and t.scops[0]["kernels"] == []
    [d] = t.diagnostics
    assert d["severity"] == "warning" and d["message"].startswith("SCoP left sequential: ")
    assert (d["file"], d["line"]) == ("seq.c", 3)


def test_strict_raises_located_error():
    with pytest.raises(s2s.S2SError) as e:
        s2s.translate(SEQUENTIAL, "cuda", filename="seq.c", strict=True)
    [d] = e.value.diagnostics
    assert d.severity == "error" and d.message.endswith("(--strict)")
    assert (d.loc.file, d.loc.line) == ("seq.c", 3)


@pytest.mark.parametrize("source, line, col, message", [
    ("void f(int n, double x[n]) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n    x[i] = 1\n"
     "#pragma endscop\n}\n", 5, None, "syntax error"),
    ("void f(int n, double x[n]) {\n#pragma scop\n  for (int i = 0; i < n; i++) {\n    if (i > 3) break;\n"
     "    x[i] = 1;\n  }\n#pragma endscop\n}\n", 4, 16, "control flow is not static"),
    ("void f(int n, double x[n], int idx[n]) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
     "    x[idx[i]] = 1;\n#pragma endscop\n}\n", 4, 7, "indirect or data-dependent indexing"),
])
def test_bad_input_raises_s2serror_with_located_diagnostics(source, line, col, message):
    # a syntax error always; valid C that cannot be offloaded with strict=True (test below: a warning)
    with pytest.raises(s2s.S2SError) as e:
        s2s.translate(source, "opencl", filename="bad.c", strict=True)
    d = e.value.diagnostics[0]
    assert d.severity == "error" and message in d.message
    assert d.loc.file == "bad.c" and d.loc.line == line
    if col is not None:
        assert d.loc.col == col
    assert re.match(rf"bad\.c:{line}:\d+: error: ", str(e.value))


def test_unsupported_region_is_a_warning_and_stays_as_written():
    src = ("void f(int n, double x[n], int idx[n]) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
           "    x[idx[i]] = 1;\n#pragma endscop\n}\n")
    t = s2s.translate(src, "opencl", filename="bad.c")
    assert t.offloaded == []
    warn = [d for d in t.diagnostics if d["severity"] == "warning"]
    assert len(warn) == 1 and "SCoP left sequential: " in warn[0]["message"]
    assert "indirect or data-dependent indexing" in warn[0]["message"]
    assert (warn[0]["file"], warn[0]["line"], warn[0]["col"]) == ("bad.c", 4, 7)
    assert "x[idx[i]] = 1;" in t.source and "#pragma scop" in t.source


def test_missing_include_is_located():
    with pytest.raises(s2s.S2SError) as e:
        s2s.translate('#include "s2s_no_such_header.h"\n' + SAXPY, filename="inc.c")
    d = e.value.diagnostics[0]
    assert (d.loc.file, d.loc.line) == ("inc.c", 1) and "s2s_no_such_header.h" in d.message


def test_no_files_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for target in ("cuda", "opencl", "openmp"):
        s2s.translate(SAXPY, target)
        s2s.translate(SAXPY, target, filename="sub/dir/k.c")
    with pytest.raises(s2s.S2SError):
        s2s.translate("void f( {", "opencl")
    assert os.listdir(tmp_path) == []


def python_blocks(path: str) -> list[str]:
    with open(path, encoding="utf-8") as f:
        return re.findall(r"^```python\n(.*?)^```", f.read(), re.S | re.M)


def test_docs_translate_example_runs(capsys):
    blocks = python_blocks(os.path.join(ROOT, "docs", "python.md"))
    translate_blocks = [b for b in blocks if "s2s.opencl" not in b]
    assert translate_blocks
    for code in translate_blocks:
        exec(compile(code, "docs/python.md", "exec"), {})
    out = capsys.readouterr().out
    assert "cc -O2 -o saxpy saxpy.ocl.c -lOpenCL -lm" in out
    assert "[] ['warning']" in out
    assert "bad.c 3 subscript 'i * i' is not affine" in out and "(--strict)" in out
