"""Kernel fission by statement groups: one kernel band whose statements need not run together becomes a
sequence of kernels over the same parallel members, one per group of statements.

symm in any loop order is one kernel of isl's schedule: at each point (i, j) the partial sum `t2` over the
rows k < i, the finish `C[i][j] = beta * C[i][j] + ... + alpha * t2`, and the updates of `C[i][j]` from the
rows k > i (`C[k][j] += ...` of the later rows, rescheduled to the point of the element they update).  Two
accumulators with their own k ranges in one thread: the contraction pass (gpu/contraction.py) takes one
update per kernel, so the whole product ran as a generic kernel (a thread per point walking its rows,
about 2 global loads per multiply-add).  As two kernels, {t2 = 0; t2 += ...; C[i][j] = ... t2} and
{C[i][j] += ... over k > i}, each is a triangular contraction (masked plan).

Legal when the groups can be ordered so that no dependence goes from a later group to an earlier one:
the groups are the strongly connected components of the kernel's statements under the dependences
between them, in a topological order.  The band's parallel members carry no dependence (coincident), so
every dependence between two statements of the kernel links instances of one point; running one group's
kernel over all points before the next keeps each of them in order, and the instances of a group keep
their own schedule (the band restricted to them).  The pipeline's verify pass checks the generated code
against the dependences as for every schedule.
"""
from __future__ import annotations

import islpy as isl
import networkx as nx

from ..model.isl_util import maps, sets
from .mapping import normalize


def statement_groups(domain: isl.UnionSet, deps: isl.UnionMap, order: list[str]) -> list[list[str]] | None:
    """The statements of `domain` in groups that may run one after the other (a topological order of the
    strongly connected components of the dependences `deps` restricted to `domain`); ties keep `order`
    (the statements' order in the program).  None where there is only one group."""
    names = sorted({s.get_tuple_name() for s in sets(domain)}, key=lambda s: order.index(s) if s in order else 0)
    if len(names) < 2:
        return None
    g = nx.DiGraph()
    g.add_nodes_from(names)
    inner = deps.intersect_domain(domain).intersect_range(domain)
    for m in maps(inner):
        if not m.is_empty():
            g.add_edge(m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out))
    cond = nx.condensation(g)
    if cond.number_of_nodes() < 2:
        return None
    rank = {n: i for i, n in enumerate(names)}
    groups = [sorted(cond.nodes[c]["members"], key=rank.__getitem__)
              for c in nx.lexicographical_topological_sort(
                  cond, key=lambda c: min(rank[s] for s in cond.nodes[c]["members"]))]
    return groups


def band_at(sched: isl.Schedule, path: tuple[int, ...]) -> isl.ScheduleNode | None:
    """The band at `path` (mapping.KernelSpec.path) in the normalized tree, None if there is none."""
    node = normalize(sched.get_root())
    for i in path:
        node = node.child(i)
    return node if node.get_type() == isl.schedule_node_type.band else None


def fission(sched: isl.Schedule, path: tuple[int, ...], groups: list[list[str]]) -> isl.Schedule:
    """`sched` with the kernel band at `path` split into a sequence of copies of the band, one per group
    of its statements, in the order given (legal when it is a topological order of statement_groups' or
    any contiguous merge of it).  The caller marks the coincident members again (mark_coincidence)."""
    node = band_at(sched, path)
    dom = node.get_domain()
    filters = None
    for grp in groups:
        f = isl.UnionSet.empty(dom.get_space())
        for s in sets(dom):
            if s.get_tuple_name() in grp:
                f = f.union(isl.UnionSet.from_set(s))
        filters = isl.UnionSetList.from_union_set(f) if filters is None else filters.add(f)
    return node.insert_sequence(filters).get_schedule()
