"""Transfer plan: which arrays live on the device, what is copied in (read before written, or only
partly overwritten) and out (written), and the extent of each, as host C expressions."""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from ..codegen.ast_printer import expr_to_c
from ..model.dependences import IslBudget, memory_dependences
from ..model.isl_util import checked_dim_opt, checked_lexmax, maps, out_of_operations
from .manager import Pass, State
from .table_transfers import TableCopy, table_copy


@dataclass
class DeviceArray:
    name: str
    ctype: str
    kind: str                 # "array", "scalar" (0-d, passed by address), "private" (device only) or
    #                           "rows" (a table of row pointers, gathered and scattered: `table`)
    extents: list[str]        # C expressions, outermost first (0-d: [])
    copy_in: bool
    copy_out: bool
    read: bool
    written: bool
    source: str | None = None  # a snapshot (passes/snapshot.py): copied on the device from this array
    copy_in_when: str | None = None   # copy_in: the C condition on the parameters under which the copy is
    #                                   needed (None: always); elsewhere the SCoP writes every element
    #                                   before reading it
    # the elements copied between the host's object and the device (C expression; None: size_expr, all):
    # for a flat pointer with a leading dimension (Array.leading_dimension) and a pointer to rows (a block
    # of a larger matrix: _partial_last_row), up to the last element the SCoP accesses, not to the end of
    # its last row, which may lie beyond the user's object
    host_count: str | None = None
    # kind "private": per dimension, None or the C expression (in the parameters) of the lowest index the
    # SCoP uses there when it may be negative (the copies of a scalar declared in a loop `k = -r .. r`,
    # indexed by the iterators): the element [i] is stored at [i - offset] (stmt_printer._element)
    # (and kind "rows": the first row and column of the table's buffer)
    offsets: list | None = None
    table: TableCopy | None = None    # kind "rows": its gather and scatter (passes/table_transfers.py)
    # kind "scalar": some read of the SCoP gets the value from before it (copy_in also where the SCoP may
    # leave it unwritten, for the copy back): a host version out of the user's function takes it by value
    # only then (codegen/host_outline.py)
    host_value: bool = False

    @property
    def size_expr(self) -> str:
        if not self.extents:
            return "1"
        return " * ".join(f"(size_t)({e})" for e in self.extents)

    @property
    def written_whole(self) -> bool:
        """An array copied out and not in: the SCoP writes every element the copy back covers (a partial
        write makes it copied in), so the host's values there are never needed (cuda_host.j2's
        s2s_prefault writes into them)."""
        return self.kind == "array" and self.copy_out and not self.copy_in

    @property
    def count_expr(self) -> str:
        """The elements copied between the host and the device (host_count, else all)."""
        return f"(size_t)({self.host_count})" if self.host_count else self.size_expr


def _params_build(scop) -> isl.AstBuild:
    # the conditions printed with it need not test the ranges of the parameters' types
    return isl.AstBuild.from_context(scop.code_context().params())


def pw_to_c(build: isl.AstBuild, pw: isl.PwAff) -> str:
    return expr_to_c(build.expr_from_pw_aff(pw.coalesce()))


def footprint(scop, name: str, kind: str | None = None) -> isl.Set | None:
    """The elements of `name` the SCoP accesses (`kind`: only its reads or writes), including the reads
    of its snapshot (passes/snapshot.py), which the copy of the array on the device must hold."""
    fp = None
    for st in scop.statements:
        for a in st.accesses:
            if kind is not None and a.kind != kind:
                continue
            if a.array == name:
                s = a.relation.intersect_domain(st.domain).range()
            elif getattr(scop.arrays.get(a.array), "snapshot_of", None) == name:
                s = a.relation.intersect_domain(st.domain).range().set_tuple_name(name)
            else:
                continue
            fp = s if fp is None else fp.union(s)
    return fp.coalesce() if fp is not None else None


def array_extents(scop, arr, build) -> list[str] | None:
    """Declared extents where known, else 1 + the largest index accessed (None if not bounded)."""
    box = array_box(scop, arr, build)
    return None if box is None or any(o is not None for o in box[1]) else box[0]


