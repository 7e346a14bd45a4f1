"""Parallel reductions: which loops of a kernel only accumulate into one element, and how they run.

A loop of a kernel (a dimension of its schedule below the mapped members) is a **reduction loop** of
statement S when

* S is an update `X = X op e` / `X op= e` with op associative and commutative (`+`, `-` as the sum of
  the negated terms, `*` of integers (a floating-point product's partial products overflow and
  underflow where C's running product does not: `_type_ok`), min and max written as `fmin`/`fmax` or as a ternary; `|`, `&` and `^` of
  integers), the reads of X's
  element in S are exactly the occurrences of X in that form, and any other read of X's array (in e:
  a dynamic-programming cell's S[i][k] + S[k+1][j]) never touches the element its instance writes -
  `update_form`;
* every execution of the loop runs instances of S alone (no other statement of the kernel shares the
  values of the outer dimensions with S) and all of them update one element of X (X's element is a
  function of the outer dimensions), and no element that e reads in an execution of the loop is
  updated in that execution - `loop_conditions`, `reads_meet_updates`.

Then the only pairs of instances inside one execution of the loop that touch the same element are
pairs of updates of that element and pairs of reads (S writes nothing else, nothing else runs there,
and e's reads of X's array miss X), so every e sees the value its elements had when the loop started,
and the updates commute.  Statements of the same point before the loop (nussinov's initialisation of
the cell, at the member value 0 before the split loop's values) run on lane 0 before a barrier in group
mode, those after it after the update and a barrier, so every pair of a point's instances that is not
inside the loop keeps its order.  So the loop's iterations can be spread over several threads that fold
their share into a private accumulator, combined by a tree and then with X's value before the loop.
This is an argument on the accesses themselves (stronger than a dependence test), and the verify pass
re-checks it (`check_plans`).  Floating-point sums then differ in the last bits (docs/verification.md gives the
tolerance `s2s check` applies); `--no-reorder-reductions` keeps the sequential order.

Two ways to run them on GPUs (s2s/codegen/reduction_code.py prints them):

* **group**: in a kernel with mapped members, a group of lanes (a CUDA warp, an OpenCL work-group)
  runs one point of the mapped members; its lanes stride over the reduction loop, so that accesses
  contiguous along the loop coalesce (y = A x: each row is read by a warp, not by one thread).  Chosen
  when the statement's accesses are strided along the member on x and less so along the loop; otherwise
  one thread per point (the usual mapping) is already coalesced (y = A^T x).  DP cells (an operand
  reading X's array, min and max only) take it when the cost model prices the kernel lower with it
  than with one thread per point (`_cheaper`).  A kernel with no mapped member but other statements
  around the loop runs one group;
* **column**: the usual mapping is coalesced (threads along x over the points: y = A^T x, one column
  each), but the points are few and the loop long: 16 lanes along y split each point's loop, reduce
  in shared memory at the end of the point's work and update X once.  Only for one mapped member, one
  execution of the loop per point, and no statement before it that writes what it reads
  (`column_conditions`: lane 0's statements before the loop then need no barrier); the statements after
  it at the point, outside any loop (`mean[j] /= n`, `s[j] = t` after a sum in a scalar), run on lane 0
  after the update (`column_after`), and none that stays in place runs after one of them at any point;
* **full**: a kernel with no mapped member whose only statement is S (a dot product, a norm): every
  thread of a fixed grid folds a share, each block reduces in shared memory to a partial, and a second
  launch of the same kernel (one block) combines the partials in a fixed order with X (deterministic,
  no atomics).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl
from pycparser import c_ast

from ..codegen.ctypes_map import integer_kind
from ..frontend.symbols import c_text
from ..model.isl_util import maps as _maps, pad_out
from .coalesce import STRIDED, step_kind

ACC = "_acc"                   # the accumulator's name in generated code
LANES = {"cuda": 32, "opencl": 64}       # lanes per segment in group mode (a warp; a small work-group)
FULL_BLOCK = 256               # threads per block in full mode
FULL_BLOCKS = {"cuda": 1024, "opencl": 64}   # blocks of the first pass of a full reduction
COLUMN_LANES = 16              # column mode: lanes (along y) per point; 32 points along x per block
COLUMN_POINTS = 32
MINMAX_CALLS = {"fmax": "max", "fmin": "min", "fmaxf": "max", "fminf": "min"}
_FLOATS = {"float", "double"}
_BITWISE = ("|", "&", "^")     # integer reductions by bitwise operators
_INT_LIMITS = {(True, 32): ("(-2147483647 - 1)", "2147483647"),
               (True, 64): ("(-9223372036854775807L - 1)", "9223372036854775807L"),
               (False, 32): ("0u", "4294967295u"),
               (False, 64): ("0ul", "18446744073709551615ul")}


@dataclass(frozen=True)
class UpdateForm:
    """S as a reduction update of `array`: `kind` is "+", "*", "min", "max", "|", "&" or "^"; `fold` is S with the
    occurrences of X replaced by the accumulator (`_acc += e`, `_acc = fmax(_acc, e)`)."""
    statement: str
    array: str
    kind: str
    ctype: str
    fold: c_ast.Node
    acc: str = ACC
    # a floating-point min or max written as a comparison (`x = x >= e ? x : e`): C's order decides which
    # of two equal values stays (+0.0 or -0.0) and what a NaN does, so the lanes keep that order exactly
    # (group mode only, `ordered_*` below): `tie` is "first" when an equal later term leaves X as it is,
    # "last" when it replaces it; `nan` is "skip" when a NaN term leaves X as it is (and a NaN X stays),
    # "reset" when a NaN term becomes X (and the next term replaces a NaN X); `term` is e's node and `cmp`
    # the statement's comparison (operator, whether X is its left operand, whether X is the value when it
    # holds)
    tie: str | None = None
    nan: str | None = None
    term: c_ast.Node | None = None
    cmp: tuple[str, bool, bool] | None = None

    @property
    def ordered(self) -> bool:
        return self.tie is not None

    def ordered_better(self, e: str, acc: str) -> str:
        """C text: a later term `e` replaces the lane's running value `acc` (a NaN never does)."""
        op = (">" if self.tie == "first" else ">=") if self.kind == "max" else ("<" if self.tie == "first" else "<=")
        return f"{e} {op} {acc}"

    def ordered_update(self, x: str, e: str) -> str:
        """C text: the statement's own comparison with X spelled `x` and e spelled `e`."""
        op, x_left, x_if_true = self.cmp
        a, b = (x, e) if x_left else (e, x)
        t, f = (x, e) if x_if_true else (e, x)
        return f"(({a}) {op} ({b}) ? ({t}) : ({f}))"

    def identity(self, target: str = "cuda") -> str:
        """The accumulator's initial value: an exact identity of the combine, so that a lane (or a
        thread) with no term, or with terms the combine ignores, changes nothing.

        Floating-point sums start at -0.0, not 0: -0.0 + x is x for every x, +0 + -0.0 is +0, so a sum
        of negative zeros stays -0.0 as in C's order (`s = -0.0; s += -0.0` is -0.0).  fmax and fmin
        start at a NaN: fmax(NaN, x) is x, and a loop whose every term is a NaN leaves X's NaN a NaN
        (-INFINITY would replace it).  NaN spellings: cc's NaN by its bits in OpenCL
        (stmt_printer.OPENCL_NAN: OpenCL C's NAN has another payload); elsewhere the compiler's builtin
        (the user's file may not include math.h)."""
        floating = self.ctype in _FLOATS
        if self.kind == "+":
            return ("-0.0f" if self.ctype == "float" else "-0.0") if floating else "0"
        if self.kind == "*":
            return "1"
        if self.kind in ("|", "^"):
            return "0"
        if self.kind == "&":
            return "-1"           # (all ones in the accumulator's integer type, signed or not)
        if floating and self.ordered:
            # below (max) or above (min) every value but a NaN, which the comparisons never take in
            sign = "-" if self.kind == "max" else ""
            if target == "opencl":
                return f"{sign}INFINITY" if self.ctype == "float" else f"{sign}(double)INFINITY"
            return f"{sign}__builtin_inff()" if self.ctype == "float" else f"{sign}__builtin_inf()"
        if floating:
            if target == "opencl":
                from ..codegen.stmt_printer import OPENCL_NAN
                return OPENCL_NAN[self.ctype]
            return "__builtin_nanf(\"\")" if self.ctype == "float" else "__builtin_nan(\"\")"
        lo, hi = _INT_LIMITS[integer_kind(self.ctype)]
        return lo if self.kind == "max" else hi

    def openmp_reduction(self) -> tuple[str, str | None]:
        """The OpenMP reduction identifier of the accumulator and, when it is not a predefined one, the
        `declare reduction` directive that defines it.  OpenMP initialises the private copies of `+`
        to +0 and combines `max`/`min` with comparisons that drop a NaN's place, so floating-point sums,
        fmax and fmin get their own reduction with the exact identity above and C's own combine."""
        if self.ctype not in _FLOATS or self.kind == "*":
            return self.kind, None
        name = {"+": "s2s_sum", "max": "s2s_fmax", "min": "s2s_fmin"}[self.kind] + "_" + self.ctype
        comb = "omp_out += omp_in" if self.kind == "+" else \
            f"omp_out = {self.combine('omp_out', 'omp_in', host=True)}"
        return name, (f"#pragma omp declare reduction({name}: {self.ctype}: {comb}) "
                      f"initializer(omp_priv = {self.identity('openmp')})")

    def combine(self, a: str, b: str, host: bool = False) -> str:
        """C text of two partial results combined (`-=` partials are sums of negated terms).  `host`: in the
        user's function (OpenMP), where a local of the user's may be called fmax; the compiler's builtin
        cannot be hidden."""
        if self.kind == "+":
            return f"{a} + {b}"
        if self.kind == "*":
            return f"{a} * {b}"
        if self.kind in _BITWISE:
            return f"({a} {self.kind} {b})"
        if self.ctype in _FLOATS:
            if host:
                return f"__builtin_f{self.kind}{'f' if self.ctype == 'float' else ''}({a}, {b})"
            return f"f{self.kind}({a}, {b})"
        return f"({a} > {b} ? {a} : {b})" if self.kind == "max" else f"({a} < {b} ? {a} : {b})"


