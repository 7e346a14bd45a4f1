"""A scalar that names a loop-invariant product, replaced by the product where it is read.

The reference-BLAS style hoists a factor out of the innermost loop by hand:

    for (l = 0; l < k; l++) { temp = alpha * B_(l, j); for (i = 0; i < m; i++) C_(i, j) += temp * A_(i, l); }

(symm's `double t1 = alpha * B[i][j];`, syr2k's temp1 and temp2).  Modelled as written, the scalar is
written at every (j, l) and read at every (j, l, i): privatize.py expands it into an array with one element
per (j, l), filled by a kernel of its own, and the contraction reads the array as a factor.  Where the value
reads nothing the SCoP writes (and only the iterators of the loops around it), every read of the scalar in
the same iteration sees the very value of its expression at that point: `C_(i, j) += (double)(alpha *
B_(l, j)) * A_(i, l)` computes the same numbers (the scalar's conversion kept as a cast, the operation
order as written), and the statement that assigned the scalar goes.  The contraction then sees the
product of the elements, as in the plain spelling.

Applied where the scalar is read inside a loop after it (the factor hoisted out of an inner loop: read
at its own level only, it stays a private scalar, in a register), and when: the statement is `x = e;` or `T x = e;` of an arithmetic scalar x whose address is not
taken, x is assigned nowhere else in the SCoP and read only by the statements after it in its block, x is
dead after the SCoP (declared inside it, or `dead_after(x)`), and e is built of constants, scalars and
array elements with + - * / and casts, no call, reading no name the SCoP writes except the iterators of
the loops around the block, which the statements after it do not write either.
"""
from __future__ import annotations

import copy
from collections.abc import Callable

from pycparser import c_ast

from ..codegen.stmt_printer import DOUBLE_MATH, FLOAT_MATH, NAN_BUILTINS
from ..frontend.classify_macro import CLASSIFY
from ..frontend.c_nodes import nodes, replace_ids, variable_ids, writes


def _writes(roots: list[c_ast.Node]) -> dict[str, int]:
    return writes(roots, pure_calls=DOUBLE_MATH | FLOAT_MATH.keys() | NAN_BUILTINS.keys() | CLASSIFY)


def _reads(roots: list[c_ast.Node], name: str) -> int:
    return sum(1 for root in roots for n in variable_ids(root) if n.name == name)


def _pure_names(e: c_ast.Node) -> set[str] | None:
    """The names e reads when it is of the accepted form (see the module), else None."""
    names: set[str] = set()
    for n in nodes(e):
        if isinstance(n, c_ast.ID):
            names.add(n.name)
        elif isinstance(n, c_ast.BinaryOp):
            if n.op not in ("+", "-", "*", "/"):
                return None
        elif isinstance(n, c_ast.UnaryOp):
            if n.op not in ("-", "+"):
                return None
        elif isinstance(n, c_ast.Cast):
            if not isinstance(n.to_type.type, c_ast.TypeDecl):
                return None
        elif not isinstance(n, (c_ast.Constant, c_ast.ArrayRef, c_ast.Typename, c_ast.TypeDecl,
                                c_ast.IdentifierType)):
            return None
    return names


def _definition(item: c_ast.Node) -> tuple[str, c_ast.Node, c_ast.Node | None] | None:
    """(x, e, the declaration's type or None) of `x = e;` or `T x = e;`."""
    if isinstance(item, c_ast.Assignment) and item.op == "=" and isinstance(item.lvalue, c_ast.ID) and \
            not isinstance(item.rvalue, c_ast.Assignment):
        return item.lvalue.name, item.rvalue, None
    if isinstance(item, c_ast.Decl) and item.name and item.init is not None and \
            isinstance(item.type, c_ast.TypeDecl) and isinstance(item.type.type, c_ast.IdentifierType) and \
            not isinstance(item.init, c_ast.InitList) and not item.bitsize:
        return item.name, item.init, item.type
    return None


_RANK = {"int": 0, "float": 1, "double": 2, "long double": 3}


def _kind(ctype: str | None) -> str | None:
    """The rank class of an arithmetic type's words: int (any integer), float, double, long double."""
    if ctype is None:
        return None
    words = ctype.split()
    if "double" in words:
        return "long double" if "long" in words else "double"
    if "float" in words:
        return "float"
    if any(w in words for w in ("int", "long", "short", "char", "unsigned", "signed", "_Bool", "size_t",
                                "ptrdiff_t", "int64_t", "int32_t", "uint64_t", "uint32_t")):
        return "int"
    return None


def _root_kind(e: c_ast.Node, type_of: Callable[[str], str | None]) -> str | None:
    """The rank class of e's type under C's usual arithmetic conversions (that of its highest-ranked
    leaf: e is built of + - * / and unary signs), None where a leaf's type is not known."""
    leaves: list[str | None] = []
    stack = [e]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.Cast):
            leaves.append(_kind(" ".join(n.to_type.type.type.names))
                          if isinstance(n.to_type.type.type, c_ast.IdentifierType) else None)
        elif isinstance(n, c_ast.Constant):
            v = n.value.lower()
            if n.type in ("double", "float", "long double"):
                leaves.append("float" if v.endswith("f") else "long double" if v.endswith("l") else "double")
            elif n.type in ("int", "long int", "unsigned int", "long long int", "unsigned long int",
                            "unsigned long long int", "char"):
                leaves.append("int")
            else:
                leaves.append(None)
        elif isinstance(n, c_ast.ArrayRef):
            base = n
            while isinstance(base, c_ast.ArrayRef):
                base = base.name
            leaves.append(_kind(type_of(base.name)) if isinstance(base, c_ast.ID) else None)
        elif isinstance(n, c_ast.ID):
            leaves.append(_kind(type_of(n.name)))
        else:
            stack.extend(c for _, c in n.children())
    if not leaves or None in leaves:
        return None
    return max(leaves, key=lambda k: _RANK[k])


