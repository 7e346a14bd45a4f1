"""Whether offloading a SCoP pays: its whole region time on the device (allocation, copies, kernels)
against the sequential host code, over a range of problem sizes (issue #11, section 2).

Users will not run a translator that makes their program slower, and on a real node the copies decide:
pageable host <-> device copies run at about 2 GB/s while sequential code streams memory at about
2.6 GB/s, so a SCoP that does O(n^2) work on O(n^2) data (a matrix-vector product) can never win on the
device, whatever its kernels do.  The model therefore counts, at each size:

* host:   max(statement instances x host_instance_s, bytes the code touches / host_bps), the footprint of
  every array (distinct elements accessed) being streamed once;
* device: per array on the device an allocation, per copy a latency plus bytes / transfer_bps (the copies
  of the transfer plan, s2s/passes/transfers.py: whole arrays, in and out), plus the kernels
  (s2s/gpu/cost.kernel_cost, the per-kernel hook that other passes may refine).

Sizes are parameters at translation time, so both are evaluated with every parameter that bounds the
iteration domain set to one scale value v, over a geometric range.  Three outcomes:

* the device is faster at every sampled size: offload (`device`);
* it is faster from some v0 on: offload behind a runtime test `(double)n * m >= v0^2` (one factor per
  parameter), the original code running below it (`versioned`);
* otherwise, or when no parameter bounds the domain and the one size there is favours the host: keep the
  SCoP on the host (`host`).

The figures (`Machine`) are the lead's measurements on an H100 node (November 2026); `--machine-figures
FILE` replaces any of them (a JSON object of field names to numbers).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, fields, replace

import islpy as isl

from ..diagnostics import S2SError
from ..model.isl_util import sets
from .cost import GPU, Device, fmt_seconds, kernel_cost


@dataclass(frozen=True)
class Machine:
    """The figures of a host, its device and the link between them, fitted to the region times of the H100
    node in docs/benchmarks.md (gcc -O3 sequential build against the CUDA translation, commit b36e9b7):

    * transfer_bps: gesummv LARGE's region (1.02 GB copied, kernels 2.5 ms) took 0.141 s, bicg LARGE's
      (448 MB, 2.8 ms) 0.066 s, matvec MEDIUM's (40 MB, 0.5 ms) 6.8 ms: 6.3-7.4 GB/s of pageable copies;
    * host_bps: gesummv LARGE's sequential region streamed its 1.02 GB in 0.099 s;
    * host_instance_s: 0.5 ns (gemm-ikj) to 1 ns (doitgen) per instance of contiguous code; the lower
      end of it, so that the host is never underrated (bicg LARGE: 0.67 ns);
    * host_strided_s: what an access that jumps to a new line costs on top (matvec-transposed MEDIUM
      5.8 ns, LARGE 8.8 ns; mvt LARGE 11 ns; transpose MEDIUM 9 ns): its lower end;
    * latencies: round numbers for cudaMalloc / cudaMemcpy in a warm context.

    Where figures were uncertain, the one that favours the host was taken: the translation must not make a
    program slower."""
    transfer_bps: float = 6.5e9        # host <-> device copies of pageable memory
    # CUDA page-locks each array of at least pin_min_bytes for the region (cuda_host.j2's s2s_pin). On the
    # H100 node (bench/micro/h2d.cu) cudaHostRegister ran at ~18 GB/s, cudaHostUnregister at ~50 GB/s and
    # pinned copies at ~54 GB/s; gesummv LARGE's region with its 1.02 GB pinned took 0.118 s (kernels 2.5
    # ms): registering and releasing cost ~11 GB/s there, the figure taken
    pin_min_bytes: float = float(64 << 20)
    register_bps: float = 1.1e10
    pinned_bps: float = 5.0e10
    copy_s: float = 1e-5               # latency of one copy
    alloc_s: float = 2e-5              # allocating and freeing one device array
    host_bps: float = 1e10             # sequential host code streaming memory
    host_instance_s: float = 7e-10     # one statement instance of sequential host code
    host_strided_s: float = 5e-9       # an access to a new cache line, down a large array's column
    host_cache_bytes: float = 1e6      # arrays up to this size: strided accesses hit the cache
    launch_s: float = GPU.launch_s     # one kernel launch (the device's other figures: cost.GPU)
    # the device must be estimated this much faster than the host: the kernel model is optimistic for
    # launches of few threads that each walk a row (bicg MEDIUM: 0.18 ms estimated, 0.68 ms measured, and
    # its region was 4% slower than the host's where the model gave the device 5%)
    margin: float = 1.15
    # a thread's instance whose accesses are strided, relative to a contiguous one: nussinov MEDIUM's
    # wavefront took 61 us per launch, threads walking ~250 instances with 90% strided accesses (~7x 30 ns)
    chain_strided_penalty: float = 8.0
    # a thread's instance that waits for its own previous store (cost.chain_waits): floyd-warshall-hoisted
    # MEDIUM's isl schedule on the H200, ~108 ns per instance of 520-instance chains
    chain_latency_s: float = GPU.chain_latency_s

    @property
    def device(self) -> Device:
        return replace(GPU, launch_s=self.launch_s, chain_strided_penalty=self.chain_strided_penalty,
                       chain_latency_s=self.chain_latency_s)


DEFAULT_MACHINE = Machine()

# the scale values sampled: 8 .. 65536
SCALES = [2 ** e for e in range(3, 17)]
# bisection steps between the last sampled size where the host wins and the first where the device does
REFINE_STEPS = 4


def load_machine(path: str) -> Machine:
    """A `Machine` from a JSON file of field names to numbers (the fields not given keep their defaults)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise S2SError(f"--machine-figures {path}: {e.strerror}") from None
    except UnicodeDecodeError:
        raise S2SError(f"--machine-figures {path}: not a JSON file (not UTF-8 text)") from None
    except json.JSONDecodeError as e:
        raise S2SError(f"--machine-figures {path}: not JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    names = {f.name for f in fields(Machine)}
    if not isinstance(data, dict):
        raise S2SError(f"--machine-figures {path}: expected a JSON object of {', '.join(sorted(names))}")
    for k, v in data.items():
        if k not in names:
            raise S2SError(f"--machine-figures {path}: unknown figure '{k}' (known: {', '.join(sorted(names))})")
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not v > 0 or not math.isfinite(v):
            raise S2SError(f"--machine-figures {path}: '{k}' must be a positive number, not {v!r}")
    return replace(DEFAULT_MACHINE, **{k: float(v) for k, v in data.items()})


def element_bytes(ctype: str) -> int:
    from ..codegen.ctypes_map import integer_kind
    words = ctype.replace("const", " ").replace("volatile", " ").split()
    if words == ["float"]:
        return 4
    if "long" in words and "double" in words:
        return 16
    kind = integer_kind(ctype)
    if kind is not None:
        return kind[1] // 8
    if words in (["_Bool"], ["bool"]):
        return 1
    return 8


def _fix(obj, value: int):
    for i in range(obj.dim(isl.dim_type.param)):
        obj = obj.fix_val(isl.dim_type.param, i, isl.Val(value))
    return obj


def _volume(s: isl.Set, value: int) -> float:
    """Points in the bounding box of `s` at scale `value` (a dimension with no bound: `value` points)."""
    s = _fix(s, value)
    if s.is_empty():
        return 0.0
    vol = 1.0
    for d in range(s.dim(isl.dim_type.set)):
        lo, hi = s.dim_min_val(d), s.dim_max_val(d)
        vol *= max(0, hi.to_python() - lo.to_python() + 1) if lo.is_int() and hi.is_int() else value
    return vol


# the scale at which each domain's share of its bounding box is counted exactly (isl enumerates the points)
FILL_SCALE = 16
FILL_MAX_POINTS = 2e6


def _fill(s: isl.Set) -> float:
    """The share of its bounding box that a domain fills (1/2 for a triangle, 1/6 for a tetrahedron),
    counted at FILL_SCALE: the box volume alone makes triangular host loops look up to 6x longer."""
    box = _volume(s, FILL_SCALE)
    if box <= 0 or box > FILL_MAX_POINTS:
        return 1.0
    fixed = _fix(s, FILL_SCALE)
    try:
        n = fixed.count_val()
    except isl.Error:
        return 1.0
    return min(1.0, float(n.to_python()) / box) if n.is_int() else 1.0


def _extent(aff: isl.PwAff, value: int) -> float | None:
    dom = _fix(aff.domain(), value)
    if dom.is_empty():
        return None
    v = aff.intersect_domain(dom).max_val()
    return float(v.to_python()) if v.is_int() else None


def _footprints(scop) -> dict[str, isl.Set]:
    """Each array's accessed elements (reads and writes), as sets over the parameters."""
    out: dict[str, isl.Set] = {}
    for st in scop.statements:
        for a in st.accesses:
            fp = a.relation.intersect_domain(st.domain).range()
            out[a.array] = fp if a.array not in out else out[a.array].union(fp)
    return out


def _array_elements(arr, fp: isl.Set | None, value: int) -> float:
    """Elements of a whole array (what a copy moves): declared extents, else 1 + the largest index used."""
    n = 1.0
    for d in range(arr.rank):
        aff = arr.size_affs[d] if d < len(arr.size_affs) else None
        ext = _extent(aff, value) if aff is not None else None
        if ext is None and fp is not None:
            proj = _fix(fp, value)
            if not proj.is_empty():
                hi = proj.dim_max_val(d)
                ext = hi.to_python() + 1.0 if hi.is_int() else None
        n *= max(ext if ext is not None else float(value), 0.0)
    return n


@dataclass
class SizePoint:
    """Both estimates at one scale value."""
    value: int
    host_s: float
    host_instances: float
    host_bytes: float
    kernel_s: float
    transfer_s: float
    transfer_bytes: float
    launches: float
    launch_s: float = 0.0        # of kernel_s: the launches' latency (what a CUDA graph or a fused kernel saves)

    @property
    def device_s(self) -> float:
        return self.kernel_s + self.transfer_s

    def device_wins(self, margin: float) -> bool:
        return self.device_s * margin < self.host_s

    def describe(self) -> str:
        latency = f" ({fmt_seconds(self.launch_s)} of it launch latency)" \
            if self.launch_s >= 0.1 * self.kernel_s else ""
        return (f"device ~{fmt_seconds(self.device_s)} (kernels ~{fmt_seconds(self.kernel_s)}{latency}, "
                f"{self.launches:.3g} launch{'es' if self.launches != 1 else ''}; allocation and copies of "
                f"{_fmt_bytes(self.transfer_bytes)} ~{fmt_seconds(self.transfer_s)}) vs host "
                f"~{fmt_seconds(self.host_s)} ({self.host_instances:.3g} instances, "
                f"{_fmt_bytes(self.host_bytes)} streamed)")


def _fmt_bytes(b: float) -> str:
    for unit, size in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if b >= size:
            return f"{b / size:.3g} {unit}"
    return f"{b:.0f} B"


def domain_fills(scop) -> dict[str, float]:
    """Each statement's share of its domain's bounding box (`_fill`)."""
    return {s.get_tuple_name(): _fill(s) for s in sets(scop.domain())}


def strided_accesses(scop) -> dict[str, list[str]]:
    """Per statement, the arrays of its accesses that jump by more than one element when its innermost loop
    (in the original order, which the host runs) steps by one: each such access touches a new cache line
    (and, down a column of a large matrix, a new page)."""
    from .coalesce import STRIDED, step_kind
    out: dict[str, list[str]] = {}
    for st in scop.statements:
        n = st.domain.dim(isl.dim_type.set)
        if n == 0:
            continue
        ident = isl.Map.identity(st.domain.get_space().map_from_set()).intersect_domain(st.domain)
        ident = ident.reset_tuple_id(isl.dim_type.out)
        arrays = []
        for a in st.accesses:
            try:
                kind = step_kind(ident, a.relation.intersect_domain(st.domain), n - 1)
            except isl.Error:
                kind = STRIDED
            if kind == STRIDED:
                arrays.append(a.array)
        if arrays:
            out[st.name] = arrays
    return out


def work_degrees(scop, params: list[str], fills: dict[str, float], value: int = 1024) -> dict[str, int]:
    """How the instance count grows with each parameter (doubling it alone at `value`), rounded: 2 for n in
    tsteps * n^2; 0 for a parameter whose growth does not add work (`for (i = n - m; i < n; i++)`: m
    does, n does not).  When the count cannot tell (no instance at `value`), 1 for each."""
    def instances(values: dict[str, int]) -> float:
        total = 0.0
        for s in sets(scop.domain()):
            f = s
            for i in range(f.dim(isl.dim_type.param)):
                f = f.fix_val(isl.dim_type.param, i, isl.Val(values.get(f.get_dim_name(isl.dim_type.param, i),
                                                                        value)))
            f = f.project_out(isl.dim_type.param, 0, f.dim(isl.dim_type.param))     # fixed: exact
            total += _volume(f, value) * fills.get(s.get_tuple_name(), 1.0)
        return total
    base = instances({})
    out = {}
    for p in params:
        grown = instances({p: 2 * value})
        out[p] = max(0, round(math.log2(grown / base))) if base > 0 and grown > 0 else (1 if base <= 0 else 0)
    return out


def size_params(scop) -> list[str]:
    """The parameters that bound the iteration domain (those the work grows with), in the SCoP's order."""
    dom = scop.domain()
    used = set()
    for s in sets(dom):
        for i in range(s.dim(isl.dim_type.param)):
            if s.involves_dims(isl.dim_type.param, i, 1):
                used.add(s.get_dim_name(isl.dim_type.param, i))
    return [p for p in scop.params if p in used]


def evaluate(scop, kernels, plan, value: int, machine: Machine = DEFAULT_MACHINE,
             footprints: dict[str, isl.Set] | None = None,
             fills: dict[str, float] | None = None,
             strided: dict[str, list[str]] | None = None, pinned: bool = False) -> SizePoint:
    """Both estimates with every parameter set to `value`.  `plan`: the transfer plan (DeviceArray list of
    s2s/passes/transfers.py); None copies every array the SCoP uses both ways.  `pinned`: large arrays are
    page-locked for their copies (the CUDA host code)."""
    fps = footprints if footprints is not None else _footprints(scop)
    fills = fills if fills is not None else domain_fills(scop)
    strided = strided if strided is not None else strided_accesses(scop)
    per_array = {}
    for name, fp in fps.items():
        arr = scop.arrays.get(name)
        per_array[name] = _volume(fp, value) * element_bytes(arr.ctype if arr is not None else "double")
    host_bytes = sum(per_array.values())
    instances, misses = 0.0, 0.0
    for s in sets(scop.domain()):
        name = s.get_tuple_name()
        n = _volume(s, value) * fills.get(name, 1.0)
        instances += n
        misses += n * sum(1 for a in strided.get(name, ()) if per_array.get(a, 0.0) > machine.host_cache_bytes)
    host_s = max(instances * machine.host_instance_s + misses * machine.host_strided_s,
                 host_bytes / machine.host_bps)
    dev = machine.device
    costs = [kernel_cost(k, dev, value) for k in kernels]
    moved, copies, allocs, copy_time = 0.0, 0, 0, 0.0
    if plan is None:
        entries = [(name, True, True) for name in fps]
    else:
        entries = [(a.name, a.copy_in, a.copy_out) for a in plan]
    for name, cin, cout in entries:
        arr = scop.arrays.get(name)
        if arr is None:
            continue
        allocs += 1
        size = (1.0 if arr.is_scalar else _array_elements(arr, fps.get(name), value)) * element_bytes(arr.ctype)
        moved += size * (int(cin) + int(cout))
        copies += int(cin) + int(cout)
        if cin or cout:
            if pinned and size >= machine.pin_min_bytes:
                copy_time += size / machine.register_bps + size * (int(cin) + int(cout)) / machine.pinned_bps
            else:
                copy_time += size * (int(cin) + int(cout)) / machine.transfer_bps
    transfer_s = allocs * machine.alloc_s + copies * machine.copy_s + copy_time
    launches = sum(c.launches for c in costs)
    return SizePoint(value, host_s, instances, host_bytes, sum(c.seconds for c in costs), transfer_s, moved,
                     launches, launches * dev.launch_s)


@dataclass
class Profitability:
    """The decision for one SCoP: `verdict` is "device", "versioned" or "host"."""
    verdict: str
    params: list[str]
    points: list[SizePoint] = field(default_factory=list)
    threshold: int | None = None        # versioned: the scale value from which the device is faster
    # how many times each parameter counts in the work (n^2 * tsteps: {n: 2, tsteps: 1}); default 1 each
    degrees: dict[str, int] = field(default_factory=dict)
    # the device's estimate (region seconds) with every parameter at a value: the sizes between two samples
    # that another decision refines (codegen/host_openmp.device_beats_openmp_from); set by `decide`
    device_at: object = field(default=None, repr=False, compare=False)

    @property
    def condition(self) -> str | None:
        """versioned: the C test, true when the sizes are large enough for the device to pay: the work as
        a product of the parameters (each to its degree) against its value at the break-even scale, so
        that `tsteps * n * n` weighs a larger grid against fewer time steps as the work does."""
        if self.verdict != "versioned" or self.threshold is None:
            return None
        factors = [p for p in self.params for _ in range(self.degrees.get(p, 1))] or list(self.params)
        # (all degrees 0: the work does not grow with any parameter alone; each counts once)
        work = " * ".join(f"(double)({p})" for p in factors)
        bound = float(self.threshold) ** len(factors)
        return f"{work} >= {bound:.17g}" if bound < 1e15 else f"{work} >= {bound:.6e}"

    def to_json(self) -> dict:
        """For the JSON of the decisions (s2s.translate's `scops`)."""
        return {"verdict": self.verdict, "params": list(self.params), "threshold": self.threshold,
                "condition": self.condition,
                "estimates": [{"scale": p.value, "device_s": p.device_s, "kernel_s": p.kernel_s,
                               "transfer_s": p.transfer_s, "host_s": p.host_s} for p in self.points]}

    def describe(self) -> list[str]:
        """Lines for -v, explain and the report: the decision and the estimates behind it."""
        sizes = ", ".join(self.params) if self.params else None
        out = []
        if self.verdict == "versioned":
            out.append(f"profitability: the device pays from {' = '.join(self.params)} ~ {self.threshold} on "
                       f"(cost model): runtime test `{self.condition}`, the original code below it")
        elif self.verdict == "device":
            out.append("profitability: the device is faster at every size the model tried"
                       if sizes else "profitability: the device is faster (cost model)")
        else:
            out.append("profitability: the host is faster at every size the model tried"
                       if sizes else "profitability: the host is faster (cost model)")
        shown = self.points if len(self.points) <= 3 else \
            [self.points[0], *([self._around()] if self._around() else []), self.points[-1]]
        seen = set()
        for p in shown:
            if p.value in seen:
                continue
            seen.add(p.value)
            at = f"at {' = '.join(self.params)} = {p.value}" if sizes else "at its fixed sizes"
            out.append(f"cost {at}: {p.describe()}")
        return out

    def _around(self) -> SizePoint | None:
        if self.threshold is None:
            return None
        return next((p for p in self.points if p.value >= self.threshold), None)


def winning_from(wins: list[bool]) -> int:
    """The index of the first sampled size from which `wins` holds at every larger one (the last index
    must hold)."""
    first = len(wins) - 1
    while first > 0 and wins[first - 1]:
        first -= 1
    return first


def decide(scop, kernels, plan, machine: Machine = DEFAULT_MACHINE, pinned: bool = False) -> Profitability:
    """Offload, version or keep on the host (the module docstring says how)."""
    params = size_params(scop)
    fps, fills, strided = _footprints(scop), domain_fills(scop), strided_accesses(scop)
    if not params:
        p = evaluate(scop, kernels, plan, 1, machine, fps, fills, strided, pinned)
        return Profitability("device" if p.device_wins(machine.margin) else "host", [], [p])
    points = [evaluate(scop, kernels, plan, v, machine, fps, fills, strided, pinned) for v in SCALES]
    wins = [p.device_wins(machine.margin) for p in points]

    def device_at(v: int) -> float:
        return evaluate(scop, kernels, plan, v, machine, fps, fills, strided, pinned).device_s
    if all(wins):
        return Profitability("device", params, points, device_at=device_at)
    if not wins[-1]:
        return Profitability("host", params, points)
    first = winning_from(wins)
    lo, hi = SCALES[first - 1], SCALES[first]      # host wins at lo, device at hi
    for _ in range(REFINE_STEPS):
        mid = (lo + hi) // 2
        if mid in (lo, hi):
            break
        p = evaluate(scop, kernels, plan, mid, machine, fps, fills, strided, pinned)
        if p.device_wins(machine.margin):
            hi = mid
        else:
            lo = mid
    return Profitability("versioned", params, points, hi, work_degrees(scop, params, fills), device_at=device_at)
