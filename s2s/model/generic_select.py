"""C11's generic selection (`_Generic(e, float: fabsf, double: fabs, default: abs)`, 6.5.1.1) in a SCoP's
statements: the compiler picks the association whose type is compatible with the type of the
controlling expression `e` (after lvalue conversion: qualifiers dropped, no promotion), or `default`.
The choice is made at compile time, so a selection whose controlling expression has an arithmetic type
s2s knows exactly is replaced, in the statements the SCoP is built from, by the expression it selects:
the model, the types and the printed kernels see what C evaluates (device languages have no `_Generic`).
A selection whose type s2s does not know (a pointer, a structure, an enumeration type among the
associations, a call of the program's functions) is left as written, and its SCoP stays sequential."""
from __future__ import annotations

import copy

from pycparser import c_ast

from ..frontend.constexpr import integer_literal
from ..frontend.symbols import Symbol

_QUALIFIERS = {"const", "volatile", "restrict", "__restrict", "__restrict__", "register", "static", "extern",
               "auto", "inline", "__inline", "__inline__", "_Thread_local", "__thread"}
_RANK = ["_Bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
         "long", "unsigned long", "long long", "unsigned long long"]
_FLOATING = ["float", "double", "long double"]
_MATH_RESULT = {"abs": "int", "labs": "long", "llabs": "long long"}


def canonical(words: list[str], typedefs: dict[str, str]) -> str | None:
    """The canonical name of an arithmetic type given by its words (`long int const` -> "long",
    `unsigned` -> "unsigned int", `uint8_t` through its typedef -> "unsigned char"); None for anything else
    (pointers, structures, enumerations, complex and atomic types, GCC's other types)."""
    out: list[str] = []
    todo = list(words)
    depth = 0
    while todo:
        w = todo.pop(0)
        if w in _QUALIFIERS:
            continue
        if w in typedefs and depth < 16:
            depth += 1
            todo = typedefs[w].replace("*", " * ").split() + todo
            continue
        out.append(w)
    if any(w not in ("_Bool", "bool", "char", "short", "int", "long", "signed", "unsigned", "__signed__",
                     "float", "double") for w in out) or not out:
        return None
    n_long = out.count("long")
    signed = "signed" in out or "__signed__" in out
    unsigned = "unsigned" in out
    if "_Bool" in out or "bool" in out:
        return "_Bool" if len(out) == 1 else None
    if "float" in out:
        return "float" if len(out) == 1 else None
    if "double" in out:
        return {0: "double", 1: "long double"}.get(n_long) if len(out) == 1 + n_long else None
    if "char" in out:
        return "unsigned char" if unsigned else "signed char" if signed else "char"
    base = "short" if "short" in out else ("long long" if n_long == 2 else "long" if n_long == 1 else "int")
    return f"unsigned {base}" if unsigned else base


def qualified(words: list[str], typedefs: dict[str, str]) -> bool:
    """Whether a type name given by its words is const-, volatile- or restrict-qualified at its top level,
    through typedefs too (`typedef const double cd;`); a typedef of a pointer type is not looked into."""
    todo = list(words)
    depth = 0
    while todo:
        w = todo.pop(0)
        if w in ("const", "volatile", "restrict", "__restrict", "__restrict__", "__const", "__volatile__"):
            return True
        if w in typedefs and depth < 16:
            depth += 1
            expanded = typedefs[w].replace("*", " * ").split()
            if "*" not in expanded:
                todo = expanded + todo
    return False


def _promoted(t: str) -> str:
    """The integer promotions (LP64: every type narrower than int fits in int)."""
    return "int" if t in ("_Bool", "char", "signed char", "unsigned char", "short", "unsigned short") else t


