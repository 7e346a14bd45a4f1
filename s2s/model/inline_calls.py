"""Calls of the file's own expression functions, replaced by their expression before the model is built.

Users write small helpers and call them in loop bodies:

    static inline double sq(double x) { return x * x; }
    static double lerp(double a, double b, float t) { return a + t * (b - a); }
    static int idx(int i, int j, int n) { return i * n + j; }

A call of a function of the program is otherwise refused ("may have side effects"), and its SCoP stays
sequential.  A function whose body is one `return E;`, whose parameters and result are of arithmetic types
spelled with the language's own words, and whose E reads nothing but its parameters and constants (no
assignment, increment, address, dereference, subscript or member; calls only of other such functions or
of functions s2s judges itself, the math library's), computes a value of its arguments alone.  The call
`f(a1, ..., an)` is then exactly `(R)(E)` with each parameter p of type P read as `(P)(ai)`: C converts
each argument to its parameter's type as if by assignment, evaluates E in those types, and converts the
value to the result type R, which is what the casts say.  The arguments of a call in a SCoP have no side
effects (the model refuses them where E keeps them), so reading one twice is reading the same value; a
call whose argument with side effects E does not read (a parameter E ignores, or C2x's unnamed one) is
not replaced: the effect would vanish with it.  The statements then
print the expression in every target: no device copy of the function is needed.

Helpers written with statements are the same function when their statements are only declarations of
arithmetic locals with an initializer and returns, guarded or not:

    static double clampd(double x, double lo, double hi) { if (x < lo) return lo; if (x > hi) return hi; return x; }
    static double f(double x) { const double t = x * x; return t * (3.0 - 2.0 * t); }

`if (C) return A; REST` is `C ? (R)(A) : REST` (C evaluates C and then one of the two, as ?: does), and a
local `T t = I;` read after its declaration (never assigned again, its address never taken: only
declarations and returns are accepted) is `(T)(I)` there (body_expression).  Its reads are then repeated,
which is the same value (I has no side effects); the expression is refused past NODES nodes, so that a
chain of locals each read twice cannot grow it without bound.
"""
from __future__ import annotations

import copy
from collections.abc import Callable

from pycparser import c_ast

from ..frontend.c_nodes import nodes, replace_ids

# the words of arithmetic types the casts may spell at any call site (a typedef of the user's might not
# be visible there)
_TYPE_WORDS = {"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
               "const", "size_t", "ptrdiff_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
               "uint16_t", "uint32_t", "uint64_t"}
_UNARY_OK = {"-", "+", "!", "~", "sizeof"}
DEPTH = 4         # calls inside the inlined expressions are inlined to this depth
NODES = 400       # the largest expression a helper's statements may become


def _scalar_type(t, typedefs: dict[str, str] | None = None) -> c_ast.IdentifierType | None:
    """The arithmetic type of a declaration, spelled with the language's words; a file-scope typedef name
    of the file's (`typedef double real;`) is spelled as its type, which any call site can write."""
    if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType)):
        return None
    names = t.type.names
    if typedefs:
        words = []
        for w in names:
            words.extend(typedefs[w].split() if w in typedefs else [w])
        names = words
    if all(w in _TYPE_WORDS for w in names) and names != ["void"]:
        return t.type if names == t.type.names else c_ast.IdentifierType(names, t.type.coord)
    return None


