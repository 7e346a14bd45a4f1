"""Contraction kernels (issue #10 §1-2): recognise, on a GPU kernel with two mapped members (i, j), a
product-like update `W[f(i,j)] op= ... A(i,k) ... B(k,j) ...` and plan its fast path: each block computes
a P0×P1 tile of points, each thread R0×R1 points of it held in registers, with the operands staged in
shared (local) memory in chunks of BK values of k.

Everything is decided with isl on the kernel's own schedule and the statements' access relations, never
by statement position or text:

* the *update* S is the one statement of the kernel with several instances per point (h, g) (h: host loop
  values, g: mapped members); exactly one of its iterators (k) tells them apart;
* the *setup* statements (`C *= beta`, `C = 0`) have one instance per point and run before every S
  instance of their point in the kernel's schedule; they touch W only at the point's element;
* the accumulator W is the element S writes, a function of the point alone (not of k); S reads W only
  there; the kernel's schedule runs a point's S instances in increasing k;
* an operand is a read of S whose element depends on k and on exactly one mapped member; its array is not
  written in the kernel, so a copy in shared memory holds the values every instance reads;
* the fast path runs on *fast tiles*: tile origins (as an isl set, a condition on the origin, the
  parameters and the host values) where the k ranges of the points with instances join into one
  interval and every setup and finish runs at exactly those points.  When every such tile has the same
  k range at all its points (*full* tiles) the chunks are unmasked; otherwise the plan is *masked*
  (contraction_mask.py: each point's range an interval, chunks outside the tile's common range update
  an accumulator only inside its point's range).  Every other tile runs the generic body point by point.

`plan_contraction` returns a plan or the reason why the kernel keeps its generic body; the plan's own
checks (`verify_plan`) re-derive, with isl, that the fast path and the generic path together run every
instance of the kernel once, in the order of the kernel's schedule at each point.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl
from pycparser import c_ast

from ..model.isl_util import maps as _maps
from .contraction_mask import MaskInputs, masked_guards, uneven_points

# default tiles (points per tile = threads × registers per member).  FP32: 128×64 tiles, 8×4 registers
# per thread, two blocks per SM: on an H200 (bench/micro/sgemm_simt.cu and the corpus, 2026-11-28,
# docs/benchmarks.md) 0.50-0.86x the kernel time of 128×128 tiles (8×8, one block per SM) at the corpus'
# MEDIUM and LARGE sizes, where 128×128 tiles leave most of a second wave idle (gemm at LARGE: 288
# tiles for 132 SMs); 128×128 was 13% faster at 4096³.  FP64 needs twice the registers per value, so
# 64×64 tiles with 4×4 per thread
FP32_TILE = (128, 64, 8)
FP64_TILE = (64, 64, 8)
THREADS = (16, 16)
SHARED_LIMIT = 48 * 1024
RUNS_MAX_ACC = 16              # accumulators per thread up to which its points come in vector-wide runs
MAX_THREADS = 1024


@dataclass
class Operand:
    """A read of the update statement staged in shared memory."""
    access: object                   # model.scop.Access
    side: int                        # the mapped member (0 or 1) its element depends on
    k_fast: bool                     # consecutive elements follow k (the copy walks k fastest)
    ctype: str                       # element type


@dataclass
class ContractionPlan:
    kernel: int
    update: str                      # S
    setups: list[str]                # in the order the schedule runs them at a point
    k_dim: int                       # S's iterator that the point does not fix
    acc_array: str
    acc_ctype: str
    acc_accesses: list[object]       # accesses of S and the setups to the accumulator element
    operands: list[Operand]
    points: list[int]                # points per tile, per mapped member (outermost first)
    threads: list[int]               # threads per block, per mapped member
    bk: int                          # values of k per shared chunk
    full: isl.AstExpr                # the tile at origin (_o0, _o1) is full
    k_lo: isl.AstExpr                # k range of a full tile (expressions of _o, parameters, _h)
    k_hi: isl.AstExpr
    update_args: tuple               # S's iterators as expressions of _g0, _g1, _k (and _h, parameters)
    # S's iterators at one instance of each point (expressions of _g0, _g1, _h, parameters): where the
    # accumulator is loaded and stored.  The point's element does not depend on k, but update_args may
    # at a k outside the point's own range (a piecewise expression taking another piece there)
    acc_args: tuple = ()
    setup_args: dict[str, tuple] = field(default_factory=dict)   # each setup's and finish's iterators
    finishes: list[str] = field(default_factory=list)  # after S at their point, in the schedule's order
    # a finish that runs at some of the points of fast tiles only: its guard (expression of _g)
    finish_guards: dict = field(default_factory=dict)
    point_guard: isl.AstExpr | None = None   # a point of a fast tile has instances (expression of _g)
    copy_guards: dict = field(default_factory=dict)   # tiled member -> row guard (of _o, _g<member>)
    copy_points: dict = field(default_factory=dict)   # tiled member -> the other member's value for a row
    guard_sets: dict = field(default_factory=dict, repr=False)   # expression, intended set, context
    tiled: list[int] = field(default_factory=lambda: [0, 1])    # the tiled members (others: batch loops)
    # per mapped member: a thread's points come in runs of `run` contiguous points, the runs of the block's
    # threads side by side (run = R: one run; run = a vector's width: vector loads without bank conflicts)
    runs: list[int] = field(default_factory=list)
    # the accumulator's array is a private copy that no statement outside the kernel reads
    # (accumulator_dead): the fast tiles keep it in registers only, with no store after the finishes
    acc_dead: bool = False

    def point_of(self, d: int, thread: str, reg: str) -> str:
        """C expression of the offset in its tile of register `reg` of thread `thread` along member d."""
        t, r, v = self.threads[d], self.regs[d], self.runs[d]
        if v >= r:
            return f"{thread} * {r} + {reg}"
        return f"({reg} / {v}) * {t * v} + {thread} * {v} + {reg} % {v}"
    checks: list[str] = field(default_factory=list)               # what verify_plan proved
    # a masked plan (contraction_mask.py): the points of a fast tile may have different k ranges; k runs
    # over the tile's hull, `mask` (of _g, _k) says whether k is in the point's range, and chunks inside
    # k_common (lower, upper bound, expressions of _o) run unmasked
    mask: isl.AstExpr | None = None
    k_common: tuple | None = None
    evidence: tuple = field(default=(), repr=False)   # verify_plan's isl inputs (n_s, per, full, q)
    dmma: object = None              # gpu/contraction_dmma.DmmaPlan: CUDA products on FP64 tensor cores
    # every tile with instances is a fast tile (for all values of the parameters): the others run the
    # kernel's generic body (the <8> instance of a kernel with vector copies runs beside <16> only then)
    every_tile_fast: bool = False
    # tiled members whose tiles run from the last to the first (heavy_first): their k ranges grow along
    # the member, and the longest tiles started first leave no long tile for the end of the grid
    reversed_members: list = field(default_factory=list)

    @property
    def regs(self) -> list[int]:
        """Points per thread of each mapped member (1 for a batch member)."""
        return [p // t for p, t in zip(self.points, self.threads)]

    def describe(self) -> str:
        a, b = self.tiled
        ops = ", ".join(f"{o.access.array} (member {o.side})" for o in self.operands)
        batch = [d for d in range(len(self.points)) if d not in self.tiled]
        return (f"tiles {self.points[a]}x{self.points[b]}, {self.threads[a]}x{self.threads[b]} threads with "
                f"{self.regs[a]}x{self.regs[b]} registers each, k in chunks of {self.bk}; accumulator "
                f"{self.acc_array}, operands in shared memory: {ops}"
                + (f"; batch member {batch[0]}, one value per block" if batch else "")
                + (f"; setup {', '.join(self.setups)} folded into the accumulators" if self.setups else "")
                + (f"; {', '.join(self.finishes)} run on the accumulators" if self.finishes else "")
                + (f"; fast tiles: {self.full.to_C_str()}, k over the hull of their points' ranges, "
                   f"masked on the diagonal (chunks outside [{self.k_common[0].to_C_str()}, "
                   f"{self.k_common[1].to_C_str()}] update each accumulator only where "
                   f"{self.mask.to_C_str()})" if self.mask is not None else ""))


class NotAContraction(Exception):
    """Why a kernel keeps its generic body (a decision line, not an error)."""


# ------------------------------------------------------------------------------------------ helpers
def _param_space(names: list[str]) -> isl.Space:
    sp = isl.Space.params_alloc(isl.DEFAULT_CONTEXT, len(names))
    for k, n in enumerate(names):
        sp = sp.set_dim_name(isl.dim_type.param, k, n)
    return sp


def _to_params(s: isl.Set, names: list[str]) -> isl.Set:
    """The first len(names) set dimensions of s become the parameters `names`."""
    n = s.dim(isl.dim_type.param)
    s = s.move_dims(isl.dim_type.param, n, isl.dim_type.set, 0, len(names))
    for j, name in enumerate(names):
        s = s.set_dim_name(isl.dim_type.param, n + j, name)
    return s.params() if s.dim(isl.dim_type.set) == 0 else s


def _map_params(m: isl.Map, names: list[str]) -> isl.Set:
    """{ [x] -> [y] } as the set { [y] } with the inputs x as the parameters `names`."""
    n = m.dim(isl.dim_type.param)
    k = m.dim(isl.dim_type.in_)
    m = m.move_dims(isl.dim_type.param, n, isl.dim_type.in_, 0, k)
    for j, name in enumerate(names):
        m = m.set_dim_name(isl.dim_type.param, n + j, name)
    return m.range()


def _anon(m: isl.Map) -> isl.Map:
    return m.reset_tuple_id(isl.dim_type.out)


def _keep_out(m: isl.Map, first: int, n: int) -> isl.Map:
    """The outputs first..first+n-1 of m."""
    total = m.dim(isl.dim_type.out)
    return m.project_out(isl.dim_type.out, first + n, total - first - n).project_out(isl.dim_type.out, 0, first)


def _coordinate(space: isl.Space, d: int) -> isl.Map:
    """{ S[x] -> [x_d] }"""
    ident = isl.Map.identity(space.map_from_set())
    return _anon(_keep_out(ident, d, 1))


def _depends(f: isl.Map, d: int) -> bool:
    """Whether the function f takes different values at two points of its domain that differ only in
    input d (a semantic test: the domain's own constraints do not count)."""
    sp = f.get_space().domain()
    same = isl.Map.universe(sp.map_from_set())
    for j in range(sp.dim(isl.dim_type.set)):
        if j != d:
            same = same.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
    dom = f.domain()
    same = same.intersect_domain(dom).intersect_range(dom)
    return not same.is_subset(f.apply_range(f.reverse()))


def _pieces_expr(build: isl.AstBuild, pa: isl.PwAff) -> isl.AstExpr:
    return build.expr_from_pw_aff(pa.coalesce())


def _values(m: isl.Map, names: list[str], ctx: isl.Set) -> tuple:
    """m: { [inputs] -> S[x] } a function; x's coordinates as AST expressions of the parameters and the
    inputs (named `names`), valid wherever m is defined."""
    rng = _map_params(m, names)
    out = []
    for d in range(rng.dim(isl.dim_type.set)):
        pa = rng.dim_min(d)
        dom = pa.domain()
        build = isl.AstBuild.from_context(dom.intersect_params(ctx.align_params(dom.get_space())))
        out.append(_pieces_expr(build, pa.gist(dom)))
    return tuple(out)


# ------------------------------------------------------------------------------------------ analysis
def _sizes_for(spec: dict, ctype: str) -> tuple[list[int], list[int], int]:
    """Points per tile, threads per block (per mapped member) and BK from --sizes or the defaults."""
    base = FP64_TILE if ctype == "double" else FP32_TILE
    tile = list(spec.get("tile") or [])
    points = (tile[:2] + list(base[len(tile[:2]):2])) if tile else list(base[:2])
    bk = tile[2] if len(tile) >= 3 else base[2]
    block = list(spec.get("block") or [])
    if block:
        threads = (block + [1, 1])[:2]
    else:
        threads = [max(d for d in range(1, min(THREADS[m], points[m]) + 1) if points[m] % d == 0)
                   for m in range(2)]
    return points, threads, bk


def accumulator_dead(scop, acc_array: str, statements: list[str]) -> bool:
    """Whether the accumulator's array `acc_array` (of kernel statements `statements`) is a private copy
    (one per iteration, dead after the SCoP) whose values written by the kernel are read only by the
    kernel's own statements (isl's dataflow): in a fast tile those run at the point on the registers, so
    storing the registers after the finishes writes what nobody reads (symm's partial sum t2, once per
    point).  Anything isl cannot answer keeps the store."""
    from ..model.dependences import tagged_flow
    arr = scop.arrays.get(acc_array)
    if arr is None or arr.kind != "private":
        return False
    mine = [scop.statement(s) for s in statements]
    writes = {a.ref_id for st in mine for a in st.accesses if a.kind == "write" and a.array == acc_array}
    inside = {a.ref_id for st in mine for a in st.accesses}
    try:
        flows = tagged_flow(scop)
    except isl.Error:
        return False
    return all(snk in inside for src, snk, rel in flows if src in writes and not rel.is_empty())


def looped_statements(k, q: int) -> list[str]:
    """The statements of kernel spec `k` (host loops: `q` values) with several instances at one point of
    its mapped members: loops inside the point (a product's update, the contraction's `S`)."""
    sched = k.prefix.flat_range_product(k.subtree).intersect_domain(k.domain)
    return sorted(m.get_tuple_name(isl.dim_type.in_) for m in _maps(sched)
                  if not _anon(_keep_out(m, 0, q + k.n_par)).is_injective())


def plan_contraction(k, scop, hnames: list[str], gnames: list[str], spec: dict) -> ContractionPlan:
    """The fast-path plan of kernel spec `k` (mapping.KernelSpec, its AST built with the host values
    `hnames` and the thread's point `gnames` as parameters), with the sizes of its --sizes entry `spec`;
    NotAContraction with the reason when the kernel keeps its generic body."""
    if k.n_par not in (2, 3):
        raise NotAContraction(f"{k.n_par} mapped loop{'s' if k.n_par != 1 else ''} (the fast path needs two, "
                              "and a batch loop)")
    n_par = k.n_par
    # the members on x and y are tiled; a member on z is a batch loop (one value per block)
    tiled = sorted(d for d in range(n_par) if k.axes[d] in (0, 1))
    q = len(hnames)
    kpos = q + n_par                       # k's position in [h, g, k]
    ctx = scop.context
    sched = k.prefix.flat_range_product(k.subtree).intersect_domain(k.domain)
    per: dict[str, isl.Map] = {}          # statement -> { X[x] -> [h, g] }
    full_sched: dict[str, isl.Map] = {}
    doms: dict[str, isl.Set] = {}
    for m in _maps(sched):
        name = m.get_tuple_name(isl.dim_type.in_)
        full_sched[name] = _anon(m)
        per[name] = _anon(_keep_out(m, 0, kpos))
        doms[name] = m.domain()
    many = [n for n, m in per.items() if not m.is_injective()]
    if len(many) != 1:
        raise NotAContraction("no statement with a reduction loop inside the point" if not many else
                              f"{len(many)} statements with loops inside the point ({', '.join(sorted(many))})")
    s_name = many[0]
    st = scop.statement(s_name)
    m_s = per[s_name]
    n_it = doms[s_name].dim(isl.dim_type.set)
    k_dim, n_s = None, None
    for d in range(n_it):
        cand = m_s.flat_range_product(_coordinate(doms[s_name].get_space(), d).intersect_domain(doms[s_name]))
        if cand.is_injective():
            k_dim, n_s = d, cand
            break
    if k_dim is None:
        raise NotAContraction(f"{s_name} has more than one loop inside the point")
    others = [n for n in per if n != s_name]

    # -- the accumulator: the one element S writes at a point, independent of k
    writes_in_kernel: set[str] = set()
    for name in per:
        writes_in_kernel |= {a.array for a in scop.statement(name).accesses if a.kind == "write"}
    s_writes = [a for a in st.accesses if a.kind == "write"]
    if len(s_writes) != 1:
        raise NotAContraction(f"{s_name} writes {len(s_writes)} elements")
    w = s_writes[0]
    acc_array = w.array
    if scop.arrays[acc_array].is_scalar and scop.arrays[acc_array].kind != "private":
        raise NotAContraction(f"the accumulator {acc_array} is a scalar")
    inv_s = m_s.reverse()
    point_elem = inv_s.apply_range(w.relation.intersect_domain(doms[s_name]))   # [h, g] -> W[e]
    if not point_elem.is_single_valued():
        raise NotAContraction(f"the element of {acc_array} that {s_name} writes depends on the reduction loop")
    acc_accesses = [w]
    operands: list[Operand] = []
    inv_n = n_s.reverse()                  # [h, g, k] -> S[x]
    for a in st.accesses:
        if a.kind == "write":
            continue
        rel = a.relation.intersect_domain(doms[s_name])
        if a.array == acc_array:
            if not inv_s.apply_range(rel).is_equal(point_elem):
                raise NotAContraction(f"{s_name} reads {acc_array} at another element than the one it writes")
            acc_accesses.append(a)
            continue
        if a.array in writes_in_kernel:
            raise NotAContraction(f"{s_name} reads {a.array}, which the kernel writes")
        f = inv_n.apply_range(rel)         # [h, g, k] -> element
        if not f.is_single_valued():
            raise NotAContraction(f"a read of {a.array} is not a function of the instance")
        inv_g = [_depends(f, q + d) for d in tiled]
        inv_k = _depends(f, kpos)
        if not inv_k or not any(inv_g):
            continue                        # the same value for every k, or for every point: read as written
        if all(inv_g):
            raise NotAContraction(f"the read of {a.array} depends on both mapped loops and the reduction loop")
        side = tiled[inv_g.index(True)]
        n_out = f.dim(isl.dim_type.out)
        last = _anon(_keep_out(f, n_out - 1, 1)) if n_out else None
        k_fast = bool(last is not None and _depends(last, kpos) and not _depends(last, q + side))
        operands.append(Operand(a, side, k_fast, scop.arrays[a.array].ctype))
    if not operands:
        raise NotAContraction(f"{s_name} reads no operand that depends on the reduction loop and one mapped loop")

    # -- setups (before S at their point) and finishes (after): one instance per point, the accumulator
    # only at the point's element; what else they touch is read and written as written, in the order of
    # the kernel's schedule at each point
    before, after, mirrors = [], [], []
    for t in others:
        m_t = per[t]
        if not m_t.is_injective():
            raise NotAContraction(f"{t} has several instances per point")
        tst = scop.statement(t)
        at_point = []
        elsewhere = []
        for a in tst.accesses:
            if a.array == acc_array:
                rel = a.relation.intersect_domain(doms[t])
                el = m_t.reverse().apply_range(rel)
                common = el.domain().intersect(point_elem.domain())
                if el.is_single_valued() and el.intersect_domain(common).is_equal(
                        point_elem.intersect_domain(common)):
                    at_point.append(a)
                elif el.is_single_valued() and a.kind == "write":
                    elsewhere.append(a)
                else:
                    raise NotAContraction(f"{t} touches {acc_array} at another element than the accumulator")
        if elsewhere:
            # `cov[j][i] = cov[i][j]` after the product: a copy of the accumulator's value to another
            # element, stored as written.  The mapped loops are coincident, so no other point touches that
            # element; where it is the point's own (the diagonal), it stores the value the register holds,
            # as the store of the accumulators after the finishes does
            node = tst.node
            reads = [a for a in tst.accesses if a.kind == "read"]
            if len(elsewhere) > 1 or not isinstance(node, c_ast.Assignment) or node.op != "=" or \
                    len(reads) != 1 or reads[0] not in at_point or reads[0].node is not node.rvalue:
                raise NotAContraction(f"{t} touches {acc_array} at another element than the accumulator")
            mirrors.append(t)
        acc_accesses.extend(at_point)
        pairs = m_t.apply_range(m_s.reverse())                      # T[t] -> S[s] at the same point
        if pairs.is_subset(full_sched[t].lex_lt_map(full_sched[s_name])):
            before.append(t)
        elif pairs.reverse().is_subset(full_sched[s_name].lex_lt_map(full_sched[t])):
            after.append(t)
        else:
            raise NotAContraction(f"{t} runs neither before nor after every instance of {s_name} at its point")
    for t in mirrors:
        if t not in after:
            raise NotAContraction(f"{t} copies {acc_array}'s element before the product ends")
    setups = _in_order(before, per, full_sched)
    finishes = _in_order(after, per, full_sched)

    # -- S's instances at a point run in increasing k
    same = m_s.apply_range(m_s.reverse())
    up = same.order_lt(isl.dim_type.in_, k_dim, isl.dim_type.out, k_dim)
    if not up.is_subset(full_sched[s_name].lex_lt_map(full_sched[s_name])):
        raise NotAContraction(f"the kernel does not run the instances of {s_name} in increasing "
                              f"{st.iterators[k_dim]}")

    # -- sizes
    acc_ctype = scop.arrays[acc_array].ctype
    tp, tt, bk = _sizes_for(spec, acc_ctype)
    points, threads = [1] * n_par, [1] * n_par
    for j, d in enumerate(tiled):
        points[d], threads[d] = tp[j], tt[j]
    if any(p % t for p, t in zip(points, threads)):
        raise NotAContraction(f"tile {tp[0]}x{tp[1]} is not a multiple of the block {tt[0]}x{tt[1]}")
    if tp[0] == tt[0] and tp[1] == tt[1]:
        # one point per thread: no register tiling.  (PoCL 5 also miscompiles that shape of the fast path
        # when it runs several k chunks: a store runs although its guard is false; tests/test_contraction.py)
        raise NotAContraction(f"tile {tp[0]}x{tp[1]} is the block: one point per thread, nothing to keep in "
                              "registers")
    if tt[0] * tt[1] > MAX_THREADS:
        raise NotAContraction(f"a block of {tt[0] * tt[1]} threads")
    # runs of a vector's width avoid the 2-way bank conflicts of contiguous vector loads, but with nvcc 12
    # they cost FP32's 8x8 accumulators 159 registers instead of 128 (one block per SM instead of two):
    # only with few accumulators per thread (the FP64 default), as the prefetch
    runs = [1] * n_par
    few = (points[tiled[0]] // threads[tiled[0]]) * (points[tiled[1]] // threads[tiled[1]]) <= RUNS_MAX_ACC
    for d in tiled:
        r = points[d] // threads[d]
        kinds = {o.ctype for o in operands if o.side == d}
        width = 4 if kinds == {"float"} else 2 if kinds == {"double"} else r
        runs[d] = width if few and r % width == 0 else r
    shared = sum(bk * (points[o.side] + 4) * _size_of(o.ctype) for o in operands)
    if shared > SHARED_LIMIT:
        raise NotAContraction(f"the shared tiles need {shared} bytes (at most {SHARED_LIMIT})")

    # -- fast tiles: the union of the k ranges of the tile's points that have instances is an interval,
    # and every setup and finish runs exactly at those points.  Where every point has that whole interval
    # (a *full* tile) the chunks run unmasked; where the points' ranges differ (each still an interval:
    # triangular products) the plan is *masked*: the chunks outside the points' common range update each
    # accumulator only at the k of its point's range (contraction_mask.py)
    g_set = m_s.range()
    k_map = isl.Map.from_range(n_s.range()).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, kpos)
    box = _box(q, points).align_params(g_set.get_space())
    origins = _origins(q, points).align_params(g_set.get_space())
    box_g = box.intersect_range(g_set)                              # origin -> its points with instances
    k_union = box_g.apply_range(k_map)                              # origin -> every k of its points
    # a point whose k set is not the union of its tile's
    per_point = isl.Map.from_domain_and_range(box_g.wrap(), k_union.range()).intersect(
        box_g.domain_map().apply_range(k_union)).subtract(box_g.range_map().apply_range(k_map))
    uneven = per_point.domain().unwrap().domain()
    le = isl.Map("{ [a] -> [b] : a <= b }").align_params(k_map.get_space())
    hull = k_union.apply_range(le).intersect(k_union.apply_range(le.reverse()))
    bad = hull.subtract(k_union).domain()                           # not an interval
    for t in others:
        g_t = per[t].range()
        if t not in finishes:
            bad = bad.union(box.intersect_range(g_set.subtract(g_t)).domain())
        # a finish may run at some of the points only (doitgen's copy of the last batch's sums): it is
        # guarded there by its own domain (finish_guards)
        bad = bad.union(box.intersect_range(g_t.subtract(g_set)).domain())
    tiles_ok = origins.intersect(box_g.domain()).subtract(bad)
    full = tiles_ok.subtract(uneven).coalesce()
    fast = tiles_ok.subtract(uneven_points(box_g, k_map, le)).coalesce()
    masked = not fast.is_subset(full)
    if masked:
        full = fast                                                 # the fast tiles, full and masked
    if full.is_empty():
        raise NotAContraction("no tile whose points' k ranges are intervals that join into one, with every "
                              "setup and finish at exactly its points with instances")
    onames = hnames + [f"_o{d}" for d in range(n_par)]
    hvalid = _to_params(_keep_out(_anon(_maps(k.prefix.intersect_domain(k.domain))[0]), 0, q).range(), hnames) \
        if q else isl.Set.universe(_param_space([]))
    kctx = ctx.params().align_params(_param_space(scop.params + onames))
    kctx = kctx.intersect_params(hvalid.align_params(kctx.get_space()))
    kctx = kctx.intersect_params(_to_params(origins, onames).align_params(kctx.get_space()))
    full_p = _to_params(full, onames).align_params(kctx.get_space())
    full_expr = isl.AstBuild.from_context(kctx).expr_from_set(full_p.gist_params(kctx))
    kr = _to_params(hull.intersect_domain(full).wrap().flatten(), onames).align_params(kctx.get_space())
    in_full = isl.AstBuild.from_context(kctx.intersect_params(full_p))
    k_lo = _pieces_expr(in_full, kr.dim_min(0).gist_params(full_p))
    k_hi = _pieces_expr(in_full, kr.dim_max(0).gist_params(full_p))
    # guards: a point of a fast tile has instances; a row of an operand's copy serves some such point
    pts = box.intersect_domain(full)
    gctx = _to_params(pts.range(), hnames + gnames).align_params(ctx.params().get_space()) \
        .intersect_params(ctx.params())
    point_guard = _guard(g_set, hnames + gnames, gctx)
    finish_guards = {}
    for t in finishes:
        g_t = per[t].range()
        if not pts.range().intersect(g_set).is_subset(g_t):
            finish_guards[t] = _guard(g_t, hnames + gnames, gctx.intersect_params(point_guard[1]))
    copy_guards = {}
    for d in (() if masked else tiled):
        coord = _anon(_keep_out(isl.Map.identity(box.get_space().range().map_from_set()), q + d, 1))
        names = onames + [f"_g{d}"]
        c_ctx = _to_params(pts.apply_range(coord).wrap().flatten(), names).params()
        copy_guards[d] = _guard(box_g.intersect_domain(full).apply_range(coord).wrap().flatten(), names,
                                c_ctx.intersect_params(ctx.params().align_params(c_ctx.get_space())))
    # the copy of a row evaluates the operand at a point of the row that has instances: the least value
    # of the other tiled member there (the operand does not depend on it, on the domain)
    copy_points = {}
    for d in (() if masked else tiled):
        other = next(e for e in tiled if e != d)
        pair = _anon(_keep_out(isl.Map.identity(box.get_space().range().map_from_set()), q + d, 1)) \
            .flat_range_product(_anon(_keep_out(isl.Map.identity(box.get_space().range().map_from_set()),
                                                q + other, 1)))
        rows = _to_params(box_g.intersect_domain(full).apply_range(pair).wrap().flatten(), onames + [f"_g{d}"])
        least = rows.dim_min(0)
        dom = least.domain()
        copy_points[d] = isl.AstBuild.from_context(dom.intersect_params(ctx.params().align_params(
            dom.get_space()))).expr_from_pw_aff(least.gist(dom).coalesce())
    mask_sets: dict = {}
    if masked:
        mask_sets = masked_guards(MaskInputs(box, box_g, full, hull, k_map, n_s.range(), q, tiled, hnames,
                                             gnames, onames, ctx, kctx), copy_guards, copy_points)

    args_names = hnames + gnames + ["_k"]
    plan = ContractionPlan(
        kernel=k.index, update=s_name, setups=setups, k_dim=k_dim, acc_array=acc_array, acc_ctype=acc_ctype,
        acc_accesses=acc_accesses, operands=operands, points=points, threads=threads, bk=bk, full=full_expr,
        k_lo=k_lo, k_hi=k_hi, update_args=_values(inv_n, args_names, ctx),
        acc_args=_values(inv_s.lexmin(), hnames + gnames, ctx),
        setup_args={t: _values(per[t].reverse(), hnames + gnames, ctx) for t in others},
        finishes=finishes, tiled=tiled, runs=runs, point_guard=point_guard[0],
        finish_guards={t: g[0] for t, g in finish_guards.items()},
        copy_guards={d: g[0] for d, g in copy_guards.items()}, copy_points=copy_points)
    plan.guard_sets = {"point": point_guard, **{f"copy{d}": g for d, g in copy_guards.items()},
                       **{f"finish {t}": g for t, g in finish_guards.items()},
                       "full": (full_expr, full_p, kctx)}
    if masked:
        plan.mask, plan.k_common = mask_sets["mask"][0], mask_sets["common"]
        plan.guard_sets["mask"] = mask_sets["mask"]
    plan.every_tile_fast = origins.intersect(box_g.domain()).is_subset(full)
    if masked:
        plan.reversed_members = heavy_first(hull.intersect_domain(full), q, tiled, points)
    plan.evidence = (n_s, per, full, q, (scop.params, hnames, gnames))
    verify_plan(plan, k, n_s, per, full, q, (scop.params, hnames, gnames))
    return plan


def _in_order(names: list[str], per: dict, full_sched: dict) -> list[str]:
    """Statements with one instance per point, in the order the schedule runs them at every point
    (NotAContraction when two of them are not in one order at every point)."""
    def before(t: str, u: str) -> bool:
        return per[t].apply_range(per[u].reverse()).is_subset(full_sched[t].lex_lt_map(full_sched[u]))
    order = sorted(names, key=lambda t: -sum(before(t, u) for u in names if u != t))
    for i, t in enumerate(order):
        for u in order[i + 1:]:
            if not before(t, u):
                raise NotAContraction(f"{t} and {u} do not run in one order at every point")
    return order


def _guard(s: isl.Set, names: list[str], ctx: isl.Set) -> tuple:
    """(AST expression of the condition "in s" on the parameters `names`, valid in ctx; the set; ctx)."""
    sp = _to_params(s, names)
    sp = sp.align_params(ctx.get_space())
    ctx = ctx.align_params(sp.get_space())
    return isl.AstBuild.from_context(ctx).expr_from_set(sp.gist_params(ctx)), sp, ctx


def _isl_floor(expr: str) -> str:
    """point_of's C expression in isl's syntax: `(i / v)` is floor((i) / v) on non-negative values."""
    import re
    return re.sub(r"\((\w+) / (\d+)\)", r"floor(\1/\2)", expr)


def _param_names(s: isl.Set) -> list[str]:
    sp = s.get_space()
    return [sp.get_dim_name(isl.dim_type.param, i) for i in range(sp.dim(isl.dim_type.param))]


def _size_of(ctype: str) -> int:
    return {"double": 8, "float": 4, "long": 8, "int": 4, "short": 2, "char": 1}.get(ctype.split()[-1], 8)


def _box(q: int, points: list[int]) -> isl.Map:
    """{ [h, o] -> [h, o + p] : 0 <= p < points } (no user name goes through isl's parser)."""
    h = [f"h{j}" for j in range(q)]
    o = [f"o{d}" for d in range(len(points))]
    a = [f"a{d}" for d in range(len(points))]
    cond = " and ".join(f"o{d} <= a{d} < o{d} + {p}" for d, p in enumerate(points))
    return isl.Map(f"{{ [{', '.join(h + o)}] -> [{', '.join(h + a)}] : {cond} }}")


def heavy_first(hull: isl.Map, q: int, tiled: list[int], points: list[int]) -> list[int]:
    """The tiled members along which a tile's k range (`hull`: [h, o] -> [k], on the fast tiles) never
    shrinks from one tile to the next and grows somewhere (a triangular product's k < i): their tiles
    run from the last to the first.  Blocks start in the order of their indices, so the grid then starts
    its longest tiles first and ends on short ones instead of on the longest (longest processing time
    first).  Any order is legal: the tiles of a kernel are independent; only the time changes."""
    out = []
    try:
        if hull.is_empty():
            return []
        size = hull.lexmax_pw_multi_aff().get_pw_aff(0).sub(hull.lexmin_pw_multi_aff().get_pw_aff(0))
        space = hull.get_space().domain()
        for d in tiled:
            # [h, o] -> [h, o'] with o'_d = o_d + points[d]: the next tile along d
            step = isl.MultiAff.identity(space.map_from_set())
            step = step.set_aff(q + d, step.get_aff(q + d).add_constant_val(isl.Val(points[d])))
            nxt = size.pullback_multi_aff(step)
            both = size.domain().intersect(nxt.domain())
            if nxt.lt_set(size).intersect(both).is_empty() and not nxt.gt_set(size).intersect(both).is_empty():
                out.append(d)
    except isl.Error:
        return []                       # an order, not a condition of correctness: keep the natural one
    return out


def _origins(q: int, points: list[int]) -> isl.Set:
    h = [f"h{j}" for j in range(q)]
    o = [f"o{d}" for d in range(len(points))]
    e = [f"e{d}" for d in range(len(points))]
    cond = " and ".join(f"o{d} = {p} e{d}" for d, p in enumerate(points))
    return isl.Set(f"{{ [{', '.join(h + o)}] : exists {', '.join(e)} : {cond} }}")


# ------------------------------------------------------------------------------------------ verification
class PlanRejected(NotAContraction):
    """The plan's own isl checks failed (the kernel keeps its generic body)."""


def verify_plan(plan: ContractionPlan, k, n_s: isl.Map, per: dict, full: isl.Set, q: int,
                names: tuple = ()) -> None:
    """Re-derive with isl, from the expressions the code prints (read back as isl sets and functions, as
    the verify pass reads kernels), that the fast path is the kernel: the instances the fast tiles claim
    (each point of the tile where the point guard holds, k from k_lo to k_hi of the origin) are exactly
    the update's instances at the points of those tiles; each setup and finish runs at exactly those
    points; each row a point reads from a shared chunk is copied, at a point of the row that has
    instances; the operands' arrays are not written in the kernel (so a chunk holds what the instances it
    serves read); the barriers are in the code's structure (copies, a barrier, the products, a barrier)."""
    from ..passes.verify import AstSpace

    scop_params, hnames, gnames = names if names else (_param_names(full), [f"_h{j}" for j in range(q)],
                                                       [f"_g{d}" for d in range(len(plan.points))])
    n_par = len(plan.points)
    onames = [f"_o{d}" for d in range(n_par)]
    sp = AstSpace(list(scop_params) + list(hnames) + onames + list(gnames) + ["_k"], [])
    space = sp.universe.params().get_space()

    def as_params(s: isl.Set, names: list[str]) -> isl.Set:
        return _to_params(s, names).align_params(space)

    def read(expr) -> isl.Set:
        return sp.condition(expr).params()

    ctx = plan.guard_sets["full"][2].align_params(space)
    tiles = read(plan.full).intersect(ctx)                          # the origins the code takes as fast
    if not tiles.is_subset(as_params(full, list(hnames) + onames)):
        raise PlanRejected("the printed fast-tile condition holds for a tile that is not fast")
    in_box = tiles
    for d in range(n_par):
        off = sp.var(gnames[d]).sub(sp.var(onames[d]))
        in_box = in_box.intersect(off.ge_set(sp.const(0)).params()).intersect(
            off.lt_set(sp.const(plan.points[d])).params())
    guard = read(plan.point_guard)
    lo, hi = sp.value(plan.k_lo), sp.value(plan.k_hi)
    k_in = lo.le_set(sp.var("_k")).params().intersect(sp.var("_k").le_set(hi).params())

    def drop(s: isl.Set, names: list[str]) -> isl.Set:
        for n in names:
            s = s.project_out(isl.dim_type.param, s.get_space().find_dim_by_name(isl.dim_type.param, n), 1)
        return s

    if plan.mask is not None:
        from .contraction_mask import verify_masked
        k_in = k_in.intersect(verify_masked(plan, sp, read, in_box, guard, k_in, drop))
    claimed = drop(in_box.intersect(guard).intersect(k_in), onames)
    points = drop(in_box, onames)                                    # the points of fast tiles
    actual = as_params(n_s.range(), list(hnames) + list(gnames) + ["_k"]).intersect(points)
    if not claimed.is_equal(actual):
        raise PlanRejected("the fast tiles do not claim exactly the update's instances at their points")
    if not _box(q, plan.points).intersect_domain(_origins(q, plan.points)).reverse().is_single_valued():
        raise PlanRejected("a point belongs to two tiles")
    plan.checks.append("the fast tiles run exactly the update's instances at their points (read back from "
                       "the printed conditions and k bounds), each point in one tile")
    valid = drop(points.intersect(guard), ["_k"])
    for t in plan.setups + plan.finishes:
        ran = as_params(per[t].range(), list(hnames) + list(gnames)).intersect(drop(points, ["_k"]))
        at = valid if t not in plan.finish_guards else valid.intersect(read(plan.finish_guards[t]))
        if not ran.is_equal(at):
            raise PlanRejected(f"{t} does not run at exactly the guarded points of the fast tiles")
    plan.checks.append("every setup (finish) runs once at each guarded point of a fast tile, before (after) "
                       "the update")
    for d, cg in ({} if plan.mask is not None else plan.copy_guards).items():   # masked: verify_masked
        other = next(e for e in plan.tiled if e != d)
        needed = drop(in_box.intersect(guard), [gnames[other], "_k"])        # (h, o, g_d) of valid points
        copied = read(cg).intersect(drop(in_box, [gnames[other], "_k"]))
        if not needed.is_subset(copied):
            raise PlanRejected(f"a row of member {d} that a point reads is not copied")
        at = sp.var(gnames[other]).eq_set(sp.value(plan.copy_points[d])).params()
        if not copied.intersect(at).is_subset(in_box.intersect(guard)):
            raise PlanRejected(f"the copy of a row of member {d} reads at a point without instances")
    if plan.mask is None:
        plan.checks.append("every shared row a point reads is copied in its chunk, at a point with instances")
    # the code's index arithmetic (codegen/contraction_code.py): along each tiled member, thread r's
    # register i is point r * R + i of the tile, and reads shared row element r * R + i, which the copy of
    # the chunk wrote (elements 0 .. P - 1 of each of its rows)
    for d in plan.tiled:
        p, t = plan.points[d], plan.threads[d]
        r = p // t
        # the printed formula (point_of), with C's / and % on these non-negative values
        at = plan.point_of(d, "th", "i").replace("/", "//").replace("%", "mod").replace("//", "/")
        own = isl.Map(f"{{ [th, i] -> [{_isl_floor(at)}] : 0 <= th < {t} and 0 <= i < {r} }}")
        tile = isl.Set(f"{{ [x] : 0 <= x < {p} }}")
        if not (own.is_injective() and own.range().is_equal(tile)):
            raise PlanRejected(f"the threads do not own each point of a tile of member {d} once")
    plan.checks.append("each point of a full tile belongs to one thread and one register; every shared "
                       "element a thread reads was copied in the same chunk, before the barrier between them")
    written = set()
    for name in per:
        written |= {a.array for a in k.scop.statement(name).accesses if a.kind == "write"} if k.scop else set()
    for o in plan.operands:
        if o.access.array in written:
            raise PlanRejected(f"operand {o.access.array} is written in the kernel")
    plan.checks.append("the staged operands are read-only in the kernel")
