"""C's effective-type rule (C11 6.5p7), for the question "may this written array hold that object?".

An object may be accessed only through an lvalue of a type compatible with its own (qualifiers and
signedness aside) or of a character type.  So an array of `double` the SCoP writes may overlap a
`double` structure member it reads, an array of `int` may not; an array of `char` may overlap anything.
"""
from __future__ import annotations

_IGNORED = {"const", "volatile", "restrict", "_Atomic", "signed", "unsigned", "int"}


def type_class(ctype: str) -> str:
    """The class of a builtin type's words (`unsigned long int` -> `long`); two objects may alias when
    their classes are equal or one is `char`.  Unknown words (`?`, a structure) give `?`."""
    words = ctype.split()
    if not words or "?" in words or any(w.startswith(("struct", "union", "enum")) for w in words):
        return "?"
    if "char" in words:
        return "char"
    rest = [w for w in words if w not in _IGNORED]
    if not rest:
        return "int"                     # int, unsigned, signed, unsigned int
    return " ".join(rest)                # long, long long, short, double, long double, float, _Bool


def may_alias(object_ctype: str, array_ctype: str) -> bool:
    """Whether an array of `array_ctype` elements may hold an object of `object_ctype` (an unknown type
    may)."""
    a, b = type_class(object_ctype), type_class(array_ctype)
    return a == b or "char" in (a, b) or "?" in (a, b)
