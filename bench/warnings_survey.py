"""Survey of the compiler warnings that s2s's translations add to the user's program.

Every program of corpus/*.c and tests/faithful/*.c is translated for each target variant (CUDA with
and without --force-device, OpenCL with --force-device, OpenMP), and each output file is compiled with
warnings on, as users build it:

* OpenMP:  cc -Wall -Wextra -O2 -fopenmp -c
* OpenCL:  cc -Wall -Wextra -O2 -c            (the host file; PoCL compiles the kernels at run time)
* CUDA:    nvcc -O3 -arch=sm_90 -c -Xcompiler -Wall,-Wextra   (nvcc's front-end warnings as well)

The original program is compiled with the same flags (for CUDA: with cc, and with nvcc as a .cu where
it is also C++), and only the warnings the translation adds count: a warning is keyed by its kind
(`-Wflag` or nvcc's `#NNN-D`) and its message, and the original's keys are subtracted (as multisets).

    .venv/bin/python bench/warnings_survey.py [--jobs 2] [--json OUT] [--only SUBSTR] [--variants ...]

Not a test (it takes minutes); tests/test_warnings.py checks a representative set with -Werror.
"""
from __future__ import annotations

import argparse
import collections
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CC = os.environ.get("CC", "cc")
NVCC = os.environ.get("NVCC", "nvcc")
CC_FLAGS = ["-Wall", "-Wextra", "-O2"]
NVCC_FLAGS = ["-O3", "-arch=sm_90", "-c", "-Xcompiler", "-Wall,-Wextra"]
# --quick: PTX only, unoptimised (the front ends' warnings, nvcc's and the host compiler's, are the same;
# ptxas's are not seen), a third of the time
NVCC_QUICK = ["-O3", "-arch=compute_90", "-Xcicc", "-O0", "-c", "-Xcompiler", "-Wall,-Wextra"]

# variant -> (target, force_device)
VARIANTS = {"cuda-force": ("cuda", True), "cuda": ("cuda", False), "opencl": ("opencl", True),
            "openmp": ("openmp", False)}

# options a program is translated with (as tests/test_faithful_files.py translates it)
OPTIONS = {"span_open_at_end.c": ["--autodetect"]}

_GCC = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:\d+:)? warning: "
                  r"(?P<msg>.*?)(?: \[(?P<flag>-W[^\]]+)\])?$")
_NVCC = re.compile(r"^(?P<file>.+?)\((?P<line>\d+)\): warning #(?P<num>\d+-D): (?P<msg>.*)$")
_PTXAS = re.compile(r"^ptxas warning\s*:\s*(?P<msg>.*)$")


def parse_warnings(text: str) -> list[dict]:
    """Each warning of gcc, nvcc's front end or ptxas in `text`: {kind, msg, file, line}."""
    out = []
    for ln in text.splitlines():
        m = _GCC.match(ln)
        if m:
            out.append({"kind": m["flag"] or "-W?", "msg": m["msg"], "file": os.path.basename(m["file"]),
                        "line": int(m["line"])})
            continue
        m = _NVCC.match(ln)
        if m:
            out.append({"kind": "#" + m["num"], "msg": m["msg"], "file": os.path.basename(m["file"]),
                        "line": int(m["line"])})
            continue
        m = _PTXAS.match(ln)
        if m:
            out.append({"kind": "ptxas", "msg": m["msg"], "file": "", "line": 0})
    return out


def _run(cmd: list[str], cwd: str) -> tuple[int, str]:
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=600)
    except subprocess.TimeoutExpired:
        return -1, "timeout"
    return p.returncode, p.stderr + p.stdout


def compile_cmd(target: str, path: str, cppflags: list[str]) -> list[str]:
    if target == "cuda":
        flags = NVCC_QUICK if os.environ.get("S2S_SURVEY_QUICK") else NVCC_FLAGS
        return [NVCC, *flags, *cppflags, path, "-o", os.devnull]
    omp = ["-fopenmp"] if target == "openmp" else []
    return [CC, *CC_FLAGS, *omp, "-c", *cppflags, path, "-o", os.devnull]


def original_warnings(path: str, target: str, work: str) -> collections.Counter:
    """The warnings of the untouched program, built as its translation is."""
    inc = ["-I", os.path.dirname(path)]
    found = collections.Counter()
    rc, text = _run(compile_cmd("openmp" if target == "openmp" else "opencl", path, inc), work)
    for w in parse_warnings(text):
        found[(w["kind"], w["msg"])] += 1
    if target == "cuda":
        # the host part of a one-file CUDA translation is C++: nvcc's and g++'s view of the user's code
        cu = os.path.join(work, "orig_" + os.path.basename(path)[:-2] + ".cu")
        shutil.copy(path, cu)
        rc, text = _run(compile_cmd("cuda", cu, inc), work)
        if rc == 0:
            alt = collections.Counter((w["kind"], w["msg"]) for w in parse_warnings(text))
            found |= alt
    return found


