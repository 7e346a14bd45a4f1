"""A scalar that stands for an array element during one iteration is replaced by that element.

`for i, j { int best = S[i][j]; best = max(best, S[i][j - 1]); ...; for k best = max(best, S[i][k] +
S[k + 1][j]); S[i][j] = best; }`: the scalar, declared in the loop body (a private array of the model,
one copy per (i, j)), is loaded from one element at the start of the iteration and stored back into it
at its end.  The statements in between update the element itself when the scalar is replaced by it,
which is the shape the reduction planner knows (corpus/nussinov.c accumulates into S[i][j]): with the
scalar, isl's wavefront distributed the statements over one kernel each per diagonal and the SCoP stayed
on the host.

The same holds for a scalar declared outside the loops once privatize.py has expanded it (each web of
its references is a private array), and for loads and stores that are more than copies: the scalar
is replaced by the element E the last statement stores into, everywhere from its first write to that
store.  `w = A[i][j]; for k w -= A[i][k] * A[k][j]; A[i][j] = w / A[j][j];` (LU with the dot product in
a scalar, ludcmp's shape) becomes `A[i][j] -= A[i][k] * A[k][j]` and `A[i][j] = A[i][j] / A[j][j]`, the
copy `A[i][j] = A[i][j]` gone: LU's own statements, whose schedule needs no private array of n x n
copies (ludcmp at n = 2000: three arrays of 32 MB that did not fit in the H200's L2 cache with A, and one
more launch per step).  `w = b[i]; for j w -= L[i][j] * y[j]; y[i] = w;` becomes `y[i] = b[i]; for j
y[i] -= L[i][j] * y[j];`.

Legal when (checked with isl) no statement of the iteration other than the first write and the store
touches E, and the store's own other reads miss it (so nothing reads E's old value while it holds the
scalar's new one: `A[i][j] = w / A[i][j]` keeps the scalar), the scalar has the element's type (the same
arithmetic), its copy of the iteration is read and written by statements between the first write and the
store only (textual order inside the loops' body), the loops of the first write and the store are
exactly those the scalar is expanded along, the first write runs in exactly the iterations the store
runs in, and the store runs in every iteration in which any statement that uses the scalar runs (`int c
= W[i][j]; c = c * 3 + 1; if (j % 2 == 0) W[i][j] = c;`: replaced by the element, the update wrote
W[i][j] at odd j too, where C leaves it).
"""
from __future__ import annotations

import copy
import functools
from dataclasses import replace

import islpy as isl
from pycparser import c_ast

from ..analysis import analyse
from ..frontend.symbols import c_text
from ..model.isl_util import leading_dims
from ..model.scop import Access, Scop
from .manager import Pass, State
from .schedule import adopt


def _index(scop: Scop, name: str) -> int:
    return next(k for k, s in enumerate(scop.statements) if s.name == name)


def _init(st) -> c_ast.Node | None:
    """The value statement st assigns (`x = e;` or `T x = e;`), or None."""
    node = st.node
    if isinstance(node, c_ast.Decl):
        return node.init
    if isinstance(node, c_ast.Assignment) and node.op == "=":
        return node.rvalue
    return None


def _candidates(scop: Scop):
    """(private array, load statement, store statement) triples of the pattern: the array's first user
    writes it (`w = e;`), its last user is `X[...] = f(w)` with X of the scalar's type."""
    for arr in scop.arrays.values():
        if arr.kind != "private" or arr.expanded_of is not None or not arr.expanded_dims:
            continue
        users = [st for st in scop.statements if any(a.array == arr.name for a in st.accesses)]
        if len(users) < 3:
            continue
        load, store = users[0], users[-1]
        rank = arr.expanded_dims
        if len(load.iterators) != rank or len(store.iterators) != rank or load.loops != store.loops:
            continue
        if [a.kind for a in load.accesses if a.array == arr.name] != ["write"] or len(load.writes) != 1:
            continue
        if {a.kind for a in store.accesses if a.array == arr.name} != {"read"} or len(store.writes) != 1:
            continue
        node, x = store.node, store.writes[0]
        if not isinstance(node, c_ast.Assignment) or node.op != "=" or not isinstance(node.lvalue, c_ast.ArrayRef):
            continue
        if x.array not in scop.arrays or x.array == arr.name or scop.arrays[x.array].ctype != arr.ctype:
            continue
        if _init(load) is None or load.c_iterators != store.c_iterators:
            continue
        # an accumulator: some statement between them updates the scalar.  A value only read there
        # (trmm's `t = alpha * B[k][j]` read by every `B[i][j] += t * A[i][k]`) stays a scalar: as the
        # element, each read would depend on the iteration's store, and isl's schedule lost its
        # parallel band
        if not any(a.array == arr.name and a.kind == "write" for st in users[1:-1] for a in st.accesses):
            continue
        yield arr, load, store


