"""Valid C that is also valid C++ but computes something else as C++.

For CUDA, input that is also valid C++ goes into one `.cu` file, which nvcc compiles as C++ (the user's
code included: initialisation, output, and the original code of a SCoP behind a runtime test). A few
constructs compile in both languages with different results:

* C++'s `<math.h>` overloads the math functions: `sqrt(x)` with a `float x` calls `sqrt(float)` and
  rounds to float, where C converts `x` to double (likewise a `long double` argument); `abs` has `long`,
  `long long`, `float` and `double` overloads, where C converts the argument to int (`abs(-2.5)` is 2
  in C, 2.5 in C++);
* a character constant has type `char` in C++ and `int` in C, and a comparison or `!` has type `bool`
  in C++ and `int` in C: `sizeof('a')` is 1 or 4, `sizeof(a < b)` 1 or 4, `sizeof(0, 'a')` too; a
  conditional or comma expression is an lvalue of its operands' type in C++, converted in C:
  `sizeof(0, buf)` of `char buf[10]` is 10 in C++, 8 in C, `sizeof(c ? a : b)` of chars 1 or 4; stdbool.h's
  `true` and `false` are the ints 1 and 0 in C, bool keywords in C++ (`sizeof(true)`);
* `__cplusplus` and `__STDC_VERSION__` tell the languages apart: a file that names them may compile
  other code as C++ (invalid_in_cxx);
* the classification macros `isinf` and `signbit` are C++ functions returning `bool` (1 or 0), where
  glibc's C macros give -1 for -inf and the sign bit's value (`2 * isinf(-INFINITY)` is -2 in C with gcc,
  2 as C++: measured on the H200 machine, nvcc 13.0);
* C keeps structure, union and enumeration tags apart from the names of objects; in C++ a tag declared in
  an inner scope hides an object of an outer one: with `int x;` at file scope and `struct x { double
  pad[10]; };` in a block, `sizeof(x)` is 4 in C and 80 in C++;
* a structure or union without members (GNU C's extension: `struct empty {};`, or only unnamed
  bit-fields) has size 0 in GNU C and 1 in C++;
* an enumeration constant has type int in C (GCC: one that does not fit an int has a wider type) and the
  enumeration's type in C++, promoted to `unsigned int` or `long` when a constant of the enumeration does
  not fit an int: with `enum { ONE = 1, HIGH = 0x80000000 }`, `ONE - 2 < 0` holds in C only.

* GCC's `__PRETTY_FUNCTION__` is the function's name in C (`f`), its signature in C++ (`int f(int)`);
* nvcc's front end reads a `float` constant whose decimal value lies exactly halfway between two floats
  at the bottom of a binade, 2^k (1 + 2^-24), as the float above it for many k: `16777217.0f` is
  16777218 in host and device code compiled by nvcc 13.0 (measured), 16777216 (round to even) as C and
  C++ say and gcc reads it; likewise `double` constants 2^k (1 + 2^-53) for many k (not k = 53);
  `(float)16777217.0`, integer constants and hexadecimal constants are read right.  Device code prints such
  constants in hexadecimal (float_tie, stmt_printer); a user's file that holds one keeps its code in C.

`changed_meaning` finds them (erring on the side of finding one: a name counts as float when any
declaration in the file gives it a float type), so that the driver keeps the user's code in a C file.
"""
from __future__ import annotations

import re
from fractions import Fraction

from pycparser import c_ast

MATH_OVERLOADED = frozenset("""
    acos asin atan atan2 cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 expm1 frexp ldexp log log10
    log1p log2 logb ilogb modf scalbn scalbln cbrt fabs hypot pow sqrt erf erfc lgamma tgamma ceil floor
    nearbyint rint lrint llrint round lround llround trunc fmod remainder remquo copysign nan nextafter
    nexttoward fdim fmax fmin fma fpclassify isfinite isinf isnan isnormal signbit isgreater
    isgreaterequal isless islessequal islessgreater isunordered
""".split())
INT_OVERLOADED = frozenset({"abs", "div"})   # C: int arguments; C++: long, long long (and float) overloads
# what `isinf(x)` and `signbit(x)` become in glibc's <math.h> (a sizeof dispatch over these, or GCC's
# builtins), and the names themselves for C libraries that keep them: C++ gives them type bool
_BOOL_IN_CXX = re.compile(r"(?:__)?(isinf|signbit)[fl]?|__builtin_(isinf_sign|signbit[fl]?)")
_NARROW = {"float", "long double"}            # argument types whose math overload differs from C's


