"""Turn the C statements of a SCoP into its polyhedral model.

Every construct that cannot be represented exactly (data-dependent control, non-affine subscripts,
calls with side effects, ...) raises NotStaticControl with the location of the offending node; the
caller turns that into an error (inside `#pragma scop`) or a skip note (`--autodetect`).
"""
from __future__ import annotations

import copy
from collections.abc import Callable
import re
from dataclasses import dataclass

import islpy as isl
from pycparser import c_ast, c_generator

from ..codegen.ctypes_map import integer_kind
from ..codegen.stmt_printer import DOUBLE_MATH, FLOAT_MATH, NAN_BUILTINS
from ..frontend.classify_macro import CLASSIFY
from ..diagnostics import InvalidProgram, Location, NotStaticControl, loc_of
from ..frontend.constexpr import char_literal, integer_literal
from ..frontend.preprocess import FLOAT_SUFFIX_PREFIX
from ..frontend.symbols import Symbol, c_text
from . import delinearize
from .forward_invariant import forward_invariant_scalars
from .generic_select import resolve_generic_selections
from .isl_util import checked_lexmax
from .sink_if import sink_if
from .scop import Access, Array, Loop, Scop, Statement

CTX = isl.DEFAULT_CONTEXT

# Calls that are known to be pure and exist in C, CUDA and OpenCL alike: the double functions that the
# printer knows (codegen/stmt_printer.py: it writes C's argument conversions), their float versions, and
# the integer abs functions; and GCC's NaN constants (frontend/nan_macro.py: <math.h>'s NAN).
PURE_MATH = {*DOUBLE_MATH, *FLOAT_MATH, "abs", "labs", "llabs", *NAN_BUILTINS}
# those of them that never set errno (C11 7.12.1: only domain, pole and range errors do; glibc's
# -fmath-errno). The others set it in the thread that calls them (not on a device, in another OpenMP
# thread): a file that reads errno keeps SCoPs that call them sequential.
NO_ERRNO = {"fabs", "floor", "ceil", "trunc", "round", "rint", "fmin", "fmax", "copysign"}
NO_ERRNO |= {f + "f" for f in NO_ERRNO} | {"abs", "labs", "llabs", *NAN_BUILTINS, *CLASSIFY}

# frontend/preprocess.py reads `offsetof(type, member)` (`__builtin_offsetof`) as a call `__s2s_offsetof()`
OFFSETOF = "'offsetof' is not modelled (its value is the layout of a structure, which s2s does not model)"

# the words of the types that device code can spell (the user's typedefs resolved to them)
_TYPE_KEYWORDS = {"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
                  "bool", "_Complex", "__int128", "__float128", "_Float128", "_Float16", "const", "volatile",
                  "restrict", "_Atomic"}

INTEGER_WORDS = {"int", "long", "short", "char", "unsigned", "signed", "size_t", "ssize_t", "ptrdiff_t",
                 "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
                 "_Bool", "bool"}
