"""The locals that hold a SCoP's structure members (`const int s2s_m_g_n = g->n;`) around its code.

The model and the generated code name a member the SCoP only reads by a local (frontend/struct_members.py),
read once at the region's entry: the region's replacement is a block that declares the locals first,
then runs the translation, whose fallbacks (the original lines behind an overlap test or a size test)
read the members themselves as written.
"""
from __future__ import annotations

import re


def with_member_locals(scop, code: str, ind: str) -> str:
    """`code`, the replacement of `scop`'s lines, in a block that first declares the locals of its members
    (none: `code` itself)."""
    members = getattr(scop, "members", ())
    if not members or not code:
        return code
    decls = "".join(f"{ind}  {m.decl}\n" for m in members)
    code = code if code.endswith("\n") else code + "\n"
    # a member the generated code does not name (isl dropped a test it decided): without a use, gcc's
    # -Wunused-variable (in -Wall) would warn about its local
    unused = [m.name for m in members if not re.search(rf"\b{m.name}\b", code)]
    if unused:
        code += f"{ind}  " + " ".join(f"(void){n};" for n in unused) + "\n"
    return (f"{ind}{{\n{ind}  /* s2s: the structure members the SCoP reads, read once: it writes none of "
            f"them */\n{decls}{code}{ind}}}\n")


def as_members(scop, text: str) -> str:
    """`text` (code placed after the region's block: `s2s check --arrays`'s dumps) with each member's
    local spelled as the member (`s2s_m_g_a` as `(g->a)`)."""
    for m in getattr(scop, "members", ()):
        text = re.sub(rf"\b{m.name}\b", f"({m.text})", text)
    return text


def as_written(scop, text: str) -> str:
    """A message about `scop` with each member's local named as the user wrote the member (`g->n`)."""
    for m in getattr(scop, "members", ()):
        text = re.sub(rf"\b{m.name}\b", m.text, text)
    return text
