"""Print a statement of the SCoP inside generated code: iterators replaced by their AST expressions,
array accesses linearised for device memory (or kept as written on the host)."""
from __future__ import annotations

import islpy as isl
from pycparser import c_ast, c_generator

from ..frontend.constexpr import char_literal, plain_char_bytes
from .ctypes_map import cast_constant, device_type, integer_kind
from .cxx_semantics import float_tie

# C's double functions: their arguments are converted to double (C11 7.12). CUDA (C++) and OpenCL C have
# float overloads of the same names, which a float argument would select: the printer writes the cast.
DOUBLE_MATH = {
    "sqrt", "exp", "log", "fabs", "pow", "sin", "cos", "tan", "tanh", "floor", "ceil", "fmin", "fmax", "exp2",
    "log2", "log10", "atan", "atan2", "fmod", "cbrt", "hypot", "erf", "asin", "acos", "sinh", "cosh", "copysign",
    # C99's other functions of doubles that C, CUDA and OpenCL C all have, with the same meaning
    "round", "trunc", "rint", "expm1", "log1p", "asinh", "acosh", "atanh", "erfc", "tgamma", "fdim", "fma",
    "remainder",
}
# C's float functions (`sqrtf`): OpenCL C has only the overloaded name, which takes a float argument.
FLOAT_MATH = {f + "f": f for f in DOUBLE_MATH}
# GCC's quiet NaN constants (frontend/nan_macro.py reads <math.h>'s NAN as __builtin_nanf("")): C, CUDA and
# the host's compilers take them as written; OpenCL C has its own NAN (a float) for them
NAN_BUILTINS = {"__builtin_nan": "double", "__builtin_nanf": "float"}
# cc's (and nvcc's) NAN is the quiet NaN whose payload is only the quiet bit (0x7fc00000, as a double
# 0x7ff8000000000000); OpenCL C's NAN is the implementation's (PoCL: 0x7fffffff, 0x7fffffffe0000000 as a
# double), which a program that prints its NaNs' bits sees: OpenCL kernels spell cc's NaN by its bits
# (round faith24b, tests/faithful/f24b_nan_ternary_rows.c)
OPENCL_NAN = {"float": "as_float(0x7fc00000u)", "double": "as_double(0x7ff8000000000000ul)"}


def opencl_nan(ctype: str, literal: str) -> str:
    """OpenCL C for GCC's `__builtin_nan(literal)` (or nanf) of type `ctype`: the quiet NaN whose payload
    is the string's number, read as strtol reads it with base 0 and kept to the bits below the quiet bit,
    as GCC folds it (`__builtin_nan("7")` is 0x7ff8000000000007, `__builtin_nanf("0x400000")` 0x7fc00000).
    A string GCC would not fold keeps payload 0."""
    text = literal[1:-1] if literal.startswith('"') and literal.endswith('"') else ""
    text = text.strip().lstrip("+-")        # GCC 12: "-1" and " 5" give the payloads 1 and 5
    try:
        if text[:2].lower() == "0x":
            payload = int(text[2:], 16)
        elif text.startswith("0") and len(text) > 1:
            payload = int(text[1:], 8)
        else:
            payload = int(text) if text else 0
    except ValueError:
        payload = 0
    if payload == 0:
        return OPENCL_NAN[ctype]
    if ctype == "float":
        return f"as_float(0x{0x7fc00000 | (payload & ((1 << 22) - 1)):08x}u)"
    return f"as_double(0x{0x7ff8000000000000 | (payload & ((1 << 51) - 1)):016x}ul)"
# abs/labs/llabs: OpenCL's abs returns the unsigned type, so the result is cast back.
INT_ABS = {"abs": "int", "labs": "long", "llabs": "long"}
# functions whose result moves by a whole unit when their floating argument moves by its last bit: a
# contracted product (an fma) in the argument can change it (tests/faithful/fp_contraction.c)
ROUNDING = {"floor", "ceil", "trunc", "round", "rint", "nearbyint", "lround", "llround", "lrint", "llrint",
            "fmod", "remainder", "modf"}
