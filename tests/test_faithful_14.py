"""C as users write it (round faith14): how programs are built around their SCoPs. A function with a SCoP
called many times on overlapping views of one array (`f(A, A, n)`, `f(A + 1, A, n)`), with sizes 0 and 1
and with NULL pointers for empty data (OpenCL refuses copies of 0 bytes); a time loop written outside the
pragma with host code between SCoPs; 2-D data as pointers to VLA rows, VLA parameters with expression
extents, typedef'd arrays of arrays and extern arrays defined at the end of the file; row lengths that
change after the declaration (a global that a called function assigns, a block-scope VLA typedef whose
variable changes before the object is declared); scalars whose address the function hands out; statement
expressions around SCoPs; CRLF, tabs, `#if 1`, `#ifdef` defined with -D and no newline at the end; and
plain code for --autodetect.
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

# program -> (defines, autodetect)
PROGRAMS = {
    "views_overlap_calls.c": ((), False),
    "host_time_loop.c": ((), False),
    "vla_pointer_shapes.c": ((), False),
    "crlf_tabs_ifdef.c": ((), False),
    "null_empty_calls.c": ((), False),
    "scalars_addressed_calls.c": ((), False),
    "stmt_expr_neighbours.c": ((), False),
    "auto_plain_main.c": ((), True),
    "vla_extent_global_callee.c": ((), False),
    "vla_typedef_rows.c": ((), False),
    "typedef_nested_arrays.c": ((), False),
    "defines_build.c": (("N=37", "SCALE=(1+2)", "USE_SCOP", "TYPE=float"), False),
    "prototypes_forms.c": ((), False),
    "param_first_extent.c": ((), False),
    "param_rows_degenerate.c": ((), False),
    "static_scratch_buffers.c": ((), False),
    "odd_whitespace.c": ((), False),
    "bounds_from_scops.c": ((), False),
    "param_rows_below.c": ((), False),
}
# crlf_tabs_ifdef.c with its #ifdef FAST SCoP too
VARIANTS = [(name, defines, auto) for name, (defines, auto) in PROGRAMS.items()] + \
    [("crlf_tabs_ifdef.c", ("FAST=3",), False)]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name, defines, auto", VARIANTS)
def test_matches(name, defines, auto, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target, defines=defines, autodetect=auto)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL = {
    "crlf_tabs_ifdef.c": [18],            # a recurrence: no parallel loop
    # (stmt_expr_neighbours.c's bound `__typeof__(lim) half` is an int since round faith27a: offloaded)
    "param_rows_degenerate.c": [7],       # a recurrence: no parallel loop
    # `if (w[j] > mx) mx = w[j];` under --autodetect: the assignment of a conditional (an `if` on data
    # that assigns one object, builder._select_form), a floating-point max written as a comparison,
    # which is not reordered: no parallel loop
    "auto_plain_main.c": [40],
}
# SCoPs that stay on the host for CUDA and OpenCL (lines of their warnings): the row length C gave the
# array is not known where the SCoP runs
ON_HOST = {
    "vla_extent_global_callee.c": [15, 31],   # a global that set_cols() assigns after the declaration
    "vla_typedef_rows.c": [12],               # `typedef double row[m]; m = m - 2; row *a;`
    "param_rows_below.c": [10, 18, 25],       # a[-1], a[i - 1]: below row 0 for every size
}

# regions that are not one per `#pragma scop` of the text
# (crlf_tabs_ifdef.c: the one under #ifdef FAST is not compiled, and the recurrence warned at line 18 is
# still a program, of one sequential kernel)
REGIONS = {"crlf_tabs_ifdef.c": 4 + 1, "odd_whitespace.c": 2}   # (pragmas spelled apart)


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    defines, auto = PROGRAMS[name]
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True, defines=defines,
                       autodetect=auto)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == SEQUENTIAL.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    kept = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                  and d.message.startswith("SCoP kept on the host"))
    assert kept == ON_HOST.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    if not auto:
        written = open(os.path.join(FAITHFUL, name)).read().count("#pragma scop")
        written = REGIONS.get(name, written)
        assert len(r.programs) == written - len(warned) - len(kept)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p != "param_rows_below.c"])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    defines, auto = PROGRAMS[name]
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True, defines=defines, autodetect=auto)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path), defines=defines)


def test_empty_copies_are_skipped_on_opencl():
    """`axpy(0, a, NULL, NULL)`: clEnqueueReadBuffer of 0 bytes into NULL fails with CL_INVALID_VALUE (-30),
    so the translation stopped; every copy between the host and the device is under a test of its size."""
    r = translate_file(os.path.join(FAITHFUL, "null_empty_calls.c"), target="opencl", force_device=True)
    copies = [ln.strip() for ln in r.main_text.splitlines()
              if "clEnqueueWriteBuffer" in ln or "clEnqueueReadBuffer" in ln]
    assert copies and all(ln.startswith("if (") and "> 0) S2S_CL_CHECK" in ln for ln in copies), copies


@pytest.mark.parametrize("name, message", [
    ("vla_extent_global_callee.c",
     "the extent of 'g' names 'cols', which 'set_cols', called after the declaration"),
    ("vla_typedef_rows.c", "the extent of 'a' names 'm', which the function assigns after the declaration")])
def test_row_length_changed_after_the_declaration(name, message):
    """C fixes a variable-length type's size where its declaration (or typedef) runs; the device code
    indexed the rows with the variable's later value, so the CUDA and OpenCL translations computed other
    elements. OpenMP indexes the user's own pointer and is translated."""
    path = os.path.join(FAITHFUL, name)
    r = translate_file(path, target="opencl", force_device=True)
    assert any(message in d.message for d in r.log.items), [d.message for d in r.log.items]
    omp = translate_file(path, target="openmp")
    assert not any(d.message.startswith("SCoP kept on the host") for d in omp.log.items)


