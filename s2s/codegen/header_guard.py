"""Keep the headers that generated code includes from meeting the user's own file-scope names.

The OpenMP and OpenCL outputs are one C file: s2s's code, with its `#include <stdlib.h>` (and for OpenCL
`<CL/cl.h>`, `<stdio.h>`, `<string.h>`), goes in front of the user's code. A valid program that includes
only `<stdio.h>` may have a global named `div`, `random` or `abs`, which `<stdlib.h>` declares as
functions: the translation would not compile. So each of the user's file-scope names that those headers
declare is renamed while they are read (`#define div s2s_hidden_div` before the includes, `#undef div`
after); the user's code then sees its own `div` only. Names the generated code itself calls (`malloc`,
`exit`, ...) are left alone.

For CUDA, nvcc includes its headers (the C and C++ libraries) before anything else in a `.cu` file, so
there the user's code goes in a C file instead (`cuda_conflicts`, a reason for `emit.needs_c_host`).
"""
from __future__ import annotations

import functools
import re
import subprocess

from pycparser import c_ast

# what generated host code calls or names from the headers: never hidden
GENERATED_USES = frozenset("""
    malloc calloc free exit abort getenv fprintf printf sscanf snprintf stderr stdout memcpy memset strlen
    size_t EXIT_FAILURE NULL
""".split())

OPENMP_HEADERS = ("stdlib.h",)
OPENCL_HEADERS = ("CL/cl.h", "stdio.h", "stdlib.h", "string.h")
CUDA_HEADERS = ("stdio.h", "stdlib.h", "string.h", "math.h")       # nvcc's implicit C library, about

_IDENT = re.compile(r"\b[A-Za-z_]\w*\b")
_INCLUDE = re.compile(r"^\s*#\s*include\s*<[^>]+>\s*$")


def file_scope_names(ast: c_ast.FileAST, file: str) -> set[str]:
    """Names the user's file (not its headers) declares at file scope: variables, functions, typedefs,
    enumeration constants."""
    names: set[str] = set()
    for ext in ast.ext:
        if ext.coord is None or ext.coord.file != file:
            continue
        decl = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
        if isinstance(decl, (c_ast.Decl, c_ast.Typedef)) and decl.name:
            names.add(decl.name)
        for node in _walk(decl):
            if isinstance(node, c_ast.Enumerator):
                names.add(node.name)
    return names


def _walk(node):
    yield node
    for _, child in node.children():
        yield from _walk(child)


def header_identifiers(headers: tuple[str, ...]) -> frozenset[str]:
    """The file-scope names that `headers` declare; a header the preprocessor cannot read here adds
    nothing."""
    return frozenset().union(*(_identifiers_of(h) for h in headers))


@functools.lru_cache(maxsize=16)
def _identifiers_of(header: str) -> frozenset[str]:
    from ..frontend.preprocess import cc_words
    text = f"#include <{header}>\n"
    try:
        cc = cc_words()
        proc = subprocess.run([*cc, "-E", "-x", "c", "-DCL_TARGET_OPENCL_VERSION=120", "-"], input=text,
                              capture_output=True, text=True, timeout=60)
    except Exception:   # noqa: BLE001 - no compiler, no headers: nothing known to hide
        return frozenset()
    if proc.returncode != 0:
        return frozenset()
    body = "\n".join(ln for ln in proc.stdout.splitlines() if not ln.startswith("#"))
    return frozenset(_declared(body))


_OBJECT_MACRO = re.compile(r"^#define ([A-Za-z_]\w*)(?:\s|$)", re.M)


@functools.lru_cache(maxsize=8)
def object_macros(headers: tuple[str, ...], cxx: bool = False) -> frozenset[str]:
    """The object-like macros that `headers` define, read as C (or as C++: nvcc compiles a .cu file's host
    part with the host C++ compiler, whose GNU mode adds M_PI, `linux`...).  A user's name spelled like one
    is replaced by the macro's text wherever generated code compiled with these headers declares it
    (names.py renames it).  No compiler or unreadable headers: nothing known."""
    from ..frontend.preprocess import cc_words
    text = "".join(f"#include <{h}>\n" for h in headers)
    try:
        cc = cc_words()
        proc = subprocess.run([*cc, "-E", "-dM", "-x", "c++" if cxx else "c", "-DCL_TARGET_OPENCL_VERSION=120",
                               "-"], input=text, capture_output=True, text=True, timeout=60)
    except Exception:   # noqa: BLE001 - no compiler, no headers: nothing known
        return frozenset()
    if proc.returncode != 0:
        return frozenset()
    return frozenset(_OBJECT_MACRO.findall(proc.stdout))


