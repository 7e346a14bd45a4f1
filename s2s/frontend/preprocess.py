"""Run the C preprocessor like a compiler does, so pycparser sees exactly what cc would compile.

The preprocessed text keeps `# LINE "FILE"` markers; pycparser follows them, so every node's
coordinates already point at the user's file and line.
"""
from __future__ import annotations

import bisect
import functools
import os
import re
import shlex
import shutil
import subprocess

from ..diagnostics import Diagnostic, Location, S2SError
from . import ucn
from .digraphs import as_punctuators

# GNU extensions in system headers that pycparser cannot parse.  They only affect the parse:
# the output file keeps the user's text as written.
PARSE_ONLY_DEFINES = [
    "-U__GNUC__",
    "-D__attribute__(x)=",
    "-D__extension__=",
    "-D__restrict=",
    "-D__restrict__=",
    "-D__inline=",
    "-D__inline__=",
    "-D__builtin_va_list=void*",
    # GNU's 128-bit types, which pycparser does not know: spelt as no C type is, and named back by the
    # parser (parse.py: GNU_128_BIT_TYPES), so that a 128-bit object is never taken for a 64-bit one
    "-D__float128=long long double",
    "-D_Float128=long long float",
    "-D_Float16=short short float",
    # GCC's decimal floating types (named back by the parser too)
    "-D_Decimal32=short short double",
    "-D_Decimal64=short short long",
    "-D_Decimal128=short short short",
    "-D__int128=long long long",
    # GCC's name of x86's 80-bit extended type, which is long double's there (the parse failed)
    "-D__float80=long double",
    "-D__int128_t=__int128",
    "-D__uint128_t=unsigned __int128",
    "-D_Noreturn=",
    # GCC's alternate spellings of keywords (each with and without the trailing underscores)
    "-D__attribute(x)=",
    "-D__signed__=signed",
    "-D__signed=signed",
    "-D__const=const",
    "-D__const__=const",
    "-D__volatile__=volatile",
    "-D__volatile=volatile",
    "-D__complex=_Complex",
    # (a call that no SCoP accepts: the value depends on the structure's layout, which s2s does not model)
    "-D__builtin_offsetof(a,b)=__s2s_offsetof()",
    "-D__thread=_Thread_local",
    # GNU spellings of `typeof` (a keyword of the parse, parse.py) and of `_Alignof`
    "-D__typeof__=typeof",
    "-D__typeof=typeof",
    "-D__alignof__=_Alignof",
    "-D__alignof=_Alignof",
    # GNU C's type deduction: a type s2s does not know (as typeof's), so a SCoP that uses such an object
    # stays sequential
    "-D__auto_type=typeof(__s2s_auto_type)",
    "-D__complex__=_Complex",
    # (a call that no SCoP accepts: the operands are type names, which no call of the parse takes)
    "-D__builtin_types_compatible_p(a,b)=__builtin_types_compatible_p()",
    # (the same: its second operand is a vector type; the parse failed at it)
    "-D__builtin_convertvector(a,t)=__builtin_convertvector(a)",
    # branch hints (`likely(x)`): the value of the first operand as a long, which is what GCC defines them
    # to return; a condition or a subscript that used one was a call, and its SCoP stayed sequential
    "-D__builtin_expect(x,c)=((long)(x))",
    "-D__builtin_expect_with_probability(x,c,p)=((long)(x))",
]

# headers that replace the C library's for the parse only, where those need GNU C (parse_include/*.h)
PARSE_INCLUDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "parse_include")

# GNU imaginary constants (`1.0iF`, complex.h's `I`), which pycparser cannot lex: each becomes a call
# of an undeclared function, which no SCoP accepts (a SCoP using one stays sequential, with a warning),
# while the rest of the file is translated.  String and character literals are matched first and kept.
_IMAGINARY = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|'
                        r'(?<![\w.])((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:[iIjJ][fFlL]?|[fFlL][iIjJ])\b')


