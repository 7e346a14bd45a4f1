"""Which loop iterators declared outside a SCoP may be read after it.

C leaves a `for` iterator declared outside the loop holding its final value (`for (i = 0; i < n; i++)`
leaves `i == n`), and a program may print or use it after the loop. The generated code runs the loops
with its own iterators, so a SCoP must assign those final values itself when they can be read. Doing so
when nothing reads them would cost a launch on GPUs for the common PolyBench style (`int i, j;` at the
top of the function, each later loop starting with `for (i = 0; ...)`), so this module answers the
question with a conservative path scan of the function's statements: a name is dead after the SCoP when
every path from the SCoP's end assigns it (`i = e;`, `for (i = e; ...)` with `e` not reading `i`)
before anything else mentions it, or ends the function with the name a non-static local. Anything it
does not follow exactly (`goto`, `switch` on the way, the address taken anywhere) counts as a read.
"""
from __future__ import annotations

from pycparser import c_ast

from .symbols import Symbol

KILL, LIVE, PASS, JUMP = "kill", "live", "pass", "jump"


def _mentions(node: c_ast.Node | None, name: str) -> bool:
    if node is None:
        return False
    if isinstance(node, c_ast.ID) and node.name == name:
        return True
    return any(_mentions(child, name) for _, child in node.children())


def _address_taken(node: c_ast.Node, name: str) -> bool:
    if isinstance(node, c_ast.UnaryOp) and node.op == "&" and _mentions(node.expr, name):
        return True
    return any(_address_taken(child, name) for _, child in node.children())


def _has_jump(node: c_ast.Node) -> bool:
    if isinstance(node, (c_ast.Goto, c_ast.Label)):
        return True
    return any(_has_jump(child) for _, child in node.children())


def _kills(expr: c_ast.Node | None, name: str) -> bool:
    """`name = e` (possibly first in a comma list) with `e` not reading `name`: the old value is dead."""
    if isinstance(expr, c_ast.ExprList) and expr.exprs:
        return _kills(expr.exprs[0], name)
    return (isinstance(expr, c_ast.Assignment) and expr.op == "=" and isinstance(expr.lvalue, c_ast.ID)
            and expr.lvalue.name == name and not _mentions(expr.rvalue, name))


def _declares(node: c_ast.Node, name: str) -> bool:
    """A declaration of `name` (an object, a function, a typedef or an enumeration constant) at the top of
    `node`: from there to the end of its block, the name is another entity's."""
    decls = node.decls if isinstance(node, c_ast.DeclList) else [node]
    for d in decls or []:
        if isinstance(d, (c_ast.Decl, c_ast.Typedef)) and d.name == name:
            return True
        t = d.type if isinstance(d, c_ast.Decl) else None
        if isinstance(t, c_ast.Enum) and t.values is not None and \
                any(e.name == name for e in t.values.enumerators or []):
            return True
    return False


class _Scan:
    def __init__(self, name: str, ends_dead: bool):
        self.name = name
        self.ends_dead = ends_dead     # reaching the end of the function kills the name (a plain local)
        self.jumped = False            # a scanned path met a break or continue of an enclosing loop

    def stmt(self, s: c_ast.Node) -> str:
        """KILL: every path through `s` assigns the name before reading it (or ends the function);
        LIVE: some path may read it; PASS: `s` neither reads nor assigns it; JUMP: no path reads it here and
        some leave the block by `break` or `continue` (to the code after or at the top of an enclosing loop,
        which the caller scans as well)."""
        n = self.name
        if isinstance(s, c_ast.Compound):
            return self.block(s.block_items or [], 0)
        if isinstance(s, c_ast.Assignment) and _kills(s, n):
            return KILL
        if isinstance(s, c_ast.ExprList) and _kills(s, n) and not any(_mentions(e, n) for e in s.exprs[1:]):
            return KILL
        if isinstance(s, c_ast.For) and not isinstance(s.init, c_ast.DeclList) and _kills(s.init, n):
            return KILL
        if isinstance(s, c_ast.For) and isinstance(s.init, c_ast.DeclList) and _declares(s.init, n):
            return PASS     # `for (int i = 0; ...)`: its own i (its jumps are its own; a return ends the call)
        if isinstance(s, c_ast.If):
            if _mentions(s.cond, n):
                return LIVE
            a = self.stmt(s.iftrue)
            b = self.stmt(s.iffalse) if s.iffalse is not None else PASS
            if LIVE in (a, b):
                return LIVE
            if PASS in (a, b):
                return PASS
            return KILL if a == b == KILL else JUMP
        if isinstance(s, c_ast.Return):
            if _mentions(s.expr, n):
                return LIVE
            return KILL if self.ends_dead else LIVE
        if isinstance(s, (c_ast.Break, c_ast.Continue)):
            self.jumped = True
            # control goes on after (or at the next iteration of) an enclosing loop of the SCoP, a path
            # scanned on its own; a break/continue of a loop after the SCoP is inside that loop's statement
            return JUMP
        return LIVE if _mentions(s, n) else PASS

    def block(self, items: list[c_ast.Node], start: int) -> str:
        for k in range(start, len(items)):
            if _declares(items[k], self.name):
                # the rest of the block names another object (`{ int i; i = 3; ... }` after a SCoP that leaves
                # the outer i): it neither reads nor assigns this one, but its jumps and returns still count
                other = _Scan("", self.ends_dead)
                r = other.block(items, k + 1)
                self.jumped = self.jumped or other.jumped
                return r
            r = self.stmt(items[k])
            if r != PASS:
                return r
        return PASS