_TOKEN = re.compile(r"[A-Za-z_]\w*|\S")


def _declared(text: str) -> set[str]:
    """The file-scope names that preprocessed C (or C++) declares (functions, variables, typedef names,
    enumeration constants), by a scan of its tokens: a name outside braces and parentheses followed by
    `(`, `;`, `,`, `=` or `[`, or a name in an enum's braces; struct fields and parameters are not.  The
    braces of C++'s `extern "C" {` / `extern "C++" {` keep file scope (CUDA's math functions, `umax`)."""
    toks = _TOKEN.findall(text)
    out: set[str] = set()
    braces: list[str] = []        # for each open brace: "enum", "linkage" (extern "C") or "block"
    parens = 0
    skip_to = -1                  # the end of a C++ template parameter list (`template <typename T, int N>`)
    for k, t in enumerate(toks):
        if k <= skip_to:
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else ""
        if t == "template" and nxt == "<":
            depth, j = 0, k + 1
            while j < len(toks):
                depth += {"<": 1, ">": -1}.get(toks[j], 0)
                if depth == 0:
                    break
                j += 1
            skip_to = j
        elif t == "{":
            if any(toks[j] == "enum" for j in range(max(0, k - 3), k)):
                braces.append("enum")
            elif toks[k - 1] == '"' and "extern" in toks[max(0, k - 6):k]:
                braces.append("linkage")
            else:
                braces.append("block")
        elif t == "}":
            if braces:
                braces.pop()
        elif t == "(":
            parens += 1
        elif t == ")":
            parens = max(0, parens - 1)
        elif t[0].isalpha() or t[0] == "_":
            if all(b == "linkage" for b in braces) and not parens and nxt in ("(", ";", ",", "=", "["):
                out.add(t)
            elif braces and braces[-1] == "enum" and nxt in (",", "=", "}") and toks[k - 1] in ("{", ","):
                out.add(t)
    return out


def conflicts(ast: c_ast.FileAST, file: str, headers: tuple[str, ...]) -> list[str]:
    """The user's file-scope names that `headers` also use, sorted; the generated code's own excluded."""
    return sorted((file_scope_names(ast, file) & header_identifiers(headers)) - GENERATED_USES)


def guard_includes(text: str, hidden: list[str]) -> str:
    """`text` (generated code) with its first run of `#include <...>` lines read under `#define NAME
    s2s_hidden_NAME` for each hidden name."""
    if not hidden:
        return text
    lines = text.split("\n")
    first = next((k for k, ln in enumerate(lines) if _INCLUDE.match(ln)), None)
    if first is None:
        return text
    last = first
    while last + 1 < len(lines) and (_INCLUDE.match(lines[last + 1]) or lines[last + 1].startswith("#define CL_")):
        last += 1
    before = ["/* s2s: names of this file that the headers below also declare */"] + \
        [f"#define {n} s2s_hidden_{n}" for n in hidden]
    after = [f"#undef {n}" for n in hidden]
    return "\n".join(lines[:first] + before + lines[first:last + 1] + after + lines[last + 1:])


# CUDA's own file-scope functions and types in every .cu file (its math and integer helpers, vector types):
# what `cuda_identifiers` finds with nvcc, and what is always known without it
_VEC = [f"{t}{n}" for t in ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "longlong",
                           "ulonglong", "float", "double") for n in (1, 2, 3, 4)]
