"""Per-kernel times of prepared benchmark directories (`s2s bench prepare`), on the GPU machine.

run.py times each region's kernels together (`kernel_total_s`); this builds every CUDA translation of the
given directories with support.cu instead of bench_support.c (a CUDA event pair around each launch,
synchronised at once, summed per kernel name), runs each build REPS times, and prints per program the
minimum time of each kernel, their sum, the rate against the manifest's work bytes and the share of the
device copy's rate (COPY GB/s), and whether the printed numbers agree (rtol 1e-6) with those of the first
directory that has the same program and size.  Standard library only.

    OUT=dir [REPS=3] [COPY=2980] python3 kernel_times.py DIR...      (writes OUT/kernel_times.json)

Each run is a fresh process, so the first launch of a module also pays CUDA's lazy module loading inside
its events (about 0.2 ms on an H100 with CUDA 12); CUDA_MODULE_LOADING=EAGER in the environment moves it
to the context's creation.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COPY = float(os.environ.get("COPY", "2980"))
REPS = int(os.environ.get("REPS", "3"))
NUMBER = re.compile(r"[-+]?\d+\.\d+(?:e[-+]\d+)?")


def build(d: str, e: dict) -> str:
    """The executable of entry e of directory d, or 'FAIL ...'."""
    exe = os.path.join(d, e["dir"], e["program"] + ".kt")
    srcs = [os.path.join(d, p) for p in e["cuda"]] + [os.path.join(HERE, "support.cu")]
    cmd = ["nvcc", "-O3", "-arch=sm_90", "-DS2S_BENCH_CUDA", "-include", os.path.join(d, "bench_support.h"),
           *e["defines"], "-o", exe, *srcs, "-lm"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    return exe if r.returncode == 0 else "FAIL " + r.stderr[-800:]


def main(dirs: list[str]) -> int:
    results: dict[str, dict | str] = {}
    refs: dict[tuple[str, str], list[float]] = {}
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 4) as ex:
        for d in map(os.path.abspath, dirs):
            with open(os.path.join(d, "manifest.json")) as f:
                for e in json.load(f)["entries"]:
                    if e.get("cuda"):
                        jobs.append((d, e, ex.submit(build, d, e)))
    for d, e, fut in jobs:
        exe = fut.result()
        key = f"{os.path.basename(d)}/{e['program']}/{e['size']}"
        if exe.startswith("FAIL"):
            print(key, exe, flush=True)
            results[key] = exe
            continue
        best: dict[str, float] = {}
        out = ""
        for _ in range(REPS):
            r = subprocess.run([exe], capture_output=True, text=True, cwd=os.path.dirname(exe))
            out = r.stdout
            for ln in r.stderr.splitlines():
                if ln.startswith("KT "):
                    _, name, _n, ms = ln.split()
                    best[name] = min(best.get(name, float("inf")), float(ms))
            if r.returncode:
                print(key, "exit", r.returncode, r.stderr[-300:], flush=True)
        nums = [float(x) for x in NUMBER.findall(out)]
        ref = refs.setdefault((e["program"], e["size"]), nums)
        err = max((abs(a - b) / max(abs(b), 1e-30) for a, b in zip(nums, ref)), default=0.0)
        same = len(nums) == len(ref) and bool(nums) and err < 1e-6
        total = sum(best.values())
        work = (e.get("work") or {}).get("bytes")
        rate = work / (total * 1e-3) / 1e9 if work and total else None
        line = f"{key:44s} {total * 1e3:8.1f} us"
        line += f" {rate:7.1f} GB/s {100 * rate / COPY:5.1f}%" if rate else " " * 21
        line += (" same" if same else f" DIFFERS ({len(nums)} vs {len(ref)} numbers, {err:.1e})") + " |"
        line += "".join(f" {k}={v * 1e3:.1f}" for k, v in best.items())
        print(line, flush=True)
        results[key] = {"kernels_ms": best, "total_ms": total, "work_bytes": work, "rate_gbs": rate,
                        "same": same}
    with open(os.path.join(os.environ.get("OUT", "."), "kernel_times.json"), "w") as f:
        json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
