"""Host/device split (the pass around s2s/gpu/mapping.py): outer sequential loops stay on the host, each band
whose outer member is parallel becomes a kernel; its leading parallel members (at most 3) map to the grid
(tiles to blocks, points to threads), threadIdx.x on the member whose accesses coalesce.  Statements with
no parallel loop around them become one-thread kernels; a SCoP with no parallel loop at all is left
sequential.  Whether the device pays at all (allocation, copies and kernels against sequential host code)
is decided by s2s/gpu/profit.py: offloaded, offloaded above a size tested at run time (state["profit"]),
or kept on the host."""
from __future__ import annotations

import islpy as isl

from ..gpu.cost import SIZE_HINT, estimate, fmt_seconds
from ..gpu.mapping import MAX_MAPPED, KernelSpec, distribute, find_kernels
from ..gpu.reduction import plan_reductions
from ..gpu.tree import host_tree, loop_iterators, mark_kernels
from .manager import Pass, State
from .tile import default_block

__all__ = ["KernelSpec", "find_kernels", "out_dim", "DeviceSplitPass"]


def out_dim(u: isl.UnionMap) -> int:
    """Output dimension of a union map whose maps all share one anonymous range space."""
    dims: list[int] = []
    u.foreach_map(lambda m: dims.append(m.dim(isl.dim_type.out)))
    return max(dims) if dims else 0


def mapped_members(options) -> int:
    """Members mapped per kernel: a grid of up to three dimensions on GPUs; on CPUs one parallel loop
    (OpenMP threads), the others exact sequential loops inside it that the C compiler can vectorise."""
    return 1 if options.target == "openmp" else MAX_MAPPED


class DeviceSplitPass(Pass):
    name = "device-split"
    requires = ("coincidence",)
    after = ("fission",)
    provides = ("kernels", "host-schedule", "mapped-schedule")
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
        from .transfers import unbounded_arrays, unbounded_reason
        unbounded = unbounded_arrays(state.scop)
        if unbounded:                   # no device copy for them (transfers.py): no cost model either
            state["offload"] = False
            state["host-schedule"] = None
            state.decide(unbounded_reason(unbounded))
            return
        if state.options.target != "openmp" and self._kept_on_host(state, kernels):
            return
        # the mapped tree (kernel and thread marks) is what AST generation reads (gpu/tree.py)
        state["mapped-schedule"] = mark_kernels(state["schedule"], kernels)
        state["host-schedule"] = host_tree(state["mapped-schedule"], kernels)
        for k in kernels:
            if k.reduction is not None:
                # the plan's loops are dimensions of the flattened subtree; the AST names them by depth
                its = loop_iterators(state["mapped-schedule"], k)
                k.reduction.iterators = {s: its[s][d] for s, d in k.reduction.loops.items() if d in its.get(s, {})}
                if len(k.reduction.iterators) != len(k.reduction.loops):
                    state.decide(f"kernel {k.index}: reduction not parallelised: its loop is not a band member "
                                 "of the kernel's tree")
                    k.reduction = None
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
    def _kept_on_host(state: State, kernels: list[KernelSpec]) -> bool:
        """Decide with the whole region's estimate (s2s/gpu/profit.py) whether the SCoP runs on the device,
        on the device above a size tested at run time (state["profit"].condition), or on the host."""
        from ..gpu.profit import DEFAULT_MACHINE, Profitability, decide
        from .transfers import plan_transfers
        plan = plan_transfers(state.scop, state)
        state["transfer-plan-draft"] = plan
        try:
            prof = decide(state.scop, kernels, plan, state.options.machine or DEFAULT_MACHINE,
                          pinned=state.options.target == "cuda")
            for line in prof.describe():
                state.decide(line)
        except isl.Error as e:      # no estimate: offload, as without the model
            state.decide(f"profitability: not estimated (isl: {e}); offloaded")
            prof = Profitability("device", [])
        one = [k for k in kernels if k.n_par == 0]
        if one:
            for c in estimate(state.scop, one).kernels:
                state.decide(f"cost: one-thread {c.describe()} (every parameter taken as {SIZE_HINT})")
        if state.options.force_device:
            if prof.verdict != "device":
                state.decide("--force-device: offloaded whatever the sizes")
            prof.verdict, prof.threshold = "device", None
        state["profit"] = prof
        if prof.verdict != "host":
            return False
        state["offload"] = False
        state["host-schedule"] = None
        state["kept-on-host"] = True
        why = (f"with its {len(one)} one-thread kernel{'s' if len(one) != 1 else ''} the device would be "
               "slower than sequential code") if one else \
            "the device (allocation, copies and kernels) would be slower than sequential code"
        sizes = "at every size the model tried" if prof.params else "at its fixed sizes"
        state.decide(f"the SCoP stays on the host: {why} {sizes} (--force-device to offload anyway)")
        return True

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

