"""`s2s check`: the output comparison (pure), target choice, and the command end to end."""
from __future__ import annotations

import math
import os
import textwrap

import pytest

from conftest import ROOT, needs_opencl
from s2s.check import build
from s2s.check.compare import compare_outputs, numbers_match, tokenize
from s2s.check.runner import check_file
from s2s.cli import main

# ---------------------------------------------------------------------------------------------------------
# compare


def test_identical_outputs_match():
    out = "C:\n1.000000e+00\n2.500000e-01\nchecksum C 1.2500000000e+00\n"
    c = compare_outputs(out, out)
    assert c.ok and c.n_mismatches == 0
    assert c.n_numbers == 3 and c.worst_rel == 0.0
    assert c.first_mismatch is None


def test_within_relative_tolerance():
    c = compare_outputs("1.000000e+03\n", "1.000001e+03\n", rtol=1e-6, atol=0)
    assert c.ok
    assert c.worst_rel == pytest.approx(1e-6)


def test_outside_relative_tolerance_reports_line_and_values():
    exp = "A:\n1.0\n2.0\n3.0\nchecksum A 6.0\n"
    got = "A:\n1.0\n2.1\n3.0\nchecksum A 6.1\n"
    c = compare_outputs(exp, got, rtol=1e-6, atol=1e-9)
    assert not c.ok
    m = c.first_mismatch
    assert (m.expected_line, m.got_line, m.expected, m.got) == (3, 3, "2.0", "2.1")
    assert m.describe() == "line 3: expected 2.0, got 2.1"
    assert c.n_mismatches == 2
    assert c.worst_rel == pytest.approx(0.05)
    assert c.worst_line == 3


def test_absolute_tolerance_near_zero():
    exp, got = "checksum data -6.4815514067e-13\n", "checksum data 3.1000000000e-12\n"
    assert not compare_outputs(exp, got, rtol=1e-6, atol=1e-15).ok
    assert compare_outputs(exp, got, rtol=1e-6, atol=1e-8).ok


def test_tolerance_is_relative_to_expected():
    # |a - b| <= atol + rtol * |b| with b the expected value
    assert numbers_match(1.1, 1.0, rtol=0.1, atol=0) is (abs(1.1 - 1.0) <= 0.1 * 1.0)
    assert numbers_match(110.0, 100.0, rtol=0.1, atol=0)
    assert not numbers_match(100.0, 89.0, rtol=0.1, atol=0)


def test_text_mismatch():
    c = compare_outputs("checksum C 1.0\n", "checksum D 1.0\n")
    assert not c.ok
    assert c.first_mismatch.reason == "text"
    assert (c.first_mismatch.expected, c.first_mismatch.got) == ("C", "D")


def test_whitespace_is_not_compared():
    assert compare_outputs("a  1.0\n\n b 2\n", "a 1.0\nb\t2\n").ok


def test_nan_and_inf():
    assert compare_outputs("nan\n", "nan\n").ok
    assert compare_outputs("-nan\n", "nan\n").ok          # glibc prints -nan for some NaNs
    assert compare_outputs("NaN\n", "nan\n").ok
    assert not compare_outputs("nan\n", "1.0\n").ok
    assert not compare_outputs("1.0\n", "nan\n").ok
    assert compare_outputs("inf -inf\n", "inf -inf\n").ok
    assert not compare_outputs("inf\n", "-inf\n").ok
    assert not compare_outputs("inf\n", "1e308\n", rtol=1.0).ok
    c = compare_outputs("nan 1.0\n", "nan 1.0\n")
    assert c.n_numbers == 2 and not math.isnan(c.worst_rel)


def test_integers_exact_by_default():
    exp, got = "checksum path 123456789\n", "checksum path 123456790\n"
    assert not compare_outputs(exp, got, rtol=1e-6).ok
    assert compare_outputs(exp, got, rtol=1e-6, exact_integers=False).ok
    # an integer against a float is compared with the tolerance
    assert compare_outputs("2\n", "2.0000000001\n").ok


def test_missing_and_extra_output():
    c = compare_outputs("1.0\n2.0\n3.0\n", "1.0\n2.0\n")
    assert not c.ok and c.first_mismatch.reason == "missing"
    assert c.first_mismatch.describe() == "line 3: expected 3.0, got <end of output>"
    c = compare_outputs("1.0\n", "1.0\n2.0\n")
    assert not c.ok and c.first_mismatch.reason == "extra"
    assert c.first_mismatch.got == "2.0"
    assert "line 2 of the output under test" in c.first_mismatch.describe()
    assert not compare_outputs("1.0\n", "").ok
    assert compare_outputs("", "").ok


