"""Targets: classes that print the kernel IR (`kernel_ir.py`) as C for one back end.

`CTarget` prints the structured code every target shares (loops, conditions, statement instances); each
subclass prints what is its own: kernel frames, launches and the host function (CUDA, OpenCL) or the
parallel loops that replace the SCoP in place (OpenMP).  Launch geometry comes from `Geometry` alone.
"""
from __future__ import annotations

import jinja2

from . import reduction_code
from .ast_printer import expr_to_c
from .kernel_ir import AXES, GRID_LIMIT, Block, If, Kernel, Launch, Let, Loop, Node, ScopProgram, Stmt
from .names import Names
from .stmt_printer import StatementPrinter

_env = jinja2.Environment(loader=jinja2.PackageLoader("s2s.codegen", "templates"), trim_blocks=True,
                          lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined)

OCL_TYPES = {"int": "int", "long": "long", "long int": "long", "unsigned": "uint", "unsigned int": "uint",
             "unsigned long": "ulong", "long unsigned int": "ulong", "size_t": "ulong", "short": "short",
             "char": "char", "float": "float", "double": "double", "long long": "long",
             "unsigned long long": "ulong", "signed char": "char", "unsigned char": "uchar"}


def ocl_type(ctype: str) -> str:
    return OCL_TYPES.get(ctype, ctype)


def indent(text: str, ind: str) -> str:
    return "".join(ind + ln + "\n" if ln.strip() else "\n" for ln in text.rstrip("\n").split("\n"))


