"""CUDA and OpenCL code of kernels with parallel reduction loops (plans of s2s/gpu/reduction.py).

**group** mode: the lanes of a group (CUDA: one warp, threadIdx.x; OpenCL: one work-group of 64, one point
of the mapped members per work-group) all run the kernel body of one point.  Statements outside the
reduction loops run on lane 0 only; lane l runs the iterations l, l + L, ... of each reduction loop and
folds them into a private accumulator per statement, then the lanes combine their accumulators (CUDA:
`__shfl_xor_sync` butterfly; OpenCL: a tree in local memory) and one lane that updated X (every lane that
ran the statement holds X's address; the first such lane: CUDA `__ballot_sync`, OpenCL `atomic_min` on a
local int) writes X op total once.  Barriers (`__syncwarp`, `barrier`) before each reduction loop and
after its update order lane 0's statements with the other lanes.  Control flow outside the loops depends
only on the point, the parameters and the loops around, so it is uniform across the group, and every
barrier is reached by all of it (grid-stride tile loops are uniform across a block).

**column** mode: blocks of 32 points along x (coalesced) by 16 lanes along y; lane l runs the
iterations l, l + 16, ... of the point's loop; at the end of each tile (uniform across the block) the
lanes reduce in shared memory and lane 0 updates X (an element computed with isl from the parameters,
the host loop values and the point); then lane 0 runs the point's statements after the loop (the body
printed again with them alone: `column_after`), which were left out of the body's first printing.

**full** mode: a fixed grid; block b folds a contiguous chunk of the loop (reduction_full.py; a loop of
another shape: thread l the iterations l, l + T, ..., T threads in all), each block reduces in shared
(local) memory to `_part[block]`; then one block folds the partials in a fixed order, reduces, and
thread 0 updates X (an element computed with isl from the parameters).  OpenCL launches the kernel twice
(`_phase` 1: that block); CUDA once, the last block to finish folding (reduction_full.py).  The partials
buffer is allocated around the launches.  Deterministic: the grid is a constant.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import islpy as isl
from pycparser import c_ast

from ..gpu.reduction import COLUMN_POINTS, FULL_BLOCK, FULL_BLOCKS, UpdateForm, column_after
from ..model.isl_util import checked_lexmin
from ..model.isl_util import maps as _maps
from .kernel_ir import AXES, Block, If, Kernel, Let, Loop, Node, Stmt, walk
from .reduction_full import chunked_loop, finish_lines, host_extent, launch_lines, partials_name
from .reduction_lanes import (COLUMN_LANE_CHOICES, COLUMN_LANES_TYPE, COLUMN_MAX_LANES, COLUMN_RESIDENT_THREADS,
                              cuda_lanes_call, cuda_lanes_lines)
from .reduction_unroll import UNROLL, combined, main_condition, slot_fold, slot_name, upper_bounds

SEGMENTS_PER_BLOCK = 8          # CUDA group mode: warps (points) per block
# a lane's iteration before it has a term (UpdateForm.ordered): later than every iteration when the earlier
# of two equal values stays ("first"), earlier than every one when the later does
_NONE = {"first": "9223372036854775807L", "last": "(-9223372036854775807L - 1)"}
# CUDA group mode: blocks per multiprocessor asked of __launch_bounds__ (8 x 256 threads: a full H100 or
# H200 multiprocessor, at most 32 registers).  y = A x at 8000 x 8000 (a warp per row, 1,000 blocks) took
# 40 registers without it: 6 resident blocks per multiprocessor, 792 on 132 multiprocessors, so a second
# wave of 208 blocks; with it, 30 registers and one wave.  H200, bench/ab_kernels.py at LARGE: matvec
# 0.186 -> 0.160 ms of kernel, gesummv 0.294 -> 0.277 ms (docs/benchmarks.md, issue 11 section).
GROUP_MIN_BLOCKS = 8


@dataclass
class LoweredReduction:
    mode: str                                   # "group", "column" or "full"
    loops: dict[str, int]                       # statement -> kernel AST dimension of its loop
    forms: dict[str, UpdateForm]
    lanes: int                                  # group: lanes per point; full: threads per block
    blocks: int = 0                             # full: blocks of the first pass
    element: list = field(default_factory=list)  # full, column: X's subscripts (isl AstExpr of params, _h, _g)
    guard: object = None                        # full, column: when the loop runs at all (isl AstExpr)
    lengths: dict[str, float] = field(default_factory=dict)   # instances per element (the check's tolerance)
    iterators: dict[str, str] = field(default_factory=dict)   # statement -> its loop's iterator in the kernel AST
    after: list = field(default_factory=list)   # column: statements after the loop at the point (lane 0,
    #                                             printed after the tree's update of X)

    def iterator(self, name: str) -> str:
        """The kernel AST's iterator of statement `name`'s planned loop."""
        return self.iterators[name]

    @property
    def form(self) -> UpdateForm:
        return next(iter(self.forms.values()))


def lower_kernel(state, spec, kernel: Kernel) -> Kernel:
    """The IR kernel of a KernelSpec with a reduction plan: its geometry (group mode: lanes along x, the
    mapped members along y and z) and, in full mode, X's element as isl expressions."""
    plan = spec.reduction
    target = state.options.target
    low = LoweredReduction(plan.mode, dict(plan.loops), dict(plan.forms), plan.lanes, lengths=dict(plan.lengths),
                           iterators={s: plan.iterator(s) for s in plan.loops})
    geo = kernel.geometry
    if plan.mode == "serial":          # the host's sequential version: the kernel's code as it is
        return dataclasses.replace(kernel, reduction=low)
    if plan.mode == "group":
        axes = [a + 1 for a in geo.axes]
        block = [1] * len(axes)
        if target == "cuda" and axes:
            block[axes.index(1)] = SEGMENTS_PER_BLOCK
        geo = dataclasses.replace(geo, axes=axes, block=block)
    elif plan.mode == "column":
        geo = dataclasses.replace(geo, block=[COLUMN_POINTS])
        low.element, low.guard = _full_element(state, spec, kernel.hnames, next(iter(plan.loops)), kernel.gnames)
        (stmt, d), = plan.loops.items()
        low.after = column_after(state.scop, spec, stmt, d)
    else:
        low.blocks = FULL_BLOCKS.get(target, 0)
        low.element, low.guard = _full_element(state, spec, kernel.hnames, next(iter(plan.loops)))
    if plan.mode == "group":
        shape = " x ".join(str(b) for b in [plan.lanes] + [b for _, b in sorted(zip(geo.axes, geo.block))])
        what = "lanes x points"
    elif plan.mode == "column":
        shape, what = f"{COLUMN_POINTS} x {plan.lanes}", "points x lanes"
        if target == "cuda":
            shape = f"{COLUMN_POINTS} x {'/'.join(map(str, COLUMN_LANE_CHOICES))}"
            what = "points x lanes, the lanes chosen at run time from the launch"
    else:
        shape, what = f"{FULL_BLOCK}", f"threads, {low.blocks} blocks, then one block"
    state.decide(f"kernel {spec.index}: reduction block {shape} ({what})")
    return dataclasses.replace(kernel, geometry=geo, reduction=low)


