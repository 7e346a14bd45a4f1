"""The `s2s` command: explain, translate, check, bench, passes, doctor, makefile, cmake."""
from __future__ import annotations

import argparse
import json
import os
import sys

from .diagnostics import DiagnosticLog, S2SError


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="C source file")
    p.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                   help="add DIR to the include search path")
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VAL]",
                   help="define a macro, as for cc")
    p.add_argument("-std", dest="std", type=_std, default=None, metavar="MODE",
                   help="the language mode the program is compiled in (-std=c2x, gnu89, ...), as for cc: "
                        "added to $CC for every run of the C compiler (the preprocessing s2s parses, the "
                        "builds of check)")
    p.add_argument("--autodetect", action="store_true",
                   help="also find static-control loop nests outside '#pragma scop' regions")
    p.add_argument("-fdiagnostics-format", dest="diagnostics_format", choices=["text", "json"],
                   default="text",
                   help="json: print the diagnostics as gcc does, one JSON array on stderr at the end")



def _seconds(text: str) -> float:
    """A time limit: a positive, finite number of seconds (isl's limits and the forked child's timer
    need one)."""
    import math
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: '{text}'") from None
    if not math.isfinite(v) or v <= 0 or v > 1e7:
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds up to 1e7, not '{text}'")
    return v


def _tolerance(text: str) -> float:
    import math
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: '{text}'") from None
    if not math.isfinite(v) or v < 0:
        raise argparse.ArgumentTypeError(f"must be a finite number >= 0, not '{text}'")
    return v


def _std(text: str) -> str:
    import re
    if not re.fullmatch(r"[A-Za-z0-9+]+", text):
        raise argparse.ArgumentTypeError(f"not a language mode: '{text}' (c99, gnu17, c2x, ...)")
    return text


