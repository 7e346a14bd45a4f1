"""Scheduling passes: the original order as a schedule tree, and isl's Pluto-style scheduler."""
from __future__ import annotations

import contextlib
from collections.abc import Iterator

import islpy as isl

from ..analysis import analyse
from ..model.dependences import IslBudget
from ..model.isl_util import out_of_operations
from .bounded import ChildFailed, Timeout, run_bounded
from .manager import Pass, State
from .parallelism import count_parallelism, mark_coincidence, member_is_parallel
from . import scheduled


class DependencePass(Pass):
    name = "dependences"
    requires = ("model",)
    provides = ("dependences",)
    description = "exact dataflow (flow, anti, output) with isl compute_flow"

    def run(self, state: State) -> None:
        state["analysis"] = analyse(state.scop)
        adopt(state, state.scop, state["analysis"])


def dep_union(analysis, scop) -> isl.UnionMap:
    """All dependences of an analysis as one union map (empty, in the SCoP's space, when there are none)."""
    union = analysis.deps.union()
    return union if union is not None else isl.UnionMap.empty(scop.context.get_space())


def adopt(state: State, scop, analysis) -> None:
    """Make `scop` the state's SCoP with its dependences: the dependence pass, and the passes that
    replace the SCoP (privatize.py, snapshot.py)."""
    state.scop = scop
    state["dependences"] = analysis.deps
    state["dep_union"] = dep_union(analysis, scop)


class OriginalSchedulePass(Pass):
    name = "original-schedule"
    requires = ("model", "dependences")
    provides = ("schedule",)
    after = ("privatize", "expand-arrays", "snapshot")
    description = "the program's own loop order as a schedule tree, parallel loops marked from the dependences"

    def run(self, state: State) -> None:
        from .skew import mark_permutable
        tree = merge_nested_bands(state.scop.schedule_tree)
        tree = mark_coincidence(mark_permutable(tree, state["dep_union"]), state["dep_union"])
        state["schedule"] = tree
        state["schedule_origin"] = "original"


def merge_nested_bands(sched: isl.Schedule) -> isl.Schedule:
    """Perfectly nested loops (a band whose only child is a band) become one multi-member band, so that
    the original order can map several parallel loops to the grid."""
    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        while node.get_type() == isl.schedule_node_type.band and node.n_children() == 1 and \
                node.child(0).get_type() == isl.schedule_node_type.band:
            outer = node.band_get_partial_schedule()
            inner = node.child(0).band_get_partial_schedule()
            node = node.delete().delete().insert_partial_schedule(outer.flat_range_product(inner))
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    return visit(sched.get_root()).get_schedule()


