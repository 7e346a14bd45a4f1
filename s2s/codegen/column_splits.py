"""CUDA column mode (s2s/codegen/reduction_code.py): each point's loop split over several blocks.

Column mode runs blocks of 32 points (columns) by L lanes; a launch has ceil(points / 32) blocks whatever
L is, so y = A^T x over 8,000 columns is 250 blocks: with L = 32 they are resident all at once on an
H100 or H200 (132 multiprocessors), but each block walks all the rows, the blocks' warps sweep the same
rows (pages) together, and 250 blocks leave a quarter of the resident slots of 8 lanes idle.  When the
launch's blocks are fewer than twice the slots of blocks of 8 lanes (the occupancy calculator, as in
reduction_lanes.py), the host gives the launch S = min(16, ceil(2 x slots / blocks)) splits along
gridDim.y (and 8 lanes): block (t, s) runs the iterations l + s*L, l + s*L + S*L, ... of the loops of its
32 points, so the S*L lanes of the S blocks stride over the loop as the L lanes of one block did.

Each block reduces its lanes in shared memory as before; with S > 1 it then writes its 32 results to
`_part[s][t]`, makes them visible (`__threadfence`) and counts itself done on tile t's counter
(`atomicInc`, wrapping at S: zero again for a later tile loop or launch); the block that counts last
folds the S partials in split order (a fixed order: deterministic) and updates X.  Statements of the
point outside the loop run in split 0 only (lane 0), before its count: the last block sees them.  With
S = 1 the kernel does what it did before.  The partials and counters are allocated around the launch
(and zeroed there), as the full reduction's are.  Compiling with -DS2S_COLUMN_SPLITS=S fixes S.

Measured by bench/micro/matvec_bw.cu on an H200 (y = A^T x, 7000 x 8000 doubles, kernel time against a
512 MiB device copy): 250 blocks of 32 x 16 or 32 x 32 (the generated kernel), 64-65%; 8 splits of
32 x 8 with the fold, 87% (16 splits 80-87%, atomics instead of the fold 85%).
"""
from __future__ import annotations

MAX_SPLITS = 16
SLOTS_PER_SPLIT = 2      # splits until the blocks reach this many times the resident slots


def kernel_lines() -> list[str]:
    """Declarations at the kernel's start: the lane's position among the splits' lanes, their stride."""
    return ["  const long _ls = _l + (long)blockIdx.y * _L;",
            "  const long _LS = _L * (long)gridDim.y;",
            "  __shared__ int _last;"]


def tile_end_lines(ctype: str, combine, identity: str, x: str, guard: str, ind: str) -> list[str]:
    """After the tree (`_red[0][_tx]` holds the block's result for point _tx): the update of X, by the
    block itself (one split) or by the last block of the tile to finish (several)."""
    i2, i3, i4 = ind + "  ", ind + "    ", ind + "      "
    return [
        f"{ind}if (gridDim.y == 1) {{\n",
        f"{i2}if (_l == 0 && ({guard}))\n{i3}{x} = {combine(x, '_red[0][_tx]')};\n",
        f"{ind}}} else {{\n",
        f"{i2}if (_l == 0)\n{i3}_part[((long)blockIdx.y * _nt0 + _t0) * 32 + _tx] = _red[0][_tx];\n",
        f"{i2}__threadfence();\n{i2}__syncthreads();\n",
        f"{i2}if (_l == 0 && _tx == 0)\n{i3}_last = atomicInc(&_cnt[_t0], gridDim.y - 1) == gridDim.y - 1;\n",
        f"{i2}__syncthreads();\n",
        f"{i2}if (_last && _l == 0) {{\n",
        f"{i3}{ctype} _v = {identity};\n",
        f"{i3}__threadfence();\n",
        f"{i3}for (long _s = 0; _s < (long)gridDim.y; _s++)\n",
        f"{i4}_v = {combine('_v', f'((volatile {ctype} *)_part)[(_s * _nt0 + _t0) * 32 + _tx]')};\n",
        f"{i3}if ({guard})\n{i4}{x} = {combine(x, '_v')};\n",
        f"{i2}}}\n",
        f"{ind}}}\n",
    ]


def host_lines(blocks: str, ntiles: str, ctype: str, ind: str) -> list[str]:
    """Host code after reduction_lanes.cuda_lanes_lines: `unsigned _splits` (and 8 lanes when it is
    more than 1), the partials `_part` and counters `_cnt` (null with one split)."""
    return [
        f"{ind}unsigned _splits = 1;",
        f"{ind}{{",
        f"{ind}  const long _bx = (long)({blocks});",
        f"{ind}  const long _slots = (long)_fit[0] * _sms;     /* blocks of {8} lanes resident at once */",
        f"{ind}  long _s = _bx > 0 && _fit[0] > 0 ? ({SLOTS_PER_SPLIT} * _slots + _bx - 1) / _bx : 1;",
        f"{ind}  if (_s > {MAX_SPLITS})",
        f"{ind}    _s = {MAX_SPLITS};",
        f"{ind}  if (_s >= 2) {{",
        f"{ind}    _splits = (unsigned)_s;",
        "#if !defined(S2S_COLUMN_LANES) || S2S_COLUMN_LANES <= 0",
        f"{ind}    _lanes = _choice[0];",
        "#endif",
        f"{ind}  }}",
        f"{ind}}}",
        "#if defined(S2S_COLUMN_SPLITS) && S2S_COLUMN_SPLITS > 0",
        f"{ind}_splits = S2S_COLUMN_SPLITS;",
        "#endif",
        f"{ind}{ctype} *_part = 0;",
        f"{ind}unsigned *_cnt = 0;",
        f"{ind}if (_splits > 1) {{",
        f"{ind}  const size_t _pb = ((size_t)_splits * (size_t)({ntiles}) * 32 * sizeof({ctype}) + 7) / 8 * 8;",
        f"{ind}  S2S_CUDA_CHECK(cudaMalloc((void **)&_part, _pb + (size_t)({ntiles}) * sizeof(unsigned)), "
        "\"allocation of partial results\");",
        f"{ind}  _cnt = (unsigned *)((char *)_part + _pb);",
        f"{ind}  S2S_CUDA_CHECK(cudaMemset(_cnt, 0, (size_t)({ntiles}) * sizeof(unsigned)), "
        "\"zeroing of the tiles' counters\");",
        f"{ind}}}",
    ]


def release_lines(ind: str) -> list[str]:
    return [f"{ind}if (_part)", f"{ind}  S2S_CUDA_CHECK(cudaFree(_part), \"release of partial results\");"]


__all__ = ["kernel_lines", "tile_end_lines", "host_lines", "release_lines", "MAX_SPLITS"]