def _tile(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: '{text}'") from None
    if not 0 < v <= 1 << 20:
        raise argparse.ArgumentTypeError(f"must be between 1 and {1 << 20}, not {v}")
    return v

def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="s2s", description="Polyhedral C to CUDA / OpenCL / OpenMP translator")
    ap.add_argument("--version", action="version", version="s2s 0.1.0")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")

    e = sub.add_parser("explain", help="show SCoPs, dependences and which loops are parallel")
    _common(e)
    e.add_argument("--json", action="store_true", help="print the analysis as JSON")
    e.add_argument("--dot", metavar="FILE", help="write the statement dependence graph (Graphviz)")
    e.add_argument("--html", metavar="FILE", help="write a self-contained HTML report")

    t = sub.add_parser("translate", help="translate a C file for a GPU or for OpenMP")
    _common(t)
    t.add_argument("-o", dest="output", metavar="OUT",
                   help="output file (default IN.cu / IN.ocl.c / IN.omp.c)")
    t.add_argument("--target", choices=["cuda", "opencl", "openmp"], default="cuda")
    t.add_argument("--tile-size", type=_tile, default=None, metavar="N", help="tile size for every band")
    t.add_argument("--sizes", default=None, metavar="SPEC",
                   help="per kernel sizes, e.g. 'kernel[0] -> tile[32,32]; kernel[1] -> block[16,16]'")
    t.add_argument("--no-reschedule", action="store_true", help="keep the original loop order")
    t.add_argument("--schedule-timeout", type=_seconds, default=60.0, metavar="SECONDS",
                   help="stop isl's scheduler (and, separately, its AST generator) after this long and keep "
                        "the original order (default 60)")
    t.add_argument("--disable-pass", action="append", default=[], metavar="NAME",
                   help="skip an optional pass (see 's2s passes')")
    t.add_argument("--strict", action="store_true", help="a SCoP that cannot be offloaded is an error")
    t.add_argument("--force-device", action="store_true",
                   help="offload even where the cost model estimates the host to be faster")
    t.add_argument("--machine-figures", metavar="FILE",
                   help="JSON object of the cost model's machine figures to use instead of the defaults "
                        "(transfer_bps, host_bps, ...: see docs/cli.md)")
    t.add_argument("--assume-no-alias", action="store_true",
                   help="no runtime test that pointer arrays do not overlap: promise that they never do")
    t.add_argument("--no-reorder-reductions", action="store_true",
                   help="keep reduction loops sequential: floating-point sums in their original order, "
                        "bit for bit")
    t.add_argument("--report", metavar="FILE", help="also write an HTML report")
    t.add_argument("--compile-commands", metavar="FILE",
                   help="add the commands that compile the outputs to FILE (compile_commands.json format; "
                        "entries for other files are kept)")
    t.add_argument("-v", "--verbose", action="store_true", help="say what each pass decided")

    c = sub.add_parser("check", help="translate, build, run and compare with the sequential build",
                       usage="s2s check [options] FILE [-- ARGS...]",
                       epilog="Arguments for the program go after '--': s2s check f.c --target openmp -- 100")
    _common(c)
    c.add_argument("--target", choices=["auto", "cuda", "opencl", "openmp"], default="auto")
    c.add_argument("--rtol", type=_tolerance, default=1e-6)
    c.add_argument("--atol", type=_tolerance, default=1e-9)
    c.add_argument("--no-exact-integers", action="store_true",
                   help="compare numbers printed as integers with --rtol/--atol too (by default they must "
                        "be equal: integer results are exact, but %%g prints an integral double without a "
                        "point)")
    c.add_argument("--arrays", action="store_true",
                   help="also dump every array each SCoP writes, right after the SCoP, in both builds and "
                        "compare the dumps (with the same tolerance)")
    c.add_argument("--tile-size", type=_tile, default=None)
    c.add_argument("--sizes", default=None, metavar="SPEC", help="as for translate")
    c.add_argument("--disable-pass", action="append", default=[], metavar="NAME", help="as for translate")
    c.add_argument("--no-reschedule", action="store_true")
    c.add_argument("--schedule-timeout", type=_seconds, default=60.0, metavar="SECONDS",
                   help="as for translate (default 60)")
    c.add_argument("--keep", metavar="DIR", help="keep the builds in DIR")
    c.add_argument("--assume-no-alias", action="store_true", help="as for translate")
    c.add_argument("--no-reorder-reductions", action="store_true",
                   help="as for translate (and the comparison keeps --rtol as given)")
    c.add_argument("--as-translated", action="store_true",
                   help="check the translation as 'translate' writes it (default: with --force-device, so "
                        "that what runs is generated code): SCoPs kept on the host run their host versions")
    c.set_defaults(args=[])   # the program's arguments: what follows '--' (see _check_program_args)

    sub.add_parser("passes", help="list the passes and what they need and provide")
    from .bench.cli import add_parser as add_bench_parser
    add_bench_parser(sub)
    dr = sub.add_parser("doctor", help="say which compilers, OpenCL devices and GPUs are present")
    dr.add_argument("--json", action="store_true", help="print the findings as JSON")
    for name, what in (("makefile", "GNU make pattern rules (include it in a Makefile)"),
                       ("cmake", "the CMake module with s2s_translate() (include() it in CMakeLists.txt)")):
        m = sub.add_parser(name, help=f"print {what}")
        m.add_argument("--path", action="store_true", help="print the file's path instead of its text")
    return ap


def main(argv: list[str] | None = None) -> int:
    # pycparser parses and prints expressions recursively, and so do the passes that walk them: a sum of
    # a few thousand terms nests that deep (Python's default limit of 1000 stopped at ~150 terms)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 50000))
    ap = build_parser()
    argv, prog_args = _check_program_args(list(sys.argv[1:] if argv is None else argv))
    args = ap.parse_args(argv)
    if prog_args is not None:
        args.args = prog_args
    if not args.command:
        ap.print_help()
        return 2
    log = DiagnosticLog(json_format=getattr(args, "diagnostics_format", "text") == "json")
    cc = os.environ.get("CC")
    try:
        if getattr(args, "std", None):
            # every run of the C compiler (preprocess.cc_words, check/build.c_command) takes $CC's words
            import shlex
            try:
                words = shlex.split(cc) if cc and cc.strip() else ["cc"]
            except ValueError:
                log.error(f"the C compiler CC='{cc}' is not a command line (its quotes are unbalanced)")
                return 1
            os.environ["CC"] = shlex.join([*words, f"-std={args.std}"])
        return _run(args, log)
    finally:
        if cc is None:
            os.environ.pop("CC", None)
        else:
            os.environ["CC"] = cc
        log.finish()


