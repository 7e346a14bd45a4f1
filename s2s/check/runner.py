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

from ..diagnostics import Diagnostic, DiagnosticLog, S2SError
from . import build
from ..gpu.reduction import reorder_rtol
from .compare import Comparison, compare_outputs

RUN_TIMEOUT = 120              # seconds per program run
MAX_STDERR_LINES = 40

# CheckResult.status values
MATCH = "match"
MISMATCH = "mismatch"
TRANSLATE_ERROR = "translate-error"
COMPILE_ERROR = "compile-error"
RUNTIME_ERROR = "runtime-error"
UNSTABLE = "unstable-original"      # the original's output changes with the C compiler's optimisation level


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
    arrays: bool = False                  # --arrays: the SCoPs' written arrays were dumped and compared
    array_comparison: Comparison | None = None
    array_mismatch: str = ""              # --arrays: where the first difference is ('array C of SCoP 0 ...')
    translate_time: float = 0.0
    build_time: float = 0.0
    run_time_original: float = 0.0
    run_time_translation: float = 0.0
    scops: int = 0
    offloaded: int = 0
    diagnostics: list[str] = field(default_factory=list)   # the translator's warnings and notes
    errors: list[Diagnostic] = field(default_factory=list)  # the translator's errors, when it refused
    workdir: str | None = None            # kept build directory (--keep), else None
    expected_output: str = ""
    actual_output: str = ""

    @property
    def ok(self) -> bool:
        return self.status == MATCH

    @property
    def verdict(self) -> str:
        return {MATCH: "MATCH", MISMATCH: "MISMATCH", UNSTABLE: "UNSTABLE"}.get(self.status, "FAIL")

    def reason(self) -> str:
        """A short description for tables: the first mismatch or the failure message."""
        if self.status == MATCH:
            return self.summary()
        return self.message

    def summary(self) -> str:
        s = self.comparison.summary() if self.comparison else ""
        if self.array_comparison is not None:
            c = self.array_comparison
            s += f"; arrays: worst relative error {c.worst_rel:.1e} ({c.n_numbers} numbers)"
        return s

    def verdict_line(self) -> str:
        head = f"s2s check: {self.verdict} {self.file} [{self.target}]"
        if self.status == MATCH:
            line = f"{head} {self.summary()}"
        elif self.status == MISMATCH and self.comparison is not None and not self.comparison.ok:
            c = self.comparison
            line = f"{head} {c.first_mismatch.describe()} ({c.n_mismatches} of " \
                   f"{max(c.n_tokens, 1)} tokens differ; {c.summary()})"
        elif self.status == MISMATCH and self.array_comparison is not None:
            c = self.array_comparison
            line = f"{head} {self.message} ({c.n_mismatches} of {max(c.n_tokens, 1)} dumped tokens differ; " \
                   f"the program's output matches)"
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


def _run_program(exe: str, args, cwd: str, timeout: float, dump: str | None = None) -> _Run:
    env = None
    if dump is not None:
        from .instrument import ENV
        if os.path.exists(dump):
            os.unlink(dump)
        env = dict(os.environ, **{ENV: dump})
    t0 = time.perf_counter()
    try:
        p = subprocess.run([exe, *args], cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=timeout, env=env)
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
               log: DiagnosticLog | None = None, exact_integers: bool = True,
               arrays: bool = False, schedule_timeout: float = 60.0,
               assume_no_alias: bool = False, sizes: str | None = None, disabled_passes=(),
               reorder_reductions: bool = True, as_translated: bool = False) -> CheckResult:
    """Translate `path` for `target`, build and run it and the original, compare their stdout.

    The translation is made with --force-device (what runs is generated code), unless `as_translated`:
    then it is what `s2s translate` writes, where SCoPs the cost model keeps on the host, or runs there
    below a size, run their host versions (OpenMP, partial sums) or the original lines.

    `sizes` and `disabled_passes`: as `s2s translate --sizes` and `--disable-pass` (a test can so check a
    fast path on small inputs with small tiles, and the same program without it).

    `arrays`: both builds also dump every array each SCoP writes, right after the SCoP
    (s2s/check/instrument.py), and the dumps are compared with the same tolerance.

    Raises S2SError only when the check cannot start (missing file, target not available here);
    every failure of the translator, a compiler or a program is reported in the CheckResult.
    """
    if not os.path.isfile(path):
        raise S2SError(f"{path}: no such file")
    target = build.pick_target(target)
    # the builds run in a temporary directory: a relative -I must name the directory it names here
    include_dirs = [os.path.abspath(d) for d in include_dirs]
    defines, args = list(defines), list(args)
    log = log if log is not None else DiagnosticLog()
    if keep:
        if os.path.exists(keep) and not os.path.isdir(keep):
            raise S2SError(f"--keep {keep}: exists and is not a directory")
        try:
            os.makedirs(keep, exist_ok=True)
        except OSError as e:
            raise S2SError(f"--keep {keep}: cannot create the directory: {e.strerror}") from None
        return _check_in(path, target, include_dirs, defines, autodetect, rtol, atol, tile_size, reschedule,
                         args, os.path.abspath(keep), True, timeout, log, exact_integers, arrays,
                         schedule_timeout, assume_no_alias, sizes, tuple(disabled_passes), reorder_reductions,
                         as_translated)
    with tempfile.TemporaryDirectory(prefix="s2s-check-") as work:
        return _check_in(path, target, include_dirs, defines, autodetect, rtol, atol, tile_size, reschedule,
                         args, work, False, timeout, log, exact_integers, arrays, schedule_timeout,
                         assume_no_alias, sizes, tuple(disabled_passes), reorder_reductions, as_translated)


