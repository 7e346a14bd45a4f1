"""Index-set splitting at pivot planes: Floyd–Warshall-like nests become sequences of parallel nests.

In `for k for i for j  d[i][j] = min(d[i][j], d[i][k] + d[k][j])` every loop carries a dependence: the
instances on the planes `i == k` (they write the pivot row that the other rows read) and `j == k` (the
pivot column) are read by the others in the same `k` iteration, rows before the pivot row reading its old
values and rows after it the new ones.  Split the instances of one `k` iteration at those planes (nine
pieces: i <, ==, > k times j <, ==, > k) and no dependence joins two instances of one piece: each piece
is a parallel (i, j) nest.  What joins pieces is a DAG (the pivot before the rows after it, the rows
before the pivot before the pivot, ...), so the pieces run in a topological order of it: nine parallel
pieces per `k` (four quadrants, four half rows and columns, the pivot) instead of one sequential `N^2`
loop.  Pieces at the same level of the DAG with as many free loops run as one nest (a band over each
piece's own free loops, not the box of their union): six launches per `k`.

The planes come from the dependences, not from the shape of the program: for each dependence between
instances of one iteration of the enclosing loops, the instances at its source (or sink) side that lie on
an affine plane of the inner iterators (its affine hull has an equality the statement's domain does not
have) name a plane to split at.  The statement keeps its name and its accesses: the split is a sequence
node whose filters are sets of instances (isl's own `insert_sequence`), so the dependences, the verify
pass and code generation see the same statements.  Legal because the order of two instances changes
only between pieces, and pieces are ordered by the dependences between them (a cycle: no split); the new
tree is checked to respect every dependence, and adopted only when the cost model finds it cheaper.
"""
from __future__ import annotations

import islpy as isl
import networkx as nx

from ..model.dependences import IslBudget
from ..model.isl_util import maps, out_of_operations, sets
from .manager import Pass, State
from .parallelism import mark_coincidence
from .schedule import merge_nested_bands
from .skew import mark_permutable

MAX_PLANES = 2              # per statement: at most 3^2 = 9 pieces
SPLIT_MAX_OPERATIONS = 5_000_000


def _same_prefix(prefix: isl.UnionMap) -> isl.UnionMap:
    """Pairs of instances in the same iteration of the loops above a node."""
    return prefix.apply_range(prefix.reverse())


def pivot_planes(node: isl.ScheduleNode, deps, depth: int, same: isl.UnionMap) -> dict[str, list[isl.Aff]]:
    """{statement: affine forms whose zero sets are planes to split its instances at} for the subtree
    below `node` (a node whose ancestors include `depth` loops of the statements' own iterators; `same`:
    the pairs of its instances in one iteration of them, `_same_prefix`)."""
    dom = node.get_domain()
    stmt_sets = {s.get_tuple_name(): s for s in sets(dom)}
    planes: dict[str, list[isl.Aff]] = {}
    for d in deps:
        src, snk = stmt_sets.get(d.source), stmt_sets.get(d.sink)
        if src is None or snk is None:
            continue
        rel = d.relation.intersect_domain(src).intersect_range(snk)
        rel = isl.UnionMap.from_map(rel).intersect(same)
        if rel.is_empty():
            continue
        # per disjunct: a dependence is often a union of planes (one per read of the pivot row and column)
        disjuncts = isl.Map.from_union_map(rel).coalesce().get_basic_maps()
        sides = [(bm.domain(), d.source) for bm in disjuncts] + [(bm.range(), d.sink) for bm in disjuncts]
        for side, name in sides:
            whole = stmt_sets[name]
            hull = side.affine_hull()
            for c in hull.get_constraints():
                if not c.is_equality() or c.involves_dims(isl.dim_type.div, 0, hull.dim(isl.dim_type.div)):
                    continue          # (a plane through strided points: no affine form to split at)
                if not c.involves_dims(isl.dim_type.set, depth, whole.dim(isl.dim_type.set) - depth):
                    continue          # a plane of the outer loops only: one iteration of them, nothing to split
                aff = c.get_aff()
                on = whole.intersect(aff.zero_basic_set().to_set())
                if on.is_equal(whole):
                    continue          # the statement's domain has it already
                known = planes.setdefault(name, [])
                if not any(on.is_equal(whole.intersect(a.zero_basic_set().to_set())) for a in known):
                    known.append(aff)
    return planes


