"""Which band member should run along threadIdx.x: the one that makes the most accesses contiguous
across a warp.

For a statement S with full schedule t = sched(i) (outer loops, the band, the loops below) and an access
S[i] -> A[f(i)], stepping member k by one while every other schedule dimension stays fixed moves the
accessed element by a constant vector when both maps are affine: isl gives it as the deltas of
{ F(t) -> F(t + e_k) } with F = sched^-1 . access.  The step is

* **contiguous** when only the innermost subscript moves, by +-1 (a warp reads consecutive elements),
* **uniform** when nothing moves (every thread of the warp reads one element: a broadcast),
* **strided** otherwise (each thread of the warp touches another cache line).
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from ..model.isl_util import maps as _maps

CONTIGUOUS, UNIFORM, STRIDED = "contiguous", "uniform", "strided"


def step_kind(full: isl.Map, access: isl.Map, k: int) -> str:
    """How `access` (S[i] -> A[...]) moves when dimension k of the statement's full schedule `full`
    (S[i] -> [t]) steps by one."""
    return deltas_kind(step_deltas(full, access, k))


def deltas_kind(deltas: isl.Set | None) -> str:
    """The kind of a step given by its deltas (`step_deltas`): callers that need both compute them once."""
    if deltas is None:
        return UNIFORM
    rank = deltas.dim(isl.dim_type.set)
    zero = isl.Set.universe(deltas.get_space())
    for d in range(rank):
        zero = zero.fix_val(isl.dim_type.set, d, isl.Val(0))
    if deltas.is_subset(zero):
        return UNIFORM
    for sign in (1, -1):
        unit = isl.Set.universe(deltas.get_space())
        for d in range(rank - 1):
            unit = unit.fix_val(isl.dim_type.set, d, isl.Val(0))
        unit = unit.fix_val(isl.dim_type.set, rank - 1, isl.Val(sign))
        if deltas.is_subset(unit):
            return CONTIGUOUS
    return STRIDED


def step_deltas(full: isl.Map, access: isl.Map, k: int) -> isl.Set | None:
    """The steps of `access`'s element (a set of index differences) when dimension k of `full` steps by
    one, or None when it has no element to move (a scalar, or no two consecutive instances)."""
    n = full.dim(isl.dim_type.out)
    if access.dim(isl.dim_type.out) == 0:
        return None
    f = full.reverse().apply_range(access)                 # [t] -> A[...]
    sp = isl.Space.set_alloc(full.get_ctx(), 0, n).map_from_set()
    step = isl.Map.universe(sp)
    for j in range(n):
        if j != k:
            step = step.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
    ls = isl.LocalSpace.from_space(sp.wrap())
    # t'_k = t_k + 1, on the wrapped pair [t -> t']
    c = isl.Constraint.equality_alloc(ls).set_coefficient_val(isl.dim_type.set, n + k, isl.Val(1)) \
        .set_coefficient_val(isl.dim_type.set, k, isl.Val(-1)).set_constant_val(isl.Val(-1))
    step = step.intersect(isl.Set.universe(sp.wrap()).add_constraint(c).unwrap())
    step = step.align_params(f.get_space())
    pairs = step.apply_domain(f).apply_range(f)
    if pairs.is_empty():
        return None
    return pairs.deltas()


@dataclass
class MemberProfile:
    """How the accesses of a kernel move along one band member: each access of a statement counts with
    the statement's instance count (its domain's bounding box, parameters at cost.SIZE_HINT), so that a
    setup statement run n^2 times does not outvote the n^3 updates of the same kernel."""

    member: int
    contiguous: float = 0.0
    uniform: float = 0.0
    strided: float = 0.0

    @property
    def score(self) -> tuple[float, float]:
        """Higher is better for threadIdx.x: fewest strided accesses, then most contiguous ones."""
        return (-self.strided, self.contiguous)


def profile_members(scop, full_schedule: isl.UnionMap, band_offset: int, members: list[int]) -> list[MemberProfile]:
    """For each band member in `members` (index in the band), how the statements' accesses move.

    `full_schedule` maps each instance of the kernel to its whole schedule; the band's members start at
    output dimension `band_offset`."""
    from .cost import box_volume            # (cost.py imports this module)
    out = [MemberProfile(m) for m in members]
    for m in _maps(full_schedule):
        name = m.get_tuple_name(isl.dim_type.in_)
        try:
            st = scop.statement(name)
        except KeyError:
            continue
        weight = max(1.0, box_volume(st.domain))
        for a in st.accesses:
            rel = a.relation.intersect_domain(st.domain).align_params(m.get_space())
            for p in out:
                kind = step_kind(m.align_params(rel.get_space()), rel, band_offset + p.member)
                setattr(p, kind, getattr(p, kind) + weight)
    return out


def choose_x(profiles: list[MemberProfile]) -> int:
    """Position (in `profiles`) of the member for threadIdx.x: the best score; on a tie the innermost."""
    best = 0
    for i, p in enumerate(profiles):
        if p.score >= profiles[best].score:
            best = i
    return best