def test_parameter_first_extents_are_not_sizes():
    """`double y[restrict static 1]`, `double v[1]`, `double a[2][8]`: a parameter is a pointer, and the
    SCoPs access many more rows; the device arrays had the declared rows only (a heap overflow on OpenCL).
    The declared extent stays the size where the accesses keep inside it; where they go below row 0 for
    some sizes (`b[h - 2]` at h = 1), the original code runs for those."""
    from s2s.frontend.load import load
    sf = load(os.path.join(FAITHFUL, "param_first_extent.c"))
    assert [[a.sizes for a in s.arrays.values()] for s in sf.scops] == \
        [[[None]], [[None, "8"], [None]], [[None], [None, "8"]]]
    sf = load(os.path.join(FAITHFUL, "param_rows_degenerate.c"))
    sizes = {s.function: {n: a.sizes for n, a in s.arrays.items()} for s in sf.scops}
    assert sizes["prefix"] == {"y": [None], "r": [None]}          # y[0] at n = 0
    assert sizes["edge"] == {"a": [None, "w"]}                     # a[0][j] at h = 0
    assert sizes["back"] == {"b": ["h", "w"], "a": ["h", "w"]}     # b[h - 2][j]: below row 0 at h = 1
    back = next(s for s in sf.scops if s.function == "back")
    assert back.model_guard and "h" in back.model_guard, back.model_guard
    assert any("leaves the rows 0 .. h - 1 of the parameter 'b'" in w for w in back.model_guard_why)
    # an old-style definition's parameters are parameters (their list names them before the declarations)
    knr = translate_file(os.path.join(FAITHFUL, "prototypes_forms.c"), target="opencl", force_device=True)
    assert next(p for p in knr.programs if p.scop.function == "knr").scop.arrays["y"].kind == "param"


def test_rows_below_row_0_run_in_parallel_with_openmp():
    """`a[i - 1]` of a parameter `double a[n]` (the caller passes A + 1): OpenMP indexes the caller's pointer
    and runs the loop in parallel; CUDA and OpenCL keep the SCoP on the host (above)."""
    r = translate_file(os.path.join(FAITHFUL, "param_rows_below.c"), target="openmp")
    assert len(r.programs) == 3 and r.main_text.count("#pragma omp parallel for") >= 3
    assert not [d.message for d in r.log.items if d.severity == "warning"]
