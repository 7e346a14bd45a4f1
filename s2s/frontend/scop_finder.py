"""Find the SCoPs of a file: `#pragma scop` regions, or with --autodetect maximal static-control loop nests."""
from __future__ import annotations

import copy
import os
import re
from dataclasses import dataclass, field, replace

from pycparser import c_ast

from ..codegen.ctypes_map import integer_kind
from ..diagnostics import DiagnosticLog, InvalidProgram, Location, NotStaticControl, S2SError, loc_of
from ..model.builder import PURE_MATH, ScopBuilder
from .classify_macro import CLASSIFY
from ..model.scop import Scop
from .liveness import live_after, outer_iterators, used_after_region
from .columns import blank_comments
from .scopes import region_scope
from .struct_members import Hoisting, hoist_members
from .source_span import alone_on_its_lines, logical_end_line, statement_end_line
from .symbols import Symbol, SymbolTable


@dataclass
class ScopRegion:
    function: c_ast.FuncDef
    items: list[c_ast.Node]
    loc: Location | None
    end_loc: Location | None
    span: tuple[int, int]
    pragma: bool
    skipped: list = field(default_factory=list)
    # the `#pragma scop` line follows a label or a case (`lab:` / `case 1:` on the line before): the
    # replacement starts with an empty statement for the label to name (C17 labels no declaration)
    after_label: bool = False
    # a statement of the block before `#pragma scop` or after `#pragma endscop` starts on the line of one
    # of them (`_Pragma` from a macro such as `#define SCOP x = 1; _Pragma("scop")`): the lines are not
    # the region's alone: that line, else 0
    shares_line: int = 0
    # the region is the unbraced body of a loop or an `if` (`for (r = 0; ...)` + `#pragma scop` + a nest +
    # `#pragma endscop`): its replacement must be one statement, a block
    braced: bool = False
    # a `case` or `default` label of the enclosing switch between the pragmas (`case 0: #pragma scop ...
    # case 1: ... #pragma endscop`): the switch may jump into the region, which then stays as written
    case_label: Location | None = None


def _pragma_kind(node) -> str | None:
    if isinstance(node, c_ast.Pragma):
        words = node.string.split()
        if words and words[0] == "scop":
            return "scop"
        if words and words[0] == "endscop":
            return "endscop"
    return None


def _wrapped(node) -> bool:
    """pycparser parses `lab: #pragma p` + a statement (and `case 1:`, `default:`) as the label's
    statement being a Compound of the pragma and the statement, on the pragma's line: not a block of
    the program."""
    return isinstance(node, c_ast.Compound) and bool(node.block_items) and \
        isinstance(node.block_items[0], c_ast.Pragma) and node.coord is not None and \
        node.block_items[0].coord is not None and node.coord.line == node.block_items[0].coord.line


def _unwrapped(items: list[c_ast.Node], wrapped: set[int]) -> list[c_ast.Node]:
    """`items` with the pragmas pycparser wrapped under labels and cases back in the list (their ids
    added to `wrapped`), so that `lab:` / `case 1:` + `#pragma scop` ... `#pragma endscop` is a region."""
    out: list[c_ast.Node] = []
    for it in items:
        inner = it.stmt if isinstance(it, c_ast.Label) else it
        if _wrapped(inner):
            wrapped.add(id(inner.block_items[0]))
            out.extend(_unwrapped(inner.block_items, wrapped))
        else:
            out.append(it)
    return out


def _open_body(stmt) -> c_ast.Compound | None:
    """The pragma-wrapped body (`_wrapped`: `#pragma scop` + one statement) that `stmt`, a loop or an `if`
    without braces (maybe nested: `for (...) for (...) #pragma scop`), ends with, when it has no
    `#pragma endscop` of its own; else None."""
    while True:
        if isinstance(stmt, (c_ast.For, c_ast.While, c_ast.DoWhile)):
            stmt = stmt.stmt
        elif isinstance(stmt, c_ast.If):
            stmt = stmt.iffalse if stmt.iffalse is not None else stmt.iftrue
        elif _wrapped(stmt) and _pragma_kind(stmt.block_items[0]) == "scop":
            return stmt if not any(_pragma_kind(x) == "endscop" for x in stmt.block_items) else None
        else:
            return None


def _join_unbraced_bodies(node, bodies: set[int]) -> None:
    """pycparser reads `for (...)` + `#pragma scop` + a statement + `#pragma endscop` (valid C: cc ignores
    the pragmas) as a loop whose body is the pragma and the statement, followed by the `#pragma endscop`:
    that pragma is moved into the body, which becomes the region's block (the id of its `#pragma scop` is
    added to `bodies`: the replacement is braced).  The same for the unbraced branches of an `if` and the
    body of a `do` (the parse gives such a body its `#pragma endscop` itself where it can: parse.py)."""
    blocks = []
    if isinstance(node, c_ast.Compound) and node.block_items:
        blocks.append(node.block_items)
    if isinstance(node, (c_ast.Case, c_ast.Default)) and node.stmts:
        blocks.append(node.stmts)
    for block in blocks:
        k = 0
        while k < len(block) - 1:
            body = _open_body(block[k]) if _pragma_kind(block[k + 1]) == "endscop" else None
            if body is not None:
                body.block_items.append(block.pop(k + 1))
                bodies.add(id(body.block_items[0]))
            k += 1
    for name, child in node.children():
        if name in ("stmt", "iftrue", "iffalse"):
            # the statement of a loop, an `if` or a switch, maybe under labels (`switch (k) case 1:` +
            # the region): its replacement is one statement
            target = _labelled(child)
            if _wrapped(target) and _pragma_kind(target.block_items[0]) == "scop":
                bodies.add(id(target.block_items[0]))
        _join_unbraced_bodies(child, bodies)


def _labelled(stmt):
    """The statement that the labels `stmt` starts with (`lab:`, `case 1:`, `default:`) name: `stmt` when
    it is not labelled."""
    while True:
        if isinstance(stmt, c_ast.Label):
            stmt = stmt.stmt
        elif isinstance(stmt, (c_ast.Case, c_ast.Default)) and stmt.stmts is not None and len(stmt.stmts) == 1:
            stmt = stmt.stmts[0]
        else:
            return stmt


class CaseMark(c_ast.Node):
    """The place of a `case` or `default` label in the flattened statements of a block (`_flat_cases`):
    pycparser makes each label own the statements up to the next one, but a
    `#pragma scop` region runs in the block's text, and may span a label."""

    __slots__ = ("label", "coord", "__weakref__")
    attr_names = ()

    def __init__(self, label, coord=None):
        self.label = label
        self.coord = coord

    def children(self):
        return ()