def test_numbers_inside_words():
    toks = tokenize("A[3]=1.5e-3, x1 0x1f -2")
    assert [(t.text, t.value) for t in toks] == [
        ("A[", None), ("3", 3.0), ("]=", None), ("1.5e-3", 1.5e-3), (",", None),
        ("x1", None), ("0x1f", None), ("-2", -2.0)]
    assert compare_outputs("x=1.0000001,\n", "x=1.0000002,\n").ok
    assert not compare_outputs("x1\n", "x2\n").ok


def test_negative_tolerance_rejected():
    with pytest.raises(ValueError):
        compare_outputs("1\n", "1\n", rtol=-1)


# ---------------------------------------------------------------------------------------------------------
# choosing the target


def test_auto_target(monkeypatch):
    monkeypatch.setattr(build, "have_cuda", lambda: True)
    assert build.pick_target("auto") == "cuda"
    monkeypatch.setattr(build, "have_cuda", lambda: False)
    monkeypatch.setattr(build, "have_opencl", lambda: True)
    assert build.pick_target("auto") == "opencl"
    monkeypatch.setattr(build, "have_opencl", lambda: False)
    assert build.pick_target("auto") == "openmp"
    assert build.pick_target("openmp") == "openmp"


def test_cuda_without_gpu_is_a_diagnostic(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(build, "have_gpu", lambda: False)
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "cuda"]) == 1
    err = capsys.readouterr().err
    assert "no NVIDIA GPU" in err and "Traceback" not in err


# ---------------------------------------------------------------------------------------------------------
# end to end

SMALL = r"""
#include <stdio.h>
#include <stdlib.h>

static void kernel_small(int n, double *a, double *b)
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    b[i] = 2.0 * a[i] + 1.0;
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 16;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double s = 0.0;
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;  /* init */
  kernel_small(n, a, b);
  printf("b:\n");
  for (int i = 0; i < n; i++) {
    printf("%.6e\n", b[i]);
    s += b[i];
  }
  printf("checksum b %.10e\n", s);
  free(a);
  free(b);
  return 0;
}
"""


def _write_small(tmp_path) -> str:
    p = tmp_path / "small.c"
    p.write_text(textwrap.dedent(SMALL))
    return str(p)


def _patch_translation(monkeypatch, old: str, new: str):
    """Make the translator's output differ from what it would be: replace `old` by `new` in the host text."""
    import s2s.driver as driver

    real = driver.translate_file

    def fake(*a, **k):
        r = real(*a, **k)
        assert old in r.main_text
        r.main_text = r.main_text.replace(old, new)
        return r

    monkeypatch.setattr(driver, "translate_file", fake)


def test_check_small_openmp(tmp_path, capsys):
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "openmp"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"s2s check: MATCH {src} [openmp] worst relative error 0.0e+00 (17 numbers)")


@needs_opencl
def test_check_small_opencl(tmp_path, capsys):
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "opencl"]) == 0
    assert "MATCH" in capsys.readouterr().out


def test_check_result_api(tmp_path):
    r = check_file(_write_small(tmp_path), target="openmp")
    assert r.ok and r.verdict == "MATCH" and r.status == "match"
    assert r.scops == 1 and r.offloaded == 1
    assert r.comparison.n_numbers == 17
    assert r.translate_time > 0
    assert r.workdir is None


def test_program_arguments_and_keep(tmp_path, capsys):
    src = _write_small(tmp_path)
    keep = tmp_path / "kept"
    assert main(["check", src, "--target", "openmp", "--keep", str(keep), "--", "5"]) == 0
    assert "(6 numbers)" in capsys.readouterr().out
    assert (keep / "expected.out").read_text() == (keep / "got.out").read_text()
    assert (keep / "small.s2s.omp.c").exists()
    # options written after the file are still options, not program arguments
    assert main(["check", src, "--keep", str(keep), "--target", "openmp", "-DUNUSED=1", "--", "3"]) == 0
    assert "[openmp]" in capsys.readouterr().out
    assert len((keep / "got.out").read_text().split()) == 7      # b: + 3 values + 'checksum b' sum


