"""`__LINE__` in translations: `#line` directives after the generated code, before the original lines
copied behind a runtime test and after the text s2s puts in front of the user's keep every line of the
user's file its number (codegen/line_marks.py), so assert-like messages and printed line numbers are the
sequential build's (tests/faithful/line_numbers.c)."""
from __future__ import annotations

import os
import re
import subprocess

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.codegen.line_marks import LineMarks
from s2s.driver import translate_file

PROGRAM = os.path.join(ROOT, "tests", "faithful", "line_numbers.c")
WHERE = re.compile(r'"(?:%s at line %d|check (?:passed|failed) at line %d)\\n", (?:"[^"]*", )?(\d+)\)')


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("arrays", [False, True])
def test_matches(target, arrays):
    r = check_file(PROGRAM, target=target, arrays=arrays)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def _build_run(files: dict[str, str], argv: list[str], tmp_path, n: str) -> str:
    for p, text in files.items():
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    subprocess.run(argv, check=True, cwd=tmp_path, capture_output=True)
    return subprocess.run([str(tmp_path / "prog"), n], check=True, capture_output=True, text=True).stdout


@pytest.mark.parametrize("target", host_targets())
def test_fallback_paths_keep_the_numbers(tmp_path, target):
    # without --force-device: small sizes run the original lines behind the size test, large ones the
    # generated code; both print the sequential build's numbers
    r = translate_file(PROGRAM, target=target)
    assert r.programs
    out = str(tmp_path / ("prog.ocl.c" if target == "opencl" else "prog.omp.c"))
    seq = str(tmp_path / "seq")
    subprocess.run(["cc", "-O2", "-o", seq, PROGRAM], check=True)
    for n in ("7", "450"):
        want = subprocess.run([seq, n], check=True, capture_output=True, text=True).stdout
        assert _build_run(r.output_files(out), r.build_argv(out), tmp_path, n) == want, n


def _numbers(cpp_output: str) -> list[int]:
    return [int(m.group(1)) for m in WHERE.finditer(cpp_output)]


def _cpp(args: list[str], cwd) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True, cwd=cwd).stdout


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("single", [False, True])
def test_cuda_keeps_the_numbers(tmp_path, single):
    from s2s.check.build import compile_cuda_only
    src = open(PROGRAM).read()
    path = tmp_path / "lines.c"
    # a C++-valid variant gives one .cu file, the original a C host part
    path.write_text(src.replace("= malloc(", "= (double *)malloc(") if single else src)
    want = _numbers(_cpp(["cc", "-E", str(path)], tmp_path))
    assert len(want) == 12
    for force in (False, True):
        r = translate_file(str(path), target="cuda", force_device=force)
        assert r.programs and (r.c_host_reason is None) == single
        files = compile_cuda_only(r, str(path), str(tmp_path))
        host = next(f for f in files if f.endswith(".cu" if single else ".c"))
        # the user's lines, in the part nvcc compiles as host code: the same numbers
        got = _numbers(_cpp(["nvcc", "-E", "-Xcompiler", "-fopenmp", host] if single else
                            ["cc", "-E", "-fopenmp", host], tmp_path))
        assert got == want


def test_directives_only_where_needed(tmp_path):
    # a region of the same number of lines needs no directive after it; one that is shorter does
    src = ("#include <stdio.h>\ndouble A[64];\nint main(void)\n{\n#pragma scop\n"
           "  for (int i = 0; i < 64; i++)\n    A[i] = i;\n#pragma endscop\n"
           "  printf(\"%d\\n\", __LINE__);\n  return 0;\n}\n")
    p = tmp_path / "one.c"
    p.write_text(src)
    r = translate_file(str(p), target="openmp", force_device=True)
    text = r.main_text
    # the first directive names the user's file, as given: __FILE__ is the sequential build's
    first = f'#line 1 "{p}"\n'
    head, body = text.split(first, 1)
    assert "#line 1" not in head and body.count("#line") == 1
    assert "#line 9\n  printf" in body
    # CRLF: the directives end as the file's lines do
    p.write_bytes(src.replace("\n", "\r\n").encode())
    r = translate_file(str(p), target="openmp", force_device=True)
    assert first.replace("\n", "\r\n") in r.main_text and "#line 9\r\n" in r.main_text
    assert r.main_text.count("\n") == r.main_text.count("\r\n")


def test_numbers_follow_the_users_directives():
    marks = LineMarks('a\n#line 100\nb\nc\n# 7 "x.c" 2\nd\n')
    assert [marks.presumed(k) for k in (1, 3, 4, 6)] == [1, 100, 101, 7]
    assert marks.name(6) == '"x.c"' and marks.name(4) is None
    assert marks.copied({3: "b", 4: "c", 6: "d"}) == "#line 100\nb\nc\n#line 7\nd"


def test_line_directives_file_keeps_its_numbers():
    # tests/faithful/line_directives.c: #line 4 and # 7 "another.c" before the SCoPs
    r = translate_file(os.path.join(ROOT, "tests", "faithful", "line_directives.c"), target="openmp",
                       force_device=True)
    assert "#line 8\n}" in r.main_text and "#line 11\n}" in r.main_text
