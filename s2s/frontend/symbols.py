"""What the names in a C file are: scalars, arrays and pointers, with their element types and extents."""
from __future__ import annotations

from dataclasses import dataclass, field

from pycparser import c_ast, c_generator

INTEGER_TYPES = {"int", "long", "short", "char", "unsigned", "signed", "size_t", "ssize_t", "ptrdiff_t",
                 "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
                 "_Bool", "bool"}
FLOAT_TYPES = {"float", "double"}

_gen = c_generator.CGenerator(reduce_parentheses=True)


@dataclass
class Symbol:
    name: str
    ctype: str                           # base element type, typedefs resolved to builtin names
    dims: list[c_ast.Node | None] = field(default_factory=list)  # array extents, outermost first
    pointer: bool = False                # declared as a pointer (first extent unknown)
    scope: str = "local"                 # "global", "param" or "local"
    is_const: bool = False
    restrict: bool = False
    is_volatile: bool = False            # the object or (for arrays and pointers) its elements
    node: c_ast.Node | None = None
    init: c_ast.Node | None = None
    enum_value: int | None = None       # an enumeration constant: its value

    @property
    def is_constant(self) -> bool:
        return self.enum_value is not None

    @property
    def is_array(self) -> bool:
        return bool(self.dims) or self.pointer

    @property
    def is_integer(self) -> bool:
        return not self.is_array and any(w in INTEGER_TYPES for w in self.ctype.split())

    @property
    def is_float(self) -> bool:
        return not self.is_array and any(w in FLOAT_TYPES for w in self.ctype.split())


class SymbolTable:
    def __init__(self, ast: c_ast.FileAST):
        self.typedefs: dict[str, str] = {}
        # typedefs of array or pointer types (`typedef double vec[4];`): their extents and pointer level
        self.typedef_shapes: dict[str, tuple[list[c_ast.Node | None], bool]] = {}
        self.globals: dict[str, Symbol] = {}
        self.functions: dict[str, c_ast.FuncDef] = {}
        for ext in ast.ext:
            if isinstance(ext, c_ast.Typedef):
                base = self._base_type(ext.type)
                if base is not None:
                    self.typedefs[ext.name] = base
                    shape = self._shape(ext.type)
                    if shape != ([], False):
                        self.typedef_shapes[ext.name] = shape
            elif isinstance(ext, c_ast.Decl) and ext.name and not isinstance(ext.type, c_ast.FuncDecl):
                sym = self.symbol_of(ext, "global")
                if sym:
                    self.globals[ext.name] = sym
            elif isinstance(ext, c_ast.FuncDef):
                self.functions[ext.decl.name] = ext
        self.enumerators = _enumerators(ast)
        for name, value in self.enumerators.items():
            self.globals.setdefault(name, Symbol(name, "int", scope="global", is_const=True, enum_value=value))

    def _base_type(self, t: c_ast.Node) -> str | None:
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            t = t.type
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
            names = [self.typedefs.get(n, n) for n in t.type.names]
            return " ".join(names)
        return None

    def _shape(self, t: c_ast.Node) -> tuple[list[c_ast.Node | None], bool]:
        """Extents and pointer flag of a declarator, with those of a typedef'd base type appended (the
        declarator's own extents are the outer ones: `vec a[3]` with `vec` = `double[4]` is `double[3][4]`)."""
        dims: list[c_ast.Node | None] = []
        pointer = False
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            if isinstance(t, c_ast.PtrDecl):
                pointer = True
            else:
                dims.append(t.dim)
            t = t.type
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
            for n in t.type.names:
                if n in self.typedef_shapes:
                    tdims, tptr = self.typedef_shapes[n]
                    if tptr and (dims or pointer):
                        return dims + [None], True       # an array of pointers: not analysable
                    dims, pointer = dims + tdims, pointer or tptr
        return dims, pointer

    def symbol_of(self, decl: c_ast.Decl, scope: str) -> Symbol | None:
        t = decl.type
        dims: list[c_ast.Node | None] = []
        pointer = False
        restrict = False
        volatile = "volatile" in (decl.quals or [])
        while True:
            if isinstance(t, c_ast.ArrayDecl):
                if scope == "param" and not dims and not pointer:
                    pass
                dims.append(t.dim)
                if "restrict" in (t.dim_quals or []):
                    restrict = True
                t = t.type
            elif isinstance(t, c_ast.PtrDecl):
                if dims or pointer:
                    return Symbol(decl.name, "?", dims, True, scope, node=decl)  # pointer-to-pointer etc.
                pointer = True
                restrict = restrict or "restrict" in (t.quals or [])
                volatile = volatile or "volatile" in (t.quals or [])
                t = t.type
            else:
                break
        if not isinstance(t, c_ast.TypeDecl) or not isinstance(t.type, c_ast.IdentifierType):
            return None
        names = [self.typedefs.get(n, n) for n in t.type.names]
        ctype = " ".join(names)
        for n in t.type.names:
            if n in self.typedef_shapes:
                tdims, tptr = self.typedef_shapes[n]
                if tptr and (dims or pointer or tdims):
                    return Symbol(decl.name, "?", dims + tdims, True, scope, node=decl)
                if tptr:
                    pointer = True
                dims = dims + list(tdims)
        is_const = "const" in (t.quals or []) or "const" in (decl.quals or [])
        if scope == "param" and dims and not pointer:
            # an array parameter decays to a pointer: first extent may be absent
            pass
        volatile = volatile or "volatile" in (t.quals or [])
        return Symbol(decl.name, ctype, dims, pointer, scope, is_const, restrict, volatile, decl, decl.init)


def _enumerators(ast: c_ast.FileAST) -> dict[str, int]:
    """Enumeration constants whose values are integer constant expressions."""
    values: dict[str, int] = {}

    def const(e) -> int | None:
        if isinstance(e, c_ast.Constant) and e.type.endswith("int"):
            txt = e.value.rstrip("uUlL")
            try:
                return int(txt, 8) if len(txt) > 1 and txt[0] == "0" and txt[1].isdigit() else int(txt, 0)
            except ValueError:
                return None
        if isinstance(e, c_ast.ID):
            return values.get(e.name)
        if isinstance(e, c_ast.UnaryOp) and e.op in ("-", "+"):
            v = const(e.expr)
            return None if v is None else (-v if e.op == "-" else v)
        if isinstance(e, c_ast.BinaryOp) and e.op in ("+", "-", "*"):
            a, b = const(e.left), const(e.right)
            if a is None or b is None:
                return None
            return a + b if e.op == "+" else a - b if e.op == "-" else a * b
        return None

    class V(c_ast.NodeVisitor):
        def visit_EnumeratorList(v, node):  # noqa: N805
            nxt: int | None = 0
            for en in node.enumerators:
                val = nxt if en.value is None else const(en.value)
                if val is not None:
                    values[en.name] = val
                nxt = None if val is None else val + 1

    V().visit(ast)
    return values


def c_text(node: c_ast.Node) -> str:
    return _gen.visit(node)
