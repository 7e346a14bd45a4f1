"""`typeof` (GNU C, C2x; `__typeof__` and `__typeof` are defined to it for the parse) of a type s2s knows,
written as that type in the tree: `typeof(double) C[N]`, `typeof(int[8]) K`, `typeof(n) i` of a scalar
`int n`, `typeof(A[0]) t` of an element of `double A[N]`, `typeof(*p)` of a `float *p`.  A declaration
with a `typeof` was an object of a type s2s does not model, and the SCoP that used it stayed sequential
("'n' is of type 'typeof(...)'").  The file's text outside the SCoPs is kept as written; a SCoP's
generated code declares the type itself (the same type: `typeof` names it, C2x 6.7.2.5).

Only what is the type of its operand without any evaluation is written out: a type name, or an
identifier of an object (not a function) declared earlier in scope, subscripted or dereferenced any
number of times by constants or identifiers (no side effect: a variably modified operand is evaluated);
the type copied must be made of arithmetic type words or of typedef names that mean here what they
meant where the object was declared,
with constant (or no) extents, and its declarator must carry no attribute that changes what it is
(`vector_size`, `mode`: preprocess.type_attribute_lines).  Anything else stays `typeof(...)`, as before.
`typeof`'s qualifiers are its operand's (`const int c; typeof(c)` is const int), and the declaration's
own are added (`const typeof(int[4])` qualifies the elements, C11 6.7.3p9); `typeof_unqual` drops the
operand's.  A parameter declared as an array is a pointer (its adjusted type).
"""
from __future__ import annotations

import copy

from pycparser import c_ast

from .symbols import _ARITHMETIC_WORDS, _walk

_TYPE_WORDS = _ARITHMETIC_WORDS | {"signed", "unsigned", "_Bool", "bool", "void", "_Complex"}


def rewrite_typeof(ast: c_ast.FileAST, attributed: set[tuple[str, int]] = frozenset()) -> int:
    """Rewrite, in place, each `typeof` the module docstring describes; returns how many.  `attributed`:
    the (file, line) of declarators that an attribute changes (symbols._declarators_of)."""
    return _Rewriter(attributed).file(ast)


