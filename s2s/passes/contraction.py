"""The contraction pass (issue #10 §1-2): on GPU targets, each kernel that computes a product-like
contraction (s2s/gpu/contraction.py) gets a fast path for its full tiles: shared-memory copies of the
operands and register tiles of the accumulator.  Every other tile runs the kernel's verified generic
body, point by point.  `--disable-pass contraction` keeps every kernel generic."""
from __future__ import annotations


import islpy as isl

from ..gpu.contraction import NotAContraction, accumulator_dead, plan_contraction
from ..model.dependences import IslBudget
from ..model.isl_util import out_of_operations
from .kernel_plans import plan_kernel
from .manager import Pass, State

CONTRACTION_MAX_OPERATIONS = 5_000_000


class ContractionPass(Pass):
    name = "contraction"
    requires = ("kernel-ast",)
    provides = ("contraction-plans",)
    after = ("verify",)
    optional = True
    description = ("shared-memory and register tiling of contraction kernels (products in any loop order): "
                   "full tiles staged in shared memory, the other tiles generic; disabled: every kernel generic")

    def run(self, state: State) -> None:
        plans: dict[int, object] = {}
        state["contraction-plans"] = plans
        if not state["offload"] or state.options.target == "openmp":
            return
        for k in state["kernels"]:
            if k.n_par < 2:
                continue
            plan = plan_kernel(state, k, plan_contraction, NotAContraction, CONTRACTION_MAX_OPERATIONS, "no contraction fast path")
            if plan is None:
                continue
            if state.options.target == "cuda" and state.options.reorder_reductions:
                plan = tensor_core_shape(state, k, plan)
            plan.acc_dead = accumulator_dead(state.scop, plan.acc_array, k.statements)
            plans[k.index] = plan
            if getattr(k, "reduction", None) is not None:
                # the tiles keep each point's k loop in one thread, in order: no parallel reduction
                k.reduction = None
                state.decide(f"kernel {k.index}: the contraction fast path replaces the parallel reduction plan")
            k.block = list(plan.threads)
            state.decide(f"kernel {k.index}: contraction of {plan.update}: {plan.describe()}")
            for c in plan.checks:
                state.decide(f"kernel {k.index}: verified: {c}")
            if state.options.target == "cuda":
                tensor_cores(state, k, plan)


def tensor_core_shape(state: State, k, plan):
    """The plan again in the shape of the FP64 tensor-core kernels (gpu/contraction_dmma.DMMA_SHAPE: 4
    warps of 32x32 points, k chunks of 16) when the default plan would run on the tensor cores and the
    user gave the kernel no sizes; else `plan`.  The SIMT body under `#else` gets the same tiles."""
    from ..gpu.contraction_dmma import DMMA_SHAPE, NoDmma, plan_dmma
    from .tile import default_sized
    if plan.acc_ctype != "double" or \
            not default_sized(k.index, state.options, k.statements):
        return plan
    _, hnames, gnames, _ = state["kernel-ast"][k.index]
    try:
        plan_dmma(plan, state.scop, k)
        with IslBudget(isl.DEFAULT_CONTEXT, CONTRACTION_MAX_OPERATIONS):
            alt = plan_contraction(k, state.scop, hnames, gnames, dict(DMMA_SHAPE))
        plan_dmma(alt, state.scop, k)
    except (NotAContraction, NoDmma):
        return plan
    except isl.Error as e:
        if not out_of_operations(e):
            raise
        return plan
    return alt


def tensor_cores(state: State, k, plan) -> None:
    """Give a CUDA contraction plan its DMMA products (gpu/contraction_dmma.py) when it qualifies; they
    reorder each point's sum, so not with --no-reorder-reductions."""
    from ..gpu.contraction_dmma import NoDmma, plan_dmma
    if not state.options.reorder_reductions:
        state.decide(f"kernel {k.index}: no FP64 tensor cores (--no-reorder-reductions keeps each sum in order)")
        return
    try:
        plan.dmma = plan_dmma(plan, state.scop, k)
    except NoDmma as e:
        state.decide(f"kernel {k.index}: no FP64 tensor cores ({e})")
        return
    state.decide(f"kernel {k.index}: {plan.dmma.describe()}")
    for c in plan.dmma.checks:
        state.decide(f"kernel {k.index}: verified: {c}")
