"""Scalars declared outside the SCoP become private to the iterations that use them.

`double acc;` at the top of a function and, in its SCoP, `for i for j { acc = 0; for k acc += ...;
C[i][j] = ... acc; }`: every iteration (i, j) writes `acc` before reading it, but the one memory cell makes
every iteration depend on the others (output and anti-dependences), so nothing runs in parallel.  PPCG
relaxes these with live-range reordering; here the scalar is expanded, as a scalar declared inside the
loops already is (model/builder.py): `acc` becomes a private array indexed by the loops around all its
uses, and the false dependences disappear.

Legal when (isl's exact dataflow) every read of the scalar gets its value from a write of the same
iteration of those loops, so no value crosses iterations and none comes from before the SCoP, and when
the scalar's value is dead once the SCoP ends: the front end marks a scalar so (`Scop.dead_after`) only if
it is a local or by-value parameter of the function, neither static nor volatile, that no code of the
function outside the SCoP names (frontend/scop_finder.py).
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ..analysis import analyse
from ..model.dependences import IslBudget, _has_divs, _untag, may_dependences
from ..model.scop import Array, Scop
from .manager import Pass, State


def _common_loops(scop: Scop, name: str) -> list[int]:
    loops = None
    for st in scop.statements:
        if any(a.array == name for a in st.accesses):
            if loops is None:
                loops = list(st.loops)
            else:
                k = 0
                while k < min(len(loops), len(st.loops)) and loops[k] == st.loops[k]:
                    k += 1
                loops = loops[:k]
    return loops or []


def _same_iteration(rel: isl.Map, r: int) -> bool:
    """Whether every pair of the dependence relation agrees on its first r iterators."""
    eq = rel
    for d in range(r):
        eq = eq.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
    return rel.is_subset(eq)


def privatizable(scop: Scop) -> dict[str, int]:
    """{scalar: number of enclosing loops to expand it along} for the dead-after scalars whose every read
    gets its value from a write of the same iteration of those loops."""
    cands = {}
    for name in sorted(scop.dead_after):
        arr = scop.arrays.get(name)
        if arr is None or arr.kind != "scalar":
            continue
        r = len(_common_loops(scop, name))
        if r:
            cands[name] = r
    if not cands:
        return {}
    reads = scop.accesses_of("read", tagged=True)
    writes = scop.accesses_of("write", tagged=True)
    sched = scop.schedule_map()
    tagged_dom = reads.domain().union(writes.domain())
    tagged_sched = tagged_dom.unwrap().domain_map().apply_range(sched)
    check = any(_has_divs(s.domain) for s in scop.statements)
    with IslBudget(reads.get_ctx()):
        flow = may_dependences(reads, writes, None, tagged_sched, check) if not reads.is_empty() else None
    ref_array = {a.ref_id: a.array for st in scop.statements for a in st.accesses}
    sourced: dict[str, isl.UnionSet] = {}          # read ref -> its instances that have a source
    for src, snk, rel in (_untag(flow) if flow is not None else []):
        name = ref_array.get(snk)
        if name not in cands:
            continue
        if ref_array.get(src) != name or not _same_iteration(rel, cands[name]):
            cands.pop(name)
            continue
        dom = isl.UnionSet.from_set(rel.range())
        sourced[snk] = sourced[snk].union(dom) if snk in sourced else dom
    for st in scop.statements:
        for a in st.reads:
            if a.array in cands:
                have = sourced.get(a.ref_id)
                if have is None or not isl.UnionSet.from_set(st.domain).is_subset(have):
                    cands.pop(a.array)             # some instance reads the value from before the SCoP
    return cands


def expand(scop: Scop, ranks: dict[str, int]) -> Scop:
    """The SCoP with each scalar of `ranks` a private array along its first `rank` enclosing loops."""
    arrays = dict(scop.arrays)
    for name, r in ranks.items():
        arrays[name] = Array(name=name, ctype=scop.arrays[name].ctype, sizes=[None] * r, kind="private",
                             expanded_dims=r)
    statements = []
    for st in scop.statements:
        accesses = []
        for a in st.accesses:
            if a.array in ranks:
                r = ranks[a.array]
                dom = st.domain.get_space()
                lsp = isl.LocalSpace.from_space(dom)
                m = None
                for k in range(r):
                    am = isl.Map.from_pw_aff(isl.PwAff.var_on_domain(lsp, isl.dim_type.set, k))
                    m = am if m is None else m.flat_range_product(am)
                a = replace(a, relation=m.set_tuple_name(isl.dim_type.out, a.array))
            accesses.append(a)
        statements.append(replace(st, accesses=accesses))
    return replace(scop, arrays=arrays, statements=statements)


class PrivatizePass(Pass):
    name = "privatize"
    requires = ("dependences",)
    provides = ("privatized",)
    optional = True
    description = ("scalars declared outside the SCoP whose values are dead after it and never cross an "
                   "iteration of the loops around their uses are expanded along those loops (private copies)")

    def run(self, state: State) -> None:
        state["privatized"] = {}
        scop = state.scop
        if not scop.dead_after:
            return
        try:
            ranks = privatizable(scop)
            if not ranks:
                return
            new = expand(scop, ranks)
            analysis = analyse(new)
        except isl.Error:
            return          # no answer from isl (its operation bound): the scalars stay shared
        union = analysis.deps.union()
        state.scop = new
        state["dependences"] = analysis.deps
        state["dep_union"] = union if union is not None else isl.UnionMap.empty(new.context.get_space())
        state["privatized"] = ranks
        names = ", ".join(f"{n} (along {r} loop{'s' if r > 1 else ''})" for n, r in ranks.items())
        state.decide(f"privatized: {names}: written before being read in each iteration, and dead after the "
                     "SCoP; each iteration gets its own copy")