ROUNDING |= {f + "f" for f in ROUNDING}
# calls that keep only their floating arguments' sign or class (a fused a * b - c is the product's rounding
# error where C's is 0: signbit, isnan's neighbours; copysign takes its second argument's sign only)
SIGN_TESTS = {"signbit", "isnan", "isinf", "isfinite"}
SIGN_ARGUMENT = {"copysign": 1, "copysignf": 1}
# functions whose domain ends, or that jump, where a difference is 0 or 1 or an integer: sqrt(a*a - b*b)
# with a == b is C's sqrt(0), a fused -1e-17 gives NaN; acos(1 + tiny) and log1p(-1 - tiny) NaN; tgamma's
# poles (tgamma(+0) inf, of -1e-17 -1e17); atan2's branch cut (atan2(+0, -1) pi, atan2(-tiny, -1) -pi,
# atan2(0, -tiny) pi); pow's base (a negative base: NaN unless the exponent is an integer) and exponent
# (pow(-2, 3 + tiny) NaN, pow(0, -tiny) inf)
DOMAIN_BOUNDED = {"sqrt", "log", "log2", "log10", "log1p", "asin", "acos", "acosh", "atanh", "tgamma", "atan2",
                  "pow"}
DOMAIN_BOUNDED |= {f + "f" for f in DOMAIN_BOUNDED}
# operators that test their floating operands' truth (zero or not): `!x`, `x && y`, `x || y`
_TRUTH_OF_OPERANDS = {"&&", "||"}


def _exact_argument(name: str | None, index: int, domains: bool = True) -> bool:
    """Whether argument `index` of a call of `name` is read where C keeps only its rounding to an integer,
    its sign or its class, or (`domains`) where the function's domain ends (_Gen.uncontracted)."""
    return (name in ROUNDING or name in SIGN_TESTS or (domains and name in DOMAIN_BOUNDED)
            or SIGN_ARGUMENT.get(name) == index)
_COMPARISONS = {"<", ">", "<=", ">=", "==", "!="}
_FLOAT_WORDS = {"double": "double", "float": "float"}




_ARITH = {"+", "-"}
_CMP = {"<", ">", "<=", ">=", "==", "!="}
# operand operators that gcc's -Wparentheses wants parenthesised under each operator (c-warn.c)
_GCC_PARENS = {"||": {"&&"}, "|": {"&", "^"} | _ARITH | _CMP, "^": {"&"} | _ARITH | _CMP, "&": _ARITH | _CMP,
               "<<": _ARITH, ">>": _ARITH, **{c: _CMP for c in _CMP}}


def _gcc_parentheses(op: str, operand) -> bool:
    return isinstance(operand, c_ast.BinaryOp) and operand.op in _GCC_PARENS.get(op, ())

_FLT_INF_FROM = 2.0 ** 128 - 2.0 ** 103    # float: values from FLT_MAX + half an ulp round to infinity


def _infinite(text: str) -> bool:
    """Whether a floating constant of type float or double (no `l` suffix) rounds to infinity."""
    digits = text.rstrip("fFlL")
    suffix = text[len(digits):]
    if suffix[-1:] in ("l", "L"):
        return False
    try:
        value = float.fromhex(digits) if digits[:2].lower() == "0x" else float(digits)
    except ValueError:
        return False
    return value == float("inf") or (suffix[-1:] in ("f", "F") and value >= _FLT_INF_FROM)

_TRUTH_OPS = frozenset(("<", "<=", ">", ">=", "==", "!=", "&&", "||"))


def _truth_valued(n) -> bool:
    """A comparison or logical operation: its value is an int, 0 or 1."""
    return (isinstance(n, c_ast.BinaryOp) and n.op in _TRUTH_OPS) or (isinstance(n, c_ast.UnaryOp) and n.op == "!")


