"""The standard kernel classes as different people write them (round faith23c, 43 programs). Each program is
our own code of one algorithm of the usual 30-kernel set, in a spelling tests/variants and corpus/ do not
have: gemm on flat arrays through index macros with an early return, hand-tiled gemm (MIN macros, `ii += TI`),
gemm panels called in a loop from main with pointers into the middle of the matrices, 2mm on `double **` row
tables, 3mm with `double x[restrict n][n]` parameters, atax in float on column-major storage with the inner
products in scalars, atax with float data and double accumulators, bicg on a struct of pointer members (called
twice, the second time on fewer rows), mvt with every loop written downwards, gemver with `!=` tests and its
scalars computed in the SCoP, gesummv with `while` counters, symm column-major, syrk with MIN/MAX triangle
bounds, syr2k with ternary bounds, trmm in place with `k != m`, doitgen with a scalar sum, correlation in
float with its constants in the SCoP and in double on a row table with the deviation guard as an `if`,
covariance as two SCoPs of one function sharing arrays, Jacobi 1-D with pointer swaps in a do/while in main,
Jacobi 2-D flat with a downward time loop and on pointers to VLA rows, Gauss-Seidel in place called from a
time loop, FDTD on a struct of fields, heat 3-D with a 3-D index macro and swaps, ADI column-major with its
coefficients in the SCoP, Floyd-Warshall flat with a ternary and with a local and an `if`, Nussinov with a MAX
macro and by diagonals (j = i + d in a local), LU on a row table with a guard and blocked by hand with MIN
block ends, ludcmp through a scalar w, Cholesky column-major in float, Gram-Schmidt in float, Durbin reading
its iterator's final value, trisolv both ways (two SCoPs) and with `for (i = n; i--;)` in a function called
for growing sizes, Deriche in float with its coefficients from expf/powf, and while counters of other types
(unsigned down to 0, long by 3; a double and a pointer stay sequential). Every program matches on OpenMP and
OpenCL (PoCL) and its CUDA translation compiles; every one also matched with `--autodetect` on its text
without the pragmas (all by hand, eight in test_autodetect_without_pragmas).

What the round changed:
- a counted `while` (`i = 0; while (i < n) { ...; i++; }`, or `int j = 0;` before it when the rest of the
  block does not name j) stayed sequential ("'while' loop: trip count is not static"); it is the `for` C
  defines it to be, where its body has no `continue` of its own (model/while_loops.py), and is modelled
  as one, its counter's final value included;
- Floyd-Warshall whose candidate distance goes through a local (`d = dist[i][k] + dist[k][j]; ... d <
  dist[i][j] ? d : ...`) stayed sequential on OpenMP ("no parallel loop") and ran one thread per k on
  the device: the split pass cut only the statement that writes the pivot row and column, and the
  uncut statement joined its pieces in a cycle.  A statement a dependence joins at the same point to one
  with planes is now cut at the same planes, and the two statements' pieces at one place run as one
  nest (passes/split.shared_planes, units);
- `for (int i = n; i--;)` (the decrement alone as the test, `i-- != 0`; also `--i`) stayed sequential
  ("loop increment must be ..."); it is rewritten like `i-- > 0` (model/reverse_loops.py).

Not modelled (sequential, with a warning): pointer swaps inside the SCoP's time loop, a do/while time
loop, an iterator's final value read inside the SCoP after its loop
(Durbin's `err[k]` after the k loop), and a `while` whose body `continue`s before its increment.  Left
sequential by the cost model on OpenMP: one in-place Gauss-Seidel sweep (its wavefront costs more than
the sweep)."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets
from pycparser import c_ast, c_parser

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)
from s2s.check.runner import check_file
from s2s.driver import translate_file
from s2s.model.while_loops import rewrite_counted_whiles

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # linear algebra products
    "f23c_gemm_idx_flat.c",
    "f23c_gemm_user_tiled.c",
    "f23c_gemm_called_in_loop.c",
    "f23c_2mm_row_tables.c",
    "f23c_3mm_restrict_vla.c",
    "f23c_atax_colmajor_float.c",
    "f23c_atax_mixed_precision.c",
    "f23c_bicg_soa.c",
    "f23c_mvt_downward.c",
    "f23c_gemver_ne_loops.c",
    "f23c_gesummv_while.c",
    "f23c_symm_colmajor.c",
    "f23c_syrk_minmax_tri.c",
    "f23c_syr2k_ternary_bounds.c",
    "f23c_trmm_inplace_down.c",
    "f23c_doitgen_scalar_sum.c",
    # data mining
    "f23c_correlation_float_inscop.c",
    "f23c_correlation_if_guard.c",
    "f23c_covariance_two_scops.c",
    # stencils
    "f23c_jacobi1d_ptr_swap.c",
    "f23c_jacobi2d_flat_timeloop.c",
    "f23c_jacobi2d_vla_pointers.c",
    "f23c_seidel2d_inplace_idx.c",
    "f23c_fdtd2d_struct_fields.c",
    "f23c_heat3d_macro_swap.c",
    "f23c_adi_colmajor_coeffs.c",
    # dynamic programming, graphs
    "f23c_floyd_flat_ternary.c",
    "f23c_floyd_local_if.c",
    "f23c_nussinov_maxmacro.c",
    "f23c_nussinov_diagonals.c",
    # solvers and factorisations
    "f23c_lu_guard_rowtables.c",
    "f23c_lu_blocked_min.c",
    "f23c_ludcmp_scalar_w.c",
    "f23c_cholesky_colmajor_float.c",
    "f23c_gramschmidt_float_nrm.c",
    "f23c_durbin_final_iter.c",
    "f23c_trisolv_upper_down.c",
    "f23c_deriche_float_coeffs.c",
    # what cannot be modelled next to what can
    "f23c_swaps_in_scop.c",
    # while counters (the round's change)
    "f23c_while_counters.c",
    "f23c_while_edge_counters.c",
    # the decrement alone as a loop's test (the round's change)
    "f23c_decrement_tests.c",
    "f23c_trisolv_idioms.c",
]

# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    "f23c_durbin_final_iter.c": [32],     # err[k] after the k loop: k's final value inside the SCoP
    "f23c_while_counters.c": [43],        # a while whose body continues before its increment
    "f23c_while_edge_counters.c": [24, 31],   # counters that are a double and a pointer
    "f23c_swaps_in_scop.c": [22, 29],     # a pointer swap inside the time loop; a do/while time loop
}

NO_DEVICE_PROGRAM = ("f23c_durbin_final_iter.c",)



@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["f23c_gesummv_while.c", "f23c_gemm_idx_flat.c",
                                  "f23c_covariance_two_scops.c", "f23c_jacobi1d_ptr_swap.c",
                                  "f23c_ludcmp_scalar_w.c", "f23c_nussinov_diagonals.c", "f23c_bicg_soa.c",
                                  "f23c_deriche_float_coeffs.c"])
def test_autodetect_without_pragmas(name, target, tmp_path):
    """The same file without `#pragma scop`: --autodetect takes its nests and the translation matches."""
    with open(os.path.join(FAITHFUL, name)) as f:
        text = "\n".join("" if line.startswith("#pragma scop") or line.startswith("#pragma endscop") else line
                         for line in f.read().split("\n"))
    path = tmp_path / name
    path.write_text(text)
    r = translate_file(str(path), target=target, autodetect=True)
    assert r.source.scops, [d.message for d in r.log.items]
    res = check_file(str(path), target=target, autodetect=True)
    assert res.status == "match", (res.status, res.message, res.details[-2000:])


def _block(body: str) -> list[c_ast.Node]:
    ast = c_parser.CParser().parse("void f(int n, double *a) { int i, j; " + body + " }")
    return ast.ext[0].body.block_items[2:]          # (after the declarations of i and j)


def _rewritten(body: str) -> list[c_ast.Node]:
    items = _block(body)
    return rewrite_counted_whiles(items)


def test_counted_while_is_its_for():
    """`i = 0; while (i < n) { a[i] = 1; i++; }` is `for (i = 0; i < n; i++) { a[i] = 1; }`, also nested
    and with a declared counter; the user's statements are not changed."""
    items = _block("i = 0; while (i < n) { int k = 0; while (k < 3) { a[i] += k; k += 1; } --i; i += 2; }")
    out = rewrite_counted_whiles(items)
    assert len(out) == 1 and isinstance(out[0], c_ast.For)
    loop = out[0]
    assert isinstance(loop.init, c_ast.Assignment) and loop.init.lvalue.name == "i"
    assert isinstance(loop.next, c_ast.Assignment) and loop.next.op == "+="
    inner = loop.stmt.block_items
    assert isinstance(inner[0], c_ast.For) and isinstance(inner[0].init, c_ast.DeclList)
    assert isinstance(inner[1], c_ast.UnaryOp)      # --i stays in the body: the step is the last statement
    assert isinstance(items[1], c_ast.While)              # the user's tree as it was
    assert isinstance(items[1].stmt.block_items[1], c_ast.While)


