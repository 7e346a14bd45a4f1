"""`s2s explain --html` and `s2s translate --report`: one self-contained HTML page per input file.

The page holds the source with line numbers (each SCoP highlighted, each loop marked parallel, reduction
or sequential with the dependence that blocks it), per SCoP the statements, loops and dependences as
tables, the statement dependence graph as an inline SVG drawn by Graphviz (`dot`; without it, the
graph's DOT text and how to get Graphviz), and, for a translation, the decisions of the pass pipeline
and every generated kernel with its code. Code is highlighted by Pygments.

Nothing outside the page is referenced (inline CSS, no scripts, no fonts or images to fetch), every
piece of user text is escaped, and the same input gives the same bytes.
"""
from __future__ import annotations

import html
import os
import re

import jinja2
from markupsafe import Markup


def _version() -> str:
    try:
        from importlib.metadata import version
        return version("s2s")
    except Exception:
        return "0.1.0"


_VERSION = _version()

_env = jinja2.Environment(loader=jinja2.PackageLoader("s2s.report", "templates"), autoescape=True,
                          trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)

TARGET_NAMES = {"cuda": "CUDA", "opencl": "OpenCL", "openmp": "OpenMP"}
KIND_ORDER = {"flow": 0, "anti": 1, "output": 2}
KIND_COLOR = {"flow": "#1f2937", "anti": "#1d4ed8", "output": "#b91c1c"}
KIND_MEANING = {"flow": "read after write", "anti": "write after read", "output": "write after write"}


def explain_html(sf, analyses, result=None) -> str:
    """The report for one file: `sf` a SourceFile, `analyses` its ScopAnalysis list, `result` the
    TranslationResult when the file was translated (None for `s2s explain`)."""
    return _env.get_template("report.html.j2").render(**_page(sf, analyses, result))


# ---------------------------------------------------------------------------------------------------------
# the page's data


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def _line(loc) -> int | None:
    return loc.line if loc is not None else None


def _scop_lines(scop) -> tuple[int, int] | None:
    lo, hi = scop.span
    if lo and hi:
        return lo, hi
    if scop.loc and scop.end_loc:
        return scop.loc.line, scop.end_loc.line
    return None


def _dep_distance(dep, depth: int) -> str:
    return dep.distance[depth] if depth < len(dep.distance) else "?"


def _stmt_line(scop, name: str) -> int | None:
    try:
        return _line(scop.statement(name).loc)
    except KeyError:
        return None


def _dep_row(scop, dep, depth: int | None = None) -> dict:
    carried = [scop.loops[k].var for k in dep.carried_by]
    return {
        "kind": dep.kind,
        "meaning": KIND_MEANING.get(dep.kind, ""),
        "source": dep.source, "source_line": _stmt_line(scop, dep.source),
        "sink": dep.sink, "sink_line": _stmt_line(scop, dep.sink),
        "array": dep.array,
        "carried_by": ", ".join(carried) if carried else "",
        "loop_independent": dep.loop_independent,
        "distance": _dep_distance(dep, depth) if depth is not None else "",
        "vector": "(" + ", ".join(dep.distance) + ")",
        "relation": str(dep.relation),
    }


def _dep_phrase(r: dict) -> str:
    """flow S1 (line 67) → S1 (line 67) on C, distance 1"""
    def where(name, line):
        return f"{name} (line {line})" if line is not None else name
    return (f"{r['kind']} {where(r['source'], r['source_line'])} → {where(r['sink'], r['sink_line'])} "
            f"on {r['array']}, distance {r['distance']}")


def _verdict(lp) -> tuple[str, str]:
    if lp.parallel:
        return "parallel", "par"
    if lp.reduction:
        return "reduction", "red"
    return "sequential", "seq"


def _loops(scop, analysis, anchor: str) -> list[dict]:
    out = []
    for lp in analysis.loops:
        verdict, cls = _verdict(lp)
        blocked = [_dep_row(scop, d, lp.depth) for d in lp.blocked_by]
        if lp.parallel:
            why = "no dependence is carried by this loop"
        elif lp.reduction:
            why = "only the updates of a reduction are ordered: " + _dep_phrase(blocked[0])
        else:
            why = "blocked by " + _dep_phrase(blocked[0])
        if len(blocked) > 1:
            why += f" (+{len(blocked) - 1} more)"
        out.append({"id": f"{anchor}-loop{lp.loop_id}", "var": lp.var, "line": lp.line, "depth": lp.depth,
                    "verdict": verdict, "cls": cls, "why": why, "blocked": blocked})
    return out