def _type_words(t) -> list[str]:
    while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl, c_ast.FuncDecl)):
        t = t.type
    if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
        return list(t.type.names)
    return []


class _Types:
    """For every name declared in the file (variables, members, functions' results), the base types it
    is declared with, typedefs resolved."""

    def __init__(self, ast: c_ast.FileAST):
        self.typedefs: dict[str, list[str]] = {}
        self.names: dict[str, set[str]] = {}
        types = self

        class V(c_ast.NodeVisitor):
            def visit_Typedef(v, node):  # noqa: N805
                types.typedefs[node.name] = types.resolve(_type_words(node.type))

            def visit_Decl(v, node):  # noqa: N805
                if node.name:
                    types.names.setdefault(node.name, set()).add(" ".join(types.resolve(_type_words(node.type))))
                v.generic_visit(node)

        V().visit(ast)

    def resolve(self, words: list[str]) -> list[str]:
        if len(words) == 1 and words[0] in self.typedefs:
            return self.typedefs[words[0]]
        return words

    def kinds(self, name: str) -> set[str]:
        out = set()
        for t in self.names.get(name, ()):
            w = t.split()
            if "float" in w:
                out.add("float")
            elif "double" in w:
                out.add("long double" if "long" in w else "double")
            elif w:
                out.add("int" if w in (["int"], ["signed"], ["signed", "int"]) else "integer")
        return out


def _operand_kinds(e: c_ast.Node | None, types: _Types) -> set[str]:
    """The types that the operands of expression `e` may have (over-approximated)."""
    out: set[str] = set()
    if e is None:
        return out
    if isinstance(e, c_ast.ID):
        return types.kinds(e.name)
    if isinstance(e, c_ast.Constant):
        v = e.value.lower()
        if e.type in ("float", "double"):
            return {"float"} if v.endswith("f") else {"long double"} if v.endswith("l") else {"double"}
        return {"int"} if e.type in ("int", "char") and not v.rstrip("u").endswith("l") else {"integer"}
    if isinstance(e, c_ast.Cast):
        words = types.resolve(_type_words(e.to_type.type)) if isinstance(e.to_type, c_ast.Typename) else []
        return _kinds_of(words)
    if isinstance(e, c_ast.FuncCall):
        name = e.name.name if isinstance(e.name, c_ast.ID) else None
        if name is not None and name.endswith("f") and name[:-1] in MATH_OVERLOADED:
            return {"float"}
        if name is not None and name.endswith("l") and name[:-1] in MATH_OVERLOADED:
            return {"long double"}
        out = types.kinds(name) if name else set()
        if name in MATH_OVERLOADED or name in INT_OVERLOADED:   # C++ gives the result its argument's type
            for a in (e.args.exprs if e.args else []):
                out |= _operand_kinds(a, types)
        return out
    if isinstance(e, c_ast.StructRef):
        return _operand_kinds(e.field, types)
    if isinstance(e, c_ast.ArrayRef):
        return _operand_kinds(e.name, types)
    if isinstance(e, c_ast.BinaryOp) and e.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
        return {"int"}
    if isinstance(e, c_ast.UnaryOp) and e.op in ("sizeof", "!"):
        return {"integer"} if e.op == "sizeof" else {"int"}
    for _, child in e.children():
        out |= _operand_kinds(child, types)
    return out


def _kinds_of(words: list[str]) -> set[str]:
    if "float" in words:
        return {"float"}
    if "double" in words:
        return {"long double"} if "long" in words else {"double"}
    return {"int"} if words in (["int"], ["signed"], ["signed", "int"]) else {"integer"} if words else set()


def _bool_or_char(e: c_ast.Node | None) -> bool:
    """An operand whose type is char or bool in C++ and int in C, where sizeof would see it."""
    if isinstance(e, c_ast.Constant):
        return e.type == "char"
    if isinstance(e, c_ast.BinaryOp):
        return e.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||")
    if isinstance(e, c_ast.UnaryOp):
        return e.op == "!"
    if isinstance(e, c_ast.TernaryOp):
        return _bool_or_char(e.iftrue) or _bool_or_char(e.iffalse)
    if isinstance(e, c_ast.ExprList) and e.exprs:          # a comma expression: its last operand's type
        return _bool_or_char(e.exprs[-1])
    return False