def array_box(scop, arr, build) -> tuple[list[str], list[str | None]] | None:
    """The extents and the index offsets (DeviceArray.offsets) of an array on the device: declared extents
    where known, else 1 + the largest index accessed, with no offsets; for the passes' private copies,
    whose indices are the iterators' values, also where an index may be negative: offset = the least
    index (at most 0), extent = 1 + the largest index - offset. None if not bounded."""
    fp = footprint(scop, arr.name)
    out: list[str] = []
    offsets: list[str | None] = []
    for d in range(arr.rank):
        if arr.sizes[d] is not None and arr.kind != "private":
            out.append(arr.sizes[d])
            offsets.append(None)
            continue
        if fp is None:
            return None
        # isl's answers checked (isl_util.checked_lexmax: its parametric optimum was wrong once); one that
        # does not check leaves the array unbounded (the SCoP stays sequential)
        mx = checked_dim_opt(fp, d, True)
        mn = checked_dim_opt(fp, d, False)
        if mx is None or mn is None:
            return None
        zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(mx.get_domain_space()))
        lo = None
        if not mn.nonneg_set().intersect_params(scop.context.params()).params().is_equal(
                mn.domain().intersect_params(scop.context.params()).params()):
            if arr.kind != "private":
                return None  # negative indices of the user's array: no extent from the footprint
            lo = mn.union_min(zero).coalesce()      # total: 0 where nothing is accessed
        ext = mx.add(isl.PwAff.val_on_domain(mx.domain(), isl.Val(1)))
        if lo is not None:
            ext = ext.sub(lo.intersect_domain(mx.domain()))
        # 0 where no access executes (dim_max is undefined there: an empty footprint, for some or all
        # parameter values, would print as an arbitrary value or fail as a "void expression")
        ext = ext.union_max(zero)
        out.append(pw_to_c(build, ext))
        offsets.append(pw_to_c(build, lo) if lo is not None else None)
    return out, offsets


def unbounded_arrays(scop) -> list[str]:
    """The user's arrays (not the passes' private copies or snapshots, nor scalars) that the SCoP reads or
    writes and whose extents neither their declarations nor the accesses bound (an index that may be
    negative, an access with no footprint): plan_transfers has no device copy for them, so the SCoP
    stays sequential. It depends on the accesses only, not on the schedule: the reschedule and
    device-split passes ask first, and skip isl's scheduler and the cost model for such a SCoP (fuzz
    seed 6075: 60 s in the scheduler and 40 s in the cost model for a SCoP that then stayed sequential)."""
    build = None
    out = []
    used = scop.read_arrays() | scop.written_arrays()
    for arr in scop.arrays.values():
        if arr.name not in used or arr.kind in ("private", "snapshot") or arr.is_scalar:
            continue
        if all(s is not None for s in arr.sizes):
            continue
        build = build or _params_build(scop)
        try:
            if array_extents(scop, arr, build) is None:
                out.append(arr.name)
        except isl.Error:
            continue        # plan_transfers decides
    return out


def unbounded_reason(names: list[str]) -> str:
    quoted = ", ".join(f"'{n}'" for n in names)
    return (f"cannot bound the extent of {'array' if len(names) == 1 else 'arrays'} {quoted} from the code "
            "(an index may be negative, or no declared size): the SCoP stays sequential")


def _host_count(scop, arr, build) -> str | None:
    """DeviceArray.host_count of a flat pointer with a leading dimension: 1 + the offset of the last element
    accessed, `(r * ld1 + c1) * ld2 + ... + 1` for the lexicographically last element `[r][c1]...` of the
    footprint (where model_guard holds, each column is inside its row, so the last element in that order
    has the largest offset), 0 where nothing is accessed; None (all of size_expr) when isl cannot tell."""
    fp = footprint(scop, arr.name)
    if fp is None:
        return None
    try:
        fp = fp.intersect_params(scop.context.params())
        last = checked_lexmax(fp)
        if last is None:
            return None
        accessed = fp.params()
        comps = []
        for d in range(arr.rank):
            # where something is accessed (elsewhere the count is 0), made total (isl prints no partial
            # function) with 0 where it is not: on the footprint, indices are >= 0 (array_extents)
            pa = last.get_pw_aff(d).gist_params(accessed).coalesce()
            pa = pa.union_max(isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(pa.get_domain_space())))
            comps.append(pw_to_c(build, pa))
        some = None if accessed.is_equal(scop.context.params().align_params(accessed.get_space())) else \
            expr_to_c(build.expr_from_set(accessed.gist(scop.context.params()).coalesce()))
    except isl.Error:
        return None
    offset = f"(long)({comps[0]})"
    for c, size in zip(comps[1:], arr.sizes[1:]):
        offset = f"({offset} * (long)({size}) + (long)({c}))"
    return f"{offset} + 1" if some is None else f"({some}) ? {offset} + 1 : 0"


