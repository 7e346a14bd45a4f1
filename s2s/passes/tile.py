"""Tile and block sizes per kernel: --tile-size, --sizes, or defaults chosen for current GPUs."""
from __future__ import annotations

import re

from ..diagnostics import S2SError
from .manager import Pass, State

# innermost mapped dimension first (x, y, z); x = 32 keeps warps on contiguous elements
DEFAULT_BLOCK = {1: [256], 2: [32, 8], 3: [32, 4, 4]}
DEFAULT_TILE_OMP = 32


def parse_sizes(spec: str | None) -> dict[int | str, dict[str, list[int]]]:
    """'kernel[0] -> tile[32,32]; kernel[S1] -> block[16,16]' (PPCG's syntax, braces optional).  A kernel
    is named by its number in the SCoP (0, 1, ...; `i` for every kernel) or by one of its statements (S1,
    as `s2s explain` names them): a statement keeps naming its kernel when the schedule changes."""
    out: dict[int | str, dict[str, list[int]]] = {}
    if not spec:
        return out
    body = spec.strip().strip("{}")
    for part in filter(None, (p.strip() for p in body.split(";"))):
        m = re.fullmatch(r"kernel\[\s*(\d+|i|S\d+)\s*\]\s*->\s*(tile|block|grid)\[\s*([\d,\s]+)\]", part)
        if not m:
            raise S2SError(f"--sizes: cannot read '{part}' (expected e.g. 'kernel[0] -> tile[32,32]' or "
                           "'kernel[S1] -> block[32,8]')")
        g = m.group(1)
        key: int | str = -1 if g == "i" else (g if g.startswith("S") else int(g))
        vals = [int(v) for v in m.group(3).split(",") if v.strip()]
        if any(v <= 0 for v in vals):
            raise S2SError(f"--sizes: sizes must be positive in '{part}'")
        out.setdefault(key, {})[m.group(2)] = vals
    return out


def default_block(n_par: int, axes: list[int] | None = None) -> list[int]:
    """Threads per block of each mapped member (outermost first): the default block's x size goes to the
    member on threadIdx.x, and so on."""
    if not n_par:
        return []
    axes = axes if axes else [n_par - 1 - d for d in range(n_par)]
    return [DEFAULT_BLOCK[n_par][a] for a in axes]


def _spec(options, kernel_index: int, statements=()) -> dict[str, list[int]]:
    """The --sizes entry of a kernel: by one of its statements, else by its number, else `kernel[i]`."""
    for st in statements:
        if st in options.sizes:
            return options.sizes[st]
    return options.sizes.get(kernel_index) or options.sizes.get(-1) or {}


def default_sized(kernel_index: int, options, statements=()) -> bool:
    """Whether the kernel's block is s2s's default (no --sizes entry, no --tile-size): only such a block may
    shrink at a launch with few points (kernel_ir.Geometry.fill); a size the user asked for is kept."""
    spec = _spec(options, kernel_index, statements)
    return not (spec.get("block") or spec.get("tile") or options.tile_size)


def block_for(kernel_index: int, n_par: int, options, axes: list[int] | None = None,
              statements=()) -> list[int]:
    """Threads per block, outermost mapped dimension first."""
    if n_par == 0:
        return []
    spec = _spec(options, kernel_index, statements)
    sizes = spec.get("block") or spec.get("tile")
    if sizes:
        sizes = (list(sizes) + [1] * n_par)[:n_par]
        if not spec.get("block"):
            # a tile larger than a block (a contraction kernel's, whose threads run several points
            # each: passes/contraction.py) gives a block within the limit, as --tile-size does
            sizes = _within_limit(sizes)
    elif options.tile_size:
        sizes = _within_limit([options.tile_size] * n_par)
    else:
        sizes = default_block(n_par, axes)
    if _prod(sizes) > 1024:
        raise S2SError(f"kernel {kernel_index}: block of {_prod(sizes)} threads exceeds 1024")
    return sizes


def _within_limit(sizes: list[int]) -> list[int]:
    """Keep within 1024 threads per block: shrink the outer dimensions first."""
    sizes = list(sizes)
    while _prod(sizes) > 1024:
        k = next((i for i, v in enumerate(sizes) if v > 1), 0)
        sizes[k] = max(1, sizes[k] // 2)
    return sizes


def _prod(v):
    p = 1
    for x in v:
        p *= x
    return p


def omp_tile_for(kernel_index: int, n_par: int, options, statements=()) -> list[int]:
    """The chunk of the OpenMP loop's static schedule, when one is asked for ([]: OpenMP's default,
    one contiguous block of iterations per thread)."""
    spec = _spec(options, kernel_index, statements)
    sizes = spec.get("tile")
    if sizes:
        return (list(sizes) + [sizes[-1]] * n_par)[:n_par]
    return [options.tile_size] * n_par if options.tile_size else []


class TilePass(Pass):
    name = "tile"
    requires = ("kernels",)
    provides = ("tile-sizes",)
    optional = True
    description = ("tile the parallel bands: block shape of each GPU kernel (tiles to blocks, points to threads) "
                   "and cache tiles of the OpenMP loops, from --tile-size / --sizes or defaults; disabled: "
                   "default blocks and untiled OpenMP loops")

    def run(self, state: State) -> None:
        if not state["offload"]:
            state["tile-sizes"] = False
            return
        for k in state["kernels"]:
            k.block = block_for(k.index, k.n_par, state.options, k.axes, k.statements)
            k.tile = omp_tile_for(k.index, k.n_par, state.options, k.statements)
            if k.n_par and state.options.target == "openmp" and k.tile:
                state.decide(f"kernel {k.index}: OpenMP static schedule in chunks of {k.tile[0]}")
            elif k.n_par and state.options.target != "openmp":
                state.decide(f"kernel {k.index}: block {'x'.join(str(b) for _, b in sorted(zip(k.axes, k.block)))} (x first)")
        state["tile-sizes"] = True
