"""What a change to s2s changes in its translations: the decisions (`-v` lines) and the generated code of
every variant and corpus program, with the sizes as written and with every size macro of the loops
replaced by its constant (the way many users write them), translated by two source trees.

    python bench/decision_diff.py OLD_TREE NEW_TREE [--out DIR] [--jobs N] [--extra GLOB ...]

OLD_TREE and NEW_TREE are checkouts of s2s (a `git worktree add` of the old commit, the working tree);
the programs are this checkout's.  For each tree it writes DIR/<tree>.txt (the decision lines, program by
program) and DIR/<tree>.d/ (every file of every translation), then prints the decision lines that differ
and the programs whose generated files differ.  `--extra` adds programs (bench-instrumented sources,
`s2s bench prepare`'s DIR/src/*.c: instrumentation can change the decisions).

Why the files too: a change that keeps every decision line can still change the code (d1575db put
gramschmidt's norm in two pieces one thread walked, 0.095 -> 0.54 s of kernels on an H200, with the same
`-v` lines for the variants and corpus programs).  Translates with `--force-device` for CUDA, so that
SCoPs the cost model keeps on the host show their kernels too.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import filecmp
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEEP = ("schedule:", "kernel", "reduction", "split:", "forwarded", "privatized", "host loop", "profitab",
        "below that size", "error", "warning")
SIZE_MACRO = re.compile(r"^#define B_(N[IJKLM]?|M) .*$", re.M)


def constant_copies(into: str) -> list[str]:
    """The `-pb` variants with their loops' size macros (`#define B_N n`) bound to the constants."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "variants", "*-pb.c"))):
        with open(path) as f:
            text = SIZE_MACRO.sub(lambda m: f"#define B_{m.group(1)} {m.group(1)}", f.read())
        dst = os.path.join(into, os.path.basename(path)[:-2] + "-fixed.c")
        with open(dst, "w") as f:
            f.write(text)
        out.append(dst)
    return out


def translate(tree: str, program: str, files_dir: str) -> list[str]:
    """The decision lines of one translation of `program` by the s2s in `tree` (its files into files_dir)."""
    # the directory's name too: bench-instrumented sources have their variant's file name
    name = os.path.basename(os.path.dirname(program)) + "_" + os.path.basename(program)[:-2]
    cmd = [sys.executable, "-c", "import sys; from s2s.cli import main; sys.exit(main())", "translate",
           "--target", "cuda", "-v", "--force-device", program, "-o", os.path.join(files_dir, name + ".cu")]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=os.path.dirname(program),
                       env=dict(os.environ, PYTHONPATH=tree))
    return [f"{name}: {ln.split(': ', 1)[-1]}" for ln in (r.stdout + r.stderr).splitlines()
            if any(k in ln for k in KEEP) and not ln.startswith("s2s: wrote")]


def run_tree(tree: str, programs: list[str], out: str, tag: str, jobs: int) -> tuple[list[str], str]:
    files_dir = os.path.join(out, tag + ".d")
    os.makedirs(files_dir, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        lines = [ln for part in ex.map(lambda p: translate(tree, p, files_dir), programs) for ln in part]
    with open(os.path.join(out, tag + ".txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return lines, files_dir


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--out", default=None, help="where to keep the lines and files (default: a temp dir)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--extra", nargs="*", default=[], help="more programs (globs)")
    a = ap.parse_args()
    out = a.out or tempfile.mkdtemp(prefix="s2s-decisions-")
    os.makedirs(out, exist_ok=True)
    fixed = os.path.join(out, "fixed-sizes")
    os.makedirs(fixed, exist_ok=True)
    programs = sorted(glob.glob(os.path.join(ROOT, "tests", "variants", "*.c")) +
                      glob.glob(os.path.join(ROOT, "corpus", "*.c"))) + constant_copies(fixed)
    for g in a.extra:
        programs += sorted(glob.glob(g))
    old, old_files = run_tree(os.path.abspath(a.old), programs, out, "old", a.jobs)
    new, new_files = run_tree(os.path.abspath(a.new), programs, out, "new", a.jobs)
    diff = list(difflib.unified_diff(old, new, "old", "new", lineterm="", n=0))
    print("\n".join(diff) if diff else "decision lines: no difference")
    cmp = filecmp.dircmp(old_files, new_files)
    changed = sorted(cmp.diff_files + cmp.left_only + cmp.right_only)
    print(f"generated files that differ ({len(changed)}): {' '.join(changed) if changed else '-'}")
    print(f"({len(programs)} programs; lines and files in {out})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
