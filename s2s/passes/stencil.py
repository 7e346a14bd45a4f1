"""The stencil pass (issue #10, 3-D Jacobi-like sweeps): on GPU targets, a kernel of one statement whose
read-only arrays are read at neighbouring elements along its outermost mapped member runs each thread
along a chunk of that member's line, the chained reads sharing register queues (s2s/gpu/stencil.py,
printed by s2s/codegen/stencil_code.py).  `--disable-pass stencil` keeps every kernel generic."""
from __future__ import annotations


from ..gpu.stencil import NotAStencil, plan_stencil
from .kernel_plans import plan_kernel
from .manager import Pass, State

STENCIL_MAX_OPERATIONS = 2_000_000


class StencilPass(Pass):
    name = "stencil"
    requires = ("kernel-ast",)
    provides = ("stencil-plans",)
    after = ("verify", "contraction")
    optional = True
    description = ("streamed stencil kernels: a thread walks a chunk of the outermost mapped loop, the reads "
                   "of neighbouring elements along it share register queues; disabled: one point per thread")

    def run(self, state: State) -> None:
        plans: dict[int, object] = {}
        state["stencil-plans"] = plans
        if not state["offload"] or state.options.target == "openmp":
            return
        taken = state.get("contraction-plans") or {}
        for k in state["kernels"]:
            if k.n_par < 2 or k.index in taken:
                continue
            plan = plan_kernel(state, k, plan_stencil, NotAStencil, STENCIL_MAX_OPERATIONS, "not streamed")
            if plan is None:
                continue
            plans[k.index] = plan
            k.block = list(plan.block)
            state.decide(f"kernel {k.index}: stencil of {plan.statement}: {plan.describe()}")
            for c in plan.checks:
                state.decide(f"kernel {k.index}: verified: {c}")
