"""The HTML report (`s2s explain --html`, `s2s translate --report`): its content checked through an HTML
parser, and the page as a browser shows it (headless Chromium, when installed)."""
from __future__ import annotations

import html
import os
import re
import shutil
import struct
import subprocess
import tempfile
import textwrap
import zlib
from pathlib import Path
from html.parser import HTMLParser

import pytest

from conftest import ROOT
from s2s.analysis import analyse
from s2s.cli import main
from s2s.driver import translate_file
from s2s.frontend.load import load
from s2s.report.html import explain_html, highlight_lines

CORPUS = os.path.join(ROOT, "corpus")
GEMM = os.path.join(CORPUS, "gemm.c")
SEIDEL = os.path.join(CORPUS, "seidel-2d.c")
JACOBI = os.path.join(CORPUS, "jacobi-2d.c")

# ---------------------------------------------------------------------------------------------------------
# a small DOM from html.parser


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Node:
    def __init__(self, tag: str, attrs: dict, parent: Node | None):
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list = []        # Node or str

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def iter(self):
        for c in self.children:
            if isinstance(c, Node):
                yield c
                yield from c.iter()

    def find_all(self, tag: str | None = None, cls: str | None = None, **attrs) -> list[Node]:
        out = []
        for n in self.iter():
            if tag and n.tag != tag:
                continue
            if cls and cls not in n.classes:
                continue
            if any(n.attrs.get(k.replace("_", "-")) != v for k, v in attrs.items()):
                continue
            out.append(n)
        return out

    def find(self, *a, **kw) -> Node:
        found = self.find_all(*a, **kw)
        assert found, f"no element {a} {kw}"
        return found[0]

    def by_id(self, ident: str) -> Node:
        return self.find(id=ident)


class DomBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.cur = self.root
        self.errors: list[str] = []

    def handle_starttag(self, tag, attrs):
        n = Node(tag, dict(attrs), self.cur)
        self.cur.children.append(n)
        if tag not in VOID:
            self.cur = n

    def handle_startendtag(self, tag, attrs):
        self.cur.children.append(Node(tag, dict(attrs), self.cur))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if self.cur.tag != tag:
            self.errors.append(f"</{tag}> closes <{self.cur.tag}> at {self.getpos()}")
            n = self.cur
            while n is not None and n.tag != tag:
                n = n.parent
            if n is None:
                return
            self.cur = n
        self.cur = self.cur.parent

    def handle_data(self, data):
        self.cur.children.append(data)


def parse(page: str) -> Node:
    b = DomBuilder()
    b.feed(page)
    b.close()
    assert not b.errors, b.errors[:5]
    assert b.cur is b.root, f"unclosed <{b.cur.tag}>"
    return b.root


def squash(s: str) -> str:
    return " ".join(s.split())


# ---------------------------------------------------------------------------------------------------------
# the reports, made once


def explain_page(path: str, **kw) -> str:
    sf = load(path, **kw)
    return explain_html(sf, [analyse(s) for s in sf.scops], None)


def translate_page(path: str, target: str = "cuda", **kw) -> str:
    r = translate_file(path, target=target, **kw)
    return explain_html(r.source, r.analyses, r)


@pytest.fixture(scope="module")
def gemm_explain():
    return explain_page(GEMM)


@pytest.fixture(scope="module")
def gemm_cuda():
    return translate_page(GEMM, "cuda")


@pytest.fixture(scope="module")
def seidel_explain():
    return explain_page(SEIDEL)


def source_row(dom: Node, line: int) -> Node:
    return dom.by_id(f"L{line}")


def badges(dom: Node, line: int) -> list[tuple[str, str]]:
    """(text, verdict class) of each loop badge on a source line."""
    row = source_row(dom, line)
    return [(squash(b.text()), (b.classes - {"badge"}).pop()) for b in row.find_all("a", cls="badge")]


# ---------------------------------------------------------------------------------------------------------
# structure and content


