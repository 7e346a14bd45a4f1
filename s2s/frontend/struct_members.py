"""Structure members a SCoP only reads, modelled as locals read once before the region (`g->n`).

HPC code keeps its sizes and coefficients in structures (`g->n`, `p.nx`, `prm->alpha`, `mesh->x[i]`).
The model knows scalars and arrays, not structures, so the SCoP is translated as if the user had
written `const int s2s_m_g_n = g->n;` before `#pragma scop` and used the local inside: the statements
the model builder reads name the local, and the region's replacement starts with its declaration
(codegen/member_locals.py).  That is the program's meaning only where nothing changes the member while
the region runs, so a member is hoisted only where:

* the SCoP does not assign it, increment it or take its address, nor write the structure object or the
  pointer the chain starts from (a written member stays unmodelled: the SCoP stays sequential, with a
  warning that names it);
* every link of the chain is a structure reached by `.` or a pointer to one reached by `->` (no union,
  no volatile or atomic object, no bit-field), and the member is of an arithmetic type, or a pointer
  to one (or to an array of one) used as an array base, like the pointer parameters s2s models;
* no array the SCoP writes may hold it (C11 6.5p7's effective types: model/effective_type.py): where
  one may, the member's address joins the runtime overlap test of the pointer arrays
  (model/footprint.py, `Scop.addressable`); a pointer read from a structure (`g->a`, the `s->p` of
  `s->p->n`) cannot be tested that way, so a written array of characters keeps the SCoP sequential;
* a structure object named directly (`p.nx`, not through a pointer) has no address taken in the
  function (else a pointer may reach it behind the model's back).

Arrays of structures (`p[i].x`), `(*g).n` and the structure as a whole are left to the model builder,
which keeps such a SCoP sequential.  The local names begin with `s2s_m_` and avoid every name of the
file (codegen/names.py: `s2s_` is s2s's prefix).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from pycparser import c_ast, c_generator

from ..diagnostics import NotStaticControl, loc_of
from ..model.effective_type import type_class
from ..model.scop import MemberLocal
from .c_nodes import nodes
from .symbols import FLOAT_TYPES, INTEGER_TYPES, Symbol, SymbolTable

_WRITES = ("++", "--", "p++", "p--")
_gen = c_generator.CGenerator()


@dataclass
class Hoisting:
    """The members of one region read into locals, and the locals' symbols."""

    members: list[MemberLocal] = field(default_factory=list)
    symbols: dict[str, Symbol] = field(default_factory=dict)

    @property
    def addressable(self) -> frozenset[str]:
        """The scalar locals whose members a written array may hold: tested at run time."""
        return frozenset(m.name for m in self.members if m.tested)


@dataclass
class _Defs:
    """The file's typedefs (file scope) and structure definitions by tag (None: defined more than once)."""

    typedefs: dict[str, c_ast.Typedef]
    structs: dict[str, c_ast.Struct | None]
    names: set[str]


def _defs(symtab: SymbolTable) -> _Defs:
    cached = getattr(symtab, "_struct_defs", None)
    if cached is not None:
        return cached
    ast = symtab._ast
    typedefs = {e.name: e for e in ast.ext if isinstance(e, c_ast.Typedef)}
    structs: dict[str, c_ast.Struct | None] = {}
    names: set[str] = set()
    for n in nodes(ast):
        if isinstance(n, (c_ast.Struct, c_ast.Union)) and n.name and n.decls is not None:
            key = f"{'struct' if isinstance(n, c_ast.Struct) else 'union'} {n.name}"
            structs[key] = None if key in structs else n
        if isinstance(n, c_ast.ID):
            names.add(n.name)
        elif isinstance(n, (c_ast.Decl, c_ast.Typedef)) and n.name:
            names.add(n.name)
    out = _Defs(typedefs, structs, names)
    symtab._struct_defs = out
    return out


def _walk(node: c_ast.Node, parent: c_ast.Node | None = None, slot: str = ""):
    """(node, parent, slot in the parent) for every node, a member's field name excepted."""
    yield node, parent, slot
    for name, child in node.children():
        if isinstance(node, c_ast.StructRef) and name == "field":
            continue
        yield from _walk(child, node, name)


def _put(parent: c_ast.Node, slot: str, new: c_ast.Node) -> None:
    if "[" in slot:
        attr, k = slot[:-1].split("[")
        getattr(parent, attr)[int(k)] = new
    else:
        setattr(parent, slot, new)