def _element_of(st, rank: int, xw: isl.Map) -> isl.Map:
    """Statement st's instances -> the element X of their iteration (X's subscripts are those of the store,
    functions of the first `rank` iterators)."""
    lead = leading_dims(st.domain.get_space(), rank)
    xm = xw.reset_tuple_id(isl.dim_type.in_)
    lead = lead.align_params(xm.get_space())
    return lead.apply_range(xm.align_params(lead.get_space()))


def _iterations(st, rank: int) -> isl.Set:
    """The iterations of the first `rank` loops around statement st in which it runs (anonymous)."""
    return st.domain.apply(leading_dims(st.domain.get_space(), rank))


def _forwardable(scop: Scop, arr, load, store) -> bool:
    rank = arr.expanded_dims
    xw = store.writes[0].relation.intersect_domain(store.domain)
    first, last = _index(scop, load.name), _index(scop, store.name)
    stored = _iterations(store, rank)
    loaded = _iterations(load, rank)
    if not loaded.align_params(stored.get_space()).is_equal(stored.align_params(loaded.get_space())):
        return False                  # the scalar's first value comes from elsewhere in some iterations
    # the store's other reads of X miss E (`A[i][j] = w / A[i][j]` reads E's old value)
    elem = _element_of(store, rank, xw)
    for a in store.reads:
        if a.array == store.writes[0].array:
            rel = a.relation.intersect_domain(store.domain)
            if not rel.intersect(elem.align_params(rel.get_space())).is_empty():
                return False
    for k, st in enumerate(scop.statements):
        if st.loops[:rank] != load.loops:
            if any(a.array == arr.name for a in st.accesses):
                return False
            continue
        uses = any(a.array == arr.name for a in st.accesses)
        if uses and not first <= k <= last:
            return False
        if uses and st is not store:
            # every iteration whose scalar the statement reads or writes ends with the store: in the
            # others the element, standing for the scalar, would keep what the statement wrote
            mine = _iterations(st, rank)
            if not mine.align_params(stored.get_space()).is_subset(stored.align_params(mine.get_space())):
                return False
        if st is load or st is store:
            continue
        if uses and st.c_iterators[:rank] != store.c_iterators:
            return False              # a shadowing iterator: the store's subscripts would name another
        elem = _element_of(st, rank, xw)
        for a in st.accesses:
            if a.array != store.writes[0].array:
                continue
            rel = a.relation.intersect_domain(st.domain)
            if not rel.intersect(elem.align_params(rel.get_space())).is_empty():
                return False
    return True


def _replace_ids(node: c_ast.Node, ids: dict[int, c_ast.Node]) -> c_ast.Node:
    """node with each child whose id is in `ids` replaced by ids[child id] (in place)."""
    for name, child in node.children():
        base = name.split("[")[0]
        if id(child) in ids:
            new = ids[id(child)]
            if "[" in name:
                getattr(node, base)[int(name.split("[")[1][:-1])] = new
            else:
                setattr(node, base, new)
        else:
            _replace_ids(child, ids)
    return node


