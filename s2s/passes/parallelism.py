"""Which band members are parallel, decided from the dependences (never taken on trust)."""
from __future__ import annotations

import islpy as isl

from ..model.dependences import IslBudget
from ..model.isl_util import maps as _maps, out_of_operations
from .manager import Pass, State


def _band_prefix(node: isl.ScheduleNode, k: int) -> isl.UnionMap:
    """Schedule of the outer bands followed by members 0..k of this band, on the node's domain."""
    dom = node.get_domain()
    sched = node.get_prefix_schedule_union_map().intersect_domain(dom)
    mupa = node.band_get_partial_schedule()
    for j in range(k + 1):
        part = isl.UnionMap.from_union_pw_aff(mupa.get_union_pw_aff(j)).intersect_domain(dom)
        sched = sched.flat_range_product(part)
    return sched


# isl operations to decide one band member (the corpus needs far fewer; on some fuzzer programs the
# decision on an isl schedule ran for minutes: tests/fuzz_regressions/slow_coincidence.c)
PARALLEL_MAX_OPERATIONS = 3_000_000


def member_is_parallel(node: isl.ScheduleNode, k: int, deps: isl.UnionMap) -> bool:
    """True when no dependence between instances of this subtree differs in member k
    while agreeing on every outer dimension; False too when that cannot be decided within
    PARALLEL_MAX_OPERATIONS (when unsure, the loop stays sequential)."""
    try:
        with IslBudget(node.get_ctx(), PARALLEL_MAX_OPERATIONS):
            return _member_is_parallel(node, k, deps)
    except isl.Error as e:
        if not out_of_operations(e):
            raise
        return False


def _member_is_parallel(node: isl.ScheduleNode, k: int, deps: isl.UnionMap) -> bool:
    if deps is None or deps.is_empty():
        return True
    dom = node.get_domain()
    d = deps.intersect_domain(dom).intersect_range(dom)
    if d.is_empty():
        return True
    sched = _band_prefix(node, k)
    in_sched = d.apply_domain(sched).apply_range(sched)
    if in_sched.is_empty():
        return True
    for m in _maps(in_sched):
        n = m.dim(isl.dim_type.in_)
        outer = m
        for j in range(n - 1):
            outer = outer.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
        if outer.is_empty():
            continue
        last = n - 1
        if not outer.order_lt(isl.dim_type.in_, last, isl.dim_type.out, last).is_empty() or \
                not outer.order_gt(isl.dim_type.in_, last, isl.dim_type.out, last).is_empty():
            return False
    return True


def mark_coincidence(sched: isl.Schedule, deps: isl.UnionMap) -> isl.Schedule:
    """Set the coincident flag of every band member from the dependences."""
    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.band:
            for k in range(node.band_n_member()):
                node = node.band_member_set_coincident(k, 1 if member_is_parallel(node, k, deps) else 0)
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    return visit(sched.get_root()).get_schedule()


def count_parallelism(sched: isl.Schedule) -> tuple[int, int]:
    """A score for comparing schedules: (bands whose outer member is parallel, parallel members),
    weighted so that outer parallelism counts more."""
    outer = 0
    members = 0

    def visit(node, depth):
        nonlocal outer, members
        if node.get_type() == isl.schedule_node_type.band:
            if node.band_member_get_coincident(0):
                outer += 1
                k = 0
                while k < node.band_n_member() and node.band_member_get_coincident(k):
                    members += 1
                    k += 1
                return  # a kernel: what is below runs inside it
            depth += 1
        for i in range(node.n_children()):
            visit(node.child(i), depth)

    visit(sched.get_root(), 0)
    return (members, -outer)


class ParallelismPass(Pass):
    name = "parallelism"
    requires = ("schedule",)
    provides = ("coincidence",)
    after = ("reschedule", "skew")
    description = "verify every parallel mark against the dependences (legal by dependences, never by luck)"

    def run(self, state: State) -> None:
        state["schedule"] = mark_coincidence(state["schedule"], state["dep_union"])
        state["coincidence"] = True
