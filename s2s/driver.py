"""Translate a file: front end, the pass pipeline per SCoP, then one emitter for the chosen target."""
from __future__ import annotations

import functools
import hashlib
import os
import re
import shlex
from collections.abc import Sequence
from collections.abc import Callable
from dataclasses import dataclass, field

from .analysis import ScopAnalysis
from .codegen import emit
from .codegen.directives import region_directives
from .codegen.line_marks import LineMarks, directive, file_literal, last_text_line
from .codegen.member_locals import as_members, with_member_locals
from .codegen.member_locals import as_written as member_text
from .codegen.versioning import versioned
from .codegen.ast_printer import EXPR_MACROS, expr_to_c
from .codegen.c89_loops import hoist_loop_declarations
from .codegen.kernel_ir import ScopProgram
from .diagnostics import Diagnostic, DiagnosticLog, S2SError
from .frontend import ucn
from .frontend.load import SourceFile, load
from .model.footprint import alias_plan
from .passes import bounded, scheduled
from .passes.manager import Options, State, run_pipeline
from .passes.tile import parse_sizes

DEFAULT_SUFFIX = {"cuda": ".cu", "opencl": ".ocl.c", "openmp": ".omp.c"}


@dataclass
class ScopDecision:
    index: int
    function: str
    line: int | None
    offloaded: bool
    decisions: list[str]
    kernels: list[dict] = field(default_factory=list)
    profitability: dict | None = None     # s2s/gpu/profit.py's decision (GPU targets), as JSON

    def to_json(self) -> dict:
        return {"index": self.index, "function": self.function, "line": self.line,
                "offloaded": self.offloaded,
                "decisions": self.decisions, "kernels": self.kernels, "profitability": self.profitability}


BOM = "\ufeff"                  # a UTF-8 byte-order mark, as the source text holds it


@dataclass
class TranslationResult:
    source: SourceFile
    target: str
    programs: list[ScopProgram]
    analyses: list[ScopAnalysis]
    decisions: list[ScopDecision]
    c_host_reason: str | None
    main_text: str                 # the translated user file (OpenMP/OpenCL: the only file)
    device_text: str | None        # CUDA: kernels and launchers
    log: DiagnosticLog
    # instrument=True: (line of the user's file after which it goes, C code) of each SCoP's array dump
    dumps: list[tuple[int, str]] = field(default_factory=list)
    # the user's -I and -D flags, as given: the build commands need them as much as the translation did
    cppflags: list[str] = field(default_factory=list)
    # a SCoP kept on the host has its OpenMP version (s2s/codegen/host_openmp.py) in a CUDA/OpenCL output:
    # the build commands enable OpenMP so that it runs on the host's cores (without, the original code runs)
    host_openmp: bool = False
    # the host versions (partial sums) of SCoPs that are not in `programs`: their reductions are reordered
    # too (s2s check's tolerance)
    host_programs: list = field(default_factory=list)

    @property
    def split(self) -> bool:
        return self.target == "cuda" and self.c_host_reason is not None

    def output_files(self, out: str | None) -> dict[str, str]:
        out = out or default_output(self.source.path, self.target)
        if self.target != "cuda":
            files = {out: self.main_text}
        elif not self.split:
            # the user's first line is line 1 again after the kernels (codegen/line_marks.py)
            first = directive(1, file_literal(self.source.path))
            text = self.device_text + "\n" + first + self.source.newline + self.main_text \
                if self.device_text else self.main_text
            files = {out: text}
        else:
            files = {host_path(out, self.source.path): self.main_text, out: self.device_text or ""}
        if self.source.text.startswith(BOM):
            # a byte-order mark stays the first thing of the file: after the generated code that comes
            # before the user's text it would be a stray character in front of the first line
            files = {p: BOM + t.replace(BOM, "", 1) if BOM in t else t for p, t in files.items()}
        return files

    def build_command(self, out: str | None, cppflags: Sequence[str] | None = None) -> str:
        """The shell command that builds the translation into an executable. `cppflags` (default: the
        -I/-D flags of the translation) go to the compiler: it needs them as much as s2s did."""
        return shlex.join(self.build_argv(out, cppflags))

    def build_argv(self, out: str | None, cppflags: Sequence[str] | None = None) -> list[str]:
        out = out or default_output(self.source.path, self.target)
        exe = out
        for suffix in (".ocl.c", ".omp.c", ".cu", ".c"):
            if exe.endswith(suffix):
                exe = exe[: -len(suffix)]
                break
        # a file name that starts with '-' would be read as an option
        return [*self._compiler(cppflags, out), "-o", _not_option(exe),
                *(_not_option(f) for f in self._sources(out)), *self._libs()]

    def compile_commands(self, out: str | None, cppflags: Sequence[str] | None = None,
                         directory: str | None = None) -> list[dict]:
        """compile_commands.json entries (clangd, clang-tidy, IDEs): one per generated source file, the
        command that compiles it alone, with the user's -I/-D flags."""
        out = out or default_output(self.source.path, self.target)
        directory = os.path.abspath(directory or os.getcwd())
        return [{"directory": directory, "file": os.path.abspath(os.path.join(directory, src)),
                 "arguments": [*self._compiler(cppflags, out), "-c", src, "-o", _object_name(src)],
                 "output": _object_name(src)}
                for src in self._sources(out)]

    def _compiler(self, cppflags: Sequence[str] | None, out: str) -> list[str]:
        cppflags = list(self.cppflags if cppflags is None else cppflags)
        # the translation keeps the input's #include lines: written elsewhere, it needs the input's
        # directory for its "..." headers
        src_dir = os.path.dirname(self.source.path)
        if _QUOTED_INCLUDE.search(self.source.text) and \
                os.path.abspath(os.path.dirname(out)) != os.path.abspath(src_dir):
            cppflags = ["-I" if self.target == "cuda" else "-iquote", src_dir or ".", *cppflags]
        # the C compiler as $CC names it, with its language mode (`CC="gcc -std=c2x"`, or s2s -std=c2x)
        from .check.build import c_command, mode_flags
        if self.target == "cuda":
            return ["nvcc", "-O3", "-arch=sm_90", *mode_flags(),
                    *(["-Xcompiler", "-fopenmp"] if self.host_openmp else []), *cppflags]
        if self.target == "opencl":
            return [*c_command(), "-O2", *(["-fopenmp"] if self.host_openmp else []), *cppflags]
        return [*c_command(), "-O2", "-fopenmp", *cppflags]

    def _sources(self, out: str) -> list[str]:
        if self.target == "cuda" and self.split:
            return [host_path(out, self.source.path), out]
        return [out]

    def _libs(self) -> list[str]:
        return ["-lOpenCL", "-lm"] if self.target == "opencl" else ["-lm"]

    @property
    def source_text(self) -> str:
        """Everything generated, one string (for the API and tests)."""
        return "\n".join(t for t in (self.device_text, self.main_text) if t)


