"""Identifiers with characters outside ASCII: universal character names (`\\u00e9`, C11 6.4.3, allowed in
identifiers by 6.4.2.1) and the UTF-8 characters compilers take for them (`été`; cc -E writes them as
`\\U000000e9`).  pycparser's identifiers are ASCII, so each such character becomes, for the parse,
the ASCII run `s2sU<8 hex digits>_`, and the generated code spells it back as the universal character
name `\\U<8 hex digits>` (the same identifier to C, C++ and OpenCL C compilers).  Inside string literals
of generated code (OpenCL's kernel source) the ASCII run is kept: kernels name their arguments
consistently, and the host code passes them by position.  Diagnostics show the characters."""
from __future__ import annotations

import re

_LITERAL = r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\''
# outside literals (the preprocessor has removed the comments), a universal character name or a
# non-ASCII character can only be part of an identifier; surrogate escapes (undecodable bytes) are not
_ENCODE = re.compile(_LITERAL + r'|\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})|([^\x00-\x7f\udc80-\udcff])')
_PLACEHOLDER = re.compile(r"s2sU([0-9a-f]{8})_")
_DECODE = re.compile(_LITERAL + r"|" + _PLACEHOLDER.pattern)


def encode(text: str) -> str:
    """The preprocessed `text` with the extended characters of its identifiers as ASCII runs."""
    if "\\u" not in text and "\\U" not in text and text.isascii():
        return text

    def sub(m: re.Match) -> str:
        if m.group(1) or m.group(2):
            return f"s2sU{int(m.group(1) or m.group(2), 16):08x}_"
        if m.group(3):
            return f"s2sU{ord(m.group(3)):08x}_"
        return m.group(0)
    return _ENCODE.sub(sub, text)


def decode(code: str) -> str:
    """Generated C code with the ASCII runs spelt as universal character names, string literals kept."""
    if "s2sU" not in code:
        return code
    return _DECODE.sub(lambda m: f"\\U{m.group(1)}" if m.group(1) else m.group(0), code)


def readable(message: str) -> str:
    """A message with the ASCII runs shown as the characters they stand for."""
    if "s2sU" not in message:
        return message
    return _PLACEHOLDER.sub(lambda m: chr(int(m.group(1), 16)), message)