class ReschedulePass(Pass):
    name = "reschedule"
    requires = ("schedule", "dependences")
    provides = ("schedule.rescheduled",)
    after = ("split",)
    optional = True
    description = ("isl scheduler (validity = all dependences, coincidence and proximity as PPCG sets them); "
                   "the cost model (s2s/gpu/cost.py) chooses between its schedule and the original order")

    def run(self, state: State) -> None:
        if not state.options.reschedule:
            state.decide("schedule: original order (--no-reschedule)")
            return
        scop = state.scop
        from .transfers import unbounded_arrays
        if unbounded_arrays(scop):
            state.decide("schedule: original order (isl's scheduler not run: the SCoP has an array whose "
                         "extent cannot be bounded, and stays sequential)")
            return
        deps = state["dep_union"]
        sc = isl.ScheduleConstraints.on_domain(scop.domain())
        sc = sc.set_context(scop.context.params())
        sc = sc.set_validity(deps).set_coincidence(deps).set_proximity(deps)
        timeout = state.options.schedule_timeout
        exact_s = timeout / EXACT_SHARE
        if state.options.reschedule_reuse_only and constraints_key(sc) not in scheduled.current().schedules:
            # (what this SCoP's pipelines were given, not the process's memo: passes/scheduled.py)
            # the device pipeline's exact constraints timed out or crashed: the schedule it fell back to
            alts = [c for c in (without_context(sc), relaxed_constraints(scop, deps))
                    if constraints_key(c) in scheduled.current().schedules]
            if not alts:
                state.decide("schedule: original order (isl's scheduler not run again: this pipeline's SCoP "
                             "differs from the one it scheduled)")
                return
            sc = alts[0]
        try:
            new = compute_schedule_bounded(sc, exact_s)
        except Timeout:
            # isl's ILPs on the exact dependences can run for minutes when the sizes are constants (an
            # ocean step of 39 statements in a time loop over an 18 x 22 grid: > 2 min; the same file with
            # the sizes as parameters: < 1 s): the dependences without their bounds are a superset, so
            # any schedule that respects them respects the exact ones, and their ILPs are small
            new = _schedule_relaxed(state, deps, timeout - exact_s)
            if new is None:
                state.decide(f"schedule: isl scheduler did not finish in {exact_s:g} s, nor on the dependences "
                             "without their bounds; original order kept (raise --schedule-timeout to wait "
                             "longer)")
                state.log.note(f"isl scheduler stopped after {exact_s:g} s; the original loop order is used",
                               scop.loc)
                return
            state.decide(f"schedule: isl scheduler did not finish in {exact_s:g} s on the exact dependences "
                         "(a sixth of --schedule-timeout); scheduled on the dependences without their bounds "
                         "on the source or the target alone (a superset, so the schedule is legal)")
            state.log.note(f"isl scheduler stopped after {exact_s:g} s on the exact dependences; it scheduled "
                           "the dependences without their bounds instead", scop.loc)
        except SchedulerFailed as e:
            # isl's scheduler dies with SIGSEGV on some inputs (in isl_tab_detect_implicit_equalities, under
            # isl_sched_graph_init: fuzz seeds 64 and 74, tests/fuzz_regressions/isl_scheduler_segfault.c):
            # other constraints that give legal schedules, as after a timeout, and a warning even without
            # -v (once: a retry of the pipeline meets the remembered failure)
            new, instead = _schedule_after_crash(state, sc, deps, exact_s, timeout - 2 * exact_s)
            state.decide(f"schedule: isl scheduler failed ({e.how}); {instead}")
            if e.first:
                state.log.warning(f"isl's scheduler failed on this SCoP ({e.how}): {instead}", scop.loc)
            if new is None:
                return
        except (isl.Error, ValueError) as e:
            state.decide(f"schedule: isl scheduler failed ({str(e).splitlines()[0][:80]}); original order kept")
            return
        if new is None:
            state.decide("schedule: isl scheduler found no schedule; original order kept")
            return
        from ..gpu.mapping import fuse_set_bands
        new = mark_coincidence(fuse_set_bands(new), deps)
        new = sequential_nests_in_original_order(new, merge_nested_bands(scop.schedule_tree), deps, scop.context)
        state["schedule"], state["schedule_origin"], why = choose_schedule(state, state["schedule"], new)
        state.decide(why)


def without_context(sc: isl.ScheduleConstraints) -> isl.ScheduleConstraints:
    """`sc` for every value of the parameters, not only those of the SCoP's context: a schedule that
    respects the dependences for all values respects them for the context's.  isl's crash on seeds 64
    and 74 (compute_schedule_bounded) is in its use of the context (the gist of a dependence)."""
    return sc.set_context(isl.Set.universe(sc.get_context().get_space()))


def _schedule_after_crash(state: State, sc: isl.ScheduleConstraints, deps: isl.UnionMap, first_s: float,
                          rest_s: float) -> tuple[isl.Schedule | None, str]:
    """After isl's scheduler crashed on `sc`: its schedule of the same dependences without the context
    (`first_s` seconds), else of the dependences without their bounds (`rest_s`); with what was done,
    for the warning."""
    try:
        new = compute_schedule_bounded(without_context(sc), first_s)
    except (Timeout, SchedulerFailed, isl.Error, ValueError):
        new = None
    if new is not None:
        return new, ("it was scheduled on the same dependences for every value of the parameters instead "
                     "(without the SCoP's context: the schedule is legal)")
    new = _schedule_relaxed(state, deps, rest_s)
    if new is not None:
        return new, ("it was scheduled on its dependences without their bounds instead (a superset of "
                     "them, so the schedule is legal)")
    return None, "its original loop order is kept"


def _schedule_relaxed(state: State, deps: isl.UnionMap, timeout: float) -> isl.Schedule | None:
    """isl's schedule of the dependences without their bounds (relaxed_constraints), after it gave none
    on the exact ones in time or crashed on them; None when it gives none on these either."""
    try:
        return compute_schedule_bounded(relaxed_constraints(state.scop, deps), timeout)
    except (Timeout, SchedulerFailed, isl.Error, ValueError):
        return None