def survey_one(path: str, variant: str, keep: str | None = None) -> dict:
    """Translate `path` for `variant`, compile, and return the warnings the translation adds. With `keep`,
    the outputs stay in keep/VARIANT/."""
    if keep:
        work = os.path.join(keep, variant)
        os.makedirs(work, exist_ok=True)
        return _survey(path, variant, work)
    with tempfile.TemporaryDirectory(prefix="s2s-warn-") as work:
        return _survey(path, variant, work)


def _survey(path: str, variant: str, work: str) -> dict:
    target, force = VARIANTS[variant]
    name = os.path.basename(path)
    rec = {"file": os.path.relpath(path, ROOT), "variant": variant, "added": [], "error": None}
    if True:
        ext = {"cuda": ".cu", "opencl": ".ocl.c", "openmp": ".omp.c"}[target]
        out = os.path.join(work, name[:-2] + ext)
        cmd = [sys.executable, "-m", "s2s.cli", "translate", "--target", target, "-o", out,
               *OPTIONS.get(name, []), path]
        if force:
            cmd.insert(4, "--force-device")
        for stale in (out, os.path.join(work, name)):
            if os.path.exists(stale):
                os.unlink(stale)
        rc, text = _run(cmd, ROOT)
        if rc != 0:
            rec["error"] = "translate: " + text.strip()[-500:]
            return rec
        outputs = [p for p in (out, os.path.join(work, name)) if os.path.isfile(p) and p != path]
        inc = ["-I", os.path.dirname(path)]
        got = []
        for f in outputs:
            rc, text = _run(compile_cmd(target, f, inc), work)
            if rc != 0:
                rec["error"] = f"compile {os.path.basename(f)}: " + text.strip()[-1500:]
            ws = parse_warnings(text)
            got.extend(ws)
        base = original_warnings(path, target, work)
        for w in got:
            key = (w["kind"], w["msg"])
            if base[key] > 0:
                base[key] -= 1
            else:
                rec["added"].append(w)
    return rec


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write every record to this file")
    ap.add_argument("--only", help="only programs whose path contains this")
    ap.add_argument("--variants", nargs="*", default=list(VARIANTS), choices=list(VARIANTS))
    ap.add_argument("--keep", help="keep the translations in KEEP/VARIANT/")
    ap.add_argument("--quick", action="store_true", help="nvcc: PTX only, unoptimised (no ptxas warnings)")
    ap.add_argument("--no-nvcc", action="store_true", help="leave out the CUDA variants")
    args = ap.parse_args(argv)
    files = sorted(glob.glob(os.path.join(ROOT, "corpus", "*.c"))) + \
        sorted(glob.glob(os.path.join(ROOT, "tests", "faithful", "*.c")))
    if args.only:
        files = [f for f in files if args.only in f]
    variants = [v for v in args.variants if not (args.no_nvcc and v.startswith("cuda"))]
    if args.quick:
        os.environ["S2S_SURVEY_QUICK"] = "1"
    # the quick variants first: their summary is complete early
    jobs = [(f, v) for v in sorted(variants, key=lambda v: v.startswith("cuda")) for f in files]
    records = []
    with concurrent.futures.ProcessPoolExecutor(max_workers=min(2, max(1, args.jobs))) as pool:
        keeps = [os.path.abspath(args.keep) if args.keep else None] * len(jobs)
        for rec in pool.map(survey_one, *zip(*jobs), keeps):
            records.append(rec)
            if rec["added"] or rec["error"]:
                print(f"{rec['variant']:10} {rec['file']}: {len(rec['added'])} added"
                      + (f" ({rec['error'].splitlines()[0]})" if rec["error"] else ""), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(records, f, indent=1)
    print("\n== added warnings per variant and kind ==")
    for v in variants:
        recs = [r for r in records if r["variant"] == v]
        kinds = collections.Counter(w["kind"] for r in recs for w in r["added"])
        progs = sum(1 for r in recs if r["added"])
        errs = sum(1 for r in recs if r["error"])
        print(f"{v}: {sum(kinds.values())} warnings in {progs}/{len(recs)} programs, {errs} errors")
        for k, n in kinds.most_common():
            print(f"   {n:5}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
