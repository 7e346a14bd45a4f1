"""FP64 tensor cores for contraction kernels (issue #10): the fast tiles of an FP64 contraction plan
(gpu/contraction.py) run their products as `mma.sync.aligned.m8n8k4.row.col.f64` (DMMA, sm_80 and later)
instead of FMAs from registers.

A DMMA computes D[m][n] = sum over 4 values of k of F[m][k] * G[k][n] + C[m][n] for an 8×8 block of
points.  That is the update `acc += f * g` when f depends only on the member of m and on k, and g only
on the member of n and on k: the plan stages f and g themselves (e.g. `alpha * A[i][k]`, evaluated as
the C program evaluates it) in shared memory, one array per member, and the warps' fragments read them
there.  Decided on the update's expression tree (which subtree is the product's left and right factor)
and the plan's isl analysis of its accesses (which operand depends on which member); never on text.

The tensor core sums each point's products in another order than the sequential program (and fuses
each multiply with its add): a reordered reduction, so only when reductions may be reordered (not with
`--no-reorder-reductions`) and `s2s check` compares with the reordered-sum tolerance
(gpu/reduction.py: reorder_rtol).  In a masked plan (triangular tiles, gpu/contraction_mask.py) the
chunks inside the tile's common k range run on the tensor cores and the other chunks (a tile's few
near the diagonal) update each accumulator register under its point's mask with FMAs, from the same
shared buffers (codegen/contraction_dmma_code.masked_products): a factor is never multiplied by a
zero put in for a value of k outside a point's range, so an infinity or NaN that the point does not
read reaches no accumulator.  Everything that is not such a product keeps the SIMT fast path; the
generated kernel keeps the SIMT path under `#else` of `#if __CUDA_ARCH__ >= 800`, so the output builds
for every architecture.

Fragment layout (PTX ISA, mma.m8n8k4 with .f64): lane l of a warp holds F[l / 4][l % 4] (A fragment),
G[l % 4][l / 4] (B fragment) and C[l / 4][2 (l % 4) + c] for c = 0, 1 (accumulator).  Each warp owns
an (8 FM)×(8 FN) block of the tile; a thread's accumulators are `_acc[FM][2 FN]`."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import islpy as isl
from pycparser import c_ast

MMA_K = 4                       # k values per DMMA
STAGES = 3                      # buffers of a pipelined plan's chunks, where they fit
# the plan of a kernel on the FP64 tensor cores (passes/contraction.tensor_core_shape), as a --sizes entry:
# 64x64 tiles of 128 threads (4 warps of 32x32 points: 4x4 fragments each), k chunks of 16.  cuBLAS's
# DGEMM on the H100 has that warp shape (ncu: 64x64 tiles of 2x2 warps, m16n8k16, 254 registers); a
# prototype of it (bench/micro/dmma_gemm.cu, 2026-11-24) ran at 61% of cuBLAS against 53% for 8 warps of
# 16x32 points with k chunks of 8, the shape before
DMMA_SHAPE = {"tile": [64, 64, 16], "block": [8, 16]}
FRAG = 8                        # points per fragment along each member
SHARED_LIMIT = 48 * 1024        # static shared memory of a block
# dynamic shared memory a pipelined plan may ask for beyond the static 48 KB (the host opts in with
# cudaFuncSetAttribute): two blocks of it fit the 164-228 KB of an sm_80/sm_90 multiprocessor, one
# the 100 KB of sm_86/89
DYNAMIC_LIMIT = 96 * 1024
MAX_SM_THREADS = 2048           # resident threads per SM (sm_80 and later)
SM_SHARED = 228 * 1024          # shared memory of an sm_90 multiprocessor (an sm_80 one has 164 KB)
BLOCK_RESERVED_SHARED = 1024    # of it reserved per resident block (sm_80 and later)
MIN_ARCH = 800                  # __CUDA_ARCH__ of the first GPUs with FP64 tensor cores (A100)


@dataclass
class DmmaTerm:
    """One product f * g of the update's added value (`acc += f * g`, or a sum of such products)."""
    factors: dict               # member -> the C node of the factor staged for it (F for m, G for n)
    k_fast: dict                # member -> whether its factor's consecutive elements follow k
    # member -> the one operand its factor reads, when each factor of every term reads one: the chunks
    # then stage the operands' elements with cp.async in buffers (the next chunks' copies overlap the
    # products) and the fragment loads evaluate the factors; None: the factors are staged (register
    # prefetch)
    raw: dict | None = None
    sign: int = 1               # -1: the product is subtracted (its rows' factor negated, exactly)


