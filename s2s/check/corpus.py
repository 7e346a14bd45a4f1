"""Check every corpus program for several targets and print a table.

    python -m s2s.check.corpus --targets opencl,openmp [--size MINI|SMALL] [-j N] [PROGRAM ...]

Exits 0 when every (program, target) pair matches, 1 otherwise. On a terminal, a progress bar shows on
stderr while the checks run.
"""
from __future__ import annotations

import argparse
import glob
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

from .. import progress

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS_DIR = os.path.join(ROOT, "corpus")
SIZES = ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")

# Double precision.  The programs print 7 significant digits, so rtol 1e-6 allows a last-digit flip.
DEFAULT_RTOL = 1e-6
DEFAULT_ATOL = 1e-9
# correlation and covariance centre `data` in place: its checksum is ~0 up to rounding (corpus/README.md),
# so it can only be compared with an absolute tolerance (sum of ~17000 values of magnitude <= ~100).
ABSOLUTE_ATOL = {"correlation": 1e-8, "covariance": 1e-8}


def tolerances(program: str) -> tuple[float, float]:
    """(rtol, atol) for a corpus program (its name without .c), double precision."""
    return DEFAULT_RTOL, ABSOLUTE_ATOL.get(program, DEFAULT_ATOL)


def programs(corpus_dir: str = CORPUS_DIR) -> list[str]:
    """Names of the corpus programs (file names without .c), sorted."""
    return sorted(os.path.basename(p)[:-2] for p in glob.glob(os.path.join(corpus_dir, "*.c")))


def size_defines(size: str | None) -> list[str]:
    if not size:
        return []
    size = size.upper()
    if size not in SIZES:
        raise ValueError(f"unknown size '{size}' ({', '.join(SIZES)})")
    return [f"{size}_DATASET"]


def check_one(program: str, target: str, size: str | None = None, corpus_dir: str = CORPUS_DIR,
              tile_size: int | None = None) -> dict:
    """Check one pair; never raises (an internal error of the translator is reported as a row)."""
    from ..diagnostics import S2SError
    from .runner import check_file

    path = os.path.join(corpus_dir, program + ".c")
    rtol, atol = tolerances(program)
    row = {"program": program, "target": target, "verdict": "FAIL", "status": "error", "worst": "",
           "translate_s": None, "reason": ""}
    t0 = time.perf_counter()
    try:
        r = check_file(path, target=target, defines=size_defines(size), rtol=rtol, atol=atol,
                       tile_size=tile_size)
    except S2SError as e:
        row["reason"] = "; ".join(d.message.splitlines()[0] for d in e.diagnostics)
        return row
    except Exception as e:  # a bug in the translator: one row, not the end of the run
        row["status"] = "internal-error"
        row["reason"] = f"internal error: {type(e).__name__}: {e}".splitlines()[0]
        row["translate_s"] = time.perf_counter() - t0
        return row
    row.update(verdict=r.verdict, status=r.status, translate_s=r.translate_time, reason=r.reason())
    if r.comparison is not None:
        row["worst"] = f"{r.comparison.worst_rel:.1e}"
    if r.scops and r.offloaded < r.scops:
        row["note"] = f"only {r.offloaded} of {r.scops} SCoPs offloaded"
    return row


def _check_star(a):
    return check_one(*a)


def format_table(rows: list[dict]) -> str:
    """One line per (program, target), as a plain-text table (tabulate's 'simple' format)."""
    from tabulate import tabulate

    head = ("program", "target", "verdict", "worst rel", "translate", "detail")
    body = [(r["program"], r["target"], r["verdict"], r["worst"] or "-",
             f"{r['translate_s']:.2f} s" if r["translate_s"] is not None else "-",
             "; ".join(x for x in ((r["reason"] if r["verdict"] != "MATCH" else ""), r.get("note", "")) if x))
            for r in rows]
    text = tabulate(body, headers=head, tablefmt="simple", disable_numparse=True)
    return "\n".join(line.rstrip() for line in text.splitlines())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m s2s.check.corpus", description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="opencl,openmp", help="comma-separated: cuda, opencl, openmp")
    ap.add_argument("--size", default=None, help="MINI, SMALL (the programs' default), MEDIUM, ...")
    ap.add_argument("--tile-size", type=int, default=None)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="checks run in parallel")
    ap.add_argument("--corpus", default=CORPUS_DIR, help="directory of the programs")
    ap.add_argument("programs", nargs="*", help="program names (default: all)")
    a = ap.parse_args(argv)

    targets = [t.strip() for t in a.targets.split(",") if t.strip()]
    bad = [t for t in targets if t not in ("cuda", "opencl", "openmp")]
    if bad:
        ap.error(f"unknown target(s): {', '.join(bad)}")
    try:
        size_defines(a.size)
    except ValueError as e:
        ap.error(str(e))
    names = a.programs or programs(a.corpus)
    missing = [n for n in names if not os.path.isfile(os.path.join(a.corpus, n + ".c"))]
    if missing:
        ap.error(f"no such program(s) in {a.corpus}: {', '.join(missing)}")

    work = [(n, t, a.size, a.corpus, a.tile_size) for n in names for t in targets]
    t0 = time.perf_counter()
    with progress.bar(len(work), "corpus check", "check") as bar, progress.ticking(bar):
        if a.jobs > 1 and len(work) > 1:
            with ProcessPoolExecutor(max_workers=a.jobs) as ex:
                futures = [ex.submit(_check_star, w) for w in work]
                for f in as_completed(futures):
                    bar.update()
                    r = f.result()
                    bar.set_postfix_str(f"{r['program']} [{r['target']}] {r['verdict']}", refresh=False)
                rows = [f.result() for f in futures]
        else:
            rows = []
            for w in work:
                bar.set_postfix_str(f"{w[0]} [{w[1]}]", refresh=False)
                rows.append(_check_star(w))
                bar.update()
    print(format_table(rows))
    n_ok = sum(r["verdict"] == "MATCH" for r in rows)
    print(f"\n{n_ok} of {len(rows)} match ({len(rows) - n_ok} fail) in {time.perf_counter() - t0:.1f} s"
          f"; size {a.size or 'SMALL (default)'}")
    return 0 if n_ok == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