def _flat_cases(items: list[c_ast.Node], wrapped: set[int]) -> list[c_ast.Node]:
    """`items` with each `case` or `default` label (a switch's, or one inside a loop of its block, Duff's
    device) replaced by its place (`CaseMark`) followed by its statements, in order: pycparser makes each
    label own the statements up to the next, but a region runs in the text of a block."""
    out: list[c_ast.Node] = []
    for x in items:
        if isinstance(x, (c_ast.Case, c_ast.Default)):
            out.append(CaseMark(x, x.coord))
            out.extend(_flat_cases(_unwrapped(list(x.stmts or []), wrapped), wrapped))
        else:
            out.append(x)
    return out


def _pragma_child_blocks(node, wrapped: set[int]) -> list[list[c_ast.Node]]:
    """_child_blocks, with the statements of a `case` or `default` as one list (a `#pragma scop` may
    start after `case 1:` without braces) and wrapped pragmas unwrapped."""
    if isinstance(node, (c_ast.Case, c_ast.Default)):
        return [_unwrapped(list(node.stmts or []), wrapped)]
    if isinstance(node, c_ast.Label) and _wrapped(node.stmt):
        return []                            # unwrapped into the enclosing list
    return [_unwrapped(b, wrapped) for b in _child_blocks(node)]


def _elsewhere(node, file: str) -> bool:
    """`node` comes from another file than the input (an included header)."""
    coord = getattr(node, "coord", None)
    return coord is not None and bool(coord.file) and coord.file != file


def _foreign_region(node, file: str, log: DiagnosticLog | None) -> None:
    """A `#pragma scop` region of an included file: s2s writes the input file only, so the code in the
    header stays as it is (and runs sequentially), with a warning."""
    if log is not None:
        name = node.coord.file
        log.warning("SCoP left sequential: it is in an included file, and s2s translates only the file "
                    f"it is given (translate the code of '{os.path.basename(name)}' in a file of its own)",
                    loc_of(node, file))


def pragma_regions(ast: c_ast.FileAST, file: str, log: DiagnosticLog | None = None) -> list[ScopRegion]:
    """The `#pragma scop` regions of the input file.  A region of an included file (a function defined
    in a header, or a header included inside a function) is left as it is, with a warning in `log`."""
    regions: list[ScopRegion] = []
    errors = []
    wrapped: set[int] = set()
    bodies: set[int] = set()

    def scan_block(func, items):
        items = _flat_cases(_unwrapped(items, wrapped), wrapped)
        i = 0
        while i < len(items):
            kind = _pragma_kind(items[i])
            if kind == "scop":
                start = items[i]
                j = i + 1
                while j < len(items) and _pragma_kind(items[j]) is None:
                    j += 1
                if j == len(items):
                    errors.append(("'#pragma scop' without a matching '#pragma endscop' in the same block",
                                   loc_of(start, file)))
                    return
                if _pragma_kind(items[j]) == "scop":
                    errors.append(("nested '#pragma scop': the previous SCoP has no '#pragma endscop'",
                                   loc_of(items[j], file)))
                    return
                body = [x for x in items[i + 1:j] if not isinstance(x, c_ast.Pragma)]
                mark = next((x for x in body if isinstance(x, CaseMark)), None)
                if mark is not None:
                    # the switch may enter the region at the label: not one static-control part
                    regions.append(ScopRegion(func, [], loc_of(start, file), loc_of(items[j], file),
                                              (start.coord.line, items[j].coord.line), True,
                                              case_label=loc_of(mark, file)))
                    i = j + 1
                    continue
                inner = _nested_pragma(body)
                if inner is not None:
                    msg = (f"nested '#pragma {_pragma_kind(inner)}' inside the SCoP that starts at "
                           f"line {loc_of(start, file).line}: SCoPs cannot nest")
                    errors.append((msg, loc_of(inner, file)))
                    return
                if _elsewhere(start, file) or _elsewhere(items[j], file):
                    _foreign_region(start if _elsewhere(start, file) else items[j], file, log)
                    i = j + 1
                    continue
                sl, el = loc_of(start, file), loc_of(items[j], file)
                before = items[i - 1] if i > 0 else None
                after = items[j + 1] if j + 1 < len(items) else None
                shares = sl.line if before is not None and not _elsewhere(before, file) and \
                    before.coord is not None and before.coord.line >= sl.line else \
                    el.line if after is not None and not _elsewhere(after, file) and \
                    after.coord is not None and after.coord.line <= el.line else 0
                # both pragmas on one line (a macro that holds the SCoP, and maybe its function), or the
                # function's own header on the pragma's line
                if not shares and (sl.line == el.line or (func.coord is not None and not
                                                          _elsewhere(func, file) and func.coord.line >= sl.line)):
                    shares = sl.line
                regions.append(ScopRegion(func, body, sl, el, (sl.line, el.line), True,
                                          after_label=id(start) in wrapped, shares_line=shares,
                                          braced=id(start) in bodies))
                i = j + 1
                continue
            if kind == "endscop":
                errors.append(("'#pragma endscop' without a preceding '#pragma scop'", loc_of(items[i], file)))
                i += 1
                continue
            if isinstance(items[i], CaseMark):
                i += 1
                continue
            for child in _pragma_child_blocks(items[i], wrapped):
                scan_block(func, child)
            i += 1

    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef) and _elsewhere(ext, file):
            first = next((x for x in _walk(ext) if _pragma_kind(x) == "scop"), None)
            if first is not None:
                _foreign_region(first, file, log)
        elif isinstance(ext, c_ast.FuncDef):
            _join_unbraced_bodies(ext.body, bodies)
            scan_block(ext, ext.body.block_items or [])
        elif isinstance(ext, c_ast.Pragma) and _pragma_kind(ext) and _elsewhere(ext, file):
            continue                         # cc ignores it; the header is not written
        elif isinstance(ext, c_ast.Pragma) and _pragma_kind(ext):
            errors.append((f"'#pragma {_pragma_kind(ext)}' outside a function", loc_of(ext, file)))
    if errors:
        from ..diagnostics import Diagnostic
        raise S2SError([Diagnostic("error", m, loc) for m, loc in errors])
    return regions


def _nested_pragma(items: list[c_ast.Node]) -> c_ast.Pragma | None:
    """The first `#pragma scop` or `#pragma endscop` inside the blocks nested in `items`."""
    for it in items:
        for block in _child_blocks(it):
            for x in block:
                if _pragma_kind(x):
                    return x
            found = _nested_pragma(block)
            if found is not None:
                return found
    return None