# `sizeof(true)` as written (the parse sees stdbool.h's expansion, `sizeof(1)`), from the operator's column
_SIZEOF_TRUE = re.compile(r"(?:sizeof|_Alignof|__alignof__|__alignof|alignof)\s*[(\s]*(?:true|false)\b")


def _lines(file: str) -> tuple[str, ...]:
    try:
        with open(file, encoding="utf-8", errors="surrogateescape") as f:
            return tuple(f.read().split("\n"))
    except OSError:
        return ()


def _spelled_true_or_false(file: str, coord) -> bool:
    lines = _lines(file)
    if not 1 <= coord.line <= len(lines):
        return False
    return _SIZEOF_TRUE.match(lines[coord.line - 1], max(coord.column - 1, 0)) is not None


def _nodes(node: c_ast.Node):
    """`node` and every node below it."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(child for _, child in n.children())


def changed_meaning(ast: c_ast.FileAST, file: str) -> str | None:
    """The first construct of the user's file that is valid C++ with another meaning, as a reason."""
    from ..frontend.symbols import SymbolTable
    types = _Types(ast)
    symtab = SymbolTable(ast)
    found: list[str] = []
    # the tags the user's file declares or names (a block's `struct x;` or `struct x *p;` declares one
    # there): only those can hide an object in C++ (a header's tags are at file scope, where an object of
    # the same scope, or of an inner one, hides the tag in C++ too)
    tags = {n.name for n in _nodes(ast) if isinstance(n, (c_ast.Struct, c_ast.Union, c_ast.Enum)) and n.name
            and n.coord and n.coord.file == file}

    class V(c_ast.NodeVisitor):
        def visit_FuncCall(v, node):  # noqa: N805
            name = node.name.name if isinstance(node.name, c_ast.ID) else None
            if node.coord and node.coord.file == file and name is not None and node.args is not None:
                kinds: set[str] = set()
                for a in node.args.exprs:
                    kinds |= _operand_kinds(a, types)
                if name in MATH_OVERLOADED and kinds & _NARROW:
                    found.append(f"'{name}' of a {sorted(kinds & _NARROW)[0]} argument (C++ overloads it)")
                elif name in INT_OVERLOADED and kinds - {"int"}:
                    found.append(f"'{name}' of a non-int argument (C++ overloads it)")
            if node.coord and node.coord.file == file and name is not None and \
                    (m := _BOOL_IN_CXX.fullmatch(name)) is not None:
                found.append("'isinf' (glibc's C macro gives -1 for -inf; C++'s returns bool)"
                             if "isinf" in (m.group(1) or m.group(2)) else
                             "'signbit' (glibc's C macro gives the sign bit's value; C++'s returns bool)")
            v.generic_visit(node)

        def visit_Struct(v, node):  # noqa: N805
            v.empty(node)

        def visit_Union(v, node):  # noqa: N805
            v.empty(node)

        def empty(v, node):  # noqa: N805
            if node.decls is not None and node.coord and node.coord.file == file and \
                    all(d.name is None and d.bitsize is not None for d in node.decls):
                found.append("a structure or union without members (size 0 in GNU C, 1 in C++)")
            v.generic_visit(node)

        def visit_Enum(v, node):  # noqa: N805
            if node.values is not None and node.coord and node.coord.file == file and \
                    any(val is None for _, val in symtab.enumerators_in(node, symtab._global_lookup)):
                found.append("an enumeration with a constant beyond int, or one s2s cannot compute (C++ "
                             "gives its constants the enumeration's type: unsigned or long)")
            v.generic_visit(node)

        def visit_ID(v, node):  # noqa: N805
            if node.name == "__PRETTY_FUNCTION__" and node.coord and node.coord.file == file:
                found.append("__PRETTY_FUNCTION__ (the function's name in C, its signature in C++)")

        def visit_Constant(v, node):  # noqa: N805
            if node.type in ("float", "double") and node.coord and node.coord.file == file and \
                    float_tie(node.value) is not None:
                found.append(f"the {node.type} constant {node.value}, halfway between two {node.type}s (nvcc "
                             "reads it as the value above it, C rounds to even)")

        def visit_UnaryOp(v, node):  # noqa: N805
            if node.op == "sizeof" and node.coord and node.coord.file == file and \
                    not isinstance(node.expr, c_ast.Typename) and _bool_or_char(node.expr):
                found.append("sizeof of a character constant or a comparison (char or bool in C++)")
            elif node.op in ("sizeof", "_Alignof") and node.coord and node.coord.file == file and \
                    isinstance(node.expr, (c_ast.TernaryOp, c_ast.ExprList)):
                # C converts the result: an array to a pointer (`sizeof(0, buf)` is 8), char operands of
                # ?: to int (`sizeof(c ? a : b)` is 4); C++ keeps an lvalue of their own type (10, 1)
                found.append(f"{node.op} of a conditional or comma expression (C converts arrays to pointers "
                             "and chars to int there, C++ keeps their types)")
            if node.op in ("sizeof", "_Alignof") and isinstance(node.expr, c_ast.Constant) and node.coord and \
                    node.coord.file == file and _spelled_true_or_false(file, node.coord):
                found.append(f"{node.op} of stdbool.h's true or false (an int in C, a bool in C++)")
            if node.op in ("sizeof", "_Alignof") and node.coord and node.coord.file == file and \
                    isinstance(node.expr, c_ast.ID) and node.expr.name in tags:
                found.append(f"{node.op}({node.expr.name}) of an object named like a structure, union or "
                             "enumeration tag (C++ may take the tag)")
            v.generic_visit(node)

    V().visit(ast)
    return found[0] if found else None