# the share of --schedule-timeout that isl's scheduler has on the exact dependences; the rest goes to the
# relaxed ones (relaxed_constraints) when it does not finish
EXACT_SHARE = 6
COALESCE_MAX_OPERATIONS = 2_000_000     # isl operations to coalesce the relaxed dependences


def relaxed_constraints(scop, deps: isl.UnionMap) -> isl.ScheduleConstraints:
    """Schedule constraints on a superset of `deps`: each basic relation without its inequalities on the
    source alone or the target alone (the loop bounds: `0 <= j <= 21`), its equalities and the constraints
    that relate source and target kept (`t' >= t + 1`, `i' = i`).  A schedule that respects a superset of
    the dependences respects them; isl's ILPs on these are small where the bounds are constants.  A basic
    relation with existentially quantified variables is kept as it is.  A superset may admit no schedule
    (a cycle that only the dropped bounds broke): isl then fails or finds none, and the caller keeps the
    original order."""
    out = isl.UnionMap.empty(deps.get_space())
    maps: list = []
    deps.foreach_map(maps.append)
    for m in maps:
        bmaps: list = []
        m.foreach_basic_map(bmaps.append)
        for bm in bmaps:
            if bm.dim(isl.dim_type.div):
                out = out.union(isl.UnionMap.from_map(isl.Map.from_basic_map(bm)))
                continue
            keep = isl.BasicMap.universe(bm.get_space())
            cons: list = []
            bm.foreach_constraint(cons.append)
            for c in cons:
                on_in = any(not c.get_coefficient_val(isl.dim_type.in_, k).is_zero()
                            for k in range(bm.dim(isl.dim_type.in_)))
                on_out = any(not c.get_coefficient_val(isl.dim_type.out, k).is_zero()
                             for k in range(bm.dim(isl.dim_type.out)))
                if c.is_equality() or (on_in and on_out):
                    keep = keep.add_constraint(c)
            out = out.union(isl.UnionMap.from_map(isl.Map.from_basic_map(keep)))
    try:
        # coalescing only simplifies the representation; on the dataflow's coarse fallback of a strided
        # nest (fuzz --c-features seed 6075) it ran for minutes
        with IslBudget(out.get_ctx(), COALESCE_MAX_OPERATIONS):
            out = out.coalesce()
    except isl.Error as e:
        if not out_of_operations(e):
            raise
    sc = isl.ScheduleConstraints.on_domain(scop.domain()).set_context(scop.context.params())
    return sc.set_validity(out).set_coincidence(out).set_proximity(out)


def sequential_nests_in_original_order(sched: isl.Schedule, original: isl.Schedule, deps: isl.UnionMap,
                                       context: isl.Set) -> isl.Schedule:
    """`sched` with each outermost band that has no parallel member at or below it (a nest that runs as one
    thread: gpu/mapping.find_kernels makes it a kernel with no mapped member) replaced by the subtree of
    the original order that runs its instances (`_graft_original`).

    Why: inside such a nest isl's schedule is only one legal order among many, and with sizes fixed in
    the source its scheduler may fold loops into one dimension (ludcmp's back substitution with `#define
    N 2000`: `[-1998 i + j, 2 - j]` for `x[i] -= A[i][j] * x[j]` and the division after it), where the
    reduction planner (gpu/reduction.py) finds no loop to split over a warp's lanes: one thread walked
    the 2 x 10^6 updates (about 157 ms on an H200), as against 10 ms with lanes when N is a parameter.
    The original order is the user's, and it is legal for any subset of the instances: every dependence
    between two of them runs forward in it, and the nest runs as a whole at its place in `sched`.
    `original` is the program's own tree, not the split pass's: its pieces are cut for parallel nests,
    and in a sequential one they would only add a sequence around the same loop (gramschmidt's norm: its
    loop became two pieces that one thread walked, where the whole loop is a full reduction)."""
    ctx = context.params()

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.band and not has_parallel(node):
            dom = node.get_domain()
            prefix = node.get_prefix_schedule_union_map().intersect_domain(dom)
            try:
                return _graft_original(node.cut(), original.get_root().child(0), dom, prefix, ctx, deps)
            except (_NoGraft, isl.Error):
                return node         # isl's order stays: legal too
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    from ..gpu.mapping import has_parallel
    return visit(sched.get_root()).get_schedule()