def _child_blocks(node) -> list[list[c_ast.Node]]:
    """The statement lists nested in `node`: compound blocks, and a bare body (`for (...) for (...)`) as a
    one-statement list, so that a loop nested without braces is itself a candidate.  A block that is itself
    a statement (`{ ... }` in a function body: its items are not blocks) is its own list."""
    if isinstance(node, c_ast.Compound):
        return [node.block_items or []]
    out = []
    for name, child in node.children():
        if isinstance(child, c_ast.Compound):
            out.append(child.block_items or [])
        elif name in ("stmt", "iftrue", "iffalse") and child is not None:
            out.append([child])
    return out


def _attached_pragmas(items: list[c_ast.Node], k: int) -> list[c_ast.Pragma]:
    """The pragmas (other than scop/endscop) right before items[k], in order."""
    out: list[c_ast.Pragma] = []
    j = k - 1
    while j >= 0 and isinstance(items[j], c_ast.Pragma) and not _pragma_kind(items[j]):
        out.insert(0, items[j])
        j -= 1
    return out


def _label_targets(func: c_ast.FuncDef) -> frozenset[str] | None:
    """The labels of `func` that a `goto` names or whose address `&&label` takes; None (any label may be
    one) where the function has a computed `goto *p` or is read as a GNU nested function's outer one."""
    names = set()
    for n in _walk(func.body):
        if isinstance(n, c_ast.Goto):
            if n.name == "*":
                return None
            names.add(n.name)
        elif isinstance(n, c_ast.UnaryOp) and n.op == "&&" and isinstance(n.expr, c_ast.ID):
            names.add(n.expr.name)
    return frozenset(names)


def _walk(node):
    yield node
    for _, child in node.children():
        yield from _walk(child)


def _scope_args(rs) -> dict:
    """What ScopBuilder takes from a region's scope (RegionScope), for every build of a region."""
    return dict(typedefs=rs.typedefs, user_functions=rs.user_functions, reads_errno=rs.reads_errno,
                fenv_call=rs.fenv_call, threadprivate=rs.threadprivate, function_defs=rs.function_defs,
                file_typedefs=rs.file_typedefs)


def _hoisted(rs, symbols: SymbolTable, func: c_ast.FuncDef, file: str) -> Hoisting:
    """The structure members of the region that become locals (frontend/struct_members.py): `rs` then has
    the statements that name the locals, and their symbols; raises NotStaticControl."""
    rs.items, hoisting = hoist_members(rs.items, rs.symbols, symbols, func, file)
    rs.symbols.update(hoisting.symbols)
    rs.items = _derefs_as_elements(rs.items, rs.symbols)
    return hoisting


def _derefs_as_elements(items: list[c_ast.Node], syms: dict[str, Symbol]) -> list[c_ast.Node]:
    """A dereference of pointer arithmetic is a subscript (C11 6.5.2.1p2: `E1[E2]` is `*((E1) + (E2))`):
    `*p` is `p[0]`, `*(p + e)` and `*(e + p)` are `p[e]`, `*(A + i)` of a matrix is its row `A[i]`, so
    `*(*(A + i) + j)` is `A[i][j]`, and `i[A]` (the operands of [] exchanged) is `A[i]`.  The region's
    statements (a copy of the user's, frontend/scopes.py) name the elements, so that the model sees the
    accesses they are (a scale factor `*s`, a sum into `*out`, a flat matrix walked as `*(p + i * n + j)`:
    pointers that may point into an array the SCoP writes, which the runtime overlap test then covers).

    A chain of several offsets (`*(p + i * n + j)`, `*(p + i - 1)`) becomes one subscript (`p[i * n + j]`),
    which adds the offsets as integers where the pointer arithmetic added them one at a time: the same
    element when every offset is of a signed type (or one that promotes to int), which is all this
    accepts; with an unsigned offset (`*(p + i - u)`, u unsigned) the integer sum would wrap where the
    pointer's steps do not, and the dereference is kept (not static control), as it is for tables of row
    pointers and objects s2s does not model."""
    def array_rank(sym: Symbol | None) -> int:
        if sym is None or sym.ctype == "?" or sym.opaque:
            return 0
        return len(sym.dims) + (1 if sym.pointer else 0)

    def base(x) -> c_ast.Node | None:
        """x when it is an array or a pointer (an object of one, or a subscript of one that is still an
        array), else None."""
        k = 0
        y = x
        while isinstance(y, c_ast.ArrayRef):
            y, k = y.name, k + 1
        if isinstance(y, c_ast.ID) and array_rank(syms.get(y.name)) > k:
            return x
        return None

    def signed(e) -> bool:
        """e is an integer expression of a signed type (after the integer promotions)."""
        if isinstance(e, c_ast.Constant):
            return e.type in ("int", "long int", "long long int") and not any(c in "uU" for c in e.value)
        if isinstance(e, c_ast.ID):
            sym = syms.get(e.name)
            kind = integer_kind(sym.ctype) if sym is not None and sym.is_integer and not sym.opaque else None
            return kind is not None and (kind[0] or kind[1] < 32)     # narrower types promote to int
        if isinstance(e, c_ast.BinaryOp) and e.op in ("+", "-", "*"):
            return signed(e.left) and signed(e.right)
        if isinstance(e, c_ast.UnaryOp) and e.op == "-":
            return signed(e.expr)
        return False

    def terms(e, sign: str, out: list) -> None:
        if isinstance(e, c_ast.BinaryOp) and e.op in ("+", "-"):
            terms(e.left, sign, out)
            terms(e.right, sign if e.op == "+" else ("-" if sign == "+" else "+"), out)
        else:
            out.append((sign, e))

    def element(x):
        if isinstance(x, c_ast.ArrayRef) and base(x.name) is None and base(x.subscript) is not None:
            return c_ast.ArrayRef(x.subscript, x.name, coord=x.coord)      # `i[A]` is `A[i]`
        if not (isinstance(x, c_ast.UnaryOp) and x.op == "*"):
            return None
        zero = c_ast.Constant("int", "0", coord=x.coord)
        if base(x.expr) is not None:                              # *p
            return c_ast.ArrayRef(x.expr, zero, coord=x.coord)
        if not (isinstance(x.expr, c_ast.BinaryOp) and x.expr.op in ("+", "-")):
            return None
        parts: list = []
        terms(x.expr, "+", parts)
        bases = [k for k, (_, t) in enumerate(parts) if base(t) is not None]
        if len(bases) != 1 or parts[bases[0]][0] != "+":
            return None
        arr = parts[bases[0]][1]
        offsets = [pt for k, pt in enumerate(parts) if k != bases[0]]
        if len(offsets) == 1 and offsets[0][0] == "+":
            index = offsets[0][1]                                   # *(p + e): p[e], whatever e's type
        else:
            if not all(signed(t) for _, t in offsets):
                return None
            index = None
            for sign, t in offsets:
                if index is None:
                    index = t if sign == "+" else c_ast.UnaryOp("-", t, coord=x.coord)
                else:
                    index = c_ast.BinaryOp(sign, index, t, coord=x.coord)
        return c_ast.ArrayRef(arr, index, coord=x.coord)

    if not any(element(x) is not None for it in items for x in _walk(it)):
        return items
    items = copy.deepcopy(items)        # (the region's statements may be the user's own nodes)

    def walk(node) -> None:
        # inner dereferences first: `*(*(A + i) + j)` is `*(A[i] + j)`, then `A[i][j]`
        for name, child in node.children():
            walk(child)
            new = element(child)
            if new is not None:
                _replace_child(node, name, new)

    for it in items:
        walk(it)
    return items