class _Refused(Exception):
    pass


def _resolve(t: c_ast.Node, defs: _Defs) -> tuple[c_ast.Node, set[str]]:
    """`t` with its typedef names followed (file-scope ones), and the qualifiers met on the way."""
    quals: set[str] = set()
    while isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType) and \
            len(t.type.names) == 1 and t.type.names[0] in defs.typedefs:
        quals |= set(t.quals or [])
        t = defs.typedefs[t.type.names[0]].type
    return t, quals


def _structure(t: c_ast.Node, defs: _Defs, what: str) -> c_ast.Struct:
    """The definition of the structure type `t` (a TypeDecl) names; raises _Refused."""
    t, quals = _resolve(t, defs)
    if not isinstance(t, c_ast.TypeDecl) or not isinstance(t.type, (c_ast.Struct, c_ast.Union)):
        raise _Refused(f"{what} is not a structure")
    quals |= set(t.quals or [])
    if quals & {"volatile", "_Atomic"}:
        raise _Refused(f"{what} is {'volatile' if 'volatile' in quals else 'atomic'}")
    s = t.type
    if isinstance(s, c_ast.Union):
        raise _Refused(f"{what} is a union, which s2s does not model (its members share their storage)")
    if s.decls is None:
        s = defs.structs.get(f"struct {s.name}") if s.name else None
    if s is None:
        raise _Refused(f"{what} is a structure whose definition s2s cannot tell")
    return s


def _chain(node: c_ast.StructRef) -> tuple[c_ast.Node, list[tuple[str, str]]]:
    links = []
    n: c_ast.Node = node
    while isinstance(n, c_ast.StructRef):
        links.append((n.type, n.field.name))
        n = n.name
    return n, links[::-1]


def _member(base: c_ast.Decl, links: list[tuple[str, str]], defs: _Defs, text: str) -> tuple[c_ast.Decl, bool]:
    """The declaration of the member `text` names, and whether a pointer read from a structure leads to it
    (`s->p->n`); raises _Refused."""
    t = base.type
    loaded_pointer = False
    what = f"'{base.name}'"
    for k, (op, name) in enumerate(links):
        if op == "->":
            t, quals = _resolve(t, defs)
            if not isinstance(t, c_ast.PtrDecl):
                raise _Refused(f"{what} is not a pointer to a structure")
            if (set(t.quals or []) | quals) & {"volatile", "_Atomic"}:     # (a typedef's qualifiers too)
                raise _Refused(f"{what} is a volatile or atomic pointer")
            loaded_pointer = loaded_pointer or k > 0
            t = t.type
        s = _structure(t, defs, what)
        decl = next((d for d in s.decls if isinstance(d, c_ast.Decl) and d.name == name), None)
        if decl is None:
            raise _Refused(f"{what} has no member '{name}' of its own (one of an anonymous structure or union, "
                           "which s2s does not look into)")
        if decl.bitsize is not None:
            raise _Refused(f"'{text}' is a bit-field (its value is promoted as its width says, a copy's is not)")
        what = "'" + base.name + "".join(o + f for o, f in links[:k + 1]) + "'"
        t = decl.type
    return decl, loaded_pointer


def _written(node: c_ast.Node, parent: c_ast.Node | None, slot: str) -> str | None:
    """How the parent uses `node`: 'writes' or 'takes the address of' it, else None."""
    if isinstance(parent, c_ast.Assignment) and slot == "lvalue":
        return "writes"
    if isinstance(parent, c_ast.UnaryOp) and parent.op in _WRITES:
        return "writes"
    if isinstance(parent, c_ast.UnaryOp) and parent.op == "&":
        return "takes the address of"
    return None


def _declared_in(items: list[c_ast.Node]) -> set[str]:
    return {n.name for it in items for n in nodes(it) if isinstance(n, c_ast.Decl) and n.name}


def _address_taken(func: c_ast.FuncDef, name: str) -> bool:
    """Whether the function takes the address of object `name` or of a part of it (`&p`, `&p.x`)."""
    for n in nodes(func):
        if isinstance(n, c_ast.UnaryOp) and n.op == "&":
            e = n.expr
            while isinstance(e, (c_ast.StructRef, c_ast.ArrayRef)):
                e = e.name
            if isinstance(e, c_ast.ID) and e.name == name:
                return True
    return False