def _type_ok(ctype: str, kind: str) -> bool:
    words = ctype.split()
    if words in (["float"], ["double"]):
        # a floating-point product is not reordered: its partial products range far wider than C's
        # running product (factors 2 and 0.5 in turn keep C's at 1 or 2, while lanes that take every
        # other factor reach 2^(n/2) and 2^(-n/2): inf and 0 for 256 floats, and inf * 0 is NaN), so
        # the reordered result is not within any tolerance of C's (faith20c, tests/faithful/f20c_prod_reorder_range.c)
        return kind not in _BITWISE and kind != "*"
    ik = integer_kind(ctype)
    if ik is None or ik[1] not in (32, 64):
        return False          # char/short: CUDA's shuffles do not take them
    return kind in ("+", "*") or ik in _INT_LIMITS


class _Operands(c_ast.NodeVisitor):
    """The operands of a reduction statement's value, checked by a subclass's visit_Constant and visit_ID:
    `bad` collects what the check refuses; sizeof and _Alignof (a size_t), casts and calls are refused
    here, the accesses' own nodes (`accessed`) are not entered (their types are checked with the arrays;
    their subscripts are no part of the value)."""

    def __init__(self, accessed: set[int]):
        self.bad: list = []
        self.accessed = accessed

    def visit_UnaryOp(self, n):
        if n.op in ("sizeof", "_Alignof"):
            self.bad.append(n)
            return
        self.generic_visit(n)

    def visit_ArrayRef(self, n):
        if id(n) in self.accessed:
            return
        self.generic_visit(n)

    def visit_Cast(self, n):
        self.bad.append(n)

    def visit_FuncCall(self, n):
        self.bad.append(n)


def _same_integer_type(scop, st, ctype: str) -> bool:
    """An integer accumulator is reduced in parallel only when its update is computed in its own type:
    every array, scalar and iterator the statement reads has that type (or a narrower integer type), and
    there is no floating constant, call, or cast other than to such a type.  Otherwise C's conversions change the operation: `s0 >= e ? s0 : e` with an
    unsigned `e` compares as unsigned (fuzz --reductions seeds 1715 and 2241 on CUDA), an int updated by a
    double expression is truncated at every step."""
    kind = integer_kind(ctype)
    # a comparison (or `!`, `&&`, `||`) that does not read the accumulator is an int, 0 or 1, whatever its
    # operands' types: `cnt += a[i] < t ? 1 : 0` over double data adds ints (the conditional updates of
    # model/builder._select_form); its operands take no part in the update's conversions
    truth = _truth_subtrees(st.node)

    def kind_converts(ok: tuple[bool, int] | None) -> bool:
        # the operand's value reaches the accumulator's type unchanged in C's conversions: a narrower
        # integer (promoted, then converted to the wider type), or the same width and signedness
        return ok is not None and (ok[1] < kind[1] or ok == kind)

    def converts(other: str) -> bool:
        return kind_converts(integer_kind(other))
    for a in st.accesses:
        if id(a.node) in truth:
            continue
        arr = scop.arrays.get(a.array)
        if arr is None or not converts(arr.ctype):
            return False
    # the iterators that the value reads (not those only in subscripts: `unsigned s += a[i]` over an int
    # i adds unsigned values, and i's type takes no part in it)
    iterators = {c: scop.loops[lid].ctype for c, lid in zip(st.c_iterators, st.loops)}
    param_types = getattr(scop, "param_types", {})
    constants = getattr(scop, "constants", {})

    class _V(_Operands):
        def visit(self, n):
            if id(n) in truth:
                return None
            return super().visit(n)

        def visit_Constant(self, n):
            # pycparser calls every unsuffixed integer constant "int": 4294967296 is a long and
            # 0xFFFFFFFF an unsigned int in C (C11 6.4.4.1); a suffixed one (`0xffu`, `3UL`) of the
            # accumulator's type, or narrower, converts as the arrays' values do
            if n.type == "char" or (n.type == "int" and _fits_int(n.value)):
                return
            from ..frontend.constexpr import integer_literal
            lit = integer_literal(n.value) if n.type not in ("float", "double", "long double", "string") \
                else None
            if lit is None or not kind_converts(lit[1]):
                self.bad.append(n)

        def visit_ID(self, n):
            if n.name in iterators and id(n) not in self.accessed:
                if not converts(iterators[n.name]):
                    self.bad.append(n)      # `s += i` of an int i into an unsigned s: converted
                return
            # the SCoP's parameters (`unsigned u`, `long n`) and read-only scalars take part in the
            # comparison's conversions as much as the arrays do
            if id(n) in self.accessed or n.name in constants:
                return
            t = param_types.get(n.name) or scop.scalar_values.get(n.name)
            if t is None or not converts(t):
                self.bad.append(n)
        def visit_Cast(self, n):
            # a cast to the accumulator's type or a narrower integer type (`dot += (int64_t)a[i] * b[i]`,
            # `t += (long)a[i]`) makes a term whose value converts as the arrays' do; what it converts is
            # checked as the rest of the value is
            t = n.to_type.type if isinstance(n.to_type, c_ast.Typename) else None
            names = t.type.names if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType) \
                else None
            if names is None or not converts(" ".join(names)):
                self.bad.append(n)
                return
            self.visit(n.expr)
    v = _V({id(a.node) for a in st.accesses})
    v.visit(st.node)
    return not v.bad


