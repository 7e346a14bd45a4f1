"""Walking and rewriting pycparser trees: the rewrites before the model (model/reverse_loops.py,
model/inline_calls.py) share these."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterator

from pycparser import c_ast


def nodes(node: c_ast.Node) -> Iterator[c_ast.Node]:
    """`node` and every node below it."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(child for _, child in n.children())


def variable_ids(node: c_ast.Node) -> Iterator[c_ast.ID]:
    """The identifiers under `node` that name objects: a structure's field (`s.m`, `p->m`) names none."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.ID):
            yield n
        stack.extend(c for attr, c in n.children() if not (isinstance(n, c_ast.StructRef) and attr == "field"))


def _written_base(e: c_ast.Node) -> str:
    """The array or scalar an lvalue writes (`x`, `A[i][j]`); '?' for anything else (`*p`, `s.m`, `p->m`):
    a write through a pointer may reach any object of its type."""
    while isinstance(e, c_ast.ArrayRef):
        e = e.name
    return e.name if isinstance(e, c_ast.ID) else "?"


def writes(roots: list[c_ast.Node], pure_calls: Container[str] = ()) -> Counter[str]:
    """name -> how many places under `roots` write it (assignments, ++/--, declarations with or without a
    value); '?' counts the writes of unknown targets: through a pointer or a member, an address taken
    (its object may be written later), a call to a function not in `pure_calls`."""
    out: Counter[str] = Counter()
    for root in roots:
        for n in nodes(root):
            if isinstance(n, c_ast.Assignment):
                out[_written_base(n.lvalue)] += 1
            elif isinstance(n, c_ast.UnaryOp) and n.op in ("++", "--", "p++", "p--"):
                out[_written_base(n.expr)] += 1
            elif isinstance(n, c_ast.UnaryOp) and n.op == "&":
                out["?"] += 1
                out[_written_base(n.expr)] += 1
            elif isinstance(n, c_ast.Decl) and n.name:
                out[n.name] += 1
            elif isinstance(n, c_ast.FuncCall):
                name = n.name.name if isinstance(n.name, c_ast.ID) else None
                if name not in pure_calls:
                    out["?"] += 1        # (a call may write what it can reach)
    return out


def names_read(node: c_ast.Node) -> set[str]:
    """The identifiers under `node`."""
    return {n.name for n in nodes(node) if isinstance(n, c_ast.ID)}


def replace_ids(node: c_ast.Node, names: set[str], make: Callable[[str], c_ast.Node]) -> None:
    """Replace, in place, every identifier under `node` named in `names` by `make(name)`; a structure's
    field and a called function's name are not reads of an object and stay."""
    for slot in node.__slots__:
        if slot in ("coord", "__weakref__") or (isinstance(node, c_ast.StructRef) and slot == "field") or \
                (isinstance(node, c_ast.FuncCall) and slot == "name"):
            continue
        v = getattr(node, slot, None)
        if isinstance(v, c_ast.ID) and v.name in names:
            setattr(node, slot, make(v.name))
        elif isinstance(v, c_ast.Node):
            replace_ids(v, names, make)
        elif isinstance(v, list):
            for i, x in enumerate(v):
                if isinstance(x, c_ast.ID) and x.name in names:
                    v[i] = make(x.name)
                elif isinstance(x, c_ast.Node):
                    replace_ids(x, names, make)


def rewrite_nodes(node: c_ast.Node, replace: Callable[[c_ast.Node], c_ast.Node | None]) -> int:
    """Replace, in place, every node under `node` for which `replace` gives a node (the walk goes on inside
    the replacement); returns how many were replaced.  The front end's read-backs of macro expansions
    (frontend/nan_macro.py, frontend/classify_macro.py) share it."""
    count = 0

    def visit(parent: c_ast.Node) -> None:
        nonlocal count
        for slot in parent.__slots__:
            if slot in ("coord", "__weakref__"):
                continue
            value = getattr(parent, slot, None)
            if isinstance(value, c_ast.Node):
                new = replace(value)
                if new is not None:
                    setattr(parent, slot, new)
                    count += 1
                    value = new
                visit(value)
            elif isinstance(value, list):
                for k, item in enumerate(value):
                    if isinstance(item, c_ast.Node):
                        new = replace(item)
                        if new is not None:
                            value[k] = new
                            count += 1
                            item = new
                        visit(item)

    visit(node)
    return count
