"""Build the original program and its translation for `s2s check`.

Every compiler failure is raised as an S2SError whose message carries the command and the
compiler's own diagnostics, so the user sees a located, readable error and never a traceback.
"""
from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
import subprocess

from ..diagnostics import Diagnostic, S2SError

TARGETS = ("cuda", "opencl", "openmp")
COMPILE_TIMEOUT = 300          # seconds for one compiler run
MAX_STDERR_LINES = 40          # compiler output shown in a diagnostic


# ---------------------------------------------------------------------------------------------------------
# what is present on this machine

def c_compiler() -> str:
    """The C compiler's program: the first word of $CC (else cc)."""
    return c_command()[0]


def c_command() -> list[str]:
    """The C compiler with the options $CC carries (`CC="gcc -std=c2x"`): the original and the
    translation are built in the user's language mode, as the parse's preprocessing reads the file."""
    words = shlex.split(os.environ.get("CC") or "") if (os.environ.get("CC") or "").strip() else []
    return words or ["cc"]


def mode_flags() -> list[str]:
    """The options of $CC that set the language (`-std=c2x`, `-ansi`, `-trigraphs`), each after
    `-Xcompiler`: nvcc hands them to the host compiler, which compiles a split CUDA translation's host .c
    (g++ only warns at a C mode on the .cu's host part)."""
    return [x for w in c_command()[1:] if w.startswith("-std=") or w in ("-ansi", "-trigraphs")
            for x in ("-Xcompiler", w)]


def nvcc_path() -> str | None:
    return shutil.which(os.environ.get("NVCC", "nvcc"))


@functools.cache
def have_gpu() -> bool:
    """An NVIDIA GPU that CUDA programs can run on: `nvidia-smi -L` succeeds and lists one."""
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        p = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return p.returncode == 0 and "GPU" in p.stdout


def have_cuda() -> bool:
    """CUDA translations can be both built and run."""
    return nvcc_path() is not None and have_gpu()


@functools.cache
def have_opencl() -> bool:
    """pyopencl finds at least one OpenCL platform with at least one device."""
    try:
        import pyopencl as cl
        return any(p.get_devices() for p in cl.get_platforms())
    except Exception:  # no ICD loader, no platform, broken driver: all mean "no OpenCL"
        return False


def pick_target(target: str) -> str:
    """Resolve 'auto' to cuda (nvcc and a GPU), else opencl (a pyopencl platform), else openmp;
    check that an explicitly requested target can be built and run here."""
    if target == "auto":
        if have_cuda():
            return "cuda"
        if have_opencl():
            return "opencl"
        return "openmp"
    if target not in TARGETS:
        raise S2SError(f"unknown target '{target}' (auto, cuda, opencl or openmp)")
    if target == "cuda":
        if nvcc_path() is None:
            raise S2SError("cannot check the CUDA translation: nvcc is not on PATH")
        if not have_gpu():
            raise S2SError("cannot check the CUDA translation: no NVIDIA GPU (`nvidia-smi -L` failed); "
                           "use --target opencl or openmp")
    if target == "opencl" and not have_opencl():
        raise S2SError("cannot check the OpenCL translation: pyopencl finds no OpenCL platform "
                       "(`make opencl` installs PoCL)")
    return target


# ---------------------------------------------------------------------------------------------------------
# running compilers

def _flags(include_dirs=(), defines=()) -> list[str]:
    return [f"-I{d}" for d in include_dirs] + [f"-D{d}" for d in defines]


def _trim(text: str, limit: int = MAX_STDERR_LINES) -> str:
    lines = text.rstrip().splitlines()
    if len(lines) > limit:
        lines = lines[:limit] + [f"... ({len(lines) - limit} more lines)"]
    return "\n".join(lines)


def first_error_line(text: str) -> str:
    """The first line of compiler output that says 'error' (else the first non-empty line)."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if "error" in ln.lower():
            return ln.strip()
    return lines[0].strip() if lines else ""


class CompileError(S2SError):
    """A compiler rejected a file; `.stderr` holds its full output and `.what` the build that failed."""

    def __init__(self, what: str, cmd: list[str], stderr: str, returncode: int | None):
        self.what = what
        self.cmd = cmd
        self.stderr = stderr
        self.returncode = returncode
        status = "timed out" if returncode is None else f"failed (exit status {returncode})"
        msg = f"{what}: compiler {status}: {shlex.join(cmd)}"
        if stderr.strip():
            msg += "\n" + _trim(stderr)
        super().__init__([Diagnostic("error", msg)])

    @property
    def first_error(self) -> str:
        return first_error_line(self.stderr)


def run_compiler(cmd: list[str], what: str, cwd: str | None = None) -> None:
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", cwd=cwd,
                           timeout=COMPILE_TIMEOUT)
    except FileNotFoundError:
        raise S2SError(f"{what}: compiler '{cmd[0]}' not found") from None
    except subprocess.TimeoutExpired as e:
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        raise CompileError(what, cmd, err, None) from None
    if p.returncode != 0:
        raise CompileError(what, cmd, (p.stderr or "") + (p.stdout or ""), p.returncode)


# ---------------------------------------------------------------------------------------------------------
# the two builds

# the user's own OpenMP: a directive, or code that tests for it or uses its header
_USES_OPENMP = re.compile(r"^[ \t]*#[ \t]*pragma[ \t]+omp\b|\b_OPENMP\b|<omp\.h>|"
                          r"_Pragma[ \t]*\([ \t]*\"omp\b", re.M)


def uses_openmp(path: str) -> bool:
    """Whether the file at `path` has OpenMP of its own (directives, `#ifdef _OPENMP`, <omp.h>)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return _USES_OPENMP.search(f.read()) is not None
    except OSError:
        return False