def _box_end_accessed(scop, arr) -> bool:
    """Whether the SCoP accesses the last element of `arr`'s declared box (`A[n - 1][ld - 1]` of a parameter
    `double A[n][ld]`) wherever the box has elements: the copies of the whole box then end at the last
    element accessed already (DeviceArray.host_count is not needed).  Where the box has elements but the
    SCoP accesses none (`if (n > 0)` around the loops of `double A[16][C]`, called with n = 0 and NULL),
    the copies must copy nothing: host_count is 0 there."""
    if arr.kind != "param" or len(arr.size_affs or ()) != arr.rank or any(a is None for a in arr.size_affs):
        return False
    fp = footprint(scop, arr.name)
    if fp is None:
        return False
    try:
        space = fp.get_space()
        ls = isl.LocalSpace.from_space(space)
        last = isl.Set.universe(space)
        for d, size in enumerate(arr.size_affs):
            var = isl.PwAff.var_on_domain(ls, isl.dim_type.set, d)
            size = size.align_params(space)
            lifted = size.pullback_multi_aff(
                isl.MultiAff.zero(isl.Space.map_from_domain_and_range(space, size.get_domain_space())))
            one = isl.PwAff.val_on_domain(isl.Set.universe(space), isl.Val(1))
            last = last.intersect(var.eq_set(lifted.sub(one))).intersect(var.ge_set(isl.PwAff.zero_on_domain(ls)))
        context = scop.context.params()
        with IslBudget(isl.DEFAULT_CONTEXT, COPY_IN_MAX_OPERATIONS):
            return last.intersect_params(context.align_params(space)).is_subset(
                fp.intersect_params(context.align_params(fp.get_space())))
    except isl.Error as e:
        # a footprint too involved to answer within the bound keeps the whole box's copies (as before
        # faith27b), rather than the last element's search (_host_count) on the same set
        return out_of_operations(e)


def _partial_last_row(arr) -> bool:
    """Whether the user's object may end inside the last row of `arr`'s device box, so that the copies must
    stop at the last element the SCoP accesses (DeviceArray.host_count): a flat pointer with a leading
    dimension, and any pointer to rows whose number of rows the accesses give (`double A[][ld]`,
    `double (*A)[N]`, a flat pointer modelled as rows): the caller may pass a block at the corner of a
    larger matrix (`(double (*)[ld])&M[r][c]`), whose last row ends at the matrix's last element, before
    the end of the block's last row of ld elements.  A parameter declared with its extent (`double a[n]`,
    `double A[n][ld]`, `double A[N][C]`) is a pointer too, whose first extent is no part of its type (C11
    6.7.6.3p7): the caller may pass the same block, or a vector that ends at the last element the SCoP
    accesses (`a[2 * i]` for i < n / 2 of `double a[n]`, called with n - 1 elements), so its copies stop
    there as well."""
    if getattr(arr, "leading_dimension", False):
        return True
    if arr.kind not in ("pointer", "param") or arr.row_pointers or not arr.sizes:
        return False            # (a table's rows are gathered: passes/table_transfers.py)
    return (arr.rank >= 2 and arr.sizes[0] is None) or (arr.kind == "param" and arr.sizes[0] is not None)


