"""The compiler warnings a translation adds to the user's program.

Users build s2s's output with their own flags, often `-Wall -Wextra`, sometimes `-Werror`: a warning in
generated code that the original program did not have looks like a broken translation (and some, such as
reading an indeterminate value, are undefined behaviour).  `added_warnings` compiles the original and the
translation with warnings on, as each target is built, and returns the translation's warnings that the
original does not have (as multisets of kind and message: the generated code's lines have no counterpart
in the original).  bench/warnings_survey.py runs it over the corpus; tests/test_warnings.py on a few.

* OpenMP: `cc -Wall -Wextra -O2 -fopenmp -c`
* OpenCL: `cc -Wall -Wextra -O2 -c` (the host file; the kernels are compiled at run time)
* CUDA:   `nvcc -O3 -arch=sm_90 -c -Xcompiler -Wall,-Wextra,-fopenmp` (-fopenmp as s2s's build command
  has it), nvcc's front-end warnings (`#177-D`) too; `quick`: PTX only and unoptimised
  (`-arch=compute_90 -Xcicc -O0`), the same front ends' warnings in a third of the time, not ptxas's.
"""
from __future__ import annotations

import collections
import os
import re
import shutil
import subprocess
from dataclasses import dataclass

from .build import c_command, nvcc_path

CC_FLAGS = ["-Wall", "-Wextra", "-O2"]
NVCC_FLAGS = ["-O3", "-arch=sm_90", "-c", "-Xcompiler", "-Wall,-Wextra,-fopenmp"]
NVCC_QUICK = ["-O3", "-arch=compute_90", "-Xcicc", "-O0", "-c", "-Xcompiler", "-Wall,-Wextra,-fopenmp"]
TIMEOUT = 600

_GCC = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:\d+:)? warning: "
                  r"(?P<msg>.*?)(?: \[(?P<flag>-W[^\]]+)\])?$")
_NVCC = re.compile(r"^(?P<file>.+?)\((?P<line>\d+)\): warning #(?P<num>\d+-D): (?P<msg>.*)$")
_PTXAS = re.compile(r"^ptxas warning\s*:\s*(?P<msg>.*)$")


@dataclass
class CompilerWarning:
    kind: str           # gcc's -Wflag, nvcc's #NNN-D, or "ptxas"
    msg: str
    file: str = ""
    line: int = 0

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.msg

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.msg} [{self.kind}]"


def parse_warnings(text: str) -> list[CompilerWarning]:
    """Each warning of gcc, nvcc's front end or ptxas in a compiler's output."""
    out = []
    for ln in text.splitlines():
        m = _GCC.match(ln)
        if m:
            out.append(CompilerWarning(m["flag"] or "-W?", m["msg"], os.path.basename(m["file"]),
                                       int(m["line"])))
            continue
        m = _NVCC.match(ln)
        if m:
            out.append(CompilerWarning("#" + m["num"], m["msg"], os.path.basename(m["file"]), int(m["line"])))
            continue
        m = _PTXAS.match(ln)
        if m:
            out.append(CompilerWarning("ptxas", m["msg"]))
    return out


def compile_command(target: str, path: str, cppflags=(), quick: bool = False) -> list[str]:
    """The command that compiles one file of a translation for `target` with warnings on (no link)."""
    if target == "cuda":
        flags = NVCC_QUICK if quick else NVCC_FLAGS
        return [nvcc_path() or "nvcc", *flags, *cppflags, path, "-o", os.devnull]
    omp = ["-fopenmp"] if target == "openmp" else []
    return [*c_command(), *CC_FLAGS, *omp, "-c", *cppflags, path, "-o", os.devnull]


def compile_warnings(target: str, path: str, cppflags=(), quick: bool = False,
                     cwd: str | None = None) -> tuple[int, str, list[CompilerWarning]]:
    """(exit status, output, warnings) of compiling `path` as compile_command does."""
    env = dict(os.environ, LC_ALL="C", LANG="C")        # gcc's messages without typographic quotes
    try:
        p = subprocess.run(compile_command(target, path, cppflags, quick), cwd=cwd, capture_output=True,
                           text=True, errors="replace", timeout=TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return -1, "timeout", []
    text = p.stderr + p.stdout
    return p.returncode, text, parse_warnings(text)


def original_warnings(path: str, target: str, workdir: str, cppflags=(),
                      quick: bool = False) -> collections.Counter:
    """The warnings of the untouched program built as its translation is: by cc; for CUDA also by nvcc as a
    .cu where it is C++ too (a one-file translation's host part is C++, seen by nvcc and g++)."""
    c_target = "openmp" if target == "openmp" else "opencl"
    found = collections.Counter(w.key for w in compile_warnings(c_target, path, cppflags)[2])
    if target == "cuda":
        cu = os.path.join(workdir, "s2s_original_" + os.path.basename(path)[:-2] + ".cu")
        shutil.copy(path, cu)
        rc, _, ws = compile_warnings("cuda", cu, cppflags, quick)
        os.unlink(cu)
        if rc == 0:
            found |= collections.Counter(w.key for w in ws)
    return found


def added_warnings(original: str, files: list[str], target: str, workdir: str, cppflags=(),
                   quick: bool = False) -> tuple[list[CompilerWarning], list[str]]:
    """(the warnings of compiling the translation's `files` that the `original` program does not have,
    the compilers' error outputs)."""
    base = original_warnings(original, target, workdir, cppflags, quick)
    added, errors = [], []
    for f in files:
        rc, text, ws = compile_warnings(target, f, cppflags, quick, cwd=workdir)
        if rc != 0:
            errors.append(f"{os.path.basename(f)}: {text.strip()[-2000:]}")
        for w in ws:
            if base[w.key] > 0:
                base[w.key] -= 1
            else:
                added.append(w)
    return added, errors
