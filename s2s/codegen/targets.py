"""Targets: classes that print the kernel IR (`kernel_ir.py`) as C for one back end.

`CTarget` prints the structured code every target shares (loops, conditions, statement instances); each
subclass prints what is its own: kernel frames, launches and the host function (CUDA, OpenCL) or the
parallel loops that replace the SCoP in place (OpenMP).  Launch geometry comes from `Geometry` alone.
"""
from __future__ import annotations

import re

import jinja2

from . import reduction_code
from .ast_printer import expr_to_c
from .ctypes_map import device_type
from .kernel_ir import (AXES, GRID_LIMIT, Block, If, Kernel, Launch, Let, Loop, Node, Persistent, Private, Rotate, ScopProgram,
                        Stmt, walk)
from .names import Names
from .stmt_printer import StatementPrinter

_env = jinja2.Environment(loader=jinja2.PackageLoader("s2s.codegen", "templates"), trim_blocks=True,
                          lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined)

OCL_TYPES = {"int": "int", "long": "long", "long int": "long", "unsigned": "uint", "unsigned int": "uint",
             "unsigned long": "ulong", "long unsigned int": "ulong", "size_t": "ulong", "short": "short",
             "char": "char", "float": "float", "double": "double", "long long": "long",
             "unsigned long long": "ulong", "signed char": "char", "unsigned char": "uchar"}


def ocl_type(ctype: str) -> str:
    """OpenCL C's spelling of `ctype`: C lets the type words come in any order (`int unsigned long long`,
    `long int signed`), and OpenCL C reserves `long long` (a 128-bit type to clang), so the integer types
    are spelt by their signedness and width (ctypes_map.device_type) where the table does not name them."""
    if ctype in OCL_TYPES:
        return OCL_TYPES[ctype]
    dev = device_type(ctype)
    return dev if dev is not None else ctype


