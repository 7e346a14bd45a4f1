"""One block for a host loop of small launches (issue #11 §3, launch overhead).

A host loop that launches kernels of a few thousand threads each (the time loop of a 1-D stencil, the
outer loop of a wavefront, a triangular solve's sweep) costs a launch per iteration and per kernel: a
few microseconds each, far more than the work.  Such a loop can run inside ONE kernel of one block:
the block runs the host loop itself, each launch becomes the launched kernel's body run by the block's
threads over all of the launch's points (the grid-stride loop of every kernel, with one block), and a
block-wide barrier stands where a launch ended.  A barrier orders the block's global-memory accesses
as the end of a launch orders a grid's, so the instances run in exactly the order the launches gave
them (the verify pass's model: launches one after the other, points of one launch in any order).

Whether the loop's launches are small enough is known only at run time (sizes are parameters): the
host code tests an upper bound of every launch's points (isl: the bounding box of each kernel's points
over all its launches, as expressions of the parameters) and runs the loop either way.
"""
from __future__ import annotations

import islpy as isl

from ..codegen.kernel_ir import Block, If, Launch, Let, Loop, Node, walk

__all__ = ["POINTS_PER_THREAD", "WORK_LIMIT", "block_threads", "persistent_loops", "launch_bounds"]

POINTS_PER_THREAD = 8           # launches of at most (threads x this) points run inside the block ...
WORK_LIMIT = 16384              # ... and at most this many instances (a launch's cost in one block's time)


def block_threads(target: str) -> int:
    """Threads of the block that runs the loop: CUDA's largest block; OpenCL devices guarantee less
    (many allow 256 work-items per group), so OpenCL asks for 256."""
    return 1024 if target == "cuda" else 256


def launch_bounds(kernel_range: isl.Set, host_names: list[str], params: list[str]) -> list[isl.PwAff] | None:
    """Upper bounds of the points per launch of each mapped member, over every launch, as functions of
    the SCoP's `params` alone: `kernel_range` holds a launch's points (set dimensions) for given
    parameters and host values (the parameters `host_names`).  None when a bound is not finite."""
    s = kernel_range
    for name in host_names:             # every launch: the host values become existential
        pos = s.find_dim_by_name(isl.dim_type.param, name)
        if pos >= 0:
            s = s.project_out(isl.dim_type.param, pos, 1)
    keep = set(params)
    for pos in reversed(range(s.dim(isl.dim_type.param))):
        if s.get_dim_name(isl.dim_type.param, pos) not in keep:
            if s.involves_dims(isl.dim_type.param, pos, 1):
                return None
            s = s.project_out(isl.dim_type.param, pos, 1)
    out = []
    try:
        for d in range(s.dim(isl.dim_type.set)):
            hi, lo = s.dim_max(d), s.dim_min(d)         # isl.Error when unbounded
            out.append(hi.sub(lo).add_constant_val(isl.Val(1)).coalesce())
    except isl.Error:
        return None
    return out


def persistent_loops(host: Node) -> list[Loop]:
    """The host loops that may run in one block: outermost loops of the host code (under conditions
    only, so that no host value bound outside is needed) with at least two launches in their body or a
    body that runs more than once."""
    out: list[Loop] = []

    def go(n: Node) -> None:
        if isinstance(n, Block):
            for c in n.body:
                go(c)
        elif isinstance(n, If):
            go(n.then)
            if n.orelse is not None:
                go(n.orelse)
        elif isinstance(n, Loop):
            if any(isinstance(m, Launch) for m in walk(n)):
                out.append(n)
        elif isinstance(n, Let):
            pass                # a host value bound outside: left as it is
    go(host)
    return out
