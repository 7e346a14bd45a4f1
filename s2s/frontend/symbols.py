"""What the names in a C file are: scalars, arrays and pointers, with their element types and extents."""
from __future__ import annotations

import copy
import functools
import re
from dataclasses import dataclass, field

from pycparser import c_ast, c_generator
from pycparser.c_parser import Coord

from ..diagnostics import Diagnostic, loc_of
from .constexpr import ConstEval

INTEGER_TYPES = {"int", "long", "short", "char", "unsigned", "signed", "size_t", "ssize_t", "ptrdiff_t",
                 "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
                 "_Bool", "bool"}
FLOAT_TYPES = {"float", "double"}
_ARITHMETIC_WORDS = INTEGER_TYPES | FLOAT_TYPES
# the <fenv.h> functions (and glibc's trap controls) that change the thread's floating-point environment
# or read the exception flags its operations raise
FENV_STATE = {"fesetround", "fesetenv", "feupdateenv", "feholdexcept", "fetestexcept", "fegetexceptflag",
              "fesetexceptflag", "feenableexcept", "fedisableexcept"}

_gen = c_generator.CGenerator(reduce_parentheses=True)
# `#pragma omp threadprivate(a, b)` (the list may span continued lines, joined by the preprocessor)
# functions that start a thread running a function given as an argument
THREAD_STARTS = {"pthread_create", "thrd_create"}
# OpenMP constructs whose statement runs in several threads (or tasks) at once
_OMP_THREADS = re.compile(r"\s*omp\b.*\b(parallel|task|taskloop|teams)\b")
_THREADPRIVATE = re.compile(r"\s*omp\s+threadprivate\s*\(([^)]*)\)")


@dataclass(frozen=True)
class Qualifiers:
    """The type qualifiers of a declared type, with those that typedef names bring (C11 6.7.8: a typedef
    name stands for its type, qualifiers included, so `typedef volatile double vd; vd A[8];` declares
    volatile elements): those of the element type, and those of the pointer and array declarators
    (`double *volatile p`, `double a[restrict]`, `volatile dp q` with `typedef double *dp;`)."""

    element: frozenset[str] = frozenset()
    levels: frozenset[str] = frozenset()

    @property
    def anywhere(self) -> frozenset[str]:
        """Every qualifier, at any level: what makes the object or its elements volatile or atomic."""
        return self.element | self.levels

    def __or__(self, other: Qualifiers) -> Qualifiers:
        return Qualifiers(self.element | other.element, self.levels | other.levels)


NO_QUALIFIERS = Qualifiers()


@dataclass
class Symbol:
    name: str
    ctype: str                           # base element type, typedefs resolved to builtin names
    dims: list[c_ast.Node | None] = field(default_factory=list)  # array extents, outermost first
    pointer: bool = False                # declared as a pointer (first extent unknown)
    scope: str = "local"                 # "global", "param" or "local"
    is_const: bool = False
    restrict: bool = False
    is_volatile: bool = False            # the object or (for arrays and pointers) its elements
    node: c_ast.Node | None = None
    init: c_ast.Node | None = None
    enum_value: int | None = None       # an enumeration constant: its value
    enumerator: bool = False             # an enumeration constant (its value None when s2s cannot compute it)
    is_atomic: bool = False              # `_Atomic` (or `_Atomic(T)`): the object or its elements
    # an object of a type s2s does not model (a structure, a union, `typeof(...)`): `ctype` says which; a
    # SCoP that uses it stays sequential (model/builder.py)
    opaque: bool = False
    # a table of row pointers (`double **A`, `double *A[N]`) whose elements are of this arithmetic type:
    # `ctype` stays "?" (nothing else reads it as an array of that type); model/builder.py models its
    # `A[i][j]` as a 2-D access whose rows a runtime test proves apart (model/row_footprint.py)
    row_ctype: str | None = None

    @property
    def is_constant(self) -> bool:
        return self.enum_value is not None

    @property
    def is_array(self) -> bool:
        return bool(self.dims) or self.pointer

    @property
    def is_integer(self) -> bool:
        return not self.is_array and any(w in INTEGER_TYPES for w in self.ctype.split())

    @property
    def is_float(self) -> bool:
        return not self.is_array and any(w in FLOAT_TYPES for w in self.ctype.split())


