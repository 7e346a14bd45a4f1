"""Survey of the compiler warnings that s2s's translations add to the user's program.

Every program of corpus/*.c and tests/faithful/*.c is translated for each target variant (CUDA and
OpenCL with and without --force-device: with, every SCoP gets kernels; without, kept-on-host SCoPs get
their OpenMP versions; OpenMP), and each output file is compiled with warnings on, as users build it
(s2s/check/warnings.py):

* OpenMP:  cc -Wall -Wextra -O2 -fopenmp -c
* OpenCL:  cc -Wall -Wextra -O2 -c            (the host file; PoCL compiles the kernels at run time)
* CUDA:    nvcc -O3 -arch=sm_90 -c -Xcompiler -Wall,-Wextra   (nvcc's front-end warnings as well)

The original program is compiled with the same flags (for CUDA: with cc, and with nvcc as a .cu where
it is also C++), and only the warnings the translation adds count: a warning is keyed by its kind
(`-Wflag` or nvcc's `#NNN-D`) and its message, and the original's keys are subtracted (as multisets).

    .venv/bin/python bench/warnings_survey.py [--jobs 2] [--json OUT] [--only SUBSTR] [--variants ...]
                                              [--quick] [--keep DIR]

Not a test (the whole sweep takes most of an hour on 2 cores); tests/test_warnings.py checks a
representative set.
"""
from __future__ import annotations

import argparse
import collections
import concurrent.futures
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from s2s.check.warnings import added_warnings  # noqa: E402

QUICK = "S2S_SURVEY_QUICK"

# variant -> (target, force_device)
VARIANTS = {"cuda-force": ("cuda", True), "cuda": ("cuda", False), "opencl": ("opencl", True),
            "opencl-host": ("opencl", False), "openmp": ("openmp", False)}

# options a program is translated with (as tests/test_faithful_files.py translates it)
OPTIONS = {"span_open_at_end.c": ["--autodetect"]}


def _run(cmd: list[str], cwd: str) -> tuple[int, str]:
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=600)
    except subprocess.TimeoutExpired:
        return -1, "timeout"
    return p.returncode, p.stderr + p.stdout


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
    added, errors = added_warnings(path, outputs, target, work, inc, quick=bool(os.environ.get(QUICK)))
    rec["added"] = [{"kind": w.kind, "msg": w.msg, "file": w.file, "line": w.line} for w in added]
    if errors:
        rec["error"] = "compile " + "\n".join(errors)
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
        os.environ[QUICK] = "1"
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