def plan_transfers(scop, state) -> list[DeviceArray] | None:
    build = _params_build(scop)
    reads = scop.accesses_of("read")
    writes = scop.accesses_of("write")
    # reads that no write of the SCoP reaches: the values must come from the host.  A read (instance,
    # element) has a source exactly when some write of that element runs before it; no isl dataflow
    # needed (compute_flow can fail, run for minutes or be wrong: see model.dependences.may_dependences)
    try:
        with IslBudget(reads.get_ctx()):
            earlier = memory_dependences(writes, reads, scop.schedule_map())      # write -> read
            no_source = reads.subtract(earlier.reverse().apply_range(writes).intersect(reads))
    except isl.Error:   # isl gave up
        no_source = reads                       # then copy in every array the SCoP reads
    # per array, the parameter values for which some read has no source in the SCoP
    host_value_params: dict[str, isl.Set] = {}

    for m in maps(no_source):   # outside isl's callback (split.respects)
        name = m.get_tuple_name(isl.dim_type.out)
        p = m.domain().params()
        host_value_params[name] = p if name not in host_value_params else host_value_params[name].union(p)
    needs_host_value = set(host_value_params)
    arrays = []
    for arr in scop.arrays.values():
        r = arr.name in scop.read_arrays()
        w = arr.name in scop.written_arrays()
        if not r and not w:
            continue
        if arr.kind == "snapshot":
            continue                            # below, with its array's extents
        if arr.kind == "private":
            box = array_box(scop, arr, build)
            if box is None:
                return None
            ext, offs = box
            arrays.append(DeviceArray(arr.name, arr.ctype, "private", ext, False, False, r, w,
                                      offsets=offs if any(o is not None for o in offs) else None))
            continue
        if arr.is_scalar:
            # a scalar that nothing reads after the SCoP (Scop.dead_after: a local named only inside it, such
            # as the coefficients a filter computes before its loops) is not copied back, unless the SCoP
            # reads its value from before it and may run again while it lives (Scop.carried: in a loop, after
            # a label): the value it leaves is then the next execution's
            dead = arr.name in scop.dead_after and not (arr.name in scop.carried and arr.name in needs_host_value)
            arrays.append(DeviceArray(arr.name, arr.ctype, "scalar", [], arr.name in needs_host_value or not
                                      _covers(scop, arr), w and not dead, r, w,
                                      host_value=arr.name in needs_host_value))
            continue
        if arr.row_pointers:
            # rows lo..hi by columns clo..chi of the table's footprint, one block on the device
            if array_extents(scop, arr, build) is None:
                return None
            table, ext = table_copy(scop, arr.name, footprint(scop, arr.name),
                                    footprint(scop, arr.name, "write") if w else None)
            copy_in, when = _copy_in(scop, arr, build, host_value_params.get(arr.name), w)
            arrays.append(DeviceArray(arr.name, arr.ctype, "rows", ext, copy_in, w, r, w, copy_in_when=when,
                                      offsets=[table.lo, table.clo], table=table))
            continue
        ext = array_extents(scop, arr, build)
        if ext is None:
            return None
        copy_in, when = _copy_in(scop, arr, build, host_value_params.get(arr.name), w)
        count = _host_count(scop, arr, build) if _partial_last_row(arr) and not _box_end_accessed(scop, arr) \
            else None
        arrays.append(DeviceArray(arr.name, arr.ctype, "array", ext, copy_in, w, r, w, copy_in_when=when,
                                  host_count=count))
    for arr in scop.arrays.values():
        if arr.kind == "snapshot" and arr.name in scop.read_arrays():
            src = next((a for a in arrays if a.name == arr.snapshot_of), None)
            if src is None:
                return None
            src.copy_in = True      # the copy is made from the array's values on the device
            src.copy_in_when = None
            # (the same box as its array: a table's offsets too, table_transfers.py)
            arrays.append(DeviceArray(arr.name, arr.ctype, "private", list(src.extents), False, False, True,
                                      False, source=src.name, offsets=list(src.offsets) if src.offsets else None))
    return arrays


def _copy_in(scop, arr, build: isl.AstBuild, unsourced: isl.Set | None,
             written: bool) -> tuple[bool, str | None]:
    """Whether the array's host values are copied in, and the C condition on the parameters under which
    (None: always).  They are needed where some read has no source in the SCoP (`unsourced`), or where the
    SCoP writes the array but not every element of it (the copy-out writes the whole array back).  Both
    are exact sets: a read with a source only when n > 0 (recursive filters and Deriche read row 0 of a
    buffer that the SCoP fills, except for empty images) then copies nothing at the sizes a program runs.
    Where the array has no element the copy copies nothing, so those values are left out; a condition
    too involved to be worth a test (more than 4 pieces, or isl cannot print it) copies always, and so
    does one whose sets isl cannot simplify within COPY_IN_MAX_OPERATIONS (a flat array written at
    `(long)i * N + j` under `i % 2` ran for minutes, gigabytes, in `is_subset`)."""
    try:
        with IslBudget(isl.DEFAULT_CONTEXT, COPY_IN_MAX_OPERATIONS):
            return _copy_in_condition(scop, arr, build, unsourced, written)
    except isl.Error as e:
        if not out_of_operations(e):
            raise
        return True, None


# isl operations that finding copy-in's condition may take (the corpus and tests/faithful need fewer than
# 30,000 each)
COPY_IN_MAX_OPERATIONS = 200_000


def _copy_in_condition(scop, arr, build: isl.AstBuild, unsourced: isl.Set | None,
                       written: bool) -> tuple[bool, str | None]:
    need = unsourced
    if written:
        gap = _uncovered_params(scop, arr)
        need = gap if need is None else need.union(gap)
    if need is None:
        return False, None
    context = scop.context.params()
    empty = _empty_params(scop, arr)
    need = need.intersect(context).subtract(empty).coalesce()
    if need.is_empty():
        return False, None
    if context.is_subset(need.union(empty)):
        return True, None
    need = need.gist(context.subtract(empty).coalesce()).coalesce()     # where the array has elements
    if need.plain_is_universe() or need.n_basic_set() > 4:
        return True, None
    try:
        return True, expr_to_c(build.expr_from_set(need))
    except isl.Error:
        return True, None


