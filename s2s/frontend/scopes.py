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

from .symbols import Symbol, SymbolTable


@dataclass
class RegionScope:
    """The statements of one SCoP with its local names made unique, and the symbols they refer to."""

    items: list[c_ast.Node]
    symbols: dict[str, Symbol]
    renamed: dict[str, str] = field(default_factory=dict)   # fresh name -> the name as written

    def as_written(self, text: str) -> str:
        """`text` (a diagnostic) with the fresh names put back as the user wrote them."""
        for fresh, orig in self.renamed.items():
            text = re.sub(rf"\b{re.escape(fresh)}\b", orig, text)
        return text


class _Walker:
    """Walks a function body with a stack of scopes, noting what the names inside one region refer to."""

    def __init__(self, base: dict[str, object], region_ids: set[int]):
        self.scopes: list[dict[str, object]] = [dict(base)]
        self.region_ids = region_ids
        self.visible_at_start: dict[str, object] | None = None
        self.in_region = False
        self.region_decls: list[c_ast.Decl] = []
        self.bindings: list[tuple[c_ast.ID, object]] = []   # IDs in the region -> what they refer to

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
            if node.name and not isinstance(node.type, c_ast.FuncDecl):
                self.scopes[-1][node.name] = node
                if self.in_region:
                    self.region_decls.append(node)
            else:
                if node.name:
                    self.scopes[-1][node.name] = node
            self.visit(node.init)
        elif isinstance(node, c_ast.Typedef):
            self.scopes[-1][node.name] = node
        elif isinstance(node, c_ast.ID):
            if self.in_region:
                self.bindings.append((node, self.lookup(node.name)))
        elif isinstance(node, c_ast.StructRef):
            self.visit(node.name)          # the member name is not a variable
        else:
            for _name, child in node.children():
                self.visit(child)

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
    for name in symtab.functions:
        base.setdefault(name, symtab.functions[name])
    params = func.decl.type.args.params if func.decl.type.args else []
    param_syms: dict[str, Symbol] = {}
    for p in params:
        if isinstance(p, c_ast.Decl) and p.name:
            s = symtab.symbol_of(p, "param")
            if s:
                param_syms[p.name] = s
                base[p.name] = p
    w = _Walker(base, {id(it) for it in items})
    w.scopes.append({})   # the function body's outermost block (parameters are in `base`)
    w.items(func.body.block_items or [])
    visible = w.visible_at_start or dict(base)

    # declarations made inside the region whose name is visible from outside or declared twice get a new name
    used = _all_names(func) | set(symtab.globals) | set(symtab.functions) | set(symtab.typedefs) | (taken or set())
    new_name: dict[int, str] = {}
    seen: set[str] = set()
    for d in w.region_decls:
        if d.name in visible or d.name in seen:
            k = 1
            while f"{d.name}_{k}" in used:
                k += 1
            fresh = f"{d.name}_{k}"
            used.add(fresh)
            new_name[id(d)] = fresh
        seen.add(d.name)

    memo: dict[int, object] = {}
    copied = copy.deepcopy(items, memo) if new_name else list(items)
    renamed: dict[str, str] = {}
    if new_name:
        for d in w.region_decls:
            if id(d) in new_name:
                _set_decl_name(memo[id(d)], new_name[id(d)])
                renamed[new_name[id(d)]] = d.name
        for idn, target in w.bindings:
            if isinstance(target, c_ast.Decl) and id(target) in new_name:
                memo[id(idn)].name = new_name[id(target)]

    # the symbols: what is visible at the region's start, then the region's own declarations
    syms: dict[str, Symbol] = {}
    for name, target in visible.items():
        if isinstance(target, Symbol):
            syms[name] = target
        elif name in param_syms and target is next((p for p in params if getattr(p, "name", None) == name), None):
            syms[name] = param_syms[name]
        elif isinstance(target, c_ast.Decl) and not isinstance(target.type, c_ast.FuncDecl):
            s = symtab.symbol_of(target, "local")
            if s:
                syms[name] = s
    for d in w.region_decls:
        dc = memo[id(d)] if new_name else d
        s = symtab.symbol_of(dc, "local")
        if s:
            syms[dc.name] = s
    return RegionScope(copied, syms, renamed)