def _statements(scop, anchor: str) -> list[dict]:
    out = []
    for st in scop.statements:
        out.append({"id": f"{anchor}-{st.name}", "name": st.name, "line": _line(st.loc), "text": st.text,
                    "domain": str(st.domain),
                    "loops": ", ".join(scop.loops[k].var for k in st.loops),
                    "reads": sorted({a.array for a in st.reads}),
                    "writes": sorted({a.array for a in st.writes})})
    return out


def _page(sf, analyses, result) -> dict:
    target = result.target if result is not None else None
    decisions = {d.index: d for d in result.decisions} if result is not None else {}
    programs = {p.scop.index: p for p in result.programs} if result is not None else {}
    generated = _generated(result) if result is not None else {}

    scops = []
    loop_marks: dict[int, list[dict]] = {}
    stmt_marks: dict[int, list[dict]] = {}
    scop_starts: dict[int, list[dict]] = {}
    scop_rows: dict[int, list[int]] = {}
    n_loops = n_par = n_red = 0
    for a in analyses:
        s = a.scop
        anchor = f"scop{s.index}"
        lines = _scop_lines(s)
        loops = _loops(s, a, anchor)
        stmts = _statements(s, anchor)
        deps = sorted((_dep_row(s, d) for d in a.deps.deps),
                      key=lambda r: (KIND_ORDER.get(r["kind"], 9), _num(r["source"]), _num(r["sink"]),
                                     r["array"]))
        n_loops += len(loops)
        n_par += sum(lp["cls"] == "par" for lp in loops)
        n_red += sum(lp["cls"] == "red" for lp in loops)
        for lp in loops:
            if lp["line"] is not None:
                loop_marks.setdefault(lp["line"], []).append(lp)
        for st in stmts:
            if st["line"] is not None:
                stmt_marks.setdefault(st["line"], []).append(st)
        if lines:
            scop_starts.setdefault(lines[0], []).append({"anchor": anchor, "index": s.index,
                                                         "function": s.function})
            for n in range(lines[0], lines[1] + 1):
                scop_rows.setdefault(n, []).append(s.index)
        entry = {
            "anchor": anchor, "index": s.index, "function": s.function, "lines": lines,
            "pragma": s.pragma, "params": ", ".join(s.params) or "none", "context": str(s.context),
            "arrays": [{"name": ar.name, "type": ar.ctype,
                        "sizes": "".join(f"[{z if z is not None else '?'}]" for z in ar.sizes),
                        "kind": ar.kind} for ar in s.arrays.values()],
            "statements": stmts, "loops": loops, "deps": deps,
            "n_par": sum(lp["cls"] == "par" for lp in loops),
            "svg": Markup(dependence_svg(a, anchor)),
            "translation": None,
        }
        if result is not None:
            entry["translation"] = _translation(s, decisions.get(s.index), programs.get(s.index), target,
                                                generated, anchor)
        scops.append(entry)

    # summary
    n_scops = len(analyses)
    parts = [_plural(n_scops, "SCoP")]
    n_kernels = 0
    n_off = 0
    if result is not None:
        n_off = sum(1 for d in result.decisions if d.offloaded)
        n_kernels = sum(len(d.kernels) for d in result.decisions if d.offloaded)
        parts.append(f"{n_off} offloaded to {TARGET_NAMES.get(target, target)}")
        parts.append(_plural(n_kernels, "kernel"))
    summary = ", ".join(parts) + f"; {n_par} of {_plural(n_loops, 'loop')} parallel"
    if not n_scops:
        summary = "No SCoP found: nothing to analyse" + (" or offload" if result is not None else "")
    if n_red:
        summary += f", {_plural(n_red, 'reduction')}"
    stats = [{"value": str(n_scops), "label": "SCoP" if n_scops == 1 else "SCoPs"}]
    if result is not None:
        stats.append({"value": f"{n_off}", "label": "offloaded"})
        stats.append({"value": str(n_kernels), "label": "kernel" if n_kernels == 1 else "kernels"})
    stats.append({"value": f"{n_par}/{n_loops}", "label": "loops parallel"})
    if n_red:
        stats.append({"value": str(n_red), "label": "reduction" if n_red == 1 else "reductions"})

    log = result.log if result is not None else getattr(sf, "log", None)
    diags = []
    diag_marks: dict[int, list[dict]] = {}
    base = os.path.basename(sf.path)
    for d in (log.items if log is not None else []):
        text = d.format()
        if text in (x["text"] for x in diags):
            continue
        entry = {"severity": d.severity, "text": text, "message": d.message, "id": f"diag{len(diags)}"}
        diags.append(entry)
        if d.loc is not None and os.path.basename(d.loc.file) == base:
            diag_marks.setdefault(d.loc.line, []).append(entry)

    source_rows = _source_rows(sf.text, loop_marks, stmt_marks, scop_starts, scop_rows, diag_marks)
    name = sf.path.rsplit("/", 1)[-1]
    return {
        "title": f"s2s report: {name}" + (f" → {TARGET_NAMES.get(target, target)}" if target else ""),
        "path": sf.path, "name": name, "version": _VERSION,
        "mode": "translate" if result is not None else "explain",
        "target": TARGET_NAMES.get(target, target) if target else None,
        "c_host_reason": getattr(result, "c_host_reason", None) if result is not None else None,
        "summary": summary, "stats": stats, "diagnostics": diags,
        "scops": scops, "source_rows": source_rows, "n_lines": len(source_rows),
        "kind_colors": KIND_COLOR, "kind_meaning": KIND_MEANING,
        "highlight_css": Markup(highlight_css(".hl")),
    }


