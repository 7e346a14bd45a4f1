"""Kernels on the schedule tree (PPCG's gpu.c): sequential outer members stay on the host, the outermost
band with a coincident (parallel) leading member becomes a kernel, and up to three of its leading
coincident members are mapped to the grid.  Which mapped member runs along threadIdx.x is decided by the
accesses (`coalesce.py`), not by position.

Statements with no parallel loop around them are kernels with no mapped member (`n_par == 0`); whether
they run as one GPU thread or the SCoP stays on the host is the cost model's decision (`cost.py`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from ..model.isl_util import maps as _maps, sets
from .coalesce import MemberProfile, choose_x, profile_members

MAX_MAPPED = 3          # a CUDA grid has three dimensions


@dataclass
class KernelSpec:
    index: int
    domain: isl.UnionSet                 # statement instances executed by the kernel
    prefix: isl.UnionMap                 # instance -> values of the host loops around it
    host_position: isl.UnionMap          # instance -> position in the host schedule (flat)
    subtree: isl.UnionMap                # instance -> schedule inside the kernel
    n_par: int                           # mapped (parallel) leading members
    band_members: int = 0                # members of the kernel's band (0 for a leaf)
    tile: list[int] = field(default_factory=list)    # OpenMP cache tile per mapped member ([]: untiled)
    block: list[int] = field(default_factory=list)   # threads per block, outermost mapped member first
    statements: list[str] = field(default_factory=list)
    axes: list[int] = field(default_factory=list)    # hardware axis (0 = x) of each mapped member
    profiles: list[MemberProfile] = field(default_factory=list)   # access steps along each mapped member
    scop: object = field(default=None, repr=False)    # for the cost model's footprints
    reduction: object = None      # gpu/reduction.py's ReductionPlan: its reduction loops run in parallel
    path: tuple[int, ...] = ()    # the kernel's node in the normalized tree (gpu/tree.py marks it there)
    cpu_blocked: bool = False     # the OpenMP target runs it in column blocks (codegen/cpu_blocks.py)

    @property
    def x_member(self) -> int | None:
        return self.axes.index(0) if self.axes else None


def normalize(node: isl.ScheduleNode) -> isl.ScheduleNode:
    """Split bands so that a host loop is a band of one sequential member."""
    if node.get_type() == isl.schedule_node_type.band and node.band_n_member() > 1 \
            and not node.band_member_get_coincident(0):
        node = node.band_split(1)
    for i in range(node.n_children()):
        node = normalize(node.child(i)).parent()
    return node


def node_path(node: isl.ScheduleNode) -> tuple[int, ...]:
    """Child positions from the root to `node`: the node's address in its tree, still valid in a copy of
    the tree where nodes were inserted only at positions that are not its ancestors."""
    path: list[int] = []
    while node.has_parent():
        path.append(node.get_child_position())
        node = node.parent()
    return tuple(reversed(path))


def has_parallel(node: isl.ScheduleNode) -> bool:
    if node.get_type() == isl.schedule_node_type.band and \
            any(node.band_member_get_coincident(k) for k in range(node.band_n_member())):
        return True
    return any(has_parallel(node.child(i)) for i in range(node.n_children()))


def _has_band(node: isl.ScheduleNode) -> bool:
    """Whether a band (a loop) lies in node's subtree, node included."""
    if node.get_type() == isl.schedule_node_type.band:
        return True
    return any(_has_band(node.child(i)) for i in range(node.n_children()))


def assign_axes(profiles: list[MemberProfile]) -> list[int]:
    """Hardware axis of each mapped member: x to the member whose accesses coalesce best, then y and z to
    the others from the innermost outwards."""
    n = len(profiles)
    if not n:
        return []
    x = choose_x(profiles)
    axes = [0] * n
    nxt = 1
    for d in reversed(range(n)):
        if d != x:
            axes[d] = nxt
            nxt += 1
    return axes


