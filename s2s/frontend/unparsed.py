"""Function bodies that the parse cannot read, set aside so that the rest of the file is translated.

A user's file may hold, in functions that have no SCoP, C that cc accepts and pycparser does not: GNU C
(nested functions; `a ?: b`, `case 1 ... 3:`, `&&label` and computed gotos are read by parse.py,
`__auto_type` and `__builtin_types_compatible_p` through parse-only defines) or syntax newer than
pycparser's.  s2s rewrites the
lines of its SCoPs only and keeps every other byte of the file as written, so the parse can do without
those bodies: when it fails inside the body of a file-scope function definition whose body has no
`#pragma scop`, the body's text (in the preprocessed file) is replaced by blanks, newlines kept so that
every later coordinate stays right, and the parse is tried again.  The function's declaration stays in
the tree with an empty body, so its prototype and its callers are seen as before; then

* `SymbolTable.unparsed` names it: a host part that holds such a function stays C (emit.needs_c_host:
  C++ may refuse it too, and s2s cannot look for what C++ reads differently), and the Python API does not
  run it (opencl/cfunc.py);
* a warning at the failure says which function was set aside and why (`--autodetect` cannot search it).

A GNU nested function (`double f(double x) { ... }` in a function's body) fails the parse at its `{`
wherever it is: in the body of a function with a SCoP, its body alone is replaced by `;` and blanks
(`blank_nested_function`), so the parse reads a block-scope declaration of it; the enclosing function's
SCoPs stay sequential (scop_finder.build_scops: the nested function may read and write the function's
locals whenever it is called), and one inside the nested function is kept as written (load.py).

A failure anywhere else (a declaration at file scope, another construct in the body of a function with a
SCoP, a K&R definition) stays the located syntax error it always was.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:[^"\\]|\\.)*)"')
_SCOP = re.compile(r"^\s*#\s*pragma\s+(?:scop|endscop)\b", re.M)
_IDENT_END = re.compile(r"[A-Za-z0-9_$]$")


@dataclass
class SetAside:
    """A function body the parse did without: where its `{` is (as the markers name it) and why."""

    file: str
    line: int                    # the line of the body's `{`
    reason: str                  # the parse's message at the failure
    error_line: int
    error_col: int
    name: str | None = None      # the function's name, once the parse has succeeded
    # the body's preprocessed text: what it calls, names or reads, which the tree does not show
    body: str = ""
    # a GNU nested function (blank_nested_function): the file-scope function whose body defines it, by
    # the (file, line) of that body's `{` until the parse has succeeded, then by its name
    outer: tuple[str, int] | None = None
    function: str | None = None


def _logical_lines(text: str) -> list[tuple[str, int]]:
    """(file, line) of each physical line of preprocessed text, from its line markers."""
    out: list[tuple[str, int]] = []
    file, line = "", 1
    for phys in text.split("\n"):
        m = _MARKER.match(phys)
        if m:
            out.append((file, line))
            file, line = m.group(2), int(m.group(1))      # as pycparser's coordinates name it
            continue
        out.append((file, line))
        line += 1
    return out


def _bodies(text: str) -> list[tuple[int, int]]:
    """Offsets (of `{` and of its `}`) of the brace pairs at file scope that are function bodies: the `{`
    follows a `)` whose `(` follows a name or another `)` (a definition; not `= (T){...}`, a compound
    literal, nor `struct s {`).  Strings, character constants and directive lines are skipped."""
    out: list[tuple[int, int]] = []
    depth, parens = 0, []                 # parens: offsets of the open `(` at file scope
    closes: dict[int, int] = {}           # offset of a file-scope `)` -> offset of its `(`
    last_sig = -1                         # offset of the last significant character at file scope
    start = -1
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if c == "\n":
            at_line_start = True
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            if depth == 0:
                last_sig = i
            i = j + 1
            continue
        if depth == 0:
            if c == "(":
                parens.append(i)
            elif c == ")" and parens:
                closes[i] = parens.pop()
            elif c == "{":
                if last_sig >= 0 and text[last_sig] == ")" and last_sig in closes:
                    before = text[:closes[last_sig]].rstrip()
                    if before.endswith(")") or _IDENT_END.search(before):
                        start = i
                depth = 1
                i += 1
                continue
            if not c.isspace():
                last_sig = i
        else:
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    if start >= 0:
                        out.append((start, i))
                    start = -1
                    last_sig = i
        i += 1
    return out


def blank_failing_body(text: str, file: str, line: int) -> tuple[str, tuple[str, int], str] | None:
    """`text` with the body of the function definition that holds (file, line) blanked, the (file,
    line) of its `{` and the body's text; None when that line is in no function body, or in one with a
    SCoP."""
    lines = _logical_lines(text)
    texts = text.split("\n")
    # cpp may print blank lines up to a line and then a marker that names that line again: the line
    # meant is one with text on it (directives and blanks hold no tokens)
    phys = next((k for k, fl in enumerate(lines)
                 if fl == (file, line) and texts[k].strip() and not texts[k].lstrip().startswith("#")), None)
    if phys is None:
        return None
    starts = [0]
    for k, ch in enumerate(text):
        if ch == "\n":
            starts.append(k + 1)
    lo = starts[phys]
    hi = starts[phys + 1] if phys + 1 < len(starts) else len(text)
    for a, b in _bodies(text):
        if a < hi and b >= lo:
            inner = text[a + 1:b]
            if _SCOP.search(inner):
                return None
            # directive lines (line markers inside the body) stay: they set the coordinates of what follows
            blanked = "\n".join(seg if seg.lstrip().startswith("#") else " " * len(seg)
                                for seg in inner.split("\n"))
            brace_phys = text.count("\n", 0, a)
            return text[:a + 1] + blanked + text[b:], lines[brace_phys], inner
    return None


def _closing(text: str, a: int) -> int | None:
    """The offset of the `}` that closes the `{` at offset a (strings, character constants and directive
    lines skipped), None if there is none."""
    depth, i, n = 0, a, len(text)
    while i < n:
        c = text[i]
        if c == "#" and text[text.rfind("\n", 0, i) + 1:i].strip() == "":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return None


_NESTED_NAME = re.compile(r"([A-Za-z_$][\w$]*)\s*$")


def blank_nested_function(text: str, file: str, line: int, col: int) -> tuple[str, str, tuple[str, int], str] | None:
    """A GNU nested function, `double f(double x) { ... }` inside a function's body (cc accepts it,
    pycparser's grammar does not), whose `{` is at (file, line, col) where the parse failed: `text` with
    that body replaced by `;` and blanks (newlines and directive lines kept), so that the parse reads a
    block-scope declaration of the function; its name, the (file, line) of the `{` of the file-scope body
    that holds it, and the body's text (a SCoP in it is kept as written, with a warning: load.py).  None
    when (file, line, col) is no such `{`."""
    lines = _logical_lines(text)
    texts = text.split("\n")
    phys = next((k for k, fl in enumerate(lines)
                 if fl == (file, line) and texts[k].strip() and not texts[k].lstrip().startswith("#")), None)
    if phys is None or col < 1 or col > len(texts[phys]) or texts[phys][col - 1] != "{":
        return None
    at = sum(len(t) + 1 for t in texts[:phys]) + col - 1
    outer = next(((a, b) for a, b in _bodies(text) if a < at < b), None)
    before = text[:at].rstrip()
    if outer is None or not before.endswith(")"):
        return None
    # the declarator's parameter list and the name before it
    depth, k = 0, len(before) - 1
    while k >= 0:
        if before[k] == ")":
            depth += 1
        elif before[k] == "(":
            depth -= 1
            if depth == 0:
                break
        k -= 1
    m = _NESTED_NAME.search(before[:max(k, 0)])
    end = _closing(text, at)
    if k < 0 or m is None or end is None:
        return None
    inner = text[at + 1:end]
    # line markers stay (the coordinates of what follows); other directives go: a `#pragma scop` of the
    # nested function's would be a region of the enclosing body
    blanked = "\n".join(seg if _MARKER.match(seg.lstrip()) else " " * len(seg) for seg in inner.split("\n"))
    return (text[:at] + ";" + blanked + " " + text[end + 1:], m.group(1),
            lines[text.count("\n", 0, outer[0])], inner)


__all__ = ["SetAside", "blank_failing_body", "blank_nested_function"]
