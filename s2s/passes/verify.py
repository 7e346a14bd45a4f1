"""Verification of the generated code against the original program, before anything is emitted.

The ASTs isl builds (the host loops around the launches, each kernel's body) are read back into a
relation: statement instance -> (host position, thread, position in the kernel), exactly as the
printed code will run it.  The code is accepted only when it runs every instance of the SCoP once, and
every pair of instances that touch the same element (one of them writing) in the original order runs
in that order: in different launches one after the other, or in the same thread of one launch.  This
checks the schedule, the parallel mapping, the grid and isl's AST generation together, against the
accesses themselves (no dataflow analysis involved).

isl's AST generator does emit code that contradicts its schedule on some (rare) schedules
(tests/fuzz_regressions/isl_ast_wrong_order_*.c); the pipeline then falls back to the original order
(manager.run_pipeline), and to sequential code if that fails too.
"""
from __future__ import annotations

import islpy as isl

from ..gpu.reduction import check_plans
from ..model.dependences import IslBudget
from ..model.isl_util import maps as _maps, out_of_operations, pad_out as _pad, union_of as _union
from .bounded import ChildFailed, Timeout, run_bounded
from .manager import Pass, State

T = isl.ast_expr_op_type

VERIFY_MAX_OPERATIONS = 20_000_000


class AstSpace:
    """PwAffs and sets over one space: the parameters (SCoP parameters, launch and thread ids) and the
    AST's loop iterators as set dimensions."""

    def __init__(self, params: list[str], iterators: list[str]):
        self.params = params
        self.iterators = iterators
        sp = isl.Space.set_alloc(isl.DEFAULT_CONTEXT, len(params), len(iterators))
        for k, p in enumerate(params):
            sp = sp.set_dim_name(isl.dim_type.param, k, p)
        for k, it in enumerate(iterators):
            sp = sp.set_dim_name(isl.dim_type.set, k, it)
        self.space = sp
        self.ls = isl.LocalSpace.from_space(sp)
        self.universe = isl.Set.universe(sp)

    def const(self, v: int | isl.Val) -> isl.PwAff:
        val = v if isinstance(v, isl.Val) else isl.Val(int(v))
        return isl.PwAff.from_aff(isl.Aff.zero_on_domain(self.ls).set_constant_val(val))

    def var(self, name: str) -> isl.PwAff:
        if name in self.iterators:
            return isl.PwAff.from_aff(isl.Aff.var_on_domain(self.ls, isl.dim_type.set, self.iterators.index(name)))
        if name in self.params:
            return isl.PwAff.from_aff(isl.Aff.var_on_domain(self.ls, isl.dim_type.param, self.params.index(name)))
        raise ValueError(f"unknown identifier {name} in an isl AST")

    def value(self, e: isl.AstExpr) -> isl.PwAff:
        t = e.get_type()
        if t == isl.ast_expr_type.int:
            return self.const(e.get_val())
        if t == isl.ast_expr_type.id:
            return self.var(e.get_id().get_name())
        op = e.get_op_type()
        n = e.get_op_n_arg()
        if op in (T.eq, T.le, T.lt, T.ge, T.gt, T.and_, T.and_then, T.or_, T.or_else):
            raise ValueError("a condition used as a value")
        if op in (T.cond, T.select):
            c = self.condition(e.get_op_arg(0))
            a, b = self.value(e.get_op_arg(1)), self.value(e.get_op_arg(2))
            return a.intersect_domain(c).union_add(b.intersect_domain(self.universe.subtract(c)))
        args = [self.value(e.get_op_arg(i)) for i in range(n)]
        if op == T.minus:
            return args[0].neg()
        if op == T.add:
            return args[0].add(args[1])
        if op == T.sub:
            return args[0].sub(args[1])
        if op == T.mul:
            return args[0].mul(args[1])
        if op in (T.div, T.fdiv_q, T.pdiv_q):
            return args[0].div(args[1]).floor()
        if op == T.pdiv_r:
            return args[0].sub(args[1].mul(args[0].div(args[1]).floor()))
        if op == T.zdiv_r:
            return args[0].tdiv_r(args[1])
        if op in (T.min, T.max):
            out = args[0]
            for a in args[1:]:
                out = out.min(a) if op == T.min else out.max(a)
            return out
        raise ValueError(f"unsupported isl AST operation {op}")

    def condition(self, e: isl.AstExpr) -> isl.Set:
        op = e.get_op_type() if e.get_type() == isl.ast_expr_type.op else None
        if op in (T.and_, T.and_then):
            return self.condition(e.get_op_arg(0)).intersect(self.condition(e.get_op_arg(1)))
        if op in (T.or_, T.or_else):
            return self.condition(e.get_op_arg(0)).union(self.condition(e.get_op_arg(1)))
        cmp = {T.eq: "eq_set", T.le: "le_set", T.lt: "lt_set", T.ge: "ge_set", T.gt: "gt_set"}
        if op in cmp:
            a, b = self.value(e.get_op_arg(0)), self.value(e.get_op_arg(1))
            return getattr(a, cmp[op])(b)
        return self.value(e).non_zero_set()