_QUOTED_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"', re.M)


def _object_name(src: str) -> str:
    for suffix in (".cu", ".c"):
        if src.endswith(suffix):
            return src[: -len(suffix)] + ".o"
    return src + ".o"


def default_output(path: str, target: str) -> str:
    stem = path[:-2] if path.endswith(".c") else path
    return stem + DEFAULT_SUFFIX[target]


def host_path(out: str, input_path: str) -> str:
    stem = out[:-3] if out.endswith(".cu") else out
    cand = stem + ".c"
    if os.path.abspath(cand) == os.path.abspath(input_path):
        cand = stem + ".host.c"
    return cand


def _own_scheduling_record(fn: Callable[..., TranslationResult]) -> Callable[..., TranslationResult]:
    """`fn` with a record of isl's schedules of its own (passes/scheduled.py): nothing an earlier
    translation in the process computed changes what this one produces."""
    @functools.wraps(fn)
    def translate(*args, **kwargs) -> TranslationResult:
        with scheduled.translation_scope():
            return fn(*args, **kwargs)
    return translate


@_own_scheduling_record
def translate_file(path: str, target: str = "cuda", include_dirs=(), defines=(), autodetect: bool = False,
                   tile_size: int | None = None, sizes: str | None = None, reschedule: bool = True,
                   disabled_passes=(), strict: bool = False, log: DiagnosticLog | None = None,
                   verbose: bool = False, source: str | None = None,
                   instrument: bool = False, schedule_timeout: float = 60.0,
                   force_device: bool = False, bar=None,
                   on_note: Callable[[Diagnostic], None] | None = None,
                   assume_no_alias: bool = False, machine_figures: str | None = None,
                   reorder_reductions: bool = True) -> TranslationResult:
    """`instrument`: after each SCoP, dump every array it writes (`s2s check --arrays`,
    s2s/check/instrument.py). `bar`: a tqdm progress bar (s2s/progress.py) advanced per SCoP.
    `assume_no_alias`: no runtime overlap test of the pointer arrays (s2s/model/footprint.py); the user
    promises that they never overlap. `machine_figures`: a JSON file of the cost model's figures
    (s2s/gpu/profit.py, `Machine`). `on_note`: with `verbose`, each SCoP's notes go there as soon as its
    passes are done (the command line prints them at once), instead of into `log`.
    `reorder_reductions`: False keeps every reduction loop sequential, so floating-point results are those
    of the original order bit for bit (`--no-reorder-reductions`, s2s/gpu/reduction.py)."""
    if target not in DEFAULT_SUFFIX:
        raise S2SError(f"unknown target '{target}' (cuda, opencl or openmp)")
    if tile_size is not None and tile_size <= 0:
        raise S2SError(f"--tile-size must be positive, not {tile_size}")
    log = log or DiagnosticLog()
    bounded.set_schedule_timeout(schedule_timeout)
    sf = load(path, include_dirs, defines, autodetect=autodetect, log=log, source=source, strict=strict)
    options = Options(target=target, tile_size=tile_size, sizes=parse_sizes(sizes), reschedule=reschedule,
                      strict=strict, verbose=verbose, disabled=set(disabled_passes),
                      schedule_timeout=schedule_timeout, force_device=force_device,
                      machine=_machine(machine_figures),
                      reorder_reductions=reorder_reductions)
    programs: list[ScopProgram] = []
    analyses: list[ScopAnalysis] = []
    decisions: list[ScopDecision] = []
    replacements = []
    dumps: list[tuple[int, str]] = []
    host_openmp = False             # a kept-on-host SCoP has its OpenMP version in a CUDA/OpenCL output
    host_code = False               # ... or that or its partial sums' version (s2s_min, malloc needed)
    host_programs: list = []        # the host programs of those partial sums (s2s check's tolerance)
    marks = LineMarks(sf.text)      # the user's line numbers, kept by #line (codegen/line_marks.py)
    last_line = last_text_line(sf.text)

    def note(text: str, loc) -> None:
        if on_note is not None:
            on_note(Diagnostic("note", text, loc))
        else:
            log.note(text, loc)

    inline_defs = emit.inline_definitions(sf.ast, _coord_file(sf))
    # the host code s2s adds to a C file builds under -std=gnu89 too (codegen/c89_loops.py); a .cu is C++
    c_reason = _c_host_reason(sf, path) if target == "cuda" else None

    # the host versions of kept-on-host SCoPs, in functions of their own before the user's
    # (codegen/host_outline.py)
    from .codegen.host_outline import HostOutliner
    outliner = HostOutliner(sf.text, cxx=target == "cuda" and not c_reason, inline_defs=inline_defs,
                            path=path, ast=sf.ast)

    def as_c(text: str, scop) -> str:
        if target == "cuda" and not c_reason:
            return text
        return hoist_loop_declarations(text, keep=(_original_lines(sf, scop),))

    if bar is not None:
        bar.reset(total=len(sf.scops))
    for scop in sf.scops:
        if bar is not None:
            bar.set_postfix_str(f"SCoP {scop.index} in {scop.function}()", refresh=False)
        if verbose:
            note(f"SCoP {scop.index}: {len(scop.statements)} statements in '{scop.function}'", scop.loc)
        hits = len(bounded.timeouts_hit)
        scheduled.new_record()      # this SCoP's pipelines (device, then host) share one, no other SCoP's
        state = run_pipeline(State(scop, options, log))
        if scop.prologue_note:
            state.decisions.insert(0, scop.prologue_note)
        if bar is not None:
            bar.update()
        if len(bounded.timeouts_hit) > hits:
            # the output depends on this machine's speed: say so even without -v
            hit = bounded.timeouts_hit[-1]
            limit = "" if hit == schedule_timeout else f" {schedule_timeout:g}"
            log.warning(f"time limit of {hit:g} s (--schedule-timeout{limit}) reached: this SCoP's "
                        "translation depends on this machine's speed (s2s translate -v says what was given "
                        "up; "
                        "raise --schedule-timeout to wait longer)", scop.loc)
        analyses.append(state["analysis"])
        prog = state.get("kernel-ir")
        on_host = device_type_problem(scop, target, prog) if prog is not None else None
        if prog is not None and not on_host:
            from .codegen.names import isl_clash, openmp_clash
            on_host = openmp_clash(scop) if target == "openmp" else isl_clash(scop)
        if prog is not None and not on_host and scop.kept_reason:
            on_host = scop.kept_reason
        if prog is not None and not on_host and target != "openmp" and scop.device_reason:
            on_host = scop.device_reason
        if prog is not None and not on_host and target != "openmp" and scop.threaded:
            on_host = threads_overwrite(scop, state.get("transfer-plan"))
        if prog is not None and not on_host:
            on_host = _reserved(sf)
        if on_host:
            prog = None
            state.decide(f"kept on the host: {on_host}")
        if prog is not None and target != "openmp" and not force_device:
            from .codegen.host_openmp import host_cores_beat_device
            from .codegen.names import openmp_clash
            if not (scop.kept_reason or openmp_clash(scop) or _reserved(sf)):
                why_host = host_cores_beat_device(scop, options, state.get("profit"))
                if why_host is not None:
                    prog = None
                    state["kept-on-host"], state["offload"] = True, False
                    state["profit"].verdict, state["profit"].threshold = "host", None
                    state.decide(why_host)
        plan = None
        if prog is not None:
            plan = alias_plan(scop, prog.arrays if target != "openmp" else None)
            if assume_no_alias and plan.tested:
                tested = [f'{a}/{b}' for a, b in plan.pairs] + \
                    ([f"the rows of {', '.join(plan.row_test.tables)}"] if plan.row_test else [])
                state.decide(f"aliasing: no overlap test of {', '.join(tested)} (--assume-no-alias)")
                plan = None
            elif plan.problem:
                prog = None
                on_host = plan.problem
                state.decide(plan.describe())
            else:
                state.decide(plan.describe())
        if scop.members:        # the locals of structure members, named as the user wrote the members
            state.decisions[:] = [member_text(scop, t) for t in state.decisions]
            on_host = member_text(scop, on_host) if on_host else on_host
        d = ScopDecision(scop.index, scop.function, scop.loc.line if scop.loc else None, prog is not None,
                         list(state.decisions),
                         profitability=state["profit"].to_json() if state.get("profit") is not None else None)
        decisions.append(d)
        if verbose:
            for text in state.decisions:
                note(f"SCoP {scop.index}: {text}", scop.loc)
        if instrument:
            from .check.instrument import dump_code
            dump = as_members(scop, dump_code(scop, emit.indent_of(sf.text, scop.span[0]),
                                              prog.arrays if prog else None))
            dumps.append((scop.span[1], dump))
        if prog is None:
            why = state.decisions[-1] if state.decisions else "nothing to offload"
            host_text = None
            from .codegen.names import openmp_clash
            # another version of the SCoP for the host, as for an offloaded one: not where its lines must
            # stay as written (a declaration used after it, names that clash with OpenMP's or ours)
            rewritable = not (on_host or scop.kept_reason or openmp_clash(scop)
                              or _reserved(sf))
            if state.get("kept-on-host") and rewritable and target != "openmp":
                # the device does not pay, the host's cores may: the OpenMP version under #ifdef _OPENMP
                from .codegen.host_openmp import host_openmp_code
                host_text, how = host_openmp_code(scop, options, DiagnosticLog(), _original_lines(sf, scop),
                                                  emit.indent_of(sf.text, scop.span[0]), assume_no_alias,
                                                  host_programs, outliner=outliner)
                d.decisions.append(how)
                if verbose:
                    note(f"SCoP {scop.index}: {how}", scop.loc)
            elif target == "openmp" and state.get("offload") is False and rewritable:
                # no loop for threads: the SCoP runs on one core, its reduction loops in partial sums
                from .codegen.host_openmp import host_partials_code
                host_text, how = host_partials_code(scop, options, _original_lines(sf, scop),
                                                    emit.indent_of(sf.text, scop.span[0]), assume_no_alias,
                                                    host_programs, outliner=outliner)
                if host_text is not None:
                    d.decisions.append(how)
                    why = f"{why}; {how}"
                    if verbose:
                        note(f"SCoP {scop.index}: {how}", scop.loc)
            if host_text is not None:
                host_code = True
                host_openmp = host_openmp or "#ifdef _OPENMP" in host_text    # else partial sums alone
                host_text = as_c(host_text, scop)
                ind = emit.indent_of(sf.text, scop.span[0])
                host_text = _after_label(scop, sf, with_member_locals(scop, emit.name_unused(
                    _model_guarded(scop, sf, host_text), scop.only_in_scop, ind), ind))
                tail = _with_directives("", region_directives(sf.text, scop.span)) + \
                    (dump if instrument else "")
                replacements += _replaced(scop, sf, marks.after_region(host_text, scop.span, last_line, tail))
            elif instrument:
                kept = "\n".join(sf.text.split("\n")[scop.span[0] - 1:scop.span[1]])
                replacements.append((scop.span, marks.after_region(kept, scop.span, last_line, dump)))
            msg = "SCoP left sequential: " + why
            if state.get("kept-on-host") and not on_host:
                # a choice of the cost model, not a construct s2s cannot offload (-v printed it already)
                if not verbose:
                    log.note(f"SCoP {scop.index}: {why}", scop.loc)
                continue
            if on_host:
                msg = f"SCoP kept on the host, sequential: {on_host}"
            if strict:
                raise S2SError([Diagnostic("error", msg + " (--strict)", scop.loc)])
            log.warning(msg, scop.loc)
            continue
        for k in prog.kernels:
            d.kernels.append({"name": k.name, "statements": k.statements, "parallel_dims": k.n_par,
                              "block": k.geometry.block_xyz(),
                              "grid_ranges": [[expr_to_c(lo), expr_to_c(hi)] for lo, hi in k.ranges]})
        if target == "opencl" and scop.function in inline_defs:
            # called from a C99 inline definition, which may not call a static function: external
            # linkage, under a name of this file's (two files may both define `inline void f`)
            prog.external = True
            prog.name += "_" + hashlib.sha1(os.path.abspath(path).encode()).hexdigest()[:8]
        programs.append(prog)
        ind = emit.indent_of(sf.text, scop.span[0])
        own = _original_lines(sf, scop)     # the SCoP's lines: the fallbacks below run them
        if target == "openmp":
            code = emit.openmp_region(prog, ind, original=own)
        else:
            code = emit.call_site(prog, ind, target, own if target == "cuda" or _has_private(prog) else None,
                                  keep_errno=sf.symbols.reads_errno)
        prof = state.get("profit")
        size_cond = prof.condition if prof is not None else None
        if (plan is not None and plan.condition) or size_cond:
            original = own
            if size_cond and target != "openmp":
                # below the size the device pays from, the host runs the SCoP: its OpenMP version under
                # #ifdef _OPENMP where the host's cores pay (gesummv-pb at n = 8000 on the H200 node: 149 ms
                # in partial sums on one core, 13 ms on 16), else its reductions in partial sums
                from .codegen.host_openmp import device_test_with_openmp, host_openmp_code
                from .codegen.names import openmp_clash
                if scop.kept_reason or openmp_clash(scop) or _reserved(sf):
                    # its lines stay as written: the partial sums' code is the OpenMP target's too, with
                    # its locals (a parameter `_hi0` would read the loop's bound there)
                    partials, how = None, ""
                else:
                    omp: dict = {}
                    partials, how = host_openmp_code(scop, options, DiagnosticLog(), original, ind,
                                                     assume_no_alias, host_programs, prof.threshold, omp,
                                                     outliner=outliner)
                    if "kernels" in omp:
                        size_cond, more = device_test_with_openmp(options, prof, omp["kernels"], size_cond)
                        how += more
                if partials is not None:
                    original = partials
                    host_code = True            # its helpers (s2s_min, malloc) are declared at the top
                    host_openmp = host_openmp or "#ifdef _OPENMP" in partials
                    d.decisions.append(f"below that size: {how}")
                    if verbose:
                        note(f"SCoP {scop.index}: below that size: {how}", scop.loc)
            note_ = f" (cost model: from {' = '.join(prof.params)} ~ {prof.threshold})" if size_cond else ""
            code = versioned(code, original, ind, size_cond, plan.condition if plan is not None else None,
                             note_)
        if target == "openmp" and ((plan is not None and plan.condition) or size_cond or _has_private(prog)):
            # the parallel code beside the original lines (behind the size or overlap test, or where its
            # private copies find no memory): in a function of its own (codegen/host_outline.py)
            from .codegen.host_outline import RAN
            note_ = f" (cost model: from {' = '.join(prof.params)} ~ {prof.threshold})" if size_cond else ""
            piece = versioned(emit.openmp_region(prog, "  ", done=RAN), None, "  ", size_cond,
                              plan.condition if plan is not None else None, note_)
            code = outliner.call(scop, own, ind, [("openmp", piece, False)]) or code
        code = emit.name_unused(_model_guarded(scop, sf, as_c(code, scop)), scop.only_in_scop, ind)
        code = with_member_locals(scop, code, ind)
        # a #define or #undef among the SCoP's lines still acts on the lines after it
        tail = _with_directives("", region_directives(sf.text, scop.span)) + (dump if instrument else "")
        replacements += _replaced(scop, sf, marks.after_region(_after_label(scop, sf, code), scop.span,
                                                               last_line, tail))
    replacements += outliner.replacements(
        marks, lambda text: text if target == "cuda" and not c_reason else hoist_loop_declarations(text))
    main = body = emit.splice(sf.text, replacements)
    from .codegen import header_guard
    ranges = row_test_helpers(sf, body)      # (the runtime test of tables of row pointers)
    if host_code or (ranges and target != "openmp"):
        main = header_guard.guard_includes(EXPR_MACROS + "#include <stdlib.h>\n" + ranges,
                                           header_guard.conflicts(sf.ast, _coord_file(sf),
                                                                  header_guard.OPENMP_HEADERS)) + main
    if instrument:
        from .check.instrument import PRELUDE
        main = PRELUDE + main
    device_text = None
    reason = None
    if programs:
        if target == "openmp":
            main = "/* translated by s2s: OpenMP */\n" + header_guard.guard_includes(
                EXPR_MACROS + "#include <stdlib.h>\n" + ranges,
                header_guard.conflicts(sf.ast, _coord_file(sf), header_guard.OPENMP_HEADERS)) + \
                (OPENMP_FORK_SAFE if _forks(sf) else "") + main
        elif target == "opencl":
            main = header_guard.guard_includes(
                hoist_loop_declarations(emit.device_code(programs, "opencl", path)),
                header_guard.conflicts(sf.ast, _coord_file(sf), header_guard.OPENCL_HEADERS)) + \
                ERRNO_H[sf.symbols.reads_errno] + "\n" + main
        else:
            device_text = emit.device_code(programs, "cuda", path) + ERRNO_H[sf.symbols.reads_errno]
    if target == "cuda":
        # nvcc compiles a .cu as C++: code that is only valid C keeps its host part in a .c file
        reason = c_reason
        if reason:
            protos = "".join(emit.prototype(p) for p in programs)
            # the macros too: the host part's runtime tests (overlap, sizes) may use s2s_floord and the like
            main = f"/* translated by s2s: host part in C ({reason}); kernels in the .cu file */\n" + \
                (EXPR_MACROS if programs else "") + \
                ERRNO_H[sf.symbols.reads_errno and bool(programs)] + protos + main
            device_text = device_text or "/* s2s: no SCoP was offloaded */\n"
        # single-file .cu: the definitions come first, no prototype needed
    if main.endswith(body) and "#include" in main[:len(main) - len(body)]:
        # the generated code's headers come first: the user's feature-test macros must come before them
        first = main.index("\n") + 1 if main.startswith("/* translated by s2s") else 0
        main = main[:first] + header_guard.feature_macros(sf.text) + main[first:]
    if main.endswith(body):
        head = main[:len(main) - len(body)]
        if sf.raw is not None:
            body = emit.splice_raw(sf.raw, replacements)
        # the user's first line is line 1 again after what s2s put in front of it
        main = head + (directive(1, file_literal(path)) + "\n" if head else "") + body
    cppflags = [*(f"-I{d}" for d in include_dirs), *(f"-D{d}" for d in defines)]
    # identifiers with extended characters, read as ASCII runs (frontend/ucn.py): spelt as C spells them
    main = ucn.decode(main)
    device_text = ucn.decode(device_text) if device_text is not None else None
    if sf.newline != "\n":
        main = main.replace("\n", sf.newline)         # the user's line ends, kept
    return TranslationResult(sf, target, programs, analyses, decisions, reason, main, device_text, log, dumps,
                             cppflags, host_openmp, host_programs)


