"""C types as the targets spell them, with the same size, signedness and layout (LP64 host).

The statement printer uses `device_type` for the casts it writes into device code (one body serves
CUDA and OpenCL, so the spelling must be valid in both: OpenCL C has no `uint32_t`, reserves `long
long`, and its `long` is 64-bit like LP64's). `device_unsupported` says which element types a device
target cannot hold with the host's layout, so that the driver keeps such a SCoP on the host.
"""
from __future__ import annotations

_UNSIGNED = {"unsigned", "size_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "uintptr_t"}
_BITS = {"char": 8, "int8_t": 8, "uint8_t": 8, "short": 16, "int16_t": 16, "uint16_t": 16,
         "int32_t": 32, "uint32_t": 32, "int64_t": 64, "uint64_t": 64, "size_t": 64,
         "ssize_t": 64, "ptrdiff_t": 64, "intptr_t": 64, "uintptr_t": 64}
_INT_WORDS = set(_BITS) | {"int", "long", "signed", "unsigned"}

_SPELLING = {(True, 8): "char", (False, 8): "unsigned char", (True, 16): "short", (False, 16): "unsigned short",
             (True, 32): "int", (False, 32): "unsigned int", (True, 64): "long", (False, 64): "unsigned long"}


def integer_kind(ctype: str) -> tuple[bool, int] | None:
    """(signed, bits) of an integer type named by its words ('long unsigned int'), LP64; None otherwise.
    `_Bool` is not counted: its conversions are not those of an 8-bit integer."""
    words = ctype.replace("const", " ").replace("volatile", " ").split()
    if not words or not all(w in _INT_WORDS for w in words):
        return None
    bits = 32
    for w in words:
        if w in _BITS:
            bits = _BITS[w]
    if "long" in words:
        bits = 64
    signed = not any(w in _UNSIGNED for w in words)
    if words == ["char"]:
        signed = True    # plain char is signed on x86-64, in nvcc's host compiler and in OpenCL C
    return signed, bits


def device_type(ctype: str) -> str | None:
    """The spelling of `ctype` that CUDA and OpenCL C both accept with the host's layout; None when there
    is none (long double: OpenCL has none, and CUDA's is a double)."""
    words = ctype.replace("const", " ").replace("volatile", " ").split()
    if "long" in words and "double" in words:
        return None
    if words in (["float"], ["double"]):
        return words[0]
    if words in (["_Bool"], ["bool"]):
        return "bool"
    kind = integer_kind(ctype)
    if kind is None:
        return None
    return _SPELLING[kind]


# GNU's 128-bit types (frontend/parse.py names them as written): OpenCL C has none, and one kernel body
# serves CUDA and OpenCL, so a SCoP that holds or computes such values stays on the host
_GNU_128_BIT = {"__int128", "__float128", "_Float128"}
_NO_128_BIT = "no 128-bit type in device code: OpenCL C has none"


def device_unsupported(ctype: str, target: str) -> str | None:
    """Why a device target cannot hold arrays or scalars of element type `ctype`, or None when it can."""
    words = ctype.split()
    if "long" in words and "double" in words:
        return ("long double has no device equivalent with the host's layout "
                "(OpenCL has none, CUDA computes it as a 64-bit double)")
    if _GNU_128_BIT & set(words):
        return f"{' '.join(words)} data ({_NO_128_BIT})"
    if ("_Bool" in words or "bool" in words) and target != "cuda":
        return f"{' '.join(words)} data: the {target} emitter has no 1-byte boolean type with C's conversions"
    if device_type(ctype) is None:
        return f"element type '{ctype}' has no {target} equivalent"
    return None


def cast_constant(node) -> str | None:
    """`(double)` or `(float)` of a long double constant (`(double)1.797...e+308L`: DBL_MAX in <float.h>), as
    the hexadecimal literal of its value (long_double_const.py), or None for any other node."""
    from pycparser import c_ast

    from .long_double_const import converted_constant
    if not (isinstance(node, c_ast.Cast) and isinstance(node.to_type, c_ast.Typename) and
            isinstance(node.expr, c_ast.Constant) and node.expr.type in ("float", "double", "long double")):
        return None
    t = node.to_type.type
    if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType) and
            t.type.names in (["double"], ["float"]) and not t.quals):
        return None
    return converted_constant(node.expr.value, t.type.names[0])


