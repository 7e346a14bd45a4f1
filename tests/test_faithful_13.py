"""C as users write it (round faith13): GNU attributes that change a type (`vector_size`, `mode`), which
the parse drops; flexible array members, unions and bit-fields near SCoPs; GCC's builtins; math functions
of C99 that s2s does not offload; memcpy/memset/memmove, realloc, aligned allocation and advanced
pointers between SCoP executions; designated initializers, compound literals, static tables and inline
helpers; integer promotions and conversions of narrow, boolean and unsigned values in kernels.
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = ["gnu_vector_types.c", "gnu_object_names.c", "layout_sizes.c",
            "gnuc_branches.c", "set_aside_threads.c", "set_aside_env.c", "set_aside_errno.c",
            # (these passed as written: kept as regression programs)
            "struct_members_views.c", "builtins_math_more.c", "memory_between_scops.c",
            "initializers_tables.c", "bool_shift_conversions.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct: lines warned, and
# the number of SCoPs in the file; the other SCoPs are translated
SEQUENTIAL = {
    # arrays of vector types (a typedef's, a block's typedef's, through a typedef of one, an attribute on
    # its own line, C23's [[gnu::vector_size]]) and of an int of mode QI; a bound converted to one
    "gnu_vector_types.c": ([31, 38, 48, 69, 75, 79, 94], 9),
    # a second name of A (alias) and of C (an asm label); locals with a cleanup function, one of them on
    # its own line after the declarator and hiding an outer t
    "gnu_object_names.c": ([22, 29, 36, 48], 5),
    # offsetof in a value, a bound, a subscript, an enumeration constant; sizeof of an array whose extent
    # is a structure's layout
    "layout_sizes.c": ([26, 32, 40, 46, 53], 7),
    # a body the parse set aside sets the rounding mode, or reads errno
    "set_aside_env.c": ([18], 2),
    "set_aside_errno.c": ([17], 2),
    # the structure, the union and the bit-fields named in the SCoP
    "struct_members_views.c": ([23, 49, 74], 7),
    # bit builtins, __builtin_fabs, ldexp, lround, nextafter, frexp
    "builtins_math_more.c": ([26, 37, 44, 53, 62, 72], 9),
    # a compound literal, helpers of the program (inline, reading a global)
    "initializers_tables.c": ([22, 43], 4),       # (sq() at 36: model/inline_calls.py)
}
# SCoPs whose data the OpenCL target does not have (kept on the host, with their own warning)
ON_HOST = {"layout_sizes.c": 1,        # sizeof(struct rec) in a statement: kernels have no struct rec
           "gnu_vector_types.c": 1,    # (qi) in a statement: nor the typedef of a mode attribute
           "set_aside_threads.c": 2,   # the threads that a set-aside body starts
           "bool_shift_conversions.c": 1}      # _Bool data


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
    assert written == regions
    assert len(r.programs) == regions - len(lines) - ON_HOST.get(name, 0)


def test_vector_attribute_named():
    """The warning names the vector type and its attribute, as the parse never saw it."""
    r = translate_file(os.path.join(FAITHFUL, "gnu_vector_types.c"), target="openmp")
    msgs = [d.message for d in r.log.items]
    assert "SCoP left sequential: 'A' is an array of 'v2d __attribute__((vector_size(16)))', which s2s " \
           "does not model" in msgs, msgs
    assert any("'G' is an array of 'v4g __attribute__((__vector_size__(4 * sizeof(float))))'" in m
               for m in msgs), msgs


# files where no SCoP reaches the device
NO_DEVICE_PROGRAM = ("set_aside_threads.c",)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in NO_DEVICE_PROGRAM])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_structure_size_kept_in_the_users_scope():
    """`sizeof(struct rec)` in a statement keeps its text: the OpenMP translation, in the user's scope,
    runs it in parallel; the device targets keep that SCoP on the host, saying why."""
    path = os.path.join(FAITHFUL, "layout_sizes.c")
    r = translate_file(path, target="openmp")
    assert len(r.programs) == 2, [d.message for d in r.log.items]
    r = translate_file(path, target="cuda", force_device=True)
    kept = [(d.loc.line, d.message) for d in r.log.items if d.message.startswith("SCoP kept on the host")]
    assert kept == [
        (61, "SCoP kept on the host, sequential: 'sizeof(struct rec)': its size is not a constant s2s knows, "
             "and device code does not have the type")]


def test_set_aside_threads_on_opencl(tmp_path):
    """Built with the threads running at once, the OpenCL translation copied all of A back from each thread,
    over the other threads' rows (the sum differed from run to run): the SCoPs the threads run stay on the
    host, though main, which starts them, is a body the parse set aside."""
    import subprocess

    from s2s.check.build import c_compiler, write_translation
    path = os.path.join(FAITHFUL, "set_aside_threads.c")
    r = translate_file(path, target="opencl", force_device=True)
    assert any("the body of 'main' is not C that s2s parses" in d.message for d in r.log.items)
    assert not r.programs
    files = write_translation(r, str(tmp_path / "t.c"))
    exe, ref = str(tmp_path / "t"), str(tmp_path / "o")
    subprocess.run([c_compiler(), "-O2", "-pthread", "-o", exe, *files, "-lOpenCL", "-lm"], check=True)
    subprocess.run([c_compiler(), "-O2", "-pthread", "-o", ref, path, "-lm"], check=True)
    want = subprocess.run([ref], capture_output=True, text=True, check=True).stdout
    out = subprocess.run([exe], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout == want, out.stderr[-2000:]