def _num(name: str) -> tuple:
    m = re.fullmatch(r"([A-Za-z_]*)(\d+)", name)
    return (m.group(1), int(m.group(2))) if m else (name, -1)


# ---------------------------------------------------------------------------------------------------------
# the translation of one SCoP


def _translation(scop, decision, program, target: str, generated: dict, anchor: str) -> dict:
    if decision is None:
        return {"offloaded": False, "decisions": [], "kernels": [], "reason": "not translated", "host": None}
    items = []
    for text in decision.decisions:
        head, sep, rest = text.partition(": ")
        items.append({"head": head if sep else "", "text": rest if sep else text})
    omp = target == "openmp"
    kernels = []
    objs = {k.name: k for k in program.kernels} if program is not None else {}
    for i, kd in enumerate(decision.kernels):
        k = objs.get(kd["name"])
        n_par = kd.get("parallel_dims", 0)
        block_xyz = list(kd.get("block") or [])            # x first
        ranges = list(kd.get("grid_ranges") or [])          # outermost first
        code, label = generated.get((scop.index, kd["name"]), (None, None))
        if code is None and k is not None:
            from ..codegen.targets import target_for
            code = target_for(target, program).body(k)
            label = "kernel body"
        dims = []
        axes = list(k.axes) if k is not None else [n_par - 1 - d for d in range(n_par)]
        for d, (lo, hi) in enumerate(ranges):
            axis = axes[d] if d < len(axes) else n_par - 1 - d
            dims.append({"dim": d, "lo": lo, "hi": hi, "axis": "xyz"[axis] if axis < 3 else str(axis),
                         "threads": block_xyz[axis] if axis < len(block_xyz) else None})
        if omp:
            ktile = getattr(k, "tile", None)
            tile = f"static schedule in chunks of {ktile[0]}" if ktile else None
            if n_par == 0:
                shape = "runs sequentially (no parallel loop)"
            else:
                shape = (f"#pragma omp parallel for{f' collapse({n_par})' if n_par > 1 else ''} over the "
                         "parallel loop, the rest of the band as exact loops inside it")
        else:
            tile = " × ".join(str(block_xyz[axes[d]]) for d in range(n_par)
                              if axes[d] < len(block_xyz)) or None
            plan = getattr(k, "contraction", None)
            if plan is not None:        # a contraction kernel: tiles larger than blocks (gpu/contraction.py)
                tile = " × ".join(str(p) for p in plan.points)
            if n_par == 0:
                shape = "a single thread (no parallel loop; keeps the data on the device)"
            else:
                names = " × ".join("xyz"[a] for a in range(len(block_xyz)))
                dm = getattr(plan, "dmma", None)
                if plan is None:
                    each = "one point each"
                elif dm is not None:        # the tensor cores' fragments (gpu/contraction_dmma.py)
                    fm, fn = dm.frags
                    each = (f"{64 * fm * fn // 32} points each in FP64 tensor-core fragments (a warp: {fm} × "
                            f"{fn} fragments of 8 × 8), operands in shared memory (contraction; SIMT before "
                            f"sm_80: {' × '.join(str(r) for r in plan.regs)} points each)")
                else:
                    each = (f"{' × '.join(str(r) for r in plan.regs)} points each in registers, operands in "
                            "shared memory (contraction)")
                shape = (f"{' × '.join(str(b) for b in block_xyz)} threads ({names}), "
                         f"{_plural(int(_prod(block_xyz)), 'thread')} per block, {each}")
        stmt_links = [{"name": n, "line": _stmt_line(scop, n), "id": f"{anchor}-{n}"}
                      for n in kd["statements"]]
        kernels.append({
            "id": f"{anchor}-kernel{i}", "name": kd["name"], "statements": stmt_links, "n_par": n_par,
            "grid": (f"{n_par}-D parallel loop nest" if omp else f"{n_par}-D grid") if n_par
            else ("sequential" if omp else "one thread"),
            "shape_label": "parallelism" if omp else "block", "shape": shape, "tile": tile,
            "dims": dims, "omp": omp,
            "code": Markup(_highlight_block(code, cuda=target == "cuda")) if code else None,
            "code_label": label or "code",
            "code_lines": code.count("\n") + 1 if code else 0,
        })
    host = None
    hcode, hlabel = generated.get((scop.index, None), (None, None))
    if hcode:
        host = {"code": Markup(_highlight_block(hcode, cuda=target == "cuda")), "label": hlabel,
                "lines": hcode.count("\n") + 1}
    reason = None
    if not decision.offloaded:
        reason = decision.decisions[-1] if decision.decisions else "nothing to offload"
    return {"offloaded": decision.offloaded, "decisions": items, "kernels": kernels, "reason": reason,
            "host": host}