def _joined_at_points(inner: isl.UnionMap, a: isl.Set, b: isl.Set) -> bool:
    """Whether some dependence of `inner` joins an instance of `a` to the instance of `b` at the same
    iteration (`S0[k, i, j] -> S1[k, i, j]`: a value computed into a local and used by the next statement
    of the loop body)."""
    if a.dim(isl.dim_type.set) != b.dim(isl.dim_type.set):
        return False
    ident = isl.Map.identity(a.get_space().map_from_set()).set_tuple_id(isl.dim_type.out, b.get_tuple_id())
    return not inner.intersect(isl.UnionMap.from_map(ident.align_params(inner.get_space()))).is_empty()


def shared_planes(planes: dict[str, list[isl.Aff]], stmt_sets: dict[str, isl.Set], deps: isl.UnionMap,
                  same: isl.UnionMap) -> tuple[dict[str, list[isl.Aff]], dict[str, str]]:
    """`planes` with the statements that dependences within one iteration of the outer loops join at the
    same point (`S0[k, i, j] -> S1[k, i, j]`) cut alike: each group of statements so joined (directly or
    through others) gets the union of its members' planes.  Floyd-Warshall whose candidate goes through
    a local (`d = dist[i][k] + dist[k][j]; dist[i][j] = d < dist[i][j] ? d : dist[i][j];`) has its
    planes on the second statement alone, and the first one, uncut, would join the pieces of the second
    in a cycle; with a flag and a second table updated in the same branch (model/builder._select_block:
    `f = c; dist[i][j] = f ? d : dist[i][j]; hop[i][j] = f ? hop[i][k] : hop[i][j];`) the statements
    have planes of their own, not the same ones.  Cut alike, a group's pieces at one place run together
    (`units`).  Any planes are legal: the pieces run only in an order of the dependences between them (a
    cycle: no split).  Also returns {statement of a group of several: the group's first statement}."""
    inner = deps.intersect(same)
    names = list(stmt_sets)
    g = nx.Graph()
    g.add_nodes_from(names)
    for a in range(len(names)):
        for b in range(a + 1, len(names)):
            sa, sb = stmt_sets[names[a]], stmt_sets[names[b]]
            if _joined_at_points(inner, sa, sb) or _joined_at_points(inner, sb, sa):
                g.add_edge(names[a], names[b])
    out = {name: list(affs) for name, affs in planes.items()}
    partners: dict[str, str] = {}
    for group in nx.connected_components(g):
        members = [n for n in names if n in group]
        if len(members) < 2 or not any(n in planes for n in members):
            continue
        for name in members:
            whole = stmt_sets[name]
            mine = list(planes.get(name, []))
            cuts = [whole.intersect(a.zero_basic_set().to_set()) for a in mine]
            for src in members:
                for a in planes.get(src, []):
                    aff = a.set_tuple_id(isl.dim_type.in_, whole.get_tuple_id())
                    on = whole.intersect(aff.zero_basic_set().to_set())
                    if not any(on.is_equal(c) for c in cuts):
                        mine.append(aff)
                        cuts.append(on)
            out[name] = mine
            partners[name] = members[0]
    return out, partners


def units(cells: list[isl.Set], partners: dict[str, str]) -> list[list[isl.Set]]:
    """The cells grouped by place: the piece of a statement and the pieces with the same instances of the
    statement it shares its planes with (`partners`, `shared_planes`) and of the others that share them
    are one unit, run as one nest in
    which each point runs its statements in the program's order; any other cell is a unit alone."""
    out: list[list[isl.Set]] = []
    for c in cells:
        for u in out:
            first, name = u[0], c.get_tuple_name()
            # (statements that share the planes of one: Floyd-Warshall's candidate in a local, a flag of
            # the `if` and the relaxation, model/builder._select_block, are one unit with it)
            if partners.get(name, name) == partners.get(first.get_tuple_name(), first.get_tuple_name()) \
                    and c.set_tuple_id(first.get_tuple_id()).is_equal(first):
                u.append(c)
                break
        else:
            out.append([c])
    return out


def pieces(whole: isl.Set, affs: list[isl.Aff]) -> list[isl.Set]:
    """The non-empty cells of `whole` cut by the planes aff == 0 (each into < 0, == 0, > 0)."""
    cells = [whole]
    for aff in affs:
        zero = isl.Aff.zero_on_domain(aff.get_domain_space())
        parts = [aff.lt_set(zero), aff.eq_set(zero), aff.gt_set(zero)]
        cells = [c.intersect(p.align_params(c.get_space())) for c in cells for p in parts]
        cells = [c for c in cells if not c.is_empty()]
    return [c.coalesce() for c in cells]


