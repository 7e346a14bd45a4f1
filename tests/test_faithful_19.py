"""C as users write it (round faith19): scalars declared outside the loops that are loaded from an array
element and stored back into the same or another element around an inner loop (Cholesky's `w = A[i][j];
for k w -= ...; A[i][j] = w / A[j][j]`, forward and back substitution, products with a scalar accumulator),
with the store under a condition, the scalar read after the nest or carried between iterations, the element
also read inside the range, in triangular and decreasing loops, in every integer and floating type and of
another type than the element (an int over unsigned char elements, a float over doubles, _Bool over int);
body scalars of the forward pass's shape whose type differs from the element's and whose pointers alias at
run time; `long long`, `unsigned char` and `_Bool` arrays in mixed expressions, implicit conversions in
subscripts and bounds, compound assignments into narrow types, conditional expressions of mixed types;
const and restrict parameters that alias; a structure SCoP (sequential, with its warning) beside offloaded
ones; SCoPs in several functions with static helpers and in nested blocks after declarations; bounds with
MIN/MAX macros, ?:, / and % by constants, shifts, sizeof and enumeration constants; global arrays with
initialisers; 3-D and 4-D arrays; <=, >=, != conditions and negative steps; large index arithmetic in long;
float math (sqrtf, expf, powf against pow on floats, fminf, copysign, floor, round) and math of integer
arguments; int-to-float conversions in sums; function-like macros, comments and line continuations inside
the SCoP; iterators' final values after offloaded SCoPs.
GNU's branch hints (`__builtin_expect`, `likely(x)`) kept their SCoPs sequential ("call to
'__builtin_expect' in a condition is not affine"): they are read as their value.
The bug of the round: the private copies of scalars (one per iteration of their loops, a scalar declared in
a loop body or privatized) were allocated for the box of those iterations without a check: OpenMP's
region dereferenced malloc's null pointer (a body scalar of a 4 * 10^9-iteration nest asked for 32 GB; a
box of 10^13 points around 10^5 iterations), CUDA and OpenCL exited with an allocation error, where the
program itself needs one scalar. The SCoP's own lines now run where the copies do not fit
(`private_box_huge.c`). And on the H200 (the round's programs on CUDA, 45 of 46 at first):
`ls_triangular_rows.c` was 60 off, a product fused into an fma by nvcc whose value a later nest truncated
into an int; the products of statements whose values reach a rounding or a comparison in the SCoP are
now unfused.
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT

from s2s.driver import translate_file
from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # the bugs of the round
    "private_box_huge.c",
    "private_guarded_versions.c",
    # scalars loaded from an element and stored to an element around an inner loop
    "ls_cholesky_outer_w.c",
    "ls_forward_subst_y.c",
    "ls_cond_store.c",
    "ls_scalar_read_after.c",
    "ls_element_in_range.c",
    "ls_backsubst_decreasing.c",
    "ls_int_types_narrow.c",
    "ls_float_double_scalar.c",
    "ls_gemm_scalar_acc.c",
    "ls_triangular_rows.c",
    "ls_bool_scalar.c",
    "ls_swap_two_scalars.c",
    "ls_carried_scalar.c",
    "ls_zero_trip_scalar.c",
    "ls_longlong_over_int.c",
    "ls_param_scalar_temp.c",
    "scop_top_decl_scalar.c",
    "fw_body_scalar_types.c",
    "fw_body_alias_params.c",
    "ls_lu_gauss_jordan.c",
    "expand_tmp_rows.c",
    "inplace_reverse_scalar.c",
    # types and conversions
    "mixed_type_arrays.c",
    "subscripts_implicit_conv.c",
    "compound_narrow_ops.c",
    "ternary_mixed_types.c",
    "int_to_float_sums.c",
    "long_index_large.c",
    # qualifiers, aliasing, structures, functions and blocks
    "const_restrict_alias.c",
    "struct_fields_next_to.c",
    "multi_func_static_helpers.c",
    "scop_block_decls.c",
    # bounds, conditions, steps and shapes
    "bounds_minmax_macros.c",
    "bounds_div_mod_shift.c",
    "bounds_sizeof_enum.c",
    "global_init_arrays.c",
    "arrays_3d_4d.c",
    "cond_le_ge_ne_steps.c",
    "iter_final_values.c",
    # math and the preprocessor
    "float_math_builtins.c",
    "math_int_conversions.c",
    "macros_args_bodies.c",
    "comments_continuations.c",
    "gnu_builtins_in_scop.c",
    "private_negative_iters.c",
]


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned).
# ls_forward_subst_y.c, ls_scalar_read_after.c and scop_top_decl_scalar.c (a scalar read after the SCoP or
# carried: no parallel loop) offload since their dot products got lanes in one-thread kernels (on OpenCL
# the kernel keeps one thread: conditional_lane0)
SEQUENTIAL: dict[str, list[int]] = {
    "ls_carried_scalar.c": [11],            # scalars carried between iterations
    "ls_param_scalar_temp.c": [33],         # a bound the SCoP overwrites
    "mixed_type_arrays.c": [24],            # D[BB[i] + i / 2]
    "long_index_large.c": [18],             # B[i * ld + j] with j < 4
    "struct_fields_next_to.c": [17],        # pts[i].x
    "gnu_builtins_in_scop.c": [18],         # __builtin_fabs
}
# SCoPs whose data the OpenCL target does not have (kept on the host, with their own warning)
ON_HOST = {"compound_narrow_ops.c": 1,      # _Bool data
           "ls_bool_scalar.c": 1,
           "mixed_type_arrays.c": 1}


# files where no SCoP reaches the device
NO_DEVICE_PROGRAM = ("ls_forward_subst_y.c", "ls_scalar_read_after.c", "ls_carried_scalar.c",
                     "scop_top_decl_scalar.c")


# ---------------------------------------------------------------------------------------------------------
# the private copies of scalars: where they do not fit, the SCoP's own lines run (the store reads y[i]: w
# stays a private array, not the element it is stored into, passes/forward.py)


PRIVATE = """#include <stdio.h>
double x[64], y[64];
void f(int n) {
  double w;
#pragma scop
  for (int i = 0; i < n; i++) {
    w = x[i];
    for (int j = 0; j < 8; j++)
      w = w * 0.5 + j;
    y[i] = w + y[i];
  }
#pragma endscop
}
int main(void) { f(64); printf("%g\\n", y[3]); return 0; }
"""


def test_openmp_private_copies_checked(tmp_path, monkeypatch):
    """OpenMP: the bytes of each private array by __builtin_mul_overflow, malloc's result tested, and the
    user's lines outside the block of the copies (the privatized `w` is named like the user's scalar,
    which the fallback must see).  (`w`'s last value is dead, so gpu/private.py now drops its store and
    the copy needs no memory at all: the rule is switched off here to keep a copy that does.)"""
    from s2s.gpu import private
    monkeypatch.setattr(private._Promoter, "dead_after", lambda *a: False)
    src = tmp_path / "p.c"
    src.write_text(PRIVATE)
    r = translate_file(str(src), target="openmp", force_device=True)
    text = r.main_text
    assert len(r.programs) == 1 and "__builtin_mul_overflow(" in text
    head, fallback = text.split("if (!_s2s_ran) {", 1)
    assert "if (w" in head and "_s2s_ran = 1;" in head and "__builtin_free(" in head
    # the fallback runs outside the block that declares the private pointer: in the user's function, after
    # the call of the function that declares it (codegen/host_outline.py)
    function = head[head.index("static __attribute__((noinline)) int s2s_scop0_"):]
    function = function[:function.index("\n}\n") + 3]
    assert "__builtin_free(" in function and "w = x[i];" not in function
    assert "w = x[i];" in fallback.split("#line", 2)[1]


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_device_private_copies_fall_back(tmp_path, target, monkeypatch):
    """CUDA and OpenCL: the private buffers first, sized by saturating products, and the host function
    returns 0 where one fails: the call site runs the SCoP's lines.  (As for OpenMP above, the dead store
    is kept so that the copy needs memory: otherwise it is a register and nothing is allocated.)"""
    from s2s.gpu import private
    monkeypatch.setattr(private._Promoter, "dead_after", lambda *a: False)
    src = tmp_path / "p.c"
    src.write_text(PRIVATE)
    r = translate_file(str(src), target=target, force_device=True)
    assert len(r.programs) == 1
    prog = r.programs[0]
    device = r.device_text if target == "cuda" else r.main_text
    body = device[device.index(f"int {prog.name}("):]
    assert "s2s_mul(sizeof(double)" in body and "return 0;" in body.split("return 1;")[0]
    assert body.index("s2s_mul(") < min(body.index(k) for k in ("cudaMemcpy", "clEnqueueWriteBuffer")
                                        if k in body)
    assert f"if (!{prog.name}(" in r.main_text and "no memory for the private copies" in r.main_text


def test_device_private_copies_in_registers_need_no_fallback(tmp_path):
    """`w`'s copies are registers whose last value nobody reads: nothing is allocated, so the call needs
    no fallback to the SCoP's lines (passes/lower.drop_unused_copies)."""
    src = tmp_path / "p.c"
    src.write_text(PRIVATE)
    for target in ("cuda", "opencl"):
        r = translate_file(str(src), target=target, force_device=True)
        prog = r.programs[0]
        assert [a.name for a in prog.arrays if a.kind == "private"] == []
        assert "no memory for the private copies" not in (r.device_text or "") + r.main_text
        if target == "opencl":
            assert f"if (!{prog.name}(" not in r.main_text


