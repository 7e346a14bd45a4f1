"""The call site of an offloaded SCoP guarded by its runtime overlap test (s2s/model/footprint.py).

    if (no tested pair of arrays overlaps) {
      generated code
    } else {
      the SCoP's original lines
    }
"""
from __future__ import annotations


def guarded(code: str, original: str | None, condition: str, ind: str) -> str:
    """`code` (the generated call or region, indented by `ind`) run only when `condition` holds, else the
    `original` lines of the user's file, as written (None: nothing)."""
    body = "\n".join("  " + ln if ln.strip() else ln for ln in code.rstrip("\n").split("\n"))
    head = (f"{ind}/* s2s: the generated code assumes that these arrays do not overlap; it runs only when "
            "they do not */\n"
            f"{ind}if ({condition}) {{\n{body}\n{ind}}}")
    if original is None:
        return head + "\n"
    return head + f" else {{\n{original.rstrip(chr(10))}\n{ind}}}\n"
