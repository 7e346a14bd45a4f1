"""The contraction pass (issue #10 §1-2): on GPU targets, each kernel that computes a product-like
contraction (s2s/gpu/contraction.py) gets a fast path for its full tiles: shared-memory copies of the
operands and register tiles of the accumulator.  Every other tile runs the kernel's verified generic
body, point by point.  `--disable-pass contraction` keeps every kernel generic."""
from __future__ import annotations

import islpy as isl

from ..gpu.contraction import NotAContraction, plan_contraction
from ..model.dependences import IslBudget
from ..model.isl_util import out_of_operations
from .manager import Pass, State
from .tile import _spec

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
            _, hnames, gnames, _ = state["kernel-ast"][k.index]
            spec = _spec(state.options, k.index, k.statements)
            try:
                with IslBudget(isl.DEFAULT_CONTEXT, CONTRACTION_MAX_OPERATIONS):
                    plan = plan_contraction(k, state.scop, hnames, gnames, spec)
            except NotAContraction as e:
                state.decide(f"kernel {k.index}: no contraction fast path ({e})")
                continue
            except isl.Error as e:
                if not out_of_operations(e):
                    raise
                state.decide(f"kernel {k.index}: no contraction fast path (isl's operation bound)")
                continue
            plans[k.index] = plan
            if getattr(k, "reduction", None) is not None:
                # the tiles keep each point's k loop in one thread, in order: no parallel reduction
                k.reduction = None
                state.decide(f"kernel {k.index}: the contraction fast path replaces the parallel reduction plan")
            k.block = list(plan.threads)
            state.decide(f"kernel {k.index}: contraction of {plan.update}: {plan.describe()}")
            for c in plan.checks:
                state.decide(f"kernel {k.index}: verified: {c}")
