"""Buffer arrays reused by every iteration of outer loops get one copy per iteration, the last copied back.

`for r for q { for p { sum[p] = 0; for s sum[p] += A[r][q][s] * C4[s][p]; } for p A[r][q][p] = sum[p]; }`:
each (r, q) iteration fills `sum` before reading it, so no value crosses iterations, but the one buffer makes
every iteration depend on the others (output and anti-dependences) and r and q stay sequential: a host loop
of nr * nq launches.  PPCG relaxes such dependences with live-range reordering; here the buffer is expanded,
as passes/privatize.py expands scalars: the references read and write `sum_x[r][q][p]`, and a statement
added at the end of the SCoP, `sum[e] = sum_x[nr - 1][nq - 1][e]`, leaves in `sum` what the program leaves
there (the arrays of a function's caller are live after the SCoP, unlike privatize.py's dead scalars).

Legal when (isl's exact dataflow) every read of the array gets its value from a write of the same
iteration of the loops around all its references (no value crosses iterations, none comes from before the
SCoP), and the last iteration of those loops (a single one, affine in the parameters) writes every element
that any iteration writes: then that iteration's copy holds the final value of every written element, and
the elements no iteration writes keep theirs.  Done only when it makes one of those loops parallel (the
schedule passes then choose the order and mapping as for any SCoP), and when the copies are not much
larger than the SCoP's largest array (device memory).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl
from pycparser import c_ast

from ..analysis import analyse
from ..gpu.cost import box_volume
from ..model.dependences import tagged_flow
from ..model.isl_util import checked_lexmax, leading_dims
from ..model.scop import Access, Array, Loop, Scop, Statement
from .manager import Pass, State
from .privatize import _common_prefix, _same_iteration, names_taken, sourced_in_scop
from .schedule import adopt
from .transfers import footprint

MEMORY_FACTOR = 2.0     # expanded copies at most this many times the SCoP's largest array (at SIZE_HINT)


@dataclass
class ArrayWeb:
    """Array `array`, whose every reference reads and writes a copy per iteration of its `rank` outermost
    common loops (`loops`), as the array `name`; `last`: those loops' last iteration (affine in the
    parameters); `written`: the elements the SCoP writes."""

    array: str
    rank: int
    loops: list[int]
    last: isl.MultiPwAff
    written: isl.Set
    name: str = ""


def _prefix(rel: isl.Map, rank: int) -> isl.Map:
    """S[i...] -> A[e...] as P[i_0..i_rank-1] -> A[e...] (P an anonymous tuple shared by all statements)."""
    n = rel.dim(isl.dim_type.in_)
    m = rel.project_out(isl.dim_type.in_, rank, n - rank)
    m = m.reset_tuple_id(isl.dim_type.in_)
    for d in range(rank):
        m = m.set_dim_id(isl.dim_type.in_, d, isl.Id(f"p{d}"))
    return m.reset_tuple_id(isl.dim_type.out)


def candidates(scop: Scop) -> list[ArrayWeb]:
    """The written arrays whose references satisfy the module's legality conditions."""
    written = scop.written_arrays()
    names = [n for n, a in scop.arrays.items()
             if n in written and a.rank >= 1 and a.kind not in ("private", "snapshot")
             and not a.flat]
    if not names:
        return []
    flow = None
    out = []
    for name in names:
        stmts = [st for st in scop.statements if any(a.array == name for a in st.accesses)]
        loops = _common_prefix([st.loops for st in stmts])
        if not loops or any(scop.loops[lid].stride <= 0 for lid in loops):
            continue
        rank = len(loops)
        if flow is None:
            flow = tagged_flow(scop)
        refs = {a.ref_id: (st, a) for st in stmts for a in st.accesses if a.array == name}
        mine = [(src, snk, rel) for src, snk, rel in flow if snk in refs]
        if not all(_same_iteration(rel, rank) for _src, _snk, rel in mine):
            continue                            # a value crosses an iteration of the loops
        if not all(sourced_in_scop(st, ref, mine) for ref, (st, a) in refs.items() if a.kind == "read"):
            continue                            # some instance reads a value from before the SCoP
        writes = None
        for st, a in refs.values():
            if a.kind == "write":
                w = _prefix(a.relation.intersect_domain(st.domain), rank)
                writes = w if writes is None else writes.union(w)
        its = writes.domain()
        last = checked_lexmax(its)
        if last is None or last.n_piece() != 1:
            continue
        last_set = isl.Set.from_pw_multi_aff(last)          # params -> the last iteration
        elems = writes.range()
        if not elems.is_subset(writes.intersect_domain(last_set).range()):
            continue                            # the last iteration does not write every element
        out.append(ArrayWeb(name, rank, loops, isl.MultiPwAff.from_pw_multi_aff(last), elems))
    return out


