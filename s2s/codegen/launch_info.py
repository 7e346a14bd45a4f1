"""What each generated CUDA kernel is and the block it is launched with, read from the kernel IR.

`nvcc --resource-usage` says how many registers and how much shared memory a kernel uses, but a kernel's
occupancy also depends on its block size, which only the launch says.  The block of a kernel is fixed
when s2s writes it (the grid varies with the problem size, the block never does), so `s2s bench prepare`
records it here, at translation time, rather than guessing it back from the generated text.  The kinds
name the code paths that print the kernels, so that a resource figure can be read as "the contraction
kernel of gemm" rather than as a kernel number:

* ``generic``: one point per thread per tile (templates/kernel.j2); ``single-thread``: the same with no
  mapped member (a launch of one thread);
* ``contraction``: shared-memory operand tiles and register accumulators (codegen/contraction_code.py);
* ``stencil``: each thread walks a chunk of a line with register queues (codegen/stencil_code.py);
* ``reduction-group``, ``reduction-column``, ``reduction-full``: parallel reduction loops
  (codegen/reduction_code.py);
* ``persistent``: a host loop of small launches run by one block (gpu/persistent.py).

The blocks follow the launches that `CudaTarget` and `reduction_code.launch` print; tests/test_bench.py
compares them with the `_block(...)` and `<<<1, N>>>` of the generated code of corpus programs of every
kind.  The FP64 tensor-core contraction kernels whose pipelined buffers exceed the static 48 KB keep them
in dynamic shared memory (their launch passes the size: codegen/contraction_dmma_code.dynamic_buffers);
the record carries that size, which nvcc's figures do not include.  Every other kernel's shared memory
is static, all of it in nvcc's figures.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..gpu.reduction import FULL_BLOCK
from .reduction_lanes import COLUMN_LANE_CHOICES
from .kernel_ir import ScopProgram
from .targets import CudaTarget

KINDS = ("generic", "single-thread", "contraction", "reduction-group", "reduction-column", "reduction-full",
         "persistent", "stencil")


@dataclass(frozen=True)
class KernelLaunch:
    """One `__global__` function of a CUDA translation: its name, the SCoP it belongs to, its kind, its
    block (x, y, z) and a few words on its shape (contraction tiles, reduction lanes)."""
    name: str
    scop: int
    kind: str
    block: tuple[int, int, int]
    detail: str = ""
    dynamic_smem: int = 0       # bytes of dynamic shared memory its launch passes on sm_80 and later

    @property
    def threads(self) -> int:
        """Threads per block."""
        x, y, z = self.block
        return x * y * z

    def as_dict(self) -> dict:
        """The JSON form `s2s bench prepare` writes into manifest.json (run.py reads it with the standard
        library only)."""
        return {"name": self.name, "scop": self.scop, "kind": self.kind, "block": list(self.block),
                "threads": self.threads, "detail": self.detail, "dynamic_smem": self.dynamic_smem}


def _xyz(values: list[int]) -> tuple[int, int, int]:
    v = [int(b) for b in values] + [1, 1, 1]
    return v[0], v[1], v[2]


def cuda_launches(programs: list[ScopProgram]) -> list[KernelLaunch]:
    """Every kernel of the CUDA translation of `programs` (the offloaded SCoPs), in the order they are
    written, then the persistent kernels of each SCoP."""
    out: list[KernelLaunch] = []
    for prog in programs:
        t = CudaTarget(prog)
        scop = prog.scop.index
        for k in prog.kernels:
            geo = k.geometry
            if k.onepass is not None:           # a row and a column reduction in one sweep (onepass_code.py)
                from .onepass_code import ONEPASS_COLS
                out.append(KernelLaunch(k.name, scop, "onepass", (32, 8, 1),
                                        f"tiles of {ONEPASS_COLS} columns, rows at run time"))
            elif k.reduction is not None:
                r = k.reduction
                if r.mode == "full":
                    block, detail = [FULL_BLOCK], f"{r.blocks} blocks on chunks, the last to finish folds"
                else:
                    block = geo.by_axis(k.block, 1)
                    block[0 if r.mode == "group" else 1] = r.lanes
                    detail = f"{r.lanes} lanes per point"
                    if r.mode == "column":      # the host picks them from the launch (reduction_lanes.py)
                        detail = f"{r.lanes} lanes per point ({'/'.join(map(str, COLUMN_LANE_CHOICES))} " \
                                 "chosen at run time)"
                out.append(KernelLaunch(k.name, scop, f"reduction-{r.mode}", _xyz(block), detail))
            elif not k.n_par:
                out.append(KernelLaunch(k.name, scop, "single-thread", (1, 1, 1)))
            elif k.contraction is not None:
                c = k.contraction
                detail = (f"{'x'.join(map(str, c.points))} points per block tile, "
                          f"{'x'.join(map(str, c.regs))} per thread, k chunks of {c.bk}")
                dm = getattr(c, "dmma", None)
                dyn = dm.dynamic if dm is not None else 0
                if dm is not None:
                    detail += f", FP64 tensor cores ({dm.stages} buffers" + \
                        (f" in {dyn} bytes of dynamic shared memory)" if dyn else ")")
                    if dm.vector:
                        detail += (f"; <16>: 16-byte copies, {dm.vector_blocks} blocks per SM; "
                                   f"<8> beside it: the other tiles")
                out.append(KernelLaunch(k.name, scop, "contraction", _xyz(geo.by_axis(k.block, 1)), detail,
                                        dynamic_smem=dyn))
            elif k.stencil is not None:
                detail = f"chunks of {k.stencil.chunk} points of member {k.stencil.stream} per thread"
                out.append(KernelLaunch(k.name, scop, "stencil", _xyz(geo.by_axis(k.block, 1)), detail))
            else:
                detail = "smaller blocks at launches of few points" if geo.fill else ""
                out.append(KernelLaunch(k.name, scop, "generic", _xyz(geo.by_axis(k.block, 1)), detail))
        for n in prog.persistent:
            detail = "host loop of " + ", ".join(f"kernel{i}" for i in n.kernels)
            out.append(KernelLaunch(t.persistent_name(n), scop, "persistent", (t.block_threads, 1, 1), detail))
    return out


__all__ = ["KINDS", "KernelLaunch", "cuda_launches"]