@dataclass
class DmmaPlan:
    """How the fast tiles of a contraction plan run on the FP64 tensor cores."""
    m: int                      # the member along the fragments' rows (F's member)
    n: int                      # the member along the fragments' columns (G's member)
    # the products whose sum the update adds (`acc += f1 * g1 + f2 * g2`: two), each its own DMMAs on
    # the same accumulators, in the order written
    terms: list
    frags: tuple                # (FM, FN): fragments per warp along m and n
    length: float               # products summed per accumulator (the reordered sum's length)
    checks: list
    min_blocks: int = 2         # blocks per SM the register cap (__launch_bounds__) leaves room for
    stages: int = 3             # buffers of the pipelined chunks (raw): stages - 1 chunks in flight
    dynamic: int = 0            # bytes of dynamic shared memory the buffers take (0: static arrays)
    k8: bool = False            # sm_90 products in m16n8k8 steps (even FM, chunks of a multiple of 8)
    # the kernel is a template over its copies' width (codegen/contraction_dmma_code.pair_copies): <16>
    # copies pairs of elements with 16-byte cp.async in the tiles whose pairs allow it, at vector_blocks
    # blocks per SM; <8> (after it, or beside it on a second stream) runs the other tiles at min_blocks
    vector: bool = False
    vector_blocks: int = 3

    @property
    def pipelined(self) -> bool:
        """The chunks stage the operands' elements with cp.async (each term's DmmaTerm.raw)."""
        return self.terms[0].raw is not None

    def staged(self) -> list[tuple[int, int]]:
        """(term, member) of each shared buffer _s0, _s1, ...: per term, its factor of m, then of n."""
        return [(t, d) for t in range(len(self.terms)) for d in (self.m, self.n)]

    def warps(self, points: list[int]) -> tuple[int, int]:
        """Warps of a block along m and n."""
        return points[self.m] // (FRAG * self.frags[0]), points[self.n] // (FRAG * self.frags[1])

    def describe(self) -> str:
        fm, fn = self.frags
        shape = ("m16n8k8" if self.k8 else "m16n8k4") + " on sm_90, m8n8k4 on sm_80-89" if fm % 2 == 0 \
            else "m8n8k4, sm_80 and later"
        return (f"products on the FP64 tensor cores ({shape}; SIMT otherwise): each warp "
                f"{fm}x{fn} fragments of 8x8 points, the factors of member {self.m} and of member {self.n} "
                f"staged in shared memory" + (f", {self.stages} buffers" if self.pipelined else "")
                + (f", {len(self.terms)} products per update" if len(self.terms) > 1 else ""))


class NoDmma(Exception):
    """Why a contraction keeps its SIMT products."""


_ARITH = {"*", "/", "+", "-"}


def _factor_accesses(node, st, scop, written: set[str]) -> list:
    """The accesses of st inside the expression `node`; NoDmma when the expression holds anything but
    arithmetic on accesses, constants and names that are constant in the kernel (parameters)."""
    by_node = {id(a.node): a for a in st.accesses}
    found = []

    def walk(n) -> None:
        if id(n) in by_node:
            a = by_node[id(n)]
            if a.kind != "read":
                raise NoDmma("a factor writes")
            if scop.arrays[a.array].is_scalar and a.array in written:
                raise NoDmma(f"a factor reads {a.array}, which the kernel writes")
            found.append(a)
            return
        if isinstance(n, c_ast.Constant):
            return
        if isinstance(n, c_ast.ID):
            if n.name in st.c_iterators:
                raise NoDmma(f"a factor uses the iterator {n.name}")
            return                                          # a parameter or a read-only scalar
        if isinstance(n, c_ast.BinaryOp) and n.op in _ARITH:
            walk(n.left)
            walk(n.right)
            return
        if isinstance(n, c_ast.UnaryOp) and n.op in ("-", "+"):
            walk(n.expr)
            return
        raise NoDmma(f"a factor is not arithmetic on operands and constants ({type(n).__name__})")

    walk(node)
    return found