def _name(scop: Scop, array: str) -> str:
    used = names_taken(scop)
    name = f"{array}_x"
    while name in used:
        name += "_"
    return name


def _pw_to_node(pw: isl.PwAff, ctx_set: isl.Set) -> c_ast.Node:
    from ..model.builder import _c_of_ast_expr, _parse_expression
    return _parse_expression(_c_of_ast_expr(isl.AstBuild.from_context(ctx_set).expr_from_pw_aff(pw)))


def expand(scop: Scop, web: ArrayWeb) -> Scop:
    """The SCoP with every reference of `web.array` on its own copy per iteration, and the statement that
    copies the last iteration's copy back at the end."""
    src = scop.arrays[web.array]
    web.name = web.name or _name(scop, web.array)
    arrays = dict(scop.arrays)
    arrays[web.name] = Array(name=web.name, ctype=src.ctype, sizes=[None] * (web.rank + src.rank),
                             kind="private", expanded_dims=web.rank, expanded_of=web.array)
    statements = []
    for st in scop.statements:
        accesses = []
        for a in st.accesses:
            if a.array == web.array:
                pre = leading_dims(st.domain.get_space(), web.rank)
                rel = pre.flat_range_product(a.relation.reset_tuple_id(isl.dim_type.out))
                a = replace(a, array=web.name, relation=rel.set_tuple_name(isl.dim_type.out, web.name))
            accesses.append(a)
        statements.append(replace(st, accesses=accesses))
    copy, loops, band = _copy_statement(scop, web, statements)
    statements.append(copy)
    width = max(2 * len(s.iterators) + 1 for s in statements)
    from ..model.builder import _pad_schedule
    statements = [replace(s, schedule=_pad_schedule(s.schedule, width)) for s in statements]
    return replace(scop, arrays=arrays, statements=statements, loops=list(scop.loops) + loops,
                   schedule_tree=scop.schedule_tree.sequence(band))


