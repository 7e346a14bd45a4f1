"""What a mapping is estimated to cost, so that choices are made by a model rather than by position.

Sizes are parameters at translation time, so every parameter is taken to be `SIZE_HINT` (the corpus's
LARGE sizes are 1,000-4,000); instance counts are the volume of each domain's bounding box at that size
(exact for rectangular domains, at most a few times too large for triangular ones: the same error for
every candidate schedule).  The device figures are round numbers for a current data-centre GPU (an
H100/H200: 132 SMs of 2,048 resident threads, a few microseconds per launch, about 3 TB/s of memory);
only their ratios matter for the decisions.

For a kernel with L launches, V (launch, thread) pairs and I statement instances, each launch costs

    launch_s + max(bytes / memory_bps * coalescing, I/L * instance_s, chain * thread_instance_s * waves)

where `bytes` is the launch's footprint (the distinct elements its instances touch, read and written:
a kernel launched once per k re-reads and re-writes its whole output each time, one that runs the k loop
inside touches it once), `chain` = I/V is the sequential work of one thread, `waves` =
ceil((V/L) / resident_threads), and `coalescing` grows with the share of accesses that are strided along
threadIdx.x.  A kernel with no parallel member is one thread: its whole work is one chain.  The host runs
one instance in HOST_INSTANCE_S.  `GPU` and `CPU` (16 cores, for the OpenMP target) hold the figures.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import islpy as isl

from ..model.dependences import IslBudget
from ..model.isl_util import has_divs, maps as _maps, sets
from ..passes import bounded
from ..passes.bounded import ChildFailed, Timeout, run_bounded
from .disjoint_volume import pieces_volume
from .reduction import adjust_cost

SIZE_HINT = 1024
ELEMENT_BYTES = 8
HOST_INSTANCE_S = 1e-9        # one instance of sequential host code


@dataclass(frozen=True)
class Device:
    """Round figures of the machine a kernel runs on."""
    launch_s: float             # a launch (GPU) or a parallel region's fork and join (CPU)
    resident_threads: int       # threads that run at once
    instance_s: float           # one statement instance, the whole device computing
    memory_bps: float           # memory bandwidth
    strided_penalty: float      # cost of an access strided along threadIdx.x (GPU) relative to a contiguous one
    thread_instance_s: float    # one thread running instances one after the other
    inner_locality: bool = False    # CPU: strides along each statement's innermost loop count, not the mapped one
    # cost of a thread's instance with strided accesses, relative to a contiguous one (1: not priced; the
    # profitability model, s2s/gpu/profit.py, prices the latency of dependent uncoalesced loads)
    chain_strided_penalty: float = 1.0
    # one instance of a thread whose instances each wait for memory (`chain_waits`): a load that cannot
    # be issued before the previous instance's store.  Measured on the H200 (2026-11-28):
    # floyd-warshall-hoisted MEDIUM's isl schedule, 520 threads each walking 520 instances that store
    # d[i][j] and load row k and d[i+1][j] behind it, took 56 us per launch: ~108 ns per instance (L2
    # hits; the 30 ns of thread_instance_s is a chain whose loads the compiler can issue ahead)
    chain_latency_s: float = 0.0


GPU = Device(launch_s=5e-6, resident_threads=132 * 2048, instance_s=1e-12, memory_bps=3e12,
             strided_penalty=8.0, thread_instance_s=3e-8, chain_latency_s=1e-7)
CPU = Device(launch_s=2e-6, resident_threads=16, instance_s=HOST_INSTANCE_S / 16, memory_bps=1e11,
             strided_penalty=4.0, thread_instance_s=HOST_INSTANCE_S, inner_locality=True)
TRANSFER_BPS = 2e10           # host <-> device copies


def _fix_params(obj, value: int):
    for i in range(obj.dim(isl.dim_type.param)):
        obj = obj.fix_val(isl.dim_type.param, i, isl.Val(value))
    return obj


def _drop_determined_dims(s: isl.Set) -> isl.Set:
    """`s` without the dims that its equalities determine from the others: the box of
    { S[k, i, j] : i = k and j = k } is then N points, not N^3."""
    chosen: set[int] = set()
    for c in s.affine_hull().get_constraints():
        if not c.is_equality():
            continue
        for d in reversed(range(s.dim(isl.dim_type.set))):
            if d not in chosen and not c.get_coefficient_val(isl.dim_type.set, d).is_zero():
                chosen.add(d)
                break
    for d in sorted(chosen, reverse=True):
        s = s.project_out(isl.dim_type.set, d, 1)
    return s


def box_volume(s: isl.Set, value: int = SIZE_HINT) -> float:
    """Points in the bounding box of `s` with every parameter set to `value` (unbounded dims: `value`).
    A set of a few disjoint pieces counts the boxes of its pieces when they hold fewer points: a row and
    a column of a matrix (the split pass's merged pieces) are 2n points, not n^2."""
    s = _fix_params(s, value)
    if s.is_empty():
        return 0.0
    vol = _box(s, value)
    if 1 < s.n_basic_set() <= MAX_PIECES:
        pieces = pieces_volume(s, value, MAX_PIECES, _box)     # None: too many, or isl did not finish
        if pieces is not None:
            vol = min(vol, pieces)
    return vol


MAX_PIECES = 8


def _box(s: isl.Set, value: int) -> float:
    s = _drop_determined_dims(s)
    vol = 1.0
    for d in range(s.dim(isl.dim_type.set)):
        lo, hi = s.dim_min_val(d), s.dim_max_val(d)
        if lo.is_int() and hi.is_int():
            vol *= max(0, hi.to_python() - lo.to_python() + 1)
        else:
            vol *= value
    return vol


def union_volume(u: isl.UnionSet, value: int = SIZE_HINT) -> float:
    return sum(box_volume(s, value) for s in sets(u))


def _range_volume(u: isl.UnionMap, n_out: int | None = None, value: int = SIZE_HINT) -> float:
    """Volume of the range of a union map whose maps share one anonymous range space (first n_out dims)."""
    ms = _maps(u)
    if not ms:
        return 0.0
    r = None
    for m in ms:
        if n_out is not None:
            m = m.project_out(isl.dim_type.out, n_out, m.dim(isl.dim_type.out) - n_out)
        s = m.range()
        r = s if r is None else r.union(s)
    return box_volume(r, value)


def _value(aff: isl.PwAff | None) -> float:
    """An extent at SIZE_HINT (unknown extents: SIZE_HINT)."""
    if aff is None:
        return float(SIZE_HINT)
    dom = _fix_params(aff.domain(), SIZE_HINT)
    if dom.is_empty():
        return float(SIZE_HINT)
    v = aff.intersect_domain(dom).max_val()
    return float(v.to_python()) if v.is_int() else float(SIZE_HINT)


@dataclass
class KernelCost:
    index: int
    instances: float
    launches: float
    threads: float          # threads per launch
    seconds: float

    def describe(self) -> str:
        return (f"kernel {self.index}: {self.launches:.0f} launch{'es' if self.launches != 1 else ''} x "
                f"{self.threads:.0f} thread{'s' if self.threads != 1 else ''}, {self.instances:.3g} instances, "
                f"~{fmt_seconds(self.seconds)}")


@dataclass
class Estimate:
    kernels: list[KernelCost]
    transfer_s: float
    host_s: float             # the same SCoP run sequentially on the host

    @property
    def kernel_s(self) -> float:
        return sum(k.seconds for k in self.kernels)

    @property
    def device_s(self) -> float:
        return self.kernel_s + self.transfer_s

    @property
    def one_thread_s(self) -> float:
        return sum(k.seconds for k in self.kernels if k.threads <= 1)

    def describe(self) -> str:
        return f"~{fmt_seconds(self.device_s)} on the device ({len(self.kernels)} kernels, transfers ~{fmt_seconds(self.transfer_s)})"


def fmt_seconds(s: float) -> str:
    if s >= 1:
        return f"{s:.3g} s"
    if s >= 1e-3:
        return f"{s * 1e3:.3g} ms"
    return f"{s * 1e6:.3g} us"


def kernel_cost(k, dev: Device = GPU, value: int = SIZE_HINT) -> KernelCost:
    """The cost of kernel k with every parameter taken as `value` (s2s/gpu/profit.py evaluates it over a
    range of sizes)."""
    instances = union_volume(k.domain, value)
    q = _maps(k.prefix)[0].dim(isl.dim_type.out) if not k.prefix.is_empty() else 0
    launches = max(1.0, _range_volume(k.prefix, value=value)) if q else 1.0
    if k.n_par:
        pairs = _range_volume(k.prefix.flat_range_product(k.subtree), q + k.n_par, value)
        pairs = max(pairs, launches)
    else:
        pairs = launches
    threads = pairs / launches
    chain = instances / pairs if pairs else 0.0
    strided = 0.0
    p = None
    if dev.inner_locality:
        p = inner_profile(k) if k.scop is not None else None
    elif k.n_par and k.profiles:
        p = k.profiles[k.x_member]
    if p is not None:
        total = p.contiguous + p.uniform + p.strided
        strided = p.strided / total if total else 0.0
    if not dev.inner_locality:
        threads, chain, strided = adjust_cost(k, threads, chain, strided)    # parallel reduction loops
    elif getattr(k, "reduction", None) is not None and k.reduction.mode == "full":
        # OpenMP's reduction clause: the loop's instances split over the cores (the device's lanes and
        # blocks, adjust_cost's figures, do not apply)
        threads, chain = threads * dev.resident_threads, chain / dev.resident_threads
    coalescing = 1.0 + (dev.strided_penalty - 1.0) * strided
    chain_penalty = 1.0 + (dev.chain_strided_penalty - 1.0) * strided
    per_launch_instances = instances / launches
    waves = math.ceil(threads / dev.resident_threads) if threads else 1
    traffic = 2 * launch_footprint(k, q, value) * ELEMENT_BYTES / dev.memory_bps * coalescing
    instance_s = dev.thread_instance_s * chain_penalty
    if dev.chain_latency_s > instance_s and chain > 1 and chain_waits(k, q):
        instance_s = dev.chain_latency_s
    seconds = launches * (dev.launch_s + max(traffic, per_launch_instances * dev.instance_s,
                                             chain * instance_s * waves))
    return KernelCost(k.index, instances, launches, threads, seconds)


def chain_waits(k, q: int) -> bool:
    """Whether a thread's instances each wait for memory: in at least half of them the thread loads from
    memory an element of an array it stores to, an element it has not stored itself before.  The
    compiler cannot issue such a load ahead of the store that precedes it (it cannot prove them apart),
    so every instance pays a memory latency instead of overlapping its loads with earlier work
    (floyd-warshall-hoisted's isl schedule: a thread walks d[i][j] down a column, updating each element
    in place).  A load of a value the thread stored itself (a recurrence's `C[i][j-1]`, an accumulator)
    is served by the cache or a register, and loads of arrays the kernel does not write are issued
    ahead: neither waits."""
    if k.scop is None:
        return False
    # the same kernel is priced at several sizes (gpu/profit.py) and by several passes: the answer does not
    # depend on the size, and is remembered on the SCoP (passes never modify one in place)
    memo = k.scop.__dict__.setdefault("_chain_waits", {})
    key = (str(k.prefix), str(k.subtree), k.n_par, q)
    if key not in memo:
        memo[key] = _bounded_chain_waits(k, q)
    return memo[key]


# isl's work for chain_waits' question on one kernel: on strided nests (fuzz --c-features seeds 6075 and
# 7789, tests/fuzz_regressions/slow_chain_waits*.c) each of its subtractions took seconds, and isl's
# operation count does not stop them, so kernels with existential variables ask in a forked child with a
# time limit (bounded.cost_model_timeout, a share of --schedule-timeout); past either bound no wait is
# assumed (the estimate without this refinement)
CHAIN_MAX_OPERATIONS = 2_000_000


def _bounded_chain_waits(k, q: int) -> bool:
    def ask() -> bool:
        try:
            with IslBudget(isl.DEFAULT_CONTEXT, CHAIN_MAX_OPERATIONS):
                return _chain_waits(k, q)
        except isl.Error:
            return False
    if not _kernel_has_divs(k):
        return ask()
    try:
        return run_bounded(lambda: b"1" if ask() else b"0", bounded.cost_model_timeout) == b"1"
    except (Timeout, ChildFailed):
        return False


def _kernel_has_divs(k) -> bool:
    """Whether the kernel's schedule, or its statements' domains or accesses, have existential variables
    (strides, divisions): where isl's subtraction gets slow."""
    for m in _maps(k.prefix.union(k.subtree)):
        if has_divs(m):
            return True
        try:
            st = k.scop.statement(m.get_tuple_name(isl.dim_type.in_))
        except KeyError:
            continue
        if has_divs(st.domain) or any(has_divs(a.relation) for a in st.accesses):
            return True
    return False


def _chain_waits(k, q: int) -> bool:
    full = k.prefix.flat_range_product(k.subtree) if not k.prefix.is_empty() else k.subtree
    width = q + k.n_par
    reads: dict[str, isl.Map] = {}
    writes: dict[str, isl.Map] = {}
    points = None
    for m in _maps(full):
        try:
            st = k.scop.statement(m.get_tuple_name(isl.dim_type.in_))
        except KeyError:
            continue
        rng = m.range()
        points = rng if points is None else points.union(rng)
        for a in st.accesses:
            rel = a.relation.align_params(m.get_space())
            sched = m.align_params(rel.get_space())
            at = sched.reverse().apply_range(rel.intersect_domain(sched.domain()))   # point -> element
            into = reads if a.kind == "read" else writes
            into[a.array] = at if a.array not in into else into[a.array].union(at)
    if points is None:
        return False
    # a point -> the earlier points of the same thread
    before = isl.Map.lex_gt(points.get_space())
    for d in range(width):
        before = before.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
    fresh = None
    for name, r in reads.items():
        w = writes.get(name)
        if w is None:
            continue
        own = r.intersect(before.align_params(w.get_space()).apply_range(w))
        f = r.subtract(own).domain()
        fresh = f if fresh is None else fresh.union(f)
    if fresh is None:
        return False
    return box_volume(fresh) >= 0.5 * box_volume(points)


def _inner_steps(k):
    """For each statement of kernel k with a loop inside its schedule: its schedule (restricted to its
    domain), the innermost of those loops, and for each access, its relation and the schedule aligned
    with it, as `coalesce.step_kind` takes them."""
    full = k.prefix.flat_range_product(k.subtree) if not k.prefix.is_empty() else k.subtree
    for m in _maps(full):
        try:
            st = k.scop.statement(m.get_tuple_name(isl.dim_type.in_))
        except KeyError:
            continue
        m = m.intersect_domain(st.domain.align_params(m.get_space().domain()))
        rng = m.range()
        inner = next((d for d in reversed(range(rng.dim(isl.dim_type.set)))
                      if rng.plain_get_val_if_fixed(isl.dim_type.set, d).is_nan()), None)
        if inner is None:
            continue
        steps = []
        for a in st.accesses:
            rel = a.relation.intersect_domain(st.domain).align_params(m.get_space())
            steps.append((a, rel, m.align_params(rel.get_space())))
        yield m, inner, steps


def inner_profile(k):
    """How the accesses move along each statement's innermost loop (the loop a CPU core runs over
    consecutive iterations, where a stride costs a cache line per element and blocks vectorisation)."""
    from .coalesce import MemberProfile, step_kind
    prof = MemberProfile(-1)
    for _, inner, steps in _inner_steps(k):
        for _, rel, sched in steps:
            kind = step_kind(sched, rel, inner)
            setattr(prof, kind, getattr(prof, kind) + 1)
    return prof


def strided_walks(k, value: int = SIZE_HINT) -> float:
    """The cache lines a CPU core fetches for kernel k's strided accesses: per statement instance, one for
    each array walked with a stride along the statement's innermost loop, the accesses of one array with
    the same step counted once (`Y[i][j]`, `Y[i-1][j]` and `Y[i-2][j]` of a column recurrence walk one
    column: the lines the two older ones touch were fetched one and two iterations before).  In a kernel
    the OpenMP target runs in column blocks (`k.cpu_blocked`, codegen/cpu_blocks.py) the innermost loop
    is the mapped member's points."""
    from .coalesce import STRIDED, deltas_kind, step_deltas
    total = 0.0
    mapped = None
    if getattr(k, "cpu_blocked", False):
        mapped = _maps(k.prefix)[0].dim(isl.dim_type.out) if not k.prefix.is_empty() else 0
    for m, inner, steps in _inner_steps(k):
        if mapped is not None:
            inner = mapped
        walks: list[tuple[str, isl.Set]] = []
        for a, rel, sched in steps:
            d = step_deltas(sched, rel, inner)
            if deltas_kind(d) != STRIDED:
                continue
            if not any(name == a.array and d.is_equal(other) for name, other in walks):
                walks.append((a.array, d))
        if walks:
            total += len(walks) * box_volume(m.domain(), value)
    return total


def register_copies(k) -> set[str]:
    """The private copies (a scalar's copies per iteration: passes/privatize.py, model/builder.py) that
    only kernel k's statements access: each copy is written and read in the iteration it belongs to, by
    one thread, so gpu/private.py keeps it in a register and no kernel stores it (passes/lower.py then
    allocates nothing).  A copy that another kernel reads (a loop distributed between the write and the
    read) goes through memory and is counted."""
    scop = k.scop
    mine = {s.get_tuple_name() for s in sets(k.domain)}
    out = set()
    for name, arr in scop.arrays.items():
        if arr.kind != "private":
            continue
        users = {st.name for st in scop.statements if any(a.array == name for a in st.accesses)}
        if users and users <= mine:
            out.add(name)
    return out


def launch_footprint(k, q: int, value: int = SIZE_HINT) -> float:
    """Distinct elements one launch of kernel k touches (the first launch: host loop values at their
    lexicographic minimum), summed over arrays."""
    dom = k.domain
    if q and k.scop is not None:
        rng = None
        for m in _maps(k.prefix):
            r = _fix_params(m.range(), value)
            rng = r if rng is None else rng.union(r)
        if rng is None or rng.is_empty():
            return 0.0
        try:
            first = rng.lexmin()
            fixed = isl.UnionSet.from_set(first.align_params(_maps(k.prefix)[0].get_space()))
            dom = _fix_params_union(k.prefix, value).intersect_range(fixed).domain()
        except isl.Error:
            # isl fails on some sets with divisions (fuzz --reductions seed 21643): count every launch's
            # elements, an upper bound, rather than give no estimate
            dom = k.domain
    if k.scop is None:
        return union_volume(dom, value)
    registers = register_copies(k)
    per_array: dict[str, isl.Set] = {}
    for s in sets(dom):
        st = k.scop.statement(s.get_tuple_name())
        for a in st.accesses:
            if a.array in registers:
                continue
            fp = a.relation.intersect_domain(s.align_params(a.relation.get_space())
                                             if s.dim(isl.dim_type.param) else s).range()
            per_array[a.array] = fp if a.array not in per_array else per_array[a.array].union(fp)
    return sum(box_volume(fp, value) for fp in per_array.values())


def _fix_params_union(u: isl.UnionMap, value: int) -> isl.UnionMap:
    out = None
    for m in _maps(u):
        m = _fix_params(m, value)
        um = isl.UnionMap.from_map(m)
        out = um if out is None else out.union(um)
    return out if out is not None else u


def estimate(scop, kernels, dev: Device = GPU) -> Estimate:
    costs = [kernel_cost(k, dev) for k in kernels]
    elems = 0.0
    for arr in scop.arrays.values():
        if arr.kind in ("private", "snapshot"):
            continue
        n = 1.0
        for aff in (arr.size_affs or [None] * arr.rank):
            n *= _value(aff)
        elems += n
    host = union_volume(scop.domain()) * HOST_INSTANCE_S
    return Estimate(costs, 2 * elems * 8 / TRANSFER_BPS, host)
