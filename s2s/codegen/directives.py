"""The preprocessor directives inside a SCoP's lines, kept for the code after it.

A translation replaces the SCoP's lines with generated code made from the preprocessed program, so the
directives among those lines would be gone: a `#define` or `#undef` there changes what the rest of the
file means (`#undef W` / `#define W 5.0` before `#pragma endscop`, then `W` used after it).  They are
written again after the generated code, with the conditionals around them (`#if` ... `#endif`, so that
a definition under a false condition stays undone).  `#include` is not repeated (the text it brought in
is part of the SCoP), nor `#pragma` and `#line`."""
from __future__ import annotations

import re

_KEPT = re.compile(r"^[ \t]*#[ \t]*(define|undef|if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b")


def region_directives(text: str, span: tuple[int, int]) -> str:
    """The directive lines (with their continuation lines) of lines span[0]..span[1] (1-based,
    inclusive) of `text` that must still act after the region, each ending in a newline; '' when
    there are none.  Lines inside block comments do not count."""
    lines = text.split("\n")[span[0] - 1:span[1]]
    out: list[str] = []
    in_comment = False
    k = 0
    while k < len(lines):
        line = lines[k]
        start_in_comment = in_comment
        in_comment = _ends_in_comment(line, in_comment)
        if not start_in_comment and _KEPT.match(line):
            out.append(line.rstrip("\r"))
            while line.rstrip("\r").endswith("\\") and k + 1 < len(lines):
                k += 1
                line = lines[k]
                out.append(line.rstrip("\r"))
        k += 1
    return "".join(ln + "\n" for ln in out)


def _ends_in_comment(line: str, in_comment: bool) -> bool:
    """Whether a block comment is open at the end of `line` (strings and // comments skipped)."""
    i, n = 0, len(line)
    while i < n:
        if in_comment:
            j = line.find("*/", i)
            if j < 0:
                return True
            in_comment, i = False, j + 2
            continue
        c = line[i]
        if c in "\"'":
            j = i + 1
            while j < n and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            i = j + 1
        elif line.startswith("//", i):
            return False
        elif line.startswith("/*", i):
            in_comment, i = True, i + 2
        else:
            i += 1
    return in_comment