class _Rewriter:
    def __init__(self, attributed) -> None:
        self.attributed = attributed
        self.scopes: list[dict[str, object]] = [{}]
        self.count = 0

    # -- scopes ------------------------------------------------------------------------------------------

    def file(self, ast: c_ast.FileAST) -> int:
        for ext in ast.ext:
            self.visit(ext)
        return self.count

    def lookup(self, name: str):
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def visit(self, n: c_ast.Node | None, params: bool = False) -> None:
        if n is None:
            return
        if isinstance(n, (c_ast.Struct, c_ast.Union)):
            return                              # (members are no names of the scope)
        if isinstance(n, c_ast.FuncDef):
            self.visit(n.decl)
            self.scopes.append({})
            fdecl = n.decl.type
            if isinstance(fdecl, c_ast.FuncDecl) and fdecl.args is not None:
                for p in fdecl.args.params or []:
                    if isinstance(p, c_ast.Decl) and p.name:
                        self.scopes[-1][p.name] = ("param", p, self.words(p.type))
            for d in n.param_decls or []:
                self.visit(d, params=True)
            self.visit(n.body)
            self.scopes.pop()
            return
        if isinstance(n, (c_ast.Compound, c_ast.For)):
            self.scopes.append({})
            for _, child in n.children():
                self.visit(child)
            self.scopes.pop()
            return
        if isinstance(n, c_ast.FuncDecl):
            self.scopes.append({})              # (a prototype's parameters: a scope of their own)
            if n.args is not None:
                for p in n.args.params or []:
                    self.visit(p, params=True)
            self.scopes.pop()
            self.visit(n.type)
            return
        if isinstance(n, (c_ast.Decl, c_ast.Typedef, c_ast.Typename)):
            self.resolve(n)
            for _, child in n.children():
                self.visit(child)
            if isinstance(n, c_ast.Decl) and n.name:
                kind = "func" if isinstance(n.type, c_ast.FuncDecl) else "param" if params else "object"
                self.scopes[-1][n.name] = (kind, n, self.words(n.type))
            elif isinstance(n, c_ast.Typedef):
                self.scopes[-1][n.name] = ("typedef", n, {})
            return
        if isinstance(n, c_ast.Enumerator):
            self.scopes[-1][n.name] = ("enum", n, {})
            return
        for _, child in n.children():
            self.visit(child)

    def words(self, t: c_ast.Node) -> dict[str, object]:
        """What each typedef name of declarator `t`'s type words means where it is declared."""
        t = _innermost(t)
        names = t.type.names if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType) else []
        return {w: self.lookup(w) for w in names if w not in _TYPE_WORDS}

    # -- the rewrite ---------------------------------------------------------------------------------------

    def resolve(self, holder: c_ast.Node) -> None:
        parent, t = holder, holder.type
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl, c_ast.FuncDecl)):
            parent, t = t, t.type
        if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.TypeOf)):
            return
        source = self.type_of(t.type)
        if source is None:
            return
        top = source                            # the type typeof names: an array's qualifiers are its elements'
        while isinstance(top, c_ast.ArrayDecl):
            top = top.type
        if "unqual" in (t.type.op or ""):
            top.quals = []
        top.quals = list(top.quals or []) + [q for q in t.quals or [] if q not in (top.quals or [])]
        inner = _innermost(source)
        inner.declname = t.declname
        inner.align = t.align
        for n in _walk(source):
            n.coord = t.coord
        parent.type = source
        if isinstance(holder, (c_ast.Decl, c_ast.Typename)):
            holder.quals = list(inner.quals or [])
        self.count += 1

    def type_of(self, op: c_ast.TypeOf) -> c_ast.Node | None:
        """A copy of the type `op` names (a declarator chain ending in a TypeDecl), or None."""
        expr = op.expr
        if isinstance(expr, c_ast.Typename):
            return self.checked(copy.deepcopy(expr.type), None)
        strips = 0
        while True:
            if isinstance(expr, c_ast.ArrayRef) and isinstance(expr.subscript, (c_ast.Constant, c_ast.ID)):
                expr, strips = expr.name, strips + 1
            elif isinstance(expr, c_ast.UnaryOp) and expr.op == "*":
                expr, strips = expr.expr, strips + 1
            else:
                break
        if not isinstance(expr, c_ast.ID):
            return None
        found = self.lookup(expr.name)
        if found is None:
            return None
        kind, decl, meant = found
        if kind == "enum" and strips == 0:
            return c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(["int"]))
        if kind not in ("object", "param"):
            return None
        inner = _innermost(decl.type)
        c = getattr(inner, "coord", None)
        if c is not None and (c.file, c.line) in self.attributed:
            return None
        if kind == "param" and isinstance(decl.type, c_ast.TypeDecl) and meant:
            return None     # (`vec a` of `typedef double vec[4]` is a double *: the typedef name does not say)
        t = copy.deepcopy(decl.type)
        if kind == "param" and isinstance(t, c_ast.ArrayDecl):
            t = c_ast.PtrDecl(list(t.dim_quals or []), t.type, coord=t.coord)
        for _ in range(strips):
            if not isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
                return None
            t = t.type
        return self.checked(t, meant)

    def checked(self, t: c_ast.Node, meant: dict[str, object] | None) -> c_ast.Node | None:
        """`t` when every part of it is one the module docstring allows, else None.  `meant`: what its
        typedef names meant where the object was declared (None: here), which they must mean here too."""
        k = t
        while isinstance(k, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            if isinstance(k, c_ast.ArrayDecl) and k.dim is not None and not isinstance(k.dim, c_ast.Constant):
                return None
            k = k.type
        if not (isinstance(k, c_ast.TypeDecl) and isinstance(k.type, c_ast.IdentifierType)):
            return None
        for w in k.type.names:
            if w in _TYPE_WORDS:
                continue
            found = self.lookup(w)
            if found is None or found[0] != "typedef" or (meant is not None and meant.get(w) is not found):
                return None
        return t


def _innermost(t: c_ast.Node) -> c_ast.Node:
    while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl, c_ast.FuncDecl)):
        t = t.type
    return t
