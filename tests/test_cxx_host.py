"""Valid C that C++ refuses or links otherwise keeps the host code of a CUDA translation in C (the .c
file beside the .cu): braced initialisers that narrow, which g++ accepted under `-w` (the check of
codegen/cxx_check.py used it) while nvcc refuses them, and const objects of file scope, whose external
linkage in C becomes internal in C++ (another file declaring them extern would not link)."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

PROGRAM = os.path.join(ROOT, "tests", "faithful", "cxx_narrowing_linkage.c")


@pytest.mark.parametrize("target", host_targets())
def test_matches(target):
    r = check_file(PROGRAM, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_host_part_stays_c():
    r = translate_file(PROGRAM, target="cuda", force_device=True)
    assert r.programs
    assert r.c_host_reason is not None and "scale_count" in r.c_host_reason


def test_narrowing_is_not_valid_cxx(tmp_path):
    from s2s.codegen.cxx_check import cxx_compiler, cxx_problem
    if cxx_compiler() is None:
        pytest.skip("no C++ compiler")
    src = "int main(void) { int a[2] = { 1.5, 2.5 }; return a[0]; }\n"
    problem = cxx_problem(str(tmp_path / "n.c"), src, [], [])
    assert problem is not None and "narrowing" in problem
    assert cxx_problem(str(tmp_path / "ok.c"), "int main(void) { int a[2] = { 1, 2 }; return a[0]; }\n",
                       [], []) is None


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_translation_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    compile_cuda_only(translate_file(PROGRAM, target="cuda", force_device=True), PROGRAM, str(tmp_path))


FILE_MACROS = os.path.join(ROOT, "tests", "faithful", "file_macros.c")


@pytest.mark.parametrize("target", host_targets())
def test_file_macros_match(target):
    """__FILE__ in the user's code names the user's file (the translation's first #line names it)."""
    r = check_file(FILE_MACROS, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_pretty_function_keeps_the_host_part_c():
    r = translate_file(FILE_MACROS, target="cuda", force_device=True)
    assert r.programs
    assert r.c_host_reason is not None and "__PRETTY_FUNCTION__" in r.c_host_reason
    assert f'#line 1 "{FILE_MACROS}"' in r.main_text


SIZEOF_CONVERSIONS = os.path.join(ROOT, "tests", "faithful", "cxx_sizeof_conversions.c")


@pytest.mark.parametrize("target", host_targets())
def test_sizeof_conversions_match(target):
    r = check_file(SIZEOF_CONVERSIONS, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_sizeof_of_conditional_or_comma_keeps_the_host_part_c():
    r = translate_file(SIZEOF_CONVERSIONS, target="cuda", force_device=True)
    assert r.programs
    assert r.c_host_reason is not None and "conditional or comma" in r.c_host_reason
