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
it is a local or by-value parameter of the function, neither static, volatile nor atomic, that no code of the
function outside the SCoP names (frontend/scop_finder.py).  Such a scalar is still live when the SCoP may run
again while it lives (`Scop.carried`: in a time loop) and some read of the SCoP takes its value from before
the SCoP: `for (t ...) { #pragma scop  y[i] = s * x[i] ...  for (i ...) { s = y[i] + 1; z[i] = s; } }` reads
at the next step the value of s the last iteration left, so s keeps one cell (passes/transfers.py copies it
back, as for any carried scalar).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl
import networkx as nx

from ..analysis import analyse
from ..model.dependences import tagged_flow
from ..model.isl_util import leading_dims
from ..model.scop import Array, Scop
from .forward import forward, record
from .manager import Pass, State
from .schedule import adopt


def _common_prefix(lists: list[list[int]]) -> list[int]:
    out = list(lists[0]) if lists else []
    for loops in lists[1:]:
        k = 0
        while k < min(len(out), len(loops)) and out[k] == loops[k]:
            k += 1
        out = out[:k]
    return out


def sourced_in_scop(st, ref: str, flow: list[tuple[str, str, isl.Map]]) -> bool:
    """Whether every instance of statement st's read `ref` gets its value from a write of the SCoP
    (`flow`: tagged_flow's triples)."""
    have = None
    for _src, snk, rel in flow:
        if snk == ref:
            dom = isl.UnionSet.from_set(rel.range())
            have = dom if have is None else have.union(dom)
    return have is not None and isl.UnionSet.from_set(st.domain).is_subset(have)


def names_taken(scop: Scop) -> set[str]:
    """The names a made-up array of the SCoP (a private copy `s_0`, an expanded buffer `sum_x`) must not
    take: OpenMP code declares it in the user's function around the SCoP's statements, where it would hide
    what they name under that spelling, the typedef of a cast (`(s_0)s`) and an enumeration constant
    included, and the file's macros would replace it."""
    return set(scop.arrays) | set(scop.params) | set(scop.scalar_values) | set(scop.macros) | \
        set(scop.typedefs) | set(scop.constants)


def _is_read(st, ref: str) -> bool:
    return next(a for a in st.accesses if a.ref_id == ref).kind == "read"


def _same_iteration(rel: isl.Map, r: int) -> bool:
    """Whether every pair of the dependence relation agrees on its first r iterators."""
    eq = rel
    for d in range(r):
        eq = eq.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
    return rel.is_subset(eq)


@dataclass
class Web:
    """The references of one scalar that exchange values (flow dependences, and references of one
    statement), to be expanded along `rank` loops as the array `name`."""

    scalar: str
    refs: set[str]
    rank: int
    name: str = ""


def privatizable(scop: Scop) -> list[Web]:
    """The webs of the dead-after scalars that can be expanded: every read of a web gets its value from a
    write of the web in the same iteration of the loops around all the web's references (so no value
    crosses those iterations, and none comes from before the SCoP).  Webs never overlap in time (a read's
    source is the last write before it), so each may get an array of its own."""
    scalars = [n for n in sorted(scop.dead_after) if n in scop.arrays and scop.arrays[n].kind == "scalar"]
    if not scalars:
        return []
    deps = tagged_flow(scop)
    stmt_of = {a.ref_id: st for st in scop.statements for a in st.accesses}
    out: list[Web] = []
    for x in scalars:
        refs = [a.ref_id for st in scop.statements for a in st.accesses if a.array == x]
        if x in scop.carried and any(not sourced_in_scop(stmt_of[r], r, deps) for r in refs
                                     if _is_read(stmt_of[r], r)):
            continue    # the value it leaves is what the SCoP's next execution reads first
        graph = nx.Graph()
        graph.add_nodes_from(refs)
        by_stmt: dict[str, str] = {}
        for r in refs:                      # one statement prints one name for the scalar
            name = stmt_of[r].name
            if name in by_stmt:
                graph.add_edge(r, by_stmt[name])
            by_stmt[name] = r
        mine = [(src, snk, rel) for src, snk, rel in deps if snk in graph]
        graph.add_edges_from((src, snk) for src, snk, _ in mine)
        webs = {min(c): set(c) for c in nx.connected_components(graph)}
        for members in webs.values():
            rank = len(_common_prefix([stmt_of[r].loops for r in sorted(members)]))
            if not rank:
                continue
            ok = all(_same_iteration(rel, rank) for src, snk, rel in mine if snk in members)
            for r in sorted(members):
                st = stmt_of[r]
                acc = next(a for a in st.accesses if a.ref_id == r)
                if not ok or acc.kind != "read":
                    continue
                if not sourced_in_scop(st, r, mine):
                    ok = False                  # some instance reads the value from before the SCoP
            if ok:
                out.append(Web(x, members, rank))
    used = names_taken(scop)
    for x in scalars:
        mine = [w for w in out if w.scalar == x]
        whole = len(mine) == 1 and mine[0].refs == {a.ref_id for st in scop.statements for a in st.accesses
                                                     if a.array == x}
        for k, w in enumerate(mine):
            if whole:
                w.name = x                      # the scalar itself becomes the array
                continue
            name = f"{x}_{k}"
            while name in used:
                name += "_"
            used.add(name)
            w.name = name
    return out


def expand(scop: Scop, webs: list[Web]) -> Scop:
    """The SCoP with the references of each web accessing its own private array, along the web's first
    `rank` enclosing loops."""
    arrays = dict(scop.arrays)
    by_ref = {}
    for w in webs:
        arrays[w.name] = Array(name=w.name, ctype=scop.arrays[w.scalar].ctype, sizes=[None] * w.rank,
                               kind="private", expanded_dims=w.rank)
        for r in w.refs:
            by_ref[r] = w
    statements = []
    for st in scop.statements:
        accesses = []
        for a in st.accesses:
            w = by_ref.get(a.ref_id)
            if w is not None:
                m = leading_dims(st.domain.get_space(), w.rank)
                a = replace(a, array=w.name, relation=m.set_tuple_name(isl.dim_type.out, w.name))
            accesses.append(a)
        statements.append(replace(st, accesses=accesses))
    return replace(scop, arrays=arrays, statements=statements)


class PrivatizePass(Pass):
    name = "privatize"
    requires = ("dependences",)
    provides = ("privatized",)
    after = ("forward",)
    optional = True
    description = ("scalars declared outside the SCoP whose values are dead after it and never cross an "
                   "iteration of the loops around their uses are expanded along those loops (private copies)")

    def run(self, state: State) -> None:
        state["privatized"] = {}
        scop = state.scop
        if not scop.dead_after:
            return
        try:
            webs = privatizable(scop)
            if not webs:
                return
            new = expand(scop, webs)
            # a web that stands for an array element during its iteration becomes that element
            # (passes/forward.py): no private copies at all
            forwarded, done = forward(new) if "forward" not in state.options.disabled else (new, [])
            try:
                analysis = analyse(forwarded)
                new = forwarded
            except isl.Error:
                done = []
                analysis = analyse(new)
        except isl.Error:
            return          # no answer from isl (its operation bound): the scalars stay shared
        adopt(state, new, analysis)
        state["privatized"] = {w.name: w.rank for w in webs}
        names = ", ".join(f"{w.scalar}{'' if w.name == w.scalar else f' as {w.name}'} (along {w.rank} "
                          f"loop{'s' if w.rank > 1 else ''})" for w in webs)
        state.decide(f"privatized: {names}: written before being read in each iteration, and dead after the "
                     "SCoP; each iteration gets its own copy")
        if done:
            record(state, done)