def ast_iterators(node: isl.AstNode) -> list[str]:
    """The loop iterators of an AST, outermost first."""
    names: list[str] = []

    def visit(n):
        t = n.get_type()
        if t == isl.ast_node_type.block:
            ch = n.block_get_children()
            for i in range(ch.n_ast_node()):
                visit(ch.get_at(i))
        elif t == isl.ast_node_type.for_:
            it = n.for_get_iterator().get_id().get_name()
            if it not in names:
                names.append(it)
            visit(n.for_get_body())
        elif t == isl.ast_node_type.if_:
            visit(n.if_get_then_node())
            if n.if_has_else_node():
                visit(n.if_get_else_node())
        elif t == isl.ast_node_type.mark:
            visit(n.mark_get_node())

    visit(node)
    return names


def ast_order(node: isl.AstNode, params: list[str]) -> list[tuple[str, isl.Map]]:
    """What an AST runs, as (name, { [params] -> name[arguments] -> [position] }) per user node.

    The position is the path from the root: the index in each block and the value of each loop's
    iterator, so that comparing positions lexicographically is comparing execution times (positions
    of different lengths differ before the shorter one ends)."""
    sp = AstSpace(params, ast_iterators(node))
    out: list[tuple[str, isl.Map]] = []

    def visit(n, dom: isl.Set, path: list[isl.PwAff]):
        t = n.get_type()
        if t == isl.ast_node_type.block:
            ch = n.block_get_children()
            for i in range(ch.n_ast_node()):
                visit(ch.get_at(i), dom, path + [sp.const(i)])
        elif t == isl.ast_node_type.for_:
            it = sp.var(n.for_get_iterator().get_id().get_name())
            init = sp.value(n.for_get_init())
            if n.for_is_degenerate():
                inner = dom.intersect(it.eq_set(init))
                visit(n.for_get_body(), inner, path + [it])
                return
            inc = n.for_get_inc()
            if inc.get_type() != isl.ast_expr_type.int or inc.get_val().is_zero():
                raise ValueError("a loop whose increment is not a constant")
            step = inc.get_val()
            inner = dom.intersect(sp.condition(n.for_get_cond()))
            if step.is_pos():
                inner = inner.intersect(it.ge_set(init))
            else:
                inner = inner.intersect(it.le_set(init))
            if not step.abs().is_one():
                inner = inner.intersect(it.sub(init).mod_val(step.abs()).zero_set())
            visit(n.for_get_body(), inner, path + [it if step.is_pos() else it.neg()])
        elif t == isl.ast_node_type.if_:
            c = sp.condition(n.if_get_cond())
            visit(n.if_get_then_node(), dom.intersect(c), path)
            if n.if_has_else_node():
                visit(n.if_get_else_node(), dom.subtract(c), path)
        elif t == isl.ast_node_type.mark:
            visit(n.mark_get_node(), dom, path)
        elif t == isl.ast_node_type.user:
            e = n.user_get_expr()
            name = e.get_op_arg(0).get_id().get_name()
            args = [sp.value(e.get_op_arg(i)) for i in range(1, e.get_op_n_arg())]
            where = _tuple(sp, args, name).intersect_domain(dom)
            when = _tuple(sp, path or [sp.const(0)], None).intersect_domain(dom)
            out.append((name, when.reverse().apply_range(where).reverse()))
        else:
            raise ValueError(f"unsupported isl AST node {t}")

    visit(node, sp.universe, [])
    return out


def _tuple(sp: AstSpace, affs: list[isl.PwAff], name: str | None) -> isl.Map:
    """{ [iterators] -> name[affs] }"""
    n = len(affs)
    m = isl.Map.from_domain(sp.universe).add_dims(isl.dim_type.out, n)
    for k, a in enumerate(affs):
        m = m.intersect(isl.Map.from_pw_aff(a).insert_dims(isl.dim_type.out, 0, k)
                        .add_dims(isl.dim_type.out, n - k - 1))
    return m.set_tuple_name(isl.dim_type.out, name) if name else m


def _params_to_out(m: isl.Map, names: list[str]) -> isl.Map:
    """Move the parameters `names` to the front of the output tuple, in that order."""
    for k, name in enumerate(names):
        pos = m.get_space().find_dim_by_name(isl.dim_type.param, name)
        if pos < 0:
            m = m.insert_dims(isl.dim_type.out, k, 1)
        else:
            m = m.move_dims(isl.dim_type.out, k, isl.dim_type.param, pos, 1)
    return m


