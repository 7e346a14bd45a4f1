"""Run translated SCoPs with pyopencl: one device buffer per array of a SCoP, the copies of the transfer
plan, and the kernel launches of the host AST, whose loops and launch values are evaluated in Python."""
from __future__ import annotations

import functools
import math
import os

import numpy as np

from ..codegen import emit
from ..codegen.ast_printer import EXPR_MACROS, expr_to_c
from ..codegen.kernel_ir import GRID_LIMIT
from ..codegen.targets import OpenCLTarget
from ..diagnostics import S2SError
from .cfunc import dtype_of
from .evaluate import compile_c_text, host_function



# ------------------------------------------------------------------------------------------ devices
def _cl():
    try:
        import pyopencl as cl
    except ImportError as e:  # pragma: no cover - pyopencl is a dependency
        raise S2SError(f"s2s.opencl needs pyopencl: {e}") from None
    return cl


def pick_device(spec: str | None = None):
    """The device the generated C host code would use: S2S_OPENCL_DEVICE=P:D (platform and device
    numbers, or just P), else the first GPU, else the first device of any platform."""
    cl = _cl()
    try:
        platforms = cl.get_platforms()
    except Exception as e:  # no ICD loader or no platform
        raise S2SError(f"no OpenCL platform: {e}") from None
    if not platforms:
        raise S2SError("no OpenCL platform (`make opencl` installs PoCL)")
    spec = os.environ.get("S2S_OPENCL_DEVICE") if spec is None else spec
    if spec:
        try:
            parts = [int(x) for x in spec.split(":")]
            if not 1 <= len(parts) <= 2:
                raise ValueError
        except ValueError:
            raise S2SError(f"bad S2S_OPENCL_DEVICE '{spec}': expected PLATFORM:DEVICE numbers, e.g. 0:0") \
                from None
        p, d = parts[0], parts[1] if len(parts) > 1 else 0
        if p >= len(platforms):
            raise S2SError(f"S2S_OPENCL_DEVICE={spec}: no platform {p} ({len(platforms)} platforms)")
        devs = platforms[p].get_devices()
        if d >= len(devs):
            raise S2SError(f"S2S_OPENCL_DEVICE={spec}: no device {d} on platform {p}")
        return devs[d]
    for p in platforms:
        try:
            devs = p.get_devices(device_type=cl.device_type.GPU)
        except Exception:  # CL_DEVICE_NOT_FOUND
            devs = []
        if devs:
            return devs[0]
    for p in platforms:
        try:
            devs = p.get_devices()
        except Exception:
            devs = []
        if devs:
            return devs[0]
    raise S2SError("no OpenCL device")


@functools.cache
def _default_queue(spec: str | None):
    cl = _cl()
    dev = pick_device(spec)
    ctx = cl.Context([dev])
    return cl.CommandQueue(ctx)


def default_queue():
    """A queue on the default device (shared by the callables that are given no context or queue)."""
    return _default_queue(os.environ.get("S2S_OPENCL_DEVICE") or None)


def resolve_queue(context=None, queue=None):
    cl = _cl()
    if queue is not None:
        if context is not None and queue.context != context:
            raise ValueError("queue= belongs to another context than context=")
        return queue
    if context is not None:
        return cl.CommandQueue(context)
    return default_queue()


def kernel_source(programs) -> str:
    """The OpenCL C program: the fp64 and FP_CONTRACT pragmas, the expression macros and every kernel, as
    in the generated host code's embedded source."""
    kernels = emit.render_kernels(programs, "opencl")
    return emit.OPENCL_PRAGMAS + EXPR_MACROS + "\n" + "\n\n".join(
        kernels[p.name][k.index] for p in programs for k in p.kernels) + "\n"


def build_program(queue, source: str, what: str):
    cl = _cl()
    try:
        dev = queue.device
        # C's float division and sqrtf are correctly rounded; OpenCL's only when asked (as the C host code)
        exact = dev.single_fp_config & cl.device_fp_config.CORRECTLY_ROUNDED_DIVIDE_SQRT
        return cl.Program(queue.context, source).build(
            options=["-cl-fp32-correctly-rounded-divide-sqrt"] if exact else [])
    except cl.RuntimeError as e:
        raise S2SError(f"the OpenCL compiler rejected the kernels of {what}:\n{e}") from None