def _null_guard(node: c_ast.StructRef) -> str:
    """The condition that every pointer of the chain of `node` is not null (`(o) && (o->in)`; "" when
    there is none).  The original reads a member only where the SCoP runs a statement or a test that
    names it, and a caller may pass a null pointer with sizes that run none (n = 0): the local is read
    only under this guard (0 otherwise, a value never used, as the original never looked at it), and so
    is the member's address in the overlap test (model/footprint.py)."""
    pointers = []
    n: c_ast.Node = node
    while isinstance(n, c_ast.StructRef):
        if n.type == "->":
            pointers.append(_gen.visit(n.name))
        n = n.name
    return " && ".join(f"({p})" for p in reversed(pointers))


def _declaration(member: c_ast.Decl, name: str, text: str, ctype: str) -> str:
    """`const T name = text;` with the member's declared type (an enumeration's as its integer type);
    `text` is the initializer."""
    d = copy.deepcopy(member)
    d.name, d.init, d.bitsize, d.quals = name, None, None, []
    t = d.type
    while not isinstance(t, c_ast.TypeDecl):
        t = t.type
    t.declname = name
    if isinstance(t.type, c_ast.Enum):
        t.type = c_ast.IdentifierType(ctype.split())
    top = d.type
    if "const" not in (top.quals or []):
        top.quals = ["const", *(top.quals or [])]
    return f"{_gen.visit(d)} = {text};"


def _arithmetic(sym: Symbol) -> bool:
    return any(w in INTEGER_TYPES or w in FLOAT_TYPES for w in sym.ctype.split())


