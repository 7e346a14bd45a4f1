"""Per-SCoP facts a user asks about: which loops are parallel in the original order, and why not."""
from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx
from pycparser import c_ast

from .model.dependences import Dependence, DependenceInfo, compute_dependences
from .frontend.symbols import c_text
from .model.scop import Scop


@dataclass
class LoopReport:
    loop_id: int
    var: str
    line: int | None
    depth: int
    parallel: bool
    reduction: bool
    blocked_by: list[Dependence] = field(default_factory=list)


@dataclass
class ScopAnalysis:
    scop: Scop
    deps: DependenceInfo
    loops: list[LoopReport]

    def to_json(self) -> dict:
        s = self.scop
        return {
            "file": s.file,
            "function": s.function,
            "line": s.loc.line if s.loc else None,
            "end_line": s.span[1],
            "pragma": s.pragma,
            "params": s.params,
            "context": str(s.context),
            "before": s.prologue_note or None,
            "arrays": [{"name": a.name, "type": a.ctype, "sizes": a.sizes, "kind": a.kind}
                       for a in s.arrays.values()],
            "loops": [{
                "var": lp.var, "line": lp.line, "depth": lp.depth, "parallel": lp.parallel,
                "reduction": lp.reduction,
                "blocked_by": [{"source": d.source, "sink": d.sink, "array": d.array, "kind": d.kind,
                                "distance": d.distance[lp.depth] if lp.depth < len(d.distance) else None}
                               for d in lp.blocked_by],
            } for lp in self.loops],
            "statements": [{
                "name": st.name, "line": st.loc.line if st.loc else None, "text": st.text,
                "domain": str(st.domain), "schedule": str(st.schedule),
                "loops": [s.loops[k].var for k in st.loops],
                "reads": [str(a.relation) for a in st.reads],
                "writes": [str(a.relation) for a in st.writes],
            } for st in s.statements],
            "dependences": [d.to_json(s) for d in self.deps.deps],
        }


def analyse(scop: Scop) -> ScopAnalysis:
    """The dependences and loop reports of `scop`, computed once per Scop object: the pipeline's
    retries after a failed verification (passes/manager.run_pipeline) start again from the same SCoP,
    and its exact dataflow is most of a retry's time on SCoPs with many pieces (fuzz seed 701302: 18 s
    of ~35 s per run).  Passes never modify a Scop in place (they build a new one: privatize,
    snapshot, expand-arrays), so the result stays true."""
    cached = scop.__dict__.get("_analysis")
    if cached is not None:
        return cached
    result = _analyse(scop)
    scop.__dict__["_analysis"] = result
    return result


def _analyse(scop: Scop) -> ScopAnalysis:
    info = compute_dependences(scop)
    loops = []
    for lp in scop.loops:
        carried = info.carried_by_loop(lp.id)
        loops.append(LoopReport(lp.id, lp.var, lp.loc.line if lp.loc else None, lp.depth, not carried,
                                bool(carried) and all(_is_reduction_dep(scop, d, lp.id) for d in carried),
                                carried))
    return ScopAnalysis(scop, info, loops)


def _is_reduction_dep(scop: Scop, dep: Dependence, loop_id: int) -> bool:
    """A dependence that only orders the updates `x op= e` of one statement to one location."""
    if dep.source != dep.sink:
        return False
    st = scop.statement(dep.source)
    if not _is_update(st.node):
        return False
    writes = [a for a in st.writes]
    if len(writes) != 1 or writes[0].array != dep.array:
        return False
    # the updated location must not depend on the reduction loop's iterator
    depth = st.loops.index(loop_id)
    rel = writes[0].relation.gist_domain(st.domain)  # the domain's own bounds on the iterator do not count
    return not rel.involves_dims(__import__("islpy").dim_type.in_, depth, 1) and \
        sum(1 for a in st.reads if a.array == dep.array) == 1


def _is_update(node) -> bool:
    """`x op= e`, or the same written out: `x = x + e`, `x = e + x - f`, `x = x * e`."""
    if not isinstance(node, c_ast.Assignment):
        return False
    if node.op in ("+=", "*=", "-="):
        return True
    if node.op != "=" or not isinstance(node.rvalue, c_ast.BinaryOp):
        return False
    target = c_text(node.lvalue)
    group = ("+", "-") if node.rvalue.op in ("+", "-") else ("*",) if node.rvalue.op == "*" else ()

    def terms(e, sign):
        if isinstance(e, c_ast.BinaryOp) and e.op in group:
            return terms(e.left, sign) + terms(e.right, -sign if e.op == "-" else sign)
        return [(c_text(e), sign)]

    return (target, 1) in terms(node.rvalue, 1)


def dependence_dot(analysis: ScopAnalysis) -> str:
    g = analysis.deps.graph
    lines = [f'digraph "scop{analysis.scop.index}" {{', "  node [shape=box, fontname=monospace];"]
    colors = {"flow": "black", "anti": "blue", "output": "red"}
    for n, data in g.nodes(data=True):
        label = f"{n} (line {data.get('line')})\\n{_esc(data.get('text', ''))}"
        lines.append(f'  "{n}" [label="{label}"];')
    for u, v, data in g.edges(data=True):
        carried = ",".join(data["carried_by"]) or "loop-independent"
        lines.append(f'  "{u}" -> "{v}" [label="{data["kind"]} {data["array"]}\\n{carried}", '
                     f'color={colors[data["kind"]]}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


def sccs(analysis: ScopAnalysis) -> list[list[str]]:
    return [sorted(c) for c in nx.strongly_connected_components(analysis.deps.graph)]