# ------------------------------------------------------------------------------------------ one SCoP
class ScopRunner:
    """Runs one translated SCoP (a ScopProgram) on an environment {C name: value}."""

    def __init__(self, prog, program, queue):
        cl = _cl()
        self.prog = prog
        self.queue = queue
        scop = prog.scop
        self.types = {p: scop.param_types.get(p, "int") for p in scop.params}
        self.types.update(scop.scalar_values)
        self.host = host_function(prog.host_ast, list(scop.params))
        self.extents = {a.name: [compile_c_text(e)[0] for e in a.extents] for a in prog.arrays}
        self.copy_in_when = {a.name: compile_c_text(a.copy_in_when)[0] for a in prog.arrays if a.copy_in_when}
        self.dtypes = {}
        for a in prog.arrays:
            dt = dtype_of(a.ctype)
            if dt is None:
                raise S2SError(f"array '{a.name}' of SCoP {scop.index} has element type '{a.ctype}', "
                               "which has no NumPy equivalent")
            self.dtypes[a.name] = dt
        target = OpenCLTarget(prog)
        extent_args = {f"_{target.names(a.name)}_e{d}": ("ext", a.name, d)
                       for a in prog.arrays for d in range(1, len(a.extents))}
        self.offsets = {a.name: [compile_c_text(o)[0] if o is not None else None for o in a.offsets]
                        for a in prog.arrays if a.offsets}
        extent_args.update({f"_{target.names(a.name)}_o{d}": ("off", a.name, d)
                            for a in prog.arrays for d, o in enumerate(a.offsets or ()) if o is not None})
        self.kernels = {}
        for k in prog.kernels:
            knl = cl.Kernel(program, k.name)
            slots, dtypes = [], []
            for _, generated in target.kernel_params(k):
                val = target.names.original(generated)                   # the user's name
                if val in self.dtypes:                                   # an array: its buffer
                    slots.append(("buf", val))
                    dtypes.append(None)
                elif generated in extent_args:                           # _A_e1: an inner extent
                    slots.append(extent_args[generated])
                    dtypes.append(np.int64)
                elif val in self.types:                                  # a parameter or scalar value
                    slots.append(("val", val))
                    dt = dtype_of(self.types[val])
                    if dt is None:
                        raise S2SError(f"'{val}' has type '{self.types[val]}', which has no NumPy equivalent")
                    dtypes.append(dt)
                elif val in k.hnames:
                    slots.append(("h", k.hnames.index(val)))
                    dtypes.append(np.int64)
                elif val.startswith("_lo") or val.startswith("_nt"):
                    slots.append((val[1:3], int(val[3:])))
                    dtypes.append(np.int64)
                else:  # pragma: no cover - kernel_params only produces the above
                    raise S2SError(f"internal error: unknown kernel argument '{val}' of {k.name}")
            knl.set_scalar_arg_dtypes(dtypes)
            group = math.prod(k.block) if k.n_par else 1
            limit = knl.get_work_group_info(cl.kernel_work_group_info.WORK_GROUP_SIZE, queue.device)
            if group > limit:
                raise S2SError(f"kernel {k.name} of SCoP {scop.index} has work-groups of {group} work-items "
                               f"({'x'.join(map(str, reversed(k.block)))}), but the device "
                               f"'{queue.device.name}' allows at most {limit} for it: pass a smaller "
                               "tile_size= or sizes=")
            ranges = [(compile_c_text(expr_to_c(lo))[0], compile_c_text(expr_to_c(hi))[0])
                      for lo, hi in k.ranges]
            self.kernels[k.index] = (k, knl, slots, ranges)

    def run(self, env: dict) -> int:
        """Copy in, launch every kernel as the host AST says, copy out; returns the number of launches."""
        cl = _cl()
        queue = self.queue
        prog = self.prog
        keep = []
        bufs = {}
        ext = {}
        V = env
        for a in prog.arrays:
            dims = [int(f(V)) for f in self.extents[a.name]]
            ext[a.name] = dims
            size = math.prod(dims) if dims else 1
            dt = self.dtypes[a.name]
            nbytes = max(size, 1) * dt.itemsize
            buf = cl.Buffer(queue.context, cl.mem_flags.READ_WRITE, size=nbytes)
            bufs[a.name] = buf
            if a.copy_in and size > 0 and (a.name not in self.copy_in_when or self.copy_in_when[a.name](V)):
                host = self._host_data(a, env, size, dt)
                keep.append(host)
                cl.enqueue_copy(queue, buf, host, is_blocking=False)
        for a in prog.arrays:
            if a.source is not None and ext[a.name] and math.prod(ext[a.name]) > 0:
                # a snapshot (passes/snapshot.py): the array's values before the SCoP, copied on the device
                cl.enqueue_copy(queue, bufs[a.name], bufs[a.source],
                                byte_count=math.prod(ext[a.name]) * self.dtypes[a.name].itemsize)
        count = [0]

        def launch(kidx, hvals):
            k, knl, slots, ranges = self.kernels[kidx]
            lo, nt = [], []
            if ranges:
                W = dict(V)
                W.update(zip(k.hnames, hvals))
                for d, (flo, fhi) in enumerate(ranges):
                    lo_d, nt_d = k.geometry.tiles(int(flo(W)), int(fhi(W)), d)
                    if nt_d <= 0:
                        return
                    lo.append(lo_d)
                    nt.append(nt_d)
            args = []
            for s in slots:
                tag = s[0]
                if tag == "buf":
                    args.append(bufs[s[1]])
                elif tag == "ext":
                    args.append(ext[s[1]][s[2]])
                elif tag == "off":
                    args.append(int(self.offsets[s[1]][s[2]](V)))
                elif tag == "val":
                    args.append(V[s[1]])
                elif tag == "h":
                    args.append(hvals[s[1]])
                elif tag == "lo":
                    args.append(lo[s[1]])
                else:
                    args.append(nt[s[1]])
            dims = max(1, k.n_par)
            blocks = k.geometry.by_axis([min(n, GRID_LIMIT[a]) for n, a in zip(nt, k.axes)], 1)
            threads = k.geometry.by_axis(k.block, 1)
            gws = [blocks[a] * threads[a] for a in range(dims)]
            lws = [threads[a] for a in range(dims)]
            knl(queue, tuple(gws), tuple(lws), *args)
            count[0] += 1

        self.host(launch, V)
        queue.finish()
        for a in prog.arrays:
            if not a.copy_out:
                continue
            dims = ext[a.name]
            size = math.prod(dims) if dims else 1
            if size <= 0:
                continue
            out = np.empty(size, dtype=self.dtypes[a.name])
            cl.enqueue_copy(queue, out, bufs[a.name], is_blocking=True)
            self._store(a, env, out)
        for b in bufs.values():
            b.release()
        del keep
        return count[0]

    def _host_data(self, a, env, size, dt):
        """What to copy in: the first `size` elements of the caller's array, or of a zero-filled buffer
        for arrays that only exist inside the function."""
        x = env.get(a.name)
        if isinstance(x, np.ndarray):
            return np.ascontiguousarray(x.reshape(-1)[:size] if x.flags.c_contiguous else
                                        np.ascontiguousarray(x).reshape(-1)[:size], dtype=dt)
        if a.kind == "scalar" and x is not None:
            return np.array([x], dtype=dt)
        return np.zeros(size, dtype=dt)

    def _store(self, a, env, out):
        x = env.get(a.name)
        if isinstance(x, np.ndarray):
            if x.flags.c_contiguous:
                x.reshape(-1)[:out.size] = out
            else:
                tmp = np.ascontiguousarray(x)
                tmp.reshape(-1)[:out.size] = out
                x[...] = tmp
        elif a.kind == "scalar" and a.name in env:
            env[a.name] = out[0].item()
