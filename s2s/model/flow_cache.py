"""A memo of isl's dataflow answers, keyed by the text of their inputs.

The exact dataflow of one SCoP is asked for by several passes (privatize, snapshot and expand-arrays
through tagged_flow, the dependence analysis, the statement printer) and again by the pipeline's retries
and by the host's second pipeline (codegen/host_openmp.py), each time on a Scop object of its own but
often on the same accesses and schedule.  Where isl's compute_flow runs out of its operation budget
(tests/faithful/f21c_skewed_wavefront.c: ~6 s per attempt) every one of those asks paid for the attempt
again.  The answer is a function of the inputs alone (isl is deterministic and the budget is reset for
each computation), so the same text of the inputs may reuse it: results do not change, only their cost.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import islpy as isl

MAX_ENTRIES = 64            # SCoPs of one translation, with their variants; old entries are dropped


class FlowCache:
    """A bounded least-recently-used map from an input key to an isl answer (isl objects are immutable
    through islpy, so handing the same one out twice is safe)."""

    def __init__(self, max_entries: int = MAX_ENTRIES):
        self.max_entries = max_entries
        self.entries: OrderedDict[Hashable, tuple[isl.UnionMap, tuple[float, ...]]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get_or_compute(self, key: Hashable, compute: Callable[[], isl.UnionMap]) -> isl.UnionMap:
        """The answer stored under `key`, or compute()'s (stored; an exception is not).  The time limits
        that compute() hit (its fallback after a dataflow probe that did not finish) are stored with it
        and counted again on each hit (passes/bounded.timeouts_within): the answer depends on the
        machine's speed there, and every translation that gets it says so."""
        from ..passes import bounded
        if key in self.entries:
            self.entries.move_to_end(key)
            self.hits += 1
            value, hits = self.entries[key]
            bounded.replay_timeouts(hits)
            return value
        self.misses += 1
        with bounded.timeouts_within() as hits:
            value = compute()
        self.entries[key] = (value, tuple(hits))
        if len(self.entries) > self.max_entries:
            self.entries.popitem(last=False)
        return value

    def clear(self) -> None:
        self.entries.clear()
        self.hits = self.misses = 0


def flow_key(sinks: isl.UnionMap, must_sources: isl.UnionMap, may_sources: isl.UnionMap | None,
             sched: isl.UnionMap, check: bool) -> tuple:
    """The text of a dataflow question: equal texts denote equal isl objects (same names, same
    constraints, in the same pieces: isl_util.structure_text), hence the same answer."""
    from .isl_util import structure_text
    return (structure_text(sinks), structure_text(must_sources),
            None if may_sources is None else structure_text(may_sources), structure_text(sched), check)


flow_cache = FlowCache()
