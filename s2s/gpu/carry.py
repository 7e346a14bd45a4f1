"""Loop-carried values and read-ahead in a thread's sequential loop (issue #10 §1: registers along a loop).

A thread that runs a recurrence along a sequential loop (ADI's and Thomas' sweeps, `Cp[j] = f(Cp[j-1])`,
a back substitution `W[j] = Dp[j] - Cp[j] * W[j+1]`) otherwise reads back from memory, in each iteration,
the value it stored in the iteration before: every step of the recurrence then waits for a store and a
load (the L1 cache does not keep stored lines), and the loads of the other operands (read-only in the loop)
are issued only when their iteration starts.  Measured on the H200 (bench/micro/recurrence_regs.cu,
docs/benchmarks.md "ADI's sweeps"): ADI's row sweep 1.47 -> 0.92 ms and its column sweep 1.80 -> 1.24 ms
per time step with both changes below, bit for bit the same results.

In a loop of unit step whose body is straight-line code (statement instances only), of a kernel whose
points the launch runs in parallel:

- **carry**: a read of an element that the one write of its array in the loop wrote in the previous
  iteration (for every iteration but the first: the read's element at iteration `it` is the write's at
  `it - step`, and the write never touches, in one iteration, the element a read reads there) takes the
  value from a register; the write still stores to memory and also sets the register's next value
  (`next = (A[..] = value)`).  Before the loop the register is loaded with the first iteration's
  element, which no write of the loop has touched yet.
- **ahead**: in a loop that carries a value, a read of an array no statement of the loop writes, whose
  element moves with the loop, is loaded one iteration early (where the next iteration runs) and kept
  in a register until its iteration: nothing of the loop writes the element in between.

- **prefetch**: an "ahead" read whose element moves by a row (or more) from one iteration to the next
  while the threads along the block's x axis read consecutive elements (ADI's column sweep: `W[c][g]`
  for thread g at iteration c) touches new cache lines in every iteration, and one iteration of lead
  does not cover the memory's latency with one warp per multiprocessor: the element PREFETCH_DISTANCE
  iterations ahead is named in a cache hint (CUDA: `prefetch.global.L1`).  A hint reads nothing into
  the program and changes no value; it is asked only for elements the loop reads at that later
  iteration.  Measured (bench/micro/recurrence_prefetch.cu, H200, n = 2000): the column sweep 1.62 ->
  1.00 ms per time step, the row sweep (one row per thread: the next element is in the line already
  loaded) unchanged, which is why rows get no hint.

Every register is loaded (before the loop, or ahead) only with an element the program itself reads in
that iteration: the reads that share a register have one relation, and one of them is made whatever the
data (a read in a branch of `?:` or after `&&`, `||`, such as `j > 0 ? B[i][j - 1] : 1`, may name an
element that does not exist where the program skips it).

Other threads of the launch neither write an element a thread reads nor touch one it writes (the verify
pass checks the kernel's mapping, s2s/gpu/private.py relies on the same), so registers and memory agree
on every value the thread's reads see.  Everything is decided with isl on the kernel IR (the loops'
bounds and the statements' arguments read back into sets and maps over the AST's iterators), never by
names or positions; anything the analysis cannot model leaves the loop as it was.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl
from pycparser import c_ast

from ..codegen.kernel_ir import Block, Carried, If, Let, Loop, Node, Private, Rotate, Stmt
from .private import _Occ, _Promoter, _Unsupported, lazy_nodes, rewrite_body

__all__ = ["carry_registers", "MAX_VALUES"]

MAX_VALUES = 8          # registers per loop (each one lives through the loop: more would spill)
PREFETCH_DISTANCE = 8   # iterations of lead of a prefetch hint (4 to 16 measured alike: the docstring)


@dataclass
class _Read:
    occ: int            # index of the statement site in the loop's body
    ref: str            # the read's ref_id
    rel: isl.Map        # { AST point -> element } on the loop's points
    lazy: bool = False  # in a branch of `?:` or the right operand of `&&`, `||`: maybe not read


class _Carrier(_Promoter):
    """Walks one kernel body and rewrites the loops that carry values (the domain bookkeeping and the
    statements' subscripts are private promotion's).  `x_point`: the parameter that names the thread's
    point along the block's x axis (None: no prefetch hints)."""

    def __init__(self, scop, sp, context: isl.Set, x_point: str | None = None):
        super().__init__(scop, sp, context)
        self.x_point = x_point

    def visit(self, node: Node, dom: isl.Set) -> Node:
        if isinstance(node, Loop):
            inner = self.loop_domain(node, dom)
            rotated = self.rotate(node, dom, inner)
            if rotated is not None:
                return rotated
            return replace(node, body=self.visit(node.body, inner))
        if isinstance(node, Block):
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

    # ------------------------------------------------------------------ one loop
    def shift(self, it: str, by: int) -> isl.Map:
        """{ AST point -> the same point with `it` moved by `by` }."""
        pos = self.sp.iterators.index(it)
        ma = isl.MultiAff.identity(self.sp.space.map_from_set())
        ma = ma.set_aff(pos, ma.get_aff(pos).add_constant_val(isl.Val(by)))
        return isl.Map.from_multi_aff(ma)

    def rotate(self, loop: Loop, outer: isl.Set, dom: isl.Set) -> Rotate | None:
        if abs(loop.step) != 1:
            return None
        # registers of private copies that touch no memory (a temporary of the body: gpu/private.py's
        # straight-line regions) are declarations only: the loop's statements lie inside them
        wraps = []
        inside = loop.body
        while isinstance(inside, Private) and not inside.load and not inside.store:
            wraps.append(inside)
            inside = inside.body
        body = inside.body if isinstance(inside, Block) else (inside,)
        if not body or not all(isinstance(n, Stmt) for n in body):
            return None
        try:
            rot = self._rotate(replace(loop, body=inside), body, outer, dom)
        except (_Unsupported, isl.Error, ValueError, KeyError, StopIteration):
            return None
        if rot is not None and wraps:
            new_body = rot.loop.body
            for w in reversed(wraps):
                new_body = replace(w, body=new_body)
            rot = replace(rot, loop=replace(rot.loop, body=new_body))
        return rot

    def _rotate(self, loop: Loop, body: tuple, outer: isl.Set, dom: isl.Set) -> Rotate | None:
        if dom.is_empty():
            return None
        occs = [_Occ(s, dom, self.subscripts(s)) for s in body]
        it = loop.iterator
        pos = self.sp.iterators.index(it)
        prev = self.shift(it, -loop.step)           # p -> the point of the iteration before
        nxt = self.shift(it, loop.step)             # p -> the point of the iteration after
        later = prev.intersect_range(dom).domain().intersect(dom)     # points with an iteration before
        first = dom.subtract(later)
        has_next = nxt.intersect_range(dom).domain().intersect(dom)

        writes: dict[str, list[tuple[int, str]]] = {}
        reads: dict[str, list[_Read]] = {}
        for k, occ in enumerate(occs):
            st = self.scop.statement(occ.stmt.name)
            in_reg = {r for r, _ in occ.stmt.regs}
            lazy = lazy_nodes(st.node)
            for a in st.accesses:
                if a.kind == "write":
                    writes.setdefault(a.array, []).append((k, a.ref_id))
                elif a.ref_id not in in_reg:
                    reads.setdefault(a.array, []).append(
                        _Read(k, a.ref_id, occ.index[a.ref_id].intersect_domain(dom), id(a.node) in lazy))
        carried = []                # (array, write site, write ref, [reads])
        for array, ws in writes.items():
            if len(ws) != 1 or array not in reads or not self._plain_array(array):
                continue
            (kw, wref), = ws
            if not self._tee_able(occs[kw].stmt, wref):
                continue
            w = occs[kw].index[wref].intersect_domain(dom)
            w_prev = prev.intersect_domain(later).apply_range(w)
            found = []
            for r in reads[array]:
                if not self._array_ref(occs[r.occ].stmt, r.ref) or not r.rel.is_single_valued():
                    continue
                if not w.intersect(r.rel).is_empty():
                    continue        # the write of this iteration may be the element read
                if r.rel.intersect_domain(later).is_equal(w_prev) and not r.rel.intersect_domain(first).is_empty():
                    found.append(r)
            # the reads that share the register read the same element in the first iteration too (where
            # `B[i][j - 1]` and `B[i][j > 1 ? j - 1 : 7]` part), and one of them reads it whatever the
            # data: the load before the loop then reads nothing the loop would not
            group = _safe_group(found)
            if group:
                carried.append((array, kw, wref, group))
        if not carried:
            return None
        ahead = []                  # (array, [reads]) of arrays the loop does not write
        for array, rs in reads.items():
            if array in writes or not self._plain_array(array):
                continue
            for r in rs:
                if not self._array_ref(occs[r.occ].stmt, r.ref) or not r.rel.is_single_valued() or \
                        not r.rel.gist_domain(dom).involves_dims(isl.dim_type.in_, pos, 1):
                    continue
                for grp in ahead:
                    if grp[0] == array and grp[1][0].rel.is_equal(r.rel):
                        grp[1].append(r)
                        break
                else:
                    ahead.append((array, [r]))
        # a read that a `?:` or `&&` may skip (`j < m - 1 ? A[i][j + 1] : 0`) is loaded ahead only with
        # one of the same element that the statement always reads: the element of the next iteration
        # may not exist where the read is skipped
        ahead = [(array, rs) for array, rs in ahead if any(not r.lazy for r in rs)]

        build_out, to_params = self.build(outer)
        build_in, _ = self.build(dom)
        runs = dom.eliminate(isl.dim_type.set, pos, 1).coalesce()
        load_cond = None if outer.is_subset(runs) else build_out.expr_from_set(to_params(runs.gist(outer)))

        def first_index(rel: isl.Map) -> tuple:
            f = rel.intersect_domain(first).eliminate(isl.dim_type.in_, pos, 1)
            if not f.is_single_valued():
                raise ValueError("the first iteration's element is not one element")
            pma = isl.PwMultiAff.from_map(f)
            return tuple(build_out.expr_from_pw_aff(to_params(pma.get_pw_aff(d)))
                         for d in range(pma.dim(isl.dim_type.out)))

        def later_element(move: isl.Map, where: isl.Set, rel: isl.Map) -> tuple:
            """The element `rel` reads at the iteration `move` leads to, from the points `where` it
            exists (expressions of the loop's points), and the condition of those points (None: all)."""
            pma = isl.PwMultiAff.from_map(move.intersect_domain(where).apply_range(rel))
            index = tuple(build_in.expr_from_pw_aff(to_params(pma.get_pw_aff(d)))
                          for d in range(pma.dim(isl.dim_type.out)))
            return index, None if dom.is_subset(where) else build_in.expr_from_set(to_params(where.gist(dom)))

        values: list[Carried] = []
        reg_of: dict[int, list[tuple[str, str]]] = {}
        tee_of: dict[int, list[tuple[str, str]]] = {}
        for array, kw, wref, group in carried:
            # the reads of one relation share a register (_safe_group): one register per carried array
            name, nxt_name = f"_q{self.count}", f"_qn{self.count}"
            self.count += 1
            values.append(Carried(name, nxt_name, self.scop.arrays[array].ctype, array,
                                  first_index(group[0].rel), "carry"))
            for r in group:
                reg_of.setdefault(r.occ, []).append((r.ref, name))
            tee_of.setdefault(kw, []).append((wref, nxt_name))
        for array, group in ahead:
            if len(values) >= MAX_VALUES:
                break
            name, nxt_name = f"_q{self.count}", f"_qn{self.count}"
            self.count += 1
            rel = group[0].rel
            idx, cond = later_element(nxt, has_next, rel)
            pidx, pcond = (), None
            if self._moves_by_rows(rel, pos):
                far = self.shift(it, PREFETCH_DISTANCE * loop.step)
                has_far = far.intersect_range(dom).domain().intersect(dom)
                if not has_far.is_empty():
                    pidx, pcond = later_element(far, has_far, rel)
            values.append(Carried(name, nxt_name, self.scop.arrays[array].ctype, array,
                                  first_index(rel), "ahead", idx, cond, pidx, pcond))
            for r in group:
                reg_of.setdefault(r.occ, []).append((r.ref, name))
        new_body = []
        for k, s in enumerate(body):
            new_body.append(replace(s, regs=s.regs + tuple(reg_of.get(k, ())),
                                    tees=s.tees + tuple(tee_of.get(k, ()))))
        new_loop = replace(loop, body=Block(tuple(new_body)))
        return Rotate(new_loop, tuple(values), load_cond)

    def _moves_by_rows(self, rel: isl.Map, pos: int) -> bool:
        """The element of `rel` moves with the loop's iterator (input `pos`) only in dimensions before
        the last, and its last index moves with the thread's point along x, with coefficient 1 or -1
        (the threads of a warp read neighbouring elements, and each iteration is in other lines)."""
        if self.x_point is None:
            return False
        xp = rel.get_space().find_dim_by_name(isl.dim_type.param, self.x_point)
        n_out = rel.dim(isl.dim_type.out)
        if xp < 0 or n_out < 2:
            return False
        pma = isl.PwMultiAff.from_map(rel)
        dims = [pma.get_pw_aff(d).get_pieces() for d in range(n_out)]

        def moves(pieces) -> bool:      # the expressions, not the pieces' domains, name the iterator
            return any(aff.involves_dims(isl.dim_type.in_, pos, 1) for _, aff in pieces)
        if len(dims[-1]) != 1 or moves(dims[-1]) or not any(moves(p) for p in dims[:-1]):
            return False
        (_dom, aff), = dims[-1]
        return abs(aff.get_coefficient_val(isl.dim_type.param, xp).to_python()) == 1

    # ------------------------------------------------------------------ what the printer can rewrite
    def _plain_array(self, array: str) -> bool:
        arr = self.scop.arrays.get(array)
        return arr is not None and not arr.is_scalar and arr.kind != "private" and arr.expanded_of is None

    def _array_ref(self, stmt: Stmt, ref: str) -> bool:
        a = next(a for a in self.scop.statement(stmt.name).accesses if a.ref_id == ref)
        return isinstance(a.node, c_ast.ArrayRef)

    def _tee_able(self, stmt: Stmt, ref: str) -> bool:
        """The write is the statement's own assignment (`A[..] = e`, `A[..] += e`): the assignment's value
        is the element's new value, which the register takes."""
        st = self.scop.statement(stmt.name)
        a = next(a for a in st.accesses if a.ref_id == ref)
        return isinstance(st.node, c_ast.Assignment) and st.node.lvalue is a.node and \
            isinstance(a.node, c_ast.ArrayRef) and all(r != ref for r, _ in stmt.regs)


def _safe_group(found: list[_Read]) -> list[_Read]:
    """Of the reads that take the value written one iteration before, those that share one register: the
    reads of one relation (the same element in every iteration, the first one included) of which one
    always reads; the first such relation, or none."""
    for rep in found:
        if rep.lazy:
            continue
        return [r for r in found if r.rel.is_equal(rep.rel)]
    return []


def carry_registers(body: Node, scop, params: list[str], context: isl.Set, x_point: str | None = None) -> Node:
    """`body` (one thread's code) with the values its sequential loops carry from one iteration to the
    next kept in registers, and those loops' other moving reads loaded one iteration ahead.

    `params`: the parameters the body's expressions use (the SCoP's, the host values _h, the thread's
    point _g), `context`: what is known of them (a parameter set over `params`); `x_point`: the one of
    `params` that is the thread's point along the block's x axis, for prefetch hints (None: none)."""
    return rewrite_body(_Carrier, body, scop, params, context, x_point=x_point)
