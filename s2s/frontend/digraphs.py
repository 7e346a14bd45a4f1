"""C's digraphs (C11 6.4.6p3): `<:` `:>` `<%` `%>` `%:` `%:%:` are the punctuators `[` `]` `{` `}` `#` `##`
spelt otherwise.  The preprocessor keeps their spelling in its output and pycparser does not know them,
so they are rewritten as the punctuators they are, padded with blanks to keep every column (diagnostics
and the columns of nodes stay those of the line as written).  String and character literals and comments
are kept.  C has no other token that starts with these characters (maximal munch: `a ? b :>c` is not C),
so every one of them outside a literal is a digraph."""
from __future__ import annotations

import re

_TOKENS = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?(?:\*/|\Z)|%:%:|<:|:>|<%|%>|%:',
                     re.S)
_PUNCTUATOR = {"<:": "[ ", ":>": "] ", "<%": "{ ", "%>": "} ", "%:": "# ", "%:%:": "##  "}


def as_punctuators(text: str) -> str:
    """`text` with its digraphs replaced by the punctuators they stand for, each at the same column."""
    if "<" not in text and ":" not in text and "%" not in text:
        return text
    return _TOKENS.sub(lambda m: _PUNCTUATOR.get(m.group(0), m.group(0)), text)