_TRUTH_OPS = ("<", "<=", ">", ">=", "==", "!=", "&&", "||")


def _truth_subtrees(node: c_ast.Node) -> set[int]:
    """The ids of the nodes of `node`'s value (an assignment's right side) that lie in a comparison, `!`,
    `&&` or `||` not reading the assignment's left side: such a subtree's value is the int 0 or 1."""
    if not isinstance(node, c_ast.Assignment):
        return set()
    x = c_text(node.lvalue)
    out: set[int] = set()

    def mentions_x(n: c_ast.Node) -> bool:
        return c_text(n) == x or any(mentions_x(c) for _, c in n.children())

    def visit(n: c_ast.Node) -> None:
        if ((isinstance(n, c_ast.BinaryOp) and n.op in _TRUTH_OPS) or
                (isinstance(n, c_ast.UnaryOp) and n.op == "!")) and not mentions_x(n):
            stack = [n]
            while stack:
                m = stack.pop()
                out.add(id(m))
                stack.extend(c for _, c in m.children())
            return
        for _, c in n.children():
            visit(c)
    visit(node.rvalue)
    return out


def _fits_int(text: str) -> bool:
    """Whether an unsuffixed integer constant as written has type int (C11 6.4.4.1)."""
    from ..frontend.constexpr import INT, integer_literal
    lit = integer_literal(text)
    return lit is not None and lit[1] == INT


def update_form(scop, st) -> UpdateForm | None:
    """How statement `st` updates one element as a reduction, or None when it is not such an update."""
    node = st.node
    if not isinstance(node, c_ast.Assignment) or len(st.writes) != 1:
        return None
    w = st.writes[0]
    arr = scop.arrays.get(w.array)
    if arr is None:
        return None
    x = c_text(node.lvalue)
    acc = c_ast.ID(f"{ACC}_{st.name}")

    def is_x(n) -> bool:
        return c_text(n) == x

    fold, uses = None, 0
    kind = None
    ordered = {}
    rv = node.rvalue
    if node.op in ("+=", "-=", "*=", "|=", "&=", "^="):
        kind, uses = ("+" if node.op == "-=" else node.op[0]), 1
        fold = c_ast.Assignment(node.op, acc, rv)
    elif node.op == "=" and isinstance(rv, c_ast.BinaryOp) and rv.op in ("+", "*", "-", "|", "&", "^"):
        if is_x(rv.left):
            kind, uses = ("+" if rv.op == "-" else rv.op), 1
            fold = c_ast.Assignment("=", acc, c_ast.BinaryOp(rv.op, acc, rv.right))
        elif is_x(rv.right) and rv.op != "-":
            kind, uses = rv.op, 1
            fold = c_ast.Assignment("=", acc, c_ast.BinaryOp(rv.op, rv.left, acc))
    elif node.op == "=" and isinstance(rv, c_ast.FuncCall) and isinstance(rv.name, c_ast.ID) \
            and rv.name.name in MINMAX_CALLS and rv.args is not None and len(rv.args.exprs) == 2:
        a, b = rv.args.exprs
        # fmaxf/fminf convert their arguments to float: into a double accumulator every step rounds it
        # (`double m = 1e300; m = fmaxf(m, d)` is inf after the first), which a reordered reduction
        # would not do
        if is_x(a) != is_x(b) and (not rv.name.name.endswith("f") or arr.ctype == "float"):
            kind, uses = MINMAX_CALLS[rv.name.name], 1
            args = [acc if is_x(e) else e for e in (a, b)]
            fold = c_ast.Assignment("=", acc, c_ast.FuncCall(rv.name, c_ast.ExprList(args)))
    elif node.op == "=" and isinstance(rv, c_ast.TernaryOp) and isinstance(rv.cond, c_ast.BinaryOp) \
            and rv.cond.op in ("<", ">", "<=", ">="):
        a, b = rv.cond.left, rv.cond.right
        if is_x(a) != is_x(b):
            e_text = c_text(b if is_x(a) else a)
            t, f = c_text(rv.iftrue), c_text(rv.iffalse)
            # a floating-point min or max written as a comparison: which of two equal values it keeps
            # (-0.0 and +0.0) and whether a NaN stays (`x = x > e ? x : e` takes a NaN e, `x = e > x ? e :
            # x` keeps a NaN x) depend on the order of the terms, which C fixes: planned in group mode
            # only, whose lanes keep that order (`ordered`), when e's value is exact in X's type
            if {t, f} == {x, e_text} and t != f and (arr.ctype not in _FLOATS
                                                     or _exact_in_type(scop, st, arr.ctype)):
                greater = rv.cond.op in (">", ">=")          # cond is a > b (or >=)
                picks_a = t == c_text(a)
                kind = "max" if greater == picks_a else "min"
                uses = 2
                if arr.ctype in _FLOATS:
                    holds_on_tie = rv.cond.op in (">=", "<=")
                    x_if_true = t == x
                    ordered = dict(tie="first" if holds_on_tie == x_if_true else "last",
                                   nan="reset" if x_if_true else "skip",
                                   term=b if is_x(a) else a, cmp=(rv.cond.op, is_x(a), x_if_true))

                def sub(n):
                    return acc if is_x(n) else n

                fold = c_ast.Assignment("=", acc, c_ast.TernaryOp(
                    c_ast.BinaryOp(rv.cond.op, sub(a), sub(b)), sub(rv.iftrue), sub(rv.iffalse)))
    if fold is None or not _type_ok(arr.ctype, kind):
        return None
    if integer_kind(arr.ctype) is not None and not _same_integer_type(scop, st, arr.ctype):
        return None
    # the reads of X's array on the written element are exactly the occurrences of X replaced above; any
    # other read of X's array (in e: S[i][k] in `S[i][j] = max(S[i][j], S[i][k] + S[k+1][j])`) never
    # touches the element its own instance writes (`loop_conditions` extends this to the whole loop)
    dom = st.domain
    wrel = w.relation.intersect_domain(dom)
    reads = [a for a in st.reads if a.array == w.array]
    on_x = [r.relation.intersect_domain(dom).is_equal(wrel) for r in reads]
    if sum(on_x) != uses or any(not r.relation.intersect_domain(dom).intersect(wrel).is_empty()
                                for r, x_read in zip(reads, on_x) if not x_read):
        return None
    # `fold` shares the statement's own nodes (never a copy): the printer finds what other passes decided
    # for an access by the identity of its node (a snapshot's renamed read, a register, a staged operand)
    return UpdateForm(st.name, w.array, kind, arr.ctype, fold, acc.name, **ordered)