UNSIGNED_TYPES = {"unsigned", "size_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "_Bool", "bool"}

# the typedef name that frontend/parse_include/tgmath.h declares: the file includes <tgmath.h>, whose math
# functions are type-generic macros
TGMATH_MARK = "__s2s_tgmath_h"

ASSIGN_OPS = {"=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="}


_SIZE_WORD = {"sizeof": "size", "_Alignof": "alignment"}

# the functions that glibc's classification macros of <math.h> call where the compiler is not GCC (the
# parse's preprocessing undefines __GNUC__): `isnan(x)` is `__isnanf(x)`, `__isnan(x)` or `__isnanl(x)`
_GLIBC_CLASSIFY = re.compile(r"__(isnan|isinf|finite|signbit|fpclassify|issignaling|iseqsig)[fl]?")
_GLIBC_MACROS = {"finite": "isfinite"}
# classification macros whose nonzero value differs between glibc's C and the devices (_classification_calls)
NUMBER_UNPINNED = frozenset(("isinf", "signbit"))


@dataclass
class _LoopCtx:
    loop: Loop
    step: int


@dataclass
class _FinalEntry:
    """One loop over an iterator declared outside the SCoP: where it starts, what it runs over."""
    outer: isl.Set          # the instances of the enclosing loops (and ifs) that reach the loop
    inner: isl.Set          # its iteration domain, the loop's own dimension last
    start: isl.PwAff        # the initial value, on the space of `inner`
    step: int
    prefix: list[int]       # textual positions down to the loop's own
    signs: list[int]        # steps of the enclosing loops (a decreasing loop's schedule is negated)
    node: c_ast.For


def _nodes_of(node: c_ast.Node):
    """`node` and every node below it."""
    yield node
    for _, child in node.children():
        yield from _nodes_of(child)


# more pieces than this in a SCoP's context and it becomes their simple hull (ScopBuilder.build)
MAX_CONTEXT_PIECES = 4


# the identifiers C predefines in each function body (C11 6.4.2.2; GCC's two others): static arrays of
# char holding the function's name, which no device code has
PREDEFINED_NAMES = ("__func__", "__FUNCTION__", "__PRETTY_FUNCTION__")


def _undeclared(name: str, loc) -> NotStaticControl:
    """The exception for a name that no declaration visible in the SCoP declares: a predefined identifier
    (`__func__`) is valid C that the SCoP does not model; anything else the compiler would reject."""
    if name in PREDEFINED_NAMES:
        return NotStaticControl(f"'{name}' (the function's name, an array C predefines) is not offloaded", loc)
    return InvalidProgram(f"use of undeclared identifier '{name}'", loc)


def _out_of(pa: isl.PwAff, lo: int, hi: int) -> isl.Set:
    """Where `pa` is below `lo` or above `hi` (not a value of an integer type of that range)."""
    universe = isl.Set.universe(pa.get_domain_space())
    return pa.lt_set(isl.PwAff.val_on_domain(universe, _val(lo))).union(
        pa.gt_set(isl.PwAff.val_on_domain(universe, _val(hi))))


def _signed_wrap(pa: isl.PwAff, bits: int) -> isl.PwAff:
    """`pa` converted to a signed type of `bits` bits as GCC converts: modulo 2^bits into its range."""
    half = isl.PwAff.val_on_domain(isl.Set.universe(pa.get_domain_space()), _val(2 ** (bits - 1)))
    return pa.add(half).mod_val(_val(2 ** bits)).sub(half)


class ScopBuilder:
    """Builds one Scop from a list of C statements of one function."""

    def __init__(self, file: str, function: str, body: list[c_ast.Node], symbols: dict[str, Symbol],
                 loc: Location | None, end_loc: Location | None, index: int = 0,
                 renamed: dict[str, str] | None = None, live_iterators: set[str] | None = None,
                 typedefs: dict[str, str] | None = None, user_functions: set[str] | None = None,
                 reads_errno: bool = False, fenv_call: c_ast.FuncCall | None = None,
                 threadprivate: frozenset[str] = frozenset(), function_defs: dict | None = None,
                 file_typedefs: dict[str, str] | None = None, dead_after: Callable[[str], bool] | None = None):
        self.file = file
        # whether a scalar declared outside the SCoP is dead after it (liveness.py), for
        # forward_invariant.py; None: never known
        self.dead_after = dead_after
        # the file's function definitions that the region's calls reach (RegionScope.function_defs)
        self.function_defs = function_defs or {}
        self.file_typedefs = file_typedefs or {}     # RegionScope.file_typedefs (the functions' types)
        # names of the file's `#pragma omp threadprivate` (SymbolTable.threadprivate): thread-local
        self._threadprivate = threadprivate
        # the file sets or tests the floating-point environment (SymbolTable.fenv_call)
        self.fenv_call = fenv_call
        # the file reads errno (SymbolTable.reads_errno): a math call that may set it is not offloaded
        self.reads_errno = reads_errno
        # typedef names visible in the SCoP -> their types (frontend/scopes.py): casts and sizeof use them
        self.typedefs = typedefs or {}
        # the file's own functions (a user's `fmin` is not the math function): calls stay on the host
        self.user_functions = user_functions or set()
        self.constants: dict[str, int] = {}     # enumeration constants the statements use -> their values
        # iterators declared outside the SCoP whose final value the code after it may read (liveness.py)
        self.live_iterators = live_iterators or set()
        self._final_entries: dict[str, list[_FinalEntry]] = {}
        self._assigning_final = False
        self.sizeofs: dict[tuple[int, int], int] = {}
        # why device code cannot run the statements (Scop.device_reason), or None
        self.device_reason: str | None = None
        self.renamed = renamed or {}   # names given to shadowing declarations (frontend/scopes.py) -> as written
        self.function = function
        # the labels of the function that a goto names (scop_finder._label_targets); None: any may be. A
        # label no goto names (`done: [[maybe_unused]]`, `L: __attribute__((unused));`) is its statement
        self.label_targets: frozenset[str] | None = None
        self.body = body
        self.symbols = symbols
        self.loc = loc
        self.end_loc = end_loc
        self.index = index
        self.arrays: dict[str, Array] = {}
        self.statements: list[Statement] = []
        self.loops: list[Loop] = []
        self.private: dict[str, tuple[str, int]] = {}  # C local name -> (array name, rank)
        self.scalar_values: dict[str, str] = {}
        self._extra_positions = 0   # textual positions taken by a declaration's chained assignment
        self._select_flags = 0      # flags of `if` blocks on data made assignments (_select_block)
        self._flag_arrays: set[str] = set()       # (their arrays)
        self._iter_ctype: dict[str, str] = {}     # C iterator name -> its declared type
        self._wrap_dom: isl.Set | None = None     # where the expressions being modelled are evaluated
        self._exact_conversions = False           # _cond_set: signed parameters converted exactly (_walk_for)
        # _cond_set: unsigned comparisons of operands of the parameters alone that C computes modulo 2^bits
        # (`i < n - 1` with an unsigned n = 0 is i < UINT_MAX) are followed exactly (_exact_cond decides)
        self._exact_unsigned = False
        self._wraps_seen = False                  # _cond_set met such an operand that can wrap around
        self._wrap_bits = 0                       # the widest such operand's bits
        # the parameters' values where _exact_cond kept the assumption of no wrap-around for an operand of
        # fewer than 64 bits and the instances differ from C's (Scop.model_guard)
        self._unmodelled: isl.Set | None = None
        # why (Scop.model_guard_why): an unsigned bound wraps around; a flat subscript leaves its row of the
        # leading dimension (_flat_subscripts: `C[i * ldc + j]` for j < n runs only where n <= ldc)
        self._unmodelled_why: list[str] = []
        self._flat_outside: isl.Set | None = None    # the part of _unmodelled that _flat_subscripts added
        self.device_reason: str | None = None        # Scop.device_reason (_param_first_extents)

    # ------------------------------------------------------------------ entry point
    def build(self) -> Scop:
        if not self.body:
            raise NotStaticControl("empty SCoP: no statement between '#pragma scop' and '#pragma endscop'", self.loc)
        from .inline_calls import inline_expression_calls
        from .paired_iterators import rewrite_paired_iterators
        from .while_loops import rewrite_counted_whiles
        # `i = 0; while (i < n) { ...; i++; }`: the `for` it is (model/while_loops.py)
        self.body = rewrite_counted_whiles(self.body)
        # `for (i = 0, j = n - 1; ...; i++, j--)`: j as its value in i (model/paired_iterators.py)
        self.body = rewrite_paired_iterators(self.body, self._scalar_ctype, self.dead_after)
        inline_expression_calls(self.body, self.function_defs, self.user_functions, self.file_typedefs)
        resolve_generic_selections(self.body, self.symbols, self.typedefs, self.user_functions,
                                   TGMATH_MARK in self.typedefs)
        forward_invariant_scalars(self.body, self._scalar_ctype, self.dead_after, self._element_ctype)
        self._prescan()
        self._classification_calls()
        if self.fenv_call is not None:
            self._refuse_floating_in_fenv_file()
        from ..frontend.preprocess import plain_char_unsigned
        if plain_char_unsigned():
            self._refuse_plain_char()
        if TGMATH_MARK in self.typedefs:
            self._type_generic_calls()
        space = isl.Space.create_from_names(CTX, set=[], params=self.params)
        self.universe0 = isl.Set.universe(space)
        counter = [0]
        sched = self._walk_block(self.body, self.universe0, [], [], [], None, counter)
        if not self.statements:
            raise NotStaticControl("SCoP contains no statement", self.loc)
        if sched is None:
            raise NotStaticControl("SCoP contains no statement", self.loc)
        for var, entries in self._final_entries.items():
            s = self._final_value_statement(var, entries, counter)
            if s is not None:
                sched = sched.sequence(s)
        width = 2 * max(len(s.iterators) for s in self.statements) + 1
        for s in self.statements:
            s.schedule = _pad_schedule(s.schedule, width)
        rows_outside = self._param_first_extents()
        context = self._context()
        if rows_outside is not None:
            # the generated code runs only where the accesses stay in the parameters' rows (model_guard)
            outside = isl.Set.from_params(rows_outside.params()).align_params(context.get_space())
            context = context.align_params(outside.get_space()).subtract(outside).coalesce()
        if self._flat_outside is not None:
            # the generated code runs only where the flat subscripts stay inside their rows (model_guard)
            outside = isl.Set.from_params(self._flat_outside.params()).align_params(context.get_space())
            context = context.align_params(outside.get_space()).subtract(outside).coalesce()
        negative = self._negative_pointer_subscripts(context)
        if negative is not None:
            # the generated code runs only where no subscript of a pointer without extent is negative
            outside = isl.Set.from_params(negative.params()).align_params(context.get_space())
            context = context.align_params(outside.get_space()).subtract(outside).coalesce()
        if context.n_basic_set() > MAX_CONTEXT_PIECES:
            # The subtractions above can leave a union of many pieces (accesses that leave rows for sizes
            # bounded in several ways), and every isl operation of the passes below (dependences,
            # scheduling, AST generation) pays for each piece: fuzz programs took minutes with 11.  The
            # context is what the generated code may assume, and the code runs only where model_guard
            # holds (the exact set), so any set containing it is sound: its simple hull, one piece.  A few
            # pieces are kept: they carry facts the passes use (BLAS's `n <= ldc` unless a size is 0;
            # deriche's arrays written whole where its code runs).
            context = context.simple_hull()
            context = isl.Set.from_basic_set(context) if isinstance(context, isl.BasicSet) else context
        for a in self.arrays.values():
            a.size_affs = [self._size_aff(e) for e in a.sizes]
        return Scop(file=self.file, function=self.function, loc=self.loc, end_loc=self.end_loc,
                    params=self.params, context=context, arrays=self.arrays, statements=self.statements,
                    loops=self.loops, schedule_tree=sched, body=self.body,
                    scalar_values=self.scalar_values, index=self.index,
                    param_types={p: self.symbols[p].ctype for p in self.params}, sizeofs=self.sizeofs,
                    constants=self.constants, typedefs=self._used_typedefs(), model_guard=self._model_guard(space),
                    model_guard_why=list(self._unmodelled_why),
                    param_ranges=self._param_ranges(space).params(), device_reason=self.device_reason)

    def _model_guard(self, space: isl.Space) -> str | None:
        """Scop.model_guard: C's condition on the parameters where the model is exact, or None.  The
        parameters of _above_long_matters must read as longs that are not negative."""
        guard = self._model_guard_of_sets(space)
        names = self._above_long_matters(space)
        if not names:
            return guard
        above = [f"(((long){p}) >= (0))" for p in names]
        why = f"{', '.join(names)} read as {'a long' if len(names) == 1 else 'longs'} (negative above LONG_MAX)"
        if why not in self._unmodelled_why:
            self._unmodelled_why.append(why)     # (Scop.model_guard_why, read after this)
        return " && ".join(([f"({guard})"] if guard else []) + above)

    def _above_long_matters(self, space: isl.Space) -> list[str]:
        """The 64-bit unsigned parameters whose values above LONG_MAX must run the original code.  The model
        takes every parameter within long's range (_param_ranges: the generated code reads each as a
        long), so such a value reads as a negative long, which the model's instances do not follow:
        `MIN(n, 40)` with n = SIZE_MAX (no limit) is 40 in C and negative there, `off + i < lim` with lim =
        2^63 + 10 holds in C, a loop `for (uint64_t c = lo; c < hi; c++)` from lo = 2^63 has its
        iterations above LONG_MAX.  A parameter counts where some statement's domain names it and has,
        for some of its values above LONG_MAX, instances that lie within 2^62 of each other (a domain
        whose instances spread over more than that, `i < n` at such an n, would run 2^62 iterations: the
        assumption that it does not stands, without a test)."""
        out: list[str] = []
        for k in range(space.dim(isl.dim_type.param)):
            name = space.get_dim_name(isl.dim_type.param, k)
            sym = self.symbols.get(name)
            rng = _int_range(sym.ctype.split()) if sym is not None and not sym.is_array else None
            if rng is None or rng[1] <= 2 ** 63 - 1:
                continue
            if any(self._few_instances_above_long(st.domain, name) for st in self.statements):
                out.append(name)
        return out

    def _few_instances_above_long(self, dom: isl.Set, name: str) -> bool:
        """Whether the domain `dom` names the parameter `name` and, for some of its values above LONG_MAX
        (within the C types' ranges), has instances that lie within 2^62 of each other in every
        dimension (_above_long_matters)."""
        sp = dom.get_space()
        k = sp.find_dim_by_name(isl.dim_type.param, name)
        if k < 0 or not dom.involves_dims(isl.dim_type.param, k, 1):
            return False
        try:
            ls = isl.LocalSpace.from_space(sp)
            top = isl.PwAff.val_on_domain(isl.Set.universe(sp), _val(2 ** 63 - 1))
            above = dom.intersect(self._param_ranges(sp, 65)).intersect(
                isl.PwAff.var_on_domain(ls, isl.dim_type.param, k).gt_set(top))
            if above.is_empty():
                return False
            deltas = isl.Map.from_domain_and_range(above, above).deltas()
            box = isl.Set.universe(deltas.get_space())
            dls = isl.LocalSpace.from_space(deltas.get_space())
            for d in range(deltas.dim(isl.dim_type.set)):
                v = isl.PwAff.var_on_domain(dls, isl.dim_type.set, d)
                far = isl.PwAff.val_on_domain(isl.Set.universe(deltas.get_space()), _val(2 ** 62))
                box = box.intersect(v.le_set(far)).intersect(v.ge_set(far.neg()))
            spread = deltas.subtract(box).params()
            return not above.params().subtract(spread).is_empty()
        except isl.Error:
            return True

    def _model_guard_of_sets(self, space: isl.Space) -> str | None:
        """The part of Scop.model_guard that _unmodelled describes."""
        if self._unmodelled is None or self._unmodelled.is_empty():
            return None
        ranges = self._param_ranges(space).params()
        unmodelled = self._unmodelled.align_params(ranges.get_space())
        ranges = ranges.align_params(unmodelled.get_space())
        exact = ranges.subtract(unmodelled).coalesce()
        if exact.is_empty():
            if self._unmodelled_why == ["an unsigned bound wraps around"]:
                raise NotStaticControl("an unsigned bound wraps around for every value of the parameters (C "
                                       "computes it modulo 2^32; this is not modelled)", self.loc)
            raise NotStaticControl(f"the model holds for no value of the parameters ({'; '.join(self._unmodelled_why)}"
                                   " for the others)", self.loc)
        return _c_of_ast_expr(isl.AstBuild.from_context(ranges).expr_from_set(exact.gist(ranges)))

    def _type_generic_calls(self) -> None:
        """Under <tgmath.h>, `sqrt(x)` calls the function of its arguments' types (C11 7.25p3): sqrtf
        when every argument is a float, sqrtl when one is a long double, sqrt otherwise (integers count
        as double).  A call of a float argument is renamed to the float function (sqrt -> sqrtf) in the
        statements the SCoP is built from, so that the model, the types and the printed code are those
        of the function C calls; a long double or complex argument leaves the SCoP sequential."""
        builder = self

        class V(c_ast.NodeVisitor):
            def visit_FuncCall(v, node):  # noqa: N805
                v.generic_visit(node)          # the inner calls first: their result types count here
                name = node.name.name if isinstance(node.name, c_ast.ID) else None
                if name not in DOUBLE_MATH or name in builder.user_functions or not node.args:
                    return
                sizes = []
                for a in node.args.exprs:
                    if builder._complex_operand(a):
                        raise NotStaticControl(f"'{name}' of a complex argument under <tgmath.h> (the complex "
                                               "function) is not offloaded", loc_of(node, builder.file))
                    sizes.append(builder._floating_size(a))
                if 16 in sizes:
                    raise NotStaticControl(f"'{name}' of a long double argument under <tgmath.h> (the long "
                                           "double function) is not offloaded", loc_of(node, builder.file))
                if all(sz == 4 for sz in sizes) and name + "f" in FLOAT_MATH:
                    node.name.name = name + "f"

        for n in self.body:
            V().visit(n)

    def _classification_calls(self) -> None:
        """isnan, isinf, isfinite and signbit (frontend/classify_macro.py reads glibc's expansions back as
        these calls) are offloaded where C, CUDA and OpenCL C agree on what they give: of a float or double
        argument (the macro converts it to the type of its size, here by an explicit cast); isinf and
        signbit only where the value's truth is used (a condition, `!`, `&&`, `||`, a comparison with 0):
        C says "nonzero" and no more, and glibc's isinf is -1 at -infinity and its signbit the sign bit's
        value, where CUDA's and OpenCL's are 1.  isnan and isfinite are 0 or 1 in all of them (GCC's and
        Clang's builtins compare; CUDA's are bool; OpenCL's scalar relational functions give 1)."""
        builder = self

        def truth_context(parent, node) -> bool:
            if isinstance(parent, (c_ast.TernaryOp, c_ast.If, c_ast.While, c_ast.DoWhile, c_ast.For)):
                return getattr(parent, "cond", None) is node
            if isinstance(parent, c_ast.UnaryOp):
                return parent.op == "!"
            if isinstance(parent, c_ast.BinaryOp):
                if parent.op in ("&&", "||"):
                    return True
                other = parent.right if parent.left is node else parent.left
                return parent.op in ("==", "!=") and isinstance(other, c_ast.Constant) and \
                    other.type == "int" and other.value in ("0", "0u", "0U", "0l", "0L")
            return False

        def visit(node, parent) -> None:
            for _, child in node.children():
                visit(child, node)
            if not (isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID)):
                return
            name = node.name.name
            if name not in CLASSIFY or name in builder.user_functions:
                return
            loc = loc_of(node, builder.file)
            args = node.args.exprs if node.args else []
            if len(args) != 1:
                raise NotStaticControl(f"'{name}' with {len(args)} arguments is not offloaded", loc)
            size = builder._floating_size(args[0])
            if size not in (4, 8):
                what = "a long double" if size == 16 else "an argument not known to be a float or a double"
                raise NotStaticControl(f"'{name}' of {what} is not offloaded", loc)
            if name in NUMBER_UNPINNED and not truth_context(parent, node):
                raise NotStaticControl(f"the value of '{name}' is used as a number: C gives it only as nonzero "
                                       "or zero (glibc's isinf, for one, is -1 at -infinity where CUDA's is 1), "
                                       "so it is offloaded only as a truth value (a condition, `!`, `&&`, `||`, `!= 0`)",
                                       loc)
            ctype = "float" if size == 4 else "double"
            if not (isinstance(args[0], c_ast.Cast) and builder._floating_size(args[0]) == size):
                args[0] = c_ast.Cast(c_ast.Typename(None, [], None, c_ast.TypeDecl(
                    None, [], None, c_ast.IdentifierType([ctype]))), args[0], coord=args[0].coord)

        for n in self.body:
            visit(n, None)

    def _complex_operand(self, e) -> bool:
        """Whether expression `e` names an object or a type that is complex (its declared type words)."""
        class V(c_ast.NodeVisitor):
            found = False

            def visit_ID(v, node):  # noqa: N805
                sym = self.symbols.get(node.name)
                if sym is not None and "_Complex" in sym.ctype.split():
                    v.found = True

            def visit_Typename(v, node):  # noqa: N805
                words = self._type_words(node.type)
                if words is not None and "_Complex" in words:
                    v.found = True

        f = V()
        f.visit(e)
        return f.found

    # ------------------------------------------------------------------ pre-scan
    def _refuse_floating_in_fenv_file(self) -> None:
        """The file calls fesetround, fetestexcept, ... (SymbolTable.fenv_call): the floating-point
        environment is the calling thread's own, so a SCoP's floating-point operations (a floating constant,
        object, cast or math call) would round, raise their flags or trap elsewhere in other threads or on
        a device.  Integer SCoPs are translated."""
        def floating(words: list[str]) -> bool:     # float, double, _Float16, __float128, ...
            return any("float" in w.lower() or "double" in w for w in
                       " ".join(self.typedefs.get(w, w) for w in words).split())

        for item in self.body:
            for n in _nodes(item):
                hit = (isinstance(n, c_ast.Constant) and n.type in ("float", "double", "long double") or
                       isinstance(n, c_ast.ID) and n.name in self.symbols and
                       floating(self.symbols[n.name].ctype.split()) or
                       isinstance(n, c_ast.Cast) and floating(c_text(n.to_type).replace("(", " ").split()) or
                       isinstance(n, c_ast.FuncCall) and c_text(n.name) in PURE_MATH - {"abs", "labs", "llabs"})
                if hit:
                    fe = self.fenv_call
                    raise NotStaticControl(
                        f"floating-point data or operation '{c_text(n)}' in a file that calls '{c_text(fe.name)}' "
                        f"(line {fe.coord.line if fe.coord else '?'}): the floating-point environment (rounding "
                        "mode, exception flags) is the calling thread's own, other threads and devices have "
                        "theirs", loc_of(n, self.file))

    def _refuse_plain_char(self) -> None:
        """The C compiler makes plain char unsigned (aarch64, -funsigned-char) where s2s computes with it
        signed (its conversions, comparisons and OpenCL's char): a SCoP that names plain char (an object,
        a declaration or a cast, typedefs seen through) is kept as written; the file's other SCoPs are
        translated."""
        def plain_char(words: list[str]) -> bool:
            words = " ".join(self.typedefs.get(w, w) for w in words).replace("*", " ").split()
            return "char" in words and "signed" not in words and "unsigned" not in words

        for item in self.body:
            for n in _nodes(item):
                hit = (isinstance(n, c_ast.ID) and n.name in self.symbols and
                       plain_char(self.symbols[n.name].ctype.split()) or
                       isinstance(n, c_ast.Cast) and plain_char(c_text(n.to_type).replace("(", " ").split()) or
                       isinstance(n, c_ast.Decl) and n.type is not None and
                       plain_char(c_text(n.type).replace("(", " ").split()))
                if hit:
                    raise NotStaticControl(
                        f"'{c_text(n)}' is of type plain char, which this C compiler makes unsigned "
                        "(aarch64, -funsigned-char) and s2s computes with as signed", loc_of(n, self.file))

    def _prescan(self) -> None:
        """Find loop iterators, written variables and the parameters (integers read, never written)."""
        iterators: set[str] = set()
        written: set[str] = set()
        referenced: list[str] = []
        first_use: dict[str, c_ast.ID] = {}
        local_decls: set[str] = set()

        class V(c_ast.NodeVisitor):
            def visit_For(v, node):  # noqa: N805
                init = node.init
                if isinstance(init, c_ast.DeclList) and init.decls:
                    iterators.add(init.decls[0].name)
                    local_decls.add(init.decls[0].name)
                elif isinstance(init, c_ast.Assignment) and isinstance(init.lvalue, c_ast.ID):
                    iterators.add(init.lvalue.name)
                v.generic_visit(node)

            def visit_Assignment(v, node):  # noqa: N805
                if isinstance(node.lvalue, c_ast.ID):
                    written.add(node.lvalue.name)
                v.generic_visit(node)

            def visit_UnaryOp(v, node):  # noqa: N805
                if node.op in ("__real__", "__imag__", "&&"):
                    # GNU C's parts of a complex value (also assignable) and labels' addresses (parse.py)
                    raise NotStaticControl(f"GNU C's '{node.op}' operator is not supported",
                                           loc_of(node, self.file))
                if node.op in ("++", "--", "p++", "p--") and isinstance(node.expr, c_ast.ID):
                    written.add(node.expr.name)
                v.generic_visit(node)

            def visit_Decl(v, node):  # noqa: N805
                local_decls.add(node.name)
                v.generic_visit(node)

            def visit_ID(v, node):  # noqa: N805
                referenced.append(node.name)
                first_use.setdefault(node.name, node)

            def visit_StructRef(v, node):  # noqa: N805
                v.visit(node.name)        # the member's name is not an identifier of the scope

            def visit_FuncCall(v, node):  # noqa: N805
                if node.args:
                    v.visit(node.args)

        for n in self.body:
            V().visit(n)
        self.iterators = iterators
        self.written_vars = written | iterators
        self.local_decls = local_decls
        for name, node in first_use.items():
            sym = self.symbols.get(name)
            if sym is not None and sym.enumerator and name not in local_decls:
                if sym.enum_value is None:
                    raise NotStaticControl(f"the value of the enumeration constant '{name}' is not an integer "
                                           "constant expression s2s can evaluate, or its enumeration has a "
                                           "constant beyond int (whose constants' type depends on the C "
                                           "compiler: int with GCC 12, the enumeration's with GCC 13)",
                                           loc_of(node, self.file))
                self.constants[name] = sym.enum_value
            if sym is not None and sym.opaque and name not in local_decls:
                what = (f"a pointer to '{sym.ctype}'" if sym.pointer and not sym.dims else
                        f"an array of '{sym.ctype}'" if sym.is_array else f"of type '{sym.ctype}'")
                hint = " (copy the members the SCoP uses into local variables before '#pragma scop')" \
                    if sym.ctype.startswith(("struct", "union")) else ""
                raise NotStaticControl(f"'{name}' is {what}, which s2s does not model{hint}",
                                       loc_of(node, self.file))
            ordered = _ordered_accesses(sym) if name not in local_decls else None
            if ordered is not None:
                raise NotStaticControl(f"'{name}' is {ordered}: its accesses stay on the host, in order",
                                       loc_of(node, self.file))
            storage = set(getattr(sym.node, "storage", None) or []) if sym is not None else set()
            if (storage & {"_Thread_local", "__thread", "thread_local"} or name in self._threadprivate) \
                    and name not in local_decls:
                # each thread has its own object: OpenMP's worker threads would read theirs, not the
                # value the SCoP's thread set
                raise NotStaticControl(f"'{name}' is thread-local: the SCoP stays on its own thread",
                                       loc_of(node, self.file))
        params: list[str] = []
        for name in referenced:
            if name in iterators or name in written or name in local_decls or name in params:
                continue
            sym = self.symbols.get(name)
            if sym is not None and sym.is_constant:
                continue
            if sym is not None and sym.is_integer:
                params.append(name)
            elif sym is not None and not sym.is_array and name not in self.scalar_values:
                self.scalar_values[name] = sym.ctype
        # array extents that are parameters of the function become parameters too
        for name in dict.fromkeys(referenced):
            sym = self.symbols.get(name)
            if sym is not None and sym.is_array:
                for d in sym.dims:
                    if d is None:
                        continue
                    for idn in _ids(d):
                        s2 = self.symbols.get(idn)
                        if s2 is not None and s2.is_integer and not s2.is_constant and idn not in params \
                                and idn not in written:
                            params.append(idn)
        self.params = params
        # flat pointers indexed `A[i * n + j]` with a parameter n: modelled as `A[][n]` (delinearize.py)
        self.flat: dict[str, list[str]] = delinearize.flat_shapes(
            self.body, self._flat_candidate, set(params), self._wide_cast)

    def _wide_cast(self, cast: c_ast.Cast) -> bool:
        """A conversion that delinearize.poly_of reads through: to a 64-bit integer type (`(size_t)i`,
        `(long)i`: the same address modulo 2^64), or to a type that holds every value of the operand's
        type (`(int)(i * ld + j)` of an int, as the forward substitution of `int idx = i * ld + j` writes
        it: the same value)."""
        words = self._type_words(cast.to_type)
        if not words:
            return False
        t = _int_range(words)
        if t is None:
            return False
        if t[1] - t[0] >= 2 ** 64 - 1:
            return True
        src = self._int_type(cast.expr)
        if src is None:
            return False
        signed, bits = src
        lo, hi = (-2 ** (bits - 1), 2 ** (bits - 1) - 1) if signed else (0, 2 ** bits - 1)
        return t[0] <= lo and hi <= t[1]

    def _flat_candidate(self, name: str) -> bool:
        sym = self.symbols.get(name)
        return (sym is not None and sym.is_array and sym.pointer and not sym.dims and sym.ctype != "?"
                and name not in self.local_decls)

    # ------------------------------------------------------------------ walking statements
    def _walk_block(self, items, dom: isl.Set, loops: list[_LoopCtx], iters: list[str], prefix: list,
                    parent_loop: int | None, counter: list[int] | None = None) -> isl.Schedule | None:
        """Walk statements at one loop level; `counter` numbers them in textual order (the 2d+1 positions)."""
        counter = [0] if counter is None else counter
        sched = None
        for item in items:
            s = self._walk(item, dom, loops, iters, prefix, counter, parent_loop)
            if s is not None:
                sched = s if sched is None else sched.sequence(s)
        return sched

    def _walk(self, node, dom, loops, iters, prefix, counter, parent_loop) -> isl.Schedule | None:
        loc = loc_of(node, self.file)
        if isinstance(node, c_ast.Compound):
            return self._walk_block(node.block_items or [], dom, loops, iters, prefix, parent_loop, counter)
        if isinstance(node, c_ast.For):
            pos = counter[0]
            counter[0] += 1
            return self._walk_for(node, dom, loops, iters, prefix + [pos], parent_loop)
        if isinstance(node, c_ast.If):
            self._wrap_dom = dom
            try:
                cond = self._exact_cond(node.cond, dom, iters)
            except NotStaticControl as e:
                select = self._select_form(node) if "depends on data" in e.message else None
                block = False
                if select is None and "depends on data" in e.message:
                    select = self._select_block(node)
                    block = select is not None
                if select is None:
                    sunk = sink_if(node, self._plain_scalar) if "depends on data" in e.message else None
                    if sunk is None:
                        raise
                    # `if (beta == 0.0) for (...) ...; else for (...) ...;`: the loop around the `if`,
                    # whose branches are then assignments of a conditional (model/sink_if.py)
                    return self._walk(sunk, dom, loops, iters, prefix, counter, parent_loop)
                first = len(self.statements)
                sched = self._walk(select, dom, loops, iters, prefix, counter, parent_loop)
                if (node.iffalse is None or block) and \
                        not all(self._writes_inside(st, node.cond) for st in self.statements[first:]):
                    # the assignment made unconditional writes where the `if` never does (`out[i - 1]` at
                    # i = 0 under a condition false there): not this form.  (With an else assigning the same
                    # object, the original writes it whichever way the condition goes; the branches of a
                    # block may assign different ones.)
                    raise
                return sched
            then = self._walk(node.iftrue, dom.intersect(cond), loops, iters, prefix, counter, parent_loop)
            other = None
            if node.iffalse is not None:
                neg = isl.Set.universe(dom.get_space()).subtract(cond)
                other = self._walk(node.iffalse, dom.intersect(neg), loops, iters, prefix, counter, parent_loop)
            if then is None:
                return other
            return then if other is None else then.sequence(other)
        if isinstance(node, c_ast.ExprList) and node.exprs and \
                all(isinstance(e, (c_ast.Assignment, c_ast.UnaryOp, c_ast.FuncCall)) for e in node.exprs):
            # a comma expression as a statement (`u[i] += 1, v[i] -= u[i];`): its operands in order, each
            # a full expression (C11 6.5.17: a sequence point between them)
            node = c_ast.Compound(list(node.exprs), node.coord)
            return self._walk(node, dom, loops, iters, prefix, counter, parent_loop)
        if isinstance(node, (c_ast.Assignment, c_ast.UnaryOp, c_ast.FuncCall, c_ast.Decl, c_ast.DeclList)):
            decls = node.decls if isinstance(node, c_ast.DeclList) else \
                _split_chain(node) if isinstance(node, c_ast.Assignment) else [node]
            sched = None
            for d in decls:
                pos = counter[0]
                if isinstance(d, c_ast.Decl):
                    s = self._declaration(d, dom, loops, iters, prefix + [pos], parent_loop)
                else:
                    s = self._statement(d, dom, loops, iters, prefix + [pos], parent_loop)
                if s is not None:
                    counter[0] += 1 + self._extra_positions
                    self._extra_positions = 0
                    sched = s if sched is None else sched.sequence(s)
            return sched
        if isinstance(node, c_ast.DoWhile) and _once(node):
            # `do { ... } while (0)`, the body of a statement-like macro (SWAP, AXPY): its body, once
            return self._walk(node.stmt, dom, loops, iters, prefix, counter, parent_loop)
        if isinstance(node, c_ast.Label) and self.label_targets is not None and \
                node.name not in self.label_targets:
            return self._walk(node.stmt, dom, loops, iters, prefix, counter, parent_loop)
        if isinstance(node, (c_ast.EmptyStatement, c_ast.Pragma, c_ast.StaticAssert)):
            return None      # (a static assertion holds at compile time: the original compiled)
        if self._no_effect(node):
            return None      # `(void)unused;`, assert() under NDEBUG (`((void) (0));`): nothing to do
        what = {
            c_ast.While: "'while' loop: trip count is not static",
            c_ast.DoWhile: "'do'/'while' loop: trip count is not static",
            c_ast.Break: "'break' leaves the loop early: control flow is not static",
            c_ast.Continue: "'continue': control flow is not static",
            c_ast.Goto: "'goto': control flow is not static",
            c_ast.Label: "label: control flow is not static",
            c_ast.Return: "'return' inside the SCoP: control flow is not static",
            c_ast.Switch: "'switch': only 'for' and affine 'if' are static control",
            c_ast.Typedef: "a typedef is declared inside the SCoP: the generated code replaces the SCoP's "
                           "declarations",
        }.get(type(node))
        if what is None and isinstance(node, c_ast.TernaryOp):
            # `assert(e)` without NDEBUG: `((e) ? (void) (0) : __assert_fail (...))`
            what = ("a conditional expression as a statement (what 'assert' is without NDEBUG): its branch "
                    "may call a function with side effects")
        if what is None:
            what = f"unsupported statement ({type(node).__name__}) in a static-control region"
        raise NotStaticControl(what, loc)

    def _scalar_ctype(self, name: str) -> str | None:
        """The C type of `name` when it is a scalar of arithmetic type, not volatile or atomic."""
        sym = self.symbols.get(name)
        if isinstance(sym, Symbol) and not sym.is_array and not sym.opaque and not sym.is_volatile and \
                not sym.is_atomic and (sym.is_integer or sym.is_float):
            return sym.ctype
        return None

    def _element_ctype(self, name: str) -> str | None:
        """The type of a scalar or of an array's elements, None where it is not a known object."""
        sym = self.symbols.get(name)
        if isinstance(sym, Symbol) and sym.row_ctype is not None:
            return sym.row_ctype
        return sym.ctype if isinstance(sym, Symbol) and not sym.opaque and sym.ctype != "?" else None

    def _plain_scalar(self, name: str) -> bool:
        """A scalar of arithmetic type, not an array or pointer, volatile or atomic, declared outside the
        SCoP (its value before the SCoP is the one every instance reads unless the SCoP writes it)."""
        sym = self.symbols.get(name)
        return isinstance(sym, Symbol) and not sym.is_array and not sym.opaque and not sym.is_volatile \
            and not sym.is_atomic and (sym.is_integer or sym.is_float or sym.enum_value is not None) \
            and name not in self.local_decls

    def _select_form(self, node: c_ast.If) -> c_ast.Assignment | None:
        """An `if` on data whose branches assign one object: the assignment of a conditional,
        `if (c) x = e;` as `x = c ? e : x;` and `if (c) x = e; else x = f;` as `x = c ? e : f;`
        (`x op= e` as `x op e`), the relaxation of Floyd-Warshall written with an `if`.  C evaluates c
        once and then one branch, as the `if` does; writing x's own value back where c is false changes
        no value (x converted to the conditional's type and back: exact for a floating x, and for an
        integer x with integer operands), and the model's unconditional write only adds dependences.
        None where the branches are not of that form."""
        def single(stmt):
            while isinstance(stmt, c_ast.Compound) and stmt.block_items and len(stmt.block_items) == 1:
                stmt = stmt.block_items[0]
            if isinstance(stmt, c_ast.UnaryOp) and stmt.op in ("++", "--", "p++", "p--"):
                # `x++` is `x += 1` (its value unused: a statement)
                stmt = c_ast.Assignment("+=" if "+" in stmt.op else "-=", stmt.expr,
                                        c_ast.Constant("int", "1", stmt.coord), stmt.coord)
            if not isinstance(stmt, c_ast.Assignment) or isinstance(stmt.rvalue, c_ast.Assignment):
                return None
            if not isinstance(stmt.lvalue, (c_ast.ID, c_ast.ArrayRef)):
                return None
            return stmt

        def value(a: c_ast.Assignment):
            if a.op == "=":
                return a.rvalue
            if a.op in ("+=", "-=", "*=", "/="):
                return c_ast.BinaryOp(a.op[0], copy.deepcopy(a.lvalue), a.rvalue, a.coord)
            return None

        t = single(node.iftrue)
        f = single(node.iffalse) if node.iffalse is not None else None
        if t is None or (node.iffalse is not None and (f is None or c_text(f.lvalue) != c_text(t.lvalue))):
            return None
        then = value(t)
        other = value(f) if f is not None else copy.deepcopy(t.lvalue)
        if then is None or other is None:
            return None
        base = t.lvalue
        while isinstance(base, c_ast.ArrayRef):
            base = base.name
        sym = self.symbols.get(base.name) if isinstance(base, c_ast.ID) else None
        if sym is None or sym.is_volatile or sym.is_atomic:
            return None
        words = sym.ctype.split()
        floating = "float" in words or "double" in words
        if not floating:
            if integer_kind(sym.ctype) is None or self._int_type(then) is None or self._int_type(other) is None:
                return None
        if f is None and t.op in ("+=", "-=", "*=") and \
                (not floating or sym.ctype.replace("const", "").split() in (["float"], ["double"])):
            # `if (c) x += e;` as `x += c ? e : -0.0`: the update's identity where c is false (x + -0.0,
            # x - 0.0 and x * 1.0 are x, bit for bit, a NaN's and a zero's sign included; for integers
            # 0 and 1), so that a conditional sum is the reduction it is (gpu/reduction.py).  The
            # identity has x's type: the conditional's type is then e's converted as `x op= e` converts it.
            one = t.op == "*="
            if floating:
                suffix = "f" if "float" in words else ""
                ident = "1.0" if one else ("-0.0" if t.op == "+=" else "0.0")
                identity = c_ast.Constant(sym.ctype.replace("const", "").strip(), ident + suffix, node.coord)
                if ident.startswith("-"):
                    identity = c_ast.UnaryOp("-", c_ast.Constant(identity.type, ident[1:] + suffix, node.coord),
                                             node.coord)
            else:
                identity = c_ast.Constant("int", "1" if one else "0", node.coord)
            return c_ast.Assignment(t.op, t.lvalue, c_ast.TernaryOp(node.cond, t.rvalue, identity, node.coord),
                                    t.coord)
        return c_ast.Assignment("=", t.lvalue, c_ast.TernaryOp(node.cond, then, other, node.coord), t.coord)

    def _select_block(self, node: c_ast.If) -> c_ast.Compound | None:
        """An `if` on data whose branches are blocks of assignments (`if (d < dist[i][j]) { dist[i][j] =
        d; hop[i][j] = hop[i][k]; }`, each of the form `_select_form` takes): the condition into a flag
        declared first, `int f = (c) != 0;`, then each assignment as that of a conditional on the flag,
        `x = f ? e : x;` (`x = f ? x : e;` in the else branch).  The condition is evaluated once, before
        any branch writes what it reads, as the `if` does; the assignments run in their order, and where
        they do not apply each writes its object's own value back (the exactness conditions of
        `_select_form`).  None where the branches are not of that form."""
        def items(stmt):
            if stmt is None:
                return []
            while isinstance(stmt, c_ast.Compound) and stmt.block_items and len(stmt.block_items) == 1 and \
                    isinstance(stmt.block_items[0], c_ast.Compound):
                stmt = stmt.block_items[0]
            return list(stmt.block_items or []) if isinstance(stmt, c_ast.Compound) else [stmt]

        then, other = items(node.iftrue), items(node.iffalse)
        if not then or len(then) + len(other) < 2:
            return None
        flag = f"__s2s_if{self._select_flags}"
        while flag in self.symbols or flag in self.arrays:
            self._select_flags += 1
            flag = f"__s2s_if{self._select_flags}"
        self._select_flags += 1
        out: list[c_ast.Node] = []
        for stmts, taken in ((then, True), (other, False)):
            for st in stmts:
                if not isinstance(st, c_ast.Assignment):
                    return None
                one = self._select_form(c_ast.If(c_ast.ID(flag, node.coord), st, None, node.coord))
                if one is None:
                    return None
                if not taken:
                    tern = one.rvalue
                    tern.iftrue, tern.iffalse = tern.iffalse, tern.iftrue
                out.append(one)
        test = c_ast.BinaryOp("!=", node.cond, c_ast.Constant("int", "0", node.coord), node.coord)
        decl = c_ast.Decl(flag, [], [], [], [], c_ast.TypeDecl(flag, [], None, c_ast.IdentifierType(["int"])),
                          test, None, node.coord)
        self._flag_arrays.add(flag)
        return c_ast.Compound([decl] + out, node.coord)

    def _writes_inside(self, st, cond: c_ast.Node) -> bool:
        """Whether every element `st` writes is, at every instance of its domain, one that the `if`'s
        condition `cond` reads (Floyd-Warshall's `if (d[i][k] + d[k][j] < d[i][j])`: an element of the
        program's), or lies inside its array's declared extents (a parameter's first extent included): the
        condition for an `if` on data to be modelled as an unconditional assignment (`_select_form`),
        which writes where the `if` may not."""
        in_cond = {id(n) for n in _nodes_of(cond)}
        for acc in st.accesses:
            if acc.kind != "write":
                continue
            read = [r.relation for r in st.accesses if r.kind == "read" and r.array == acc.array
                    and id(r.node) in in_cond]
            try:
                written = acc.relation.intersect_domain(st.domain)
                if read:
                    union = read[0]
                    for m in read[1:]:
                        union = union.union(m)
                    if written.is_subset(union.intersect_domain(st.domain)):
                        continue
            except isl.Error:
                pass
            a = self.arrays.get(acc.array)
            if a is None:
                return False
            if not a.sizes or acc.array in self._flag_arrays:
                continue        # (_select_block's flag: a local of the body, always there)
            try:
                elems = acc.relation.intersect_domain(st.domain).range()
                for k, text in enumerate(a.sizes):
                    aff = self._size_aff(text)
                    if aff is None:
                        return False
                    aff = aff.align_params(elems.get_space())
                    elems = elems.align_params(aff.get_domain_space())
                    ls = isl.LocalSpace.from_space(elems.get_space())
                    row = isl.PwAff.var_on_domain(ls, isl.dim_type.set, k)
                    ext = aff.pullback_multi_aff(isl.MultiAff.zero(isl.Space.map_from_domain_and_range(
                        elems.get_space(), aff.get_domain_space())))
                    inside = row.ge_set(isl.PwAff.zero_on_domain(ls)).intersect(row.lt_set(ext))
                    outside = elems.subtract(inside).params()
                    if outside.is_empty():
                        continue
                    ctx = self._context().params()
                    ctx = ctx.align_params(outside.get_space())
                    if ctx.subtract(outside.align_params(ctx.get_space())).is_empty():
                        return False        # outside at every size (`out[i - 1]` from i = 0)
                    # outside only at some sizes (`C[i]` of `int C[40]` for i < n, n > 40, where the `if`
                    # may never write): the generated code runs at the others (Scop.model_guard)
                    self._add_unmodelled(outside, f"an assignment under a condition on data, made "
                                                  f"unconditional, would write outside '{a.name}'")
            except isl.Error:
                return False
        return True

    def _no_effect(self, node: c_ast.Node) -> bool:
        """An expression statement with no side effect: a constant, or a name of a non-volatile,
        non-atomic object (whose read C may drop), under casts such as `(void)`."""
        while isinstance(node, c_ast.Cast):
            node = node.expr
        if isinstance(node, c_ast.Constant):
            return True
        sym = self.symbols.get(node.name) if isinstance(node, c_ast.ID) else None
        return sym is not None and not sym.is_volatile and not sym.is_atomic

    def _const_object_init(self, e: c_ast.Node) -> tuple[c_ast.Node, tuple[int, int]] | None:
        """The initialiser of the object `e` names, and the range of the object's type, when that is a const,
        not volatile, integer object whose initialiser names nothing (`const int B = 16;`, `static const int
        TS = 2 * 4;`: the tile size of a loop tiled by hand): C forbids changing such an object, so a step
        `ii += B` is the initialiser's value where the type holds it.  None otherwise."""
        if not isinstance(e, c_ast.ID):
            return None
        sym = self.symbols.get(e.name)
        if sym is None or not sym.is_const or sym.is_volatile or not sym.is_integer or sym.init is None or \
                any(isinstance(n, (c_ast.ID, c_ast.InitList)) for n in _nodes(sym.init)):
            return None
        t = _int_range(sym.ctype.split())
        return None if t is None else (sym.init, t)

    def _constant_step(self, nxt, var: str, dom) -> int | None:
        """The step of `i += E`, `i -= E`, `i = i + E`, `i = E + i` or `i = i - E` whose E is an integer
        constant expression other than a literal (`#define TS (2 * 2)`, an enumeration constant, `sizeof(int)`,
        `'b' - 'a'`), None otherwise.  A step of an unsigned type is taken only where it is small and
        positive (`i -= sizeof(int)`: i - 4ul converts back to i - 4; `i += -1u` is refused)."""
        sign, e = 1, None
        if isinstance(nxt, c_ast.Assignment) and isinstance(nxt.lvalue, c_ast.ID) and nxt.lvalue.name == var:
            if nxt.op in ("+=", "-="):
                sign, e = (1 if nxt.op == "+=" else -1), nxt.rvalue
            elif nxt.op == "=" and isinstance(nxt.rvalue, c_ast.BinaryOp) and nxt.rvalue.op in ("+", "-"):
                r = nxt.rvalue
                if isinstance(r.left, c_ast.ID) and r.left.name == var:
                    sign, e = (1 if r.op == "+" else -1), r.right
                elif r.op == "+" and isinstance(r.right, c_ast.ID) and r.right.name == var:
                    e = r.left
        if e is None or any(isinstance(n, c_ast.ID) and n.name == var for n in _nodes(e)):
            return None
        t = self._int_type(e)
        if t is None:
            return None
        const = self._const_object_init(e)
        try:
            pa = self._aff(e if const is None else const[0], dom.get_space(), [], what="loop step")
        except NotStaticControl:
            return None
        if not _is_constant(pa):
            return None
        value = pa.get_pieces()[0][1].get_constant_val().to_python()
        if const is not None and not const[1][0] <= value <= const[1][1]:
            return None
        if not isinstance(value, int) or not -2 ** 31 <= value < 2 ** 31 or (not t[0] and value < 0):
            return None
        return sign * value

    def _walk_for(self, node: c_ast.For, dom, loops, iters, prefix, parent_loop):
        loc = loc_of(node, self.file)
        init = node.init
        if isinstance(init, c_ast.DeclList) and len(init.decls) == 1 and init.decls[0].init is not None:
            var, start = init.decls[0].name, init.decls[0].init
        elif isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID):
            var, start = init.lvalue.name, init.rvalue
        elif (isinstance(init, c_ast.ExprList) and len(init.exprs) == 2) or \
                (isinstance(init, c_ast.DeclList) and len(init.decls) == 2):
            raise NotStaticControl(
                "the loop steps a second variable with its iterator, which is modelled as its value in the "
                "iterator only where both are of one integer type, stepped by constants (the iterator by 1), "
                "the second written nowhere else in the SCoP and not read after it (its final value is not "
                "modelled), and its initial value reads only scalars the body does not write", loc)
        else:
            raise NotStaticControl("loop initialisation must assign the iterator ('i = expr')", loc)
        sym = self.symbols.get(var)
        if isinstance(init, c_ast.DeclList) and (sym is None or sym.node is not init.decls[0]):
            # another declaration of the name: judge by the type as written
            t = init.decls[0].type
            is_int = isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType) and \
                not any(w in ("float", "double") for w in t.type.names)
            words = t.type.names if is_int else []
        else:
            is_int = sym is None or sym.is_integer
            words = sym.ctype.split() if sym is not None else []
        unsigned = any(w in UNSIGNED_TYPES for w in words)
        ctype = " ".join(words) if words else "int"
        if not is_int:
            raise NotStaticControl(f"loop iterator '{var}' is not an integer", loc)
        if node.next is None:
            # `for (size_t i = n; i-- > 0;)`, `for (int i = n; --i >= 0;)`: model/reverse_loops.py
            from .reverse_loops import rewrite_reverse_loop
            kind = integer_kind(ctype)
            new = rewrite_reverse_loop(node, unsigned, kind is not None and kind[1] < 32,
                                       var in self.live_iterators and var not in self.local_decls)
            if new is not None:
                return self._walk_for(new, dom, loops, iters, prefix, parent_loop)
        step = _step_of(node.next, var)
        if step is None:
            step = self._constant_step(node.next, var, dom)
        if step is None or step == 0:
            raise NotStaticControl(f"loop increment must be '{var}++', '{var}--', '{var} += c' or '{var} -= c' "
                                   "with a constant c", loc_of(node.next, self.file) or loc)
        if node.cond is None:
            raise NotStaticControl("loop without a condition is not static", loc)
        modified = _assigns(node.stmt, var)
        if modified is not None:
            raise NotStaticControl(f"loop iterator '{var}' is modified in the loop body",
                                   loc_of(modified, self.file) or loc)
        dim_name = self.renamed.get(var, var)
        while dim_name in iters or dim_name in self.params:
            dim_name += "_"
        d = len(iters)
        new_dom = dom.insert_dims(isl.dim_type.set, d, 1).set_dim_name(isl.dim_type.set, d, dim_name)
        space = new_dom.get_space()
        new_iters = iters + [dim_name]
        ivar = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(space), isl.dim_type.set, d)
        outer_ctype = self._iter_ctype.get(var)
        self._iter_ctype[var] = ctype
        self._wrap_dom = new_dom
        start_aff = self._aff(start, space, new_iters, cmap={var: None})
        if not unsigned:
            start_aff = self._signed_start(start, start_aff, words, var, new_dom)
        urange = _int_range(words) if unsigned else None
        converted = start_aff
        if urange is not None:
            # the iterator starts at the initialiser converted to its type: modulo 2^bits (`unsigned i =
            # n - 1` with n = 0 is UINT_MAX); the iterator's values are those of its type
            ubits = (urange[1] + 1).bit_length() - 1
            converted = self._observe(start, start_aff, ubits, start, guard=False)
            if converted is not start_aff:
                if ubits >= 64:
                    # the generated iterators are longs
                    raise NotStaticControl(f"loop iterator '{var}' ({ctype}) starts at '{c_text(start)}', which "
                                           "wraps around for some values of the parameters (not modelled for "
                                           "64-bit iterators)", loc)
                start_aff = _wrapped_once(start_aff, ubits, self._param_ranges(space)) or converted
                converted = None
            trange = ivar.ge_set(isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(space)))
            if converted is None:       # (otherwise the start and the condition keep it in range)
                trange = trange.intersect(ivar.le_set(isl.PwAff.val_on_domain(isl.Set.universe(space),
                                                                              _val(urange[1]))))
            new_dom = new_dom.intersect(trange)
        bound = ivar.ge_set(start_aff) if step > 0 else ivar.le_set(start_aff)
        self._wrap_dom = None
        cond_node = _ne_as_bound(node.cond, var, step) if not unsigned else node.cond
        # when the start wrapped around (it depends on the parameters), the condition's conversions of
        # signed parameters to unsigned are followed exactly too (`i <= n - 2` with n = 1 is i <= UINT_MAX)
        self._exact_conversions = urange is not None and converted is not start_aff
        try:
            cond = self._exact_cond(cond_node, new_dom.intersect(bound), new_iters, cmap={var: dim_name})
        finally:
            self._exact_conversions = False
        # the values the condition sees: those it lets through, and the first one after them (a superset
        # of the exit value); unsigned wrap-around is checked there
        seen = new_dom.intersect(bound).intersect(cond)
        after = seen.apply(_shift_dim(space, d, step))
        start_pt = new_dom.intersect(ivar.eq_set(start_aff))
        self._wrap_dom = seen.union(after.intersect(new_dom)).union(start_pt)
        self._cond_set(cond_node, space, new_iters, cmap={var: dim_name})
        self._wrap_dom = None
        # the condition must stop the loop monotonically (i < ub, not i != ub or i < 3 || i > 7)
        shift = isl.Map.identity(space.map_from_set())
        shifted = _shift_dim(space, d, -1 if step > 0 else 1)
        # (between values of the iterator's type: an unsigned one's wrap-around is checked below)
        moved = (cond if urange is None else cond.intersect(trange)).apply(shifted)
        held = None
        if not moved.intersect(bound).intersect(new_dom).is_subset(cond):
            held = self._held_to_zero(var, urange, step, cond, trange if urange is not None else None,
                                      new_dom.intersect(bound), start_aff, d)
            if held is None:
                raise NotStaticControl(f"loop condition '{c_text(node.cond)}' is not a monotone bound on '{var}'",
                                       loc_of(node.cond, self.file) or loc)
        del shift
        new_dom = new_dom.intersect(bound).intersect(cond)
        if held is not None:
            new_dom = new_dom.intersect(held)
        if abs(step) > 1:
            zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(space))
            new_dom = new_dom.intersect(ivar.sub(start_aff).mod_val(_val(abs(step))).eq_set(zero))
        self._check_int_range(node, start, words, var, new_dom, d)
        new_dom = self._check_step_wraps(node, words, var, ctype, new_dom, cond, step, d)
        if var in self.live_iterators and var not in self.local_decls:
            self._final_entries.setdefault(var, []).append(_FinalEntry(
                dom, new_dom, start_aff, step, list(prefix), [lc.step for lc in loops], node))
        if unsigned and step < 0:
            # an unsigned iterator stepping below 0 wraps around to a huge value (UINT_MAX for i--): the
            # loop ends there only if the condition is false for that value (`i < n`, `i <= n - 1`), as
            # the model's domain, which keeps i >= 0, says
            last = new_dom.intersect(ivar.lt_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(-step))))
            modulus = (urange[1] + 1) if urange is not None else 2 ** 32
            wrapped = last.apply(_shift_dim(space, d, step + modulus))
            if not wrapped.intersect(cond).intersect(self._param_ranges(space)).is_empty():
                raise NotStaticControl(f"unsigned loop iterator '{var}' wraps around below 0 to {modulus - 1}"
                                       f"{'' if step == -1 else ' or less'}, where '{c_text(node.cond)}' still "
                                       "holds: the loop does not stop at 0",
                                       loc_of(node.cond, self.file) or loc)
        loop = Loop(id=len(self.loops), var=self.renamed.get(var, var), c_name=var, dim_name=dim_name, loc=loc, depth=d, parent=parent_loop,
                    stride=step, ctype=ctype)
        self.loops.append(loop)
        body_items = (node.stmt.block_items or []) if isinstance(node.stmt, c_ast.Compound) else [node.stmt]
        body_items = _guard_continues(body_items)
        try:
            body_sched = self._walk_block(body_items, new_dom, loops + [_LoopCtx(loop, step)], new_iters, prefix,
                                          loop.id)
        finally:
            # a shadowing iterator's type ends with its loop (`sizeof(i)` after it is the outer i's)
            if outer_ctype is not None:
                self._iter_ctype[var] = outer_ctype
        if body_sched is None:
            return None
        # a bounded loop: an unbounded iterator would mean a malformed bound
        for st in self.statements:
            if loop.id in st.loops and not st.domain.is_empty():
                if st.domain.is_bounded() is False and st.domain.params().is_bounded():
                    raise NotStaticControl(f"loop over '{var}' has no finite bound", loc)
        # the generated iterators are longs: an unsigned long iterator above LONG_MAX (and the value one
        # step past the last iteration, which the generated loop computes) cannot be represented there.
        # A signed iterator holds only values of its type (of at most 64 bits), and its own increment
        # computes the value past the last one: where the model's values leave long's range (`i <= n` with
        # a long n = LONG_MAX, `k < first + n` where first + n overflows) the C program's behaviour is
        # undefined (conversions that change a value are the model's own guard, Scop.model_guard). An
        # unsigned one that passes LONG_MAX only for some values of the parameters (`i <= n` over size_t,
        # n = LONG_MAX) runs the original code there (Scop.model_guard)
        if unsigned or _unsigned_step(node.next):
            past = ivar.add(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(step)))
            big = past.gt_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(2 ** 63 - 1))).union(
                past.lt_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(-2 ** 63))))
            ranges = self._param_ranges(space)
            beyond = new_dom.intersect(ranges).intersect(big)
            if not beyond.is_empty():
                if ranges.params().is_subset(beyond.params()):
                    raise NotStaticControl(f"loop iterator '{var}' takes values beyond the range of long (the "
                                           "generated loops count with longs; this is not modelled)", loc)
                self._add_unmodelled(beyond.params(), f"loop iterator '{var}' passes LONG_MAX")
        mupa = self._band_for(loop, step)
        return body_sched.insert_partial_schedule(mupa)

    def _held_to_zero(self, var: str, urange, step: int, cond: isl.Set, trange: isl.Set | None,
                      dom: isl.Set, start_aff: isl.PwAff, d: int) -> isl.Set | None:
        """An unsigned count down whose condition is an upper bound: `for (unsigned i = n - 1; i < n; i--)`.

        Such a condition, once true, holds for every smaller value, so the loop runs from its start down
        to 0 when it holds at the start, and not at all otherwise; after 0 comes the type's maximum, where
        the condition must fail (the caller's wrap-around check).  Returns the constraint that the
        condition holds at the start (on the outer iterators and the parameters), or None when the
        condition is not of that kind, the iterator is signed or counts up, or its final value (the
        wrapped one, which the model does not follow) is read after the loop."""
        if urange is None or trange is None or step >= 0 or \
                (var in self.live_iterators and var not in self.local_decls):
            return None
        space = dom.get_space()
        # cond(i + 1) implies cond(i) between 0 and the start
        back = cond.intersect(trange).apply(_shift_dim(space, d, -1))
        if not back.intersect(dom).intersect(trange).is_subset(cond):
            return None
        ivar = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(space), isl.dim_type.set, d)
        at_start = dom.intersect(ivar.eq_set(start_aff)).intersect(cond)
        name = space.get_dim_name(isl.dim_type.set, d)
        outer = at_start.project_out(isl.dim_type.set, d, 1)
        return outer.insert_dims(isl.dim_type.set, d, 1).set_dim_name(isl.dim_type.set, d, name)

    def _check_int_range(self, node: c_ast.For, start, words: list[str], var: str, dom: isl.Set, d: int) -> None:
        """A constant in the loop's bounds that the iterator's type cannot hold, and that the iterator would
        have to pass (`for (int i = 0; i < 3000000000; i++)` overflows `i`): an error at the constant."""
        rng = _int_range(words)
        if rng is None:
            return
        lo, hi = rng
        bad = [(c, v) for c, v in _int_constants(start) + _int_constants(node.cond) if not lo <= v <= hi]
        if not bad:
            return
        # the iterator leaves its type's range for some values of the parameters (each within its own type)
        space = dom.get_space()
        ls = isl.LocalSpace.from_space(space)
        ivar = isl.PwAff.var_on_domain(ls, isl.dim_type.set, d)
        outside = ivar.lt_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(lo))).union(
            ivar.gt_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(hi))))
        ctx = isl.Set.universe(space)
        for k in range(space.dim(isl.dim_type.param)):
            p = space.get_dim_name(isl.dim_type.param, k)
            sym = self.symbols.get(p)
            prng = _int_range(sym.ctype.split()) if sym is not None else None
            if prng is not None:
                pv = isl.PwAff.var_on_domain(ls, isl.dim_type.param, k)
                ctx = ctx.intersect(pv.ge_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(prng[0]))))
                ctx = ctx.intersect(pv.le_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(prng[1]))))
        where = dom.intersect(ctx).intersect(outside)
        if self._unmodelled is not None:
            # (parameters' values that run the original code: the model's iterators do not matter there)
            # (and those beyond long's: the generated code reads the parameters as longs)
            where = where.intersect(self._param_ranges(space)).subtract(isl.Set.universe(space).intersect_params(
                self._unmodelled.align_params(space.params())).align_params(where.get_space()))
        if where.is_empty():
            return
        c, _v = bad[0]
        tname = " ".join(words)
        raise InvalidProgram(f"integer constant {c.value} exceeds the range of {tname}: loop iterator '{var}' "
                               f"is {'an' if tname[0] in 'aeiou' else 'a'} {tname} and would overflow",
                               loc_of(c, self.file) or loc_of(node, self.file))

    def _signed_start(self, start, pa: isl.PwAff, words: list[str], var: str, dom: isl.Set) -> isl.PwAff:
        """The start of a loop over a signed iterator, converted to the iterator's type as C does (modulo
        2^N into the signed range, as GCC does): `signed char c = k` with k = 200 starts at -56.  A start of
        the outer iterators with constant bounds, or of the parameters alone into a type narrower than int,
        gets that value exactly; others are assumed in range, and the parameters' values where they are not
        run the original code (Scop.model_guard), unless no value is (then exactly, or not modelled); a
        constant that
        the type does not hold (`int i = 4294967200u`, which starts at -96) is an error, as in the bounds
        (the model took it as it is: the loop ran no iteration)."""
        rng = _int_range(words)
        if rng is None or rng[0] >= 0 or rng[1] >= 2 ** 63 - 1:
            return pa
        lo, hi = rng
        bits = (hi - lo + 1).bit_length() - 1
        st = self._int_type(start)
        if st is not None and (st[0] and st[1] <= bits or not st[0] and st[1] < bits):
            return pa        # every value of the start's type is one of the iterator's (overflow is UB)
        space = pa.get_domain_space()
        try:
            outside = _out_of(pa, lo, hi).intersect(self._param_ranges(space)).intersect(dom)
            if outside.is_empty():
                return pa
            n_iters = space.dim(isl.dim_type.set)
            if _is_constant(pa):
                # a constant the type cannot hold, converted implicitly (GCC warns, -Woverflow): an error, as
                # in the bounds (_check_int_range); `(signed char)200` says it is meant
                tname = " ".join(words)
                consts = [c for c, v in _int_constants(start) if not lo <= v <= hi]
                what = f"integer constant {consts[0].value}" if consts else f"'{c_text(start)}'"
                raise InvalidProgram(f"{what} exceeds the range of {tname}: loop iterator '{var}' is "
                                     f"{'an' if tname[0] in 'aeiou' else 'a'} {tname} and would start at "
                                     "another value (cast the start to its type if that is meant)",
                                     loc_of(consts[0] if consts else start, self.file))
            of_iters = bool(n_iters and pa.involves_dims(isl.dim_type.in_, 0, n_iters))
            always = self._param_ranges(space).params().is_subset(outside.params())
            n_params = space.dim(isl.dim_type.param)
            if of_iters and n_params and always:
                raise NotStaticControl(f"the start '{c_text(start)}' of the loop over '{var}' leaves the range of "
                                       f"{' '.join(words)} (C converts it; this is not modelled)",
                                       loc_of(start, self.file))
            if (of_iters and not n_params) or (not of_iters and (bits < 32 or always)):
                # exactly: of the outer iterators in a SCoP of constant bounds; of the parameters alone when
                # a narrow type's range is one their realistic values leave, or when every value does
                # (a modulo of the outer iterators and the parameters makes the schedule and the cost model
                # slow: those get a guard)
                return _signed_wrap(pa, bits)
            self._add_unmodelled(outside.params(), f"the start of the loop over '{var}' is converted to "
                                                   f"{' '.join(words)}")
            return pa
        except isl.Error:
            raise NotStaticControl(f"the start '{c_text(start)}' of the loop over '{var}' converted to "
                                   f"{' '.join(words)} is not modelled", loc_of(start, self.file)) from None

    def _check_step_wraps(self, node: c_ast.For, words: list[str], var: str, ctype: str, dom: isl.Set,
                          cond: isl.Set, step: int, d: int) -> isl.Set:
        """An iterator of an unsigned type, or of a signed one narrower than int, that a step carries past
        its type's range: C converts `c += 100` back to the type (modulo 2^N, as GCC does for the signed
        ones), and the loop goes on from the wrapped value where the condition still holds (`unsigned
        char c = 0; c < 250; c += 100` runs c = 0, 100, 200, 44, 144, ... 252), while the model's domain,
        and the generated long iterators, stop at 200.  Where that happens for some values of the
        parameters only, those run the original code (Scop.model_guard); where it happens always, the
        loop is not modelled.  Elsewhere the loop ends at the wrap-around (`u > 4294960000u; u += 100`
        stops at u = 4): the domain, returned, is the values of the type.  (A signed int or long that
        overflows is undefined behaviour; an unsigned long beyond LONG_MAX is refused in _walk_for, an
        unsigned iterator stepping below 0 too.)"""
        rng = _int_range(words)
        if rng is None or rng[1] - rng[0] < 2:
            return dom
        lo, hi = rng
        bits = (hi - lo + 1).bit_length() - 1
        if lo < 0 and bits >= 32 or lo == 0 and bits >= 64 or (lo == 0 and step < 0):
            return dom
        space = dom.get_space()
        universe = isl.Set.universe(space)
        ivar = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(space), isl.dim_type.set, d)
        try:
            inside = ivar.ge_set(isl.PwAff.val_on_domain(universe, _val(lo))).intersect(
                ivar.le_set(isl.PwAff.val_on_domain(universe, _val(hi))))
            ranges = self._param_ranges(space)
            # C's iterator takes the domain's values of its type; a step out of them wraps around to a
            # value where the condition is tested again
            kept = dom.intersect(inside)
            if dom.intersect(ranges).is_subset(inside):
                kept = dom           # (the same for the parameters' values: no constraint added)
            after = kept.apply(_shift_dim(space, d, step)).subtract(inside)
            wrapped = after.apply(_shift_dim(space, d, -2 ** bits if step > 0 else 2 ** bits))
            bad = wrapped.intersect(cond).intersect(ranges)
            if self._unmodelled is not None and not bad.is_empty():
                # (parameters' values that run the original code already)
                bad = bad.subtract(isl.Set.universe(space).intersect_params(
                    self._unmodelled.align_params(space.params())).align_params(bad.get_space()))
            if bad.is_empty() and var in self.live_iterators and var not in self.local_decls and \
                    not after.intersect(ranges).is_empty():
                # read after the SCoP: its final value is the wrapped one, not one step past the last
                raise NotStaticControl(f"loop iterator '{var}' ({ctype}) ends the loop by wrapping around "
                                       f"{'past ' + str(hi) if step > 0 else 'below ' + str(lo)}, and its value "
                                       "is read after the SCoP (not modelled)",
                                       loc_of(node.next, self.file) or loc_of(node, self.file))
            if bad.is_empty():
                return kept
            where = bad.params()
            if space.dim(isl.dim_type.param) and not ranges.params().is_subset(where):
                self._add_unmodelled(where, f"the loop iterator '{var}' ({ctype}) wraps around")
                return kept
        except isl.Error:
            pass
        raise NotStaticControl(f"loop iterator '{var}' ({ctype}) wraps around "
                               f"{'past ' + str(hi) if step > 0 else 'below ' + str(lo)} and the loop goes on from "
                               f"the wrapped value (C converts '{c_text(node.next)}' to {ctype}; this is not "
                               "modelled)", loc_of(node.next, self.file) or loc_of(node, self.file))

    def _band_for(self, loop: Loop, step: int) -> isl.MultiUnionPwAff:
        umap = None
        for st in self.statements:
            if loop.id not in st.loops:
                continue
            sp = st.domain.get_space()
            d = st.loops.index(loop.id)
            aff = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(sp), isl.dim_type.set, d)
            if step < 0:
                aff = aff.neg()
            m = isl.Map.from_pw_aff(aff)
            m = isl.UnionMap.from_map(m)
            umap = m if umap is None else umap.union(m)
        return isl.MultiUnionPwAff.from_union_map(umap)

    # ------------------------------------------------------------------ final values of iterators
    def _final_value_statement(self, var: str, entries: list[_FinalEntry], counter: list[int]):
        """`var = <its value after the SCoP>;` as a statement at the end of the SCoP, for an iterator
        declared outside it whose value may be read later (C leaves it one step past the last iteration
        of the last loop over it that ran, or at the start value when that loop ran no iteration).

        The value is exact in the parameters: for each loop over `var`, and each instance of its
        enclosing loops that reaches it, the value it leaves is the last iteration plus the step, or the
        start value; the instance that runs last in the original order (the lexicographic maximum of the
        2d+1 schedule of the loop's entry) decides. Where no loop over `var` runs, the statement does
        not run either and `var` keeps its value."""
        width = max(2 * len(e.prefix) - 1 for e in entries)
        union = None
        for e in entries:
            d = len(e.prefix) - 1
            runs = isl.Map.from_range(e.inner).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, d)
            last = runs.lexmax() if e.step > 0 else runs.lexmin()
            left = last.apply_range(isl.Map(f"{{ [x] -> [x + {e.step}] }}"))
            start = isl.Map.from_pw_aff(e.start).project_out(isl.dim_type.in_, d, 1)
            start = start.intersect_domain(e.outer.subtract(left.domain()))
            values = left.union(start).wrap().flatten()          # [outer..., value]
            xs = [f"x{k}" for k in range(d)]
            sched = []
            for k, p in enumerate(e.prefix):
                sched.append(str(p))
                if k < d:
                    sched.append(xs[k] if e.signs[k] > 0 else f"-{xs[k]}")
            sched += ["0"] * (width - len(sched))
            to_sched = isl.Map(f"{{ [{', '.join(xs + ['v'])}] -> [{', '.join(sched + ['v'])}] }}")
            points = values.apply(to_sched)
            union = points if union is None else union.union(points)
        last = checked_lexmax(union)
        if last is None:
            raise NotStaticControl(f"the value the loop iterator '{var}' is left with after the SCoP could not be "
                                   "computed exactly (isl's maximum did not check)", loc_of(entries[-1].node, self.file))
        value = last.get_pw_aff(width)
        where = value.domain()
        if where.is_empty():
            return None
        text = _c_of_ast_expr(isl.AstBuild.from_context(where).expr_from_pw_aff(value))
        node = entries[-1].node
        rvalue = _parse_expression(text)
        assign = c_ast.Assignment("=", c_ast.ID(var, node.coord), rvalue, node.coord)
        dom = self.universe0.intersect_params(where)
        self._assigning_final = True
        try:
            s = self._statement(assign, dom, [], [], [counter[0]], None)
        finally:
            self._assigning_final = False
        counter[0] += 1
        return s

    # ------------------------------------------------------------------ statements
    def _declaration(self, node: c_ast.Decl, dom, loops, iters, prefix, parent_loop):
        loc = loc_of(node, self.file)
        if node.name is None:
            raise NotStaticControl("a type (an enumeration, a structure) is declared inside the SCoP: the "
                                   "generated code replaces the SCoP's declarations", loc)
        if isinstance(node.type, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            raise NotStaticControl(f"array or pointer '{node.name}' declared inside the SCoP", loc)
        enum_type = isinstance(node.type, c_ast.TypeDecl) and isinstance(node.type.type, c_ast.Enum) and \
            node.type.type.values is None
        if not enum_type and (not isinstance(node.type, c_ast.TypeDecl) or
                              not isinstance(node.type.type, c_ast.IdentifierType)):
            raise NotStaticControl(f"unsupported declaration of '{node.name}' inside the SCoP", loc)
        if node.storage and set(node.storage) & {"static", "extern"}:
            raise NotStaticControl(f"'{' '.join(node.storage)}' variable '{node.name}' declared inside the SCoP: "
                                   "it keeps its value between iterations", loc)
        if enum_type:
            # GCC's type for the enumeration's objects (frontend/symbols.py: enum_ctype)
            ctype = self.typedefs.get(f"enum {node.type.type.name}")
            if ctype is None:
                raise NotStaticControl(f"'{node.name}' has an enumeration type whose integer type s2s cannot "
                                       "tell", loc)
        else:
            ctype = " ".join(node.type.type.names)
        base = self.symbols.get(node.name)
        if base is not None and base.opaque and base.node is node:
            # (frontend/symbols.py: a vector type, a cleanup function, ...)
            raise NotStaticControl(f"'{node.name}' is declared inside the SCoP with type '{base.ctype}', which s2s "
                                   "does not model", loc)
        ctype = base.ctype if base is not None and not base.is_array and base.ctype != "?" else ctype
        name = node.name
        while name in self.arrays or (name != node.name and name in self.symbols):
            name += "_"
        rank = len(iters)
        self.private[node.name] = (name, rank)
        self.arrays[name] = Array(name=name, ctype=ctype, sizes=[None] * rank, kind="private",
                                  expanded_dims=rank)
        if node.init is None:
            return None
        assign = c_ast.Assignment("=", c_ast.ID(node.name, node.coord), node.init, node.coord)
        chain = _split_chain(assign)
        sched = None
        for k, a in enumerate(chain):
            # `double t = a = x;` is `a = x;` then `t = a;`: the last one is the declaration's own
            s = self._statement(a, dom, loops, iters, prefix[:-1] + [prefix[-1] + k], parent_loop,
                                original=node if len(chain) == 1 else None)
            sched = s if sched is None else sched.sequence(s)
        if len(chain) > 1:
            self._extra_positions = len(chain) - 1
        return sched

    def _statement(self, node, dom, loops, iters, prefix, parent_loop, original=None):
        loc = loc_of(original or node, self.file)
        if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) and node.name.name == "__s2s_asm":
            # preprocess.py: an asm statement
            raise NotStaticControl("inline assembly ('asm' statement) is not translated", loc)
        if isinstance(node, c_ast.FuncCall):
            raise NotStaticControl(f"call to '{c_text(node.name)}' as a statement may have side effects", loc)
        if isinstance(node, c_ast.UnaryOp) and node.op not in ("++", "--", "p++", "p--"):
            raise NotStaticControl(f"expression statement '{c_text(node)}' has no effect", loc)
        name = f"S{len(self.statements)}"
        space = dom.get_space()
        self._wrap_dom = dom
        accesses: list[Access] = []
        counter = [0]

        def add(kind, target, ref_node):
            arr, idx = target
            tag = f"{name}_{'w' if kind == 'write' else 'r'}{counter[0]}"
            counter[0] += 1
            accesses.append(Access(arr, kind, self._access_map(arr, idx, space, iters, ref_node, name), tag,
                                   ref_node))

        if isinstance(node, c_ast.Assignment):
            if node.op not in ASSIGN_OPS:
                raise NotStaticControl(f"unsupported assignment operator '{node.op}'", loc)
            target = self._lvalue(node.lvalue, iters)
            self._reads(node.rvalue, iters, add)
            if node.op != "=":
                add("read", target, node.lvalue)
            add("write", target, node.lvalue)
        else:  # ++ / --
            target = self._lvalue(node.expr, iters)
            add("read", target, node.expr)
            add("write", target, node.expr)
        domain = dom.set_tuple_name(name)
        for a in accesses:
            a.relation = a.relation.set_tuple_name(isl.dim_type.in_, name).intersect_domain(domain)
        # original schedule: 2d+1 with textual positions, iterators negated for decreasing loops
        out_names = []
        sched_affs = []
        lsp = isl.LocalSpace.from_space(domain.get_space())
        for k, p in enumerate(prefix):
            sched_affs.append(isl.PwAff.val_on_domain(isl.Set.universe(domain.get_space()), isl.Val(p)))
            if k < len(loops):
                v = isl.PwAff.var_on_domain(lsp, isl.dim_type.set, k)
                sched_affs.append(v.neg() if loops[k].step < 0 else v)
        m = None
        for a in sched_affs:
            am = isl.Map.from_pw_aff(a)
            m = am if m is None else m.flat_range_product(am)
        del out_names
        stmt = Statement(name=name, node=original or node, loc=loc, text=c_text(original or node).strip(),
                         domain=domain, iterators=list(iters), c_iterators=[lc.loop.c_name for lc in loops],
                         loops=[lc.loop.id for lc in loops], accesses=accesses, schedule=m)
        self.statements.append(stmt)
        for lc in loops:
            lc.loop.statements.append(name)
        return isl.Schedule.from_domain(isl.UnionSet.from_set(domain))

    def _lvalue(self, node, iters):
        loc = loc_of(node, self.file)
        if isinstance(node, c_ast.ID):
            if node.name in self.iterators and node.name not in self.private and not self._assigning_final:
                raise NotStaticControl(f"assignment to loop iterator '{node.name}'", loc)
            return self._scalar_target(node)
        if isinstance(node, c_ast.ArrayRef):
            return self._array_target(node, iters)
        if isinstance(node, c_ast.UnaryOp) and node.op == "*":
            raise NotStaticControl(f"pointer dereference '{c_text(node)}': pointer arithmetic is not static "
                                   "control", loc)
        if isinstance(node, c_ast.StructRef):
            raise NotStaticControl(f"struct member '{c_text(node)}' is not supported", loc)
        raise NotStaticControl(f"unsupported assignment target '{c_text(node)}'", loc)

    def _scalar_target(self, node: c_ast.ID):
        name = node.name
        if name in self.private:
            arr, rank = self.private[name]
            return arr, ("private", rank)
        sym = self.symbols.get(name)
        if sym is None:
            raise _undeclared(name, loc_of(node, self.file))
        if sym.is_array:
            raise NotStaticControl(f"assignment to the array or pointer '{name}' itself", loc_of(node, self.file))
        if name not in self.arrays:
            self.arrays[name] = Array(name=name, ctype=sym.ctype, sizes=[], kind="scalar", is_const=sym.is_const)
        return name, []

    def _array_target(self, node: c_ast.ArrayRef, iters):
        loc = loc_of(node, self.file)
        subs = []
        base = node
        while isinstance(base, c_ast.ArrayRef):
            subs.append(base.subscript)
            base = base.name
        subs.reverse()
        if not isinstance(base, c_ast.ID):
            raise NotStaticControl(f"array base '{c_text(base)}' is not a plain array name "
                                   "(pointer arithmetic or struct access)", loc)
        name = base.name
        sym = self.symbols.get(name)
        if sym is None:
            raise _undeclared(name, loc_of(base, self.file))
        if name in self.private:
            raise NotStaticControl(f"subscripted local scalar '{name}'", loc)
        if sym.ctype == "?" and sym.row_ctype is not None:
            return self._row_pointer_target(name, sym, node, subs, loc)
        if sym.ctype == "?":
            raise NotStaticControl(f"'{name}' is a pointer to pointers: rows may alias, declare it as an array "
                                   f"(e.g. 'double {name}[n][m]')", loc)
        if not sym.is_array:
            other = subs[0] if len(subs) == 1 and isinstance(subs[0], c_ast.ID) else None
            other_sym = self.symbols.get(other.name) if other is not None else None
            if other_sym is not None and other_sym.is_array:
                # `i[A]` is valid C (A[i]: the subscript operator is commutative) but not modelled
                raise NotStaticControl(f"'{c_text(node)}' is '{other.name}[{name}]' with the operands of [] "
                                       f"exchanged, which is not modelled (write '{other.name}[{name}]')", loc)
            raise NotStaticControl(f"subscripted value '{name}' is not an array", loc)
        rank = len(sym.dims) + (1 if sym.pointer else 0)
        if len(subs) != rank:
            if sym.pointer and not sym.dims and len(subs) > 1:
                raise NotStaticControl(f"pointer '{name}' indexed with {len(subs)} subscripts", loc)
            raise NotStaticControl(f"'{name}' has {rank} dimensions but is accessed with {len(subs)} subscripts "
                                   "(partial or pointer-valued access)", loc)
        if name in self.flat and len(subs) == 1:
            if name not in self.arrays:
                self.arrays[name] = Array(name=name, ctype=sym.ctype, sizes=[None, *self.flat[name]],
                                          kind="pointer", is_const=sym.is_const, restrict=sym.restrict,
                                          flat=True)
            return name, self._flat_subscripts(name, node, iters)
        if name not in self.arrays:
            sizes: list[str | None] = ([None] if sym.pointer else []) + [
                None if d is None else self._extent_text(d) for d in sym.dims]
            for k, d in enumerate(sym.dims):
                if d is None or not self._opaque_extent(d):
                    continue
                # generated code sizes device arrays with the extent's text, away from the user's scope
                # (`sizeof Init` would be the size of a pointer there, or an undeclared name): the first
                # extent is then bounded by the accesses, as a pointer's is; an inner one fixes the layout
                if k == 0 and not sym.pointer:
                    sizes[0] = None
                else:
                    raise NotStaticControl(f"the extent '{c_text(d)}' of '{name}' is not an expression of the "
                                           "SCoP's parameters", loc)
            kind = "pointer" if sym.pointer else ("global" if sym.scope == "global" else
                                                  "param" if sym.scope == "param" else "local")
            self.arrays[name] = Array(name=name, ctype=sym.ctype, sizes=sizes, kind=kind, is_const=sym.is_const,
                                      restrict=sym.restrict)
        return name, subs

    def _row_pointer_target(self, name: str, sym: Symbol, node: c_ast.ArrayRef, subs: list, loc):
        """`A[e1][e2]` of a table of row pointers (`double **A`, `double *A[N]`): the element e2 of row e1,
        modelled as a 2-D array whose rows a runtime test keeps apart (model/row_footprint.py).  The
        row pointers themselves (`A[i]` as a value or a target) are not modelled: the SCoP would change
        or hand out where a row lies."""
        if len(subs) != 2:
            raise NotStaticControl(f"'{c_text(node)}' uses the row pointer of '{name}' itself ('{name}' is a "
                                   "table of row pointers: only its elements 'A[i][j]' are modelled)", loc)
        if name not in self.arrays:
            first = sym.dims[0] if sym.dims else None
            extent = None if first is None or self._opaque_extent(first) else self._extent_text(first)
            self.arrays[name] = Array(name=name, ctype=sym.row_ctype, sizes=[extent, None], kind="pointer",
                                      is_const=sym.is_const, row_pointers=True)
        return name, subs

    def _flat_subscripts(self, name: str, node: c_ast.ArrayRef, iters) -> list[c_ast.Node]:
        """The subscripts of the element `[f][g]` that the delinearised subscript `f * n + g` of the flat
        pointer `name` (delinearize.py) addresses.  That is the same element only where `0 <= g < n` (each
        inner component inside its row): checked over the statement's domain (`_wrap_dom`) for every value
        of the parameters, for each reading of the subscript in turn; none fits: not modelled."""
        shape = self.flat[name]
        dom = self._wrap_dom
        coord = node.subscript.coord
        guarded: tuple[list[c_ast.Node], isl.Set] | None = None
        for comps in delinearize.decompositions(delinearize.poly_of(node.subscript, self._wide_cast), shape):
            subs = [delinearize.to_ast(c, coord) for c in comps]
            if dom is None:
                return subs
            rng = self._access_map(name, subs, dom.get_space(), iters, node, "").intersect_domain(dom).range()
            inside = _inside_rows(rng.get_space(), shape)
            if rng.is_subset(inside):
                return subs
            if guarded is None:
                outside = self._outside_rows_params(rng, inside, dom)
                if outside is not None:
                    guarded = (subs, outside)
        if guarded is not None:
            # the BLAS style (`C[i * ldc + j]`, 0 <= j < n): inside its rows only for some values of the
            # parameters (n <= ldc); the others run the original code (Scop.model_guard)
            self.arrays[name].leading_dimension = True
            outside = _with_negative_params(guarded[1])
            self._add_unmodelled(outside, "a flat subscript leaves its row of the leading dimension")
            if self._flat_outside is not None:
                outside = outside.align_params(self._flat_outside.get_space())
                outside = self._flat_outside.align_params(outside.get_space()).union(outside)
            self._flat_outside = outside.coalesce()
            return guarded[0]
        text, rows_of = c_text(node.subscript), ", ".join(shape)
        if delinearize.shape_of(delinearize.poly_of(node.subscript, self._wide_cast), set(self.params)):
            what = f"subscript '{text}' is not affine, and read as a row-major element of rows of {rows_of}"
        else:
            what = f"'{name}' is indexed in rows of {rows_of} elsewhere, but subscript '{text}'"
        raise NotStaticControl(f"{what} leaves its row for some iteration (declare the array with its "
                               "dimensions, e.g. 'double A[n][m]')", loc_of(node, self.file))

    def _outside_rows_params(self, rng: isl.Set, inside: isl.Set, dom: isl.Set) -> isl.Set | None:
        """The values of the parameters for which some element of `rng` (the elements that an access reads
        or writes over the statement's domain `dom`) leaves its row, as a set of parameters: the projection
        onto the parameters of `rng` minus the elements inside their rows (`inside`).  None when no value
        of the parameters for which the statement runs keeps every element inside its row (then the access
        is not modelled at all: `A[i * n + j]` for 0 <= j <= n), or when isl cannot tell."""
        try:
            outside = rng.subtract(inside).params()
            space = dom.get_space()
            runs = dom.params().intersect(self._param_ranges(space).params())
            if runs.align_params(outside.get_space()).subtract(outside.align_params(runs.get_space())).is_empty():
                return None
            return outside
        except isl.Error:
            return None

    def _add_unmodelled(self, where: isl.Set, why: str) -> None:
        """Record parameter values `where` for which the model is not C's (Scop.model_guard)."""
        if self._unmodelled is not None:
            where = where.align_params(self._unmodelled.get_space())
            where = self._unmodelled.align_params(where.get_space()).union(where)
        self._unmodelled = where.coalesce()
        if why not in self._unmodelled_why:
            self._unmodelled_why.append(why)

    def _opaque_extent(self, node: c_ast.Node) -> bool:
        """Whether an array extent means something only in the user's scope: `sizeof`, a cast, or a name
        that is neither an integer parameter of the SCoP nor an enumeration constant."""
        for n in _nodes(node):
            if isinstance(n, c_ast.UnaryOp) and n.op in ("sizeof", "_Alignof", "&", "*"):
                return True
            if isinstance(n, (c_ast.Cast, c_ast.FuncCall, c_ast.StructRef, c_ast.ArrayRef, c_ast.Typename)):
                return True
            if isinstance(n, c_ast.ID):
                sym = self.symbols.get(n.name)
                if sym is None or not (sym.is_constant or (sym.is_integer and n.name in self.params)):
                    return True
        return False

    def _extent_text(self, node: c_ast.Node) -> str:
        """An array extent as C text for generated code, enumeration constants replaced by their values:
        the generated code comes before the user's code, so before the enum's declaration."""
        symbols = self.symbols

        class Gen(c_generator.CGenerator):
            def visit_ID(g, n):
                sym = symbols.get(n.name)
                if sym is not None and sym.is_constant:
                    return f"({sym.enum_value})"
                return n.name

        return Gen(reduce_parentheses=True).visit(node)

    def _reads(self, expr, iters, add):
        """Record the reads in an rvalue and check that every construct in it is side-effect free."""
        loc = loc_of(expr, self.file)
        if expr is None:
            return
        if isinstance(expr, c_ast.Constant):
            return
        if isinstance(expr, c_ast.ID):
            name = expr.name
            if name in self.private:
                add("read", self._scalar_target(expr), expr)
                return
            if name in self.iterators and name not in self._c_names(iters):
                raise NotStaticControl(f"loop iterator '{name}' is read outside its loop (its final value is not "
                                       "modelled)", loc)
            if name in self.iterators or name in self.params:
                return
            sym = self.symbols.get(name)
            if sym is None:   # macros are expanded and enumerators are symbols: the compiler would reject it
                raise _undeclared(name, loc)
            if sym.is_array:
                raise NotStaticControl(f"array '{name}' used as a value (pointer arithmetic)", loc)
            if name in self.written_vars:
                add("read", self._scalar_target(expr), expr)
            return
        if isinstance(expr, c_ast.ArrayRef):
            add("read", self._array_target(expr, iters), expr)
            return
        if isinstance(expr, c_ast.BinaryOp):
            self._reads(expr.left, iters, add)
            self._reads(expr.right, iters, add)
            return
        if isinstance(expr, c_ast.UnaryOp):
            if expr.op in ("++", "--", "p++", "p--"):
                raise NotStaticControl(f"'{c_text(expr)}' modifies a value inside an expression", loc)
            if expr.op in ("*", "&"):
                raise NotStaticControl(f"pointer operation '{c_text(expr)}' is not static control", loc)
            if expr.op in ("sizeof", "_Alignof"):
                self._sizeof_in_statement(expr)
                return
            self._reads(expr.expr, iters, add)
            return
        if isinstance(expr, c_ast.TernaryOp):
            self._reads(expr.cond, iters, add)
            self._reads(expr.iftrue, iters, add)
            self._reads(expr.iffalse, iters, add)
            return
        if isinstance(expr, c_ast.Cast):
            self._refuse_unknown_enum(expr.to_type, expr)
            words = self._type_words(expr.to_type)
            if words is not None and self.device_reason is None and any(w not in _TYPE_KEYWORDS for w in words):
                # a typedef that is not one of a standard type (a vector or mode attribute's: symbols.py):
                # the OpenMP output, in the user's scope, keeps it; device code does not have it
                self.device_reason = f"'{c_text(expr)}': device code does not have the type " \
                                     f"'{c_text(expr.to_type)}'"
            self._reads(expr.expr, iters, add)
            return
        if isinstance(expr, c_ast.FuncCall):
            fname = c_text(expr.name)
            if fname == "__s2s_imaginary":          # frontend/preprocess.py: an imaginary constant
                raise NotStaticControl("complex arithmetic (an imaginary constant) is not offloaded", loc)
            if fname == "__s2s_offsetof":           # frontend/preprocess.py: offsetof(type, member)
                raise NotStaticControl(OFFSETOF, loc)
            if fname.startswith(FLOAT_SUFFIX_PREFIX):   # frontend/preprocess.py: `1.5Q`, `2.0f16`
                suffix = fname[len(FLOAT_SUFFIX_PREFIX):]
                args = expr.args.exprs if expr.args else []
                value = c_text(args[0]) if args else ""
                raise NotStaticControl(f"floating constant '{value}{suffix}' (its suffix '{suffix}' gives it a "
                                       "type s2s does not model)", loc)
            if fname in self.user_functions:
                raise NotStaticControl(f"call to '{fname}', a function of the program or a pointer to one (not "
                                       "the C library's): the functions of the program are not offloaded", loc)
            if fname not in PURE_MATH and fname not in CLASSIFY:
                m = _GLIBC_CLASSIFY.fullmatch(fname)
                if m is not None:
                    # the expansion of a classification macro of <math.h>: the user wrote `isnan(x)`
                    name = _GLIBC_MACROS.get(m.group(1), m.group(1))
                    raise NotStaticControl(f"'{name}' (a macro of <math.h>, which calls '{fname}' here) is not "
                                           "offloaded (only pure math functions such as sqrt, exp, fabs are "
                                           "allowed)", loc)
                raise NotStaticControl(f"call to '{fname}' may have side effects (only pure math functions "
                                       "such as sqrt, exp, fabs are allowed)", loc)
            if self.reads_errno and fname not in NO_ERRNO:
                raise NotStaticControl(f"'{fname}' may set errno, which this file reads: errno is set in the "
                                       "thread that calls it (not on a device, nor in another thread)", loc)
            for a in (expr.args.exprs if expr.args else []):
                self._reads(a, iters, add)
            return
        if isinstance(expr, c_ast.Assignment):
            raise NotStaticControl(f"assignment inside an expression '{c_text(expr)}'", loc)
        if isinstance(expr, c_ast.StructRef):
            raise NotStaticControl(f"struct member '{c_text(expr)}' is not supported", loc)
        raise NotStaticControl(f"unsupported expression '{c_text(expr)}'", loc)

    def _access_map(self, arr, idx, space, iters, ref_node, stmt_name) -> isl.Map:
        arr_space_name = arr
        if isinstance(idx, tuple):  # private scalar, expanded along its enclosing loops
            rank = idx[1]
            lsp = isl.LocalSpace.from_space(space)
            affs = [isl.PwAff.var_on_domain(lsp, isl.dim_type.set, k) for k in range(rank)]
        else:
            affs = [self._aff(e, space, iters, what="subscript") for e in idx]
        if not affs:
            rng = isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0).set_tuple_name(isl.dim_type.set, arr_space_name))
            rng = rng.align_params(space)
            return isl.Map.from_domain_and_range(isl.Set.universe(space), rng)
        m = None
        for a in affs:
            am = isl.Map.from_pw_aff(a)
            m = am if m is None else m.flat_range_product(am)
        return m.set_tuple_name(isl.dim_type.out, arr_space_name)

    # ------------------------------------------------------------------ affine expressions
    def _aff(self, expr, space, iters, cmap=None, what="bound") -> isl.PwAff:
        """C integer expression -> isl.PwAff on `space`, or NotStaticControl if not affine."""
        cmap = cmap or {}
        loc = loc_of(expr, self.file)
        lsp = isl.LocalSpace.from_space(space)
        universe = isl.Set.universe(space)

        def rec(e):
            pa = rec0(e)
            t = self._int_type(e)
            if t is not None and not t[0] and _is_constant(pa):
                # a constant unsigned expression: C computes it modulo 2^N (`0u - 1u`, `10u + 4294967295u`)
                pa = pa.mod_val(_val(2 ** t[1]))
            return pa

        def observed(side, pa, e):
            """The value of the operand `side` of `e` as `e` computes with it: unsigned arithmetic is exact
            modulo 2^N, so + - * of wrapped intermediates give the right value in the end; a wrapped value
            is observed only by / % >> &, by a conversion to a wider or signed type, and at the end (a
            subscript or bound): there it must be the exact value (_observe)."""
            t, st = self._int_type(e), self._int_type(side)
            if t is None or st is None:
                return pa
            if isinstance(e, c_ast.Cast):
                return self._observe(side, pa, st[1], e) if not st[0] and t != st else pa
            if e.op in ("<<", ">>") and side is e.right:
                return pa
            if e.op in ("/", "%", ">>", "&"):
                if not st[0]:
                    return self._observe(side, pa, st[1], e)
                if not t[0]:          # a signed operand converted to unsigned, then divided
                    return self._observe(side, pa, t[1], e)
                return pa
            if not st[0] and t != st:
                return self._observe(side, pa, st[1], e)
            return pa

        def rec0(e):
            if isinstance(e, c_ast.Constant):
                if e.type == "char" or e.value[:1] == "'":      # ('ab' has type int: a multi-character one)
                    v = _char_value(e.value)
                    if v is None:
                        raise NotStaticControl(f"character constant {e.value} in a {what} is not supported",
                                               loc_of(e, self.file))
                    return isl.PwAff.val_on_domain(universe, _val(v))
                if e.type in ("int", "long int", "unsigned int", "long long int", "unsigned long int") or \
                        e.type.endswith("int"):
                    v = _int_value(e.value)
                    if v is None:
                        raise NotStaticControl(f"bad integer constant '{e.value}'", loc_of(e, self.file))
                    return isl.PwAff.val_on_domain(universe, _val(v))
                raise NotStaticControl(f"non-integer constant '{e.value}' in a {what}", loc_of(e, self.file))
            if isinstance(e, c_ast.ID):
                name = e.name
                if name in cmap:
                    if cmap[name] is None:
                        raise NotStaticControl(f"loop bound refers to its own iterator '{name}'", loc_of(e, self.file))
                    name = cmap[name]
                elif name in self.private:
                    raise NotStaticControl(f"{what} depends on the computed value of '{name}' (data-dependent)",
                                           loc_of(e, self.file))
                else:
                    # innermost iterator with this C name
                    for dim_name, c in zip(reversed(iters), reversed(self._c_names(iters))):
                        if c == name:
                            name = dim_name
                            break
                idx = space.find_dim_by_name(isl.dim_type.set, name)
                if idx >= 0:
                    return isl.PwAff.var_on_domain(lsp, isl.dim_type.set, idx)
                idx = space.find_dim_by_name(isl.dim_type.param, name)
                if idx >= 0:
                    return isl.PwAff.var_on_domain(lsp, isl.dim_type.param, idx)
                sym = self.symbols.get(name)
                if sym is not None and sym.is_constant:
                    return isl.PwAff.val_on_domain(universe, _val(sym.enum_value))
                if sym is not None and name in self.written_vars:
                    raise NotStaticControl(f"{what} depends on '{name}', which the SCoP writes (data-dependent)",
                                           loc_of(e, self.file))
                if sym is not None and not sym.is_integer:
                    raise NotStaticControl(f"{what} uses '{name}', which is not an integer", loc_of(e, self.file))
                if sym is None and name not in self.iterators:
                    raise _undeclared(name, loc_of(e, self.file))
                raise NotStaticControl(f"{what} uses '{name}', which is not a loop iterator or parameter",
                                       loc_of(e, self.file))
            if isinstance(e, c_ast.UnaryOp):
                if e.op == "-":
                    return rec(e.expr).neg()
                if e.op == "+":
                    return rec(e.expr)
                if e.op in ("sizeof", "_Alignof"):
                    size = self._sizeof_value(e)
                    if size is None:
                        raise NotStaticControl(f"'{c_text(e)}': the {_SIZE_WORD[e.op]} is not a known constant",
                                               loc_of(e, self.file))
                    if e.coord is not None:
                        # printed as a constant: the generated code renames or retypes what it names
                        self.sizeofs[(e.coord.line, e.coord.column)] = size
                    return isl.PwAff.val_on_domain(universe, _val(size))
                if e.op == "~":            # two's complement
                    return rec(e.expr).neg().add(isl.PwAff.val_on_domain(universe, _val(-1)))
                if e.op == "!":
                    return universe.subtract(self._value_cond(e.expr, space, iters, cmap)).indicator_function()
                raise NotStaticControl(f"'{c_text(e)}' is not affine", loc_of(e, self.file))
            if isinstance(e, c_ast.Cast):
                return self._converted(e, observed(e.expr, rec(e.expr), e), universe)
            if isinstance(e, c_ast.TernaryOp):
                c = self._value_cond(e.cond, space, iters, cmap)
                return c.indicator_function().cond(rec(e.iftrue), rec(e.iffalse))
            if isinstance(e, c_ast.ArrayRef) and what == "condition":
                raise NotStaticControl(f"it reads '{c_text(e)}' (data-dependent)", loc_of(e, self.file))
            if isinstance(e, c_ast.ArrayRef):
                raise NotStaticControl(f"{what} '{c_text(expr)}' reads '{c_text(e)}': indirect or data-dependent "
                                       "indexing is not static control", loc_of(e, self.file))
            if isinstance(e, c_ast.FuncCall):
                fname = c_text(e.name)
                args = e.args.exprs if e.args else []
                if fname == "__s2s_offsetof":
                    raise NotStaticControl(OFFSETOF, loc_of(e, self.file))
                if fname in self.user_functions:
                    raise NotStaticControl(f"call to '{fname}', a function of the program, in a {what}",
                                           loc_of(e, self.file))
                if fname in ("min", "MIN", "fmin") and len(args) == 2:
                    return rec(args[0]).min(rec(args[1]))
                if fname in ("max", "MAX", "fmax") and len(args) == 2:
                    return rec(args[0]).max(rec(args[1]))
                if fname in ("abs", "labs", "llabs") and len(args) == 1 and self._abs_exact(fname, args[0]):
                    # a symmetric filter's weight w[abs(k)], a band |i - j| <= 2: max(x, -x)
                    x = rec(args[0])
                    return x.max(x.neg())
                if what == "condition" and (fname in PURE_MATH or fname in CLASSIFY):
                    # a value the statement computes at run time, as a read of data is (the select form)
                    raise NotStaticControl(f"it calls '{fname}' (data-dependent)", loc_of(e, self.file))
                raise NotStaticControl(f"call to '{fname}' in a {what} is not affine", loc_of(e, self.file))
            if isinstance(e, c_ast.BinaryOp):
                if e.op in ("<", "<=", ">", ">=", "==", "!=", "&&", "||"):
                    return self._value_cond(e, space, iters, cmap).indicator_function()
                a, b = observed(e.left, rec(e.left), e), observed(e.right, rec(e.right), e)
                if e.op == "+":
                    return a.add(b)
                if e.op == "-":
                    return a.sub(b)
                if e.op == "*":
                    if not a.is_cst() and not b.is_cst():
                        raise NotStaticControl(
                            f"{what} '{c_text(expr)}' is not affine: it multiplies '{c_text(e.left)}' by "
                            f"'{c_text(e.right)}' (linearised indexing with a parametric size? declare the "
                            "array with its dimensions, e.g. 'double A[n][m]')", loc_of(e, self.file))
                    return a.mul(b)
                if e.op in ("/", "%"):
                    if not b.is_cst():
                        near = self._near_division(e.op, a, b)
                        if near is None:
                            raise NotStaticControl(f"{what} '{c_text(expr)}' divides by a non-constant",
                                                   loc_of(e, self.file))
                        return near
                    if not b.zero_set().is_empty():
                        raise InvalidProgram(f"{what} '{c_text(expr)}' divides by zero", loc_of(e, self.file))
                    try:
                        return a.tdiv_q(b) if e.op == "/" else a.tdiv_r(b)
                    except isl.Error:
                        raise NotStaticControl(f"{what} '{c_text(expr)}' divides by zero or a negative value",
                                               loc_of(e, self.file)) from None
                if e.op in ("<<", ">>", "&"):
                    shaped = self._bit_op(e, a, b)
                    if shaped is not None:
                        return shaped
                if e.op in ("&", "|", "^") and _is_constant(a) and _is_constant(b):
                    # of two constants (`N >> 1 | 1`): two's complement, as Python's integers compute them (the
                    # operands' values are those C converts to the common type: unsigned ones reduced already)
                    x, y = (pa.get_pieces()[0][1].get_constant_val().to_python() for pa in (a, b))
                    return isl.PwAff.val_on_domain(universe, _val(x & y if e.op == "&" else x | y if e.op == "|"
                                                                  else x ^ y))
                raise NotStaticControl(f"operator '{e.op}' in {what} '{c_text(expr)}' is not affine",
                                       loc_of(e, self.file))
            raise NotStaticControl(f"{what} '{c_text(e)}' is not an affine expression", loc_of(e, self.file))

        try:
            result = rec(expr)
            t = self._int_type(expr)
            if t is not None and not t[0]:
                self._check_no_wrap(expr, result, t[1], expr)
            return result
        except isl.Error as err:
            raise NotStaticControl(f"{what} '{c_text(expr)}' is not affine ({err})", loc) from None

    def _abs_exact(self, fname: str, arg: c_ast.Node) -> bool:
        """Whether `abs(arg)` (`labs`, `llabs`) is |arg|: the argument's type (after the promotions) converts
        to the function's parameter type (int; long and long long: 64 bits) without changing its value."""
        t = self._int_type(arg)
        bits = 32 if fname == "abs" else 64
        return t is not None and (t[1] <= bits if t[0] else t[1] < bits)

    def _near_division(self, op: str, a: isl.PwAff, b: isl.PwAff) -> isl.PwAff | None:
        """`a / b` or `a % b` by a divisor `b` that is not a constant, where the dividend stays within
        (-2b, 2b) and b > 0 (the periodic neighbours `(i - 1 + n) % n`, `(i + 1) % n` of 0 <= i < n): the
        quotient is then 1, 0 or -1, which C's truncating division and the model's pieces agree on (a in
        [b, 2b): a - b; in (-b, b): a itself, negative too; in (-2b, -b]: a + b), so the value is
        piecewise affine.  Checked over the domain where the expression is evaluated (`_wrap_dom`); the
        parameters' values for which it leaves that range run the original code (Scop.model_guard).
        None where no domain is known, isl cannot tell, or no value of the parameters keeps it inside."""
        dom = self._wrap_dom
        if dom is None:
            return None
        try:
            space = a.get_domain_space()
            zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(space))
            twice = b.scale_val(_val(2))
            bad = b.le_set(zero).union(a.le_set(twice.neg())).union(a.ge_set(twice))
            ranges = self._param_ranges(space)
            outside = bad.intersect(dom).intersect(ranges)
            if not outside.is_empty():
                runs = dom.intersect(ranges).params()
                if runs.is_subset(outside.params()):
                    return None
                self._add_unmodelled(outside.params(), "a division by a parameter leaves the range it is "
                                                       "modelled in")
            up, down = a.ge_set(b), a.le_set(b.neg())
            if op == "/":
                return up.indicator_function().sub(down.indicator_function())
            return up.indicator_function().cond(a.sub(b), down.indicator_function().cond(a.add(b), a))
        except isl.Error:
            return None

    def _bit_op(self, e: c_ast.BinaryOp, a: isl.PwAff, b: isl.PwAff) -> isl.PwAff | None:
        """`x << c`, `x >> c`, `x & (2^k - 1)` and `x & -2^k` (`x & ~(2^k - 1)`) with constants: x * 2^c,
        floor(x / 2^c), x mod 2^k and x - x mod 2^k (exact in two's complement, for negative x too, as the
        compilers s2s targets shift); None for other operands (`x & 6`, `x << n`), which are not affine."""
        def const(pa: isl.PwAff) -> int | None:
            if not pa.is_cst():
                return None
            pieces = pa.get_pieces()
            if len(pieces) != 1:
                return None
            v = pieces[0][1].get_constant_val()
            return v.to_python() if v.is_int() else None

        if e.op in ("<<", ">>"):
            c = const(b)
            if c is None or not 0 <= c < 63:
                return None
            if e.op == "<<":
                return a.scale_val(_val(2 ** c))
            return a.scale_down_val(_val(2 ** c)).floor()
        for x, m in ((a, const(b)), (b, const(a))):
            if m is not None and m >= 0 and (m + 1) & m == 0:
                return x.mod_val(_val(m + 1)) if m else x.scale_val(_val(0))
            if m is not None and m < 0 and (-m) & (-m - 1) == 0:
                # x & -2^k (`n & ~3`: n rounded down to a multiple of 4): x - x mod 2^k, the bits above k
                return x.sub(x.mod_val(_val(-m)))
        return None

    def _sizeof_in_statement(self, node: c_ast.UnaryOp) -> None:
        """`sizeof` in a statement: its size is recorded (Scop.sizeofs) and printed as a constant. The
        generated code renames or linearises what it names (device code sees a pointer for `sizeof A`, an
        element for `sizeof A[i]`; `i` is not declared there), and a character constant or a comparison is
        an int in C but a char or bool in the C++ of CUDA kernels. A size s2s cannot compute is refused when
        the operand names a variable, a variable-length array type's too (`sizeof(int[i + 1])`: device code
        has no such types); a type's keeps its text when unknown (`sizeof(struct P)`), which only the OpenMP
        output, in the user's scope, can compile: device targets keep the SCoP on the host
        (`Scop.device_reason`; kernels have no structures of the user's, nor typedefs)."""
        self._refuse_unknown_enum(node.expr, node)
        key = (node.coord.line, node.coord.column) if node.coord is not None else None
        size = self._sizeof_value(node)
        if size is not None and key is not None:
            self.sizeofs[key] = size
            return
        if node.op == "_Alignof" or any(isinstance(n, (c_ast.ID, c_ast.ArrayRef)) for n in _nodes(node.expr)):
            raise NotStaticControl(f"'{c_text(node)}': its {_SIZE_WORD[node.op]} is not a known constant",
                                   loc_of(node, self.file))
        if self.device_reason is None:
            self.device_reason = f"'{c_text(node)}': its size is not a constant s2s knows, and device code does " \
                                 "not have the type"

    def _refuse_unknown_enum(self, t: c_ast.Node | None, where: c_ast.Node) -> None:
        """A cast to, or the size of, an enumeration type whose integer type s2s does not know (a value it
        cannot compute, or one beyond int, for which GCC picks unsigned int, long or unsigned long): device
        code, which has no enumeration types, could not spell it."""
        if not isinstance(t, c_ast.Typename):
            return
        for n in _nodes(t):
            if isinstance(n, c_ast.Enum) and (not n.name or f"enum {n.name}" not in self.typedefs):
                name = f"enum {n.name}" if n.name else "an anonymous enumeration"
                raise NotStaticControl(f"'{c_text(where)}': the integer type of '{name}' is not known to s2s",
                                       loc_of(where, self.file))

    def _sizeof_value(self, node: c_ast.UnaryOp) -> int | None:
        """The value of `sizeof x` with the C type of x as the user wrote it (an iterator's declared type,
        not the generated long), None when not known. `_Alignof` of a type name: the alignment of its
        element type, which on the LP64 targets is the size of that scalar type (C11 6.5.3.4p3)."""
        if node.op == "_Alignof":
            t = node.expr.type if isinstance(node.expr, c_ast.Typename) else None
            while isinstance(t, c_ast.ArrayDecl):
                t = t.type
            return None if t is None else self._sizeof(c_ast.Typename(None, [], None, t))
        if isinstance(node.expr, c_ast.Constant) and node.expr.value[:2] == "u'":
            return 2            # a char16_t (unsigned short): promoted only as an operand of an operator
        size = self._sizeof(node.expr)
        if size is None and not isinstance(node.expr, (c_ast.Typename, c_ast.ArrayRef, c_ast.Cast)):
            size = self._floating_size(node.expr)
            if size is None:
                t = self._int_type(node.expr)
                size = t[1] // 8 if t is not None and t[1] is not None else None
        return size

    def _floating_size(self, e) -> int | None:
        """The size of an expression's type when it is a floating type (C's usual arithmetic conversions:
        the widest floating operand of an arithmetic operator; comparisons and `!` are ints), None when it
        is an integer type or not known."""
        def fsize(words: list[str]) -> int | None:
            if "double" in words:
                return 16 if "long" in words else 8
            return 4 if "float" in words else None

        def rec(n) -> int | None:
            if isinstance(n, c_ast.Constant):
                if n.type not in ("float", "double", "long double"):
                    return None
                v = n.value.lower()
                return 4 if v.endswith("f") else 16 if v.endswith("l") else 8
            if isinstance(n, c_ast.Cast):
                t = n.to_type.type if isinstance(n.to_type, c_ast.Typename) else None
                words = self._type_words(t)
                return fsize(words) if words is not None else None
            if isinstance(n, c_ast.ArrayRef):
                base, subs = n, 0
                while isinstance(base, c_ast.ArrayRef):
                    base, subs = base.name, subs + 1
                sym = self.symbols.get(base.name) if isinstance(base, c_ast.ID) else None
                if sym is None or subs != len(sym.dims) + (1 if sym.pointer else 0):
                    return None         # (a row: an array, not a floating value)
                return fsize(sym.ctype.split())
            if isinstance(n, c_ast.ID):
                sym = self.symbols.get(n.name)
                # (an array or a pointer is not a floating value: `sizeof B` of an extent s2s cannot compute)
                return fsize(sym.ctype.split()) if sym is not None and not sym.is_array and \
                    n.name not in self._iter_ctype else None
            if isinstance(n, c_ast.FuncCall) and isinstance(n.name, c_ast.ID):
                name = n.name.name
                if name in ("abs", "labs", "llabs") or name not in PURE_MATH or name in self.user_functions:
                    return None
                return 4 if name.endswith("f") and name[:-1] in PURE_MATH else 8
            if isinstance(n, c_ast.BinaryOp):
                if n.op in ("<", "<=", ">", ">=", "==", "!=", "&&", "||"):
                    return None
                sides = [x for x in (rec(n.left), rec(n.right)) if x is not None]
                return max(sides) if sides else None
            if isinstance(n, c_ast.UnaryOp):
                return None if n.op in ("!", "sizeof", "_Alignof") else rec(n.expr)
            if isinstance(n, c_ast.Assignment):
                return rec(n.lvalue)     # the left operand's type (`sizeof(i = 2.5)` is an int's)
            if isinstance(n, c_ast.TernaryOp):
                sides = [x for x in (rec(n.iftrue), rec(n.iffalse)) if x is not None]
                return max(sides) if sides else None
            return None

        return rec(e)

    def _sizeof(self, node) -> int | None:
        """`sizeof` of a type or an expression, in bytes on LP64 (what the host compiler gives), when it is
        a constant s2s can compute: scalar types, pointers, and arrays of constant extents (`sizeof(A) /
        sizeof(A[0])` as a loop bound); None otherwise (a struct, a typedef of the user's, a VLA)."""
        def scalar(words: list[str]) -> int | None:
            words = [w for w in words if w not in ("const", "volatile", "restrict", "static")]
            if "double" in words:
                return 16 if "long" in words else 8
            if words == ["float"]:
                return 4
            kind = integer_kind(" ".join(words))
            if kind is not None:
                return kind[1] // 8
            return 1 if words in (["_Bool"], ["bool"]) else None

        def extent(d) -> int | None:
            if isinstance(d, c_ast.ID):
                sym = self.symbols.get(d.name)
                return sym.enum_value if sym is not None and sym.is_constant else None
            if isinstance(d, c_ast.BinaryOp) and d.op in ("+", "-", "*", "/"):
                a, b = extent(d.left), extent(d.right)
                if a is None or b is None or (d.op == "/" and b == 0):
                    return None
                return {"+": a + b, "-": a - b, "*": a * b, "/": int(a / b)}[d.op]
            return _const_int(d)

        def of_type(t) -> int | None:
            if isinstance(t, c_ast.Typename):
                return of_type(t.type)
            if isinstance(t, c_ast.PtrDecl):
                return 8
            if isinstance(t, c_ast.ArrayDecl):
                n, elem = extent(t.dim) if t.dim is not None else None, of_type(t.type)
                return None if n is None or elem is None else n * elem
            words = self._type_words(t)
            return scalar(words) if words is not None else None

        if isinstance(node, c_ast.Typename):
            return of_type(node)
        if isinstance(node, c_ast.Cast):
            return of_type(node.to_type)
        # the operand of sizeof is not evaluated (C11 6.5.3.4p2): `x++`, `--x` and `x = v` (any compound
        # assignment too) have the type of x, unpromoted (`sizeof(c++)` of a char is 1)
        while isinstance(node, c_ast.Assignment) or \
                (isinstance(node, c_ast.UnaryOp) and node.op in ("p++", "p--", "++", "--")):
            node = node.lvalue if isinstance(node, c_ast.Assignment) else node.expr
        if isinstance(node, c_ast.ID) and node.name in self._iter_ctype:
            return scalar(self._iter_ctype[node.name].split())     # the iterator's type as declared
        subs = 0
        base = node
        # `*A` is `A[0]`: the element count idiom `sizeof a / sizeof *a` names the element that way
        while isinstance(base, c_ast.ArrayRef) or (isinstance(base, c_ast.UnaryOp) and base.op == "*"):
            subs += 1
            base = base.name if isinstance(base, c_ast.ArrayRef) else base.expr
        if not isinstance(base, c_ast.ID):
            return None
        sym = self.symbols.get(base.name)
        if sym is not None and sym.is_array and subs == 0 and (sym.pointer or sym.scope == "param"):
            return 8         # a pointer, or an array parameter, which C adjusts to a pointer
        if sym is None or sym.is_constant:
            return None
        dims = ([None] if sym.pointer else []) + list(sym.dims)
        if subs > len(dims):
            return None
        size = scalar(sym.ctype.split())
        for d in dims[subs:]:
            n = extent(d) if d is not None else None
            if size is None or n is None:
                return None
            size *= n
        return size

    def _converted(self, cast: c_ast.Cast, pa: isl.PwAff, universe: isl.Set) -> isl.PwAff:
        """The value of `(T)x` in a bound, condition or subscript, exactly: a conversion to a type narrower
        than int (`(unsigned char)i`) keeps x modulo 2^bits (into the signed range for a signed type, as
        every compiler s2s targets does), and `(_Bool)x` is x != 0. Conversions to int or wider keep the
        value; unsigned wrap-around there is checked where the value is observed (_check_no_wrap)."""
        words = self._type_words(cast.to_type.type)
        if words is None:
            return pa
        ctype = " ".join(w for w in words if w not in ("const", "volatile"))
        if ctype in ("_Bool", "bool"):
            return pa.non_zero_set().indicator_function().intersect_domain(pa.domain())
        kind = integer_kind(ctype)
        if kind is None:
            # a typedef of the user's (its width is not known here) or a floating type
            raise NotStaticControl(f"conversion to '{ctype}' in '{c_text(cast)}': only conversions to the "
                                   "standard integer types are modelled", loc_of(cast, self.file))
        if kind[1] >= 32:
            return self._converted_to_wide(cast, pa, universe, kind)
        signed, bits = kind
        lo, hi = (-2 ** (bits - 1), 2 ** (bits - 1) - 1) if signed else (0, 2 ** bits - 1)
        dom = self._wrap_dom
        if dom is not None:
            try:
                if _out_of(pa, lo, hi).intersect(dom).is_empty():
                    return pa
            except isl.Error:
                pass
        if signed:
            return _signed_wrap(pa, bits)
        return pa.mod_val(_val(2 ** bits))

    def _converted_to_wide(self, cast: c_ast.Cast, pa: isl.PwAff, universe: isl.Set,
                           kind: tuple[bool, int]) -> isl.PwAff:
        """`(int)x` or `(long)x` where x's type has values the target does not (an unsigned or a wider
        operand): C (gcc, nvcc, OpenCL) keeps x modulo 2^bits in the signed range, `(int)3000000000u` is
        -1294967296, `(int)(i + 4294967296L)` is i.  A constant, or an expression in a SCoP of constant
        bounds that leaves the range where it is evaluated, gets that value exactly; one of the parameters
        is assumed in range (`(int)n` with a size_t n), and the parameters' values where it is not run the
        original code (Scop.model_guard), unless no value is (then exactly, or not modelled).  Unsigned targets keep the value: their wrap-around is checked
        where the value is observed (_observe, _check_no_wrap)."""
        signed, bits = kind
        src = self._int_type(cast.expr)
        if not signed or bits > 64 or src is None or (src[0] and src[1] <= bits) or \
                (not src[0] and src[1] < bits):
            return pa
        lo, hi = -2 ** (bits - 1), 2 ** (bits - 1) - 1
        wrapped = _signed_wrap(pa, bits)
        if _is_constant(pa):
            return wrapped
        space = pa.get_domain_space()
        try:
            outside = _out_of(pa, lo, hi).intersect(self._param_ranges(space))
            if self._wrap_dom is not None:
                outside = outside.intersect(self._wrap_dom)
            if outside.is_empty():
                return pa
            n_iters = space.dim(isl.dim_type.set)
            of_iters = bool(n_iters and pa.involves_dims(isl.dim_type.in_, 0, n_iters))
            always = self._param_ranges(space).params().is_subset(outside.params())
            n_params = space.dim(isl.dim_type.param)
            if of_iters and n_params and always:
                raise NotStaticControl(f"conversion '{c_text(cast)}' changes the value for every value of the "
                                       "parameters (not modelled)", loc_of(cast, self.file))
            if not n_params or always:
                # exactly (a guard would never let the generated code run); a modulo of the iterators and the
                # parameters makes the schedule and the cost model slow: those get a guard
                return wrapped
            self._add_unmodelled(outside.params(), f"a conversion to {'int' if bits == 32 else 'long'} "
                                                   "changes a value")
            return pa
        except isl.Error:
            raise NotStaticControl(f"conversion '{c_text(cast)}' is not modelled", loc_of(cast, self.file)) from None

    def _int_type(self, e) -> tuple[bool, int] | None:
        """(signed, bits) of a C integer expression after the integer promotions and the usual arithmetic
        conversions (LP64); None when unknown."""
        if isinstance(e, c_ast.Constant):
            if not e.type.endswith("int") and e.type != "char":
                return None
            if e.type == "char" or e.value[:1] == "'":
                # a character constant: int, or unsigned int for U'x' (char32_t; u'x' promotes to int)
                lit = char_literal(e.value)
                return lit[1] if lit is not None else (True, 32)
            # C11 6.4.4.1: the first type of the constant's list that holds it (0xFFFFFFFFL is a long,
            # 0xFFFFFFFF an unsigned int, 0xFFFFFFFFFFFFFFFF an unsigned long)
            lit = integer_literal(e.value)
            if lit is not None:
                return lit[1]
            return (False, 64) if "u" in e.value.lower() else (True, 64)   # (GCC: __int128; not modelled)
        if isinstance(e, c_ast.ID):
            ctype = self._iter_ctype.get(e.name)
            if ctype is None:
                sym = self.symbols.get(e.name)
                if sym is None or sym.is_array:
                    return None
                if sym.is_constant:
                    return True, 32
                ctype = sym.ctype
            return _promote(integer_kind(ctype))
        if isinstance(e, c_ast.Cast):
            words = self._type_words(e.to_type.type)
            return _promote(integer_kind(" ".join(words))) if words is not None else None
        if isinstance(e, c_ast.UnaryOp):
            if e.op in ("-", "+", "~"):
                return _promote(self._int_type(e.expr))
            if e.op in ("sizeof", "_Alignof"):
                return False, 64          # size_t
            if e.op in ("p++", "p--", "++", "--"):
                return self._int_type(e.expr)     # the operand's type (promoted here, as an operand)
            return (True, 32) if e.op == "!" else None
        if isinstance(e, c_ast.Assignment):
            return self._int_type(e.lvalue)       # the left operand's type, whatever the right one's
        if isinstance(e, c_ast.BinaryOp):
            if e.op in ("<", "<=", ">", ">=", "==", "!=", "&&", "||"):
                return True, 32
            if e.op in ("<<", ">>"):
                return _promote(self._int_type(e.left))
            return _common_type(self._int_type(e.left), self._int_type(e.right))
        if isinstance(e, c_ast.TernaryOp):
            return _common_type(self._int_type(e.iftrue), self._int_type(e.iffalse))
        if isinstance(e, c_ast.ArrayRef):      # an element (statements only: subscripts read no array)
            base = e
            while isinstance(base, c_ast.ArrayRef):
                base = base.name
            sym = self.symbols.get(base.name) if isinstance(base, c_ast.ID) else None
            return _promote(integer_kind(sym.row_ctype or sym.ctype)) if sym is not None else None
        return None

    def _type_words(self, t) -> list[str] | None:
        """The words of a scalar type as written in a cast or sizeof, typedef names resolved and an
        enumeration type as int; None for other types (pointers, structs)."""
        if isinstance(t, c_ast.Typename):
            t = t.type
        if not isinstance(t, c_ast.TypeDecl):
            return None
        if isinstance(t.type, c_ast.Enum):
            # GCC's type for the enumeration's objects: unsigned int without negative constants, else int
            ctype = self.typedefs.get(f"enum {t.type.name}") if t.type.name else None
            return ctype.split() if ctype else None
        if not isinstance(t.type, c_ast.IdentifierType):
            return None
        words: list[str] = []
        for n in t.type.names:
            words += self.typedefs.get(n, n).split()
        return words

    def _used_typedefs(self) -> dict[str, str]:
        """The typedef names that casts and sizeofs of the statements use -> their types (the device code
        prints the types: it does not have the user's typedefs)."""
        out: dict[str, str] = {}
        for st in self.statements:
            for n in _nodes(st.node):
                if isinstance(n, c_ast.IdentifierType):
                    for w in n.names:
                        if w in self.typedefs:
                            out[w] = self.typedefs[w]
                elif isinstance(n, c_ast.Enum) and n.name and f"enum {n.name}" in self.typedefs:
                    out[f"enum {n.name}"] = self.typedefs[f"enum {n.name}"]
        return out

    def _param_ranges(self, space: isl.Space, bits: int = 64) -> isl.Set:
        """The values the parameters of `space` can take: those of their C types, within [-2^(bits-1),
        2^(bits-1) - 1] (the generated code reads every parameter as a long)."""
        ctx = isl.Set.universe(space)
        ls = isl.LocalSpace.from_space(space)
        for k in range(space.dim(isl.dim_type.param)):
            sym = self.symbols.get(space.get_dim_name(isl.dim_type.param, k))
            rng = _int_range(sym.ctype.split()) if sym is not None else None
            lo, hi = (-2 ** (bits - 1), 2 ** (bits - 1) - 1)
            if rng is not None:
                lo, hi = max(rng[0], lo), min(rng[1], hi)
            pv = isl.PwAff.var_on_domain(ls, isl.dim_type.param, k)
            ctx = ctx.intersect(pv.ge_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(lo))))
            ctx = ctx.intersect(pv.le_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(hi))))
        return ctx

    def _outside(self, pa: isl.PwAff, bits: int) -> isl.Set:
        """Where `pa` is not a value of an unsigned type of `bits` bits."""
        return _out_of(pa, 0, 2 ** bits - 1)

    def _observe(self, e, pa: isl.PwAff, bits: int, whole, guard: bool = True) -> isl.PwAff:
        """The exact value of `e`, an unsigned expression of `bits` bits (or a signed one converted to
        it) whose value `whole` observes (/ % >> &, a conversion to another type), from the model's `pa`,
        which equals it modulo 2^bits. A constant, or an expression of the parameters alone, is reduced
        modulo 2^bits (`n % 7u` with an int n = -3 is 4294967293u % 7u); an expression of the iterators
        that can leave the type's range where it is evaluated is refused (the statement prints it with
        the generated iterators, which are longs, so the model cannot follow C there)."""
        if isinstance(e, (c_ast.ID, c_ast.Constant)) and (self._int_type(e) or (True, 0))[0] is False \
                and not _is_constant(pa):
            return pa     # an unsigned variable holds a value of its type
        try:
            space = pa.get_domain_space()
            n_iters = space.dim(isl.dim_type.set)
            outside = self._outside(pa, bits)
            if n_iters and pa.involves_dims(isl.dim_type.in_, 0, n_iters):
                self._check_no_wrap(e, pa, bits, whole)
                return pa
            outside = outside.intersect(self._param_ranges(space))
            if outside.is_empty():
                return pa
            if bits >= 64 and guard and not _is_constant(pa):
                if self._param_ranges(space).params().is_subset(outside.params()):
                    raise NotStaticControl(f"unsigned arithmetic '{c_text(e)}' in '{c_text(whole)}' wraps around "
                                           "2^64 for every value of the parameters (not modelled)",
                                           loc_of(e, self.file))
                # modulo 2^64, the generated code (whose longs hold neither 2^64 nor the values beyond
                # LONG_MAX) would compute with constants it cannot write: the model assumes no wrap-around,
                # and the parameters' values where it wraps run the original code (Scop.model_guard)
                self._add_unmodelled(outside.params(), "a 64-bit unsigned value wraps around")
                return pa
            return pa.mod_val(_val(2 ** bits))
        except isl.Error:
            raise NotStaticControl(f"unsigned arithmetic '{c_text(e)}' in '{c_text(whole)}' is not modelled",
                                   loc_of(e, self.file)) from None

    def _converted_exactly(self, e, pa: isl.PwAff, bits: int) -> isl.PwAff:
        """A signed operand of the parameters alone, converted to unsigned of `bits` bits as C does (instead
        of assuming it is not negative): `n - 2` with n = 1 is 2^bits - 1."""
        st = self._int_type(e)
        if st is None or not st[0]:
            return pa
        space = pa.get_domain_space()
        n_iters = space.dim(isl.dim_type.set)
        if n_iters and pa.involves_dims(isl.dim_type.in_, 0, n_iters):
            return pa           # checked by _check_no_wrap
        return _wrapped_once(pa, bits, self._param_ranges(space)) or pa.mod_val(_val(2 ** bits))

    def _unsigned_operand(self, e, pa: isl.PwAff, bits: int) -> isl.PwAff:
        """An operand of an unsigned comparison of `bits` bits, of the parameters alone: C computes it modulo
        2^bits (`n - 1` with an unsigned n = 0, or a negative int converted, is 2^bits - 1).  Where it can
        leave [0, 2^bits - 1], `_wraps_seen` is set, and with `_exact_unsigned` its exact value is returned;
        otherwise `pa` (the model's value, assumed not to wrap)."""
        if isinstance(e, (c_ast.ID, c_ast.Constant)) and (self._int_type(e) or (True, 0))[0] is False:
            return pa     # an unsigned variable or constant holds a value of its type
        try:
            space = pa.get_domain_space()
            n_iters = space.dim(isl.dim_type.set)
            if n_iters and pa.involves_dims(isl.dim_type.in_, 0, n_iters):
                return pa     # checked by _check_no_wrap
            ranges = self._param_ranges(space)
            if self._outside(pa, bits).intersect(ranges).is_empty():
                return pa
            self._wraps_seen = True
            self._wrap_bits = max(self._wrap_bits, bits)
            if not self._exact_unsigned:
                return pa
            # (only the parameters' values of their types: no piece for an unsigned n < 0)
            return (_wrapped_once(pa, bits, ranges) or pa.mod_val(_val(2 ** bits))).intersect_domain(ranges)
        except isl.Error:
            return pa

    def _value_cond(self, expr, space, iters, cmap=None) -> isl.Set:
        """A condition whose value an expression uses (`c ? a : b`, `(i < n - 1) + i` in a subscript or a
        bound): unsigned operands of the parameters alone are followed modulo 2^bits, always (C's value;
        the assumption of _exact_cond is about iteration counts)."""
        saved, self._exact_unsigned = self._exact_unsigned, True
        try:
            return self._cond_set(expr, space, iters, cmap)
        finally:
            self._exact_unsigned = saved

    def _exact_cond(self, expr, dom: isl.Set, iters, cmap=None) -> isl.Set:
        """The condition of a loop or an `if` evaluated in `dom`.  An unsigned comparison with an operand of
        the parameters alone that wraps around (`i < n - 1` with an unsigned n = 0) is followed as C computes
        it where that changes the instances by a bounded set (`i < n - 1 && i < N`, or `if (i < n - 1)` in a
        loop up to N, run N times at n = 0); where it would add 2^31 or more iterations (a plain
        `i < n - 1`, whose n = 0 runs ~2^32 iterations), the operand is assumed not to wrap, as for the
        rest of the model, and for an operand of fewer than 64 bits those values of the parameters
        (n = 0) run the original code (Scop.model_guard; 2^64 iterations never end)."""
        space = dom.get_space()
        self._wraps_seen = False
        self._wrap_bits = 0
        cond = self._cond_set(expr, space, iters, cmap)
        if not self._wraps_seen:
            return cond
        bits = self._wrap_bits
        self._exact_unsigned = True
        try:
            exact = self._cond_set(expr, space, iters, cmap)
        finally:
            self._exact_unsigned = False
            self._wraps_seen = False
        try:
            ranges = self._param_ranges(space)
            a, b = dom.intersect(cond).intersect(ranges), dom.intersect(exact).intersect(ranges)
            diff = a.subtract(b).union(b.subtract(a))
            if diff.is_empty():
                return cond
            ls = isl.LocalSpace.from_space(space)
            universe = isl.Set.universe(space)
            far = isl.Set.empty(space)
            for k in range(space.dim(isl.dim_type.set)):
                v = isl.PwAff.var_on_domain(ls, isl.dim_type.set, k)
                far = far.union(v.ge_set(isl.PwAff.val_on_domain(universe, _val(2 ** 31)))).union(
                    v.lt_set(isl.PwAff.val_on_domain(universe, _val(-2 ** 31))))
            if diff.intersect(far).is_empty():
                return exact
            if bits < 64:
                # about 2^32 iterations that C runs (and the model does not): where the parameters take
                # those values, the original code runs (Scop.model_guard)
                self._add_unmodelled(diff.params(), "an unsigned bound wraps around")
            return cond
        except isl.Error:
            return cond

    def _check_no_wrap(self, e, pa: isl.PwAff | None, bits: int, whole) -> None:
        """Unsigned C arithmetic is modulo 2^bits, the model's is not: an unsigned expression of the
        iterators that can leave [0, 2^bits - 1] where it is evaluated is rejected (C would wrap it
        around: `i + 4294967295u` is i - 1, `i * 2147483648u` is 0 or 2^31)."""
        dom = self._wrap_dom
        if dom is None or pa is None or isinstance(e, (c_ast.ID, c_ast.Constant)) and \
                (self._int_type(e) or (True, 0))[0] is False:
            return   # an unsigned variable or constant holds a value of its type: nothing wrapped
        try:
            space = pa.get_domain_space()
            n_iters = space.dim(isl.dim_type.set)
            if not n_iters or not pa.involves_dims(isl.dim_type.in_, 0, n_iters):
                # parameters alone: assumed not to wrap here (with unsigned n = 0, `i < n - 1` would run
                # 2^32 iterations, and a program that does that is out of bounds anyway); a comparison
                # follows it exactly where that changes the instances by a bounded set (_exact_cond), and
                # where the value is observed (/ % >> &, a conversion) it is reduced modulo 2^bits (_observe)
                return
            below = pa.lt_set(isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(space)))
            wraps_below = not below.intersect(dom).intersect(self._param_ranges(space)).is_empty()
            # above: for parameters below 2^(bits-1) (like below 0 for the parameters alone, a wrap only
            # at the top of the parameters' range is assumed away: `1 + i <= n` with n = UINT_MAX never
            # stops, `A[i + 2]` needs an array of 2^32 elements)
            above = pa.gt_set(isl.PwAff.val_on_domain(isl.Set.universe(space), _val(2 ** bits - 1)))
            wraps_above = not above.intersect(dom).intersect(self._param_ranges(space, bits)).is_empty()
        except isl.Error:
            return
        if not wraps_below and not wraps_above:
            return
        t = self._int_type(e)
        if t is not None and t[0] and wraps_below:
            raise NotStaticControl(f"'{c_text(e)}' can be negative and is converted to an unsigned type in "
                                   f"'{c_text(whole)}' (it would compare as a huge value; this is not modelled)",
                                   loc_of(e, self.file))
        where_txt = "" if c_text(e) == c_text(whole) else f" in '{c_text(whole)}'"
        how = "below 0" if wraps_below else f"above 2^{bits} - 1"
        raise NotStaticControl(f"unsigned arithmetic '{c_text(e)}'{where_txt} wraps around {how} for some "
                               f"iterations (C computes it modulo 2^{bits}; this is not modelled)",
                               loc_of(e, self.file))

    def _c_names(self, iters: list[str]) -> list[str]:
        names = {lp.dim_name: lp.c_name for lp in self.loops}
        return [names.get(i, i) for i in iters]

    def _cond_set(self, expr, space, iters, cmap=None) -> isl.Set:
        loc = loc_of(expr, self.file)
        universe = isl.Set.universe(space)
        if isinstance(expr, c_ast.BinaryOp):
            if expr.op == "&&":
                return self._cond_set(expr.left, space, iters, cmap).intersect(
                    self._cond_set(expr.right, space, iters, cmap))
            if expr.op == "||":
                return self._cond_set(expr.left, space, iters, cmap).union(
                    self._cond_set(expr.right, space, iters, cmap))
            ops = {"<": "lt_set", "<=": "le_set", ">": "gt_set", ">=": "ge_set", "==": "eq_set", "!=": "ne_set"}
            if expr.op in ops:
                try:
                    a = self._aff(expr.left, space, iters, cmap, what="condition")
                    b = self._aff(expr.right, space, iters, cmap, what="condition")
                except NotStaticControl as e:
                    raise _data_dependent(expr, e, loc) from None
                t = _common_type(self._int_type(expr.left), self._int_type(expr.right))
                if t is not None and not t[0]:
                    # compared as unsigned: a negative signed operand would compare as a huge value
                    for side, pa in ((expr.left, a), (expr.right, b)):
                        st = self._int_type(side)
                        if st is not None and st[0]:
                            self._check_no_wrap(side, pa, t[1], expr)
                    a, b = (self._unsigned_operand(side, pa, t[1]) for side, pa in ((expr.left, a), (expr.right, b)))
                    if self._exact_conversions:
                        a, b = (self._converted_exactly(side, pa, t[1]) for side, pa in ((expr.left, a), (expr.right, b)))
                return getattr(a, ops[expr.op])(b)
        if isinstance(expr, c_ast.UnaryOp) and expr.op == "!":
            return universe.subtract(self._cond_set(expr.expr, space, iters, cmap))
        try:
            a = self._aff(expr, space, iters, cmap, what="condition")
        except NotStaticControl as e:
            raise _data_dependent(expr, e, loc) from None
        return a.non_zero_set()

    # ------------------------------------------------------------------ context and sizes
    def _size_aff(self, text: str | None) -> isl.PwAff | None:
        if text is None:
            return None
        space = isl.Space.create_from_names(CTX, set=[], params=self.params)
        from pycparser import CParser
        try:
            e = CParser().parse(f"int x = {text};").ext[0].init
            return self._aff(e, space, [], what="array extent")
        except Exception:
            return None

    def _param_first_extents(self) -> isl.Set | None:
        """A parameter `double y[N]` (`y[static 1]`, `A[n][m]`) is a pointer (C11 6.7.6.3p7): its first
        extent says nothing of how many rows the caller passes.  It is kept as the array's size (the rows
        copied, the context's `n >= 0`) where every access of the SCoP stays in rows 0 .. N - 1.  Where an
        access goes below row 0 for some values of the parameters (`bw[h - 1][j]` of `double bw[h][w]` at
        h = 0), the generated code runs only for the others (Scop.model_guard; the set is returned, to be
        left out of the context); where, for the remaining values, some access still leaves the rows but
        none goes below row 0 (`v[2 * i]` of `double v[1]`, `y[0]` of `double y[n]` at n = 0), the
        accesses bound the rows, as a pointer's."""
        params = [a for a in self.arrays.values() if a.kind == "param" and a.sizes and a.sizes[0] is not None]
        if not params:
            return None

        def leaving(a, context: isl.Set) -> tuple[isl.Set, isl.Set] | None:
            """(parameter values where an access of `a` leaves its rows, where one goes below row 0)."""
            size = self._size_aff(a.sizes[0])
            if size is None:
                return None
            escape = below = isl.Set.empty(context.params().get_space())
            try:
                for st in self.statements:
                    for acc in st.accesses:
                        if acc.array != a.name:
                            continue
                        rows = acc.relation.intersect_domain(st.domain).range()
                        rows = rows.project_out(isl.dim_type.set, 1, rows.dim(isl.dim_type.set) - 1)
                        rows = rows.intersect_params(context.params().align_params(rows.get_space()))
                        ls = isl.LocalSpace.from_space(rows.get_space())
                        row = isl.PwAff.var_on_domain(ls, isl.dim_type.set, 0)
                        zero = isl.PwAff.zero_on_domain(ls)
                        ext = size.align_params(rows.get_space())
                        ext = ext.pullback_multi_aff(isl.MultiAff.zero(isl.Space.map_from_domain_and_range(
                            rows.get_space(), ext.get_domain_space())))
                        out = rows.subtract(row.ge_set(zero).intersect(row.lt_set(ext))).params()
                        neg = rows.intersect(row.lt_set(zero)).params()
                        escape = escape.align_params(out.get_space()).union(out.align_params(escape.get_space()))
                        below = below.align_params(neg.get_space()).union(neg.align_params(below.get_space()))
            except isl.Error:
                return None
            return escape.coalesce(), below.coalesce()

        context = self._context().params()
        guard, below = None, []
        for a in params:
            found = leaving(a, context)
            if found is not None and not found[1].is_empty():
                below.append((a, found[0]))
                guard = found[0] if guard is None else guard.align_params(found[0].get_space()).union(
                    found[0].align_params(guard.get_space()))
        if guard is not None:
            rest = context.align_params(guard.get_space()).subtract(
                guard.align_params(context.get_space())).coalesce()
            if all(st.domain.intersect_params(rest.align_params(st.domain.get_space().params())).is_empty()
                   for st in self.statements):
                # no size runs generated code: the host's pointers (OpenMP) are indexed as the user's are,
                # but a device copy has no row before row 0
                self.device_reason = (f"an access goes below row 0 of the parameter '{below[0][0].name}' "
                                      "wherever the SCoP runs: the device's copy has no row before it")
                return None
            for a, out in below:
                self._add_unmodelled(out, f"an access leaves the rows 0 .. {a.sizes[0]} - 1 of the parameter "
                                          f"'{a.name}'")
            context = rest
        for a in params:
            found = leaving(a, context)
            if found is None or not found[0].is_empty() and found[1].is_empty():
                a.sizes[0] = None
        return guard

    def _negative_pointer_subscripts(self, context: isl.Set) -> isl.Set | None:
        """A pointer's extent comes from the accesses (0 .. the largest index: passes/transfers.py), which
        needs no negative index.  A boundary statement `x[n - 1] = 0` or `u[i][nx + 1]` has one for
        some values of the parameters (n <= 0), for which the SCoP's loops may not even run: the
        generated code runs only for the other values (Scop.model_guard; the set is returned, to be left
        out of the context), the original code for those, where `x` may point inside an array.  None
        where no subscript is negative, or where one is wherever a statement runs (then the extent stays
        unbounded: the SCoP is left sequential)."""
        arrays = {a.name: a for a in self.arrays.values()
                  if a.kind in ("param", "pointer", "global", "local") and a.sizes and None in a.sizes}
        if not arrays:
            return None
        params = context.params()
        below = isl.Set.empty(params.get_space())
        names: list[str] = []
        try:
            for st in self.statements:
                for acc in st.accesses:
                    a = arrays.get(acc.array)
                    if a is None:
                        continue
                    idx = acc.relation.intersect_domain(st.domain).range()
                    idx = idx.intersect_params(params.align_params(idx.get_space()))
                    ls = isl.LocalSpace.from_space(idx.get_space())
                    zero = isl.PwAff.zero_on_domain(ls)
                    for d, size in enumerate(a.sizes):
                        if size is not None or d >= idx.dim(isl.dim_type.set):
                            continue
                        neg = idx.intersect(isl.PwAff.var_on_domain(ls, isl.dim_type.set, d).lt_set(zero)).params()
                        if neg.is_empty():
                            continue
                        below = below.align_params(neg.get_space()).union(neg.align_params(below.get_space()))
                        if a.name not in names:
                            names.append(a.name)
            if not names:
                return None
            below = below.coalesce()
            rest = params.align_params(below.get_space()).subtract(below.align_params(params.get_space()))
            if all(st.domain.intersect_params(rest.align_params(st.domain.get_space().params())).is_empty()
                   for st in self.statements):
                return None
        except isl.Error:
            return None
        self._add_unmodelled(below, f"a subscript of {', '.join(repr(n) for n in names)} is negative (a "
                                    "pointer without extent may point inside an array)")
        return below

    def _context(self) -> isl.Set:
        space = isl.Space.create_from_names(CTX, set=[], params=self.params)
        ctx = isl.Set.universe(space)
        # extents of arrays are non-negative, and so are parameters used as extents
        for a in self.arrays.values():
            for k, text in enumerate(a.sizes):
                aff = self._size_aff(text)
                if aff is not None:
                    self._check_extent(a.name, k, aff)
                    ctx = ctx.intersect(aff.nonneg_set())
        return ctx

    def _check_extent(self, array: str, k: int, aff: isl.PwAff) -> None:
        """A constant extent must be positive (C11 6.7.6.2): `double T[N - 8]` with `enum { N = 4 }` declares
        no object, and its negative size would leave the model no parameter values to generate code for.
        (frontend/symbols.array_extent_errors finds the extents it can evaluate before the SCoPs are built.)"""
        if not aff.is_cst() or aff.is_empty():
            return
        value = aff.get_pieces()[0][1].get_constant_val().to_python()
        if value >= 0:              # zero: GNU's extension, which gcc accepts (frontend/symbols.py)
            return
        sym = self.symbols.get(array)
        loc = loc_of(sym.node, self.file) if sym is not None and sym.node is not None else self.loc
        dims = ([None] if sym is not None and sym.pointer else []) + (sym.dims if sym is not None else [])
        text = c_text(dims[k]) if k < len(dims) and dims[k] is not None else str(value)
        what = "negative"
        shown = "" if text == str(value) else f" ('{text}' is {value})"
        raise InvalidProgram(f"size of array '{array}' is {what}{shown}", loc)