def _prod(v) -> int:
    p = 1
    for x in v:
        p *= x
    return p


def _generated(result) -> dict:
    """(scop index, kernel name) -> (code, label) for every generated kernel, and (scop index, None) ->
    (code, label) for the host code around them.  The report must not fail because the code generator
    changed: whatever cannot be found is left out (the kernel then shows its body from the kernel IR)."""
    out: dict = {}
    progs = list(result.programs)
    if not progs:
        return out
    from ..codegen import emit
    target = result.target
    if target in ("cuda", "opencl"):
        try:
            rendered = emit.render_kernels(progs, target)
        except Exception:
            rendered = {}
        text = (result.device_text if target == "cuda" else result.main_text) or ""
        for p in progs:
            for k in p.kernels:
                code = rendered.get(p.name, {}).get(k.index)
                if code:
                    out[(p.scop.index, k.name)] = (code, f"{TARGET_NAMES[target]} kernel")
            host = _function_definition(text, p.name)
            if host:
                out[(p.scop.index, None)] = (host, f"host function {p.name}: allocations, transfers and "
                                                   "launches")
        return out
    # OpenMP: each kernel's parallel loop nest as it stands in the translated file
    for p in progs:
        region = _braced_after(result.main_text, f"/* s2s: SCoP {p.scop.index} parallelised with OpenMP */")
        if region:
            out[(p.scop.index, None)] = (region, "the OpenMP code that replaces the SCoP")
        from ..codegen.ast_printer import expr_to_c
        from ..codegen.targets import OpenMPTarget
        printer = OpenMPTarget(p)
        launches = p.launches()
        for k in p.kernels:
            if k.index not in launches:
                continue
            code = printer.launch(k, [expr_to_c(a) for a in launches[k.index]], "")
            out[(p.scop.index, k.name)] = (code.rstrip("\n"), "OpenMP loop nest")
    return out


