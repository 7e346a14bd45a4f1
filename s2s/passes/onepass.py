"""The one-pass pass: a row reduction kernel and a column reduction kernel that read the same matrix run
as one kernel that reads it once (s2s/gpu/onepass.py proves it, s2s/codegen/onepass_code.py prints it).
CUDA only: OpenCL keeps the two kernels (its atomic add on doubles needs a compare-and-swap loop on longs,
not written yet)."""
from __future__ import annotations

from ..codegen.kernel_ir import Block, Geometry, Kernel
from ..codegen.onepass_code import ONEPASS_COLS
from ..codegen.reduction_code import LoweredReduction
from ..gpu.onepass import flat_launches, host_of, plan_pair
from .manager import Pass, State


class OnePassPass(Pass):
    name = "onepass"
    requires = ("kernel-ir",)
    provides = ("onepass",)
    after = ("private",)
    optional = True
    description = ("matrix-vector products: a row and a column reduction kernel over the same matrix, "
                   "independent of each other, become one kernel that reads the matrix once (CUDA, "
                   "s2s/gpu/onepass.py)")

    def run(self, state: State) -> None:
        prog = state.get("kernel-ir")
        if prog is None or state.options.target != "cuda" or not state.options.reorder_reductions:
            return
        items = flat_launches(prog.host)
        if items is None:
            return
        counts = {k: sum(1 for kk, _ in items if kk == k) for k, _ in items}
        fused_any = False
        i = 0
        while i + 1 < len(items):
            (a, ca), (b, cb) = items[i], items[i + 1]
            if counts[a] != 1 or counts[b] != 1:
                # a kernel launched elsewhere too (another branch) would run the merged kernel there
                i += 1
                continue
            plan = plan_pair(prog.scop, prog.kernel(a), prog.kernel(b), (ca, cb))
            if isinstance(plan, str):
                state.decide(f"kernels {a} and {b}: two passes over the matrix ({plan})")
                i += 1
                continue
            kr, kc = plan.row.kernel, plan.col.kernel
            prog.kernels = [_merge(prog, plan) if k.index == kr.index else k for k in prog.kernels
                            if k.index != kc.index]
            items[i:i + 2] = [(kr.index, ())]
            fused_any = True
            state.decide(f"kernels {kr.index} and {kc.index}: one pass over {plan.array} (rows: "
                         f"{', '.join(s.name for s in plan.row.red)}; columns: "
                         f"{', '.join(s.name for s in plan.col.red)}), tiles of {ONEPASS_COLS} columns by rows "
                         "chosen at run time, one atomic add per row and per column of each tile")
            i += 1
        if fused_any:
            prog.host = host_of(items)
        prog.decisions = list(state.decisions)


def _merge(prog, plan) -> Kernel:
    """The kernel that runs both: the row kernel's index, both kernels' statements and arrays."""
    kr, kc = plan.row.kernel, plan.col.kernel
    rr, rc = kr.reduction, kc.reduction
    low = LoweredReduction("onepass", {**rr.loops, **rc.loops}, {**rr.forms, **rc.forms}, 32,
                           lengths={**rr.lengths, **rc.lengths})
    k = Kernel(index=kr.index, name=f"{kr.name}_{kc.index}", geometry=Geometry(block=[], axes=[], ranges=[]),
               tile=[], hnames=[], gnames=[], body=Block(()),
               arrays_used=sorted(set(kr.arrays_used) | set(kc.arrays_used)),
               arrays_written=sorted(set(kr.arrays_written) | set(kc.arrays_written)),
               statements=list(kr.statements) + list(kc.statements), reduction=low, onepass=plan)
    return k
