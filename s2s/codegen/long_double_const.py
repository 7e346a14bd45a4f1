"""`(double)` or `(float)` of a long double constant, as the device can write it.

<float.h> spells DBL_MAX, DBL_MIN and DBL_EPSILON as `((double)1.79769313486231570814527423731704357e+308L)`:
a long double constant converted to double.  The devices have no long double (OpenCL reads the `L`
constant as a double, CUDA computes long double as double), so such a statement kept its SCoP on the host
(`ctypes_map.long_double_arithmetic`).  The conversion of a constant is a constant, though: C rounds the
decimal (or hexadecimal) value to this host's long double, then to the type of the cast.  This module does
both roundings exactly (with fractions, round half to even) and writes the result as a hexadecimal literal,
which every target reads exactly.  A value below the normal range rounds to a subnormal (or zero), as C
rounds it (DBL_TRUE_MIN is `((double)4.94065645841246544176568792868221372e-324L)`); one that overflows is
not handled: its statement stays on the host as before.
"""
from __future__ import annotations

import re
from fractions import Fraction

_DEC = re.compile(r"^(\d*\.?\d*)(?:[eE]([+-]?\d+))?$")
_HEX = re.compile(r"^0[xX]([0-9a-fA-F]*\.?[0-9a-fA-F]*)[pP]([+-]?\d+)$")
# significand bits (with the leading one) and least normal exponent of the target types
_FORMATS = {"double": (53, -1022, 1023), "float": (24, -126, 127)}


def _long_double_bits() -> tuple[int, int, int]:
    """This host's long double: x87's 64-bit significand on x86-64, binary128's 113 bits elsewhere."""
    try:
        import numpy as np
        fi = np.finfo(np.longdouble)
        return fi.nmant + 1, int(fi.minexp), int(fi.maxexp) - 1
    except Exception:   # noqa: BLE001 - no numpy: x86-64's
        return 64, -16382, 16383


def _value(text: str) -> Fraction | None:
    """The exact value of a C floating constant's digits (no sign, no suffix)."""
    m = _HEX.match(text)
    if m:
        digits, exp = m.group(1), int(m.group(2))
        whole, _, frac = digits.partition(".")
        if not whole and not frac:
            return None
        return Fraction(int(whole + frac or "0", 16), 16 ** len(frac)) * Fraction(2) ** exp
    m = _DEC.match(text)
    if not m or not m.group(1).strip("."):
        return None
    whole, _, frac = m.group(1).partition(".")
    v = Fraction(int(whole + frac or "0"), 10 ** len(frac))
    exp = int(m.group(2) or 0)
    return v * Fraction(10) ** exp


def _round(x: Fraction, bits: int, emin: int, emax: int) -> Fraction | None:
    """x > 0 rounded to `bits` significant bits, half to even; None outside the normal range."""
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** e > x:
        e -= 1
    if Fraction(2) ** (e + 1) <= x:
        e += 1
    if e < emin or e > emax:
        return None
    q = Fraction(2) ** (e - bits + 1)
    n, r = divmod(x / q, 1)
    n = int(n)
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2 == 1):
        n += 1
    y = n * q
    if y >= Fraction(2) ** (emax + 1):
        return None
    return y


def _round_gradual(x: Fraction, bits: int, emin: int, emax: int) -> Fraction | None:
    """x > 0 rounded to the format as C rounds it: half to even, to a subnormal (a multiple of the least
    one, 2^(emin - bits + 1)) or zero below the normal range; None when it overflows."""
    if x >= Fraction(2) ** emin:
        return _round(x, bits, emin, emax)
    q = Fraction(2) ** (emin - bits + 1)
    n, r = divmod(x / q, 1)
    n = int(n)
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2 == 1):
        n += 1
    return n * q            # (2^emin itself when it rounds up to the least normal)


def converted_constant(text: str, to: str) -> str | None:
    """C's conversion to `to` ("double" or "float") of the long double constant `text` (`1.5e300L`), as a
    hexadecimal literal of that type; None when it is not such a constant or overflows."""
    if to not in _FORMATS:
        return None
    t = text.strip()
    if not t or t[-1] not in "lL":
        return None
    digits = t[:-1]
    x = _value(digits)
    if x is None:
        return None
    if x == 0:
        return "0x0p+0" + ("f" if to == "float" else "")
    ld = _round_gradual(x, *_long_double_bits())
    if ld is None:
        return None
    y = _round_gradual(ld, *_FORMATS[to]) if ld else ld
    if y is None:
        return None
    if y == 0:
        return "0x0p+0" + ("f" if to == "float" else "")
    h = float(y).hex()           # exact: y is a double (a float's value is one too)
    return h + ("f" if to == "float" else "")


def _split_suffix(text: str) -> tuple[str, str]:
    t = text.strip()
    suffix = t[-1:] if t[-1:] in ("f", "F", "l", "L") else ""
    return t[:len(t) - len(suffix)], suffix.lower()


def _format_of(suffix: str) -> tuple[int, int, int]:
    """Significand bits, least and greatest normal exponents of a constant's type by its suffix."""
    if suffix == "l":
        return _long_double_bits()
    return _FORMATS["float" if suffix == "f" else "double"]


def integer_of_constant(text: str, to_bool: bool = False) -> int | None:
    """C's conversion to an integer type of the floating constant `text` (`0.99999999f`, `1e3`, `0x1p4L`):
    the decimal (or hexadecimal) value is rounded to the constant's own type first (float for an `f`
    suffix, long double for `l`, else double), then truncated toward zero: `(int)0.99999999f` is 1, since
    the constant is the float 1.0f (a double would read 0.99999999 and give 0).  `to_bool`: the conversion
    to _Bool instead (1 unless the constant rounds to zero: `(_Bool)1e-50f` is 0).  None when `text` is not
    such a constant or rounds to infinity."""
    digits, suffix = _split_suffix(text)
    x = _value(digits)
    if x is None:
        return None
    bits, emin, emax = _format_of(suffix)
    if to_bool:
        # the least subnormal is 2^(emin - bits + 1); half of it and less round (to even) to zero
        return 1 if x > Fraction(2) ** (emin - bits) else 0
    if x < Fraction(1, 2):        # rounds to at most 0.5 in every format
        return 0
    y = _round(x, bits, emin, emax)
    return None if y is None else int(y)      # int() of a Fraction truncates toward zero
