"""Names, scopes, storage and aliasing (round faith23b).  Shadowing at every level: a parameter hidden in a
loop body (a triangular bound written with a shadow), an iterator spelled like a global array the next nest
reads, sibling blocks giving one name other types, locals hiding globals of another shape around, inside
and after SCoPs, declarations that shadow from their point on in a loop body and at a SCoP's top level,
for-init iterators hiding outer integers of other types, a typedef and an enumerator hidden by variables,
`for (idx idx = 0; ...)`, a pointer parameter with its function's name, a block-scope `extern` bringing a
global back, SCoPs in sibling blocks.  Names that collide: with the generated code's (call-site copies
`s2s_s_t`, private copies `s_0`, expanded buffers `sum_x`, glue locals `_pin_A`, `_grid`), with CUDA
(blockIdx, threadIdx, warpSize, dim3, max), OpenCL C (global, local, constant, private, half, float2,
sampler_t, mad, clamp, mix, get_global_id), C++ (new, delete, this, class, template, typename, operator,
friend, namespace, using, and/or/not, a C89 bool), libm (y0, y1, j0, gamma, exp10, a `sqrt` array beside
sqrtf), helpers named like built-ins (inlined), helpers whose bodies name what the caller hides, macros
beside variables of the same spelling.  Storage: static locals and globals of one name, static tables,
function-scope arrays with initialisers, register bounds, VLAs and pointers to VLAs, `sizeof` of
parameters, VLA rows and `*a`.  Aliasing: one array passed twice and at offsets, a row view beside its
matrix, a global also passed as a parameter, members and typedef'd pointers aliasing globals, scalars
reached through pointers taken away from the SCoP, a bound written through a pointer, rotating and static
swapped buffers; scalars and local arrays carried between the steps of a time loop.

Wrong results found and fixed (each program fails without its fix):
- a local named only inside a SCoP in a time loop, read by the SCoP before written (its value from the
  last step), was privatized in the nest that writes it: the next step read the initial value
  (passes/privatize.py; f23b_scalar_carried_steps, f23b_carried_kinds);
- a VLA extent naming a variable hidden where the SCoP runs (`int m` or `enum { k }` in a block around
  it, `int rows` declared after a local VLA), or a file-scope array's enumerated extent hidden by a local
  or parameter: the call site evaluated the extent with the inner name and device code indexed rows with
  it; such SCoPs now stay on the host for CUDA/OpenCL with a warning (scop_finder._declared_after;
  f23b_vla_extent_shadowed, f23b_enum_extent_hidden);
- a parameter spelled like a call-site copy (`s2s_s_t` beside a written scalar t) was passed as the copy
  (codegen/emit.call_site; f23b_call_site_names);
- OpenMP code declared private copies and expanded buffers that hid a typedef of a cast (`(s_0)s`) or an
  enumerator (`sum_x`): the output did not compile; a block-scope `enum { _hi0 }` was read as the loop's
  bound (passes/privatize.names_taken, codegen/names.openmp_clash; f23b_made_up_names);
- macros of the file named `s2s_max`/`s2s_min` were expanded in the OpenMP bounds (a crash): such a
  file keeps its code (codegen/names.reserved_clash; f23b_helper_macro_names).
Also (tests/test_host_partials.py, not reached by `check`): below the device's size, the partial sums'
host version declared `_hi0` over a parameter `_hi0`, and the OpenMP version's flag `_s2s_ran` hid a
parameter of that name.  Now offloaded: `sizeof a / sizeof *a` (`*a` is `a[0]`: f23b_sizeof_deref).
Not modelled (sequential, with a warning): a bound naming a body local (the shadowed parameter), arrays
declared in the SCoP, indirect subscripts of a const table, a helper whose body calls a function the
caller's locals hide, `sizeof` of a VLA row.  Kept on the host for the device targets: VLA extents
assigned after the declaration or hidden at the SCoP (above)."""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    # shadowing
    "f23b_shadow_bound_param.c",
    "f23b_iter_named_like_array.c",
    "f23b_sibling_block_types.c",
    "f23b_local_hides_global.c",
    "f23b_shadow_mid_block.c",
    "f23b_region_decl_shadows.c",
    "f23b_iter_type_shadow.c",
    "f23b_typedef_enum_shadow.c",
    "f23b_odd_valid_scopes.c",
    "f23b_block_extern_rebinds.c",
    "f23b_names_reused_after.c",
    "f23b_scops_in_sibling_blocks.c",
    "f23b_macro_and_variable.c",
    # names that collide with the generated code's and the targets'
    "f23b_call_site_names.c",
    "f23b_made_up_names.c",
    "f23b_glue_local_names.c",
    "f23b_helper_macro_names.c",
    "f23b_cuda_builtin_names.c",
    "f23b_opencl_words.c",
    "f23b_cxx_words.c",
    "f23b_libm_names.c",
    "f23b_math_names_hidden.c",
    "f23b_helpers_builtin_names.c",
    "f23b_helper_names_hidden.c",
    # storage
    "f23b_static_vs_global.c",
    "f23b_const_tables_shadowed.c",
    "f23b_local_init_arrays.c",
    "f23b_vla_size_changed.c",
    "f23b_vla_extent_shadowed.c",
    "f23b_enum_extent_hidden.c",
    "f23b_vla_pointer_flat.c",
    "f23b_sizeof_params.c",
    "f23b_sizeof_deref.c",
    # aliasing
    "f23b_same_array_twice.c",
    "f23b_row_view_beside_matrix.c",
    "f23b_global_also_param.c",
    "f23b_member_pointer_alias.c",
    "f23b_typedef_pointer_alias.c",
    "f23b_scalar_address_taken.c",
    "f23b_scalar_address_later.c",
    "f23b_bound_through_pointer.c",
    "f23b_rotating_buffers.c",
    "f23b_static_pointer_swap.c",
    # values carried between the steps of a time loop
    "f23b_scalar_carried_steps.c",
    "f23b_carried_kinds.c",
    "f23b_local_arrays_steps.c",
]

SEQUENTIAL = {
    "f23b_shadow_bound_param.c": [14],       # the inner bound is the body's own n (computed)
    "f23b_const_tables_shadowed.c": [31],    # P[i][perm[k]]: an indirect subscript
    "f23b_helper_names_hidden.c": [22],      # mag() calls fabs and sqrt, which the caller's locals hide
    "f23b_sizeof_params.c": [22],            # sizeof b[0] of a VLA parameter: known at run time only
}

ON_HOST = {
    "f23b_helper_macro_names.c": 1,          # the file's macros s2s_max, s2s_min
    "f23b_vla_size_changed.c": 2,            # extents' variables assigned after the declarations
    "f23b_vla_extent_shadowed.c": 4,         # extents' variables hidden where the SCoPs run
    "f23b_enum_extent_hidden.c": 2,
}

NO_DEVICE_PROGRAM = ("f23b_shadow_bound_param.c", "f23b_helper_macro_names.c", "f23b_vla_size_changed.c")
