"""`s2s.opencl.build`: a C function's SCoPs as a Python callable that runs them with pyopencl."""
from __future__ import annotations

import warnings

import numpy as np

from ..diagnostics import Diagnostic, S2SError
from .cfunc import CFunction, analyse_function, dtype_of
from .evaluate import Unsupported, convert


class S2SFallbackWarning(UserWarning):
    """A built function runs as compiled C on the host instead of on the OpenCL device (the message says
    why)."""


class Function:
    """A C function made callable from Python.  Call it like the C function: arguments by the C
    parameter names, positionally or by keyword; NumPy arrays are updated in place.

    backend          "opencl" (the SCoPs run as OpenCL kernels) or "c" (the function compiled by cc)
    fallback_reason  why the backend is "c" (None for "opencl")
    kernel_source    the OpenCL C program (None for "c")
    translation      the s2s.Translation of the source for the OpenCL target (None for build_native)
    launches         kernel launches made by the last call
    """

    def __init__(self, cf: CFunction, backend: str, *, runners=None, native=None, translation=None,
                 kernel_source=None, queue=None, fallback_reason=None):
        self._cf = cf
        self.name = cf.name
        self.backend = backend
        self._runners = runners or {}
        self._native = native
        self.translation = translation
        self.kernel_source = kernel_source
        self.queue = queue
        self.fallback_reason = fallback_reason
        self.launches = 0
        self.__name__ = cf.name
        self.__qualname__ = cf.name
        self.__signature__ = cf.signature()
        where = "OpenCL kernels" if backend == "opencl" else "compiled C (cc), on the host"
        kw = ""
        if cf.globals:
            kw = "\nFile-scope variables it uses, passed by keyword: " + ", ".join(g.decl for g in cf.globals)
        self.__doc__ = f"{cf.prototype()}\n\nRuns as {where}.{kw}"

    @property
    def c_prototype(self) -> str:
        return self._cf.prototype()

    @property
    def parameters(self) -> list[dict]:
        """The arguments: name, C declaration, kind (scalar/array/pointer), dtype, keyword_only."""
        return [{"name": v.pyname, "c": v.decl, "kind": v.kind, "dtype": str(v.dtype),
                 "keyword_only": v.is_global} for v in self._cf.all_vars]

    def shapes(self, *args, **kwargs) -> dict[str, tuple]:
        """The shape each array argument must have for the given scalar arguments (arrays may be left
        out): {name: shape}.  For a pointer parameter (`double *x`) the shape is (n,) with n the extent
        the SCoPs access, the least length accepted (None where it cannot be bounded)."""
        return self._cf.shapes(args, kwargs)

    @property
    def device(self):
        return self.queue.device if self.queue is not None else None

    def __repr__(self) -> str:
        return f"<s2s.opencl.Function {self.c_prototype} [{self.backend}]>"

    def __call__(self, *args, **kwargs):
        env = self._cf.bind(args, kwargs)
        if self.backend == "c":
            self.launches = 0
            return self._native.call(env)
        launches = 0
        for step in self._cf.steps:
            if step.kind == "scop":
                launches += self._runners[step.scop].run(env)
            elif step.dims:
                shape = tuple(int(fn(env)) for fn, _ in step.dims)
                env[step.name] = np.zeros(tuple(max(0, n) for n in shape), dtype=dtype_of(step.ctype))
            else:
                env[step.name] = convert(step.init(env) if step.init is not None else 0, step.ctype)
        self.launches = launches
        return None


def _options(tile_size, sizes, reschedule, autodetect):
    # the pyopencl runner (runtime.py) launches plain kernels only: reduction loops stay sequential
    return dict(tile_size=tile_size, sizes=sizes, reschedule=reschedule, autodetect=autodetect,
                reorder_reductions=False)