class SymbolTable:
    def __init__(self, ast: c_ast.FileAST,
                 type_attributes: dict[tuple[str, int], tuple[str, bool]] | None = None):
        # (file, line) of each declarator that a GNU attribute changing what it is applies to (`vector_size`,
        # `mode`, `alias`, `cleanup`, an asm label: preprocess.type_attribute_lines) -> the attribute: a
        # typedef of such a type is not a typedef of its words, and such an object is not modelled (`opaque`)
        self.type_attributes = _declarators_of(ast, type_attributes or {})
        self.attributed_typedefs: dict[str, str] = {}     # typedef names of such types -> the attribute
        self.typedefs: dict[str, str] = {}
        # typedefs of array or pointer types (`typedef double vec[4];`): their extents and pointer level
        self.typedef_shapes: dict[str, tuple[list[c_ast.Node | None], bool]] = {}
        # the qualifiers of each typedef's type (`typedef volatile double vd;`), whatever that type is
        self.typedef_quals: dict[str, Qualifiers] = {}
        self.globals: dict[str, Symbol] = {}
        self.functions: dict[str, c_ast.FuncDef] = {}
        # functions of the file that are not the standard library's: defined here, or declared static
        self.user_functions: set[str] = set()
        self.enumerators: dict[str, int | None] = {}
        self.macros: frozenset[str] = frozenset()      # the file's macro names (frontend/load.py)
        # functions whose bodies the parse set aside (frontend/unparsed.py): empty bodies in the tree
        self.unparsed: frozenset[str] = frozenset()
        # those bodies (unparsed.SetAside: their preprocessed text), for what they call and read
        self.set_aside: list = []
        # enumeration tags -> the integer type of their objects (`enum_ctype`), None where s2s cannot
        # tell it (a value it cannot compute, or one tag defined in several blocks with other types)
        self.enum_tags: dict[str, str | None] = {}
        # file-scope objects that are not modelled (a pointer to a function: `static double (*cbrt)(double)`):
        # they hide nothing of the file, but a call through one is not the C library's function
        self.other_objects: dict[str, c_ast.Decl] = {}
        self._ast = ast
        for ext in ast.ext:
            self._record_enum_tags(ext)
            # enumeration constants declared at file scope (in an enum, a typedef's or a struct's members),
            # in order: a later one may use an earlier one, and objects declared before
            if isinstance(ext, (c_ast.Typedef, c_ast.Decl)):
                for name, value in self.enumerators_in(ext.type, self._global_lookup):
                    self.enumerators[name] = value
                    self.globals[name] = enumerator_symbol(name, value, "global")
            if isinstance(ext, c_ast.Typedef):
                quals = self.qualifiers(ext.type)
                if quals != NO_QUALIFIERS:
                    self.typedef_quals[ext.name] = quals
                attribute = self._attributed_base(ext.type) or self.type_attribute(ext.type)
                if attribute is not None:
                    self.attributed_typedefs[ext.name] = attribute
                base = self._base_type(ext.type)
                if base is not None:
                    self.typedefs[ext.name] = base
                    shape = self._shape(ext.type)
                    if shape != ([], False):
                        self.typedef_shapes[ext.name] = shape
            elif isinstance(ext, c_ast.Decl) and ext.name and not isinstance(ext.type, c_ast.FuncDecl):
                sym = self.symbol_of(ext, "global")
                if sym:
                    self.globals[ext.name] = sym
                else:
                    self.other_objects[ext.name] = ext
            elif isinstance(ext, c_ast.FuncDef):
                self.functions[ext.decl.name] = ext
                self.user_functions.add(ext.decl.name)
            elif isinstance(ext, c_ast.Decl) and ext.name and "static" in (ext.storage or []):
                self.user_functions.add(ext.name)

    @functools.cached_property
    def reads_errno(self) -> bool:
        """Whether a function of the file reads `errno` (glibc's macro expands to a call of
        `__errno_location`; another C library's may leave the name) or calls `perror`, which prints it.
        The math functions set it (glibc, gcc's default -fmath-errno: sqrt(-1) is EDOM, log(0) ERANGE) in
        the thread that calls them: in such a file a SCoP that calls them stays sequential."""
        for ext in self._ast.ext:
            if isinstance(ext, c_ast.FuncDef):
                for n in _walk(ext.body):
                    if isinstance(n, c_ast.ID) and n.name in ("errno", "__errno_location", "perror"):
                        return True
        # (a body the parse set aside, by its words)
        return any(re.search(r"\b(?:errno|__errno_location|perror)\b", a.body) for a in self.set_aside)

    @functools.cached_property
    def threadprivate(self) -> frozenset[str]:
        """The names that an `#pragma omp threadprivate(list)` of the file (at file scope or in a block)
        makes thread-local: in a parallel region each thread reads its own copy, so OpenMP's worker
        threads would not read the value the SCoP's thread set (as for `_Thread_local`). By name, in any
        scope: a SCoP that reads another object of that name stays sequential too, which is only cautious."""
        names: set[str] = set()
        for n in _walk(self._ast):
            if isinstance(n, c_ast.Pragma):
                m = _THREADPRIVATE.match(n.string or "")
                if m:
                    names.update(w.strip() for w in m.group(1).split(",") if w.strip())
        return frozenset(names)

    @functools.cached_property
    def threaded(self) -> tuple[frozenset[str], frozenset[int]]:
        """Code that may run beside other threads of the program: the functions called (directly or through
        other functions of the file, by name or through pointers) in the statement of an `#pragma omp
        parallel` (`task`, `taskloop`, `teams`, combined ones: `target teams ...`), those given to
        `pthread_create` or `thrd_create` and those that call these (they run on beside the thread), and the
        ids of the nodes inside such OpenMP statements. A device translation of a SCoP there copies whole
        arrays back: elements it did not write, which another thread may have written meanwhile, would get
        their old values back (driver.threads_overwrite)."""
        defined = {e.decl.name for e in self._ast.ext if isinstance(e, c_ast.FuncDef)}
        declared = defined | {e.name for e in self._ast.ext
                              if isinstance(e, c_ast.Decl) and isinstance(e.type, c_ast.FuncDecl)}
        callees = {id(n.name) for n in _walk(self._ast) if isinstance(n, c_ast.FuncCall)}
        # functions of the file used as values (`fp = row;`, a table of them, a thread's start routine)
        address_taken = {n.name for n in _walk(self._ast)
                         if isinstance(n, c_ast.ID) and n.name in defined and id(n) not in callees}

        def reached(node: c_ast.Node) -> set[str]:
            """The file's functions that `node` calls or names, and where it calls through a pointer (a
            callee that is not a declared function), every function used as a value."""
            out = set()
            for n in _walk(node):
                if isinstance(n, c_ast.ID) and n.name in defined:
                    out.add(n.name)
                elif isinstance(n, c_ast.FuncCall) and not (isinstance(n.name, c_ast.ID) and
                                                             n.name.name in declared):
                    out |= address_taken
            return out

        calls: dict[str, set[str]] = {}
        seeds: set[str] = set()
        nodes: set[int] = set()
        # bodies the parse set aside (unparsed.py), by their words: the file's functions they name may be
        # called, or used as values (a thread's start routine); one that creates threads (or has an OpenMP
        # directive) runs what it names beside them
        for a in self.set_aside:
            words = set(re.findall(r"[A-Za-z_]\w*", a.body))
            address_taken |= words & defined
        for a in self.set_aside:
            words = set(re.findall(r"[A-Za-z_]\w*", a.body))
            named = (words & defined) | address_taken
            calls[a.name or "?"] = named
            if words & THREAD_STARTS or re.search(r"^[ \t]*#[ \t]*pragma[ \t]+omp\b", a.body, re.M):
                seeds |= named | {a.name or "?"}
        for ext in self._ast.ext:
            if not isinstance(ext, c_ast.FuncDef):
                continue
            calls[ext.decl.name] = reached(ext.body) | calls.get(ext.decl.name, set())
            for n in _walk(ext.body):
                # a function of the file given to <pthread.h>'s or <threads.h>'s thread creation, and the
                # function that creates the thread, which runs on beside it until it joins
                if isinstance(n, c_ast.FuncCall) and isinstance(n.name, c_ast.ID) and \
                        n.name.name in THREAD_STARTS and n.args:
                    seeds |= reached(n.args) | {ext.decl.name}
            for comp in _walk(ext.body):
                if not isinstance(comp, c_ast.Compound):
                    continue
                items = comp.block_items or []
                for k, it in enumerate(items):
                    if not (isinstance(it, c_ast.Pragma) and _OMP_THREADS.match(it.string or "")):
                        continue
                    nxt = next((x for x in items[k + 1:] if not isinstance(x, c_ast.Pragma)), None)
                    if nxt is None:
                        continue
                    # (the statement itself is not inside: a region of it, under --autodetect, is run with
                    # the pragma kept in front of the original code, never of the generated code)
                    nodes.update(id(n) for n in _walk(nxt) if n is not nxt)
                    seeds |= reached(nxt)
        funcs: set[str] = set()
        while seeds:
            f = seeds.pop()
            if f not in funcs:
                funcs.add(f)
                seeds |= calls.get(f, set())
        return frozenset(funcs), frozenset(nodes)

    @functools.cached_property
    def fenv_call(self) -> c_ast.FuncCall | None:
        """The first call in the file of a <fenv.h> function that sets the floating-point environment
        (the rounding mode, traps) or reads the exception flags.  That environment is the calling thread's
        own (C11 7.6p1): other threads, and devices, keep theirs, so SCoPs with floating-point operations
        stay sequential in such a file."""
        calls = [n for ext in self._ast.ext if isinstance(ext, c_ast.FuncDef) for n in _walk(ext.body)
                 if isinstance(n, c_ast.FuncCall) and isinstance(n.name, c_ast.ID) and n.name.name in FENV_STATE]
        for a in self.set_aside:
            # (a body the parse set aside: a call by its words, at the body's line)
            m = re.search(r"\b(" + "|".join(sorted(FENV_STATE)) + r")\s*\(", a.body)
            if m:
                calls.append(c_ast.FuncCall(c_ast.ID(m.group(1)), None, coord=Coord(a.file, a.line)))
        return min(calls, key=lambda n: n.coord.line if n.coord else 0, default=None)

    def _record_enum_tags(self, ext: c_ast.Node) -> None:
        """The types of the tagged enumerations that `ext` defines (at file scope or in a block). They
        are also recorded as typedefs named `enum TAG`, so that casts and sizeofs of statements, and
        device code, which has no enumeration types, spell them as their integer types."""
        for n in _walk(ext):
            if isinstance(n, c_ast.Enum) and n.name and n.values is not None:
                ctype = self.enum_ctype(n)
                if n.name in self.enum_tags and self.enum_tags[n.name] != ctype:
                    ctype = None
                self.enum_tags[n.name] = ctype
                key = "enum " + n.name
                if ctype is None:
                    self.typedefs.pop(key, None)
                else:
                    self.typedefs[key] = ctype

    def enum_ctype(self, node: c_ast.Enum) -> str | None:
        """The integer type of the objects of an enumeration type, as GCC and Clang choose it (C11
        6.7.2.2p4 leaves it to the implementation): `unsigned int` when no constant is negative, else
        `int` (the constants themselves are ints).  So `d - 1 > 0` holds for `enum day d = MON`.  None
        when a value is unknown or does not fit an int (GCC then picks a wider type)."""
        if node.values is None:
            return self.enum_tags.get(node.name) if node.name else None
        values = [v for _, v in self.enumerators_in(node, self._global_lookup)]
        if not values or any(v is None for v in values):
            return None
        return "int" if min(values) < 0 else "unsigned int"

    def _global_lookup(self, name: str):
        sym = self.globals.get(name)
        if sym is not None and sym.enumerator:
            return sym.enum_value
        return sym

    def with_typedefs(self, typedefs: dict[str, str],
                      shapes: dict[str, tuple[list[c_ast.Node | None], bool]],
                      quals: dict[str, Qualifiers], attributed: dict[str, str] | None = None) -> SymbolTable:
        """This table with other typedef names: those visible in a block (frontend/scopes.py), so that a
        local declared with a block-scope typedef gets its builtin type, extents and qualifiers like one
        declared with a file-scope typedef (device code, outside the function, does not see the block's
        typedefs)."""
        view = copy.copy(self)
        view.typedefs = typedefs
        view.typedef_shapes = shapes
        view.typedef_quals = quals
        if attributed is not None:
            view.attributed_typedefs = attributed
        return view

    def typedef_info(self, name: str, typedefs: dict[str, str] | None = None):
        """A typedef's resolved words, extents and pointer flag (for constexpr.ConstEval), or None."""
        typedefs = self.typedefs if typedefs is None else typedefs
        if name not in typedefs:
            return None
        dims, pointer = self.typedef_shapes.get(name, ([], False))
        return typedefs[name].split(), dims, pointer

    def enumerators_in(self, node: c_ast.Node | None, lookup) -> list[tuple[str, int | None]]:
        """The enumeration constants that a declaration's type declares (`enum { A, B = A + 2 }`), in order,
        with their values: integer constant expressions (C11 6.6) over what `lookup` knows and the
        earlier constants of the same list; None for a value s2s cannot compute."""
        out: list[tuple[str, int | None]] = []
        if node is None:
            return out
        own: dict[str, int | None] = {}

        def local_lookup(name: str):
            if name in own:
                return own[name]
            return lookup(name)

        ev = ConstEval(local_lookup, self.typedef_info)

        def walk(n: c_ast.Node) -> None:
            if isinstance(n, c_ast.Enum):
                if n.values is None:
                    return
                nxt: int | None = 0
                first = len(out)
                for en in n.values.enumerators:
                    val = nxt if en.value is None else ev.enumerator_value(en.value)
                    if val is not None and not -2 ** 31 <= val < 2 ** 31:
                        val = None
                    own[en.name] = val
                    out.append((en.name, val))
                    nxt = None if val is None else val + 1
                if any(v is None for _, v in out[first:]):
                    # one constant beyond int (or unknown) makes the type of all of them compiler-dependent:
                    # int for those that fit with GCC 12 and C17, the enumeration's type (unsigned int,
                    # long...) for every one with GCC 13 (C23's rule; `i - TWO` of `enum { ONE = 1, TWO,
                    # HIGH = 0x80000000 }` was -2 with gcc 12.2, 4294967294 with gcc 13.3 on the H200 node)
                    for k in range(first, len(out)):
                        own[out[k][0]] = None
                        out[k] = (out[k][0], None)
                return
            if isinstance(n, (c_ast.FuncDef, c_ast.Compound)):
                return
            for _, child in n.children():
                walk(child)

        walk(node)
        return out

    def type_attribute(self, t: c_ast.Node) -> str | None:
        """The GNU attribute that changes the type of declarator `t` (`vector_size(16)`), or None."""
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            t = t.type
        c = getattr(t, "coord", None)
        return None if c is None or not self.type_attributes else self.type_attributes.get((c.file, c.line))

    def _attributed_base(self, t: c_ast.Node) -> str | None:
        """The attribute of the typedef name that declarator `t`'s type words use, when it has one."""
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            t = t.type
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
            return next((self.attributed_typedefs[n] for n in t.type.names
                         if n in self.attributed_typedefs and n not in self.typedefs), None)
        return None

    def _base_type(self, t: c_ast.Node) -> str | None:
        if self.type_attribute(t) is not None or self._attributed_base(t) is not None:
            return None                 # (a vector type, a mode: not the type its words name)
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            t = t.type
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
            names = [self.typedefs.get(n, n) for n in t.type.names]
            return " ".join(names)
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.Enum):
            return self.enum_ctype(t.type)      # unsigned int or int, as GCC chooses (None: unknown)
        return None

    def _shape(self, t: c_ast.Node) -> tuple[list[c_ast.Node | None], bool]:
        """Extents and pointer flag of a declarator, with those of a typedef'd base type appended (the
        declarator's own extents are the outer ones: `vec a[3]` with `vec` = `double[4]` is `double[3][4]`)."""
        dims: list[c_ast.Node | None] = []
        pointer = False
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            if isinstance(t, c_ast.PtrDecl):
                pointer = True
            else:
                dims.append(t.dim)
            t = t.type
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
            for n in t.type.names:
                if n in self.typedef_shapes:
                    tdims, tptr = self.typedef_shapes[n]
                    if tptr and (dims or pointer):
                        return dims + [None], True       # an array of pointers: not analysable
                    dims, pointer = dims + tdims, pointer or tptr
        return dims, pointer

    def qualifiers(self, t: c_ast.Node) -> Qualifiers:
        """The qualifiers of declarator `t`, through the typedef names its base type uses. Qualifiers written
        on a typedef name qualify the type it stands for: the pointer for a pointer typedef (`volatile dp
        q` is `double *volatile q`), the elements for an array typedef (C11 6.7.3p9) or a scalar one."""
        levels: set[str] = set()
        while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            levels |= set((t.dim_quals if isinstance(t, c_ast.ArrayDecl) else t.quals) or [])
            t = t.type
        written = frozenset(getattr(t, "quals", None) or [])
        out = Qualifiers(written, frozenset(levels))
        if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType)):
            return out
        for name in t.type.names:
            named = self.typedef_quals.get(name, NO_QUALIFIERS)
            if self.typedef_shapes.get(name, ([], False))[1]:
                named = named | Qualifiers(levels=written)     # a pointer typedef: `written` is the pointer's
                out = Qualifiers(out.element - written, out.levels)
            out = out | named
        return out

    def symbol_of(self, decl: c_ast.Decl, scope: str) -> Symbol | None:
        attribute = self._attributed_base(decl.type) or self.type_attribute(decl.type)
        if attribute is not None:
            t, pointer, dims = decl.type, False, []
            while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
                if isinstance(t, c_ast.PtrDecl):
                    pointer = True
                else:
                    dims.append(t.dim)
                t = t.type
            words = " ".join(t.type.names) if isinstance(t, c_ast.TypeDecl) and \
                isinstance(t.type, c_ast.IdentifierType) else "?"
            return Symbol(decl.name, f"{words} {attribute}", dims, pointer, scope, node=decl, opaque=True)
        t = decl.type
        dims: list[c_ast.Node | None] = []
        pointer = False
        while True:
            if isinstance(t, c_ast.ArrayDecl):
                dims.append(t.dim)
                t = t.type
            elif isinstance(t, c_ast.PtrDecl):
                if dims or pointer:
                    # pointer-to-pointer etc.
                    row = self._row_ctype(t.type, dims, pointer)
                    return Symbol(decl.name, "?", dims, True, scope, node=decl, row_ctype=row,
                                  is_const=row is not None and "const" in self.qualifiers(t.type).element)
                pointer = True
                t = t.type
            else:
                break
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.Enum):
            # an object of an enumeration type: GCC's unsigned int (no negative constant) or int
            ctype = self.enum_ctype(t.type)
            if ctype is not None:
                return self._qualified(Symbol(decl.name, ctype, dims, pointer, scope, node=decl, init=decl.init))
            name = f"enum {t.type.name}" if t.type.name else "enum"
            return Symbol(decl.name, name, dims, pointer, scope, node=decl, opaque=True)
        if isinstance(t, c_ast.TypeDecl) and not isinstance(t.type, c_ast.IdentifierType):
            # a structure, a union or `typeof(...)`: known as an object (it hides outer names), not modelled
            what = t.type
            kind = {c_ast.Struct: "struct", c_ast.Union: "union"}.get(type(what))
            text = f"{kind} {what.name}" if kind and what.name else kind or (
                "typeof(...)" if isinstance(what, c_ast.TypeOf) else type(what).__name__)
            return Symbol(decl.name, text, dims, pointer, scope, node=decl, opaque=True)
        if not isinstance(t, c_ast.TypeDecl) or not isinstance(t.type, c_ast.IdentifierType):
            return None
        names = [self.typedefs.get(n, n) for n in t.type.names]
        ctype = " ".join(names)
        for n in t.type.names:
            if n in self.typedef_shapes:
                tdims, tptr = self.typedef_shapes[n]
                if tptr and (dims or pointer or tdims):
                    return Symbol(decl.name, "?", dims + tdims, True, scope, node=decl)
                if tptr:
                    pointer = True
                dims = dims + list(tdims)
        # (an array parameter decays to a pointer: its first extent may be absent)
        return self._qualified(Symbol(decl.name, ctype, dims, pointer, scope, node=decl, init=decl.init))

    def _row_ctype(self, t: c_ast.Node, dims: list, pointer: bool) -> str | None:
        """The element type of a table of row pointers, `T **A` or `T *A[N]` (`t`: what the inner pointer
        points at), where T is an arithmetic type as written (typedefs resolved, `const` kept) that is not
        volatile or atomic; None for any other pointer to pointers."""
        if len(dims) + (1 if pointer else 0) != 1:
            return None
        if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType)):
            return None
        if any(n in self.typedef_shapes for n in t.type.names):
            return None
        quals = self.qualifiers(t)
        if quals.anywhere & {"volatile", "_Atomic"}:
            return None
        words = " ".join(self.typedefs.get(n, n) for n in t.type.names).split()
        if not words or not set(words) <= _ARITHMETIC_WORDS or "_Complex" in words:
            return None
        return " ".join(words)

    def _qualified(self, sym: Symbol) -> Symbol:
        """`sym` with the flags of its declaration's qualifiers, typedefs seen through: a typedef's
        `volatile` or `_Atomic` keeps a SCoP sequential as one written in the declaration does."""
        quals = self.qualifiers(sym.node.type)
        sym.is_const = "const" in quals.element
        sym.restrict = "restrict" in quals.levels
        sym.is_volatile = "volatile" in quals.anywhere
        sym.is_atomic = "_Atomic" in quals.anywhere
        return sym

