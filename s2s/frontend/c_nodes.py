"""Walking and rewriting pycparser trees: the rewrites before the model (model/reverse_loops.py,
model/inline_calls.py) share these."""
from __future__ import annotations

from collections.abc import Callable, Iterator

from pycparser import c_ast


def nodes(node: c_ast.Node) -> Iterator[c_ast.Node]:
    """`node` and every node below it."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(child for _, child in n.children())


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
