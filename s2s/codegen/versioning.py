"""The call site of an offloaded SCoP behind its runtime tests: the sizes for which the cost model finds
that the device pays (s2s/gpu/profit.py), and the arrays' overlap test (s2s/model/footprint.py).

    if (sizes large enough && no tested pair of arrays overlaps) {
      generated code
    } else {
      the SCoP's original lines
    }

The size test comes first, so that small problems do not even pay for the overlap test.
"""
from __future__ import annotations

from .alias_check import guarded


def versioned(code: str, original: str | None, ind: str, size_condition: str | None,
              alias_condition: str | None, size_note: str = "", who: str = "the device") -> str:
    """`code` run only when both conditions (either may be None) hold, else the user's `original` lines
    (None: nothing; the caller runs them after, codegen/host_openmp.py)."""
    if not size_condition:
        return guarded(code, original, alias_condition, ind) if alias_condition else code
    body = "\n".join("  " + ln if ln.strip() else ln for ln in code.rstrip("\n").split("\n"))
    cond = size_condition if not alias_condition else f"({size_condition}) && ({alias_condition})"
    lines = [f"{ind}/* s2s: {who} pays only for large enough sizes{size_note}; smaller ones run the "
             "original code */"]
    if alias_condition:
        lines.append(f"{ind}/* s2s: the generated code assumes that these arrays do not overlap; it runs only "
                     "when they do not */")
    if original is None:
        return "\n".join(lines) + f"\n{ind}if ({cond}) {{\n{body}\n{ind}}}\n"
    return "\n".join(lines) + f"\n{ind}if ({cond}) {{\n{body}\n{ind}}} else {{\n{original.rstrip(chr(10))}\n{ind}}}\n"


def model_guarded(code: str, original: str, ind: str, condition: str | None, why: list[str] | None = None) -> str:
    """`code` run only where the model of the SCoP is C's (Scop.model_guard: an unsigned bound that wraps
    around for some values of the parameters, which the model assumes it does not; a flat subscript
    `C[i * ldc + j]` for j < n, in its row only where n <= ldc), else the user's `original` lines.  `why`:
    Scop.model_guard_why."""
    if not condition:
        return code
    body = "\n".join("  " + ln if ln.strip() else ln for ln in code.rstrip("\n").split("\n"))
    what = "; ".join(why) if why else "an unsigned bound wraps around"
    return (f"{ind}/* s2s: {what} for other values of the parameters (not modelled): "
            f"those run the original code */\n{ind}if ({condition}) {{\n{body}\n{ind}}} else {{\n"
            f"{QUIET_BOUNDS}{original.rstrip(chr(10))}\n{LOUD_BOUNDS}{ind}}}\n")


# The original lines in the guard's else branch run for the parameters' values where an access leaves an
# array's declared rows: gcc sees the guard's negation there and, where the array's size is known (a
# function inlined into its caller), warns about an access that the original has too but that no run
# makes (-Warray-bounds, in -Wall at -O2), which -Werror turns into a failed build.  gcc and clang keep
# quiet about it in those lines only; nvcc's front end (a CUDA .cu) is left alone.
_GNU_C = "#if defined(__GNUC__) && !defined(__CUDACC__)\n"
QUIET_BOUNDS = (_GNU_C + "#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Warray-bounds\"\n"
                "#endif\n")
LOUD_BOUNDS = _GNU_C + "#pragma GCC diagnostic pop\n#endif\n"
