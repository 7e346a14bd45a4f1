"""Streamed stencil kernels (issue #10, 3-D Jacobi-like sweeps): a GPU kernel of one statement with one
instance per point, `B[..] = f(A[g0 + c][..]...)`, runs each thread along a line of its outermost mapped
member (the one on the highest hardware axis) over a chunk of `chunk` points, instead of one point per
thread.  A read-only array's reads whose elements follow each other along that line (`A[i-1][j][k]`,
`A[i][j][k]`, `A[i+1][j][k]`: the element read by one at point g is the element read by the next at point
g - e) share a register queue: the value one read loads is carried, one step later, to the next read, so
each element of such a chain is loaded from memory once per thread instead of once per read (the 2.5-D
scheme without shared memory; the in-plane neighbours keep coming from the L1 cache).

Everything is decided and re-checked with isl on the kernel's own points and the accesses:

* the kernel runs one statement S, one instance per point (h, g);
* a queued array is not written in the kernel, so every load of it sees the value the sequential
  program reads (the kernel's points are parallel: running those of a line in order in one thread is one
  of the orders the kernel already allows);
* a thread's loop visits exactly the points of its line, in increasing order and without gaps (the
  line's points are an interval: the printed guard and bounds are read back and compared with the
  kernel's points), so the value carried from the step before is the one loaded at the point before;
* each carry is proved element by element: for every pair of consecutive points (g - e, g) of a line,
  the element the next read reads at g - e is the element the read reads at g.

`plan_stencil` returns the plan or raises NotAStencil with the reason the kernel keeps its generic body.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from ..model.isl_util import maps as _maps
from .contraction import _anon, _keep_out, _param_space, _to_params

# threads per block of the members on x and y (outermost first among them) and points per chunk of the
# streamed member; a chunk is the thread's line segment: longer chunks load the queue's leading elements
# fewer times per point, shorter ones give more blocks (N = 200: 7 x 25 x 13 blocks of 256 threads)
BLOCK_3D = (8, 32)
BLOCK_2D = (128,)
CHUNK = 16
# mapped members of the kernels streamed by default.  Measured on the H100 (2026-11-24, LARGE, double):
# heat-3d's sweeps ran 1.39x faster streamed (ncu, one launch each: 90 us against 125 us); jacobi-2d's
# regions were 81.9 ms streamed against 79.6 ms generic (not proven to pay: 2-D kernels stay generic;
# the 2-D plan is kept, tested, for when a measurement says otherwise)
STREAMED_DIMS = (3,)


@dataclass
class Slot:
    """One element of a queue: the reads (their accesses) that read the same element at every point."""
    accesses: list                   # model.scop.Access, the first one prints the load
    offset: int                      # its place in the chain (the element read at point g0 + offset)
    carried: bool = False            # takes the value of slot offset + 1 of the step before (or its own)


@dataclass
class Queue:
    array: str
    ctype: str
    slots: list[Slot]                # by increasing offset

    @property
    def loads_per_point(self) -> int:
        return sum(1 for s in self.slots if not s.carried)


@dataclass
class StencilPlan:
    kernel: int
    statement: str
    stream: int                      # the streamed mapped member
    chunk: int                       # its points per block
    block: list[int]                 # threads per block of each mapped member (1 for the streamed one)
    args: tuple                      # S's iterators as AST expressions of the host values and the point
    guard: isl.AstExpr               # the thread's line (h, g without the streamed member) has points
    lo: isl.AstExpr                  # its first and last value of the streamed member
    hi: isl.AstExpr
    queues: list[Queue]
    checks: list[str] = field(default_factory=list)
    evidence: tuple = field(default=(), repr=False)

    def describe(self) -> str:
        qs = "; ".join(f"{q.array}: {len(q.slots)} slots, {q.loads_per_point} load"
                       f"{'s' if q.loads_per_point != 1 else ''} per point" for q in self.queues)
        return (f"each thread streams member {self.stream} in chunks of {self.chunk} points with register "
                f"queues ({qs})")


class NotAStencil(Exception):
    """Why a kernel keeps its generic body (a decision line, not an error)."""


def _perm(q: int, n_par: int, s: int) -> isl.Map:
    """{ [h, g] -> [h, g without g_s, g_s] } (anonymous)."""
    h = [f"h{j}" for j in range(q)]
    g = [f"g{d}" for d in range(n_par)]
    rest = [x for d, x in enumerate(g) if d != s]
    return isl.Map(f"{{ [{', '.join(h + g)}] -> [{', '.join(h + rest + [g[s]])}] }}")


def _step(q: int, n_par: int, s: int) -> isl.Map:
    """{ [h, g] -> [h, g - e_s] }: a point to the one before it on its line."""
    h = [f"h{j}" for j in range(q)]
    g = [f"g{d}" for d in range(n_par)]
    back = [f"{x} - 1" if d == s else x for d, x in enumerate(g)]
    return isl.Map(f"{{ [{', '.join(h + g)}] -> [{', '.join(h + back)}] }}")


def plan_stencil(k, scop, hnames: list[str], gnames: list[str], spec: dict) -> StencilPlan:
    """The streamed plan of kernel spec `k` (mapping.KernelSpec, its AST built with the host values
    `hnames` and the thread's point `gnames` as parameters); NotAStencil with the reason otherwise.  A
    kernel with a --sizes entry (`spec`) keeps the block the user asked for."""
    n_par = k.n_par
    if n_par not in (2, 3):
        raise NotAStencil(f"{n_par} mapped loop{'s' if n_par != 1 else ''} (streaming needs two or three)")
    if n_par not in STREAMED_DIMS:
        raise NotAStencil(f"{n_par}-D kernels are not streamed by default (not measured to pay)")
    if spec:
        raise NotAStencil("its block comes from --sizes")
    if getattr(k, "reduction", None) is not None:
        raise NotAStencil("it has a parallel reduction plan")
    s = k.axes.index(n_par - 1)            # the member on the highest axis: z (3-D), y (2-D)
    q = len(hnames)
    sched = k.prefix.flat_range_product(k.subtree).intersect_domain(k.domain)
    ms = _maps(sched)
    if len(ms) != 1:
        raise NotAStencil(f"{len(ms)} statements")
    m = ms[0]
    name = m.get_tuple_name(isl.dim_type.in_)
    st = scop.statement(name)
    if _conditional(st.node):
        raise NotAStencil(f"{name} evaluates some operands only under a condition")
    dom = m.domain()
    per = _anon(_keep_out(m, 0, q + n_par))            # S[x] -> [h, g]
    if not per.is_injective():
        raise NotAStencil(f"{name} has several instances per point")
    inv = per.reverse()                                 # [h, g] -> S[x], a function
    pts = per.range()
    written = {a.array for a in st.accesses if a.kind == "write"}
    if any(scop.arrays[w].is_scalar or scop.arrays[w].kind == "private" for w in written):
        # a scalar or a thread's private copy lives in the generic body's declarations
        raise NotAStencil(f"{name} writes a scalar")

    # -- the thread's line: its points are an interval of the streamed member
    lines = pts.apply(_perm(q, n_par, s))
    other = [gnames[d] for d in range(n_par) if d != s]
    line_names = hnames + other
    on_line = _to_params(lines, line_names)             # { [g_s] } with (h, g others) as parameters
    ctx = scop.context.params().align_params(on_line.get_space())
    hvalid = _to_params(_keep_out(_anon(_maps(k.prefix.intersect_domain(k.domain))[0]), 0, q).range(), hnames) \
        if q else isl.Set.universe(_param_space([]))
    ctx = ctx.intersect_params(hvalid.align_params(ctx.get_space()))
    le = isl.Map("{ [a] -> [b] : a <= b }").align_params(on_line.get_space())
    hull = on_line.apply(le).intersect(on_line.apply(le.reverse()))
    if not hull.is_subset(on_line):
        raise NotAStencil(f"the points of a line of member {s} are not an interval")
    ln = on_line.params()
    gctx = ctx.align_params(ln.get_space()).intersect_params(ln)
    guard = isl.AstBuild.from_context(ctx.align_params(ln.get_space())).expr_from_set(ln.gist_params(ctx))
    build = isl.AstBuild.from_context(gctx)
    lo = build.expr_from_pw_aff(on_line.dim_min(0).gist_params(gctx).coalesce())
    hi = build.expr_from_pw_aff(on_line.dim_max(0).gist_params(gctx).coalesce())

    # -- queues: read-only arrays' reads, grouped by element, chained along the line
    step = _step(q, n_par, s).intersect_domain(pts).intersect_range(pts)      # g -> g - e, both points
    elem: dict[str, list[tuple[isl.Map, list]]] = {}
    for a in st.accesses:
        if a.kind != "read" or a.array in written or scop.arrays[a.array].is_scalar:
            continue
        f = inv.apply_range(a.relation.intersect_domain(dom))
        if not f.is_single_valued():
            continue
        f = _anon(f)
        classes = elem.setdefault(a.array, [])
        for fc, accs in classes:
            if fc.is_equal(f):
                accs.append(a)
                break
        else:
            classes.append((f, [a]))
    queues: list[Queue] = []
    for array, classes in elem.items():
        # nxt[i] = j: class j at g - e reads class i's element at g (slot j = slot i + 1)
        nxt: dict[int, int] = {}
        for i, (fi, _) in enumerate(classes):
            at = fi.intersect_domain(step.domain())
            for j, (fj, _) in enumerate(classes):
                if step.apply_range(fj).is_equal(at) and not at.is_empty():
                    if i in nxt:
                        raise NotAStencil(f"two reads of {array} follow the same read")
                    nxt[i] = j
        prev: dict[int, int] = {}
        for i, j in nxt.items():
            if i != j:
                if j in prev:
                    raise NotAStencil(f"two reads of {array} precede the same read")
                prev[j] = i
        done: set[int] = set()
        for i in range(len(classes)):
            if i in done or i in prev:
                continue
            chain = [i]
            while chain[-1] in nxt and nxt[chain[-1]] != chain[-1] and nxt[chain[-1]] not in chain:
                chain.append(nxt[chain[-1]])
            done |= set(chain)
            carried_self = len(chain) == 1 and nxt.get(i) == i
            if len(chain) < 2 and not carried_self:
                continue                               # read as written: nothing to carry
            slots = [Slot(list(classes[c][1]), off, carried=off + 1 < len(chain) or carried_self)
                     for off, c in enumerate(chain)]
            queues.append(Queue(array, scop.arrays[array].ctype, slots))
    if not any(len(qu.slots) > 1 for qu in queues):
        # slots loaded once per line alone save only L1 hits: not worth a thread per line
        raise NotAStencil(f"no read-only array whose reads follow each other along member {s}")
    from .contraction import _values
    args = _values(inv, hnames + gnames, scop.context)
    block = [1] * n_par
    sizes = list(BLOCK_3D if n_par == 3 else BLOCK_2D)
    for d in sorted((d for d in range(n_par) if d != s), key=lambda d: -k.axes[d]):
        block[d] = sizes.pop(0)
    plan = StencilPlan(kernel=k.index, statement=name, stream=s, chunk=CHUNK, block=block, args=args,
                       guard=guard, lo=lo, hi=hi, queues=queues)
    plan.evidence = (pts, inv, step, ctx, (list(scop.params), hnames, gnames), written)
    verify_plan(plan, st)
    return plan


def _conditional(node) -> bool:
    """Whether the C statement evaluates some of its operands only under a condition (`?:`, `&&`, `||`):
    a queue loads its elements unconditionally, so such a statement keeps its generic body."""
    from pycparser import c_ast

    class V(c_ast.NodeVisitor):
        found = False

        def visit_TernaryOp(self, n):
            self.found = True

        def visit_BinaryOp(self, n):
            if n.op in ("&&", "||"):
                self.found = True
            self.generic_visit(n)
    v = V()
    v.visit(node)
    return v.found


class PlanRejected(NotAStencil):
    """The plan's own isl checks failed (the kernel keeps its generic body)."""


def verify_plan(plan: StencilPlan, st) -> None:
    """Re-derive with isl, from the expressions the code prints (read back as the verify pass reads
    kernels), that the streamed kernel runs the kernel's points: the printed line guard and bounds claim
    exactly the kernel's points (so a thread's loop walks its line without gaps, each point once: the
    chunks of the streamed member partition it); every queued array is read-only in the kernel; each
    slot's reads read one element; and each carried slot holds, at every point after the first of a line,
    the element its reads read: the element the next slot's reads read at the point before."""
    from ..passes.verify import AstSpace

    pts, inv, step, ctx, (params, hnames, gnames), written = plan.evidence
    sp = AstSpace(list(params) + list(hnames) + list(gnames), [])
    space = sp.universe.params().get_space()
    g_s = sp.var(gnames[plan.stream])
    claimed = sp.condition(plan.guard).params()
    claimed = claimed.intersect(sp.value(plan.lo).le_set(g_s).params()).intersect(
        g_s.le_set(sp.value(plan.hi)).params())
    c = ctx.align_params(space).params()
    actual = _to_params(pts, list(hnames) + list(gnames)).align_params(space)
    if not claimed.intersect(c).is_equal(actual.intersect(c)):
        raise PlanRejected("the printed line guard and bounds do not claim exactly the kernel's points")
    plan.checks.append("the printed line guard and bounds claim exactly the kernel's points: each thread walks "
                       "an interval of its line, each point once")
    dom = st.domain
    for qu in plan.queues:
        if qu.array in written:
            raise PlanRejected(f"queued array {qu.array} is written in the kernel")
        fs = []
        for slot in qu.slots:
            f0 = None
            for a in slot.accesses:
                f = _anon(inv.apply_range(a.relation.intersect_domain(dom)))
                if not f.is_single_valued() or (f0 is not None and not f.is_equal(f0)):
                    raise PlanRejected(f"the reads of a slot of {qu.array} read different elements")
                f0 = f if f0 is None else f0
            fs.append(f0)
        for i, slot in enumerate(qu.slots):
            if not slot.carried:
                continue
            src = fs[i + 1] if i + 1 < len(fs) else fs[i]
            at = fs[i].intersect_domain(step.domain())
            if not step.apply_range(src).is_equal(at):
                raise PlanRejected(f"a carried slot of {qu.array} would not hold the element its reads read")
    plan.checks.append("queued arrays are read-only in the kernel; each carried slot holds the element its "
                       "reads read at every point after the first of a line (proved on each pair of "
                       "consecutive points)")
