"""Wavefront skewing: a permutable band with no parallel member becomes (m0 + m1, m1, ...),
whose inner member is parallel when all dependences advance in m0 + m1 (in-place stencils)."""
from __future__ import annotations

import islpy as isl

from ..model.isl_util import maps
from .manager import Pass, State
from .parallelism import mark_coincidence, member_is_parallel


def _band_deps(node: isl.ScheduleNode, deps: isl.UnionMap) -> isl.UnionMap | None:
    """The dependences inside this band's subtree, in the space of (outer bands, this band)."""
    dom = node.get_domain()
    d = deps.intersect_domain(dom).intersect_range(dom)
    if d.is_empty():
        return None
    pre = node.get_prefix_schedule_union_map().intersect_domain(dom)
    part = isl.UnionMap.from_multi_union_pw_aff(node.band_get_partial_schedule()).intersect_domain(dom)
    sched = pre.flat_range_product(part)
    return d.apply_domain(sched).apply_range(sched)


def _respects(node: isl.ScheduleNode, deps: isl.UnionMap) -> bool:
    """All dependences inside the band stay lexicographically non-negative under its schedule."""
    m = _band_deps(node, deps)
    if m is None:
        return True
    # tested outside isl's callback (split.respects)
    return all(mp.intersect(isl.Map.lex_gt(mp.get_space().domain()).align_params(mp.get_space())).is_empty()
               for mp in maps(m))


def band_is_permutable(node: isl.ScheduleNode, deps: isl.UnionMap) -> bool:
    """Every dependence not carried by an outer loop goes forward (or stays) in every member: then the
    members can be interchanged, tiled and skewed freely."""
    m = _band_deps(node, deps)
    if m is None:
        return True
    n_band = node.band_n_member()
    for mp in maps(m):          # outside isl's callback (split.respects)
        n = mp.dim(isl.dim_type.in_)
        n_pre = n - n_band
        for j in range(n_pre):
            mp = mp.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
        for j in range(n_pre, n):
            if not mp.order_gt(isl.dim_type.in_, j, isl.dim_type.out, j).is_empty():
                return False
    return True


def mark_permutable(sched: isl.Schedule, deps: isl.UnionMap) -> isl.Schedule:
    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.band and node.band_n_member() > 1:
            node = node.band_set_permutable(1 if band_is_permutable(node, deps) else 0)
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    return visit(sched.get_root()).get_schedule()


def _collect_bands(node, out):
    if node.get_type() == isl.schedule_node_type.band:
        out.append(node)
    for i in range(node.n_children()):
        _collect_bands(node.child(i), out)


class SkewPass(Pass):
    name = "skew"
    requires = ("schedule", "dependences")
    provides = ("schedule.skewed",)
    after = ("reschedule",)
    optional = True
    description = "skew permutable bands with no parallel member into wavefronts (m0 + m1, m1)"

    def run(self, state: State) -> None:
        deps = state["dep_union"]
        sched = state["schedule"]
        changed = True
        guard = 0
        while changed and guard < 16:
            changed = False
            guard += 1
            bands: list = []
            _collect_bands(sched.get_root(), bands)
            for node in bands:
                if node.band_n_member() < 2 or not node.band_get_permutable():
                    continue
                if any(node.band_member_get_coincident(k) for k in range(node.band_n_member())):
                    continue
                mupa = node.band_get_partial_schedule()
                m0 = mupa.get_union_pw_aff(0).add(mupa.get_union_pw_aff(1))
                new_mupa = mupa.set_union_pw_aff(0, m0)
                # rebuild the band with the skewed partial schedule
                child = node.delete()
                new = child.insert_partial_schedule(new_mupa)
                new = new.band_set_permutable(1)
                if not _respects(new, deps):
                    continue
                if not member_is_parallel(new, 1, deps):
                    continue
                sched = mark_coincidence(new.get_schedule(), deps)
                state.decide("skew: wavefront (m0 + m1, m1) exposes a parallel inner loop")
                changed = True
                break
        state["schedule"] = sched