def grid_set(params: list[str], names: list[str], ranges) -> isl.Set:
    """The thread ids a launch runs: lo_d <= _g_d <= hi_d (a set of parameter values)."""
    out = isl.Set.universe(isl.Space.params_alloc(isl.DEFAULT_CONTEXT, 0)).align_params(
        AstSpace(params, []).space)
    for name, (lo, hi) in zip(names, ranges):
        lo, hi = lo.align_params(out.get_space()), hi.align_params(out.get_space())
        ls = isl.LocalSpace.from_space(lo.get_domain_space())
        pos = lo.get_domain_space().find_dim_by_name(isl.dim_type.param, name)
        g = isl.PwAff.from_aff(isl.Aff.var_on_domain(ls, isl.dim_type.param, pos))
        out = out.intersect(lo.le_set(g)).intersect(g.le_set(hi))
    return out


def _widen(n: int, width: int, ref: isl.Map) -> isl.Map:
    """{ [x_1..x_n] -> [x_1..x_n, 0..0] } (width outputs), with ref's parameters."""
    ident = isl.Map.identity(isl.Space.set_alloc(isl.DEFAULT_CONTEXT, 0, n).map_from_set())
    return _pad(ident, width).align_params(ref.get_space())


def execution(state: State) -> tuple[isl.UnionMap, int, int]:
    """statement instance -> [host position, thread, position in the kernel], as the generated code
    runs it (each part padded with zeros to a common width); and the widths of the first two parts."""
    params = state.scop.params
    launches: dict[str, list[isl.Map]] = {}
    for name, m in ast_order(state["host-ast"], params):
        launches.setdefault(name, []).append(m)
    host_width = max(m.dim(isl.dim_type.out) for ms in launches.values() for m in ms)
    launch_pos = {name: _union(_pad(m, host_width) for m in ms) for name, ms in launches.items()}
    raw = []           # (S[i] -> [h, g, kp], n_h, n_g, launch)
    for k in state["kernels"]:
        ast, hnames, gnames, _ = state["kernel-ast"][k.index]
        launch = launch_pos.get(f"K{k.index}")
        if launch is None:
            continue
        launch = _maps(launch)[0].reset_tuple_id(isl.dim_type.in_)
        allp = params + hnames + gnames
        grid = grid_set(allp, gnames, state["kernel-grid"][k.index])
        for _, m in ast_order(ast, allp):
            m = _params_to_out(m.intersect_params(grid), hnames + gnames)
            raw.append((m, len(hnames), len(gnames), launch))
    g_width = max((ng for _, _, ng, _ in raw), default=0)
    k_width = max((m.dim(isl.dim_type.out) - nh - ng for m, nh, ng, _ in raw), default=0)
    pieces = []
    for m, nh, ng, launch in raw:
        nk = m.dim(isl.dim_type.out) - nh - ng
        to_time = launch.align_params(m.get_space()).flat_product(_widen(ng, g_width, m)) \
            .flat_product(_widen(nk, k_width, m))
        pieces.append(m.apply_range(to_time))
    # the AST splits statements into many pieces (a user node each); coalescing halves the checks' time
    return _union(pieces).coalesce(), host_width, g_width


def _part(u: isl.UnionMap, first: int, n: int) -> isl.UnionMap:
    """The outputs first..first+n-1 of a union map whose maps share one range space."""
    return _union(m.project_out(isl.dim_type.out, first + n, m.dim(isl.dim_type.out) - first - n)
                  .project_out(isl.dim_type.out, 0, first) for m in _maps(u))


def conflicts(scop) -> isl.UnionMap:
    """Pairs of instances, in their original order, that touch the same element, one of them writing."""
    writes, reads = scop.accesses_of("write"), scop.accesses_of("read")
    both = writes.union(reads)
    pairs = writes.apply_range(both.reverse()).union(reads.apply_range(writes.reverse()))
    orig = scop.schedule_map()
    return pairs.intersect(orig.lex_lt_union_map(orig))


WRONG_ORDER = "in the wrong order"
CONCURRENT = "in different threads of one launch"


