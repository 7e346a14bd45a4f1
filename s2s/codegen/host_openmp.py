"""The OpenMP version of a SCoP that the cost model keeps on the host, in the CUDA and OpenCL outputs.

A SCoP with parallel loops that the device does not pay for (s2s/gpu/profit.py) still has parallel
loops: the host can run them on its cores.  Its place in the output becomes

    #ifdef _OPENMP
      the OpenMP target's code for the SCoP (behind the arrays' overlap test, as for OpenMP)
    #else
      the SCoP's original lines
    #endif

so that the translation built as `s2s translate` prints it (no -fopenmp) runs exactly the user's code,
never slower than before, and a build with -fopenmp (nvcc: -Xcompiler -fopenmp) runs the nest in parallel.
The OpenMP code is what `--target openmp --no-reschedule` emits for the SCoP: the same passes, proofs and
verification, in the user's loop order (no second run of isl's scheduler, which can take most of a
translation's time: tests/fuzz_regressions/slow_grid_range.c went from 10 to 40 s with it).
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ..diagnostics import S2SError
from ..model.footprint import alias_plan
from ..passes.manager import State, run_pipeline
from .alias_check import guarded
from .emit import openmp_region


def host_openmp_code(scop, options, log, original: str, ind: str, assume_no_alias: bool) -> tuple[str | None, str]:
    """(the text that replaces the SCoP, or None when there is no OpenMP version, and why)."""
    try:
        state = run_pipeline(State(scop, replace(options, target="openmp", force_device=False, verbose=False,
                                                   reschedule=False),
                                   log))
    except (S2SError, isl.Error) as e:      # then the original lines stay, as they would without this
        return None, f"no OpenMP version for the host ({e})"
    prog = state.get("kernel-ir")
    if prog is None or not state.get("offload"):
        why = state.decisions[-1] if state.decisions else "no parallel loop"
        return None, f"no OpenMP version for the host ({why})"
    code = openmp_region(prog, ind)
    plan = None if assume_no_alias else alias_plan(scop)
    if plan is not None and plan.problem:
        return None, f"no OpenMP version for the host ({plan.describe()})"
    if plan is not None and plan.condition:
        code = guarded(code, original, plan.condition, ind)
    text = f"#ifdef _OPENMP\n{code.rstrip(chr(10))}\n#else\n{original.rstrip(chr(10))}\n#endif\n"
    return text, ("its OpenMP version is in the output under #ifdef _OPENMP: build with -fopenmp "
                  "(nvcc: -Xcompiler -fopenmp) to run it on the host's cores; without it, the original code runs")