def _run(args, log: DiagnosticLog) -> int:
    try:
        if args.command == "explain":
            return cmd_explain(args, log)
        if args.command == "translate":
            return cmd_translate(args, log)
        if args.command == "check":
            from .check.runner import cmd_check
            return cmd_check(args, log)
        if args.command == "passes":
            from .passes.manager import describe_passes
            print(describe_passes())
            return 0
        if args.command == "bench":
            from .bench.cli import cmd_bench
            return cmd_bench(args)
        if args.command == "doctor":
            from .doctor import cmd_doctor
            return cmd_doctor(args)
        if args.command in ("makefile", "cmake"):
            return cmd_integration(args)
    except S2SError as e:
        log.flush()
        log.items.extend(e.diagnostics)
        log.flush()
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `s2s explain --json f.c | head`: the reader left, nothing is wrong
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except Exception as e:  # an internal error: say so plainly, keep the traceback for developers
        log.flush()
        if os.environ.get("S2S_DEBUG"):
            raise
        if log.json_format:
            log.error(f"internal error: {type(e).__name__}: {e} (a bug in s2s; rerun with S2S_DEBUG=1 for "
                      "the traceback and report it)")
            return 3
        print(f"s2s: internal error: {type(e).__name__}: {e}\n"
              "s2s: this is a bug in s2s; rerun with S2S_DEBUG=1 for the traceback and report it",
              file=sys.stderr)
        return 3
    return 0


def _check_program_args(argv: list[str]) -> tuple[list[str], list[str] | None]:
    """`s2s check [options] FILE [options] -- ARGS`: split off the program's arguments at the first '--'
    (argparse cannot have options after a positional followed by a variable-length list)."""
    cmd = next((k for k, a in enumerate(argv) if not a.startswith("-")), None)
    if cmd is None or argv[cmd] != "check" or "--" not in argv[cmd:]:
        return argv, None
    k = argv.index("--", cmd)
    return argv[:k], argv[k + 1:]


def _flush(log: DiagnosticLog) -> None:
    log.flush()


INTEGRATION_FILES = {"makefile": "s2s.mk", "cmake": "S2S.cmake"}