# libgomp's threads do not survive fork(): in the child of a process that has run a parallel region, the
# next one waits for them forever (the sequential program, and its OpenCL and CUDA translations, which a
# forked child cannot use either, fall back to no such thing).  A forked child runs the OpenMP
# translation's regions on its one thread: a handler that pthread_atfork runs in the child sets its number
# of threads to 1 (declared here, not included: the user's file may define names <pthread.h> declares).
OPENMP_FORK_SAFE = """#if defined(_OPENMP) && defined(__unix__) && defined(__GNUC__)
/* after fork(), the child has none of the parent's OpenMP threads: its parallel regions run on one thread */
extern void omp_set_num_threads(int);
extern int pthread_atfork(void (*)(void), void (*)(void), void (*)(void));
static void s2s_omp_forked(void) { omp_set_num_threads(1); }
__attribute__((constructor)) static void s2s_omp_fork_safe(void) { pthread_atfork(0, 0, s2s_omp_forked); }
#endif
"""


def _forks(sf: SourceFile) -> bool:
    """Whether the file calls fork() or vfork() (by name, in its text or its preprocessed code): only then
    does the OpenMP output register OPENMP_FORK_SAFE's handler, which changes nothing for other programs
    (no constructor in every translation)."""
    from pycparser import c_ast

    if re.search(r"\bv?fork\b", sf.text):
        return True

    class Calls(c_ast.NodeVisitor):
        found = False

        def visit_ID(self, node):  # noqa: N802
            if node.name in ("fork", "vfork"):
                self.found = True

    v = Calls()
    v.visit(sf.ast)
    return v.found