def _function_definition(text: str, name: str) -> str | None:
    """The definition (not a prototype) of the C function `name` in `text`, from the start of its line."""
    for m in re.finditer(r"\b" + re.escape(name) + r"\s*\(", text):
        brace, semi = text.find("{", m.end()), text.find(";", m.end())
        if brace < 0 or (0 <= semi < brace):
            continue
        return _braced_from(text, text.rfind("\n", 0, m.start()) + 1)
    return None


def _braced_after(text: str, marker: str) -> str | None:
    i = text.find(marker)
    return _braced_from(text, i) if i >= 0 else None


def _braced_from(text: str, i: int) -> str | None:
    """From text[i] to the brace that closes the first brace after it."""
    j = text.find("{", i)
    if j < 0:
        return None
    depth = 0
    for n in range(j, len(text)):
        c = text[n]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return _dedent(text[i:n + 1])
    return None


def _dedent(block: str) -> str:
    lines = block.split("\n")
    # the first line starts at the marker; the others keep the file's indentation
    rest = [ln for ln in lines[1:] if ln.strip()]
    ind = min((len(ln) - len(ln.lstrip(" ")) for ln in rest), default=0)
    return "\n".join([lines[0]] + [ln[ind:] if ln.strip() else "" for ln in lines[1:]])


# ---------------------------------------------------------------------------------------------------------
# C source highlighted by Pygments, one line at a time (the source is a table with a row per line)

_STYLE = "default"


def _lexer(cuda: bool):
    from pygments.lexers import CLexer, CudaLexer
    # keep the text as it is: no stripped or added newlines, tabs kept
    return (CudaLexer if cuda else CLexer)(stripnl=False, ensurenl=False)


def highlight_lines(text: str, cuda: bool = False) -> list[str]:
    """HTML for each line of `text` (split on '\\n'), escaped, with Pygments' token spans (`cp`
    preprocessor, `cm` comment, `kt` type, ...; styled by highlight_css()). A token that spans lines
    (a block comment) is closed at each line's end and opened again on the next."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter

    if not text:
        return [""]
    out = highlight(text, _lexer(cuda), HtmlFormatter(nowrap=True))
    if out.endswith("\n") and not text.endswith("\n"):     # the formatter ends its last line
        out = out[:-1]
    return out.split("\n")


def highlight_css(scope: str = ".hl") -> str:
    """The CSS of Pygments' style for the token classes, limited to elements inside `scope`."""
    from pygments.formatters import HtmlFormatter

    rules = HtmlFormatter(style=_STYLE).get_style_defs(scope).splitlines()
    return "\n".join(r for r in rules if r.startswith(f"{scope} ."))


def _highlight_block(code: str, cuda: bool = False) -> str:
    return "\n".join(highlight_lines(code.rstrip("\n"), cuda))


def _source_rows(text: str, loop_marks, stmt_marks, scop_starts, scop_rows, diag_marks) -> list[dict]:
    lines = highlight_lines(text)
    if len(lines) > 1 and lines[-1] == "" and text.endswith("\n"):
        lines.pop()
    rows = []
    for n, code in enumerate(lines, start=1):
        in_scop = n in scop_rows
        classes = ["in-scop"] if in_scop else []
        if n in scop_starts:
            classes.append("scop-first")
        if in_scop and n + 1 not in scop_rows:
            classes.append("scop-last")
        if n in loop_marks:
            classes.append("loop-line")
        rows.append({"n": n, "code": Markup(code), "cls": " ".join(classes),
                     "loops": loop_marks.get(n, []), "stmts": stmt_marks.get(n, []),
                     "starts": scop_starts.get(n, []), "diags": diag_marks.get(n, [])})
    return rows


# ---------------------------------------------------------------------------------------------------------
# the statement dependence graph, laid out and drawn by Graphviz (dot -Tsvg)

_MAX_TEXT = 56
_FONT = "DejaVu Sans Mono"


def _arc_label(arc: dict) -> str:
    by = f"carried by {', '.join(arc['carried'])}" if arc["carried"] else "same iteration"
    return f"{arc['kind']} {', '.join(arc['arrays'])} · {by}"