def _rewrite(st, arr: str, make_ref, rel: isl.Map, x: str):
    """Statement st with each reference to the private array `arr` replaced by a fresh copy of the
    element (`make_ref()`, accessed through `rel`), or None when a reference is the whole statement."""
    memo: dict = {}
    node = copy.deepcopy(st.node, memo)
    ids, accesses = {}, []
    for a in st.accesses:
        new_node = memo.get(id(a.node), a.node) if a.node is not None else None
        if a.array == arr:
            ref = make_ref()
            ids[id(new_node)] = ref
            accesses.append(Access(x, a.kind, rel.intersect_domain(st.domain), a.ref_id, ref))
        else:
            accesses.append(replace(a, node=new_node))
    if id(node) in ids:
        return None
    node = _replace_ids(node, ids)
    return replace(st, node=node, accesses=accesses, text=c_text(node))


def _rewrite_load(load, arr: str, make_ref, rel: isl.Map, x: str):
    """The first write `w = e;` (or `T w = e;`) as `E = e;`."""
    memo: dict = {}
    init = _init(load)
    value = copy.deepcopy(init, memo)
    ref = make_ref()
    node = c_ast.Assignment("=", ref, value, load.node.coord)
    accesses = []
    for a in load.accesses:
        if a.array == arr:
            accesses.append(Access(x, "write", rel.intersect_domain(load.domain), a.ref_id, ref))
        else:
            accesses.append(replace(a, node=memo.get(id(a.node), a.node) if a.node is not None else None))
    return replace(load, node=node, accesses=accesses, text=c_text(node))


def forward(scop: Scop) -> tuple[Scop, list[str]]:
    done = []
    for arr, load, store in list(_candidates(scop)):
        if not _forwardable(scop, arr, load, store):
            continue
        rank = arr.expanded_dims
        x = store.writes[0]
        xw = x.relation.intersect_domain(store.domain)
        lvalue = store.node.lvalue
        make_ref = functools.partial(copy.deepcopy, lvalue)
        # the copies `E = E` go: the load of E itself, and the store of the scalar alone
        drop_load = c_text(_init(load)) == c_text(lvalue)
        drop_store = isinstance(store.node.rvalue, c_ast.ID) and len(store.reads) == 1
        statements = []
        for st in scop.statements:
            if st is load and drop_load or st is store and drop_store:
                continue
            if not any(a.array == arr.name for a in st.accesses):
                statements.append(st)
                continue
            rel = _element_of(st, rank, xw)
            new = _rewrite_load(st, arr.name, make_ref, rel, x.array) if st is load else \
                _rewrite(st, arr.name, make_ref, rel, x.array)
            if new is None:
                return scop, []       # the statement is the scalar alone (not an expression statement)
            statements.append(new)
        gone = [s for s, d in ((load, drop_load), (store, drop_store)) if d]
        tree = scop.schedule_tree
        if gone:
            dom = isl.UnionSet.from_set(gone[0].domain)
            for st in gone[1:]:
                dom = dom.union(isl.UnionSet.from_set(st.domain))
            tree = tree.intersect_domain(scop.domain().subtract(dom))
        names = {st.name for st in gone}
        loops = [replace(lp, statements=[s for s in lp.statements if s not in names]) for lp in scop.loops]
        arrays = {n: a for n, a in scop.arrays.items() if n != arr.name}
        scop = replace(scop, statements=statements, schedule_tree=tree, loops=loops, arrays=arrays)
        done.append(f"{arr.name} as {c_text(lvalue)}")
    return scop, done


class ForwardPass(Pass):
    name = "forward"
    requires = ("dependences",)
    provides = ("forwarded",)
    optional = True
    description = ("a private scalar loaded from an array element at the start of an iteration and stored "
                   "back into it at its end is replaced by the element, when no other access of the "
                   "iteration touches it")

    def run(self, state: State) -> None:
        state["forwarded"] = []
        try:
            new, done = forward(state.scop)
            if not done:
                return
            analysis = analyse(new)
        except isl.Error:
            return
        adopt(state, new, analysis)
        record(state, done)


def record(state: State, done: list[str]) -> None:
    """Add the forwarded private arrays (`forward`'s list) to the state, with their decision line (this
    pass, and privatize.py for the webs it expands)."""
    state["forwarded"] = list(state.get("forwarded") or []) + done
    state.decide(f"forwarded: {', '.join(done)}: the scalar stands for the element during its iteration")