class _Gen(c_generator.CGenerator):
    def __init__(self, subst_ids, array_ref, device: bool = False, in_subscript: dict | None = None,
                 overrides: dict[int, str] | None = None):
        super().__init__(reduce_parentheses=True)
        self.overrides = overrides or {}
        self.subst_ids = subst_ids
        self.array_ref = array_ref
        self.device = device
        self.in_subscript_ids = in_subscript or {}
        self.subscript_depth = 0
        self.sizeofs: dict[tuple[int, int], int] = {}
        self.typedefs: dict[str, str] = {}        # Scop.typedefs: the user's typedef names -> their types
        # CUDA: products of floating values whose result is rounded to an integer or compared are printed
        # as __dmul_rn / __fmul_rn, which nvcc never fuses with an add (C's reference build does not
        # contract); elsewhere the fma stays (last bits, inside s2s check's tolerance)
        self.uncontracted = False
        self.value_type = None                    # node -> "double", "float" or None (not floating)
        self._exact = 0                           # > 0: inside such a context
        # OpenCL: the condition of ?: is printed as its truth, `(c) != 0`, unless it is a comparison or a
        # logical operation (an int 0 or 1 already): OpenCL C refuses a floating condition, which C takes
        # (nonzero is true, a NaN too; -0.0 is false: as `!= 0` tests)
        self.truth_tests = False
        # OpenCL: GCC's NaN builtins are written by their bits (OPENCL_NAN)
        self.opencl_constants = False

    def _in_exact(self, node) -> str:
        self._exact += 1
        try:
            return self.visit(node)
        finally:
            self._exact -= 1

    def visit_BinaryOp(self, n):
        if self.uncontracted and self.value_type is not None:
            if n.op in _COMPARISONS and (self.value_type(n.left) or self.value_type(n.right)):
                lhs = self._in_exact(n.left)
                rhs = self._in_exact(n.right)
                return f"({lhs}) {n.op} ({rhs})"
            if n.op in _TRUTH_OF_OPERANDS and (self.value_type(n.left) or self.value_type(n.right)):
                # each floating operand is tested against zero: its products unfused
                lhs = self._in_exact(n.left) if self.value_type(n.left) else self.visit(n.left)
                rhs = self._in_exact(n.right) if self.value_type(n.right) else self.visit(n.right)
                return f"({lhs}) {n.op} ({rhs})"
            if n.op == "*" and self._exact:
                t = self.value_type(n)
                if t in ("double", "float"):
                    fn = "__dmul_rn" if t == "double" else "__fmul_rn"
                    return f"{fn}({self.visit(n.left)}, {self.visit(n.right)})"
        return self._binary(n)

    def _binary(self, n):
        """CGenerator's BinaryOp with as few parentheses as C needs (reduce_parentheses), plus those that
        gcc's -Wparentheses (-Wall) asks for: the user's `(i - 20) & 15` printed `i - 20 & 15` warned."""
        def needs(d, right: bool) -> bool:
            if _gcc_parentheses(n.op, d):
                return True
            if self._is_simple_node(d) or isinstance(d, c_ast.UnaryOp):
                return False
            if isinstance(d, c_ast.BinaryOp):
                p, q = self.precedence_map[d.op], self.precedence_map[n.op]
                return p <= q if right else p < q
            return True
        return f"{self._parenthesize_if(n.left, lambda d: needs(d, False))} {n.op} " \
               f"{self._parenthesize_if(n.right, lambda d: needs(d, True))}"

    def visit_TernaryOp(self, n):
        if self.uncontracted and self.value_type is not None:
            cond = self._in_exact(n.cond)
            return f"({cond}) ? {self._visit_expr(n.iftrue)} : {self._visit_expr(n.iffalse)}"
        if self.truth_tests and not _truth_valued(n.cond):
            return f"(({self._visit_expr(n.cond)}) != 0) ? ({self._visit_expr(n.iftrue)}) : " \
                   f"({self._visit_expr(n.iffalse)})"
        return super().visit_TernaryOp(n)

    def visit_Assignment(self, n):
        if self.uncontracted and self.value_type is not None and self.value_type(n.lvalue) is None and \
                self.value_type(n.rvalue) is not None:
            # a floating value converted to an integer object: rounded toward zero
            return f"{self.visit(n.lvalue)} {n.op} {self._in_exact(n.rvalue)}"
        return super().visit_Assignment(n)

    def visit_Constant(self, n):
        # device code: a character constant with a prefix (u'x', U'x', L'x') as its value and C's type
        # (OpenCL C has no char16_t or char32_t; C++ gives them types of their own)
        if self.device and n.type == "char" and n.value[:1] in ("u", "U", "L"):
            lit = char_literal(n.value)
            if lit is not None:
                value, (signed, _bits) = lit
                if n.value[0] == "u":
                    return f"((unsigned short){value})"
                return f"{value}u" if not signed else f"{value}"
        if self.device and n.value[:1] == "'":
            # a plain constant of several bytes ('ab', and 'é' or '\u00e9', two bytes in UTF-8): GCC's
            # int value (OpenCL C refuses such a constant: "character too large for enclosing character
            # literal type"; C++ makes its value implementation-defined)
            data = plain_char_bytes(n.value)
            if data is not None and len(data) > 1:
                lit = char_literal(n.value)
                if lit is not None:
                    return str(lit[0]) if lit[0] >= 0 else f"({lit[0]})"
        if self.device and n.type in ("float", "double") and (tie := float_tie(n.value)) is not None:
            # halfway between two values of its type: nvcc reads some as the value above (cxx_semantics)
            return f"{tie.hex()}{'f' if n.type == 'float' else ''}"
        if n.type in ("float", "double") and _infinite(n.value):
            # a constant past its type's range (math.h's INFINITY and HUGE_VAL as the parse reads them:
            # 1e10000f): the same infinity, without gcc's -Woverflow "floating constant exceeds range"
            f = "f" if n.value[-1] in "fF" else ""
            return f"(1.0{f} / 0.0{f})"
        return super().visit_Constant(n)

    def visit_Typename(self, n):
        # device code: the user's typedef names and enumeration types are written as their types
        if self.device:
            spelled = self._device_spelling(n.type)
            if spelled is not None:
                return spelled
        return super().visit_Typename(n)

    def _device_spelling(self, t) -> str | None:
        """The device spelling of the scalar type of a cast or sizeof (`u8`, `int_least16_t`, `wchar_t`,
        `enum color`: typedefs resolved), or None to print it as written."""
        if not isinstance(t, c_ast.TypeDecl):
            return None
        if isinstance(t.type, c_ast.Enum):
            # GCC's type for the enumeration's objects (frontend/symbols.py: enum_ctype; Scop.typedefs)
            return self.typedefs.get(f"enum {t.type.name}", "int") if t.type.name else "int"
        if not isinstance(t.type, c_ast.IdentifierType):
            return None
        words: list[str] = []
        for w in t.type.names:
            words += self.typedefs.get(w, w).split()
        written = " ".join(t.type.names)
        spelled = device_type(" ".join(words))
        return spelled if spelled is not None and spelled != written else None

    def visit_ID(self, n):
        if id(n) in self.overrides:          # a scalar access replaced (a private accumulator's register)
            return self.overrides[id(n)]
        if self.subscript_depth and n.name in self.in_subscript_ids:
            return self.in_subscript_ids[n.name]
        if n.name in self.subst_ids:
            return self.subst_ids[n.name]
        return n.name

    def visit_ArrayRef(self, n):
        return self.array_ref(n, self)

    def visit_UnaryOp(self, n):
        # sizes the model computed (Scop.sizeofs): the operand may name what the generated code renames
        if n.op in ("sizeof", "_Alignof") and n.coord is not None and (n.coord.line, n.coord.column) in self.sizeofs:
            return f"((unsigned long){self.sizeofs[(n.coord.line, n.coord.column)]})"
        if self.uncontracted and self.value_type is not None and n.op == "!" and self.value_type(n.expr):
            return f"!({self._in_exact(n.expr)})"      # a floating operand tested against zero
        return super().visit_UnaryOp(n)

    def visit_Cast(self, n):
        if self.device:
            literal = cast_constant(n)           # (double)1.797...e+308L: the devices have no long double
            if literal is not None:
                return literal
        # device code knows no <stdint.h> names (OpenCL C, and CUDA kernels beside a C host file): a cast
        # to uint8_t or size_t is written with the type's own spelling there
        t = n.to_type.type if isinstance(n.to_type, c_ast.Typename) else None
        if self.uncontracted and self.value_type is not None and self.value_type(n) is None and \
                self.value_type(n.expr) is not None:
            # a floating value cast to an integer type: rounded toward zero
            to = self._device_spelling(t) or self.visit(n.to_type)
            return f"({to})({self._in_exact(n.expr)})"
        if self.device:
            spelled = self._device_spelling(t)
            if spelled is not None:
                return f"({spelled}){self._parenthesize_unless_simple(n.expr)}"
        return super().visit_Cast(n)

    def visit_FuncCall(self, n):
        name = n.name.name if isinstance(n.name, c_ast.ID) else None
        if not self.device or name is None:
            return super().visit_FuncCall(n)
        nodes = n.args.exprs if n.args else []
        if self.opencl_constants and name in NAN_BUILTINS and len(nodes) == 1 and \
                isinstance(nodes[0], c_ast.Constant) and nodes[0].type == "string":
            return opencl_nan(NAN_BUILTINS[name], nodes[0].value)
        def visit(a, k):
            return self._in_exact(a) if self.uncontracted and _exact_argument(name, k) else self.visit(a)
        args = [visit(a, k) if isinstance(a, (c_ast.ID, c_ast.Constant, c_ast.ArrayRef, c_ast.FuncCall))
                else f"({visit(a, k)})" for k, a in enumerate(nodes)]
        if name in DOUBLE_MATH:
            return f"{name}({', '.join(f'(double){a}' for a in args)})"
        if name in FLOAT_MATH:
            return f"{FLOAT_MATH[name]}({', '.join(f'(float){a}' for a in args)})"
        if name in INT_ABS and len(args) == 1:
            t = INT_ABS[name]
            return f"(({t})abs(({t}){args[0]}))"
        if self.uncontracted and any(_exact_argument(name, k) for k in range(len(nodes))):
            # signbit and the other classification macros, as the parse reads them (the user's call), their
            # arguments as CGenerator prints them
            return f"{self.visit(n.name)}({', '.join(visit(a, k) for k, a in enumerate(nodes))})"
        return super().visit_FuncCall(n)


