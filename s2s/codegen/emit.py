"""Emit CUDA, OpenCL or OpenMP C from the kernel IR, and splice it into the user's file."""
from __future__ import annotations

import os
import re

import jinja2
from pycparser import c_ast

from ..passes.table_transfers import ROW
from .ast_printer import EXPR_MACROS
from .kernel_ir import GRID_LIMIT, ScopProgram
from .names import CXX_KEYWORDS, Names
from .targets import OCL_TYPES, OpenMPTarget, indent, ocl_type, target_for

# The OpenCL program's first lines: doubles, and no contraction of a * b + c into an fma.  OpenCL C
# contracts by default (FP_CONTRACT ON), C as the reference builds it (cc -O2 for x86-64, or any compiler
# in ISO mode) does not: `floor(x * 10.0 - 3.0)` with x = 0.3 is 0 in C and -1 with an fma (PoCL did).
OPENCL_PRAGMAS = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma OPENCL FP_CONTRACT OFF\n"

VERSION = "0.1.0"

_env = jinja2.Environment(loader=jinja2.PackageLoader("s2s.codegen", "templates"), trim_blocks=True,
                          lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined)

__all__ = ["GRID_LIMIT", "OCL_TYPES", "ocl_type", "host_signature", "extent_lines", "kernel_params",
           "render_kernels", "device_code", "call_site", "prototype", "openmp_region", "splice", "indent_of",
           "needs_c_host"]


# ------------------------------------------------------------------------- shared pieces
def host_signature(prog: ScopProgram, target: str = "cuda") -> list[tuple[str, str]]:
    """(parameter declaration, argument at the call site) of the function that runs a SCoP: the
    declaration uses the generated code's names (`names.py`), the argument the user's."""
    scop = prog.scop
    nm = Names(scop, prog.arrays, target)
    out = [(f"{scop.param_types.get(p, 'int')} {nm(p)}", p) for p in scop.params]
    out += [(f"{t} {nm(n)}", n) for n, t in scop.scalar_values.items()]
    for a in prog.arrays:
        if a.kind in ("array", "rows"):
            out.append((f"void *{nm.host_ptr[a.name]}", f"(void *){a.name}"))
        elif a.kind == "scalar":
            out.append((f"void *{nm.host_ptr[a.name]}", f"(void *)&{a.name}"))
    return out


def extent_lines(prog: ScopProgram, target: str = "cuda") -> list[str]:
    nm = Names(prog.scop, prog.arrays, target)
    lines = []
    for a in prog.arrays:
        for d in range(1, len(a.extents)):
            lines.append(f"const long _{nm(a.name)}_e{d} = (long)({nm.text(a.extents[d])});")
        for d, o in enumerate(a.offsets or ()):
            if o is not None:
                lines.append(f"const long _{nm(a.name)}_o{d} = (long)({nm.text(o)});")
    return lines


def array_names(prog: ScopProgram, target: str) -> dict[str, dict[str, str]]:
    """For the host templates: each array's device pointer, host pointer and size in generated names."""
    nm = Names(prog.scop, prog.arrays, target)
    return {a.name: {"dev": nm(a.name), "host": nm.host_ptr[a.name], "size": nm.text(a.size_expr),
                     "count": nm.text(a.count_expr),
                     "copy_in_if": f"if ({nm.text(a.copy_in_when)}) " if a.copy_in_when else "",
                     # OpenCL refuses a copy of 0 bytes (CL_INVALID_VALUE), which a call with an empty
                     # array makes, often with a NULL pointer (`axpy(0, a, NULL, NULL)`)
                     "cl_copy_in_if": f"if (({nm.text(a.copy_in_when)}) && {nm.text(a.count_expr)} > 0) "
                     if a.copy_in_when else f"if ({nm.text(a.count_expr)} > 0) ",
                     "cl_copy_out_if": f"if ({nm.text(a.count_expr)} > 0) ",
                     "bytes": private_bytes(a, nm.text),
                     "table": table_names(a, nm.text)}
            for a in prog.arrays}


