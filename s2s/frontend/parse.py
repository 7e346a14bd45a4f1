"""Parse preprocessed C with pycparser, turning its exceptions into located diagnostics."""
from __future__ import annotations

import re

from pycparser import CParser, c_ast
from pycparser.c_parser import ParseError

from ..diagnostics import Diagnostic, Location, S2SError

_PARSE_ERR = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<msg>.*)$")


def parse(text: str, filename: str) -> c_ast.FileAST:
    parser = CParser()
    try:
        return parser.parse(text, filename)
    except ParseError as e:
        m = _PARSE_ERR.match(str(e))
        if m:
            msg = m.group("msg")
            if msg.startswith("before: "):
                msg = f"syntax error before '{msg[len('before: '):]}'"
            raise S2SError([Diagnostic("error", msg, Location(m.group("file"), int(m.group("line")),
                                                               int(m.group("col"))))]) from None
        # some pycparser errors carry only the file name: locate them at the parser's next token
        where = _next_token(parser)
        msg = str(e).rsplit(": ", 1)[-1]
        if where is not None:
            loc, value = where
            after = f" before '{value}'" if value is not None else ""
            msg = f"syntax error: {msg[:1].lower()}{msg[1:]}{after}"
            raise S2SError([Diagnostic("error", msg, loc)]) from None
        raise S2SError(f"{filename}: syntax error: {e}") from None
    except Exception as e:  # pycparser raises assorted errors on odd input
        raise S2SError(f"{filename}: cannot parse: {e}") from None


def _next_token(parser: CParser) -> tuple[Location, str | None] | None:
    """Where the parser stopped: its next token, or the last one read at the end of the input."""
    stream = getattr(parser, "_tokens", None)
    try:
        tok = stream.peek(1)
        value = getattr(tok, "value", None)
        if tok is None:
            tok = next((t for t in reversed(stream._buffer) if t is not None), None)
            value = None
    except Exception:
        return None
    if tok is None or not getattr(tok, "lineno", None):
        return None
    return Location(tok.filename, tok.lineno, tok.column or 1), value
