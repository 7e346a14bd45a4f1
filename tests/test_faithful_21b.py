"""How arrays and numbers live in real programs (round faith21b).  Data layouts: arrays of structures
(`p[i].x`), structures of arrays by value (`s.x[i]`) and by pointer (`ps->x[i]`), arrays inside a structure
passed by pointer and the same code on local views of its members, global, static and function-scope
static arrays, `extern` arrays declared in a header-like block and defined after main, `const` tables at
file scope (double and int8_t), 1-element arrays, one-iteration and zero-trip loops, `long`, `size_t` and
`ptrdiff_t` subscripts, strides and windows, 64-bit signed iterators with inclusive bounds, uint8_t /
int8_t / int16_t / uint16_t image data with saturation, bit-field members as sizes and flags.
Allocation: flat buffers with row pointers, `double (*a)[n] = malloc(...)`, calloc, realloc between two
executions of one SCoP (growing and shrinking), buffers freed and allocated again with other sizes in a
loop, posix_memalign with a padded leading dimension and aligned_alloc, one function on sub-views of one
buffer, in place and out of place, memcpy / memset / memmove between SCoPs.  Numbers: subnormal results
and inputs (double and float), sums of subnormals, <float.h> and <limits.h> limits in bodies (DBL_MAX as a
minimum's start, DBL_EPSILON, DBL_MIN, FLT_MAX, DBL_TRUE_MIN, INT_MAX, LLONG_MIN), values near DBL_MAX and
FLT_MAX kept finite by C's order, -0.0 results, float data accumulated in double and back, double -> float
-> int conversions, (float) of integers beyond 2^24, 64-bit unsigned hashes that wrap, int64_t sums and
products of int products.

No wrong result, traceback or CUDA compile failure: every program matches on OpenMP and OpenCL (PoCL), with
and without --as-translated, and its CUDA translation compiles.  Two SCoP shapes were left sequential or
on the host where they need not be, fixed:
* a 64-bit signed iterator with an inclusive bound (`for (long i = lo; i <= hi; i++)`, `k = -r .. r` over
  ptrdiff_t, `int64_t i >= bottom`, `k < first + n` over long long) was refused ("takes values beyond the
  range of long"): the check meant for unsigned long iterators counted the value one step past the last
  (hi + 1 for hi = LONG_MAX) for signed ones too, where C's own increment overflows there (undefined).
  Signed iterators are no longer checked (model/builder._walk_for; f21b_long_inclusive_bounds.c,
  f21b_wide_index_types.c, f21b_float_big_iters.c).  An unsigned one (`for (size_t i = 0; i <= n; i++)`)
  that passes LONG_MAX only for some values of the parameters (n = LONG_MAX) now runs the original code
  for those (the model guard) instead of leaving the SCoP sequential.
* <float.h>'s DBL_TRUE_MIN, `((double)4.94...e-324L)`, kept its SCoP on the host for OpenCL and CUDA: a
  long double constant converted to a subnormal double was not written as a hexadecimal literal (only
  normal values were).  Subnormal and zero results of the conversion are now rounded as C rounds them
  (codegen/long_double_const._round_gradual; f21b_subnormal_values.c, f21b_float_h_limits.c).
Not modelled (sequential, with their warnings): structure members and pointers to structures in the SCoP
(the warning says to copy the members into locals, which f21b_struct_grid_ptr.c's Jacobi does), pointers to
pointers (row pointer arrays), and a reduction whose value has a cast (`dot += (int64_t)a[i] * b[i]`: "no
parallel loop").
"""
from __future__ import annotations

import os

from conftest import ROOT