def test_arrays_are_compared(tmp_path, capsys):
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "openmp", "--arrays"]) == 0
    cap = capsys.readouterr()
    assert "not implemented" not in cap.err
    assert "MATCH" in cap.out and "arrays: worst relative error" in cap.out


def test_mismatch_is_reported(tmp_path, monkeypatch, capsys):
    _patch_translation(monkeypatch, "a[i] = i * 0.5;  /* init */", "a[i] = i * 0.5 + (i == 3);")
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "openmp"]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"s2s check: MISMATCH {src} [openmp] "
                          "line 5: expected 4.000000e+00, got 6.000000e+00")


def test_mismatch_result(tmp_path, monkeypatch):
    _patch_translation(monkeypatch, "a[i] = i * 0.5;  /* init */", "a[i] = i * 0.5 + (i == 3);")
    r = check_file(_write_small(tmp_path), target="openmp")
    assert not r.ok and r.status == "mismatch" and r.verdict == "MISMATCH"
    assert r.comparison.first_mismatch.expected_line == 5
    assert r.comparison.n_mismatches == 2         # the value and the checksum


def test_translation_compile_error(tmp_path, monkeypatch, capsys):
    _patch_translation(monkeypatch, "a[i] = i * 0.5;  /* init */", "a[i] = i * 0.5 +;")
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "openmp"]) == 1
    cap = capsys.readouterr()
    assert "FAIL" in cap.out and "does not compile" in cap.out
    assert "error" in cap.err and "Traceback" not in cap.err
    r = check_file(src, target="openmp")
    assert r.status == "compile-error" and r.stage == "build-translation"


def test_original_compile_error(tmp_path, capsys):
    p = tmp_path / "bad.c"
    p.write_text("int main(void) { return undeclared_thing; }\n")
    assert main(["check", str(p), "--target", "openmp"]) == 1
    cap = capsys.readouterr()
    assert "FAIL" in cap.out and "undeclared_thing" in cap.err and "Traceback" not in cap.err


def test_translation_runtime_error(tmp_path, monkeypatch, capsys):
    _patch_translation(monkeypatch, "  return 0;\n}", '  fprintf(stderr, "boom\\n");\n  return 3;\n}')
    src = _write_small(tmp_path)
    assert main(["check", src, "--target", "openmp"]) == 1
    cap = capsys.readouterr()
    assert "FAIL" in cap.out and "exit status 3" in cap.out and "boom" in cap.out
    assert "boom" in cap.err


def test_original_runtime_error(tmp_path, capsys):
    src = _write_small(tmp_path)
    p = tmp_path / "exit.c"
    p.write_text(open(src).read().replace("  return 0;\n}", "  return 2;\n}"))
    assert main(["check", str(p), "--target", "openmp"]) == 1
    assert "the original program failed (exit status 2)" in capsys.readouterr().out


def test_translator_error_is_a_diagnostic(capsys):
    bad = os.path.join(ROOT, "tests", "bad", "syntax_error.c")
    assert main(["check", bad, "--target", "openmp"]) == 1
    cap = capsys.readouterr()
    assert "translation failed" in cap.out
    assert "syntax_error.c:" in cap.err and "Traceback" not in cap.err


def test_missing_file(capsys):
    assert main(["check", "/nonexistent/x.c", "--target", "openmp"]) == 1
    assert "no such file" in capsys.readouterr().err


def test_timeout(tmp_path, monkeypatch):
    _patch_translation(monkeypatch, "  return 0;\n}", "  for (;;) {}\n}")
    r = check_file(_write_small(tmp_path), target="openmp", timeout=2)
    assert r.status == "runtime-error" and "timed out after 2 s" in r.message


# The original's SCoP depends on __OPTIMIZE__ (defined by gcc and clang from -O1 on): its -O2 and -O0
# builds differ, and the translation (macros expanded when translating, without -O) follows -O0.  This is
# what a program with undefined behaviour, or a compiler bug, looks like to `s2s check`.
UNSTABLE_SRC = """
    #include <stdio.h>
    #ifdef __OPTIMIZE__
    #define SCALE 3.0
    #else
    #define SCALE 2.0
    #endif
    static double a[8];
    int main(void) {
    #pragma scop
      for (int i = 0; i < 8; i++)
        a[i] = i * SCALE;
    #pragma endscop
      for (int i = 0; i < 8; i++) printf("%g\\n", a[i]);
      return 0;
    }
"""