def test_page_is_one_self_contained_document(gemm_cuda):
    assert gemm_cuda.startswith("<!DOCTYPE html>")
    dom = parse(gemm_cuda)
    assert [n.tag for n in dom.children if isinstance(n, Node)] == ["html"]
    assert dom.find("style").text().strip()
    # nothing to fetch: no scripts or stylesheets from elsewhere, no remote URLs at all
    assert not dom.find_all("script") and not dom.find_all("link") and not dom.find_all("img")
    for n in dom.iter():
        for k, v in n.attrs.items():
            if k in ("href", "src", "xlink:href"):
                assert v.startswith("#"), (n.tag, k, v)
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", gemm_cuda)
    assert "@import" not in gemm_cuda and "url(http" not in gemm_cuda


def test_every_internal_link_has_a_target(gemm_cuda, seidel_explain):
    for page in (gemm_cuda, seidel_explain):
        dom = parse(page)
        ids = {n.attrs["id"] for n in dom.iter() if "id" in n.attrs}
        assert len(ids) == sum(1 for n in dom.iter() if "id" in n.attrs), "duplicate id"
        hrefs = {n.attrs["href"][1:] for n in dom.find_all("a") if n.attrs.get("href", "").startswith("#")}
        assert hrefs <= ids, sorted(hrefs - ids)[:5]
        urls = set(re.findall(r'url\(#([^)]+)\)', page))
        assert urls <= ids, sorted(urls - ids)


def test_source_has_line_numbers_and_scop_highlight(gemm_explain):
    dom = parse(gemm_explain)
    rows = dom.find("table", cls="src").find_all("tr")
    n_lines = open(GEMM).read().rstrip("\n").count("\n") + 1
    assert len(rows) == n_lines
    assert [squash(r.find("td", cls="ln").text()) for r in rows[:3]] == ["1", "2", "3"]
    # the SCoP spans '#pragma scop' (62) to '#pragma endscop' (69)
    highlighted = [int(r.attrs["id"][1:]) for r in rows if "in-scop" in r.classes]
    assert highlighted == list(range(62, 70))
    assert "scop-first" in source_row(dom, 62).classes and "scop-last" in source_row(dom, 69).classes
    assert squash(source_row(dom, 62).find("a", cls="scop-tag").text()) == "SCoP 0 · kernel_gemm()"
    # the code is there, as written
    assert squash(source_row(dom, 67).find("td", cls="code").text()) == \
        "C[i][j] += alpha * A[i][k] * B[k][j];"
    assert [squash(t.text()) for t in source_row(dom, 65).find_all("a", cls="stmt")] == ["S0"]


def test_gemm_loop_badges(gemm_explain, gemm_cuda):
    for page in (gemm_explain, gemm_cuda):
        dom = parse(page)
        assert badges(dom, 63) == [("i: parallel", "par")]
        assert badges(dom, 64) == [("j: parallel", "par")]
        assert badges(dom, 66) == [("k: reduction", "red")]
        # the reason beside the badge: the blocking dependence
        why = squash(source_row(dom, 66).find("span", cls="why").text())
        assert why == "flow S1→S1 on C, distance 1 +2 more"
        assert not source_row(dom, 63).find_all("span", cls="why")


def test_gemm_loop_table_gives_the_blocking_dependences(gemm_explain):
    dom = parse(gemm_explain)
    table = dom.find("section", id="scop0").find("table", cls="loops")
    rows = table.find("tbody").find_all("tr")
    assert [squash(r.find_all("td")[0].text()) for r in rows] == ["i", "j", "k"]
    verdicts = [squash(r.find("span", cls="badge").text()) for r in rows]
    assert verdicts == ["parallel", "parallel", "reduction"]
    k = [squash(li.text()) for li in rows[2].find_all("li")]
    assert k == [f"{kind} S1 (line 67) → S1 (line 67) on C, distance 1"
                 for kind in ("flow", "anti", "output")]
    assert "no dependence is carried by i" in squash(rows[0].text())


def test_seidel_every_loop_sequential(seidel_explain):
    dom = parse(seidel_explain)
    assert badges(dom, 57) == [("t: sequential", "seq")]
    assert badges(dom, 58) == [("i: sequential", "seq")]
    assert badges(dom, 59) == [("j: sequential", "seq")]
    why = [squash(source_row(dom, n).find("span", cls="why").text()) for n in (57, 58)]
    assert why[0].startswith("flow S0→S0 on A, distance 0+")
    assert why[1].startswith("flow S0→S0 on A, distance *")
    assert squash(dom.by_id("summary").text()) == "1 SCoP; 0 of 3 loops parallel"