def array_extent_errors(ast: c_ast.FileAST, file: str, symtab: SymbolTable) -> list[Diagnostic]:
    """An error for each array declarator of the user's file whose extent is a negative constant
    (`double A[-5];`): C11 6.7.6.2 forbids it, gcc refuses it, and the model's context (every extent
    non-negative) would be empty.  A zero extent (`int B[0][4];`) is GNU's extension, which gcc accepts
    without -pedantic: the file builds, so it is not refused (a SCoP that accesses such an array reads
    out of bounds in the original too). Members of structures are not looked at (`char data[0]` is GNU's
    idiom for a trailing array). At file scope, extents may name enumeration constants and sizeof
    globals; in a function only extents without names are evaluated (a local may hide a global name)."""
    errors: list[Diagnostic] = []
    file_scope = ConstEval(symtab._global_lookup, symtab.typedef_info)
    in_block = ConstEval(lambda name: None)

    class V(c_ast.NodeVisitor):
        def __init__(self) -> None:
            self.ev = file_scope

        def _nested(self, n: c_ast.Node) -> None:
            outer, self.ev = self.ev, in_block
            self.generic_visit(n)
            self.ev = outer

        visit_FuncDef = visit_ParamList = _nested

        def visit_Struct(self, n: c_ast.Struct) -> None:
            return

        visit_Union = visit_Struct

        def visit_Decl(self, n: c_ast.Decl) -> None:
            self._declarator(n)
            self.generic_visit(n)

        visit_Typedef = visit_Decl

        def _declarator(self, n: c_ast.Decl | c_ast.Typedef) -> None:
            t = n.type
            while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
                if isinstance(t, c_ast.ArrayDecl) and t.dim is not None:
                    value = self.ev.value(t.dim)
                    loc = loc_of(n, file) or loc_of(t.dim, file)
                    if value is not None and value < 0 and loc is not None and loc.file == file:
                        text = c_text(t.dim)
                        shown = "" if text == str(value) else f" ('{text}' is {value})"
                        what = "negative"
                        errors.append(Diagnostic("error", f"size of array '{n.name or '<unnamed>'}' is "
                                                 f"{what}{shown}", loc))
                t = t.type

    V().visit(ast)
    return errors


