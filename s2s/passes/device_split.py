"""Host/device split (the pass around s2s/gpu/mapping.py): outer sequential loops stay on the host, each band
whose outer member is parallel becomes a kernel; its leading parallel members (at most 3) map to the grid
(tiles to blocks, points to threads), threadIdx.x on the member whose accesses coalesce.  Statements with
no parallel loop around them become one-thread kernels only when the cost model says that is cheaper
than running the SCoP on the host; a SCoP with no parallel loop at all is left sequential."""
from __future__ import annotations

import islpy as isl

from ..gpu.cost import SIZE_HINT, fmt_seconds, estimate
from ..gpu.mapping import MAX_MAPPED, KernelSpec, distribute, find_kernels
from ..gpu.reduction import plan_reductions
from ..model.isl_util import pad_out, union_of
from .manager import Pass, State
from .tile import default_block

__all__ = ["KernelSpec", "find_kernels", "host_schedule", "out_dim", "DeviceSplitPass"]


def out_dim(u: isl.UnionMap) -> int:
    """Output dimension of a union map whose maps all share one anonymous range space."""
    dims: list[int] = []
    u.foreach_map(lambda m: dims.append(m.dim(isl.dim_type.out)))
    return max(dims) if dims else 0


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


def mapped_members(options) -> int:
    """Members mapped per kernel: a grid of up to three dimensions on GPUs; on CPUs one parallel loop
    (OpenMP threads), the others exact sequential loops inside it that the C compiler can vectorise."""
    return 1 if options.target == "openmp" else MAX_MAPPED


# without one-thread kernels, a SCoP stays on the host only when the model gives it a wide margin there: the
# estimates are rough, and offloading is what the user asked for
HOST_MARGIN = 2.0
HOST_MARGIN_S = 0.01


class DeviceSplitPass(Pass):
    name = "device-split"
    requires = ("coincidence",)
    provides = ("kernels", "host-schedule")
    description = "host/device split: sequential outer loops on the host, parallel bands become kernels"

    def run(self, state: State) -> None:
        most = mapped_members(state.options)
        kernels = find_kernels(state["schedule"], state.scop, most)
        if state.options.target != "openmp":
            kernels = self._maybe_distribute(state, kernels, most)
        plan_reductions(state, kernels)
        state["offload"] = any(k.n_par > 0 or k.reduction is not None for k in kernels)
        for k in kernels:
            k.block = default_block(k.n_par, k.axes)
        state["kernels"] = kernels
        if not state["offload"]:
            state.decide("no parallel loop: the SCoP stays sequential")
            state["host-schedule"] = None
            return
        if state.options.target != "openmp":
            est = estimate(state.scop, kernels)
            one = [c for c in est.kernels if c.threads <= 1]
            slower = est.device_s > est.host_s if one else \
                est.device_s > max(HOST_MARGIN * est.host_s, est.host_s + HOST_MARGIN_S)
            if one or slower:
                state.decide(f"cost: {est.describe()}; one-thread kernels ~{fmt_seconds(est.one_thread_s)}; the "
                             f"SCoP on the host ~{fmt_seconds(est.host_s)} (every parameter taken as {SIZE_HINT})")
                for c in one:
                    state.decide(f"cost: {c.describe()}")
            if slower and not state.options.force_device:
                state["offload"] = False
                state["host-schedule"] = None
                state["kept-on-host"] = True
                why = (f"its {len(one)} one-thread kernel{'s' if len(one) != 1 else ''} would make the device "
                       "slower than sequential code") if one else \
                    "its kernels would be much slower than sequential code (too little parallel work per launch)"
                state.decide(f"the SCoP stays on the host: {why} (--force-device to offload anyway)")
                return
        state["host-schedule"] = host_schedule(kernels)
        for k in kernels:
            if k.reduction is not None and not k.n_par:
                state.decide(f"kernel {k.index}: statements {', '.join(k.statements)}: no parallel loop but a "
                             "parallel reduction")
            elif k.n_par:
                axes = ", ".join(f"{'xyz'[a]} <- member {d}" for d, a in sorted(enumerate(k.axes), key=lambda t: t[1]))
                state.decide(f"kernel {k.index}: statements {', '.join(k.statements)}, {k.n_par} parallel "
                             f"loop{'s' if k.n_par > 1 else ''} mapped ({axes})")
            else:
                state.decide(f"kernel {k.index}: statements {', '.join(k.statements)} have no parallel loop: "
                             "one thread (cheaper than the host by the cost model, or --force-device)")

    @staticmethod
    def _maybe_distribute(state: State, kernels: list[KernelSpec], most: int) -> list[KernelSpec]:
        """Distribute parallel kernel bands over their sequences (mapping.distribute) when the cost model
        says the extra launches buy enough parallelism."""
        from .parallelism import mark_coincidence
        from .schedule import merge_nested_bands
        tree = distribute(state["schedule"])
        if tree is None:
            return kernels
        tree = mark_coincidence(merge_nested_bands(tree), state["dep_union"])
        split = find_kernels(tree, state.scop, most)
        before, after = estimate(state.scop, kernels).kernel_s, estimate(state.scop, split).kernel_s
        if after < 0.95 * before:
            state["schedule"] = tree
            state.decide(f"kernel bands distributed over their statements: kernels ~{fmt_seconds(after)} instead "
                         f"of ~{fmt_seconds(before)}")
            return split
        return kernels