def _union(cell: isl.Set | list[isl.Set]) -> isl.UnionSet:
    parts = cell if isinstance(cell, list) else [cell]
    u = isl.UnionSet.from_set(parts[0])
    for p in parts[1:]:
        u = u.union(isl.UnionSet.from_set(p))
    return u


def cell_graph(cells: list, deps: isl.UnionMap, same: isl.UnionMap) -> nx.DiGraph:
    """Cells (or units of cells, `units`) as nodes, an edge a -> b where a dependence within one iteration
    of the outer loops goes from an instance of cell a to one of cell b."""
    inner = deps.intersect(same)
    g = nx.DiGraph()
    g.add_nodes_from(range(len(cells)))
    for a, ca in enumerate(cells):
        from_a = inner.intersect_domain(_union(ca))
        if from_a.is_empty():
            continue
        for b, cb in enumerate(cells):
            if a != b and not from_a.intersect_range(_union(cb)).is_empty():
                g.add_edge(a, b)
    return g


def ordered_cells(cells: list[isl.Set], deps: isl.UnionMap, same: isl.UnionMap) -> list[isl.Set] | None:
    """The cells in an order that keeps every dependence between two of them within one iteration of
    the outer loops (a topological order, ties by the program's own order); None when the cells depend
    on each other in a cycle (then no order of the pieces keeps the program's meaning)."""
    g = cell_graph(cells, deps, same)
    if not nx.is_directed_acyclic_graph(g):
        return None
    return [cells[n] for n in nx.lexicographical_topological_sort(g)]


def free_dims(cell: isl.Set, depth: int) -> list[int]:
    """The dims of a cell below the outer `depth` loops that its equalities do not fix in terms of the
    outer ones and of the free dims before them (the row `i == k` of S[k, i, j]: [2], j only; a diagonal
    `j == i`: i only)."""
    out: list[int] = []
    n = cell.dim(isl.dim_type.set)
    for d in range(depth, n):
        keep = list(range(depth)) + out + [d]
        proj = cell
        for e in reversed(range(n)):
            if e not in keep:
                proj = proj.project_out(isl.dim_type.set, e, 1)
        rel = isl.Map.from_range(proj).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, len(keep) - 1)
        if not rel.is_single_valued():
            out.append(d)
    return out


def merged_groups(g: nx.DiGraph, dims: list[list[int]]) -> list[list[int]]:
    """The cells (nodes) of the acyclic `cell_graph` g in groups that run as one parallel nest each, in an order
    that keeps every dependence between them.  Cells at the same level of the DAG (no path between them)
    with the same number of free dims (`dims`, `free_dims` of each cell) are one group: Floyd–Warshall's
    half row and half column before the pivot one 1-D nest (a thread per point of either), its two
    off-diagonal quadrants one 2-D nest, so six launches per `k` instead of nine.  The group's band runs
    each cell's free dims (not the bounding box of their union: a row and a column are not the square)."""
    order = list(nx.lexicographical_topological_sort(g))
    level: dict[int, int] = {}
    for n in order:
        level[n] = max((level[p] + 1 for p in g.predecessors(n)), default=0)
    groups: dict[tuple[int, int], list[int]] = {}
    for n in order:
        groups.setdefault((level[n], len(dims[n])), []).append(n)
    keys = sorted(groups, key=lambda key: (key[0], order.index(groups[key][0])))
    return [groups[key] for key in keys]


def group_schedule(group: list[isl.Set], dims: list[list[int]]) -> isl.MultiUnionPwAff | None:
    """The band of a group of cells: each cell's free dims (`dims`, one list per cell), in order (None:
    the cells do not have the same number of them, or have none)."""
    um = None
    for cell, free in zip(group, dims, strict=True):
        if len(free) != len(dims[0]) or not free:
            return None
        m = isl.Map.identity(cell.get_space().map_from_set()).intersect_domain(cell)
        for d in reversed(range(cell.dim(isl.dim_type.set))):
            if d not in free:
                m = m.project_out(isl.dim_type.out, d, 1)
        m = m.reset_tuple_id(isl.dim_type.out)
        um = isl.UnionMap.from_map(m) if um is None else um.union(isl.UnionMap.from_map(m))
    return isl.MultiUnionPwAff.from_union_map(um)


