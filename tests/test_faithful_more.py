"""C as users write it (round faith10): loop steps and bounds of every spelling, small integer data and
mixed signedness, wide iterator types, reversed and transposed subscripts, logic in conditions, float
typedefs, body forms, macros as loop headers, SCoPs in functions called with other arrays and sizes, K&R
definitions, array parameter forms, scalars shared between SCoPs, temporaries and liveness after the SCoP,
IEEE values, partial writes, wavefronts, constants of unusual types, degenerate SCoPs, pragmas inside a
SCoP, enumeration objects (GCC's unsigned int) and the _FloatN types.  Each program under tests/faithful/
prints its results; `s2s check` compares the translation with the sequential build on OpenMP and OpenCL
(PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc, needs_opencl

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = ["stride_steps.c", "shift_div_bounds.c", "small_int_data.c", "mixed_sign_divmod.c",
            "wide_iterators.c", "reverse_transpose.c", "logic_conditions.c", "float_real_typedef.c",
            "body_forms.c", "macro_loops.c", "calls_varying_sizes.c", "knr_params.c", "array_param_forms.c",
            "scalars_across_scops.c", "temps_outside.c", "nan_inf_compare.c", "float_bound_compare.c",
            "mod_conditions_negative.c", "vla_local_pointer.c", "short_circuit_edges.c", "liveness_paths.c",
            "partial_writes.c", "wavefront_deps.c", "hex_constants.c", "degenerate_scops.c",
            "pragmas_inside.c", "string_generic.c", "enum_arith.c", "neg_divisor.c", "odd_spellings.c",
            "float_n_types.c", "enum_wide.c", "omp_caller.c", "scalar_param_types.c",
            "solvers.c", "extern_incomplete.c", "local_decls.c", "static_locals.c", "bare_blocks.c",
            "liveness_blocks.c", "alias_param_global.c", "inline_external.c",
            "math_int_args.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct: lines warned, and
# the number of SCoPs in the file; the other SCoPs are translated
SEQUENTIAL = {
    "body_forms.c": ([31], 2),                # a second declaration in a for's initialiser (the bound)
    "calls_varying_sizes.c": ([18], 3),       # a prefix sum: no parallel loop
    # temporaries declared before the SCoP, read after it: no parallel loop in the original order; forced,
    # it runs as one-thread kernels of isl's schedule (a snapshot of A), priced below the original order
    # since chains that wait for their own stores cost a memory latency (gpu/cost.chain_waits)
    "temps_outside.c": ([], 1),
    "nan_inf_compare.c": ([28], 2),           # isnan and the other classification macros
    # an iterator compared with a floating value in a bound or a cast; `if (i <= x) C[i] += i;` (line 21)
    # is the assignment of a conditional (builder._select_form), whose condition C evaluates as the if does
    "float_bound_compare.c": ([11, 16, 26], 4),
    "short_circuit_edges.c": ([8], 1),        # reads guarded by && and ?: at the ends of pointer arrays
    "liveness_paths.c": ([33], 4),
    "degenerate_scops.c": ([14, 16, 19, 22, 29], 6),
    "string_generic.c": ([14, 18], 3),        # a string literal, a compound literal (_Generic offloads)
    "odd_spellings.c": ([], 2),               # k[A], (k + 1)[B], k[D][k]: subscripts (faith26a)
    "enum_wide.c": ([20, 24, 27], 5),         # enumerations beyond int: their integer types
}
# SCoPs whose data device targets do not have (kept on the host, with their own warning)
ON_HOST = {"float_n_types.c": 1}


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    lines, regions = SEQUENTIAL.get(name, ([], None))
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == lines, [(d.loc.line, d.message) for d in r.log.items]
    text = open(os.path.join(FAITHFUL, name)).read()
    regions = text.count("#pragma scop") if regions is None else regions
    assert text.count("#pragma scop") == regions
    assert len(r.programs) == regions - len(lines) - ON_HOST.get(name, 0)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p not in SEQUENTIAL or p in (
    "calls_varying_sizes.c", "nan_inf_compare.c", "liveness_paths.c", "degenerate_scops.c", "odd_spellings.c",
    "enum_wide.c")])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_enumeration_objects_are_unsigned_in_device_code():
    """`enum day { MON, ... }` objects are unsigned int (GCC): the kernel's array parameter and the max
    reduction's start value (0, not INT_MIN) follow; `enum sign` with a negative constant stays int."""
    r = translate_file(os.path.join(FAITHFUL, "enum_arith.c"), target="opencl", force_device=True)
    assert "__global uint *restrict D" in r.main_text
    assert "__global int *restrict G" in r.main_text
    r = translate_file(os.path.join(FAITHFUL, "enum_arith.c"), target="openmp", force_device=True)
    assert "-2147483647 - 1" not in r.main_text


def test_float_n_keywords_parse(tmp_path):
    """_Float16 and _Float128 are keywords of GCC's C on x86-64: the parse failed ('Invalid function
    definition'). Device targets keep their SCoPs on the host; CUDA keeps the user's code C."""
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, "float_n_types.c"), target="cuda", force_device=True, log=log)
    assert len(r.programs) == 1 and "_Float16" in r.c_host_reason
    reasons = [d.message for d in log.items if d.severity == "warning"]
    assert reasons == ["SCoP kept on the host, sequential: 'H': element type '_Float16' has no cuda "
                       "equivalent"]
    path = tmp_path / "q.c"
    path.write_text("#include <stdio.h>\n_Float128 Q[8];\nint main(void) {\n#pragma scop\n"
                    "  for (int i = 0; i < 8; i++) Q[i] = Q[i] * 3 + i;\n#pragma endscop\n"
                    "  printf(\"%g\\n\", (double)Q[7]);\n  return 0;\n}\n")
    log = DiagnosticLog()
    r = translate_file(str(path), target="opencl", force_device=True, log=log)
    assert not r.programs
    assert any("_Float128 data" in d.message for d in log.items), [d.message for d in log.items]
    r = translate_file(str(path), target="openmp", force_device=True)
    assert len(r.programs) == 1 and "_Float128 Q[8];" in r.main_text