def long_double_arithmetic(scop) -> str | None:
    """A statement of `scop` that computes in long double with double data (`x * 1.1L`, a cast to long
    double), as a reason, or None. The devices have no long double (OpenCL reads `1.1L` as a double, CUDA
    computes long double as double), so such a SCoP stays on the host like long double data."""
    from pycparser import c_ast

    def find(node) -> str | None:
        if cast_constant(node) is not None:
            return None             # (double)1.797...e+308L, <float.h>'s DBL_MAX: a double constant
        if isinstance(node, c_ast.UnaryOp) and node.op in ("sizeof", "_Alignof"):
            return None             # (not evaluated: device code prints the size the model computed)
        if isinstance(node, c_ast.Constant) and node.type in ("float", "double", "long double") and \
                node.value.lower().endswith("l"):
            return f"long double constant {node.value}"
        if isinstance(node, c_ast.Cast) and isinstance(node.to_type, c_ast.Typename):
            t = node.to_type.type
            if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
                # the program's typedef names (Scop.typedefs: `typedef long double ld;`) resolved
                words = [w for n in t.type.names for w in typedefs.get(n, n).split()]
                if "long" in words and "double" in words:
                    return "conversion to long double"
        for _, child in node.children():
            found = find(child)
            if found:
                return found
        return None

    typedefs = getattr(scop, "typedefs", {})
    for st in scop.statements:
        found = find(st.node)
        if found:
            return f"statement '{st.text}': {found} (no device type has long double's precision)"
    return None


def wide_arithmetic(scop) -> str | None:
    """A statement of `scop` that names a 128-bit type in a cast or sizeof (`(__int128)a * b` with 64-bit
    data), as a reason, or None: device code would have to narrow it, so such a SCoP stays on the host."""
    from pycparser import c_ast

    typedefs = getattr(scop, "typedefs", {})

    class Find(c_ast.NodeVisitor):
        found: str | None = None

        def visit_Typename(self, n: c_ast.Typename) -> None:
            t = n.type
            if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
                words = [w for name in t.type.names for w in typedefs.get(name, name).split()]
                if _GNU_128_BIT & set(words) and self.found is None:
                    self.found = " ".join(words)

    for st in scop.statements:
        f = Find()
        f.visit(st.node)
        if f.found:
            return f"statement '{st.text}': {f.found} arithmetic ({_NO_128_BIT})"
    return None


def bool_increment(scop) -> str | None:
    """A statement of `scop` that applies `++` or `--` to a boolean object, as a reason, or None.  CUDA
    compiles kernels as C++17, which has neither on `bool` (C: `b++` sets b to 1, `b--` flips it), so such
    a SCoP stays on the host.  An operand whose type s2s does not see (a member, a dereference) counts as
    boolean when the SCoP has boolean data."""
    from pycparser import c_ast

    typedefs = getattr(scop, "typedefs", {})

    def boolean(ctype: str | None) -> bool:
        words = [w for n in (ctype or "").split() for w in typedefs.get(n, n).split()]
        return "_Bool" in words or "bool" in words

    types = {n: a.ctype for n, a in scop.arrays.items()}
    types.update(scop.scalar_values)

    class Locals(c_ast.NodeVisitor):
        def visit_Decl(v, node):  # noqa: N805
            t = node.type
            while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
                t = t.type
            if node.name and isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
                types[node.name] = " ".join(t.type.names)
            v.generic_visit(node)

    for st in scop.statements:
        Locals().visit(st.node)
    any_bool = any(boolean(t) for t in types.values())

    def operand_bool(e) -> bool:
        while isinstance(e, c_ast.ArrayRef):
            e = e.name
        if isinstance(e, c_ast.ID):
            return boolean(types.get(e.name)) if e.name in types else any_bool
        return any_bool

    def find(node) -> bool:
        if isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--") and operand_bool(node.expr):
            return True
        return any(find(child) for _, child in node.children())

    for st in scop.statements:
        if find(st.node):
            return (f"statement '{st.text}': ++ or -- of a boolean object (C++17, which CUDA compiles, has "
                    "neither on bool, and OpenCL C defines no arithmetic on it)")
    return None