# GNU inline assembly (`__asm__`, `__asm`, `asm`; qualifiers `volatile`, `inline`, `goto`), which pycparser
# cannot parse, in the preprocessed text.  An asm statement becomes a call of an undeclared function (a
# SCoP with one stays sequential, with a warning); an asm label of a declaration (`int f(void)
# __asm__("g");`, `register int r asm("rax");`) and a file-scope asm are dropped.  Newlines are kept.
_ASM_WORDS = ("__asm__", "__asm", "asm")
_ASM_QUALIFIERS = ("volatile", "__volatile__", "__volatile", "inline", "__inline__", "__inline", "goto")
_ASM_TOKEN = re.compile(r'(?m)^[ \t]*#[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|[A-Za-z_$][\w$]*'
                        r'|\d[\w.]*|\S')
_CONTROL = ("if", "while", "for", "switch")


def _asm_as_calls(text: str) -> str:
    if not re.search(r"\b(?:__asm__|__asm|asm)\b", text):
        return text
    toks = [(m.start(), m.end(), m.group()) for m in _ASM_TOKEN.finditer(text)
            if not m.group().lstrip().startswith("#")]
    out, done = [], 0
    depth, prev = 0, None         # brace depth, the previous token
    openers, closed = [], None    # the token before each open '(', and before the last one closed
    i = 0
    while i < len(toks):
        start, _, tok = toks[i]
        if tok in _ASM_WORDS:
            j = i + 1
            while j < len(toks) and toks[j][2] in _ASM_QUALIFIERS:
                j += 1
            k, level = j, 0
            while j < len(toks) and toks[j][2] == "(" and k < len(toks):
                level += {"(": 1, ")": -1}.get(toks[k][2], 0)
                if level == 0:
                    break
                k += 1
            if j < len(toks) and toks[j][2] == "(" and k < len(toks):
                stop = toks[k][1]
                statement = depth > 0 and (prev in (";", "{", "}", ":", "else", "do") or
                                           (prev == ")" and closed in _CONTROL))
                if depth == 0 and prev in (None, ";", "}") and k + 1 < len(toks) and toks[k + 1][2] == ";":
                    k += 1                     # a file-scope asm: dropped with its ';'
                    stop = toks[k][1]
                out.append(text[done:start])
                out.append(("__s2s_asm()" if statement else "") + "\n" * text.count("\n", start, stop))
                done, i = stop, k + 1
                if statement:
                    prev, closed = ")", "__s2s_asm"
                continue
        if tok == "{":
            depth += 1
        elif tok == "}":
            depth = max(0, depth - 1)
        elif tok == "(":
            openers.append(prev)
        elif tok == ")" and openers:
            closed = openers.pop()
        prev = tok
        i += 1
    out.append(text[done:])
    return "".join(out)


def _imaginary_as_calls(text: str) -> str:
    return _IMAGINARY.sub(lambda m: f"__s2s_imaginary({m.group(1)})" if m.group(1) else m.group(0), text)


# floating constants with GCC's suffixes of other types (`1.5Q` and `1.5q`: __float128; `1.5W`: __float80;
# ISO/IEC TS 18661-3's `f16`, `f32`, `f64`, `f128`, `f32x`, `f64x`; the decimal types' `df`, `dd`, `dl`),
# which pycparser cannot read (the whole
# file failed: "syntax error before 'Q'"): a call `__FLOAT_SUFFIX_PREFIX<suffix>(constant)`, which no SCoP
# accepts (model/builder.py) and which keeps CUDA's host part C (C++ has no such literals before C++23)
FLOAT_SUFFIX_PREFIX = "__s2s_float_"
_FLOAT_SUFFIX = re.compile(
    r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|'
    r'(?<![\w.$])((?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?\d+)|'
    r'(?:(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+))'
    r'([qQwW]|[fF](?:16|32|64|128)|[fF](?:32|64)x|[dD][fFdDlL])(?![\w.$])')


