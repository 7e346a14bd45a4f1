"""`s2s explain` as text: what a person reads in a terminal."""
from __future__ import annotations


def explain_text(sf, analyses) -> str:
    out = []
    if not analyses:
        out.append(f"{sf.path}: no SCoP\n")
    for a in analyses:
        s = a.scop
        where = f"{s.file}:{s.loc.line}" if s.loc else s.file
        out.append(f"{where}: SCoP {s.index} in {s.function}() — {len(s.statements)} statement(s), "
                   f"{len(s.loops)} loop(s), parameters: {', '.join(s.params) or 'none'}\n")
        out.append(f"  context: {s.context}\n")
        if s.prologue_note:
            out.append(f"  before it: {s.prologue_note}\n")
        if s.members:        # structure members read into locals at the region's entry
            out.append("  members read once: " + ", ".join(f"{m.name} = {m.text}" for m in s.members) + "\n")
        out.append("  statements:\n")
        for st in s.statements:
            line = st.loc.line if st.loc else "?"
            out.append(f"    {st.name} (line {line}): {st.text}\n")
            out.append(f"        domain:   {st.domain}\n")
            for acc in st.accesses:
                out.append(f"        {acc.kind:6}    {acc.relation.gist_domain(st.domain)}\n")
        out.append("  loops:\n")
        for lp in a.loops:
            ind = "  " * lp.depth
            if lp.parallel:
                verdict = "parallel"
            else:
                verdict = "sequential (reduction)" if lp.reduction else "sequential"
            out.append(f"    {ind}{lp.var} (line {lp.line}): {verdict}\n")
            for d in lp.blocked_by:
                dist = d.distance[lp.depth] if lp.depth < len(d.distance) else "?"
                out.append(f"    {ind}    blocked by {d.kind} dependence {d.source} -> {d.sink} "
                           f"on {d.array}, "
                           f"distance {dist}\n")
        from ..model.footprint import alias_plan
        out.append(f"  {alias_plan(s).describe()}\n")
        out.append("  dependences:\n")
        if not a.deps.deps:
            out.append("    none\n")
        for d in a.deps.deps:
            carried = ", ".join(s.loops[k].var for k in d.carried_by) or "none (same iteration)"
            out.append(f"    {d.kind:6} {d.source} -> {d.sink} on {d.array}: carried by {carried}; "
                       f"distance ({', '.join(d.distance)})\n")
    return "".join(out)