def _full_element(state, spec, hnames: list[str], stmt: str, gnames: list[str] = ()):
    """X's subscripts and the condition that the statement runs at all in one launch (at one point
    `gnames` of the mapped members), as isl AST expressions of the parameters, the host loop values and
    the point: the element all its instances there update."""
    from ..passes.lower import _param_space, _with_params     # (lower imports this module)
    scop = state.scop
    allp = scop.params + hnames + list(gnames)
    st = scop.statement(stmt)
    prefix = _with_params(spec.prefix.flat_range_product(spec.subtree), allp)
    dom = None
    for m in _maps(prefix):
        if m.get_tuple_name(isl.dim_type.in_) != stmt:
            continue
        for j, h in enumerate(list(hnames) + list(gnames)):
            pos = m.get_space().find_dim_by_name(isl.dim_type.param, h)
            m = m.equate(isl.dim_type.out, j, isl.dim_type.param, pos)
        d = m.domain()
        dom = d if dom is None else dom.union(d)
    w = st.writes[0].relation.align_params(dom.get_space())
    elems = w.intersect_domain(dom.intersect(st.domain.align_params(dom.get_space()))).range()
    # (isl's answer checked, model/isl_util.checked_lexmin; isl's own only where no answer checks)
    pma = checked_lexmin(elems)
    if pma is None:
        pma = elems.lexmin_pw_multi_aff()
    ctx = scop.context.params().align_params(_param_space(allp))
    if hnames:
        hvalid = _with_params(_one_params(spec, hnames), allp)
        ctx = ctx.intersect_params(hvalid.align_params(ctx.get_space()))
    build = isl.AstBuild.from_context(ctx)
    if ctx.is_empty() or pma.domain().intersect_params(ctx.align_params(pma.domain().get_space())).is_empty():
        # no instance where the device code runs (the SCoP's context, e.g. the sizes at which a parameter
        # array is accessed inside its rows, leaves none to the kernel): any element, under its domain's
        # condition, which is false there (printed without the context, in which every expression is void)
        free = isl.AstBuild.from_context(isl.Set.universe(ctx.get_space()))
        zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(pma.get_domain_space()))
        return [free.expr_from_pw_aff(zero)] * pma.dim(isl.dim_type.out), free.expr_from_set(pma.domain())
    idx = [build.expr_from_pw_aff(pma.get_pw_aff(j)) for j in range(pma.dim(isl.dim_type.out))]
    return idx, build.expr_from_set(pma.domain())


def _one_params(spec, hnames: list[str]) -> isl.Set:
    from ..passes.lower import _one_set, _values_as_params
    return _values_as_params(_one_set(spec.prefix.range()), hnames)