def _order_violations(width: int, host_width: int, g_width: int) -> list[tuple[isl.Map, str]]:
    """Pairs of times (a, b), a run before b in the original, that the generated code does not run in
    that order: a's launch after b's, or in the same launch a different thread, or the same thread but
    not before.  Basic pieces over one anonymous space of `width` dimensions, each with what it means."""
    sp = isl.Space.set_alloc(isl.DEFAULT_CONTEXT, 0, width)
    msp = sp.map_from_set()
    universe = isl.Map.universe(msp)

    def eq_first(n: int) -> isl.Map:
        m = universe
        for j in range(n):
            m = m.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
        return m

    pieces = [(isl.Map.lex_gt_first(msp, host_width), WRONG_ORDER)] if host_width else []
    same_launch = eq_first(host_width)
    for j in range(host_width, host_width + g_width):
        pieces.append((same_launch.order_lt(isl.dim_type.in_, j, isl.dim_type.out, j), CONCURRENT))
        pieces.append((same_launch.order_gt(isl.dim_type.in_, j, isl.dim_type.out, j), CONCURRENT))
    pieces.append((isl.Map.lex_ge(sp).intersect(eq_first(host_width + g_width)), WRONG_ORDER))
    return pieces


def check_execution(scop, run: isl.UnionMap, host_width: int, g_width: int) -> str | None:
    """Why the execution `run` (see execution()) differs from the original program, or None: for the
    parameter values of the SCoP's context only (array extents are non-negative), which the code is
    generated for; outside it the original program declares an array of negative size."""
    context = scop.code_context()       # the parameters' values that their C types allow, too
    dom = scop.domain().intersect_params(context.align_params(scop.domain().get_space().params()))
    run = run.intersect_params(context.align_params(run.get_space().params()))
    ran = run.domain()
    missing = dom.subtract(ran)
    if not missing.is_empty():
        return f"instances never run: {_sample(missing)}"
    extra = ran.subtract(dom)
    if not extra.is_empty():
        return f"instances run that the program does not run: {_sample(extra)}"
    if not run.is_single_valued():
        return "some statement instances run more than once"
    width = _maps(run)[0].dim(isl.dim_type.out)
    # the conflicting pairs, as pairs of times: cheaper than comparing instance pairs, and exact
    # (run is a function)
    pairs = conflicts(scop)
    times = pairs.apply_domain(run).apply_range(run)
    for piece, how in _order_violations(width, host_width, g_width):
        bad_times = times.intersect(isl.UnionMap.from_map(piece.align_params(run.get_space())))
        if bad_times.is_empty():
            continue
        pair = _maps(pairs.intersect(run.apply_range(bad_times).apply_range(run.reverse())))[0].sample()
        src, snk = pair.domain(), pair.range()
        return (f"{_sample(isl.UnionSet.from_set(src))} and {_sample(isl.UnionSet.from_set(snk))} touch the "
                f"same element but run {how}")
    return None


def _sample(s: isl.UnionSet) -> str:
    """One instance of s, as `S5[1, 2, 5]` (with the parameter values, when there are any)."""
    pt = s.sample_point()
    sp = pt.get_space()
    coords = [str(pt.get_coordinate_val(isl.dim_type.set, i)) for i in range(sp.dim(isl.dim_type.set))]
    params = [f"{sp.get_dim_name(isl.dim_type.param, i)} = {pt.get_coordinate_val(isl.dim_type.param, i)}"
              for i in range(sp.dim(isl.dim_type.param))]
    text = f"{sp.get_tuple_name(isl.dim_type.set) or ''}[{', '.join(coords)}]"
    return text + (f" ({', '.join(params)})" if params else "")


class VerifyPass(Pass):
    name = "verify"
    requires = ("kernel-ast", "host-ast")
    provides = ("verified",)
    optional = True
    description = ("reads the generated ASTs back into an execution order and checks it against the "
                   "original program: every instance once, every conflicting pair in order")

    def run(self, state: State) -> None:
        if not state["offload"]:
            state["verified"] = None
            return
        # in a forked child with the isl time limit: on some SCoPs the check takes minutes, and isl's
        # operation bound does not stop every operation
        timeout = state.options.schedule_timeout
        try:
            problem = run_bounded(lambda: _problem(state).encode(), timeout,
                                  "the check of the generated code").decode()
        except Timeout:
            problem = f"it could not be checked in {timeout:g} s"
        except ChildFailed:
            problem = "the check failed"
        if not problem:
            state["verified"] = True
            return
        state["verified"] = False
        state["offload"] = False
        state["retry-original"] = True
        state.decide(f"the generated code failed verification ({problem})")


def _problem(state: State) -> str:
    """Why the generated code is wrong, or '' (an unfinished check is a failure: code is used only
    when it has been verified)."""
    try:
        with IslBudget(isl.DEFAULT_CONTEXT, VERIFY_MAX_OPERATIONS):
            run, hw, gw = execution(state)
            # reduction loops run their iterations in any order: re-check that they are reductions
            return check_execution(state.scop, run, hw, gw) or check_plans(state) or ""
    except isl.Error as e:
        if not out_of_operations(e):
            raise
        return "it exceeded isl's operation bound"
