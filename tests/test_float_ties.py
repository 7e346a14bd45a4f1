"""float and double constants halfway between two values of their type (tests/faithful/float_ties_nvcc.c):
C rounds them to even; nvcc 13.0 reads some of them as the value above, in host and in device code:
floats 2^k (1 + 2^-24) such as 16777217.0f and 33554434.0f, doubles 2^k (1 + 2^-53) for many k.
Measured on the development machine (`float x = 16777217.0f;` is 0x4b800001 built by nvcc, 0x4b800000
by gcc and g++); faith15's float_const_casts.c mismatched on the H200 for it.  Device code gets their
values in hexadecimal, and a user's file holding one keeps its code in C (the .c file beside the .cu)."""
from __future__ import annotations

import os
import re

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.codegen.cxx_semantics import float_tie
from s2s.driver import translate_file

PROGRAM = os.path.join(ROOT, "tests", "faithful", "float_ties_nvcc.c")


@pytest.mark.parametrize("text, value", [
    ("16777217.0f", 16777216.0), ("16777217.f", 16777216.0), ("1.6777217e7F", 16777216.0),
    ("16777219.0f", 16777220.0), ("33554434.0f", 33554432.0), ("8388609.5f", 8388610.0),
    ("1.00000005960464477539062500f", 1.0), ("0x1p-149f", None), ("16777218.0f", None), ("0.1f", None),
    ("16777217.0", None), ("16777217.5f", None), ("1e-45f", None), ("16777217.0L", None),
    ("36893488147419107328.0", 2.0 ** 65), ("9007199254740993.0", 2.0 ** 53),
    ("9007199254740995.0", 2.0 ** 53 + 4),
    ("0.1", None), ("1e400", None)])
def test_float_tie(text, value):
    assert float_tie(text) == value


@pytest.mark.parametrize("target", host_targets())
def test_matches(target):
    r = check_file(PROGRAM, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_cuda_kernel_prints_ties_in_hexadecimal_and_host_stays_c():
    r = translate_file(PROGRAM, target="cuda", force_device=True)
    assert r.programs
    assert r.c_host_reason is not None and "16777217.0f" in r.c_host_reason
    device = r.device_text
    assert "0x1.0000000000000p+24f" in device and "0x1.0000000000000p+25f" in device
    assert "0x1.0000000000000p+65" in device and "36893488147419103232.0" in device    # not a tie
    assert not re.search(r"\b(16777217|33554434)\.0f|36893488147419107328", device)


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_translation_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    compile_cuda_only(translate_file(PROGRAM, target="cuda", force_device=True), PROGRAM, str(tmp_path))