def dependence_dot(analysis, anchor: str = "scop") -> str:
    """The statement dependence graph of one SCoP in Graphviz's language, for the report: statements in
    textual order top to bottom, one edge per (source, sink, kind, carrying loops) labelled with the
    arrays, coloured by kind; ids and classes that the SVG keeps (`node`, `edge flow`, ...)."""
    import graphviz

    g = analysis.deps.graph
    stmts = [st.name for st in analysis.scop.statements]
    nodes = [n for n in stmts if n in g] + sorted((n for n in g.nodes if n not in stmts), key=_num)
    pos = {n: i for i, n in enumerate(nodes)}
    dot = graphviz.Digraph(anchor, graph_attr={"id": f"{anchor}-graph", "rankdir": "TB", "nodesep": "0.5",
                                               "ranksep": "0.45", "bgcolor": "transparent"},
                           node_attr={"shape": "box", "style": "rounded,filled", "fillcolor": "#ffffff",
                                      "color": "#64748b", "fontname": _FONT, "fontsize": "10"},
                           edge_attr={"fontname": _FONT, "fontsize": "9", "penwidth": "1.3"})
    for n in nodes:
        line = g.nodes[n].get("line")
        head = _node_head(n, line)
        text = _clip(str(g.nodes[n].get("text", "")))
        dot.node(n, label=f"{graphviz.escape(head)}\\n{graphviz.escape(text)}", id=f"{anchor}-node-{n}",
                 **{"class": "stmt"})
    for a, b in zip(nodes, nodes[1:]):        # keep the textual order, top to bottom
        dot.edge(a, b, style="invis", weight="10")

    arcs: dict[tuple, dict] = {}
    for u, v, data in g.edges(data=True):
        carried = tuple(data.get("carried_by") or ())
        arc = arcs.setdefault((u, v, data["kind"], carried),
                              {"kind": data["kind"], "carried": carried, "arrays": []})
        if data["array"] not in arc["arrays"]:
            arc["arrays"].append(data["array"])
    for k, ((u, v, kind, _), arc) in enumerate(sorted(arcs.items(), key=lambda x: (
            _num(x[0][0]), _num(x[0][1]), KIND_ORDER.get(x[0][2], 9), x[0][3]))):
        arc["arrays"].sort()
        color = KIND_COLOR.get(kind, "#6b7280")
        dot.edge(u, v, label=graphviz.escape(_arc_label(arc)), color=color, fontcolor=color,
                 style={"anti": "dashed", "output": "dotted"}.get(kind, "solid"),
                 id=f"{anchor}-edge{k}", constraint="true" if pos[u] < pos[v] else "false",
                 **{"class": kind})
    return dot.source


def dependence_svg(analysis, anchor: str = "scop") -> str:
    """The dependence graph as an inline <svg> element drawn by Graphviz's dot; without dot, a note that
    says how to get it and the graph's DOT text."""
    import graphviz

    source = dependence_dot(analysis, anchor)
    try:
        svg = graphviz.pipe("dot", "svg", source.encode(), quiet=True).decode("utf-8")
    except graphviz.ExecutableNotFound:
        return (f'<p class="note warn nodot">The graph needs Graphviz: install it (Debian: '
                f'<code>apt-get install graphviz</code>) for a drawing. Its DOT text:</p>'
                f'<pre class="dot">{html.escape(source)}</pre>')
    return _inline_svg(svg, f"statement dependence graph of {anchor}")


def _inline_svg(svg: str, label: str) -> str:
    """dot's SVG document as an element of the page: no XML prolog, doctype or comments, and a root
    element of our own (no namespace besides SVG's, a class and an accessible label)."""
    body = svg[svg.index("<svg"):]
    body = re.sub(r"<!--.*?-->\n?", "", body, flags=re.S)
    root_end = body.index(">") + 1
    root = body[:root_end]
    attrs = dict(re.findall(r'(width|height|viewBox)="([^"]*)"', root))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="depgraph" width="{attrs.get("width", "0")}" '
            f'height="{attrs.get("height", "0")}" viewBox="{attrs.get("viewBox", "0 0 0 0")}" role="img" '
            f'aria-label="{html.escape(label)}">' + body[root_end:].strip() + "\n")


def _node_head(name: str, line) -> str:
    return f"{name}  line {line}" if line is not None else name


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _MAX_TEXT else text[:_MAX_TEXT - 1] + "…"
