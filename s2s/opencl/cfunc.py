"""The C function behind a built callable: its parameters (and the file-scope variables it uses), how
Python arguments bind to them (with the checks), and what its body does outside its SCoPs."""
from __future__ import annotations

import inspect
import keyword
from dataclasses import dataclass, field

import islpy as isl
import numpy as np
from pycparser import c_ast, c_generator

from ..diagnostics import Location, S2SError, loc_of
from .evaluate import FLOAT_TYPES, Unsupported, canonical_ctype, compile_c, compile_c_text, convert

DTYPES = {"char": np.int8, "signed char": np.int8, "unsigned char": np.uint8, "short": np.int16,
          "unsigned short": np.uint16, "int": np.int32, "unsigned int": np.uint32, "long": np.int64,
          "unsigned long": np.uint64, "long long": np.int64, "unsigned long long": np.uint64,
          "float": np.float32, "double": np.float64, "_Bool": np.bool_, "size_t": np.uint64,
          "ssize_t": np.int64, "ptrdiff_t": np.int64, "int8_t": np.int8, "int16_t": np.int16,
          "int32_t": np.int32, "int64_t": np.int64, "uint8_t": np.uint8, "uint16_t": np.uint16,
          "uint32_t": np.uint32, "uint64_t": np.uint64}

_gen = c_generator.CGenerator()


def dtype_of(ctype: str) -> np.dtype | None:
    t = DTYPES.get(canonical_ctype(ctype))
    return np.dtype(t) if t is not None else None


@dataclass
class CVar:
    """A parameter of the C function, or a file-scope variable it uses (a keyword-only argument)."""

    name: str                              # as in C
    pyname: str                            # the Python argument name (C name + '_' if a Python keyword)
    ctype: str                             # canonical element type, typedefs resolved
    ctype_written: str                     # the element type as written (for the C wrapper)
    kind: str                              # "scalar", "array" (declared dimensions) or "pointer"
    dims: list = field(default_factory=list)   # per dimension: (function of env, names) or None (unknown)
    dim_text: list = field(default_factory=list)
    decl: str = ""                         # the declaration as C text, for messages
    is_global: bool = False
    is_const: bool = False

    @property
    def dtype(self) -> np.dtype:
        return dtype_of(self.ctype)

    @property
    def is_array(self) -> bool:
        return self.kind != "scalar"


@dataclass
class Step:
    """What the function body does, in order: declare a local (maybe initialised) or run a SCoP."""

    kind: str                  # "decl" or "scop"
    name: str = ""             # decl: the local's name
    ctype: str = ""
    init: object = None        # decl: function of env (or None: no initializer)
    dims: list = field(default_factory=list)   # decl of a local array: dimension functions
    scop: int = -1             # scop: index of the SCoP in the file


