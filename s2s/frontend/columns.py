"""Columns in the user's lines.

pycparser counts columns in the preprocessed text, where cc has replaced each comment by a space and
collapsed runs of blanks between tokens: in `x = /* old */ y[idx[i]];` the subscript `idx[i]` is at
column 6 there, not 20. Each node's column (and a parse error's) is mapped back to the line as the user
wrote it, by walking the two lines together; the lines themselves already follow the `# LINE "FILE"`
markers.
"""
from __future__ import annotations

import os
import re

from pycparser import c_ast

from ..diagnostics import Diagnostic, Location

_MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:[^"\\]|\\.)*)"')


def blank_comments(text: str) -> str:
    """`text` with the characters of every comment replaced by spaces (newlines kept, so that lines and
    columns stay where they are); string and character literals are kept as they are."""
    out = list(text)
    p, n = 0, len(text)
    while p < n:
        c = text[p]
        if c in "\"'":
            q = p + 1
            while q < n and text[q] != c and text[q] != "\n":
                q += 2 if text[q] == "\\" else 1
            p = q + 1
        elif text.startswith("//", p):
            q = text.find("\n", p)
            q = n if q < 0 else q
            out[p:q] = " " * (q - p)
            p = q
        elif text.startswith("/*", p):
            q = text.find("*/", p + 2)
            q = n if q < 0 else q + 2
            out[p:q] = [ch if ch == "\n" else " " for ch in text[p:q]]
            p = q
        else:
            p += 1
    return "".join(out)


def preprocessed_lines(pre: str, file: str) -> dict[int, str]:
    """The lines of the preprocessed text `pre` that come from `file` (as its line markers name it), by
    their line number in the file."""
    out: dict[int, str] = {}
    current, line = None, 0
    for text in pre.split("\n"):
        m = _MARKER.match(text)
        if m:
            current, line = m.group(2), int(m.group(1))
            continue
        if current == file:
            out.setdefault(line, text)
        line += 1
    return out


def column_map(pre_line: str, line: str) -> list[int]:
    """For each 0-based column of `pre_line` (preprocessed), the 0-based column of `line` (as written,
    comments blanked) that holds the same character: exact up to the first difference (a macro's
    expansion), then at the same distance from there. Strictly increasing over the characters that are
    not blanks, so that nodes keep distinct columns (Scop.sizeofs is keyed by them)."""
    out: list[int] = []
    o, last = 0, -1
    for p, ch in enumerate(pre_line):
        if ch.isspace():
            out.append(max(last, 0))          # no node starts at a blank
            continue
        while o < len(line) and line[o].isspace():
            o += 1
        if o >= len(line) or line[o] != ch:
            return out + [o + k for k in range(len(pre_line) - p)]     # o > last: a macro's name
        out.append(o)
        last, o = o, o + 1
    return out


def marker_name(pre: str, path: str) -> str:
    """The name that the line markers of the preprocessed text `pre` give the file `path` (what the
    parser's coordinates say; before a parse, which gives them too)."""
    for text in pre.split("\n"):
        m = _MARKER.match(text)
        if m and os.path.abspath(m.group(2)) == os.path.abspath(path):
            return m.group(2)
    return path


class ColumnMap:
    """Maps the columns of the preprocessed lines of the user's file to those of the file as written."""

    def __init__(self, pre: str, text: str, file: str):
        self.file = file
        self.pre = preprocessed_lines(pre, file)
        self.lines = blank_comments(text).split("\n")
        self.maps: dict[int, list[int]] = {}

    def column(self, line: int, col: int) -> int:
        """The 1-based column in the user's line `line` of the 1-based column `col` of its preprocessed
        text (unchanged where the line is unknown)."""
        if line not in self.maps:
            pre = self.pre.get(line)
            self.maps[line] = column_map(pre, self.lines[line - 1]) if pre is not None and \
                0 < line <= len(self.lines) else []
        m = self.maps[line]
        return m[col - 1] + 1 if 0 < col <= len(m) else col

    def fix_ast(self, ast: c_ast.Node) -> None:
        """Every node's coordinates in the user's file, with the column as written."""
        done: set[int] = set()

        def visit(node: c_ast.Node) -> None:
            coord = node.coord
            if coord is not None and id(coord) not in done and coord.file == self.file and coord.column:
                done.add(id(coord))
                coord.column = self.column(coord.line, coord.column)
            for _, child in node.children():
                visit(child)

        visit(ast)

    def fix_diagnostics(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        """The diagnostics with the columns of their locations in the user's file as written."""
        out = []
        for d in diagnostics:
            loc = d.loc
            if loc is not None and loc.file == self.file:
                loc = Location(loc.file, loc.line, self.column(loc.line, loc.col))
            out.append(Diagnostic(d.severity, d.message, loc))
        return out
