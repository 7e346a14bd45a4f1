#!/usr/bin/env python3
"""A/B of the CUDA kernels of two or more s2s versions in one device call (standard library only).

Each variant is a directory written by `s2s bench prepare` (same programs, sizes and types; prepared by
different s2s versions or options).  For every entry of the first variant's manifest, this builds the
CUDA translation of each variant as run.py does (`nvcc -O3 -arch=ARCH -Xptxas -v`, bench_support.c),
runs the builds REPS times, interleaved, with kernel events, and prints per program the median kernel
time of each variant, its ratio to the first, ptxas's registers and spills of its kernels, and whether
its printed output matches the first variant's (relative tolerance RTOL, the entry's absolute one).
No sequential build is run: the point is the kernels, where run.py's sequential builds at LARGE take
minutes.  Usage:

    python3 ab_kernels.py --reps 5 OLD_DIR NEW_DIR [...]
"""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess
import sys

NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)", re.I)


def build(variant: str, e: dict, arch: str, out_dir: str) -> tuple[str, str | None, str]:
    tag = f"{os.path.basename(variant.rstrip('/'))}-{e['program']}-{e['size']}-{e['type']}"
    exe = os.path.join(out_dir, tag)
    cmd = ["nvcc", "-O3", f"-arch={arch}", "-Xptxas", "-v", "-DS2S_BENCH_CUDA", "-Xcompiler", "-fopenmp",
           "-include", os.path.join(variant, "bench_support.h"), *e["defines"],
           "-o", exe, *(os.path.join(variant, f) for f in e["cuda"]),
           os.path.join(variant, "bench_support.c"), "-lm"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        return exe, (" ".join(cmd) + "\n" + p.stderr)[-3000:], ""
    return exe, None, p.stderr


def resources(ptxas: str) -> str:
    """'kernel: R regs, S B spill' for each s2s kernel in ptxas -v output."""
    out, name, spill = [], None, "0"
    for line in ptxas.splitlines():
        m = re.search(r"Compiling entry function '(\w+)' for", line)
        if m:
            name = re.sub(r"^_Z\d+", "", m.group(1))
            name = re.match(r"s2s_\w*?kernel\d+(?:_\d+)*", name)
            name = name.group(0) if name else None
            continue
        m = re.search(r"(\d+) bytes spill stores", line)
        if m and name:
            spill = m.group(1)
        m = re.search(r"Used (\d+) registers", line)
        if m and name:
            tag = f"{name.replace('s2s_scop', '')}:{m.group(1)}r"
            out.append(tag + (f"/{spill}sp" if spill != "0" else ""))
            name = None
    return " ".join(out)


def run(exe: str) -> tuple[float | None, str, str]:
    # modules loaded with the context: lazy loading puts ~0.2 ms into the first launch of each module
    env = dict(os.environ, S2S_BENCH_KERNEL_EVENTS="1", CUDA_MODULE_LOADING="EAGER")
    p = subprocess.run([exe], capture_output=True, text=True, env=env, timeout=600)
    m = re.search(r"kernel_total_s=(\S+)", p.stderr)
    if p.returncode or not m:
        return None, p.stdout, p.stderr[-500:]
    return float(m.group(1)), p.stdout, ""


def matches(a: str, b: str, rtol: float, atol: float) -> bool:
    xa, xb = NUM.findall(a), NUM.findall(b)
    if len(xa) != len(xb):
        return False
    for u, v in zip(xa, xb):
        fu, fv = float(u), float(v)
        if fu != fv and abs(fu - fv) > atol + rtol * max(abs(fu), abs(fv)):
            return False
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--rtol", type=float, default=1e-6)
    ap.add_argument("--build", default="ab-build")
    ap.add_argument("--programs", default="")
    args = ap.parse_args()
    os.makedirs(args.build, exist_ok=True)
    manifests = [json.load(open(os.path.join(v, "manifest.json"))) for v in args.variants]
    keys = [(e["program"], e["size"], e["type"]) for e in manifests[0]["entries"]
            if e.get("cuda") and (not args.programs or e["program"] in args.programs.split(","))]
    entries = [{(e["program"], e["size"], e["type"]): e for e in m["entries"]} for m in manifests]
    jobs = [(v, ent[key]) for key in keys for v, ent in zip(args.variants, entries) if key in ent]
    built: dict = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
        results = pool.map(lambda j: build(j[0], j[1], args.arch, args.build), jobs)
        for (v, e), (exe, err, ptx) in zip(jobs, results):
            built[(v, e["program"], e["size"], e["type"])] = (exe, err, ptx)
            if err:
                print(f"BUILD FAILED {v} {e['program']}: {err}", file=sys.stderr)
    names = [os.path.basename(v.rstrip('/')) for v in args.variants]
    cols = " | ".join(f"{n} kernel (ms)" for n in names)
    print(f"| program | size | {cols} | ratios | resources | outputs |")
    print("| --- " * (len(args.variants) + 5) + "|")
    for key in keys:
        prog, size, typ = key
        times: dict = {v: [] for v in args.variants}
        outs: dict = {}
        for _ in range(args.reps):
            for v in args.variants:
                exe, err, _ = built.get((v, *key), (None, "missing", ""))
                if err:
                    continue
                t, out, msg = run(exe)
                if t is None:
                    print(f"RUN FAILED {v} {prog}: {msg}", file=sys.stderr)
                    continue
                times[v].append(t)
                outs.setdefault(v, out)
        med = {v: statistics.median(t) * 1e3 for v, t in times.items() if t}
        base = med.get(args.variants[0])
        atol = entries[0][key].get("atol", 1e-8)
        ref = outs.get(args.variants[0], "")
        cells = [f"{med[v]:.4f}" if v in med else "—" for v in args.variants]
        ratios = " ".join(f"{med[v] / base:.3f}" if v in med and base else "—" for v in args.variants[1:])
        res = " ; ".join(resources(built.get((v, *key), ("", "", ""))[2]) for v in args.variants)
        ok = " ".join("same" if v in outs and matches(ref, outs[v], args.rtol, atol) else "DIFF"
                      for v in args.variants[1:])
        print(f"| {prog} | {size} | " + " | ".join(cells) + f" | {ratios} | {res} | {ok} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