def test_device_without_private_copies_keeps_the_plain_call(tmp_path):
    """OpenCL without private arrays: the call is a statement, no fallback lines."""
    src = tmp_path / "q.c"
    src.write_text(PRIVATE.replace("    w = x[i];\n    for (int j = 0; j < 8; j++)\n      w = w * 0.5 + j;\n"
                                   "    y[i] = w + y[i];\n", "    y[i] = x[i] * 2;\n"))
    r = translate_file(str(src), target="opencl", force_device=True)
    prog = r.programs[0]
    assert f"\n{prog.name}(" in r.main_text and f"if (!{prog.name}(" not in r.main_text


# ---------------------------------------------------------------------------------------------------------
# frontend/preprocess.py: GNU's branch hints are their first operand's value


def test_builtin_expect_is_its_value(tmp_path):
    src = tmp_path / "e.c"
    src.write_text("#define likely(x) __builtin_expect(!!(x), 1)\ndouble A[64];\nvoid f(int n) {\n"
                   "#pragma scop\n  for (int i = 0; i < n; i++)\n    if (likely(i > 2) && "
                   "__builtin_expect_with_probability(i < 60, 1, 0.5))\n"
                   "      A[__builtin_expect(i, 0)] += 1;\n"
                   "#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp", force_device=True)
    assert len(r.programs) == 1 and not r.log.items, [d.message for d in r.log.items]
    assert "__builtin_expect" not in r.main_text.split("#pragma omp")[1].split("#line")[0]
    # the user's own lines keep the hint
    assert "#define likely(x) __builtin_expect(!!(x), 1)" in r.main_text


