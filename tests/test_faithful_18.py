"""C as users write it (round faith18): GNU C that cc -E hands to the parse as it is, and the programs of the
round's themes, taken where the device path runs. `#ident` and `#sccs` (which the preprocessor passes
through: the whole file failed with "Directives not supported yet"), `__builtin_convertvector(v, type)` (the
parse failed at the type); floating constants with the suffixes of GCC's other floating types (`1.5Q`,
`2.5W`, `0.1f16`, `f32`, `f64`, `f128`, `f32x`, `f64x`: "syntax error before 'Q'"), the type `__float80`
(the function that declared one was set aside), and GCC's decimal floating types and their constants
(`_Decimal64`, `0.1dd`: "Missing type in declaration"). And the programs of the round's themes that passed
as written: reductions in every integer and floating type (narrow unsigned accumulators that wrap, -= on
unsigned, _Bool all-of and any-of, float sums of doubles, min and max by ?:, if, fmin and fmax, in k-outer
order, into elements at offsets and into elements the loop also reads, followed by their use in the same
nest, under conditions), matrix products in the six loop orders with int, long, short and float elements,
int C with double alpha (truncated at every step), batched, strided, transposed, triangular and in-place
products and solves, pivot eliminations that change their own pivot row, stencils with ternary boundaries,
register-queue shapes, pointer swaps in a time loop, small launches in host time loops with conditions,
sizes around every tile and warp size, Kahan and Welford loops (not reductions), CG, softmax and layer norm,
Horner and convolutions, integer promotions, negative division, modulo and shifts, float and double math and
literals, conversions in bounds (signed against unsigned, size_t, ptrdiff_t, uint8_t, int16_t and uint64_t
iterators, steps other than 1), locals named like the targets' built-ins and s2s's generated names, the
user's macros named like the generated host code's calls, shadowed globals, static locals, parameter
declarators with qualifiers and `static` in brackets, VLA parameters of several shapes, pointer parameters
that alias at run time, SCoPs around early returns, breaks, gotos and recursion, and SCoPs that read what
earlier SCoPs wrote; and what stays sequential with a warning (calls of the user's functions, data-dependent
subscripts and conditions, non-constant loop steps, structures, comma expressions, nearbyint and lround,
long double).
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
    # bugs of the round (each program's comment says what went wrong)
    "gnu_ident_dollar_asm.c",
    "float_suffix_constants.c",
    "decimal_float_types.c",
    # the round's themes, as written (they passed)
    "red_narrow_unsigned.c",
    "red_k_outer.c",
    "red_then_use.c",
    "red_float_double_mixed.c",
    "red_into_offset_elements.c",
    "reduce_reads_target.c",
    "cond_two_op_reductions.c",
    "minmax_long_short_float.c",
    "int_wrap_unsigned_red.c",
    "bool_flag_reductions.c",
    "kahan_welford.c",
    "gemm_six_orders_int.c",
    "gemm_alpha_int_truncate.c",
    "sgemm_forms.c",
    "syrk_triangular_inout.c",
    "batched_strided_gemm.c",
    "trsm_variants.c",
    "gram_schmidt_power.c",
    "pivot_planes_inplace.c",
    "stencil_ternary_edges.c",
    "stencil_queue_shapes.c",
    "struct_fields_stencil.c",
    "pointer_swap_scop_loop.c",
    "persistent_time_conditions.c",
    "size_sweep_kernels.c",
    "cg_iterations.c",
    "softmax_layernorm.c",
    "horner_conv_weights.c",
    "inplace_swaps.c",
    "private_zero_trips.c",
    "precedence_forms.c",
    "promotion_products.c",
    "signed_div_shift_mix.c",
    "expression_odds.c",
    "float_math_literals.c",
    "double_to_int_subscripts.c",
    "sign_conversion_bounds.c",
    "size_types_iterators.c",
    "steps_negative_large.c",
    "doubling_steps.c",
    "builtin_named_locals.c",
    "generated_like_locals.c",
    "user_macros_glue_names.c",
    "global_shadowed_after.c",
    "static_locals_twice.c",
    "param_declarator_qualifiers.c",
    "vla_params_rect.c",
    "alias_rows_runtime.c",
    "array_select_forms.c",
    "scops_control_paths.c",
    "scop_recursive_levels.c",
    "scalars_between_scops.c",
    "user_calls_sequential.c",
]


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "gnu_ident_dollar_asm.c": [32],             # __builtin_choose_expr in a bound
    "float_suffix_constants.c": [21, 25, 29],   # 0.1f64, 0.1f32, 0.1q
    "decimal_float_types.c": [28],              # 0.1dd
    "red_float_double_mixed.c": [25],           # a long double sum
    "cond_two_op_reductions.c": [14, 29],       # s += / s -= under data conditions; c++ under one
    "struct_fields_stencil.c": [13, 23],        # c[i].u through a pointer, G[i].pos.x of a global
    "expression_odds.c": [32],                  # (i, A[i])
    "float_math_literals.c": [29],              # nearbyint, lround
    "double_to_int_subscripts.c": [16, 22],     # A[(int)(i * 0.5)], C[i * r]
    "sign_conversion_bounds.c": [13],           # int i from -2 against an unsigned n
    # size_t i = n - 1 (wraps at n = 0); b < sizeof(int) * n, past LONG_MAX for n >= 2^61, runs the original
    # code there since faith21b (the model guard)
    "size_types_iterators.c": [16],
    "doubling_steps.c": [12, 17, 22, 26],       # d *= 2, d /= 2, d <<= 1, i += step
    "static_locals_twice.c": [32],              # T[i] = T[i - 1] + 1.5: no parallel loop
    "array_select_forms.c": [18],               # (i < n / 2 ? A : B)[i]
    "scops_control_paths.c": [16],              # B[i] = B[i - 1] * 0.5 + ...: no parallel loop
    # prolongation and smoothing (no parallel loop); line 14's pointer offsets of one buffer offload since
    # faith20a (the sizes where a subscript is negative run the original code: model_guard)
    "scop_recursive_levels.c": [24, 30],
    "user_calls_sequential.c": [20, 24, 28],    # bump(), op(), B[idx[i]] (sq(): inline_calls.py)
}
# SCoPs whose data the OpenCL target does not have (kept on the host, with their own warning)
ON_HOST = {"bool_flag_reductions.c": 1,        # _Bool accumulators and data
           "decimal_float_types.c": 1}        # _Decimal64 data


# files where no SCoP reaches the device
NO_DEVICE_PROGRAM = ("red_narrow_unsigned.c", "struct_fields_stencil.c", "double_to_int_subscripts.c")


# ---------------------------------------------------------------------------------------------------------
# frontend/preprocess.py: what cc -E passes through that the parse does not read


def test_ident_lines_are_blanked():
    """`#ident` and `#sccs` (written out by cc -E as #ident) become blank lines: the lines after them keep
    their numbers."""
    from s2s.frontend.preprocess import _IDENT
    text = '# 1 "a.c"\n#ident "x"\nint a;\n  # ident "y"\nint b;\n'
    assert _IDENT.sub("", text) == '# 1 "a.c"\n\nint a;\n\nint b;\n'


@pytest.mark.parametrize("text, expected", [
    ("x = 1.5Q;", "x = __s2s_float_Q(1.5);"),
    ("x = .5q + 2.5W;", "x = __s2s_float_q(.5) + __s2s_float_W(2.5);"),
    ("d = 1.5df + 0.1dd * 2.5DL;", "d = __s2s_float_df(1.5) + __s2s_float_dd(0.1) * __s2s_float_DL(2.5);"),
    ("x = 1e3f128 * 0x1.8p1f64 + 1.f32x + 2.0F64x + 3.0f16;",
     "x = __s2s_float_f128(1e3) * __s2s_float_f64(0x1.8p1) + __s2s_float_f32x(1.) + "
     "__s2s_float_F64x(2.0) + __s2s_float_f16(3.0);"),
    # plain suffixes, integers, hexadecimal integers, identifiers and strings are left alone
    ('x = 1.5f + 2.5L + 0x1f16 + a1.f16 + 3 + s.q; p("1.5Q");',
     'x = 1.5f + 2.5L + 0x1f16 + a1.f16 + 3 + s.q; p("1.5Q");'),
])
def test_floating_suffixes_become_calls(text, expected):
    from s2s.frontend.preprocess import _float_suffixes_as_calls
    assert _float_suffixes_as_calls(text) == expected


def test_floating_suffix_keeps_cuda_host_c(tmp_path):
    """C++ before C++23 has none of those literals: the CUDA host part of such a file stays C."""
    src = tmp_path / "q.c"
    src.write_text("#include <stdio.h>\nstatic __float128 q = 1.5Q;\ndouble A[100];\nint main(void) {\n"
                   "#pragma scop\n  for (int i = 0; i < 100; i++)\n    A[i] = i;\n#pragma endscop\n"
                   "  printf(\"%g %g\\n\", A[7], (double)q);\n  return 0;\n}\n")
    r = translate_file(str(src), target="cuda", force_device=True)
    assert r.programs
    from s2s.codegen.cxx_semantics import invalid_in_cxx
    from s2s.frontend.load import load
    sf = load(str(src))
    assert invalid_in_cxx(sf.ast, str(src)) == "a floating constant with the suffix 'Q'"
    src.write_text(src.read_text().replace("static __float128 q = 1.5Q;", "static _Decimal64 q = 1;"))
    sf = load(str(src))
    assert invalid_in_cxx(sf.ast, str(src)) == "'_Decimal64' (a C type that C++ lacks)"
