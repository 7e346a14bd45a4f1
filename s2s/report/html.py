"""`s2s explain --html` and `s2s translate --report`: one self-contained HTML page per input file.

The page holds the source with line numbers (each SCoP highlighted, each loop marked parallel, reduction
or sequential with the dependence that blocks it), per SCoP the statements, loops and dependences as
tables, the statement dependence graph as an inline SVG (laid out here, in pure Python: no Graphviz),
and, for a translation, the decisions of the pass pipeline and every generated kernel with its code.

Nothing outside the page is referenced (inline CSS, no scripts, no fonts or images to fetch), every
piece of user text is escaped, and the same input gives the same bytes.
"""
from __future__ import annotations

import html
import inspect
import os
import re
from dataclasses import dataclass

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
        "kind_colors": KIND_COLOR,
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
            code = k.body_host if omp else k.body_device
            label = "kernel body"
        dims = []
        for d, (lo, hi) in enumerate(ranges):
            axis = n_par - 1 - d                            # the innermost mapped dimension goes to x
            dims.append({"dim": d, "lo": lo, "hi": hi, "axis": "xyz"[axis] if axis < 3 else str(axis),
                         "threads": block_xyz[axis] if axis < len(block_xyz) else None})
        if omp:
            ktile = getattr(k, "tile", None)
            tile = " × ".join(str(t) for t in ktile) if ktile else _omp_tile(code)
            if n_par == 0:
                shape = "runs sequentially (no parallel loop)"
            else:
                shape = (f"one parallel loop nest, #pragma omp parallel for"
                         f"{f' collapse({n_par})' if n_par > 1 else ''} over the tiles")
        else:
            tile = " × ".join(str(block_xyz[n_par - 1 - d]) for d in range(n_par)
                              if n_par - 1 - d < len(block_xyz)) or None
            if n_par == 0:
                shape = "a single thread (no parallel loop; keeps the data on the device)"
            else:
                names = " × ".join("xyz"[a] for a in range(len(block_xyz)))
                shape = (f"{' × '.join(str(b) for b in block_xyz)} threads ({names}), "
                         f"{_plural(int(_prod(block_xyz)), 'thread')} per block, one point each")
        stmt_links = [{"name": n, "line": _stmt_line(scop, n), "id": f"{anchor}-{n}"} for n in kd["statements"]]
        kernels.append({
            "id": f"{anchor}-kernel{i}", "name": kd["name"], "statements": stmt_links, "n_par": n_par,
            "grid": (f"{n_par}-D parallel loop nest" if omp else f"{n_par}-D grid") if n_par
            else ("sequential" if omp else "one thread"),
            "shape_label": "parallelism" if omp else "block", "shape": shape, "tile": tile,
            "dims": dims, "omp": omp,
            "code": Markup(_highlight_block(code)) if code else None, "code_label": label or "code",
            "code_lines": code.count("\n") + 1 if code else 0,
        })
    host = None
    hcode, hlabel = generated.get((scop.index, None), (None, None))
    if hcode:
        host = {"code": Markup(_highlight_block(hcode)), "label": hlabel, "lines": hcode.count("\n") + 1}
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


def _omp_tile(code: str | None) -> str | None:
    if not code:
        return None
    tiles = re.findall(r"_t\d+ = s2s_floord\(_lo\d+, (\d+)L\)", code)
    return " × ".join(tiles) if tiles else None