def _float_suffixes_as_calls(text: str) -> str:
    if not re.search(r"\d(?:[qQwW]|[fF](?:16|32|64|128)|[dD][fFdDlL])", text):
        return text
    return _FLOAT_SUFFIX.sub(lambda m: f"{FLOAT_SUFFIX_PREFIX}{m.group(2)}({m.group(1)})" if m.group(1)
                             else m.group(0), text)


_CC_DIAG = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?:(?P<col>\d+):)?\s*(?:fatal )?(?P<sev>error|warning): (?P<msg>.*)$")


# `#line 12 "f.c"` and its GNU form `# 12 "f.c"`, as whole lines (the newline is kept)
_LINE_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(?:line[ \t]+)?\d+\b[^\n]*?(?=\r?$)", re.M)


def _quoted(path: str) -> str:
    return path.replace("\\", "\\\\").replace('"', '\\"')


def cc_words() -> list[str]:
    """The C compiler as the first words of a command: $CC split as the shell splits it (`CC="gcc
    -std=c2x"`, `CC="ccache gcc"`, as make passes them on), so that the user's language mode reaches every
    run of cc (the parse's preprocessing, which `__STDC_VERSION__` and C2x's digit separators in `#if`
    depend on, and the builds of `s2s check`); else cc, gcc or clang from PATH."""
    env = os.environ.get("CC")
    if env and env.strip():
        try:
            words = shlex.split(env)
        except ValueError:
            raise S2SError(f"the C compiler CC='{env}' is not a command line (its quotes are unbalanced)") from None
        if words:
            return words
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        raise S2SError("no C compiler found for preprocessing (set CC or install gcc)")
    return [cc]


def find_cc() -> str:
    """The C compiler's program (the first word of cc_words)."""
    return cc_words()[0]


def compile_errors(path: str, include_dirs: list[str] = (), defines: list[str] = (),
                   text: str | None = None) -> list[Diagnostic]:
    """cc's errors for the file as C (`-fsyntax-only`, the user's -I and -D; `text` given for `path` by
    the Python API): whether a construct the parse cannot read is C that cc accepts (frontend/unparsed.py
    sets such function bodies aside) or a mistake, which stays an error."""
    cmd = [*cc_words(), "-fsyntax-only", "-w", *(f"-I{d}" for d in include_dirs), *(f"-D{d}" for d in defines)]
    if text is not None:
        cmd += ["-iquote", os.path.dirname(os.path.abspath(path)), "-x", "c", "-"]
        stdin = f'# 1 "{_quoted(path)}"\n' + text
    else:
        cmd += ["-x", "c", os.path.join(".", path) if path.startswith("-") else path]
        stdin = None
    proc = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="surrogateescape",
                          input=stdin)
    return [] if proc.returncode == 0 else _cc_errors(proc.stderr, path, "cc does not compile the file")


def _cc_errors(stderr: str, path: str, what: str) -> list[Diagnostic]:
    """cc's `file:line:col: error:` lines as diagnostics; one saying `what` failed when it printed none."""
    out = []
    for line in stderr.splitlines():
        m = _CC_DIAG.match(line)
        if m and m.group("sev") == "error":
            out.append(Diagnostic("error", m.group("msg"),
                                  Location(m.group("file"), int(m.group("line")), int(m.group("col") or 1))))
    return out or [Diagnostic("error", f"{what}: " + (stderr.strip() or "unknown error"), Location(path, 1, 1))]