class _NoGraft(Exception):
    """The original tree has a node `_graft_original` does not copy: the nest keeps isl's order."""


def _graft_original(target: isl.ScheduleNode, src: isl.ScheduleNode, dom: isl.UnionSet, prefix: isl.UnionMap,
                    ctx: isl.Set, deps: isl.UnionMap) -> isl.ScheduleNode:
    """At leaf `target` (whose instances are `dom`), the subtree of the original tree at `src` restricted to
    `dom`: its bands without the members that take one value for fixed values of `prefix` (the schedule
    above them: the host loops' own iterators would be loops of one iteration, which the parallelism check
    finds coincident), its sequences and sets without the children none of `dom` reaches (a sequence of one
    child is dropped).  Returns the node at `target`'s position; coincident flags from `deps`."""
    t = src.get_type()
    if t == isl.schedule_node_type.leaf:
        return target
    if t == isl.schedule_node_type.band:
        mupa = src.band_get_partial_schedule().intersect_domain(dom)
        drop = []
        for j in range(mupa.dim(isl.dim_type.out)):
            member = isl.UnionMap.from_union_pw_aff(mupa.get_union_pw_aff(j))
            by_prefix = prefix.reverse().apply_range(member).intersect_params(ctx.align_params(member.get_space()))
            if by_prefix.is_single_valued():
                drop.append(j)
        if len(drop) == mupa.dim(isl.dim_type.out):
            return _graft_original(target, src.child(0), dom, prefix, ctx, deps)
        for j in reversed(drop):
            mupa = mupa.drop_dims(isl.dim_type.out, j, 1)
        band = target.insert_partial_schedule(mupa)
        for j in range(band.band_n_member()):
            band = band.band_member_set_coincident(j, 1 if member_is_parallel(band, j, deps) else 0)
        inner = prefix.flat_range_product(isl.UnionMap.from_multi_union_pw_aff(mupa))
        return _graft_original(band.child(0), src.child(0), dom, inner, ctx, deps).parent()
    if t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
        parts = []
        for i in range(src.n_children()):
            f = src.child(i).filter_get_filter().intersect(dom)
            if not f.is_empty():
                parts.append((i, f))
        if not parts:
            return target
        if len(parts) == 1:
            i, f = parts[0]
            return _graft_original(target, src.child(i).child(0), f, prefix, ctx, deps)
        filters = isl.UnionSetList.alloc(target.get_ctx(), len(parts))
        for _, f in parts:
            filters = filters.add(f)
        node = target.insert_sequence(filters) if t == isl.schedule_node_type.sequence else target.insert_set(filters)
        for k, (i, f) in enumerate(parts):
            node = _graft_original(node.child(k).child(0), src.child(i).child(0), f, prefix, ctx, deps).parent().parent()
        return node
    if t == isl.schedule_node_type.filter:
        return _graft_original(target, src.child(0), src.filter_get_filter().intersect(dom), prefix, ctx, deps)
    if t == isl.schedule_node_type.mark:
        return _graft_original(target, src.child(0), dom, prefix, ctx, deps)
    raise _NoGraft(str(t))