def _empty_params(scop, arr) -> isl.Set:
    """The parameter values for which the array has no element (a declared extent <= 0)."""
    empty = isl.Set.empty(scop.context.params().get_space())
    for size in arr.size_affs or ():
        if size is not None:
            zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(size.get_domain_space()))
            empty = empty.union(size.le_set(zero).params().align_params(empty.get_space()))
    return empty


def _covers(scop, arr) -> bool:
    """Whether the SCoP certainly writes every element of the array (then no copy-in is needed)."""
    return _uncovered_params(scop, arr).is_empty()


def _uncovered_params(scop, arr) -> isl.Set:
    """The parameter values for which the SCoP leaves some element of the array unwritten."""
    universe = isl.Set.universe(scop.context.params().get_space())
    wf = footprint(scop, arr.name, "write")
    if wf is None:
        return universe
    if arr.is_scalar:
        # its one element is written where some write of it runs (exact, in the parameters: a write under
        # `if (n > 0)` leaves it unwritten for n <= 0)
        written = wf.params().align_params(universe.get_space())
        return universe.intersect(scop.context.params().align_params(universe.get_space())).subtract(written)
    if arr.row_pointers:
        # a table scatters back, in each row, the columns from the first to the last one written
        # (table_transfers.py): those must be written, or copied in
        full = _row_hull(wf).intersect_params(scop.context.params())
        return full.subtract(wf).params().align_params(universe.get_space()).intersect(universe)
    fp = footprint(scop, arr.name)
    space = wf.get_space()
    full = isl.Set.universe(space)
    ls = isl.LocalSpace.from_space(space)
    for d, size in enumerate(arr.size_affs):
        var = isl.PwAff.var_on_domain(ls, isl.dim_type.set, d)
        if size is None:  # extent taken from the accesses (see array_extents): 0 .. largest index
            full = full.intersect(var.ge_set(isl.PwAff.zero_on_domain(ls)))
            full = full.intersect(var.le_set(fp.dim_max(d).pullback_multi_aff(
                isl.MultiAff.zero(isl.Space.map_from_domain_and_range(space, fp.dim_max(d).get_domain_space())))))
            continue
        size = size.align_params(space)
        lifted = size.pullback_multi_aff(
            isl.MultiAff.zero(isl.Space.map_from_domain_and_range(space, size.get_domain_space())))
        full = full.intersect(var.ge_set(isl.PwAff.zero_on_domain(ls))).intersect(var.lt_set(lifted))
    full = full.intersect_params(scop.context.params())
    return full.subtract(wf).params().align_params(universe.get_space()).intersect(universe)


def _row_hull(s: isl.Set) -> isl.Set:
    """The elements of a 2-D set `s` between its first and its last column in each row."""
    name = s.get_tuple_name()
    right = isl.Map(f"{{ {name}[r, c] -> {name}[r, d] : d >= c }}").align_params(s.get_space())
    left = isl.Map(f"{{ {name}[r, c] -> {name}[r, d] : d <= c }}").align_params(s.get_space())
    return s.apply(right).intersect(s.apply(left)).coalesce()


class TransferPass(Pass):
    name = "transfers"
    requires = ("kernels", "dependences")
    provides = ("transfer-plan",)
    description = "copy in what the device reads before writing, copy out what it writes; arrays stay on the " \
                  "device across kernels and host loops"

    def run(self, state: State) -> None:
        if not state["offload"]:
            state["transfer-plan"] = []
            return
        # device-split computed it already to price the copies
        plan = state["transfer-plan-draft"] if "transfer-plan-draft" in state.artifacts else \
            plan_transfers(state.scop, state)
        if plan is None:
            state["offload"] = False
            state.decide("cannot bound the extent of an array from the code: the SCoP stays sequential")
            state["transfer-plan"] = []
            return
        state["transfer-plan"] = plan
        ins = [a.name + (f" (if {a.copy_in_when})" if a.copy_in_when else "") for a in plan if a.copy_in]
        outs = [a.name for a in plan if a.copy_out]
        state.decide(f"transfers: copy in {', '.join(ins) or 'nothing'}; copy out {', '.join(outs) or 'nothing'}")
