"""Boundaries and index arithmetic as numerical programmers write them (round faith28a). Periodic boundaries:
(i - 1 + n) % n and (i + 1) % n neighbours of a ring and of a 2-D grid, (i + s) % n with a shift s that is a
parameter (also above n), in-place recurrences through the wrap (w[i] = w[(i + n - 1) % n], acc[(i + 1) % n]
+= acc[i]), the same with constant moduli and power-of-two masks ((i - 1) & 15), remainders and quotients by a
parameter in conditions ((i + 1) % n == 0), in an inner loop's start ((i + 1) % n) and by an outer iterator (j
% (i + 1)), at n = 0, 1, 2; C's truncating / and % of values that cross zero in bounds, conditions and
subscripts (-i / 2, (i - 7) / 4, i % 3 == -1, (i - 5) / 2 + 3, (n - 5) / 2 at n < 5, (m - n) >> 1). Mirrored
and clamped boundaries: ternaries in subscripts (i == 0 ? 1 : i - 1, reflections over a window j - 2 .. j +
2), MIN/MAX/CLAMP macros in subscripts and bounds, banded loops MAX(0, i - w) .. MIN(n, i + w + 1), clamps
whose operands differ in signedness (MIN(i + w + 1, n) with a size_t n), fmin/fmax through a cast. Ghost cells
and flattened layouts: (n + 2) x (m + 2) grids through IDX(i, j) ((i) * (ld) + (j)) with ld = m + 2 + pad,
ghost rows IDX(n, j) and IDX(n + 1, j), a 3-D IDX3 with two leading dimensions, a column-major block at an
offset, a flat index in a local. Red-black and checkerboard orderings with a colour parameter and a negative
global offset, 3-colour orderings; strided loops with offsets and signs (i = lo; i < hi; i += 3 with lo
negative or above hi, counts down by 4, `!=` bounds met exactly), bounds from n / 2, (n + 1) / 2, n / 3 * 3
and its remainder loop, n >> 1, (n + 3) >> 2 << 1, multigrid restriction and prolongation, 1 << k butterflies;
loops tiled by hand (MIN(ii + B, n), a ternary inner bound, tiles from an offset, triangular tiles, a tile
size that is a parameter); char, short, unsigned short and uint8_t index variables at their limits, (unsigned
char)(i * 37) and (signed char)(i + 100) subscripts; constants folded in subscripts (A[i + 1 - 1], A[i - -1],
'a' - 97 + i, sizeof(double) * i / 8, i + (n > 5), ~~i, an unparenthesised macro offset).

Every program matches (after the fixes below) on OpenMP and OpenCL (PoCL), with the device forced (and
`--arrays`), and its CUDA translation compiles.  No traceback or CUDA compile failure was found; wrong
results came from 64-bit parameters beyond long's range or near its ends.  What the round changed:
- a subscript, condition or loop start that divides by a non-constant (`u[(i - 1 + n) % n]`, the most
  common periodic boundary) left the SCoP sequential.  Where the dividend a stays within (-2b, 2b) of a
  positive divisor b over the domain where it is evaluated, C's truncating quotient is -1, 0 or 1, so
  a / b and a % b are piecewise affine (a - b on [b, 2b), a on (-b, b), a + b on (-2b, -b]); the values
  of the parameters for which it leaves that range run the original code (`(i + s) % n` with s > n,
  `(i + 3) % n` at n <= 2), and a dividend that leaves it for every value stays sequential with the
  warning (builder._near_division; f28a_periodic_wrap.c, f28a_periodic_conditions.c,
  test_division_by_a_parameter_near_its_range_is_modelled, ..._out_of_range_stays_sequential;
  f21a_scops_in_ifdef.c's a[(i + j) % n] is modelled now);
- a flat pointer whose ghost rows are written `u[n * ld + j]` (products naming two parameters) left the
  SCoP sequential ("it multiplies 'n' by 'ld'") although its other subscripts (`u[i * ld + j]`) give the
  row length: such a subscript takes the row length of the others and must decompose with it
  (delinearize.flat_shapes; f28a_ghost_ld.c, tests/test_delinearize.py::
  test_a_ghost_row_of_a_parameter_takes_the_row_length_of_the_other_subscripts);
- a flat index held in a local (`int idx = i * ld + j; B[idx - 1]`) left the SCoP sequential: the
  forward substitution writes it `(int)(i * ld + j)`, and the delinearisation read through conversions
  to 64-bit types only.  It reads through a conversion to a type that holds every value of the operand's
  type (builder._wide_cast; f28a_ghost_ld.c, tests/test_delinearize.py::
  test_a_flat_index_held_in_a_local_is_modelled_as_rows).
- a 64-bit unsigned parameter above LONG_MAX gave wrong results: the model takes every parameter within
  long's range, and the generated code reads it as a negative long.  `MIN(n, 40)` with n = SIZE_MAX
  (the "no limit" idiom) ran no iteration (OpenMP and OpenCL), `base + i < lim` with lim = 2^63 + 10
  held nowhere, and a window of uint64_t counters from lo = 2^63 lost half its values on OpenCL (the
  tiles' floor division negated LONG_MIN).  Where a statement's domain names such a parameter and has
  instances within 2^62 of each other for some of its values above LONG_MAX, those values run the
  original code (builder._above_long_matters, _model_guard; f28a_small_index_types.c,
  test_unsigned_parameters_above_long_max_run_the_original_code); a loop from 0 to a size above
  LONG_MAX (2^63 iterations) keeps the assumption.
- a loop tiled by hand whose tile size is a const object (`const int tb = 6; ii += tb`, a file-scope
  `static const int TS`) left the SCoP sequential ("with a constant c"): C forbids changing such an
  object, so its initialiser, when it names nothing and its value fits the type, is the step
  (builder._const_object_init; f28a_hand_tiled.c,
  test_tile_sizes_named_by_const_objects_are_constant_steps).
- `abs`, `labs` and `llabs` of an affine argument in a subscript or condition (a symmetric filter's
  `wt[abs(k)]`, a reflection `x[abs(j + k)]`, a band `abs(i - j) <= 2`) left the SCoP sequential ("call
  to 'abs' in a subscript is not affine"): it is max(x, -x) where the argument's type converts to the
  function's without changing its value (builder._abs_exact; f28a_mirror_ternary.c,
  test_abs_of_an_affine_argument_is_piecewise_affine).
- the generated code's floor division `s2s_floord(n, d)` negated n, which overflows for n near LONG_MIN:
  a `long` loop from LONG_MIN (a window of positions) got wrong tiles on OpenCL.  It corrects C's
  truncating quotient by the sign of the remainder (codegen/ast_printer.EXPR_MACROS, with
  opencl/evaluate._floord; f28a_small_index_types.c,
  test_floord_of_the_generated_code_does_not_overflow_near_long_min).
Not modelled (sequential, with a warning): a clamp through fmin/fmax of doubles, a negative int compared
with an unsigned or size_t operand of MIN/MAX or a ternary bound, a start (i & 1) ^ c, bounds 1 << k and
(1 << logn) >> (s + 1), a tile step that is a parameter; a subscript (int)2.9 + i and a comma expression
in a subscript (both rewritten in the program), a division by a parameter in a loop condition.
"""
from __future__ import annotations