def integration_path(kind: str) -> str:
    """The installed Makefile fragment ("makefile") or CMake module ("cmake")."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "integration", INTEGRATION_FILES[kind])


def _this_s2s() -> str:
    """The absolute path of the s2s program running now, so that a printed fragment works from any
    directory (falls back to 's2s' on PATH)."""
    import shutil
    exe = sys.argv[0] if os.path.basename(sys.argv[0]) == "s2s" else None
    path = shutil.which(exe) if exe else None
    return os.path.abspath(path) if path else "s2s"


def cmd_integration(args) -> int:
    """`s2s makefile` / `s2s cmake`: the build-system files, as text (the Makefile fragment with this
    s2s as its default S2S) or as the path of the installed file (for `include $(shell ...)`)."""
    path = integration_path(args.command)
    if args.path:
        print(path)
        return 0
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if args.command == "makefile":
        text = text.replace("\nS2S       ?= s2s\n", f"\nS2S       ?= {_this_s2s()}\n", 1)
    sys.stdout.write(text)
    return 0


def cmd_explain(args, log: DiagnosticLog) -> int:
    from .analysis import analyse, dependence_dot
    from .frontend.load import load
    from .report.explain_text import explain_text

    for out in (args.dot, args.html):
        if out:
            _check_not_input(out, args.file)
    sf = load(args.file, args.include_dirs, args.defines, autodetect=args.autodetect, log=log)
    analyses = [analyse(s) for s in sf.scops]
    if args.dot:
        _write_atomic(args.dot, "".join(dependence_dot(a) for a in analyses))
    if args.html:
        from .report.html import explain_html
        _write_atomic(args.html, explain_html(sf, analyses, None))
    if args.json:
        print(json.dumps({"file": args.file, "scops": [a.to_json() for a in analyses],
                          "diagnostics": [d.to_json() for d in log.items]}, indent=2))
        log.items.clear()
    else:
        print(explain_text(sf, analyses), end="")
    _flush(log)
    return 0


def cmd_translate(args, log: DiagnosticLog) -> int:
    from . import progress
    from .driver import translate_file

    def live(d) -> None:
        """-v notes and other diagnostics as they happen: long translations show progress."""
        log.items.append(d)
        log.flush()

    # a translation that takes long (isl's scheduler on a 3-D stencil) shows its progress on a terminal
    # (never in the JSON diagnostics on stderr)
    with progress.bar(None, f"s2s: translating {os.path.basename(args.file)}", "SCoP",
                      enabled=not log.json_format) as bar, progress.ticking(bar):
        result = translate_file(args.file, target=args.target, include_dirs=args.include_dirs,
                                defines=args.defines,
                                autodetect=args.autodetect, tile_size=args.tile_size, sizes=args.sizes,
                                reschedule=not args.no_reschedule, disabled_passes=args.disable_pass,
                                schedule_timeout=args.schedule_timeout, force_device=args.force_device,
                                strict=args.strict, log=log, verbose=args.verbose, bar=bar, on_note=live,
                                assume_no_alias=args.assume_no_alias, machine_figures=args.machine_figures,
                                reorder_reductions=not args.no_reorder_reductions)
    _check_output_name(args.output, args.target)
    outputs = result.output_files(None if args.output == "-" else args.output)
    if args.output == "-":
        if len(outputs) > 1:
            raise S2SError(f"-o -: the CUDA translation is two files ({result.c_host_reason}); "
                           "name the .cu file with -o")
        outputs = {"-": next(iter(outputs.values()))}
    report = None
    if args.report:
        from .report.html import explain_html
        report = explain_html(result.source, result.analyses, result)
    # every destination is checked before anything is written: a failure leaves no output at all
    destinations = [*outputs, *([args.report] if args.report else [])]
    for path in destinations:
        if path != "-":
            _check_writable(path)
            _check_not_input(path, args.file)
    if args.compile_commands:
        _check_writable(args.compile_commands)
        _check_not_input(args.compile_commands, args.file)
        _load_compile_commands(args.compile_commands)
    _check_distinct([("the translation", p) for p in outputs if p != "-"] +
                    ([("--report", args.report)] if args.report else []) +
                    ([("--compile-commands", args.compile_commands)] if args.compile_commands else []))
    for path, text in outputs.items():
        if path == "-":
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            _write_atomic(path, text)
    if args.report:
        _write_atomic(args.report, report)
    if args.compile_commands:
        _merge_compile_commands(args.compile_commands, result.compile_commands(args.output))
    _flush(log)
    written = ", ".join("<stdout>" if p == "-" else p for p in outputs)
    if not log.json_format:   # the JSON array on stderr is all a reader of that format gets
        if args.output == "-":
            print(f"s2s: wrote {written}", file=sys.stderr)
        else:
            print(f"s2s: wrote {written}; build with: {result.build_command(args.output)}", file=sys.stderr)
    return 0


def _merge_compile_commands(path: str, entries: list[dict]) -> None:
    """Add `entries` to the compile_commands.json at `path`, replacing those for the same files and keeping
    the others (one s2s run per source, as make runs them; a lock keeps parallel runs from losing any)."""
    import fcntl

    _check_writable(path)
    with open(path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        old = _load_compile_commands(path)
        files = {e["file"] for e in entries}
        kept = [e for e in old if not (isinstance(e, dict) and e.get("file") in files)]
        _write_atomic(path, json.dumps(kept + entries, indent=2) + "\n")



def _load_compile_commands(path: str) -> list:
    """The entries of the compile_commands.json at `path` ([] when there is none); a file that is not a
    list of compile commands is an error before anything is written (s2s would add to it and keep it
    broken for clangd, or fail after writing the translation)."""
    if not os.path.exists(path):
        return []
    try:
        with open(path, encoding="utf-8") as f:
            old = json.load(f)
    except (OSError, ValueError) as e:
        raise S2SError(f"{path}: cannot add to it: not a compile_commands.json file ({e})") from None
    if not isinstance(old, list):
        raise S2SError(f"{path}: cannot add to it: not a JSON array of compile commands")
    for k, entry in enumerate(old):
        if not _is_compile_command(entry):
            raise S2SError(f"{path}: cannot add to it: entry {k} ({json.dumps(entry)[:60]}) is not a compile "
                           'command (an object with "directory", "file", and "arguments" or "command")')
    return old


def _is_compile_command(entry) -> bool:
    """Whether `entry` is what the JSON Compilation Database format (clang) requires of a command."""
    if not isinstance(entry, dict) or not isinstance(entry.get("directory"), str) or \
            not isinstance(entry.get("file"), str):
        return False
    args = entry.get("arguments")
    if args is not None:
        return isinstance(args, list) and all(isinstance(a, str) for a in args)
    return isinstance(entry.get("command"), str)


def _check_output_name(output: str | None, target: str) -> None:
    """nvcc takes a file's kind from its suffix: CUDA in a .c file would be compiled as host C, and the
    host part of a split translation would be named OUT.c.c."""
    if output and target == "cuda" and output.endswith((".c", ".h")):
        raise S2SError(f"-o {output}: a CUDA output named like a C file would be compiled by nvcc as host C "
                       f"(and the host part would be named {output}.c); name it OUT.cu")


def _check_distinct(named: list[tuple[str, str]]) -> None:
    """Two of the files a run writes must not be one file: the later would replace the earlier."""
    seen: dict[str, str] = {}
    for what, path in named:
        key = os.path.realpath(path)
        if key in seen:
            raise S2SError(f"{path}: {what} and {seen[key]} would be the same file")
        seen[key] = what


def _check_not_input(path: str, source: str) -> None:
    """Refuse to write over the source being translated (as gcc does), also through a link."""
    same = os.path.abspath(path) == os.path.abspath(source) or \
        os.path.realpath(path) == os.path.realpath(source)
    if not same and os.path.exists(path) and os.path.exists(source):
        try:
            same = os.path.samefile(path, source)
        except OSError:
            same = False
    if same:
        raise S2SError(f"{path}: output file is the same as the input file")


def _check_writable(path: str) -> None:
    d = os.path.dirname(os.path.abspath(path))
    if os.path.exists(d) and not os.path.isdir(d):
        raise S2SError(f"{path}: cannot write output: '{d}' is not a directory")
    if not os.path.isdir(d):
        raise S2SError(f"{path}: cannot write output: directory '{d}' does not exist")
    if os.path.isdir(path):
        raise S2SError(f"{path}: cannot write output: it is a directory")
    if not os.access(d, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise S2SError(f"{path}: cannot write output: permission denied")


def _write_atomic(path: str, text: str) -> None:
    """Write through a temporary file and rename, so a failure never leaves a partial output.

    A symbolic link is written through (its target is replaced, the link stays), and a FIFO or a device
    (`/dev/stdout`) is written directly, as a compiler does. Bytes that were not UTF-8 in the input
    (surrogate escapes) are written back unchanged."""
    _check_writable(path)
    if os.path.exists(path) and not os.path.isfile(path):
        try:
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(text)
        except OSError as e:
            raise S2SError(f"{path}: cannot write output: {e.strerror}") from None
        return
    path = os.path.realpath(path) if os.path.islink(path) else path
    tmp = f"{path}.s2s-tmp{os.getpid()}"
    try:
        with open(tmp, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        if os.path.exists(path):
            try:
                os.chmod(tmp, os.stat(path).st_mode & 0o7777)
            except OSError:
                pass
        os.replace(tmp, path)
    except OSError as e:
        raise S2SError(f"{path}: cannot write output: {e.strerror}") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


if __name__ == "__main__":
    sys.exit(main())
