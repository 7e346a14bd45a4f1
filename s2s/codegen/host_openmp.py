"""The OpenMP version of a SCoP that the cost model keeps on the host, in the CUDA and OpenCL outputs.

A SCoP with parallel loops that the device does not pay for (s2s/gpu/profit.py) still has parallel
loops: the host can run them on its cores.  Its place in the output becomes

    {
      int _s2s_ran = 0;
    #ifdef _OPENMP
      the OpenMP target's code for the SCoP (behind its size test and the arrays' overlap test, as for
      OpenMP), which sets _s2s_ran where it ran
    #endif
      if (!_s2s_ran) {
        the SCoP's original lines (or its partial sums' version, host_partials_code)
      }
    }

so that the translation built as `s2s translate` prints it (no -fopenmp) runs exactly the user's code,
never slower than before, and a build with -fopenmp (nvcc: -Xcompiler -fopenmp) runs the nest in parallel.
The OpenMP code is what `--target openmp` emits for the SCoP: the same passes, proofs and verification,
with isl's schedule where the device pipeline computed it for the same SCoP and the CPU's cost model
prefers it (passes/schedule.py keeps the schedules it computed: no second run of isl's scheduler, which
can take most of a translation's time: tests/fuzz_regressions/slow_grid_range.c went from 10 to 40 s
with one), else in the user's loop order.  The user's order is often the host's worst: atax's and bicg's
y = A^T x inside the loop over A's rows forks a parallel region per row, where isl's schedule has one
nest per product.

A parallel region costs a fork and a join (microseconds) each time it runs: parallel loops inside a
sequential loop (a recurrence's inner products, a wavefront's diagonals) fork once per outer iteration,
for little work each.  The OpenMP version is written only when the cost model (s2s/gpu/cost.py, its CPU
figures) puts it clearly below the sequential code (`OPENMP_GAIN`); otherwise the output keeps the
original lines alone, so a build with -fopenmp is never slower for it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl

from ..diagnostics import DiagnosticLog, S2SError
from ..gpu.cost import CPU, fmt_seconds, kernel_cost
from ..model.footprint import alias_plan
from ..passes.manager import State, run_pipeline
from .versioning import versioned
from .emit import openmp_region
from .host_outline import RAN
from .reduction_code import HOST_PARTIALS


def host_openmp_code(scop, options, log, original: str, ind: str, assume_no_alias: bool,
                     reordered: list | None = None, below: int | None = None,
                     info: dict | None = None, outliner=None) -> tuple[str | None, str]:
    """(the text that replaces the SCoP, or None when it keeps its original lines, and why): the OpenMP
    version where it pays, and the partial sums' version (host_partials_code) where the OpenMP version
    does not run (below its size, or built without -fopenmp) and the SCoP has reduction loops.  `below`:
    the text runs only below this size (the device's threshold, s2s/gpu/profit.py), so an OpenMP version
    that pays only from there on is left out.  `info` gets the OpenMP version's kernels ("kernels") when
    the text has it.  `outliner` (codegen/host_outline.HostOutliner): the versions go into functions of
    their own, out of the user's function, where they can."""
    piece, how = _partials_piece(scop, options, assume_no_alias, reordered)
    seq = _partials_inline(piece, original, ind) if piece is not None else None
    text, why = _openmp_code(scop, options, log, seq if seq is not None else original, ind, assume_no_alias,
                             below, info, outliner, original, piece)
    if text is not None:
        return text, (f"{why}; where it does not run, {how}" if seq is not None else why)
    if seq is not None and outliner is not None:
        seq = outliner.call(scop, original, ind, [("partials", _partials_done(piece), False)]) or seq
    return (seq, f"{why}; {how}") if seq is not None else (None, why)


SEQUENTIAL_ONLY = {"privatize", "expand-arrays", "snapshot", "split", "skew"}


def host_partials_code(scop, options, original: str, ind: str, assume_no_alias: bool,
                       reordered: list | None = None, outliner=None) -> tuple[str | None, str]:
    """The SCoP's sequential version for the host when its reduction loops may be reordered (the default
    policy, not --no-reorder-reductions): the OpenMP target's code for it in the user's loop order with
    no pragma, each reduction loop folding into HOST_PARTIALS accumulators (reduction_code.strided_loop),
    behind the arrays' overlap test.  A reduction loop as written is one chain of dependent additions;
    the partial sums are independent chains (bench/micro/host_reductions.c: 1.4-1.5x on a Levinson-style
    recurrence and a triangular solve, whose SCoPs no parallel loop or device pays for).  It needs no
    OpenMP, so it is not under #ifdef _OPENMP.  (text or None, why); the host program whose reductions the
    text reorders is appended to `reordered` (s2s check's tolerance: gpu/reduction.reorder_rtol).
    `outliner`: as for host_openmp_code."""
    piece, how = _partials_piece(scop, options, assume_no_alias, reordered)
    if piece is None:
        return None, how
    if outliner is not None:
        text = outliner.call(scop, original, ind, [("partials", _partials_done(piece), False)])
        if text is not None:
            return text, how
    return _partials_inline(piece, original, ind), how


def _partials_piece(scop, options, assume_no_alias: bool, reordered: list | None) -> tuple[tuple | None, str]:
    """((the partial sums' program, the arrays' overlap test or None), why), or (None, why not)."""
    if not options.reorder_reductions:
        return None, "no partial sums on the host (--no-reorder-reductions)"
    try:
        # no threads run this code: the passes that only free loops for them (private copies of scalars
        # and buffers, index-set splitting, skewing) would add allocations and code for nothing
        state = run_pipeline(State(scop, replace(options, target="openmp", force_device=True, verbose=False,
                                                   reschedule=False, host_partials=True,
                                                   disabled=set(options.disabled) | SEQUENTIAL_ONLY),
                                   DiagnosticLog()))
    except (S2SError, isl.Error) as e:
        return None, f"no partial sums on the host ({e})"
    prog = state.get("kernel-ir")
    if prog is None or not any(k.reduction is not None for k in prog.kernels):
        return None, "no reduction loop for partial sums on the host"
    plan = None if assume_no_alias else alias_plan(scop)
    if plan is not None and plan.problem:
        return None, f"no partial sums on the host ({plan.describe()})"
    if reordered is not None:
        reordered.append(prog)
    return (prog, plan.condition if plan is not None else None), (
        f"its reduction loops run on the host in {HOST_PARTIALS} partial sums each (the reordering "
        "the reduction policy allows; --no-reorder-reductions keeps them as written)")


def _partials_inline(piece: tuple, original: str, ind: str) -> str:
    """The partial sums' version in the user's function, its original lines where it does not run."""
    prog, cond = piece
    code = openmp_region(prog, ind, threads=False, original=original)
    return versioned(code, original, ind, None, cond)


def _partials_done(piece: tuple) -> str:
    """The partial sums' version as the body of a function of its own (codegen/host_outline.py): it sets
    _s2s_ran where it ran."""
    prog, cond = piece
    return versioned(openmp_region(prog, "  ", threads=False, done=RAN), None, "  ", None, cond)


def _openmp_code(scop, options, log, original: str, ind: str, assume_no_alias: bool,
                 below: int | None = None, info: dict | None = None, outliner=None, own: str = "",
                 partials: tuple | None = None) -> tuple[str | None, str]:
    try:
        state = run_pipeline(State(scop, replace(options, target="openmp", force_device=False, verbose=False,
                                                   reschedule_reuse_only=True),
                                   log))
    except (S2SError, isl.Error) as e:      # then the original lines stay, as they would without this
        return None, f"no OpenMP version for the host ({e})"
    prog = state.get("kernel-ir")
    if prog is None or not state.get("offload"):
        why = state.decisions[-1] if state.decisions else "no parallel loop"
        return None, f"no OpenMP version for the host ({why})"
    choice = openmp_pays(scop, state["kernels"])
    if choice.verdict == "never":
        return None, f"no OpenMP version for the host ({choice.words})"
    if below is not None and choice.threshold is not None and choice.threshold >= below:
        return None, f"no OpenMP version below the device's size (it pays {choice.words})"
    how = choice.words
    plan = None if assume_no_alias else alias_plan(scop)
    if plan is not None and plan.problem:
        return None, f"no OpenMP version for the host ({plan.describe()})"
    if info is not None:
        info["kernels"] = state["kernels"]
    why = (f"its OpenMP version is in the output under #ifdef _OPENMP ({how}): build with -fopenmp "
           "(nvcc: -Xcompiler -fopenmp) to run it on the host's cores; without it, the original code runs")
    alias = plan.condition if plan is not None else None
    if outliner is not None:
        code = versioned(openmp_region(prog, "  ", original=None, done=RAN), None, "  ", choice.condition, alias,
                         who="OpenMP on the host's cores")
        versions = [("openmp", code, True)]
        if partials is not None:
            versions.append(("partials", _partials_done(partials), False))
        text = outliner.call(scop, own, ind, versions)
        if text is not None:
            return text, why
    # the other version (the SCoP's lines, or its partial sums' version) is written once, after the OpenMP
    # one, and runs where that did not (not built with -fopenmp, below its size, arrays that overlap, no
    # memory for its private copies): `_s2s_ran`
    code = openmp_region(prog, ind + "  ", original=None, done=RAN)
    code = versioned(code, None, ind + "  ", choice.condition, alias, who="OpenMP on the host's cores")
    from .emit import name_unused
    # (without -fopenmp the OpenMP version is not compiled: the other names what it alone used)
    code = name_unused(code, scop.only_in_scop, ind + "  ")
    original = name_unused(original, scop.only_in_scop, ind + "  ")
    text = (f"{ind}{{\n{ind}  int {RAN} = 0;\n#ifdef _OPENMP\n{code.rstrip(chr(10))}\n#endif\n"
            f"{ind}  if (!{RAN}) {{\n{original.rstrip(chr(10))}\n{ind}  }}\n{ind}}}\n")
    return text, why


OPENMP_GAIN = 0.5     # the OpenMP version must be estimated at most this fraction of the sequential time


@dataclass
class OpenMPChoice:
    """Whether a kept-on-host SCoP gets its OpenMP version: always, above a size (`condition`, a C test of
    the size parameters as for the device, s2s/gpu/profit.py), or not at all; `words` says why."""
    verdict: str                 # "always", "versioned" or "never"
    condition: str | None
    words: str
    threshold: int | None = None  # versioned: the scale value it pays from


def openmp_pays(scop, kernels) -> OpenMPChoice:
    """The cost model's CPU figures (s2s/gpu/cost.py: 16 cores, a fork and join per parallel region) against
    the sequential host estimate of s2s/gpu/profit.py, at the sizes the device's decision samples."""
    from ..gpu.profit import (SCALES, Profitability, _footprints, domain_fills, evaluate, size_params,
                              strided_accesses, winning_from, work_degrees)

    params = size_params(scop)
    values = SCALES if params else [1]
    fps, fills, strided = _footprints(scop), domain_fills(scop), strided_accesses(scop)

    def point(v: int) -> tuple[float, float, float]:
        costs = [kernel_cost(k, CPU, v) for k in kernels]
        host = evaluate(scop, kernels, None, v, footprints=fps, fills=fills, strided=strided).host_s
        return sum(c.seconds for c in costs), host, sum(c.launches for c in costs)

    points = [point(v) for v in values]
    pays = [cpu <= OPENMP_GAIN * host for cpu, host, _ in points]

    def at(i: int) -> str:
        cpu, host, forks = points[i]
        where = f"at {' = '.join(params)} = {values[i]}" if params else "at its fixed sizes"
        return (f"~{fmt_seconds(cpu)} on {CPU.resident_threads} cores in {forks:.0f} parallel "
                f"region{'s' if forks != 1 else ''} against ~{fmt_seconds(host)} sequential {where}")

    if all(pays):
        return OpenMPChoice("always", None, at(len(values) - 1))
    if not pays[-1]:
        return OpenMPChoice("never", None, at(len(values) - 1))
    first = winning_from(pays)
    cond = Profitability("versioned", params, [], values[first],
                         work_degrees(scop, params, fills)).condition
    return OpenMPChoice("versioned", cond, f"from {' = '.join(params)} ~ {values[first]} on: {at(first)}",
                        values[first])


# The OpenMP version's figures on the host's cores for `host_cores_beat_device`, measured on the H200 node
# (16 threads, 2026-11-28: every program of docs/benchmarks.md "The host's cores against the device, measured"
# run as its sequential build, its CUDA translation and its OpenMP version, MEDIUM and LARGE, double and float):
# a parallel region's fork and join took 5-8.5 us (atax's OpenMP version, one region per row: 6,145 regions
# in 31 ms at MEDIUM, 24,577 in 208 ms at LARGE), and a strided walk costs about 1 ns per line fetched,
# all cores together, whatever the element type (mvt's and matvec-transposed's column walks 1.0-1.15 ns at
# MEDIUM and LARGE in double and float, deriche's and recursive-filter's column recurrences likewise, with
# the accesses of one column counted once: cost.strided_walks); the streams are priced as cost.CPU prices
# them (1.6-2.2x above the measured times: the rule leans towards the device there).
HOST_FORK_S = 5e-6
HOST_STRIDED_LINE_S = 1e-9


def openmp_version_s(kernels, value: int) -> float:
    """The estimated time of an OpenMP version's kernels on the host's cores, parameters at `value`."""
    from ..gpu.cost import strided_walks
    streams = replace(CPU, strided_penalty=1.0, launch_s=HOST_FORK_S)
    return sum(kernel_cost(k, streams, value).seconds + strided_walks(k, value) * HOST_STRIDED_LINE_S
               for k in kernels)


def device_beats_openmp_from(options, prof, kernels) -> int | None:
    """The sampled size from which the device (its runtime test, s2s/gpu/profit.py) is estimated faster than
    the OpenMP version with `kernels` by the model's margin at every larger sampled size, or None where it is
    at none.  Above the device's own threshold and below this size, a build with -fopenmp runs the OpenMP
    version instead (driver.py): the device's test weighs it against sequential code, and a matrix-vector
    product that the device runs faster than one core runs faster still on the host's (gesummv at n = 8000
    on the H200 node: 0.21 s sequential, 13 ms with OpenMP on 16 cores, ~114 ms of copies to the device)."""
    from ..gpu.profit import DEFAULT_MACHINE, REFINE_STEPS, winning_from
    machine = options.machine or DEFAULT_MACHINE
    wins = [p.device_s * machine.margin < openmp_version_s(kernels, p.value) for p in prof.points]
    if not wins or not wins[-1]:
        return None
    first = winning_from(wins)
    if first == 0 or prof.device_at is None:
        return prof.points[first].value
    # between the last sampled size where the OpenMP version wins and the first where the device does, as
    # profit.decide refines the device's own threshold: the samples are powers of two, and mvt-pb at
    # n = 8000 ran its OpenMP version (98 ms on the H200 node's 16 cores, the device 47-59 ms) because
    # the device first won at the sample 8192 (the model: 58 ms against 85 ms at 8000)
    lo, hi = prof.points[first - 1].value, prof.points[first].value
    for _ in range(REFINE_STEPS):
        mid = (lo + hi) // 2
        if mid in (lo, hi):
            break
        if prof.device_at(mid) * machine.margin < openmp_version_s(kernels, mid):
            hi = mid
        else:
            lo = mid
    return hi


def device_test_with_openmp(options, prof, kernels, size_cond: str) -> tuple[str, str]:
    """The device's size test (`size_cond`) where the output also has the SCoP's OpenMP version below it,
    and what -v says of it: built with -fopenmp, the device runs only from the size where it beats that
    version (`device_beats_openmp_from`; never where it does not at any sampled size), without it from
    the size where it beats sequential code; the C test chooses between the two by _OPENMP."""
    from ..gpu.profit import Profitability
    value = device_beats_openmp_from(options, prof, kernels)
    # (the sampled sizes are powers of two; both thresholds are refined between two of them: within the
    # samples' step above the device's own, one test)
    first = min((p.value for p in prof.points if p.value >= (prof.threshold or 0)), default=None)
    if value is not None and first is not None and value <= first:
        return size_cond, ""
    if value is None:
        omp_cond = "0"
        said = ("; built with -fopenmp, the device never runs (its OpenMP version is estimated faster at "
                "every size)")
    else:
        omp_cond = Profitability("versioned", prof.params, [], value, prof.degrees).condition
        said = (f"; built with -fopenmp, the device runs from {' = '.join(prof.params)} ~ {value} on "
                "(where it beats the OpenMP version)")
    return f"\n#ifdef _OPENMP\n  {omp_cond}\n#else\n  {size_cond}\n#endif\n  ", said


def host_cores_beat_device(scop, options, prof) -> str | None:
    """Why an offloaded SCoP should stay on the host after all, or None.  The device's decision
    (s2s/gpu/profit.py) weighs it against sequential code; a SCoP kept on the host gets its OpenMP version
    in a CUDA or OpenCL output, and where that version is estimated faster than the device (by the
    model's margin) at every size where the device beats sequential code, the host's cores are the
    faster choice (measured on the H200 node at LARGE: gesummv in float 47.5 -> 7.5 ms, deriche in double
    102 -> 44 ms; mvt's column walk stays on the device, 59 against 79 ms).  Estimated on the OpenMP
    version's own kernels (the OpenMP target's pipeline in the user's loop order, as `_openmp_code` builds
    it) with `openmp_version_s`, at the sizes of the device's decision; tried only where the device's
    lead over sequential code at some sampled size is within what the host's cores could close (not for
    products that the device runs hundreds of times faster)."""
    from ..gpu.profit import DEFAULT_MACHINE
    if prof is None or prof.verdict == "host" or not prof.points:
        return None
    machine = options.machine or DEFAULT_MACHINE
    if all(p.host_s > CPU.resident_threads * p.device_s for p in prof.points):
        return None
    try:
        state = run_pipeline(State(scop, replace(options, target="openmp", force_device=False, verbose=False,
                                                   reschedule_reuse_only=True),
                                   DiagnosticLog()))
    except (S2SError, isl.Error):
        return None
    kernels = state.get("kernels")
    if state.get("kernel-ir") is None or not state.get("offload") or not kernels:
        return None
    worst = None
    for p in prof.points:
        if not p.device_wins(machine.margin):
            continue            # the original code runs there either way (below the device's size test)
        cpu = openmp_version_s(kernels, p.value)
        if cpu > OPENMP_GAIN * p.host_s or cpu * machine.margin > p.device_s:
            return None         # no OpenMP version there, or the device may be faster there
        worst = (p, cpu)
    if worst is None:
        return None
    p, cpu = worst
    where = f"at {' = '.join(prof.params)} = {p.value}" if prof.params else "at its fixed sizes"
    return (f"the SCoP stays on the host: its OpenMP version on the host's cores is estimated faster than the "
            f"device (by the model's margin) at every size where the device beats sequential "
            f"code (~{fmt_seconds(cpu)} against ~{fmt_seconds(p.device_s)} {where}; --force-device to "
            f"offload anyway)")
