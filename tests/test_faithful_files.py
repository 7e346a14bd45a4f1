"""Valid C at the level of the file: SCoPs in included files, byte-order marks, and the other things
around the SCoPs that the translation must keep working.  Each program under tests/faithful/ prints its
results; `s2s check` compares the translation with the original on OpenMP and OpenCL (PoCL)."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

# each program with the options it is translated with
PROGRAMS = {"scop_in_header.c": {}, "span_open_at_end.c": {"autodetect": True}, "pragma_operator.c": {},
            "feature_macros.c": {}}


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target, **PROGRAMS[name])
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True, **PROGRAMS[name])
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_scops_of_included_files_stay_as_they_are():
    path = os.path.join(FAITHFUL, "scop_in_header.c")
    log = DiagnosticLog()
    r = translate_file(path, target="openmp", force_device=True, log=log)
    # the file's two SCoPs (one of them made of an included file's statements), not the headers'
    assert len(r.programs) == 2
    warned = sorted((os.path.basename(d.loc.file), d.loc.line) for d in log.items
                    if d.severity == "warning" and "included file" in d.message)
    assert warned == [("scop_in_header.h", 6), ("scop_in_header_body.inc", 7)]
    text = open(path).read()
    head = text.split("#pragma scop")[0]
    assert head in r.main_text
    assert '#define WHOLE\n#include "scop_in_header_body.inc"\n' in r.main_text


def test_byte_order_mark_keeps_one_cuda_file(tmp_path):
    """A UTF-8 byte-order mark starts the output; the C++ check once saw it after its line marker and
    called the file 'not valid C++' (stray character), so the CUDA host part went to a .c file."""
    src = open(os.path.join(FAITHFUL, "shadow_siblings.c"), encoding="utf-8").read()
    path = tmp_path / "bom.c"
    path.write_bytes(b"\xef\xbb\xbf" + src.encode())
    r = translate_file(str(path), target="cuda", force_device=True)
    assert r.programs and not r.c_host_reason, r.c_host_reason
    assert r.main_text.startswith("\ufeff") and r.main_text.count("\ufeff") == 1
    res = check_file(str(path), target="openmp")
    assert res.status == "match", res.message


def test_text_left_open_on_the_last_line_is_part_of_the_span():
    path = os.path.join(FAITHFUL, "span_open_at_end.c")
    r = translate_file(path, target="openmp", force_device=True, autodetect=True)
    assert len(r.programs) == 4
    for gone in ("ends here */", "the words of the pragma go on", "that ends here */"):
        assert gone not in r.main_text
    assert "  auto_nest();\n" in r.main_text and "  A[0] = 1;\n" in r.main_text


def test_logical_end_line():
    from s2s.frontend.source_span import logical_end_line
    lines = ["#pragma scop", 'x = "/*"; // */ \\', "  /* still the // comment", "#pragma endscop /* a",
             " b */ ", "y;"]
    assert logical_end_line(lines, 1, 4) == 5
    assert logical_end_line(lines, 1, 2) == 3          # the // comment goes on
    assert logical_end_line(lines, 1, 5) == 5
    assert logical_end_line(["#pragma endscop \\", "  more", "z;"], 1, 1) == 2


@pytest.mark.parametrize("name", ['q"uote.c', "back\\slash.c"])
def test_file_names_that_line_markers_escape(name, tmp_path):
    """cc writes '"' and '\\' of the file name escaped in its line markers; the file's own nodes were
    then taken for another file's (no SCoP found, or every SCoP 'in an included file')."""
    path = tmp_path / name
    path.write_text(open(os.path.join(FAITHFUL, "shadow_siblings.c")).read())
    log = DiagnosticLog()
    r = translate_file(str(path), target="openmp", force_device=True, log=log)
    assert r.programs and not any(d.severity == "warning" for d in log.items), log.items
    r = translate_file(str(path), target="openmp", force_device=True, autodetect=True)
    assert r.programs


def test_pragma_operators_sharing_a_line_leave_their_scop_sequential():
    log = DiagnosticLog()
    path = os.path.join(FAITHFUL, "pragma_operator.c")
    r = translate_file(path, target="openmp", force_device=True, log=log)
    assert len(r.programs) == 3
    # axpy's original lines (its pointers may overlap) without the _Pragma lines
    assert "\n  SCOP\n" not in r.main_text and '\n_Pragma("scop")\n' not in r.main_text
    warned = [(d.loc.line, d.loc.col) for d in log.items if "shares line" in d.message]
    assert warned == [(25, 1), (43, 13), (44, 3)]
    assert "  A[0] = 5; _Pragma(\"scop\") for" in r.main_text and "  SCOP_AFTER(C[0])\n" in r.main_text
    assert not any("no SCoP found" in d.message for d in log.items)


def test_feature_macros_come_before_the_generated_headers():
    r = translate_file(os.path.join(FAITHFUL, "feature_macros.c"), target="openmp", force_device=True)
    head = r.main_text.split("#include <stdlib.h>")[0]
    assert head.startswith("/* translated by s2s: OpenMP */\n"
                           "#ifndef _GNU_SOURCE\n#define _GNU_SOURCE\n#endif\n")
    assert "#ifndef _FILE_OFFSET_BITS\n#define _FILE_OFFSET_BITS 64\n#endif\n" in head


@pytest.mark.parametrize("ends", ["mixed", "cr"])
def test_each_kept_line_keeps_its_own_line_end(ends, tmp_path):
    """A file whose lines end in different ways (some CRLF, some LF; or old Mac CR) was written back
    with LF everywhere: bytes outside the SCoPs changed."""
    src = open(os.path.join(FAITHFUL, "shadow_siblings.c")).read()
    lines = src.split("\n")
    if ends == "mixed":
        raw = "".join(ln + ("\r\n" if k % 3 == 1 else "\n") for k, ln in enumerate(lines[:-1]))
    else:
        raw = src.replace("\n", "\r")
    path = tmp_path / "ends.c"
    path.write_bytes(raw.encode())
    r = translate_file(str(path), target="openmp", force_device=True)
    assert r.programs
    out = r.output_files(str(tmp_path / "out.c"))[str(tmp_path / "out.c")]
    head, tail = raw.split("#pragma scop")[0], raw.split("#pragma endscop")[-1]
    tail = tail[tail.index(ends == "cr" and "\r" or "\n") + 1:]
    # the parallel version is a function of its own placed before main: the lines before it and
    # main's own lines are each kept whole, with their own line ends
    before, fn = head.split("int main(void)")
    assert before in out and "int main(void)" + fn in out and tail in out
    assert out.index(before) < out.index("int main(void)" + fn) < out.rindex(tail)
    res = check_file(str(path), target="openmp")
    assert res.status == "match", res.message
