"""Trying a fast path on one kernel (the contraction and stencil passes): the planner runs under isl's
operation budget, and a kernel it refuses, or whose planning would take too many isl operations, keeps its
generic body with the reason in `-v`."""
from __future__ import annotations

from typing import Callable

import islpy as isl

from ..model.dependences import IslBudget
from ..model.isl_util import out_of_operations
from .manager import State
from .tile import _spec


def plan_kernel(state: State, k, planner: Callable, refused: type[Exception], max_operations: int,
                not_taken: str):
    """`planner(k, scop, hnames, gnames, spec)` for kernel `k`, or None after `kernel N: {not_taken}
    (why)` in the decisions."""
    _, hnames, gnames, _ = state["kernel-ast"][k.index]
    spec = _spec(state.options, k.index, k.statements)
    try:
        with IslBudget(isl.DEFAULT_CONTEXT, max_operations):
            return planner(k, state.scop, hnames, gnames, spec)
    except refused as e:
        state.decide(f"kernel {k.index}: {not_taken} ({e})")
    except isl.Error as e:
        if not out_of_operations(e):
            raise
        state.decide(f"kernel {k.index}: {not_taken} (isl's operation bound)")
    return None