import shutil
import subprocess
import textwrap

import pytest
from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

from s2s.codegen.ast_printer import EXPR_MACROS
from s2s.driver import translate_file

PROGRAMS = [
    "f28a_periodic_wrap.c",
    "f28a_mirror_ternary.c",
    "f28a_clamp_minmax.c",
    "f28a_clamp_mixed_sign.c",
    "f28a_ghost_ld.c",
    "f28a_redblack_phase.c",
    "f28a_stride_offsets.c",
    "f28a_div_shift_bounds.c",
    "f28a_hand_tiled.c",
    "f28a_small_index_types.c",
    "f28a_negative_divmod.c",
    "f28a_folded_subscripts.c",
    "f28a_inplace_wrap_deps.c",
    "f28a_periodic_conditions.c",
]

SEQUENTIAL = {
    "f28a_clamp_minmax.c": [53],                    # (int)fmin(fmax((double)i - lo, 0.0), hi): floating
    "f28a_clamp_mixed_sign.c": [19, 24, 29, 34],    # negative int operands of unsigned comparisons
    "f28a_redblack_phase.c": [32],                  # a start (i & 1) ^ c
    "f28a_div_shift_bounds.c": [59, 71],            # 1 << logn, 1 << k
    "f28a_hand_tiled.c": [43],                      # a step bs that is a parameter
}


