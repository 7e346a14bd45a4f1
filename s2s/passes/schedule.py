"""Scheduling passes: the original order as a schedule tree, and isl's Pluto-style scheduler."""
from __future__ import annotations

import islpy as isl

from ..analysis import analyse
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
        tree = mark_coincidence(state.scop.schedule_tree, state["dep_union"])
        state["schedule"] = tree
        state["schedule_origin"] = "original"


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
        ctx = isl.DEFAULT_CONTEXT
        ctx.set_schedule_outer_coincidence(1)
        ctx.set_schedule_serialize_sccs(0)
        ctx.set_schedule_maximize_band_depth(1)
        ctx.set_schedule_treat_coalescing(1)
        ctx.set_max_operations(state.options.max_schedule_operations)
        try:
            sc = isl.ScheduleConstraints.on_domain(scop.domain())
            sc = sc.set_context(scop.context.params())
            sc = sc.set_validity(deps).set_coincidence(deps).set_proximity(deps)
            new = sc.compute_schedule()
        except isl.Error as e:
            state.decide(f"schedule: isl scheduler gave up ({str(e).splitlines()[0][:80]}); original order kept")
            return
        finally:
            ctx.set_max_operations(0)
        if new is None:
            state.decide("schedule: isl scheduler found no schedule; original order kept")
            return
        new = mark_coincidence(new, deps)
        old_score = count_parallelism(state["schedule"])
        new_score = count_parallelism(new)
        if new_score > old_score:
            state["schedule"] = new
            state["schedule_origin"] = "isl"
            state.decide(f"schedule: isl scheduler ({new_score} parallel loop instance levels vs {old_score} "
                         "in the original order)")
        else:
            state.decide("schedule: original order kept (the isl schedule exposes no more parallelism)")
