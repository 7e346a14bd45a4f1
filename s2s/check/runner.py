"""`s2s check`: translate, build the original and the translation, run both, compare their stdout.

    s2s check corpus/gemm.c --target opencl -DMINI_DATASET
    s2s check: MATCH corpus/gemm.c [opencl] worst relative error 0.0e+00 (1234 numbers)

`check_file` is the Python entry point (used by the tests and by `python -m s2s.check.corpus`); it
returns a CheckResult and raises only for internal errors of the translator (bugs, not user errors).
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from ..diagnostics import DiagnosticLog, S2SError
from . import build
from .compare import Comparison, compare_outputs

RUN_TIMEOUT = 120              # seconds per program run
MAX_STDERR_LINES = 40

# CheckResult.status values
MATCH = "match"
MISMATCH = "mismatch"
TRANSLATE_ERROR = "translate-error"
COMPILE_ERROR = "compile-error"
RUNTIME_ERROR = "runtime-error"


@dataclass
class CheckResult:
    file: str
    target: str
    status: str                           # one of the constants above
    stage: str | None = None              # failing step: translate, build-original, build-translation,
                                          # run-original, run-translation (None on match/mismatch)
    message: str = ""                     # one line: why it failed
    details: str = ""                     # full text: compiler or program stderr, diagnostics
    comparison: Comparison | None = None
    translate_time: float = 0.0
    build_time: float = 0.0
    run_time_original: float = 0.0
    run_time_translation: float = 0.0
    scops: int = 0
    offloaded: int = 0
    diagnostics: list[str] = field(default_factory=list)   # the translator's warnings and notes
    workdir: str | None = None            # kept build directory (--keep), else None
    expected_output: str = ""
    actual_output: str = ""

    @property
    def ok(self) -> bool:
        return self.status == MATCH

    @property
    def verdict(self) -> str:
        return {MATCH: "MATCH", MISMATCH: "MISMATCH"}.get(self.status, "FAIL")

    def reason(self) -> str:
        """A short description for tables: the first mismatch or the failure message."""
        if self.status == MATCH:
            return self.comparison.summary() if self.comparison else ""
        if self.status == MISMATCH and self.comparison and self.comparison.first_mismatch:
            return self.comparison.first_mismatch.describe()
        return self.message

    def verdict_line(self) -> str:
        head = f"s2s check: {self.verdict} {self.file} [{self.target}]"
        if self.status == MATCH:
            line = f"{head} {self.comparison.summary()}"
        elif self.status == MISMATCH:
            c = self.comparison
            line = f"{head} {c.first_mismatch.describe()} ({c.n_mismatches} of " \
                   f"{max(c.n_tokens, 1)} tokens differ; {c.summary()})"
        else:
            line = f"{head} {self.message}"
        if self.scops and self.offloaded < self.scops:
            line += f"; note: {self.offloaded} of {self.scops} SCoPs offloaded"
        elif self.scops == 0 and self.status in (MATCH, MISMATCH):
            line += "; note: no SCoP found, nothing was translated"
        return line

    def __str__(self) -> str:
        return self.verdict_line() + (("\n" + self.details) if self.details and not self.ok else "")


# ---------------------------------------------------------------------------------------------------------

@dataclass
class _Run:
    stdout: str
    stderr: str
    returncode: int | None       # None: timed out
    seconds: float


def _run_program(exe: str, args, cwd: str, timeout: float) -> _Run:
    t0 = time.perf_counter()
    try:
        p = subprocess.run([exe, *args], cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=timeout)
        rc = p.returncode
        out, err = p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        rc = None
        out, err = e.stdout or b"", e.stderr or b""
    dt = time.perf_counter() - t0
    return _Run(out.decode(errors="replace"), err.decode(errors="replace"), rc, dt)


def _exit_text(rc: int | None, timeout: float) -> str:
    if rc is None:
        return f"timed out after {timeout:g} s"
    if rc < 0:
        try:
            return f"killed by {signal.Signals(-rc).name}"
        except ValueError:
            return f"killed by signal {-rc}"
    return f"exit status {rc}"


def _trim(text: str, limit: int = MAX_STDERR_LINES) -> str:
    lines = text.rstrip().splitlines()
    if len(lines) > limit:
        lines = lines[:limit] + [f"... ({len(lines) - limit} more lines)"]
    return "\n".join(lines)


def _diag_text(e: S2SError) -> str:
    return "\n".join(d.format() for d in e.diagnostics)


def check_file(path: str, target: str = "auto", include_dirs=(), defines=(), autodetect: bool = False,
               rtol: float = 1e-6, atol: float = 1e-9, tile_size: int | None = None, reschedule: bool = True,
               args=(), keep: str | None = None, timeout: float = RUN_TIMEOUT,
               log: DiagnosticLog | None = None, exact_integers: bool = True) -> CheckResult:
    """Translate `path` for `target`, build and run it and the original, compare their stdout.

    Raises S2SError only when the check cannot start (missing file, target not available here);
    every failure of the translator, a compiler or a program is reported in the CheckResult.
    """
    if not os.path.isfile(path):
        raise S2SError(f"{path}: no such file")
    target = build.pick_target(target)
    include_dirs, defines, args = list(include_dirs), list(defines), list(args)
    log = log if log is not None else DiagnosticLog()
    if keep:
        os.makedirs(keep, exist_ok=True)
        return _check_in(path, target, include_dirs, defines, autodetect, rtol, atol, tile_size, reschedule,
                         args, os.path.abspath(keep), True, timeout, log, exact_integers)
    with tempfile.TemporaryDirectory(prefix="s2s-check-") as work:
        return _check_in(path, target, include_dirs, defines, autodetect, rtol, atol, tile_size, reschedule,
                         args, work, False, timeout, log, exact_integers)


def _check_in(path, target, include_dirs, defines, autodetect, rtol, atol, tile_size, reschedule, args,
              work, kept, timeout, log, exact_integers) -> CheckResult:
    from ..driver import translate_file

    res = CheckResult(path, target, MATCH, workdir=work if kept else None)

    # 1. translate (an S2SError is the translator refusing the input; anything else is a bug and propagates)
    t0 = time.perf_counter()
    n_before = len(log.items)
    try:
        tr = translate_file(path, target=target, include_dirs=include_dirs, defines=defines,
                            autodetect=autodetect, tile_size=tile_size, reschedule=reschedule, log=log)
    except S2SError as e:
        res.translate_time = time.perf_counter() - t0
        res.status, res.stage = TRANSLATE_ERROR, "translate"
        res.message = "translation failed: " + (e.diagnostics[0].message.splitlines()[0]
                                                if e.diagnostics else str(e))
        res.details = _diag_text(e)
        return res
    res.translate_time = time.perf_counter() - t0
    res.diagnostics = [d.format() for d in log.items[n_before:]]
    res.scops = len(tr.decisions)
    res.offloaded = sum(1 for d in tr.decisions if d.offloaded)

    # 2. build both
    t0 = time.perf_counter()
    try:
        exe_orig = build.build_original(path, work, include_dirs, defines)
    except S2SError as e:
        res.build_time = time.perf_counter() - t0
        return _compile_failure(res, e, "build-original", "the original does not compile")
    try:
        exe_new, _files = build.build_translation(tr, path, work, include_dirs, defines)
    except S2SError as e:
        res.build_time = time.perf_counter() - t0
        return _compile_failure(res, e, "build-translation", f"the {target} translation does not compile")
    res.build_time = time.perf_counter() - t0

    # 3. run both
    r_orig = _run_program(exe_orig, args, work, timeout)
    res.run_time_original = r_orig.seconds
    res.expected_output = r_orig.stdout
    if r_orig.returncode != 0:
        res.status, res.stage = RUNTIME_ERROR, "run-original"
        res.message = f"the original program failed ({_exit_text(r_orig.returncode, timeout)})"
        res.details = _program_details("original", r_orig)
        return _save(res, work, kept)
    r_new = _run_program(exe_new, args, work, timeout)
    res.run_time_translation = r_new.seconds
    res.actual_output = r_new.stdout
    if r_new.returncode != 0:
        res.status, res.stage = RUNTIME_ERROR, "run-translation"
        why = _exit_text(r_new.returncode, timeout)
        first = next((ln.strip() for ln in r_new.stderr.splitlines() if ln.strip()), "")
        res.message = f"the {target} translation failed ({why})" + (f": {first}" if first else "")
        res.details = _program_details(f"{target} translation", r_new)
        return _save(res, work, kept)

    # 4. compare
    c = compare_outputs(r_orig.stdout, r_new.stdout, rtol=rtol, atol=atol, exact_integers=exact_integers)
    res.comparison = c
    res.status = MATCH if c.ok else MISMATCH
    if not c.ok:
        res.message = c.first_mismatch.describe()
        res.details = "first differences (expected vs got):\n" + "\n".join(
            "  " + m.describe() for m in c.mismatches)
    return _save(res, work, kept)


def _compile_failure(res: CheckResult, e: S2SError, stage: str, what: str) -> CheckResult:
    res.status, res.stage = COMPILE_ERROR, stage
    first = e.first_error if isinstance(e, build.CompileError) else \
        (e.diagnostics[0].message.splitlines()[0] if e.diagnostics else str(e))
    res.message = f"{what}: {first}" if first else what
    res.details = _diag_text(e)
    return res


def _program_details(name: str, r: _Run) -> str:
    text = f"{name}: {_exit_text(r.returncode, 0)}" if r.returncode is not None else f"{name}: timed out"
    if r.stderr.strip():
        text += "; its stderr:\n" + _trim(r.stderr)
    else:
        text += " (nothing on stderr)"
    return text


def _save(res: CheckResult, work: str, kept: bool) -> CheckResult:
    if kept:
        for name, text in (("expected.out", res.expected_output), ("got.out", res.actual_output)):
            with open(os.path.join(work, name), "w", encoding="utf-8") as f:
                f.write(text)
    return res


# ---------------------------------------------------------------------------------------------------------

def _split_options(args) -> list[str]:
    """The program's arguments; options that followed the file are parsed into `args`.

    The CLI declares the program's arguments as argparse.REMAINDER after the file, which swallows
    every option written after the file (`s2s check f.c --target openmp`).  Options found there, up to
    a `--`, are parsed again here with the check sub-command's own options; the rest goes to the program.
    """
    import argparse

    from ..cli import build_parser

    rest = list(getattr(args, "args", None) or [])
    if not rest:
        return []
    if rest[0] == "--":
        return rest[1:]
    if "--" in rest:
        i = rest.index("--")
        opts, prog = rest[:i], rest[i + 1:]
    else:
        opts, prog = rest, []
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction)).choices["check"]
    p = argparse.ArgumentParser(prog="s2s check", add_help=False)
    for a in sub._actions:
        if a.dest not in ("args", "file", "help"):
            p._add_action(a)
    _ns, leftover = p.parse_known_args(opts, namespace=args)
    bad = [x for x in leftover if x.startswith("-")]
    if bad:
        p.error(f"unrecognized arguments: {' '.join(bad)} (arguments for the program go after '--')")
    return leftover + prog


def cmd_check(args, log: DiagnosticLog) -> int:
    prog_args = _split_options(args)
    if args.arrays:
        print("s2s check: note: --arrays is not implemented yet; comparing the programs' stdout only",
              file=sys.stderr)
    res = check_file(args.file, target=args.target, include_dirs=args.include_dirs, defines=args.defines,
                     autodetect=args.autodetect, rtol=args.rtol, atol=args.atol, tile_size=args.tile_size,
                     reschedule=not args.no_reschedule, args=prog_args, keep=args.keep, log=log)
    for d in log.items:
        print(d.format(), file=sys.stderr)
    log.items.clear()
    if not res.ok and res.details:
        print(res.details, file=sys.stderr)
    print(res.verdict_line())
    if res.workdir:
        print(f"s2s check: builds and outputs kept in {res.workdir}", file=sys.stderr)
    sys.stdout.flush()
    return 0 if res.ok else 1
