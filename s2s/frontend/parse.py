"""Parse preprocessed C with pycparser, turning its exceptions into located diagnostics."""
from __future__ import annotations

import re

from pycparser import CParser, c_ast
from pycparser.c_parser import ParseError

from ..diagnostics import Diagnostic, Location, S2SError

_PARSE_ERR = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<msg>.*)$")


def parse(text: str, filename: str) -> c_ast.FileAST:
    try:
        return CParser().parse(text, filename)
    except ParseError as e:
        m = _PARSE_ERR.match(str(e))
        if m:
            msg = m.group("msg")
            if msg.startswith("before: "):
                msg = f"syntax error before '{msg[len('before: '):]}'"
            raise S2SError([Diagnostic("error", msg, Location(m.group("file"), int(m.group("line")),
                                                               int(m.group("col"))))]) from None
        raise S2SError(f"{filename}: syntax error: {e}") from None
    except Exception as e:  # pycparser raises assorted errors on odd input
        raise S2SError(f"{filename}: cannot parse: {e}") from None