def preprocess(path: str, include_dirs: list[str] = (), defines: list[str] = (), text: str | None = None,
               macros: bool = False, bodies: bool = False):
    """Preprocess `path` (or `text`, given for `path` by the Python API); raise S2SError with the
    preprocessor's own located messages on failure.  With `macros`, the set of the names of the macros
    defined at the end of the file (its own, its headers', the compiler's) instead of the text; with
    `bodies` too, a dict of the object-like ones' names to their replacement text (as the parse's
    preprocessing defines them)."""
    if text is None and not os.path.exists(path):
        raise S2SError(f"{path}: no such file")
    other = _other_data_model(tuple(cc_words()))
    if other is not None:
        raise S2SError([Diagnostic("error", f"s2s models C as x86-64 Linux compilers have it (int of 4 bytes, "
                                            f"long and pointers of 8), and the C compiler "
                                            f"'{shlex.join(cc_words())}' has {other}", Location(path, 1, 1))])
    cmd = [*cc_words(), "-E", *(["-dM"] if macros else []), *PARSE_ONLY_DEFINES]
    cmd += [f"-I{d}" for d in include_dirs]
    cmd += [f"-I{PARSE_INCLUDE}"]      # headers for the parse only (<tgmath.h>), after the user's
    cmd += [f"-D{d}" for d in defines]
    stdin = None
    if text is None:
        with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
            raw = f.read()
        if _LINE_DIRECTIVE.search(raw) or _GNUC_WORD.search(raw):
            text = raw
    if text is not None:
        text = gnuc_as_compiled(text)
        # the user's `#line` directives would move the coordinates of what follows them (another line,
        # another file), and the SCoPs' lines are found and replaced by them: the parse sees the file
        # without them (blank lines in their place), named as it is; the output keeps them.  `#include
        # "x.h"` is looked up next to the file as named.
        stdin = f'# 1 "{_quoted(path)}"\n' + _LINE_DIRECTIVE.sub("", text)
        cmd += ["-iquote", os.path.dirname(os.path.abspath(path)), "-x", "c", "-"]
    else:
        # as C whatever the name says (cc takes `prog` or `x.txt` for a linker input and `x.C` for C++),
        # and a name that starts with '-' is not an option
        cmd += ["-x", "c", os.path.join(".", path) if path.startswith("-") else path]
    # any bytes cc accepts (Latin-1 in a comment or a string) pass through: undecodable bytes become
    # surrogate escapes, which are written back as the same bytes
    proc = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="surrogateescape",
                          input=stdin)
    if proc.returncode != 0:
        raise S2SError(_cc_errors(proc.stderr, path, "preprocessing failed"))
    if macros and bodies:
        return {m.group(1): m.group(2) or "" for m in _OBJECT_DEFINE.finditer(proc.stdout)}
    if macros:
        return {m.group(1) for m in _DEFINE.finditer(proc.stdout)}
    out = proc.stdout
    if stdin is not None and _LINE_DIRECTIVE.search(text):
        out = _presumed_lines(out, cmd, stdin, text, path)
    out = _IDENT.sub("", out)
    return ucn.encode(as_punctuators(_asm_as_calls(_imaginary_as_calls(_float_suffixes_as_calls(out)))))


_TOKEN = re.compile(r"\.?\d(?:[eEpP][+-]|[\w.])*|[A-Za-z_]\w*|\S")

_GNUC_WORD = re.compile(r"\b__GNUC__\b")
# a conditional directive or a #define, with its continuation lines
_GNUC_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(ifdef|ifndef|if|elif|define)\b(?:[^\n]*\\\n)*[^\n]*", re.M)


@functools.cache
def _predefined(cc: tuple[str, ...]) -> str | None:
    """`cc -E -dM` of an empty file (`cc`: its command words): the macros cc predefines, None when it
    fails.  Asked once per compiler and process."""
    try:
        proc = subprocess.run([*cc, "-E", "-dM", "-x", "c", os.devnull], capture_output=True, text=True)
    except OSError:         # no such compiler: the preprocessing that needs it says so
        return None
    return proc.stdout if proc.returncode == 0 else None


def _gnuc_value(cc: tuple[str, ...]) -> str:
    """The value of __GNUC__ for `cc` (its command words; "0" where it does not define it)."""
    m = re.search(r"^#define __GNUC__ (\d+)", _predefined(cc) or "", re.M)
    return m.group(1) if m else "0"