def hoist_members(items: list[c_ast.Node], symbols: dict[str, Symbol], symtab: SymbolTable,
                  func: c_ast.FuncDef, file: str) -> tuple[list[c_ast.Node], Hoisting]:
    """`items` (a copy, when a member is hoisted) with each member chain the SCoP only reads replaced by
    its local, and the locals.  Raises NotStaticControl where the SCoP writes a member or a structure, or
    where a member cannot be hoisted (see the module docstring); leaves what it does not look at
    (`p[i].x`, `(*g).n`) to the model builder."""
    defs = _defs(symtab)
    local = _declared_in(items)
    out = Hoisting()

    def struct_object(name: str) -> c_ast.Decl | None:
        sym = symbols.get(name)
        if sym is None or name in local or not isinstance(sym.node, c_ast.Decl):
            return None
        t = sym.node.type
        t, _ = _resolve(t, defs)
        if isinstance(t, c_ast.PtrDecl):
            t, _ = _resolve(t.type, defs)
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, (c_ast.Struct, c_ast.Union)):
            return sym.node
        return None

    chains: list[tuple[c_ast.StructRef, c_ast.Node, str]] = []
    for it in items:
        for node, parent, slot in _walk(it):
            if isinstance(node, c_ast.ID) and not isinstance(parent, c_ast.StructRef):
                how = _written(node, parent, slot)
                if how and struct_object(node.name) is not None:
                    raise NotStaticControl(f"the SCoP {how} the structure '{node.name}': s2s models only "
                                           "structure members that the SCoP reads and never writes",
                                           loc_of(node, file))
            if isinstance(node, c_ast.UnaryOp) and node.op == "*" and isinstance(node.expr, c_ast.ID) and \
                    _written(node, parent, slot) and struct_object(node.expr.name) is not None:
                raise NotStaticControl(f"the SCoP writes the structure '*{node.expr.name}': s2s models only "
                                       "structure members that the SCoP reads and never writes",
                                       loc_of(node, file))
            if isinstance(node, c_ast.StructRef) and not (isinstance(parent, c_ast.StructRef) and slot == "name"):
                chains.append((node, parent, slot))
    if not chains:
        return items, out
    memo: dict[int, object] = {}
    copied = copy.deepcopy(items, memo)
    used = defs.names | set(symbols) | set(getattr(symtab, "macros", ()))   # (a macro would replace it)
    by_text: dict[str, MemberLocal] = {}
    pointer_links: list[str] = []
    for node, parent, slot in chains:
        base, links = _chain(node)
        if not isinstance(base, c_ast.ID):
            continue                                # p[i].x, (*g).n: the builder's
        decl = struct_object(base.name)
        if decl is None:
            continue
        text = _gen.visit(node)
        loc = loc_of(node, file)
        how = _written(node, parent, slot)
        if how:
            why = ("the member stays in memory, where parallel or device code would not update it in C's "
                   "order" if how == "writes" else "a pointer to it may write it while the SCoP runs")
            raise NotStaticControl(f"the SCoP {how} the member '{text}': s2s models only structure members "
                                   f"that the SCoP reads and never writes ({why})", loc)
        try:
            member, loaded = _member(decl, links, defs, text)
        except _Refused as e:
            raise NotStaticControl(f"'{text}' is not modelled: {e}", loc) from None
        sym = symtab.symbol_of(copy.deepcopy(member), "local")
        if sym is None or sym.opaque or sym.ctype == "?" or not _arithmetic(sym):
            raise NotStaticControl(f"'{text}' is not modelled: s2s reads into locals only members of "
                                   "arithmetic types and pointers to them", loc)
        if sym.is_volatile or sym.is_atomic:
            raise NotStaticControl(f"'{text}' is not modelled: the member is "
                                   f"{'volatile' if sym.is_volatile else 'atomic'}", loc)
        if sym.dims and not sym.pointer:
            raise NotStaticControl(f"'{text}' is not modelled: an array member is part of the structure's "
                                   "storage (s2s models pointer members used as array bases)", loc)
        if sym.pointer and not (isinstance(parent, c_ast.ArrayRef) and slot == "name"):
            raise NotStaticControl(f"'{text}' is not modelled: a pointer member is modelled only as the base "
                                   f"of subscripts ('{text}[i]')", loc)
        through = any(op == "->" for op, _ in links)
        if not through and symbols[base.name].scope != "global" and _address_taken(func, base.name):
            raise NotStaticControl(f"'{text}' is not modelled: the function takes the address of "
                                   f"'{base.name}', so a pointer may write it while the SCoP runs", loc)
        if sym.pointer or loaded:
            pointer_links.append(text)
        m = by_text.get(text)
        if m is None:
            name = "s2s_m_" + "_".join([base.name] + [f for _, f in links])
            k = 1
            fresh = name
            while fresh in used:
                fresh = f"{name}_{k}"
                k += 1
            used.add(fresh)
            global_object = symbols[base.name].scope == "global" or \
                "static" in (getattr(decl, "storage", None) or [])
            guard = _null_guard(node)
            m = MemberLocal(fresh, text, _declaration(member, fresh, f"{guard} ? {text} : 0" if guard else text,
                                                      sym.ctype),
                            sym.ctype, through, tested=not sym.pointer and (through or global_object), guard=guard)
            by_text[text] = m
            out.members.append(m)
            sym.name, sym.scope, sym.init = fresh, "local", None
            sym.is_const = sym.is_const or not sym.pointer
            out.symbols[fresh] = sym
        _put(memo[id(parent)], slot, c_ast.ID(m.name, node.coord))
    if pointer_links:
        _check_char_writes(copied, {**symbols, **out.symbols}, pointer_links, file,
                           {m.name: m.text for m in out.members})
    return copied, out


def _check_char_writes(items: list[c_ast.Node], symbols: dict[str, Symbol], pointers: list[str],
                       file: str, spelled: dict[str, str]) -> None:
    """A pointer read from a structure (`g->a`, or the `s->p` of `s->p->n`) may be overwritten through a
    written array of characters while the SCoP runs, which no overlap test of the model's arrays covers:
    such a SCoP stays sequential."""
    for it in items:
        for node, _parent, _slot in _walk(it):
            target = node.lvalue if isinstance(node, c_ast.Assignment) else \
                node.expr if isinstance(node, c_ast.UnaryOp) and node.op in _WRITES else None
            if not isinstance(target, c_ast.ArrayRef):
                continue
            while isinstance(target, c_ast.ArrayRef):
                target = target.name
            sym = symbols.get(target.name) if isinstance(target, c_ast.ID) else None
            if sym is None or type_class(sym.ctype) in ("char", "?"):
                what = f"'{spelled.get(target.name, target.name)}'" if isinstance(target, c_ast.ID) else "an array"
                ptr = next((q for q in pointers if f"'{q}'" != what), pointers[0])
                raise NotStaticControl(f"'{ptr}' is not modelled: the SCoP writes characters through {what}, "
                                       "which may be the bytes of that pointer, read from a structure once "
                                       "at the SCoP's entry", loc_of(node, file))