def row_test_helpers(sf: SourceFile, body: str) -> str:
    """The helpers of the row pointers' runtime test (model/row_footprint.py) that the generated `body`
    calls: none where it calls none (an unused static function is a warning of -Wall)."""
    from .model.row_footprint import helpers_code, row_helper_name
    if "s2s_ranges_disjoint(" not in body:
        return ""
    types: list[str] = []
    for scop in sf.scops:
        for a in scop.arrays.values():
            elem = ("const " if a.is_const else "") + a.ctype
            if a.row_pointers and elem not in types and row_helper_name(elem) + "(" in body:
                types.append(elem)
    return helpers_code(types)


# the call sites of a file that reads errno (or calls perror) keep its value (emit.call_site's keep_errno):
# the header's errno, declared before the user's code too (a file that calls only perror may not include it;
# C reserves the name errno, so the header cannot clash with the user's names)
ERRNO_H = {True: "#include <errno.h>\n", False: ""}


def _c_host_reason(sf: SourceFile, path: str) -> str | None:
    """Why a CUDA translation's host part must stay C, in a .c file of its own (None: the .cu is the
    whole translation)."""
    reason = emit.needs_c_host(sf.ast, _coord_file(sf), sf.symbols.unparsed)
    if not reason:
        from .codegen.cxx_check import cxx_problem
        reason = cxx_problem(path, sf.text, sf.include_dirs, sf.defines)
    return reason


