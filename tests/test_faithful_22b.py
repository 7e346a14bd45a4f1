"""The output builds with the standard compiler alone, in the modes users build in (round faith22b).

Users build the translated files from their own Makefiles: `-std=c99`, `-std=c11`, `-std=gnu89`,
`-pedantic`, `-Wall -Wextra -Werror`, `-O0` to `-O3`, `-ffast-math`, `-fno-common`,
`-D_FORTIFY_SOURCE=2`, `-fsanitize=address,undefined`, with gcc or clang (clang -fopenmp), and nvcc
compiling the .cu as C++.  The round translated the corpus, tests/variants and a sample of
tests/faithful for OpenMP, OpenCL (device forced) and CUDA, and built each original and each
translation in every mode the original builds in (gcc 12, clang 14, nvcc 13), then ran the OpenMP and
OpenCL (PoCL) translations built with `-fsanitize=address,undefined` at small sizes against the original
built the same way.

Found and fixed:
* `-std=gnu89` (and `-std=c89`): every loop s2s adds to a C file declared its iterator in the `for`
  (`for (long _g0 = _lo0; ...)`, and `for (cl_uint p = 0; ...)` twice in one block in the OpenCL set-up),
  an error before C99, so old code written C89-style no longer built once translated.  Host code added
  to a C file now goes through codegen/c89_loops.py: `{ T v; for (v = e; ...) }`, the block opened above
  a loop's `#pragma` and the loops a `collapse(n)` binds declared together (f22b_gnu89_kernels.c).
* `-std=c99/c11 -pedantic -Werror`: the OpenCL kernels were one string literal, over the 4095 characters
  C99 asks compilers to support in 13 of the corpus's programs (-Woverlength-strings, gcc and clang); it
  is now an array of literals of at most 200 characters, which clCreateProgramWithSource joins.
* `-Wall -Werror` at -O2 (gcc): where accesses leave an array parameter's declared rows for some values of
  the parameters (`a[m - 1][m - 1]` with `double a[M][M]`), the translation runs the original lines for
  those values; gcc inlines the kernel into its caller, knows the object's size and, in that branch,
  warns about the access past its end that no run makes (-Warray-bounds; found in
  tests/variants/correlation-pb.c).  Those lines are now compiled with -Warray-bounds off (gcc and clang's
  `#pragma GCC diagnostic`, codegen/versioning.py; f22b_guarded_rows.c).
* clang `-Wall -Werror`: the OpenCL host's `static inline size_t s2s_mul(...)` was defined where nothing
  called it (clang's -Wunused-function, gcc is silent about unused inline functions); it is emitted only
  where used.

Nothing else: no sanitizer report (gcc: corpus, tests/variants and the round's programs; clang: the
round's programs), no new leak in the corpus's OpenMP translations, no mismatch under -ffast-math (the
round's programs, OpenMP, with a tolerance), nothing from -fno-common or _FORTIFY_SOURCE, and the CUDA .cu
files tried (gemm, durbin, adi, jacobi-2d) compile with nvcc at -std=c++14/17/20 with -Xcompiler
-Wall,-Wextra,-Werror.  Not fixed: with `-std=gnu89 -pedantic` (or c89) the OpenCL host code still warns
about C99 features (declarations after statements, aggregate initialisers that are not constant); without
-pedantic it builds cleanly.
"""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess

import pytest
from conftest import ROOT, have_opencl, needs_opencl
from faithful_round import test_cuda_translation_compiles, test_matches, \
    test_what_is_not_modelled_stays_sequential  # noqa: F401

from s2s.check.build import write_translation
from s2s.check.compare import compare_outputs
from s2s.codegen.c89_loops import hoist_loop_declarations
from s2s.driver import translate_file

PROGRAMS = ["f22b_gnu89_kernels.c", "f22b_pedantic_c11.c", "f22b_guarded_rows.c"]
FAITHFUL = os.path.join(ROOT, "tests", "faithful")
SMALL = {"f22b_gnu89_kernels.c": "-DN=23", "f22b_pedantic_c11.c": "-DSIZE=19",
         "f22b_guarded_rows.c": "-DM=17"}