def float_tie(text: str) -> float | None:
    """The value C gives a decimal `float` or `double` constant (`16777217.0f`, `9.007199254740993e15`...)
    that lies exactly halfway between two values of its type (rounded to even), or None for any other
    constant (long double, hexadecimal and integer constants included).  nvcc reads some of those as the
    other value (see the module's docstring), so device code prints the value in hexadecimal and a user's
    file with one stays C."""
    from .long_double_const import _format_of, _round, _split_suffix, _value
    digits, suffix = _split_suffix(text)
    if not digits or suffix == "l" or digits[:2].lower() == "0x" or \
            not re.fullmatch(r"(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", digits):
        return None
    v = _value(digits)
    if not v:
        return None
    bits, emin, emax = _format_of(suffix)
    y = _round(v, bits, emin, emax)                                 # half to even
    if y is None:
        return None
    e = v.numerator.bit_length() - v.denominator.bit_length()      # 2^e <= v < 2^(e + 1)
    if Fraction(2) ** e > v:
        e -= 1
    return float(y) if 2 * abs(v - y) == Fraction(2) ** (e - bits + 1) else None


# C11 keywords that g++ does not take (nvcc compiles a .cu file's host code with it; C++ spells them bool,
# [[noreturn]], thread_local, alignas...)
_C11_KEYWORD = re.compile(r"\b(_Bool|_Noreturn|_Thread_local|_Atomic|_Alignas|_Alignof|_Static_assert|_Generic)\b")
_COMMENT_OR_LITERAL = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)


# macros that tell C from C++ (`#ifdef __cplusplus`, `#if __STDC_VERSION__ >= 201112L`): the file's own
# conditional groups would take other branches as C++
_LANGUAGE_MACRO = re.compile(r"\b(__cplusplus|__STDC_VERSION__)\b")