@functools.cache
def _other_data_model(cc: tuple[str, ...]) -> str | None:
    """What differs from the data model s2s computes with (constexpr.py, the model's types: LP64), as `cc`
    (its command words: $CC may carry -m32) predefines it; None when nothing does, or when cc does not
    say (no such macros).  A translation made for another model would compute other values without a
    word (`sizeof(long)`, a wrapped long).  An unsigned plain char (aarch64, -funsigned-char) is not
    refused here: only the SCoPs that use plain char are kept as written (plain_char_unsigned)."""
    macros = _predefined(cc)
    if macros is None:
        return None
    defined = dict(re.findall(r"^#define (__SIZEOF_(?:INT|LONG|POINTER)__)\b ?(\S*)", macros, re.M))
    out = [f"{what} of {defined[key]} bytes" for key, what in (("__SIZEOF_INT__", "int"),
                                                                 ("__SIZEOF_LONG__", "long"),
                                                                 ("__SIZEOF_POINTER__", "pointers"))
           if defined.get(key, "8" if key != "__SIZEOF_INT__" else "4") != ("4" if key == "__SIZEOF_INT__"
                                                                            else "8")]
    return ", ".join(out) or None


def plain_char_unsigned() -> bool:
    """Whether the C compiler ($CC with its options) makes plain char unsigned (aarch64, -funsigned-char):
    s2s computes with it signed, so the model keeps the SCoPs that use plain char as written
    (model/builder._refuse_plain_char), and the others are translated."""
    return _char_unsigned(tuple(cc_words()))


def _char_unsigned(cc: tuple[str, ...]) -> bool:
    return re.search(r"^#define __CHAR_UNSIGNED__\b", _predefined(cc) or "", re.M) is not None


def gnuc_as_compiled(text: str) -> str:
    """The user's file with `__GNUC__` in its directives as cc has it: the parse's preprocessing undefines
    __GNUC__ (PARSE_ONLY_DEFINES: the system headers' GNU C is beyond pycparser), so `#ifdef __GNUC__` in the
    user's own code took the other branch (`typedef float real;` where cc compiles `typedef double real;`).
    `#ifdef __GNUC__` and `defined(__GNUC__)` become `1` (`#ifndef`: `0`), a bare `__GNUC__` its value, in
    conditional directives and #define lines; line breaks are kept."""
    if not _GNUC_WORD.search(text):
        return text
    value = _gnuc_value(tuple(cc_words()))
    gnu = value != "0"

    def directive(m: re.Match) -> str:
        d = m.group(0)
        if not _GNUC_WORD.search(d):
            return d
        kind = m.group(1)
        if kind in ("ifdef", "ifndef"):
            on = gnu if kind == "ifdef" else not gnu
            return re.sub(r"\b(ifdef|ifndef)(\s+)__GNUC__\b", lambda k: f"if{k.group(2)}{int(on)}", d, count=1)
        d = re.sub(r"\bdefined\s*\(\s*__GNUC__\s*\)|\bdefined\s+__GNUC__\b", str(int(gnu)), d)
        return _GNUC_WORD.sub(value, d)

    return _GNUC_DIRECTIVE.sub(directive, text)


