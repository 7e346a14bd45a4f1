"""The `s2s bench` command group: `prepare` and `report` (the middle step is `python3 DIR/run.py`)."""

from __future__ import annotations

import argparse
import os
import sys

from ..diagnostics import S2SError

RECIPE = """\
The benchmark runs in three steps:
  1. here (needs s2s):        s2s bench prepare --out bench/build [PROGRAMS...] [--sizes MEDIUM,LARGE]
  2. on the GPU machine:      copy bench/build there, then: python3 bench/build/run.py --out results.json
  3. here:                    s2s bench report results.json   (writes docs/benchmarks.md and the chart)"""


def add_parser(sub: argparse._SubParsersAction) -> None:
    b = sub.add_parser(
        "bench",
        help="benchmark translated programs on a GPU machine (prepare / report)",
        description=RECIPE,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    bsub = b.add_subparsers(dest="bench_command", metavar="STEP")
    p = bsub.add_parser("prepare", help="instrument and translate programs into a directory for run.py")
    p.add_argument(
        "programs",
        nargs="*",
        metavar="PROGRAM",
        help="C files or corpus program names (default: every corpus/*.c)",
    )
    p.add_argument("--out", required=True, metavar="DIR", help="directory to write (created if needed)")
    p.add_argument("--sizes", default="MEDIUM,LARGE", help="datasets, comma-separated (default MEDIUM,LARGE)")
    p.add_argument("--types", default="double", help="element types: double, float (default double)")
    p.add_argument("--targets", default="cuda", help="cuda and/or openmp, comma-separated (default cuda)")
    p.add_argument("--reps", type=int, default=5, help="runs of each build on the GPU machine (default 5)")
    p.add_argument(
        "--timers",
        type=int,
        default=4096,
        metavar="N",
        help="executions of the region timed one by one, for their min and median: raise it for a "
        "program that runs its region more often (default 4096)",
    )
    p.add_argument("--jobs", type=int, default=2, help="translations at a time (default 2)")
    p.add_argument(
        "--schedule-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="as for translate (default 60)",
    )
    p.add_argument(
        "--force-device",
        action="store_true",
        help="translate with --force-device: every SCoP offloaded, also those the cost model keeps on "
        "the host (to measure their kernels); the report says so",
    )
    r = bsub.add_parser("report", help="write the table into docs/benchmarks.md and a PNG chart")
    r.add_argument(
        "results",
        nargs="+",
        metavar="RESULTS.json",
        help="results of run.py (several: runs of parts of one prepared directory)",
    )
    r.add_argument(
        "--doc",
        default=os.path.join("docs", "benchmarks.md"),
        help="Markdown file with the table markers (default docs/benchmarks.md)",
    )
    r.add_argument(
        "--chart",
        default=os.path.join("docs", "benchmarks-speedup.png"),
        help="PNG chart of region speedups (default docs/benchmarks-speedup.png)",
    )
    r.add_argument("--no-chart", action="store_true", help="write the table only")
    b.set_defaults(bench_parser=b)


def _csv(value: str, allowed: tuple[str, ...], what: str) -> list[str]:
    items = [v.strip() for v in value.split(",") if v.strip()]
    bad = [v for v in items if v not in allowed]
    if bad or not items:
        raise S2SError(f"--{what} {value}: expected a comma-separated list of {', '.join(allowed)}")
    return list(dict.fromkeys(items))


def _corpus_dir() -> str:
    here = os.path.join(os.getcwd(), "corpus")
    if os.path.isdir(here):
        return here
    return os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "corpus"
    )


def _resolve(programs: list[str]) -> list[str]:
    corpus = _corpus_dir()
    out = []
    for p in programs:
        if os.path.isfile(p):
            out.append(p)
        elif os.path.isfile(os.path.join(corpus, p + ".c")):
            out.append(os.path.join(corpus, p + ".c"))
        else:
            raise S2SError(f"{p}: no such file, and no corpus program of that name in {corpus}")
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    from . import prepare as prep

    if args.bench_command is None:
        args.bench_parser.print_help()
        return 2
    if args.bench_command == "prepare":
        for name in ("reps", "timers", "jobs"):
            if getattr(args, name) < 1:
                raise S2SError(f"--{name} must be positive")
        programs = _resolve(args.programs) if args.programs else prep.default_programs(_corpus_dir())
        if not programs:
            raise S2SError(f"no programs: {_corpus_dir()} has no .c file")
        opts = prep.Options(
            programs=programs,
            sizes=_csv(args.sizes.upper(), prep.SIZES, "sizes"),
            types=_csv(args.types, prep.TYPES, "types"),
            targets=_csv(args.targets, prep.TARGETS, "targets"),
            out=args.out,
            reps=args.reps,
            timers=args.timers,
            jobs=args.jobs,
            schedule_timeout=args.schedule_timeout,
            force_device=args.force_device,
        )
        if os.path.exists(args.out) and not os.path.isdir(args.out):
            raise S2SError(f"--out {args.out}: not a directory")
        man = prep.prepare(opts, log=lambda m: print(m, file=sys.stderr))
        failed = sum(1 for e in man["entries"] for t in opts.targets if not e.get(t))
        print(
            f"s2s bench: wrote {args.out} ({len(man['entries'])} builds, {failed} translations failed); "
            f"on the GPU machine: python3 {os.path.join(args.out, 'run.py')} --out results.json",
            file=sys.stderr,
        )
        return 0
    from .report import report

    return report(
        args.results, args.doc, None if args.no_chart else args.chart, log=lambda m: print(m, file=sys.stderr)
    )
