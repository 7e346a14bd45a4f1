"""Pointers and aliasing as users write them (round faith26a): storage reached through two names.
`restrict` on some parameters only (a restrict output beside plain pointers that overlap, a restrict
table of weights between two plain pointers into one array); pointers *based on* a restrict pointer
(C11 6.7.3.1p3: a local `b = a + 1`, a parameter the function assigns from it, a local restrict pointer
and one derived from it, a file-scope pointer set from it, VLA rows cast from a restrict buffer, tables
of row pointers filled from a restrict buffer, disjoint halves); blocks of one matrix through VLA
parameters whose row length is the leading dimension (`double A[][ld]` called with
`(double (*)[ld])&M[r][c]`: shifted by a row and a column, side by side, the same block, every other
row) and through flat pointers with a leading dimension; blocks at the bottom-right corner of a matrix
that a guard page follows (VLA rows, constant-length rows, a flat pointer); three pointer parameters
called with one array at overlapping offsets, with disjoint thirds and with distinct arrays, an in-place
5-point sweep through two names (`double (*)[N]` and `const double (*)[N]`), copy-shifts; two pointer
members of one structure into one buffer (through a pointer to the structure and by value); negative
offsets (`p[-i]` with p at the end of its range, `r[-i][j]`); tables of row pointers reversed, shifted,
starting one element later, a rank-1 update with the table's own row, a permuted table; a loop bound
that is a file-scope variable the SCoP writes through a pointer parameter (`count(&lim, 0)`); and
pointer forms s2s does not model (a macro `(V + 1)` as an array, `*(p + i * n + j)`, an accessor
function, pointers swapped inside the SCoP) beside a y = A x whose y is x or lies in the matrix; scalars
passed by pointer and used as `*s` / `*out` (inside the vector the loop writes, and apart), a file-scope
pointer equal to the parameter the SCoP writes, memmove and memcpy between the calls.

Every program matches on OpenMP and OpenCL (PoCL), with the device forced, and its CUDA translation
compiles.  What the round changed:
- a pointer based on a restrict pointer was assumed not to overlap it: every pair with a restrict side
  went untested (`aliasing: not tested (restrict): b/a`), and the parallel code ran on overlapping data
  that C's order updates element after element (next_from_prev: b = a + 1, b[i] = a[i] + ...).  A pair
  is exempt only where the other side cannot be based on the restrict pointer: a parameter the function
  never assigns, increments, redeclares nor takes the address of, a declared array, or another restrict
  pointer; locals, file-scope pointers, structure members and assigned parameters are tested, and a
  restrict buffer joins the row test where a table's rows may be based on it (a local table, or one the
  function stores rows into) (frontend/scop_finder._may_be_based, Scop.may_be_based,
  model/footprint.restrict_exempt, model/row_footprint; f26a_restrict_based_on.c,
  tests/test_faithful.py::test_pointers_based_on_a_restrict_one_are_tested);
- the device copies of a pointer to rows whose number of rows the accesses give (`double A[][ld]`,
  `double (*B)[C]`) covered whole rows, up to the end of the last row: for a block at the corner of a
  larger matrix that is past the matrix's last element, and the OpenCL translation was killed by SIGSEGV
  where a guard page follows the matrix.  The copies (and `check --arrays`' dumps) stop at the last
  element accessed, as those of a flat pointer with a leading dimension did (passes/transfers.
  _partial_last_row, DeviceArray.host_count; f26a_block_view_copies.c,
  tests/test_delinearize.py::test_copies_of_pointers_to_rows_stop_at_the_last_element_accessed).
- `*s` and `*out += ...` on a pointer to a scalar kept their SCoP sequential ("pointer operation '*s' is
  not static control") though they are `s[0]` and `out[0]`, which the model knows: the region's
  statements now name the element, and the pointer joins the overlap test (s = &x[3] in a loop that writes
  x, out = &x[n - 1] for a sum over x: the original code runs) (frontend/scop_finder._derefs_as_elements;
  f26a_scalar_pointers_memmove.c, tests/test_faithful.py::
  test_a_dereferenced_pointer_to_a_scalar_is_its_element_zero; tests/bad/pointer_dereference_read.c now
  reads `*(p + i - u)`).
- dereferenced pointer arithmetic (`*(p + i * n + j)`, `*(y + i) += ...`, `*(*(A + i) + j)`) kept its SCoP
  sequential: it is subscripting (C11 6.5.2.1p2), and the region's statements now name the elements
  (`p[i * n + j]`, `A[i][j]`); a chain with an unsigned offset subtracted (`*(q + i - u)`) is kept, since
  the integer sum would wrap where the pointer's steps do not (frontend/scop_finder._derefs_as_elements;
  f26a_deref_arithmetic.c, the in-place transpose-add of f26a_unmodelled_pointer_forms.c, now tested for
  overlap at run time; tests/test_faithful.py::test_dereferenced_pointer_arithmetic_is_a_subscript).
Not modelled (with a warning): rows above a pointer to rows (`r[-i][j]`: "cannot bound the extent"),
an array named by a macro with an offset, a call of the program's own accessor function, and pointer
assignments inside the SCoP.
Still conservative: the overlap test compares whole rows, so blocks side by side in the same rows
(disjoint columns) run the original code; a pointer that may be based on some restrict pointer is tested
against every restrict pointer.
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    "f26a_restrict_based_on.c",
    "f26a_partial_restrict.c",
    "f26a_block_view_copies.c",
    "f26a_block_views_overlap.c",
    "f26a_three_pointer_calls.c",
    "f26a_struct_pointer_fields.c",
    "f26a_negative_offsets.c",
    "f26a_row_tables_permuted.c",
    "f26a_bound_through_pointer.c",
    "f26a_unmodelled_pointer_forms.c",
    "f26a_scalar_pointers_memmove.c",
    "f26a_deref_arithmetic.c",
]

SEQUENTIAL = {
    "f26a_negative_offsets.c": [20],
    "f26a_unmodelled_pointer_forms.c": [20, 35, 57],
    "f26a_deref_arithmetic.c": [39],
}