from s2s.driver import translate_file
from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # data layouts
    "f21b_aos_soa.c",
    "f21b_struct_grid_ptr.c",
    "f21b_extern_const_tables.c",
    "f21b_function_statics.c",
    "f21b_tiny_and_empty.c",
    "f21b_wide_index_types.c",
    "f21b_long_inclusive_bounds.c",
    "f21b_image_saturate.c",
    "f21b_bitfield_params.c",
    # allocation patterns
    "f21b_row_ptrs_vla_ptr.c",
    "f21b_realloc_resize.c",
    "f21b_aligned_buffers.c",
    "f21b_subviews_inplace.c",
    "f21b_memcpy_between.c",
    # floating-point edge values and wide integers
    "f21b_subnormal_values.c",
    "f21b_float_h_limits.c",
    "f21b_near_max_signed_zero.c",
    "f21b_float_double_temps.c",
    "f21b_float_big_iters.c",
    "f21b_wide_int_arith.c",
]


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "f21b_aos_soa.c": [16, 27, 62],          # q[i].vx (pointer to struct), ps->vx[i], s.vx[i]
    "f21b_struct_grid_ptr.c": [39, 52],      # g->tmp[i][j], c->r[i][j]
    "f21b_memcpy_between.c": [40],           # line[i] -= 0.5 * line[i - 1]: a recurrence
    "f21b_subnormal_values.c": [39],         # the halving chain: a recurrence
}
# SCoPs that OpenCL keeps on the host, with their own warning
# (f21b_row_ptrs_vla_ptr.c's double **rows: its rows gathered on the device, test_row_pointers)
ON_HOST: dict[str, int] = {}


def _warnings(r) -> list[str]:
    return [d.message for d in r.log.items if d.severity == "warning"]


def test_64bit_iterators_with_inclusive_bounds_are_modelled(tmp_path):
    """`for (long i = 0; i <= n; i++)`: the value past the last iteration (n + 1) leaves long's range only
    where C's own increment overflows; the SCoP is parallel (once refused as 'beyond the range of long').
    `for (size_t i = 0; i <= n; i++)` passes LONG_MAX only for n = LONG_MAX, where the original code runs
    (the model guard); an unsigned long iterator that passes LONG_MAX for every value still is refused."""
    src = tmp_path / "le_long.c"
    src.write_text("void f(long n, double *a) {\n#pragma scop\n  for (long i = 0; i <= n; i++)\n"
                   "    a[i] = a[i] * 2.0 + (double)i;\n#pragma endscop\n}\n"
                   "void g(unsigned long n, double *a) {\n#pragma scop\n"
                   "  for (unsigned long i = 0; i <= n; i++)\n"
                   "    a[i] = 1.0;\n#pragma endscop\n}\n"
                   "void h(double *a) {\n#pragma scop\n"
                   "  for (unsigned long i = 9223372036854775800ul; i <= 9223372036854775810ul; i++)\n"
                   "    a[i - 9223372036854775800ul] = 1.0;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp")
    assert len(r.programs) == 2, _warnings(r)
    assert [(d.loc.line, "beyond the range of long" in d.message) for d in r.log.items
            if d.severity == "warning"] == [(15, True)], _warnings(r)
    assert "passes LONG_MAX" in r.main_text and "9223372036854775806" in r.main_text
    r = translate_file(os.path.join(FAITHFUL, "f21b_long_inclusive_bounds.c"), target="openmp")
    assert len(r.programs) == 5 and not _warnings(r), _warnings(r)


def test_long_double_constant_converted_to_a_subnormal_reaches_the_device():
    """DBL_TRUE_MIN, `((double)4.94...e-324L)`, is printed as the subnormal's hexadecimal literal; its
    SCoP was kept on the host for OpenCL and CUDA ('long double constant')."""
    for target in ("opencl", "cuda"):
        path = os.path.join(FAITHFUL, "f21b_subnormal_values.c")
        r = translate_file(path, target=target, force_device=True)
        assert len(r.programs) == 3, _warnings(r)
        assert not [w for w in _warnings(r) if "long double" in w], _warnings(r)
        assert "0x0.0000000000001p-1022" in (r.device_text or r.main_text)