def _replace_child(node, name: str, new) -> None:
    """Replace the child `name` of `node` (as node.children() names it: `block_items[2]`) by `new`."""
    if "[" in name:
        attr, idx = name[:-1].split("[")
        getattr(node, attr)[int(idx)] = new
    else:
        setattr(node, name, new)


def _as_written(rs, hoisting: Hoisting | None, text: str) -> str:
    """A diagnostic with the fresh names of the region put back as the user wrote them."""
    for m in (hoisting.members if hoisting is not None else ()):
        text = re.sub(rf"\b{m.name}\b", m.text, text)
    return rs.as_written(text)


def _try_build(symbols: SymbolTable, func: c_ast.FuncDef, items: list[c_ast.Node], file: str, name: str) -> None:
    """Build the model of `items` of `func` as a candidate region; raises NotStaticControl."""
    rs = region_scope(symbols, func, items)
    hoisting = None
    try:
        hoisting = _hoisted(rs, symbols, func, file)
        ScopBuilder(file, name, rs.items, rs.symbols, loc_of(items[0], file), None, **_scope_args(rs)).build()
    except NotStaticControl as e:
        e.message = _as_written(rs, hoisting, e.message)
        raise


def _split_run(r: ScopRegion, symbols: SymbolTable, file: str, lines: list[str] | None,
               log: DiagnosticLog) -> list[ScopRegion] | None:
    """An autodetected run of nests that is not static control as a whole, as the longest runs from its
    start that are (each nest is alone): a nest whose bounds or subscripts name a scalar or an iterator
    the nests before it write (`for (j = i; j < n; j++)` after a loop over i) starts a run of its own
    instead of keeping every nest of the run sequential.  Running them one after the other is the run's
    own order.  Split only on failure: joining is tried once per nest, for the runs that need it.  None
    when the greedy runs are the whole run (it failed for another reason)."""
    if r.pragma or len(r.items) < 2 or lines is None:
        return None
    name = r.function.decl.name
    parts: list[list[c_ast.Node]] = [[r.items[0]]]
    for it in r.items[1:]:
        if _builds(symbols, r.function, parts[-1] + [it], file, name):
            parts[-1].append(it)
        else:
            parts.append([it])
    if len(parts) == 1:
        return None
    out = []
    for k, items in enumerate(parts):
        first = r.span[0] if k == 0 else items[0].coord.line
        last = r.span[1] if k == len(parts) - 1 else \
            logical_end_line(lines, first, statement_end_line(lines, items[-1]))
        loc = r.loc if k == 0 else loc_of(items[0], file)
        if k:
            log.note("loop nest not joined to the nests before it: together they are not static control",
                     loc)
        out.append(replace(r, items=items, loc=loc, end_loc=Location(file, last, 1), span=(first, last)))
    return out


def _builds(symbols: SymbolTable, func: c_ast.FuncDef, items: list[c_ast.Node], file: str, name: str) -> bool:
    """Whether `items` together are static control (each one alone is)."""
    try:
        _try_build(symbols, func, items, file, name)
    except NotStaticControl:
        return False
    return True


def autodetect_regions(ast: c_ast.FileAST, file: str, symbols: SymbolTable, text_lines: list[str],
                       log: DiagnosticLog) -> list[ScopRegion]:
    """Maximal runs of consecutive outermost `for` nests that are static control, in every function."""
    regions: list[ScopRegion] = []
    for name, func in symbols.functions.items():
        if func.coord is None or (func.coord.file and func.coord.file != file):
            continue

        def scan(items, func=func):  # called in this iteration only
            run: list[c_ast.Node] = []
            start: list[Location] = []      # where the run's lines start: its first pragma, else its first loop

            def flush():
                if run:
                    first, last = run[0], run[-1]
                    sl = start[0] if start else loc_of(first, file)
                    end = statement_end_line(text_lines, last)
                    regions.append(ScopRegion(func, list(run), sl, Location(file, end, 1), (sl.line, end), False))
                    run.clear()
                start.clear()

            for k, it in enumerate(items):
                # pragmas right before a statement apply to it (`#pragma omp parallel for`, `#pragma GCC
                # ivdep`): a nest taken takes its pragmas along (they would apply to the generated code;
                # the original lines, kept for a runtime test, keep them), and s2s does not look inside a
                # statement with pragmas (`#pragma omp parallel { ... }`: its threads would each run the
                # generated code, or launch kernels at the same time)
                attached = _attached_pragmas(items, k)
                if isinstance(it, c_ast.For) and it.coord and it.coord.file == file and \
                        not alone_on_its_lines(text_lines, it, it):
                    # a translation replaces whole lines: the other code would be lost
                    flush()
                    log.note("loop nest skipped: it shares a line with other code", loc_of(it, file))
                    continue
                if isinstance(it, c_ast.For) and it.coord and it.coord.file == file:
                    try:
                        _try_build(symbols, func, [it], file, name)
                        if attached:
                            flush()
                            start.append(loc_of(attached[0], file))
                        run.append(it)
                        continue
                    except NotStaticControl as e:
                        flush()
                        log.note(f"loop nest skipped: {e.message}", loc_of(it, file))
                        if e.loc and e.loc != loc_of(it, file):
                            log.note("the construct is here", e.loc)
                        if attached:
                            log.note("nests inside it are not looked at: it has its own "
                                     f"'#pragma {attached[0].string}'", loc_of(attached[0], file))
                            continue
                        for child in _child_blocks(it):
                            scan(child)
                        continue
                flush()
                if attached and _child_blocks(it):
                    if it.coord and it.coord.file == file and any(isinstance(x, c_ast.For) for x in _walk(it)):
                        log.note(f"loop nests skipped: inside a statement with its own '#pragma "
                                 f"{attached[0].string}'", loc_of(attached[0], file))
                    continue
                for child in _child_blocks(it):
                    scan(child)
            flush()

        scan(func.body.block_items or [])
    return regions