def _generated(result) -> dict:
    """(scop index, kernel name) -> (code, label) for every generated kernel, and (scop index, None) ->
    (code, label) for the host code around them.  The report must not fail because the code generator
    changed: whatever cannot be found is left out (the kernel then shows its body from the kernel IR)."""
    out: dict = {}
    progs = list(result.programs)
    if not progs:
        return out
    try:
        from ..codegen import emit
        from ..codegen.kernel_ir import Launch
    except Exception:
        return out
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
                out[(p.scop.index, None)] = (host, f"host function {p.name}: allocations, transfers and launches")
        return out
    # OpenMP: each kernel's parallel loop nest as it stands in the translated file
    for p in progs:
        region = _braced_after(result.main_text, f"/* s2s: SCoP {p.scop.index} parallelised with OpenMP */")
        tile = None
        if region:
            out[(p.scop.index, None)] = (region, "the OpenMP code that replaces the SCoP")
            m = re.search(r"s2s_floord\(_lo\d+, (\d+)L\)", region)
            tile = int(m.group(1)) if m else None
        args: dict[int, list[str]] = {}

        def grab(idx, a, ind):
            args.setdefault(idx, a)
            return ""
        try:
            Launch.expand(p.host_code, grab)
        except Exception:
            pass
        try:
            n_params = len(inspect.signature(emit.render_openmp_launch).parameters)
        except (TypeError, ValueError):
            n_params = 4
        for k in p.kernels:
            if k.index not in args:
                continue
            extra = [] if n_params <= 4 else [tile or 32]      # older emitters took the tile size
            try:
                code = emit.render_openmp_launch(p, k.index, args[k.index], "", *extra)
            except Exception:
                continue
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
# C source with light syntax highlighting

_KEYWORDS = set("""auto break case const continue default do else enum extern for goto if inline register
restrict return sizeof static struct switch typedef union volatile while __restrict__ __restrict
__global__ __device__ __host__ __kernel __global __local __constant __shared__ extern""".split())
_TYPES = set("""void char short int long float double signed unsigned _Bool bool size_t dim3 cl_int cl_uint
cl_mem cl_kernel cl_context cl_command_queue cl_program cl_platform_id cl_device_id cudaError_t""".split())
_TOKEN = re.compile(r"""
    (?P<com>/\*.*?\*/|//[^\n]*)
  | (?P<pp>^[ \t]*\#(?:[^\n\\]|\\.)*)
  | (?P<str>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<num>\b(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[uUlLfF]*\b)
  | (?P<id>[A-Za-z_]\w*)
  | (?P<other>[^A-Za-z_0-9"'/\#.\n]+|.)
""", re.X | re.M | re.S)


def highlight_lines(text: str) -> list[str]:
    """HTML for each line of `text` (split on '\\n'), escaped, with spans for comments, strings,
    numbers, keywords, types and preprocessor lines."""
    lines = [""]
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        tok = m.group()
        cls = None
        if kind == "com":
            cls = "c-com"
        elif kind == "pp":
            cls = "c-pp"
        elif kind == "str":
            cls = "c-str"
        elif kind == "num":
            cls = "c-num"
        elif kind == "id":
            cls = "c-kw" if tok in _KEYWORDS else "c-ty" if tok in _TYPES else None
        pieces = tok.split("\n")
        for n, piece in enumerate(pieces):
            if n:
                lines.append("")
            if piece:
                esc = html.escape(piece, quote=False)
                lines[-1] += f'<span class="{cls}">{esc}</span>' if cls else esc
    return lines


def _highlight_block(code: str) -> str:
    return "\n".join(highlight_lines(code.rstrip("\n")))


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
# the statement dependence graph as SVG, laid out here (see dependence_svg)

_CHAR_W = 7.23      # DejaVu Sans Mono at 12px
_LABEL_CHAR_W = 6.3  # 11px DejaVu Sans, a little generous
_NODE_H = 44
_GAP = 30
_TOP = 40
_PAD = 16
_LINE_H = 13
_NEST = 10           # distance between the nested arcs of one group
_PORT = 6            # an arc's end this far inside the node's top or bottom edge
_PORT_STEP = 4       # and its nested arcs this much further in
_MARGIN = 24         # from the node to the first lane
_LABEL_GAP = 8
_LEGEND_W = 180
_MAX_TEXT = 56
_DASH = {"flow": "", "anti": ' stroke-dasharray="6 3"', "output": ' stroke-dasharray="2 3"'}