def _exact_in_type(scop, st, ctype: str) -> bool:
    """Whether the operand e of a floating-point min or max in `ctype` (statement `st`) has a value that
    `ctype` holds exactly, so that comparing e with X and storing it into X round nothing: every array,
    scalar, parameter and iterator it reads is of `ctype`, of float (into a double), or an integer narrow
    enough (into a double: 32 bits; into a float: 16), and there is no cast, call or constant of a wider
    type.  A wider e would be rounded when stored, and C's order would then decide which rounded value
    stays."""
    double = ctype == "double"

    def fits(t: str | None) -> bool:
        if t is None:
            return False
        if t == ctype or (double and t == "float"):
            return True
        ik = integer_kind(t)
        return ik is not None and ik[1] <= (32 if double else 16)
    for a in st.accesses:
        arr = scop.arrays.get(a.array)
        if arr is None or not fits(arr.ctype):
            return False
    iterators = {c: scop.loops[lid].ctype for c, lid in zip(st.c_iterators, st.loops)}
    param_types = getattr(scop, "param_types", {})
    constants = getattr(scop, "constants", {})

    class _V(_Operands):
        def visit_Constant(self, n):
            v = n.value.lower()
            if n.type in ("float", "double"):
                if not (v.endswith("f") or double) or v.endswith("l"):
                    self.bad.append(n)     # a double constant makes a float's e double; long double
            elif n.type != "char" and not (n.type == "int" and _fits_int(n.value)
                                           and (double or abs(_int_value(n.value)) < 1 << 16)):
                self.bad.append(n)

        def visit_ID(self, n):
            if id(n) in self.accessed:
                return
            if n.name in iterators:
                if not fits(iterators[n.name]):
                    self.bad.append(n)
                return
            if n.name in constants:
                self.bad.append(n)         # an enumeration constant or a macro's value: not looked into
                return
            if not fits(param_types.get(n.name) or scop.scalar_values.get(n.name)):
                self.bad.append(n)

        def visit_FuncCall(self, n):
            # |v| of a value of X's type is exact in it (a maximum norm: `m = fabs(x[i]) > m ? ...`)
            if isinstance(n.name, c_ast.ID) and n.name.name == ("fabs" if double else "fabsf") \
                    and n.args is not None and len(n.args.exprs) == 1:
                self.visit(n.args.exprs[0])
                return
            self.bad.append(n)
    v = _V({id(a.node) for a in st.accesses})
    v.visit(st.node)
    return not v.bad


def _int_value(text: str) -> int:
    from ..frontend.constexpr import integer_literal
    lit = integer_literal(text)
    return lit[0] if lit is not None else 1 << 62


# ----------------------------------------------------------------------------------- loops of a kernel
def _full_schedule(k) -> isl.UnionMap:
    """instance -> [host loops, band members, rest] of kernel k (its AST's dimensions follow the mapped
    members)."""
    return k.prefix.flat_range_product(k.subtree)


def _stmt_map(full: isl.UnionMap, name: str) -> isl.Map | None:
    for m in _maps(full):
        if m.get_tuple_name(isl.dim_type.in_) == name:
            return m
    return None


def _outer(m: isl.Map, n: int) -> isl.Map:
    """m with only its first n output dimensions."""
    return m.project_out(isl.dim_type.out, n, m.dim(isl.dim_type.out) - n)


def ast_offset(k) -> int:
    """Dimension of the full schedule where the kernel AST's `_c0` is (after the host loops and the mapped
    members)."""
    pre = _maps(k.prefix)
    q = pre[0].dim(isl.dim_type.out) if pre else 0
    return q + k.n_par


def _padded(full: isl.UnionMap) -> tuple[dict[str, isl.Map], int]:
    width = max(m.dim(isl.dim_type.out) for m in _maps(full))
    return {m.get_tuple_name(isl.dim_type.in_): pad_out(m, width) for m in _maps(full)}, width


def _times(scop, m: isl.Map, name: str) -> isl.Set:
    st = scop.statement(name)
    return m.intersect_domain(st.domain.align_params(m.get_space())).range()


def loop_members(scop, k, stmt: str, d: int) -> list[str] | str:
    """The statements that run inside the executions of kernel AST dimension d that contain `stmt`:
    those with an instance between two of `stmt`'s instances that share the outer dimensions.  A string
    says why the dimension is not a loop of `stmt`."""
    full, width = _padded(_full_schedule(k))
    if stmt not in full:
        return f"{stmt} is not in kernel {k.index}"
    dim = ast_offset(k) + d
    if dim >= width:
        return "no such dimension"
    ts = _times(scop, full[stmt], stmt)
    # a loop: several values of dimension `dim` for one value of the outer ones
    as_map = isl.Map.from_range(ts.project_out(isl.dim_type.set, dim + 1, width - dim - 1)) \
        .move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, dim)
    if as_map.is_single_valued():
        return "the dimension is not a loop (one value)"
    members = [stmt]
    for name, m in full.items():
        if name == stmt:
            continue
        tt = _times(scop, m, name).align_params(ts.get_space())
        tsa = ts.align_params(tt.get_space())
        lt, gt = tsa.lex_lt_set(tt), tsa.lex_gt_set(tt)      # { s -> t : s < t }, { s -> t : s > t }
        for j in range(dim):
            lt = lt.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
            gt = gt.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
        if not lt.range().intersect(gt.range()).is_empty():
            members.append(name)
    return members


def element_invariant(scop, k, stmt: str, d: int) -> bool:
    """Every execution of kernel AST dimension d updates one element of what `stmt` writes."""
    full, _ = _padded(_full_schedule(k))
    ms = full[stmt]
    st = scop.statement(stmt)
    ms = ms.intersect_domain(st.domain.align_params(ms.get_space()))
    dim = ast_offset(k) + d
    w = st.writes[0].relation.intersect_domain(st.domain).align_params(ms.get_space())
    return _outer(ms, dim).reverse().apply_range(w.align_params(ms.get_space())).is_single_valued()


def loop_conditions(scop, k, stmt: str, d: int) -> list[str] | str:
    """The reduction statements of kernel AST dimension d of kernel k around `stmt` (`stmt` first), or why
    it is not a reduction loop: every statement inside it is an associative update of one element per
    execution of the loop, of arrays that no other statement of the loop touches."""
    members = loop_members(scop, k, stmt, d)
    if isinstance(members, str):
        return members
    arrays = {}
    for name in members:
        form = update_form(scop, scop.statement(name))
        if form is None:
            return f"{name} runs inside the loop and is not a reduction update"
        if form.array in arrays:
            return f"{name} and {arrays[form.array]} update {form.array} in the loop"
        arrays[form.array] = name
        if not element_invariant(scop, k, name, d):
            return f"the element of {form.array} that {name} updates changes inside the loop"
    for name in members:
        for a in scop.statement(name).accesses:
            if a.array in arrays and arrays[a.array] != name:
                return f"{name} accesses {a.array}, which {arrays[a.array]} accumulates in the loop"
    met = reads_meet_updates(scop, k, members, d)
    if met:
        return met
    return members


