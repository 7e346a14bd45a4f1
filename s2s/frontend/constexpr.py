"""Integer constant expressions (C11 6.6) as the host compiler evaluates them (LP64 x86-64 Linux).

Used for the values of enumeration constants: `enum { K = 1 << 3, M = sizeof(double) * K, L = 'a' }`.
Values carry their C type, (signed, bits), so that unsigned arithmetic wraps and comparisons, divisions
and shifts follow C's usual arithmetic conversions. An expression whose value C leaves undefined (signed
overflow, division by zero, an out-of-range shift) or that s2s cannot evaluate gives None.
"""
from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

INT = (True, 32)
UINT = (False, 32)
LONG = (True, 64)
ULONG = (False, 64)
SIZE_T = ULONG

# the <stdint.h>/<stddef.h> names s2s knows without the headers' typedefs (ctypes_map.py spells the same)
_WORD_BITS = {"char": 8, "short": 16, "int": 32, "long": 64, "signed": 32, "unsigned": 32,
              "int8_t": 8, "uint8_t": 8, "int16_t": 16, "uint16_t": 16, "int32_t": 32, "uint32_t": 32,
              "int64_t": 64, "uint64_t": 64, "size_t": 64, "ssize_t": 64, "ptrdiff_t": 64,
              "intptr_t": 64, "uintptr_t": 64}
_UNSIGNED_WORDS = {"unsigned", "size_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "uintptr_t"}
_QUALIFIERS = {"const", "volatile", "restrict", "static", "_Atomic"}

_SIMPLE_ESCAPES = {"n": 10, "t": 9, "r": 13, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92, "'": 39, '"': 34,
                   "?": 63, "e": 27}


def int_type_of_words(words: list[str]) -> tuple[bool, int] | None:
    """(signed, bits) of an integer type named by its (typedef-resolved) words; None for other types.
    `_Bool` converts as a boolean, not an integer of its width: None."""
    words = [w for w in words if w not in _QUALIFIERS]
    if not words or not all(w in _WORD_BITS for w in words):
        return None
    bits = 32
    for w in words:
        if w in ("long",):
            bits = 64
        elif w not in ("int", "signed", "unsigned"):
            bits = _WORD_BITS[w]
    signed = not any(w in _UNSIGNED_WORDS for w in words)
    return signed, bits


def scalar_size(words: list[str]) -> int | None:
    """sizeof of a scalar type named by its (typedef-resolved) words, LP64."""
    words = [w for w in words if w not in _QUALIFIERS]
    if "double" in words:
        return 16 if "long" in words else 8
    if words == ["float"]:
        return 4
    if words in (["_Bool"], ["bool"]):
        return 1
    t = int_type_of_words(words)
    return None if t is None else t[1] // 8


def wrap(value: int, t: tuple[bool, int]) -> int | None:
    """`value` converted to type `t`: modulo 2^bits for unsigned types and, as GCC does, for a conversion
    to a signed type (the wrapped value in the signed range)."""
    signed, bits = t
    value %= 1 << bits
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def _fits(value: int, t: tuple[bool, int]) -> bool:
    signed, bits = t
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1)) if signed else 0 <= value < (1 << bits)


def _promote(t: tuple[bool, int]) -> tuple[bool, int]:
    return INT if t[1] < 32 else t


def _common(a: tuple[bool, int], b: tuple[bool, int]) -> tuple[bool, int]:
    a, b = _promote(a), _promote(b)
    if a == b:
        return a
    if a[0] == b[0]:
        return a if a[1] > b[1] else b
    uns, sig = (a, b) if not a[0] else (b, a)
    if uns[1] >= sig[1]:
        return uns
    return sig          # the signed type is wider and holds every value of the unsigned one (LP64)


def integer_literal(text: str) -> tuple[int, tuple[bool, int]] | None:
    """The value and type of a C integer constant (C11 6.4.4.1, LP64)."""
    low = text.lower()
    body = low.rstrip("ul")
    suffix = low[len(body):]
    try:
        if body.startswith(("0x", "0b")):
            value = int(body, 0)
        elif len(body) > 1 and body[0] == "0":
            value = int(body, 8)
        else:
            value = int(body, 10)
    except ValueError:
        return None
    decimal = not (len(body) > 1 and body[0] == "0")
    unsigned = "u" in suffix
    long_ = "l" in suffix
    if unsigned:
        order = [UINT, ULONG] if not long_ else [ULONG]
    elif decimal:
        order = [INT, LONG] if not long_ else [LONG]
    else:
        order = [INT, UINT, LONG, ULONG] if not long_ else [LONG, ULONG]
    for t in order:
        if _fits(value, t):
            return value, t
    return None