def _check_in(path, target, include_dirs, defines, autodetect, rtol, atol, tile_size, reschedule, args,
              work, kept, timeout, log, exact_integers, arrays=False, schedule_timeout=60.0,
              assume_no_alias=False, sizes=None, disabled_passes=(),
              reorder_reductions=True, as_translated=False) -> CheckResult:
    from ..driver import translate_file

    res = CheckResult(path, target, MATCH, workdir=work if kept else None, arrays=arrays)

    # 1. translate (an S2SError is the translator refusing the input; anything else is a bug and propagates)
    t0 = time.perf_counter()
    n_before = len(log.items)
    try:
        tr = translate_file(path, target=target, include_dirs=include_dirs, defines=defines,
                            autodetect=autodetect, tile_size=tile_size, reschedule=reschedule, log=log,
                            instrument=arrays, schedule_timeout=schedule_timeout,
                            assume_no_alias=assume_no_alias, sizes=sizes, disabled_passes=disabled_passes,
                            reorder_reductions=reorder_reductions,
                            # what is checked is the generated code: offloaded even where the cost model
                            # would keep the SCoP on the host or test the sizes at run time
                            force_device=not as_translated)
    except S2SError as e:
        res.translate_time = time.perf_counter() - t0
        res.status, res.stage = TRANSLATE_ERROR, "translate"
        res.message = "translation failed: " + (e.diagnostics[0].message.splitlines()[0]
                                                if e.diagnostics else str(e))
        res.details = _diag_text(e)
        res.errors = list(e.diagnostics)
        return res
    res.translate_time = time.perf_counter() - t0
    # reordered floating-point reductions: the tolerance grows with their length (docs/verification.md)
    rtol = max(rtol, reorder_rtol(tr.programs + tr.host_programs))
    res.diagnostics = [d.format() for d in log.items[n_before:]]
    res.scops = len(tr.decisions)
    res.offloaded = sum(1 for d in tr.decisions if d.offloaded)

    # 2. build both
    t0 = time.perf_counter()
    try:
        text = None
        if arrays:
            from .instrument import instrument_original
            text = instrument_original(tr.source.text, tr.dumps, path)
        # the OpenMP translation is built with -fopenmp: the original too where the user has OpenMP of
        # their own (else only the translation ran the user's directives and `#ifdef _OPENMP` code)
        omp = target == "openmp" and build.uses_openmp(path)
        exe_orig = build.build_original(path, work, include_dirs, defines, text=text, openmp=omp)
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
    dumps = (os.path.join(work, "orig.dump"), os.path.join(work, "s2s.dump")) if arrays else (None, None)
    r_orig = _run_program(exe_orig, args, work, timeout, dumps[0])
    res.run_time_original = r_orig.seconds
    res.expected_output = r_orig.stdout
    if r_orig.returncode != 0:
        res.status, res.stage = RUNTIME_ERROR, "run-original"
        res.message = f"the original program failed ({_exit_text(r_orig.returncode, timeout)})"
        res.details = _program_details("original", r_orig)
        return _save(res, work, kept)
    r_new = _run_program(exe_new, args, work, timeout, dumps[1])
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
    if arrays:
        _compare_dumps(res, dumps, rtol, atol, exact_integers)
    if res.status == MISMATCH:
        _check_original_is_stable(res, path, work, include_dirs, defines, text, args, timeout, dumps[0],
                                  rtol, atol, exact_integers)
    return _save(res, work, kept)


