"""C as users write it (round faith20b): integer types, iterators, declarations and scoping.  Iterators
of size_t, ptrdiff_t, unsigned, uint16_t, uint8_t, int64_t, char and signed char with every comparison and
step form; the reverse-loop idioms (`for (size_t i = n; i-- > 0;)`, `for (int i = n; --i >= 0;)`,
`for (unsigned i = n - 1; i != (unsigned)-1; i--)`, `for (unsigned i = n; i-- != 0;)`: sequential, with
the warning at the increment or the condition); int iterators against unsigned bounds (a negative start
converted: sequential), `i <= n - 1u` under the user's `if (n)`, uint16_t bounds promoted to int (n - 1
with n = 0 is -1); unsigned arithmetic in subscripts and bodies ((i - 3u) % 6, Knuth's hash, i - 5 into a
double), shifts and masks of negative iterators, unsigned steps past zero with the final values printed,
flat strides of every integer type; octal, binary and character literals in bounds.  Declarations: body
locals named like global arrays, parameters shadowed in nested blocks of the body, block-scope arrays and n
hiding parameters, a double named like a typedef, one typedef name with four meanings, sizeof of shadowed
names, iterators that shadow a scalar or an array, register, static, extern, const and const volatile
locals, block-scope typedefs, enums and structs with designated initialisers and compound literals,
locals declared between SCoPs, and user names spelled like the generated code's.
No wrong result, traceback or CUDA compile failure was found in this round: every program matches on
OpenMP and OpenCL (PoCL), with and without --as-translated, and its CUDA translation compiles.
Not modelled (sequential, with a warning): the reverse idioms above, two declarators in a for-init, a
struct member or compound literal read in the SCoP, an enum type declared in the body, a static (even
const) local declared in the body, an iterator's final value used as a later loop's bound inside the
same SCoP, a size_t start from a signed value (64-bit wrap). (Private copies of body scalars of an
iterator that may be negative were not modelled either; since afe02df they are stored at an offset,
tests/test_private_offsets.py.)"""
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
    # iterator types, comparisons and steps
    "f20b_reverse_idioms.c",
    "f20b_mixed_sign_bounds.c",
    "f20b_uint16_char_iters.c",
    "f20b_unsigned_subscripts.c",
    "f20b_unsigned_body_arith.c",
    "f20b_shift_mask_iters.c",
    "f20b_unsigned_step_wrap.c",
    "f20b_flat_strides_types.c",
    "f20b_for_header_forms.c",
    "f20b_literal_forms.c",
    # final values of iterators
    "f20b_final_iters_outside.c",
    "f20b_iter_bound_of_next_loop.c",
    # declarations and scoping
    "f20b_shadow_body_param.c",
    "f20b_shadow_nested_blocks.c",
    "f20b_iter_shadows_scalar.c",
    "f20b_typedef_same_name.c",
    "f20b_sizeof_shadowed.c",
    "f20b_block_decls_around.c",
    "f20b_register_static_extern.c",
    "f20b_locals_between_scops.c",
    "f20b_generated_names_users.c",
]


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
    # the suffix sum of `--i >= 0` has no parallel loop (`i-- > 0`, `--i >= 0` and `i-- != 0` are modelled
    # since model/reverse_loops.py; `i != (unsigned)-1`, the count-down the wrap-around ends, since round
    # faith23a: builder._held_to_zero)
    "f20b_reverse_idioms.c": [17],
    "f20b_mixed_sign_bounds.c": [14],               # int i from lo < 0 against unsigned n
    # (i - 3u) % 6 and (unsigned)(i - 5) / 10^9 wrap; (unsigned)i >> 28 of a negative i
    "f20b_unsigned_subscripts.c": [12, 16, 22],
    # A[(i & ~3) + 8] += i, B[(i & -4) / 2 + 8] += 1 and G[i * 3 & 63]: no parallel loop; F[(unsigned)i >> 28]
    "f20b_shift_mask_iters.c": [9, 13, 31, 33],
    "f20b_unsigned_step_wrap.c": [17, 21],          # z - 1 < m wraps; c -= 2 wraps to a value < p + 1
    # size_t i = 0, e = n; int i = 0, j = 5; static const in the body (the size_t range q..2q, beyond long
    # for q >= 2^62, runs the original code there since faith21b: the model guard)
    "f20b_for_header_forms.c": [14, 38, 44],
    "f20b_iter_bound_of_next_loop.c": [15, 22, 28],  # j = i, gs = gi, i = i + 1
    # f20b_shadow_body_param.c's `int m = j + 1; for (k < m)` offloads since variants3's
    # model/forward_invariant.py (m is read as (int)(j + 1))
    "f20b_iter_shadows_scalar.c": [16],             # k read before its own loop
    # enum type in the body, compound literal, const volatile cv (the private t of an iterator from
    # lo, which may be negative, offloads since its copies are stored at an offset: test_private_offsets;
    # r.lo offloads since structure members are read into locals: frontend/struct_members.py)
    "f20b_block_decls_around.c": [40, 46, 50],
    "f20b_locals_between_scops.c": [26],            # size_t z = (size_t)lo
}


# files where no SCoP reaches the device
NO_DEVICE_PROGRAM = ("f20b_iter_bound_of_next_loop.c",)


def test_user_names_like_generated_ones_stay_on_the_host_for_openmp():
    """OpenMP keeps a SCoP whose names are spelled like its generated variables on the host, with its
    warning; OpenCL renames and offloads it."""
    path = os.path.join(FAITHFUL, "f20b_generated_names_users.c")
    r = translate_file(path, target="openmp", force_device=True)
    assert not r.programs
    assert any("spelled like a variable of the generated OpenMP code" in d.message for d in r.log.items)
    r = translate_file(path, target="opencl", force_device=True)
    assert len(r.programs) == 1