def build(c_source: str, function: str, defines=(), *, include_dirs=(), filename: str = "input.c",
          context=None, queue=None, fallback: bool = True, strict: bool = False, cflags=("-O2",),
          tile_size: int | None = None, sizes: str | None = None, reschedule: bool = True,
          autodetect: bool = False) -> Function:
    """Translate `c_source` for OpenCL and return `function` as a Python callable whose SCoPs run as
    OpenCL kernels through pyopencl.

    defines, include_dirs, filename, tile_size, sizes, reschedule, autodetect: as for s2s.translate.
    context / queue  a pyopencl Context or CommandQueue to run on; by default the device the generated C
                     host code picks: S2S_OPENCL_DEVICE=P:D, else the first GPU, else the first device.
    fallback         when the function cannot run entirely as OpenCL kernels (a SCoP s2s leaves
                     sequential, statements outside the SCoPs other than declarations, a return value),
                     run the C function compiled by cc through ctypes instead, with an S2SFallbackWarning;
                     False (or strict=True): raise S2SError instead.
    cflags           flags for cc when the C function is compiled.
    """
    from ..api import translate_result, translation_from_result
    from . import runtime

    if not isinstance(function, str):
        raise TypeError(f"function must be the C function's name, not {type(function).__name__}")
    result = translate_result(c_source, "opencl", defines, include_dirs, filename,
                              **_options(tile_size, sizes, reschedule, autodetect), force_device=True)
    translation = translation_from_result(result)
    sf = result.source
    scops = [s for s in sf.scops if s.function == function]
    cf = analyse_function(sf, function, scops)
    programs = {p.scop.index: p for p in result.programs}
    decisions = {d.index: d for d in result.decisions}
    reasons = list(cf.outside)
    if not scops:
        reasons.append(f"{function} has no SCoP (mark one with '#pragma scop' / '#pragma endscop', or pass "
                       "autodetect=True)")
    for s in scops:
        if s.index not in programs:
            d = decisions[s.index].decisions
            line = f" (line {s.loc.line})" if s.loc else ""
            reasons.append(f"SCoP {s.index}{line} is left sequential: {d[-1] if d else 'nothing to offload'}")
    reasons += _name_problems(cf, [programs[s.index] for s in scops if s.index in programs])
    loc = cf.loc
    if not reasons:
        q = runtime.resolve_queue(context, queue)
        progs = [programs[s.index] for s in scops]
        if _uses_double(progs) and "cl_khr_fp64" not in q.device.extensions:
            reasons.append(f"the OpenCL device '{q.device.name}' has no double precision (cl_khr_fp64)")
        else:
            src = runtime.kernel_source(progs)
            program = runtime.build_program(q, src, function)
            try:
                runners = {p.scop.index: runtime.ScopRunner(p, program, q) for p in progs}
            except Unsupported as e:      # host code this Python evaluator does not handle
                reasons.append(f"the host code has {e}, which s2s.opencl cannot evaluate")
            else:
                return Function(cf, "opencl", runners=runners, translation=translation, kernel_source=src,
                                queue=q)
    reason = "; ".join(reasons)
    if strict or not fallback:
        raise S2SError([Diagnostic("error", f"{function} cannot run as OpenCL kernels: {reason}", loc)])
    from .native import NativeFunction
    native = NativeFunction(cf, c_source, filename, _defines(defines), _dirs(include_dirs), cflags)
    warnings.warn(f"s2s.opencl: {function} runs as compiled C on the host, not on the OpenCL device: "
                  f"{reason}", S2SFallbackWarning, stacklevel=2)
    return Function(cf, "c", native=native, translation=translation, fallback_reason=reason)


def build_native(c_source: str, function: str, defines=(), *, include_dirs=(), filename: str = "input.c",
                 autodetect: bool = False, cflags=("-O2",)) -> Function:
    """The C function itself, compiled by cc into a shared library and called through ctypes, with the
    same arguments and checks as `build` (for reference results, and for code s2s cannot offload)."""
    from ..diagnostics import DiagnosticLog
    from ..frontend.load import load
    from .native import NativeFunction

    if not isinstance(c_source, str):
        raise TypeError(f"c_source must be the C text as a str, not {type(c_source).__name__}")
    sf = load(filename, _dirs(include_dirs), _defines(defines), autodetect=autodetect, log=DiagnosticLog(),
              source=c_source)
    cf = analyse_function(sf, function, [s for s in sf.scops if s.function == function])
    native = NativeFunction(cf, c_source, filename, _defines(defines), _dirs(include_dirs), cflags)
    return Function(cf, "c", native=native, fallback_reason="built with s2s.opencl.build_native")


def _defines(defines):
    from ..api import _norm_defines
    return _norm_defines(defines)


def _dirs(dirs):
    from ..api import _norm_dirs
    return _norm_dirs(dirs)


def _uses_double(progs) -> bool:
    for p in progs:
        types = [a.ctype for a in p.arrays] + list(p.scop.scalar_values.values()) + \
            list(p.scop.param_types.values())
        if any(dtype_of(t) == np.float64 for t in types):
            return True
    return False


def _name_problems(cf: CFunction, progs) -> list[str]:
    """Every value a translated SCoP needs must come from an argument or a local declared before it."""
    vars_ = {v.name: v for v in cf.all_vars}
    out = []
    for p in progs:
        scop = p.scop
        for n in list(scop.params) + list(scop.scalar_values):
            if n not in vars_ and n not in cf.locals:
                out.append(f"SCoP {scop.index} reads '{n}', which is neither an argument nor a local of "
                           f"{cf.name}")
            elif n in vars_ and vars_[n].is_array:
                out.append(f"SCoP {scop.index} uses the array '{n}' as a scalar")
        for a in p.arrays:
            v = vars_.get(a.name)
            if a.kind == "private" or v is None:
                continue
            if (a.kind == "array") != v.is_array:
                what = "an array" if a.kind == "array" else "a scalar"
                out.append(f"SCoP {scop.index} uses '{a.name}' as {what}")
            elif dtype_of(a.ctype) != v.dtype:
                out.append(f"SCoP {scop.index} sees '{a.name}' with element type {a.ctype}, the signature "
                           f"says {v.ctype}")
    return out
