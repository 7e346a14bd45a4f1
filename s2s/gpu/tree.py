"""The mapped schedule tree (PPCG's gpu_tree.c): the schedule with a `kernel` mark above each kernel and a
`thread` mark below the members mapped to the grid.  It is what AST generation reads: the host AST comes
from the tree with each kernel's subtree grouped into one launch statement (`host_tree`), and each
kernel's AST from the same tree restricted to one launch with its mapped members fixed to the thread's
point (`kernel_tree`).  Decisions stay in the tree until the AST is built, where later passes (shared
memory copies, barriers) can add nodes of their own.

Every set here is built with isl calls (never from text that holds user names)."""
from __future__ import annotations

import islpy as isl

from ..model.isl_util import sets
from .mapping import KernelSpec, normalize

KERNEL_MARK = "kernel"
THREAD_MARK = "thread"


def kernel_mark_id(index: int) -> isl.Id:
    """The id of kernel `index`'s mark (a name isl can print in a mark node's comment)."""
    return isl.Id(f"{KERNEL_MARK}{index}")


def _at(root: isl.ScheduleNode, path: tuple[int, ...]) -> isl.ScheduleNode:
    node = root
    for pos in path:
        node = node.child(pos)
    return node


def mark_kernels(sched: isl.Schedule, kernels: list[KernelSpec]) -> isl.Schedule:
    """The schedule with a `kernel<k>` mark above each kernel's node and, for a kernel with mapped members,
    its band split after them with a `thread` mark in between (the members above it go to blocks and
    threads, the ones below run inside each thread).  `sched` is the schedule `find_kernels` read, which
    recorded each kernel's node (`KernelSpec.path`) in its normalized tree."""
    root = normalize(sched.get_root())
    for k in kernels:
        node = _at(root, k.path).insert_mark(kernel_mark_id(k.index))
        if k.n_par:
            band = node.child(0)
            if band.band_n_member() > k.n_par:
                band = band.band_split(k.n_par)
            node = band.child(0).insert_mark(isl.Id(THREAD_MARK)).parent().parent()
        root = node.root()
    return root.get_schedule()


def find_mark(root: isl.ScheduleNode, name: str) -> isl.ScheduleNode | None:
    """The mark node with this id's name in the tree under `root` (first in depth-first order)."""
    if root.get_type() == isl.schedule_node_type.mark and root.mark_get_id().get_name() == name:
        return root
    for i in range(root.n_children()):
        hit = find_mark(root.child(i), name)
        if hit is not None:
            return hit
    return None


def host_tree(mapped: isl.Schedule, kernels: list[KernelSpec]) -> isl.Schedule:
    """The host's schedule: each kernel's subtree grouped into one statement `K<k>[host loop values]` (isl's
    group: one instance per launch, as PPCG's group_statements) and cut, so that the host AST has one
    launch where the kernel runs and never builds the kernel's inner loops."""
    root = mapped.get_root()
    for k in kernels:
        mark = find_mark(root, f"{KERNEL_MARK}{k.index}")
        node = mark.child(0).group(isl.Id(f"K{k.index}"))     # the position below the new expansion node
        root = node.parent().cut().root()                         # the mark's subtree: a leaf
    return root.get_schedule()


def kernel_tree(mapped: isl.Schedule, k: KernelSpec, launch: isl.UnionSet, point: isl.Set | None) -> isl.Schedule:
    """Kernel k's schedule for one launch and one thread: the mapped tree restricted to `launch` (the
    kernel's instances with the host loop values fixed to the launch's parameters, so the host members
    above the mark are single-valued and the AST builder emits no loop for them), and, when members are
    mapped, a filter fixing them to `point` (the thread's coordinates as parameters) in place of their band.
    The statements of other kernels are outside `launch`: their subtrees are empty."""
    sched = mapped.intersect_domain(launch)
    mark = find_mark(sched.get_root(), f"{KERNEL_MARK}{k.index}")
    if not k.n_par:
        return sched
    band = mark.child(0)
    at_point = isl.UnionMap.from_multi_union_pw_aff(band.band_get_partial_schedule()) \
        .intersect_range(isl.UnionSet.from_set(point)).domain()
    node = band.delete().insert_filter(at_point)
    return node.get_schedule()


def loop_iterators(mapped: isl.Schedule, k: KernelSpec) -> dict[str, dict[int, str]]:
    """For each statement of kernel k, the AST iterator (`_c<depth>`, as `kernel_tree`'s AST names them)
    of each dimension of the kernel's flattened subtree schedule after its mapped members (the dimensions
    `KernelSpec.subtree` has past the first `n_par`, which plans such as gpu/reduction.py's count in).  The
    two numberings differ: flattening gives every sequence or set node a dimension of its own (the child's
    position), while the AST has a loop only per band member."""
    out: dict[str, dict[int, str]] = {s: {} for s in k.statements}
    mark = find_mark(mapped.get_root(), f"{KERNEL_MARK}{k.index}")
    if mark is None:
        return out

    def visit(node: isl.ScheduleNode, flat: int, depth: int, mapped_band: bool) -> None:
        t = node.get_type()
        if t == isl.schedule_node_type.band:
            n = node.band_n_member()
            if not mapped_band:
                names = {s.get_tuple_name() for s in sets(node.get_domain())}
                for s in names & out.keys():
                    for j in range(n):
                        out[s][flat + j] = f"_c{depth + j}"
                depth += n
                flat += n
        elif t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
            flat += 1
        for i in range(node.n_children()):
            visit(node.child(i), flat, depth, False)

    visit(mark.child(0), 0, 0, k.n_par > 0)
    return out