def _graph_nodes(svg: Node) -> list[str]:
    """The statements of a Graphviz graph, top to bottom: each node is a <g class="node"> whose <title>
    is its name (dot's y grows downwards)."""
    nodes = sorted(svg.find_all("g", cls="node"), key=lambda n: float(n.find("text").attrs["y"]))
    return [squash(n.find("title").text()) for n in nodes]


def _graph_edges(svg: Node) -> set[tuple[str, str, str]]:
    """(kind, source, sink) of each dependence edge (<g class="edge KIND">, titled 'SOURCE->SINK')."""
    out = set()
    for e in svg.find_all("g", cls="edge"):
        src, _, snk = squash(e.find("title").text()).partition("->")
        out.add(((e.classes - {"edge"}).pop(), src, snk))
    return out


needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="no Graphviz dot (make setup installs it)")


@needs_dot
def test_dependence_graph_svg(gemm_explain, seidel_explain):
    dom = parse(gemm_explain)
    svg = dom.find("section", id="scop0").find("svg")
    # drawn by Graphviz: its graph, node and edge groups, with our ids
    assert svg.find("g", cls="graph").attrs["id"] == "scop0-graph"
    nodes = svg.find_all("g", cls="node")
    assert _graph_nodes(svg) == ["S0", "S1"]
    assert [n.attrs["id"] for n in nodes] == ["scop0-node-S0", "scop0-node-S1"]
    assert [[squash(t.text()) for t in n.find_all("text")] for n in nodes] == \
        [["S0 line 65", "C[i][j] = beta * C[i][j]"], ["S1 line 67", "C[i][j] += alpha * A[i][k] * B[k][j]"]]
    # nodes in textual order, top to bottom (dot's y grows downwards, from a negative origin)
    ys = [float(n.find("text").attrs["y"]) for n in nodes]
    assert ys == sorted(ys)
    # one edge per (kind, source, sink, carrying loops), each with its arrowhead and label coloured by kind
    assert _graph_edges(svg) == {(k, s, "S1") for k in ("flow", "anti", "output") for s in ("S0", "S1")}
    labels, colors = [], {}
    for e in svg.find_all("g", cls="edge"):
        assert e.find("path") and e.find("polygon")
        label = e.find("text")
        labels.append(squash(label.text()))
        colors[labels[-1].split()[0]] = label.attrs["fill"]
        assert e.find("path").attrs["stroke"] == label.attrs["fill"]
    assert "flow C · carried by k" in labels and "output C · same iteration" in labels
    assert len(set(colors.values())) == 3
    # seidel: one statement, three self-dependences
    svg = parse(seidel_explain).find("svg")
    assert _graph_nodes(svg) == ["S0"]
    assert {(s, t) for _, s, t in _graph_edges(svg)} == {("S0", "S0")}


@needs_dot
def test_svg_has_one_node_per_statement_across_the_corpus():
    for name in ("2mm.c", "durbin.c", "fdtd-2d.c"):
        path = os.path.join(CORPUS, name)
        sf = load(path)
        dom = parse(explain_html(sf, [analyse(s) for s in sf.scops], None))
        for s in sf.scops:
            svg = dom.find("section", id=f"scop{s.index}").find("svg")
            assert _graph_nodes(svg) == [st.name for st in s.statements], name
            assert float(svg.attrs["width"].removesuffix("pt")) > 0
            assert float(svg.attrs["height"].removesuffix("pt")) > 0


def test_without_graphviz_the_page_says_so_and_keeps_the_dot_text(monkeypatch):
    import graphviz

    def no_dot(*args, **kwargs):
        raise graphviz.ExecutableNotFound(["dot", "-Tsvg"])

    monkeypatch.setattr(graphviz, "pipe", no_dot)
    dom = parse(explain_page(GEMM))
    sec = dom.find("section", id="scop0")
    assert not sec.find_all("svg")
    assert "apt-get install graphviz" in squash(sec.find("p", cls="nodot").text())
    dot = sec.find("pre", cls="dot").text()
    assert dot.startswith("digraph scop0 {") and 'S0 -> S1 [label="flow C · same iteration"' in dot


