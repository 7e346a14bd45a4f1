"""Emit CUDA, OpenCL or OpenMP C from the kernel IR, and splice it into the user's file."""
from __future__ import annotations

import os

import jinja2
from pycparser import c_ast

from .ast_printer import EXPR_MACROS
from .kernel_ir import Kernel, Launch, ScopProgram

VERSION = "0.1.0"
GRID_LIMIT = ["2147483647L", "65535L", "65535L"]  # x, y, z
AXES = "xyz"

_env = jinja2.Environment(loader=jinja2.PackageLoader("s2s.codegen", "templates"), trim_blocks=True,
                          lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined)

OCL_TYPES = {"int": "int", "long": "long", "long int": "long", "unsigned": "uint", "unsigned int": "uint",
             "unsigned long": "ulong", "long unsigned int": "ulong", "size_t": "ulong", "short": "short",
             "char": "char", "float": "float", "double": "double", "long long": "long",
             "unsigned long long": "ulong", "signed char": "char", "unsigned char": "uchar"}


def _ocl(ctype: str) -> str:
    return OCL_TYPES.get(ctype, ctype)


# ------------------------------------------------------------------------- shared pieces
def host_signature(prog: ScopProgram) -> list[tuple[str, str]]:
    """(parameter declaration, argument at the call site) of the function that runs a SCoP."""
    scop = prog.scop
    out = [(f"{scop.param_types.get(p, 'int')} {p}", p) for p in scop.params]
    out += [(f"{t} {n}", n) for n, t in scop.scalar_values.items()]
    for a in prog.arrays:
        if a.kind == "array":
            out.append((f"void *{a.name}_host", f"(void *){a.name}"))
        elif a.kind == "scalar":
            out.append((f"void *{a.name}_host", f"(void *)&{a.name}"))
    return out


def extent_lines(prog: ScopProgram) -> list[str]:
    lines = []
    for a in prog.arrays:
        for d in range(1, len(a.extents)):
            lines.append(f"const long _{a.name}_e{d} = (long)({a.extents[d]});")
    return lines


def kernel_params(prog: ScopProgram, k: Kernel, target: str) -> list[tuple[str, str]]:
    """(declaration in the kernel, host value) for each kernel argument; the same list for every kernel
    of a SCoP keeps the launch code simple."""
    scop = prog.scop
    out = []
    for a in prog.arrays:
        const = a.name not in k.arrays_written
        if target == "cuda":
            decl = f"{'const ' if const else ''}{a.ctype} *__restrict__ {a.name}"
        else:
            decl = f"__global {'const ' if const else ''}{_ocl(a.ctype)} *restrict {a.name}"
        out.append((decl, a.name))
        for d in range(1, len(a.extents)):
            out.append((f"long _{a.name}_e{d}", f"_{a.name}_e{d}"))
    for p in scop.params:
        t = scop.param_types.get(p, "int")
        out.append((f"{t if target == 'cuda' else _ocl(t)} {p}", p))
    for n, t in scop.scalar_values.items():
        out.append((f"{t if target == 'cuda' else _ocl(t)} {n}", n))
    for h in k.hnames:
        out.append((f"long {h}", h))
    for d in range(k.n_par):
        out.append((f"long _lo{d}", f"_lo{d}"))
        out.append((f"long _nt{d}", f"_nt{d}"))
    return out


def _launch_prologue(k: Kernel, args: list[str], ind: str) -> tuple[list[str], str]:
    lines = [f"{ind}{{"]
    for h, a in zip(k.hnames, args):
        lines.append(f"{ind}  const long {h} = {a};")
    conds = []
    for d, (lo, hi) in enumerate(k.ranges):
        b = k.block[d]
        lines.append(f"{ind}  const long _lo{d} = s2s_floord((long)({lo}), {b}L);")
        lines.append(f"{ind}  const long _nt{d} = s2s_floord((long)({hi}), {b}L) - _lo{d} + 1;")
        conds.append(f"_nt{d} > 0")
    return lines, " && ".join(conds) or "1"