def choose_schedule(state: State, original: isl.Schedule, rescheduled: isl.Schedule
                    ) -> tuple[isl.Schedule, str, str]:
    """The cheaper of the two schedules by the cost model (the original order on a tie, and when the
    isl schedule maps no more parallel loops: the user's order is the one they tuned), and why."""
    from ..gpu.cost import CPU, GPU, estimate, fmt_seconds
    from ..gpu.mapping import find_kernels
    from .device_split import mapped_members
    scop = state.scop
    old_score, new_score = count_parallelism(original), count_parallelism(rescheduled)
    dev = CPU if state.options.target == "openmp" else GPU
    most = mapped_members(state.options)
    from ..gpu.reduction import plan_reductions
    candidates = []
    for sched in (original, rescheduled):
        kernels = find_kernels(sched, scop, most)
        plan_reductions(state, kernels, quiet=True)     # a reduction loop split over lanes is cheaper
        candidates.append(estimate(scop, kernels, dev))
    old, new = candidates
    # the transfers are the same for both: the kernels decide
    detail = (f"kernels of the isl schedule ~{fmt_seconds(new.kernel_s)} ({new_score[0]} parallel loop dimensions "
              f"mapped), of the original order ~{fmt_seconds(old.kernel_s)} ({old_score[0]})")
    if new.kernel_s < 0.95 * old.kernel_s:
        return rescheduled, "isl", f"schedule: isl scheduler, by the cost model: {detail}"
    if dev is GPU and new.kernel_s <= 1.05 * old.kernel_s:
        # a tie at the model's precision: the model prices a contraction kernel as a generic one (it knows
        # nothing of the shared-memory tiles), so the schedule with more updates on that fast path wins
        # the tie, then the one with more parallel loops.  doitgen with sizes fixed in the source: isl's
        # fused 3-D kernel is a contraction, the user's (r, q) kernel walks p and s in each thread
        old_fast = new_fast = 0
        if "contraction" not in state.options.disabled:
            old_fast, new_fast = (contraction_kernels(scop, find_kernels(s, scop, most))
                                  for s in (original, rescheduled))
        if new_fast > old_fast:
            return rescheduled, "isl", (f"schedule: isl scheduler (more kernels on the contraction path, "
                                        f"{new_fast} against {old_fast}): {detail}")
        if new_fast == old_fast:
            # then the one with fewer launches (each costs its latency and a pass over its arrays, below
            # the model's precision here): gemm with C scaled in a nest of its own, i-j-k, gets one
            # contraction kernel with the scaling as its setup, not a scaling kernel before it; and a
            # schedule that maps more parallel loops by splitting a kernel in several does not win the
            # tie (covariance with its arrays' sizes fixed in the source: 5 kernels against 3) unless the
            # original order maps none
            old_l, new_l = (sum(k.launches for k in e.kernels) for e in (old, new))
            if new_l < old_l:
                return rescheduled, "isl", (f"schedule: isl scheduler (fewer launches, {new_l:.0f} against "
                                            f"{old_l:.0f}): {detail}")
            if new_score[0] > old_score[0] and (new_l == old_l or old_score[0] == 0):
                return rescheduled, "isl", f"schedule: isl scheduler (more parallel loops): {detail}"
    if state.options.force_device and old_score[0] == 0 and new_score[0] > 0:
        # offload every SCoP (as `s2s check` translates, so that what it runs is generated code): the
        # original order has nothing to offload
        return rescheduled, "isl", f"schedule: isl scheduler (--force-device; the original order has no " \
                                   f"parallel loop): {detail}"
    return original, "original", f"schedule: original order kept, by the cost model: {detail}"


def contraction_kernels(scop, kernels) -> int:
    """How many of `kernels` (mapping.KernelSpec) the contraction pass would put on its fast path (its
    planner on each kernel, under the pass's bound on isl operations; sizes as the pass picks them)."""
    from ..gpu.contraction import NotAContraction, plan_contraction
    from ..model.dependences import IslBudget
    from ..model.isl_util import out_of_operations
    from .contraction import CONTRACTION_MAX_OPERATIONS
    from .device_split import out_dim
    n = 0
    for k in kernels:
        if k.n_par < 2:
            continue
        hnames = [f"_h{j}" for j in range(out_dim(k.prefix))]
        gnames = [f"_g{j}" for j in range(k.n_par)]
        try:
            with IslBudget(isl.DEFAULT_CONTEXT, CONTRACTION_MAX_OPERATIONS):
                plan_contraction(k, scop, hnames, gnames, {})
            n += 1
        except NotAContraction:
            pass
        except isl.Error as e:
            if not out_of_operations(e):
                raise
    return n


def constraints_key(sc: isl.ScheduleConstraints) -> str:
    """The text of the constraints, piece by piece (isl_util.structure_text): the scheduler's answer
    depends on how the dependences are split into basic maps, which isl's own text of them may hide."""
    from ..model.isl_util import structure_text
    parts = (sc.get_domain(), sc.get_context(), sc.get_validity(), sc.get_coincidence(), sc.get_proximity(),
             sc.get_conditional_validity(), sc.get_conditional_validity_condition())
    return "\n".join(structure_text(p) for p in parts)


# isl's schedules by their constraints' text, most recent last (compute_schedule_bounded): the second
# pipeline of a SCoP (its OpenMP version for the host in a CUDA or OpenCL output, codegen/host_openmp.py)
# gets the device pipeline's schedule without a second run of the scheduler, which can take most of a
# translation's time.  A memo for the whole process (same constraints, same schedule); which schedules a
# SCoP's own pipelines were given is passes/scheduled.py's record
_SCHEDULES: dict[str, str] = {}
_SCHEDULES_KEPT = 32


