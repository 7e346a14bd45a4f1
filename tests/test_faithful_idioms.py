"""C as HPC users write it (round faith9): integer types mixed in one expression, loop idioms, pointer
parameters into one array, C99 array parameters, macros and conditional groups in a SCoP, calls to the
program's own functions, the abs family, float/int conversions, min/max across signedness, sizes 0 and 1,
flat arrays with 64-bit offsets.  Each program under tests/faithful/ prints its results; `s2s check`
compares the translation with the sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation
must compile."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = ["flat_offsets_conditions.c", "mixed_int_types.c", "loop_idioms.c", "pointer_accum.c",
            "alias_offsets.c", "static_params.c", "macros_ifdef.c", "abs_family.c", "abs_conversions.c",
            "float_int_mix.c", "math_overloads_mixed.c", "minmax_signedness.c", "sizes_zero_one.c",
            "scalar_idioms.c", "two_iterators.c", "pointer_views.c", "iter_continue.c",
            "host_reductions_types.c", "inline_calls.c"]

# programs with reductions whose host versions (partial sums, below the device's size) `--as-translated`
# runs: `s2s check` otherwise forces the device
AS_TRANSLATED = ["host_reductions_types.c", "scalar_idioms.c", "sizes_zero_one.c", "minmax_signedness.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", AS_TRANSLATED)
def test_matches_as_translated(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target, as_translated=True)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# constructs that s2s does not model keep their SCoPs sequential (with a warning at the construct);
# the other SCoPs of the file are translated
SEQUENTIAL = {
    "loop_idioms.c": ([21, 25], 4),                # (`i-- > 0` at 17: model/reverse_loops.py)
    "pointer_accum.c": ([], 3),        # (`*s`, `*cnt`, `*f`: s[0], cnt[0], f[0] since faith26a)
    "macros_ifdef.c": ([], 2),         # (line 37, do { } while (0), is its body)
    "inline_calls.c": ([28, 32, 36, 42], 4),
    "two_iterators.c": ([14], 3),     # (`n = n / 2;` at the top of a SCoP runs on the host before it)
    # line 25: one statement, no loop to run in parallel (`lim = m / 2;` at the top of the SCoP of line 30
    # runs on the host before it: frontend/scop_finder.host_prologue)
    "iter_continue.c": ([17, 22, 25], 5),
}


@pytest.mark.parametrize("name", SEQUENTIAL)
def test_what_is_not_modelled_stays_sequential(name):
    lines, regions = SEQUENTIAL[name]
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == lines, [(d.loc.line, d.message) for d in r.log.items]
    text = open(os.path.join(FAITHFUL, name)).read()
    assert text.count("#pragma scop") == regions
    assert len(r.programs) == regions - len(lines)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p != "inline_calls.c"])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_copy_in_condition_of_a_flat_array_is_bounded(tmp_path):
    """Flat[(long)i * N + j] written under `i % 2 == 0` / else and `j & 1`, read at `i % 5`: the set of
    sizes under which some element is read before written, or left unwritten, has many floors, and
    simplifying it ran isl for minutes and gigabytes (the translation never finished).  Past isl's
    operation bound the array is copied in always."""
    path = os.path.join(FAITHFUL, "flat_offsets_conditions.c")
    code = ("import sys; from s2s.driver import translate_file; "
            "r = translate_file(sys.argv[1], target='opencl', force_device=True); "
            "print(len(r.programs))")
    out = subprocess.run([sys.executable, "-c", code, path], capture_output=True, text=True, timeout=180,
                         cwd=ROOT)
    assert out.returncode == 0 and out.stdout.split() == ["2"], out.stderr[-2000:]