def render_cuda_launch(prog: ScopProgram, kidx: int, args: list[str], ind: str) -> str:
    k = prog.kernel(kidx)
    lines, cond = _launch_prologue(k, args, ind)
    lines.append(f"{ind}  if ({cond}) {{")
    if k.n_par:
        grid = ["1", "1", "1"]
        block = ["1", "1", "1"]
        for d in range(k.n_par):
            ax = k.axes[d]
            grid[ax] = f"(unsigned)s2s_min(_nt{d}, {GRID_LIMIT[ax]})"
            block[ax] = str(k.block[d])
        lines.append(f"{ind}    dim3 _grid({', '.join(grid)}), _block({', '.join(block)});")
    else:
        lines.append(f"{ind}    dim3 _grid(1), _block(1);")
    call_args = ", ".join(v for _, v in kernel_params(prog, k, "cuda"))
    lines.append(f'{ind}    S2S_KERNEL_BEGIN("{k.name}");')
    lines.append(f"{ind}    {k.name}<<<_grid, _block>>>({call_args});")
    lines.append(f'{ind}    S2S_KERNEL_END("{k.name}");')
    lines.append(f"{ind}    S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {k.name}\");")
    lines.append(f"{ind}  }}")
    lines.append(f"{ind}}}")
    return "\n".join(lines) + "\n"


def render_opencl_launch(prog: ScopProgram, kidx: int, args: list[str], ind: str) -> str:
    k = prog.kernel(kidx)
    pos = [kk.index for kk in prog.kernels].index(kidx)
    lines, cond = _launch_prologue(k, args, ind)
    lines.append(f"{ind}  if ({cond}) {{")
    lines.append(f"{ind}    cl_kernel _k = _kernels[{pos}];")
    lines.append(f"{ind}    cl_uint _a = 0;")
    scop = prog.scop
    types = {p: scop.param_types.get(p, "int") for p in scop.params}
    types.update(scop.scalar_values)
    for decl, val in kernel_params(prog, k, "opencl"):
        if decl.startswith("__global"):
            lines.append(f"{ind}    S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof(cl_mem), &{val}), "
                         f"\"argument {val} of {k.name}\");")
        else:
            t = types.get(val, "long")
            lines.append(f"{ind}    {{ {t} _v = {val}; S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof _v, &_v), "
                         f"\"argument {val} of {k.name}\"); }}")
    dims = max(1, k.n_par)
    gws = ["1"] * dims
    lws = ["1"] * dims
    for d in range(k.n_par):
        ax = k.axes[d]
        gws[ax] = f"(size_t)s2s_min(_nt{d}, {GRID_LIMIT[ax]}) * {k.block[d]}"
        lws[ax] = str(k.block[d])
    lines.append(f"{ind}    size_t _gws[{dims}] = {{{', '.join(gws)}}}, _lws[{dims}] = {{{', '.join(lws)}}};")
    lines.append(f"{ind}    S2S_CL_CHECK(clEnqueueNDRangeKernel(s2s_cl_queue, _k, {dims}, NULL, _gws, _lws, 0, "
                 f"NULL, NULL), \"launch of {k.name}\");")
    lines.append(f"{ind}  }}")
    lines.append(f"{ind}}}")
    return "\n".join(lines) + "\n"


def render_openmp_launch(prog: ScopProgram, kidx: int, args: list[str], ind: str) -> str:
    k = prog.kernel(kidx)
    lines = [f"{ind}{{"]
    for h, a in zip(k.hnames, args):
        lines.append(f"{ind}  const long {h} = {a};")
    if not k.n_par:
        lines.append(_indent(k.body_host, ind + "  ").rstrip("\n"))
        lines.append(f"{ind}}}")
        return "\n".join(lines) + "\n"
    for d, (lo, hi) in enumerate(k.ranges):
        lines.append(f"{ind}  const long _lo{d} = (long)({lo}), _hi{d} = (long)({hi});")
    collapse = f" collapse({k.n_par})" if k.n_par > 1 else ""
    lines.append(f"{ind}  #pragma omp parallel for{collapse} schedule(static)")
    cur = ind + "  "
    if k.tile:
        for d in range(k.n_par):
            t = k.tile[d]
            lines.append(f"{cur}for (long _t{d} = s2s_floord(_lo{d}, {t}L); _t{d} <= s2s_floord(_hi{d}, {t}L); "
                         f"_t{d}++)")
            cur += "  "
        for d in range(k.n_par):
            t = k.tile[d]
            lines.append(f"{cur}for (long _g{d} = s2s_max(_lo{d}, _t{d} * {t}L); "
                         f"_g{d} <= s2s_min(_hi{d}, _t{d} * {t}L + {t - 1}L); _g{d}++)")
            cur += "  "
    else:
        for d in range(k.n_par):
            lines.append(f"{cur}for (long _g{d} = _lo{d}; _g{d} <= _hi{d}; _g{d}++)")
            cur += "  "
    lines.append(f"{cur[:-2]}{{")
    lines.append(_indent(k.body_host, cur).rstrip("\n"))
    lines.append(f"{cur[:-2]}}}")
    lines.append(f"{ind}}}")
    return "\n".join(lines) + "\n"