def language_macro(file: str) -> str | None:
    """The first macro of `_LANGUAGE_MACRO` named in the user's file outside comments and literals."""
    try:
        with open(file, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError:
        return None
    m = _LANGUAGE_MACRO.search(_COMMENT_OR_LITERAL.sub(" ", text))
    return m.group(1) if m else None


def c11_keyword(file: str) -> str | None:
    """The first C11 keyword that C++ lacks written in the user's file (its text, where the user's code
    goes: `_Noreturn` is gone from the parsed code), outside comments and literals, or None.  A `bool` of
    stdbool.h is not one: C++'s stdbool.h leaves bool alone."""
    try:
        with open(file, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError:
        return None
    m = _C11_KEYWORD.search(_COMMENT_OR_LITERAL.sub(" ", text))
    return m.group(1) if m else None


def invalid_in_cxx(ast: c_ast.FileAST, file: str) -> str | None:
    """Valid C of the user's file that C++ refuses, beyond what `emit.needs_c_host` looks for: a
    file-scope object defined twice (C's tentative definitions), a prototype with an empty parameter list
    (C: unspecified parameters; C++: none), an object or parameter of an enumeration type (C converts an
    int to it, C++ does not) or a cast to one (C++ keeps only the values of its range), C11's keywords
    that C++ lacks (`_Bool`, `_Noreturn`), C99's complex types and imaginary constants, and GCC's
    `_Float16`, `_Float128`, the decimal floating types and the suffixes of floating constants of GCC's other
    types (`1.5Q`)."""
    word = c11_keyword(file)
    if word:
        return f"'{word}' is not a C++ keyword"
    macro = language_macro(file)
    if macro:
        return f"'{macro}' tells C from C++ (the file's conditional groups would change)"
    seen: set[str] = set()
    enum_typedefs: set[str] = set()
    for ext in ast.ext:
        if isinstance(ext, c_ast.Typedef) and _is_enum(ext.type, enum_typedefs):
            enum_typedefs.add(ext.name)
    for ext in ast.ext:
        if ext.coord is None or ext.coord.file != file:
            continue
        if isinstance(ext, c_ast.Decl) and ext.name and not isinstance(ext.type, c_ast.FuncDecl) and \
                "extern" not in (ext.storage or []):
            if ext.name in seen:
                return f"'{ext.name}' is defined twice at file scope (a tentative definition)"
            seen.add(ext.name)
        if isinstance(ext, c_ast.Decl) and isinstance(ext.type, c_ast.FuncDecl) and ext.type.args is None:
            return f"the prototype of '{ext.name}' has an empty parameter list"

    found: list[str] = []

    class V(c_ast.NodeVisitor):
        def visit_Decl(v, node):  # noqa: N805
            if node.coord and node.coord.file == file and node.name and \
                    not isinstance(node.type, c_ast.FuncDecl) and _is_enum(node.type, enum_typedefs):
                found.append(f"'{node.name}' has an enumeration type (C++ converts no int to it)")
            v.generic_visit(node)

        def visit_Cast(v, node):  # noqa: N805
            # C++ gives an enumeration without a fixed type only the values of its range (g++ folds
            # `(enum day)-1 > 0` to false where C has UINT_MAX > 0: an array sized by it came out smaller,
            # tests/faithful/enum_wide.c on the H200)
            if node.coord and node.coord.file == file and isinstance(node.to_type, c_ast.Typename) and \
                    _is_enum(node.to_type.type, enum_typedefs):
                found.append("a cast to an enumeration type (C++ keeps only the values of its range)")
            v.generic_visit(node)

        def visit_IdentifierType(v, node):  # noqa: N805
            # C99's complex types (complex.h's `double complex`): C++ has std::complex instead
            if node.coord and node.coord.file == file and "_Complex" in node.names:
                found.append("a complex type ('_Complex')")
            # GCC's keywords for the types of ISO/IEC TS 18661-3 (frontend/parse.py): C only for nvcc
            for w in ("_Float16", "_Float128", "_Decimal32", "_Decimal64", "_Decimal128"):
                if node.coord and node.coord.file == file and w in node.names:
                    found.append(f"'{w}' (a C type that C++ lacks)")

        def visit_FuncCall(v, node):  # noqa: N805
            # an imaginary constant (complex.h's I), which the preprocessing step made a call
            if node.coord and node.coord.file == file and isinstance(node.name, c_ast.ID) and \
                    node.name.name == "__s2s_imaginary":
                found.append("an imaginary constant (complex.h's I)")
            # a floating constant with a suffix of GCC's other floating types (`1.5Q`, `2.0f16`), which the
            # preprocessing step made a call: C++ before C++23 has no such literals
            if node.coord and node.coord.file == file and isinstance(node.name, c_ast.ID) and \
                    node.name.name.startswith("__s2s_float_"):
                found.append(f"a floating constant with the suffix '{node.name.name[len('__s2s_float_'):]}'")
            v.generic_visit(node)

    V().visit(ast)
    return found[0] if found else None


def _is_enum(t, enum_typedefs: set[str]) -> bool:
    if isinstance(t, c_ast.TypeDecl):
        if isinstance(t.type, c_ast.Enum):
            return True
        return isinstance(t.type, c_ast.IdentifierType) and len(t.type.names) == 1 and \
            t.type.names[0] in enum_typedefs
    return False