def _usual(a: str | None, b: str | None) -> str | None:
    """The usual arithmetic conversions (C11 6.3.1.8, LP64) of two canonical arithmetic types."""
    if a is None or b is None:
        return None
    for f in reversed(_FLOATING):
        if f in (a, b):
            return f
    a, b = _promoted(a), _promoted(b)
    if a == b:
        return a
    bits = {"int": 32, "long": 64, "long long": 64}
    sa, sb = not a.startswith("unsigned"), not b.startswith("unsigned")
    ra, rb = a.replace("unsigned ", ""), b.replace("unsigned ", "")
    if sa == sb:
        return a if _RANK.index(a) > _RANK.index(b) else b
    u, s = (a, b) if not sa else (b, a)
    ru, rs = (ra, rb) if not sa else (rb, ra)
    if _RANK.index(ru) >= _RANK.index(rs):
        return u
    if bits[rs] > bits[ru]:
        return s
    return "unsigned " + rs


class _Types:
    def __init__(self, symbols: dict[str, Symbol], typedefs: dict[str, str], user_functions: set[str],
                 tgmath: bool = False):
        self.symbols = symbols
        self.typedefs = typedefs
        self.user_functions = user_functions
        self.tgmath = tgmath

    def words_of(self, t) -> list[str] | None:
        quals: list[str] = []
        if isinstance(t, c_ast.Typename):
            quals, t = list(t.quals or []), t.type
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
            return quals + list(t.quals or []) + list(t.type.names)
        return None

    def of(self, e) -> str | None:  # noqa: C901
        """The canonical type of expression `e` after lvalue conversion, or None when not known exactly."""
        if isinstance(e, c_ast.Constant):
            if e.type in ("float", "double", "long double"):
                v = e.value.lower()
                if v.startswith("0x"):
                    return "float" if v.endswith("f") else "long double" if v.endswith("l") else "double"
                return "float" if v.endswith("f") else "long double" if v.endswith("l") else "double"
            if e.type == "char" or e.value[:1] == "'":
                return "int" if e.value[:1] == "'" else None     # (prefixed: char16_t, char32_t, wchar_t)
            if e.type == "string":
                return None
            lit = integer_literal(e.value)
            if lit is None:
                return None
            signed, bits = lit[1]
            suffix = e.value.lower()[len(e.value.lower().rstrip("ul")):]
            base = "long long" if "ll" in suffix else ("long" if bits == 64 else "int")
            return base if signed else "unsigned " + base
        if isinstance(e, c_ast.ID):
            sym = self.symbols.get(e.name)
            if sym is None or sym.is_array or sym.opaque or sym.is_atomic or sym.enumerator:
                return "int" if sym is not None and sym.enumerator and sym.enum_value is not None and \
                    -2 ** 31 <= sym.enum_value < 2 ** 31 else None
            return canonical(sym.ctype.split(), self.typedefs)
        if isinstance(e, c_ast.ArrayRef):
            base, subs = e, 0
            while isinstance(base, c_ast.ArrayRef):
                base, subs = base.name, subs + 1
            sym = self.symbols.get(base.name) if isinstance(base, c_ast.ID) else None
            if sym is None or sym.opaque or sym.is_atomic or subs != len(sym.dims) + (1 if sym.pointer else 0):
                return None
            return canonical(sym.ctype.split(), self.typedefs)
        if isinstance(e, c_ast.Cast):
            words = self.words_of(e.to_type)
            return canonical(words, self.typedefs) if words is not None else None
        if isinstance(e, c_ast.UnaryOp):
            if e.op in ("-", "+", "~"):
                t = self.of(e.expr)
                if t is None or (e.op == "~" and t in _FLOATING):
                    return None
                return _promoted(t)
            if e.op == "!":
                return "int"
            if e.op in ("sizeof", "_Alignof"):
                return "unsigned long"
            return None
        if isinstance(e, c_ast.BinaryOp):
            if e.op in ("<", "<=", ">", ">=", "==", "!=", "&&", "||"):
                return "int"
            if e.op in ("<<", ">>"):
                t = self.of(e.left)
                return _promoted(t) if t is not None and t not in _FLOATING else None
            if e.op in ("+", "-", "*", "/", "%", "&", "|", "^"):
                return _usual(self.of(e.left), self.of(e.right))
            return None
        if isinstance(e, c_ast.TernaryOp):
            return _usual(self.of(e.iftrue), self.of(e.iffalse))
        if isinstance(e, c_ast.ExprList) and e.exprs:
            return self.of(e.exprs[-1])
        if isinstance(e, c_ast.FuncCall) and isinstance(e.name, c_ast.ID):
            from ..codegen.stmt_printer import DOUBLE_MATH, FLOAT_MATH
            name = e.name.name
            if name in self.user_functions or name in self.symbols:
                return None
            if name in _MATH_RESULT:
                return _MATH_RESULT[name]
            if name in FLOAT_MATH and name.endswith("f"):
                return "float"
            if name in DOUBLE_MATH:
                if self.tgmath:
                    # <tgmath.h>: the function of the arguments' types (C11 7.25p3): float when every
                    # argument is a float, long double when one is, double otherwise (integers count as
                    # double); a complex or unknown argument: not known
                    kinds = [self.of(a) for a in (e.args.exprs if e.args else [])]
                    if None in kinds:
                        return None
                    if "long double" in kinds:
                        return "long double"
                    if kinds and all(k == "float" for k in kinds):
                        return "float"
                return "double"
            return None
        if isinstance(e, c_ast.GenericSelection):
            chosen = self.select(e)
            return self.of(chosen) if chosen is not None else None
        return None

    def select(self, g: c_ast.GenericSelection):
        """The expression `g` selects, or None when s2s cannot tell."""
        t = self.of(g.expr)
        if t is None:
            return None
        default = None
        chosen = None
        for a in g.associations or []:
            if a.type is None:
                default = a.expr
                continue
            ty = a.type.type if isinstance(a.type, c_ast.Typename) else a.type
            if isinstance(ty, (c_ast.PtrDecl, c_ast.ArrayDecl, c_ast.FuncDecl)):
                continue                  # never compatible with an arithmetic type
            if isinstance(ty, c_ast.TypeDecl) and isinstance(ty.type, (c_ast.Struct, c_ast.Union)):
                continue
            words = self.words_of(a.type)
            if words is None or "_Atomic" in words:
                return None               # an enumeration type (compatible with an integer type), ...
            if qualified(words, self.typedefs):
                # the controlling expression's type is unqualified (lvalue conversion: C17 6.5.1.1p2), and
                # `const float` is not compatible with float: such an association is never chosen
                continue
            at = canonical(words, self.typedefs)
            if at is None:
                return None
            if at == t:
                chosen = a.expr
        return chosen if chosen is not None else default


