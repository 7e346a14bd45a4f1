"""One pass over a matrix for a row reduction and a column reduction that read the same elements.

`bicg` computes s = A^T r and q = A p in one nest; `mvt` computes x1 = A y1 and x2 = A^T y2 in two.  Mapped
for GPUs, each becomes two kernels (s2s/gpu/reduction.py): a *row* kernel, one point per row i that sums
over the columns j in group mode (lanes of a warp), and a *column* kernel, one point per column j that
sums over the rows in column mode.  Each kernel reads the whole matrix: twice the bytes one product
needs.  This module finds such pairs and proves that one kernel may run both, reading each element once:

* the host code is a sequence of launches under conditions on the parameters (no host loop, no else
  branch); both kernels launch once, one right after the other in that sequence, each on one mapped
  member (the point `_g0`) with no other host value.  The merged launch tests each kernel's conditions
  and runs only that kernel's part where they fail;
* each body is `if (guards on _g0) { pre statements; for (_c0 ...) reduction statements; post
  statements }` where the loop is the one that kernel's reduction plan parallelises, with step 1 and
  bounds that do not depend on the point (so the rows x columns rectangle is known at the launch), and
  every update is a `+` of a type with a native CUDA atomicAdd;
* the two kernels are *independent*: no element that a statement of one writes is read or written by a
  statement of the other (isl, over the statements' whole domains).  Then any interleaving of their
  instances gives the result of the original order.  Inside each kernel the points are independent
  (the kernel is parallel, the verify pass re-checked it), so running every point's pre statements
  first, then the reduction instances, then every point's post statements keeps each point's own order;
  the reduction instances of one point are reordered and combined with atomics as the reduction policy
  allows (docs/verification.md: the plans exist only when reductions may be reordered);
* (profitability) a read of the row statement and a read of the column statement address the same
  array element at every (row, column) both run: the matrix then travels once instead of twice.

A pair that depends on each other (atax's y += A^T tmp reads the tmp that the row kernel computes)
keeps its two kernels: its column statement needs whole rows first.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from ..codegen.kernel_ir import Block, If, Launch, Loop, Node, Stmt
from ..codegen.reduction_unroll import mentions, upper_bounds

# CUDA's atomicAdd overloads (sm_60+ for double)
ATOMIC_TYPES = {"double", "float", "int", "unsigned int", "unsigned"}


@dataclass
class Side:
    """One of the two kernels: its guards on the point, its statements before, in and after the loop."""
    kernel: object                  # codegen.kernel_ir.Kernel
    guards: list                    # isl AstExpr conditions around the body (free of _c0)
    pre: list[Stmt]
    loop: Loop
    red: list[Stmt]
    post: list[Stmt]
    bounds: list = field(default_factory=list)   # the loop's upper bounds [(op, AstExpr)]


@dataclass
class OnePassPlan:
    """Kernel `row.kernel` runs both kernels' work (the column kernel disappears)."""
    row: Side
    col: Side
    array: str                      # the matrix both read
    launch_conds: tuple = ((), ())  # host conditions around each launch (isl AstExprs, all must hold)


def _flatten(n: Node) -> list[Node] | None:
    if isinstance(n, Block):
        out = []
        for c in n.body:
            part = _flatten(c)
            if part is None:
                return None
            out += part
        return out
    return [n]


def split_body(k, reduction) -> Side | str:
    """Kernel k's body as guards, pre statements, the reduction loop and post statements; a reason when
    it has another shape."""
    guards = []
    n = k.body
    while isinstance(n, If) or (isinstance(n, Block) and len(n.body) == 1):
        if isinstance(n, Block):
            n = n.body[0]
            continue
        if n.orelse is not None:
            return "a condition with an else branch"
        guards.append(n.cond)
        n = n.then
    items = _flatten(n)
    if items is None:
        return "an unexpected body"
    loops = [i for i, x in enumerate(items) if isinstance(x, Loop)]
    if len(loops) != 1 or not all(isinstance(x, (Stmt, Loop)) for x in items):
        return "not one loop between plain statements"
    loop = items[loops[0]]
    red = _flatten(loop.body)
    dims = set(reduction.loops.values())
    if red is None or not all(isinstance(x, Stmt) for x in red) or \
            {s.name for s in red} != set(reduction.loops) or len(dims) != 1:
        return "its loop holds other statements than the reduction updates"
    if loop.iterator != reduction.iterator(next(iter(reduction.loops))) or loop.step != 1:
        return "the reduction loop is not the planned dimension with step 1"
    if any(mentions(g, loop.iterator) for g in guards):
        return "a guard on the loop iterator"
    if mentions(loop.init, "_g0"):
        return "the loop's start depends on the point"
    bounds = upper_bounds(loop.cond, loop.iterator)
    if bounds is None or any(mentions(b, "_g0") for _, b in bounds):
        return "the loop's end depends on the point or is not an upper bound"
    for f in reduction.forms.values():
        if f.kind != "+" or f.ctype not in ATOMIC_TYPES:
            return f"the update of {f.array} is not a + of a type with an atomic add"
    return Side(k, guards, list(items[:loops[0]]), loop, list(red), list(items[loops[0] + 1:]), bounds)


