"""CUDA column mode: how many lanes split each point's loop, chosen at run time from the launch's shape.

Column mode (s2s/codegen/reduction_code.py) runs blocks of 32 points along x by L lanes along y; the
points are columns (y = A^T x), so a launch has ceil(columns / 32) blocks whatever L is, and L decides how
many threads the launch puts on the device.  A fixed L is too few threads for a few hundred blocks (an
H100 has 132 multiprocessors of 2048 threads: 250 blocks of 32 x 16 keep half of them idle) and needlessly
many tree steps and barriers for thousands of blocks.  The host picks, once per launch site, which L
in COLUMN_LANE_CHOICES the kernel can be launched with (cudaFuncGetAttributes: registers may forbid
blocks of 1024 threads) and how many blocks of each fit on a multiprocessor (the occupancy calculator);
then, for every launch, the L with the fewest waves per lane: each block's lanes share its columns' loop,
so a launch takes about waves x (loop length / L), waves = ceil(blocks / (blocks per multiprocessor x
multiprocessors)); among equals the smallest L (fewest waves: no tail).  Measured on an H100 at LARGE
(kernel time, four accumulators per lane): 125 to 250 blocks (gemver, bicg, matvec-transposed, atax, mvt)
ran 1.15-1.3x faster with 32 lanes (one wave) than with 16; 266 blocks (atax-fused) 1.16x faster with 16
(one wave) than with 32 (two).  Every L gives the same lanes' shares up to the order of the partial sums,
which the reduction plan allows already.  Compiling with -DS2S_COLUMN_LANES=L fixes L (a power of two of
at most 32, for measurements).
"""
from __future__ import annotations

COLUMN_LANE_CHOICES = (8, 16, 32)      # powers of two: the tree halves the lanes
COLUMN_MAX_LANES = COLUMN_LANE_CHOICES[-1]


def cuda_lanes_lines(kernel: str, blocks: str, points: int, ind: str) -> list[str]:
    """Host code (CUDA) that declares `unsigned _lanes`: the lanes per point of a column-mode launch of
    `kernel` over `blocks` blocks (a C expression) of `points` points each."""
    choices = ", ".join(str(c) for c in COLUMN_LANE_CHOICES)
    n = len(COLUMN_LANE_CHOICES)
    return [
        f"{ind}static int _fit[{n}] = {{-1}}, _sms = 0;      /* resident blocks per multiprocessor, per choice */",
        f"{ind}static const unsigned _choice[{n}] = {{{choices}}};",
        f"{ind}if (_fit[0] < 0) {{",
        f"{ind}  int _dev = 0;",
        f"{ind}  cudaFuncAttributes _fa;",
        f"{ind}  if (cudaGetDevice(&_dev) != cudaSuccess || cudaDeviceGetAttribute(&_sms, "
        f"cudaDevAttrMultiProcessorCount, _dev) != cudaSuccess || _sms <= 0 ||",
        f"{ind}      cudaFuncGetAttributes(&_fa, {kernel}) != cudaSuccess) {{",
        f"{ind}    (void)cudaGetLastError();",
        f"{ind}    _sms = 1;",
        f"{ind}    _fa.maxThreadsPerBlock = {points * COLUMN_LANE_CHOICES[0]};",
        f"{ind}  }}",
        f"{ind}  for (int _c = 0; _c < {n}; _c++) {{",
        f"{ind}    int _nb = 0;",
        f"{ind}    if ((int)_choice[_c] * {points} > _fa.maxThreadsPerBlock ||",
        f"{ind}        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&_nb, {kernel}, (int)_choice[_c] * {points}, 0)"
        f" != cudaSuccess) {{",
        f"{ind}      (void)cudaGetLastError();",
        f"{ind}      _nb = _c == 0 ? 1 : 0;",
        f"{ind}    }}",
        f"{ind}    _fit[_c] = _nb;",
        f"{ind}  }}",
        f"{ind}}}",
        f"{ind}unsigned _lanes = _choice[0];",
        f"{ind}{{",
        f"{ind}  long _bw = 0;             /* waves of the best choice so far; most lanes per wave wins */",
        f"{ind}  unsigned _bl = 0;",
        f"{ind}  for (int _c = 0; _c < {n}; _c++) {{",
        f"{ind}    if (_fit[_c] <= 0)",
        f"{ind}      continue;",
        f"{ind}    const long _slots = (long)_fit[_c] * _sms;",
        f"{ind}    const long _w = ((long)({blocks}) + _slots - 1) / _slots;",
        f"{ind}    if (_bl == 0 || (long)_choice[_c] * _bw > (long)_bl * _w) {{",
        f"{ind}      _bw = _w;",
        f"{ind}      _bl = _choice[_c];",
        f"{ind}    }}",
        f"{ind}  }}",
        f"{ind}  if (_bl != 0)",
        f"{ind}    _lanes = _bl;",
        f"{ind}}}",
        "#if defined(S2S_COLUMN_LANES) && S2S_COLUMN_LANES > 0",
        f"#if S2S_COLUMN_LANES > {COLUMN_MAX_LANES} || (S2S_COLUMN_LANES & (S2S_COLUMN_LANES - 1)) != 0",
        f"#error \"S2S_COLUMN_LANES: a power of two of at most {COLUMN_MAX_LANES} (the tree halves the lanes)\"",
        "#endif",
        f"{ind}_lanes = S2S_COLUMN_LANES;",
        "#endif",
    ]


__all__ = ["COLUMN_LANE_CHOICES", "COLUMN_MAX_LANES", "cuda_lanes_lines"]
