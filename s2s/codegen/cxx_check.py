"""Whether the user's file compiles as C++, asked of the host's C++ compiler.

A CUDA translation is one `.cu` file when the user's code is also valid C++ (nvcc compiles a `.cu` as
C++), else the host part stays a `.c` file and the kernels go to the `.cu` (driver.py).  The syntactic
checks of `emit.needs_c_host` name the common reasons, but C and C++ differ in many small ways (`a[static
10]` parameters, a `switch` that jumps over an initialisation, tags declared inside a struct, `void *`
passed where another pointer is expected, `for (int i ...) { int i; }`, `const int K;` ...), and a list
can never be complete.  So when the list finds nothing, the C++ compiler that nvcc uses for host code
(`g++`, else `c++` or `clang++`) checks the file itself (`-fsyntax-only`, same -I and -D): the single
`.cu` is written only when it accepts it.  Not with `-w`: g++ then accepts narrowing conversions in
braces (`int a[2] = { 1.5, 2.5 };`, `char s[] = { 200 }`), which are errors without it, and in nvcc.  Without a C++ compiler the host part stays in C."""
from __future__ import annotations

import functools
import os
import shutil
import subprocess

_ERROR_MARK = ": error: "


def cxx_compiler() -> str | None:
    return os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")


def cxx_problem(path: str, text: str, include_dirs: list[str], defines: list[str]) -> str | None:
    """Why `text` (the file `path` as written) is not valid C++, or None when the C++ compiler accepts
    it."""
    return _check(path, text, tuple(include_dirs), tuple(defines))


@functools.lru_cache(maxsize=256)
def _check(path: str, text: str, include_dirs: tuple, defines: tuple) -> str | None:
    cxx = cxx_compiler()
    if cxx is None:
        return "no C++ compiler to check the file as C++"
    from ..frontend.preprocess import _quoted
    quoted = _quoted(path)
    # a UTF-8 byte-order mark is allowed only at the start of the input: after the line marker, g++
    # reads it as a stray character
    text = text.removeprefix("\ufeff")
    cmd = [cxx, "-fsyntax-only", "-std=c++17", "-x", "c++",
           "-iquote", os.path.dirname(os.path.abspath(path)),
           *(f"-I{d}" for d in include_dirs), *(f"-D{d}" for d in defines), "-"]
    try:
        proc = subprocess.run(cmd, input=f'# 1 "{quoted}"\n' + text, capture_output=True, text=True,
                              encoding="utf-8", errors="surrogateescape", timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"the C++ compiler could not check it ({e.__class__.__name__})"
    if proc.returncode == 0:
        return None
    first = next((ln for ln in proc.stderr.splitlines() if _ERROR_MARK in ln), None)
    if first is None:
        return "not valid C++"
    where, _, msg = first.partition(_ERROR_MARK)
    line = where.split(":")[1] if where.count(":") >= 1 else "?"
    # the reason goes into a C comment of the output: ASCII quotes, no comment end
    msg = msg.replace("\u2018", "'").replace("\u2019", "'").replace("*/", "* /")
    return f"not valid C++ ({os.path.basename(cxx)}, line {line}: {msg.strip()})"
