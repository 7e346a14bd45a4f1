"""Delinearisation of flat pointers indexed with a parametric row length (`A[i * n + j]` on a `double *A`).

A subscript that multiplies an iterator by a parameter is not affine, so a SCoP written with flat arrays
and runtime sizes (a common style: `double *A` with `A[i * n + k]`) would stay sequential.  When every
subscript of a pointer `A` of one dimension is a polynomial whose products all name the same parameter
`n` (`i * n + k`, `(i + 1) * n + j - 1`, `k * n + j`, and `(i * n + j) * m + k` for three dimensions),
`A` is modelled as the array `A[][n]` (`A[][n][m]`) it addresses: the subscript `f * n + g` becomes the
pair `[f][g]`.  That is the same element only where `0 <= g < n`; the builder checks it over each
statement's domain (`ScopBuilder._check_flat_ranges`) and keeps the original error otherwise.  The
generated code still prints the subscript as written (`A[i * n + k]`, on the host and on the device,
whose copy of `A` has the same row-major layout); only the model (dependences, footprints, copies,
coalescing, the contraction's tiles) sees the two dimensions, whose row length `_A_e1` is `n`."""
from __future__ import annotations

from pycparser import c_ast

# a polynomial over names: monomial (sorted tuple of names, with repetition) -> integer coefficient
Poly = dict[tuple[str, ...], int]


def poly_of(e: c_ast.Node, wide=None) -> Poly | None:
    """`e` as a polynomial with integer coefficients over its identifiers, or None when it is anything else
    (a division, a call, an array element, a floating constant, a cast other than `wide`'s).  `wide(cast)`:
    whether a cast converts to a 64-bit integer type (`(size_t)i * n + j`, `(long)i * n`): the subscript's
    value is then the same modulo 2^64, so the same address, and the cast is read through."""
    if isinstance(e, c_ast.Cast) and wide is not None and wide(e):
        return poly_of(e.expr, wide)
    if isinstance(e, c_ast.Constant):
        if e.type not in ("int", "long int", "long long int", "unsigned int", "unsigned long int"):
            return None
        text = e.value.rstrip("uUlL")
        try:
            v = int(text, 0) if not (len(text) > 1 and text[0] == "0" and text.isdigit()) else int(text, 8)
        except ValueError:
            return None
        return {(): v} if v else {}
    if isinstance(e, c_ast.ID):
        return {(e.name,): 1}
    if isinstance(e, c_ast.UnaryOp) and e.op in ("-", "+"):
        p = poly_of(e.expr, wide)
        if p is None:
            return None
        return p if e.op == "+" else {m: -c for m, c in p.items()}
    if isinstance(e, c_ast.BinaryOp) and e.op in ("+", "-", "*"):
        a, b = poly_of(e.left, wide), poly_of(e.right, wide)
        if a is None or b is None:
            return None
        out: Poly = {}
        if e.op == "*":
            for ma, ca in a.items():
                for mb, cb in b.items():
                    m = tuple(sorted(ma + mb))
                    out[m] = out.get(m, 0) + ca * cb
        else:
            out = dict(a)
            for m, c in b.items():
                out[m] = out.get(m, 0) + (c if e.op == "+" else -c)
        return {m: c for m, c in out.items() if c}
    return None


def _nonlinear(p: Poly) -> list[tuple[str, ...]]:
    return [m for m in p if len(m) > 1]


def split(p: Poly, n: str) -> tuple[Poly, Poly]:
    """`p` as `f * n + g` with `g` free of `n`: each monomial that names `n` goes to `f` with one `n` less."""
    f: Poly = {}
    g: Poly = {}
    for m, c in p.items():
        if n in m:
            k = list(m)
            k.remove(n)
            f[tuple(k)] = f.get(tuple(k), 0) + c
        else:
            g[m] = c
    return f, g


def shape_of(p: Poly, params: set[str]) -> list[str] | None:
    """The row lengths, outermost first, that make `p` a row-major subscript with affine components
    (`(i * n + j) * m + k` -> [n, m]); [] when `p` is affine; None when no single parameter divides its
    products."""
    shape: list[str] = []
    while _nonlinear(p):
        common = None
        for m in _nonlinear(p):
            names = set(m) & params
            common = names if common is None else common & names
        if not common or len(common) != 1:
            return None
        n = next(iter(common))
        p, _ = split(p, n)
        shape.insert(0, n)
    return shape


