"""Exact dataflow with isl: flow (RAW), anti (WAR) and output (WAW) dependences, tagged by reference.

Each dependence is described against the original program: which loops carry it and, where
constant, its distance in each common loop.  The statement dependence graph is a networkx DiGraph.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl
import networkx as nx

from ..passes.bounded import ChildFailed, Timeout, run_bounded

from .flow_cache import flow_cache, flow_key
from .isl_util import maps as _maps, out_of_operations
from .scop import Scop


@dataclass
class Dependence:
    kind: str                      # "flow", "anti" or "output"
    source: str                    # statement names
    sink: str
    array: str
    relation: isl.Map              # S_src[i] -> S_snk[i']
    source_ref: str = ""
    sink_ref: str = ""
    carried_by: list[int] = field(default_factory=list)   # loop ids carrying some instance
    loop_independent: bool = False                        # some instance is in the same iteration
    distance: list[str] = field(default_factory=list)     # per common loop: "0", "1", "+", "-", "*"
    common_loops: list[int] = field(default_factory=list)

    def to_json(self, scop: Scop) -> dict:
        return {
            "kind": self.kind, "source": self.source, "sink": self.sink, "array": self.array,
            "source_line": (scop.statement(self.source).loc.line if scop.statement(self.source).loc else None),
            "sink_line": (scop.statement(self.sink).loc.line if scop.statement(self.sink).loc else None),
            "carried_by": [scop.loops[lid].var for lid in self.carried_by],
            "carried_by_lines": [scop.loops[lid].loc.line if scop.loops[lid].loc else None
                                 for lid in self.carried_by],
            "distance": self.distance,
            "loop_independent": self.loop_independent,
            "relation": str(self.relation),
        }


@dataclass
class DependenceInfo:
    deps: list[Dependence]
    graph: nx.MultiDiGraph

    def union(self, kinds=("flow", "anti", "output")) -> isl.UnionMap | None:
        u = None
        for d in self.deps:
            if d.kind in kinds:
                m = isl.UnionMap.from_map(d.relation)
                u = m if u is None else u.union(m)
        return u

    def carried_by_loop(self, loop_id: int) -> list[Dependence]:
        return [d for d in self.deps if loop_id in d.carried_by]


def _untag(umap: isl.UnionMap) -> list[tuple[str, str, isl.Map]]:
    """[S[i] -> ref[]] -> [T[j] -> ref2[]]  into (ref, ref2, S[i] -> T[j]) triples."""
    out = []
    for m in _maps(umap):
        dom_tag = m.get_space().domain().unwrap().range().get_tuple_name(isl.dim_type.set)
        rng_tag = m.get_space().range().unwrap().range().get_tuple_name(isl.dim_type.set)
        plain = m.domain_factor_domain().range_factor_domain()
        out.append((dom_tag, rng_tag, plain))
    return out


def _tagged_inputs(scop: Scop) -> tuple[isl.UnionMap, isl.UnionMap, isl.UnionMap, bool]:
    """Tagged reads and writes, the schedule of their tagged instances, and whether compute_flow's answer
    must be checked (see below)."""
    reads = scop.accesses_of("read", tagged=True)
    writes = scop.accesses_of("write", tagged=True)
    tagged_dom = reads.domain().union(writes.domain())
    tagged_sched = tagged_dom.unwrap().domain_map().apply_range(scop.schedule_map())
    return reads, writes, tagged_sched, any(_has_divs(s.domain) for s in scop.statements)


def tagged_flow(scop: Scop) -> list[tuple[str, str, isl.Map]]:
    """(source reference, sink reference, source instance -> sink instance) for each read instance's last
    writer in the SCoP; a read instance absent from every relation reads a value from before the SCoP.
    Within IslBudget (isl.Error past it)."""
    reads, writes, tagged_sched, check = _tagged_inputs(scop)
    if reads.is_empty() or writes.is_empty():
        return []
    with IslBudget(reads.get_ctx()):
        return _untag(may_dependences(reads, writes, None, tagged_sched, check))


def compute_dependences(scop: Scop) -> DependenceInfo:
    reads, writes, tagged_sched, check = _tagged_inputs(scop)

    ref_array = {}
    ref_kind = {}
    ref_stmt = {}
    for s in scop.statements:
        for a in s.accesses:
            ref_array[a.ref_id] = a.array
            ref_kind[a.ref_id] = a.kind
            ref_stmt[a.ref_id] = s.name

    # isl's wrong last writers were all seen on domains with strides (existentially quantified variables);
    # checking compute_flow's answer costs 4x the analysis, so it is done there only (`check`).  (The
    # verify pass checks the generated code against the accesses anyway.)
    deps: list[Dependence] = []
    # flow: each read's last writer
    if not reads.is_empty() and not writes.is_empty():
        for src, snk, rel in _untag(may_dependences(reads, writes, None, tagged_sched, check)):
            deps.append(Dependence("flow", ref_stmt[src], ref_stmt[snk], ref_array[snk], rel, src, snk))
    # anti and output: for each write, the earlier reads and the previous write of the same element
    if not writes.is_empty():
        may = reads if not reads.is_empty() else None
        for src, snk, rel in _untag(may_dependences(writes, writes, may, tagged_sched, check)):
            kind = "output" if ref_kind[src] == "write" else "anti"
            # a statement reading and writing the same element (A[i] += ...) is not a dependence on itself
            if kind == "anti" and ref_stmt[src] == ref_stmt[snk]:
                rel = rel.subtract(isl.Map.identity(rel.get_space()))
                if rel.is_empty():
                    continue
            deps.append(Dependence(kind, ref_stmt[src], ref_stmt[snk], ref_array[snk], rel, src, snk))

    deps = _merge(deps)
    for d in deps:
        _classify(scop, d)
    graph = nx.MultiDiGraph()
    for s in scop.statements:
        graph.add_node(s.name, text=s.text, line=s.loc.line if s.loc else None)
    for d in deps:
        graph.add_edge(d.source, d.sink, kind=d.kind, array=d.array,
                       carried_by=[scop.loops[lid].var for lid in d.carried_by], distance=d.distance)
    return DependenceInfo(deps, graph)


# isl operations one dataflow computation may take (the corpus needs at most ~1e6 for a whole SCoP;
# some small strided, parametric nests need minutes: tests/fuzz_regressions/slow_dataflow.c)
FLOW_MAX_OPERATIONS = 2_000_000
FLOW_PROBE_TIMEOUT = 20.0       # seconds for the probe of one dataflow computation in a child


class IslBudget:
    """Run isl operations within a bound (isl.Error past it); isl counts them per context, cumulatively,
    so the count is reset on entry."""

    def __init__(self, ctx: isl.Context, limit: int = FLOW_MAX_OPERATIONS):
        self.ctx = ctx
        self.limit = limit

    def __enter__(self):
        self.old = self.ctx.get_max_operations()
        self.ctx.set_max_operations(self.limit)
        self.ctx.reset_operations()

    def __exit__(self, *exc):
        self.ctx.set_max_operations(self.old)
        return False


def bounded_flow(info: isl.UnionAccessInfo, sched: isl.UnionMap) -> isl.UnionFlow:
    """info.set_schedule_map(sched).compute_flow() within FLOW_MAX_OPERATIONS (isl.Error past it)."""
    with IslBudget(sched.get_ctx()):
        return info.set_schedule_map(sched).compute_flow()


def memory_dependences(sources: isl.UnionMap, sinks: isl.UnionMap, sched: isl.UnionMap) -> isl.UnionMap:
    """Every (source, sink) pair of instances that access the same element, the source first: a superset
    of the dataflow dependences that allows exactly the same schedules.  Computed on the affine maps
    without their domains (projecting the domains' strides and divisions is what costs isl), then
    restricted to the instances that run."""
    src, snk = sources.gist_domain(sources.domain()), sinks.gist_domain(sinks.domain())
    order = sched.gist_domain(sched.domain())
    same_element = src.apply_range(snk.reverse()).intersect(order.lex_lt_union_map(order))
    return same_element.intersect_domain(sources.domain()).intersect_range(sinks.domain())


def _last_sources_hold(dep: isl.UnionMap, sinks: isl.UnionMap, must_sources: isl.UnionMap,
                       sched: isl.UnionMap) -> bool:
    """Whether compute_flow's must dependences are right: each sink's source is the last must source of
    the same element before it, and every sink that has an earlier must source has one.  (isl gets this
    wrong on some strided nests: tests/fuzz_regressions/isl_wrong_last_writer.c.)"""
    with IslBudget(sched.get_ctx()):
        found = dep.intersect_domain(must_sources.domain())
        earlier = memory_dependences(must_sources, sinks, sched)          # must source -> sink
        order = sched.gist_domain(sched.domain())
        later = found.apply_range(earlier.reverse()).intersect(order.lex_lt_union_map(order))
        return later.is_empty() and earlier.range().is_subset(found.range())


def _has_divs(s: isl.Set) -> bool:
    found = []
    s.foreach_basic_set(lambda b: found.append(b.dim(isl.dim_type.div) > 0))
    return any(found)


def may_dependences(sinks: isl.UnionMap, must_sources: isl.UnionMap, may_sources: isl.UnionMap | None,
                    sched: isl.UnionMap, check: bool = True) -> isl.UnionMap:
    """isl's exact dataflow (compute_flow, its may dependences: source instance -> sink instance).

    isl fails on some strided, decreasing nests ("affine expression involves some of the domain
    dimensions", tests/fuzz_regressions/isl_compute_flow_error.c), takes minutes on others (then it is
    stopped, see bounded_flow), and on some returns a wrong last writer (checked by _last_sources_hold);
    then every earlier access to the same element counts as a source (memory_dependences): a superset
    of the exact dependences (killed ones included), which allows the same schedules.  `check`: whether
    to check the last writers.  The answer is remembered for the same inputs (model/flow_cache.py):
    several passes ask the same question, and a computation that runs out of its budget costs seconds."""
    return flow_cache.get_or_compute(flow_key(sinks, must_sources, may_sources, sched, check),
                                     lambda: _may_dependences(sinks, must_sources, may_sources, sched, check))


def _may_dependences(sinks: isl.UnionMap, must_sources: isl.UnionMap, may_sources: isl.UnionMap | None,
                     sched: isl.UnionMap, check: bool) -> isl.UnionMap:
    info = isl.UnionAccessInfo.from_sink(sinks).set_must_source(must_sources)
    if may_sources is not None:
        info = info.set_may_source(may_sources)
    try:
        # isl's dataflow crashes the process (SIGSEGV) on some programs (fuzz seeds 166 and 362924 of
        # generator 2): it runs first in a forked child, and a crash, an isl error or a timeout there
        # means the fallback below, without running it here
        run_bounded(lambda: (bounded_flow(info, sched), b"")[1], FLOW_PROBE_TIMEOUT,
                    "isl's dataflow (compute_flow)")
        dep = bounded_flow(info, sched).get_may_dependence()
        if not check or _last_sources_hold(dep, sinks, must_sources, sched):
            return dep
    except (isl.Error, ChildFailed, Timeout):
        pass
    sources = must_sources if may_sources is None else must_sources.union(may_sources)
    try:
        with IslBudget(sched.get_ctx()):
            return memory_dependences(sources, sinks, sched)
    except isl.Error as e:
        if not out_of_operations(e):
            raise
    # the superset itself took minutes on some strided nests (fuzz --c-features seed 6075,
    # tests/fuzz_regressions/slow_chain_waits_2.c): a coarser one, from the affine hulls
    return hull_memory_dependences(sources, sinks, sched)


def _hulls(u: isl.UnionMap) -> isl.UnionMap:
    """Each map of u replaced by its affine hull: a superset without strides, divisions or disjunctions."""
    out = isl.UnionMap.empty(u.get_space())
    for m in _maps(u):
        out = out.union(isl.UnionMap.from_map(isl.Map.from_basic_map(m.affine_hull())))
    return out


def hull_memory_dependences(sources: isl.UnionMap, sinks: isl.UnionMap, sched: isl.UnionMap) -> isl.UnionMap:
    """memory_dependences on the affine hulls of the accesses and of the schedule, restricted to the
    instances that run: a superset of it (an access's hull holds every element the access touches; the
    schedule's hull, on the instances, is the schedule, whose maps are affine functions), so it allows no
    schedule that the exact dependences forbid.  isl's lexicographic order of the hulls has no
    existentially quantified variables, which is what made the exact one cost minutes."""
    order = _hulls(sched)
    same_element = _hulls(sources).apply_range(_hulls(sinks).reverse()).intersect(order.lex_lt_union_map(order))
    return same_element.intersect_domain(sources.domain()).intersect_range(sinks.domain())


def _merge(deps: list[Dependence]) -> list[Dependence]:
    """One dependence per (kind, source, sink, array): union the relations of different references."""
    merged: dict[tuple, Dependence] = {}
    for d in deps:
        key = (d.kind, d.source, d.sink, d.array)
        if key in merged:
            merged[key].relation = merged[key].relation.union(d.relation)
        else:
            merged[key] = d
    return [d for d in merged.values() if not d.relation.is_empty()]


def _coalesce(m: isl.Map) -> isl.Map:
    """m.coalesce(), or m itself where isl fails ("original tableau does not correspond to original basic
    map", tests/fuzz_regressions/isl_coalesce_error.c): coalescing only simplifies the representation."""
    try:
        return m.coalesce()
    except isl.Error:
        return m


def _classify(scop: Scop, dep: Dependence) -> None:
    """Which loops carry the dependence, and its distance vector over the common loops."""
    src, snk = scop.statement(dep.source), scop.statement(dep.sink)
    common = []
    for a, b in zip(src.loops, snk.loops):
        if a != b:
            break
        common.append(a)
    dep.common_loops = common
    rel = dep.relation
    eq = rel
    carried = []
    dists = []
    for k, lid in enumerate(common):
        sign = -1 if scop.loops[lid].stride < 0 else 1
        # difference sink - source in the k-th common iterator, in the loop's execution direction
        dists.append(_describe(_dim_difference(rel, k, k), sign))
        if eq.is_empty():
            continue
        # carried at k: equal on outer common loops, ordered here
        if not _dim_order(eq, k, sign).is_empty():
            carried.append(lid)
        eq = eq.intersect(_dim_equal(eq.get_space(), k, k))
    dep.carried_by = carried
    dep.loop_independent = not eq.is_empty()
    dep.distance = dists


def _dim_equal(space: isl.Space, i: int, j: int) -> isl.Map:
    m = isl.Map.universe(space)
    return m.equate(isl.dim_type.in_, i, isl.dim_type.out, j)


def _dim_order(rel: isl.Map, k: int, sign: int) -> isl.Map:
    """Instances whose sink iterator k is after the source's, in execution order."""
    u = isl.Map.universe(rel.get_space())
    if sign > 0:
        u = u.order_lt(isl.dim_type.in_, k, isl.dim_type.out, k)
    else:
        u = u.order_gt(isl.dim_type.in_, k, isl.dim_type.out, k)
    return rel.intersect(u)


def _dim_difference(rel: isl.Map, i: int, j: int) -> isl.Set:
    """The set of values out_j - in_i over the relation, as a 1-d set."""
    wrapped = rel.wrap()
    ls = isl.LocalSpace.from_space(wrapped.get_space())
    n_in = rel.dim(isl.dim_type.in_)
    diff = isl.Aff.var_on_domain(ls, isl.dim_type.set, n_in + j).sub(isl.Aff.var_on_domain(ls, isl.dim_type.set, i))
    return wrapped.apply(isl.Map.from_aff(diff))


def _describe(diff: isl.Set, sign: int) -> str:
    if diff.is_empty():
        return "0"
    # a constant distance: one value for every instance and every parameter value (a sample point and a
    # subset test; parametric lexmin/lexmax cost seconds on sets with strides and divisions)
    p = diff.sample_point()
    v = int(p.get_coordinate_val(isl.dim_type.set, 0).to_python())
    if diff.is_subset(isl.Set(f"{{ [{v}] }}").align_params(diff.get_space())):
        return str(v * sign)
    pos = diff.intersect(isl.Set("{ [x] : x > 0 }").align_params(diff.get_space()))
    neg = diff.intersect(isl.Set("{ [x] : x < 0 }").align_params(diff.get_space()))
    zero = diff.intersect(isl.Set("{ [x] : x = 0 }").align_params(diff.get_space()))
    if sign < 0:
        pos, neg = neg, pos
    has = (not neg.is_empty(), not zero.is_empty(), not pos.is_empty())
    return {(False, False, True): "+", (False, True, True): "0+", (True, False, False): "-",
            (True, True, False): "0-", (False, True, False): "0"}.get(has, "*")

