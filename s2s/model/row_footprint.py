"""The runtime test of a SCoP that uses tables of row pointers (`double **A`, `double *A[N]`, indexed
`A[i][j]`: Array.row_pointers).

Each row of such a table is its own object, which may lie anywhere: two rows may be the same memory
(`A[1] == A[2]`), rows of two tables may be shared (`C[i] == A[i]`), a row may overlap another partially
or point into an array or a scalar of the SCoP. All of that is valid C, and the model (every element its
own location) holds only where no written row overlaps any other memory that the SCoP accesses. The
generated code therefore runs only where a runtime test finds:

* for each table, the address range of each row that the SCoP touches (rows `lo..hi`, the first
  subscript's bounds), over the columns it touches (`clo..chi`, the second subscript's bounds over every
  row: a bounding box, so triangular code tests a little more than it accesses);
* for each other array of the SCoP (pointers, parameters, declared arrays: not `restrict` ones, C11
  6.7.3.1, unless a table's rows may be based on them: a local table, or one the function stores rows
  into, Scop.may_be_based) the range from its first row accessed to the end of its last one, as
  footprint.py does; for each scalar that a pointer may point at (Scop.addressable), the object itself;

and no range of a written table or array overlaps any other range. The ranges are collected into a
buffer, sorted by start (qsort, O(R log R)) and scanned once, keeping the furthest end seen so far and
the furthest end of a written range: a range overlaps an earlier one exactly when it starts before
that end. The helpers are emitted once at the top of the generated file (`HELPERS`, one row collector per
element type: `row_helper`), and the test is one C expression of nested calls, so it fits the `if` of
codegen/versioning.py. A table read only and nothing else written needs no test; a written flat array
against read-only rows still does.

The bounds are exact where the SCoP accesses the table and empty (`0 .. -1`) where it does not, so the
test reads only row pointers the original code reads too (rows between the first and the last one
touched lie in the same table).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from .scop import Scop


@dataclass
class RowTables:
    """The row test of one SCoP: what is tested, and the C expression that holds when nothing overlaps."""

    tables: list[str] = field(default_factory=list)      # the tables of row pointers, in a stable order
    objects: list[str] = field(default_factory=list)     # other arrays and scalars tested against them
    written: list[str] = field(default_factory=list)     # the tables and objects that the SCoP writes
    condition: str | None = None
    element_types: list[str] = field(default_factory=list)   # one row collector each (row_helper)

    def describe(self) -> str:
        what = ", ".join(f"rows of {t}" for t in self.tables) + "".join(f", {o}" for o in self.objects)
        return (f"runtime test that no written row overlaps another row or array ({what}; sorted address "
                "ranges)")


def row_tables(scop: Scop, flat_ranges: dict[str, tuple[str, str]], row_of) -> RowTables | None:
    """The row test of `scop` (module docstring), None where it has no table of row pointers or needs no
    test.  `flat_ranges`: for the other arrays, C text of their first and last row accessed
    (footprint.row_ranges); `row_of(array, row)`: the C address of the start of a row of one."""
    from ..codegen.ast_printer import expr_to_c
    from ..codegen.names import Names

    tables = sorted(n for n, a in scop.arrays.items() if a.row_pointers)
    if not tables:
        return None
    written = scop.written_arrays()
    # (a restrict array is left out unless a table's rows may be based on it: Scop.may_be_based)
    based = any(t in scop.may_be_based for t in tables)
    others = sorted(n for n, a in scop.arrays.items() if a.rank >= 1 and not a.row_pointers and
                    a.kind not in ("private", "snapshot") and (based or not a.restrict))
    scalars = sorted(scop.addressable)
    tables_written = any(t in written for t in tables)
    if not tables_written:
        others = [n for n in others if n in written]
        scalars = [n for n in scalars if n in written]
        if not others and not scalars:
            return None
    out = RowTables(tables=tables, objects=others + scalars,
                    written=[n for n in tables + others + scalars if n in written])
    build = isl.AstBuild.from_context(scop.context.params())
    # unsigned parameters read as longs: the empty range's -1 (`n <= 1 ? -1 : n - 1`) of an unsigned n
    # would be UINT_MAX, and the row collector would read that many row pointers
    longs = Names(scop, [], "openmp").text

    def c(pa: isl.PwAff) -> str:
        return longs(expr_to_c(build.expr_from_pw_aff(pa)))

    call = "s2s_ranges_new()"
    bounds = table_bounds(scop, set(tables))
    for t in tables:
        arr = scop.arrays[t]
        elem = ("const " if arr.is_const else "") + arr.ctype
        if elem not in out.element_types:
            out.element_types.append(elem)
        lo, hi, clo, chi = (c(pa) for pa in bounds[t])
        call = (f"{row_helper_name(elem)}({call}, {t}, (long)({lo}), (long)({hi}), (long)({clo}), "
                f"(long)({chi}), {int(t in written)})")
    for n in others:
        if n not in flat_ranges:
            continue
        lo, hi = flat_ranges[n]
        call = (f"s2s_ranges_add({call}, {row_of(n, lo)}, {row_of(n, f'({hi}) + 1')}, "
                f"{int(n in written)})")
    members = {m.name: m for m in scop.members}
    for x in scalars:
        # a structure member read into a local lies in its structure (`&(g->alpha)`), where a row may hold
        # it; behind a null pointer it is never read (an empty range)
        m = members.get(x)
        at = f"&({m.text})" if m is not None else f"&{x}"
        lo, hi = f"(const char *){at}", f"(const char *)({at} + 1)"
        if m is not None and m.guard:
            lo, hi = f"(({m.guard}) ? {lo} : (const char *)0)", f"(({m.guard}) ? {hi} : (const char *)0)"
        call = f"s2s_ranges_add({call}, {lo}, {hi}, {int(x in written)})"
    out.condition = f"s2s_ranges_disjoint({call})"
    return out


def table_bounds(scop: Scop, names: set[str]) -> dict[str, tuple[isl.PwAff, ...]]:
    """For each table in `names`: (first row, last row, first column, last column) that the SCoP accesses,
    as piecewise affine functions of the parameters; an empty range (0, -1) where it accesses none."""
    acc = scop.accesses_of("read").union(scop.accesses_of("write"))
    sets: list[isl.Set] = []
    acc.range().foreach_set(sets.append)
    out: dict[str, tuple[isl.PwAff, ...]] = {}
    for s in sets:
        name = s.get_tuple_name()
        if name not in names:
            continue
        s = s.intersect_params(scop.context.params().align_params(s.get_space()))
        rows = s.project_out(isl.dim_type.set, 1, 1)
        cols = s.project_out(isl.dim_type.set, 0, 1)
        out[name] = tuple(or_empty(pa, scop.context, v) for pa, v in
                          ((rows.dim_min(0), 0), (rows.dim_max(0), -1), (cols.dim_min(0), 0),
                           (cols.dim_max(0), -1)))
    return out


def or_empty(pa: isl.PwAff, ctx: isl.Set, value: int) -> isl.PwAff:
    """`pa` extended by the constant `value` to the parameters of the context where it is undefined."""
    pa = pa.align_params(ctx.get_space())
    rest = ctx.params().align_params(pa.get_domain_space()).subtract(pa.domain())
    if not rest.is_empty():
        ls = isl.LocalSpace.from_space(rest.get_space())
        const = isl.PwAff.from_aff(isl.Aff.zero_on_domain(ls).set_constant_val(isl.Val.int_from_si(
            rest.get_ctx(), value))).intersect_domain(rest)
        pa = pa.union_max(const)
    return pa.coalesce()


def row_helper_name(elem: str) -> str:
    """The generated row collector of tables of `elem` rows (`s2s_ranges_rows_const_double`)."""
    return "s2s_ranges_rows_" + "_".join(elem.split())


def row_helper(elem: str) -> str:
    """C: add to the ranges the address range of columns clo..chi of rows lo..hi of a table of `elem`."""
    return f"""static struct s2s_ranges *{row_helper_name(elem)}(struct s2s_ranges *s, {elem} *const *t, long lo,
                                               long hi, long clo, long chi, int written)
{{
  long i;
  for (i = lo; i <= hi && s != NULL; i++)
    s = s2s_ranges_add(s, (const char *)(t[i] + clo), (const char *)(t[i] + chi + 1), written);
  return s;
}}
"""


HELPERS = """/* s2s: the runtime test that no written row (of a table of row pointers) overlaps other memory of the
   SCoP: address ranges, sorted by start, then scanned once */