def test_translation_sections(gemm_cuda):
    dom = parse(gemm_cuda)
    assert squash(dom.by_id("summary").text()) == \
        "1 SCoP, 1 offloaded to CUDA, 1 kernel; 2 of 3 loops parallel, 1 reduction"
    assert "→ CUDA" in squash(dom.find("h1").text())
    sec = dom.find("section", id="scop0")
    decisions = [squash(li.text()) for li in sec.find("ol", cls="decisions").find_all("li")]
    assert decisions[0].startswith("schedule:") and any(d.startswith("kernel 0:") for d in decisions)
    kernels = sec.find_all("div", cls="kernel")
    assert len(kernels) == 1
    k = kernels[0]
    assert squash(k.find("h4").text()) == "s2s_scop0_kernel0 2-D grid"
    facts = {squash(dt.text()): squash(dd.text()) for dt, dd in zip(k.find_all("dt"), k.find_all("dd"))}
    assert facts["statements"] == "S0 (line 65), S1 (line 67)"
    # gemm is a contraction on the FP64 tensor cores: 64 × 64 points per tile, 4 warps of 4 × 4 fragments
    # of 8 × 8 points (tests/test_dmma.py)
    assert facts["block"].startswith("16 × 8 threads (x × y), 128 threads per block, 32 points each in FP64 "
                                     "tensor-core fragments (a warp: 4 × 4 fragments of 8 × 8)")
    assert facts["tile"].startswith("64 × 64 points")
    dims = [[squash(td.text()) for td in tr.find_all("td")] for tr in k.find("tbody").find_all("tr")]
    ranges = translate_file(GEMM, target="cuda").decisions[0].kernels[0]["grid_ranges"]
    assert [lo for lo, _ in ranges] == ["0", "0"]
    assert [hi.strip("()") for _, hi in ranges] == ["ni - 1", "nj - 1"]
    assert dims == [["0", *ranges[0], "y", "8"], ["1", *ranges[1], "x", "16"]]
    details = k.find("details")
    assert "open" not in details.attrs                      # collapsed until clicked
    assert squash(details.find("summary").text()).startswith("CUDA kernel")
    code = details.find("pre").text()
    assert "__global__ void s2s_scop0_kernel0(" in code and "threadIdx.x" in code
    host = sec.find("details", cls="host")
    # gemm's kernel is a template over its copies' width (tests/test_dmma.py): both instances launched
    assert "s2s_scop0_kernel0<16><<<" in host.text() and "s2s_scop0_kernel0<8><<<" in host.text()


def test_openmp_and_opencl_kernels():
    dom = parse(translate_page(JACOBI, "openmp"))
    ks = dom.find_all("div", cls="kernel")
    assert [squash(k.find("h4").text()) for k in ks] == \
        ["s2s_scop0_kernel0 1-D parallel loop nest", "s2s_scop0_kernel1 1-D parallel loop nest"]
    code = ks[0].find("pre").text()
    assert "#pragma omp parallel for schedule(static)" in code and "B[_g0][_c0] =" in code
    assert "A[_g0][_c0] =" in ks[1].find("pre").text()
    dom = parse(translate_page(JACOBI, "opencl"))
    code = dom.find("div", cls="kernel").find("pre").text()
    assert "__kernel void s2s_scop0_kernel0(" in code and "get_local_id" in code


