"""Generated host loops that also build as C89 (`-std=gnu89`, `-std=c89`).

Users build old code with `-std=gnu89`, where `for (long i = 0; ...)` is an error ("'for' loop initial
declarations are only allowed in C99 or C11 mode").  Their own code then declares its iterators at the
top of a block, and a translation must not break the build by adding loops that declare theirs.  The code
generators write C99 loops everywhere (the same printers serve CUDA, C++), so the host C that s2s adds
to a user's file goes through `hoist_loop_declarations`, which moves each loop's declaration into a
block of its own:

    for (T v = e; c; s) S            ->   { T v; for (v = e; c; s) S }

exactly C99's meaning of the first form (6.8.5.3: the declaration's scope is the loop).  A loop that
a `#pragma` governs keeps the pragma directly above it, so the block opens above the pragma; the loops
that `collapse(n)` binds must stay perfectly nested, so their declarations join the outer loop's block
(they are private to the construct either way).  Nothing else changes: strings, comments and
preprocessor lines are skipped, and a new line is added only above a pragma.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

_FOR = re.compile(r"\bfor\s*\(")
_DECL = re.compile(r"\s*((?:[A-Za-z_]\w*\s+)+?)([A-Za-z_]\w*)\s*=(?!=)")
_NOT_TYPE = {"return", "case", "goto", "sizeof", "else", "do"}
_COLLAPSE = re.compile(r"\bcollapse\s*\(\s*(\d+)\s*\)")
_KEYWORD_STMT = re.compile(r"(for|while|if|switch|do|else)\b")


class _Scanner:
    """Positions in C text, skipping what is not code: comments, literals, preprocessor lines."""

    def __init__(self, text: str):
        self.t = text

    def _line_start(self, i: int) -> bool:
        j = i - 1
        while j >= 0 and self.t[j] in " \t":
            j -= 1
        return j < 0 or self.t[j] == "\n"

    def _end_of_directive(self, i: int) -> int:
        t = self.t
        while i < len(t) and t[i] != "\n":
            if t[i] == "\\" and i + 1 < len(t) and t[i + 1] == "\n":
                i += 2
                continue
            if t.startswith("/*", i):
                i = self._end_of_comment(i)
                continue
            i += 1
        return i

    def _end_of_comment(self, i: int) -> int:
        j = self.t.find("*/", i + 2)
        return len(self.t) if j < 0 else j + 2

    def _end_of_literal(self, i: int) -> int:
        t, q = self.t, self.t[i]
        i += 1
        while i < len(t) and t[i] != q:
            i += 2 if t[i] == "\\" else 1
        return i + 1

    def skip_space(self, i: int) -> int:
        """The first position from `i` that is code (not blank, a comment or a directive's line)."""
        t = self.t
        while i < len(t):
            if t[i].isspace():
                i += 1
            elif t.startswith("/*", i):
                i = self._end_of_comment(i)
            elif t.startswith("//", i):
                j = t.find("\n", i)
                i = len(t) if j < 0 else j
            elif t[i] == "#" and self._line_start(i):
                i = self._end_of_directive(i)
            else:
                break
        return i

    def next_code(self, i: int) -> int:
        """The position after the token-ish item at `i` (a literal, a comment, a directive, one char)."""
        t = self.t
        if t[i] in "\"'":
            return self._end_of_literal(i)
        if t.startswith("/*", i) or t.startswith("//", i) or (t[i] == "#" and self._line_start(i)):
            return self.skip_space(i)
        return i + 1

    def matching(self, i: int) -> int:
        """`t[i]` opens a ( or {: the position after its match."""
        opens, closes = "({[", ")}]"
        depth = 0
        t = self.t
        while i < len(t):
            c = t[i]
            if c in opens:
                depth += 1
            elif c in closes:
                depth -= 1
                if depth == 0:
                    return i + 1
            i = self.next_code(i)
        return len(t)

    def statement_end(self, i: int) -> int:
        """The position after the statement that starts at or after `i`."""
        t = self.t
        i = self.skip_space(i)
        if i >= len(t):
            return i
        if t[i] == "{":
            return self.matching(i)
        m = _KEYWORD_STMT.match(t, i)
        if m and m.group(1) in ("for", "while", "if", "switch"):
            j = self.skip_space(m.end())
            if j < len(t) and t[j] == "(":
                end = self.statement_end(self.matching(j))
                if m.group(1) == "if":
                    k = self.skip_space(end)
                    if t.startswith("else", k) and not (t[k + 4:k + 5].isalnum() or t[k + 4:k + 5] == "_"):
                        end = self.statement_end(k + 4)
                return end
        if m and m.group(1) == "do":
            end = self.statement_end(m.end())
            j = self.skip_space(end)
            return self.statement_end(j)      # `while (c);`: up to its semicolon
        depth = 0
        while i < len(t):
            c = t[i]
            if c in "({[":
                depth += 1
            elif c in ")}]":
                depth -= 1
            elif c == ";" and depth == 0:
                return i + 1
            i = self.next_code(i)
        return len(t)


def _code_positions(text: str) -> list[int]:
    """Positions of `for (` in code (not in literals, comments or directives)."""
    sc = _Scanner(text)
    out, i = [], 0
    while i < len(text):
        if text.startswith("for", i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = _FOR.match(text, i)
            if m:
                out.append(i)
                i = m.end()
                continue
        i = sc.next_code(i)
    return out


def _loop_decl(text: str, at: int):
    """(the type, the iterator, the position of its initialiser, the header's `(` and the end of the
    header) of the loop `for (T v = e; ...)` at `at`, or None when its first clause declares nothing or
    more than one name."""
    m = _FOR.match(text, at)
    paren = m.end() - 1
    d = _DECL.match(text, m.end())
    if not d:
        return None
    words = d.group(1).split()
    if any(w in _NOT_TYPE for w in words):
        return None
    sc = _Scanner(text)
    head_end = sc.matching(paren)
    first_clause = text[d.end():head_end - 1].split(";")[0]
    depth = 0
    for c in first_clause:
        depth += c in "([{"
        depth -= c in ")]}"
        if c == "," and depth == 0:
            return None                 # `for (int i = 0, j = 0; ...)`: left as written
    return " ".join(words), d.group(2), d.start(2), head_end


def _pragma_above(text: str, at: int) -> tuple[int, str]:
    """(where the `#pragma` lines directly above the line of `at` begin, their text); (`at`'s line
    start, "") when there are none."""
    line = text.rfind("\n", 0, at) + 1
    if text[line:at].strip():
        return at, ""                    # code before the loop on its line
    start, pragmas = line, ""
    while start > 0:
        prev = text.rfind("\n", 0, start - 1) + 1
        if not text[prev:start].lstrip().startswith("#pragma"):
            break
        start, pragmas = prev, text[prev:start] + pragmas
    return (start, pragmas) if pragmas else (at, "")


def _kept_spans(text: str, keep: Sequence[str]) -> list[tuple[int, int]]:
    spans = []
    for k in keep:
        i = text.find(k) if k else -1
        while i >= 0:
            spans.append((i, i + len(k)))
            i = text.find(k, i + len(k))
    return spans


def hoist_loop_declarations(text: str, keep: Sequence[str] = ()) -> str:
    """`text` with every `for (T v = e; ...)` written as `{ T v; for (v = e; ...) }` (module docstring),
    except in the copies of the strings of `keep` (the user's own lines, which stay as written: they build
    in the user's mode already)."""
    edits: list[tuple[int, int, str]] = []   # (start, end, replacement), non-overlapping once sorted
    hoisted: set[int] = set()                # loops whose declaration went to a collapse's block
    kept = _kept_spans(text, keep)
    sc = _Scanner(text)
    for at in _code_positions(text):
        if at in hoisted or any(a <= at < b for a, b in kept):
            continue
        decl = _loop_decl(text, at)
        if decl is None:
            continue
        typ, var, init_at, head_end = decl
        start, pragmas = _pragma_above(text, at)
        decls = [(typ, var, init_at, at)]
        m = _COLLAPSE.search(pragmas)
        body = head_end
        for _ in range(int(m.group(1)) - 1 if m else 0):
            j = sc.skip_space(body)
            if j < len(text) and text[j] == "{":
                j = sc.skip_space(j + 1)
            inner = _loop_decl(text, j) if _FOR.match(text, j) else None
            if inner is None:
                break
            decls.append((inner[0], inner[1], inner[2], j))
            hoisted.add(j)
            body = inner[3]
        end = sc.statement_end(head_end)
        opening = "{ " + " ".join(f"{t} {v};" for t, v, _, _ in decls)
        if pragmas:
            indent = re.match(r"[ \t]*", text[start:]).group(0)
            edits.append((start, start, f"{indent}{opening}\n"))
        else:
            edits.append((at, at, opening + " "))
        for _t, _v, init, loop in decls:
            edits.append((_FOR.match(text, loop).end(), init, ""))    # drop the type
        edits.append((end, end, " }"))
    out, last = [], 0
    for s, e, r in sorted(edits, key=lambda x: (x[0], x[1])):
        out.append(text[last:s])
        out.append(r)
        last = max(last, e)
    out.append(text[last:])
    return "".join(out)
