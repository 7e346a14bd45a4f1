"""Language modes and the syntax users compile with (round faith27a).  C2x attributes (`[[maybe_unused]]`,
`[[nodiscard]]`, `[[deprecated]]`, `[[fallthrough]]`, `[[gnu::aligned]]`, the empty `[[]]`) on functions,
parameters, declarators, statements and labels, inside and outside SCoPs; `typeof` and `__typeof__` of
type names, of scalars, array elements and dereferenced pointers, in declarations of globals, parameters,
iterators, body locals and casts (an unsigned char iterator that wraps), the GNU SWAP macro (a
`__typeof__` temporary, now offloaded); `#pragma once`, `__has_include`,
`#elifdef`/`#elifndef`, `__VA_OPT__`, `_Pragma("scop")`/`_Pragma("endscop")` and `_Pragma("GCC
diagnostic ...")` from macros, `#line` and GNU line markers before SCoPs (`__LINE__` in a body),
`static_assert`/`_Static_assert` at file and block scope and in a body, empty declarations, binary
literals; backslash-newline splices in the middle of identifiers, numbers and operators in SCoP bodies,
`//` comments between the parts of a statement, block comments that hold `#pragma scop` or span the
pragma lines, `#pragma sc\\` + `op` spliced and `# /* c */ pragma scop`, UTF-8 and
universal-character-name identifiers; `_Alignas`/`alignas` arrays,
`_Thread_local` and `__thread` arrays, `__attribute__` after declarators, on parameters and labels,
`__extension__`, asm labels, `_Noreturn`/`noreturn`, unnamed parameters; helpers with `const`, `pure`,
`always_inline`, `noinline` and `[[deprecated]]` called in bodies, `__VA_OPT__` macros in a body,
attributed loops (`[[]] for`) as a SCoP's nest; and programs built in a language
mode: C89 (K&R definitions, no declarations in `for`), C17 with trigraphs (`??=pragma scop`, `??(`,
`??!`, a `??/` splice in a string), C2x (digit separators in bounds, extents, `#if` and floating and
binary constants, `u8'a'`, a typedef chosen by `__STDC_VERSION__`).

Every program matches on OpenMP and OpenCL (PoCL) and its CUDA translation compiles (nvcc, in the
program's mode for the host part).  What the round changed:
- s2s had no way to be told the language mode: cc ran in its default (gnu17) for the parse's
  preprocessing and for check's builds, so a C2x program (digit separators) did not build ("the original
  does not compile"), `#if __STDC_VERSION__ > 201710L` took the other branch in the parse than in the
  user's build (another element type, silently), and `CC="gcc -std=c2x"` (or `CC="ccache gcc"`), as make
  passes it, was an internal error (FileNotFoundError: $CC was run as one program name).  $CC is now split
  as the shell splits it everywhere cc runs (frontend/preprocess.cc_words, check/build.c_command; the
  warnings' builds, header_guard's probes, doctor: tests/test_doctor.py::test_c_compiler_with_options),
  `-std=MODE` is an option of translate, check and explain (cli.main adds it to $CC),
  the "build with:" command and compile_commands name that compiler and mode
  (driver._compiler), and nvcc gets the mode with -Xcompiler for the host .c of a split CUDA translation
  (check/build.mode_flags) (f27a_c2x_only.c, tests/test_check.py::test_cc_with_options_and_std_mode);
  the Makefile fragment passes a -std of CFLAGS to s2s and (-Xcompiler) to nvcc (integration/s2s.mk;
  tests/test_build_integration.py::test_makefile_fragment_passes_the_language_mode_of_cflags).  Since $CC
  may now carry options, one that changes the data model s2s computes with (`-m32`) is refused with a
  located error instead of a translation that computes other values (frontend/preprocess._other_data_model;
  test_check.py::test_a_compiler_of_another_data_model_is_refused); where plain char is unsigned
  (`-funsigned-char`, aarch64 hosts) the SCoPs that use plain char are kept as written, with a warning,
  and the others translated (model/builder._refuse_plain_char, added after the round;
  test_check.py::test_unsigned_plain_char_keeps_only_the_scops_that_use_it).
- C2x digit separators stayed in the model's constants (no value read from `i < 1'000`) and in the
  device code, which OpenCL C cannot lex; `u8'a'` was printed into OpenCL C, which has no such prefix:
  constants are now read without separators and `u8'a'` is `(unsigned char)'a'` (its C2x type)
  (frontend/c2x_forms.py; f27a_c2x_only.c, tests/test_faithful_gnu.py::test_c2x_forms_are_rewritten).
- an attributed statement (`[[]] D[i] = ...;`) kept its SCoP sequential ("unsupported statement
  (AttributedStatement)"), and `[[fallthrough]];` in a body (an AttributeDeclaration) would have: the
  statement itself, and a null statement (frontend/c2x_forms.py; f27a_c2x_attributes.c).
- an object declared with `typeof` was one of a type s2s does not model: `for (typeof(n) i = 0; ...)`,
  `typeof(A[0]) t`, `typeof(int) n` kept their SCoPs sequential.  A typeof of a type name or of an
  object's name (subscripted or dereferenced) is now written as that type in the tree, qualifiers and
  scopes kept (frontend/typeof_types.py; f27a_typeof_decls.c, gnu_extensions.c's and
  stmt_expr_neighbours.c's typeof SCoPs are offloaded now: test_faithful_gnu.py and test_faithful_14.py
  updated; tests/test_faithful_gnu.py::test_typeof_of_known_types_is_that_type).
- `??=pragma scop` (trigraphs on) was said to share its line with other code and its SCoP kept
  sequential (frontend/source_span.pragma_alone_on_its_line; f27a_trigraphs.c,
  tests/test_faithful_text.py::test_trigraph_pragma_is_alone_on_its_line).
- a helper with C2x's unnamed parameter (`double pick(double x, int)`, which gcc accepts in gnu17 too)
  was not replaced by its expression (its SCoP stayed sequential); it is now, as one with a named
  parameter it ignores.  And a silent wrong result, older than the round: an argument with side effects
  whose parameter the helper does not read vanished with the call (`A[i] += keep(B[i], K[i]++)` lost the
  increment, in every target): such a call is kept, its SCoP sequential (model/inline_calls.
  expression_function, inline_expression_calls, _effects; f27a_unnamed_params.c,
  tests/test_inline_calls.py::test_unnamed_parameters_and_arguments_with_effects).
- `check --arrays` on arrays named with extended characters (`été`, `caf\u00e9`): the original's dumps
  named them as the parse's ASCII runs, which the original does not declare ("the original does not
  compile"); they are spelt as the translation's are (check/instrument.instrument_original;
  tests/test_faithful_syntax.py::test_arrays_dumps_of_extended_identifiers); and its dumps declared their
  counter in the `for` (C99): a C89 program's instrumented original did not build (check/instrument.
  dump_code; tests/test_check.py::test_arrays_dumps_build_in_c89).
- the round harness (tests/faithful_round.py) takes LANGUAGE_MODES (a program's -std, set in $CC) and
  SCOPS (the count of SCoPs where the text's "#pragma scop" count is not it), and reads programs as UTF-8
  (not MODES: tests/test_faithful_22b.py has a MODES of its own, lists of flags).
- a label inside a SCoP kept it sequential ("label: control flow is not static") even where no goto names
  it (`[[maybe_unused]] done:`, GNU's `L: __attribute__((unused));`): such a label is its statement now
  (scop_finder._label_targets, builder._walk; f27a_c2x_attributes.c's last SCoP is offloaded,
  tests/test_faithful_gnu.py::test_a_label_no_goto_names_is_its_statement; test_diagnostics.py's fuzz
  entry `{ L: A[i] = 0; }` is accepted now, and one with a goto to L added).
Not modelled (with a warning, correct sequentially): a label that a goto names (or in a function with a
computed goto), thread-local arrays on the OpenMP and device paths that run on other threads, `typeof` of
an expression that is not a name (`typeof(v * 2.5f)`), and recurrences. Without its mode, a C2x or
trigraph program is refused with cc's or the parse's located error, as cc refuses it. Not fixed: the
OpenCL host code s2s generates mixes declarations and statements and initialises arrays from
non-constants, which `-std=c89 -pedantic-errors` refuses (plain -std=c89 builds it, with warnings); the
CMake module does not pass CMAKE_C_STANDARD to s2s (its header now says to give `OPTIONS -std=...`); clang
14 refuses `[[...]]` and `u8'a'` in gnu17 (the original does not build either); clang's `_BitInt(12)` is
a located parse error ("syntax error before '12'"); `-fshort-enums` in $CC is not detected (no macro says
it).
"""
from __future__ import annotations