WARN = ["-Wall", "-Wextra", "-Wno-unknown-pragmas", "-Werror"]
# the modes each program's owners build it in (its own code is clean there, with -Werror)
MODES = {
    "f22b_gnu89_kernels.c": [["-std=gnu89", "-O0"], ["-std=gnu89", "-O2"], ["-std=c89", "-O2"],
                             ["-std=c99", "-pedantic", "-O2"]],
    "f22b_pedantic_c11.c": [["-std=c99", "-pedantic", "-O2"],
                            ["-std=c11", "-pedantic", "-O3", "-fno-common", "-D_FORTIFY_SOURCE=2"]],
    "f22b_guarded_rows.c": [["-std=gnu89", "-O2"], ["-std=c99", "-O3"]],
}
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-O1", "-g"]


def _compilers() -> list:
    """gcc (the system's cc where gcc is not) and clang, which skips where it is not installed."""
    gcc = shutil.which("gcc") or "cc"
    return [gcc, pytest.param("clang", marks=pytest.mark.skipif(not shutil.which("clang"),
                                                                   reason="clang is not installed"))]


@functools.cache
def _translation(name: str, target: str, force: bool, defines: tuple = ()):
    return translate_file(os.path.join(FAITHFUL, name), target=target, force_device=force, defines=defines)


def _variants() -> list:
    """(target, device forced): OpenMP, and OpenCL with the device forced and as the cost model chose."""
    ocl = pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
    return [("openmp", False), pytest.param("opencl", True, marks=ocl),
            pytest.param("opencl", False, marks=ocl)]


def _compile(cc: str, flags: list[str], files: list[str], out: str, libs=()) -> subprocess.CompletedProcess:
    link = [] if "-c" in flags else [*libs, "-lm"]
    cmd = [cc, *flags, *files, "-o", out, *link]
    return subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=300)


def _write(result, tmp_path, name: str) -> list[str]:
    suffix = ".omp.c" if result.target == "openmp" else ".ocl.c"
    return write_translation(result, str(tmp_path / (name[:-2] + ".s2s" + suffix)))


def _libs(result) -> tuple[list[str], list[str]]:
    """(flags, libraries) that the translation's build command adds: -fopenmp for OpenMP (also an OpenCL
    output with OpenMP versions of SCoPs kept on the host), -lOpenCL."""
    omp = ["-fopenmp"] if result.target == "openmp" or result.host_openmp else []
    return omp, (["-lOpenCL"] if result.target == "opencl" else [])


@pytest.mark.parametrize("cc", _compilers())
@pytest.mark.parametrize("target,force", _variants())
@pytest.mark.parametrize("name", PROGRAMS)
def test_builds_cleanly_in_the_users_modes(name, target, force, cc, tmp_path):
    """Each mode the original builds in with -Wall -Wextra -Werror builds the translation too."""
    path = os.path.join(FAITHFUL, name)
    result = _translation(name, target, force)
    assert result.programs or not force, [d.format() for d in result.log.items]
    files = _write(result, tmp_path, name)
    omp, _ = _libs(result)
    for mode in MODES[name]:
        orig = _compile(cc, [*mode, *WARN, "-c"], [path], os.devnull)
        assert orig.returncode == 0, (mode, orig.stderr)        # the test program itself is clean there
        got = _compile(cc, [*mode, *WARN, *omp, "-c"], files, os.devnull)
        assert got.returncode == 0, (mode, got.stderr[-3000:])


