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
which the reduction plan allows already.  Compiling with -DS2S_COLUMN_LANES=L fixes L (one of the choices,
for measurements).

**A template over L.**  The kernel is `template <unsigned S2S_LANES>`, one instance per choice, and the
host launches the instance it picked.  With L read from blockDim.y, the lane stride of the unrolled loop
(reduction_unroll.py) is not a constant and nvcc 13 issued each copy's loads just before its multiply
(one or two loads in flight per thread, 34 registers); with a constant stride it issues all copies'
loads first and unrolls further (8-16 in flight).  The instances of 8 and 16 lanes ask
`__launch_bounds__` for COLUMN_RESIDENT_THREADS per multiprocessor (40 registers: at 64, 266 blocks of
16 lanes took two waves where the dynamic kernel ran one); the 32-lane instance takes the 64 registers
of one block of 1024.  H100, bench/ab_kernels.py (7 runs, kernel medians, dynamic -> template, outputs
identical): LARGE gramschmidt 0.87, atax 0.94, matvec-transposed 0.94, gemver 0.96, atax-fused 0.97;
MEDIUM 0.82-1.02 (docs/benchmarks.md).
"""
from __future__ import annotations

COLUMN_LANE_CHOICES = (8, 16, 32)      # powers of two: the tree halves the lanes
COLUMN_MAX_LANES = COLUMN_LANE_CHOICES[-1]
# the type of the kernel template's parameter: `unsigned` (mangled `ILj32E`) keeps the instances apart from
# a contraction kernel's `int` copy width in the symbols that `s2s bench` reads ptxas's figures by
COLUMN_LANES_TYPE = "unsigned"
# threads per multiprocessor that __launch_bounds__ asks room for in the instances of fewer than 32 lanes
# (3 blocks of 512 threads, 6 of 256: at most 40 registers); the 32-lane instance asks for one block of 1024
# (64 registers: two blocks would leave 32, and the unrolled loads spill)
COLUMN_RESIDENT_THREADS = 1536


def cuda_lanes_lines(kernel: str, blocks: str, points: int, ind: str) -> list[str]:
    """Host code (CUDA) that declares `unsigned _lanes`: the lanes per point of a column-mode launch of
    `kernel` (a template over the lanes: one instance per choice, `kernel<L>`) over `blocks` blocks (a C
    expression) of `points` points each."""
    choices = ", ".join(str(c) for c in COLUMN_LANE_CHOICES)
    fns = ", ".join(f"(const void *){kernel}<{c}>" for c in COLUMN_LANE_CHOICES)
    n = len(COLUMN_LANE_CHOICES)
    return [
        f"{ind}static int _fit[{n}] = {{-1}}, _sms = 0;      /* resident blocks per multiprocessor, per choice */",
        f"{ind}static const unsigned _choice[{n}] = {{{choices}}};",
        f"{ind}if (_fit[0] < 0) {{",
        f"{ind}  const void *const _fn[{n}] = {{{fns}}};",
        f"{ind}  int _dev = 0;",
        f"{ind}  if (cudaGetDevice(&_dev) != cudaSuccess || cudaDeviceGetAttribute(&_sms, "
        f"cudaDevAttrMultiProcessorCount, _dev) != cudaSuccess || _sms <= 0) {{",
        f"{ind}    (void)cudaGetLastError();",
        f"{ind}    _sms = 1;",
        f"{ind}  }}",
        # the last choice first: _fit[0], which says the table is filled, is stored last (threads of the
        # program may run the launch at once)
        f"{ind}  for (int _c = {n - 1}; _c >= 0; _c--) {{",
        f"{ind}    cudaFuncAttributes _fa;",
        f"{ind}    int _nb = 0;",
        f"{ind}    if (cudaFuncGetAttributes(&_fa, _fn[_c]) != cudaSuccess || (int)_choice[_c] * {points} > "
        f"_fa.maxThreadsPerBlock ||",
        f"{ind}        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&_nb, _fn[_c], (int)_choice[_c] * {points}, 0)"
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
        "#if " + " && ".join(f"S2S_COLUMN_LANES != {c}" for c in COLUMN_LANE_CHOICES),
        f"#error \"S2S_COLUMN_LANES: one of {', '.join(map(str, COLUMN_LANE_CHOICES))} (the instances of the kernel)\"",
        "#endif",
        f"{ind}_lanes = S2S_COLUMN_LANES;",
        "#endif",
    ]


def cuda_lanes_call(kernel: str, args: str, ind: str) -> list[str]:
    """The launch of the instance of `kernel` for `_lanes` (cuda_lanes_lines), with `_grid` and `_block`."""
    *rest, last = COLUMN_LANE_CHOICES
    lines = []
    for i, c in enumerate(reversed(rest)):
        lines.append(f"{ind}{'if' if i == 0 else 'else if'} (_lanes == {c})")
        lines.append(f"{ind}  {kernel}<{c}><<<_grid, _block>>>({args});")
    lines.append(f"{ind}else")
    lines.append(f"{ind}  {kernel}<{last}><<<_grid, _block>>>({args});")
    return lines


__all__ = ["COLUMN_LANE_CHOICES", "COLUMN_LANES_TYPE", "COLUMN_MAX_LANES", "COLUMN_RESIDENT_THREADS", "cuda_lanes_lines", "cuda_lanes_call"]