# ----------------------------------------------------------------------------------------- printing
class _Printer:
    def __init__(self, target, k: Kernel):
        self.t = target
        self.k = k
        self.r: LoweredReduction = k.reduction
        self.cuda = target.name == "cuda"
        self.omp = target.name == "openmp"
        # OpenCL: a store to a volatile local after each barrier and first in each block with barriers
        # (`barrier`, `opening`; GpuTarget.persistent_source says why: PoCL 3.1)
        self.anchor = target.anchor if target.name == "opencl" else ""
        self.slot = 0                   # the unrolled copy being printed (reduction_unroll.py)
        self.rolled = False             # printing a strided loop with copies: its inner loops stay rolled
        self.by_iterator: dict[str, set[str]] = {}
        # column mode: the statements after the reduction loop are left out of the body's first printing
        # (`skip`), then the body is printed again with them alone (`only`), after the tree's update
        self.skip: set[str] = set()
        self.only: set[str] | None = None
        for s in self.r.loops:
            self.by_iterator.setdefault(self.r.iterator(s), set()).add(s)

    def vtype(self, form: UpdateForm) -> str:
        return self.t.value_type(form.ctype)

    def ptr(self, form: UpdateForm) -> str:
        return f"{'' if self.cuda else '__global '}{self.vtype(form)} *"

    def sync(self, local_only: bool = False) -> str:
        if self.r.mode == "column":
            return "__syncthreads();" if self.cuda else "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);"
        if self.cuda:
            return "__syncwarp();" if self.r.mode == "group" else "__syncthreads();"
        return "barrier(CLK_LOCAL_MEM_FENCE);" if local_only else \
            "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);"

    def barrier(self, ind: str, local_only: bool = False) -> str:
        """The line of a barrier (sync()), and on OpenCL the anchor's store after it: a branch after the
        barrier on a value of the work-item (`if (_l == 0)`, `if (_l < _o)` of an unrolled tree, the tests
        hoisted by clang) would otherwise end the barrier's block, and PoCL 3.1 runs its region for no
        work-item or for all alike (fuzz --c-features seed 41, --reductions seed 420222,
        tests/fuzz_regressions/pocl_lane0_after_barrier.c)."""
        return f"{ind}{self.sync(local_only)}\n" + self.opening(ind)

    def opening(self, ind: str) -> str:
        """OpenCL: the anchor's store, first in a block with barriers inside (a loop's body, where PoCL puts
        a barrier after the header, or a branch of an `if`, where it puts one at the start of the branch
        that reaches a barrier)."""
        return f"{ind}{self.anchor} = 0;\n" if self.anchor else ""

    def has_barriers(self, n: Node, red: set[str] | None) -> bool:
        """Whether node n, printed by node(), holds barriers: group mode's reduction loops."""
        return bool(self.anchor) and self.r.mode == "group" and red is None and \
            any(self.reduction_loop(x) is not None for x in walk(n))

    def reduction_loop(self, n: Node) -> set[str] | None:
        """The statements of a reduction loop, when n is one (a `for` over a planned dimension that runs
        those statements alone): those it runs, not every statement planned on its iterator (loops one
        after the other at one depth share the iterator's name: `for (i) s[r] += ..; for (i) m[r] = ..`)."""
        if not isinstance(n, Loop):
            return None
        group = self.by_iterator.get(n.iterator)
        if not group:
            return None
        inside = {x.name for x in walk(n.body) if isinstance(x, Stmt)}
        return inside if inside and inside <= group else None

    # -------------------------------------------------------------- body
    def node(self, n: Node, ind: str, out: list[str], red: set[str] | None = None) -> None:
        t = self.t
        if self.only is not None and not isinstance(n, Block) and \
                not any(isinstance(x, Stmt) and x.name in self.only for x in walk(n)):
            return          # nothing of the statements printed after the update
        if isinstance(n, Block):
            for c in n.body:
                self.node(c, ind, out, red)
        elif isinstance(n, Loop):
            group = None if red is not None else self.reduction_loop(n)
            if group is not None:
                self.parallel_loop(n, group, ind, out)
                return
            it = n.iterator
            step = f"{it}++" if n.step == 1 else f"{it} += {n.step}"
            if self.rolled and red is not None and self.cuda:
                out.append(f"{ind}#pragma unroll 1\n")
            out.append(f"{ind}for (long {it} = {t.expr(n.init)}; {t.expr(n.cond)}; {step}) {{\n")
            if self.has_barriers(n.body, red):
                out.append(self.opening(ind + "  "))
            self.node(n.body, ind + "  ", out, red)
            if self.anchor and self.r.mode == "group" and red is None:
                # PoCL 3.1 makes a loop of a kernel with barriers a barrier region of its own: a body that
                # ends in a branch on the work-item (`if (_l == 0) s[r] += ..`, a row's sequential sum
                # after its max's parallel loop) ran for every work-item as work-item 0 (softmax's sum
                # 64 times: tests/faithful/softmax_layernorm.c)
                out.append(self.opening(ind + "  "))
            out.append(f"{ind}}}\n")
        elif isinstance(n, Let):
            out.append(f"{ind}{{\n{ind}  const long {n.iterator} = {t.expr(n.value)};\n")
            self.node(n.body, ind + "  ", out, red)
            out.append(f"{ind}}}\n")
        elif isinstance(n, If):
            out.append(f"{ind}if ({t.expr(n.cond)}) {{\n")
            if self.has_barriers(n.then, red):
                out.append(self.opening(ind + "  "))
            self.node(n.then, ind + "  ", out, red)
            if n.orelse is not None:
                out.append(f"{ind}}} else {{\n")
                if self.has_barriers(n.orelse, red):
                    out.append(self.opening(ind + "  "))
                self.node(n.orelse, ind + "  ", out, red)
            out.append(f"{ind}}}\n")
        elif isinstance(n, Stmt):
            args = [t.expr(a) for a in n.args]
            if red is not None:
                form = self.r.forms[n.name]
                if self.r.mode == "serial" and self.scalar(form):
                    out.append(f"{ind}_ran_{n.name} = 1;\n")
                elif self.r.mode in ("group", "serial"):
                    st = t.prog.scop.statement(n.name)
                    addr = c_ast.Assignment("=", c_ast.ID(f"_dst_{n.name}"), c_ast.UnaryOp("&", st.node.lvalue))
                    out.append(t.stmts.statement(n.name, args, ind, node=addr))
                if form.ordered:
                    out.append(self.ordered_fold(n, form, args, ind))
                    return
                out.append(t.stmts.statement(n.name, args, ind, node=slot_fold(form, self.slot)))
            elif self.omp:
                out.append(t.stmts.statement(n.name, args, ind))
            elif n.name in self.skip:
                return      # printed after the update (column mode)
            else:
                out.append(f"{ind}if (_l == 0) {{\n")
                out.append(t.stmts.statement(n.name, args, ind + "  "))
                out.append(f"{ind}}}\n")
        else:  # pragma: no cover - no launches in kernels
            raise TypeError(f"unexpected IR node {n!r}")

    def parallel_loop(self, n: Loop, group: set[str], ind: str, out: list[str]) -> None:
        t, r = self.t, self.r
        names = sorted(group)
        it = n.iterator
        stride = {"full": "_nl", "column": "_L"}.get(r.mode, f"{r.lanes}")
        step = stride if n.step == 1 else f"{stride} * {n.step}"
        first = "_l" if n.step == 1 else f"_l * {n.step}"
        if r.mode == "serial":
            self.serial_loop(n, names, ind, out)
            return
        if self.omp:
            op, declare = r.forms[names[0]].openmp_reduction()
            if declare:
                # a block of its own: a block-scope `declare reduction` may not be repeated in one scope
                # (two reductions of one type in one function)
                out.append(f"{ind}{{\n{ind}{declare}\n")
            inc = f"{it}++" if n.step == 1 else f"{it} += {n.step}"
            out.append(f"{ind}#pragma omp parallel for reduction({op}: {r.forms[names[0]].acc}) schedule(static)\n")
            out.append(f"{ind}for (long {it} = {t.expr(n.init)}; {t.expr(n.cond)}; {inc}) {{\n")
            self.node(n.body, ind + "  ", out, group)
            out.append(f"{ind}}}\n")
            if declare:
                out.append(f"{ind}}}\n")
            return
        if r.mode in ("full", "column"):
            self.strided_loop(n, names, ind, out, first, step)
            return
        out.append(f"{ind}{{\n")
        i2 = ind + "  "
        for s in names:
            f = r.forms[s]
            out.append(f"{i2}{self.vtype(f)} {f.acc} = {f.identity(self.t.name)};\n")
            out.append(f"{i2}{self.ptr(f)}_dst_{s} = 0;\n")
            if f.ordered:
                out.append(f"{i2}long _idx_{s} = {_NONE[f.tie]};\n")
                if f.nan == "reset":
                    out.append(f"{i2}int _nan_{s} = 0;\n")
        out.append(self.barrier(i2))
        self.strided_loop(n, names, i2, out, first, step)
        for s in names:
            f = r.forms[s]
            if f.ordered:
                self.ordered_combine(n, s, f, i2, out)
            elif self.cuda:
                # the partner's value in a variable: combine() of an integer min/max is a ternary, which
                # would run its second shuffle on some lanes only (a __shfl_sync that not all the lanes
                # of its mask reach is undefined)
                out.append(f"{i2}for (int _o = {r.lanes // 2}; _o > 0; _o >>= 1) {{\n")
                out.append(f"{i2}  const {self.vtype(f)} _v = __shfl_xor_sync(0xffffffffu, {f.acc}, _o);\n")
                out.append(f"{i2}  {f.acc} = {f.combine(f.acc, '_v')};\n{i2}}}\n")
                out.append(f"{i2}{{\n{i2}  const unsigned _m = __ballot_sync(0xffffffffu, _dst_{s} != 0);\n")
                out.append(f"{i2}  if (_m != 0 && _l == __ffs(_m) - 1)\n")
                out.append(f"{i2}    *_dst_{s} = {f.combine(f'*_dst_{s}', f.acc)};\n{i2}}}\n")
            else:
                red = f"_red_{s}"
                out.append(f"{i2}{red}[_l] = {f.acc};\n" + self.barrier(i2, True))
                out.append(f"{i2}for (int _o = {r.lanes // 2}; _o > 0; _o >>= 1) {{\n" + self.opening(i2 + "  "))
                out.append(f"{i2}  if (_l < _o)\n{i2}    {red}[_l] = {f.combine(f'{red}[_l]', f'{red}[_l + _o]')};\n")
                out.append(self.barrier(i2 + "  ", True) + f"{i2}}}\n")
                out.append(f"{i2}if (_l == 0)\n{i2}  _w = {r.lanes};\n" + self.barrier(i2, True))
                out.append(f"{i2}if (_dst_{s} != 0)\n{i2}  atomic_min(&_w, (int)_l);\n" + self.barrier(i2, True))
                out.append(f"{i2}if (_l == _w)\n{i2}  *_dst_{s} = {f.combine(f'*_dst_{s}', f'{red}[0]')};\n")
            out.append(self.barrier(i2))
        out.append(f"{ind}}}\n")

    def ordered_fold(self, n: Stmt, form: UpdateForm, args: list[str], ind: str) -> str:
        """A lane's fold of a term of a floating-point min or max written as a comparison (group mode,
        UpdateForm.ordered): the term replaces the lane's value only when C's comparison would let a later
        term replace an earlier one (strictly better, or also equal when the statement keeps the later
        of two equal values), and the lane remembers the iteration it came from, so that the tree can
        keep the earlier (or later) of two equal values of different lanes, as C's order does (+0.0 and
        -0.0 compare equal).  A NaN term never replaces it; where the statement would take a NaN term
        ("reset"), the lane raises a flag and the group runs the loop in C's order instead
        (ordered_combine)."""
        t, s = self.t, n.name
        e = t.stmts.access(s, args, form.term)
        it = self.r.iterator(s)
        lines = [f"{ind}{{\n", f"{ind}  const {self.vtype(form)} _e = {e};\n",
                 f"{ind}  if ({form.ordered_better('_e', form.acc)}) {{\n",
                 f"{ind}    {form.acc} = _e;\n{ind}    _idx_{s} = {it};\n{ind}  }}\n"]
        if form.nan == "reset":
            lines.append(f"{ind}  if (_e != _e)\n{ind}    _nan_{s} = 1;\n")
        lines.append(f"{ind}}}\n")
        return "".join(lines)

    def ordered_combine(self, n: Loop, s: str, f: UpdateForm, ind: str, out: list[str]) -> None:
        """Group mode, a floating-point min or max written as a comparison: the lanes' values combined by a
        tree that keeps, of two equal values, the one of the earlier iteration ("first") or of the later
        ("last"), then X updated by the statement's own comparison with the result (X's value before the
        loop is the earliest term).  When a lane met a NaN term that the statement would take ("reset"),
        lane 0 runs the loop again in C's order on X itself (its reads see what they saw: the loop updates
        nothing they read, `reads_meet_updates`)."""
        t, r = self.t, self.r
        better = ">" if f.kind == "max" else "<"
        earlier = "<" if f.tie == "first" else ">"
        it = n.iterator
        inc = f"{it}++" if n.step == 1 else f"{it} += {n.step}"
        if self.cuda:
            out.append(f"{ind}for (int _o = {r.lanes // 2}; _o > 0; _o >>= 1) {{\n")
            out.append(f"{ind}  const {self.vtype(f)} _v = __shfl_xor_sync(0xffffffffu, {f.acc}, _o);\n")
            out.append(f"{ind}  const long _vi = __shfl_xor_sync(0xffffffffu, _idx_{s}, _o);\n")
            out.append(f"{ind}  if (_v {better} {f.acc} || (_v == {f.acc} && _vi {earlier} _idx_{s})) {{\n")
            out.append(f"{ind}    {f.acc} = _v;\n{ind}    _idx_{s} = _vi;\n{ind}  }}\n{ind}}}\n")
            out.append(f"{ind}{{\n{ind}  const unsigned _m = __ballot_sync(0xffffffffu, _dst_{s} != 0);\n")
            nan = ""
            if f.nan == "reset":
                out.append(f"{ind}  const unsigned _n = __ballot_sync(0xffffffffu, _nan_{s});\n")
                nan = "_n"
            writer = "_m != 0 && _l == __ffs(_m) - 1"
            acc = f.acc
        else:
            red, redi = f"_red_{s}", f"_redi_{s}"
            out.append(f"{ind}{red}[_l] = {f.acc};\n{ind}{redi}[_l] = _idx_{s};\n")
            if f.nan == "reset":
                out.append(f"{ind}if (_l == 0)\n{ind}  _nan_any_{s} = 0;\n")
            out.append(self.barrier(ind, True))
            if f.nan == "reset":
                out.append(f"{ind}if (_nan_{s})\n{ind}  _nan_any_{s} = 1;\n")
            out.append(f"{ind}for (int _o = {r.lanes // 2}; _o > 0; _o >>= 1) {{\n" + self.opening(ind + "  "))
            out.append(f"{ind}  if (_l < _o && ({red}[_l + _o] {better} {red}[_l] || ({red}[_l + _o] == {red}[_l] && "
                       f"{redi}[_l + _o] {earlier} {redi}[_l]))) {{\n")
            out.append(f"{ind}    {red}[_l] = {red}[_l + _o];\n{ind}    {redi}[_l] = {redi}[_l + _o];\n{ind}  }}\n")
            out.append(self.barrier(ind + "  ", True) + f"{ind}}}\n")
            out.append(f"{ind}if (_l == 0)\n{ind}  _w = {r.lanes};\n" + self.barrier(ind, True))
            out.append(f"{ind}if (_dst_{s} != 0)\n{ind}  atomic_min(&_w, (int)_l);\n" + self.barrier(ind, True))
            out.append(f"{ind}{{\n")
            nan = f"_nan_any_{s}" if f.nan == "reset" else ""
            writer = "_l == _w"
            acc = f"{red}[0]"
        if nan:
            # a NaN term the statement takes: lane 0 runs the loop in C's order, on X itself
            out.append(f"{ind}  if ({nan}) {{\n{ind}    if (_l == 0) {{\n")
            out.append(f"{ind}      for (long {it} = {t.expr(n.init)}; {t.expr(n.cond)}; {inc}) {{\n")
            self.node(n.body, ind + "        ", out, None)
            out.append(f"{ind}      }}\n{ind}    }}\n{ind}  }} else if ({writer})\n")
        else:
            out.append(f"{ind}  if ({writer})\n")
        out.append(f"{ind}    *_dst_{s} = {f.ordered_update(f'*_dst_{s}', acc)};\n{ind}}}\n")

    def serial_loop(self, n: Loop, names: list[str], ind: str, out: list[str]) -> None:
        """Serial mode (the host's sequential version, s2s/codegen/host_openmp.py): the loop folds into
        HOST_PARTIALS accumulators (independent chains of additions), combined in a fixed order, then into
        the element the statements update (its address taken where they run, as group mode does)."""
        t, r = self.t, self.r
        out.append(f"{ind}{{\n")
        i2 = ind + "  "
        for s in names:
            f = r.forms[s]
            out.append(f"{i2}{self.vtype(f)} {f.acc} = {f.identity(t.name)};\n")
            if self.scalar(f):      # a `register` scalar has no address: a flag says the loop ran
                out.append(f"{i2}int _ran_{s} = 0;\n")
            else:
                out.append(f"{i2}{self.vtype(f)} *_dst_{s} = 0;\n")
        self.strided_loop(n, names, i2, out, "0", str(n.step), unroll=HOST_PARTIALS)
        for s in names:
            f = r.forms[s]
            if self.scalar(f):
                x = t.stmts._element(f.array, [])
                out.append(f"{i2}if (_ran_{s})\n{i2}  {x} = {f.combine(x, f.acc, host=True)};\n")
            else:
                out.append(f"{i2}if (_dst_{s} != 0)\n"
                           f"{i2}  *_dst_{s} = {f.combine(f'*_dst_{s}', f.acc, host=True)};\n")
        out.append(f"{ind}}}\n")

    def scalar(self, form: UpdateForm) -> bool:
        """Whether the reduction accumulates into a scalar (serial mode: named after the loop, no address)."""
        return not self.t.prog.scop.arrays[form.array].sizes

    def strided_loop(self, n: Loop, names: list[str], ind: str, out: list[str], first: str, step: str,
                     unroll: int | None = None) -> None:
        """The lane's share of reduction loop n (iterations first, first + step, ...): UNROLL[mode] copies
        of the body per iteration of the main loop, each folding into its own accumulator (independent loads
        in flight), the remaining iterations folding into the plan's accumulator, then the accumulators
        combined in a fixed order (s2s/codegen/reduction_unroll.py).  A loop condition that is not a
        conjunction of upper bounds on the iterator keeps the plain strided loop."""
        t, r = self.t, self.r
        it = n.iterator
        group = set(names)
        unroll = unroll or UNROLL.get(r.mode, 1)
        if r.mode == "full" and unroll == 1 and chunked_loop(self, n, names, ind, out):
            return              # each block on a contiguous chunk (reduction_full.py)
        bounds = upper_bounds(n.cond, it) if unroll > 1 else None
        if bounds is None:
            out.append(f"{ind}for (long {it} = {t.expr(n.init)} + {first}; {t.expr(n.cond)}; {it} += {step}) {{\n")
            self.node(n.body, ind + "  ", out, group)
            out.append(f"{ind}}}\n")
            return
        out.append(f"{ind}{{\n")
        rolled, self.rolled = self.rolled, True
        try:
            self._copies(n, names, ind, out, first, step, unroll, bounds, group)
        finally:
            self.rolled = rolled

    def _copies(self, n: Loop, names: list[str], ind: str, out: list[str], first: str, step: str, unroll: int,
                bounds, group: set[str]) -> None:
        """strided_loop's loop with `unroll` copies of the body, then the remaining iterations.  On CUDA the
        loops inside the body keep `#pragma unroll 1` (self.rolled): nvcc 13.0 (ptxas -O1 and above, right
        with -Xptxas -O0 or -Xcicc -O0) unrolled the inner loops of the copies wrongly, a `long` iterator
        stepping by 2 under `(int)` in `% 7` (fuzz --reductions seed 443351 on the H200; right without the
        copies, with an `int` iterator, or with the inner loop rolled).  The copies give the lane its
        independent loads already."""
        t, r = self.t, self.r
        it = n.iterator
        u = f"_u{it}"
        i2 = ind + "  "

        def times(k: int) -> str:
            return str(k * int(step)) if step.isdigit() else f"{k} * {step}" if " " not in step else f"{k} * ({step})"

        for s in names:
            f = r.forms[s]
            for slot in range(1, unroll):
                out.append(f"{i2}{self.vtype(f)} {slot_name(f, slot)} = {f.identity(t.name)};\n")
        out.append(f"{i2}long {u} = {t.expr(n.init)} + {first};\n")
        texts = [(op, _paren(t.expr(b))) for op, b in bounds]
        out.append(f"{i2}for (; {main_condition(texts, u, times(unroll - 1))}; {u} += {times(unroll)}) {{\n")
        for slot in range(unroll):
            at = u if slot == 0 else f"{u} + {times(slot)}"
            out.append(f"{i2}  {{\n{i2}    const long {it} = {at};\n")
            self.slot = slot
            try:
                self.node(n.body, i2 + "    ", out, group)
            finally:
                self.slot = 0
            out.append(f"{i2}  }}\n")
        out.append(f"{i2}}}\n")
        out.append(f"{i2}for (long {it} = {u}; {t.expr(n.cond)}; {it} += {step}) {{\n")
        self.node(n.body, i2 + "  ", out, group)
        out.append(f"{i2}}}\n")
        for s in names:
            f = r.forms[s]
            out.append(f"{i2}{f.acc} = {combined(f, unroll, host=self.omp)};\n")
        out.append(f"{ind}}}\n")

    # -------------------------------------------------------------- kernel
    def source(self) -> str:
        t, k, r = self.t, self.k, self.r
        params = [d for d, _ in t.kernel_params(k)]
        if r.mode == "full" and self.cuda:      # one launch (reduction_full.py): no phase argument
            params += [f"{self.ptr(r.form)}_part"]
        elif r.mode == "full":
            params += [f"{self.ptr(r.form)}restrict _part", "long _phase"]
        shared = "__shared__" if self.cuda else "__local"
        bounds = template = ""
        if r.mode == "group" and self.cuda:
            bounds = f"__launch_bounds__({r.lanes * SEGMENTS_PER_BLOCK}, {GROUP_MIN_BLOCKS}) "
        elif r.mode == "column" and self.cuda:
            # a template over the lanes (the host picks the instance at run time: reduction_lanes.py)
            template = f"template <{COLUMN_LANES_TYPE} S2S_LANES>\n"
            bounds = (f"__launch_bounds__({COLUMN_POINTS} * S2S_LANES, S2S_LANES >= {COLUMN_MAX_LANES} ? 1 : "
                      f"{COLUMN_RESIDENT_THREADS} / ({COLUMN_POINTS} * S2S_LANES)) ")
        lines = [f"{template}{t.qualifier} {bounds}void {k.name}({', '.join(params)})", "{"]
        if r.mode == "column":
            f = r.form
            lanes = "S2S_LANES" if self.cuda else str(r.lanes)
            lines.append(f"  {shared} {self.vtype(f)} _red[{lanes}][{COLUMN_POINTS}];")
            lines.append(f"  const long _l = {'threadIdx.y' if self.cuda else '(long)get_local_id(1)'};")
            # a constant (CUDA: the instance's, OpenCL: the plan's, which the launch sets as the local size):
            # compilers issue the unrolled copies' loads together only for a constant stride
            lines.append(f"  const long _L = {'(long)S2S_LANES' if self.cuda else f'{r.lanes}L'};")
            lines.append(f"  const long _tx = {'threadIdx.x' if self.cuda else '(long)get_local_id(0)'};")
        elif r.mode == "group":
            lines.append(f"  const long _l = {'threadIdx.x' if self.cuda else '(long)get_local_id(0)'};")
            if not self.cuda:
                lines.append("  __local int _w;")
                for s in sorted(r.forms):
                    lines.append(f"  __local {self.vtype(r.forms[s])} _red_{s}[{r.lanes}];")
                    if r.forms[s].ordered:
                        lines.append(f"  __local long _redi_{s}[{r.lanes}];")
                        if r.forms[s].nan == "reset":
                            lines.append(f"  __local int _nan_any_{s};")
        else:
            f = r.form
            lines.append(f"  {shared} {self.vtype(f)} _red[{FULL_BLOCK}];")
            if self.cuda:
                lines.append("  __shared__ int _last;")
            tl = "(long)threadIdx.x" if self.cuda else "(long)get_local_id(0)"
            b = "(long)blockIdx.x" if self.cuda else "(long)get_group_id(0)"
            nb = "(long)gridDim.x" if self.cuda else "(long)get_num_groups(0)"
            lines.append(f"  const long _tl = {tl};")
            lines.append(f"  const long _l = {b} * {FULL_BLOCK} + _tl;")
            lines.append(f"  const long _nl = {nb} * {FULL_BLOCK};")
            lines.append(f"  {self.vtype(f)} {f.acc} = {f.identity(self.t.name)};")
        if self.anchor:
            lines.append(f"  volatile int {self.anchor} = 0;")
        out: list[str] = []
        n = k.n_par
        ind = "  "
        if r.mode == "column":
            f = r.form
            out.append(f"  for (long _t0 = {'blockIdx.x' if self.cuda else 'get_group_id(0)'}; _t0 < _nt0; "
                       f"_t0 += {'gridDim.x' if self.cuda else 'get_num_groups(0)'}) {{\n" + self.opening("    "))
            out.append(f"    const long _g0 = (_lo0 + _t0) * {COLUMN_POINTS} + _tx;\n")
            out.append(f"    {self.vtype(f)} {f.acc} = {f.identity(self.t.name)};\n")
            self.skip = set(r.after)
            try:
                self.node(k.body, "    ", out)
            finally:
                self.skip = set()
            out.append(f"    _red[_l][_tx] = {f.acc};\n" + self.barrier("    "))
            out.append("    for (long _o = _L / 2; _o > 0; _o >>= 1) {\n" + self.opening("      "))
            out.append(f"      if (_l < _o)\n        _red[_l][_tx] = {f.combine('_red[_l][_tx]', '_red[_l + _o][_tx]')};\n")
            out.append(self.barrier("      ") + "    }\n")
            x = t.stmts._element(f.array, [t.expr(e) for e in r.element])
            out.append(f"    if (_l == 0 && ({t.expr(r.guard)}))\n      {x} = {f.combine(x, '_red[0][_tx]')};\n")
            if r.after:
                # the point's statements after the loop (`s[j] = t`), on lane 0, which wrote X itself
                self.only = set(r.after)
                try:
                    self.node(k.body, "    ", out)
                finally:
                    self.only = None
            out.append(self.barrier("    ") + "  }\n")
        elif r.mode == "group":
            for d in range(n):
                a = AXES[k.axes[d]]
                blk = f"blockIdx.{a}" if self.cuda else f"get_group_id({k.axes[d]})"
                nbk = f"gridDim.{a}" if self.cuda else f"get_num_groups({k.axes[d]})"
                out.append(f"{'  ' * (d + 1)}for (long _t{d} = {blk}; _t{d} < _nt{d}; _t{d} += {nbk}) {{\n")
                out.append(self.opening("  " * (d + 2)))
            ind = "  " * (n + 1)
            for d in range(n):
                a = AXES[k.axes[d]]
                tid = f"threadIdx.{a}" if self.cuda else f"(long)get_local_id({k.axes[d]})"
                out.append(f"{ind}const long _g{d} = (_lo{d} + _t{d}) * {k.block[d]} + {tid};\n")
            self.node(k.body, ind, out)
            if not self.cuda:
                # PoCL runs the code after a tile's last reduction barrier once per work-item
                # of the group, each time as work-item 0, unless a barrier closes the tile's iteration
                # (tests/privatize/dot_rows.c gave 64 times the sum); uniform here, as the tile loops are
                out.append(self.barrier(ind))
            for d in reversed(range(n)):
                out.append(f"{'  ' * (d + 1)}}}\n")
        elif self.cuda:
            f = r.form
            self.node(k.body, "  ", out)
            out.append(f"  _red[_tl] = {f.acc};\n  __syncthreads();\n")
            out.append(f"  for (int _o = {FULL_BLOCK // 2}; _o > 0; _o >>= 1) {{\n")
            out.append(f"    if (_tl < _o)\n      _red[_tl] = {f.combine('_red[_tl]', '_red[_tl + _o]')};\n")
            out.append("    __syncthreads();\n  }\n")
            x = t.stmts._element(f.array, [t.expr(e) for e in r.element])
            out.append("\n".join(finish_lines(self.vtype(f), f.combine, f.identity(t.name), f.acc,
                                              r.blocks, FULL_BLOCK, x, t.expr(r.guard))) + "\n")
        else:
            f = r.form
            out.append("  if (_phase == 0) {\n")
            self.node(k.body, "    ", out)
            out.append("  } else {\n")
            out.append(f"    for (long _q = _tl; _q < {r.blocks}; _q += {FULL_BLOCK})\n")
            out.append(f"      {f.acc} = {f.combine(f.acc, '_part[_q]')};\n")
            out.append("  }\n")
            out.append(f"  _red[_tl] = {f.acc};\n" + self.barrier("  ", True))
            out.append(f"  for (int _o = {FULL_BLOCK // 2}; _o > 0; _o >>= 1) {{\n" + self.opening("    "))
            out.append(f"    if (_tl < _o)\n      _red[_tl] = {f.combine('_red[_tl]', '_red[_tl + _o]')};\n")
            out.append(self.barrier("    ", True) + "  }\n")
            x = t.stmts._element(f.array, [t.expr(e) for e in r.element])
            bid = "blockIdx.x" if self.cuda else "get_group_id(0)"
            out.append("  if (_tl == 0) {\n")
            out.append(f"    if (_phase == 0)\n      _part[{bid}] = _red[0];\n")
            out.append(f"    else if ({t.expr(r.guard)})\n      {x} = {f.combine(x, '_red[0]')};\n")
            out.append("  }\n")
        body = "".join(out)
        from .targets import drop_unused_values
        # the thread's indices that the body does not use (full mode's _l, where each block's chunk is
        # walked by _tl) would be unused variables (nvcc #177)
        lines = drop_unused_values(lines + [body], {"_l", "_nl", "_tl", "_L", "_tx"})[:-1]
        return "\n".join(lines) + "\n" + body + "}"


