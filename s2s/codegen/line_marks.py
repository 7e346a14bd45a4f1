"""`#line` directives that keep the user's line numbers in the translation (`__LINE__`, `assert`'s
messages, the compiler's diagnostics).

The code that replaces a SCoP's lines has another number of lines, and the headers, macros and
prototypes s2s puts in front of the user's text add lines: without directives, every line after them
would have another number than in the sequential build.  So:

* after the text s2s puts in front of the user's, `#line 1`;
* a replaced region's first line keeps the number of the SCoP's first line (the pragma's): the lines
  before it are numbered as in the user's file, so the generated code's lines count from there;
* the SCoP's original lines, copied behind a runtime test (the size or overlap test, `#ifdef _OPENMP`),
  start with `#line K`, K the number of the first copied line: `__LINE__` in the fallback path is the
  sequential build's;
* after the region, `#line N`, N the number of the line after the SCoP, unless the lines already count
  up to it.

The first directive, after what s2s puts in front of the user's text, names the user's file as s2s was
given it (`file_literal`): `__FILE__` in the user's code (assert's messages, logs) is then what the
sequential build gives when it is compiled by that name, not the translation's own name; the generated
code in front keeps the output's name.  The others name no file (the name carries on).  The
numbers are those the user's own `#line` directives give (`LineMarks.presumed`): a `#line 500` before a
SCoP goes on counting from 500 after it.  Only where one of the user's directives with a file name is
among the replaced lines (and so gone with them) does the directive after the region name that file,
as the sequential build does.  Directives inside the user's conditional groups (`#if 0`) are read as
active, like the parse's removal of them (frontend/preprocess.py)."""
from __future__ import annotations

import re

# `#line 12`, `#line 12 "f.c"` and the GNU form `# 12 "f.c" 1`
_DIRECTIVE = re.compile(r'[ \t]*#[ \t]*(?:line[ \t]+)?(\d+)\b(?:[ \t]+("(?:[^"\\\n]|\\.)*"))?')


def directive(line: int, name: str | None = None) -> str:
    """The directive (no line end); `name`: the file's name as a C string literal, quotes included."""
    return f"#line {line}" + (f" {name}" if name else "")


def file_literal(path: str) -> str:
    """`path` as the C string literal of a `#line` directive (what `__FILE__` then gives)."""
    out = []
    for ch in path:
        if ch in '\\"':
            out.append("\\" + ch)
        elif ord(ch) < 32 or ord(ch) == 127:
            out.append(f"\\{ord(ch):03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


class LineMarks:
    """The user's `#line` directives: which number and file name each line of the file has."""

    def __init__(self, text: str):
        # (line of the directive, the number it gives the next line, the file name literal or None)
        self.marks: list[tuple[int, int, str | None]] = []
        for k, ln in enumerate(text.split("\n"), 1):
            m = _DIRECTIVE.match(ln)
            if m:
                self.marks.append((k, int(m.group(1)), m.group(2)))

    def _last(self, line: int) -> tuple[int, int, str | None] | None:
        """The last directive above `line`."""
        last = None
        for mark in self.marks:
            if mark[0] >= line:
                break
            last = mark
        return last

    def presumed(self, line: int) -> int:
        """The number that `__LINE__` has on the file's `line` (1-based)."""
        last = self._last(line)
        return line if last is None else last[1] + line - last[0] - 1

    def name(self, line: int) -> str | None:
        """The file name literal that the last directive naming a file above `line` gives, or None."""
        names = [m[2] for m in self.marks if m[0] < line and m[2]]
        return names[-1] if names else None

    def named_between(self, lo: int, hi: int) -> bool:
        """Whether a directive among lines lo..hi names a file."""
        return any(lo <= m[0] <= hi and m[2] for m in self.marks)

    def after_region(self, code: str, span: tuple[int, int], last_line: int, tail: str = "") -> str:
        """`code` + `tail`, which replace the lines `span` (inclusive; the code's first line has the number
        of the span's first line), with the directive that gives the line after them its number in the
        user's file between the two.  `tail`: lines that open no group and hold no `#line` (the
        `#define` and conditional directives among the SCoP's lines, written again after the code; the
        dump of `s2s check --arrays`): the directive goes before them so that a conditional group they
        open cannot skip it.  No directive where the lines already count up to the right number, nor
        where nothing follows (`last_line`: the file's last line with text)."""
        lo, hi = span
        code = code if not code or code.endswith("\n") else code + "\n"
        tail = tail if not tail or tail.endswith("\n") else tail + "\n"
        if hi >= last_line:
            return code + tail
        n_tail = len(tail.rstrip("\n").split("\n")) if tail else 0
        target = self.presumed(hi + 1) - n_tail
        lines = code.rstrip("\n").split("\n") if code else []
        has_directive = any(_DIRECTIVE.match(ln) or re.match(r"[ \t]*#[ \t]*if", ln) for ln in lines)
        renamed = self.named_between(lo, hi)
        if not has_directive and not renamed and self.presumed(lo) + len(lines) == target:
            return code + tail
        name = self.name(hi + 1) if renamed else None
        if target < 1:          # (#line 0 is not C): after the tail then
            return code + tail + directive(target + n_tail, name) + "\n"
        return code + directive(target, name) + "\n" + tail

    def copied(self, lines: dict[int, str]) -> str:
        """The user's `lines` (number in the file -> text, in order), each run of consecutive lines after a
        directive that gives its first line its number: the SCoP's original lines behind a runtime test."""
        out = []
        prev = None
        for k, text in lines.items():
            if prev is None or k != prev + 1:
                out.append(directive(self.presumed(k)))
            out.append(text)
            prev = k
        return "\n".join(out)


def last_text_line(text: str) -> int:
    """The number of the file's last line that is not empty (what follows has no line to number)."""
    lines = text.split("\n")
    k = len(lines)
    while k > 0 and not lines[k - 1].strip():
        k -= 1
    return k