def other_reads(scop, st) -> list:
    """The reads of statement `st` of its written array that are not on the element it writes: the
    operand e's reads of X's array (S[i][k] in `S[i][j] = max(S[i][j], S[i][k] + S[k+1][j])`)."""
    w = st.writes[0].relation.intersect_domain(st.domain)
    return [a for a in st.reads if a.array == st.writes[0].array
            and not a.relation.intersect_domain(st.domain).is_equal(w)]


def reads_meet_updates(scop, k, members: list[str], d: int) -> str | None:
    """Why the operands of the loop's updates may see the loop's own writes, or None.

    A reduction's operand e may read X's array elsewhere than X (a dynamic-programming cell: the best
    split of S[i][j] reads S[i][k] and S[k+1][j]).  The loop's iterations can then run in any order, on
    any lanes, when no element such a read touches in one execution of the loop (fixed values of the
    dimensions before d) is written in that execution: every read then sees the value the element had
    when the loop started (written before the loop: by an earlier launch, or by this point's statements
    before it, which group mode orders with a barrier), exactly as in the sequential order, and the
    updates commute.  Checked on the kernel's schedule, over all the loop's statements together."""
    full, _ = _padded(_full_schedule(k))
    dim = ast_offset(k) + d
    written = read = None
    for name in members:
        st = scop.statement(name)
        ms = full[name].intersect_domain(st.domain.align_params(full[name].get_space()))
        outer = _outer(ms, dim).reverse()                  # execution of the loop -> instance
        w = outer.apply_range(st.writes[0].relation.align_params(ms.get_space()))
        written = isl.UnionMap.from_map(w) if written is None else written.union(isl.UnionMap.from_map(w))
        for a in other_reads(scop, st):
            r = isl.UnionMap.from_map(outer.apply_range(a.relation.align_params(ms.get_space())))
            read = r if read is None else read.union(r)
    if read is None:
        return None
    both = read.intersect(written)
    if not both.is_empty():
        return f"an operand of the loop reads an element the loop updates ({both})"
    return None


def column_conditions(scop, k, stmt: str, d: int) -> str | None:
    """Why the reduction loop (kernel AST dimension d) of `stmt` cannot run in column mode, or None: the
    loop runs once per point (no kernel loop around it), and no statement that runs before it at the
    point writes what `stmt` reads (so lane 0's statements before the loop need no barrier).  The
    statements that run after it at the point (`column_after`: `s[j] = t` after `t += r[i] * A[i][j]`,
    `mean[j] /= n` after the column sum) run after the tree's update of X, on lane 0."""
    why, _ = _column_analysis(scop, k, stmt, d)
    return why


def column_after(scop, k, stmt: str, d: int) -> list[str]:
    """The statements of kernel k that run after the reduction loop of `stmt` at its point, in column
    mode (printed after the tree's update of X: codegen/reduction_code.py)."""
    why, after = _column_analysis(scop, k, stmt, d)
    assert why is None, why
    return after


def _column_analysis(scop, k, stmt: str, d: int) -> tuple[str | None, list[str]]:
    full, _ = _padded(_full_schedule(k))
    off = ast_offset(k)
    dim = off + d
    st = scop.statement(stmt)
    ms = full[stmt].intersect_domain(st.domain.align_params(full[stmt].get_space()))
    outer = isl.Map.from_range(_outer(ms, dim).range()).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, off)
    if not outer.is_single_valued():
        return "the loop runs several times per point", []
    ts = _times(scop, full[stmt], stmt)
    x = st.writes[0].array
    # X's array counts when the operand reads it elsewhere than X (a DP cell): lane 0's write of such an
    # element before the loop would need a barrier before the other lanes read it
    reads = {a.array for a in st.reads if a.array != x} | ({x} if other_reads(scop, st) else set())
    after = []
    for name, m in full.items():
        if name == stmt:
            continue
        other = scop.statement(name)
        tt = _times(scop, m, name).align_params(ts.get_space())
        later = ts.align_params(tt.get_space()).lex_lt_set(tt)       # { s -> t : s < t }
        earlier = ts.align_params(tt.get_space()).lex_gt_set(tt)     # { s -> t : s > t }
        for j in range(off):
            later = later.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
            earlier = earlier.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
        if not later.is_empty():
            if not earlier.is_empty():
                return f"{name} runs before and after the loop", []
            if other_reads(scop, st) and any(a.array == x for a in other.writes):
                return f"{name} runs after the loop and writes {x}", []
            once = isl.Map.from_range(_times(scop, m, name)).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, off)
            if not once.is_single_valued():
                # a loop after the reduction would run on lane 0 alone, a sixteenth of the block's threads
                return f"{name} runs in a loop after the loop", []
            after.append(name)           # after the tree's update, on lane 0
            continue
        if any(a.array in reads for a in other.writes):
            return f"{name} writes what {stmt} reads", []
    # the statements after the loop move after the tree's update: one that runs after them at some point
    # and stays in place would then run before them (fuzz --c-features seed 10723: `A[i + 2] = ...` ran
    # after the loop at the points where the update runs, so it moved, and after `A[i] = ...` at the
    # points where it does not, which stayed before it and lost its value)
    # (where the SCoP runs: isl's schedule orders the instances for those parameters only)
    ctx = scop.context.params()
    moved_times = {m: _times(scop, full[m], m) for m in after}
    for name in full:
        if name == stmt or name in after:
            continue
        tt = _times(scop, full[name], name)
        for moved, ta in moved_times.items():
            ta = ta.align_params(tt.get_space())
            later = ta.lex_lt_set(tt.align_params(ta.get_space()))       # { a -> t : a < t }
            for j in range(off):
                later = later.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
            later = later.intersect_params(ctx.align_params(later.get_space().params()))
            if not later.is_empty():
                return f"{name} runs after {moved}, which runs after the loop", []
    return None, after


def _ast_dims(k) -> int:
    full = _full_schedule(k)
    return max(m.dim(isl.dim_type.out) for m in _maps(full)) - ast_offset(k)


def choose_loop(scop, k, stmt: str) -> int | None:
    """The outermost kernel AST dimension that is a reduction loop of `stmt`, or None."""
    for d in range(_ast_dims(k)):
        if not isinstance(loop_conditions(scop, k, stmt, d), str):
            return d
    return None


