"""Data that lives across regions, calls and the host code between them (round faith27b).  One function
with a SCoP called many times: with distinct arrays, with the same array as input and output, with a
pointer into the middle of the array ahead of and behind the other, with disjoint halves of one buffer,
with sizes that grow and shrink, with buffers freed and allocated again between calls (the allocator may
hand back an address for another object), realloc'd storage whose tail the host keeps, and calls with
n = 0 and NULL; a region that writes only a band of an array the host changes around it between calls.
Host code between regions that changes what the next one reads: one element, a row, memset and memcpy,
a function defined later in the file, a file-scope pointer into the array, a `const` source that is the
destination (shifted or not); regions that only read.  SCoPs in host loops: a time loop that swaps
pointers, an `if` on data choosing the region, `break` and `continue` between regions, a `goto` back
around a region.  Scalars: written at one iteration only (the value from before survives where none
writes), written in one region and read by the next, a static local accumulator and a static local
bound, a file-scope reduction target the host resets, a size in a structure member the host changes;
final values of iterators after loops that run zero times (an inner loop starting at the outer
iterator, a downward loop, a step of 3, `<=` with hi < lo, a file-scope, a static local and a short
iterator, an iterator read by the next region as a bound); wrapping unsigned char and short counters, a
long long sum, a float and a char written at one iteration through pointers, a last value under `i < k`.
Parameters declared with their rows or length (`double A[n][ld]`, `double T[RB][C]`, `double v[n]`)
called with blocks at the corner of a matrix that a guard page follows, and with NULL where n = 0 leaves
them untouched; NULL for a table of row pointers, a flat pointer with a leading dimension and `*out`
when nothing runs; size_t, unsigned and long sizes that change between calls.  File-scope pointers
swapped by a time loop (once made equal, once one element apart), a structure's two pointer members
swapped and made to overlap, a window pointer the host moves along a buffer.  Regions chosen by a
`switch` (a case falling through into the next one's region), a recursive function with regions around
its recursive calls; an `extern` array of unknown size and a tentative definition completed later,
typedefs of array types, a bound read through a structure the region writes through an alias; VLAs
declared in a host loop (new sizes, stack addresses reused), a block of a matrix beside a vector in the
rest of its last row; an array of structures whose other fields the host changes between calls, the same
data copied into separate arrays for a region, a structure's pointer members swapped, shrunk and made
equal.

Every program matches on OpenMP and OpenCL (PoCL), with the device forced (and `--arrays`), and its CUDA
translation compiles.  What the round changed:
- the copies of a parameter declared with its number of rows (`double A[n][ld]`, `double T[RB][C]`)
  covered whole rows, n * ld elements: for a block at the corner of a larger matrix (`(double
  (*)[ld])&M[r][c]`, the last row ends at the matrix's last element) that is past the caller's object,
  and the OpenCL translation was killed by SIGSEGV where a guard page follows the matrix; likewise a
  `double v[n]` read at `v[2 * i]` for i < n / 2 copied v[n - 1], which the caller need not have.  The
  first extent of a parameter is no part of its type (C11 6.7.6.3p7): the copies (and `check --arrays`'
  dumps) stop at the last element accessed, as those of `double A[][ld]` do since faith26a, unless the
  SCoP accesses the box's last element wherever the box has elements (most of PolyBench's parameters keep
  their whole-box copies; where the SCoP may access none of a box, such as gemm's A when nj = 0, the copy
  is 0 elements there: equal elsewhere).  A region that touches `double T[RB][C]` only when n > 0,
  called with n = 0 and NULL, copied the whole box from NULL (OpenCL error -30, CL_INVALID_VALUE): it
  copies nothing now (passes/transfers._partial_last_row, _box_end_accessed; check/instrument;
  f27b_declared_rows_blocks.c, tests/test_delinearize.py::
  test_copies_of_parameters_declared_with_their_rows_stop_at_the_last_element_accessed,
  test_a_declared_box_the_scop_leaves_untouched_is_not_copied).
Not modelled (with a warning): an array of structures (`p[i].x = p[i].x + 0.5 * p[i].y`), a maximum
written as `best = best > A[i] ? best : A[i]` into a static local (no parallel loop), a recurrence
B[s] = B[s - 2] (no parallel loop), a scalar written at every iteration of a parallel loop and read
after it (no last-private: the SCoP stays sequential).
Still conservative: the runtime overlap test of a block `double A[n][ld]` and a vector covers A's whole
rows, so a vector in the rest of the block's last row runs the original code.
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    "f27b_scalars_between.c",
    "f27b_one_scop_many_calls.c",
    "f27b_host_loop_control.c",
    "f27b_final_iterators.c",
    "f27b_host_writes_between.c",
    "f27b_statics_across_calls.c",
    "f27b_declared_rows_blocks.c",
    "f27b_global_pointers_swap.c",
    "f27b_null_and_unsigned_sizes.c",
    "f27b_regions_switch_recursion.c",
    "f27b_file_scope_forms.c",
    "f27b_vla_blocks_in_loops.c",
    "f27b_scalar_types_live.c",
    "f27b_struct_fields_between.c",
]

SEQUENTIAL = {
    "f27b_scalars_between.c": [23],
    "f27b_final_iterators.c": [36],
    "f27b_scalar_types_live.c": [44],
    "f27b_struct_fields_between.c": [16],
}