# Accumulators of a reduction loop in the host's sequential version of a SCoP: a floating-point addition
# waits for the one before it (4 cycles), so a loop of one multiply-add per iteration runs at a quarter of
# what the core can do; eight independent chains made a Levinson-style recurrence's loops 1.5x and a
# triangular solve's 1.4x faster on the H200 machine's host (bench/micro/host_reductions.c).
HOST_PARTIALS = 8


def _paren(text: str) -> str:
    return text if text.replace("_", "a").isalnum() else f"({text})"


def openmp_launch(target, k: Kernel, args: list[str], ind: str) -> str:
    """OpenMP, a full reduction: the reduction loop as `parallel for reduction(op: acc)` (the order of the
    partial results is OpenMP's), then X op= acc where the loop ran."""
    r: LoweredReduction = k.reduction
    f = r.form
    lines = [f"{ind}{{"]
    for h, a in zip(k.hnames, args):
        lines.append(f"{ind}  const long {h} = {a};")
    lines.append(f"{ind}  {f.ctype} {f.acc} = {f.identity(target.name)};")
    out: list[str] = []
    _Printer(target, k).node(k.body, ind + "  ", out)
    lines.append("".join(out).rstrip("\n"))
    x = target.stmts._element(f.array, [target.expr(e) for e in r.element])
    lines.append(f"{ind}  if ({target.expr(r.guard)})")
    lines.append(f"{ind}    {x} = {f.combine(x, f.acc, host=True)};")
    lines.append(f"{ind}}}")
    from .targets import drop_unused_values
    return "\n".join(drop_unused_values(lines, k.hnames)) + "\n"