def _not_option(path: str) -> str:
    return os.path.join(".", path) if path.startswith("-") else path


def _has_private(prog) -> bool:
    """Whether the device code of `prog` allocates private arrays (copies of scalars per iteration), whose
    allocation may fail where the program itself needs no memory: its OpenCL host function returns 0 then,
    and the call site runs the SCoP's own lines."""
    return any(a.kind == "private" for a in prog.arrays)


def _replaced(scop, sf: SourceFile, text: str) -> list[tuple[tuple[int, int], str]]:
    """The replacements of the user's lines for a SCoP translated as `text`: its span, and where its first
    statements stay as written before it (Scop.host_prologue), the `#pragma scop` lines above them, which
    become a comment (on the last of them: the line numbers stay)."""
    out = [(scop.span, text)]
    if scop.host_prologue is not None:
        lo, hi = scop.host_prologue
        ind = emit.indent_of(sf.text, scop.span[0])
        out.append(((lo, hi), "\n" * (hi - lo) + ind + "/* s2s: the SCoP's first statements run on the host, "
                    "as written */"))
    return out


def _model_guarded(scop, sf: SourceFile, code: str) -> str:
    """`code` behind the SCoP's model guard (Scop.model_guard), the original lines where it fails."""
    if not scop.model_guard:
        return code
    from .codegen.versioning import model_guarded
    return model_guarded(code, _original_lines(sf, scop), emit.indent_of(sf.text, scop.span[0]),
                         scop.model_guard, scop.model_guard_why)


