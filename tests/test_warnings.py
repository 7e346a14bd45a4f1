"""Translations add no compiler warnings to the user's program.

Users build s2s's output with -Wall -Wextra, some with -Werror: each translation below is compiled with
warnings on, as its target is built (s2s/check/warnings.py: cc -Wall -Wextra -O2 [-fopenmp]; nvcc with
-Xcompiler -Wall,-Wextra and its own front-end warnings), and must warn about nothing the original
program does not warn about.  The programs are those where the survey (bench/warnings_survey.py) found
warnings once: unused helpers and host values, unused iterators of the user's, `&&` inside `||`, and a
scalar copied in before the SCoP wrote it (an indeterminate value read: undefined behaviour).
"""
from __future__ import annotations

import os
import re

import pytest
from conftest import ROOT, needs_nvcc

from s2s.check.build import write_translation
from s2s.check.warnings import added_warnings, parse_warnings
from s2s.codegen.emit import name_unused
from s2s.driver import translate_file

SUFFIX = {"cuda": ".cu", "opencl": ".ocl.c", "openmp": ".omp.c"}


def _assert_no_added_warnings(rel: str, target: str, tmp_path, offloaded: bool = True, **options) -> str:
    path = os.path.join(ROOT, rel)
    result = translate_file(path, target=target, **options)
    assert bool(result.programs) == offloaded, [d.format() for d in result.log.items]
    files = write_translation(result, str(tmp_path / (os.path.basename(rel)[:-2] + ".s2s" + SUFFIX[target])))
    added, errors = added_warnings(path, files, target, str(tmp_path), ["-I", os.path.dirname(path)],
                                   quick=True)
    assert not errors, errors
    assert not added, "\n".join(map(str, added))
    return "".join(open(f).read() for f in files)


# each found once with: unused iterators of the user's (cholesky), unused host values (adi), a scalar
# copied in before the SCoP wrote it (durbin), `&&` inside `||` (fdtd-2d's conditional copy-in), tests
# of the ranges of unsigned parameters' types (unsigned_wrap_bounds: -Wtype-limits),
# math.h's INFINITY read as 1e10000f (float_h_constants: -Woverflow), the user's parentheses that C does
# not need and gcc asks for (bits_subscript: `(i - 20) & 15`); CUDA: helpers defined and not
# called, indices of contraction copies (gemm), of persistent kernels (adi), of full reductions (durbin)
# and of matrix-vector products in one sweep without pre and post phases (mvt)
# (and the locals of structure members read once before the code: struct_members_hoisted)
OPENMP = ["corpus/cholesky.c", "corpus/adi.c", "tests/faithful/float_h_constants.c",
          "tests/faithful/bits_subscript.c", "tests/faithful/struct_members_hoisted.c"]
OPENCL = ["corpus/durbin.c", "corpus/fdtd-2d.c", "tests/faithful/unsigned_wrap_bounds.c",
          "tests/faithful/struct_members_hoisted.c"]
CUDA = ["corpus/gemm.c", "corpus/adi.c", "corpus/durbin.c", "corpus/mvt.c",
        "tests/faithful/struct_members_hoisted.c"]


@pytest.mark.parametrize("rel", OPENMP)
def test_openmp(rel, tmp_path):
    _assert_no_added_warnings(rel, "openmp", tmp_path)


@pytest.mark.parametrize("rel", OPENCL)
def test_opencl(rel, tmp_path):
    _assert_no_added_warnings(rel, "opencl", tmp_path, force_device=True)


def test_opencl_kept_on_host(tmp_path):
    """dot stays on the host: its OpenMP version under #ifdef _OPENMP, the partial sums' version where that
    did not run, each a function of its own (codegen/host_outline.py) that does not take the user's `i`,
    which only the original lines, kept in the user's function in either build, use."""
    text = _assert_no_added_warnings("corpus/dot.c", "opencl", tmp_path, offloaded=False)
    assert "#ifdef _OPENMP" in text and "(void)sizeof(i);" not in text
    assert re.search(r"static __attribute__\(\(noinline\)\) int s2s_scop0_\w+_openmp\(", text)
    assert re.search(r"static __attribute__\(\(noinline\)\) int s2s_scop0_\w+_partials\(", text)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("rel", CUDA)
def test_cuda(rel, tmp_path):
    text = _assert_no_added_warnings(rel, "cuda", tmp_path, force_device=True)
    if rel.endswith("durbin.c"):
        # durbin writes alpha and beta before reading them: no copy of their indeterminate values
        assert "s2s_s_beta = beta" not in text and "s2s_s_alpha = alpha" not in text


SCALAR_WRITTEN_FIRST = """
double A[10], B[10];
void f(int n) {
  double g, h = 0;
#pragma scop
  g = B[0] + 2.0;
  for (int i = 0; i < n; i++)
    A[i] = A[i] * g;
  for (int i = 0; i < n; i++)
    if (i == 3)
      h = A[i];
#pragma endscop
  B[0] = g + h;
}
"""


def test_scalar_written_first_is_not_copied_in(tmp_path):
    """`g` is written before any read on every path: its value before the SCoP is not read (it may have
    none); `h` is written only where n > 3, elsewhere the SCoP leaves it as it was: it is copied in."""
    path = tmp_path / "scalars.c"
    path.write_text(SCALAR_WRITTEN_FIRST)
    result = translate_file(str(path), target="opencl", force_device=True)
    assert result.programs, [d.format() for d in result.log.items]
    plan = {a.name: a for a in result.programs[0].arrays}
    assert not plan["g"].copy_in and plan["h"].copy_in
    assert "double s2s_s_g;" in result.main_text and "double s2s_s_h = h;" in result.main_text


def test_name_unused():
    code = "  {\n    x = 1;\n  }\n"
    assert name_unused(code, {"x"}, "  ") == code
    out = name_unused(code, {"i", "x", "j"}, "  ")
    assert out.endswith("  (void)sizeof(i); (void)sizeof(j);\n")
    assert name_unused("", set(), "") == ""


def test_parse_warnings():
    text = """\
a.c:12:14: warning: unused parameter 'argc' [-Wunused-parameter]
a.c:6: warning: ignoring '#pragma scop ' [-Wunknown-pragmas]
a.cu(152): warning #177-D: variable "_k" was declared but never referenced
a.c:3:1: error: expected ';'
ptxas warning : Stack size for entry function cannot be statically determined
"""
    ws = parse_warnings(text)
    assert [(w.kind, w.line) for w in ws] == [("-Wunused-parameter", 12), ("-Wunknown-pragmas", 6),
                                              ("#177-D", 152), ("ptxas", 0)]