def build_scops(ast, file, regions: list[ScopRegion], symbols: SymbolTable, log: DiagnosticLog,
                strict_errors: bool = True, warn_only_unless_strict: bool = False,
                text_lines: list[str] | None = None) -> list[Scop]:
    """The SCoPs of `regions`.  A `#pragma scop` region that is not static control is an error when
    `strict_errors` (the default of `load`, for `explain` and the Python API's analyses), else a warning
    and the region stays as written (`s2s translate` and `check` without `--strict`); not valid C
    (`InvalidProgram`) is an error either way.  `warn_only_unless_strict`: the caller's default is the
    warning, so an error says it comes from --strict.  `text_lines`: the file's lines, to take the
    statements of host_prologue out of the SCoP (without them, none is)."""
    scops = []
    todo = list(regions)
    k = -1
    while todo:
        r = todo.pop(0)
        k += 1
        if r.case_label is not None:
            what = ("'case' label inside the SCoP: the switch may jump into it, control flow is not static")
            if strict_errors:
                from ..diagnostics import Diagnostic
                suffix = " (--strict)" if warn_only_unless_strict else ""
                raise S2SError([Diagnostic("error", what + suffix, r.case_label)]) from None
            log.warning(f"SCoP left sequential: {what}", r.case_label)
            continue
        nested = next((a for a in getattr(symbols, "set_aside", []) if a.outer is not None
                       and a.function == r.function.decl.name), None)
        if nested is not None:
            # (parse.py read the nested function as its declaration; its body, which s2s does not look
            # into, may read and write the function's locals whenever it is called)
            what = (f"the function defines the GNU nested function '{nested.name}' (line {nested.error_line}), "
                    "which may read and write its locals: s2s does not look into it")
            if strict_errors:
                from ..diagnostics import Diagnostic
                suffix = " (--strict)" if warn_only_unless_strict else ""
                raise S2SError([Diagnostic("error", what + suffix, r.loc)]) from None
            log.warning(f"SCoP left sequential: {what}", r.loc)
            continue
        rs = region_scope(symbols, r.function, r.items)
        prologue = _without_prologue(r, rs, text_lines) if text_lines is not None else None
        if prologue is not None:
            r = prologue[0]
            rs = region_scope(symbols, r.function, r.items)
        live = {v for v in outer_iterators(r.items) if live_after(r.function, r.items, v, rs.symbols.get(v))}
        hoisting = None
        try:
            hoisting = _hoisted(rs, symbols, r.function, file)
            builder = ScopBuilder(file, r.function.decl.name, rs.items, rs.symbols, r.loc, r.end_loc, index=k,
                                  renamed=rs.renamed, live_iterators=live, **_scope_args(rs),
                                  dead_after=lambda v, r=r, rs=rs: not live_after(r.function, r.items, v,
                                                                                  rs.symbols.get(v)))
            builder.label_targets = _label_targets(r.function)
            scop = builder.build()
        except NotStaticControl as e:
            e.message = _as_written(rs, hoisting, e.message)
            if r.pragma and (strict_errors or isinstance(e, InvalidProgram)):
                from ..diagnostics import Diagnostic
                suffix = " (--strict)" if not isinstance(e, InvalidProgram) and warn_only_unless_strict else ""
                raise S2SError([Diagnostic("error", e.message + suffix, e.loc or r.loc)]) from None
            if r.pragma:
                # valid C that s2s cannot offload: the region stays as written (the guide's rule)
                log.warning(f"SCoP left sequential: {e.message}", e.loc or r.loc)
                continue
            parts = _split_run(r, symbols, file, text_lines, log) if prologue is None else None
            if parts is not None:
                todo[:0] = parts
                k -= 1
                continue
            log.note(f"skipped: {e.message}", e.loc or r.loc)
            continue
        scop.span = r.span
        if prologue is not None:
            _, scop.host_prologue, scop.prologue_note = prologue
        scop.after_label = r.after_label
        scop.braced = r.braced
        scop.pragma = r.pragma
        scop.dead_after = _dead_after(scop, r, rs)
        scop.carried = _carried(scop.dead_after, r, rs)
        scop.only_in_scop = _only_in_scop(r, rs)
        scop.outer = rs.outer
        scop.function_line = r.function.coord.line if r.function.coord is not None else 0
        scop.device_reason = _extent_changed(scop, r, rs, symbols.user_functions) or scop.device_reason
        funcs, nodes = symbols.threaded
        inside = any(id(it) in nodes for it in r.items)
        scop.threaded = inside or r.function.decl.name in funcs
        scop.addressable = _addressable(scop, r, rs) | hoisting.addressable
        scop.may_be_based = _may_be_based(scop, r, rs)
        scop.members = tuple(hoisting.members)
        scop.per_call = _per_call(scop, rs) if scop.threaded and not inside else frozenset()
        scop.macros = symbols.macros
        kept = used_after_region(r.function, r.items)
        if kept is not None:
            # the SCoP's lines are replaced by its translation: the name would be gone after them
            scop.kept_reason = (f"'{kept.name}' is declared in the SCoP and used after it (declare it before "
                                "'#pragma scop' to translate the SCoP)")
        scops.append(scop)
    return scops


def _without_prologue(r: ScopRegion, rs, lines: list[str]) -> tuple[ScopRegion, tuple[int, int], str] | None:
    """The region without the first statements that host_prologue takes, the lines of its `#pragma scop`
    (which the translation turns into a comment) and what was taken, for the decisions; None if none is."""
    peel, names = host_prologue(r, rs, lines)
    if not peel:
        return None
    first, rest = r.items[0], r.items[peel:]
    shown = ", ".join(sorted(names)[:6]) + (", ..." if len(names) > 6 else "")
    note = (f"line{'s' if peel > 1 else ''} {first.coord.line}"
            + (f"-{statement_end_line(lines, r.items[peel - 1])}" if peel > 1 else "")
            + f": {peel} statement{'s' if peel > 1 else ''} computing scalars ({shown}) "
            f"run{'' if peel > 1 else 's'} on the host as written, before the SCoP's code: "
            "their values are the kernels' arguments")
    pragma = (r.span[0], logical_end_line(lines, r.span[0], r.span[0]))
    return replace(r, items=rest, span=(rest[0].coord.line, r.span[1]), after_label=False), pragma, note


