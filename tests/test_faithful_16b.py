"""C as users write it (round faith16b): program structure around and inside SCoPs.  Scalars that only a
SCoP names but that live across its executions (a loop around it, a `goto` back to a label before it:
the device translations did not copy them back); iterators whose final values are read after blocks that
declare the name again (the liveness scan took the inner object's assignment for a kill of the outer
one); SCoP locals named like typedefs that the SCoP's casts use (OpenMP declared their private copies
under that name, hiding the type); a region whose pragmas enclose a `case` label (an error for the whole
file); a region that is the one statement of a label in a statement slot (`switch (k) case 1:`,
`for (...) lab:`: the `;` the label named was the whole statement, and the code ran outside); `__func__`
in a SCoP (an error: "undeclared identifier"); locals named malloc, free and size_t beside the generated
code; and the programs of the round's themes that passed as written (pointers computed or reassigned
before SCoPs, overlapping, interleaved and reshaped views, swapped buffers, restrict parameters aliased for
reads, structures, block-scope statics and externs, goto past a SCoP, SCoPs in inline, recursive,
pointer-called and atexit functions and under threads, early exits, negative and empty sizes, unbraced
bodies, `#if 0`/`#line`/includes/macros in and around regions).
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # bugs of the round (each program's comment says what went wrong)
    "scalars_rerun_scop.c",
    "scalars_rerun_reduction.c",
    "shadow_after_scop.c",
    "switch_case_regions.c",
    "typedef_names_in_scop.c",
    "switch_unbraced_labels.c",
    "labelled_branch_regions.c",
    "predefined_func_name.c",
    "malloc_free_locals.c",
    # the round's themes, as written (they passed)
    "pointer_params_reassigned.c",
    "struct_soa_aos.c",
    "soa_member_locals.c",
    "swap_buffers.c",
    "restrict_reads.c",
    "array_views_calls.c",
    "extern_block_arrays.c",
    "scop_in_atexit_handler.c",
    "extern_scalar_in_block.c",
    "reshaped_views_alias.c",
    "scoping_goto_statics.c",
    "control_around_scops.c",
    "interleaved_views.c",
    "file_oddities_macros.c",
    "unbraced_scop_bodies.c",
    "funcptr_table_threads.c",
    "exits_in_scops.c",
    "local_arrays_scops.c",
    "sizes_negative_empty.c",
]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "switch_case_regions.c": [16],              # `case 1:` between the pragmas
    "switch_unbraced_labels.c": [50],           # `case 1:` between the pragmas (Duff's device)
    "predefined_func_name.c": [12, 19, 26],     # __func__, __FUNCTION__
    "struct_soa_aos.c": [18, 25, 32],           # s->b, S.a, P[i].x
    "control_around_scops.c": [29, 48],         # break on data, return on data (`if (C) continue;`)
    "exits_in_scops.c": [12, 21, 30],           # exit(), assert(), __builtin_unreachable()
    "local_arrays_scops.c": [10],               # an array declared in the loop body
    # a max with ?:; lines 9 and 17 (subscripts below 0 at some sizes) offload since faith20a, where none is
    "sizes_negative_empty.c": [28],
}
# SCoPs that stay on the host for OpenCL and CUDA (lines of their warnings)
ON_HOST = {
    "funcptr_table_threads.c": [11, 18],        # run by the user's threads, each on its own row
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == SEQUENTIAL.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    kept = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                  and d.message.startswith("SCoP kept on the host"))
    assert kept == ON_HOST.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    written = open(os.path.join(FAITHFUL, name)).read().count("#pragma scop")
    assert len(r.programs) == written - len(warned) - len(kept)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in (
    "funcptr_table_threads.c", "exits_in_scops.c")])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# scalars that a SCoP reads before writing and that live across its executions

CARRIED = [
    # (the code of f around SCOP, whether t's value is copied back)
    ("double t = 1; for (int k = 0; k < c; k++) { SCOP }", True),          # a loop around the SCoP
    ("double t = 1; int k = 0;\nagain:\n  SCOP if (++k < c) goto again;", True),   # a goto back
    ("for (double t = 1; c > 0; c--) { SCOP }", True),                     # declared by the for
    ("while (c-- > 0) { double t = 1; SCOP }", False),                     # a new t each time
    ("double t = 1; SCOP", False),                                         # runs once per call
]


@pytest.mark.parametrize("code, copied", CARRIED)
def test_scalar_read_by_the_next_execution_is_copied_back(code, copied, tmp_path):
    """`t` is named only inside the SCoP, which reads its value and writes it: where the SCoP may run
    again while t lives, the value it leaves is what the next execution reads, so the device translation
    copies it back (Scop.carried); it was dropped as dead after the SCoP."""
    scop = ("\n#pragma scop\n  for (int i = 0; i < 64; i++)\n    A[i] = A[i] * 0.5 + t;\n"
            "  t = t + 0.25;\n#pragma endscop\n  ")
    src = tmp_path / "f.c"
    src.write_text("double A[64];\nvoid f(int c) {\n  " + code.replace("SCOP", scop) + "\n}\n")
    r = translate_file(str(src), target="opencl", force_device=True)
    notes = [t for d in r.decisions for t in d.decisions if t.startswith("transfers:")]
    assert len(notes) == 1, [d.message for d in r.log.items]
    outs = notes[0].split("copy out ")[1].split(", ")
    assert ("t" in outs) == copied, notes


@pytest.mark.parametrize("code, live", [
    # blocks after the SCoP that declare `i` again: their assignments are not the outer i's
    ("{ int i; i = 3; h(i); } h(i);", True),
    ("{ long i; for (i = 0; i < 3; i++) h(i); } h(i);", True),
    ("if (c) { int i = 0; i = 1; h(i); } else i = 2; h(i);", True),
    ("for (int i = 0; i < 3; i++) h(i); i = 5; h(i);", False),
    ("{ int i; i = 3; h(i); } i = 4; h(i);", False),
    ("{ enum { i = 2 }; h(i); } h(i);", True),
    ("for (int t = 0; t < 3; t++) { SCOP { int i; i = t; if (c) break; } i = 0; } h(i);", True),
])
def test_iterator_liveness_past_shadowing_blocks(code, live, scop_of):
    scop_text = "\n#pragma scop\n  for (i = 0; i < 10; i++) A[i] = i;\n#pragma endscop\n"
    body = code if "SCOP" in code else "SCOP " + code
    scop = scop_of("double A[10]; void h(int);\nvoid f(int c) {\n  int i;\n" + body.replace("SCOP", scop_text)
                   + "\n}\n")
    finals = [s.text for s in scop.statements if not s.iterators]
    assert finals == (["i = 10"] if live else []), finals


SWITCH = ("double A[64], B[64];\nvoid f(int k, int n) {\n  switch (k) {\n  case 0:\n#pragma scop\n"
          "    for (int i = 0; i < n; i++)\n      A[i] = A[i] + 1;\n  case 1:\n"
          "    for (int i = 0; i < n; i++)\n      B[i] = A[i];\n#pragma endscop\n    break;\n  }\n}\n")


def test_region_across_a_case_label_stays_sequential(tmp_path):
    """The pragmas are in one block (the switch's) with `case 1:` between them: the switch may jump into
    the region, so it stays as written with a warning at the label, and --strict makes that an error.
    It was "'#pragma scop' without a matching '#pragma endscop' in the same block" for the whole file."""
    from s2s.diagnostics import S2SError
    src = tmp_path / "sw.c"
    src.write_text(SWITCH)
    r = translate_file(str(src), target="openmp")
    assert r.programs == []
    warned = [(d.loc.line, d.message) for d in r.log.items if d.severity == "warning"]
    assert warned and warned[0][0] == 8 and "'case' label inside the SCoP" in warned[0][1], warned
    with pytest.raises(S2SError) as e:
        translate_file(str(src), target="openmp", strict=True)
    assert "'case' label inside the SCoP" in str(e.value)


def test_regions_inside_one_case_are_translated(tmp_path):
    src = tmp_path / "sw.c"
    src.write_text(SWITCH.replace("  case 1:\n", "#pragma endscop\n    break;\n  case 1:\n#pragma scop\n"))
    r = translate_file(str(src), target="openmp")
    assert len(r.programs) == 2, [d.message for d in r.log.items]


def test_an_active_assert_says_so():
    """`assert(i < N)` without NDEBUG is a conditional expression whose branch calls __assert_fail: the
    warning said "unsupported statement (TernaryOp)"."""
    r = translate_file(os.path.join(FAITHFUL, "exits_in_scops.c"), target="openmp")
    msgs = [d.message for d in r.log.items if d.loc is not None and d.loc.line == 21]
    assert msgs and "what 'assert' is without NDEBUG" in msgs[0], msgs


def test_a_region_that_is_a_labels_only_statement_is_one_block(tmp_path):
    """`switch (k) case 1:` + the region: the label's statement is the switch's whole body, so the
    replacement is one block that the label names; `case 1: ;` + the code left the code after the switch,
    run whatever k was."""
    src = tmp_path / "sw.c"
    src.write_text("double B[64];\nvoid f(int k, int n) {\n  switch (k)\n  case 1:\n#pragma scop\n"
                   "    for (int i = 0; i < n; i++)\n      B[i] = B[i] + i;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp")
    assert len(r.programs) == 1
    assert "  case 1:\n{\n" in r.main_text, r.main_text