def _spine(func: c_ast.FuncDef, first: c_ast.Node) -> list[tuple[c_ast.Node, list[c_ast.Node], int]] | None:
    """The chain of (statement, its block, its index) from the function body down to the SCoP's first
    statement, outermost first; a bare loop or `if` body counts as a one-statement block."""

    def walk(items: list[c_ast.Node]) -> list | None:
        for k, it in enumerate(items):
            if it is first:
                return [(it, items, k)]
            for child in _sub_blocks(it):
                found = walk(child)
                if found is not None:
                    return [(it, items, k)] + found
        return None

    return walk(func.body.block_items or [])


def _sub_blocks(node: c_ast.Node) -> list[list[c_ast.Node]]:
    if isinstance(node, c_ast.Compound):
        return [node.block_items or []]      # a block that is a statement of its own
    out = []
    for name, child in node.children():
        if isinstance(child, c_ast.Compound):
            out.append(child.block_items or [])
        elif name in ("stmt", "iftrue", "iffalse") and child is not None:
            out.append([child])
    return out


def _reaches_clean(scan: _Scan, chain: list[tuple[c_ast.Node, list[c_ast.Node], int]]) -> str:
    """From the start of chain[0]'s block down to the SCoP: KILL, LIVE, or PASS (the SCoP is reached
    without a read; the SCoP reads no iterator's old value, so that path joins the one already scanned)."""
    for node, items, k in chain[:-1]:
        r = scan.block(items[:k], 0)
        if r != PASS:
            return r
        if isinstance(node, (c_ast.If, c_ast.While)) and _mentions(node.cond, scan.name):
            return LIVE
        if isinstance(node, c_ast.For) and (_mentions(node.init, scan.name) or _mentions(node.cond, scan.name)):
            return LIVE
        if isinstance(node, (c_ast.Switch, c_ast.DoWhile)):
            return LIVE
    _node, items, k = chain[-1]
    return scan.block(items[:k], 0)


def live_after(func: c_ast.FuncDef, items: list[c_ast.Node], name: str, symbol: Symbol | None) -> bool:
    """May `name`'s value at the end of the region `items` (consecutive statements of one block of `func`)
    be read afterwards?"""
    if symbol is None or not items:
        return True
    if _address_taken(func.body, name) or _has_jump(func.body):
        return True
    storage = getattr(symbol.node, "storage", None) or []
    if symbol.scope not in ("local", "param") or "static" in storage:
        return True     # a global or static variable outlives the call: any later call may read it
    scan = _Scan(name, ends_dead=True)
    chain = _spine(func, items[0])
    if chain is None:
        return True
    jumped = False      # a break or continue on the way: its path resumes at the innermost enclosing loop
    for level in range(len(chain) - 1, -1, -1):
        node, block, k = chain[level]
        start = k + len(items) if level == len(chain) - 1 else k + 1
        r = scan.block(block, start)
        jumped = jumped or scan.jumped
        if r == LIVE:
            return True
        if r == KILL and not jumped:
            return False
        # the end of this block is reached (PASS), or left by a break or continue (JUMP), or killed while a
        # jump is pending (its path skips the rest of the loop's body): go on where control goes next
        jumped = jumped or r == JUMP
        if level == 0:
            return not scan.ends_dead
        holder = chain[level - 1][0]
        if isinstance(holder, c_ast.Switch):
            return True
        if isinstance(holder, (c_ast.For, c_ast.While, c_ast.DoWhile)):
            nxt = holder.next if isinstance(holder, c_ast.For) else None
            if _mentions(nxt, name) or _mentions(holder.cond, name):
                return True
            # the next iteration runs the loop's body from its start down to the SCoP again
            if _reaches_clean(scan, chain[level:]) == LIVE:
                return True
            jumped = scan.jumped = False    # a break goes on after this loop, a continue at its top: covered
    return True


def outer_iterators(items: list[c_ast.Node]) -> list[str]:
    """Names that loops of `items` assign in their initialisation (`for (i = 0; ...)`), not declare."""
    names: list[str] = []

    class V(c_ast.NodeVisitor):
        def visit_For(v, node):  # noqa: N805
            if isinstance(node.init, c_ast.Assignment) and isinstance(node.init.lvalue, c_ast.ID) \
                    and node.init.lvalue.name not in names:
                names.append(node.init.lvalue.name)
            v.generic_visit(node)

    from ..model.while_loops import rewrite_counted_whiles
    # a counted `while` is the `for` the model reads (model/while_loops.py): its counter is an iterator
    for it in rewrite_counted_whiles(items):
        V().visit(it)
    return names


def used_after_region(func: c_ast.FuncDef, items: list[c_ast.Node]) -> c_ast.Decl | None:
    """A declaration at the top level of the region `items` whose name the rest of its block uses: the
    region's code is replaced, so the name would be gone there (`#pragma scop int k = 3; ... #pragma
    endscop printf("%d", k);`)."""
    decls = [d for it in items for d in ((it.decls or []) if isinstance(it, c_ast.DeclList) else [it])
             if isinstance(d, c_ast.Decl) and d.name]
    if not decls or not items:
        return None
    chain = _spine(func, items[0])
    if chain is None:
        return None
    _node, block, k = chain[-1]
    rest = block[k + len(items):]
    for d in decls:
        if any(_mentions(s, d.name) for s in rest):
            return d
    return None
