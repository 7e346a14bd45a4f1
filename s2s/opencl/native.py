"""Run the C function itself: compile the source with cc into a shared library and call it with ctypes.

This is what a built callable does when the function cannot run entirely on the OpenCL device (a SCoP
that s2s leaves sequential, code outside the SCoPs), and what `s2s.opencl.build_native` gives for
reference results.  A small entry point appended to the source takes every argument by address, copies
the file-scope variables the function uses in from, and back out to, the caller's arrays, and calls the
function (which may be `static`)."""
from __future__ import annotations

import ctypes
import os
import shlex
import subprocess
import tempfile

import numpy as np

from ..diagnostics import S2SError
from .cfunc import CFunction, dtype_of

MAX_STDERR_LINES = 40


def compiler() -> str:
    return os.environ.get("CC") or "cc"


def entry_source(cf: CFunction) -> str:
    entry = f"s2s_native_entry_{cf.name}"
    lines = ["", "/* ---- appended by s2s.opencl: an entry point taking every argument by address ---- */",
             f"void {entry}(void **s2s_a);", f"void {entry}(void **s2s_a)", "{"]
    k = len(cf.params)
    for j, g in enumerate(cf.globals):
        lines.append(f"  __builtin_memcpy((void *)&{g.name}, s2s_a[{k + j}], sizeof {g.name});")
    args = []
    for i, p in enumerate(cf.params):
        args.append(f"s2s_a[{i}]" if p.is_array else f"*({p.ctype_written} *)s2s_a[{i}]")
    call = f"{cf.name}({', '.join(args)})"
    if cf.return_ctype is not None:
        call = f"*({cf.return_written} *)s2s_a[{k + len(cf.globals)}] = {call}"
    lines.append(f"  {call};")
    for j, g in enumerate(cf.globals):
        lines.append(f"  __builtin_memcpy(s2s_a[{k + j}], (const void *)&{g.name}, sizeof {g.name});")
    lines.append("}")
    return "\n".join(lines) + "\n"


class NativeFunction:
    """The C function in a shared library; `call(env)` runs it on the bound arguments (in place)."""

    def __init__(self, cf: CFunction, c_source: str, filename: str, defines=(), include_dirs=(),
                 cflags=("-O2",)):
        self.cf = cf
        src = c_source + ("\n" if not c_source.endswith("\n") else "") + entry_source(cf)
        with tempfile.TemporaryDirectory(prefix="s2s-native-") as d:
            base = os.path.basename(filename) or "input.c"
            if not base.endswith(".c"):
                base += ".c"
            path = os.path.join(d, base)
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                # keep the user's file name and line numbers in the compiler's messages
                quoted = filename.replace("\\", "\\\\").replace('"', '\\"')
                f.write(f'#line 1 "{quoted}"\n{src}')
            lib = os.path.join(d, "libs2s_native.so")
            inc = [f"-I{os.path.dirname(os.path.abspath(filename))}"] + [f"-I{i}" for i in include_dirs]
            cmd = [*shlex.split(compiler()), *cflags, "-shared", "-fPIC", "-w", *inc,
                   *[f"-D{x}" for x in defines], "-o", lib, path, "-lm"]
            try:
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
            except (OSError, subprocess.SubprocessError) as e:
                raise S2SError(f"cannot run the C compiler '{cmd[0]}': {e}") from None
            if p.returncode != 0:
                err = "\n".join(p.stderr.strip().splitlines()[:MAX_STDERR_LINES])
                raise S2SError(f"building {cf.name} as a shared library failed:\n  {shlex.join(cmd)}\n{err}")
            try:
                self.lib = ctypes.CDLL(lib)       # stays mapped after the directory is removed
            except OSError as e:
                raise S2SError(f"cannot load the shared library built from {filename}: {e}") from None
        self.entry = getattr(self.lib, f"s2s_native_entry_{cf.name}")
        self.entry.restype = None
        self.entry.argtypes = [ctypes.POINTER(ctypes.c_void_p)]

    def call(self, env: dict):
        cf = self.cf
        keep = []                        # the objects whose addresses are passed
        write_back = []
        n = len(cf.params) + len(cf.globals) + (cf.return_ctype is not None)
        ptrs = (ctypes.c_void_p * max(n, 1))()
        for i, v in enumerate(cf.all_vars):
            x = env[v.name]
            if v.is_array:
                a = x
                if not (a.flags.c_contiguous and a.flags.aligned and a.flags.writeable):
                    a = np.ascontiguousarray(x).copy()
                    if x.flags.writeable:
                        write_back.append((x, a))
            else:
                a = np.array(x, dtype=v.dtype)
            keep.append(a)
            ptrs[i] = a.ctypes.data
        ret = None
        if cf.return_ctype is not None:
            ret = np.zeros((), dtype=dtype_of(cf.return_ctype))
            keep.append(ret)
            ptrs[n - 1] = ret.ctypes.data
        self.entry(ptrs)
        for x, a in write_back:
            x[...] = a
        return None if ret is None else ret.item()