def build_original(path: str, workdir: str, include_dirs=(), defines=(), exe_name: str | None = None,
                   text: str | None = None, opt: str = "-O2", openmp: bool = False) -> str:
    """cc -O2 the untouched input (or `text` given for it: the instrumented original of `--arrays`,
    compiled from `workdir` with the input's directory searched for its quoted includes); returns the
    executable's path.  `openmp`: with -fopenmp, as the OpenMP translation is built, so that the user's
    own directives and `#ifdef _OPENMP` code act in both builds alike."""
    stem = _stem(path)
    exe = os.path.join(workdir, exe_name or f"{stem}.orig")
    # the path as given (not made absolute): the translation's `#line 1 "path"` names the user's code so,
    # and `__FILE__` in it must print the same in both builds
    src, extra = path, []
    if text is not None:
        src = os.path.join(workdir, f"{stem}.orig.c")
        with open(src, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        extra = ["-iquote", os.path.dirname(os.path.abspath(path))]
    cmd = [*c_command(), opt, *(["-fopenmp"] if openmp else []), "-o", exe, src, *extra,
           *_flags(include_dirs, defines), "-lm"]
    run_compiler(cmd, f"{path}: building the original")
    return exe


def translation_paths(path: str, workdir: str, target: str) -> str:
    """Where the translation of `path` goes in `workdir` (CUDA: the .cu; a host .c may sit beside it)."""
    suffix = {"cuda": ".cu", "opencl": ".ocl.c", "openmp": ".omp.c"}[target]
    return os.path.join(workdir, f"{_stem(path)}.s2s{suffix}")


def write_translation(result, out: str) -> list[str]:
    """Write every file of a TranslationResult; returns the paths written (host .c first for split CUDA)."""
    files = result.output_files(out)
    for p, text in files.items():
        with open(p, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
    return list(files)


def translation_compile_command(result, files: list[str], exe: str, include_dirs=(), defines=(),
                                source_dir: str | None = None, compile_only: bool = False) -> list[str]:
    """The command that builds the written translation (files from write_translation)."""
    incs = list(include_dirs)
    if source_dir and source_dir not in incs:
        incs.append(source_dir)        # the translation may #include "x.h" from beside the original
    flags = _flags(incs, defines)
    target = result.target
    if target == "cuda":
        nvcc = nvcc_path() or "nvcc"
        if compile_only:
            return [nvcc, "-O2", "-arch=sm_90", *mode_flags(), "-c", *flags, *files]
        return [nvcc, "-O2", "-arch=sm_90", *mode_flags(), "-o", exe, *files, *flags, "-lm"]
    if target == "opencl":
        return [*c_command(), "-O2", "-o", exe, *files, *flags, "-lOpenCL", "-lm"]
    return [*c_command(), "-O2", "-fopenmp", "-o", exe, *files, *flags, "-lm"]


def build_translation(result, path: str, workdir: str, include_dirs=(), defines=()) -> tuple[str, list[str]]:
    """Write and compile a TranslationResult; returns (executable, files written)."""
    out = translation_paths(path, workdir, result.target)
    files = write_translation(result, out)
    exe = os.path.join(workdir, f"{_stem(path)}.s2s")
    cmd = translation_compile_command(result, files, exe, include_dirs, defines,
                                      os.path.dirname(os.path.abspath(path)))
    run_compiler(cmd, f"{path}: building the {result.target} translation", cwd=workdir)
    return exe, files


def compile_cuda_only(result, path: str, workdir: str, include_dirs=(), defines=()) -> list[str]:
    """nvcc -c the CUDA translation (no GPU needed); returns the files written."""
    if nvcc_path() is None:
        raise S2SError("nvcc is not on PATH")
    out = translation_paths(path, workdir, "cuda")
    files = write_translation(result, out)
    cmd = translation_compile_command(result, files, "", include_dirs, defines,
                                      os.path.dirname(os.path.abspath(path)), compile_only=True)
    run_compiler(cmd, f"{path}: compiling the cuda translation", cwd=workdir)
    return files


def _stem(path: str) -> str:
    base = os.path.basename(path)
    return base[:-2] if base.endswith(".c") else base
