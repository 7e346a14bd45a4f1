"""Parse preprocessed C with pycparser, turning its exceptions into located diagnostics."""
from __future__ import annotations

import copy
import re

from pycparser import CParser, c_ast
from pycparser.c_lexer import CLexer
from pycparser.c_parser import ParseError

from ..diagnostics import Diagnostic, Location, S2SError
from .unparsed import SetAside, blank_failing_body, blank_nested_function

_PARSE_ERR = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<msg>.*)$")


# the spellings that the parse-only defines (preprocess.py) give GNU's 128-bit types and the ISO/IEC TS
# 18661-3 floating types that GCC has as keywords on x86-64 (`_Float128`, `_Float16`; glibc declares
# `_Float32`, `_Float64` and `_Float32x` as typedefs of float and double for the parse) -> their names
GNU_128_BIT_TYPES = {("long", "long", "long"): "__int128", ("long", "long", "double"): "__float128",
                     ("long", "long", "float"): "_Float128", ("short", "short", "float"): "_Float16",
                     ("short", "short", "double"): "_Decimal32", ("short", "short", "long"): "_Decimal64",
                     ("short", "short", "short"): "_Decimal128"}


class _GnuLexer(CLexer):
    """C17's keywords and GNU C's `typeof` (`__typeof__` and `__typeof` are defined to it for the parse,
    preprocess.py), which cc's default dialect (gnu17) has as a keyword too."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._keyword_map = {**self._keyword_map, "typeof": "TYPEOF"}


class GnuCaseRange(c_ast.Case):
    """GNU C's `case LOW ... HIGH:` (`expr` is LOW). No SCoP takes a switch; the host code that has one is
    kept as written."""
    __slots__ = ("high",)

    def __init__(self, expr, high, stmts, coord=None):
        super().__init__(expr, stmts, coord)
        self.high = high

    def children(self):
        return super().children() + (("high", self.high),)


class GnuRangeDesignator(c_ast.ArrayDesignator):
    """GNU C's designator `[FIRST ... LAST]` of an array's initializer (`expr` is FIRST)."""
    __slots__ = ("high",)

    def __init__(self, expr, high, coord=None):
        super().__init__(expr, coord)
        self.high = high

    def children(self):
        return super().children() + (("high", self.high),)


class GnuComputedGoto(c_ast.Goto):
    """GNU C's `goto *EXPR;` (`name` is "*"): a jump like any goto (liveness.py is conservative where a
    function has one)."""
    __slots__ = ("expr",)

    def __init__(self, expr, coord=None):
        super().__init__("*", coord)
        self.expr = expr

    def children(self):
        return (("expr", self.expr),)


# GNU C's operators on complex values (keywords: never identifiers), as c_ast.UnaryOp's op; no SCoP takes
# them (SCoPs with complex data stay sequential)
GNU_COMPLEX_PARTS = {"__real__": "__real__", "__real": "__real__", "__imag__": "__imag__", "__imag": "__imag__"}


class _GnuParser(CParser):
    """pycparser's C17 grammar plus what cc's default dialect accepts before C23: `[[...]]` attributes
    (skipped, as pycparser's C23 dialect skips them) and `typeof` (a c_ast.TypeOf in the tree, which
    s2s treats as a type it does not know); and GNU C's expressions and labels that a function with a SCoP
    may hold outside it (a body without one is set aside when the parse fails, unparsed.py): `a ?: b`
    (read as `a ? a : b`, the same value where `a` has no side effect: one that has one is no SCoP's),
    case ranges `case 1 ... 3:`, designators `[0 ... 9] =`, `__real__`/`__imag__`, labels as values
    (`&&label`), computed gotos (`goto *p;`) and local label declarations (`__label__ l;`)."""

    def __init__(self) -> None:
        super().__init__(lexer=_GnuLexer)

    def _parse_conditional_expression(self):
        expr = self._parse_binary_expression()
        if self._accept("CONDOP"):
            if self._accept("COLON"):          # GNU: `a ?: b`
                iffalse = self._parse_conditional_expression()
                return c_ast.TernaryOp(expr, copy.deepcopy(expr), iffalse, expr.coord)
            iftrue = self._parse_expression()
            self._expect("COLON")
            iffalse = self._parse_conditional_expression()
            return c_ast.TernaryOp(expr, iftrue, iffalse, expr.coord)
        return expr

    def _parse_unary_expression(self):
        tok = self._peek()
        if tok is not None and tok.type == "ID" and tok.value in GNU_COMPLEX_PARTS:
            self._advance()
            expr = self._parse_cast_expression()
            return c_ast.UnaryOp(GNU_COMPLEX_PARTS[tok.value], expr, self._tok_coord(tok))
        if tok is not None and tok.type == "LAND" and self._peek_type(2) == "ID":     # GNU: `&&label`
            self._advance()
            name = self._advance()
            return c_ast.UnaryOp("&&", c_ast.ID(name.value, self._tok_coord(name)), self._tok_coord(tok))
        return super()._parse_unary_expression()

    def _parse_block_item(self):
        tok = self._peek()
        if tok is not None and tok.type == "ID" and tok.value == "__label__":   # GNU: `__label__ a, b;`
            self._advance()
            self._expect("ID")
            while self._accept("COMMA"):
                self._expect("ID")
            self._expect("SEMI")
            return c_ast.EmptyStatement(self._tok_coord(tok))
        return super()._parse_block_item()

    def _parse_jump_statement(self):
        if self._peek_type() == "GOTO" and self._peek_type(2) == "TIMES":       # GNU: `goto *p;`
            tok = self._advance()
            self._advance()
            expr = self._parse_expression()
            self._expect("SEMI")
            return GnuComputedGoto(expr, self._tok_coord(tok))
        return super()._parse_jump_statement()

    def _parse_labeled_statement(self):
        if self._peek_type() != "CASE":
            return super()._parse_labeled_statement()
        case_tok = self._advance()
        expr = self._parse_constant_expression()
        high = self._parse_constant_expression() if self._accept("ELLIPSIS") else None
        self._expect("COLON")
        if self._starts_statement():
            stmt = self._parse_pragmacomp_or_statement()
        else:
            stmt = c_ast.EmptyStatement(self._tok_coord(case_tok))
        if high is None:
            return c_ast.Case(expr, [stmt], self._tok_coord(case_tok))
        return GnuCaseRange(expr, high, [stmt], self._tok_coord(case_tok))

    def _parse_designator(self):
        if self._peek_type() == "LBRACKET":
            tok = self._advance()
            expr = self._parse_constant_expression()
            high = self._parse_constant_expression() if self._accept("ELLIPSIS") else None
            self._expect("RBRACKET")
            if high is None:
                return c_ast.ArrayDesignator(expr, self._tok_coord(tok))
            return GnuRangeDesignator(expr, high, self._tok_coord(tok))
        return super()._parse_designator()

    def _parse_pragmacomp_or_statement(self):
        """A body of a loop or an `if` that starts with `#pragma scop` takes the `#pragma endscop` right after
        its statement: `if (c)` + `#pragma scop` + a statement + `#pragma endscop` + `else ...` (or a
        `do` body before its `while`) is valid C, since cc ignores the pragmas, which pycparser's grammar,
        with the pragma as an item of the enclosing block, cannot read (scop_finder: such a body is the
        region's block)."""
        led = self._peek_type() in {"PPPRAGMA", "_PRAGMA"}      # (not a braced block that starts so)
        node = super()._parse_pragmacomp_or_statement()
        if led and isinstance(node, c_ast.Compound) and node.block_items and \
                isinstance(node.block_items[0], c_ast.Pragma) and node.block_items[0].string.split()[:1] == ["scop"]:
            after = self._peek(2)
            if self._peek_type() == "PPPRAGMA" and after is not None and after.type == "PPPRAGMASTR" and \
                    str(after.value).split()[:1] == ["endscop"]:
                node.block_items.append(self._parse_pppragma_directive())
        return node

    def _parse_external_declaration(self):
        """C89's definition without a return type (implicit int) whose parameters are declared K&R's way,
        `fill(n, a) int n; double *a; { ... }`, which cc accepts (with a warning) and pycparser reads only
        when the body follows the parameter list at once."""
        tok = self._peek()
        if tok is not None and tok.type == "ID" and self._peek_type(2) == "LPAREN" and \
                not self._starts_declaration(tok):
            mark = self._mark()
            try:
                decl = self._parse_id_declarator()
            except ParseError:
                decl = None
            if isinstance(decl, c_ast.FuncDecl) and self._peek_type() != "LBRACE" and self._starts_declaration():
                spec = {"qual": [], "alignment": [], "storage": [], "function": [], "type_attributes": [],
                        "type": [c_ast.IdentifierType(["int"], coord=decl.coord)]}
                return [self._parse_function_definition(spec, decl)]
            self._reset(mark)
        return super()._parse_external_declaration()

    def _build_function_definition(self, spec, decl, param_decls, body):
        """A K&R definition's parameters that its declaration list leaves out are ints (C89), `f(n) { ...}`
        or `f(a, n) double *a; { ... }`: they are declared so in the tree (`int n;` added to the list)."""
        fdef = super()._build_function_definition(spec, decl, param_decls, body)
        fdecl = fdef.decl.type
        params = fdecl.args.params if isinstance(fdecl, c_ast.FuncDecl) and fdecl.args else []
        if params and all(isinstance(p, c_ast.ID) for p in params):
            declared = {d.name for d in fdef.param_decls or [] if isinstance(d, c_ast.Decl)}
            implicit = [c_ast.Decl(p.name, [], [], [], [], c_ast.TypeDecl(
                p.name, [], None, c_ast.IdentifierType(["int"], coord=p.coord), coord=p.coord),
                None, None, coord=p.coord) for p in params if p.name not in declared]
            if implicit:
                fdef.param_decls = list(fdef.param_decls or []) + implicit
        return fdef

    def _parse_attribute_specifier_sequence(self):
        dialect, self._dialect = self._dialect, "c23"
        try:
            return super()._parse_attribute_specifier_sequence()
        finally:
            self._dialect = dialect


# how many function bodies one file may have set aside (unparsed.py) before the parse gives up
MAX_SET_ASIDE = 200


def parse(text: str, filename: str) -> c_ast.FileAST:
    return parse_setting_aside(text, filename)[0]


def parse_setting_aside(text: str, filename: str) -> tuple[c_ast.FileAST, list[SetAside]]:
    """The tree of preprocessed `text`, and the function bodies set aside: a failure inside the body of a
    function without a SCoP sets that body aside and parses again (unparsed.py)."""
    aside: list[SetAside] = []
    while True:
        try:
            ast = _parse_once(text, filename)
            break
        except S2SError as e:
            d = e.diagnostics[0] if e.diagnostics else None
            loc = d.loc if d is not None else None
            done = nested = None
            if loc is not None and len(aside) < MAX_SET_ASIDE:
                done = blank_failing_body(text, loc.file, loc.line)
                if done is None and d.message == "syntax error before '{'":
                    nested = blank_nested_function(text, loc.file, loc.line, loc.col)
            if nested is not None:
                # a GNU nested function in a body the parse keeps (one with a SCoP): read as its declaration
                text, name, outer, body = nested
                aside.append(SetAside(loc.file, loc.line, d.message, loc.line, loc.col, name=name, body=body,
                                      outer=outer))
                continue
            if done is None:
                raise e from None
            text, (file, line), body = done
            aside.append(SetAside(file, line, d.message, loc.line, loc.col, body=body))
    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef) and ext.body is not None and ext.body.coord is not None:
            for a in aside:
                if a.outer is None and (ext.body.coord.file, ext.body.coord.line) == (a.file, a.line):
                    a.name = ext.decl.name
                if a.outer == (ext.body.coord.file, ext.body.coord.line):
                    a.function = ext.decl.name
    return ast, aside


def _parse_once(text: str, filename: str) -> c_ast.FileAST:
    parser = _GnuParser()
    try:
        return _gnu_128_bit_types(parser.parse(text, filename))
    except ParseError as e:
        m = _PARSE_ERR.match(str(e))
        if m:
            msg = m.group("msg")
            if msg.startswith("before: "):
                msg = f"syntax error before '{msg[len('before: '):]}'"
            raise S2SError([Diagnostic("error", msg, Location(m.group("file"), int(m.group("line")),
                                                               int(m.group("col"))))]) from None
        # some pycparser errors carry only the file name: locate them at the parser's next token
        where = _next_token(parser)
        msg = str(e).rsplit(": ", 1)[-1]
        if where is not None:
            loc, value = where
            after = f" before '{value}'" if value is not None else ""
            msg = f"syntax error: {msg[:1].lower()}{msg[1:]}{after}"
            raise S2SError([Diagnostic("error", msg, loc)]) from None
        raise S2SError(f"{filename}: syntax error: {e}") from None
    except Exception as e:  # pycparser raises assorted errors on odd input
        raise S2SError(f"{filename}: cannot parse: {e}") from None


def _next_token(parser: CParser) -> tuple[Location, str | None] | None:
    """Where the parser stopped: its next token, or the last one read at the end of the input."""
    stream = getattr(parser, "_tokens", None)
    try:
        tok = stream.peek(1)
        value = getattr(tok, "value", None)
        if tok is None:
            tok = next((t for t in reversed(stream._buffer) if t is not None), None)
            value = None
    except Exception:
        return None
    if tok is None or not getattr(tok, "lineno", None):
        return None
    return Location(tok.filename, tok.lineno, tok.column or 1), value


def _gnu_128_bit_types(ast: c_ast.FileAST) -> c_ast.FileAST:
    """`__int128` and `__float128` named as written (the preprocessor gave them spellings pycparser
    parses): the type words then say what the type is, everywhere s2s reads them (a SCoP with such data
    stays on a device target's host, and the generated OpenMP code declares and casts them as written)."""

    class V(c_ast.NodeVisitor):
        def visit_IdentifierType(self, n: c_ast.IdentifierType) -> None:
            words = [w for w in n.names if w not in ("signed", "unsigned")]
            spelled = GNU_128_BIT_TYPES.get(tuple(words))
            if spelled is not None:
                n.names = [w for w in n.names if w in ("signed", "unsigned")] + [spelled]

    V().visit(ast)
    return ast
