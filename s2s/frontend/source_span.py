"""Where a statement ends in the user's file, found by scanning the text (pycparser only records starts)."""
from __future__ import annotations

import re

from .digraphs import as_punctuators


def statement_end_line(lines: list[str], node) -> int:
    """Last line (1-based) of the statement starting at node.coord: a for/if header and its body."""
    text = as_punctuators("\n".join(lines))   # `<%` and `%>` open and close blocks
    offsets = [0]
    for ln in lines:
        offsets.append(offsets[-1] + len(ln) + 1)
    pos = offsets[node.coord.line - 1] + max(0, (node.coord.column or 1) - 1)
    end = _scan_statement(text, pos)
    return text.count("\n", 0, end) + 1


def alone_on_its_lines(lines: list[str], first, last) -> bool:
    """Whether the statements from `first` to `last` (consecutive, `first` a `for`) share no line with
    other code: the first line starts with the `for`, and the last one ends (comments aside) where the
    statement `last` ends.  Translations replace whole lines, so code beside a nest would be lost."""
    head = lines[first.coord.line - 1].lstrip()
    if not head.startswith("for") or (len(head) > 3 and (head[3].isalnum() or head[3] == "_")):
        return False
    text = as_punctuators("\n".join(lines))   # `<%` and `%>` open and close blocks
    offsets = [0]
    for ln in lines:
        offsets.append(offsets[-1] + len(ln) + 1)
    line = lines[last.coord.line - 1]
    start = offsets[last.coord.line - 1] + (len(line) - len(line.lstrip()))
    end = _scan_statement(text, start)
    p = end
    while p < len(text) and text[p] != "\n":
        if text[p] in " \t\r":
            p += 1
        elif text.startswith("//", p):
            return True
        elif text.startswith("/*", p):
            q = text.find("*/", p + 2)
            if q < 0:
                return True
            p = q + 2
        else:
            return False
    return True


def _skip_ws(t: str, p: int) -> int:
    while p < len(t):
        if t[p].isspace():
            p += 1
        elif t.startswith("//", p):
            p = t.find("\n", p)
            p = len(t) if p < 0 else p
        elif t.startswith("/*", p):
            q = t.find("*/", p + 2)
            p = len(t) if q < 0 else q + 2
        elif t[p] == "#":  # a preprocessor line inside a statement
            q = t.find("\n", p)
            p = len(t) if q < 0 else q
        else:
            break
    return p


def _match(t: str, p: int, open_c: str, close_c: str) -> int:
    """p at an opening bracket: position just past its match (strings, chars and comments skipped)."""
    depth = 0
    while p < len(t):
        c = t[p]
        if c in "\"'":
            q = p + 1
            while q < len(t) and t[q] != c:
                q += 2 if t[q] == "\\" else 1
            p = q + 1
            continue
        if t.startswith("//", p) or t.startswith("/*", p):
            p = _skip_ws(t, p)
            continue
        if c == open_c:
            depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0:
                return p + 1
        p += 1
    return p


def _word(t: str, p: int) -> str:
    q = p
    while q < len(t) and (t[q].isalnum() or t[q] == "_"):
        q += 1
    return t[p:q]


def _scan_statement(t: str, p: int) -> int:
    p = _skip_ws(t, p)
    w = _word(t, p)
    if w in ("for", "while", "if", "switch"):
        p = _skip_ws(t, p + len(w))
        p = _match(t, p, "(", ")")
        end = _scan_statement(t, p)
        if w == "if":
            q = _skip_ws(t, end)
            if _word(t, q) == "else":
                end = _scan_statement(t, q + 4)
        return end
    if w == "do":
        end = _scan_statement(t, p + 2)
        q = _skip_ws(t, end)
        q = _match(t, _skip_ws(t, q + 5), "(", ")")
        return t.find(";", q) + 1
    if p < len(t) and t[p] == "{":
        return _match(t, p, "{", "}")
    # expression statement: up to the ';' at bracket depth 0
    depth = 0
    while p < len(t):
        c = t[p]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ";" and depth == 0:
            return p + 1
        elif c in "\"'":
            q = p + 1
            while q < len(t) and t[q] != c:
                q += 2 if t[q] == "\\" else 1
            p = q
        p += 1
    return p


def logical_end_line(lines: list[str], first: int, last: int) -> int:
    """The last line (1-based) of the span `first`..`last` once the text it leaves open is closed: a
    block comment or a backslash-newline splice that starts on line `last` (`#pragma endscop /* ...`
    ending lines further on, a statement's trailing comment) goes on past it, and those lines belong to
    the span (a kept line that started inside the comment would not compile).  Line `first` starts
    outside any comment; the lines are as universal newlines read them."""
    in_comment = False      # inside /* */
    line_comment = False    # inside a // comment (which a splice continues on the next line)
    k = first - 1
    while k < len(lines):
        line = lines[k].rstrip("\r")
        p = 0
        while p < len(line):
            if in_comment:
                q = line.find("*/", p)
                if q < 0:
                    p = len(line)
                    break
                in_comment, p = False, q + 2
                continue
            if line_comment:
                p = len(line)
                break
            c = line[p]
            if line.startswith("/*", p):
                in_comment, p = True, p + 2
            elif line.startswith("//", p):
                line_comment = True
            elif c in "\"'":
                q = p + 1
                while q < len(line) and line[q] != c:
                    q += 2 if line[q] == "\\" else 1
                p = q + 1
            else:
                p += 1
        spliced = line.endswith("\\")
        line_comment = line_comment and spliced
        if k + 1 >= last and not in_comment and not spliced:
            return k + 1
        k += 1
    return len(lines)


# a line that holds nothing but a `_Pragma("...")` operator or one macro name (`SCOP`, `SCOP()`), which
# may expand to one; an optional ';' and comments around it
_LONE_PRAGMA = re.compile(r'^\s*(?:/\*.*?\*/\s*)*(?:_Pragma\s*\(\s*"(?:\\.|[^"\\])*"\s*\)|[A-Za-z_]\w*'
                          r'(?:\s*\(\s*\))?)\s*;?\s*(?:/\*.*?\*/\s*)*(?://.*)?$')


def pragma_alone_on_its_line(line: str) -> bool:
    """Whether the line of a `scop`/`endscop` pragma holds no other code.  A `#pragma` directive always
    does (its line is the directive); `_Pragma("scop")`, written or from a macro, may share its line
    with statements (`x = 1; _Pragma("scop") for (...) ...`), which replacing whole lines would lose.  The
    `#` may be spelt as the digraph `%:` or the trigraph `??=` (the region is there only where the
    preprocessor read a directive: -trigraphs, or a -std=c.. mode, was in force)."""
    text = line.rstrip("\r")
    if text.lstrip().startswith(("#", "%:", "??=")):
        return True
    return bool(_LONE_PRAGMA.match(text))
