"""C as users write it (round faith11): the C library's per-thread state (errno set by the math
functions, the floating-point environment of <fenv.h>: rounding mode and exception flags), pointers to
functions named like math functions (parameters, locals, file-scope statics, typedef'd pointer types),
scalars that a SCoP writes and also uses as a bound or subscript, pointers into arrays declared as locals
(offset views, reshaped rows, a row of a 2-D array), arrays of row pointers, a pointer into a 2-D global
read by name beside it, size_t countdown loops, operators whose value is not what they read like
(`0 < i < 3`, `i & 1 == 0`, comparisons as subscripts, comma subscripts, ?: converting to unsigned, octal
and multi-character constants), updates that look like reductions but are not, iterators that are
globals or static locals, and one name for objects of several functions (tentative definitions too).
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = ["errno_math.c", "funcptr_math_names.c", "funcptr_math_param.c", "rounding_mode.c",
            "bound_written_in_scop.c", "pointers_into_arrays.c", "relational_values.c",
            "reduction_lookalikes.c", "global_iterators.c", "row_pointer_arrays.c",
            "names_across_functions.c", "negative_offsets.c", "float_scalar_control.c", "char_text.c",
            "iterators_near_limits.c", "last_values.c", "float_literals.c", "accumulator_shapes.c",
            "macro_functions.c", "char_alias.c", "liveness_back_edges.c", "library_typedefs.c",
            "loop_init_forms.c", "private_scalar_types.c", "assert_macros.c", "cxx_tag_hiding.c",
            "cxx_empty_struct.c", "cxx_enum_constants.c", "scalars_named_like_math.c", "side_effect_calls.c",
            "vla_extent_side_effect.c", "underscore_locals.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct: lines warned, and
# the number of SCoPs in the file; the other SCoPs are translated
SEQUENTIAL = {
    # sqrt and log set errno in the thread that calls them, and the file reads errno; fabs and floor never
    "errno_math.c": ([16, 22], 3),
    # calls through pointers to functions named cbrt, sqrt, exp2, fabs (not the library's)
    "funcptr_math_names.c": ([19, 23, 27, 31], 5),
    "funcptr_math_param.c": ([15, 19], 3),
    # floating-point operations in a file that calls fesetround; the integer SCoP is translated
    "rounding_mode.c": ([15, 20, 25], 4),
    "bound_written_in_scop.c": ([13, 21, 26], 4),   # n, k and m written in the SCoP that reads them
    "relational_values.c": ([32], 3),               # a comma expression in a subscript
    # pointers read below their start: the extents to copy are not known (no device program)
    "negative_offsets.c": ([10, 17, 30], 3),
    # a double in a bound; `if (x > 0.5) A[i] = A[i] + x;` (line 12) is the assignment of a conditional
    # (builder._select_form)
    "float_scalar_control.c": ([16], 3),
    # _Pragma("scop") in macros: the function or the SCoP is on the line of the macro's use
    "macro_functions.c": ([15, 16, 23, 24], 5),
    # for (; i < n; i++), i = i, i += 0 (a start the SCoP assigned first, `s = 5;`, runs on the host
    # before it: frontend/scop_finder.host_prologue)
    "loop_init_forms.c": ([16, 21, 26], 5),
    "assert_macros.c": ([27], 3),                   # a volatile read (do { } while (0): its body)
    "side_effect_calls.c": ([17, 21, 25], 4),       # printf, rand, frexp
    # TWO of an enumeration with a constant beyond int: int with gcc 12, unsigned int with gcc 13 (the H200
    # node's gcc 13.3 printed 4294967294 for `0 - TWO`, the CUDA kernel -2): not modelled
    "cxx_enum_constants.c": ([17], 1),
}
# SCoPs whose data the OpenCL target does not have (kept on the host, with their own warning)
# (private_scalar_types.c: its private _Bool is read as (_Bool)(A[i]) since forward_invariant: offloaded)
ON_HOST = {"vla_extent_side_effect.c": 1,   # double T[n++]: the size C gave T is not n
           "underscore_locals.c": 1}        # a parameter _g0, spelled like the generated loops' names
# (row_pointer_arrays.c: rows[i][j] of `double *rows[N]`, a table of row pointers, reaches the device with
# its rows gathered: tests/test_row_pointers.py)


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
NO_DEVICE_PROGRAM = ("negative_offsets.c", "vla_extent_side_effect.c", "cxx_enum_constants.c")


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in NO_DEVICE_PROGRAM])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


@pytest.mark.parametrize("name, reason", [("cxx_tag_hiding.c", "sizeof(x)"),
                                          ("cxx_empty_struct.c", "without members"),
                                          ("cxx_enum_constants.c", "beyond int")])
def test_cxx_meaning_keeps_the_cuda_host_part_c(name, reason):
    """`struct x { double pad[10]; };` in a block hides the file-scope `int x` in C++ only (sizeof(x) is
    80 there, 4 in C); `struct tag {}` has size 1 in C++, 0 in GNU C; with a constant above INT_MAX in
    its enumeration, `ONE - 2` is unsigned in C++: the user's code goes in a C file."""
    r = translate_file(os.path.join(FAITHFUL, name), target="cuda", force_device=True)
    assert len([p for p in r.programs if p is not None]) == (name not in NO_DEVICE_PROGRAM)
    assert reason in (r.c_host_reason or "")