def _after_label(scop, sf: SourceFile, code: str) -> str:
    """A replacement that follows `lab:` or `case 1:` starts with an empty statement, which the label
    names: generated code may start with a declaration or a pragma, which C17 does not let a label name.
    One that is the unbraced body of a loop or an `if` is a block."""
    if scop.braced and code:
        # the unbraced body of a loop, an `if` or a switch (maybe after labels): one statement, a block,
        # which a label may name (`switch (k) case 1: ;` + the code would leave the code out of the switch)
        ind = emit.indent_of(sf.text, scop.span[0])
        return ind + "{\n" + (code if code.endswith("\n") else code + "\n") + ind + "}\n"
    if not scop.after_label:
        return code
    return emit.indent_of(sf.text, scop.span[0]) + ";\n" + code if code else code


def _with_directives(code: str, directives: str) -> str:
    """`code` followed by the directives on lines of their own (emit.splice ends the last line)."""
    if not directives:
        return code
    return (code if not code or code.endswith("\n") else code + "\n") + directives.rstrip("\n")


def _original_lines(sf: SourceFile, scop) -> str:
    """The SCoP's lines as written, without its pragmas (so that the output is not a SCoP again): every
    line of each pragma goes, the lines that a comment or a splice of the directive takes too
    (`#pragma endscop /* ...` + `... */`), and `_Pragma("scop")` lines (alone on their lines).  A `#line`
    directive in front gives them their numbers in the user's file (codegen/line_marks.py)."""
    lines = sf.text.split("\n")
    lo, hi = scop.span
    dropped: set[int] = set()
    if scop.pragma and scop.end_loc is not None:
        from .frontend.source_span import logical_end_line
        if scop.host_prologue is None:       # else the span starts after `#pragma scop` and the prologue
            dropped.update(range(lo, logical_end_line(lines, lo, lo) + 1))
        dropped.update(range(scop.end_loc.line, hi + 1))
    return LineMarks(sf.text).copied({k: lines[k - 1] for k in range(lo, hi + 1) if k not in dropped})