@dataclass
class CFunction:
    name: str
    loc: Location | None
    params: list[CVar]
    globals: list[CVar]
    return_ctype: str | None           # None: void
    return_written: str | None
    steps: list[Step]
    outside: list[str]                 # why the body is not just declarations and SCoPs (empty: it is)
    locals: dict[str, str]             # local declared outside the SCoPs -> ctype
    min_extents: dict[str, list] = field(default_factory=dict)  # pointer/unsized arrays: C extents per SCoP
    written: set[str] = field(default_factory=set)              # arrays the SCoPs write

    @property
    def all_vars(self) -> list[CVar]:
        return self.params + self.globals

    def prototype(self) -> str:
        ret = self.return_written or "void"
        return f"{ret} {self.name}({', '.join(p.decl for p in self.params) or 'void'})"

    def signature(self) -> inspect.Signature:
        ps = [inspect.Parameter(p.pyname, inspect.Parameter.POSITIONAL_OR_KEYWORD) for p in self.params]
        ps += [inspect.Parameter(g.pyname, inspect.Parameter.KEYWORD_ONLY) for g in self.globals]
        return inspect.Signature(ps)

    # ------------------------------------------------------------------------------------ binding
    def bind(self, args, kwargs) -> dict:
        """Python arguments -> {C name: value}; raise TypeError/ValueError naming the argument."""
        if len(args) > len(self.params):
            n = len(self.params)
            raise TypeError(f"{self.name}() takes {n} positional argument{'s' if n != 1 else ''} but "
                            f"{len(args)} {'were' if len(args) != 1 else 'was'} given")
        try:
            bound = self.signature().bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{self.name}(): {e}") from None
        env: dict = {}
        values = bound.arguments
        for v in self.all_vars:            # scalars first: array shapes depend on them
            if not v.is_array:
                env[v.name] = self._scalar(v, values[v.pyname])
        for v in self.all_vars:
            if v.is_array:
                env[v.name] = self._array(v, values[v.pyname], env)
        return env

    def shapes(self, args, kwargs) -> dict[str, tuple]:
        try:
            bound = self.signature().bind_partial(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{self.name}(): {e}") from None
        env = {}
        for v in self.all_vars:
            if not v.is_array and v.pyname in bound.arguments:
                env[v.name] = self._scalar(v, bound.arguments[v.pyname])
        out = {}
        for v in self.all_vars:
            if not v.is_array:
                continue
            shape = []
            for d in v.dims:
                try:
                    shape.append(int(d[0](env)) if d is not None else self.min_extent(v.name, env))
                except KeyError as e:
                    raise TypeError(f"{self.name}(): the shape of '{v.pyname}' needs the argument "
                                    f"{e}") from None
            out[v.pyname] = tuple(shape)
        return out

    def _scalar(self, v: CVar, x):
        what = f"{self.name}(): argument '{v.pyname}'"
        if v.ctype in FLOAT_TYPES:
            if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, float, np.integer, np.floating)):
                raise TypeError(f"{what} must be a number (C '{v.decl}'), got {type(x).__name__}")
            return convert(x, v.ctype)
        if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, np.integer)):
            raise TypeError(f"{what} must be an int (C '{v.decl}'), got {type(x).__name__}")
        x = int(x)
        info = np.iinfo(v.dtype) if v.dtype is not None and v.dtype.kind in "iu" else None
        if info is not None and not info.min <= x <= info.max:
            raise ValueError(f"{what} = {x} does not fit in C '{v.ctype}' ({info.min} .. {info.max})")
        return x

    def _array(self, v: CVar, a, env: dict):
        what = f"{self.name}(): argument '{v.pyname}'"
        if not isinstance(a, np.ndarray):
            raise TypeError(f"{what} must be a numpy.ndarray of dtype {v.dtype} (C '{v.decl}'), "
                            f"got {type(a).__name__}")
        if a.dtype != v.dtype:
            raise TypeError(f"{what} must have dtype {v.dtype} (C '{v.decl}'), got {a.dtype}")
        known = []
        for k, d in enumerate(v.dims):
            if d is None:
                known.append(None)
                continue
            fn, _ = d
            try:
                known.append(int(fn(env)))
            except Exception as e:  # a dimension that depends on something odd: say which
                raise ValueError(f"{what}: cannot evaluate dimension '{v.dim_text[k]}' of C '{v.decl}': "
                                 f"{e}") from None
        if a.ndim != len(known) or any(k is not None and k != s for k, s in zip(known, a.shape)):
            if len(known) == 1 and known[0] is None:
                exp = "be 1-D"
            else:
                exp = "have shape (" + ", ".join("*" if k is None else str(k) for k in known) + \
                      ("," if len(known) == 1 else "") + ")"
            sizes = [n for d in v.dims if d is not None for n in d[1]]
            given = ", ".join(f"{n}={env[n]}" for n in dict.fromkeys(sizes) if n in env)
            raise ValueError(f"{what} must {exp} (C '{v.decl}'{', ' + given if given else ''}), "
                             f"got shape {tuple(a.shape)}")
        if known and known[0] is None:
            need = self.min_extent(v.name, env)
            if need is not None and a.shape[0] < need:
                raise ValueError(f"{what} has {a.shape[0]} {'elements' if a.ndim == 1 else 'rows'}, but the "
                                 f"function accesses {v.name}[0..{need - 1}] (C '{v.decl}'), so it needs at "
                                 f"least {need}")
        if v.name in self.written and not a.flags.writeable:
            raise ValueError(f"{what} is read-only, but {self.name} writes it")
        return a

    def min_extent(self, name: str, env: dict) -> int | None:
        best = None
        for fn in self.min_extents.get(name, []):
            try:
                n = int(fn(env))
            except Exception:  # names the SCoP uses that are not arguments: no check
                continue
            best = n if best is None else max(best, n)
        return best


# ---------------------------------------------------------------------------------------- analysis
def _pyname(name: str) -> str:
    return name + "_" if keyword.iskeyword(name) or keyword.issoftkeyword(name) else name


def _typedefs(ast: c_ast.FileAST) -> dict[str, c_ast.Node]:
    return {e.name: e.type for e in ast.ext if isinstance(e, c_ast.Typedef)}


def _resolve(names: list[str], typedefs: dict) -> str | None:
    """Canonical element type of an IdentifierType, following typedefs of plain types."""
    seen = 0
    while len(names) == 1 and names[0] in typedefs and seen < 32:
        t = typedefs[names[0]]
        if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType)):
            return None
        names = t.type.names
        seen += 1
    return canonical_ctype(names)