def table_names(a, text) -> dict[str, str] | None:
    """For the host templates: the gather and scatter of a table of row pointers (kind "rows",
    passes/table_transfers.py) in generated names, None for other arrays.  `stage`: the host buffer the
    rows are gathered into; `row`: the row variable of `cols` and `write_cols`."""
    t = a.table
    if t is None:
        return None
    d = f"_{text(a.name)}"

    def c(e: str) -> str:
        return f"({text(e)})"
    return {"stage": f"{d}_stage", "row": ROW, "lo": f"{d}_o0", "hi": c(t.hi), "clo": f"{d}_o1",
            "width": f"{d}_e1", "first": c(t.cols[0]), "last": c(t.cols[1]), "write_lo": c(t.write_lo),
            "write_hi": c(t.write_hi), "write_first": c(t.write_cols[0]), "write_last": c(t.write_cols[1])}


def private_bytes(a, text) -> str:
    """The bytes of the device copy of private array `a` (at least one element) as a C expression whose
    products saturate at the largest size_t (s2s_mul in the host templates): a box of iterations whose size
    overflows asks for more memory than there is, and the allocation fails, instead of taking the product
    modulo 2^64."""
    count = "(size_t)1"
    for e in a.extents:
        count = f"s2s_mul({count}, (size_t)({text(e)}))"
    return f"s2s_mul(sizeof({a.ctype}), {count} > 0 ? {count} : 1)"


def kernel_params(prog: ScopProgram, k, target: str) -> list[tuple[str, str]]:
    """(declaration in the kernel, host value) for each argument of kernel k."""
    return target_for(target, prog).kernel_params(k)


# ------------------------------------------------------------------------- whole files
def render_kernels(programs: list[ScopProgram], target: str) -> dict[str, dict[int, str]]:
    out: dict[str, dict[int, str]] = {}
    for prog in programs:
        t = target_for(target, prog)
        out[prog.name] = {k.index: t.kernel_source(k) for k in prog.kernels}
    return out


def device_code(programs: list[ScopProgram], target: str, source: str) -> str:
    """The generated block: kernels and one host function per SCoP."""
    printers = {p.name: target_for(target, p) for p in programs}
    kernels = {p.name: {k.index: printers[p.name].kernel_source(k) for k in p.kernels} for p in programs}
    signatures = {p.name: [d for d, _ in host_signature(p, target)] for p in programs}
    extents = {p.name: extent_lines(p, target) for p in programs}
    names = {p.name: array_names(p, target) for p in programs}
    host_code = {p.name: printers[p.name].host_code() for p in programs}
    # host loops that may run in one block (s2s/gpu/persistent.py): their kernels and names
    persistent = {p.name: [printers[p.name].persistent_source(n) for n in p.persistent] for p in programs}
    persistent_names = {p.name: [printers[p.name].persistent_name(n) for n in p.persistent] for p in programs}
    if target == "cuda":
        from .reduction_full import partials_lines
        partials = {p.name: partials_lines(p.kernels, printers[p.name].value_type) for p in programs}
        # a contraction kernel's <8> instance beside <16> on a second stream (codegen/targets.py)
        side_stream = any(k.contraction is not None and getattr(k.contraction.dmma, "vector", False)
                          and not k.contraction.every_tile_fast for p in programs for k in p.kernels)
        text = _env.get_template("cuda_host.j2").render(
            version=VERSION, source=os.path.basename(source), macros=EXPR_MACROS, programs=programs,
            kernels=kernels, signatures=signatures, extents=extents, host_code=host_code, names=names,
            persistent=persistent, side_stream=side_stream, prefault_arrays=max(1, prefault_arrays(programs)),
            partials=partials,
            helpers=cuda_helpers(programs, [*host_code.values(), *(t for p in persistent.values() for t in p),
                                            *(t for p in kernels.values() for t in p.values())]))
        if re.search(r"\b_Bool\b", text):
            # C's _Bool as C++'s bool (what g++'s <stdbool.h> does too): the same byte, 0 or 1, and the same
            # conversions (any nonzero value is true); ++ and -- on it, which C++17 lacks, keep their SCoPs
            # on the host (driver.device_type_problem)
            first = text.index("\n") + 1
            text = text[:first] + "#ifndef _Bool\n#define _Bool bool\n#endif\n" + text[first:]
        return text
    src = OPENCL_PRAGMAS + EXPR_MACROS + "\n" + "\n\n".join(
        [kernels[p.name][k.index] for p in programs for k in p.kernels] +
        [text for p in programs for text in persistent[p.name]])
    text = _env.get_template("opencl_host.j2").render(
        version=VERSION, source=os.path.basename(source), macros=EXPR_MACROS, programs=programs,
        kernel_source_pieces=source_pieces(src), signatures=signatures, extents=extents,
        host_code=host_code, names=names, persistent_names=persistent_names)
    helper = text.index(_MUL_HELPER)
    if "s2s_mul(" not in text[helper + len(_MUL_HELPER):]:
        # clang warns about an unused static function (-Wunused-function), as -Werror builds fail on
        text = text[:text.rindex("/*", 0, helper)] + text[helper + len(_MUL_HELPER):]
    return text