def _indent(text: str, ind: str) -> str:
    return "".join(ind + ln + "\n" if ln.strip() else "\n" for ln in text.rstrip("\n").split("\n"))


# ------------------------------------------------------------------------- whole files
def render_kernels(programs: list[ScopProgram], target: str) -> dict[str, dict[int, str]]:
    tpl = _env.get_template("cuda_kernel.j2" if target == "cuda" else "opencl_kernel.j2")
    out: dict[str, dict[int, str]] = {}
    for prog in programs:
        out[prog.name] = {}
        for k in prog.kernels:
            params = [d for d, _ in kernel_params(prog, k, target)]
            axis = [AXES[a] for a in k.axes]
            out[prog.name][k.index] = tpl.render(k=k, params=params, body=k.body_device.rstrip("\n"),
                                                 axis=axis, axis_n=k.axes).rstrip("\n")
    return out


def device_code(programs: list[ScopProgram], target: str, source: str) -> str:
    """The generated block: kernels and one host function per SCoP."""
    kernels = render_kernels(programs, target)
    signatures = {p.name: [d for d, _ in host_signature(p)] for p in programs}
    extents = {p.name: extent_lines(p) for p in programs}
    if target == "cuda":
        host_code = {p.name: Launch.expand(p.host_code, lambda k, a, i, p=p: render_cuda_launch(p, k, a, i))
                     for p in programs}
        return _env.get_template("cuda_host.j2").render(
            version=VERSION, source=os.path.basename(source), macros=EXPR_MACROS, programs=programs,
            kernels=kernels, signatures=signatures, extents=extents, host_code=host_code)
    host_code = {p.name: Launch.expand(p.host_code, lambda k, a, i, p=p: render_opencl_launch(p, k, a, i))
                 for p in programs}
    src = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" + EXPR_MACROS + "\n" + "\n\n".join(
        kernels[p.name][k.index] for p in programs for k in p.kernels)
    src_lines = [ln.replace("\\", "\\\\").replace('"', '\\"') for ln in src.split("\n")]
    return _env.get_template("opencl_host.j2").render(
        version=VERSION, source=os.path.basename(source), macros=EXPR_MACROS, programs=programs,
        kernel_source_lines=src_lines, signatures=signatures, extents=extents, host_code=host_code)


def call_site(prog: ScopProgram, ind: str, target: str) -> str:
    args = ", ".join(a for _, a in host_signature(prog))
    n = len(prog.kernels)
    where = "the GPU" if target == "cuda" else "the OpenCL device"
    return (f"{ind}/* s2s: SCoP {prog.scop.index} runs on {where} ({n} kernel{'s' if n != 1 else ''}) */\n"
            f"{ind}{prog.name}({args});\n")


def prototype(prog: ScopProgram) -> str:
    return f"extern void {prog.name}({', '.join(d for d, _ in host_signature(prog))});\n"


def openmp_region(prog: ScopProgram, ind: str) -> str:
    lines = [f"{ind}/* s2s: SCoP {prog.scop.index} parallelised with OpenMP */", f"{ind}{{"]
    inner = ind + "  "
    privs = [a for a in prog.arrays if a.kind == "private"]
    for a in privs:
        for d in range(1, len(a.extents)):
            lines.append(f"{inner}const long _{a.name}_e{d} = (long)({a.extents[d]});")
        lines.append(f"{inner}{a.ctype} *{a.name} = ({a.ctype} *)malloc(sizeof({a.ctype}) * "
                     f"({a.size_expr} > 0 ? {a.size_expr} : 1));")
    code = Launch.expand(prog.host_code, lambda k, a, i: render_openmp_launch(prog, k, a, i))
    lines.append(_indent(code, inner).rstrip("\n"))
    for a in privs:
        lines.append(f"{inner}free({a.name});")
    lines.append(f"{ind}}}")
    return "\n".join(lines) + "\n"