@pytest.mark.parametrize("cc", _compilers())
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_host_part_builds_in_the_users_modes(name, cc, tmp_path):
    """The programs are C but not C++ (malloc's void * assigned without a cast, array parameters of
    run-time sizes), so their CUDA translations keep the host part in a .c file, which the user's C
    compiler builds in the same modes (nvcc passes a .c to it)."""
    result = _translation(name, "cuda", True)
    assert result.split and result.programs, result.split
    files = write_translation(result, str(tmp_path / (name[:-2] + ".s2s.cu")))
    host = [f for f in files if f.endswith(".c")]
    assert len(host) == 1, files
    for mode in MODES[name]:
        got = _compile(cc, [*mode, *WARN, "-c", "-I", FAITHFUL], host, os.devnull)
        assert got.returncode == 0, (mode, got.stderr[-3000:])


def test_opencl_kernel_source_is_short_literals():
    """The kernels of f22b_gnu89_kernels.c are longer than the 4095 characters C99 asks compilers to
    support in one literal; each literal of the translation is within C89's 509."""
    text = _translation("f22b_gnu89_kernels.c", "opencl", True).main_text
    body = text.split("s2s_kernel_source[] = {")[1].split("};")[0]
    literals = re.findall(r'"((?:[^"\\]|\\.)*)"', body)
    assert sum(len(s) for s in literals) > 4095
    assert max(len(s) for s in literals) <= 509
    assert "(cl_uint)(sizeof s2s_kernel_source / sizeof s2s_kernel_source[0])" in text