_MUL_HELPER = "static inline size_t s2s_mul(size_t a, size_t b) { return b > 0 && a > (size_t)-1 / b ? (size_t)-1 : a * b; }\n"
PIECE = 200         # characters of kernel source per string literal


def source_pieces(src: str) -> list[str]:
    """The kernel source as C string literals' contents (escaped) of at most PIECE characters each, one
    or more per line: clCreateProgramWithSource joins them.  One literal for the whole source would be
    longer than the 4095 characters C99 asks compilers to support (509 in C89), which -pedantic reports
    (-Woverlength-strings) and -Werror makes an error."""
    out = []
    for line in src.split("\n"):
        line += "\n"
        for i in range(0, len(line), PIECE):
            out.append(line[i:i + PIECE].replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n"))
    return out


def inline_definitions(ast: c_ast.FileAST, file: str) -> set[str]:
    """The functions of the user's file whose definitions are C99 inline definitions: every file-scope
    declaration says `inline` and none `extern` or `static` (C11 6.7.4p7).  Such a definition may not refer
    to an identifier with internal linkage (6.7.4p3), so the host function that runs one of its SCoPs must
    have external linkage."""
    inline: dict[str, bool] = {}
    for ext in ast.ext:
        decl = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
        if not isinstance(decl, c_ast.Decl) or not isinstance(decl.type, c_ast.FuncDecl) or not decl.name:
            continue
        ok = "inline" in (decl.funcspec or []) and not {"extern", "static"} & set(decl.storage or [])
        inline[decl.name] = inline.get(decl.name, True) and ok
    return {ext.decl.name for ext in ast.ext if isinstance(ext, c_ast.FuncDef) and ext.coord is not None
            and ext.coord.file == file and inline.get(ext.decl.name)}


def cuda_helpers(programs: list[ScopProgram], texts: list[str]) -> set[str]:
    """The static helpers of cuda_host.j2 that the generated code calls: only those are emitted (a static
    function defined and not used is a warning of nvcc's and of the host compiler's -Wunused-function)."""
    code = "\n".join(texts)
    used = {h for h in ("fill_block", "sm_count", "dynamic_shared") if re.search(rf"\bs2s_{h}\b", code)}
    if "fill_block" in used:
        used.add("sm_count")
    if any(a.copy_in or a.copy_out for p in programs for a in p.arrays):
        used.add("pin")             # the template page-locks each array it copies
    if prefault_arrays(programs):
        used.add("prefault")        # and faults in the pages of the arrays it only copies out
    return used


def prefault_arrays(programs: list[ScopProgram]) -> int:
    """The most arrays one SCoP writes whole (DeviceArray.written_whole), whose pages cuda_host.j2's
    s2s_prefault faults in by writing into them before the copy back."""
    return max((sum(1 for a in p.arrays if a.written_whole) for p in programs), default=0)


def call_site(prog: ScopProgram, ind: str, target: str, original: str | None = None,
              keep_errno: bool = False) -> str:
    """The call of the SCoP's host function.  Scalars the SCoP writes go by the address of a copy: taking
    the address of the user's own variable would make it escape in the whole function, and the C compiler
    would then reload it after every store through a pointer on the host path too (durbin's original code
    ran 1.8x slower beside the call).

    `original`: the SCoP's own lines, run when the host function returns 0: the device has no memory for
    the private copies of the SCoP's scalars (one per iteration of their loops: a scalar of a loop of 10^9
    iterations takes 8 GB there, where the program needs 8 bytes), or (CUDA) the CUDA runtime is being
    unloaded: a SCoP in an atexit handler registered before the runtime started, or in a destructor, runs
    after the runtime's own exit handler, and every CUDA call then fails ("driver shutting down"); the
    sequential code is what such a call can still run.

    `keep_errno`: the file reads errno, or prints it with perror (SymbolTable.reads_errno): the call keeps
    the value the program had, which the runtime's calls may change (PoCL's first call leaves ENOENT where the SCoP's own code, whose calls set
    no errno in such a file (model/builder.py's NO_ERRNO), left the program's value)."""
    scalars = [a for a in prog.arrays if a.kind == "scalar"]
    # (a copy's name is none that the call's arguments or the SCoP's own lines, in its block, read: a
    # parameter `s2s_s_t` beside a scalar t)
    taken = set(re.findall(r"[A-Za-z_]\w*", " ".join(a for _, a in host_signature(prog, target)) +
                           " " + (original or ""))) | {a.name for a in scalars}
    temp = {}
    for a in scalars:
        name = f"s2s_s_{a.name}"
        while name in taken:
            name += "_"
        taken.add(name)
        temp[a.name] = name
    args = ", ".join(f"(void *)&{temp[a[len('(void *)&'):]]}"
                     if a.startswith("(void *)&") and a[len('(void *)&'):] in temp else a
                     for _, a in host_signature(prog, target))
    n = len(prog.kernels)
    where = "the GPU" if target == "cuda" else "the OpenCL device"
    head = f"{ind}/* s2s: SCoP {prog.scop.index} runs on {where} ({n} kernel{'s' if n != 1 else ''}) */\n"
    copy_out = [f"{a.name} = {temp[a.name]};" for a in scalars if a.copy_out]
    b = ind + "  " if scalars else ind       # the call's indentation
    if original is None:
        call = [f"{b}{prog.name}({args});", *[f"{b}{c}" for c in copy_out]]
    else:
        privs = any(a.kind == "private" for a in prog.arrays)
        why = (f"{b}  /* the CUDA runtime is being unloaded (after main returned)"
               + (", or the device has no memory for the private copies of the SCoP's scalars" if privs else "")
               + ": the SCoP's own code */" if target == "cuda" else
               f"{b}  /* the device has no memory for the private copies of the SCoP's scalars: the SCoP's own "
               "code */")
        own = [why, original.rstrip("\n"), f"{b}}}"]
        if copy_out:
            call = [f"{b}if ({prog.name}({args})) {{", *[f"{b}  {c}" for c in copy_out], f"{b}}} else {{", *own]
        else:
            call = [f"{b}if (!{prog.name}({args})) {{", *own]
    if keep_errno:
        saved = "s2s_errno"
        while saved in taken:
            saved += "_"
        b = ind + "  "
        call = [f"{b}int {saved} = errno;", *[f"  {c}" if not scalars else c for c in call],
                f"{b}errno = {saved};"]
    if not scalars and not keep_errno:
        return head + "\n".join(call) + "\n"
    lines = [f"{ind}{{"]
    # a scalar the SCoP writes before any read, on every path, is not copied in: its value before the SCoP
    # may be indeterminate, and reading it (`s2s_s_g = g;`) would be undefined behaviour (nvcc: "used
    # before its value is set")
    lines += [f"{b}{a.ctype} {temp[a.name]}{f' = {a.name}' if a.copy_in else ''};" for a in scalars]
    lines += call
    lines.append(f"{ind}}}")
    return head + "\n".join(lines) + "\n"


def name_unused(code: str, names, ind: str) -> str:
    """`code` followed by `(void)sizeof(x);` for each of `names` (Scop.only_in_scop: the user's variables
    that only the SCoP used) that it does not mention: without, the compiler warns that the variable, or
    the parameter, is unused (gcc's -Wunused-variable in -Wall, -Wunused-parameter in -Wextra; nvcc #177).
    `sizeof` does not evaluate its operand: no value is read (an iterator the SCoP assigned first has none
    before it), no code is generated, and the variable's address is not taken."""
    missing = sorted(n for n in names if not re.search(rf"\b{re.escape(n)}\b", code))
    if not missing:
        return code
    lines = [f"{ind}/* s2s: only the SCoP used {', '.join(missing)} */",
             ind + " ".join(f"(void)sizeof({n});" for n in missing)]
    return (code if not code or code.endswith("\n") else code + "\n") + "\n".join(lines) + "\n"


def prototype(prog: ScopProgram) -> str:
    """The CUDA host function's declaration in a C host part (it returns 0 where the SCoP's own code must run
    instead: call_site)."""
    return f"extern int {prog.name}({', '.join(d for d, _ in host_signature(prog))});\n"


def openmp_region(prog: ScopProgram, ind: str, threads: bool = True, original: str | None = None,
                  done: str | None = None) -> str:
    """The OpenMP target's code for a SCoP; `threads` False: its sequential version for the host
    (s2s/codegen/host_openmp.py), the same code without pragmas and with reductions in partial sums.

    The private arrays (a scalar declared in a loop body, or privatized: one copy per iteration of its
    loops) are allocated for the region, with as many elements as the box of those iterations, which can be
    far more than the program ever needs at once (a scalar of a loop of 10^9 iterations: 8 GB; a box of
    10^13 points around 10^5 iterations). Where a size overflows or the allocation fails, `original`, the
    SCoP's own lines, runs instead (the user's scalar needs no memory; a null pointer crashed).  `done`:
    the name of an int the region sets to 1 where it ran, for a caller that runs the other version after
    it where it did not (codegen/host_openmp.py), instead of `original` inside."""
    what = "parallelised with OpenMP" if threads else "on the host, its reductions in partial sums"
    code = OpenMPTarget(prog, threads=threads).host_code()
    # (a private copy the code no longer names, its stores dropped as dead (gpu/private.py), needs no memory)
    privs = [a for a in prog.arrays if a.kind == "private" and re.search(rf"\b{re.escape(a.name)}\b", code)]
    fallback = bool(privs) and original is not None and done is None
    lines = [f"{ind}/* s2s: SCoP {prog.scop.index} {what} */", f"{ind}{{"]
    if fallback:
        # the user's lines run outside the block of the private arrays, which may be named like the user's
        # scalars they copy (privatized ones)
        lines += [f"{ind}  int _s2s_done = 0;", f"{ind}  {{"]
        ind += "  "
    inner = ind + "  "
    if privs:
        lines.append(f"{inner}int _s2s_fits = 1;")
    for a in privs:
        for d in range(1, len(a.extents)):
            lines.append(f"{inner}const long _{a.name}_e{d} = (long)({a.extents[d]});")
        for d, o in enumerate(a.offsets or ()):
            if o is not None:
                lines.append(f"{inner}const long _{a.name}_o{d} = (long)({o});")
        # (GCC's and Clang's builtins and size type: the user's function may have a local named malloc,
        # free or size_t, valid C at block scope, which would hide the library's names from this code)
        size = f"_{a.name}_bytes"
        lines.append(f"{inner}__SIZE_TYPE__ {size} = sizeof({a.ctype});")
        for e in a.extents:
            lines.append(f"{inner}_s2s_fits &= !__builtin_mul_overflow({size}, (__SIZE_TYPE__)({e}), &{size});")
        lines.append(f"{inner}{a.ctype} *{a.name} = _s2s_fits ? ({a.ctype} *)__builtin_malloc({size} > 0 ? "
                     f"{size} : 1) : 0;")
    if fallback or (done is not None and privs):
        test = " && ".join(f"{a.name} != 0" for a in privs)
        lines += [f"{inner}if ({test}) {{", indent(code, inner + "  ").rstrip("\n"),
                  f"{inner}  {done or '_s2s_done'} = 1;", f"{inner}}}"]
    else:
        lines.append(indent(code, inner).rstrip("\n"))
        if done is not None:
            lines.append(f"{inner}{done} = 1;")
    for a in privs:
        lines.append(f"{inner}__builtin_free({a.name});")
    lines.append(f"{ind}}}")
    if fallback:
        ind = ind[:-2]
        lines += [f"{ind}  if (!_s2s_done) {{",
                  f"{ind}    /* s2s: no memory for the private copies of its scalars: the SCoP's own code */",
                  original.rstrip("\n"), f"{ind}  }}", f"{ind}}}"]
    return "\n".join(lines) + "\n"


def splice(text: str, replacements: list[tuple[tuple[int, int], str]]) -> str:
    """Replace line ranges (1-based, inclusive) of the user's file; everything else stays as written."""
    lines = text.split("\n")
    for (a, b), new in sorted(replacements, key=lambda r: -r[0][0]):
        lines[a - 1:b] = new.rstrip("\n").split("\n")
    return "\n".join(lines)


_RAW_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def splice_raw(raw: str, replacements: list[tuple[tuple[int, int], str]]) -> str:
    """`splice` on the file as read, line ends and all: where the lines end in different ways (some
    "\r\n", some "\n"), each kept line keeps its own end.  The generated lines end in "\n", the last one
    as the last replaced line did."""
    lines = _RAW_LINE.findall(raw)
    for (a, b), new in sorted(replacements, key=lambda r: -r[0][0]):
        old = lines[a - 1:b]
        end = old[-1][len(old[-1].rstrip("\r\n")):] if old else "\n"
        gen = new.rstrip("\n").split("\n")
        lines[a - 1:b] = [ln + "\n" for ln in gen[:-1]] + [gen[-1] + end]
    return "".join(lines)


def indent_of(text: str, line: int) -> str:
    ln = text.split("\n")[line - 1]
    return ln[:len(ln) - len(ln.lstrip())]


# ------------------------------------------------------------------------- C or C++ host
# CXX_KEYWORDS (names.py): every C++ keyword; C's own among them cannot be a C name, the others (`true`,
# `bool`, `new`, `char16_t`, `alignas`) are ordinary identifiers in C99 and C11


def needs_c_host(ast: c_ast.FileAST, file: str, unparsed: frozenset[str] = frozenset()) -> str | None:
    """Why the user's code is not valid C++, or means something else as C++ (so the host part must stay a
    .c file), or None.  `unparsed`: the functions whose bodies the parse set aside (frontend/unparsed.py),
    whose meaning as C++ s2s cannot tell."""
    reason = []
    aside = sorted(unparsed)
    if aside:
        reason.append(f"the function{'s' if len(aside) > 1 else ''} s2s does not parse ("
                      + ", ".join(f"'{n}'" for n in aside) + ")")

    class V(c_ast.NodeVisitor):
        def visit_FuncDef(v, node):  # noqa: N805
            if node.coord and node.coord.file == file:
                if node.param_decls:
                    reason.append(f"the old-style (K&R) definition of '{node.decl.name}'")
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
                elif isinstance(node.type, c_ast.PtrDecl) and not _is_void_pointer(node.type) and \
                        _void_pointer_value(node.init, void_functions, void_objects):
                    reason.append(f"'{node.name}' is initialised from a void * without a cast")
                if _string_fills_array(node):
                    reason.append(f"the string that initialises '{node.name}' leaves no room for its '\\0'")
                if "restrict" in str(getattr(node, "quals", [])):
                    reason.append("'restrict'")
            v.generic_visit(node)

        def visit_Typedef(v, node):  # noqa: N805
            if node.coord and node.coord.file == file and node.name in CXX_KEYWORDS:
                reason.append(f"'{node.name}' is a C++ keyword")
            v.generic_visit(node)

        def visit_Enumerator(v, node):  # noqa: N805
            if node.coord and node.coord.file == file and node.name in CXX_KEYWORDS:
                reason.append(f"'{node.name}' is a C++ keyword")

        def visit_Struct(v, node):  # noqa: N805
            if node.coord and node.coord.file == file and node.name in CXX_KEYWORDS:
                reason.append(f"'{node.name}' is a C++ keyword")
            v.generic_visit(node)

        visit_Union = visit_Struct  # noqa: N815
        visit_Enum = visit_Struct  # noqa: N815

        def visit_Assignment(v, node):  # noqa: N805
            if node.coord and node.coord.file == file and isinstance(node.rvalue, c_ast.FuncCall) and \
                    _is_alloc(node.rvalue):
                reason.append("malloc() result assigned without a cast")
            elif node.coord and node.coord.file == file and node.op == "=" and \
                    _void_pointer_value(node.rvalue, void_functions, void_objects) and not (
                        isinstance(node.lvalue, c_ast.ID) and node.lvalue.name in void_objects):
                # C converts a void * to any object pointer, C++ does not (the target's type is not
                # looked up: a void * target by another name only costs the split)
                reason.append("a void * assigned without a cast")
            v.generic_visit(node)

        def visit_CompoundLiteral(v, node):  # noqa: N805
            reason.append("compound literal")

        def visit_Goto(v, node):  # noqa: N805
            # C lets a goto jump past a declaration with an initializer; C++ does not
            if node.coord and node.coord.file == file:
                reason.append("goto (C++ refuses a jump past an initialised declaration)")

        visit_GnuComputedGoto = visit_Goto

        def visit_NamedInitializer(v, node):  # noqa: N805
            reason.append("designated initializer")

    definitions = {ext.decl for ext in ast.ext if isinstance(ext, c_ast.FuncDef)}
    void_functions, void_objects = _void_pointer_names(ast)
    V().visit(ast)
    for ext in ast.ext:
        # a const object of file scope has external linkage in C, internal linkage in C++: another file of
        # the user's program that declares it `extern` would no longer link against the .cu
        if isinstance(ext, c_ast.Decl) and ext.coord and ext.coord.file == file and ext.name and \
                not isinstance(ext.type, c_ast.FuncDecl) and not {"static", "extern"} & set(ext.storage) and \
                ("const" in ext.quals or isinstance(ext.type, c_ast.PtrDecl) and "const" in ext.type.quals):
            reason.append(f"the const object '{ext.name}' of file scope (external linkage in C, internal in C++)")
    if reason:
        return reason[0]
    # valid C++ too, but with another meaning there (math overloads, sizeof 'a'), or names that nvcc's
    # headers declare too (a global `div`)
    from .cxx_semantics import changed_meaning, invalid_in_cxx
    from .header_guard import cuda_conflicts
    return invalid_in_cxx(ast, file) or changed_meaning(ast, file) or cuda_conflicts(ast, file)


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


def _is_void_pointer(t) -> bool:
    """Whether the declared type `t` is `void *` (qualifiers aside)."""
    return isinstance(t, c_ast.PtrDecl) and isinstance(t.type, c_ast.TypeDecl) and \
        isinstance(t.type.type, c_ast.IdentifierType) and t.type.type.names == ["void"]


def _void_pointer_names(ast: c_ast.FileAST) -> tuple[set[str], set[str]]:
    """(functions that return `void *`, objects declared `void *`) anywhere in the translation unit, the
    headers' too; block scopes are not told apart (a name declared both ways counts as `void *`)."""
    functions: set[str] = set()
    objects: set[str] = set()

    class V(c_ast.NodeVisitor):
        def visit_Decl(v, node):  # noqa: N805
            t = node.type
            if isinstance(t, c_ast.FuncDecl):
                if _is_void_pointer(t.type) and node.name:
                    functions.add(node.name)
            elif _is_void_pointer(t) and node.name:
                objects.add(node.name)
            v.generic_visit(node)

    V().visit(ast)
    return functions, objects


def _void_pointer_value(e, functions: set[str], objects: set[str]) -> bool:
    """Whether the expression `e` is, without a cast, a call of a function returning `void *` or an object
    declared `void *`."""
    if isinstance(e, c_ast.FuncCall):
        return isinstance(e.name, c_ast.ID) and e.name.name in functions
    return isinstance(e, c_ast.ID) and e.name in objects


def _string_fills_array(decl: c_ast.Decl) -> bool:
    """`char s[3] = "abc"`: C drops the terminating '\\0' when the string fills the array, C++ refuses."""
    t, init = decl.type, decl.init
    if not (isinstance(t, c_ast.ArrayDecl) and isinstance(t.dim, c_ast.Constant) and
            isinstance(init, c_ast.Constant) and init.type == "string" and init.value.startswith('"')):
        return False
    try:
        size = int(t.dim.value.rstrip("uUlL"), 0)
        length = len(init.value[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape"))
    except (ValueError, UnicodeError):
        return False
    return length >= size


def _is_alloc(call: c_ast.FuncCall) -> bool:
    return isinstance(call.name, c_ast.ID) and call.name.name in ("malloc", "calloc", "realloc", "aligned_alloc")
