"""The kernel IR shared by CUDA, OpenCL and OpenMP: what each kernel computes, over which grid, with
which arguments; the host program around the launches; and the device arrays."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_LAUNCH = re.compile(r"^(?P<ind>[ \t]*)@@LAUNCH K(?P<k>\d+)\((?P<args>.*)\)@@$", re.M)


@dataclass
class Kernel:
    index: int
    name: str
    n_par: int                       # mapped dimensions (0: one thread)
    block: list[int]                 # threads per block, outermost mapped dimension first
    tile: list[int]                  # OpenMP cache tile per mapped dimension ([]: untiled)
    hnames: list[str]                # host loop values the kernel receives (_h0, ...)
    gnames: list[str]                # the thread's point in each mapped dimension (_g0, ...)
    ranges: list[tuple[str, str]]    # host C expressions: first and last point of each mapped dimension
    body_device: str                 # C body for device memory (linearised arrays)
    body_host: str                   # C body on the program's own arrays (OpenMP)
    arrays_used: list[str] = field(default_factory=list)
    arrays_written: list[str] = field(default_factory=list)
    statements: list[str] = field(default_factory=list)

    @property
    def axes(self) -> list[int]:
        """Hardware axis of each mapped dimension: the innermost goes to x (0)."""
        return [self.n_par - 1 - d for d in range(self.n_par)]


class Launch:
    @staticmethod
    def marker(name: str, args: list[str], ind: str) -> str:
        return f"{ind}@@LAUNCH {name}({', '.join(args)})@@\n"

    @staticmethod
    def expand(host_code: str, render) -> str:
        """Replace each launch marker with render(kernel_index, args, indent)."""
        def sub(m):
            args = [a.strip() for a in _split_args(m.group("args"))] if m.group("args").strip() else []
            return render(int(m.group("k")), args, m.group("ind")).rstrip("\n")
        return _LAUNCH.sub(sub, host_code)


def _split_args(s: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for c in s:
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += c in "(["
        depth -= c in ")]"
        cur += c
    out.append(cur)
    return out


@dataclass
class ScopProgram:
    scop: object
    name: str                         # host function that runs the SCoP
    kernels: list[Kernel]
    arrays: list                      # DeviceArray
    host_code: str                    # host AST with launch markers
    decisions: list[str] = field(default_factory=list)
    host_ast: object = None           # the isl AstNode host_code is printed from (launches: user nodes K<i>(...))

    def kernel(self, index: int) -> Kernel:
        return next(k for k in self.kernels if k.index == index)