def _math_designator(e) -> bool:
    """A bare math function name (`exp`, not `exp(x)`): under <tgmath.h> it still designates the double
    function (the type-generic macros are function-like), which a call resolved in its place would not say."""
    from ..codegen.stmt_printer import DOUBLE_MATH
    return isinstance(e, c_ast.ID) and e.name in DOUBLE_MATH


def resolve_generic_selections(body: list[c_ast.Node], symbols: dict[str, Symbol], typedefs: dict[str, str],
                               user_functions: set[str], tgmath: bool = False) -> None:
    """Replace, in `body`, each `_Generic` whose choice s2s can make by the expression it selects (`tgmath`:
    the file includes <tgmath.h>, whose math names are type-generic)."""
    types = _Types(symbols, typedefs, user_functions, tgmath)

    def fix(node) -> c_ast.Node:
        for name in node.__slots__:
            if name in ("coord", "__weakref__"):
                continue
            value = getattr(node, name, None)
            if isinstance(value, c_ast.Node):
                setattr(node, name, fix(value))
            elif isinstance(value, list):
                for k, item in enumerate(value):
                    if isinstance(item, c_ast.Node):
                        value[k] = fix(item)
        if isinstance(node, c_ast.GenericSelection):
            chosen = types.select(node)
            if chosen is not None and not (tgmath and _math_designator(chosen)):
                return copy.deepcopy(chosen)
        return node

    for k, item in enumerate(body):
        body[k] = fix(item)
