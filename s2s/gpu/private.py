"""Private (register) promotion inside one thread's code (PPCG: the private groups of gpu_group.c).

A thread that updates one element many times (`C[i][j] += ...` in a k loop, the accumulator of a
triangular product, a row norm) otherwise sends every update through memory: a load and a store per
iteration, each waiting for the last.  Here such an element lives in a register for a region of the
kernel body (a loop, or a block holding loops): loaded once before the region, stored once after it.

The element is chosen and the promotion proved legal with isl, on the code as it will run (the kernel
IR, whose loops and conditions are isl AST expressions), never by names or positions:

- its subscript is an affine function of the iterators bound outside the region (and of the
  parameters, host values and thread point), so it is one element for the whole region;
- every other access to the same array inside the region touches, at every instance, either exactly
  that element (it uses the register too) or never that element (it stays a memory access);
- the load runs only where the region accesses the element at least once, the store only where it
  writes it at least once (guards built by isl when that is not every execution of the region).  An
  access in a branch of `?:` or in the right operand of `&&`, `||` counts only where another access of
  the group is made whatever the data: the model reads such a branch everywhere, the program only where
  it takes it, and `i > 0 ? A[i - 1] : 0` names no element at i == 0 (a load before the region would
  read A[-1]); a group whose skippable accesses reach further is left in memory.  By
  the verify pass, an element that a thread writes in a launch is touched by no other thread of that
  launch, and one it reads is written by none: the register copy is private to the thread.

Loops with a non-unit step are handled exactly (their stride is part of the domain); a region with
anything the analysis cannot model is left alone.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl
from pycparser import c_ast

from ..codegen.kernel_ir import Block, If, Let, Loop, Node, Private, Stmt, walk

__all__ = ["promote_private"]


@dataclass
class _Occ:
    """A statement instance site inside a region: the Stmt node, its execution domain (over the AST
    space) and the subscript of each of its accesses (ref_id -> map AST space -> element)."""
    stmt: Stmt
    domain: isl.Set
    index: dict[str, isl.Map]


def _iterators(node: Node) -> list[str]:
    out: list[str] = []
    for n in walk(node):
        if isinstance(n, (Loop, Let)) and n.iterator not in out:
            out.append(n.iterator)
    return out


def _straight(node: Node) -> bool:
    """A block of statements without loops (two or more statement sites): a region in which a value one
    statement writes and another reads may stay in a register (`_Promoter.forwards`)."""
    return isinstance(node, Block) and not any(isinstance(n, Loop) for n in walk(node)) and \
        sum(1 for n in walk(node) if isinstance(n, Stmt)) >= 2


def _bound_inside(node: Node) -> set[str]:
    return {n.iterator for n in walk(node) if isinstance(n, (Loop, Let))}


class _Promoter:
    def __init__(self, scop, sp, context: isl.Set):
        self.scop = scop
        self.sp = sp
        self.context = context
        self.count = 0
        self._flows: list[tuple[str, str, isl.Map]] | None = None

    # ------------------------------------------------------------------ domains
    def loop_domain(self, n: Loop, dom: isl.Set) -> isl.Set:
        sp = self.sp
        it = sp.var(n.iterator)
        init = sp.value(n.init)
        inner = dom.intersect(sp.condition(n.cond))
        inner = inner.intersect(it.ge_set(init) if n.step > 0 else it.le_set(init))
        if abs(n.step) != 1:
            inner = inner.intersect(it.sub(init).mod_val(isl.Val(abs(n.step))).zero_set())
        return inner

    def occurrences(self, node: Node, dom: isl.Set, out: list[_Occ]) -> None:
        """Every Stmt under `node` with its domain (the conditions of the loops and ifs above it)."""
        if isinstance(node, Block):
            for c in node.body:
                self.occurrences(c, dom, out)
        elif isinstance(node, Loop):
            self.occurrences(node.body, self.loop_domain(node, dom), out)
        elif isinstance(node, Let):
            self.occurrences(node.body, dom.intersect(self.sp.var(node.iterator).eq_set(self.sp.value(node.value))),
                             out)
        elif isinstance(node, If):
            c = self.sp.condition(node.cond)
            self.occurrences(node.then, dom.intersect(c), out)
            if node.orelse is not None:
                self.occurrences(node.orelse, dom.subtract(c), out)
        elif isinstance(node, Private):
            self.occurrences(node.body, dom, out)
        elif isinstance(node, Stmt):
            out.append(_Occ(node, dom, self.subscripts(node)))
        else:
            raise _Unsupported(type(node).__name__)

    def _arguments(self, s: Stmt) -> isl.Map:
        """{ AST point -> s's arguments } (an anonymous tuple) at one statement site."""
        space = self.sp.space
        m = isl.Map.from_domain_and_range(
            isl.Set.universe(space), isl.Set.universe(isl.Space.set_alloc(space.get_ctx(), 0, 0)).align_params(
                space.params()))
        for a in s.args:
            m = m.flat_range_product(isl.Map.from_pw_aff(self.sp.value(a)))
        return m

    def instance(self, s: Stmt) -> isl.Map:
        """{ AST point -> instance of s's statement } (the statement's own tuple) at one statement site."""
        return self._arguments(s).set_tuple_id(isl.dim_type.out,
                                               self.scop.statement(s.name).domain.get_tuple_id())

    def subscripts(self, s: Stmt) -> dict[str, isl.Map]:
        """ref_id -> { AST point -> array element } for the accesses of one statement site."""
        st = self.scop.statement(s.name)
        space = self.sp.space
        m = self._arguments(s)
        out = {}
        for a in st.accesses:
            rel = a.relation.align_params(space.params())
            mm = m.align_params(rel.get_space().params()).set_tuple_id(
                isl.dim_type.out, rel.get_tuple_id(isl.dim_type.in_))
            out[a.ref_id] = mm.apply_range(rel)
        return out

    # ------------------------------------------------------------------ promotion
    def visit(self, node: Node, dom: isl.Set) -> Node:
        if isinstance(node, Loop):
            node = self.region(node, dom)
            if isinstance(node, Private):
                return node
            return replace(node, body=self.visit(node.body, self.loop_domain(node, dom)))
        if isinstance(node, Block):
            if any(isinstance(c, Loop) for c in walk(node)) or _straight(node):
                node2 = self.region(node, dom)
                if isinstance(node2, Private):
                    return node2
            return Block(tuple(self.visit(c, dom) for c in node.body))
        if isinstance(node, Let):
            return replace(node, body=self.visit(
                node.body, dom.intersect(self.sp.var(node.iterator).eq_set(self.sp.value(node.value)))))
        if isinstance(node, If):
            c = self.sp.condition(node.cond)
            return replace(node, then=self.visit(node.then, dom.intersect(c)),
                           orelse=None if node.orelse is None else self.visit(node.orelse, dom.subtract(c)))
        if isinstance(node, Private):
            return replace(node, body=self.visit(node.body, dom))
        return node

    def region(self, node: Node, dom: isl.Set) -> Node:
        """`node` with the elements it may keep in registers wrapped around it (itself if none)."""
        try:
            occs: list[_Occ] = []
            self.occurrences(node, dom, occs)
        except _Unsupported:
            return node
        inner = [self.sp.iterators.index(i) for i in _bound_inside(node)]
        straight = _straight(node)
        if not inner and not straight:
            return node
        done: set[tuple[int, str]] = set()
        claimed: set[tuple[int, str]] = set()     # the accesses of the registers made so far
        wrappers = []
        for oi, occ in enumerate(occs):
            st = self.scop.statement(occ.stmt.name)
            taken = {r for r, _ in occ.stmt.regs}
            for a in st.accesses:
                arr = self.scop.arrays.get(a.array)
                if arr is None or arr.is_scalar or a.ref_id in taken \
                        or (oi, a.ref_id) in done:
                    continue
                f = occ.index[a.ref_id]
                # the subscripts alone, without the statement's domain: defined at every point of the space
                f = f.gist_domain(f.domain())
                if not f.domain().is_equal(isl.Set.universe(f.domain().get_space())) or \
                        not f.is_single_valued() or \
                        any(f.involves_dims(isl.dim_type.in_, p, 1) for p in inner):
                    continue
                group = self.group(a.array, f, occs)
                if group is None:
                    continue
                for key in group:
                    done.add(key)
                if claimed.intersection(group):
                    # an access of an earlier register's element is also one of this element's, at some
                    # of the thread's points (B[2] and B[_g0 - 2] at _g0 == 4): two registers would hold
                    # one element (fuzz seed 413086).  The earlier group holds every access that touches
                    # its element, so the accesses left here never meet it: they stay memory accesses.
                    continue
                if not any(self.in_loop(node, occs[k].stmt) for k, _ in group) and \
                        not (straight and self.forwards(a.array, group, occs)):
                    continue        # touched once: nothing to gain
                if not self.loads_exist(group, occs, inner):
                    continue
                claimed.update(group)
                wrappers.append((a.array, f, group))
        if not wrappers:
            return node
        # rewrite the statements that use each register, then wrap the region (first element outermost)
        regs_of: dict[int, list[tuple[str, str]]] = {}
        made = []
        for array, f, group in wrappers:
            name = f"_p{self.count}"
            self.count += 1
            for k, ref in group:
                regs_of.setdefault(id(occs[k].stmt), []).append((ref, name))
            made.append((array, f, group, name))
        body = _rewrite(node, regs_of)
        for array, f, group, name in reversed(made):
            body = self.wrap(body, node, array, f, group, name, occs, dom)
        return body

    def group(self, array: str, f: isl.Map, occs: list[_Occ]) -> list[tuple[int, str]] | None:
        """The accesses of `array` in the region that touch f's element at every instance; None when one
        touches it only at some instances (the element cannot live in a register)."""
        out = []
        for k, occ in enumerate(occs):
            st = self.scop.statement(occ.stmt.name)
            for a in st.accesses:
                if a.array != array:
                    continue
                g = occ.index[a.ref_id].intersect_domain(occ.domain)
                fd = f.intersect_domain(occ.domain)
                if g.is_empty():
                    continue
                if g.is_subset(fd):
                    if a.ref_id in {r for r, _ in occ.stmt.regs}:
                        return None
                    out.append((k, a.ref_id))
                elif not g.intersect(fd).is_empty():
                    return None
        return out or None

    def loads_exist(self, group, occs: list[_Occ], inner: list[int]) -> bool:
        """Whether the element exists wherever the register would be loaded or stored: every outer point
        (the region's own iterators projected out) at which an access of the group that the program may
        skip (lazy_nodes) runs also runs one that it makes whatever the data."""
        made = None
        skippable = None
        for k, ref in group:
            st = self.scop.statement(occs[k].stmt.name)
            node = next(a.node for a in st.accesses if a.ref_id == ref)
            d = occs[k].domain
            for p in inner:
                d = d.eliminate(isl.dim_type.set, p, 1)
            if id(node) in lazy_nodes(st.node):
                skippable = d if skippable is None else skippable.union(d)
            else:
                made = d if made is None else made.union(d)
        if skippable is None:
            return True
        return made is not None and skippable.is_subset(made)

    def forwards(self, array: str, group, occs: list[_Occ]) -> bool:
        """Whether a register saves memory traffic in straight-line code: one statement writes the
        element and a later one uses it (`w = A[i-1] + A[i+1]; B[i] = w * w;`, a private copy of a scalar
        the user's body computes once and reads twice).  The read takes the register instead of a load
        after the store, and where the value is dead after the region (`dead_after`) no store is left:
        the private copies then touch no memory at all (passes/lower.py drops their allocation).  Only
        for private copies: a user's array keeps its store, and a register around a loop's body would hide
        the loop's recurrences from gpu/carry.py."""
        sites = sorted({k for k, _ in group})
        if len(sites) < 2 or self.scop.arrays[array].kind != "private":
            return False
        writes = [k for k, ref in group if self.access_kind(occs[k], ref) == "write"]
        return bool(writes) and any(k > min(writes) for k in sites)

    @staticmethod
    def in_loop(region: Node, stmt: Stmt) -> bool:
        """Whether `stmt` runs inside a loop of `region` (or `region` is a loop)."""
        if isinstance(region, Loop):
            return True

        def find(n: Node, looped: bool) -> bool:
            if n is stmt:
                return looped
            if isinstance(n, Block):
                return any(find(c, looped) for c in n.body)
            if isinstance(n, Loop):
                return find(n.body, True)
            if isinstance(n, (Let, Private)):
                return find(n.body, looped)
            if isinstance(n, If):
                return find(n.then, looped) or (n.orelse is not None and find(n.orelse, looped))
            return False
        return find(region, False)

    def wrap(self, body: Node, original: Node, array: str, f: isl.Map, group, name: str, occs: list[_Occ],
             dom: isl.Set) -> Private:
        st_of = {k: self.scop.statement(occs[k].stmt.name) for k, _ in group}
        kinds = {}
        for k, ref in group:
            kinds.setdefault(next(a.kind for a in st_of[k].accesses if a.ref_id == ref), []).append(k)
        inner = sorted(self.sp.iterators.index(i) for i in _bound_inside(body))

        def where(ks) -> isl.Set:
            s = None
            for k in ks:
                d = occs[k].domain
                s = d if s is None else s.union(d)
            for p in inner:
                s = s.eliminate(isl.dim_type.set, p, 1)
            return s.coalesce()

        # no load when the region begins by writing the element, whenever it runs: its first statement
        # (executed unconditionally, before anything else of the region) writes it without reading it
        need_load = "read" in kinds
        touched = where([k for k, _ in group])
        if need_load:
            # the first site (in the text) of the element writes it without reading it, runs outside the
            # region's loops (once, before every later site) and wherever the element is touched at all:
            # the value in memory is never used
            first = min(k for k, _ in group)
            acc = [next(a.kind for a in st_of[first].accesses if a.ref_id == r) for k, r in group if k == first]
            if "read" not in acc and not self.in_loop(original, occs[first].stmt) and \
                    touched.is_subset(where([first])):
                need_load = False
        if need_load and self.scop.arrays[array].kind == "private" and \
                self.written_first(group, occs, inner):
            need_load = False
        written = where(kinds["write"]) if "write" in kinds else None
        build, to_params = self.build(dom)
        load_cond = None if dom.is_subset(touched) else build.expr_from_set(to_params(touched.gist(dom)))
        store_cond = None
        if written is not None and not dom.is_subset(written):
            store_cond = build.expr_from_set(to_params(written.gist(dom)))
        # the element's subscript, as AST expressions of the outer iterators
        pma = isl.PwMultiAff.from_map(f.intersect_domain(touched))
        index = tuple(build.expr_from_pw_aff(to_params(pma.get_pw_aff(d)))
                      for d in range(pma.dim(isl.dim_type.out)))
        ctype = self.scop.arrays[array].ctype
        store = "write" in kinds and not self.dead_after(array, group, occs, inner)
        return Private(name=name, ctype=ctype, array=array, index=index, load=need_load,
                       load_cond=load_cond, store=store, store_cond=store_cond if store else None, body=body)

    def dead_after(self, array: str, group, occs: list[_Occ], inner: list[int]) -> bool:
        """Whether the register's last value is never read from memory: `array` is private (one copy per
        iteration, dead once the SCoP ends: model/builder.py, passes/privatize.py, passes/expand_arrays.py)
        and every read that takes its value from a write of the group (isl's dataflow, `tagged_flow`) is
        one of the group's own accesses at the same thread point, which read the register.  Then the store
        after the region writes an element nobody reads: symm's `t2` or `temp2`, one double per point of
        a 2-D kernel, stored across rows when its copies are laid out along the thread's y member (a
        stride of m doubles between the threads of a warp).  `inner`: the positions of the iterators bound
        inside the region, left free so that each relation is one of the region's outer point (the thread's
        point and the loops around the region).  Anything isl cannot answer keeps the store."""
        if self.scop.arrays[array].kind != "private":
            return False
        try:
            flows = self.flows()
            inst = self.outer_instances(group, occs, inner)
            writes = {ref for k, ref in group if self.access_kind(occs[k], ref) == "write"}
            for src, snk, rel in flows:
                if src not in writes:
                    continue
                # the thread point -> the source instances of the region, then -> the reads they feed
                fed = None
                for k, ref in group:
                    if ref == src:
                        m = inst[k].apply_range(rel.align_params(inst[k].get_space().params()))
                        fed = m if fed is None else fed.union(m)
                if fed is None or fed.is_empty():
                    continue
                own = None
                for k, ref in group:
                    if ref == snk:
                        own = inst[k] if own is None else own.union(inst[k])
                if own is None or not fed.is_subset(own.align_params(fed.get_space().params())):
                    return False
            return True
        except (isl.Error, ValueError, StopIteration, KeyError):
            return False

    def access_kind(self, occ: _Occ, ref: str) -> str:
        """"read" or "write": the kind of access `ref` of the statement at site `occ`."""
        return next(a.kind for a in self.scop.statement(occ.stmt.name).accesses if a.ref_id == ref)

    def outer_instances(self, group, occs: list[_Occ], inner: list[int]) -> dict[int, isl.Map]:
        """Per site of the group: { outer point -> the statement's instances there } (the region's own
        iterators, at positions `inner`, projected out: one relation per run of the region)."""
        inst = {}
        for k, _ref in group:
            if k not in inst:
                m = self.instance(occs[k].stmt).intersect_domain(occs[k].domain)
                for p in inner:
                    m = m.eliminate(isl.dim_type.in_, p, 1)
                inst[k] = m
        return inst

    def written_first(self, group, occs: list[_Occ], inner: list[int]) -> bool:
        """Whether no read of the group sees the element's value from before the region: by isl's
        dataflow (`tagged_flow`, each read instance's last writer), every read instance of the group at a
        thread point (and loops around the region) takes its value from a write of the group at the same
        point, in the same run of the region.  Then the register's first value is never read and needs no
        load: a temporary assigned in both branches of an `if` (`if (j > 5) t = ..; else t = -1;`), which
        the simpler rule (the region's first statement writes it on every run) does not see.  Private
        copies only (their writes are exact); anything isl cannot answer keeps the load."""
        try:
            flows = self.flows()
            inst = self.outer_instances(group, occs, inner)
            kind = {(k, ref): self.access_kind(occs[k], ref) for k, ref in group}
            writes = {ref for (k, ref), kd in kind.items() if kd == "write"}
            for (k, ref), kd in kind.items():
                if kd != "read":
                    continue
                fed = None
                for src, snk, rel in flows:
                    if snk != ref or src not in writes:
                        continue
                    for k2, ref2 in group:
                        if ref2 == src:
                            m = inst[k2].apply_range(rel.align_params(inst[k2].get_space().params()))
                            fed = m if fed is None else fed.union(m)
                if fed is None:
                    return False
                own = inst[k]
                if not own.is_subset(fed.align_params(own.get_space().params())):
                    return False
            return True
        except (isl.Error, ValueError, StopIteration, KeyError):
            return False

    def flows(self) -> list[tuple[str, str, isl.Map]]:
        """The SCoP's dataflow (source ref, sink ref, relation), asked once per kernel (and remembered
        across kernels by model/flow_cache.py)."""
        if self._flows is None:
            from ..model.dependences import tagged_flow
            self._flows = tagged_flow(self.scop)
        return self._flows

    def build(self, dom: isl.Set):
        """An AST build over the region's context with every iterator as a parameter of its own name, and
        the conversion of sets and affine functions over the AST space to that parameter space."""
        n_par = self.sp.space.dim(isl.dim_type.param)
        n_it = len(self.sp.iterators)

        def to_params(obj):
            if isinstance(obj, isl.Set):
                return obj.move_dims(isl.dim_type.param, n_par, isl.dim_type.set, 0, n_it).params()
            return obj.move_dims(isl.dim_type.param, n_par, isl.dim_type.in_, 0, n_it).project_domain_on_params()

        ctx = to_params(dom.intersect(self.context))
        return isl.AstBuild.from_context(ctx), to_params


class _Unsupported(Exception):
    pass


def lazy_nodes(node: c_ast.Node) -> set[int]:
    """The ids of the C nodes under `node` that its evaluation may skip: the branches of `?:` and the right
    operands of `&&` and `||` (the model reads them everywhere; the program only where it takes them)."""
    out: set[int] = set()

    def mark(n: c_ast.Node) -> None:
        out.add(id(n))
        for _, c in n.children():
            mark(c)

    def visit(n: c_ast.Node) -> None:
        if isinstance(n, c_ast.TernaryOp):
            visit(n.cond)
            mark(n.iftrue)
            mark(n.iffalse)
        elif isinstance(n, c_ast.BinaryOp) and n.op in ("&&", "||"):
            visit(n.left)
            mark(n.right)
        else:
            for _, c in n.children():
                visit(c)
    if node is not None:
        visit(node)
    return out


def _rewrite(node: Node, regs_of: dict[int, list[tuple[str, str]]]) -> Node:
    if isinstance(node, Stmt):
        extra = regs_of.get(id(node))
        return replace(node, regs=node.regs + tuple(extra)) if extra else node
    if isinstance(node, Block):
        return Block(tuple(_rewrite(c, regs_of) for c in node.body))
    if isinstance(node, (Loop, Let, Private)):
        return replace(node, body=_rewrite(node.body, regs_of))
    if isinstance(node, If):
        return replace(node, then=_rewrite(node.then, regs_of),
                       orelse=None if node.orelse is None else _rewrite(node.orelse, regs_of))
    return node


def arrays_in_memory(kernel, scop) -> set[str]:
    """The arrays kernel `kernel` reads or writes in memory: its statements' accesses that no register
    took (Stmt.regs) and the loads and stores of its `Private` registers.  Kernels that print their loops
    themselves (reductions, contractions, one-pass, streamed stencils, OpenMP column blocks) keep every
    array of their statements."""
    if any(getattr(kernel, plan, None) is not None
           for plan in ("reduction", "contraction", "onepass", "stencil", "cpu_block")):
        return set(kernel.arrays_used)
    out: set[str] = set()
    for n in walk(kernel.body):
        if isinstance(n, Stmt):
            regs = {r for r, _ in n.regs}
            out.update(a.array for a in scop.statement(n.name).accesses if a.ref_id not in regs)
        elif isinstance(n, Private):
            if n.load or n.store:
                out.add(n.array)
        elif not isinstance(n, (Block, Loop, Let, If)):
            return set(kernel.arrays_used)      # a node this walk does not know: keep everything
    return out


def promote_private(body: Node, scop, params: list[str], context: isl.Set) -> Node:
    """`body` (one thread's code) with the elements it updates repeatedly kept in registers.

    `params`: the parameters the body's expressions use (the SCoP's, the host values _h, the thread's
    point _g), `context`: what is known of them (a parameter set over `params`)."""
    return rewrite_body(_Promoter, body, scop, params, context)


def rewrite_body(walker: type, body: Node, scop, params: list[str], context: isl.Set, **options) -> Node:
    """`walker(scop, space, context).visit(body, context)` over the AST space of `body`'s iterators and
    `params` (context: a parameter set over `params`); `body` itself where it has no loop or isl gives up
    (private promotion and gpu/carry.py)."""
    from ..passes.verify import AstSpace
    iters = _iterators(body)
    if not iters and not (walker is _Promoter and any(_straight(n) for n in walk(body))):
        return body
    sp = AstSpace(params, iters)
    ctx = isl.Set.universe(sp.space).intersect_params(context.align_params(sp.space.params()))
    ctx = ctx.align_params(sp.space)
    try:
        return walker(scop, sp, ctx, **options).visit(body, ctx)
    except (isl.Error, ValueError):
        return body
