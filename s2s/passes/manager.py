"""The pass graph: passes declare what they need and provide; the pipeline is its topological order."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import networkx as nx

from ..diagnostics import S2SError


@dataclass
class Options:
    target: str = "cuda"
    tile_size: int | None = None
    sizes: dict[int, dict[str, list[int]]] = field(default_factory=dict)
    reschedule: bool = True
    reschedule_reuse_only: bool = False  # isl's schedule only where this process computed it for the same
    #                                      constraints (a SCoP's second pipeline, codegen/host_openmp.py)
    strict: bool = False
    verbose: bool = False
    disabled: set[str] = field(default_factory=set)
    schedule_timeout: float = 60.0
    force_device: bool = False          # offload even where the cost model prefers the host
    machine: Any = None                 # s2s.gpu.profit.Machine (--machine-figures); None: the defaults
    reorder_reductions: bool = True     # run reduction loops in parallel (gpu/reduction.py)
    index_set_split: bool = True        # split instances at pivot planes (passes/split.py)
    host_partials: bool = False         # the host's sequential version (codegen/host_openmp.py): every
    #                                     reduction loop planned "serial" (partial sums, no threads)


@dataclass
class State:
    """What the passes of one SCoP read and write."""

    scop: Any
    options: Options
    log: Any
    artifacts: dict[str, Any] = field(default_factory=dict)
    decisions: list[str] = field(default_factory=list)
    # what isl's AST generator was given in this SCoP's earlier attempts and did not finish (key -> why,
    # passes/lower.py): the retries share it, and one with the same input gives up at once
    ast_failures: dict[str, str] = field(default_factory=dict)

    def __getitem__(self, key):
        return self.artifacts[key]

    def __setitem__(self, key, value):
        self.artifacts[key] = value

    def get(self, key, default=None):
        return self.artifacts.get(key, default)

    def decide(self, text: str) -> None:
        self.decisions.append(text)


class Pass:
    name: str = ""
    requires: tuple[str, ...] = ()
    provides: tuple[str, ...] = ()
    after: tuple[str, ...] = ()          # passes to run after, when present (soft order)
    optional: bool = False
    description: str = ""

    def run(self, state: State) -> None:  # pragma: no cover - interface
        raise NotImplementedError


def all_passes() -> list[Pass]:
    from .contraction import ContractionPass
    from .device_split import DeviceSplitPass
    from .lower import AstPass, CarryPass, CpuBlocksPass, KernelIRPass, PersistentPass, PrivatePass
    from .onepass import OnePassPass
    from .parallelism import ParallelismPass
    from .schedule import DependencePass, OriginalSchedulePass, ReschedulePass
    from .skew import SkewPass
    from .forward import ForwardPass
    from .privatize import PrivatizePass
    from .expand_arrays import ExpandArraysPass
    from .fission import FissionPass
    from .snapshot import SnapshotPass
    from .split import SplitPass
    from .stencil import StencilPass
    from .tile import TilePass
    from .transfers import TransferPass
    from .verify import VerifyPass
    return [DependencePass(), ForwardPass(), PrivatizePass(), ExpandArraysPass(), SnapshotPass(), OriginalSchedulePass(), SplitPass(), ReschedulePass(),
            SkewPass(), ParallelismPass(), FissionPass(), TilePass(), DeviceSplitPass(), TransferPass(), AstPass(), VerifyPass(), ContractionPass(),
            StencilPass(), KernelIRPass(), PrivatePass(), OnePassPass(), CarryPass(), PersistentPass(), CpuBlocksPass()]


def pass_graph(passes: list[Pass]) -> nx.DiGraph:
    g = nx.DiGraph()
    providers: dict[str, list[str]] = {}
    for p in passes:
        g.add_node(p.name, obj=p)
        for art in p.provides:
            providers.setdefault(art, []).append(p.name)
    for p in passes:
        for art in p.requires:
            if art == "model":
                continue
            if art not in providers:
                raise S2SError(f"pass '{p.name}' needs '{art}', which no enabled pass provides")
            for q in providers[art]:
                if q != p.name:
                    g.add_edge(q, p.name, artifact=art)
        for q in p.after:
            if q in g:
                g.add_edge(q, p.name, artifact="(order)")
    if not nx.is_directed_acyclic_graph(g):
        raise S2SError("the pass graph has a cycle")
    return g


def pipeline(disabled: set[str] | None = None) -> list[Pass]:
    disabled = disabled or set()
    passes = all_passes()
    names = {p.name for p in passes}
    for d in disabled:
        if d not in names:
            raise S2SError(f"--disable-pass {d}: no such pass (see 's2s passes')")
        p = next(p for p in passes if p.name == d)
        if not p.optional:
            needed = [q.name for q in passes if set(q.requires) & set(p.provides)]
            raise S2SError(f"--disable-pass {d}: the pass is required ({', '.join(needed)} need "
                           f"{', '.join(p.provides)})")
    enabled = [p for p in passes if p.name not in disabled]
    g = pass_graph(enabled)
    order = {p.name: k for k, p in enumerate(enabled)}
    return [g.nodes[n]["obj"] for n in nx.lexicographical_topological_sort(g, key=lambda n: order[n])]


def describe_passes() -> str:
    passes = all_passes()
    g = pass_graph(passes)
    order = {p.name: k for k, p in enumerate(passes)}
    lines = [f"{'pass':18} optional  requires -> provides"]
    for n in nx.lexicographical_topological_sort(g, key=lambda n: order[n]):
        p = g.nodes[n]["obj"]
        lines.append(f"{p.name:18} {'yes' if p.optional else 'no':8}  {', '.join(p.requires) or '-'} -> "
                     f"{', '.join(p.provides)}")
        lines.append(f"{'':18} {'':8}  {p.description}")
    return "\n".join(lines)


def run_pipeline(state: State) -> State:
    """Run the passes; when code generation fails (the verify pass rejects the code, or isl's AST
    generator does not finish), run them again with less: first without parallel reductions when a
    kernel had one (the schedule is kept), then on the original order (isl's schedule only), and when
    that fails too the SCoP stays sequential."""
    from .scheduled import pipeline_scope
    with pipeline_scope():      # the retries share what isl's scheduler gave the first attempt
        return _run_pipeline(state)


def _run_pipeline(state: State) -> State:
    passes = pipeline(state.options.disabled)
    scop = state.scop           # passes may replace it (snapshot.py): a retry starts from the user's
    for p in passes:
        p.run(state)
    for fallback, why in _fallbacks(state):
        if not state.get("retry-original"):
            break
        retry = State(scop, fallback, state.log, ast_failures=state.ast_failures)
        retry.decisions = state.decisions + [why]
        for p in passes:
            if p.name != "reschedule" or fallback.reschedule:
                p.run(retry)
        state = retry
    return state


def _fallbacks(state: State) -> list[tuple[Options, str]]:
    """The options to retry with, in order, after a failed code generation."""
    out = []
    opts = state.options
    if opts.reorder_reductions and any(getattr(k, "reduction", None) is not None
                                       for k in state.get("kernels") or ()):
        out.append((replace(opts, reorder_reductions=False),
                    "reductions: kept sequential in their kernels instead (the schedule is kept)"))
    if state.get("schedule_origin") == "split":
        out.append((replace(opts, index_set_split=False),
                    "split: the pieces are not split (original order or isl's schedule)"))
    if state.get("schedule_origin") == "isl":
        out.append((replace(opts, reschedule=False),
                    "schedule: the original order is used instead"))
    return out