def _presumed_lines(out: str, cmd: list[str], stdin: str, text: str, path: str) -> str:
    """`__LINE__` as the user's `#line` directives number the lines: the parse's text has the directives
    taken out (its lines are the file's own), so `__LINE__` there expands to the line of the file.  A second
    run with every line of the file one further on tells which tokens came from `__LINE__` (they are one
    more); each such number becomes the line's number as the directives give it (codegen/line_marks.py)."""
    from ..codegen.line_marks import LineMarks
    proc = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="surrogateescape",
                          input=stdin.replace(f'# 1 "{_quoted(path)}"\n', f'# 2 "{_quoted(path)}"\n', 1))
    first, second = out.split("\n"), proc.stdout.split("\n")
    if proc.returncode != 0 or len(first) != len(second):
        raise S2SError(f"{path}: the file's line numbers (__LINE__ after its #line directives) could not be "
                       "told apart from the rest of its text")
    marks = LineMarks(text.replace("\r\n", "\n").replace("\r", "\n"))
    for k, (a, b) in enumerate(zip(first, second)):
        if a == b or a.startswith("#"):
            continue
        ta, tb = _TOKEN.findall(a), _TOKEN.findall(b)
        if len(ta) != len(tb) or any(x != y and not (x.isdigit() and y.isdigit() and int(y) == int(x) + 1)
                                     for x, y in zip(ta, tb)):
            raise S2SError(f"{path}: the file's line numbers (__LINE__ after its #line directives) could not be "
                           "told apart from the rest of its text")
        # rebuilt from the tokens where they differ, spaces kept: a number with its neighbours
        pieces, pos = [], 0
        for m, y in zip(_TOKEN.finditer(a), tb):
            pieces.append(a[pos:m.start()])
            x = m.group(0)
            pieces.append(str(marks.presumed(int(x))) if x != y else x)
            pos = m.end()
        first[k] = "".join(pieces) + a[pos:]
    return "\n".join(first)


_DEFINE = re.compile(r"^#define ([A-Za-z_]\w*)", re.M)
_OBJECT_DEFINE = re.compile(r"^#define ([A-Za-z_]\w*)(?:[ \t]+(.*))?$", re.M)     # (not NAME(...))
# what cc -E passes through besides line markers and pragmas: `#ident "text"` (and GCC's `#sccs`, written
# out as #ident), which only puts a string in the object file; the parse knows no such directive ("Directives
# not supported yet" failed the whole file).  Blanked, the lines keep their numbers.
_IDENT = re.compile(r"^[ \t]*#[ \t]*ident\b[^\n]*", re.M)


