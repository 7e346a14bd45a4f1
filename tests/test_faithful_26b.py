"""C statements and expressions inside SCoP bodies that compilers must keep exact (round faith26b).
Side effects inside expressions: pre/post increment and decrement of array elements of every integer
type and of float and double, as statements and as values (unsigned wrap, 1e8f + 1 rounding away);
chained assignments whose links have different types (int = double = float rounds to float first,
unsigned char = short = int narrows at each link, chains ending in scalars read after the SCoP);
`x = (A[i] += 2) * 3`; the comma operator in values, conditions and loop steps (a second variable stepped
beside the iterator, read after the SCoP); compound assignments computed in another type than the object
(int *= 1.5, unsigned char += 300, short <<= 3, float += double, char %= and >>= on negatives) on elements
and on body scalars.  Control in bodies: switch with fallthrough, default, a GNU case range, continue
from a case and nested switches; goto skipping the rest of an iteration and leaving an inner loop;
do { } while (0) statement macros (nested, as if/else branches) and a real do-while.  Declarations:
block-scoped locals hiding a function scalar, a global array's name and the outer iterator; narrow locals
initialised from wider values; static const tables and static counters in bodies; designated
initialisers of local arrays and structures; compound literals indexed by iterators.  Expressions:
_Generic on element types and promoted expressions (picking constants and fabsf/fabs), sizeof of
expressions with side effects and _Alignof; ternaries chosen as the object written (`*(c ? &A[i] :
&B[i]) = v`, `(c ? A : B)[i]`, assignments as arms); casts to narrower types in subscripts, conditions
and bounds; division and modulo of negatives by computed divisors; &, |, ^, ~ and shifts by computed
amounts on signed values (compound shifts of narrow types promoted to int, long shifts past 32 bits,
negative values divided by unsigned divisors); long long and unsigned long bounds and iterators whose
values lie beyond int; helpers inlined with parameter names that are the caller's iterators swapped;
comparisons made unsigned by the usual conversions (`(unsigned)(i - 5) < 10u`, `i - 8 > sizeof(int)`).
Math: float arrays with double literals, float functions beside double ones on float arguments,
labs/llabs on wide values, fmin/fmax with NaN, (int) of negative floats, the rint/round family.

Every program matches on OpenMP and OpenCL (PoCL) and its CUDA translation compiles.  What the round
changed:
- `sizeof` of an expression with side effects (`sizeof(C[i]++ + 1)`, `sizeof(B[i] = 0)`,
  `sizeof(H[i] += 2.5)`, `sizeof(F[i]--)`) was refused as "its size is not a known constant" and kept
  its SCoP sequential; the operand is not evaluated, and its type is the operand's (++/--, unpromoted)
  or the left operand's (assignments), so the size is now known and printed as a constant
  (model/builder._sizeof, _int_type, _floating_size; f26b_generic_sizeof_effects.c,
  tests/test_faithful.py::test_sizeof_of_expressions_with_side_effects).
- `_Generic` took an association of a qualified type as its unqualified type: `_Generic(F[i], const
  float: 1, default: 2)` gave 1 where C gives 2 (the controlling expression is unqualified after lvalue
  conversion, and `const float` is not compatible with float; through a typedef of `const double` too),
  a wrong value in every target (model/generic_select.qualified);
- under <tgmath.h> the type of `sqrt(F[i])` in a controlling expression was taken as double where C calls
  sqrtf, a float, so `_Generic(sqrt(F[i]), float: 1, double: 2)` gave 2 (model/generic_select._Types.of;
  f26b_generic_qualified_tgmath.c, tests/test_faithful_21a.py::test_generic_selection_chooses_as_c).
- under <tgmath.h>, a `_Generic` selecting a bare math name (`_Generic(x, float: exp, default: sqrt)(y)`)
  calls the double function in C (the type-generic macros are function-like), but once resolved s2s saw
  a type-generic call and called expf for a float y: such a selection is no longer resolved there, and
  its SCoP stays sequential (model/generic_select._math_designator).
- a loop step that is an integer constant expression but not a literal (`i += TS` with `#define TS
  (2 * 2)`, an enumeration constant, `sizeof(int)`, `'c' - 'a'`, `i = (TS + 1) + i`) was refused ("loop
  increment must be ... with a constant c") and its SCoP kept sequential; it is evaluated now (a step of
  an unsigned type only where small and positive) (model/builder._constant_step;
  f26b_constant_expression_steps.c, tests/test_model.py::test_stride_of_a_constant_expression).
- an integer local declared in a body from the iterators and read in a subscript after it (`const int
  row = i * N; A[row + j]`, `int ii = i + 1; B[ii]`, a short local that wraps, an unsigned one whose wrap
  is undone in the subscript) kept its SCoP sequential ("subscript depends on the computed value of
  'row'"): such a local, computed from no array, is now forwarded into the statements after it as its
  expression converted to its type, as loop-invariant factors were (model/forward_invariant.
  _names_a_subscript; f26b_affine_body_locals.c, f26b_shadowing_locals.c,
  tests/test_forward_invariant.py::test_integer_local_read_in_a_subscript_is_forwarded).
Not modelled (with a warning, correct sequentially): switch, goto, do-while with a real condition,
conditions on data, assignments and ++/-- used as values inside expressions, the comma operator in
values and conditions, a second variable stepped beside the iterator that is read after the SCoP or not
stepped by constants, compound literals and local arrays or structures declared in the body, static
locals written by the body, ternaries yielding lvalues (pointer dereferences and an array chosen per
iteration), the size of a variable-length array type, lrint (it depends on the rounding mode), unsigned
wrap-around in conditions and subscripts reached by some iterations, and scans (no parallel loop).
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    # side effects in expressions
    "f26b_incdec_every_type.c",
    "f26b_chain_types.c",
    "f26b_comma_operators.c",
    "f26b_comma_iterators_liveout.c",
    "f26b_compound_conversions.c",
    "f26b_counters_in_body.c",
    # control in bodies
    "f26b_switch_in_loops.c",
    "f26b_goto_dowhile_macros.c",
    # declarations in bodies
    "f26b_body_locals_literals.c",
    "f26b_shadowing_locals.c",
    "f26b_affine_body_locals.c",
    # expressions
    "f26b_generic_sizeof_effects.c",
    "f26b_generic_qualified_tgmath.c",
    "f26b_ternary_lvalues.c",
    "f26b_narrow_casts_divmod.c",
    "f26b_narrow_casts_control.c",
    "f26b_unsigned_conditions.c",
    "f26b_narrow_shift_compound.c",
    "f26b_wide_iterator_values.c",
    "f26b_inline_helper_names.c",
    "f26b_constant_expression_steps.c",
    # math
    "f26b_float_math_overloads.c",
]

SEQUENTIAL = {
    "f26b_incdec_every_type.c": [34, 44],              # UC[i]++, ULL[i]-- inside expressions
    "f26b_chain_types.c": [30],                        # (P[i] += 2) * 3
    "f26b_comma_operators.c": [14, 18, 30],            # commas in a value, a condition, a value
    "f26b_comma_iterators_liveout.c": [13, 18, 24],    # second variables read after the SCoP
    "f26b_counters_in_body.c": [15, 19, 21, 29, 33],   # k++, (K[i] += 2), a scan, ++k, m--
    "f26b_switch_in_loops.c": [14, 30, 51],            # switch
    "f26b_goto_dowhile_macros.c": [24, 34, 45],        # data conditions, a do-while
    "f26b_body_locals_literals.c": [17, 23, 31, 38],   # compound literal, local arrays, static counter
    "f26b_shadowing_locals.c": [49],                   # a local table
    "f26b_generic_sizeof_effects.c": [35],             # sizeof of a VLA type
    "f26b_generic_qualified_tgmath.c": [24],           # a bare math name selected under <tgmath.h>
    "f26b_ternary_lvalues.c": [11, 15, 19, 23, 27],    # ternaries as lvalues
    "f26b_narrow_casts_divmod.c": [16],                # (short)i may wrap for large n: no parallel loop
    "f26b_narrow_casts_control.c": [20],               # (unsigned)(i - 20) wraps
    "f26b_unsigned_conditions.c": [12, 25],            # unsigned wrap in conditions
    "f26b_float_math_overloads.c": [40],               # lrint
}
NO_DEVICE_PROGRAM = ("f26b_counters_in_body.c", "f26b_switch_in_loops.c", "f26b_body_locals_literals.c",
                     "f26b_ternary_lvalues.c")