# ----------------------------------------------------------------------------------- plans
@dataclass
class ReductionPlan:
    """How kernel k runs its reduction loops: `loops` maps each reduction statement to its kernel AST
    dimension; `mode` is "group" or "full"."""
    mode: str
    loops: dict[str, int]
    forms: dict[str, UpdateForm]
    lanes: int
    strided_before: float = 0.0       # share of the statements' accesses strided along x without / with
    strided_after: float = 0.0
    lengths: dict[str, float] = field(default_factory=dict)   # instances per element updated (estimate)
    costs: tuple[float, float] | None = None     # DP cells: cost model seconds with lanes, one thread per point
    iterators: dict[str, str] = field(default_factory=dict)   # statement -> its loop's iterator in the kernel
    #                                                          AST (gpu/tree.loop_iterators; set at device-split)

    def iterator(self, name: str) -> str:
        """The kernel AST's iterator of statement `name`'s planned loop."""
        return self.iterators[name]

    def describe(self) -> str:
        what = ", ".join(f"{s} over _c{d} ({self.forms[s].kind} into {self.forms[s].array}"
                         f"{', keeping the ' + self.forms[s].tie + ' of equal values' if self.forms[s].ordered else ''})"
                         for s, d in sorted(self.loops.items()))
        if self.mode == "full":
            return f"full reduction {what}: {FULL_BLOCK}-thread blocks (each on a contiguous chunk of a " \
                   "unit-step loop), block tree, the partials combined in a fixed order (CUDA: by the last " \
                   "block to finish; OpenCL: a second pass)"
        if self.mode == "column":
            return f"reduction {what}: {self.lanes} lanes along y per point split the loop, tree, one update"
        if self.mode == "serial":
            return f"reduction {what}: partial sums on the host"
        why = ""
        if self.costs is not None:
            from .cost import fmt_seconds
            why = f" (cost model: ~{fmt_seconds(self.costs[0])} with lanes, ~{fmt_seconds(self.costs[1])} " \
                  "with one thread per point)"
        return f"reduction {what}: {self.lanes} lanes per point stride over the loop, tree, one update{why}"


def _strided(scop, k, stmts: list[str], dim: int) -> tuple[int, int]:
    """(strided accesses, accesses) of the statements along full schedule dimension `dim`."""
    full = _full_schedule(k)
    strided = total = 0
    for name in stmts:
        m = _stmt_map(full, name)
        st = scop.statement(name)
        if m is None or dim >= m.dim(isl.dim_type.out):
            continue
        m = m.intersect_domain(st.domain.align_params(m.get_space()))
        for a in st.accesses:
            rel = a.relation.intersect_domain(st.domain).align_params(m.get_space())
            total += 1
            if step_kind(m.align_params(rel.get_space()), rel, dim) == STRIDED:
                strided += 1
    return strided, total


def plan_kernel(scop, k, target: str) -> ReductionPlan | None:
    """The reduction plan of kernel k, or None (the kernel keeps its mapping).  OpenMP: full reductions
    only (a `parallel for reduction(op: acc)` over a kernel with no parallel loop).  "host": the host's
    sequential version (`_host_plan`)."""
    if target == "host":
        return _host_plan(scop, k)
    if target not in LANES and target != "openmp" or k.n_par > 2 or target == "openmp" and k.n_par:
        return None
    loops, forms = reduction_loops(scop, k)
    if not loops:
        return None
    plan = _plan(scop, k, target, loops, forms)
    if plan is not None and target == "openmp" and plan.mode != "full":
        return None
    if plan is not None:
        plan.lengths = {s: reduction_length(scop, scop.statement(s)) for s in loops}
    return plan


def reduction_loops(scop, k) -> tuple[dict[str, int], dict[str, UpdateForm]]:
    """Each statement of kernel k that is an associative update with a reduction loop: its loop's kernel
    AST dimension and its update form."""
    loops: dict[str, int] = {}
    forms: dict[str, UpdateForm] = {}
    for name in k.statements:
        form = update_form(scop, scop.statement(name))
        if form is None:
            continue
        d = choose_loop(scop, k, name)
        if d is not None:
            loops[name], forms[name] = d, form
    return loops, forms


def _host_plan(scop, k) -> ReductionPlan | None:
    """Every reduction loop of kernel k in "serial" mode: one thread runs it, folding into several partial
    sums (s2s/codegen/reduction_code.py, HOST_PARTIALS).  The loop conditions (`loop_conditions`: one
    element per execution, no operand that reads an element the loop updates) are what make its order
    free; the lanes' concerns of `_plan` (coalescing, PoCL, a triangular factorisation's schedule choice)
    are the device's."""
    loops, forms = reduction_loops(scop, k)
    # a floating-point min or max written as a comparison keeps its order in group mode only
    loops = {s: d for s, d in loops.items() if not forms[s].ordered}
    forms = {s: forms[s] for s in loops}
    if not loops:
        return None
    plan = ReductionPlan("serial", loops, forms, 1)
    plan.lengths = {s: reduction_length(scop, scop.statement(s)) for s in loops}
    return plan


def _plan(scop, k, target: str, loops: dict[str, int], forms: dict[str, UpdateForm]) -> ReductionPlan | None:
    # an operand that reads X's array elsewhere (a dynamic-programming cell, max-plus or min-plus) is
    # planned in group mode, for min and max only: those are exact in any order.  Sums of that form are
    # triangular factorisations (cholesky's A[i][j] -= A[i][k] * A[j][k]), whose rounding would change and
    # whose schedule choice flipped to the original order with such plans, never measured: they keep their
    # previous mapping, as do full and column plans of DP loops (kernels with mapped members; in one-thread
    # kernels below they get lanes)
    dp = any(other_reads(scop, scop.statement(s)) for s in loops)
    if dp and k.n_par and any(forms[s].kind not in ("min", "max") for s in loops):
        return None
    # a floating-point min or max written as a comparison (UpdateForm.ordered): group mode only, whose
    # lanes keep C's order of ties and NaNs (codegen/reduction_code.py)
    ordered = any(forms[s].ordered for s in loops)
    if ordered and target not in LANES:
        return None
    if k.n_par == 0:
        if ordered:
            return None
        if list(loops) == k.statements and len(loops) == 1 and next(iter(loops.values())) == 0:
            return ReductionPlan("full", loops, forms, FULL_BLOCK)
        # lanes inside a one-thread kernel: one group walks the sequential loops, splits each reduction
        # loop and runs the other statements on lane 0 between barriers (a back substitution: ludcmp's
        # last sweep, 157 -> 10.5 ms on an H200 at n = 2000).  Off from 2026-11-24 to 11-29 after an
        # illegal memory access on CUDA (fuzz --reductions seed 1496 of the generator of the time, H100,
        # never reproduced); back on after 37 programs with such kernels and 1,168 fuzz --reductions
        # seeds (about a third of them plan one) matched on an H200.  Sums whose operand reads X's array
        # elsewhere (`x[i] -= U[i][j] * x[j]`, in place) are planned here too: their other reads miss
        # the updated element (reads_meet_updates), and one thread is the alternative
        return ReductionPlan("group", loops, forms, LANES.get(target, 1))
    # with mapped members: lanes along the loop only when that coalesces better than threads along x
    off = ast_offset(k)
    q = off - k.n_par
    xm = k.x_member if k.x_member is not None else k.n_par - 1
    s_x, n_x = _strided(scop, k, list(loops), q + xm)
    s_l = sum(_strided(scop, k, [s], off + d)[0] for s, d in loops.items())
    if s_l >= s_x:
        # threads along x are coalesced already; with one point per column and nothing after the loop,
        # lanes along y split each column's loop (few columns, long loops: y = A^T x)
        if k.n_par == 1 and len(loops) == 1 and not dp and not ordered:
            (s, d), = loops.items()
            if column_conditions(scop, k, s, d) is None:
                return ReductionPlan("column", loops, forms, COLUMN_LANES)
        return None
    if target == "opencl":
        cond = conditional_statement(scop, k, loops)
        if cond:
            k.reduction_note = (f"reductions not parallelised on OpenCL: {cond} runs at some points only, "
                                f"under a condition outside the reduction loops ({POCL_BUG})")
            return None
    plan = ReductionPlan("group", loops, forms, LANES[target], strided_before=s_x / max(n_x, 1),
                         strided_after=s_l / max(n_x, 1))
    if dp:
        return _cheaper(k, plan)
    return plan