def serial_code(target, k: Kernel) -> str:
    """Kernel k's code in serial mode (the host's sequential version): its reduction loops in partial
    sums, the rest as the OpenMP target prints it."""
    out: list[str] = []
    _Printer(target, k).node(k.body, "", out)
    return "".join(out)


def kernel_source(target, k: Kernel) -> str:
    """The kernel of `k` (with a reduction plan) for a GpuTarget."""
    return _Printer(target, k).source()


def launch(target, k: Kernel, args: list[str], ind: str) -> str:
    """The host code that launches `k` (with a reduction plan) for a GpuTarget."""
    r: LoweredReduction = k.reduction
    lines, cond = target.launch_prologue(k, args, ind)
    lines.append(f"{ind}  if ({cond}) {{")
    i2 = ind + "    "
    cuda = target.name == "cuda"
    call_args = [v for _, v in target.kernel_params(k)]
    if r.mode in ("group", "column"):
        grid = k.geometry.grid_dims()
        block = k.geometry.by_axis(k.block, 1)
        if r.mode == "group":
            block[0] = r.lanes
        else:
            block[1] = r.lanes
        if cuda and r.mode == "column":
            lines += cuda_lanes_lines(k.name, grid[0], block[0], i2)
        if cuda:
            g = ", ".join(f"(unsigned){x}" if x != "1" else x for x in grid)
            lines.append(f"{i2}dim3 _grid({g}), _block({', '.join(str(b) for b in block)});")
            if r.mode == "column":          # the plan's lanes, replaced by those chosen for the launch
                lines.append(f"{i2}_block.y = _lanes;")
                lines += _cuda_call(k, i2, ", ".join(call_args), cuda_lanes_call(k.name, ", ".join(call_args), i2))
            else:
                lines += _cuda_call(k, i2, ", ".join(call_args))
        else:
            dims = 2 if r.mode == "column" else max(1, max(k.axes, default=0) + 1)
            gws = [f"(size_t){grid[a]} * {block[a]}" if grid[a] != "1" else str(block[a]) for a in range(dims)]
            lws = [str(block[a]) for a in range(dims)]
            lines += _ocl_args(target, k, i2)
            lines.append(f"{i2}size_t _gws[{dims}] = {{{', '.join(gws)}}}, _lws[{dims}] = {{{', '.join(lws)}}};")
            lines.append(f"{i2}S2S_CL_CHECK(clEnqueueNDRangeKernel(s2s_cl_queue, _k, {dims}, NULL, _gws, _lws, 0, "
                         f"NULL, NULL), \"launch of {k.name}\");")
    else:
        f = r.form
        size = f"(size_t){r.blocks} * sizeof({f.ctype})"
        if cuda:
            its = set(r.iterators.values())
            extent = host_extent(k, next(iter(its)), set(target.prog.scop.params) | set(k.hnames), target.expr) \
                if len(its) == 1 else None
            lines += launch_lines(k.name, target.value_type(f.ctype), r.blocks, FULL_BLOCK, ", ".join(call_args), i2,
                                  partials_name(k), extent)
        else:
            lines.append(f"{i2}cl_int _err = CL_SUCCESS;")
            lines.append(f"{i2}cl_mem _part = clCreateBuffer(s2s_cl_context, CL_MEM_READ_WRITE, {size}, NULL, &_err);")
            lines.append(f"{i2}S2S_CL_CHECK(_err, \"allocation of partial results\");")
            lines.append(f"{i2}for (long _phase = 0; _phase < 2; _phase++) {{")
            lines += _ocl_args(target, k, i2 + "  ")
            lines.append(f"{i2}  S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof(cl_mem), &_part), \"partial results\");")
            lines.append(f"{i2}  S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof _phase, &_phase), \"phase\");")
            lines.append(f"{i2}  size_t _gws[1] = {{_phase ? {FULL_BLOCK} : (size_t){r.blocks} * {FULL_BLOCK}}}, "
                         f"_lws[1] = {{{FULL_BLOCK}}};")
            lines.append(f"{i2}  S2S_CL_CHECK(clEnqueueNDRangeKernel(s2s_cl_queue, _k, 1, NULL, _gws, _lws, 0, NULL, "
                         f"NULL), \"launch of {k.name}\");")
            lines.append(f"{i2}}}")
            lines.append(f"{i2}S2S_CL_CHECK(clReleaseMemObject(_part), \"release of partial results\");")
    lines.append(f"{ind}  }}")
    lines.append(f"{ind}}}")
    return "\n".join(lines) + "\n"


def _cuda_call(k: Kernel, ind: str, args: str, call: list[str] | None = None) -> list[str]:
    return [f"{ind}S2S_KERNEL_BEGIN(\"{k.name}\");",
            *(call or [f"{ind}{k.name}<<<_grid, _block>>>({args});"]),
            f"{ind}S2S_KERNEL_END(\"{k.name}\");",
            f"{ind}S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {k.name}\");"]


def _ocl_args(target, k: Kernel, ind: str) -> list[str]:
    """clSetKernelArg for the common arguments (as OpenCLTarget.launch sets them)."""
    pos = [kk.index for kk in target.prog.kernels].index(k.index)
    return [f"{ind}cl_kernel _k = _kernels[{pos}];", f"{ind}cl_uint _a = 0;",
            *target.set_args(target.kernel_params(k), k.name, ind)]


__all__ = ["LoweredReduction", "lower_kernel", "kernel_source", "launch"]