def host_prologue(r: ScopRegion, rs, lines: list[str]) -> tuple[int, set[str]]:
    """How many of the region's first statements run on the host, as written, before the SCoP's code, and
    the scalars they assign.

    Programs in the benchmark-suite style compute their coefficients at the start of the SCoP
    (`DX = 1.0 / n; mul1 = B1 * DT / (DX * DX); a = -mul1 / 2.0;` before ADI's sweeps): modelled, each is
    a statement with no loop around it, which became a one-thread kernel writing a one-element device
    buffer (13 launches and 13 allocations for ADI).  Run on the host where they are, their scalars are
    values the kernels receive as arguments, and their math is the host's (the sequential build's
    rounding of exp and pow, not the device's).  Running a prefix of the region first is the region's own
    order, so any prefix would be right; these are taken: assignments (chained ones too) to scalars of
    arithmetic type that are automatic locals or parameters whose address the function never takes,
    reading scalars and constants with pure math calls, no array, pointer or other call, none of their
    scalars written again in the rest of the region (accumulators initialised there keep their reduction
    forms), and at least one loop after them.  The first statement after them starts its line and only
    blank lines or comments lie between: the translation replaces whole lines."""
    if not r.pragma or r.braced or r.shares_line or len(r.items) < 2 or r.loc is None or \
            any(it.coord is None or _elsewhere(it, r.loc.file) for it in r.items):
        return 0, set()   # (statements of an included file: their lines are not the input's)
    targets: list[set[str]] = []
    while len(targets) < len(r.items) - 1:
        t = _scalar_assignment(r.items[len(targets)], rs.symbols, rs.user_functions)
        if t is None:
            break
        targets.append(t)
    # up to the first scalar whose address the function takes (a pointer may write it)
    taken = _addresses_taken(r.function, set().union(*targets)) if targets else set()
    targets = targets[:next((k for k, t in enumerate(targets) if t & taken), len(targets))]
    # the longest such prefix none of whose scalars the statements after it write, with a loop after it,
    # that ends where a line ends
    for k in range(len(targets), 0, -1):
        names = set().union(*targets[:k])
        if any(_writes_name(it, names) for it in r.items[k:]):
            continue
        if not any(isinstance(x, c_ast.For) for it in r.items[k:] for x in _walk(it)):
            break
        if _starts_lines_after(r.items[k - 1], r.items[k], lines, r.span[0]):
            return k, names
    return 0, set()


def _starts_lines_after(last, first, lines: list[str], start: int) -> bool:
    """Whether statement `first` starts its line, and only blank lines and comments lie between the end
    of statement `last` and it."""
    if first.coord is None or last.coord is None or first.coord.line > len(lines):
        return False
    head = lines[first.coord.line - 1]
    if head[:max(0, (first.coord.column or 1) - 1)].strip():
        return False
    end = statement_end_line(lines, last)
    if end >= first.coord.line or end < start:
        return False
    return not blank_comments("\n".join(lines[end:first.coord.line - 1])).strip()


def _scalar_assignment(node, symbols: dict, user_functions: set[str]) -> set[str] | None:
    """The scalars `node` assigns when it is an assignment (or a chain of them) of host_prologue's kind."""
    if not isinstance(node, c_ast.Assignment):
        return None
    targets: set[str] = set()

    def target_ok(lv) -> bool:
        if not isinstance(lv, c_ast.ID):
            return False
        sym = symbols.get(lv.name)
        if not isinstance(sym, Symbol) or sym.is_array or sym.opaque or sym.is_volatile or sym.is_atomic or \
                sym.enum_value is not None or sym.enumerator or sym.scope not in ("local", "param") or \
                not (sym.is_integer or sym.is_float):
            return False
        storage = set(getattr(sym.node, "storage", None) or [])
        if storage & {"static", "extern", "_Thread_local", "__thread"}:
            return False
        targets.add(lv.name)
        return True

    def value_ok(e) -> bool:
        if isinstance(e, c_ast.Constant):
            return True
        if isinstance(e, c_ast.ID):
            sym = symbols.get(e.name)
            return isinstance(sym, Symbol) and not sym.is_array and not sym.opaque and not sym.is_volatile \
                and not sym.is_atomic and (sym.is_integer or sym.is_float or sym.enum_value is not None)
        if isinstance(e, c_ast.Assignment):
            return e.op == "=" and target_ok(e.lvalue) and value_ok(e.rvalue)
        if isinstance(e, c_ast.BinaryOp):
            return value_ok(e.left) and value_ok(e.right)
        if isinstance(e, c_ast.UnaryOp):
            return e.op in ("-", "+", "!", "~") and value_ok(e.expr)
        if isinstance(e, c_ast.TernaryOp):
            return value_ok(e.cond) and value_ok(e.iftrue) and value_ok(e.iffalse)
        if isinstance(e, c_ast.Cast):
            return isinstance(e.to_type.type, c_ast.TypeDecl) and value_ok(e.expr)
        if isinstance(e, c_ast.FuncCall):
            name = e.name.name if isinstance(e.name, c_ast.ID) else None
            if (name not in PURE_MATH and name not in CLASSIFY) or name in user_functions:
                return False
            return all(value_ok(a) for a in (e.args.exprs if e.args else []))
        return False

    if not target_ok(node.lvalue) or not value_ok(node.rvalue):
        return None
    return targets


def _may_be_based(scop: Scop, r: ScopRegion, rs) -> frozenset[str]:
    """Scop.may_be_based: the pointer arrays of the SCoP (pointers, array parameters, tables of row
    pointers) whose value may be based on a `restrict` pointer of the function (C11 6.7.3.1p3): all but the
    parameters that the function never assigns, increments, redeclares nor takes the address of (their
    values are the caller's, from before any restrict pointer of the function; a table's rows too, unless
    the function stores into the table).  `double *b = a + 1;`, `c = a + 2;` on a parameter, a file-scope
    pointer set from `a`, `&A[0][0]` of a restrict `A`: accesses through `b` and `a` may overlap."""
    out = set()
    params = set()
    for name, arr in scop.arrays.items():
        if arr.kind not in ("param", "pointer"):
            continue
        sym = rs.symbols.get(name)
        if sym is not None and sym.scope == "param":
            params.add(name)
        else:
            out.add(name)
    body = r.function.body
    for name in params:
        if _writes_name(body, {name}) or scop.arrays[name].row_pointers and _stores_rows(body, name):
            out.add(name)
    return frozenset(out)


def _stores_rows(node, name: str) -> bool:
    """Whether `node` assigns a row pointer of the table `name` (`name[e] = ...`, `name[e]++`)."""
    def row(x) -> bool:
        return isinstance(x, c_ast.ArrayRef) and isinstance(x.name, c_ast.ID) and x.name.name == name
    for x in _walk(node):
        if isinstance(x, c_ast.Assignment) and row(x.lvalue):
            return True
        if isinstance(x, c_ast.UnaryOp) and x.op in ("++", "--", "p++", "p--", "&") and row(x.expr):
            return True
    return False