# ---------------------------------------------------------------------- helpers
def _ordered_accesses(sym: Symbol | None) -> str | None:
    """"volatile" or "atomic" when every access of `sym` (the object or its elements, its qualifier
    written or from a typedef) must happen in the program's order, on the host's object: a volatile
    access is a side effect, an atomic one may synchronise with another thread (C11 5.1.2.4), so a device
    copy or a reordering would change what the program does. None for other objects."""
    if sym is None:
        return None
    if sym.is_volatile:
        return "volatile"
    if sym.is_atomic:
        return "atomic"
    return None


def _data_dependent(cond, e: NotStaticControl, loc) -> NotStaticControl:
    """Say that a condition depends on data, naming the whole condition (once)."""
    if e.message.startswith("condition '") and "depends on data" in e.message:
        return e
    if "data-dependent" in e.message or "reads" in e.message or "not an integer" in e.message:
        return NotStaticControl(f"condition '{c_text(cond)}' depends on data: {e.message}", e.loc or loc)
    return e


def _is_constant(pa: isl.PwAff) -> bool:
    """Whether `pa` is one value, the same for every parameter and iterator."""
    space = pa.get_domain_space()
    return pa.is_cst() and not pa.involves_dims(isl.dim_type.param, 0, space.dim(isl.dim_type.param)) and \
        not pa.involves_dims(isl.dim_type.in_, 0, space.dim(isl.dim_type.set)) and len(pa.get_pieces()) == 1 \
        and pa.domain().is_equal(isl.Set.universe(space))