# ---------------------------------------------------------------------------------------------------------
# codegen/stmt_printer.py: CUDA products whose values the SCoP later rounds or compares are not fused


def test_cuda_products_that_flow_into_a_rounding_are_not_contracted(tmp_path):
    """ls_triangular_rows.c differed on the H200 (60 off): T[i][j] += U[i][k] * U[k][j] was an fma, T was
    copied into V and V truncated into an int in a third nest.  The writers of values that reach such a
    read, through isl's dataflow, print their products as __dmul_rn; a product whose value only leaves
    the SCoP keeps its fma."""
    path = os.path.join(FAITHFUL, "ls_triangular_rows.c")
    r = translate_file(path, target="cuda", force_device=True)
    text = r.device_text or r.main_text
    assert "__dmul_rn(U[" in text or "__dmul_rn(_v0[" in text
    src = tmp_path / "flow.c"
    src.write_text("double A[64], B[64], C[64], D[64]; int I[64];\nvoid f(int n, double w) {\n#pragma scop\n"
                   "  for (int i = 0; i < n; i++) B[i] = A[i] * w + 1.0;\n"
                   "  for (int i = 0; i < n; i++) C[i] = B[i] + 2.0;\n"
                   "  for (int i = 0; i < n; i++) I[i] = C[i];\n"
                   "  for (int i = 0; i < n; i++) D[i] = A[i] * w + 3.0;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="cuda", force_device=True)
    text = r.device_text or r.main_text
    lines = [ln.strip() for ln in text.split("\n")]
    assert "B[_g0] = __dmul_rn(A[_g0], w) + 1.0;" in lines      # B flows through C into an int
    assert "D[_g0] = A[_g0] * w + 3.0;" in lines                # D only leaves the SCoP: its fma stays