def _f(x: float) -> str:
    s = f"{x:.1f}"
    return s[:-2] if s.endswith(".0") else s


@dataclass
class _Group:
    """The dependences from one statement to one statement: one arc per (kind, carrying loops)."""
    u: int
    v: int
    arcs: list
    lane: int = 0
    label_w: float = 0.0

    @property
    def lo(self) -> int:
        return min(self.u, self.v)

    @property
    def hi(self) -> int:
        return max(self.u, self.v)

    @property
    def is_self(self) -> bool:
        return self.u == self.v

    def conflicts(self, other: _Group) -> bool:
        """Two groups share a lane only if their statement ranges meet at most at one end, and neither
        is a self-dependence there (its labels sit at the statement's height)."""
        lo, hi = max(self.lo, other.lo), min(self.hi, other.hi)
        return lo < hi or (lo == hi and (self.is_self or other.is_self))


def _arc_label(arc: dict) -> str:
    by = f"carried by {', '.join(arc['carried'])}" if arc["carried"] else "same iteration"
    return f"{arc['kind']} {', '.join(arc['arrays'])} · {by}"


def dependence_svg(analysis, anchor: str = "scop") -> str:
    """The statement dependence graph of one SCoP as an SVG element (a string).

    Statements stand in one column in textual order, top to bottom; every dependence is an arc on the
    right of the column, arrowhead at the sink.  Arcs between one pair of statements nest, with their
    labels beside the outermost; groups whose statement ranges overlap go to different lanes, shortest
    range innermost, as in an arc diagram, so labels never overlap.  An arc leaves or enters a statement
    at its bottom edge when the other end is below, at its top edge when above; outer arcs end further
    in, so arcs ending at one statement never cross there."""
    g = analysis.deps.graph
    stmts = [st.name for st in analysis.scop.statements]
    nodes = [n for n in stmts if n in g] + sorted((n for n in g.nodes if n not in stmts), key=_num)
    pos = {n: i for i, n in enumerate(nodes)}
    texts = {n: str(g.nodes[n].get("text", "")) for n in nodes}
    lines = {n: g.nodes[n].get("line") for n in nodes}
    a_ = html.escape(anchor)

    groups: dict[tuple[int, int], _Group] = {}
    for u, v, data in g.edges(data=True):
        key = (pos[u], pos[v])
        grp = groups.setdefault(key, _Group(key[0], key[1], []))
        carried = tuple(data.get("carried_by") or ())
        arc = next((x for x in grp.arcs if x["kind"] == data["kind"] and x["carried"] == carried), None)
        if arc is None:
            arc = {"kind": data["kind"], "carried": carried, "arrays": [], "distances": []}
            grp.arcs.append(arc)
        if data["array"] not in arc["arrays"]:
            arc["arrays"].append(data["array"])
        arc["distances"].append(f"{data['array']}: ({', '.join(data.get('distance') or [])})")
    for grp in groups.values():
        for arc in grp.arcs:
            arc["arrays"].sort()
            arc["distances"].sort()
        grp.arcs.sort(key=lambda x: (KIND_ORDER.get(x["kind"], 9), x["carried"], x["arrays"]))
        grp.label_w = max(len(_arc_label(x)) for x in grp.arcs) * _LABEL_CHAR_W

    # lanes, shortest statement range first
    lane_w: list[float] = []
    lanes: list[list[_Group]] = []
    for grp in sorted(groups.values(), key=lambda x: (x.hi - x.lo, x.lo, x.hi, x.u)):
        lane = 0
        while lane < len(lanes) and any(grp.conflicts(o) for o in lanes[lane]):
            lane += 1
        if lane == len(lanes):
            lanes.append([])
            lane_w.append(0.0)
        lanes[lane].append(grp)
        grp.lane = lane
        lane_w[lane] = max(lane_w[lane], (len(grp.arcs) - 1) * _NEST + _LABEL_GAP + grp.label_w + 20)
    lane_x, acc = [], 0.0
    for w in lane_w:
        lane_x.append(acc)
        acc += w

    # ports: per statement, the arcs ending at its bottom edge (other end below) and at its top edge;
    # the inner lanes end nearest the edge
    ports: dict[tuple[int, str], list[tuple]] = {}
    for grp in groups.values():
        if grp.is_self:
            continue
        for k in range(len(grp.arcs)):
            for end, node, other in (("src", grp.u, grp.v), ("snk", grp.v, grp.u)):
                edge = "bottom" if other > node else "top"
                ports.setdefault((node, edge), []).append((grp.lane, k, grp.u, grp.v, end))
    port_index = {}
    for key, lst in ports.items():
        for idx, item in enumerate(sorted(lst)):
            port_index[(key[0], item)] = idx
    # each statement tall enough for its ports, top and bottom, and its self-dependences' labels between
    heights, tops, y = [], [], float(_TOP)
    for i in range(len(nodes)):
        depth = max(_PORT + _PORT_STEP * (len(ports.get((i, e), [])) - 1) for e in ("top", "bottom"))
        selfg = groups.get((i, i))
        middle = max(len(selfg.arcs) * _LINE_H if selfg else 0, 20)
        h = max(float(_NODE_H), 2 * depth + middle + 12)
        heights.append(h)
        tops.append(y)
        y += h + _GAP
    shown = {n: _clip(texts[n]) for n in nodes}
    node_w = max(200.0, max((len(t) for t in shown.values()), default=0) * _CHAR_W + 26,
                 max((len(_node_head(n, lines[n])) for n in nodes), default=0) * _CHAR_W + 26)
    x0 = _PAD
    x1 = x0 + node_w
    width = max(x1 + (acc + _MARGIN if lanes else 0) + _PAD, 3 * _LEGEND_W + 2 * _PAD)
    height = (y - _GAP if nodes else _TOP + _NODE_H) + _PAD + (18 if not groups else 0)

    def yc(i: int) -> float:
        return tops[i] + heights[i] / 2

    def port_y(node: int, item: tuple, other: int) -> float:
        idx = port_index[(node, item)]
        if other > node:
            return tops[node] + heights[node] - _PORT - _PORT_STEP * idx
        return tops[node] + _PORT + _PORT_STEP * idx

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="depgraph" width="{_f(width)}" '
           f'height="{_f(height)}" viewBox="0 0 {_f(width)} {_f(height)}" role="img" '
           f'aria-label="statement dependence graph of {a_}">']
    out.append("<defs>")
    for kind, color in KIND_COLOR.items():
        out.append(f'<marker id="{a_}-arrow-{kind}" viewBox="0 0 10 8" refX="9" refY="4" '
                   f'markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="7" orient="auto">'
                   f'<path d="M0,0 L10,4 L0,8 z" fill="{color}"/></marker>')
    out.append("</defs>")
    lx = _PAD
    for kind, color in KIND_COLOR.items():
        out.append(f'<g class="legend"><line x1="{_f(lx)}" y1="14" x2="{_f(lx + 28)}" y2="14" stroke="{color}" '
                   f'stroke-width="1.5"{_DASH[kind]} marker-end="url(#{a_}-arrow-{kind})"/>'
                   f'<text x="{_f(lx + 34)}" y="18" class="lg" fill="#4b5563">{kind} ({KIND_MEANING[kind]})'
                   f'</text></g>')
        lx += _LEGEND_W

    labels = []
    base = x1 + _MARGIN
    for grp in sorted(groups.values(), key=lambda x: (x.lane, x.lo, x.hi, x.u)):
        n = len(grp.arcs)
        for k, arc in enumerate(grp.arcs):
            if grp.is_self:
                y0, y1 = yc(grp.u) - 7 - _PORT_STEP * k, yc(grp.u) + 7 + _PORT_STEP * k
            else:
                y0 = port_y(grp.u, (grp.lane, k, grp.u, grp.v, "src"), grp.v)
                y1 = port_y(grp.v, (grp.lane, k, grp.u, grp.v, "snk"), grp.u)
            apex = base + lane_x[grp.lane] + k * _NEST
            ctrl = (apex - 0.25 * x1) / 0.75          # a cubic's apex lies at 1/4 start + 3/4 control
            kind = arc["kind"]
            title = (f"{kind} dependence {nodes[grp.u]} → {nodes[grp.v]} on {', '.join(arc['arrays'])}; "
                     + (f"carried by {', '.join(arc['carried'])}" if arc["carried"] else "loop-independent")
                     + f"; distance {'; '.join(arc['distances'])}")
            out.append(f'<path class="edge {html.escape(kind)}" data-source="{html.escape(nodes[grp.u])}" '
                       f'data-sink="{html.escape(nodes[grp.v])}" d="M{_f(x1)},{_f(y0)} '
                       f'C{_f(ctrl)},{_f(y0)} {_f(ctrl)},{_f(y1)} {_f(x1)},{_f(y1)}" fill="none" '
                       f'stroke="{KIND_COLOR.get(kind, "#6b7280")}" stroke-width="1.5"{_DASH.get(kind, "")} '
                       f'marker-end="url(#{a_}-arrow-{html.escape(kind)})"><title>{html.escape(title)}</title>'
                       f'</path>')
        # one label per arc, beside the outermost arc of the group, on a light background
        tx = base + lane_x[grp.lane] + (n - 1) * _NEST + _LABEL_GAP
        top = (yc(grp.u) + yc(grp.v)) / 2 - n * _LINE_H / 2
        labels.append(f'<rect class="lb" x="{_f(tx - 3)}" y="{_f(top - 2)}" width="{_f(grp.label_w + 6)}" '
                      f'height="{_f(n * _LINE_H + 4)}" rx="3" fill="#fcfcfd" fill-opacity="0.92"/>')
        for k, arc in enumerate(grp.arcs):
            labels.append(f'<text class="el" x="{_f(tx)}" y="{_f(top + (k + 1) * _LINE_H - 3)}" '
                          f'fill="{KIND_COLOR.get(arc["kind"], "#6b7280")}">{html.escape(_arc_label(arc))}</text>')
    out.extend(labels)

    for n in nodes:
        y, node_h = tops[pos[n]], heights[pos[n]]
        out.append(f'<g class="node" id="{a_}-node-{html.escape(n)}" data-stmt="{html.escape(n)}">'
                   f'<title>{html.escape(n)}: {html.escape(texts[n])}</title>'
                   f'<rect x="{_f(x0)}" y="{_f(y)}" width="{_f(node_w)}" height="{_f(node_h)}" rx="6" ry="6" '
                   f'fill="#ffffff" stroke="#64748b"/>'
                   f'<text class="nh" x="{_f(x0 + 12)}" y="{_f(y + node_h / 2 - 4)}"><tspan class="nn">'
                   f'{html.escape(n)}</tspan>{html.escape(_node_head(n, lines[n])[len(n):])}</text>'
                   f'<text class="nt" x="{_f(x0 + 12)}" y="{_f(y + node_h / 2 + 12)}">{html.escape(shown[n])}'
                   f'</text></g>')
    if not groups:
        out.append(f'<text class="lg" x="{_f(x0)}" y="{_f(height - _PAD)}" fill="#4b5563">no dependences</text>')
    out.append("</svg>")
    return "\n".join(out)


def _node_head(name: str, line) -> str:
    return f"{name}  line {line}" if line is not None else name


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _MAX_TEXT else text[:_MAX_TEXT - 1] + "…"