_PERIODIC = textwrap.dedent("""\
    void periodic(int n, int s, double *restrict u, double *restrict v, double *restrict w,
                  const double *restrict x) {
    #pragma scop
      for (int i = 0; i < n; i++)
        v[i] = u[(i - 1 + n) % n] - 2.0 * u[i] + u[(i + 1) % n] + u[(i + s) % n] * x[(i + s) / n + 1];
      for (int i = 0; i < n; i++)
        w[i] = w[(i + n - 1) % n] * 0.5 + 1.0;
    #pragma endscop
    }
    """)


def _periodic(tmp_path, text: str):
    path = tmp_path / "periodic.c"
    path.write_text(text)
    return translate_file(str(path), target="openmp", force_device=True)


def test_division_by_a_parameter_near_its_range_is_modelled(tmp_path):
    """Subscripts `(i - 1 + n) % n`, `(i + 1) % n`, `(i + s) % n` and `(i + s) / n` over 0 <= i < n: the
    dividend stays within (-2n, 2n), so the quotient is -1, 0 or 1 and the value piecewise affine
    (builder._near_division).  The neighbours' loop is parallel; the recurrence through the wrap (w[0]
    reads the old w[n - 1], every other w[i] the new w[i - 1]) is not; where s leaves [-n, n] (i + s
    outside (-2n, 2n)), the original code runs."""
    r = _periodic(tmp_path, _PERIODIC)
    assert not [d.message for d in r.log.items if d.severity == "warning"]
    assert "a division by a parameter leaves the range it is modelled in" in r.main_text
    assert r.main_text.count("#pragma omp parallel for") == 1, r.main_text


def test_division_by_a_parameter_out_of_range_stays_sequential(tmp_path):
    """A dividend that leaves (-2n, 2n) for every n where the loop runs (`(i + 2 * n) % n`) is not
    modelled: the SCoP stays sequential with the warning."""
    r = _periodic(tmp_path, _PERIODIC.replace("(i + 1) % n", "(i + 2 * n) % n"))
    warned = [d.message for d in r.log.items if d.severity == "warning"]
    assert warned and "divides by a non-constant" in warned[0], warned


_COUNTERS = textwrap.dedent("""\
    #include <stdint.h>
    #include <stddef.h>
    #define MIN(a, b) ((a) < (b) ? (a) : (b))
    void window(uint64_t lo, uint64_t hi, size_t n, double *restrict out) {
    #pragma scop
      for (uint64_t c = lo; c < hi; c++)
        out[c - lo] += (double)(c % 8);
      for (size_t i = 0; i < MIN(n, 40); i++)
        out[i] += 1.0;
      for (size_t i = 0; i < n; i++)
        if (lo + i < hi)
          out[i] *= 0.5;
    #pragma endscop
    }
    """)


def test_unsigned_parameters_above_long_max_run_the_original_code(tmp_path):
    """A 64-bit unsigned parameter above LONG_MAX reads as a negative long in the generated code, outside
    the parameters' ranges of the model: `MIN(n, 40)` with n = SIZE_MAX (no limit) ran no iteration,
    `lo + i < hi` with hi = 2^63 + 10 held nowhere, and the loop from lo = 2^63 lost half its window on
    OpenCL (the tiles' floor division negated LONG_MIN).  Where a statement's domain names such a
    parameter and has a few instances for values above LONG_MAX, those values run the original code
    (builder._above_long_matters); a loop from 0 to a size above LONG_MAX (2^63 iterations) is not
    guarded."""
    path = tmp_path / "window.c"
    path.write_text(_COUNTERS)
    r = translate_file(str(path), target="opencl", force_device=True)
    assert "lo, hi, n read as longs (negative above LONG_MAX)" in r.main_text
    assert "(((long)lo) >= (0)) && (((long)hi) >= (0)) && (((long)n) >= (0))" in r.main_text
    one = _COUNTERS[:_COUNTERS.index("  for (uint64_t c")] + \
        "  for (size_t i = 0; i < n; i++)\n    out[i] += 1.0;\n#pragma endscop\n}\n"
    path.write_text(one)
    r = translate_file(str(path), target="opencl", force_device=True)
    assert "LONG_MAX" not in r.main_text and "(long)n) >= (0)" not in r.main_text


