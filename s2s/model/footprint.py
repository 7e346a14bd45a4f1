"""Which arrays of a SCoP may overlap in memory, and the accessed range of each, for a runtime test.

The model treats every array as a distinct object. That holds for two declared arrays (globals, locals:
distinct objects never overlap), but a pointer, or an array parameter (which is a pointer: `double
A[n][n]` as a parameter is `double (*A)[n]`), may point into another array: `shift(n, buf + 1, buf)`.
As Polly does, the generated code runs only when the accessed regions are disjoint, tested at run time;
otherwise the original code runs.

For each array, the rows accessed (first subscript) are bounded with isl: the minimum and maximum of
the first index over every access of the SCoP, as piecewise affine functions of the parameters, printed
as C. The region tested is from the start of the first row to the end of the last one, a superset of the
elements accessed, so the test may send disjoint arrays to the original code but never overlapping
ones to the generated code.

Pairs that are not tested: two declared arrays (never overlap); pairs where neither is written (reads
may overlap); pairs where one is `restrict`-qualified (C11 6.7.3.1: the user promises that an object
modified through it is accessed only through pointers based on it) and the other cannot be based on it
(Scop.may_be_based: a pointer the function derives from it, `double *b = a + 1;`, is tested).

Scalars: `&x` is not static control, so a scalar's address cannot be taken inside the SCoP, but a
pointer may point at one from before it: `g(&gs, y)` with `p[0] = 5.0; ... y[i] = gs + ...` in `g`.
The scalars that may be pointed at (`Scop.addressable`: globals, statics, locals whose address the
function takes) are tested against the pointer arrays like arrays are, as the object `&x` .. `&x + 1`,
when one of the two is written.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from .effective_type import may_alias
from .row_footprint import RowTables, row_tables
from .scop import Scop

# array kinds that are pointers in C, and so may point into any other array
POINTER_KINDS = ("param", "pointer")


@dataclass
class AliasPlan:
    """The overlap test of one SCoP: the pairs tested, and the C condition that says they are disjoint."""

    pairs: list[tuple[str, str]] = field(default_factory=list)
    restrict_pairs: list[tuple[str, str]] = field(default_factory=list)   # not tested: restrict
    rows: dict[str, tuple[str, str]] = field(default_factory=dict)       # array -> (first row, last row)
    condition: str | None = None     # C expression, true when no tested pair overlaps
    problem: str | None = None       # why no test could be built (then the SCoP must not be offloaded)
    row_test: RowTables | None = None    # the rows of tables of row pointers (row_footprint.py)

    @property
    def tested(self) -> bool:
        """Whether the plan tests anything at run time (what --assume-no-alias drops)."""
        return bool(self.pairs) or self.row_test is not None

    def describe(self) -> str:
        if self.problem:
            return f"aliasing: {self.problem}"
        parts = []
        if self.pairs:
            parts.append("runtime overlap test of " + ", ".join(f"{a}/{b}" for a, b in self.pairs) +
                         "; the original code runs when they overlap")
        if self.row_test is not None:
            parts.append(self.row_test.describe() + "; the original code runs when one does")
        if self.restrict_pairs:
            parts.append("not tested (restrict): " + ", ".join(f"{a}/{b}" for a, b in self.restrict_pairs))
        if not parts:
            return "aliasing: no pointer that may overlap a written array"
        return "aliasing: " + "; ".join(parts)


def candidate_pairs(scop: Scop) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(pairs to test, pairs not tested because of restrict), in a stable order."""
    written = scop.written_arrays()
    # (tables of row pointers are tested row by row: row_footprint.py)
    arrays = [a for a in scop.arrays.values() if a.rank >= 1 and a.kind not in ("private", "snapshot")
              and not a.row_pointers]
    test, restricted = [], []
    for k, a in enumerate(arrays):
        for b in arrays[k + 1:]:
            if a.name not in written and b.name not in written:
                continue
            if a.kind not in POINTER_KINDS and b.kind not in POINTER_KINDS:
                continue
            if restrict_exempt(scop, a, b):
                restricted.append((a.name, b.name))
            else:
                test.append((a.name, b.name))
    members = {m.name: m for m in scop.members}
    for x in scalar_candidates(scop):
        m = members.get(x)
        for a in arrays:
            if a.name not in written and x not in written:
                continue
            if m is not None:
                # a structure member read into a local (frontend/struct_members.py): only an array whose
                # elements may be the member's type may hold it (C11 6.5p7), a declared array too where
                # the structure is reached through a pointer
                if not may_alias(m.ctype, a.ctype) or (a.kind not in POINTER_KINDS and not m.through_pointer):
                    continue
            elif a.kind not in POINTER_KINDS:
                continue
            (restricted if a.restrict else test).append((a.name, x))
    return test, restricted


def restrict_exempt(scop: Scop, a, b) -> bool:
    """Whether `restrict` rules out an overlap of the arrays `a` and `b` (C11 6.7.3.1: an object modified
    through a restrict pointer is accessed only through pointers based on it): one of them is restrict, and
    the other is restrict too or cannot be based on it (Scop.may_be_based: `double *b = a + 1;` is)."""
    if not (a.restrict or b.restrict):
        return False
    if a.restrict and b.restrict:
        return True
    other = b if a.restrict else a
    return other.kind not in POINTER_KINDS or other.name not in scop.may_be_based


def scalar_candidates(scop: Scop) -> list[str]:
    """The scalars of `scop` that a pointer of it may point at, in a stable order."""
    return sorted(scop.addressable)