def _spine(e, sign: int = 1) -> list[tuple]:
    """The operands of a chain of additions and subtractions as C groups it (`a + b - c` is `(a + b) -
    c`), each with the sign it is added with: [(a, 1), (b, 1), (c, -1)]; `sign` -1 negates them all."""
    terms = []
    while isinstance(e, c_ast.BinaryOp) and e.op in ("+", "-"):
        terms.append((e.right, sign if e.op == "+" else -sign))
        e = e.left
    return [(e, sign)] + terms[::-1]


def _products(st) -> list[tuple]:
    """(left, right, sign) of each product in the value added to the accumulator by `acc += e`, `acc -=
    e`, `acc = acc + e`, `acc = acc - e`, `acc = e + acc` or `acc = acc + e1 - e2` (BLAS's spelling: the
    terms added to acc one after the other): a product, or a sum and difference of products (`f1 * g1 +
    f2 * g2`), in the order written; a subtracted product has the sign -1 (acc - f * g is acc + (-f) * g,
    exactly, fused or not)."""
    from ..gpu.reduction import c_text
    node = st.node
    if not isinstance(node, c_ast.Assignment):
        raise NoDmma("the update is not an assignment")
    terms = None
    if node.op in ("+=", "-="):
        terms = _spine(node.rvalue, 1 if node.op == "+=" else -1)
    elif node.op == "=" and isinstance(node.rvalue, c_ast.BinaryOp) and node.rvalue.op in ("+", "-"):
        x = c_text(node.lvalue)
        chain = _spine(node.rvalue)
        if c_text(chain[0][0]) == x:
            terms = chain[1:]
        elif node.rvalue.op == "+" and c_text(node.rvalue.right) == x:
            terms = _spine(node.rvalue.left)
    if not terms:
        raise NoDmma("the update is not `acc += f * g`")
    if not all(isinstance(t, c_ast.BinaryOp) and t.op == "*" for t, _ in terms):
        raise NoDmma("the added value is not a product of two factors" if len(terms) == 1 else
                     "the added value is not a sum of products of two factors")
    return [(t.left, t.right, sign) for t, sign in terms]


def _fragments(points: list[int], m: int, n: int, nthreads: int) -> tuple[int, int]:
    """(FM, FN) with the fewest fragment loads per k step (FM + FN) that tile the block's points with
    its warps, an even FM among those; NoDmma when none does."""
    if nthreads % 32:
        raise NoDmma(f"a block of {nthreads} threads is not whole warps")
    per_warp = points[m] * points[n] * 32 // nthreads
    if points[m] * points[n] * 32 % nthreads or per_warp % (FRAG * FRAG):
        raise NoDmma(f"a warp's share of a {points[m]}x{points[n]} tile is not whole 8x8 fragments")
    count = per_warp // (FRAG * FRAG)
    best = None
    for fm in range(1, count + 1):
        if count % fm:
            continue
        fn = count // fm
        if points[m] % (FRAG * fm) or points[n] % (FRAG * fn):
            continue
        # fewest loads; then an even FM (pairs of fragments run as m16n8k4 on sm_90)
        if best is None or (fm + fn, fm % 2) < (sum(best), best[0] % 2):
            best = (fm, fn)
    if best is None:
        raise NoDmma(f"no warp shape of 8x8 fragments tiles {points[m]}x{points[n]}")
    return best


