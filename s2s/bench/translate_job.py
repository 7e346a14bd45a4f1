"""One translation of `s2s bench prepare`, in a process of its own (prepare gives it a time limit):
what `s2s translate` writes, plus the kernels of a CUDA translation and the block each is launched with
(s2s/codegen/launch_info.py), which run.py needs to turn nvcc's register and shared memory counts into
occupancy.  Recording them here, where the kernel IR is at hand, makes them exact: the runner on the
GPU machine has only the generated text.

    python -m s2s.bench.translate_job --target cuda -o OUT [-D NAME[=VAL]]... [--schedule-timeout S] SRC

prints one line `S2S_JOB {"files": [...], "kernels": [...], "reorder_rtol": R}` on stdout and exits 0; a
problem with the input is printed as `file:line:col: error: ...` on stderr (exit 1), an internal error as
`s2s: internal error: ...` (exit 3), as `s2s translate` does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from ..diagnostics import DiagnosticLog, S2SError

PREFIX = "S2S_JOB "


def translate(
    src: str, out: str, target: str, defines: list[str], schedule_timeout: float, log: DiagnosticLog,
    force_device: bool = False, reduction_scale: int | None = None,
) -> dict:
    """Translate `src` into `out` (and, for a CUDA translation that keeps its host part in C, the .c next
    to it) and return {"files": the files written, "kernels": launch_info records (CUDA; else []),
    "reorder_rtol": the relative tolerance its reordered floating-point reductions need (0: none)}."""
    from ..codegen.launch_info import cuda_launches
    from ..driver import translate_file

    result = translate_file(src, target=target, defines=defines, schedule_timeout=schedule_timeout, log=log,
                            force_device=force_device)
    outputs = result.output_files(out)
    for path, text in outputs.items():
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    log.flush()
    kernels = [k.as_dict() for k in cuda_launches(result.programs)] if target == "cuda" else []
    # reordered floating-point sums (device or host versions): the tolerance `s2s check` allows them
    from ..gpu.reduction import reorder_rtol
    rtol = reorder_rtol([p for p in result.programs + result.host_programs if p is not None], reduction_scale)
    return {"files": list(outputs), "kernels": kernels, "reorder_rtol": rtol}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="s2s.bench.translate_job", description=__doc__.split("\n\n")[0])
    ap.add_argument("src")
    ap.add_argument("-o", dest="out", required=True)
    ap.add_argument("-D", dest="defines", action="append", default=[])
    ap.add_argument("--target", default="cuda", choices=["cuda", "opencl", "openmp"])
    ap.add_argument("--schedule-timeout", type=float, default=60.0)
    ap.add_argument("--force-device", action="store_true")
    ap.add_argument("--reduction-scale", type=int, default=None,
                    help="evaluate reordered reductions' lengths with the parameters at this value")
    args = ap.parse_args(argv)
    log = DiagnosticLog()
    try:
        done = translate(args.src, args.out, args.target, args.defines, args.schedule_timeout, log,
                         args.force_device, args.reduction_scale)
    except S2SError as e:  # the warnings before the error, then the error, as `s2s translate` shows them
        log.items.extend(e.diagnostics)
        log.flush()
        return 1
    except Exception as e:  # an internal error: said plainly, as `s2s translate` says it
        log.flush()
        if os.environ.get("S2S_DEBUG"):
            raise
        print(f"s2s: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 3
    print(PREFIX + json.dumps(done))
    return 0


if __name__ == "__main__":
    sys.exit(main())