def _run(exe: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", OMP_NUM_THREADS="3")
    return subprocess.run([exe], capture_output=True, text=True, errors="replace", timeout=300, env=env)


def _same_as_original(name: str, target: str, force: bool, cc: str, flags: list[str], tmp_path,
                      rtol: float) -> None:
    path = os.path.join(FAITHFUL, name)
    size = SMALL[name]
    result = _translation(name, target, force, (size[2:],))
    files = _write(result, tmp_path, name)
    omp, libs = _libs(result)
    built = _compile(cc, [*flags, size], [path], str(tmp_path / "orig"))
    assert built.returncode == 0, built.stderr
    expected = _run(str(tmp_path / "orig"))
    assert expected.returncode == 0 and "runtime error" not in expected.stderr, expected.stderr
    built = _compile(cc, [*flags, *omp, size], files, str(tmp_path / "s2s"), libs)
    assert built.returncode == 0, built.stderr[-3000:]
    got = _run(str(tmp_path / "s2s"))
    assert got.returncode == 0, got.stderr[-3000:]
    assert "runtime error" not in got.stderr, got.stderr[-3000:]
    cmp = compare_outputs(expected.stdout, got.stdout, rtol=rtol, atol=1e-9)
    assert cmp.ok, (cmp.summary(), got.stdout[:2000])


@pytest.mark.parametrize("cc", _compilers())
@pytest.mark.parametrize("target,force", _variants()[:2])
@pytest.mark.parametrize("name", PROGRAMS)
def test_sanitizers_find_nothing(name, target, force, cc, tmp_path):
    """Built with -fsanitize=address,undefined at a small size, the translation makes no access and no
    operation the sanitizers report, and prints what the original built the same way prints."""
    _same_as_original(name, target, force, cc, SANITIZE, tmp_path, 1e-6)


@pytest.mark.parametrize("cc", _compilers())
@pytest.mark.parametrize("name", PROGRAMS)
def test_fast_math_matches_the_original_built_so(name, cc, tmp_path):
    """-ffast-math changes the sequential build too: the OpenMP translation, built with it, prints what the
    original built with it prints, within a tolerance."""
    _same_as_original(name, "openmp", False, cc, ["-O2", "-ffast-math"], tmp_path, 1e-5)


# ------------------------------------------------------------------------------------------ c89_loops
@pytest.mark.parametrize("src,expected", [
    ("for (long i = 0; i < n; i++) a[i] = 0;\n", "{ long i; for (i = 0; i < n; i++) a[i] = 0; }\n"),
    ("  #pragma omp parallel for collapse(2) schedule(static)\n  for (long a = 0; a < n; a++)\n"
     "    for (long b = 0; b < m; b++) {\n      x[a][b] = 0;\n    }\n",
     "  { long a; long b;\n  #pragma omp parallel for collapse(2) schedule(static)\n"
     "  for (a = 0; a < n; a++)\n    for (b = 0; b < m; b++) {\n      x[a][b] = 0;\n    } }\n"),
    ("if (c) for (int k = 1; k; k--) f(\"for (int q = 0;\"); else g();\n",
     "if (c) { int k; for (k = 1; k; k--) f(\"for (int q = 0;\"); } else g();\n"),
    ("do for (unsigned long q = 0; q < 2; q++) { /* for (int z = 0; */ } while (0);\n",
     "do { unsigned long q; for (q = 0; q < 2; q++) { /* for (int z = 0; */ } } while (0);\n"),
    ("for (int i = 0, j = 0; i < n; i++) f(i, j);\nfor (i = 0; i < n; i++) g(i);\n",
     "for (int i = 0, j = 0; i < n; i++) f(i, j);\nfor (i = 0; i < n; i++) g(i);\n"),
])
def test_loop_declarations_leave_the_for(src, expected):
    """C99's `for (T v = e; c; s) S` is `{ T v; for (v = e; c; s) S }`; a pragma stays directly above its
    loop, collapsed loops stay perfectly nested; literals and comments are left alone."""
    assert hoist_loop_declarations(src) == expected


@pytest.mark.parametrize("cc", _compilers())
def test_hoisted_loops_compute_the_same(cc, tmp_path):
    """A C99 function and its hoisted form, built -std=gnu89 -fopenmp, print the same (the iterators of
    parallel and collapsed loops stay private: a race would show as a wrong sum)."""
    body = ("  long s = 0;\n  #pragma omp parallel for collapse(2) reduction(+: s)\n"
            "  for (long i = 0; i < 300; i++)\n    for (long j = 0; j < 200; j++) {\n"
            "      for (int k = 0; k < 3; k++) s += (i * j + k) % 7;\n    }\n"
            "  #pragma omp parallel for reduction(+: s)\n  for (long i = 0; i < 500; i++)\n"
            "    for (long j = i; j < 500; j++) s += (i ^ j) & 3;\n")
    program = "#include <stdio.h>\nint main(void)\n{\n%s  printf(\"%%ld\\n\", s);\n  return 0;\n}\n"
    outs = []
    for std, text in (("-std=c99", body), ("-std=gnu89", hoist_loop_declarations(body))):
        src = tmp_path / f"h{len(outs)}.c"
        src.write_text(program % text)
        built = _compile(cc, [std, "-O2", "-fopenmp", *WARN], [str(src)], str(tmp_path / f"h{len(outs)}"))
        assert built.returncode == 0, built.stderr
        outs.append(_run(str(tmp_path / f"h{len(outs)}")).stdout)
    assert outs[0] == outs[1] and outs[0].strip().isdigit()


# ------------------------------------------------------------------------------------------ the corpus
CORPUS = sorted(f for f in os.listdir(os.path.join(ROOT, "corpus")) if f.endswith(".c"))
PEDANTIC = ["-std=c99", "-pedantic", "-O2", *WARN]


@needs_opencl
@pytest.mark.parametrize("cc", _compilers())
@pytest.mark.parametrize("name", CORPUS)
def test_corpus_builds_pedantic(name, cc, tmp_path):
    """The corpus's OpenMP and OpenCL (device forced) translations build with -std=c99 -pedantic -Wall
    -Wextra -Werror, as their originals do (-Wno-unknown-pragmas: the originals' scop pragmas)."""
    path = os.path.join(ROOT, "corpus", name)
    orig = _compile(cc, [*PEDANTIC, "-c"], [path], os.devnull)
    if orig.returncode != 0:
        pytest.skip("the original does not build in this mode")
    for target, force in (("openmp", False), ("opencl", True)):
        result = translate_file(path, target=target, force_device=force)
        files = _write(result, tmp_path, name)
        omp, _ = _libs(result)
        got = _compile(cc, [*PEDANTIC, *omp, "-c"], files, os.devnull)
        assert got.returncode == 0, (target, got.stderr[-3000:])
