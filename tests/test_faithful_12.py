"""C as users write it (round faith12): the user's threads around SCoPs: globals made thread-local by
`#pragma omp threadprivate` read in a SCoP, SCoPs inside the user's `#pragma omp for` and in functions
that the user's threads (OpenMP's, pthread_create's) call at once, each writing its own row of a shared
array (a device translation copies whole arrays back, over the other threads' rows), beside per-call
local arrays; and (translated as they are) MIN/MAX macros with operands of mixed signedness in bounds,
arrays of typedef'd vec3 passed in the parameter forms C allows, SCoPs in recursive functions and after
setjmp, globals hidden by parameters, extern and function declarations in a block.
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os
import subprocess

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = ["omp_threadprivate.c", "omp_threads_rows.c", "pthread_rows.c", "omp_threadprivate_forms.c",
            "omp_threads_funcptr.c", "pthread_main_beside.c", "minmax_macro_bounds.c",
            "vec3_typedef_params.c", "scops_recursion_setjmp.c", "scoping_linkage.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct: lines warned, and
# the number of SCoPs in the file; the other SCoPs are translated
SEQUENTIAL = {
    "omp_threadprivate.c": ([31], 3),       # gscale is threadprivate: each OpenMP thread has its own
    # a list continued on the next line, _Pragma, a block-scope static
    "omp_threadprivate_forms.c": ([17, 29, 33, 37], 4),
    "scops_recursion_setjmp.c": ([30], 5),  # an else-if chain on data
}
# SCoPs whose data the OpenCL target does not have (kept on the host, with their own warning)
ON_HOST = {"omp_threadprivate.c": 1,    # A[k][i] in the user's omp for: every thread would copy back all A
           "omp_threads_rows.c": 1,     # the same through a function the user's threads call
           "pthread_rows.c": 1,         # the same in a function given to pthread_create
           "omp_threads_funcptr.c": 2,  # the same through pointers to the functions
           "pthread_main_beside.c": 1}  # main's row, written while the threads it started write theirs


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    lines, regions = SEQUENTIAL.get(name, ([], None))
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == lines, [(d.loc.line, d.message) for d in r.log.items]
    text = open(os.path.join(FAITHFUL, name)).read()
    written = text.count("#pragma scop")
    regions = written if regions is None else regions
    assert written == regions or "_Pragma" in text       # (a macro's _Pragma is one SCoP per use)
    assert len(r.programs) == regions - len(lines) - ON_HOST.get(name, 0)


# files where no SCoP reaches the device
NO_DEVICE_PROGRAM = ("omp_threadprivate_forms.c", "omp_threads_funcptr.c", "pthread_main_beside.c")


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in NO_DEVICE_PROGRAM])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


@pytest.mark.parametrize("name, flag", [("omp_threadprivate.c", "-fopenmp"),
                                        ("omp_threads_rows.c", "-fopenmp"), ("pthread_rows.c", "-pthread"),
                                        ("omp_threads_funcptr.c", "-fopenmp")])
def test_opencl_with_the_users_threads(name, flag, tmp_path):
    """Built with -fopenmp (or with <pthread.h>'s threads), the user's threads run at once: the OpenCL
    translation copied all of A back from each thread (its row k written, the others as copied in), so
    rows of other threads came back with their old values, differently from run to run. Those SCoPs stay
    on the host; the one whose written array is a local of each call (t) is offloaded. Without OpenMP,
    the threads set the device up at once (CL_INVALID_PROGRAM_EXECUTABLE): s2s_cl_init takes a spin lock."""
    from s2s.check.build import c_compiler, write_translation
    path = os.path.join(FAITHFUL, name)
    r = translate_file(path, target="opencl", force_device=True)
    assert any("copies back all of 'A'" in d.message for d in r.log.items), [d.message for d in r.log.items]
    files = write_translation(r, str(tmp_path / name))
    exe, ref = str(tmp_path / "t"), str(tmp_path / "o")
    subprocess.run([c_compiler(), "-O2", flag, "-o", exe, *files, "-lOpenCL", "-lm"], check=True)
    subprocess.run([c_compiler(), "-O2", flag, "-o", ref, path, "-lm"], check=True)
    env = dict(os.environ, OMP_NUM_THREADS="4")
    want = subprocess.run([ref], capture_output=True, text=True, env=env, check=True).stdout
    for _ in range(3):
        out = subprocess.run([exe], capture_output=True, text=True, env=env, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        assert out.stdout == want