def plane_text(aff: isl.Aff) -> str:
    """`{ S[k, i, j] -> [(i - k)] } = 0` as `i == k`: positive terms on the left."""
    left: list[str] = []
    right: list[str] = []

    def term(coef: int, name: str) -> str:
        return name if abs(coef) == 1 else f"{abs(coef)}*{name}"

    for t, n in ((isl.dim_type.param, aff.dim(isl.dim_type.param)), (isl.dim_type.in_, aff.dim(isl.dim_type.in_))):
        for d in range(n):
            c = aff.get_coefficient_val(t, d).to_python()
            if c:
                (left if c > 0 else right).append(term(c, aff.get_dim_name(t, d)))
    const = -aff.get_constant_val().to_python()     # moved to the right-hand side
    lhs = " + ".join(left) or "0"
    rhs = " + ".join(right)
    if const:
        rhs = f"{rhs} {'+' if const > 0 else '-'} {abs(const)}" if rhs else str(const)
    rhs = rhs or "0"
    return f"{lhs} == {rhs}"


def respects(sched: isl.Schedule, deps: isl.UnionMap) -> bool:
    """Every dependence goes forward in the schedule's order."""
    if deps.is_empty():
        return True
    m = sched.get_map()
    order = deps.apply_domain(m).apply_range(m)
    # the maps are tested outside isl's callback: an isl.Error (the operation bound) then reaches the
    # caller as an exception, without islpy's "exception in a call back function" traceback on stderr
    return all(mp.intersect(isl.Map.lex_ge(mp.get_space().domain()).align_params(mp.get_space())).is_empty()
               for mp in maps(order))


def drop_fixed_bands(node: isl.ScheduleNode) -> isl.ScheduleNode:
    """Delete the bands below `node` that take one value per iteration of the loops around them (a
    piece on the plane `j == k` has no `j` loop): a grid dimension of one thread otherwise."""
    if node.get_type() == isl.schedule_node_type.band:
        dom = node.get_domain()
        prefix = node.get_prefix_schedule_union_map().intersect_domain(dom)
        part = isl.UnionMap.from_multi_union_pw_aff(node.band_get_partial_schedule()).intersect_domain(dom)
        if prefix.reverse().apply_range(part).is_single_valued():
            return drop_fixed_bands(node.delete())
    for i in range(node.n_children()):
        node = drop_fixed_bands(node.child(i)).parent()
    return node


def _depth_of(node: isl.ScheduleNode) -> int:
    """Loops (band members) above and at `node`."""
    n = 0
    while node.has_parent():
        node = node.parent()
        if node.get_type() == isl.schedule_node_type.band:
            n += node.band_n_member()
    return n


def split_tree(tree: isl.Schedule, dep_list, deps: isl.UnionMap) -> list[tuple[isl.Schedule, str, int, int]]:
    """The original tree (one band per loop) with the first band whose subtree splits at pivot planes
    replaced by a sequence of its pieces, as candidates (tree, where it was cut, pieces, nests): each
    piece a nest of its own, and, where some differ, independent pieces of as many free dims run as one
    nest (`merged_groups`); [] when no band splits."""
    found: list = []

    def visit(node: isl.ScheduleNode) -> None:
        if found:
            return
        if node.get_type() == isl.schedule_node_type.band and node.n_children() == 1:
            child = node.child(0)
            if child.get_type() != isl.schedule_node_type.leaf:
                attempt = _split_below(child, dep_list, deps)
                if attempt:
                    found.append(attempt)
                    return
        for i in range(node.n_children()):
            visit(node.child(i))

    visit(tree.get_root())
    return found[0] if found else []


def _acyclic_cells(stmt_sets: dict[str, isl.Set], planes: dict[str, list[isl.Aff]], partners: dict[str, str],
                   deps: isl.UnionMap, same: isl.UnionMap) -> tuple[list[list[isl.Set]], nx.DiGraph] | None:
    """The cells (`units`) of the statements cut at `planes` and the graph of the dependences between
    them, or None when there are fewer than two or they depend on each other in a cycle."""
    pieces_of: list[isl.Set] = []
    for name, s in stmt_sets.items():
        pieces_of.extend(pieces(s, planes[name]) if name in planes else [s])
    cells = units(pieces_of, partners)
    if len(cells) < 2:
        return None
    g = cell_graph(cells, deps, same)
    return (cells, g) if nx.is_directed_acyclic_graph(g) else None


