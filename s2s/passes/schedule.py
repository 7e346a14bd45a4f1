"""Scheduling passes: the original order as a schedule tree, and isl's Pluto-style scheduler."""
from __future__ import annotations

import islpy as isl

from ..analysis import analyse
from .bounded import ChildFailed, Timeout, run_bounded
from .manager import Pass, State
from .parallelism import count_parallelism, mark_coincidence


class DependencePass(Pass):
    name = "dependences"
    requires = ("model",)
    provides = ("dependences",)
    description = "exact dataflow (flow, anti, output) with isl compute_flow"

    def run(self, state: State) -> None:
        state["analysis"] = analyse(state.scop)
        state["dependences"] = state["analysis"].deps
        union = state["dependences"].union()
        state["dep_union"] = union if union is not None else isl.UnionMap.empty(state.scop.context.get_space())


class OriginalSchedulePass(Pass):
    name = "original-schedule"
    requires = ("model", "dependences")
    provides = ("schedule",)
    description = "the program's own loop order as a schedule tree, parallel loops marked from the dependences"

    def run(self, state: State) -> None:
        from .skew import mark_permutable
        tree = merge_nested_bands(state.scop.schedule_tree)
        tree = mark_coincidence(mark_permutable(tree, state["dep_union"]), state["dep_union"])
        state["schedule"] = tree
        state["schedule_origin"] = "original"


def _saturated(sched: isl.Schedule) -> bool:
    """True when the original order leaves nothing for a scheduler to gain in parallelism: every
    statement runs in a kernel that maps all of its band's members (or three of them)."""
    from .device_split import find_kernels
    kernels = find_kernels(sched)
    return bool(kernels) and all(k.n_par > 0 and k.n_par == min(3, k.band_members) for k in kernels)


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
    optional = True
    description = ("isl scheduler (validity = all dependences, coincidence and proximity as PPCG sets them); "
                   "the original order is kept when it exposes as much parallelism")

    def run(self, state: State) -> None:
        if not state.options.reschedule:
            state.decide("schedule: original order (--no-reschedule)")
            return
        scop = state.scop
        deps = state["dep_union"]
        if _saturated(state["schedule"]):
            state.decide("schedule: original order kept (every kernel already maps all of its band's loops)")
            return
        ctx = isl.DEFAULT_CONTEXT
        ctx.set_schedule_outer_coincidence(1)
        ctx.set_schedule_serialize_sccs(0)
        ctx.set_schedule_maximize_band_depth(1)
        ctx.set_schedule_treat_coalescing(1)
        sc = isl.ScheduleConstraints.on_domain(scop.domain())
        sc = sc.set_context(scop.context.params())
        sc = sc.set_validity(deps).set_coincidence(deps).set_proximity(deps)
        try:
            new = compute_schedule_bounded(sc, state.options.schedule_timeout)
        except Timeout:
            state.decide(f"schedule: isl scheduler did not finish in {state.options.schedule_timeout:g} s; "
                         "original order kept (raise --schedule-timeout to wait longer)")
            state.log.note(f"isl scheduler stopped after {state.options.schedule_timeout:g} s; the original loop "
                           "order is used", scop.loc)
            return
        except (isl.Error, ValueError) as e:
            state.decide(f"schedule: isl scheduler failed ({str(e).splitlines()[0][:80]}); original order kept")
            return
        if new is None:
            state.decide("schedule: isl scheduler found no schedule; original order kept")
            return
        new = mark_coincidence(new, deps)
        old_score = count_parallelism(state["schedule"])
        new_score = count_parallelism(new)
        if new_score > old_score:
            state["schedule"] = new
            state["schedule_origin"] = "isl"
            state.decide(f"schedule: isl scheduler ({new_score[0]} parallel loop dimensions mapped vs "
                         f"{old_score[0]} in the original order)")
        else:
            state.decide("schedule: original order kept (the isl schedule exposes no more parallelism)")


def compute_schedule_bounded(sc: isl.ScheduleConstraints, timeout: float) -> isl.Schedule | None:
    """isl's scheduler, stopped after `timeout` seconds (bounded.Timeout): its ILPs can run for minutes
    (PPCG needs up to 320 s on a 3-D heat stencil)."""
    try:
        def compute() -> bytes:
            sched = sc.compute_schedule()
            return b"" if sched is None else str(sched).encode()
        text = run_bounded(compute, timeout).decode()
    except ChildFailed:
        raise ValueError("the scheduler process failed") from None
    return isl.Schedule.read_from_str(isl.DEFAULT_CONTEXT, text) if text else None