def _exact_nodes(node, value_type, domains: bool = True) -> set[int]:
    """The ids of the nodes of statement `node` read where C rounds a floating value to an integer or
    compares it (as _Gen prints such contexts with unfused products: a comparison of floating operands, a
    conversion of a floating value to an integer type by a cast or an assignment, the condition of ?:,
    the argument of floor and the other ROUNDING functions; a floating operand of !, && and ||, the
    argument of signbit and the other SIGN_TESTS, the sign that copysign takes, the argument of sqrt and
    the other DOMAIN_BOUNDED functions)."""
    out: set[int] = set()

    def walk(n, exact: bool) -> None:
        if n is None:
            return
        if exact and isinstance(n, (c_ast.ArrayRef, c_ast.ID)):
            out.add(id(n))
        if isinstance(n, c_ast.ArrayRef):
            walk(n.name, exact)
            walk(n.subscript, False)
            return
        if isinstance(n, c_ast.BinaryOp):
            e = exact or (n.op in _COMPARISONS and bool(value_type(n.left) or value_type(n.right)))
            truth = n.op in _TRUTH_OF_OPERANDS
            walk(n.left, e or (truth and bool(value_type(n.left))))
            walk(n.right, e or (truth and bool(value_type(n.right))))
            return
        if isinstance(n, c_ast.UnaryOp) and n.op == "!":
            walk(n.expr, exact or bool(value_type(n.expr)))
            return
        if isinstance(n, c_ast.TernaryOp):
            walk(n.cond, True)
            walk(n.iftrue, exact)
            walk(n.iffalse, exact)
            return
        if isinstance(n, c_ast.Assignment):
            e = exact or (value_type(n.lvalue) is None and value_type(n.rvalue) is not None)
            walk(n.lvalue, e)
            walk(n.rvalue, e)
            return
        if isinstance(n, c_ast.Decl):
            init = n.init
            e = exact or (init is not None and value_type(c_ast.ID(n.name)) is None
                          and value_type(init) is not None)
            walk(init, e)
            return
        if isinstance(n, c_ast.Cast):
            walk(n.expr, exact or (value_type(n) is None and value_type(n.expr) is not None))
            return
        if isinstance(n, c_ast.FuncCall):
            name = n.name.name if isinstance(n.name, c_ast.ID) else None
            for k, a in enumerate(n.args.exprs if n.args else []):
                walk(a, exact or _exact_argument(name, k, domains))
            return
        for _, c in n.children():
            walk(c, exact)

    walk(node, False)
    return out