# the constraints on which isl's scheduler child died or raised, and how: not run again (a retry of the
# SCoP's pipeline gives the same constraints), and warned about once per SCoP (scheduled.Record.failed)
_FAILED: dict[str, str] = {}


class SchedulerFailed(Exception):
    """isl's scheduler child crashed or raised on these constraints (`how`: "killed by SIGSEGV");
    `first`: this is the first time, not the remembered failure of an earlier attempt."""

    def __init__(self, how: str, first: bool):
        super().__init__(how)
        self.how, self.first = how, first


def compute_schedule_bounded(sc: isl.ScheduleConstraints, timeout: float) -> isl.Schedule | None:
    """isl's scheduler with PPCG's options, stopped after `timeout` seconds (bounded.Timeout): its ILPs
    can run for minutes (PPCG needs up to 320 s on a 3-D heat stencil).  It runs in a forked child, so
    isl's own crashes (SIGSEGV) become SchedulerFailed, not the end of s2s.  The same constraints get the
    same schedule (or failure) again from `_SCHEDULES` (`_FAILED`); the SCoP's record (passes/scheduled.py)
    notes what it was given, and whether its failure was reported already."""
    key = constraints_key(sc)
    record = scheduled.current()
    if key in _FAILED:
        first = key not in record.failed
        record.failed.add(key)
        raise SchedulerFailed(_FAILED[key], first=first)
    if key in _SCHEDULES or key in record.schedules:
        # (the record's copy where the memo dropped it since: a reuse-only pipeline never runs isl)
        text = _SCHEDULES.pop(key) if key in _SCHEDULES else record.schedules[key]
        return _remember(record, key, text)
    try:
        def compute() -> bytes:
            # PPCG's scheduler options, for this computation only: the caller's isl context (shared with
            # every other islpy user in the process) keeps its own where the scheduler runs here, not in
            # a forked child (--schedule-timeout 0)
            with _ppcg_options(sc.get_ctx()):
                try:
                    sched = sc.compute_schedule()
                except isl.Error as e:
                    # isl's own answer (often "unable to carry dependences": no schedule, not a crash),
                    # with its message for the caller
                    return b"!" + str(e).encode()
            return b"" if sched is None else str(sched).encode()
        text = run_bounded(compute, timeout, "isl's scheduler").decode()
        if text.startswith("!"):
            raise isl.Error(text[1:])
    except ChildFailed as e:
        _FAILED[key] = e.how
        record.failed.add(key)
        if len(_FAILED) > _SCHEDULES_KEPT:
            del _FAILED[next(iter(_FAILED))]
        raise SchedulerFailed(e.how, first=True) from None
    return _remember(record, key, text)


# PPCG's options of isl's scheduler.  Statements are clustered only where that keeps the coincident
# members (whole_component 0): LU's division gets its own 1-D band and the update a 2-D one, instead of
# one band where the update's second member is sequential (each thread walking a row)
PPCG_OPTIONS = {"outer_coincidence": 1, "serialize_sccs": 0, "maximize_band_depth": 1, "treat_coalescing": 1,
                "whole_component": 0, "maximize_coincidence": 1}


@contextlib.contextmanager
def _ppcg_options(ctx: isl.Context) -> Iterator[None]:
    """`ctx` with PPCG_OPTIONS inside, its own options again after."""
    old = {name: getattr(ctx, f"get_schedule_{name}")() for name in PPCG_OPTIONS}
    try:
        for name, value in PPCG_OPTIONS.items():
            getattr(ctx, f"set_schedule_{name}")(value)
        yield
    finally:
        for name, value in old.items():
            getattr(ctx, f"set_schedule_{name}")(value)


def _remember(record: scheduled.Record, key: str, text: str) -> isl.Schedule | None:
    """The schedule `text` of the constraints `key`, now the memo's most recent and in the SCoP's record."""
    _SCHEDULES[key] = record.schedules[key] = text
    while len(_SCHEDULES) > _SCHEDULES_KEPT:
        del _SCHEDULES[next(iter(_SCHEDULES))]
    return isl.Schedule.read_from_str(isl.DEFAULT_CONTEXT, text) if text else None