from faithful_round import (  # noqa: F401  (the round's shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

PROGRAMS = [
    "f27a_c2x_attributes.c",
    "f27a_typeof_decls.c",
    "f27a_preprocessor_forms.c",
    "f27a_splices_comments.c",
    "f27a_storage_attributes.c",
    "f27a_c89_mode.c",
    "f27a_trigraphs.c",
    "f27a_c2x_only.c",
    "f27a_unnamed_params.c",
    "f27a_helper_attributes.c",
]

LANGUAGE_MODES = {"f27a_c2x_only.c": "c2x", "f27a_c89_mode.c": "c89", "f27a_trigraphs.c": "c17"}

SCOPS = {
    "f27a_preprocessor_forms.c": 4,    # one from SCOP_BEGIN, a macro of _Pragma("scop")
    "f27a_splices_comments.c": 6,      # "#pragma scop" in a block comment; spliced and commented ones
    "f27a_trigraphs.c": 2,             # ??=pragma scop
}

SEQUENTIAL = {
    "f27a_c2x_attributes.c": [28],                # a recurrence
    "f27a_typeof_decls.c": [34, 48],              # a recurrence; typeof(v * 2.5f)
    "f27a_preprocessor_forms.c": [52],            # a recurrence
    "f27a_storage_attributes.c": [35, 39, 45],    # _Thread_local and __thread arrays
    "f27a_c89_mode.c": [24],                      # a recurrence
    "f27a_trigraphs.c": [15],                     # a recurrence
    "f27a_c2x_only.c": [36],                      # a recurrence
    "f27a_unnamed_params.c": [25, 29],            # K[i]++ and C[i] = 7.5 as arguments a helper ignores
}