@pytest.mark.parametrize("body", [
    "i = 0; while (i < n) { if (a[i] > 0) { i++; continue; } a[i] = 0; i++; }",   # continue skips the step
    "i = 0; while (i < n) { a[i] = 0; a[i + 1] = 1; }",                             # no step at the end
    "i = 0; j = 1; while (i < n) { a[i] = j; i++; }",                              # not right before it
    "i = j = 0; while (i < n) { a[i] = 0; i++; }",                                 # a chained assignment
    "i = 0; while (i < n) i++;",                                                   # an unbraced body
    "i = 0; do { a[i] = 0; i++; } while (i < n);",                                 # runs once at least
    "{ int k = 0; while (k < n) { a[k] = 0; k++; } a[k] = 1; }",                   # k named after the loop
])
def test_other_whiles_stay(body):
    """Whiles that are not the `for` they resemble are left as written (the model refuses them)."""
    items = _block(body)
    out = rewrite_counted_whiles(items)
    assert not any(isinstance(x, c_ast.For) for it in out for x in _nodes(it))


def _nodes(node):
    yield node
    for _, c in node.children():
        yield from _nodes(c)


@pytest.mark.parametrize("target", host_targets())
def test_counter_final_value_after_the_scop(tmp_path, target):
    """The counters of counted whiles read after the SCoP get their final values (i one past, j at m
    after the last row, and unchanged when the rows do not run)."""
    src = tmp_path / "t.c"
    src.write_text("#include <stdio.h>\ndouble b[50][50];\n"
                   "void f(int n, int m) {\n  int i = -7, j = -9;\n#pragma scop\n"
                   "  i = 0;\n  while (i < n) {\n    j = 0;\n    while (j < m) {\n"
                   "      b[i][j] = i + j;\n      j++;\n    }\n    i++;\n  }\n"
                   "#pragma endscop\n  printf(\"%d %d %g\\n\", i, j, b[n > 0 ? n - 1 : 0][3]);\n}\n"
                   "int main(void) {\n  f(40, 30);\n  f(0, 30);\n  f(5, 0);\n  return 0;\n}\n")
    r = translate_file(str(src), target="opencl", force_device=True)
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    res = check_file(str(src), target=target)
    assert res.status == "match", (res.status, res.message, res.details[-2000:])


@pytest.mark.parametrize("name", ["f23c_floyd_local_if.c", "f23c_floyd_flat_ternary.c"])
def test_floyd_with_a_local_candidate_is_split(name):
    """Floyd-Warshall with the candidate in a local: both statements are cut at the pivot planes, and
    each piece (both statements at each point) is a parallel nest; OpenMP runs them in parallel."""
    r = translate_file(os.path.join(FAITHFUL, name), target="openmp")
    split = [t for d in r.decisions for t in d.decisions if t.startswith("split:")]
    assert split and "S0 at j == k and i == k; S1 at j == k and i == k" in split[0], split
    assert r.main_text.count("#pragma omp parallel for") >= 8