def _addresses_taken(func: c_ast.FuncDef, names: set[str]) -> set[str]:
    """The `names` whose address the function takes (`&x`) anywhere."""
    return {x.expr.name for x in _walk(func) if isinstance(x, c_ast.UnaryOp) and x.op == "&" and
            isinstance(x.expr, c_ast.ID) and x.expr.name in names}


def _writes_name(node, names: set[str]) -> bool:
    """Whether `node` assigns, increments or declares one of `names` (by name: a declaration that
    shadows one counts too)."""
    for x in _walk(node):
        if isinstance(x, c_ast.Assignment) and isinstance(x.lvalue, c_ast.ID) and x.lvalue.name in names:
            return True
        if isinstance(x, c_ast.UnaryOp) and x.op in ("++", "--", "p++", "p--", "&") and \
                isinstance(x.expr, c_ast.ID) and x.expr.name in names:
            return True
        if isinstance(x, c_ast.Decl) and x.name in names:
            return True
    return False


def _dead_after(scop: Scop, r: ScopRegion, rs) -> frozenset[str]:
    """The scalars the SCoP writes whose values nothing reads once it ends: locals (or by-value parameters)
    of the function, neither static nor volatile nor atomic (typedefs seen through), that no code of the
    function outside the SCoP names at all (not even before it: the SCoP may run in a loop).  Conservative
    by syntax: any mention outside the SCoP, in any scope, counts as a use."""
    written = {a.array for s in scop.statements for a in s.writes if scop.arrays[a.array].kind == "scalar"}
    cands = set()
    for name in written:
        sym = rs.symbols.get(name)
        if sym is None or sym.is_array or sym.scope not in ("local", "param") or name in rs.renamed:
            continue
        storage = set(getattr(sym.node, "storage", None) or [])
        if storage & {"static", "extern"} or sym.is_volatile or sym.is_atomic:
            continue
        cands.add(name)
    if not cands:
        return frozenset()
    inside = {id(it) for it in r.items}
    mentioned: set[str] = set()

    def walk(node) -> None:
        if id(node) in inside:
            return
        if isinstance(node, c_ast.ID) and node.name in cands:
            mentioned.add(node.name)
        for _, child in node.children():
            walk(child)

    walk(r.function.body)
    return frozenset(cands - mentioned)


def _ancestors(root, target) -> list | None:
    """The nodes from `root` down to `target` (by identity), both included; None if `target` is not below."""
    if root is target:
        return [root]
    for _, child in root.children():
        path = _ancestors(child, target)
        if path is not None:
            return [root] + path
    return None


def _carried(dead: frozenset[str], r: ScopRegion, rs) -> frozenset[str]:
    """The `dead` scalars (Scop.dead_after) whose SCoP may run again while they live: a loop around the
    SCoP whose body does not hold the scalar's declaration (a parameter, or a local declared before the
    loop or in its `for` initialiser), or a label anywhere in the function (a `goto` back to before the
    SCoP).  No code outside the SCoP names them, but the value one execution leaves is what the next one
    reads first (`double t; for (k ...) { #pragma scop  if (k == 0) t = 1; ... t = t + 1; ...`): where the
    SCoP reads a value from before it, it must be copied back (passes/transfers.py).  Conservative by
    syntax."""
    if not dead or not r.items:
        return frozenset()
    body = r.function.body
    if any(isinstance(n, c_ast.Label) for n in _walk(body)):
        return dead
    path = _ancestors(body, r.items[0]) or []
    loops = [n for n in path[:-1] if isinstance(n, (c_ast.For, c_ast.While, c_ast.DoWhile))]
    if not loops:
        return frozenset()
    out = set()
    for name in dead:
        sym = rs.symbols.get(name)
        decl = getattr(sym, "node", None) if sym is not None else None
        for loop in loops:
            if decl is None or sym.scope == "param" or _ancestors(loop.stmt, decl) is None:
                out.add(name)
                break
    return frozenset(out)


def _only_in_scop(r: ScopRegion, rs) -> frozenset[str]:
    """The locals and parameters of the function (scalars and pointers, not arrays) declared outside the
    SCoP that no code of the function outside the SCoP names: once the SCoP's lines are replaced, only the
    generated code can use them, and where it does not, the compiler finds them unused
    (-Wunused-variable, -Wunused-parameter).  By syntax, as _dead_after."""
    inside = {id(it) for it in r.items}
    used_in: set[str] = set()
    used_out: set[str] = set()
    declared_in: set[str] = set()

    def walk(node, in_region: bool) -> None:
        in_region = in_region or id(node) in inside
        if isinstance(node, c_ast.ID):
            (used_in if in_region else used_out).add(node.name)
        elif in_region and isinstance(node, c_ast.Decl) and node.name:
            declared_in.add(node.name)
        for _, child in node.children():
            walk(child, in_region)

    walk(r.function.body, False)
    out = set()
    for name in used_in - used_out - declared_in:
        sym = rs.symbols.get(name)
        if sym is None or sym.scope not in ("local", "param") or sym.dims or sym.is_constant or \
                sym.enumerator or name in rs.renamed:
            continue
        out.add(name)
    return frozenset(out)