def _var(decl: c_ast.Decl, typedefs, is_global: bool, fname: str) -> CVar:
    t = decl.type
    dims_nodes: list = []
    pointer = False
    while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
        if isinstance(t, c_ast.PtrDecl):
            if dims_nodes or pointer:
                raise S2SError(f"{fname}: parameter '{decl.name}' is a pointer to pointers (or an array of "
                               "pointers): s2s.opencl passes NumPy arrays only", loc_of(decl))
            pointer = True
            dims_nodes.append(None)
        else:
            dims_nodes.append(t.dim)
        t = t.type
    if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, (c_ast.IdentifierType, c_ast.Enum))):
        raise S2SError(f"{fname}: '{decl.name}' has a type s2s.opencl cannot pass from Python "
                       f"('{_gen.visit(decl)}')", loc_of(decl))
    if isinstance(t.type, c_ast.Enum):
        ctype, written = "int", "int"
    else:
        ctype = _resolve(t.type.names, typedefs)
        written = " ".join(t.type.names)
    if ctype is None or dtype_of(ctype) is None:
        raise S2SError(f"{fname}: '{decl.name}' has element type '{written}', which has no NumPy "
                       "equivalent here", loc_of(decl))
    is_const = "const" in (t.quals or []) or "const" in (decl.quals or [])
    dims, texts = [], []
    for d in dims_nodes:
        if d is None:
            dims.append(None)
            texts.append("")
            continue
        try:
            dims.append(compile_c(d, lambda tt: _cast_type(tt, typedefs)))
        except Unsupported:
            raise S2SError(f"{fname}: cannot evaluate the dimension '{_gen.visit(d)}' of '{decl.name}' in "
                           "Python", loc_of(decl)) from None
        texts.append(_gen.visit(d))
    # "array": declared dimensions (the first may be missing, `double A[][m]`); "pointer": `double *x`
    kind = "scalar" if not dims_nodes else "pointer" if pointer else "array"
    return CVar(decl.name, _pyname(decl.name), ctype, written, kind, dims, texts, _gen.visit(decl).strip(),
                is_global, is_const)


def _const_object(decl: c_ast.Decl, symtab) -> bool:
    """Whether file-scope `decl` is const, or its elements are, through the typedef names it uses too
    (`typedef const double cd; cd K[4] = {...};`): the native entry point would copy the argument into it,
    and a const object may be in read-only memory."""
    return "const" in symtab.qualifiers(decl.type).anywhere


def _cast_type(t, typedefs) -> str | None:
    if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType):
        return _resolve(t.type.names, typedefs)
    return None


def analyse_function(sf, function: str, scops) -> CFunction:
    """`sf`: the loaded SourceFile; `scops`: the function's SCoPs (from sf.scops)."""
    func = sf.symbols.functions.get(function)
    if func is None:
        known = sorted(n for n, f in sf.symbols.functions.items()
                       if f.coord is None or f.coord.file == _coord_file(sf))
        raise S2SError(f"no function '{function}' in {sf.path}" +
                       (f" (functions: {', '.join(known)})" if known else ""))
    if function in sf.symbols.unparsed:
        raise S2SError(f"function '{function}' in {sf.path} is not C that s2s parses (its body was set "
                       "aside: see the warning)")
    typedefs = _typedefs(sf.ast)
    fdecl = func.decl.type
    params: list[CVar] = []
    for p in (fdecl.args.params if fdecl.args else []):
        if isinstance(p, c_ast.EllipsisParam):
            raise S2SError(f"{function}: variadic functions cannot be called from Python", loc_of(func))
        if isinstance(p, c_ast.Typename):      # (void)
            continue
        if not isinstance(p, c_ast.Decl) or not p.name:
            raise S2SError(f"{function}: every parameter needs a name", loc_of(func))
        params.append(_var(p, typedefs, False, function))
    # the return type
    rt = fdecl.type
    ret = ret_written = None
    if isinstance(rt, c_ast.TypeDecl) and isinstance(rt.type, c_ast.IdentifierType):
        if rt.type.names != ["void"]:
            ret = _resolve(rt.type.names, typedefs)
            ret_written = " ".join(rt.type.names)
            if ret is None or dtype_of(ret) is None:
                raise S2SError(f"{function} returns '{ret_written}', which has no NumPy equivalent",
                               loc_of(func))
    else:
        raise S2SError(f"{function} returns '{_gen.visit(rt)}': only void and arithmetic results are "
                       "supported", loc_of(func))
    # locals (anywhere in the body) and the file-scope variables the body uses
    local_names = {p.name for p in params}

    class Decls(c_ast.NodeVisitor):
        def visit_Decl(v, node):  # noqa: N805
            if node.name:
                local_names.add(node.name)
            v.generic_visit(node)

    Decls().visit(func.body)
    used: set[str] = set()

    class Ids(c_ast.NodeVisitor):
        def visit_ID(v, node):  # noqa: N805
            used.add(node.name)

        def visit_FuncCall(v, node):  # noqa: N805
            if node.args is not None:
                v.visit(node.args)
            if not isinstance(node.name, c_ast.ID):
                v.visit(node.name)

    Ids().visit(func.body)
    for p in (fdecl.args.params if fdecl.args else []):   # VLA dimensions may name globals too
        Ids().visit(p)
    globals_: list[CVar] = []
    for ext in sf.ast.ext:
        if isinstance(ext, c_ast.Decl) and ext.name in used and ext.name not in local_names and \
                not isinstance(ext.type, c_ast.FuncDecl) and "typedef" not in (ext.storage or []):
            g = _var(ext, typedefs, True, function)
            if g.is_const or _const_object(ext, sf.symbols):
                raise S2SError(f"{function} uses the file-scope constant '{ext.name}': s2s.opencl cannot "
                               "pass it from Python (make it a parameter, or a macro)", loc_of(ext))
            globals_.append(g)
    names = [v.pyname for v in params + globals_]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise S2SError(f"{function}: argument name clash after renaming Python keywords: {', '.join(dup)}")
    steps, outside, locals_ = _steps(func, scops, typedefs, function)
    cf = CFunction(function, loc_of(func), params, globals_, ret, ret_written, steps, outside, locals_)
    if ret is not None:
        cf.outside.insert(0, f"{function} returns a value")
    cf.min_extents, cf.written = _scop_extents(scops)
    return cf