def expression_function(fd: c_ast.FuncDef, functions: set[str], typedefs: dict[str, str] | None = None
                        ) -> tuple[list[tuple[str, c_ast.Typename]], c_ast.Typename, c_ast.Node] | None:
    """(parameters with their types, result type, E) of a function whose body is `return E;` and that
    computes a value of its arguments alone (see the module's docstring), else None.  `functions`: the
    names of the file's functions (E may call those only if they are such functions too)."""
    fdecl = fd.decl.type
    if not isinstance(fdecl, c_ast.FuncDecl) or fd.param_decls:
        return None
    ret = _scalar_type(fdecl.type, typedefs)
    body = (fd.body.block_items or []) if isinstance(fd.body, c_ast.Compound) else []
    if ret is None:
        return None
    params: list[tuple[str, c_ast.Typename]] = []
    for p in (fdecl.args.params if fdecl.args is not None else []):
        if isinstance(p, c_ast.EllipsisParam):
            return None
        if isinstance(p, c_ast.Typename) and isinstance(p.type, c_ast.TypeDecl) and \
                isinstance(p.type.type, c_ast.IdentifierType) and p.type.type.names == ["void"]:
            continue                                    # f(void)
        pt = _scalar_type(p.type, typedefs) if isinstance(p, (c_ast.Decl, c_ast.Typename)) else None
        if pt is None or (not p.name and not isinstance(p, c_ast.Typename)):
            return None
        # (C2x's unnamed parameter of a definition, `double f(double x, int)`: one the body cannot read, as
        # a named one it does not read; a name no identifier has)
        params.append((p.name or f"<unnamed {len(params)}>", _typename(pt)))
    names = {n for n, _ in params}
    if len(body) == 1 and isinstance(body[0], c_ast.Return) and body[0].expr is not None:
        expr = copy.deepcopy(body[0].expr)
    else:
        expr = body_expression(body, _typename(ret), names, typedefs)
    if expr is None or not _pure(expr, names, functions) or not _builtin_type_names(expr, typedefs):
        return None
    return params, _typename(ret), expr


def _builtin_type_names(e: c_ast.Node, typedefs: dict[str, str] | None) -> bool:
    """Spell the types of E's casts and sizeofs with the language's words (in place, in a copy of the
    function's tree): a typedef name of the file may be hidden or unknown at a call site, and
    in device code.  False when a type is not an arithmetic one s2s can spell."""
    for n in nodes(e):
        if isinstance(n, c_ast.Typename):
            if isinstance(n.type, c_ast.PtrDecl):
                return False
            t = _scalar_type(n.type, typedefs)
            if t is None:
                return False
            n.type.type = t
    return True


def body_expression(items: list[c_ast.Node], ret: c_ast.Typename, params: set[str],
                    typedefs: dict[str, str] | None = None) -> c_ast.Node | None:
    """The value the statements `items` return, as one expression (see the module's docstring), or None
    when they are not only local declarations with initializers and (guarded) returns, or when every path
    does not end in a return."""
    def statement(st, cont: Callable[[], c_ast.Node | None]) -> c_ast.Node | None:
        """The value of `st` followed by the statements whose value `cont` gives."""
        if isinstance(st, c_ast.Return):
            return c_ast.Cast(copy.deepcopy(ret), copy.deepcopy(st.expr), st.coord) if st.expr is not None else None
        if isinstance(st, c_ast.Compound):
            inner = st.block_items or []
            if any(isinstance(x, c_ast.Decl) for x in inner):
                return None             # a block's locals: only those of the body's own block are taken
            return sequence(inner, 0, cont)
        if isinstance(st, c_ast.If):
            then = statement(st.iftrue, cont)
            other = statement(st.iffalse, cont) if st.iffalse is not None else cont()
            if then is None or other is None:
                return None
            return c_ast.TernaryOp(copy.deepcopy(st.cond), then, other, st.coord)
        return None

    def sequence(seq: list, k: int, cont: Callable[[], c_ast.Node | None]) -> c_ast.Node | None:
        if k >= len(seq):
            return cont()
        st = seq[k]
        if isinstance(st, c_ast.Decl):
            if not (st.name and st.init is not None and st.name not in params and not st.bitsize and
                    not (set(st.storage or []) - {"register"}) and _scalar_type(st.type, typedefs) is not None
                    and not isinstance(st.init, c_ast.InitList)):
                return None
            rest = sequence(seq, k + 1, cont)
            if rest is None:
                return None
            t, init = _typename(_scalar_type(st.type, typedefs)), st.init
            holder = c_ast.Cast(copy.deepcopy(ret), rest, st.coord)
            replace_ids(holder, {st.name},
                        lambda _n: c_ast.Cast(copy.deepcopy(t), copy.deepcopy(init), st.coord))
            return holder.expr
        return statement(st, lambda: sequence(seq, k + 1, cont))

    if any(isinstance(st, c_ast.Decl) and st.name in params for st in items):
        return None
    e = sequence(items, 0, lambda: None)      # None: the end reached without a return
    if e is None or sum(1 for _ in nodes(e)) > NODES:
        return None
    return e