struct s2s_range { const char *lo, *hi; int written; };
struct s2s_ranges { struct s2s_range *r; long n, cap; int failed; };
static struct s2s_ranges *s2s_ranges_new(void)
{
  return (struct s2s_ranges *)calloc(1, sizeof(struct s2s_ranges));
}
static struct s2s_ranges *s2s_ranges_add(struct s2s_ranges *s, const char *lo, const char *hi, int written)
{
  if (s == NULL || s->failed || hi <= lo)
    return s;
  if (s->n == s->cap) {
    long cap = s->cap ? 2 * s->cap : 64;
    struct s2s_range *r = (struct s2s_range *)realloc(s->r, (size_t)cap * sizeof(struct s2s_range));
    if (r == NULL) {
      s->failed = 1;
      return s;
    }
    s->r = r;
    s->cap = cap;
  }
  s->r[s->n].lo = lo;
  s->r[s->n].hi = hi;
  s->r[s->n].written = written;
  s->n++;
  return s;
}
static int s2s_range_before(const void *a, const void *b)
{
  const char *x = ((const struct s2s_range *)a)->lo, *y = ((const struct s2s_range *)b)->lo;
  return x < y ? -1 : x > y;
}
/* 1 when no written range overlaps another range; 0 when one does or memory ran out (then the original
   code runs); frees the ranges */
static int s2s_ranges_disjoint(struct s2s_ranges *s)
{
  long k;
  int ok, seen = 0, seen_written = 0;
  const char *end = NULL, *end_written = NULL;
  if (s == NULL)
    return 0;
  ok = !s->failed;
  if (ok && s->n > 1)
    qsort(s->r, (size_t)s->n, sizeof(struct s2s_range), s2s_range_before);
  for (k = 0; ok && k < s->n; k++) {
    const struct s2s_range *r = &s->r[k];
    if (r->written ? seen && r->lo < end : seen_written && r->lo < end_written)
      ok = 0;
    if (!seen || r->hi > end)
      end = r->hi;
    seen = 1;
    if (r->written && (!seen_written || r->hi > end_written)) {
      end_written = r->hi;
      seen_written = 1;
    }
  }
  free(s->r);
  free(s);
  return ok;
}
"""


def helpers_code(element_types: list[str]) -> str:
    """The helpers (HELPERS) and one row collector per element type, for the top of the generated file."""
    # (under a guard: the OpenMP output may put the generated headers in front twice, driver.py)
    return ("#ifndef s2s_ranges_helpers\n#define s2s_ranges_helpers\n" + HELPERS +
            "".join(row_helper(e) for e in element_types) + "#endif\n")