def _check_original_is_stable(res: CheckResult, path, work, include_dirs, defines, text, args, timeout, dump,
                              rtol, atol, exact_integers) -> None:
    """After a mismatch: does the original itself give the same output at -O0?  When it does not, the
    reference is not trustworthy (undefined behaviour in the program, or a compiler bug: GCC 12.2's -O2
    vectoriser miscompiles the program of fuzz seed 40235), and the verdict says so."""
    try:
        exe0 = build.build_original(path, work, include_dirs, defines, text=text, exe_name="original-O0",
                                    openmp=res.target == "openmp" and build.uses_openmp(path),
                                    opt="-O0")
    except S2SError:
        return
    dump0 = dump + ".O0" if dump else None
    r0 = _run_program(exe0, args, work, timeout, dump0)
    if r0.returncode != 0:
        return
    same = compare_outputs(res.expected_output, r0.stdout, rtol=rtol, atol=atol,
                           exact_integers=exact_integers)
    if same.ok and dump:
        same = compare_outputs(_read(dump), _read(dump0), rtol=rtol, atol=atol, exact_integers=exact_integers)
    if same.ok:
        return
    agrees = compare_outputs(r0.stdout, res.actual_output, rtol=rtol, atol=atol,
                             exact_integers=exact_integers)
    res.status, res.stage = UNSTABLE, "run-original"
    res.message = ("the original program's output depends on the optimisation level (its -O2 and -O0 builds "
                   f"differ: {same.first_mismatch.describe()}): undefined behaviour in the program, or a C "
                   "compiler bug; the translation " + ("matches" if agrees.ok else "does not match") +
                   " the -O0 build")


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def _compare_dumps(res: CheckResult, dumps, rtol, atol, exact_integers) -> None:
    from .instrument import array_at_line

    expected, got = _read(dumps[0]), _read(dumps[1])
    c = compare_outputs(expected, got, rtol=rtol, atol=atol, exact_integers=exact_integers)
    res.array_comparison = c
    if c.ok:
        return
    m = c.first_mismatch
    where = array_at_line(expected, m.expected_line) if m.expected_line else \
        array_at_line(got, m.got_line) if m.got_line else None
    res.array_mismatch = where or "the array dumps"
    text = f"{res.array_mismatch}: expected {m.expected}, got {m.got}"
    lines = ["first differences in the array dumps (expected vs got):"]
    for mm in c.mismatches:
        at = array_at_line(expected, mm.expected_line) if mm.expected_line else None
        lines.append(f"  {at or mm.describe()}: expected {mm.expected}, got {mm.got}")
    if res.status == MATCH:
        res.status, res.message = MISMATCH, text
        res.details = "\n".join(lines)
    else:
        res.details += "\n" + "\n".join(lines)


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

def cmd_check(args, log: DiagnosticLog) -> int:
    res = check_file(args.file, target=args.target, include_dirs=args.include_dirs, defines=args.defines,
                     autodetect=args.autodetect, rtol=args.rtol, atol=args.atol, tile_size=args.tile_size,
                     reschedule=not args.no_reschedule, args=list(args.args or []), keep=args.keep, log=log,
                     arrays=args.arrays, schedule_timeout=args.schedule_timeout,
                     assume_no_alias=args.assume_no_alias, sizes=getattr(args, "sizes", None),
                     disabled_passes=getattr(args, "disable_pass", None) or (),
                     reorder_reductions=not args.no_reorder_reductions,
                     as_translated=getattr(args, "as_translated", False),
                     exact_integers=not getattr(args, "no_exact_integers", False))
    if log.json_format and res.errors:   # the translator's errors go in the JSON array, not as text
        log.items.extend(res.errors)
        log.flush()
    else:
        log.flush()
        if not res.ok and res.details:
            print(res.details, file=sys.stderr)
    print(res.verdict_line())
    if res.workdir:
        print(f"s2s check: builds and outputs kept in {res.workdir}", file=sys.stderr)
    sys.stdout.flush()
    return 0 if res.ok else 1
