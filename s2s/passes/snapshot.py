"""Reads of values from before the SCoP read a device copy made when the region starts.

In `for i (descending) for j { for k < i: B[i][j] += A[i][k] * B[k][j]; ... }` every instance of the read
`B[k][j]` sees the value B had before the SCoP (no write of the SCoP reaches it: isl's dataflow says so,
exactly, for every instance), but the rows it reads are written later.  Those anti-dependences keep the `i`
loop sequential; they are dependences of the storage, not of the values.  Reading the original values from
a copy of B made at the start (`s2s_in_B`, one device-to-device copy) removes them: the product becomes a
parallel (i, j) nest with a reduction over k, and the contraction, reduction and mapping passes see it as
such.

Legal because the renamed reads get, for every instance, the value they got before: the copy holds B's
values from before the SCoP and nothing writes it.  Only reads whose every instance has no source in the
SCoP are renamed, and only when the cost model finds the original order's kernels faster for it (the copy costs device
memory and a device-to-device copy of the array).  GPU targets only: on the host the copy would be a malloc and a
memcpy in the user's function, which the OpenMP target does not emit.
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ..analysis import analyse
from ..model.dependences import tagged_flow
from ..model.scop import Array, Scop
from ..gpu.cost import fmt_seconds
from .manager import Pass, State
from .parallelism import mark_coincidence
from .schedule import adopt, dep_union, merge_nested_bands


def live_in_reads(scop: Scop) -> dict[str, str]:
    """{read ref_id: array} for the reads of written arrays whose every instance reads the value the array
    had before the SCoP, and whose element some write of the SCoP overwrites (else nothing to gain)."""
    written = scop.written_arrays()
    cands: dict[str, str] = {}
    for st in scop.statements:
        shared = {id(w.node) for w in st.writes}      # `B[i] += x`: one C node, read and written
        for a in st.reads:
            if id(a.node) in shared:
                continue
            arr = scop.arrays.get(a.array)
            if arr is None or a.array not in written or arr.rank == 0 or arr.kind in ("private", "snapshot"):
                continue
            cands[a.ref_id] = a.array
    if not cands:
        return {}
    for _src, snk, _rel in tagged_flow(scop):
        cands.pop(snk, None)
    # keep those whose elements are written somewhere in the SCoP (an anti-dependence to remove)
    written_elems: dict[str, isl.Set] = {}
    for st in scop.statements:
        for w in st.writes:
            if w.array in cands.values():
                e = w.relation.intersect_domain(st.domain).range()
                written_elems[w.array] = written_elems[w.array].union(e) if w.array in written_elems else e
    out = {}
    for st in scop.statements:
        for a in st.reads:
            if a.ref_id in cands and not a.relation.intersect_domain(st.domain).range() \
                    .intersect(written_elems[a.array]).is_empty():
                out[a.ref_id] = a.array
    return out


def snapshot_name(scop: Scop, array: str) -> str:
    name = f"s2s_in_{array}"
    while name in scop.arrays or name in scop.params or name in scop.scalar_values:
        name += "_"
    return name


def rename_reads(scop: Scop, refs: dict[str, str]) -> tuple[Scop, dict[str, str]]:
    """The SCoP with the reads `refs` reading snapshot arrays; {array: its snapshot}."""
    snaps = {arr: snapshot_name(scop, arr) for arr in sorted(set(refs.values()))}
    arrays = dict(scop.arrays)
    for arr, snap in snaps.items():
        src = scop.arrays[arr]
        arrays[snap] = Array(name=snap, ctype=src.ctype, sizes=list(src.sizes), kind="snapshot",
                             size_affs=list(src.size_affs), is_const=True, restrict=True, snapshot_of=arr)
    statements = []
    for st in scop.statements:
        accesses = []
        for a in st.accesses:
            if a.ref_id in refs:
                snap = snaps[a.array]
                a = replace(a, array=snap, relation=a.relation.set_tuple_name(isl.dim_type.out, snap))
            accesses.append(a)
        statements.append(replace(st, accesses=accesses))
    return replace(scop, arrays=arrays, statements=statements), snaps


def _original_cost(scop: Scop, deps: isl.UnionMap) -> float:
    """The cost model's kernel time of the original loop order with these dependences."""
    from ..gpu.cost import estimate
    from ..gpu.mapping import MAX_MAPPED, find_kernels
    tree = mark_coincidence(merge_nested_bands(scop.schedule_tree), deps)
    return estimate(scop, find_kernels(tree, scop, MAX_MAPPED)).kernel_s


class SnapshotPass(Pass):
    name = "snapshot"
    requires = ("dependences",)
    provides = ("snapshot",)
    after = ("privatize", "expand-arrays")
    optional = True
    description = ("reads of values from before the SCoP that the SCoP overwrites later read a device copy "
                   "made at its start (their anti-dependences removed), when that frees loops")

    def run(self, state: State) -> None:
        state["snapshot"] = {}
        if state.options.target not in ("cuda", "opencl"):
            return
        scop = state.scop
        try:
            refs = live_in_reads(scop)
            if not refs:
                return
            new, snaps = rename_reads(scop, refs)
            analysis = analyse(new)
            before = _original_cost(scop, state["dep_union"])
            after = _original_cost(new, dep_union(analysis, new))
        except isl.Error:
            return          # no answer from isl (its operation bound): the reads stay as they are
        if not after < 0.95 * before:
            return
        adopt(state, new, analysis)
        state["snapshot"] = snaps
        where = ", ".join(sorted(refs))
        state.decide(f"snapshot: {', '.join(f'{a} (read as {s})' for a, s in snaps.items())}: the reads {where} "
                     "only see values from before the SCoP; they read a copy made on the device at its start, "
                     f"which frees loops (kernels of the original order ~{fmt_seconds(before)} instead of "
                     f"~{fmt_seconds(after)})")