def test_sequential_scop_and_diagnostics(tmp_path):
    src = tmp_path / "chain.c"
    src.write_text(textwrap.dedent("""\
        void chain(int n, double a[n])
        {
        #pragma scop
          for (int i = 1; i < n; i++)
            a[i] = a[i - 1] * 0.5 + 1.0;
        #pragma endscop
        }
        """))
    dom = parse(translate_page(str(src), "cuda"))
    assert badges(dom, 4) == [("i: sequential", "seq")]
    assert squash(source_row(dom, 4).find("span", cls="why").text()) == "flow S0→S0 on a, distance 1"
    sec = dom.find("section", id="scop0")
    assert "left sequential" in squash(sec.find("p", cls="warn").text()).lower()
    assert not sec.find_all("div", cls="kernel")
    assert squash(dom.by_id("summary").text()).startswith("1 SCoP, 0 offloaded to CUDA, 0 kernels")
    diags = [squash(li.text()) for li in dom.find("ul", cls="diags").find_all("li")]
    assert any("warning: SCoP left sequential" in d for d in diags)
    assert [squash(t.text()) for t in source_row(dom, 3).find_all("a", cls="diag-tag")] == ["warning"]


def test_no_scop(tmp_path):
    src = tmp_path / "plain.c"
    src.write_text("int main(void) { return 0; }\n")
    dom = parse(explain_page(str(src)))
    assert squash(dom.by_id("summary").text()) == "No SCoP found: nothing to analyse"
    assert not dom.find_all("section", cls="scop")
    assert len(dom.find("table", cls="src").find_all("tr")) == 1


def test_everything_is_escaped(tmp_path):
    src = tmp_path / "esc.c"
    src.write_text(textwrap.dedent("""\
        /* </td></tr></table><script>alert("x")</script> & "quotes" 'too' */
        void f(int n, int a[n], int b[n])
        {
        #pragma scop
          for (int i = 0; i < n; i++)
            a[i] = b[i] < 3 && b[i] > 0;
        #pragma endscop
        }
        """))
    page = explain_page(str(src))
    dom = parse(page)
    assert not dom.find_all("script")
    assert squash(source_row(dom, 1).find("td", cls="code").text()) == \
        """/* </td></tr></table><script>alert("x")</script> & "quotes" 'too' */"""
    assert "a[i] = b[i] < 3 && b[i] > 0" in squash(source_row(dom, 6).text())
    if shutil.which("dot"):
        node = dom.find("svg").find("g", cls="node")
        assert "b[i] < 3 && b[i] > 0" in node.text()


def test_highlighter_keeps_text_and_lines():
    code = 'int x = 1; /* a\n b */ // c\n  #pragma omp parallel\ns = "<&>";\n\tdouble y;'
    lines = highlight_lines(code)
    assert len(lines) == code.count("\n") + 1
    strip = [html.unescape(re.sub(r"<[^>]+>", "", ln)) for ln in lines]
    assert "\n".join(strip) == code
    # Pygments' token classes: preprocessor, comment (closed and reopened at the line end), type, string
    assert '<span class="cp">#pragma omp parallel</span>' in lines[2]
    assert '<span class="cm">/* a</span>' in lines[0] and '<span class="cm"> b */</span>' in lines[1]
    assert '<span class="kt">int</span>' in lines[0] and '<span class="kt">double</span>' in lines[4]
    assert '<span class="s">&quot;&lt;&amp;&gt;&quot;</span>' in lines[3] or \
        '<span class="s">"&lt;&amp;&gt;"</span>' in lines[3]
    for ln in lines:          # every line is balanced on its own (each is a table cell)
        assert ln.count("<span") == ln.count("</span>")
    # CUDA code: its qualifiers are keywords
    assert 'class="k' in highlight_lines("__global__ void k(void) {}", cuda=True)[0].split("void")[0]


def test_page_styles_the_highlighter_classes(gemm_cuda):
    style = parse(gemm_cuda).find("style").text()
    for cls in ("cp", "cm", "kt", "k"):
        assert re.search(rf"^\.hl \.{cls} \{{", style, re.M), cls
    dom = parse(gemm_cuda)
    assert source_row(dom, 62).find("td", cls="code").find("span", cls="cp")


def test_deterministic(gemm_cuda):
    assert translate_page(GEMM, "cuda") == gemm_cuda
    assert explain_page(SEIDEL) == explain_page(SEIDEL)