def decompose(p: Poly, shape: list[str]) -> list[Poly] | None:
    """The components of subscript `p` for an array of row lengths `shape` (outermost first), each affine,
    or None when some component is not.  A term `c * n` alone counts as c rows (`(i + 1) * n + j`)."""
    comps: list[Poly] = []
    for n in reversed(shape):
        p, g = split(p, n)
        comps.insert(0, g)
    comps.insert(0, p)
    if any(_nonlinear(c) for c in comps):
        return None
    return comps


def decompositions(p: Poly, shape: list[str]) -> list[list[Poly]]:
    """Every reading of subscript `p` as affine components for row lengths `shape`: `decompose`'s first,
    then those that keep some of a lone term `c * n` in the column as `t * n` instead of `t` rows
    (`i * n + n - 1 - j` is row i, column n - 1 - j).  The builder takes the first whose columns stay
    inside their rows."""
    first = decompose(p, shape)
    if first is None:
        return []
    out = [first]
    for level, n in enumerate(shape, start=1):
        for comps in list(out):
            c = comps[level - 1].get((), 0)
            if not c:
                continue
            step = 1 if c > 0 else -1
            for t in range(step, c + step, step):
                alt = [dict(x) for x in comps]
                rest = c - t
                if rest:
                    alt[level - 1][()] = rest
                else:
                    del alt[level - 1][()]
                alt[level][(n,)] = alt[level].get((n,), 0) + t
                out.append(alt)
    return out


def to_ast(p: Poly, coord=None) -> c_ast.Node:
    """An affine polynomial as a C expression (`2 * i + k - 1`)."""
    terms: list[tuple[int, c_ast.Node | None]] = []
    for m, c in sorted(p.items(), key=lambda mc: (len(mc[0]) == 0, mc[0])):
        node = c_ast.ID(m[0], coord=coord) if m else None
        terms.append((c, node))
    if not terms:
        return c_ast.Constant("int", "0", coord=coord)
    out: c_ast.Node | None = None
    for c, node in terms:
        mag = abs(c)
        if node is None:
            t: c_ast.Node = c_ast.Constant("int", str(mag), coord=coord)
        elif mag == 1:
            t = node
        else:
            t = c_ast.BinaryOp("*", c_ast.Constant("int", str(mag), coord=coord), node, coord=coord)
        if out is None:
            out = t if c > 0 else c_ast.UnaryOp("-", t, coord=coord)
        else:
            out = c_ast.BinaryOp("+" if c > 0 else "-", out, t, coord=coord)
    assert out is not None
    return out


def flat_shapes(body: list[c_ast.Node], is_flat_pointer, params: set[str], wide=None) -> dict[str, list[str]]:
    """Pointer name -> its row lengths (outermost first) for every pointer of one dimension of `body`
    (`is_flat_pointer(name)`) that some subscript indexes with products of a parameter and whose every
    subscript decomposes with those row lengths into affine components."""
    refs: dict[str, list[c_ast.ArrayRef]] = {}

    class V(c_ast.NodeVisitor):
        def visit_ArrayRef(v, node):  # noqa: N805
            if isinstance(node.name, c_ast.ID) and is_flat_pointer(node.name.name):
                refs.setdefault(node.name.name, []).append(node)
            v.generic_visit(node)

    for n in body:
        V().visit(n)
    out: dict[str, list[str]] = {}
    for name, nodes in refs.items():
        polys = [poly_of(r.subscript, wide) for r in nodes]
        if any(p is None for p in polys):
            continue
        # a subscript whose products name two parameters (`n * ld + j`, the ghost row n of rows of ld)
        # leaves the row length open: the others' fixes it, and it must then decompose like them
        shape: list[str] | None = None
        for p in polys:
            s = shape_of(p, params)
            if s and (shape is None or len(s) > len(shape)):
                shape = s
        if not shape:
            continue
        if all(decompose(p, shape) is not None for p in polys):
            out[name] = shape
    return out