def row_ranges(scop: Scop, names: set[str]) -> dict[str, tuple[isl.PwAff, isl.PwAff]]:
    """For each array in `names`: the first and the last row (first subscript) that the SCoP accesses,
    as piecewise affine functions of the parameters (0 where the array is not accessed)."""
    acc = scop.accesses_of("read").union(scop.accesses_of("write"))
    ctx = scop.context
    out: dict[str, tuple[isl.PwAff, isl.PwAff]] = {}
    sets: list[isl.Set] = []
    acc.range().foreach_set(sets.append)
    for s in sets:
        name = s.get_tuple_name()
        if name not in names or s.dim(isl.dim_type.set) == 0:
            continue
        first = s.project_out(isl.dim_type.set, 1, s.dim(isl.dim_type.set) - 1)
        lo, hi = first.dim_min(0), first.dim_max(0)
        out[name] = (_total(lo, ctx), _total(hi, ctx))
    return out


def _total(pa: isl.PwAff, ctx: isl.Set) -> isl.PwAff:
    """`pa` extended by 0 to every parameter value of the context (where the array is not accessed, any
    value is a correct bound: no element is accessed)."""
    pa = pa.align_params(ctx.get_space())
    rest = ctx.params().subtract(pa.domain())
    if not rest.is_empty():
        zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(rest.get_space())).intersect_domain(rest)
        pa = pa.union_max(zero)
    return pa.coalesce()


def alias_plan(scop: Scop, copies=None) -> AliasPlan:
    """The overlap test of `scop` (see the module docstring).  `copies`: the transfer plan of a GPU
    translation (DeviceArray list).  Device code copies an array back whole, from its first row to its
    extent, not only the elements it wrote: where that range overlaps another array's, the copy would
    put back stale values over that array's results (fuzz --reductions seed 198, `B = A + 29`).  The
    range tested for an array copied out is therefore the whole copied range."""
    from ..codegen.ast_printer import expr_to_c

    pairs, restricted = candidate_pairs(scop)
    plan = AliasPlan(pairs=pairs, restrict_pairs=restricted)
    tables = any(a.row_pointers for a in scop.arrays.values())
    if not pairs and not tables:
        return plan
    scalars = set(scalar_candidates(scop))
    names = {n for p in pairs for n in p} - scalars
    if tables:
        # every other array may hold a row: each is tested against the rows (row_footprint.py)
        names |= {n for n, a in scop.arrays.items() if a.rank >= 1 and not a.row_pointers and
                  a.kind not in ("private", "snapshot")}
    try:
        ranges = row_ranges(scop, names)
        build = isl.AstBuild.from_context(scop.context.params())
        for name, (lo, hi) in ranges.items():
            plan.rows[name] = (expr_to_c(build.expr_from_pw_aff(lo)), expr_to_c(build.expr_from_pw_aff(hi)))
        for arr in copies or ():
            if arr.name in plan.rows and arr.copy_out and arr.extents:
                plan.rows[arr.name] = ("0", f"({arr.extents[0]}) - 1")
    except (isl.Error, ValueError) as e:
        plan.problem = f"the accessed ranges of {', '.join(sorted(names))} cannot be bounded ({e})"
        return plan
    tests = []
    # a structure member read into a local is tested where it lies in memory, not where the local does
    address = {m.name: f"&({m.text})" for m in scop.members}
    guards = {m.name: m.guard for m in scop.members}
    # a flat pointer modelled as rows (model/delinearize.py): a row is the product of its row lengths
    rl = {n: " * ".join(f"(long)({e})" for e in arr.sizes[1:]) for n, arr in scop.arrays.items()
          if getattr(arr, "flat", False)}
    for a, b in pairs:
        if b in scalars:
            if a in plan.rows:
                alo, ahi = plan.rows[a]
                at = address.get(b, f"&{b}")
                test = (f"({_row(a, f'({ahi}) + 1', rl.get(a))} <= (const char *){at} || "
                        f"(const char *)({at} + 1) <= {_row(a, alo, rl.get(a))})")
                # (a member behind a null pointer is never read: it has no address to test)
                tests.append(f"(!({guards[b]}) || {test})" if guards.get(b) else test)
            continue
        if a not in plan.rows or b not in plan.rows:
            continue
        (alo, ahi), (blo, bhi) = plan.rows[a], plan.rows[b]
        tests.append(f"({_row(a, f'({ahi}) + 1', rl.get(a))} <= {_row(b, blo, rl.get(b))} || "
                     f"{_row(b, f'({bhi}) + 1', rl.get(b))} <= {_row(a, alo, rl.get(a))})")
    try:
        plan.row_test = row_tables(scop, plan.rows, lambda n, r: _row(n, r, rl.get(n)))
    except (isl.Error, ValueError) as e:
        plan.problem = f"the accessed rows of the tables of row pointers cannot be bounded ({e})"
        return plan
    if plan.row_test is not None:
        tests.append(plan.row_test.condition)
    plan.condition = " && ".join(tests) if tests else None
    return plan


def _row(array: str, row: str, length: str | None = None) -> str:
    """The address of the start of row `row` of `array` (a pointer, or an array that decays to one);
    `length`: the elements of a row of a flat pointer modelled as rows (model/delinearize.py)."""
    if row == "0":
        return f"(const char *){array}"
    if length:
        return f"(const char *){array} + ({row}) * {length} * (long)sizeof(*{array})"
    return f"(const char *){array} + ({row}) * (long)sizeof(*{array})"