def _extent_changed(scop: Scop, r: ScopRegion, rs, user_functions=frozenset()) -> str | None:
    """Why the SCoP's arrays' extents as written are not their sizes where the SCoP runs: an extent of a
    variable-length array (`double T[m]`, a parameter `double A[n][n]`) names a variable that the function
    assigns (or takes the address of) after the array's declaration, or an object of file scope (or a
    static one) when the function calls one of the program's functions after the declaration (which may
    assign it).  C fixed the array's size when the declaration ran; device code would allocate, copy and
    index it with the variable's later value.  Conservative by syntax (any such write or call anywhere
    after the declaration counts); None when none."""
    def names(node) -> set[str]:
        out = set()
        if isinstance(node, c_ast.ID):
            out.add(node.name)
        for _, child in node.children():
            out |= names(child)
        return out

    def after(node, decl) -> bool:
        a, b = getattr(node, "coord", None), getattr(decl, "coord", None)
        return a is None or b is None or (a.line, a.column or 0) > (b.line, b.column or 0)

    # block-scope typedefs of the function: a variable-length type's size is fixed where its typedef is
    # reached (`typedef double row[m]; m = m - 2; row *a;`: a's rows have the old m elements)
    typedefs: dict[str, list[c_ast.Typedef]] = {}

    def collect(node) -> None:
        if isinstance(node, c_ast.Typedef):
            typedefs.setdefault(node.name, []).append(node)
        for _, child in node.children():
            collect(child)

    collect(r.function.body)

    def declared_at(decl) -> c_ast.Node:
        """`decl`, or the earliest block-scope typedef its type names (through other typedefs)."""
        first, seen, todo = decl, set(), [decl.type]
        while todo:
            node = todo.pop()
            if isinstance(node, c_ast.IdentifierType):
                for name in node.names:
                    if name in typedefs and name not in seen:
                        seen.add(name)
                        for td in typedefs[name]:
                            todo.append(td.type)
                            if not after(td, first):
                                first = td
            for _, child in node.children():
                todo.append(child)
        return first

    for name, arr in scop.arrays.items():
        if arr.kind in ("scalar", "private", "snapshot"):
            continue
        sym = rs.symbols.get(name)
        if sym is None or not sym.dims:
            continue
        used = set().union(*(names(d) for d in sym.dims if d is not None))
        start = declared_at(sym.node) if isinstance(sym.node, c_ast.Decl) and typedefs else sym.node
        hidden = sorted(n for n in used if _declared_after(n, start, rs, r.function.body, sym.scope == "global"))
        if hidden:
            return (f"the extent of '{name}' names '{hidden[0]}', which a declaration after the array's hides "
                    "where the SCoP runs: the size C gave it is not known there (give the later variable "
                    "another name)")
        if sym.scope == "global":
            continue        # (its extents are constants)
        used = {n for n in used if (rs.symbols.get(n) is None or rs.symbols[n].enum_value is None)}
        if not used:
            continue
        found: list[str] = []
        # objects that outlive the call (file scope, static or extern): a function the program calls after
        # the declaration may assign them (`double (*g)[cols] = ...; set_cols(4);`)
        # (a const one is not modified: C11 6.7.3p6)
        lasting = {n for n in used if rs.symbols.get(n) is not None and not rs.symbols[n].is_const and (
            rs.symbols[n].scope == "global" or
            set(getattr(rs.symbols[n].node, "storage", None) or []) & {"static", "extern"})}
        called: list[str] = []

        def walk(node) -> None:
            target = None
            if isinstance(node, c_ast.Assignment) and isinstance(node.lvalue, c_ast.ID):
                target = node.lvalue.name
            elif isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--", "&") and \
                    isinstance(node.expr, c_ast.ID):
                target = node.expr.name
            if target in used and after(node, start) and target not in found:
                found.append(target)
            # (the C library's functions do not assign the program's objects: only through a pointer, `&`)
            if lasting and isinstance(node, c_ast.FuncCall) and after(node, start) and not (
                    isinstance(node.name, c_ast.ID) and node.name.name not in user_functions and
                    node.name.name not in rs.symbols):
                called.append(node.name.name if isinstance(node.name, c_ast.ID) else "a function")
            for _, child in node.children():
                walk(child)

        walk(r.function.body)
        if found:
            return (f"the extent of '{name}' names '{found[0]}', which the function assigns after the "
                    "declaration of the array: the size C gave it is not known where the SCoP runs (declare "
                    "the array with a variable that keeps its value)")
        if called:
            return (f"the extent of '{name}' names '{sorted(lasting)[0]}', which '{called[0]}', called after "
                    "the declaration of the array, may assign: the size C gave it is not known where the SCoP "
                    "runs (declare the array with a local variable that keeps its value)")
    return None


def _declared_after(name: str, start: c_ast.Node, rs, body: c_ast.Node, file_scope: bool = False) -> bool:
    """Whether `name`, as the SCoP sees it, is a local, a parameter or an enumeration constant of the
    function declared after `start` (an array's declaration, in the same file): the array's extent named
    another object, which that declaration hides where the SCoP runs (`void f(int m, double A[][m]) { {
    int m = 6; #pragma scop ...`: A's rows keep the parameter's m elements).  A declaration visible both
    at `start` and at the SCoP is the same there (one that hides it at the SCoP alone is nested in the
    array's scope, after it).  `file_scope`: the array is of file scope, whose extents name file-scope
    constants only (`double A[NX]` with `enum { NX = 30 }`), which any local, parameter or enumeration
    constant of the function hides (in whichever file the array is declared)."""
    sym = rs.symbols.get(name)
    where = getattr(start, "coord", None)
    if sym is None or (where is None and not file_scope):
        return False
    if file_scope:
        if sym.enumerator:
            return any(isinstance(n, c_ast.Enumerator) and n.name == name for n in _walk(body))
        return sym.scope in ("local", "param")

    def later(node) -> bool:
        c = getattr(node, "coord", None)
        return c is not None and c.file == where.file and (c.line, c.column or 0) > (where.line, where.column or 0)
    if sym.enumerator:
        return any(isinstance(n, c_ast.Enumerator) and n.name == name and later(n) for n in _walk(body))
    return sym.scope in ("local", "param") and sym.node is not None and later(sym.node)


def _per_call(scop: Scop, rs) -> frozenset[str]:
    """The arrays and scalars of the SCoP that each call of its function has its own: automatic locals and
    parameters (not arrays that are pointers), whose address the function does not take (scalars). Threads
    that call the function at once (Scop.threaded) do not share them."""
    out = set()
    for name in scop.arrays:
        sym = rs.symbols.get(name)
        if sym is None or sym.pointer or name in scop.addressable:
            continue
        storage = set(getattr(sym.node, "storage", None) or [])
        if sym.scope == "local" and not storage & {"static", "extern", "_Thread_local"} or \
                sym.scope == "param" and not sym.is_array:
            out.add(name)
    return frozenset(out)


def _addressable(scop: Scop, r: ScopRegion, rs) -> frozenset[str]:
    """The scalars of the SCoP (written, read as values, integer parameters) that a pointer of the SCoP
    may point at: objects of file scope, static locals, and locals or parameters whose address the
    function takes anywhere (`double *p = &x;` before the SCoP, then `p[0] = ...` in it).  The model
    treats them as distinct from every array; the runtime overlap test (model/footprint.py) checks it."""
    names = {n for n, a in scop.arrays.items() if a.kind == "scalar"} | set(scop.scalar_values) | \
        set(scop.params)
    out = set()
    for name in names:
        sym = rs.symbols.get(name)
        if sym is None or sym.is_array or sym.enum_value is not None:
            continue
        storage = set(getattr(sym.node, "storage", None) or [])
        if sym.scope == "global" or storage & {"static", "extern"}:
            out.add(name)
    rest = names - out
    if rest:
        out |= _addresses_taken(r.function, rest)
    return frozenset(out)