def plain_char_bytes(text: str) -> list[int] | None:
    """The bytes of a plain character constant (`'a'`, `'\\xff'`, `'ab'`, `'\u00e9'`, `'é'`) in the execution
    character set (UTF-8), or None for another constant or an escape s2s does not read."""
    if not (len(text) >= 3 and text[0] == "'" and text[-1] == "'"):
        return None
    body = text[1:-1]
    out: list[int] = []
    k = 0
    while k < len(body):
        ch = body[k]
        if ch != "\\":
            if 0xDC80 <= ord(ch) <= 0xDCFF:         # a byte that was not UTF-8 (surrogate escape)
                out.append(ord(ch) - 0xDC00)
            else:
                out.extend(ch.encode("utf-8"))
            k += 1
            continue
        k += 1
        if k >= len(body):
            return None
        ch = body[k]
        if ch in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[ch])
            k += 1
        elif ch in "01234567":
            j = k
            while j < len(body) and j < k + 3 and body[j] in "01234567":
                j += 1
            out.append(int(body[k:j], 8))
            k = j
        elif ch == "x":
            j = k + 1
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == k + 1:
                return None
            out.append(int(body[k + 1:j], 16))
            k = j
        elif ch in "uU":
            n = 4 if ch == "u" else 8
            digits = body[k + 1:k + 1 + n]
            if len(digits) != n or not all(d in "0123456789abcdefABCDEF" for d in digits):
                return None
            try:
                out.extend(chr(int(digits, 16)).encode("utf-8"))
            except (ValueError, UnicodeError):
                return None
            k += 1 + n
        else:
            return None
    if not out or any(b > 0xFF for b in out):
        return None
    return out


def multichar_value(text: str) -> int | None:
    """GCC's value of a plain character constant of several bytes (`'ab'`, and `'é'` or `'\u00e9'`,
    two bytes in UTF-8): an int whose bytes are the last four, the first most significant ('ab' is
    0x6162); None for a constant of one byte or one s2s does not read."""
    data = plain_char_bytes(text)
    if data is None or len(data) < 2:
        return None
    v = 0
    for b in data:
        v = ((v << 8) | b) & 0xFFFFFFFF
    return wrap(v, INT)


def char_literal(text: str) -> tuple[int, tuple[bool, int]] | None:
    """The value and type of a character constant: 'a' and L'a' are ints (plain char is signed on x86-64,
    so '\\xff' is -1), u'a' a char16_t (unsigned short, promoted to int), U'a' a char32_t (unsigned int)."""
    prefix = ""
    if text[:1] in ("L", "u", "U"):
        prefix, text = text[0], text[1:]
    if not (len(text) >= 3 and text[0] == "'" and text[-1] == "'"):
        return None
    body = text[1:-1]
    codes: list[int] = []
    k = 0
    while k < len(body):
        ch = body[k]
        if ch != "\\":
            if 0xDC80 <= ord(ch) <= 0xDCFF:         # a byte that was not UTF-8 (surrogate escape)
                return None
            codes.append(ord(ch))
            k += 1
            continue
        k += 1
        if k >= len(body):
            return None
        ch = body[k]
        if ch in _SIMPLE_ESCAPES:
            codes.append(_SIMPLE_ESCAPES[ch])
            k += 1
        elif ch in "01234567":
            j = k
            while j < len(body) and j < k + 3 and body[j] in "01234567":
                j += 1
            codes.append(int(body[k:j], 8))
            k = j
        elif ch == "x":
            j = k + 1
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == k + 1:
                return None
            codes.append(int(body[k + 1:j], 16))
            k = j
        elif ch in "uU":
            n = 4 if ch == "u" else 8
            digits = body[k + 1:k + 1 + n]
            if len(digits) != n:
                return None
            codes.append(int(digits, 16))
            k += 1 + n
        else:
            return None
    if prefix == "":
        # several bytes (in UTF-8, the execution character set: 'é' and '\\u00e9' are two): GCC's
        # multi-character constant, an int ('\\u00e9' is 0xC3A9)
        data = plain_char_bytes("'" + body + "'")
        if data is not None and len(data) > 1:
            m = multichar_value("'" + body + "'")
            return None if m is None else (m, INT)
    if len(codes) != 1:
        return None              # wide multi-character constants: implementation-defined values
    c = codes[0]
    if prefix == "":
        if c > 0x7F and not (body.startswith("\\")) or c > 0x7F and body[1:2] in ("u", "U"):
            return None
        if c > 0xFF:
            return None
        return wrap(c, (True, 8)), INT
    if prefix == "u":
        return (c, INT) if c <= 0xFFFF else None
    if prefix == "U":
        return (c, UINT) if c <= 0xFFFFFFFF else None
    return (c, INT) if c <= 0x7FFFFFFF else None