def _promote(t: tuple[bool, int] | None) -> tuple[bool, int] | None:
    """C's integer promotions: types narrower than int become int."""
    if t is None:
        return None
    return (True, 32) if t[1] < 32 else t


def _common_type(a: tuple[bool, int] | None, b: tuple[bool, int] | None) -> tuple[bool, int] | None:
    """C's usual arithmetic conversions of two promoted integer types."""
    if a is None or b is None:
        return None
    if a[0] == b[0]:
        return a[0], max(a[1], b[1])
    u, sgn = (a, b) if not a[0] else (b, a)
    return (False, u[1]) if u[1] >= sgn[1] else (True, sgn[1])


def _split_chain(node: c_ast.Assignment) -> list[c_ast.Assignment]:
    """`a = b = x` as the statements `b = x; a = b;` (C: the value of an assignment is its left operand's
    value after the assignment, so reading it back is the same), innermost first."""
    if not isinstance(node.rvalue, c_ast.Assignment):
        return [node]
    inner = _split_chain(node.rvalue)
    if c_text(inner[-1].lvalue) == c_text(node.lvalue):
        raise InvalidProgram(f"'{c_text(node)}' modifies '{c_text(node.lvalue)}' twice without a sequence "
                               "point (undefined behaviour in C)", loc_of(node, ""))
    outer = c_ast.Assignment(node.op, node.lvalue, copy.deepcopy(inner[-1].lvalue), node.coord)
    return inner + [outer]


