#!/usr/bin/env python3
"""Compare two program outputs token by token: numbers within |a-b| <= atol + rtol*|b|, text exactly.
Self-contained (no s2s import) so it runs on a GPU machine without the compiler's dependencies."""
import math
import sys


def compare(expected: str, got: str, rtol: float, atol: float):
    a, b = expected.split(), got.split()
    if len(a) != len(b):
        return False, f"{len(a)} tokens expected, {len(b)} got", math.inf
    worst = 0.0
    for x, y in zip(a, b):
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            if x != y:
                return False, f"expected '{x}', got '{y}'", math.inf
            continue
        if math.isnan(fx) or math.isnan(fy):
            if not (math.isnan(fx) and math.isnan(fy)):
                return False, f"expected {x}, got {y}", math.inf
            continue
        err = abs(fx - fy)
        if err > atol + rtol * abs(fx):
            return False, f"expected {x}, got {y}", err / max(abs(fx), 1e-300)
        if fx != 0:
            worst = max(worst, err / abs(fx))
    return True, "", worst


if __name__ == "__main__":
    ok, msg, worst = compare(open(sys.argv[1]).read(), open(sys.argv[2]).read(),
                             float(sys.argv[3]) if len(sys.argv) > 3 else 1e-6,
                             float(sys.argv[4]) if len(sys.argv) > 4 else 1e-8)
    print(("MATCH" if ok else "MISMATCH") + f" worst_rel={worst:.1e} {msg}")
    sys.exit(0 if ok else 1)