class ConstEval:
    """Evaluates integer constant expressions. `lookup(name)` gives what a name refers to: an int (an
    enumeration constant's value), a Symbol-like object with `ctype`, `dims`, `pointer` (for `sizeof x`),
    or None. `typedef(name)` gives a typedef's resolved words and its array extents, or None."""

    def __init__(self, lookup: Callable[[str], object],
                 typedef: Callable[[str], tuple[list[str], list, bool] | None] | None = None):
        self.lookup = lookup
        self.typedef = typedef or (lambda name: None)

    def value(self, e: c_ast.Node | None) -> int | None:
        r = self.typed(e)
        return None if r is None else r[0]

    def enumerator_value(self, e: c_ast.Node | None) -> int | None:
        """An enumerator's value: an int (C11 6.7.2.2); a value outside int's range (a GNU extension) is
        None, s2s does not model the larger enumeration types."""
        v = self.value(e)
        return v if v is not None and _fits(v, INT) else None

    def typed(self, e: c_ast.Node | None) -> tuple[int, tuple[bool, int]] | None:
        try:
            return self._rec(e)
        except (ZeroDivisionError, ValueError, OverflowError, RecursionError):
            return None

    def _rec(self, e) -> tuple[int, tuple[bool, int]] | None:  # noqa: C901
        if isinstance(e, c_ast.Constant):
            if e.type == "char" or e.value[:1] == "'":      # ('ab' has type int: a multi-character one)
                return char_literal(e.value)
            if e.type.endswith("int"):
                return integer_literal(e.value)
            return None
        if isinstance(e, c_ast.ID):
            v = self.lookup(e.name)
            if isinstance(v, int) and not isinstance(v, bool):
                return v, INT
            return None
        if isinstance(e, c_ast.Cast):
            t = self.type_of(e.to_type)
            if t is None:
                return None
            words, dims, pointer = t
            if dims or pointer:
                return None
            const, sign = e.expr, 1
            while isinstance(const, c_ast.UnaryOp) and const.op in ("-", "+"):   # (int)-2.5 (GCC's ICE)
                const, sign = const.expr, sign * (-1 if const.op == "-" else 1)
            if isinstance(const, c_ast.Constant) and const.type in ("float", "double", "long double"):
                # the constant rounded to its own type (0.99999999f is 1.0f), then truncated toward zero
                # (as its negation is: rounding is symmetric); out of range is undefined
                from ..codegen.long_double_const import integer_of_constant
                if words in (["_Bool"], ["bool"]):
                    b = integer_of_constant(const.value, to_bool=True)
                    return None if b is None else (b, INT)
                v = integer_of_constant(const.value)
                v = None if v is None else sign * v
                target = int_type_of_words(words)
                return (v, target) if v is not None and target is not None and _fits(v, target) else None
            inner = self._rec(e.expr)
            if inner is None:
                return None
            if words in (["_Bool"], ["bool"]):
                return (1 if inner[0] else 0), INT
            target = int_type_of_words(words)
            if target is None:
                return None
            return wrap(inner[0], target), target
        if isinstance(e, c_ast.UnaryOp):
            if e.op in ("sizeof", "_Alignof", "alignof"):
                size = self.size_of(e.expr, align=e.op != "sizeof")
                return None if size is None else (size, SIZE_T)
            inner = self._rec(e.expr)
            if inner is None:
                return None
            v, t = inner
            if e.op == "!":
                return (0 if v else 1), INT
            t = _promote(t)
            if e.op == "+":
                return v, t
            if e.op == "-":
                return self._result(-v, t)
            if e.op == "~":
                return wrap(~v, t), t
            return None
        if isinstance(e, c_ast.BinaryOp):
            return self._binary(e)
        if isinstance(e, c_ast.TernaryOp):
            c = self._rec(e.cond)
            if c is None:
                return None
            a, b = self._rec(e.iftrue), self._rec(e.iffalse)
            chosen = a if c[0] else b
            if chosen is None:
                return None
            other = b if c[0] else a
            t = _common(chosen[1], other[1]) if other is not None else _promote(chosen[1])
            return wrap(chosen[0], t), t
        return None

    @staticmethod
    def _result(v: int, t: tuple[bool, int]) -> tuple[int, tuple[bool, int]] | None:
        if t[0]:
            return (v, t) if _fits(v, t) else None     # signed overflow: undefined
        return wrap(v, t), t

    def _binary(self, e: c_ast.BinaryOp) -> tuple[int, tuple[bool, int]] | None:
        op = e.op
        left = self._rec(e.left)
        if left is None:
            return None
        if op in ("&&", "||"):
            if op == "&&" and not left[0]:
                return 0, INT
            if op == "||" and left[0]:
                return 1, INT
            right = self._rec(e.right)
            return None if right is None else ((1 if right[0] else 0), INT)
        right = self._rec(e.right)
        if right is None:
            return None
        (a, ta), (b, tb) = left, right
        if op in ("<<", ">>"):
            t = _promote(ta)
            if b < 0 or b >= t[1]:
                return None
            if op == ">>":
                return a >> b, t
            if t[0] and a < 0:
                return None
            return self._result(a << b, t)
        t = _common(ta, tb)
        a, b = wrap(a, t), wrap(b, t)
        if op in ("<", "<=", ">", ">=", "==", "!="):
            r = {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[op]
            return (1 if r else 0), INT
        if op == "+":
            return self._result(a + b, t)
        if op == "-":
            return self._result(a - b, t)
        if op == "*":
            return self._result(a * b, t)
        if op in ("/", "%"):
            if b == 0:
                return None
            q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)      # C truncates toward zero
            if op == "/":
                return self._result(q, t)
            return self._result(a - q * b, t)
        if op == "&":
            return wrap(a & b, t), t
        if op == "|":
            return wrap(a | b, t), t
        if op == "^":
            return wrap(a ^ b, t), t
        return None

    # ------------------------------------------------------------------ types and sizes
    def type_of(self, t) -> tuple[list[str], list, bool] | None:
        """A type name's resolved words, its array extents (outermost first) and whether it is a pointer."""
        if isinstance(t, c_ast.Typename):
            t = t.type
        dims: list = []
        pointer = False
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            if isinstance(t, c_ast.PtrDecl):
                return [], dims, True       # a pointer (or an array of pointers): 8 bytes each
            dims.append(t.dim)
            t = t.type
        if not isinstance(t, c_ast.TypeDecl):
            return None
        if isinstance(t.type, c_ast.Enum):
            # GCC's type for the enumeration (SymbolTable.enum_ctype, recorded as the typedef `enum TAG`);
            # unknown for an enumeration whose values s2s cannot compute, or one beyond int
            td = self.typedef(f"enum {t.type.name}") if t.type.name else None
            return (list(td[0]), dims, pointer) if td is not None else None
        if not isinstance(t.type, c_ast.IdentifierType):
            return None
        words: list[str] = []
        for n in t.type.names:
            td = self.typedef(n)
            if td is not None:
                twords, tdims, tptr = td
                if tptr:
                    return [], dims + list(tdims), True
                words += twords
                dims = dims + list(tdims)
            else:
                words.append(n)
        return words, dims, pointer

    def size_of(self, node, align: bool = False) -> int | None:
        """sizeof (or _Alignof) of a type name or of an expression whose type s2s knows."""
        if isinstance(node, c_ast.Typename):
            t = self.type_of(node)
            if t is None:
                return None
            return self._size(*t, align=align)
        if isinstance(node, c_ast.Constant) or isinstance(node, (c_ast.BinaryOp, c_ast.UnaryOp, c_ast.Cast,
                                                                 c_ast.TernaryOp)):
            if isinstance(node, c_ast.Constant) and node.type in ("float", "double"):
                v = node.value.lower()
                return 4 if v.endswith("f") else 16 if v.endswith("l") else 8
            r = self._rec(node)
            if r is None:
                return None
            return r[1][1] // 8
        subs = 0
        base = node
        while isinstance(base, c_ast.ArrayRef):
            subs += 1
            base = base.name
        if not isinstance(base, c_ast.ID):
            return None
        sym = self.lookup(base.name)
        if isinstance(sym, int):
            return 4 if subs == 0 else None
        if sym is None or not hasattr(sym, "ctype") or sym.ctype == "?":
            return None
        if getattr(sym, "scope", None) == "param" and (sym.dims or sym.pointer) and subs == 0:
            return 8            # an array parameter is a pointer
        dims = ([None] if sym.pointer else []) + list(sym.dims)
        if subs > len(dims):
            return None
        if sym.pointer and subs == 0:
            return 8
        return self._size(sym.ctype.split(), dims[subs:], False, align=align)

    def _size(self, words: list[str], dims: list, pointer: bool, align: bool = False) -> int | None:
        size = 8 if pointer else scalar_size(words)
        if size is None or align:
            return size
        for d in dims:
            n = self.value(d) if d is not None else None
            if n is None or n < 0:
                return None
            size *= n
        return size
