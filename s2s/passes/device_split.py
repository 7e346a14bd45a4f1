"""Host/device split: outer sequential loops stay on the host, each band whose outer member is parallel
becomes a kernel; its leading parallel members (at most 3) map to the grid (tiles to blocks, points to
threads).  Statements with no parallel loop around them become single-thread kernels, so data stays on
the device; a SCoP with no parallel loop at all is left sequential."""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from ..model.isl_util import pad_out, union_of
from .manager import Pass, State
from .tile import default_block


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


def _normalize(node: isl.ScheduleNode) -> isl.ScheduleNode:
    """Split bands so that a host loop is a band of one sequential member."""
    if node.get_type() == isl.schedule_node_type.band and node.band_n_member() > 1 \
            and not node.band_member_get_coincident(0):
        node = node.band_split(1)
    for i in range(node.n_children()):
        node = _normalize(node.child(i)).parent()
    return node


def _has_parallel(node: isl.ScheduleNode) -> bool:
    if node.get_type() == isl.schedule_node_type.band and \
            any(node.band_member_get_coincident(k) for k in range(node.band_n_member())):
        return True
    return any(_has_parallel(node.child(i)) for i in range(node.n_children()))


def find_kernels(sched: isl.Schedule) -> list[KernelSpec]:
    root = _normalize(sched.get_root())
    kernels: list[KernelSpec] = []

    def make(node, host_parts, n_par):
        dom = node.get_domain()
        if dom.is_empty():
            return          # statements that never execute (e.g. a loop with no iteration): no kernel
        prefix = node.get_prefix_schedule_union_map().intersect_domain(dom)
        pos = isl.UnionMap.from_domain(dom) if not host_parts else None
        for part in host_parts:
            piece = part.intersect_domain(dom)
            pos = piece if pos is None else pos.flat_range_product(piece)
        if node.get_type() == isl.schedule_node_type.leaf:
            subtree = isl.UnionMap.from_domain(dom)
        else:
            subtree = node.get_subtree_schedule_union_map().intersect_domain(dom)
        names = sorted({s.get_tuple_name() for s in _sets(dom)})
        members = node.band_n_member() if node.get_type() == isl.schedule_node_type.band else 0
        kernels.append(KernelSpec(len(kernels), dom, prefix, pos, subtree, n_par, members, statements=names))

    def visit(node, host_parts):
        t = node.get_type()
        if t == isl.schedule_node_type.band and not _has_parallel(node):
            # nothing parallel below: one single-thread launch runs the whole nest, rather than a
            # launch per iteration of host loops
            make(node, host_parts, 0)
            return
        if t == isl.schedule_node_type.band:
            if node.band_member_get_coincident(0):
                n = 0
                while n < min(3, node.band_n_member()) and node.band_member_get_coincident(n):
                    n += 1
                make(node, host_parts, n)
                return
            mupa = node.band_get_partial_schedule()
            part = isl.UnionMap.from_union_pw_aff(mupa.get_union_pw_aff(0))
            visit(node.child(0), host_parts + [part])
            return
        if t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
            for i in range(node.n_children()):
                filt = node.child(i)
                dom = filt.get_domain()
                const = isl.UnionMap.from_domain_and_range(dom, isl.UnionSet(f"{{ [{i}] }}")
                                                           .align_params(dom.get_space()))
                visit(filt, host_parts + [const])
            return
        if t == isl.schedule_node_type.leaf:
            make(node, host_parts, 0)
            return
        for i in range(node.n_children()):
            visit(node.child(i), host_parts)

    visit(root, [])
    return kernels


def out_dim(u: isl.UnionMap) -> int:
    """Output dimension of a union map whose maps all share one anonymous range space."""
    dims: list[int] = []
    u.foreach_map(lambda m: dims.append(m.dim(isl.dim_type.out)))
    return max(dims) if dims else 0


def _sets(u: isl.UnionSet) -> list[isl.Set]:
    out: list[isl.Set] = []
    u.foreach_set(out.append)
    return out


def host_schedule(kernels: list[KernelSpec]) -> isl.UnionMap:
    """K<k>[host loop values] -> position, for the host AST (kernel launches in program order)."""
    width = max(out_dim(k.host_position) for k in kernels) if kernels else 0
    maps = []
    for k in kernels:
        launch = k.prefix.reverse().apply_range(k.host_position)   # [h] -> [pos]
        ms: list[isl.Map] = []
        launch.foreach_map(ms.append)
        m = ms[0]
        for extra in ms[1:]:
            m = m.union(extra)
        maps.append(pad_out(m.set_tuple_name(isl.dim_type.in_, f"K{k.index}"), width))
    return union_of(maps)


class DeviceSplitPass(Pass):
    name = "device-split"
    requires = ("coincidence",)
    provides = ("kernels", "host-schedule")
    description = "host/device split: sequential outer loops on the host, parallel bands become kernels"

    def run(self, state: State) -> None:
        kernels = find_kernels(state["schedule"])
        state["offload"] = any(k.n_par > 0 for k in kernels)
        for k in kernels:
            k.block = default_block(k.n_par)
        state["kernels"] = kernels
        if not state["offload"]:
            state.decide("no parallel loop: the SCoP stays sequential")
            state["host-schedule"] = None
            return
        state["host-schedule"] = host_schedule(kernels)
        for k in kernels:
            if k.n_par:
                state.decide(f"kernel {k.index}: statements {', '.join(k.statements)}, {k.n_par} parallel "
                             f"loop{'s' if k.n_par > 1 else ''} mapped")
            else:
                state.decide(f"kernel {k.index}: statements {', '.join(k.statements)} have no parallel loop: "
                             "one thread (keeps the data on the device)")
