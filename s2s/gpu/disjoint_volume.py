"""The volume of a set's disjoint pieces for the cost model (gpu/cost.py's box_volume), bounded.

isl's make_disjoint can run for many minutes on a small set of two or three pieces with strides
(existentially quantified variables) once the parameters are fixed to the cost model's size: fuzz
--c-features seed 7662 (tests/fuzz_regressions/slow_make_disjoint.c) spent its whole translation in one
call, and isl's operation counter does not stop it.  A set with such variables is split in a forked
child with a time limit (passes/bounded.cost_model_timeout, a share of --schedule-timeout); past it,
or when the child fails, the caller keeps the bounding box of the whole set, the model's ordinary
estimate (an upper bound).  Sets without them split
quickly and are split here.  Each answer is remembered by the text of the set's basic sets: the schedule
candidates and the cost model's sample translations ask for the same sets many times.
"""
from __future__ import annotations

from collections.abc import Callable

import islpy as isl

from ..model.isl_util import has_divs, structure_text
from ..passes import bounded
from ..passes.bounded import ChildFailed, Timeout, run_bounded

MAX_KEPT = 4096             # remembered answers

# (the answer, the time limits hit computing it: replayed with it, bounded.timeouts_within)
# (keyed by each basic set's text, isl_util.structure_text: isl prints the same text for a triangle held
# as one basic set twice and for the same triangle in two overlapping pieces, and their disjoint pieces'
# boxes differ, 1046529 points against 1045507 for floyd-warshall's at n = 1024: a translation after
# corpus/floyd-warshall.c got another estimate for tests/split/bottleneck_paths.c than a fresh process)
_answers: dict[tuple[str, int, float], tuple[float | None, tuple[float, ...]]] = {}




def pieces_volume(s: isl.Set, value: int, max_pieces: int,
                  box: Callable[[isl.Set, int], float]) -> float | None:
    """sum(box(piece, value)) over the pieces of s.make_disjoint(), or None when there are more than
    `max_pieces` of them or isl did not split the set within bounded.cost_model_timeout."""
    timeout = bounded.cost_model_timeout
    key = (structure_text(s), value, timeout)
    if key in _answers:
        answer, hits = _answers[key]
        bounded.replay_timeouts(hits)
        return answer

    def split() -> float | None:
        parts = s.make_disjoint().get_basic_sets()
        if len(parts) > max_pieces:
            return None
        return sum(box(b.to_set(), value) for b in parts)

    with bounded.timeouts_within() as hits:
        if not has_divs(s):
            answer = split()
        else:
            try:
                text = run_bounded(lambda: repr(split()).encode(), timeout,
                                   "isl's make_disjoint (cost model)").decode()
                answer = None if text == "None" else float(text)
            except (Timeout, ChildFailed):
                answer = None
    if len(_answers) >= MAX_KEPT:
        _answers.clear()
    _answers[key] = (answer, tuple(hits))
    return answer