CUDA_NAMES = frozenset("""
    min max umin umax llmin llmax ullmin ullmax rsqrt rsqrtf rcbrt rcbrtf sinpi sinpif cospi cospif sincos
    sincosf sincospi sincospif normcdf normcdff normcdfinv normcdfinvf erfinv erfinvf erfcinv erfcinvf erfcx
    erfcxf norm normf norm3d norm3df norm4d norm4df rnorm rnormf rnorm3d rnorm3df rnorm4d rnorm4df rhypot
    rhypotf cyl_bessel_i0 cyl_bessel_i0f cyl_bessel_i1 cyl_bessel_i1f saturate fdividef exp10 exp10f all any
    ballot dim3 atomicAdd atomicSub atomicExch atomicMin atomicMax atomicInc atomicDec atomicCAS atomicAnd
    atomicOr atomicXor syncthreads_and syncthreads_count syncthreads_or
""".split()) | frozenset(_VEC) | frozenset(f"make_{v}" for v in _VEC)


@functools.lru_cache(maxsize=1)
def cuda_identifiers() -> frozenset[str]:
    """The file-scope names of a .cu file before the user's code: nvcc's preprocessing of an empty one (its
    C and C++ library and CUDA's headers; `extern "C"` blocks included), with CUDA_NAMES; CUDA_NAMES and the
    C headers' names when nvcc is not here."""
    from ..check.build import nvcc_path
    known = CUDA_NAMES | header_identifiers(CUDA_HEADERS)
    nvcc = nvcc_path()
    if not nvcc:
        return known
    import os
    import tempfile
    try:
        with tempfile.TemporaryDirectory(prefix="s2s-cu-") as d:
            src = os.path.join(d, "empty.cu")
            with open(src, "w") as f:
                f.write("\n")
            proc = subprocess.run([nvcc, "-E", src], capture_output=True, text=True, timeout=120)
    except Exception:   # noqa: BLE001 - nvcc that does not run: what is known without it
        return known
    if proc.returncode != 0:
        return known
    body = "\n".join(ln for ln in proc.stdout.splitlines() if not ln.startswith("#"))
    return known | frozenset(_declared(body))


def cuda_conflicts(ast: c_ast.FileAST, file: str) -> str | None:
    """A reason to keep the user's code out of the `.cu` file: a file-scope name of the C library or of
    CUDA's headers (`umax`, `rsqrt`, `float4`), which nvcc declares before the user's code."""
    names = sorted((file_scope_names(ast, file) & cuda_identifiers()) - GENERATED_USES)
    if names:
        return f"'{names[0]}' is also a name of the C library headers or CUDA's that nvcc includes"
    return None


# feature-test macros: what the C library's headers declare depends on them, as they were defined when
# a header was first included
_FEATURE_MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(_[A-Z0-9_]*_SOURCE|_FILE_OFFSET_BITS|_TIME_BITS|"
                            r"__STDC_WANT_[A-Z0-9_]+|_REENTRANT|_THREAD_SAFE)\b")
_FIRST_INCLUDE = re.compile(r"^[ \t]*#[ \t]*include\b")


def feature_macros(text: str) -> str:
    """The user's feature-test macro definitions before the file's first `#include` (`#define _GNU_SOURCE`,
    `#define _POSIX_C_SOURCE 200809L`), each under `#ifndef`, for the top of an output whose generated
    code includes headers before the user's text: without them those headers are read with the
    default features, and the user's own includes, coming second, no longer see what the macros ask
    for (`M_PIl`, `strcasestr` undeclared).  '' when there are none."""
    from .directives import _ends_in_comment
    out = []
    lines = text.split("\n")
    in_comment = False
    k = 0
    while k < len(lines):
        line = lines[k].rstrip("\r")
        starts_in_comment, in_comment = in_comment, _ends_in_comment(line, in_comment)
        if not starts_in_comment:
            if _FIRST_INCLUDE.match(line):
                break
            m = _FEATURE_MACRO.match(line)
            if m:
                block = [line]
                while block[-1].endswith("\\") and k + 1 < len(lines):
                    k += 1
                    block.append(lines[k].rstrip("\r"))
                out.append(f"#ifndef {m.group(1)}\n" + "\n".join(block) + "\n#endif\n")
        k += 1
    return "".join(out)