@needs_opencl
def test_opencl_regions_called_from_openmp_threads(tmp_path):
    """A program built with -fopenmp whose threads call a function with an offloaded region at the same
    time: the OpenCL set-up ran in several threads at once (one built the program while another created
    kernels from it: CL_INVALID_PROGRAM, or LLVM aborted in PoCL).  It now runs once, in an OpenMP
    critical section."""
    import subprocess

    from s2s.check.build import c_compiler, write_translation
    path = os.path.join(FAITHFUL, "omp_caller.c")
    r = translate_file(path, target="opencl", force_device=True)
    assert len(r.programs) == 1
    assert "#pragma omp critical (s2s_cl_init)" in r.main_text
    files = write_translation(r, str(tmp_path / "omp_caller.c"))
    exe, ref = str(tmp_path / "t"), str(tmp_path / "o")
    subprocess.run([c_compiler(), "-O2", "-fopenmp", "-o", exe, *files, "-lOpenCL", "-lm"], check=True)
    subprocess.run([c_compiler(), "-O2", "-fopenmp", "-o", ref, path, "-lm"], check=True)
    env = dict(os.environ, OMP_NUM_THREADS="8")
    want = subprocess.run([ref], capture_output=True, text=True, env=env, check=True).stdout.split()
    for _ in range(2):
        out = subprocess.run([exe], capture_output=True, text=True, env=env, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        got = out.stdout.split()
        assert len(got) == len(want)
        for a, b in zip(want, got):
            assert abs(float(a) - float(b)) <= 1e-9 * max(1.0, abs(float(a))), (a, b)


def test_comma_statement_is_its_operands_in_order(scop_of):
    """`u[i] = 1, v[i] = u[i] + 2;` was refused ('unsupported statement (ExprList)'): it is the statements
    of its operands, in order (a sequence point between them), chained assignments split as usual."""
    scop = scop_of("""
        double u[10], v[10], w[10];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10; i++)
            u[i] = 1, v[i] = w[i] = u[i] + 2, ++w[i];
        #pragma endscop
        }
    """)
    written = [next(iter(a.array for a in st.accesses if a.kind == "write")) for st in scop.statements]
    assert written == ["u", "w", "v", "w"]


def test_scops_in_blocks_of_their_own_are_found():
    """A `{ ... }` that is a statement of its own was not looked into (only the blocks of loops, ifs and
    functions were): its SCoPs stayed as written, with 'no SCoP found' when the file had no other, and
    --autodetect did not see its nests."""
    path = os.path.join(FAITHFUL, "bare_blocks.c")
    r = translate_file(path, target="openmp", force_device=True)
    assert [p.scop.span[0] for p in r.programs] == [12, 20, 28]
    r = translate_file(path, target="openmp", force_device=True, autodetect=True)
    assert 39 in [p.scop.span[0] for p in r.programs]
    r = translate_file(os.path.join(FAITHFUL, "static_locals.c"), target="opencl", force_device=True)
    assert len(r.programs) == 2


def test_scop_nested_in_a_block_of_a_region_is_an_error(tmp_path):
    from s2s.diagnostics import S2SError
    path = tmp_path / "n.c"
    path.write_text("double A[9];\nvoid f(void) {\n#pragma scop\n  {\n#pragma scop\n"
                    "    for (int i = 0; i < 9; i++) A[i] = i;\n#pragma endscop\n  }\n#pragma endscop\n}\n")
    with pytest.raises(S2SError, match="SCoPs cannot nest"):
        translate_file(str(path), target="openmp", force_device=True)


def test_liveness_looks_into_blocks_of_their_own(tmp_path):
    """An iterator of a SCoP inside a `{ ... }` block, assigned again after it before any read, needs no
    final value; the liveness scan did not find the SCoP in such a block and assumed a read."""
    path = tmp_path / "b.c"
    path.write_text("double A[10];\nvoid f(int n) {\n  int i;\n  {\n#pragma scop\n"
                    "    for (i = 0; i < n; i++)\n      A[i] = i;\n#pragma endscop\n  }\n"
                    "  for (i = 0; i < 3; i++) A[i] += 1;\n}\n")
    r = translate_file(str(path), target="openmp", force_device=True)
    assert len(r.programs) == 1 and "    i = " not in r.main_text.split("#pragma omp")[-1].split("#line")[0]
    path.write_text(path.read_text().replace("  for (i = 0; i < 3; i++) A[i] += 1;\n", "  A[0] = i;\n"))
    r = translate_file(str(path), target="openmp", force_device=True)
    assert "    i = " in r.main_text.split("#pragma omp")[-1].split("#line")[0]


def test_inline_definition_calls_no_static_function():
    """A C99 inline definition may not refer to an identifier with internal linkage (C11 6.7.4p3): the
    OpenCL host function of its SCoP has external linkage, under a name of this file's; a function with
    an `extern` declaration (an external definition) keeps its static one."""
    from s2s.codegen import emit
    path = os.path.join(FAITHFUL, "inline_external.c")
    r = translate_file(path, target="opencl", force_device=True)
    scale, axpy = r.programs
    assert scale.external and scale.name.startswith("s2s_scop0_scale_") and not axpy.external
    assert f"\nint {scale.name}(" in r.main_text and f"\nstatic int {axpy.name}(" in r.main_text
    assert emit.inline_definitions(r.source.ast, path) == {"scale"}