POCL_BUG = "PoCL's default work-group compilation loses lane 0's earlier stores before the barrier: " \
           "wrong results on PoCL 3.1"


def conditional_statement(scop, k, loops: dict[str, int]) -> str | None:
    """A statement of kernel k outside the reduction loops that runs at some of the kernel's points only
    (group mode prints it on lane 0 under a condition: `conditional_lane0`, decided before the AST
    exists, so that the cost model and profitability price the kernel that is printed), or None."""
    full, _ = _padded(_full_schedule(k))
    off = ast_offset(k)
    points = {}
    for name in k.statements:
        st = scop.statement(name)
        ms = full[name].intersect_domain(st.domain.align_params(full[name].get_space()))
        points[name] = _outer(ms, off).range()
    every = None
    for p in points.values():
        every = p if every is None else every.union(p.align_params(every.get_space()))
    for name in k.statements:
        if name not in loops and not points[name].align_params(every.get_space()).is_equal(every):
            return name
    return None


def _cheaper(k, plan: ReductionPlan) -> ReductionPlan | None:
    """`plan` when the cost model (s2s/gpu/cost.py, every parameter SIZE_HINT) prices kernel k lower with it
    than with one thread per point, else None; the two estimates go into the plan's description.

    A dynamic-programming wavefront launches once per diagonal: a warp per cell pays when the cells are
    long and few (the late diagonals: d steps of a chain become d/32 plus a tree), one thread per cell
    when there are more cells than the device holds warps and each is short.  Over nussinov's whole run
    the cells of one launch number at most n (2,500 at LARGE, far fewer than the 8,000 warps an H100
    holds), so the choice is per kernel, not per launch."""
    from .cost import kernel_cost         # (cost.py imports this module)
    saved = getattr(k, "reduction", None)
    try:
        k.reduction = None
        one = kernel_cost(k).seconds
        k.reduction = plan
        lanes = kernel_cost(k).seconds
    except isl.Error:
        return None                       # no estimate: keep the usual mapping
    finally:
        k.reduction = saved
    plan.costs = (lanes, one)
    return plan if lanes < one else None


def drop_unfit(state) -> None:
    """After AST generation: a plan whose loop isl printed with other statements inside is dropped (the
    kernel keeps its sequential loop)."""
    for k in state["kernels"]:
        plan = getattr(k, "reduction", None)
        if plan is None:
            continue
        ast = state["kernel-ast"][k.index][0]
        for name in plan.loops:
            it = plan.iterator(name)
            bad = foreign_statements(ast, it, {s for s in plan.loops if plan.iterator(s) == it})
            if bad:
                k.reduction = None
                state.decide(f"kernel {k.index}: reduction of {name} not parallelised: isl put {bad} in its loop")
                break
        if k.reduction is not None and plan.mode == "group" and state.options.target == "opencl":
            cond = conditional_lane0(ast, {plan.iterator(s) for s in plan.loops})
            if cond:
                k.reduction = None
                state.decide(f"kernel {k.index}: reductions not parallelised on OpenCL: {cond} runs under a "
                             f"condition outside the reduction loops ({POCL_BUG})")


def plan_reductions(state, kernels, quiet: bool = False) -> None:
    """Set `reduction` on each kernel that runs its reduction loops in parallel (unless
    --no-reorder-reductions; OpenMP: full reductions only).  `quiet`: no decision recorded (the
    schedule choice plans the kernels of each candidate to compare their costs)."""
    opts = state.options
    if not getattr(opts, "reorder_reductions", True) or opts.target not in (*LANES, "openmp"):
        return
    target = "host" if getattr(opts, "host_partials", False) else opts.target
    for k in kernels:
        k.reduction_note = None
        k.reduction = plan_kernel(state.scop, k, target)
        if k.reduction is not None and not quiet:
            state.decide(f"kernel {k.index}: {k.reduction.describe()}")
        elif getattr(k, "reduction_note", None) and not quiet:
            state.decide(f"kernel {k.index}: {k.reduction_note}")


def adjust_cost(k, threads: float, chain: float, strided: float) -> tuple[float, float, float]:
    """The cost model's hook (s2s/gpu/cost.py): threads per launch, instances per thread and share of
    strided accesses of kernel k once its reduction plan applies."""
    plan = getattr(k, "reduction", None)
    if plan is None:
        return threads, chain, strided
    if plan.mode == "full":
        n = FULL_BLOCK * FULL_BLOCKS["cuda"]
        return threads * n, chain / n + FULL_BLOCK, 0.0
    if plan.mode == "column":
        return threads * plan.lanes, chain / plan.lanes + plan.lanes, strided
    if plan.mode == "serial":
        return threads, chain, strided
    # one group with no mapped member (a sequential nest whose inner loop the lanes split) is still judged
    # as the one-thread kernel it is by device-split: against the host, with no margin
    width = threads * plan.lanes if k.n_par else threads
    return width, chain / plan.lanes + 2 * plan.lanes.bit_length(), plan.strided_after


# ----------------------------------------------------------------------------------- tolerance
EPS = {"float": 2.0 ** -23, "double": 2.0 ** -52}
REORDER_C = 2.0          # rtol = REORDER_C * eps * length for a reordered floating-point sum or product


def reduction_length(scop, st, value: int | None = None) -> float:
    """Instances of `st` per element it updates: its domain's volume over the volume of the elements it
    writes (bounding boxes; parameters that are not fixed by macros taken as `value`, default
    cost.SIZE_HINT)."""
    from .cost import SIZE_HINT, box_volume           # (cost.py imports this module)
    value = SIZE_HINT if value is None else value
    elems = st.writes[0].relation.intersect_domain(st.domain).range()
    return box_volume(st.domain, value) / max(1.0, box_volume(elems, value))


def reorder_rtol(programs, value: int | None = None) -> float:
    """The relative tolerance that `s2s check` allows at least when the translation reordered
    floating-point sums or products: REORDER_C * eps(type) * length, the largest over the reordered
    reductions (0 when none: min, max and integer reductions are exact in any order).  The classic bound
    on recursive summation's error is (length - 1) * eps * sum |terms|; this policy takes it relative to
    the result, so sums with heavy cancellation also need `--atol`.  The lengths are those the plans
    recorded (parameters at cost.SIZE_HINT); with `value`, they are evaluated again with every parameter
    that the program's macros do not fix taken as `value` (`s2s bench prepare`: the dataset's largest
    size, where a dot product of 10^7 terms is 10^7 long, not 1,024)."""
    tol = 0.0
    for prog in programs:
        scop = getattr(prog, "scop", None)
        for k in prog.kernels:
            dm = getattr(getattr(k, "contraction", None), "dmma", None)
            if dm is not None:
                # the tensor cores sum each accumulator's products in their own order (contraction_dmma.py)
                n = max((_length(scop, s, dm.length, value) for s in k.statements), default=dm.length)
                tol = max(tol, REORDER_C * EPS["double"] * n)
            r = getattr(k, "reduction", None)
            if r is None:
                continue
            for s, f in r.forms.items():
                if f.kind in ("+", "*") and f.ctype in EPS:
                    tol = max(tol, REORDER_C * EPS[f.ctype] * _length(scop, s, r.lengths.get(s, 1.0), value))
    return tol