def enumerator_symbol(name: str, value: int | None, scope: str) -> Symbol:
    return Symbol(name, "int", scope=scope, is_const=True, enum_value=value, enumerator=True)


def c_text(node: c_ast.Node) -> str:
    return _gen.visit(node)


def _walk(node: c_ast.Node):
    """`node` and every node below it."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(child for _, child in n.children())


def _declarators_of(ast: c_ast.FileAST, attributes: dict[tuple[str, int], tuple[str, bool]]
                    ) -> dict[tuple[str, int], str]:
    """`attributes` ((file, line) -> a GNU attribute that changes an object, and whether it ends a
    declarator: preprocess.type_attribute_lines) moved to the declarators they apply to: those on the
    attribute's line; where no declarator is on it (the attribute on a line of its own), the last one before
    it when it ends a declarator, else the first one after it in that file."""
    if not attributes:
        return {}
    lines: dict[str, set[int]] = {}
    for n in _walk(ast):
        if isinstance(n, (c_ast.Decl, c_ast.Typedef)):
            t = n.type
            while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl, c_ast.FuncDecl)):
                t = t.type
            c = getattr(t, "coord", None)
            if c is not None:
                lines.setdefault(c.file, set()).add(c.line)
    out: dict[tuple[str, int], str] = {}
    for (file, line), (text, ends) in attributes.items():
        have = lines.get(file, set())
        if line in have:
            out[(file, line)] = text
            continue
        near = [k for k in have if k < line] if ends else [k for k in have if k > line]
        if near:
            out.setdefault((file, max(near) if ends else min(near)), text)
    return out