def _split_below(child: isl.ScheduleNode, dep_list, deps: isl.UnionMap) -> list:
    depth = _depth_of(child)
    dom = child.get_domain()
    same = _same_prefix(child.get_prefix_schedule_union_map().intersect_domain(dom))
    planes = pivot_planes(child, dep_list, depth, same)
    if not planes or any(len(v) > MAX_PLANES for v in planes.values()):
        return []
    stmt_sets = {s.get_tuple_name(): s for s in sets(dom)}
    inner_deps = deps.intersect_domain(dom).intersect_range(dom)
    found = _acyclic_cells(stmt_sets, planes, {}, inner_deps, same)
    if found is None:
        # the statements with no planes of their own cut too, where one joins a cut one at a point
        planes, partners = shared_planes(planes, stmt_sets, inner_deps, same)
        found = _acyclic_cells(stmt_sets, planes, partners, inner_deps, same) \
            if partners and all(len(v) <= MAX_PLANES for v in planes.values()) else None
    if found is None:
        return []
    cells, g = found
    dims = [free_dims(c[0], depth) for c in cells]
    alone = [[n] for n in nx.lexicographical_topological_sort(g)]
    # (a group's band runs its cells' points with no order inside one: only units of one statement merge)
    merged = merged_groups(g, dims) if all(len(c) == 1 for c in cells) else alone
    where = "; ".join(f"{name} at " + " and ".join(plane_text(a) for a in affs) for name, affs in sorted(planes.items()))
    out = []
    for groups in ([merged] if len(merged) < len(alone) else []) + [alone]:
        filters = isl.UnionSetList.alloc(child.get_ctx(), len(groups))
        for group in groups:
            u = _union(cells[group[0]])
            for n in group[1:]:
                u = u.union(_union(cells[n]))
            filters = filters.add(u)
        seq = child.insert_sequence(filters)
        for i, group in enumerate(groups):
            band = group_schedule([cells[n][0] for n in group], [dims[n] for n in group]) \
                if len(group) > 1 else None
            if band is not None:
                # the group's own band over each cell's free dims, below its filter
                seq = seq.child(i).child(0).cut().insert_partial_schedule(band).parent().parent()
            else:
                seq = drop_fixed_bands(seq.child(i)).parent()
        new = seq.get_schedule()
        if respects(new, deps):
            out.append((new, where, len(cells), len(groups)))
    return out


class SplitPass(Pass):
    name = "split"
    requires = ("schedule", "dependences")
    provides = ("schedule.split",)
    after = ("original-schedule",)
    optional = True
    description = ("index-set splitting at pivot planes (Floyd–Warshall's row and column k): the instances "
                   "of one iteration of an outer loop run as a sequence of parallel pieces")

    def run(self, state: State) -> None:
        if not state.options.index_set_split:
            return
        from ..gpu.cost import CPU, GPU, estimate, fmt_seconds
        from ..gpu.mapping import find_kernels
        from .device_split import mapped_members
        scop = state.scop
        deps = state["dep_union"]
        if deps.is_empty():
            return
        ctx = scop.context.get_ctx()
        try:
            with IslBudget(ctx, SPLIT_MAX_OPERATIONS):
                dev = CPU if state.options.target == "openmp" else GPU
                most = mapped_members(state.options)
                before = estimate(scop, find_kernels(state["schedule"], scop, most), dev).kernel_s
                best = None
                for new, where, n_pieces, n_nests in split_tree(scop.schedule_tree, state["dependences"].deps,
                                                                deps):
                    tree = mark_coincidence(mark_permutable(merge_nested_bands(new), deps), deps)
                    after = estimate(scop, find_kernels(tree, scop, most), dev).kernel_s
                    if best is None or after < best[0]:
                        best = (after, tree, where, n_pieces, n_nests)
                if best is None:
                    return
                after, tree, where, n_pieces, n_nests = best
        except isl.Error as e:
            # the operation bound, or isl failing inside an operation (fuzz --reductions seed 428839:
            # "isl_map_coalesce failed: cannot relax redundant constraint"): the pass is an optimisation,
            # the schedule stays as it was
            if not out_of_operations(e):
                state.decide(f"split: not tried (isl: {str(e).splitlines()[0][:120]})")
            return
        if not after < 0.95 * before:
            return
        state["schedule"] = tree
        state["schedule_origin"] = "split"
        nests = "each a parallel nest" if n_nests == n_pieces else \
            f"as {n_nests} nests (independent pieces with as many free loops run as one)"
        state.decide(f"split: instances split at pivot planes ({where}) into {n_pieces} pieces in sequence, "
                     f"{nests} (kernels ~{fmt_seconds(after)} instead of ~{fmt_seconds(before)})")