def plan_dmma(plan, scop, k) -> DmmaPlan:
    """The DMMA plan of contraction plan `plan` (kernel spec `k`), or NoDmma with the reason.  The caller
    decides the target (CUDA) and whether reductions may be reordered."""
    from .reduction import reduction_length
    if plan.acc_ctype != "double" or any(o.ctype != "double" for o in plan.operands):
        raise NoDmma("not an FP64 product")
    if plan.bk % MMA_K:
        raise NoDmma(f"k chunks of {plan.bk} are not whole DMMA steps of {MMA_K}")
    from ..codegen.stmt_printer import StatementPrinter
    if plan.update in StatementPrinter(scop, {}, device=True).exact_statements(getattr(scop, "typedefs", {})):
        # its values reach a conversion to an integer or a comparison in the SCoP: the products stay
        # unfused (codegen/stmt_printer.py), which the tensor core's fused steps are not
        raise NoDmma("the SCoP rounds or compares the values of the product: its products stay unfused")
    st = scop.statement(plan.update)
    written: set[str] = set()
    for name in k.statements:
        written |= {a.array for a in scop.statement(name).accesses if a.kind == "write"}
    side_of = {id(o.access.node): o for o in plan.operands}
    m = None
    terms = []
    for left, right, sign in _products(st):
        sides = {}
        for node in (left, right):
            accs = _factor_accesses(node, st, scop, written)
            members = set()
            for a in accs:
                if a.array == plan.acc_array:
                    raise NoDmma("a factor reads the accumulator")
                if id(a.node) in side_of:
                    members.add(side_of[id(a.node)].side)
                elif not scop.arrays[a.array].is_scalar:
                    # a read the plan does not stage: it depends on no mapped member or not on k
                    raise NoDmma(f"a factor reads {a.array}, which is not staged in shared memory")
            if len(members) != 1:
                raise NoDmma("a factor depends on " + ("no" if not members else "both") + " mapped members")
            d = members.pop()
            if d not in plan.tiled:
                raise NoDmma(f"a factor depends on member {d}, which is not tiled")
            if d in sides:
                raise NoDmma("both factors depend on the same mapped member")
            sides[d] = (node, [side_of[id(a.node)] for a in accs if id(a.node) in side_of])
        if m is None:
            m = next(iter(sides))            # the first term's left factor runs along the fragments' rows
        n = next(d for d in sides if d != m)
        (f_node, f_ops), (g_node, g_ops) = sides[m], sides[n]
        # the product f * g as g * f where a term is written the other way round: the same value
        terms.append(DmmaTerm(factors={m: f_node, n: g_node}, k_fast={m: f_ops[0].k_fast, n: g_ops[0].k_fast},
                              raw={m: f_ops[0], n: g_ops[0]} if len(f_ops) == 1 and len(g_ops) == 1 else None,
                              sign=sign))
    nthreads = 1
    for t in plan.threads:
        nthreads *= t
    frags = _fragments(plan.points, m, n, nthreads)
    # three buffers (two chunks in flight): an H100 prototype of gemm's 64x64 tiles (bench/micro/
    # dmma_gemm.cu, 2026-11-24) ran 27.6 -> 29.5 TFLOP/s with a third buffer; in dynamic shared memory
    # when static arrays cannot hold them (64x64 tiles with k chunks of 16 take 56 KB; two products' four
    # operands in two buffers each, 76 KB)
    stages, dynamic = None, 0
    if all(t.raw is not None for t in terms):
        raws = [t.raw for t in terms]
        for s, limit in ((STAGES, SHARED_LIMIT), (STAGES, DYNAMIC_LIMIT), (2, SHARED_LIMIT), (2, DYNAMIC_LIMIT)):
            size = sum(pipelined_bytes(plan.points, plan.bk, raw, s) for raw in raws)
            if size <= limit:
                stages, dynamic = s, (size if size > SHARED_LIMIT else 0)
                break
    if stages is None:
        for t in terms:
            t.raw = None             # the buffers do not fit: the factors staged once, as SIMT does
    # each term's products are summed apart, then added: a longer reordered sum
    dm = DmmaPlan(m=m, n=n, terms=terms, frags=frags, length=len(terms) * reduction_length(scop, st),
                  checks=[], stages=stages or 2, dynamic=dynamic)
    # two blocks per SM (a cap of 128 registers).  Three (80 registers) fitted gemm's 16 accumulators per
    # thread with nvcc 12, but with nvcc 13 the kernels with a batch member, finishes or a second product
    # spilled (doitgen 92 bytes, batched-gemm 148, covariance 48, syrk 40), and an A/B on the H100
    # (2026-11-24, MEDIUM, 7 runs) found two blocks faster for all six measured, those that did not spill
    # included: doitgen 0.62x the kernel time, batched-gemm 0.88, gemm 0.92, 2mm 0.92, syrk 0.96,
    # covariance 0.98 (docs/benchmarks.md)
    dm.min_blocks = min(2, max(1, MAX_SM_THREADS // nthreads))
    if dm.dynamic:
        # no more blocks than the multiprocessor's shared memory holds: a register cap for a third block
        # that cannot be resident only spills (two products' buffers, 76 KB a block: two fit)
        fit = max(1, SM_SHARED // (dm.dynamic + BLOCK_RESERVED_SHARED))
        dm.min_blocks, dm.vector_blocks = min(dm.min_blocks, fit), min(dm.vector_blocks, fit)
    dm.k8 = frags[0] % 2 == 0 and plan.bk % 8 == 0       # codegen/contraction_dmma_code.dmma_products
    # a masked plan's copy guards depend on k (the rows each value of k reads), which the pair copies'
    # per-tile bits cannot follow: its chunks keep the 8-byte copies
    raw_ops = [(d, t.raw[d]) for t in terms for d in (m, n)] if dm.pipelined else []
    dm.vector = dm.pipelined and plan.mask is None and all(
        vector_copies(plan.points[d], plan.bk, o.k_fast, nthreads) and affine_subscripts(o.access)
        for d, o in raw_ops)
    if dm.vector:
        try:
            for d, o in raw_ops:
                verify_pairs(plan.points[d], plan.bk, o.k_fast, nthreads)
            dm.checks.append("the pair copies of each operand copy every element of a chunk once, a "
                             "thread's copies whole rows apart")
        except NoDmma:
            dm.vector = False          # the pairs' check failed: the 8-byte copies, still on tensor cores
    verify_dmma(dm, plan.points, nthreads, plan.bk)
    return dm


def vector_copies(points: int, bk: int, k_fast: bool, nthreads: int) -> tuple[int, int] | None:
    """(pairs per buffer row, copies per thread) of an operand's chunk copied in pairs of neighbouring
    elements of a buffer row (codegen/contraction_dmma_code.pair_copies), or None when the pairs of a
    thread are not evenly spaced whole rows apart, or the thread has more than 16 of them (two bits
    each in one word)."""
    row = bk if k_fast else points
    if row % 2 or nthreads % (row // 2) or (bk * points) % (2 * nthreads):
        return None
    copies = bk * points // (2 * nthreads)
    return (row // 2, copies) if copies <= 16 else None


def pair_split(k_fast: bool, half: int) -> tuple[str, str]:
    """C expressions of the k offset in the chunk and the point offset of the first element of pair _e
    (codegen/contraction_dmma_code.pair_copies): rows of `half` pairs, along k for a k-contiguous
    operand, along the points for the other."""
    return ((f"2 * (_e % {half})", f"_e / {half}") if k_fast else (f"_e / {half}", f"2 * (_e % {half})"))


def verify_pairs(points: int, bk: int, k_fast: bool, nthreads: int) -> None:
    """The printed pair expressions at every copy of every thread: each element of a chunk's buffer
    is copied (or zeroed) exactly once, the two of a pair are neighbours along the buffer row, and a
    thread's copies are whole rows apart (the constant stride the running pointers take)."""
    half, copies = vector_copies(points, bk, k_fast, nthreads)
    kx, px = pair_split(k_fast, half)
    seen = set()
    for t in range(nthreads):
        at = []                                     # (row, place in the row) of each copy
        for c in range(copies):
            env = {"_e": t + c * nthreads}
            kk, pp = _c_eval(kx, env), _c_eval(px, env)
            pair = [(kk, pp), (kk + 1, pp)] if k_fast else [(kk, pp), (kk, pp + 1)]
            for k_, p_ in pair:
                if (k_, p_) in seen or not (0 <= k_ < bk and 0 <= p_ < points):
                    raise NoDmma("the pair copies do not cover a chunk once")
                seen.add((k_, p_))
            at.append((pp, kk) if k_fast else (kk, pp))
        if len({place for _, place in at}) > 1 or len({b[0] - a[0] for a, b in zip(at, at[1:])}) > 1:
            raise NoDmma("a thread's pair copies are not a constant number of rows apart")
    if len(seen) != bk * points:
        raise NoDmma("the pair copies do not cover a chunk once")


def affine_subscripts(access) -> bool:
    """Whether the access's subscripts are affine in the iterators and parameters (one piece, no integer
    division): then its address moves by a constant from one point or value of k to the next, which
    the pointer copies of codegen/contraction_dmma_code.pointer_copies rely on."""
    rel = access.relation
    if not rel.is_single_valued():
        return False
    pieces: list = []
    rel.as_pw_multi_aff().foreach_piece(lambda _dom, ma: pieces.append(ma))
    return len(pieces) == 1 and all(pieces[0].get_at(i).dim(isl.dim_type.div) == 0
                                    for i in range(pieces[0].dim(isl.dim_type.out)))


def pipelined_bytes(points: list[int], bk: int, raw: dict, stages: int) -> int:
    """Shared memory of the buffers of each operand (codegen/contraction_dmma_code.shared_dims)."""
    from ..codegen.contraction_dmma_code import PAD
    return sum(stages * 8 * (points[d] * (bk + PAD) if o.k_fast else bk * (points[d] + PAD)) for d, o in raw.items())


def point_exprs(dm: DmmaPlan) -> dict[int, str]:
    """C expressions of the offset in its tile, per member, of accumulator register _acc[_i0][_i1] of
    the thread (lane _lane of the warp whose block starts at _wm, _wn)."""
    return {dm.m: f"_wm + _i0 * {FRAG} + _lane / 4",
            dm.n: f"_wn + (_i1 / 2) * {FRAG} + (_lane % 4) * 2 + _i1 % 2"}


def warp_origins(dm: DmmaPlan, points: list[int]) -> dict[str, str]:
    """C expressions (of the thread index _tid) of _lane and of the offsets _wm, _wn of its warp's block."""
    wa = dm.warps(points)[0]
    return {"_lane": "_tid % 32", "_wm": f"(_tid / 32) % {wa} * {FRAG * dm.frags[0]}",
            "_wn": f"(_tid / 32) / {wa} * {FRAG * dm.frags[1]}"}


def fragment_reads(dm: DmmaPlan) -> dict[int, str]:
    """C expressions of the shared element (k offset in the chunk, point offset) that fragment _i of
    lane _lane loads at step _kk, per member."""
    return {dm.m: ("_kk + _lane % 4", f"_wm + _i * {FRAG} + _lane / 4"),
            dm.n: ("_kk + _lane % 4", f"_wn + _i * {FRAG} + _lane / 4")}


@functools.lru_cache(maxsize=64)
def _compiled(expr: str):
    return compile(expr.replace("/", "//"), "<index>", "eval")


def _c_eval(expr: str, env: dict) -> int:
    """A printed index expression (integer +, *, / and % on non-negative values) at the values `env`."""
    return eval(_compiled(expr), {"__builtins__": {}}, env)


def verify_dmma(dm: DmmaPlan, points: list[int], nthreads: int, bk: int = MMA_K) -> None:
    """Evaluate the printed index expressions at every thread and register of a block (a few thousand
    values, so exhaustively): the threads' accumulator registers hold each point of a tile once, and
    each fragment load reads a shared element that the chunk's copy wrote (k in the chunk, the point in
    the tile)."""
    fm, fn = dm.frags
    pts, org = point_exprs(dm), warp_origins(dm, points)
    seen = set()
    for t in range(nthreads):
        env = {"_tid": t}
        env.update({v: _c_eval(e, env) for v, e in org.items()})
        for i0 in range(fm):
            for i1 in range(2 * fn):
                env.update(_i0=i0, _i1=i1)
                p = (_c_eval(pts[dm.m], env), _c_eval(pts[dm.n], env))
                if p in seen or not (0 <= p[0] < points[dm.m] and 0 <= p[1] < points[dm.n]):
                    raise NoDmma("the accumulator fragments do not hold each point of a tile once")
                seen.add(p)
        for member, count in ((dm.m, fm), (dm.n, fn)):
            kx, px = fragment_reads(dm)[member]
            for kk in range(0, bk, MMA_K):
                for i in range(count):
                    env.update(_kk=kk, _i=i)
                    if not (0 <= _c_eval(kx, env) < bk and 0 <= _c_eval(px, env) < points[member]):
                        raise NoDmma(f"a fragment of member {member} reads outside the staged chunk")
    if len(seen) != points[dm.m] * points[dm.n]:
        raise NoDmma("the accumulator fragments do not hold each point of a tile once")
    dm.checks.append("the warps' accumulator fragments hold each point of a tile once; every fragment reads "
                     "a shared element inside the staged chunk")
