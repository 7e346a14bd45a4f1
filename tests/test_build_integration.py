"""Build integration on a throwaway C project outside the repository: the Makefile fragment of
`s2s makefile` and the CMake module of `s2s cmake` build its OpenMP and OpenCL variants (run and
compared with the sequential build) and translate and compile its CUDA variant where nvcc exists; the
compile_commands.json entries of `s2s translate --compile-commands`."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import needs_nvcc
from s2s.check.compare import compare_outputs

S2S = os.path.join(os.path.dirname(sys.executable), "s2s")
if not os.path.exists(S2S):
    S2S = shutil.which("s2s") or "s2s"

needs_make = pytest.mark.skipif(shutil.which("make") is None or shutil.which("cc") is None,
                                reason="needs make and cc")
needs_cmake = pytest.mark.skipif(shutil.which("cmake") is None or shutil.which("cc") is None,
                                 reason="needs cmake and cc (make setup installs cmake)")

# a header found through -I, a macro given with -D, a "..." header beside the source, and a SCoP whose
# bounds come from both: the translation is right only if s2s saw the user's flags
PROGRAM = textwrap.dedent("""\
    #include <stdio.h>
    #include "params.h"
    #include "local.h"

    static double A[N][N], B[N][N];

    int main(void)
    {
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          A[i][j] = (double)((i * 7 + j * 3) % 11) + 0.5;
    #pragma scop
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          B[i][j] = SCALE * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1] + A[i][j]);
    #pragma endscop
      double sum = 0.0;
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          sum += B[i][j] * (i + 1);
      printf("N %d sum %.10e corner %.10e\\n", N, sum, B[1][1]);
      return 0;
    }
    """)
N = 37


def make_project(root: Path) -> Path:
    """proj/src/stencil.c, proj/src/local.h, proj/include/params.h (N needs -DN=...)."""
    proj = root / "proj"
    (proj / "src").mkdir(parents=True)
    (proj / "include").mkdir()
    (proj / "src" / "stencil.c").write_text(PROGRAM)
    (proj / "src" / "local.h").write_text("#define SCALE 0.2\n")
    (proj / "include" / "params.h").write_text("#ifndef N\n#error N must be defined\n#endif\n")
    return proj


def sequential_output(proj: Path, tmp: Path) -> str:
    exe = tmp / "seq"
    subprocess.run(["cc", "-O2", f"-I{proj / 'include'}", f"-DN={N}", "-o", str(exe),
                    str(proj / "src" / "stencil.c")], check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    assert out.startswith(f"N {N} ")
    return out


def run_and_compare(exe: Path, expected: str) -> None:
    assert exe.is_file(), exe
    got = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=True).stdout
    c = compare_outputs(expected, got, rtol=1e-9, atol=0.0)
    assert c.ok and c.n_numbers == 3, (expected, got)


def run(cmd: list[str], cwd: Path, timeout: int = 300) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert p.returncode == 0, f"{cmd}\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}"
    return p


# ---------------------------------------------------------------------------------------------------------
# the Makefile fragment

MAKEFILE = textwrap.dedent("""\
    CPPFLAGS = -Iinclude -DN=%d
    S2S_BUILD = out
    include $(shell %s makefile --path)
    """) % (N, S2S)


@needs_make
def test_makefile_fragment_builds_openmp_and_opencl_from_another_directory(tmp_path):
    proj = make_project(tmp_path)
    (proj / "Makefile").write_text(MAKEFILE)
    expected = sequential_output(proj, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    targets = ["out/src/stencil-omp"] + (["out/src/stencil-ocl"] if _have_opencl() else [])
    p = run(["make", "-C", str(proj), f"S2S={S2S}", *targets], cwd=elsewhere)
    # the translations and the builds got the user's -I/-D flags
    assert "--target openmp src/stencil.c -o out/src/stencil.omp.c" in p.stdout
    assert f"-Iinclude -DN={N}" in p.stdout
    for t in targets:
        run_and_compare(proj / t, expected)
    # nothing to do the second time: the translations are kept, not deleted as intermediates
    again = run(["make", "-C", str(proj), f"S2S={S2S}", *targets], cwd=elsewhere)
    assert "translate" not in again.stdout
    assert not list(elsewhere.iterdir())


@needs_make
def test_printed_fragment_names_this_s2s(tmp_path):
    """`s2s makefile > s2s.mk`: the fragment runs the s2s that printed it, whatever PATH holds."""
    proj = make_project(tmp_path)
    text = run([S2S, "makefile"], cwd=tmp_path).stdout
    assert f"S2S       ?= {os.path.abspath(S2S)}\n" in text
    (proj / "s2s.mk").write_text(text)
    (proj / "Makefile").write_text(f"CPPFLAGS = -Iinclude -DN={N}\ninclude s2s.mk\n")
    env = {k: v for k, v in os.environ.items() if k != "S2S"}
    env["PATH"] = "/usr/bin:/bin"
    p = subprocess.run(["make", "-C", str(proj), "s2s-build/src/stencil-omp"], capture_output=True, text=True,
                       timeout=300, env=env)
    assert p.returncode == 0, p.stdout + p.stderr
    run_and_compare(proj / "s2s-build" / "src" / "stencil-omp", sequential_output(proj, tmp_path))


@needs_make
@needs_nvcc
def test_makefile_fragment_builds_cuda_with_nvcc(tmp_path):
    proj = make_project(tmp_path)
    (proj / "Makefile").write_text(MAKEFILE)
    run(["make", "-C", str(proj), f"S2S={S2S}", "out/src/stencil-cuda"], cwd=tmp_path, timeout=600)
    assert (proj / "out" / "src" / "stencil.cu").is_file()
    assert (proj / "out" / "src" / "stencil-cuda").is_file()


# ---------------------------------------------------------------------------------------------------------
# CMake

CMAKELISTS = textwrap.dedent("""\
    cmake_minimum_required(VERSION 3.17)
    project(stencil C)
    execute_process(COMMAND "${S2S_EXECUTABLE}" cmake --path OUTPUT_VARIABLE S2S_MODULE
                    OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
    include("${S2S_MODULE}")
    find_package(OpenMP REQUIRED)

    s2s_translate(omp_sources SOURCE src/stencil.c TARGET openmp
                  INCLUDE_DIRECTORIES include COMPILE_DEFINITIONS N=@N@)
    add_executable(stencil_omp ${omp_sources})
    target_include_directories(stencil_omp PRIVATE include)
    target_compile_definitions(stencil_omp PRIVATE N=@N@)
    target_link_libraries(stencil_omp PRIVATE OpenMP::OpenMP_C m)

    if(WITH_OPENCL)
      find_package(OpenCL REQUIRED)
      s2s_translate(ocl_sources SOURCE src/stencil.c TARGET opencl OUTPUT_NAME stencil_cl
                    INCLUDE_DIRECTORIES include COMPILE_DEFINITIONS N=@N@ OPTIONS --tile-size 16)
      add_executable(stencil_ocl ${ocl_sources})
      target_include_directories(stencil_ocl PRIVATE include)
      target_compile_definitions(stencil_ocl PRIVATE N=@N@)
      target_link_libraries(stencil_ocl PRIVATE OpenCL::OpenCL m)
    endif()

    # the stencil is small: without --force-device the cost model keeps it on the host
    s2s_translate(cuda_sources SOURCE src/stencil.c TARGET cuda
                  INCLUDE_DIRECTORIES include COMPILE_DEFINITIONS N=@N@ OPTIONS --force-device)
    add_custom_target(cuda_translation DEPENDS ${cuda_sources})
    """).replace("@N@", str(N))


def _have_opencl() -> bool:
    from conftest import have_opencl
    return have_opencl()


@needs_cmake
def test_cmake_module_builds_openmp_and_opencl(tmp_path):
    proj = make_project(tmp_path)
    (proj / "CMakeLists.txt").write_text(CMAKELISTS)
    expected = sequential_output(proj, tmp_path)
    build = tmp_path / "build"
    with_ocl = "ON" if _have_opencl() else "OFF"
    run(["cmake", "-S", str(proj), "-B", str(build), f"-DS2S_EXECUTABLE={S2S}", f"-DWITH_OPENCL={with_ocl}",
         "-DCMAKE_BUILD_TYPE=Release"], cwd=tmp_path)
    run(["cmake", "--build", str(build), "-j", "2"], cwd=tmp_path)
    run_and_compare(build / "stencil_omp", expected)
    if with_ocl == "ON":
        run_and_compare(build / "stencil_ocl", expected)
    # a changed source is translated again
    src = proj / "src" / "stencil.c"
    src.write_text(src.read_text().replace("SCALE * (", "2.0 * SCALE * ("))
    run(["cmake", "--build", str(build), "--target", "stencil_omp"], cwd=tmp_path)
    got = subprocess.run([str(build / "stencil_omp")], capture_output=True, text=True, check=True).stdout
    assert not compare_outputs(expected, got).ok


@needs_cmake
@needs_nvcc
def test_cmake_module_translates_cuda_for_nvcc(tmp_path):
    proj = make_project(tmp_path)
    (proj / "CMakeLists.txt").write_text(CMAKELISTS)
    build = tmp_path / "build"
    run(["cmake", "-S", str(proj), "-B", str(build), f"-DS2S_EXECUTABLE={S2S}"], cwd=tmp_path)
    run(["cmake", "--build", str(build), "--target", "cuda_translation"], cwd=tmp_path)
    cu, host = build / "s2s" / "stencil.cu", build / "s2s" / "stencil.host.c"
    assert "__global__" in cu.read_text() and host.is_file()
    exe = tmp_path / "stencil-cuda"
    run(["nvcc", "-O2", f"-I{proj / 'include'}", f"-I{proj / 'src'}", f"-DN={N}", "-o", str(exe), str(host),
         str(cu), "-lm"], cwd=tmp_path, timeout=600)
    assert exe.is_file()


@needs_cmake
def test_cmake_module_rejects_a_bad_target(tmp_path):
    proj = make_project(tmp_path)
    (proj / "CMakeLists.txt").write_text(textwrap.dedent("""\
        cmake_minimum_required(VERSION 3.17)
        project(bad C)
        include("${S2S_MODULE}")
        s2s_translate(srcs SOURCE src/stencil.c TARGET metal)
        """))
    p = subprocess.run(["cmake", "-S", str(proj), "-B", str(tmp_path / "b"), f"-DS2S_EXECUTABLE={S2S}",
                        f"-DS2S_MODULE={run([S2S, 'cmake', '--path'], cwd=tmp_path).stdout.strip()}"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode != 0 and "TARGET must be cuda, opencl or openmp, not 'metal'" in p.stderr


# ---------------------------------------------------------------------------------------------------------
# compile_commands.json and the build hint


def test_compile_commands_and_build_hint_keep_the_users_flags(tmp_path):
    proj = make_project(tmp_path)
    db = tmp_path / "compile_commands.json"
    other = {"directory": "/x", "file": "/x/other.c", "arguments": ["cc", "-c", "other.c"]}
    db.write_text(json.dumps([other]))
    outs = {}
    for target, out in (("openmp", "a.omp.c"), ("opencl", "a.ocl.c"), ("openmp", "a.omp.c")):
        p = run([S2S, "translate", "-Iinclude", f"-DN={N}", "--target", target, "src/stencil.c", "-o", out,
                 "--compile-commands", str(db)], cwd=proj)
        outs[target] = p.stderr
    # the output is not beside the input: the input's directory is searched for its "..." headers
    assert f"build with: cc -O2 -fopenmp -iquote src -Iinclude -DN={N} -o a a.omp.c -lm" in outs["openmp"]
    assert f"build with: cc -O2 -iquote src -Iinclude -DN={N} -o a a.ocl.c -lOpenCL -lm" in outs["opencl"]
    entries = json.loads(db.read_text())
    # one entry per output, the one from elsewhere kept, a repeated run replacing its entry
    assert [e["file"] for e in entries] == ["/x/other.c", str(proj / "a.ocl.c"), str(proj / "a.omp.c")]
    omp = entries[2]
    assert omp["directory"] == str(proj)
    assert omp["arguments"] == ["cc", "-O2", "-fopenmp", "-iquote", "src", "-Iinclude", f"-DN={N}", "-c",
                                "a.omp.c", "-o", "a.omp.o"]
    # the commands are the real ones: they compile, and the hint's command builds the program
    run(omp["arguments"], cwd=proj)
    assert (proj / "a.omp.o").is_file()
    hint = outs["openmp"].split("build with: ")[1].strip()
    run(["sh", "-c", hint], cwd=proj)
    assert subprocess.run([str(proj / "a")], capture_output=True, text=True).stdout.startswith(f"N {N} ")


def test_compile_commands_not_json_is_an_error(tmp_path):
    proj = make_project(tmp_path)
    db = tmp_path / "cc.json"
    db.write_text("{not json")
    p = subprocess.run([S2S, "translate", "-Iinclude", f"-DN={N}", "--target", "openmp", "src/stencil.c",
                        "-o", "a.omp.c", "--compile-commands", str(db)],
                       cwd=proj, capture_output=True, text=True)
    assert p.returncode == 1 and "Traceback" not in p.stderr
    assert f"s2s: error: {db}: cannot add to it: not a compile_commands.json file" in p.stderr
    assert not (proj / "a.omp.c").exists()


@pytest.mark.parametrize("content, entry", [
    ([1, 2], "entry 0 (1)"),
    ([{"file": "a.c"}], 'entry 0 ({"file": "a.c"})'),
    ([{"directory": "/x", "file": "a.c", "command": "cc -c a.c"}, "x"], 'entry 1 ("x")'),
])
def test_compile_commands_that_are_not_a_list_of_commands_are_an_error(tmp_path, content, entry):
    proj = make_project(tmp_path)
    db = tmp_path / "cc.json"
    db.write_text(json.dumps(content))
    p = subprocess.run([S2S, "translate", "-Iinclude", f"-DN={N}", "--target", "openmp", "src/stencil.c",
                        "-o", "a.omp.c", "--compile-commands", str(db)],
                       cwd=proj, capture_output=True, text=True)
    assert p.returncode == 1 and "Traceback" not in p.stderr
    assert f"s2s: error: {db}: cannot add to it: {entry} is not a compile command" in p.stderr, p.stderr
    assert not (proj / "a.omp.c").exists() and json.loads(db.read_text()) == content


@needs_make
def test_makefile_fragment_passes_the_language_mode_of_cflags(tmp_path):
    """A -std in CFLAGS goes to s2s (its preprocessing reads `#if __STDC_VERSION__` and C2x's digit
    separators as cc does) as well as to cc: a C2x program is translated and built."""
    (tmp_path / "c2x.c").write_text(textwrap.dedent("""\
        #include <stdio.h>
        #define M 1'0'0
        #if __STDC_VERSION__ > 201710L && M > 9'9
        typedef float real;
        #else
        typedef double real;
        #endif
        real A[M];
        int main(void) {
        #pragma scop
          for (int i = 0; i < M; i++)
            A[i] = i * 0.5f;
        #pragma endscop
          printf("%zu %g\\n", sizeof(real), (double)A[M - 1]);
          return 0;
        }
        """))
    (tmp_path / "Makefile").write_text(f"S2S_BUILD = out\ninclude $(shell {S2S} makefile --path)\n")
    p = run(["make", f"S2S={S2S}", "CFLAGS=-O2 -std=c2x", "out/c2x-omp"], cwd=tmp_path)
    assert "translate -std=c2x" in p.stdout, p.stdout
    got = subprocess.run([str(tmp_path / "out" / "c2x-omp")], capture_output=True, text=True, check=True)
    assert got.stdout == "4 49.5\n"