def _nodes(node) -> list:
    """`node` and every node under it."""
    out = [node]
    for _, child in node.children():
        out.extend(_nodes(child))
    return out


def _ids(node) -> list[str]:
    out = []

    class V(c_ast.NodeVisitor):
        def visit_ID(v, n):  # noqa: N805
            out.append(n.name)

    V().visit(node)
    return out


def _assigns(node, var: str) -> c_ast.Node | None:
    """The first assignment or increment of `var` in `node`, if any."""
    found: list[c_ast.Node | None] = [None]

    class V(c_ast.NodeVisitor):
        def visit_Assignment(v, n):  # noqa: N805
            if isinstance(n.lvalue, c_ast.ID) and n.lvalue.name == var and found[0] is None:
                found[0] = n
            v.generic_visit(n)

        def visit_UnaryOp(v, n):  # noqa: N805
            if n.op in ("++", "--", "p++", "p--") and isinstance(n.expr, c_ast.ID) and n.expr.name == var \
                    and found[0] is None:
                found[0] = n
            v.generic_visit(n)

        def visit_For(v, n):  # noqa: N805
            # an inner loop re-declaring the same name shadows it
            if isinstance(n.init, c_ast.DeclList) and any(d.name == var for d in n.init.decls):
                return
            v.generic_visit(n)

    V().visit(node)
    return found[0]