def _length(scop, name: str, recorded: float, value: int | None) -> float:
    """A reordered reduction's length: as its plan recorded it, or, with `value`, at least its length
    with the free parameters at `value`."""
    if value is None or scop is None:
        return recorded
    try:
        return max(recorded, reduction_length(scop, scop.statement(name), value))
    except (KeyError, IndexError):
        return recorded


# ----------------------------------------------------------------------------------- verification
def check_plans(state) -> str | None:
    """Re-check every reduction plan against the statements and the generated kernel ASTs (the verify
    pass): each planned statement is an associative update, each planned dimension a reduction loop, and
    every `for` of that dimension in the kernel's AST runs that statement alone.  None when all hold."""
    scop = state.scop
    for k in state["kernels"]:
        plan = getattr(k, "reduction", None)
        if plan is None:
            continue
        for name, d in plan.loops.items():
            form = update_form(scop, scop.statement(name))
            if form is None:
                return f"{name} is not an associative update of one element, and its loop was reordered"
            if form.ordered and plan.mode != "group":
                return (f"{name} is a floating-point {form.kind} written as a comparison, reordered in "
                        f"{plan.mode} mode (group mode alone keeps C's order of its ties and NaNs)")
            members = loop_conditions(scop, k, name, d)
            if isinstance(members, str):
                return f"the reduction loop of {name} is not one ({members})"
            if any(plan.loops.get(m) != d for m in members):
                return f"the statements of the reduction loop of {name} are not all planned with it"
            if plan.mode == "column":
                why = column_conditions(scop, k, name, d)
                if why:
                    return f"the reduction loop of {name} cannot update once per column ({why})"
            if plan.mode == "full" and (k.n_par or list(plan.loops) != k.statements or d != 0):
                return f"the reduction loop of {name} is not the whole kernel"
            ast = state["kernel-ast"][k.index][0]
            bad = foreign_statements(ast, plan.iterator(name), set(members))
            if bad:
                return f"{bad} runs inside the reduction loop of {name}"
    return None


def conditional_lane0(node: isl.AstNode, loops: set[str], under_if: bool = False) -> str | None:
    """A statement of an isl kernel AST that group mode runs on lane 0 (outside the `for`s over `loops`)
    under an `if` whose body holds no such loop (so no barrier), or None.

    PoCL 3.1's default work-group compilation (loopvec; also loops and cbs, not repl) drops the stores of
    lane 0 before a barrier when the same barrier region holds such a conditional store: nussinov's
    `if (_h0 >= 2)` around its second and third statements lost the first statement's store (the group
    mode code itself is right: it matches the sequential build with POCL_WORK_GROUP_METHOD=repl).  It
    also lost them for lane-0 statements inside a loop that holds the reduction loop, so that its
    barriers run once per iteration (fuzz --reductions seed 400109: `for j { S1; S2; reduction over k }`,
    right with repl): those count as conditional too."""
    t = node.get_type()
    if t == isl.ast_node_type.block:
        ch = node.block_get_children()
        for i in range(ch.n_ast_node()):
            bad = conditional_lane0(ch.get_at(i), loops, under_if)
            if bad:
                return bad
        return None
    if t == isl.ast_node_type.for_:
        if node.for_get_iterator().get_id().get_name() in loops and not node.for_is_degenerate():
            return None
        # a loop around a reduction loop: its lane-0 statements share barrier regions with the reduction
        around = not node.for_is_degenerate() and _holds_loop(node.for_get_body(), loops)
        return conditional_lane0(node.for_get_body(), loops, under_if or around)
    if t == isl.ast_node_type.if_:
        here = under_if or not _holds_loop(node, loops)
        bad = conditional_lane0(node.if_get_then_node(), loops, here)
        if bad or not node.if_has_else_node():
            return bad
        return conditional_lane0(node.if_get_else_node(), loops, here)
    if t == isl.ast_node_type.mark:
        return conditional_lane0(node.mark_get_node(), loops, under_if)
    if t == isl.ast_node_type.user:
        return node.user_get_expr().get_op_arg(0).get_id().get_name() if under_if else None
    return None


def _holds_loop(node: isl.AstNode, loops: set[str]) -> bool:
    """Whether an isl AST holds a non-degenerate `for` over one of `loops`."""
    found = []

    def visit(n):
        if n.get_type() == isl.ast_node_type.for_ and not n.for_is_degenerate() and \
                n.for_get_iterator().get_id().get_name() in loops:
            found.append(n)
        return True
    node.foreach_descendant_top_down(visit)
    return bool(found)


def foreign_statements(node: isl.AstNode, iterator: str, stmts: set[str], inside: bool = False) -> str | None:
    """A statement not in `stmts` under a `for` over `iterator` that runs statements of `stmts` in an isl
    AST, or None.  Loops one after the other at one depth share their iterator's name (`_c1`): a `for` over
    `iterator` that runs none of `stmts` is another loop (`for (r) { for (i) s[r] += ..; for (i) m[r] =
    fmax(..); }`: the sum's loop is not the max's), which the code generator also treats as such
    (reduction_code.reduction_loop: a loop over a planned iterator whose statements are all planned);
    faith24b: every reduction of such a kernel was left sequential."""
    t = node.get_type()
    if t == isl.ast_node_type.block:
        ch = node.block_get_children()
        for i in range(ch.n_ast_node()):
            bad = foreign_statements(ch.get_at(i), iterator, stmts, inside)
            if bad:
                return bad
        return None
    if t == isl.ast_node_type.for_:
        here = inside or (node.for_get_iterator().get_id().get_name() == iterator and not node.for_is_degenerate()
                          and _runs_any(node.for_get_body(), stmts))
        return foreign_statements(node.for_get_body(), iterator, stmts, here)
    if t == isl.ast_node_type.if_:
        bad = foreign_statements(node.if_get_then_node(), iterator, stmts, inside)
        if bad or not node.if_has_else_node():
            return bad
        return foreign_statements(node.if_get_else_node(), iterator, stmts, inside)
    if t == isl.ast_node_type.mark:
        return foreign_statements(node.mark_get_node(), iterator, stmts, inside)
    if t == isl.ast_node_type.user:
        name = node.user_get_expr().get_op_arg(0).get_id().get_name()
        return name if inside and name not in stmts else None
    return None


def _runs_any(node: isl.AstNode, stmts: set[str]) -> bool:
    """Whether an isl AST runs one of `stmts`."""
    found = []

    def visit(n):
        if n.get_type() == isl.ast_node_type.user and \
                n.user_get_expr().get_op_arg(0).get_id().get_name() in stmts:
            found.append(n)
        return not found
    node.foreach_descendant_top_down(visit)
    return bool(found)