class StatementPrinter:
    """`names`: the generated code's names of the user's arrays, parameters and scalars that the target
    cannot take as written (codegen/names.py); the others print as written."""

    def __init__(self, scop, device_arrays: dict, device: bool, names: dict[str, str] | None = None):
        self.scop = scop
        self.dev = device_arrays
        self.device = device
        self.names = names or {}
        self.uncontracted_products = False     # CUDA (targets.py): see _Gen.uncontracted
        self.truth_tests = False               # OpenCL (targets.py): see _Gen.truth_tests
        self.opencl_constants = False          # OpenCL (targets.py): see _Gen.opencl_constants
        self._exact_statements: set[str] | None = None

    def statement(self, name: str, args: list[str], ind: str, regs: dict[str, str] | None = None,
                  overrides: dict[int, str] | None = None, node=None, tee: str | None = None) -> str:
        """The statement instance at iterator values `args`; `regs`: accesses (by ref_id) that use a
        register instead of the array element (`Private`).  `overrides`: text for some of its accesses,
        keyed by `id(access.node)` (a contraction's registers and shared-memory copies).  `node`: another
        C statement printed in its context instead (a reduction's update of its accumulator,
        codegen/reduction_code.py).  `tee`: a register that also takes the value of the statement's
        assignment (s2s/gpu/carry.py)."""
        gen, st_node = self._generator(name, args, overrides, regs)
        node = st_node if node is None else node
        if isinstance(node, c_ast.Decl):  # a local scalar's initialisation
            lhs = gen.subst_ids.get(node.name, node.name)
            for a in self.scop.statement(name).accesses:
                if a.kind == "write" and overrides and id(a.node) in overrides:
                    lhs = overrides[id(a.node)]     # its write is a node of its own, not in the Decl
            code = f"{lhs} = {gen.visit(node.init)}"
        else:
            code = gen.visit(node)
            if tee is not None:     # the assignment's value (the element's new value) also in a register
                code = f"{tee} = ({code})"
        return f"{ind}{code};\n"

    def access(self, name: str, args: list[str], node, overrides: dict[int, str] | None = None) -> str:
        """One access (or subexpression) of the statement, its C node, at iterator values `args`, as the
        statement prints it; `overrides` as for `statement`."""
        gen, _ = self._generator(name, args, overrides, None)
        return gen.visit(node)

    def _generator(self, name: str, args: list[str], overrides: dict[int, str] | None,
                   regs: dict[str, str] | None):
        st = self.scop.statement(name)
        in_reg = {id(a.node): regs[a.ref_id] for a in st.accesses if regs and a.ref_id in regs}
        # reads of a snapshot (passes/snapshot.py) name the copy, not the array written in C
        snapshot = {id(a.node): a.array for a in st.reads
                    if a.array in self.scop.arrays and self.scop.arrays[a.array].kind == "snapshot"}
        subst = dict(self.names)
        if self.device:
            # enumeration constants: device code has no declaration of them (a block-scope enum, or one
            # declared after the generated kernels)
            for cname, value in getattr(self.scop, "constants", {}).items():
                # (an int: -2147483648 would be a long constant negated)
                subst[cname] = str(value) if value >= 0 else f"({value})" if value > -2 ** 31 else \
                    f"({value + 1} - 1)"
        types = [self.scop.loops[lid].ctype for lid in st.loops]
        in_subscript = {}
        for c_name, expr, ctype in zip(st.c_iterators, args, types):
            subst[c_name] = f"({expr})" if not _simple(expr) else expr
            cast = self._iterator_cast(ctype)
            if cast:
                # the generated iterators are long: the statement sees the type the C iterator had
                subst[c_name] = f"({cast}){_paren(expr)}"   # a cast binds tighter than any binary operator
                kind = integer_kind(ctype)
                if kind is not None and kind[0]:
                    # in a subscript only the value counts, and a signed iterator's value is the same as
                    # a long's wherever the C program is defined (no overflow, no index out of bounds)
                    in_subscript[c_name] = f"({expr})" if not _simple(expr) else expr
        priv_names = {}
        expanded = {}               # id(node) -> the Array of its copies (passes/expand_arrays.py)
        for a in st.accesses:
            arr = self.scop.arrays.get(a.array)
            if arr is not None and arr.kind == "private":
                if arr.expanded_of is not None:
                    if isinstance(a.node, c_ast.ArrayRef) and _base_name(a.node) == arr.expanded_of:
                        expanded[id(a.node)] = arr
                    continue
                priv_names[_c_name_of(a.node)] = arr
        scalars = {a.array for a in st.accesses if self.scop.arrays[a.array].is_scalar}
        # private scalars and written scalars become array elements
        for cname, arr in priv_names.items():
            idx = [in_subscript.get(c, subst.get(c, c)) for c in st.c_iterators[:arr.expanded_dims]]
            subst[cname] = self._element(arr.name, idx)
        for a in st.accesses:
            if regs and a.ref_id in regs and isinstance(a.node, c_ast.ID):
                subst[a.node.name] = regs[a.ref_id]     # a private scalar's element kept in a register
        if self.device:
            for sname in scalars:
                if sname not in priv_names.values():
                    subst[sname] = f"{self.names.get(sname, sname)}[0]"

        def array_ref(n, gen):
            if overrides and id(n) in overrides:
                return overrides[id(n)]
            if id(n) in in_reg:
                return in_reg[id(n)]
            subs = []
            base = n
            while isinstance(base, c_ast.ArrayRef):
                subs.append(base.subscript)
                base = base.name
            subs.reverse()
            name = snapshot.get(id(n), base.name)
            gen.subscript_depth += 1
            try:
                idx = [gen.visit(s) for s in subs]
            finally:
                gen.subscript_depth -= 1
            copies = expanded.get(id(n))
            if copies is not None:      # the copy of this iteration of the loops it was expanded along
                name = copies.name
                idx = [in_subscript.get(c, subst.get(c, c)) for c in st.c_iterators[:copies.expanded_dims]] + idx
            return self._element(name, idx)

        gen = _Gen(subst, array_ref, self.device, in_subscript, overrides)
        gen.sizeofs = getattr(self.scop, "sizeofs", {})
        gen.typedefs = getattr(self.scop, "typedefs", {})
        gen.truth_tests = self.truth_tests and self.device
        gen.opencl_constants = self.opencl_constants and self.device
        if self.uncontracted_products and self.device:
            gen.uncontracted = True
            gen.value_type = self._value_type_of(st, gen.typedefs)
            if name in self.exact_statements(gen.typedefs):
                gen._exact = 1          # every floating product of it unfused
        return gen, st.node

    def exact_statements(self, typedefs: dict[str, str]) -> set[str]:
        """CUDA: the statements whose values reach a place where the SCoP rounds them to an integer or
        compares them: their floating products are all printed unfused.  An fma moves a value by its last
        bit, which a later conversion to an integer (`q = V[i][j]` of an int q, in another statement) or
        comparison turns into a whole unit (ls_triangular_rows.c on the H200: T computed with fmas, copied
        into V, truncated into ints, 60 off in the sum).  Found by isl's exact dataflow (the last writer of
        each read instance): the writers of the values read in such a context, then the writers of what
        those statements read, to a fixpoint; where isl gives up, every writer of an array read there.
        (C's reference build does not contract; values that leave the SCoP and that the host's code rounds
        keep the fma, in their last bits.)"""
        if self._exact_statements is not None:
            return self._exact_statements
        stmt_of = {a.ref_id: st.name for st in self.scop.statements for a in st.accesses}
        seeds: set[str] = set()                 # refs read where C rounds or compares
        edges: set[str] = set()                 # refs read only at a domain's edge (the argument of sqrt)
        for st in self.scop.statements:
            vt = self._value_type_of(st, typedefs)
            ids = _exact_nodes(st.node, vt, domains=False)
            seeds |= {a.ref_id for a in st.reads if id(a.node) in ids}
            ids = _exact_nodes(st.node, vt)
            edges |= {a.ref_id for a in st.reads if id(a.node) in ids} - seeds
        statements: set[str] = set()
        if seeds or edges:
            try:
                from ..model.dependences import tagged_flow
                sources: dict[str, set[str]] = {}      # sink ref -> the statements that wrote its values
                for src, sink, _ in tagged_flow(self.scop):
                    sources.setdefault(sink, set()).add(stmt_of.get(src, ""))
            except isl.Error:
                writers: dict[str, set[str]] = {}
                for st in self.scop.statements:
                    for a in st.writes:
                        writers.setdefault(a.array, set()).add(st.name)
                sources = {a.ref_id: writers.get(a.array, set()) for st in self.scop.statements
                           for a in st.reads}
            refs = list(seeds)
            seen = set(refs)
            while refs:
                for name in sources.get(refs.pop(), ()):
                    if name and name not in statements:
                        statements.add(name)
                        for a in self.scop.statement(name).reads:
                            if a.ref_id not in seen:
                                seen.add(a.ref_id)
                                refs.append(a.ref_id)
            # the writers of a value that a domain-bounded function reads (`d = a*a - b*b; r = sqrt(d)`,
            # cholesky's diagonal update before its sqrt) keep C's rounding; not what those writers read in
            # turn: a last bit moves a value across a domain's edge only where the value is that edge (a
            # difference that cancels to 0), which the writer's own products decide, and following the
            # dataflow further unfused all of cholesky's and Gram-Schmidt's O(n^3) products
            for ref in edges:
                statements.update(name for name in sources.get(ref, ()) if name)
        self._exact_statements = statements
        return statements

    def _value_type_of(self, st, typedefs: dict[str, str]):
        """A function node -> "double", "float" or None (an integer, a pointer or unknown) for the C
        expressions of statement `st`, by C's usual arithmetic conversions on the types of its arrays,
        scalars, constants, casts and math functions.  Only decides where products are printed unfused:
        an unknown type prints the product as written."""
        scop = self.scop
        iters = set(st.c_iterators)
        priv = {_c_name_of(a.node): scop.arrays[a.array].ctype for a in st.accesses
                if a.array in scop.arrays and scop.arrays[a.array].kind == "private"}
        # a parallel reduction's accumulators of st (`_acc_S1`, the unrolled copies' `_acc_S1_u1`, ...:
        # gpu/reduction.py's UpdateForm.fold, reduction_unroll.slot_name) hold values of X's type.  Unknown,
        # `_acc_S1 += A[i][j] * x[i]` read as a floating value stored into an integer, and its product was
        # printed unfused (`__dmul_rn`, then a separate add) in every CUDA reduction kernel, where the
        # policy (_Gen.uncontracted) asks that only of values rounded to an integer or compared
        from ..gpu.reduction import ACC
        acc = f"{ACC}_{st.name}"
        x_type = scop.arrays[st.writes[0].array].ctype \
            if len(st.writes) == 1 and st.writes[0].array in scop.arrays else None

        def accumulator(name: str) -> bool:
            return name == acc or (name.startswith(acc + "_u") and name[len(acc) + 2:].isdigit())

        def words(ctype: str | None) -> str | None:
            if ctype is None:
                return None
            ws: list[str] = []
            for w in ctype.split():
                ws += typedefs.get(w, w).split()
            if "long" in ws and "double" in ws:
                return None                      # long double stays on the host
            return _FLOAT_WORDS.get("double" if "double" in ws else "float" if "float" in ws else "")

        def ftype(n):
            if isinstance(n, c_ast.Constant):
                if n.type == "double":
                    return "float" if n.value.rstrip().lower().endswith("f") else \
                        None if n.value.rstrip().lower().endswith("l") else "double"
                return "float" if n.type == "float" else None
            if isinstance(n, c_ast.ID):
                if n.name in iters:
                    return None
                if n.name in priv:
                    return words(priv[n.name])
                if x_type is not None and accumulator(n.name):
                    return words(x_type)
                if n.name in scop.arrays:
                    return words(scop.arrays[n.name].ctype)
                return words(scop.scalar_values.get(n.name))
            if isinstance(n, c_ast.ArrayRef):
                while isinstance(n, c_ast.ArrayRef):
                    n = n.name
                return words(scop.arrays[n.name].ctype) if isinstance(n, c_ast.ID) and n.name in scop.arrays \
                    else None
            if isinstance(n, c_ast.Cast):
                t = n.to_type.type if isinstance(n.to_type, c_ast.Typename) else None
                if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
                    return words(" ".join(t.type.names))
                return None
            if isinstance(n, c_ast.UnaryOp) and n.op in ("-", "+"):
                return ftype(n.expr)
            if isinstance(n, c_ast.BinaryOp) and n.op in ("+", "-", "*", "/"):
                a, b = ftype(n.left), ftype(n.right)
                return "double" if "double" in (a, b) else "float" if "float" in (a, b) else None
            if isinstance(n, c_ast.TernaryOp):
                a, b = ftype(n.iftrue), ftype(n.iffalse)
                return "double" if "double" in (a, b) else "float" if "float" in (a, b) else None
            if isinstance(n, c_ast.FuncCall) and isinstance(n.name, c_ast.ID):
                name = n.name.name
                if name in DOUBLE_MATH:
                    return "double"
                if name in FLOAT_MATH:
                    return "float"
                return NAN_BUILTINS.get(name)
            if isinstance(n, c_ast.Assignment):
                return ftype(n.lvalue)
            return None

        return ftype

    def _iterator_cast(self, ctype: str) -> str | None:
        """The cast that gives a generated (long) iterator its declared type; None when it is a long."""
        kind = integer_kind(ctype)
        if kind == (True, 64):
            return None
        if self.device:
            return device_type(ctype) or "long"
        return ctype

    def element(self, name: str, idx: list[str]) -> str:
        """Array element `name[idx...]` as the generated code addresses it."""
        return self._element(name, idx)

    def _element(self, name: str, idx: list[str]) -> str:
        arr = self.scop.arrays[name]
        if not self.device and arr.kind != "private":
            if arr.flat and len(idx) == arr.rank > 1:
                # a flat pointer modelled as rows (model/delinearize.py), an element the model names: the
                # row-major subscript of the C object
                lin = idx[0]
                for d in range(1, len(idx)):
                    lin = f"{_paren(lin)} * ({arr.sizes[d]}) + {_paren(idx[d])}"
                return f"{name}[{lin}]"
            return name + "".join(f"[{i}]" for i in idx)
        dev = self.dev.get(name)
        name = self.names.get(name, name)
        if not idx:
            return f"{name}[0]"
        if dev is not None and dev.offsets:
            # a private copy indexed by iterators that may be negative (DeviceArray.offsets)
            idx = [i if o is None else f"{_paren(i)} - _{name}_o{d}" for d, (i, o) in enumerate(zip(idx, dev.offsets))]
        lin = idx[0]
        for d in range(1, len(idx)):
            lin = f"{_paren(lin)} * _{name}_e{d} + {_paren(idx[d])}"
        return f"{name}[{lin}]"


def _simple(e: str) -> bool:
    return e.replace("_", "").isalnum()


def _paren(e: str) -> str:
    return e if _simple(e) or e.lstrip("-").isdigit() else f"({e})"


def _base_name(node) -> str:
    while isinstance(node, c_ast.ArrayRef):
        node = node.name
    return node.name if isinstance(node, c_ast.ID) else ""


def _c_name_of(node) -> str:
    if isinstance(node, c_ast.ID):
        return node.name
    return ""