def _with_negative_params(outside: isl.Set) -> isl.Set:
    """`outside` (a set of parameters), and the negative values of each parameter that it constrains.  The
    row length and the column bound that a guarded flat subscript relates (`ldc`, `n` of `C[i * ldc + j]`
    for j < n) are sizes: the model counts them non-negative, as it does the extents of arrays (_context),
    and so the generated code runs only where they are (negative sizes, for which the loops run nothing,
    run the original code).  Without it isl's scheduler, free to consider k < 0, split gemm's update of C
    from its contraction (tests/variants/gemm-ld.c)."""
    out = outside
    for k in range(outside.dim(isl.dim_type.param)):
        if not outside.involves_dims(isl.dim_type.param, k, 1):
            continue
        universe = isl.Set.universe(outside.get_space())
        out = out.union(universe.upper_bound_val(isl.dim_type.param, k, isl.Val(-1)))
    return out.coalesce()


def _inside_rows(space: isl.Space, shape: list[str]) -> isl.Set:
    """The elements of `space` (an array's, with the parameters of `shape` among its own) whose inner
    components stay inside their rows: 0 <= d_k < shape[k-1] for k >= 1.  Built with isl's API, not from a
    string, since the names are the user's."""
    rows = isl.Set.universe(space)
    for k, n in enumerate(shape, start=1):
        p = rows.get_space().find_dim_by_name(isl.dim_type.param, n)
        if p < 0:
            rows = rows.add_dims(isl.dim_type.param, 1)
            p = rows.dim(isl.dim_type.param) - 1
            rows = rows.set_dim_name(isl.dim_type.param, p, n)
        ls = isl.LocalSpace.from_space(rows.get_space())
        low = isl.Constraint.inequality_alloc(ls).set_coefficient_val(isl.dim_type.set, k, isl.Val(1))
        high = isl.Constraint.inequality_alloc(ls).set_coefficient_val(isl.dim_type.set, k, isl.Val(-1)) \
            .set_coefficient_val(isl.dim_type.param, p, isl.Val(1)).set_constant_val(isl.Val(-1))
        rows = rows.add_constraint(low).add_constraint(high)
    return rows