def test_unstable_original_is_not_called_a_mismatch(tmp_path, capsys):
    src = tmp_path / "unstable.c"
    src.write_text(textwrap.dedent(UNSTABLE_SRC))
    r = check_file(str(src), target="openmp")
    assert r.status == "unstable-original" and not r.ok and r.verdict == "UNSTABLE"
    assert "its -O2 and -O0 builds differ: line 2: expected 3, got 2" in r.message
    assert r.message.endswith("the translation matches the -O0 build")
    assert main(["check", str(src), "--target", "openmp"]) == 1
    assert capsys.readouterr().out.startswith(
        f"s2s check: UNSTABLE {src} [openmp] the original program's output")


def test_real_mismatch_of_a_stable_original_stays_a_mismatch(tmp_path, monkeypatch):
    """The -O0 rebuild after a mismatch does not turn a translation bug into 'unstable'."""
    _patch_translation(monkeypatch, "a[i] = i * 0.5;  /* init */", "a[i] = i * 0.5 + (i == 3);")
    r = check_file(_write_small(tmp_path), target="openmp", arrays=True)
    assert r.status == "mismatch"


def test_integral_doubles_printed_by_g_get_a_hint_and_an_option():
    """%.17g prints an integral double without a point: compared as integers (exactly), a difference in
    the last digits fails with a hint; --no-exact-integers compares them with the tolerance."""
    from s2s.check.compare import compare_outputs
    c = compare_outputs("s0 -7774931411639089\n", "s0 -7774931411639064\n")
    assert not c.ok and "print them with %e or pass --no-exact-integers" in c.first_mismatch.describe()
    assert compare_outputs("s0 -7774931411639089\n", "s0 -7774931411639064\n", exact_integers=False).ok
    # small integers that differ are integer results: no hint
    c = compare_outputs("n 12\n", "n 13\n")
    assert not c.ok and "--no-exact-integers" not in c.first_mismatch.describe()
    # far apart: no hint either
    c = compare_outputs("x 7774931411639089\n", "x 7000000000000000\n")
    assert not c.ok and "--no-exact-integers" not in c.first_mismatch.describe()


def test_original_built_with_openmp_where_the_user_has_openmp(tmp_path):
    """The OpenMP translation is built with -fopenmp; the original was built without it, so a program
    printing its number of threads (`#ifdef _OPENMP`) differed between the builds, a mismatch that was not
    the translation's (tests/faithful/f25b_omp_thread_count_printed.c).  The original is built with
    -fopenmp too when the file has OpenMP of its own; other files, and the other targets, build as before."""
    for text, uses in [("#pragma omp parallel for\n", True), ("  #  pragma  omp critical\n", True),
                       ("#ifdef _OPENMP\n#endif\n", True), ("#include <omp.h>\n", True),
                       ('_Pragma("omp parallel")\n', True), ("#pragma scop\n/* omp */\n", False),
                       ("int comp_x;\n", False)]:
        p = tmp_path / "u.c"
        p.write_text(text)
        assert build.uses_openmp(str(p)) is uses, text
    path = os.path.join(ROOT, "tests", "faithful", "f25b_omp_thread_count_printed.c")
    r = check_file(path, target="openmp")
    assert r.status == "match", (r.status, r.message)


_C2X = """#include <stdio.h>
#define N 1'0'0
#if __STDC_VERSION__ > 201710L && N > 9'9
typedef float real;
#else
typedef double real;
#endif
real A[N];
int main(void) {
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = i * 1'000.5f;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i];
  printf("%.9g %zu\\n", s, sizeof(real));
  return 0;
}
"""


