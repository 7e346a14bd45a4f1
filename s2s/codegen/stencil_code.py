"""CUDA and OpenCL source of a streamed stencil kernel (plan: s2s/gpu/stencil.py).

Each block walks tiles with a grid stride, as every kernel does; a tile is one point per thread on the
members on x and y, and a chunk of `chunk` points of the streamed member, which each thread walks in
increasing order along its line (from the line's first point in the chunk to its last, read back and
proved by the plan).  At the first point every queue slot is loaded; at each later point a carried slot
takes the value of the next slot (the element it read one point before, proved the same element), and
only the leading slot of each queue is loaded.  The statement is printed from the SCoP's own statement
with its queued reads replaced by the slots (StatementPrinter overrides).  No shared memory, no barrier:
a thread only reads what it loaded itself, and the queued arrays are read-only in the kernel.
"""
from __future__ import annotations

from .kernel_ir import AXES, Kernel

# CUDA: `#pragma unroll` of a thread's walk along its line (None: nvcc's choice), and the threads per
# multiprocessor asked of __launch_bounds__ (as blocks of the kernel's size; None: no bound).  Measured on
# the H100 (2026-11-24, heat-3d LARGE, one run, regions of 400 launches): nvcc gives the unrolled walk 96
# registers (25% occupancy): region 64.4 ms; `#pragma unroll 1`: 56 registers, 56.0 ms; 1024 threads per
# multiprocessor (256-thread blocks: 62 registers, no spills): 48.4 ms; the generic kernel: 81.1 ms
UNROLL: int | None = None
MIN_THREADS: int | None = 1024


def stencil_source(target, k: Kernel) -> str:
    """The whole kernel function of `k` (its `stencil` plan set) for a CUDA or OpenCL target."""
    from .targets import indent, ocl_type

    plan = k.stencil
    cuda = target.name == "cuda"
    ctype = (lambda t: t) if cuda else ocl_type
    params = [d for d, _ in target.kernel_params(k)]
    n_par = k.n_par
    s = plan.stream
    out: list[str] = []
    w = out.append
    bounds = ""
    if cuda and MIN_THREADS:
        threads = 1
        for b in k.block:
            threads *= b
        bounds = f"__launch_bounds__({threads}, {max(1, MIN_THREADS // threads)}) "
    w(f"{target.qualifier} {bounds}void {k.name}({', '.join(params)})\n{{\n")
    ind = "  "
    for d, a in enumerate(k.axes):
        w(f"{ind}for (long _t{d} = {target.block_id.format(a=AXES[a], n=a)}; _t{d} < _nt{d}; "
          f"_t{d} += {target.n_blocks.format(a=AXES[a], n=a)}) {{\n")
        ind += "  "
    for d, a in enumerate(k.axes):
        if d == s:
            w(f"{ind}const long _o{d} = (_lo{d} + _t{d}) * {plan.chunk};\n")
        else:
            w(f"{ind}const long _g{d} = (_lo{d} + _t{d}) * {k.block[d]} + "
              f"{target.thread_id.format(a=AXES[a], n=a)};\n")
    w(f"{ind}if ({target.expr(plan.guard)}) {{\n")
    i2 = ind + "  "
    lo, hi = target.expr(plan.lo), target.expr(plan.hi)
    w(f"{i2}const long _first = ({lo}) > _o{s} ? ({lo}) : _o{s};\n")
    w(f"{i2}const long _last = ({hi}) < _o{s} + {plan.chunk - 1} ? ({hi}) : _o{s} + {plan.chunk - 1};\n")
    names: dict[tuple[int, int], str] = {}
    overrides: dict[int, str] = {}
    for qi, qu in enumerate(plan.queues):
        slot_names = []
        for si, slot in enumerate(qu.slots):
            nm = f"_q{qi}_{si}"
            names[(qi, si)] = nm
            slot_names.append(nm)
            for a in slot.accesses:
                overrides[id(a.node)] = nm
        w(f"{i2}{ctype(qu.ctype)} {', '.join(slot_names)};\n")
    if cuda and UNROLL:
        w(f"#pragma unroll {UNROLL}\n")
    w(f"{i2}for (long _g{s} = _first; _g{s} <= _last; _g{s}++) {{\n")
    i3 = i2 + "  "
    args = [target.expr(e) for e in plan.args]
    stmts = target.stmts

    def load(qi: int, si: int) -> str:
        a = plan.queues[qi].slots[si].accesses[0]
        return f"{names[(qi, si)]} = {stmts.access(plan.statement, args, a.node)};\n"

    carried = [(qi, si) for qi, qu in enumerate(plan.queues) for si, sl in enumerate(qu.slots) if sl.carried]
    w(f"{i3}if (_g{s} == _first) {{\n")
    for qi, si in carried:
        w(i3 + "  " + load(qi, si))
    w(f"{i3}}} else {{\n")
    for qi, si in carried:
        if si + 1 < len(plan.queues[qi].slots):
            w(f"{i3}  {names[(qi, si)]} = {names[(qi, si + 1)]};\n")
    w(f"{i3}}}\n")
    for qi, qu in enumerate(plan.queues):
        for si, sl in enumerate(qu.slots):
            if not sl.carried:
                w(i3 + load(qi, si))
    w(indent(stmts.statement(plan.statement, args, "", overrides=overrides), i3))
    w(f"{i2}}}\n{ind}}}\n")
    for _ in range(n_par):
        ind = ind[:-2]
        w(f"{ind}}}\n")
    w("}")
    return "".join(out)