def _val(v: int) -> isl.Val:
    """An isl value from a Python int of any size (isl.Val(int) takes only a C long)."""
    return isl.Val(v) if -2**63 <= v < 2**63 else isl.Val(str(v))


_INT_BITS = {"char": 8, "int8_t": 8, "uint8_t": 8, "short": 16, "int16_t": 16, "uint16_t": 16,
             "int32_t": 32, "uint32_t": 32, "long": 64, "int64_t": 64, "uint64_t": 64, "size_t": 64,
             "ssize_t": 64, "ptrdiff_t": 64, "_Bool": 1, "bool": 1}


def _int_range(words: list[str]) -> tuple[int, int] | None:
    """The values of an integer type named by its words ('unsigned long int'), LP64; None if unknown."""
    if not words or not any(w in INTEGER_WORDS for w in words):
        return None
    bits = next((_INT_BITS[w] for w in words if w in _INT_BITS), 32)
    if bits == 1:
        return 0, 1
    if any(w in UNSIGNED_TYPES or w in ("uint8_t", "uint16_t", "uint32_t", "uint64_t") for w in words):
        return 0, 2 ** bits - 1
    return -2 ** (bits - 1), 2 ** (bits - 1) - 1


def _once(node: c_ast.DoWhile) -> bool:
    """`do S while (0);` whose S runs once, as a block: the condition an integer constant 0 (under casts),
    and no `break` or `continue` of this loop in S (they would leave it; a `continue` of it jumps to the
    condition).  Those of loops and switches nested in S belong to them."""
    cond = node.cond
    while isinstance(cond, c_ast.Cast):
        cond = cond.expr
    if not isinstance(cond, c_ast.Constant) or cond.type in ("float", "double", "long double", "string"):
        return False
    lit = char_literal(cond.value) if cond.type == "char" else integer_literal(cond.value)
    if lit is None or lit[0] != 0:
        return False

    def leaves(n) -> bool:
        if isinstance(n, (c_ast.Break, c_ast.Continue)):
            return True
        if isinstance(n, (c_ast.For, c_ast.While, c_ast.DoWhile)):
            return False
        if isinstance(n, c_ast.Switch):
            return any(leaves(c) for c in _continues_only(n.stmt))
        return any(leaves(c) for _, c in n.children())
    return not leaves(node.stmt)