def test_cli_writes_the_reports(tmp_path, capsys):
    html_out = tmp_path / "explain.html"
    assert main(["explain", GEMM, "--html", str(html_out)]) == 0
    dom = parse(html_out.read_text())
    assert badges(dom, 66) == [("k: reduction", "red")]
    rep = tmp_path / "report.html"
    assert main(["translate", GEMM, "--target", "cuda", "-o", str(tmp_path / "gemm.cu"),
                 "--report", str(rep)]) == 0
    dom = parse(rep.read_text())
    assert dom.find("div", cls="kernel").find("h4").text().startswith("s2s_scop0_kernel0")
    capsys.readouterr()


def test_example_report_is_current():
    """docs/examples/report-gemm.html is `s2s translate corpus/gemm.c --target cuda --report` (run from the
    repository root); it must show the same analysis as a fresh report."""
    path = os.path.join(ROOT, "docs", "examples", "report-gemm.html")
    dom = parse(open(path, encoding="utf-8").read())
    assert badges(dom, 66) == [("k: reduction", "red")]
    assert dom.find("div", cls="kernel").find_all("details")


# ---------------------------------------------------------------------------------------------------------
# as a person sees it: headless Chromium


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


CHROMIUM = _chromium()
needs_chromium = pytest.mark.skipif(CHROMIUM is None,
                                    reason="no headless Chromium (Debian: apt-get install chromium)")


def _browser(args: list[str], url: str, timeout: int = 120) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory(prefix="s2s-chromium-") as profile:
        cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--hide-scrollbars", f"--user-data-dir={profile}", *args, url]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def gemm_report_file(tmp_path_factory, gemm_cuda):
    path = tmp_path_factory.mktemp("report") / "gemm.html"
    path.write_text(gemm_cuda, encoding="utf-8")
    return path


@needs_chromium
def test_chromium_renders_the_report(gemm_report_file):
    p = _browser(["--dump-dom"], gemm_report_file.as_uri())
    assert p.returncode == 0, p.stderr[-2000:]
    dom_text = p.stdout
    # the browser's DOM (after parsing), so the structure survived a real HTML parser
    dom = parse(re.sub(r"^<!DOCTYPE html>", "", dom_text.strip()))
    assert squash(dom.by_id("summary").text()) == \
        "1 SCoP, 1 offloaded to CUDA, 1 kernel; 2 of 3 loops parallel, 1 reduction"
    assert badges(dom, 63) == [("i: parallel", "par")]
    assert badges(dom, 66) == [("k: reduction", "red")]
    assert len(dom.find("svg").find_all("g", cls="node")) == 2
    assert "s2s_scop0_kernel0" in dom.find("div", cls="kernel").text()
    assert "__global__ void s2s_scop0_kernel0(" in dom.find("div", cls="kernel").find("pre").text()


def _png_pixels(data: bytes) -> tuple[int, int, bytes]:
    """(width, height, the decompressed scanlines) of a PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    return width, height, zlib.decompress(idat)


@needs_chromium
def test_chromium_screenshot(gemm_report_file, tmp_path):
    png = tmp_path / "gemm.png"
    p = _browser([f"--screenshot={png}", "--window-size=1280,2400"], gemm_report_file.as_uri())
    assert p.returncode == 0 and png.exists(), p.stderr[-2000:]
    width, height, raw = _png_pixels(png.read_bytes())
    assert (width, height) == (1280, 2400)
    # a page with text, badges and a graph, not a blank or an error page
    assert len(set(raw)) > 64
    assert len(png.read_bytes()) > 50_000


_CORPUS_PROGRAMS = sorted(p.stem for p in (Path(__file__).resolve().parent.parent / "corpus").glob("*.c"))


@pytest.mark.parametrize("name", _CORPUS_PROGRAMS)
def test_report_for_every_corpus_program(name):
    """The report works on the whole corpus: one SCoP section per SCoP, one graph node per statement."""
    from s2s.driver import translate_file
    from s2s.report.html import explain_html

    path = str(Path(__file__).resolve().parent.parent / "corpus" / f"{name}.c")
    result = translate_file(path, target="openmp")
    page = explain_html(result.source, result.analyses, result)
    assert page.startswith("<!DOCTYPE html>") or page.lstrip().lower().startswith("<!doctype html>")
    for a in result.analyses:
        for st in a.scop.statements:
            assert f">{st.name}<" in page or f"{st.name} " in page
    assert "<svg" in page