def test_cc_with_options_and_std_mode(tmp_path, monkeypatch, capsys):
    """The user's language mode reaches every run of cc: `CC="cc -std=c2x"` (as make passes it) was run as
    one program name (an internal error), and s2s had no -std: the parse's preprocessing took gnu17's
    branch of `#if __STDC_VERSION__` (a double where the program has floats) and check's builds refused
    C2x's digit separators."""
    from s2s.frontend.preprocess import cc_words
    src = tmp_path / "c2x.c"
    src.write_text(_C2X)
    monkeypatch.setenv("CC", "cc  -std=c2x")
    assert cc_words()[1:] == ["-std=c2x"] and build.c_command() == ["cc", "-std=c2x"]
    assert build.mode_flags() == ["-Xcompiler", "-std=c2x"]
    r = check_file(str(src), target="openmp")
    assert r.status == "match", (r.status, r.message, r.details[-2000:])
    monkeypatch.delenv("CC")
    assert main(["translate", "-std=c2x", str(src), "--target", "openmp", "-o", str(tmp_path / "o.c")]) == 0
    err = capsys.readouterr().err
    assert "build with: cc -std=c2x -O2 -fopenmp" in err, err
    monkeypatch.setenv("CC", "cc -std=c2x")
    from s2s.frontend.load import load
    assert load(str(src)).symbols.globals["A"].ctype == "float"      # (`real` as the build has it)
    monkeypatch.delenv("CC")
    assert "CC" not in os.environ                  # (the option's $CC lasts for the command only)
    assert main(["check", "-std=c2x", str(src), "--target", "openmp"]) == 0
    assert "MATCH" in capsys.readouterr().out
    monkeypatch.setenv("CC", "cc '-std=c2x")      # unbalanced quotes: an error, not a traceback
    assert main(["translate", str(src), "--target", "openmp", "-o", str(tmp_path / "p.c")]) == 1
    err = capsys.readouterr().err
    assert "is not a command line" in err and "internal error" not in err, err
    assert not (tmp_path / "p.c").exists()


def test_a_compiler_of_another_data_model_is_refused(tmp_path, monkeypatch, capsys):
    """s2s computes with x86-64's data model (LP64): a $CC that has another one (`-m32`; $CC may carry
    options since round faith27a) is a located error, not a translation that computes other values than
    the build."""
    src = tmp_path / "p.c"
    src.write_text(_C2X.replace("1'0'0", "100").replace("9'9", "99").replace("1'000.5f", "1.5f"))
    monkeypatch.setenv("CC", "cc -m32")
    assert main(["translate", str(src), "--target", "openmp", "-o", str(tmp_path / "o.c")]) == 1
    err = capsys.readouterr().err
    assert "p.c:1:1: error: s2s models C as x86-64" in err and "long of 4 bytes" in err, err
    assert not (tmp_path / "o.c").exists()


_CHARS = """#include <stdio.h>
#define N 64
char c[N]; signed char s[N]; unsigned char u[N]; double x[N];
int main(void) {
  for (int i = 0; i < N; i++) { c[i] = (char)(i * 9); s[i] = (signed char)(i * 7); u[i] = i * 5; x[i] = i; }
  int neg = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    x[i] = x[i] * 2 + (c[i] < 0);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    x[i] += s[i] + u[i];
#pragma endscop
  for (int i = 0; i < N; i++) neg += x[i] > 100;
  printf("%d %f\\n", neg, x[N - 1]);
  return 0;
}
"""


def test_unsigned_plain_char_keeps_only_the_scops_that_use_it(tmp_path, monkeypatch):
    """A compiler whose plain char is unsigned (aarch64, `-funsigned-char`): s2s computes with plain char
    as signed, so the SCoP that reads `c[i] < 0` is kept as written (warned at its use), and the one of
    signed char and unsigned char is translated; the program prints what its build prints."""
    src = tmp_path / "chars.c"
    src.write_text(_CHARS)
    monkeypatch.setenv("CC", "cc -funsigned-char")
    from s2s.driver import translate_file
    r = translate_file(str(src), target="openmp")
    warned = [(d.loc.line, d.message) for d in r.log.items if d.message.startswith("SCoP left sequential")]
    assert len(warned) == 1 and warned[0][0] == 9 and "plain char" in warned[0][1], warned
    assert len(r.programs) == 1
    res = check_file(str(src), target="openmp")
    assert res.status == "match", (res.status, res.message, res.details[-2000:])


def test_arrays_dumps_build_in_c89(monkeypatch):
    """`check --arrays` in a C89 program's mode: the dumps declared their loop counter in the `for`
    (C99), and the instrumented original did not build (check/instrument.dump_code)."""
    monkeypatch.setenv("CC", "cc -std=c89")
    r = check_file(os.path.join(ROOT, "tests", "faithful", "f27a_c89_mode.c"), target="openmp", arrays=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])
    assert r.array_comparison is not None and r.array_comparison.n_numbers > 0