def _continue_if(node) -> c_ast.Node | None:
    """The condition C of `if (C) continue;` (or `if (C) { continue; }`), else None."""
    if not isinstance(node, c_ast.If) or node.iffalse is not None:
        return None
    t = node.iftrue
    if isinstance(t, c_ast.Compound) and t.block_items and len(t.block_items) == 1:
        t = t.block_items[0]
    return node.cond if isinstance(t, c_ast.Continue) else None


def _guard_continues(items: list) -> list:
    """A loop body's statements with each `if (C) continue;` among them (not nested in another statement)
    replaced by `if (!(C)) { the statements after it }`: the same instances run (the `continue` skips the
    rest of this iteration, and the loop's increment and test run either way), and a condition the model
    reads makes the skip static (`if (i == j) continue;` of a pair interaction).  A `continue` anywhere
    else stays, and keeps its SCoP sequential."""
    for k, it in enumerate(items):
        cond = _continue_if(it)
        if cond is not None:
            rest = _guard_continues(items[k + 1:])
            guard = c_ast.UnaryOp("!", cond, it.coord)
            return list(items[:k]) + [c_ast.If(guard, c_ast.Compound(rest, it.coord), None, it.coord)]
    return items


def _continues_only(node):
    """The `continue` statements of a switch's body that belong to the enclosing loop (its `break`s are the
    switch's own)."""
    if isinstance(node, c_ast.Continue):
        yield node
        return
    if isinstance(node, (c_ast.For, c_ast.While, c_ast.DoWhile, c_ast.Switch)):
        return
    for _, c in node.children():
        yield from _continues_only(c)


def _int_constants(node) -> list[tuple[c_ast.Constant, int]]:
    """The integer constants of an expression with their values ('-5' counts as -5)."""
    out: list[tuple[c_ast.Constant, int]] = []

    def visit(n, sign=1):
        if n is None:
            return
        if isinstance(n, c_ast.Constant) and n.type.endswith("int"):
            v = _int_value(n.value)
            if v is not None:
                out.append((n, sign * v))
            return
        if isinstance(n, c_ast.UnaryOp) and n.op == "-":
            visit(n.expr, -sign)
            return
        for _name, child in n.children():
            visit(child)

    visit(node)
    return out


def _int_value(text: str) -> int | None:
    """The value of a C integer literal (decimal, octal, hexadecimal or binary, with suffixes)."""
    txt = text.rstrip("uUlL")
    try:
        return int(txt, 8) if len(txt) > 1 and txt[0] == "0" and txt[1].isdigit() else int(txt, 0)
    except ValueError:
        return None


def _char_value(text: str) -> int | None:
    """The value of a C character constant such as 'a', '\\n', '\\0' or '\\x41', as cc computes it
    (constexpr.char_literal: plain char is signed, so '\\xff' and '\\377' are -1); None for one whose
    value s2s does not compute (multi-character ones)."""
    r = char_literal(text)
    return None if r is None else r[0]


def _const_int(node) -> int | None:
    if isinstance(node, c_ast.Constant) and node.type.endswith("int"):
        return _int_value(node.value)
    if isinstance(node, c_ast.UnaryOp) and node.op == "-":
        v = _const_int(node.expr)
        return None if v is None else -v
    return None


def _nodes(node):
    yield node
    for _, child in node.children():
        yield from _nodes(child)


def _ne_as_bound(cond, var: str, step: int):
    """`i != e` as the loop condition of a signed iterator: `i < e` when it counts up, `i > e` when it counts
    down. The same loop wherever C defines it: a loop that steps past e (or starts beyond it) runs until
    the iterator overflows, which is undefined behaviour; unsigned iterators wrap around instead and keep
    their condition (not monotone: refused)."""
    if not (isinstance(cond, c_ast.BinaryOp) and cond.op == "!="):
        return cond
    left_is = isinstance(cond.left, c_ast.ID) and cond.left.name == var
    right_is = isinstance(cond.right, c_ast.ID) and cond.right.name == var
    if left_is == right_is:
        return cond
    up = step > 0
    op = ("<" if up else ">") if left_is else (">" if up else "<")
    return c_ast.BinaryOp(op, cond.left, cond.right, cond.coord)


def _unsigned_step(nxt) -> bool:
    """Whether the increment adds a constant of a 64-bit unsigned type (`l += 5000000000000000000UL`): a
    signed long iterator is then added to in unsigned arithmetic, and the value past the last iteration is
    converted back (implementation-defined, not an overflow), where the generated loop's long would
    overflow."""
    from ..frontend.constexpr import integer_literal
    for n in _nodes_of(nxt):
        if isinstance(n, c_ast.Constant) and n.type not in ("float", "double", "long double", "string", "char"):
            lit = integer_literal(n.value)
            if lit is not None and not lit[1][0] and lit[1][1] >= 64:
                return True
    return False


def _step_of(nxt, var: str) -> int | None:
    if isinstance(nxt, c_ast.UnaryOp) and isinstance(nxt.expr, c_ast.ID) and nxt.expr.name == var:
        return {"++": 1, "p++": 1, "--": -1, "p--": -1}.get(nxt.op)
    if isinstance(nxt, c_ast.Assignment) and isinstance(nxt.lvalue, c_ast.ID) and nxt.lvalue.name == var:
        if nxt.op in ("+=", "-="):
            c = _const_int(nxt.rvalue)
            return None if c is None else (c if nxt.op == "+=" else -c)
        if nxt.op == "=" and isinstance(nxt.rvalue, c_ast.BinaryOp) and nxt.rvalue.op in ("+", "-"):
            r = nxt.rvalue
            if isinstance(r.left, c_ast.ID) and r.left.name == var:
                c = _const_int(r.right)
                return None if c is None else (c if r.op == "+" else -c)
            if r.op == "+" and isinstance(r.right, c_ast.ID) and r.right.name == var:
                return _const_int(r.left)
    return None


def _wrapped_once(pa: isl.PwAff, bits: int, ranges: isl.Set) -> isl.PwAff | None:
    """`pa` modulo 2^bits as two pieces, `pa` where it is >= 0 and `pa + 2^bits` where it is negative, when
    that is exact for the parameters' values (`ranges`): simpler code than a modulo; None otherwise."""
    universe = isl.Set.universe(pa.get_domain_space())
    low, high = isl.PwAff.val_on_domain(universe, _val(-2 ** bits)), isl.PwAff.val_on_domain(universe, _val(2 ** bits))
    if not pa.lt_set(low).union(pa.ge_set(high)).intersect(ranges).is_empty():
        return None
    zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(pa.get_domain_space()))
    return pa.intersect_domain(pa.ge_set(zero)).union_add(pa.add(high).intersect_domain(pa.lt_set(zero)))


def _shift_dim(space: isl.Space, d: int, delta: int) -> isl.Map:
    """The map that adds `delta` to set dimension d (built without parsing: C names may be isl keywords)."""
    ma = isl.MultiAff.identity(space.map_from_set())
    ma = ma.set_at(d, ma.get_at(d).add_constant_val(_val(delta)))
    return isl.Map.from_multi_aff(ma)


_AST_BIN = {"add": "+", "sub": "-", "mul": "*", "div": "/", "pdiv_q": "/", "pdiv_r": "%", "zdiv_r": "%",
            "eq": "==", "le": "<=", "lt": "<", "ge": ">=", "gt": ">", "and_": "&&", "and_then": "&&",
            "or_": "||", "or_else": "||"}


def _c_of_ast_expr(e: isl.AstExpr) -> str:
    """Plain C (no helper macros: the text is modelled like the user's statements) for an isl AST
    expression of the parameters, each parameter read as a long so that nothing wraps around."""
    t = e.get_type()
    if t == isl.ast_expr_type.int:
        return f"({e.get_val().to_python()})"
    if t == isl.ast_expr_type.id:
        return f"((long){e.get_id().get_name()})"
    op = e.get_op_type()
    args = [_c_of_ast_expr(e.get_op_arg(i)) for i in range(e.get_op_n_arg())]
    T = isl.ast_expr_op_type
    for name, sym in _AST_BIN.items():
        if op == getattr(T, name):
            return f"({args[0]} {sym} {args[1]})"
    if op == T.minus:
        return f"(-{args[0]})"
    if op == T.fdiv_q:      # floor division by a positive constant; C's `/` truncates
        a, b = args
        return f"({a} < 0 ? -((-{a} + {b} - 1) / {b}) : {a} / {b})"
    if op in (T.min, T.max):
        out = args[0]
        for a in args[1:]:
            out = f"({out} {'<' if op == T.min else '>'} {a} ? {out} : {a})"
        return out
    if op in (T.cond, T.select):
        return f"({args[0]} ? {args[1]} : {args[2]})"
    raise NotStaticControl(f"unsupported isl expression in an iterator's final value: {e.to_C_str()}", None)


def _parse_expression(text: str) -> c_ast.Node:
    from pycparser import c_parser
    func = c_parser.CParser().parse(f"void _f(void) {{ _x = {text}; }}").ext[0]
    return func.body.block_items[0].rvalue


def _pad_schedule(m: isl.Map, width: int) -> isl.Map:
    n = m.dim(isl.dim_type.out)
    if n < width:
        m = m.add_dims(isl.dim_type.out, width - n)
        for k in range(n, width):
            m = m.fix_val(isl.dim_type.out, k, isl.Val(0))
    return m
