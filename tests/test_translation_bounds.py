"""The bounds on isl's work in one translation: the exact dataflow of a question is computed once
(model/flow_cache.py), and the cost model's isl questions that isl's operation count does not stop are
given up after a time limit, a share of --schedule-timeout (gpu/disjoint_volume.py,
gpu/cost.chain_waits), with the model's plain estimate instead.  The programs that did not translate in
300 s are tests/fuzz_regressions/slow_make_disjoint.c, slow_chain_waits.c and slow_chain_waits_2.c
(checked on openmp and opencl by test_fuzz.py::test_regression)."""
from __future__ import annotations

import time
from pathlib import Path

import islpy as isl
import pytest

from s2s.driver import translate_file
from s2s.gpu import cost, disjoint_volume
from s2s.model import dependences, flow_cache
from s2s.passes import bounded

ROOT = Path(__file__).resolve().parent.parent
REGRESSIONS = ROOT / "tests" / "fuzz_regressions"

# the set of fuzz --c-features seed 7662 on which isl's make_disjoint ran for minutes (the cost model's
# size hint already fixed in the parameters)
HARD_SET = ("[b0, b1] -> { [i0, i1] : b0 = 1024 and b1 = 1024 and i0 <= 4 and ((exists (e0, e1: (i1) mod 2 = "
            "0 and e1 > 0 and 2e1 <= i0 and 220110e1 <= -40198 + 23i1 - 156e0 and 660326e1 >= -120618 + 69i1 "
            "- 468e0 and 966570e1 >= -176555 + 101i1 - 685e0 and 4086390e1 <= -746388 + 427i1 - 2896e0)) or "
            "((i1) mod 11000 = 0 and 11000 <= i1 <= 5500i0) or (exists (e0, e1: (i1) mod 2 = 0 and e1 > 0 "
            "and 2e1 <= i0 and -40196 + 23i1 - 156e0 <= 220110e1 <= -40190 + 23i1 - 156e0 and 966570e1 >= "
            "-176555 + 101i1 - 685e0 and 4086390e1 <= -746386 + 427i1 - 2896e0))) }")


def test_make_disjoint_is_given_up_after_the_time_limit(monkeypatch):
    monkeypatch.setattr(bounded, "cost_model_timeout", 0.5)
    s = isl.Set(HARD_SET)
    hits = len(bounded.timeouts_hit)
    start = time.monotonic()
    assert disjoint_volume.pieces_volume(s, cost.SIZE_HINT, cost.MAX_PIECES, cost._box) is None
    assert time.monotonic() - start < 30
    assert bounded.timeouts_hit[hits:] == [0.5]         # the driver's warning counts it
    # box_volume keeps the bounding box of the whole set (remembered: no second wait)
    start = time.monotonic()
    assert cost.box_volume(s) == cost._box(cost._fix_params(s, cost.SIZE_HINT), cost.SIZE_HINT)
    assert time.monotonic() - start < 5


def test_split_in_the_child_gives_the_split_of_this_process():
    """A strided set (existential variables) is split in the forked child; its answer is the one isl gives
    here: two disjoint rows of a strided matrix are 2 * 50 points, not the 100 x 100 of their box."""
    s = isl.Set("{ [i, j] : 0 <= j < 100 and (exists e: j = 2e) and (i = 0 or i = 99) }")
    here = sum(cost._box(b.to_set(), 1024) for b in s.make_disjoint().get_basic_sets())
    got = disjoint_volume.pieces_volume(s, 1024, cost.MAX_PIECES, cost._box)
    assert got == here and got < cost._box(s, 1024)


def test_cost_model_time_limit_follows_schedule_timeout():
    translate_file(str(ROOT / "corpus" / "atax.c"), target="openmp", schedule_timeout=24)
    assert bounded.cost_model_timeout == 2.0
    translate_file(str(ROOT / "corpus" / "atax.c"), target="openmp")
    assert bounded.cost_model_timeout == 5.0