def find_kernels(sched: isl.Schedule, scop=None, max_mapped: int = MAX_MAPPED) -> list[KernelSpec]:
    """The kernels of a schedule (coincident flags already verified), in program order.  With `scop`,
    each kernel's axes follow its accesses; without, the innermost mapped member goes to x.  OpenMP maps
    one member (`max_mapped` = 1): the parallel loop, with the rest of the band as exact loops inside."""
    root = normalize(sched.get_root())
    kernels: list[KernelSpec] = []

    def make(node, host_parts, n_par):
        dom = node.get_domain()
        if dom.is_empty():
            return          # statements that never execute (e.g. a loop with no iteration): no kernel
        if scop is not None and _empty_in_context(dom, scop.context):
            # statements that never execute where the generated code runs (the SCoP's context, e.g. the
            # sizes at which a parameter array's accesses stay inside its rows): no kernel either
            return
        prefix = node.get_prefix_schedule_union_map().intersect_domain(dom)
        pos = isl.UnionMap.from_domain(dom) if not host_parts else None
        for part in host_parts:
            piece = part.intersect_domain(dom)
            pos = piece if pos is None else pos.flat_range_product(piece)
        if node.get_type() == isl.schedule_node_type.leaf:
            subtree = isl.UnionMap.from_domain(dom)
        else:
            subtree = node.get_subtree_schedule_union_map().intersect_domain(dom)
        names = sorted({s.get_tuple_name() for s in sets(dom)})
        members = node.band_n_member() if node.get_type() == isl.schedule_node_type.band else 0
        k = KernelSpec(len(kernels), dom, prefix, pos, subtree, n_par, members, statements=names, scop=scop,
                       path=node_path(node))
        if n_par and scop is not None:
            offset = _maps(prefix)[0].dim(isl.dim_type.out) if not prefix.is_empty() else 0
            k.profiles = profile_members(scop, prefix.flat_range_product(subtree), offset, list(range(n_par)))
            k.axes = assign_axes(k.profiles)
        else:
            k.axes = [n_par - 1 - d for d in range(n_par)]
        kernels.append(k)

    def visit(node, host_parts):
        t = node.get_type()
        if t == isl.schedule_node_type.band and not has_parallel(node):
            # nothing parallel below: one launch runs the whole nest, rather than a launch per
            # iteration of host loops
            make(node, host_parts, 0)
            return
        if t == isl.schedule_node_type.band:
            if node.band_member_get_coincident(0):
                n = 0
                while n < min(max_mapped, node.band_n_member()) and node.band_member_get_coincident(n):
                    n += 1
                make(node, host_parts, n)
                return
            mupa = node.band_get_partial_schedule()
            part = isl.UnionMap.from_union_pw_aff(mupa.get_union_pw_aff(0))
            visit(node.child(0), host_parts + [part])
            return
        if t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set) and host_parts and \
                not _has_band(node):
            # statement instances one after the other, no loop below, under host loops: one launch of one
            # thread runs them in order, rather than a launch per statement; a value one of them hands the
            # next (floyd's `int via = ..; w[i][j] = MIN(w[i][j], via)` at its point i == j == k) then
            # stays in the thread's registers instead of private copies of the whole iteration space.
            # (Loops below keep their own kernels: a reduction loop among them is planned on its own.)
            make(node, host_parts, 0)
            return
        if t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
            for i in range(node.n_children()):
                filt = node.child(i)
                dom = filt.get_domain()
                const = isl.UnionMap.from_domain_and_range(dom, _point(i, dom.get_space()))
                visit(filt, host_parts + [const])
            return
        if t == isl.schedule_node_type.leaf:
            make(node, host_parts, 0)
            return
        for i in range(node.n_children()):
            visit(node.child(i), host_parts)

    visit(root, [])
    return kernels


def _empty_in_context(dom: isl.UnionSet, context: isl.Set) -> bool:
    """Whether `dom` has no instance under the parameter constraints `context`."""
    ctx = context.params()
    return dom.intersect_params(ctx.align_params(dom.get_space())).is_empty()


def _point(value: int, like: isl.Space) -> isl.UnionSet:
    """{ [value] } with the parameters of `like` (built with isl calls, never from text)."""
    sp = isl.Space.set_alloc(like.get_ctx(), 0, 1)
    s = isl.Set.universe(sp).fix_val(isl.dim_type.set, 0, isl.Val(value))
    return isl.UnionSet.from_set(s.align_params(like))


def fuse_set_bands(sched: isl.Schedule, most: int = MAX_MAPPED) -> isl.Schedule:
    """A set node (children isl may run in any order) whose children are all bands of coincident
    members gets their leading members as one band above it: `set { S0: (i, j); S2: (i, j) }` becomes
    `(i, j) { set { S0; S2 } }`, one kernel (one launch) instead of one per child.  Legal because a set
    carries no dependence between its children, so their instances may interleave in any order; the
    coincident flags of the new band are recomputed from the dependences afterwards (mark_coincidence)."""
    def leading(band: isl.ScheduleNode) -> int:
        n = 0
        while n < min(most, band.band_n_member()) and band.band_member_get_coincident(n):
            n += 1
        return n

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.set and node.n_children() > 1:
            bands = [node.child(i).child(0) for i in range(node.n_children())]
            # only bands whose members are all coincident: a child with a sequential member (a
            # reduction loop, say) keeps its own kernel, whose reduction plan fits it alone
            if all(b.get_type() == isl.schedule_node_type.band and leading(b) == b.band_n_member()
                   for b in bands):
                p = min(leading(b) for b in bands)
                if p > 0:
                    mupa = None
                    for i, b in enumerate(bands):
                        if b.band_n_member() > p:
                            b = b.band_split(p)
                        part = b.band_get_partial_schedule().intersect_domain(node.child(i).filter_get_filter())
                        mupa = part if mupa is None else mupa.union_add(part)
                    for i in range(node.n_children()):
                        b = node.child(i).child(0)
                        if b.band_n_member() > p:
                            b = b.band_split(p)
                        node = b.delete().parent().parent()
                    node = node.insert_partial_schedule(mupa)
                    node = node.band_set_permutable(1)
                    for k in range(p):
                        node = node.band_member_set_coincident(k, 1)
                    node = node.child(0)
                    for i in range(node.n_children()):
                        node = visit(node.child(i)).parent()
                    return node.parent()        # the new band, where the set was
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    return visit(sched.get_root()).get_schedule()


def distribute(sched: isl.Schedule) -> isl.Schedule | None:
    """Each kernel band whose members are all parallel and whose child is a sequence is distributed over
    the sequence: `for i { S0; for j S1 }` becomes `for i S0; for i for j S1`, so that the second nest maps
    (i, j) instead of each thread walking a row.  Always legal: the band carries no dependence, so every
    dependence between two children links instances of one iteration, in the sequence's order, which
    running one child's kernel after the other keeps.  None when no band qualifies."""
    changed = False

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        nonlocal changed
        if node.get_type() == isl.schedule_node_type.band and node.n_children() == 1 and \
                node.child(0).get_type() == isl.schedule_node_type.sequence and \
                all(node.band_member_get_coincident(k) for k in range(node.band_n_member())):
            mupa = node.band_get_partial_schedule()
            node = node.delete()                     # now the sequence
            for i in range(node.n_children()):
                filt = node.child(i)
                part = mupa.intersect_domain(filt.filter_get_filter())
                node = filt.child(0).insert_partial_schedule(part).parent().parent()
            changed = True
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    out = visit(normalize(sched.get_root())).get_schedule()
    return out if changed else None