# GNU attributes that change what an object is: `vector_size` (a vector of elements) and `mode` (another
# width: `int x __attribute__((mode(QI)))` is one byte) change its type; `alias("A")`, `weakref` and an asm
# label (`extern double B[N] __asm__("A")`) make it another name of an object; `cleanup(f)` calls f when it
# goes out of scope.  The parse-only define `__attribute__(x)=` (and <sys/cdefs.h>'s own, once cc is not
# GNU) drops the attributes, and preprocess drops asm labels, so the parse would take `typedef double v2d
# __attribute__((vector_size(16)))` for a double, and B for an array of its own.  They are found in a run
# of cc -E that keeps them.
_TYPE_ATTRIBUTE_WORD = re.compile(r"\b_*(?:vector_size|mode|alias|weakref|cleanup)_*\b")
_GATE_WORD = re.compile(r"\b_*(?:vector_size|mode|alias|weakref|cleanup|asm)_*\b")
_MARKER = re.compile(r'^#\s*(\d+)\s+"((?:\\.|[^"\\])*)"((?:\s+\d+)*)\s*$')
_ATTRIBUTE_START = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|\b__attribute(?:__)?\b\s*\(|\[\['
                              r'|\b(?:__asm__|__asm|asm)\b\s*\(')


def type_attribute_lines(path: str, include_dirs: list[str] = (), defines: list[str] = (),
                         text: str | None = None, parsed: str | None = None
                         ) -> dict[tuple[str, int], tuple[str, bool]]:
    """(file as the line markers name it, line) -> the attribute's text and whether it ends a declarator
    (what follows it is `=`, `;`, ...), for each attribute or asm label of the user's
    files (not the system headers) that changes a type: `__attribute__((vector_size(16)))`,
    `__attribute__((mode(QI)))`, `[[gnu::vector_size(16)]]`.  `parsed`, the parse's preprocessed text,
    names the user's files: cc runs again only when one of them spells such a word."""
    users = set()
    for line in (parsed or "").split("\n"):
        m = _MARKER.match(line) if line.startswith("#") else None
        if m and "3" not in m.group(3).split():
            users.add(re.sub(r"\\(.)", r"\1", m.group(2)))
    found = False
    for name in users or {path}:
        try:
            if name == path and text is not None:
                body = text
            else:
                with open(name, encoding="utf-8", errors="surrogateescape") as f:
                    body = f.read()
        except OSError:
            continue
        if _GATE_WORD.search(body):
            found = True
            break
    if not found:
        return {}
    cmd = [*cc_words(), "-E", *(f"-I{d}" for d in include_dirs), f"-I{PARSE_INCLUDE}",
           *(f"-D{d}" for d in defines)]
    stdin = None
    if text is None:
        with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
            raw = f.read()
        if _LINE_DIRECTIVE.search(raw):
            text = raw
    if text is not None:
        stdin = f'# 1 "{_quoted(path)}"\n' + _LINE_DIRECTIVE.sub("", text)
        cmd += ["-iquote", os.path.dirname(os.path.abspath(path)), "-x", "c", "-"]
    else:
        cmd += ["-x", "c", os.path.join(".", path) if path.startswith("-") else path]
    proc = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="surrogateescape",
                          input=stdin)
    if proc.returncode != 0:
        return {}
    out: dict[tuple[str, int], tuple[str, bool]] = {}
    file, line, system = path, 1, False
    lines = proc.stdout.split("\n")
    # each line with its file and number; an attribute's text may go on over the next lines
    placed: list[tuple[str, int, bool, str]] = []
    for row in lines:
        m = _MARKER.match(row) if row.startswith("#") else None
        if m:
            file, line, system = m.group(2), int(m.group(1)), "3" in m.group(3).split()
            continue
        placed.append((file, line, system, row))
        line += 1
    joined = "\n".join(r for _, _, _, r in placed)
    starts = []
    pos = 0
    for _, _, _, r in placed:
        starts.append(pos)
        pos += len(r) + 1
    for m in _ATTRIBUTE_START.finditer(joined):
        if m.group(0)[0] in "\"'":
            continue
        k = bisect.bisect_right(starts, m.start()) - 1
        file, line, system, _ = placed[k]
        if system:
            continue
        # the attribute's text, to its closing bracket
        depth, j = 0, m.start() if m.group(0) == "[[" else m.end() - 1
        closer = {"(": ")", "[": "]"}[joined[j]]
        opener = joined[j]
        while j < len(joined):
            if joined[j] == opener:
                depth += 1
            elif joined[j] == closer:
                depth -= 1
                if depth == 0:
                    break
            j += 1
        body = joined[m.start():j + 1]
        if m.group(0).startswith(("__asm", "asm")):
            if not _asm_label(joined, m.start()):
                continue
        elif not _TYPE_ATTRIBUTE_WORD.search(body):
            continue
        # where the attribute's line has no declarator: it ends the one before (`double t` +
        # `__attribute__((cleanup(f))) = x;`) or goes with the one after
        rest = joined[j + 1:].lstrip()
        out.setdefault((file, line), (" ".join(body.split()), rest[:1] in ("=", ";", ",", ")", "{", "[", ":")))
    return out


def _asm_label(text: str, at: int) -> bool:
    """Whether the asm at `at` labels a declarator (`double B[N] __asm__("A")`, `int f(void) asm("g")`): it
    follows a name, a `]` or a `)` that does not close a statement's condition (`if (c) asm("")`)."""
    k = at - 1
    while k >= 0 and text[k].isspace():
        k -= 1
    if k < 0:
        return False
    c = text[k]
    if c == ")":
        depth = 0
        while k >= 0:
            depth += {")": 1, "(": -1}.get(text[k], 0)
            if depth == 0:
                break
            k -= 1
        word = re.search(r"([A-Za-z_]\w*)\s*$", text[:max(k, 0)])
        return not (word and word.group(1) in _CONTROL)
    if c == "]":
        return True
    word = re.search(r"([A-Za-z_]\w*)\s*$", text[:k + 1])
    return bool(word) and word.group(1) not in ("else", "do", "return")