def _typename(t: c_ast.IdentifierType) -> c_ast.Typename:
    words = [w for w in t.names if w != "const"]
    return c_ast.Typename(None, [], None, c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(words)))


def _pure(e, params: set[str], functions: set[str]) -> bool:
    stack = [e]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.ID):
            if n.name not in params:
                return False            # a global or another object: it may be hidden at the call site
        elif isinstance(n, c_ast.FuncCall):
            if not isinstance(n.name, c_ast.ID) or n.name.name in params:
                return False
            stack.extend(n.args.exprs if n.args is not None else [])
            continue                    # (the callee's name is no read)
        elif isinstance(n, c_ast.UnaryOp):
            if n.op not in _UNARY_OK:
                return False
        elif not isinstance(n, (c_ast.Constant, c_ast.BinaryOp, c_ast.TernaryOp, c_ast.Cast, c_ast.Typename,
                                c_ast.TypeDecl, c_ast.IdentifierType)):
            return False
        stack.extend(c for _, c in n.children())
    return True


def inline_expression_calls(body: list, defs: dict[str, c_ast.FuncDef], functions: set[str],
                            typedefs: dict[str, str] | None = None) -> None:
    """Replace, in place, each call in `body` of a function of `defs` that is an expression function by
    its expression (to DEPTH levels of calls inside them)."""
    if not defs:
        return
    known: dict[str, tuple | None] = {}

    def form(name: str):
        if name not in known:
            known[name] = expression_function(defs[name], functions, typedefs) if name in defs else None
        return known[name]

    def expand(call: c_ast.FuncCall, depth: int) -> c_ast.Node | None:
        if depth == 0 or not isinstance(call.name, c_ast.ID):
            return None
        f = form(call.name.name)
        if f is None:
            return None
        params, ret, expr = f
        args = call.args.exprs if call.args is not None else []
        if len(args) != len(params):
            return None
        read = {n.name for n in nodes(expr) if isinstance(n, c_ast.ID)}
        if any(p not in read and _effects(a) for (p, _), a in zip(params, args)):
            # an argument whose parameter E does not read would vanish with its side effects (`pick(x,
            # K[i]++)`: the increment was lost, and the model, which refuses it, never saw it)
            return None
        values = {p: (t, a) for (p, t), a in zip(params, args)}
        e = copy.deepcopy(expr)
        coord = call.coord

        def arg(name: str) -> c_ast.Node:
            t, a = values[name]
            return c_ast.Cast(copy.deepcopy(t), copy.deepcopy(a), coord)
        _set_coord(e, coord)            # what the model says of the expression, it says at the call
        holder = c_ast.Cast(copy.deepcopy(ret), e, coord)
        replace_ids(holder, set(values), arg)
        _walk(holder, depth - 1)
        if any(isinstance(n, c_ast.FuncCall) and isinstance(n.name, c_ast.ID) and n.name.name in functions
               for n in nodes(holder)):
            return None                 # it calls a function of the program that stays a call
        return holder

    def _walk(node: c_ast.Node, depth: int) -> None:
        for name in node.__slots__:
            if name in ("coord", "__weakref__"):
                continue
            v = getattr(node, name, None)
            if isinstance(v, c_ast.FuncCall):
                _walk(v, depth)
                new = expand(v, depth)
                if new is not None:
                    setattr(node, name, new)
            elif isinstance(v, c_ast.Node):
                _walk(v, depth)
            elif isinstance(v, list):
                for i, x in enumerate(v):
                    if isinstance(x, c_ast.Node):
                        _walk(x, depth)
                        if isinstance(x, c_ast.FuncCall):
                            new = expand(x, depth)
                            if new is not None:
                                v[i] = new

    holder = c_ast.Compound(body)
    _walk(holder, DEPTH)
    body[:] = holder.block_items


def _effects(e: c_ast.Node) -> bool:
    """Whether evaluating `e` may do more than read: an assignment, ++/--, or a call."""
    return any(isinstance(n, (c_ast.Assignment, c_ast.FuncCall)) or
               (isinstance(n, c_ast.UnaryOp) and n.op in ("++", "--", "p++", "p--")) for n in nodes(e))


def _set_coord(n: c_ast.Node, coord) -> None:
    for x in nodes(n):
        x.coord = coord