def drop_unused_values(lines: list[str], names) -> list[str]:
    """`lines` without the declarations `const long NAME = ...;` (one a line) of those `names` that no later
    line mentions: a launch's host values (`_h0`) that the code inlined or printed in place of the launch
    (OpenMP, persistent kernels) does not use would be unused variables (-Wunused-variable, nvcc #177)."""
    names = set(names)
    out = list(lines)
    for i in range(len(out) - 1, -1, -1):
        m = re.match(r"\s*const long (\w+) = [^;]*;$", out[i])
        if m and m[1] in names and not re.search(rf"\b{m[1]}\b", "\n".join(out[i + 1:])):
            del out[i]
    return out


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
        # CUDA fuses a * b + c into an fma (nvcc -fmad=true) with no in-source switch; where the result is
        # rounded to an integer or compared, the products are printed as __dmul_rn / __fmul_rn
        self.stmts.uncontracted_products = self.name == "cuda"
        # OpenCL C takes no floating condition of ?: (see _Gen.truth_tests)
        self.stmts.truth_tests = self.name == "opencl"
        self.stmts.opencl_constants = self.name == "opencl"

    # ------------------------------------------------------------------ code
    def expr(self, e) -> str:
        return expr_to_c(e, self.names.isl_id if self.names.map or self.names.unsigned else None)

    def code(self, node: Node, ind: str = "") -> str:
        out: list[str] = []
        self._node(node, ind, out)
        return "".join(out)

    def _node(self, n: Node, ind: str, out: list[str]) -> None:
        if isinstance(n, Block):
            for c in n.body:
                self._node(c, ind, out)
        elif isinstance(n, Loop):
            self._loop(n, ind, out)
        elif isinstance(n, Rotate):
            self._rotate(n, ind, out)
        elif isinstance(n, Let):
            out.append(f"{ind}{{\n{ind}  const {self.iterator_type} {n.iterator} = {self.expr(n.value)};\n")
            self._node(n.body, ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif isinstance(n, If) and self._inline and self.uniform_barriers \
                and any(isinstance(m, Launch) for m in walk(n)):
            self._hoisted_if(n, ind, out)
        elif isinstance(n, If):
            out.append(f"{ind}if ({self.expr(n.cond)}) {{\n")
            self._node(n.then, ind + "  ", out)
            if n.orelse is not None:
                out.append(f"{ind}}} else {{\n")
                self._node(n.orelse, ind + "  ", out)
            out.append(f"{ind}}}\n")
        elif isinstance(n, Stmt):
            tee = next(iter(dict(n.tees).values()), None)
            out.append(self.stmts.statement(n.name, [self.expr(a) for a in n.args], ind, dict(n.regs), tee=tee))
        elif isinstance(n, Private):
            elem = self.stmts.element(n.array, [self.expr(e) for e in n.index])
            dev = self.stmts.dev.get(n.array)
            # a register that is not loaded on every path starts at 0: defined on every path, not only on
            # those that run (ptxas 13.0 at -O3 miscompiled such a register: it stored NaN where every
            # executed path had assigned it, fuzz seed 437420; -Xptxas -O1 and the initialiser fixed it)
            init = "" if n.load and n.load_cond is None else " = 0"
            out.append(f"{ind}{{\n{ind}  {self.value_type(dev.ctype if dev is not None else n.ctype)} {n.name}{init};\n")
            if n.load:
                load = f"{n.name} = {elem};"
                out.append(f"{ind}  if ({self.expr(n.load_cond)}) {load}\n" if n.load_cond is not None
                           else f"{ind}  {load}\n")
            self._node(n.body, ind + "  ", out)
            if n.store:
                store = f"{elem} = {n.name};"
                out.append(f"{ind}  if ({self.expr(n.store_cond)}) {store}\n" if n.store_cond is not None
                           else f"{ind}  {store}\n")
            out.append(f"{ind}}}\n")
        elif isinstance(n, Launch):
            k = self.prog.kernel(n.kernel)
            args = [self.expr(a) for a in n.args]
            if not self._inline:
                out.append(self.launch(k, args, ind))
                return
            # a one-thread kernel's code inlined in a persistent kernel keeps its loops rolled on CUDA, as
            # in its own kernel (CudaTarget.kernel_source; fuzz seed 432498 went wrong here)
            rolled = self._no_unroll
            self._no_unroll = rolled or (self.name == "cuda" and _one_thread(k))
            try:
                out.append(self.inline_launch(k, args, ind))
            finally:
                self._no_unroll = rolled
        elif isinstance(n, Persistent):
            out.append(self.persistent_launch(n, ind))
        else:  # pragma: no cover - the IR has no other node
            raise TypeError(f"unknown IR node {n!r}")

    def _loop(self, n: Loop, ind: str, out: list[str], head: list[str] = (), tail: list[str] = ()) -> None:
        """A loop; `head` and `tail`: lines (without indentation) at the start and end of its body."""
        it = n.iterator
        step = f"{it}++" if n.step == 1 else f"{it} += {n.step}"
        if self._no_unroll or (self._in_kernel and self._memory_recurrence(n)):
            out.append(f"{ind}#pragma unroll 1\n")
        cond = self.expr(n.cond)
        if self._guard is not None:     # a loop of launches under hoisted conditions (_hoisted_if)
            cond = f"{self._guard} && {cond}"
        out.append(f"{ind}for ({self.iterator_type} {it} = {self.expr(n.init)}; {cond}; {step}) {{\n")
        if n is self._anchored:     # the persistent loop's body, where PoCL puts a barrier
            out.append(f"{ind}  {self.anchor} = 0;\n")
        out.extend(f"{ind}  {line}\n" for line in head)
        self._node(n.body, ind + "  ", out)
        out.extend(f"{ind}  {line}\n" for line in tail)
        out.append(f"{ind}}}\n")

    def _rotate(self, n: Rotate, ind: str, out: list[str]) -> None:
        """A loop whose iterations hand values to the next in registers (s2s/gpu/carry.py): each register
        loaded before the loop with its first iteration's element, the carried ones' next values set by
        the loop's writes, the others' loaded one iteration ahead, all of them moved at the end of each
        iteration."""
        def vtype(v) -> str:
            dev = self.stmts.dev.get(v.array)
            return self.value_type(dev.ctype if dev is not None else v.ctype)

        def elem(v, index) -> str:
            return self.stmts.element(v.array, [self.expr(e) for e in index])

        # a register not loaded on every path starts at 0 (see Private: ptxas 13.0 at -O3)
        init = "" if n.load_cond is None else " = 0"
        out.append(f"{ind}{{\n")
        for v in n.values:
            out.append(f"{ind}  {vtype(v)} {v.name}{init};\n")
        loads = " ".join(f"{v.name} = {elem(v, v.index)};" for v in n.values)
        out.append(f"{ind}  if ({self.expr(n.load_cond)}) {{ {loads} }}\n" if n.load_cond is not None
                   else f"{ind}  {loads}\n")
        head = []
        for v in n.values:
            if v.prefetch and self.prefetch_hint:
                hint = self.prefetch_hint.format(f"&{elem(v, v.prefetch)}")
                head.append(hint if v.prefetch_cond is None else f"if ({self.expr(v.prefetch_cond)}) {hint}")
            if v.kind == "carry":
                head.append(f"{vtype(v)} {v.next};")
            elif v.ahead_cond is None:
                head.append(f"const {vtype(v)} {v.next} = {elem(v, v.ahead)};")
            else:
                head.append(f"{vtype(v)} {v.next} = 0;")
                head.append(f"if ({self.expr(v.ahead_cond)}) {v.next} = {elem(v, v.ahead)};")
        tail = [" ".join(f"{v.name} = {v.next};" for v in n.values)]
        self._loop(n.loop, ind + "  ", out, head, tail)
        out.append(f"{ind}}}\n")

    prefetch_hint = ""    # a statement asking the cache for the element at {} early (Carried.prefetch)
    _inline = False       # printing a persistent kernel: launches become the kernel's code in the block
    anchor = ""           # ... and a volatile local stored after each of its barriers (OpenCLTarget)
    _anchored: Loop | None = None   # ... and at the start of its loop's body
    uniform_barriers = False    # persistent kernels keep their barriers out of conditions (OpenCLTarget)
    _guard: str | None = None   # ... and the condition the code printed now runs under
    _guards = 0                 # flags declared so far in the kernel

    def _hoisted_if(self, n: If, ind: str, out: list[str]) -> None:
        """An `if` of the host code whose branches hold launches, printed in a persistent kernel with no
        barrier under a condition: the condition becomes a flag (`_hc0`) that each launch inside tests
        around its code, before the barrier that every thread then reaches, and each loop inside in its
        exit test.  The conditions are the block's alike, so barriers inside them are valid OpenCL C, but
        PoCL 3.1 (Debian 12) miscompiles some (pocl/pocl#553, #1167: in a loop whose iterations reach a
        barrier under `if (_c0 == 0)`, no thread entered the branch; fuzz --reductions seed 0)."""
        outer = self._guard
        k = self._guards
        self._guards += 2
        cond = self.expr(n.cond)
        then, orelse = f"_hc{k}", f"_hc{k + 1}"
        pre = f"{outer} && " if outer is not None else ""
        out.append(f"{ind}{{\n{ind}  const int {then} = {pre}({cond});\n")
        if n.orelse is not None:
            out.append(f"{ind}  const int {orelse} = {pre}!({cond});\n")
        try:
            self._guard = then
            self._node(n.then, ind + "  ", out)
            if n.orelse is not None:
                self._guard = orelse
                self._node(n.orelse, ind + "  ", out)
        finally:
            self._guard = outer
        out.append(f"{ind}}}\n")
    _no_unroll = False    # printing a CUDA one-thread kernel: its loops are not unrolled (CudaTarget)
    _in_kernel = False    # printing a CUDA kernel: loops with memory recurrences are not unrolled

    def _memory_recurrence(self, loop: Loop) -> bool:
        """Whether a statement inside `loop` writes an element of memory that is the same at every
        iteration (its printed subscripts name neither the loop's iterator nor one bound inside it; not
        a register of a `Private` node) and a statement inside also reads that array from memory: a
        recurrence through one element, as `B[2i][2i] += f(B[j][i + 2], B[0][i])` over j.  nvcc 13.0
        unrolls some such loops wrongly (CudaTarget.kernel_source).  Recurrences along the loop
        (`y[j] = f(y[j - 1])`) and elements kept in registers are not such loops."""
        inside = list(walk(loop.body))
        stmts = [n for n in inside if isinstance(n, Stmt)]
        bound = {loop.iterator} | {n.iterator for n in inside if isinstance(n, (Loop, Let))}
        fixed: set[str] = set()
        read: set[str] = set()
        for n in stmts:
            regs = dict(n.regs)
            args = None
            for a in self.prog.scop.statement(n.name).accesses:
                if a.ref_id in regs:
                    continue
                if a.kind != "write":
                    read.add(a.array)
                    continue
                if args is None:
                    args = [self.expr(e) for e in n.args]
                text = self.stmts.access(n.name, args, a.node) if a.node is not None else ""
                if not any(re.search(rf"\b{re.escape(b)}\b", text) for b in bound):
                    fixed.add(a.array)
        return bool(fixed & read)

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:  # pragma: no cover - interface
        raise NotImplementedError

    def inline_launch(self, k: Kernel, args: list[str], ind: str) -> str:  # pragma: no cover - interface
        raise NotImplementedError

    def persistent_launch(self, n: Persistent, ind: str) -> str:  # pragma: no cover - interface
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
        plain = self.plain_arrays(k)
        for a in self.prog.arrays:
            if a.name in plain:         # read through a select with a written array: no qualifiers
                out.append((self.pointer_param(a, False, restrict=False), nm(a.name)))
            else:
                out.append((self.pointer_param(a, a.name not in k.arrays_written), nm(a.name)))
            for d in range(1, len(a.extents)):
                out.append((f"long _{nm(a.name)}_e{d}", f"_{nm(a.name)}_e{d}"))
            for d, o in enumerate(a.offsets or ()):
                if o is not None:
                    out.append((f"long _{nm(a.name)}_o{d}", f"_{nm(a.name)}_o{d}"))
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

    def pointer_param(self, a, const: bool, restrict: bool = True) -> str:
        return f"{'const ' if const else ''}{a.ctype} *{'__restrict__ ' if restrict else ''}{self.names(a.name)}"

    def plain_arrays(self, k: Kernel) -> set[str]:
        """Arrays kernel k declares without `const` and `__restrict__` (GPU targets: codegen/select_reads.py)."""
        return set()

    def value_type(self, ctype: str) -> str:
        return ctype

    def launch_prologue(self, k: Kernel, args: list[str], ind: str,
                        runtime_block: bool = True) -> tuple[list[str], str]:
        lines = [f"{ind}{{"]
        for h, a in zip(k.hnames, args):
            lines.append(f"{ind}  const long {h} = {a};")
        geo, cond = k.geometry.host_lines(ind + "  ", self.expr, runtime_block)
        return lines + geo, cond


class GpuTarget(CTarget):
    """CUDA and OpenCL: kernels over a grid of blocks, launched from a host function."""

    device = True
    qualifier = ""
    block_id = thread_id = n_blocks = block_dim = ""

    def plain_arrays(self, k: Kernel) -> set[str]:
        from .select_reads import unrestricted_reads
        return unrestricted_reads(self.prog.scop, k.statements, set(k.arrays_written))

    def kernel_source(self, k: Kernel) -> str:
        if k.contraction is not None:
            from .contraction_code import contraction_source
            return contraction_source(self, k)
        if k.onepass is not None:
            from .onepass_code import kernel_source
            return kernel_source(self, k)
        if k.stencil is not None:
            from .stencil_code import stencil_source
            return stencil_source(self, k)
        if k.reduction is not None:
            return reduction_code.kernel_source(self, k)
        params = [d for d, _ in self.kernel_params(k)]
        ids = [{"block": self.block_id.format(a=AXES[a], n=a), "thread": self.thread_id.format(a=AXES[a], n=a),
                "blocks": self.n_blocks.format(a=AXES[a], n=a),
                "size": self.block_dim.format(a=AXES[a], n=a) if k.geometry.fill else str(k.block[d])}
               for d, a in enumerate(k.axes)]
        return _env.get_template("kernel.j2").render(k=k, params=params, body=self.body(k).rstrip("\n"),
                                                     ids=ids, qualifier=self.qualifier,
                                                     stride_template=self.stride_template(k)).rstrip("\n")

    def stride_template(self, k: Kernel) -> bool:
        """CUDA: a generic kernel is a template over whether its blocks stride over the tiles.  A grid
        covers every tile unless a dimension has more tiles than the hardware's grid limit; the kernel
        launched then (<false>) runs each tile loop at most once, provably to the compiler, which keeps
        the 64-bit loop state out of registers (heat-3d's sweep: 56 -> 32 registers a thread)."""
        return False


    # ------------------------------------------------------------------ persistent kernels
    barrier = ""
    local_id = ""
    block_threads = 1024
    persistent_bounds = ""

    def persistent_name(self, n: Persistent) -> str:
        return f"{self.prog.name.replace('_' + self.prog.scop.function, '')}_persistent{n.index}"

    def persistent_params(self, n: Persistent) -> list[tuple[str, str]]:
        """The kernel arguments every kernel of the loop shares (arrays, extents, parameters, scalars)."""
        written = set()
        for i in n.kernels:
            written |= set(self.prog.kernel(i).arrays_written)
        first = self.prog.kernel(n.kernels[0])
        statements = [st for i in n.kernels for st in self.prog.kernel(i).statements]
        probe = Kernel(index=-1, name="", geometry=type(first.geometry)([], [], []), tile=[], hnames=[], gnames=[],
                       body=Block(()), arrays_written=sorted(written), statements=statements)
        return self.kernel_params(probe)

    def persistent_source(self, n: Persistent) -> str:
        """The kernel that runs host loop `n` in one block.

        OpenCL: each barrier, and the start of the loop's body (where PoCL puts a barrier of its own), is
        followed by a store to a volatile local (`anchor`), which the compiler neither drops nor
        moves.  Without it, a launch whose code is all under a test of the work-item (a one-thread
        kernel's `if (_tid == 0)`, the test hoisted out of the loop by clang) left the barrier's block
        ending in a branch on the work-item; PoCL 3.1 takes the successors of a barrier's block for the
        entries of regions that the whole work-group runs alike (pocl/pocl#2281), and the code under the
        test ran on no work-item (fuzz --c-features seed 9174, tests/fuzz_regressions/
        pocl_branch_after_barrier.c).  After the store, the branch is in a region, taken by each
        work-item."""
        params = ", ".join(d for d, _ in self.persistent_params(n))
        self._inline = True
        self._guards = 0
        self._anchored = n.loop if self.anchor else None
        try:
            body = self.code(n.loop, "  ")
        finally:
            self._inline = False
            self._guard = None
            self._anchored = None
        anchor = f"  volatile int {self.anchor} = 0;\n" if self.anchor else ""
        return (f"{self.qualifier} {self.persistent_bounds} void {self.persistent_name(n)}({params})\n{{\n"
                f"  const long _tid = {self.local_id};\n{anchor}{body}}}")

    def persistent_condition(self, n: Persistent) -> str:
        conds = []
        for _, pts, inner in n.points:
            if pts:
                prod = " * ".join(f"(long)({self.expr(p)})" for p in pts)
                conds.append(f"{prod} <= {n.limit}L")
                if inner:
                    work = " * ".join(f"(long)({self.expr(p)})" for p in pts + inner)
                    conds.append(f"{work} <= {n.work_limit}L")
        return " && ".join(conds) or "1"

    def inline_launch(self, k: Kernel, args: list[str], ind: str) -> str:
        """Kernel k's launch inside a persistent kernel: the block runs every point of the launch (each
        group of threads of k's block shape is one virtual block of a grid-stride loop over the launch's
        tiles), then waits at a barrier, where the launch would have ended."""
        lines, cond = self.launch_prologue(k, args, ind, runtime_block=False)
        if self._guard is not None:
            cond = f"{self._guard} && ({cond})"
        guard, self._guard = self._guard, None      # the kernel's own loops run as they are
        try:
            return self._inline_launch(k, lines, cond, ind)
        finally:
            self._guard = guard

    def _inline_launch(self, k: Kernel, lines: list[str], cond: str, ind: str) -> str:
        geo = k.geometry
        inner = ind + "    "
        lines.append(f"{ind}  if ({cond}) {{")
        body = self.body(k)
        if not k.n_par:
            lines.append(f"{ind}    if (_tid == 0) {{")
            lines.append(indent(body, inner + "  ").rstrip("\n"))
            lines.append(f"{ind}    }}")
        else:
            bx = geo.block_xyz() + [1, 1]
            nthreads = 1
            for b in k.block:
                nthreads *= b
            nvb = self.block_threads // nthreads
            lines.append(f"{inner}if (_tid < {nvb * nthreads}L) {{")
            cur = inner + "  "
            ids = [f"_tid % {bx[0]}L", f"(_tid / {bx[0]}L) % {bx[1]}L", f"(_tid / {bx[0] * bx[1]}L) % {bx[2]}L"]
            total = " * ".join(f"_nt{d}" for d in range(k.n_par))
            lines.append(f"{cur}for (long _tl = _tid / {nthreads}L; _tl < {total}; _tl += {nvb}L) {{")
            cur2 = cur + "  "
            rest = "_tl"
            for d in reversed(range(k.n_par)):
                if d:
                    lines.append(f"{cur2}const long _t{d} = {rest} % _nt{d};")
                    rest = f"({rest} / _nt{d})"
                else:
                    lines.append(f"{cur2}const long _t{d} = {rest};")
            pts = geo.tile_points            # a contraction kernel's tiles hold several points per thread
            opened = 0
            for d in range(k.n_par):
                if pts[d] == k.block[d]:
                    lines.append(f"{cur2}const long _g{d} = (_lo{d} + _t{d}) * {k.block[d]} + {ids[k.axes[d]]};")
                    continue
                lines.append(f"{cur2}for (long _q{d} = {ids[k.axes[d]]}; _q{d} < {pts[d]}L; _q{d} += {k.block[d]}L) {{")
                cur2 += "  "
                opened += 1
                lines.append(f"{cur2}const long _g{d} = (_lo{d} + _t{d}) * {pts[d]} + _q{d};")
            lines.append(indent(body, cur2).rstrip("\n"))
            for _ in range(opened):
                cur2 = cur2[:-2]
                lines.append(f"{cur2}}}")
            lines.append(f"{cur}}}")
            lines.append(f"{inner}}}")
        lines.append(f"{ind}  }}")
        lines.append(f"{ind}  {self.barrier}")
        if self.anchor:
            lines.append(f"{ind}  {self.anchor} = 0;")
        lines.append(f"{ind}}}")
        return "\n".join(drop_unused_values(lines, k.hnames)) + "\n"


def _one_thread(k: Kernel) -> bool:
    """Whether kernel k runs its code in one thread (no mapped member, no parallel reduction or
    contraction plan): its loops get `#pragma unroll 1` on CUDA (CudaTarget.kernel_source)."""
    return not (k.n_par or k.reduction is not None or k.contraction is not None)


class CudaTarget(GpuTarget):
    name = "cuda"
    qualifier = "__global__"
    block_id, thread_id, n_blocks = "blockIdx.{a}", "threadIdx.{a}", "gridDim.{a}"
    block_dim = "(long)blockDim.{a}"
    # PTX's prefetch to L1 (a hint: it loads nothing into the program; s2s/gpu/carry.py)
    prefetch_hint = 'asm volatile("prefetch.global.L1 [%0];" :: "l"({}));'

    def stride_template(self, k: Kernel) -> bool:
        return bool(k.n_par) and k.contraction is None and k.onepass is None and k.stencil is None \
            and k.reduction is None

    def kernel_source(self, k: Kernel) -> str:
        """A one-thread kernel's loops get `#pragma unroll 1`, and so does every loop of a kernel whose
        statements read and write one array (`_memory_recurrence`): nvcc 13.0 unrolls such loops wrongly
        in some programs (a store to the element 3 iterations further than the load it depends on; fuzz
        seeds 300536 and 360455 on the H100 in one-thread kernels, 432498 and 432568 in loops of parallel
        kernels, `B[2i][2i] += f(B[j][i + 2], B[0][i])` over j; right with OpenCL, -Xcicc -O0, -G or
        without unrolling).  Such a loop runs its iterations one after the other through memory anyway,
        so unrolling buys little there."""
        self._in_kernel = True
        try:
            if not _one_thread(k):
                return super().kernel_source(k)
            self._no_unroll = True
            try:
                return super().kernel_source(k)
            finally:
                self._no_unroll = False
        finally:
            self._in_kernel = False

    def persistent_source(self, n: Persistent) -> str:
        """A persistent kernel runs short launches' code in one block: the loops of one-thread kernels'
        code get `#pragma unroll 1` there too (GpuTarget._node), the others' as in their own kernels."""
        self._in_kernel = True
        try:
            return super().persistent_source(n)
        finally:
            self._in_kernel = False

    @staticmethod
    def _vector_launches(k: Kernel, call_args: str, dyn: int, ind: str) -> list[str]:
        """The launches of a contraction kernel that is a template over its copies' width
        (codegen/contraction_code.contraction_source): <16> runs the blocks' first fast tiles whose pairs
        pass its test, <8> every other tile.  Where every tile is fast, <8> has only the tiles of unaligned
        rows and follows <16> on the same stream; otherwise it runs the generic tiles beside <16> on a
        second stream (s2s_side_stream), forked and joined with events (which cost about 10 us a launch
        on an H200: docs/benchmarks.md)."""
        out = []
        for width in (16, 8):
            out.append(f"{ind}    static int _dyn_state{width} = 0;")
            out.append(f"{ind}    const size_t _dyn{width} = s2s_dynamic_shared((const void *){k.name}<{width}>, "
                       f"{dyn}, &_dyn_state{width});")
        side = not k.contraction.every_tile_fast
        if side:
            out += [f"{ind}    cudaStream_t _side;", f"{ind}    cudaEvent_t _fork, _join;",
                    f"{ind}    s2s_side_stream(&_side, &_fork, &_join);"]
        out.append(f"{ind}    S2S_KERNEL_BEGIN(\"{k.name}\");")
        if side:
            out += [f"{ind}    S2S_CUDA_CHECK(cudaEventRecord(_fork, 0), \"fork of a stream\");",
                    f"{ind}    S2S_CUDA_CHECK(cudaStreamWaitEvent(_side, _fork, 0), \"fork of a stream\");"]
        for width in ((8, 16) if side else (16, 8)):
            stream = ", _side" if side and width == 8 else ""
            out.append(f"{ind}    {k.name}<{width}><<<_grid, _block, _dyn{width}{stream}>>>({call_args});")
            out.append(f"{ind}    S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {k.name}<{width}>\");")
        if side:
            out += [f"{ind}    S2S_CUDA_CHECK(cudaEventRecord(_join, _side), \"join of a stream\");",
                    f"{ind}    S2S_CUDA_CHECK(cudaStreamWaitEvent(0, _join, 0), \"join of a stream\");"]
        return out + [f"{ind}    S2S_KERNEL_END(\"{k.name}\");", f"{ind}  }}", f"{ind}}}"]

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:
        if k.onepass is not None:
            from .onepass_code import launch
            return launch(self, k, args, ind)
        if k.reduction is not None:
            return reduction_code.launch(self, k, args, ind)
        lines, cond = self.launch_prologue(k, args, ind)
        lines.append(f"{ind}  if ({cond}) {{")
        if k.n_par:
            grid = ", ".join(f"(unsigned){g}" if g != "1" else g for g in k.geometry.grid_dims())
            block = ", ".join(k.geometry.block_exprs())
            lines.append(f"{ind}    dim3 _grid({grid}), _block({block});")
        else:
            lines.append(f"{ind}    dim3 _grid(1), _block(1);")
        call_args = ", ".join(v for _, v in self.kernel_params(k))
        dm = getattr(k.contraction, "dmma", None)
        dyn = getattr(dm, "dynamic", 0)
        if dm is not None and dm.vector:
            return "\n".join(lines + self._vector_launches(k, call_args, dyn, ind)) + "\n"
        if dyn:
            # the pipelined buffers of the tensor-core body in dynamic shared memory (s2s_dynamic_shared)
            lines.append(f"{ind}    static int _dyn_state = 0;")
            lines.append(f"{ind}    const size_t _dyn = s2s_dynamic_shared((const void *){k.name}, {dyn}, &_dyn_state);")
        lines.append(f"{ind}    S2S_KERNEL_BEGIN(\"{k.name}\");")
        if self.stride_template(k):
            lines.append(f"{ind}    if ({k.geometry.grid_short()})")
            lines.append(f"{ind}      {k.name}<true><<<_grid, _block>>>({call_args});")
            lines.append(f"{ind}    else")
            lines.append(f"{ind}      {k.name}<false><<<_grid, _block>>>({call_args});")
        else:
            if dyn:
                lines.append(f"{ind}    {k.name}<<<_grid, _block, _dyn>>>({call_args});")
            else:
                lines.append(f"{ind}    {k.name}<<<_grid, _block>>>({call_args});")
        lines.append(f"{ind}    S2S_KERNEL_END(\"{k.name}\");")
        lines.append(f"{ind}    S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {k.name}\");")
        lines.append(f"{ind}  }}")
        lines.append(f"{ind}}}")
        return "\n".join(lines) + "\n"

    barrier = "__syncthreads();"
    local_id = "threadIdx.x"
    block_threads = 1024
    # the compiler must fit the whole block on a multiprocessor (64 registers a thread), spilling if need be
    persistent_bounds = "__launch_bounds__(1024)"

    def persistent_launch(self, n: Persistent, ind: str) -> str:
        name = self.persistent_name(n)
        args = ", ".join(v for _, v in self.persistent_params(n))
        lines = [f"{ind}if ({self.persistent_condition(n)}) {{",
                 f"{ind}  /* s2s: every launch of this loop is small: the loop runs in one block */",
                 f"{ind}  S2S_KERNEL_BEGIN(\"{name}\");",
                 f"{ind}  {name}<<<1, {self.block_threads}>>>({args});",
                 f"{ind}  S2S_KERNEL_END(\"{name}\");",
                 f"{ind}  S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {name}\");",
                 f"{ind}}} else {{"]
        return "\n".join(lines) + "\n" + self.code(n.loop, ind + "  ") + f"{ind}}}\n"


class OpenCLTarget(GpuTarget):
    name = "opencl"
    qualifier = "__kernel"
    block_id, thread_id, n_blocks = "get_group_id({n})", "(long)get_local_id({n})", "get_num_groups({n})"
    barrier = "barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);"
    local_id = "(long)get_local_id(0)"
    block_threads = 256
    persistent_bounds = "__attribute__((reqd_work_group_size(256, 1, 1)))"
    uniform_barriers = True     # PoCL (GpuTarget._hoisted_if)
    anchor = "_anchor"          # PoCL (GpuTarget.persistent_source)

    def persistent_launch(self, n: Persistent, ind: str) -> str:
        prog = self.prog
        pos = len(prog.kernels) + prog.persistent.index(n)
        name = self.persistent_name(n)
        lines = [f"{ind}if ({self.persistent_condition(n)}) {{",
                 f"{ind}  /* s2s: every launch of this loop is small: the loop runs in one work-group */",
                 f"{ind}  cl_kernel _k = _kernels[{pos}];",
                 f"{ind}  cl_uint _a = 0;"]
        lines += self.set_args(self.persistent_params(n), name, ind + "  ")
        lines.append(f"{ind}  size_t _gws[1] = {{{self.block_threads}}}, _lws[1] = {{{self.block_threads}}};")
        lines.append(f"{ind}  S2S_CL_CHECK(clEnqueueNDRangeKernel(s2s_cl_queue, _k, 1, NULL, _gws, _lws, 0, NULL, "
                     f"NULL), \"launch of {name}\");")
        lines.append(f"{ind}}} else {{")
        return "\n".join(lines) + "\n" + self.code(n.loop, ind + "  ") + f"{ind}}}\n"

    def set_args(self, params: list[tuple[str, str]], name: str, ind: str) -> list[str]:
        """clSetKernelArg of each (declaration, value) kernel argument of kernel `name`, in order."""
        scop = self.prog.scop
        types = {p: scop.param_types.get(p, "int") for p in scop.params}
        types.update(scop.scalar_values)
        lines = []
        for decl, val in params:
            if decl.startswith("__global"):
                lines.append(f"{ind}S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof(cl_mem), &{val}), "
                             f"\"argument {val} of {name}\");")
            else:
                orig = self.names.original(val)
                # a user's parameter (as renamed), else one of s2s's own (`_nt0`), even if the user has one
                t = types[orig] if orig in types and self.names(orig) == val else "long"
                lines.append(f"{ind}{{ {t} _v = {val}; S2S_CL_CHECK(clSetKernelArg(_k, _a++, sizeof _v, &_v), "
                             f"\"argument {val} of {name}\"); }}")
        return lines

    def pointer_param(self, a, const: bool, restrict: bool = True) -> str:
        return (f"__global {'const ' if const else ''}{ocl_type(a.ctype)} *{'restrict ' if restrict else ''}"
                f"{self.names(a.name)}")

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
        lines += self.set_args(self.kernel_params(k), k.name, ind + "    ")
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
    threads = True      # False: the host's sequential version (no pragma; reductions in partial sums)

    def __init__(self, prog: ScopProgram, threads: bool = True):
        super().__init__(prog)
        self.threads = threads

    def launch(self, k: Kernel, args: list[str], ind: str) -> str:
        serial = k.reduction is not None and k.reduction.mode == "serial"
        if k.reduction is not None and not serial:
            return reduction_code.openmp_launch(self, k, args, ind)
        lines = [f"{ind}{{"]
        for h, a in zip(k.hnames, args):
            lines.append(f"{ind}  const long {h} = {a};")
        body = reduction_code.serial_code(self, k) if serial else self.body(k)
        if not k.n_par:
            lines.append(indent(body, ind + "  ").rstrip("\n"))
            lines.append(f"{ind}}}")
            return "\n".join(drop_unused_values(lines, k.hnames)) + "\n"
        for d, (lo, hi) in enumerate(k.ranges):
            lines.append(f"{ind}  const long _lo{d} = (long)({self.expr(lo)}), _hi{d} = (long)({self.expr(hi)});")
        cb = k.cpu_block if self.threads else None
        if cb is not None:
            lines.append(self._column_block(k, cb, ind + "  "))
            lines.append(f"{ind}}}")
            return "\n".join(drop_unused_values(lines, k.hnames)) + "\n"
        collapse = f" collapse({k.n_par})" if k.n_par > 1 else ""
        chunk = f", {k.tile[0]}" if k.tile else ""
        if self.threads:
            lines.append(f"{ind}  #pragma omp parallel for{collapse} schedule(static{chunk})")
        cur = ind + "  "
        for d in range(k.n_par):
            lines.append(f"{cur}for (long _g{d} = _lo{d}; _g{d} <= _hi{d}; _g{d}++)")
            cur += "  "
        lines.append(f"{cur[:-2]}{{")
        lines.append(indent(body, cur).rstrip("\n"))
        lines.append(f"{cur[:-2]}}}")
        lines.append(f"{ind}}}")
        return "\n".join(drop_unused_values(lines, k.hnames)) + "\n"


    def _column_block(self, k: Kernel, cb, ind: str) -> str:
        """Kernel k's points in blocks of cpu_blocks.BLOCK, the inner loop around each block's points (a
        column walk becomes row segments: codegen/cpu_blocks.py)."""
        from .cpu_blocks import BLOCK
        g, loop = k.gnames[0], cb.loop
        out = [f"{ind}#pragma omp parallel for schedule(static)",
               f"{ind}for (long _gb = _lo0; _gb <= _hi0; _gb += {BLOCK}) {{",
               f"{ind}  const long _ge = _hi0 - _gb < {BLOCK - 1} ? _hi0 : _gb + {BLOCK - 1};"]
        points = f"for (long {g} = _gb; {g} <= _ge; {g}++)"
        slots = {p.name: f"{p.name}[{g} - _gb]" for p in cb.privates}
        loads, stores = [], []
        for p in cb.privates:
            dev = self.stmts.dev.get(p.array)
            ctype = self.value_type(dev.ctype if dev is not None else p.ctype)
            slot = slots[p.name]
            elem = self.stmts.element(p.array, [self.expr(e) for e in p.index])
            out.append(f"{ind}  {ctype} {p.name}[{BLOCK}];")
            if p.load:
                load = f"{slot} = {elem};"
                loads.append(f"{slot} = 0; if ({self.expr(p.load_cond)}) {load}" if p.load_cond is not None
                             else load)
            else:
                loads.append(f"{slot} = 0;")
            if p.store:
                store = f"{elem} = {slot};"
                stores.append(f"if ({self.expr(p.store_cond)}) {store}" if p.store_cond is not None else store)
        if loads:
            out.append(f"{ind}  {points} {{ {' '.join(loads)} }}")

        def printed(nodes) -> str:
            return self.code(_rename_registers(Block(tuple(nodes)), slots), ind + "    ").rstrip("\n")

        if cb.pre:
            out += [f"{ind}  {points} {{", printed(cb.pre), f"{ind}  }}"]
        it = loop.iterator
        step = f"{it}++" if loop.step == 1 else f"{it} += {loop.step}"
        out.append(f"{ind}  for (long {it} = {self.expr(loop.init)}; {self.expr(loop.cond)}; {step}) {{")
        out.append(f"{ind}    {points} {{")
        out.append(self.code(_rename_registers(loop.body, slots), ind + "      ").rstrip("\n"))
        out.append(f"{ind}    }}")
        out.append(f"{ind}  }}")
        if cb.post:
            out += [f"{ind}  {points} {{", printed(cb.post), f"{ind}  }}"]
        if stores:
            out.append(f"{ind}  {points} {{ {' '.join(stores)} }}")
        out.append(f"{ind}}}")
        return "\n".join(out)


def _rename_registers(n: Node, slots: dict[str, str]) -> Node:
    """`n` with the accesses kept in the registers named in `slots` using their slot (an element of the
    block's registers)."""
    from dataclasses import replace as _replace
    if isinstance(n, Stmt):
        return _replace(n, regs=tuple((r, slots.get(v, v)) for r, v in n.regs))
    if isinstance(n, Block):
        return Block(tuple(_rename_registers(c, slots) for c in n.body))
    if isinstance(n, Loop):
        return _replace(n, body=_rename_registers(n.body, slots))
    if isinstance(n, If):
        return _replace(n, then=_rename_registers(n.then, slots),
                        orelse=None if n.orelse is None else _rename_registers(n.orelse, slots))
    return n


TARGETS = {"cuda": CudaTarget, "opencl": OpenCLTarget, "openmp": OpenMPTarget}


def target_for(name: str, prog: ScopProgram) -> CTarget:
    return TARGETS[name](prog)


__all__ = ["CTarget", "CudaTarget", "OpenCLTarget", "OpenMPTarget", "GRID_LIMIT", "TARGETS", "target_for",
           "ocl_type", "indent"]