def _machine(path: str | None):
    if path is None:
        return None
    from .gpu.profit import load_machine
    return load_machine(path)


def threads_overwrite(scop, plan) -> str | None:
    """Why a SCoP that may run beside other threads of the program (Scop.threaded) cannot go to
    the device, or None: the device code copies an array (or scalar) back whole, and where the SCoP does
    not write every element, it puts back the values it copied in over what another thread wrote
    meanwhile (`A[k][i]` for the `k` of each thread: every thread copies back all of A)."""
    from .passes.transfers import _covers
    for a in plan or ():
        arr = scop.arrays.get(a.name)
        if a.copy_out and arr is not None and a.name not in scop.per_call and not _covers(scop, arr):
            # (a table of row pointers is scattered back row by row: passes/table_transfers.py)
            what = f"all of '{a.name}'" if a.kind != "rows" else \
                f"each row of '{a.name}' it writes from its first to its last column written"
            return ("other threads of the program (OpenMP's, or started by pthread_create) may run beside "
                    f"the SCoP, and its device code copies back {what}, elements it does not "
                    "write too (another thread's results there would be overwritten)")
    return None


def device_type_problem(scop, target: str, prog=None) -> str | None:
    """Why the data of `scop` cannot go to a `target` device with the host's layout (long double, bool,
    128-bit types), or None. Such a SCoP stays on the host: a wrong layout would read garbage.

    On OpenCL a `_Bool` temporary of the loop body whose private copies live in registers only (`prog`'s
    arrays no longer hold them: passes/lower.drop_unused_copies) is a kernel's `bool` local, which
    converts as C's _Bool does (OpenCL C 6.1.1): no buffer of booleans, whose layout OpenCL leaves open."""
    if target not in ("cuda", "opencl"):
        return None
    from .codegen.ctypes_map import device_unsupported
    in_memory = None if prog is None else {a.name for a in prog.arrays}
    typed = [(a.name, a.ctype) for a in scop.arrays.values()
             if not (target == "opencl" and in_memory is not None and a.kind == "private"
                     and a.name not in in_memory and a.ctype.split() in (["_Bool"], ["bool"]))] + \
        list(scop.scalar_values.items()) + list(scop.param_types.items())
    for name, ctype in typed:
        why = device_unsupported(ctype, target)
        if why:
            return f"'{name}': {why}"
    from .codegen.ctypes_map import bool_increment, long_double_arithmetic, wide_arithmetic
    return long_double_arithmetic(scop) or wide_arithmetic(scop) or bool_increment(scop)


def _reserved(sf) -> str | None:
    """codegen/names.reserved_clash of the file, its macros included."""
    from .codegen.names import reserved_clash
    return reserved_clash(sf.ast, _coord_file(sf), sf.symbols.macros)


def _coord_file(sf: SourceFile) -> str:
    from .frontend.load import _coord_name
    return _coord_name(sf.ast, sf.path)