def _copy_statement(scop: Scop, web: ArrayWeb, statements: list[Statement]):
    """`A[e] = A_x[last...][e];` over the written elements, after everything else."""
    src = scop.arrays[web.array]
    name = f"S{len(statements)}"
    while any(s.name == name for s in statements):
        name += "_"
    n = src.rank
    cnames = [f"_s2s_e{d}" for d in range(n)]
    dom = web.written.reset_tuple_id().set_tuple_name(name)
    for d in range(n):
        dom = dom.set_dim_name(isl.dim_type.set, d, cnames[d])
    dom = dom.intersect_params(scop.context)
    loops = []
    for d in range(n):
        loops.append(Loop(id=len(scop.loops) + d, var=cnames[d], dim_name=cnames[d], loc=None, depth=d,
                          parent=loops[-1].id if loops else None, statements=[name], ctype="long"))
    coord = next(st.loc for st in statements for a in st.writes if a.array == web.name)
    lhs: c_ast.Node = c_ast.ID(web.array)
    for c in cnames:
        lhs = c_ast.ArrayRef(lhs, c_ast.ID(c))
    rhs: c_ast.Node = c_ast.ID(web.name)
    params = scop.context.params()
    for k in range(web.rank):
        rhs = c_ast.ArrayRef(rhs, _pw_to_node(web.last.get_pw_aff(k), params))
    for c in cnames:
        rhs = c_ast.ArrayRef(rhs, c_ast.ID(c))
    node = c_ast.Assignment("=", lhs, rhs)
    space = dom.get_space()
    lsp = isl.LocalSpace.from_space(space)
    ident = leading_dims(space, n)
    w_rel = ident.set_tuple_name(isl.dim_type.out, web.array).intersect_domain(dom)
    last_set = isl.Set.from_pw_multi_aff(isl.PwMultiAff.from_multi_pw_aff(web.last)).reset_tuple_id()
    last = isl.Map.from_domain_and_range(isl.Set.universe(space), last_set.align_params(space))
    r_rel = last.flat_range_product(ident).set_tuple_name(isl.dim_type.out, web.name).intersect_domain(dom)
    accesses = [Access(web.name, "read", r_rel, f"{name}_r0", rhs), Access(web.array, "write", w_rel,
                                                                          f"{name}_w1", lhs)]
    top = 1 + max(_top_position(s) for s in statements)
    const = [isl.PwAff.val_on_domain(isl.Set.universe(space), isl.Val(v)) for v in (top, 0)]
    parts = [const[0]]
    for d in range(n):
        parts += [isl.PwAff.var_on_domain(lsp, isl.dim_type.set, d), const[1]]
    sched = None
    for a in parts:                             # the 2d+1 schedule [top, e0, 0, e1, 0, ...]
        am = isl.Map.from_pw_aff(a)
        sched = am if sched is None else sched.flat_range_product(am)
    from ..frontend.symbols import c_text
    st = Statement(name=name, node=node, loc=coord, text=c_text(node).strip(), domain=dom,
                   iterators=list(cnames), c_iterators=list(cnames), loops=[lp.id for lp in loops],
                   accesses=accesses, schedule=sched)
    band = isl.Schedule.from_domain(isl.UnionSet.from_set(dom))
    if n:
        mupa = isl.MultiUnionPwAff.from_union_map(isl.UnionMap.from_map(ident.intersect_domain(dom)))
        band = band.insert_partial_schedule(mupa)
    return st, loops, band


def _top_position(st: Statement) -> int:
    """The statement's textual position at the top level: the constant first dimension of its 2d+1
    schedule."""
    v = st.schedule.range().dim_max_val(0)
    return v.to_python() if v.is_int() else 0


def _volume(scop: Scop, name: str) -> float:
    fp = footprint(scop, name)
    return box_volume(fp) if fp is not None else 0.0


class ExpandArraysPass(Pass):
    name = "expand-arrays"
    requires = ("dependences",)
    provides = ("expanded",)
    after = ("privatize",)
    optional = True
    description = ("buffer arrays that every iteration of outer loops fills before reading get a copy per "
                   "iteration (the last one copied back at the end), when that frees loops")

    def run(self, state: State) -> None:
        state["expanded"] = {}
        scop = state.scop
        try:
            webs = candidates(scop)
        except isl.Error:
            return
        carried = {lp.loop_id for lp in analyse(scop).loops if not lp.parallel} if webs else set()
        for web in webs:
            if not carried & set(web.loops):
                continue                        # nothing to free
            try:
                largest = max((_volume(scop, n) for n, a in scop.arrays.items()
                               if a.rank >= 1 and n != web.array), default=0.0)
                new = expand(scop, web)
                if _volume(new, web.name) > MEMORY_FACTOR * max(largest, _volume(scop, web.array)):
                    state.decide(f"expand-arrays: {web.array} not expanded: its copies would take more than "
                                 f"{MEMORY_FACTOR:g} times the SCoP's largest array")
                    continue
                analysis = analyse(new)
            except isl.Error:
                continue
            now = {lp.loop_id for lp in analysis.loops if not lp.parallel}
            freed = [lid for lid in web.loops if lid in carried and lid not in now]
            if not freed:
                continue
            adopt(state, new, analysis)
            scop, carried = new, now
            state["expanded"][web.array] = web.name
            loops = ", ".join(scop.loops[lid].var for lid in web.loops)
            state.decide(f"expand-arrays: {web.array} becomes {web.name}, one copy per iteration of {loops} "
                         f"(each iteration writes it before reading it; the last iteration's copy is copied "
                         f"back at the end), which makes {', '.join(scop.loops[lid].var for lid in freed)} "
                         "parallel")