def _cast(ctype: str, e: c_ast.Node) -> c_ast.Cast:
    td = c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(ctype.split()))
    return c_ast.Cast(c_ast.Typename(None, [], None, td), copy.deepcopy(e), e.coord)


def forward_invariant_scalars(body: list[c_ast.Node], scalar_type: Callable[[str], str | None],
                              dead_after: Callable[[str], bool] | None,
                              type_of: Callable[[str], str | None] | None = None) -> list[str]:
    """Rewrite `body` (the SCoP's statements) in place as the module says; the names forwarded.
    `scalar_type(x)`: the C type of x when it is an arithmetic scalar (not volatile or atomic), else
    None; `dead_after(x)`: whether x, declared outside the SCoP, is dead after it (None: never known);
    `type_of(name)`: the type of a scalar or of an array's elements (None: unknown), to leave out the cast
    where the value has the scalar's type already."""
    done: list[str] = []
    written = _writes(body)

    def block(items: list[c_ast.Node], around: set[str]) -> None:
        k = 0
        while k < len(items):
            if _try(items, k, around):
                continue
            for child in _blocks(items[k]):
                block(*child, around=around | _iterator(items[k]))
            k += 1

    def _try(items: list[c_ast.Node], k: int, around: set[str]) -> bool:
        d = _definition(items[k])
        if d is None:
            return False
        x, e, decl_type = d
        ctype = " ".join(decl_type.type.names) if decl_type is not None else scalar_type(x)
        if ctype is None or (decl_type is not None and scalar_type(x) is None):
            return False
        if written.get(x, 0) != 1 or "?" in written:
            return False
        after = items[k + 1:]
        if not any(_reads([n.stmt], x) for node in after for n in nodes(node) if isinstance(n, c_ast.For)) \
                and not _names_a_subscript(x, ctype, e, after):
            return False        # (read at its own level only: kept, a private scalar in a register)
        own = 1 if decl_type is None else 0        # (the assignment's left side)
        if _reads(body, x) != _reads(after, x) + own or _reads(after, x) == 0:
            return False
        if decl_type is None and (dead_after is None or not dead_after(x)):
            return False
        names = _pure_names(e)
        if names is None or x in names:
            return False
        later = _writes(after)
        for n in names:
            if n in later or (n in written and n not in around):
                return False
        # the value as the scalar holds it: a cast unless e has the scalar's floating type already (a
        # cast is no operand of the tensor cores' products, gpu/contraction_dmma.py)
        same = _kind(ctype) in ("float", "double") and _root_kind(e, type_of or scalar_type) == _kind(ctype)
        for node in after:
            replace_ids(node, {x}, lambda _: copy.deepcopy(e) if same else _cast(ctype, e))
        del items[k]
        done.append(x)
        return True

    block(body, set())
    return done


def _names_a_subscript(x: str, ctype: str, e: c_ast.Node, after: list[c_ast.Node]) -> bool:
    """Whether the integer x, computed from no array (`const int row = i * N;`), is read in a subscript
    of the statements after it (`A[row + j]`): as a private scalar it is a value the model does not know
    ("subscript depends on the computed value"), and its expression is affine in the iterators."""
    if _kind(ctype) != "int" or any(isinstance(n, c_ast.ArrayRef) for n in nodes(e)):
        return False
    return any(isinstance(n, c_ast.ArrayRef) and _reads([n.subscript], x)
               for node in after for n in nodes(node))


def _iterator(node: c_ast.Node) -> set[str]:
    if not isinstance(node, c_ast.For):
        return set()
    init = node.init
    if isinstance(init, c_ast.DeclList) and init.decls:
        return {init.decls[0].name}
    if isinstance(init, c_ast.Assignment) and isinstance(init.lvalue, c_ast.ID):
        return {init.lvalue.name}
    return set()


def _blocks(node: c_ast.Node) -> list[tuple[list[c_ast.Node]]]:
    """The statement lists directly inside `node` (a loop's body, a compound, an if's branches)."""
    out = []
    if isinstance(node, c_ast.Compound):
        out.append((node.block_items if node.block_items is not None else [],))
    elif isinstance(node, c_ast.For):
        if isinstance(node.stmt, c_ast.Compound):
            node.stmt.block_items = node.stmt.block_items or []
            out.append((node.stmt.block_items,))
        elif node.stmt is not None:
            # a single statement: a list of one, which nothing is removed from (a definition needs
            # statements after it)
            out.append(([node.stmt],))
    elif isinstance(node, c_ast.If):
        for b in (node.iftrue, node.iffalse):
            if isinstance(b, c_ast.Compound):
                b.block_items = b.block_items or []
                out.append((b.block_items,))
            elif b is not None:
                out.append(([b],))
    return out