_CONST_TILES = textwrap.dedent("""\
    #define MIN(a, b) ((a) < (b) ? (a) : (b))
    static const int TS = 4;
    void tiles(int n, double *restrict a) {
      const int tb = 6;
      const signed char wide = 100 * 2;
    #pragma scop
      for (int ii = 0; ii < n; ii += tb)
        for (int i = ii; i < MIN(ii + tb, n); i++)
          a[i] = a[i] * 0.5;
      for (int ii = n - 1; ii >= 0; ii -= TS)
        for (int i = ii; i > ii - TS && i >= 0; i--)
          a[i] = a[i] + 1.0;
    #pragma endscop
    #pragma scop
      for (int ii = 0; ii < n; ii += wide)
        a[ii] = 0.0;
    #pragma endscop
    }
    """)


def test_tile_sizes_named_by_const_objects_are_constant_steps(tmp_path):
    """`ii += tb` with `const int tb = 6;` and `ii -= TS` with a file-scope `static const int TS = 4;`: C
    forbids changing a const object, so the step is its initialiser's value (builder._const_object_init);
    a const signed char initialised with 200 holds -56, not 200: not taken (sequential, with the
    warning)."""
    path = tmp_path / "tiles.c"
    path.write_text(_CONST_TILES)
    r = translate_file(str(path), target="openmp", force_device=True)
    warned = [(d.loc.line, d.message) for d in r.log.items if d.severity == "warning"]
    assert len(warned) == 1 and warned[0][0] == 15 and "with a constant c" in warned[0][1], warned
    assert r.main_text.count("#pragma omp parallel for") == 2, r.main_text


_ABS = textwrap.dedent("""\
    #include <stdlib.h>
    void filt(int n, const double *restrict wt, const double *restrict x, double *restrict y,
              unsigned u) {
    #pragma scop
      for (int j = 0; j < n; j++)
        for (int k = -3; k <= 3; k++)
          y[j] += wt[abs(k)] * x[abs(j + k)] + (labs(j - 2L) <= 1 ? 1.0 : 0.0);
    #pragma endscop
    #pragma scop
      for (int j = 0; j < n; j++)
        y[j] = x[abs(j + u)];
    #pragma endscop
    }
    """)


def test_abs_of_an_affine_argument_is_piecewise_affine(tmp_path):
    """`wt[abs(k)]`, `x[abs(j + k)]` and `labs(j - 2L) <= 1` are max(x, -x) (builder._abs_exact); an
    unsigned argument of abs converts to int (a value above INT_MAX changes): not modelled."""
    path = tmp_path / "abs.c"
    path.write_text(_ABS)
    r = translate_file(str(path), target="openmp", force_device=True)
    warned = [(d.loc.line, d.message) for d in r.log.items if d.severity == "warning"]
    assert len(warned) == 1 and warned[0][0] == 11 and "'abs'" in warned[0][1], warned
    assert "#pragma omp parallel for" in r.main_text


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs cc")
def test_floord_of_the_generated_code_does_not_overflow_near_long_min(tmp_path):
    """s2s_floord(n, d) negated n (`-((-(n) + (d) - 1) / (d))`), which overflows for n near LONG_MIN: a
    long loop from LONG_MIN got wrong tiles on OpenCL (f28a_small_index_types.c's long_window).  It
    corrects the truncating quotient by the sign of the remainder now (ast_printer.EXPR_MACROS)."""
    values = ["LONG_MIN", "LONG_MIN + 5", "-7", "-8", "-1", "0", "7", "LONG_MAX"]
    prog = tmp_path / "floord.c"
    prog.write_text("#include <limits.h>\n#include <stdio.h>\n" + EXPR_MACROS + "int main(void) {\n" +
                    "".join(f'  printf("%ld\\n", (long)s2s_floord((long)({v}), {d}L));\n'
                            for v in values for d in (2, 256)) + "  return 0;\n}\n")
    exe = tmp_path / "floord"
    subprocess.run(["cc", "-O2", "-fsanitize=undefined", "-fno-sanitize-recover", "-o", str(exe), str(prog)],
                   check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split()
    num = {"LONG_MIN": -2 ** 63, "LONG_MIN + 5": -2 ** 63 + 5, "LONG_MAX": 2 ** 63 - 1}
    assert [int(x) for x in out] == [(num[v] if v in num else int(v)) // d for v in values for d in (2, 256)]
