"""Block scopes of a function: which declaration each name in a SCoP refers to.

C resolves a name to the innermost declaration visible where it is used: a `double t` declared in a
loop body shadows a function-level `int t`, two sibling blocks may each declare their own `t`, and a
`for (int i ...)` iterator is gone after its loop. The model builder works with names, so the SCoP is
given a copy of its statements in which every declaration made inside the SCoP whose name is also
visible from outside it (or declared twice inside it) gets a fresh name, together with a symbol
dictionary of exactly the declarations visible at the start of the SCoP plus the SCoP's own. The
renamed declarations are locals of the SCoP (loop iterators and private scalars), which the code
generator replaces anyway, so the fresh names never reach the output as variable names the user wrote.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

from pycparser import c_ast

from .symbols import NO_QUALIFIERS, Qualifiers, Symbol, SymbolTable, enumerator_symbol


@dataclass
class RegionScope:
    """The statements of one SCoP with its local names made unique, and the symbols they refer to."""

    items: list[c_ast.Node]
    symbols: dict[str, Symbol]
    renamed: dict[str, str] = field(default_factory=dict)   # fresh name -> the name as written
    # typedef names visible in the region -> their types' words (typedefs of scalar types only)
    typedefs: dict[str, str] = field(default_factory=dict)
    # functions of the file that calls in the region name (defined in the file or declared static: not the
    # standard library's, even with a math function's name), and the names of objects visible there (a
    # call through a pointer to a function named `exp` is not the library's exp)
    user_functions: set[str] = field(default_factory=set)
    # the file reads errno (SymbolTable.reads_errno): calls that may set it are not offloaded
    reads_errno: bool = False
    # the file's first call that sets or tests the floating-point environment (SymbolTable.fenv_call)
    fenv_call: c_ast.FuncCall | None = None
    # names made thread-local by the file's `#pragma omp threadprivate` (SymbolTable.threadprivate)
    threadprivate: frozenset[str] = frozenset()
    # the file's function definitions that calls in the region reach (their names hidden by no object
    # there): model/inline_calls.py replaces calls of expression functions by their expression
    function_defs: dict = field(default_factory=dict)
    # the file-scope typedef names of arithmetic types (name -> builtin words), unqualified and without
    # attributes: the types the file's functions may spell their parameters and results with
    file_typedefs: dict = field(default_factory=dict)
    # the names visible at the region's start that the function declares (its parameters, its blocks'
    # objects, typedefs, enumeration constants and function declarations) -> their declarations (a Decl, a
    # Typedef, or an enumerator's Symbol): what code moved out of the function must be given, or cannot
    # see (codegen/host_outline.py)
    outer: dict = field(default_factory=dict)

    def as_written(self, text: str) -> str:
        """`text` (a diagnostic) with the fresh names put back as the user wrote them."""
        for fresh, orig in self.renamed.items():
            text = re.sub(rf"\b{re.escape(fresh)}\b", orig, text)
        return text


class _Walker:
    """Walks a function body with a stack of scopes, noting what the names inside one region refer to."""

    def __init__(self, base: dict[str, object], region_ids: set[int], symtab: SymbolTable | None = None):
        self.symtab = symtab
        self.region_enums: list[tuple[Symbol, c_ast.Enumerator]] = []   # enumerators declared in the region
        self.scopes: list[dict[str, object]] = [dict(base)]
        self.region_ids = region_ids
        self.visible_at_start: dict[str, object] | None = None
        self.in_region = False
        self.region_decls: list[c_ast.Decl] = []
        self.bindings: list[tuple[c_ast.ID, object]] = []   # IDs in the region -> what they refer to
        # id(block-scope Typedef) -> its resolved base type (None: a struct, ...), shape and qualifiers,
        # resolved with the typedef names visible where it is declared (`typedef real *rptr;` after
        # `typedef double real;`)
        self.typedef_types: dict[int, tuple[str | None, tuple[list, bool], Qualifiers]] = {}
        # id(block-scope Typedef) -> the GNU attribute that changes its type (`vector_size`), where it has one
        self.typedef_attributes: dict[int, str] = {}
        # id(Decl) -> the symbol table with the typedef names visible at it, where a block changes them
        self.decl_tables: dict[int, SymbolTable] = {}
        self.table_at_start: SymbolTable | None = None

    def table(self) -> SymbolTable | None:
        """The symbol table with the typedef names visible here: the file's, less those that a block
        declares again (as a typedef or as an object: a file-scope object cannot have a typedef's name),
        plus the blocks' typedefs. None without a table."""
        if self.symtab is None:
            return None
        typedefs, shapes = dict(self.symtab.typedefs), dict(self.symtab.typedef_shapes)
        quals = dict(self.symtab.typedef_quals)
        attributed = dict(self.symtab.attributed_typedefs)
        changed = False
        for name, target in self.visible().items():
            if not isinstance(target, c_ast.Typedef) and name not in typedefs and name not in quals \
                    and name not in attributed:
                continue
            changed = True
            typedefs.pop(name, None)
            shapes.pop(name, None)
            quals.pop(name, None)
            attributed.pop(name, None)
            if id(target) in self.typedef_attributes:
                attributed[name] = self.typedef_attributes[id(target)]
            base, shape, qual = self.typedef_types.get(id(target), (None, ([], False), NO_QUALIFIERS))
            if qual != NO_QUALIFIERS:
                quals[name] = qual
            if base is not None:
                typedefs[name] = base
                if shape != ([], False):
                    shapes[name] = shape
        return self.symtab.with_typedefs(typedefs, shapes, quals, attributed) if changed else self.symtab

    def visible(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for s in self.scopes:
            out.update(s)
        return out

    def lookup(self, name: str) -> object | None:
        for s in reversed(self.scopes):
            if name in s:
                return s[name]
        return None

    def items(self, items: list[c_ast.Node]) -> None:
        for it in items:
            self.visit(it)

    def visit(self, node: c_ast.Node | None) -> None:
        if node is None:
            return
        if id(node) in self.region_ids and not self.in_region:
            if self.visible_at_start is None:
                self.visible_at_start = self.visible()
                self.table_at_start = self.table()
            self.in_region = True
            try:
                self._visit(node)
            finally:
                self.in_region = False
            return
        self._visit(node)

    def _visit(self, node: c_ast.Node) -> None:
        if isinstance(node, c_ast.Compound):
            self.scopes.append({})
            self.items(node.block_items or [])
            self.scopes.pop()
        elif isinstance(node, c_ast.For):
            self.scopes.append({})
            for child in (node.init, node.cond, node.next):
                self.visit(child)
            self.scope_stmt(node.stmt)
            self.scopes.pop()
        elif isinstance(node, (c_ast.If, c_ast.While, c_ast.DoWhile, c_ast.Switch)):
            # C99 6.8.4, 6.8.5: a selection or iteration statement and its sub-statements are blocks
            self.scopes.append({})
            for _name, child in node.children():
                self.scope_stmt(child)
            self.scopes.pop()
        elif isinstance(node, c_ast.Decl):
            self.visit(node.type)          # array extents refer to what is visible before the declarator
            table = self.table()
            if table is not self.symtab:
                self.decl_tables[id(node)] = table
            if node.name and not isinstance(node.type, c_ast.FuncDecl):
                self.scopes[-1][node.name] = node
                if self.in_region:
                    self.region_decls.append(node)
            else:
                if node.name:
                    self.scopes[-1][node.name] = node
            self.visit(node.init)
        elif isinstance(node, c_ast.Typedef):
            self.visit(node.type)
            table = self.table()
            if table is not None:
                self.typedef_types[id(node)] = (table._base_type(node.type), table._shape(node.type),
                                                table.qualifiers(node.type))
                attribute = table._attributed_base(node.type) or table.type_attribute(node.type)
                if attribute is not None:
                    self.typedef_attributes[id(node)] = attribute
            self.scopes[-1][node.name] = node
        elif isinstance(node, c_ast.Enum):
            self.enum(node)
        elif isinstance(node, c_ast.ID):
            if self.in_region:
                self.bindings.append((node, self.lookup(node.name)))
        elif isinstance(node, c_ast.StructRef):
            self.visit(node.name)          # the member name is not a variable
        else:
            for _name, child in node.children():
                self.visit(child)

    def enum(self, node: c_ast.Enum) -> None:
        """A block-scope enumeration: its constants are declared in the current block, in order (C11 6.2.1:
        each is in scope from the end of its enumerator), and shadow or are shadowed like any name."""
        for en in (node.values.enumerators if node.values else []):
            self.visit(en.value)
        if self.symtab is None or node.values is None:
            return
        consts = self.symtab.enumerators_in(node, self._const_lookup)
        for en, (name, value) in zip(node.values.enumerators, consts):
            sym = enumerator_symbol(name, value, "local")
            self.scopes[-1][name] = sym
            if self.in_region:
                self.region_enums.append((sym, en))

    def _const_lookup(self, name: str):
        target = self.lookup(name)
        if isinstance(target, Symbol):
            return target.enum_value if target.enumerator else target
        if isinstance(target, c_ast.Decl) and self.symtab is not None and not isinstance(target.type, c_ast.FuncDecl):
            return self.table_of(target).symbol_of(target, "local")
        return None

    def table_of(self, decl: c_ast.Decl) -> SymbolTable:
        """The symbol table that resolves the typedef names of declaration `decl` as C does there."""
        assert self.symtab is not None
        return self.decl_tables.get(id(decl), self.symtab)

    def scope_stmt(self, node: c_ast.Node | None) -> None:
        """A sub-statement is a block of its own, with or without braces."""
        if node is None or isinstance(node, c_ast.Compound):
            self.visit(node)
            return
        self.scopes.append({})
        self.visit(node)
        self.scopes.pop()


def _all_names(ast_node: c_ast.Node) -> set[str]:
    names: set[str] = set()

    class V(c_ast.NodeVisitor):
        def visit_ID(v, n):
            names.add(n.name)

        def visit_Decl(v, n):
            if n.name:
                names.add(n.name)
            v.generic_visit(n)

        def visit_Typedef(v, n):
            names.add(n.name)
            v.generic_visit(n)

    V().visit(ast_node)
    return names


def _set_decl_name(decl: c_ast.Decl, name: str) -> None:
    decl.name = name
    t = decl.type
    while not isinstance(t, c_ast.TypeDecl) and hasattr(t, "type"):
        t = t.type
    if isinstance(t, c_ast.TypeDecl):
        t.declname = name


def region_scope(symtab: SymbolTable, func: c_ast.FuncDef, items: list[c_ast.Node],
                 taken: set[str] | None = None) -> RegionScope:
    """The statements `items` of `func` (consecutive items of one block), with the names declared inside
    them made unique, and the symbols visible there: globals, parameters, the locals of the enclosing
    blocks declared before the region, and the region's own declarations."""
    base: dict[str, object] = {}
    for name, sym in symtab.globals.items():
        base[name] = sym
    for name, decl in symtab.other_objects.items():
        base.setdefault(name, decl)
    for name in symtab.functions:
        base.setdefault(name, symtab.functions[name])
    file_base = dict(base)
    params = list(func.decl.type.args.params if func.decl.type.args else [])
    params += func.param_decls or []          # an old-style (K&R) definition declares them after the list
    param_syms: dict[str, Symbol] = {}
    for p in params:
        if isinstance(p, c_ast.Decl) and p.name:
            s = symtab.symbol_of(p, "param")
            if s:
                param_syms[p.name] = s
            base[p.name] = p          # a pointer to a function too (no symbol): it hides a function
    w = _Walker(base, {id(it) for it in items}, symtab)
    w.scopes.append({})   # the function body's outermost block (parameters are in `base`)
    w.items(func.body.block_items or [])
    visible = w.visible_at_start or dict(base)

    # declarations made inside the region whose name is visible from outside or declared twice get a new name
    used = _all_names(func) | set(symtab.globals) | set(symtab.functions) | set(symtab.typedefs) | \
        set(getattr(symtab, "macros", ())) | (taken or set())
    # a typedef name visible at the region's start is hidden by a declaration of the region in its block
    # only: the generated code declares such a local (a private scalar expanded to an array) at the top of
    # the region, where it would hide the type from the region's other statements (`(real)x`)
    start = w.table_at_start or symtab
    type_names = set(start.typedefs) | set(start.typedef_shapes) | set(start.typedef_quals) | \
        {n for n, t in visible.items() if isinstance(t, c_ast.Typedef)}
    new_name: dict[int, str] = {}
    seen: set[str] = set()
    for d in w.region_decls:
        if d.name in visible or d.name in seen or d.name in type_names:
            k = 1
            while f"{d.name}_{k}" in used:
                k += 1
            fresh = f"{d.name}_{k}"
            used.add(fresh)
            new_name[id(d)] = fresh
        seen.add(d.name)

    enum_new: dict[int, str] = {}          # id(Symbol) of an enumerator declared in the region -> fresh name
    for sym, _en in w.region_enums:
        if sym.name in visible or sym.name in seen or sym.name in type_names:
            k = 1
            while f"{sym.name}_{k}" in used:
                k += 1
            enum_new[id(sym)] = f"{sym.name}_{k}"
            used.add(enum_new[id(sym)])
        seen.add(sym.name)

    memo: dict[int, object] = {}
    copied = copy.deepcopy(items, memo) if new_name or enum_new else list(items)
    renamed: dict[str, str] = {}
    if new_name:
        for d in w.region_decls:
            if id(d) in new_name:
                _set_decl_name(memo[id(d)], new_name[id(d)])
                renamed[new_name[id(d)]] = d.name
        for idn, target in w.bindings:
            if isinstance(target, c_ast.Decl) and id(target) in new_name:
                memo[id(idn)].name = new_name[id(target)]
    if enum_new:
        for sym, en in w.region_enums:
            if id(sym) in enum_new:
                memo[id(en)].name = enum_new[id(sym)]
                renamed[enum_new[id(sym)]] = sym.name
        for idn, target in w.bindings:
            if isinstance(target, Symbol) and id(target) in enum_new:
                memo[id(idn)].name = enum_new[id(target)]

    # the symbols: what is visible at the region's start, then the region's own declarations
    syms: dict[str, Symbol] = {}
    for name, target in visible.items():
        if isinstance(target, Symbol):
            syms[name] = target
        elif name in param_syms and target is next((p for p in params if isinstance(p, c_ast.Decl) and
                                                    p.name == name), None):
            # (an old-style definition's list names its parameters, as IDs, before their declarations)
            syms[name] = param_syms[name]
        elif isinstance(target, c_ast.Decl) and not isinstance(target.type, c_ast.FuncDecl):
            s = w.table_of(target).symbol_of(target, "local")
            if s:
                syms[name] = s
    for d in w.region_decls:
        dc = memo[id(d)] if new_name or enum_new else d
        s = w.table_of(d).symbol_of(dc, "local")
        if s:
            syms[dc.name] = s
    for sym, _en in w.region_enums:
        name = enum_new.get(id(sym), sym.name)
        syms[name] = enumerator_symbol(name, sym.enum_value, "local")

    # typedef names of scalar types visible at the region's start (array and pointer typedefs have no
    # scalar spelling), for the casts and sizeofs of its statements
    typedefs = {n: t for n, t in start.typedefs.items() if n not in start.typedef_shapes}
    user_functions = {n for n in symtab.user_functions
                      if not isinstance(visible.get(n), (Symbol, c_ast.Typedef)) and
                      not (isinstance(visible.get(n), c_ast.Decl) and not isinstance(visible[n].type, c_ast.FuncDecl))}
    # a call of an object's name calls through a pointer to a function (`double (*exp)(double)`, a
    # parameter, a local, a file-scope static, or of a typedef'd pointer type): whatever function it points
    # at, it is not the C library's `exp`, which that name hides
    defs = {n: symtab.functions[n] for n in user_functions if n in symtab.functions}
    hidden = {n for n, t in visible.items()
              if isinstance(t, Symbol) and t.enum_value is None or
              isinstance(t, c_ast.Decl) and not isinstance(t.type, c_ast.FuncDecl)}
    hidden |= {d.name for d in w.region_decls}
    user_functions |= hidden
    defs = {n: f for n, f in defs.items() if n not in hidden}
    file_typedefs = {n: t for n, t in symtab.typedefs.items()
                     if " " not in n and n not in symtab.typedef_shapes and n not in symtab.attributed_typedefs
                     and symtab.typedef_quals.get(n, NO_QUALIFIERS) == NO_QUALIFIERS}
    outer = {n: t for n, t in visible.items() if file_base.get(n) is not t}
    return RegionScope(copied, syms, renamed, typedefs, user_functions, symtab.reads_errno, symtab.fenv_call,
                       symtab.threadprivate, defs, file_typedefs, outer)