def splice(text: str, replacements: list[tuple[tuple[int, int], str]]) -> str:
    """Replace line ranges (1-based, inclusive) of the user's file; everything else stays as written."""
    lines = text.split("\n")
    for (a, b), new in sorted(replacements, key=lambda r: -r[0][0]):
        lines[a - 1:b] = new.rstrip("\n").split("\n")
    return "\n".join(lines)


def indent_of(text: str, line: int) -> str:
    ln = text.split("\n")[line - 1]
    return ln[:len(ln) - len(ln.lstrip())]


# ------------------------------------------------------------------------- C or C++ host
CXX_KEYWORDS = {"class", "new", "delete", "this", "template", "namespace", "operator", "private", "public",
                "protected", "friend", "virtual", "typename", "try", "catch", "throw", "explicit", "export",
                "mutable", "using", "nullptr", "constexpr", "decltype", "noexcept", "typeid", "and", "or",
                "not", "xor", "bitand", "bitor", "compl", "concept", "requires"}


def needs_c_host(ast: c_ast.FileAST, file: str) -> str | None:
    """Why the user's code is not valid C++ (so the host part must stay a .c file), or None."""
    reason = []

    class V(c_ast.NodeVisitor):
        def visit_FuncDef(v, node):  # noqa: N805
            if node.coord and node.coord.file == file:
                params = node.decl.type.args.params if node.decl.type.args else []
                for p in params:
                    t = getattr(p, "type", None)
                    while isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)):
                        if isinstance(t, c_ast.ArrayDecl) and t.dim is not None and \
                                not isinstance(t.dim, c_ast.Constant):
                            reason.append(f"variable-length array parameter '{p.name}'")
                        t = t.type
                v.generic_visit(node)

        def visit_Decl(v, node):  # noqa: N805
            if node.coord and node.coord.file == file:
                if isinstance(node.type, c_ast.FuncDecl) and node.name in C_LIBRARY and \
                        node not in definitions:
                    # C++ declares these with an exception specification (noexcept/throw()); the
                    # user's own prototype then conflicts ("allowing all exceptions is incompatible")
                    reason.append(f"its own prototype of the C library function '{node.name}'")
                if node.name in CXX_KEYWORDS:
                    reason.append(f"'{node.name}' is a C++ keyword")
                if isinstance(node.init, c_ast.FuncCall) and _is_alloc(node.init) and \
                        isinstance(node.type, c_ast.PtrDecl):
                    reason.append("malloc() result assigned without a cast")
                if "restrict" in str(getattr(node, "quals", [])):
                    reason.append("'restrict'")
            v.generic_visit(node)

        def visit_Assignment(v, node):  # noqa: N805
            if node.coord and node.coord.file == file and isinstance(node.rvalue, c_ast.FuncCall) and \
                    _is_alloc(node.rvalue):
                reason.append("malloc() result assigned without a cast")
            v.generic_visit(node)

        def visit_CompoundLiteral(v, node):  # noqa: N805
            reason.append("compound literal")

        def visit_NamedInitializer(v, node):  # noqa: N805
            reason.append("designated initializer")

    definitions = {ext.decl for ext in ast.ext if isinstance(ext, c_ast.FuncDef)}
    V().visit(ast)
    return reason[0] if reason else None


# functions of the C library that C++ headers (those nvcc includes) declare with an exception specification
C_LIBRARY = frozenset("""
    malloc calloc realloc free aligned_alloc abort exit atexit atoi atol atof strtol strtoul strtod strtof
    rand srand qsort bsearch abs labs getenv system
    memcpy memmove memset memcmp memchr strcpy strncpy strcat strncat strcmp strncmp strlen strchr strrchr
    strstr strdup
    printf fprintf sprintf snprintf puts putchar fputs fopen fclose fread fwrite fflush scanf sscanf
    fscanf getchar
    sqrt sqrtf fabs fabsf exp expf log logf log10 pow powf sin sinf cos cosf tan tanf atan atan2 asin acos
    sinh cosh tanh floor floorf ceil ceilf fmod fmodf fmin fmax round trunc cbrt hypot erf
""".split())


def _is_alloc(call: c_ast.FuncCall) -> bool:
    return isinstance(call.name, c_ast.ID) and call.name.name in ("malloc", "calloc", "realloc", "aligned_alloc")