def _coord_file(sf) -> str:
    from ..frontend.load import _coord_name
    return _coord_name(sf.ast, sf.path)


def _steps(func: c_ast.FuncDef, scops, typedefs, fname: str):
    spans = [(s.span, s.index) for s in scops]
    steps: list[Step] = []
    outside: list[str] = []
    locals_: dict[str, str] = {}
    done: set[int] = set()

    def in_scop(node) -> int | None:
        line = node.coord.line if node.coord else None
        for (a, b), idx in spans:
            if line is not None and a <= line <= b:
                return idx
        return None

    def walk(items):
        for it in items or []:
            idx = in_scop(it)
            if idx is not None:
                if idx not in done:
                    done.add(idx)
                    steps.append(Step("scop", scop=idx))
                continue
            if isinstance(it, c_ast.Pragma):
                continue
            if isinstance(it, c_ast.Compound):
                walk(it.block_items)
                continue
            line = f"line {it.coord.line}: " if it.coord else ""
            if isinstance(it, c_ast.Decl) and it.name and not isinstance(it.type, c_ast.FuncDecl):
                if "static" in (it.storage or []):
                    outside.append(f"{line}static local '{it.name}'")
                    continue
                try:
                    v = _var(it, typedefs, False, fname)
                except S2SError:
                    if it.init is not None:
                        outside.append(f"{line}'{it.name}' is initialised outside the SCoPs")
                    continue
                if v.kind == "pointer":
                    if it.init is not None:
                        outside.append(f"{line}pointer '{it.name}' is initialised outside the SCoPs")
                    continue
                if v.kind == "array":
                    if it.init is not None:
                        outside.append(f"{line}array '{it.name}' is initialised outside the SCoPs")
                        continue
                    if any(d is None for d in v.dims):
                        outside.append(f"{line}array '{it.name}' has no size")
                        continue
                    locals_[it.name] = v.ctype
                    steps.append(Step("decl", it.name, v.ctype, None, list(v.dims)))
                    continue
                init = None
                if it.init is not None:
                    try:
                        init = compile_c(it.init, lambda tt: _cast_type(tt, typedefs))[0]
                    except Unsupported as e:
                        outside.append(f"{line}the initializer of '{it.name}' ({_gen.visit(it.init)}) is "
                                       f"not plain arithmetic ({e})")
                        continue
                locals_[it.name] = v.ctype
                steps.append(Step("decl", it.name, v.ctype, init))
                continue
            if isinstance(it, (c_ast.Decl, c_ast.EmptyStatement, c_ast.Typedef)):
                continue
            outside.append(f"{line}'{_gen.visit(it).strip().splitlines()[0]}' is outside the SCoPs")

    walk(func.body.block_items)
    return steps, outside, locals_


def _scop_extents(scops):
    """For each array with an undeclared first extent (pointer parameters): the extent each SCoP accesses,
    as compiled C expressions; and the set of arrays the SCoPs write."""
    from ..passes.transfers import array_extents
    out: dict[str, list] = {}
    written: set[str] = set()
    for scop in scops:
        written |= scop.written_arrays()
        build = isl.AstBuild.from_context(scop.context.params())
        for arr in scop.arrays.values():
            if arr.is_scalar or arr.kind not in ("pointer", "param", "global") or arr.sizes[0] is not None:
                continue
            try:
                ext = array_extents(scop, arr, build)
            except Exception:  # an extent isl cannot bound: no check
                ext = None
            if ext:
                out.setdefault(arr.name, []).append(compile_c_text(ext[0])[0])
    return out, written