def _instance_map(stmt: Stmt, gname: str, cname: str, row_first: bool) -> isl.Map | None:
    """{ [r, c] -> S[args] } for a statement instance whose args use only the point `gname`, the loop
    iterator `cname` and integers (the row kernel binds _g0 to the row, the column kernel to the column).
    The map is built from text that holds only these generated names, never a user's name."""
    from ..codegen.ast_printer import expr_to_c
    texts = []
    for a in stmt.args:
        t = expr_to_c(a)
        ids = set()
        for tok in "".join(ch if ch.isalnum() or ch == "_" else " " for ch in t).split():
            if not tok.isdigit():
                ids.add(tok)
        if not ids <= {gname, cname}:
            return None
        r, c = ("_r", "_c") if row_first else ("_c", "_r")
        t = " ".join(t.replace(gname, "@G").replace(cname, "@C").split()).replace("@G", r).replace("@C", c)
        texts.append(t)
    try:
        return isl.Map(f"{{ [_r, _c] -> {stmt.name}[{', '.join(texts)}] }}")
    except isl.Error:
        return None


def shared_array(scop, row: Side, col: Side) -> str | None:
    """An array that a row statement and a column statement read at the same element for every
    (row, column) where both run (their domains intersected)."""
    for rs in row.red:
        mr = _instance_map(rs, "_g0", row.loop.iterator, True)
        if mr is None:
            continue
        for cs in col.red:
            mc = _instance_map(cs, "_g0", col.loop.iterator, False)
            if mc is None:
                continue
            sr, sc = scop.statement(rs.name), scop.statement(cs.name)
            for ra in sr.reads:
                for ca in sc.reads:
                    if ra.array != ca.array or len(scop.arrays[ra.array].sizes) < 2:
                        continue
                    fr = mr.align_params(ra.relation.get_space()).apply_range(
                        ra.relation.intersect_domain(sr.domain))
                    fc = mc.align_params(ca.relation.get_space()).apply_range(
                        ca.relation.intersect_domain(sc.domain))
                    fc = fc.align_params(fr.get_space())
                    fr = fr.align_params(fc.get_space())
                    both = fr.domain().intersect(fc.domain())
                    if both.is_empty():
                        continue
                    if fr.intersect_domain(both).is_equal(fc.intersect_domain(both)):
                        return ra.array
    return None


def conflict(scop, stmts_a: list[str], stmts_b: list[str]) -> str | None:
    """An array that a statement of one group writes and a statement of the other touches at a common
    element (over the statements' domains, in the SCoP's context); None when the groups are independent."""
    ctx = scop.context.params()

    def elements(a) -> isl.Set:
        st = scop.statement(a[0])
        return a[1].relation.intersect_domain(st.domain).range()

    acc_a = [(s, a) for s in stmts_a for a in scop.statement(s).accesses]
    acc_b = [(s, a) for s in stmts_b for a in scop.statement(s).accesses]
    for x in acc_a:
        for y in acc_b:
            if x[1].array != y[1].array or (x[1].kind == "read" and y[1].kind == "read"):
                continue
            ex, ey = elements(x), elements(y)
            ey = ey.align_params(ex.get_space())
            ex = ex.align_params(ey.get_space())
            common = ex.intersect(ey).intersect_params(ctx.align_params(ex.get_space()))
            if not common.is_empty():
                return x[1].array
    return None


def flat_launches(host: Node) -> list[tuple[int, tuple]] | None:
    """The host code as a sequence of (kernel, conditions): launches without host arguments under
    conditions without else branches (isl AstExprs of the parameters), in execution order; None when
    it holds anything else (a host loop, an else branch, a persistent kernel).  Such host code is the
    same as each launch under the conjunction of its conditions, one after the other."""
    out: list[tuple[int, tuple]] = []

    def visit(n, conds: tuple) -> bool:
        if isinstance(n, Block):
            return all(visit(c, conds) for c in n.body)
        if isinstance(n, If):
            return n.orelse is None and visit(n.then, conds + (n.cond,))
        if isinstance(n, Launch) and not n.args:
            out.append((n.kernel, conds))
            return True
        return False

    return out if visit(host, ()) else None


def host_of(items: list[tuple[int, tuple]]) -> Node:
    """Host code that runs `items` (kernel, conditions) in order."""
    body = []
    for kernel, conds in items:
        node: Node = Launch(kernel, ())
        for c in reversed(conds):
            node = If(c, node, None)
        body.append(node)
    return Block(tuple(body))


def plan_pair(scop, ka, kb, conds: tuple) -> OnePassPlan | str:
    """The one-pass plan of kernels ka and kb (in launch order), or why there is none."""
    ra, rb = ka.reduction, kb.reduction
    if ra is None or rb is None:
        return "not two reduction kernels"
    modes = {ra.mode: (ka, conds[0]), rb.mode: (kb, conds[1])}
    if set(modes) != {"group", "column"}:
        return "not a row (group) and a column reduction"
    for k in (ka, kb):
        if k.n_par != 1 or k.hnames or k.contraction is not None:
            return f"kernel {k.index} is not one mapped member without host loops"
    (kr, cr), (kc, cc) = modes["group"], modes["column"]
    row = split_body(kr, kr.reduction)
    if isinstance(row, str):
        return f"kernel {kr.index}: {row}"
    col = split_body(kc, kc.reduction)
    if isinstance(col, str):
        return f"kernel {kc.index}: {col}"
    if len(col.red) > 1:
        # each column statement's partials take 2 x 16 KiB of shared memory (onepass_code.py)
        return f"kernel {kc.index}: more than one column statement"
    clash = conflict(scop, kr.statements, kc.statements)
    if clash is not None:
        return f"the kernels depend on each other through {clash}"
    arr = shared_array(scop, row, col)
    if arr is None:
        return "no matrix read at the same element by both"
    return OnePassPlan(row, col, arr, (cr, cc))


__all__ = ["OnePassPlan", "Side", "plan_pair", "flat_launches", "host_of", "conflict", "shared_array", "split_body"]
