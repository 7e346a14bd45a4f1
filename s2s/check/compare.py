"""Compare two program outputs token by token, numbers within a tolerance.

Each line is cut into tokens: numbers (C's printf forms: 12, -3.5, 1.0e-05, .5, nan, -nan, inf,
-inf, infinity) and the text between them (whitespace separates tokens and is never compared).
A number glued to letters or digits (`x1`, `0x1f` after the `0`) is text, the same on both sides.

* two numbers a (got) and b (expected) match when |a - b| <= atol + rtol * |b|;
  nan matches nan (whatever its sign), inf matches inf of the same sign only;
  when both are written as integers (no '.', no exponent) they must be equal exactly
  (`exact_integers`, on by default: an integer checksum that is off by one is wrong at any rtol);
* any other token must be equal character for character;
* a missing or extra token is a mismatch.

`compare_outputs` is a pure function: it returns a Comparison and never raises on odd input.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

# A number not glued to a preceding word character or '.', and not followed by one.
_NUM = re.compile(
    r"(?<![\w.])[-+]?(?:"
    r"0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][-+]?\d+"     # %a: 0x1.8p+3
    r"|(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?"
    r"|(?i:nan(?:\([\w]*\))?|inf(?:inity)?)"
    r")(?![\w.])"
)
_INT = re.compile(r"[-+]?\d+\Z")


@dataclass(frozen=True)
class Token:
    line: int          # 1-based line number in its output
    text: str
    value: float | None = None    # None for a text token
    is_int: bool = False


def tokenize(output: str) -> list[Token]:
    toks: list[Token] = []
    for lineno, line in enumerate(output.splitlines(), 1):
        for word in line.split():
            pos = 0
            for m in _NUM.finditer(word):
                if m.start() > pos:
                    toks.append(Token(lineno, word[pos:m.start()]))
                s = m.group(0)
                toks.append(Token(lineno, s, _to_float(s), bool(_INT.match(s))))
                pos = m.end()
            if pos < len(word):
                toks.append(Token(lineno, word[pos:]))
    return toks


def _to_float(s: str) -> float:
    low = s.lower()
    neg = low.startswith("-")
    core = low.lstrip("+-")
    if core.startswith("nan"):
        return math.nan
    if core.startswith("inf"):
        return -math.inf if neg else math.inf
    if core.startswith("0x"):
        return float.fromhex(s)
    return float(s)


@dataclass(frozen=True)
class Mismatch:
    expected_line: int | None     # line in the expected output (None: past its end)
    got_line: int | None          # line in the output under test (None: past its end)
    expected: str                 # the expected token ('<end of output>' when missing)
    got: str
    reason: str                   # 'number', 'text', 'missing' (got is short) or 'extra' (got is long)
    # integers compared exactly whose difference is within a floating-point tolerance: perhaps doubles
    # printed without a decimal point (%g of an integral value); the message says how to tell
    maybe_float: bool = False

    @property
    def line(self) -> int | None:
        return self.expected_line if self.expected_line is not None else self.got_line

    def describe(self) -> str:
        if self.expected_line is None:
            where = f"line {self.got_line} of the output under test"
        else:
            where = f"line {self.expected_line}"
            if self.got_line is not None and self.got_line != self.expected_line:
                where += f" (line {self.got_line} of the output under test)"
        hint = (" (compared as integers; if these are floating-point values printed without a decimal "
                "point, e.g. %.17g of an integral double, print them with %e or pass --no-exact-integers)"
                if self.maybe_float else "")
        return f"{where}: expected {self.expected}, got {self.got}{hint}"


@dataclass
class Comparison:
    ok: bool
    n_numbers: int = 0                 # numeric pairs compared
    n_tokens: int = 0                  # token pairs compared (numbers and text)
    n_mismatches: int = 0
    worst_rel: float = 0.0             # max |a-b|/|b| over numeric pairs with b != 0 (and both finite)
    worst_abs: float = 0.0             # max |a-b| over finite numeric pairs
    worst_line: int | None = None      # expected-output line of worst_rel
    first_mismatch: Mismatch | None = None
    mismatches: list[Mismatch] = field(default_factory=list)   # the first few

    def summary(self) -> str:
        s = f"worst relative error {self.worst_rel:.1e}"
        if self.worst_abs:
            s += f", absolute {self.worst_abs:.1e}"
        s += f" ({self.n_numbers} numbers)"
        return s


def numbers_match(a: float, b: float, rtol: float, atol: float) -> bool:
    """Does `a` (got) match `b` (expected)?"""
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= atol + rtol * abs(b)


def compare_outputs(expected: str, got: str, rtol: float = 1e-6, atol: float = 1e-9,
                    exact_integers: bool = True, keep: int = 10) -> Comparison:
    """Compare the output under test (`got`) with the reference (`expected`)."""
    if rtol < 0 or atol < 0:
        raise ValueError("rtol and atol must be non-negative")
    e_toks, g_toks = tokenize(expected), tokenize(got)
    c = Comparison(ok=True)

    def fail(m: Mismatch) -> None:
        c.ok = False
        c.n_mismatches += 1
        if c.first_mismatch is None:
            c.first_mismatch = m
        if len(c.mismatches) < keep:
            c.mismatches.append(m)

    for e, g in zip(e_toks, g_toks):
        c.n_tokens += 1
        if e.value is not None and g.value is not None:
            c.n_numbers += 1
            a, b = g.value, e.value
            if exact_integers and e.is_int and g.is_int:
                good = int(e.text) == int(g.text)
            else:
                good = numbers_match(a, b, rtol, atol)
            if math.isfinite(a) and math.isfinite(b):
                d = abs(a - b)
                c.worst_abs = max(c.worst_abs, d)
                if b != 0:
                    r = d / abs(b)
                    if r > c.worst_rel:
                        c.worst_rel, c.worst_line = r, e.line
            if not good:
                close = exact_integers and e.is_int and g.is_int and numbers_match(a, b, rtol, atol) \
                    and len(e.text.lstrip("+-")) >= 16
                fail(Mismatch(e.line, g.line, e.text, g.text, "number", maybe_float=close))
        elif e.text != g.text:
            fail(Mismatch(e.line, g.line, e.text, g.text, "text"))
    if len(e_toks) > len(g_toks):
        e = e_toks[len(g_toks)]
        fail(Mismatch(e.line, None, e.text, "<end of output>", "missing"))
        c.n_mismatches += len(e_toks) - len(g_toks) - 1
    elif len(g_toks) > len(e_toks):
        g = g_toks[len(e_toks)]
        fail(Mismatch(None, g.line, "<end of output>", g.text, "extra"))
        c.n_mismatches += len(g_toks) - len(e_toks) - 1
    return c