def test_dataflow_question_is_answered_once(monkeypatch):
    """The same question (same inputs' text) reuses the answer; another question computes its own."""
    monkeypatch.setattr(dependences, "flow_cache", flow_cache.FlowCache())
    calls = []
    real = dependences._may_dependences

    def counted(*args):
        calls.append(args)
        return real(*args)
    monkeypatch.setattr(dependences, "_may_dependences", counted)
    sched = isl.UnionMap("[n] -> { S[i] -> [0, i]; T[i] -> [1, i] }")
    writes = isl.UnionMap("[n] -> { S[i] -> A[i] : 0 <= i < n }")
    reads = isl.UnionMap("[n] -> { T[i] -> A[i + 1] : 0 <= i < n - 1 }")
    first = dependences.may_dependences(reads, writes, None, sched)
    again = dependences.may_dependences(isl.UnionMap(str(reads)), writes, None, sched)
    assert len(calls) == 1 and again is first
    assert first.is_equal(isl.UnionMap("[n] -> { S[i] -> T[i - 1] : 1 <= i < n }"))
    other = dependences.may_dependences(reads, writes, None, sched, check=False)
    assert len(calls) == 2 and other.is_equal(first)


def test_flow_cache_keeps_a_bounded_number_of_answers():
    c = flow_cache.FlowCache(max_entries=2)
    for k in range(3):
        c.get_or_compute(k, lambda k=k: isl.UnionMap(f"{{ S[{k}] -> T[{k}] }}"))
    assert list(c.entries) == [1, 2] and c.misses == 3
    c.get_or_compute(1, lambda: pytest.fail("recomputed"))
    assert c.hits == 1


@pytest.mark.parametrize("name", ["slow_make_disjoint",      # ~15 s; the others ~1 min of CPU
                                  pytest.param("slow_chain_waits", marks=pytest.mark.slow),
                                  pytest.param("slow_chain_waits_2", marks=pytest.mark.slow)])
def test_slow_fuzz_programs_translate_for_cuda(name, tmp_path):
    """Each finished only past 300 s; with --schedule-timeout 6 (the cost model's questions get 0.5 s)
    the CUDA translation completes, and says where a time limit decided."""
    start = time.monotonic()
    r = translate_file(str(REGRESSIONS / f"{name}.c"), target="cuda", schedule_timeout=6)
    assert r.main_text
    assert time.monotonic() - start < 240
    warnings = [d.message for d in r.log.items if d.severity == "warning"]
    assert any("time limit of" in w and "(--schedule-timeout 6)" in w for w in warnings), warnings


def test_hull_dependences_contain_the_exact_ones():
    """The dataflow's last fallback (its first, memory_dependences, past isl's operation bound) is a
    superset: every exact pair, on the instances that run, and no pair against the schedule."""
    sched = isl.UnionMap("{ S[i] -> [0, i]; T[i] -> [1, i] }")
    writes = isl.UnionMap("{ S[i] -> A[o] : 0 <= i < 20 and (exists e: i = 3e) and 2o <= i <= 2o + 1 }")
    reads = isl.UnionMap("{ T[i] -> A[i] : 0 <= i < 10 }")
    exact = dependences.memory_dependences(writes, reads, sched)
    hull = dependences.hull_memory_dependences(writes, reads, sched)
    assert not exact.is_empty() and exact.is_subset(hull)
    assert hull.domain().is_subset(writes.domain()) and hull.range().is_subset(reads.domain())
    assert hull.is_subset(isl.UnionMap("{ S[i] -> T[j] }"))          # writes first, as scheduled


def test_dataflow_fallback_past_the_operation_bound(monkeypatch):
    """compute_flow and memory_dependences both out of isl's operations: the hull superset answers."""
    monkeypatch.setattr(dependences, "flow_cache", flow_cache.FlowCache())

    def out_of_operations(*args):
        raise isl.Error("call to isl_union_map_lex_lt_union_map failed: maximal number of operations "
                        "exceeded")
    monkeypatch.setattr(dependences, "memory_dependences", out_of_operations)
    monkeypatch.setattr(dependences, "bounded_flow", out_of_operations)
    monkeypatch.setattr(dependences, "run_bounded", lambda fn, timeout, what="isl": fn())
    sched = isl.UnionMap("[n] -> { S[i] -> [0, i]; T[i] -> [1, i] }")
    writes = isl.UnionMap("[n] -> { S[i] -> A[i] : 0 <= i < n }")
    reads = isl.UnionMap("[n] -> { T[i] -> A[i + 1] : 0 <= i < n - 1 }")
    dep = dependences.may_dependences(reads, writes, None, sched)
    assert isl.UnionMap("[n] -> { S[i] -> T[i - 1] : 1 <= i < n }").is_subset(dep)