class CTarget:
    """Prints IR nodes as C statements.  `device`: statements address linearised device arrays."""

    name = "c"
    device = False
    iterator_type = "long"

    def __init__(self, prog: ScopProgram):
        self.prog = prog
        self.names = Names(prog.scop, prog.arrays, self.name)
        self.stmts = StatementPrinter(prog.scop, {a.name: a for a in prog.arrays}, device=self.device,
                                      names=self.names.map)

    # ------------------------------------------------------------------ code
    def expr(self, e) -> str:
        return expr_to_c(e, self.names if self.names.map else None)

    def code(self, node: Node, ind: str = "") -> str:
        out: list[str] = []
        self._node(node, ind, out)
        return "".join(out)

    def _node(self, n: Node, ind: str, out: list[str]) -> None:
        if isinstance(n, Block):
            for c in n.body:
                self._node(c, ind, out)
        elif isinstance(n, Loop):
            it = n.iterator
            step = f"{it}++" if n.step == 1 else f"{it} += {n.step}"
            out.append(f"{ind}for ({self.iterator_type} {it} = {self.expr(n.init)}; {self.expr(n.cond)}; {step}) {{\n")
            self._node(n.body, ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif isinstance(n, Let):
            out.append(f"{ind}{{\n{ind}  const {self.iterator_type} {n.iterator} = {self.expr(n.value)};\n")
            self._node(n.body, ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif isinstance(n, If):
            out.append(f"{ind}if ({self.expr(n.cond)}) {{\n")
            self._node(n.then, ind + "  ", out)
            if n.orelse is not None:
                out.append(f"{ind}}} else {{\n")
                self._node(n.orelse, ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif isinstance(n, Stmt):
            out.append(self.stmts.statement(n.name, [self.expr(a) for a in n.args], ind))
        elif isinstance(n, Launch):
            out.append(self.launch(self.prog.kernel(n.kernel), [self.expr(a) for a in n.args], ind))
        else:  # pragma: no cover - the IR has no other node
            raise TypeError(f"unknown IR node {n!r}")

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:  # pragma: no cover - interface
        raise NotImplementedError

    def host_code(self) -> str:
        return self.code(self.prog.host)

    def body(self, k: Kernel) -> str:
        """One thread's work in kernel k, as this target prints it."""
        return self.code(k.body)

    # ------------------------------------------------------------------ arguments
    def kernel_params(self, k: Kernel) -> list[tuple[str, str]]:
        """(declaration in the kernel, host value) for each kernel argument; the same list for every kernel
        of a SCoP keeps the launch code simple."""
        scop = self.prog.scop
        nm = self.names
        out = []
        for a in self.prog.arrays:
            out.append((self.pointer_param(a, a.name not in k.arrays_written), nm(a.name)))
            for d in range(1, len(a.extents)):
                out.append((f"long _{nm(a.name)}_e{d}", f"_{nm(a.name)}_e{d}"))
        for p in scop.params:
            out.append((f"{self.value_type(scop.param_types.get(p, 'int'))} {nm(p)}", nm(p)))
        for n, t in scop.scalar_values.items():
            out.append((f"{self.value_type(t)} {nm(n)}", nm(n)))
        for h in k.hnames:
            out.append((f"long {h}", h))
        for d in range(k.n_par):
            out.append((f"long _lo{d}", f"_lo{d}"))
            out.append((f"long _nt{d}", f"_nt{d}"))
        return out

    def pointer_param(self, a, const: bool) -> str:
        return f"{'const ' if const else ''}{a.ctype} *__restrict__ {self.names(a.name)}"

    def value_type(self, ctype: str) -> str:
        return ctype

    def launch_prologue(self, k: Kernel, args: list[str], ind: str) -> tuple[list[str], str]:
        lines = [f"{ind}{{"]
        for h, a in zip(k.hnames, args):
            lines.append(f"{ind}  const long {h} = {a};")
        geo, cond = k.geometry.host_lines(ind + "  ", self.names.text)
        return lines + geo, cond


class GpuTarget(CTarget):
    """CUDA and OpenCL: kernels over a grid of blocks, launched from a host function."""

    device = True
    qualifier = ""
    block_id = thread_id = n_blocks = ""

    def kernel_source(self, k: Kernel) -> str:
        if k.reduction is not None:
            return reduction_code.kernel_source(self, k)
        params = [d for d, _ in self.kernel_params(k)]
        ids = [{"block": self.block_id.format(a=AXES[a], n=a), "thread": self.thread_id.format(a=AXES[a], n=a),
                "blocks": self.n_blocks.format(a=AXES[a], n=a)} for a in k.axes]
        return _env.get_template("kernel.j2").render(k=k, params=params, body=self.body(k).rstrip("\n"),
                                                     ids=ids, qualifier=self.qualifier).rstrip("\n")


class CudaTarget(GpuTarget):
    name = "cuda"
    qualifier = "__global__"
    block_id, thread_id, n_blocks = "blockIdx.{a}", "threadIdx.{a}", "gridDim.{a}"

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:
        if k.reduction is not None:
            return reduction_code.launch(self, k, args, ind)
        lines, cond = self.launch_prologue(k, args, ind)
        lines.append(f"{ind}  if ({cond}) {{")
        if k.n_par:
            grid = ", ".join(f"(unsigned){g}" if g != "1" else g for g in k.geometry.grid_dims())
            block = ", ".join(str(b) for b in k.geometry.by_axis(k.block, 1))
            lines.append(f"{ind}    dim3 _grid({grid}), _block({block});")
        else:
            lines.append(f"{ind}    dim3 _grid(1), _block(1);")
        call_args = ", ".join(v for _, v in self.kernel_params(k))
        lines.append(f"{ind}    S2S_KERNEL_BEGIN(\"{k.name}\");")
        lines.append(f"{ind}    {k.name}<<<_grid, _block>>>({call_args});")
        lines.append(f"{ind}    S2S_KERNEL_END(\"{k.name}\");")
        lines.append(f"{ind}    S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {k.name}\");")
        lines.append(f"{ind}  }}")
        lines.append(f"{ind}}}")
        return "\n".join(lines) + "\n"


class OpenCLTarget(GpuTarget):
    name = "opencl"
    qualifier = "__kernel"
    block_id, thread_id, n_blocks = "get_group_id({n})", "(long)get_local_id({n})", "get_num_groups({n})"

    def pointer_param(self, a, const: bool) -> str:
        return f"__global {'const ' if const else ''}{ocl_type(a.ctype)} *restrict {self.names(a.name)}"

    def value_type(self, ctype: str) -> str:
        return ocl_type(ctype)

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:
        if k.reduction is not None:
            return reduction_code.launch(self, k, args, ind)
        prog = self.prog
        pos = [kk.index for kk in prog.kernels].index(k.index)
        lines, cond = self.launch_prologue(k, args, ind)
        lines.append(f"{ind}  if ({cond}) {{")
        lines.append(f"{ind}    cl_kernel _k = _kernels[{pos}];")
        lines.append(f"{ind}    cl_uint _a = 0;")
        scop = prog.scop
        types = {p: scop.param_types.get(p, "int") for p in scop.params}
        types.update(scop.scalar_values)
        for decl, val in self.kernel_params(k):
            if decl.startswith("__global"):
                lines.append(f"{ind}    S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof(cl_mem), &{val}), "
                             f"\"argument {val} of {k.name}\");")
            else:
                t = types.get(self.names.original(val), "long")
                lines.append(f"{ind}    {{ {t} _v = {val}; S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof _v, &_v), "
                             f"\"argument {val} of {k.name}\"); }}")
        dims = max(1, max(k.axes, default=0) + 1)
        grid = k.geometry.grid_dims()
        block = k.geometry.by_axis(k.block, 1)
        gws = [f"(size_t){grid[a]} * {block[a]}" if grid[a] != "1" else "1" for a in range(dims)]
        lws = [str(block[a]) for a in range(dims)]
        lines.append(f"{ind}    size_t _gws[{dims}] = {{{', '.join(gws)}}}, _lws[{dims}] = {{{', '.join(lws)}}};")
        lines.append(f"{ind}    S2S_CL_CHECK(clEnqueueNDRangeKernel(s2s_cl_queue, _k, {dims}, NULL, _gws, _lws, 0, "
                     f"NULL, NULL), \"launch of {k.name}\");")
        lines.append(f"{ind}  }}")
        lines.append(f"{ind}}}")
        return "\n".join(lines) + "\n"


class OpenMPTarget(CTarget):
    """The SCoP replaced in place: host loops as isl writes them, and each kernel a `parallel for` over its
    mapped member (OpenMP maps one: `device_split.mapped_members`) whose body holds the rest of the band
    as exact loops.  The kernel AST is built knowing that the loop runs exactly lo..hi, so no point of
    the inner loops carries a guard.  A tile size (`--tile-size`, `--sizes`) becomes the chunk of a
    static schedule."""

    name = "openmp"

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:
        if k.reduction is not None:
            return reduction_code.openmp_launch(self, k, args, ind)
        lines = [f"{ind}{{"]
        for h, a in zip(k.hnames, args):
            lines.append(f"{ind}  const long {h} = {a};")
        body = self.body(k)
        if not k.n_par:
            lines.append(indent(body, ind + "  ").rstrip("\n"))
            lines.append(f"{ind}}}")
            return "\n".join(lines) + "\n"
        for d, (lo, hi) in enumerate(k.ranges):
            lines.append(f"{ind}  const long _lo{d} = (long)({self.names.text(lo)}), _hi{d} = (long)({self.names.text(hi)});")
        collapse = f" collapse({k.n_par})" if k.n_par > 1 else ""
        chunk = f", {k.tile[0]}" if k.tile else ""
        lines.append(f"{ind}  #pragma omp parallel for{collapse} schedule(static{chunk})")
        cur = ind + "  "
        for d in range(k.n_par):
            lines.append(f"{cur}for (long _g{d} = _lo{d}; _g{d} <= _hi{d}; _g{d}++)")
            cur += "  "
        lines.append(f"{cur[:-2]}{{")
        lines.append(indent(body, cur).rstrip("\n"))
        lines.append(f"{cur[:-2]}}}")
        lines.append(f"{ind}}}")
        return "\n".join(lines) + "\n"


TARGETS = {"cuda": CudaTarget, "opencl": OpenCLTarget, "openmp": OpenMPTarget}


def target_for(name: str, prog: ScopProgram) -> CTarget:
    return TARGETS[name](prog)


__all__ = ["CTarget", "CudaTarget", "OpenCLTarget", "OpenMPTarget", "GRID_LIMIT", "TARGETS", "target_for",
           "ocl_type", "indent"]
