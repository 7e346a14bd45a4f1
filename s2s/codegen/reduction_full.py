"""Full reductions (s2s/codegen/reduction_code.py's full mode): each block on one contiguous chunk of the
loop (CUDA and OpenCL), and in CUDA one launch instead of two.

**Chunks, not a grid stride.**  The first pass used to give thread l the iterations l, l + T, l + 2T, ...
(T threads in all): at any moment every block of the grid reads the same few pages of each array, and
the whole device waits on the same address translations each time the sweep enters new pages (the
first kernel to read arrays just copied in ran about 30 us longer than its `ncu` time on an H100, 10^7
elements: 90 us against 59 us).  Here block b runs the iterations lo + b * C, ..., lo + (b + 1) * C - 1
of the loop [lo, hi), C = ceil((hi - lo) / T) * B (B threads per block), thread t of the block the
iterations lo + b * C + t, + B, + 2B, ... of its chunk: consecutive threads still read consecutive
elements (coalesced), each thread runs as many iterations as before (or one more), and the blocks
spread over the arrays.  Every iteration runs on exactly one thread (the chunks partition [lo, hi)),
only the order in which partial results are combined changes: the reordering that a full reduction plan
exists for (docs/verification.md).  The loop must have step 1 and a condition that is a conjunction of
upper bounds on its iterator (reduction_unroll.upper_bounds), so that [lo, hi) is known at its start;
any other loop keeps the grid stride.

**One launch.**  The second pass (one block folding the blocks' partials) used to be a second launch.
Now each block writes its partial, makes it visible (`__threadfence`) and counts itself done on a
counter placed after the partials; the block that counts last (it sees every other block's partial:
each one's fence comes before its count) folds the partials in the same fixed order as the second
launch did and updates X.  The counter counts modulo the grid (`atomicInc` wraps to 0 at the last
block), so it is 0 again for the next launch; the host zeroes it once after allocating the buffer.
The grid has one block per 256 iterations of the loop, up to 1024 (where the host can count them), and
the last block folds as many partials as the grid has blocks.
"""
from __future__ import annotations

from .reduction_unroll import upper_bounds


def chunked_loop(printer, n, names: list[str], ind: str, out: list[str]) -> bool:
    """Print reduction loop n of a full-mode kernel (CUDA or OpenCL, whose tests run the same loop on
    PoCL) as the block's chunk; False (nothing printed) when n has another step or a condition that is
    not a conjunction of upper bounds."""
    from ..gpu.reduction import FULL_BLOCK
    t = printer.t
    it = n.iterator
    bounds = upper_bounds(n.cond, it) if n.step == 1 else None
    if not bounds:
        return False
    i2 = ind + "  "
    out.append(f"{ind}{{\n")
    out.append(f"{i2}const long _lo_{it} = {t.expr(n.init)};\n")
    for j, (op, b) in enumerate(bounds):
        end = f"(long)({t.expr(b)})" + (" + 1" if op == "<=" else "")
        if j == 0:
            out.append(f"{i2}long _hi_{it} = {end};\n")
        else:
            out.append(f"{i2}if ({end} < _hi_{it})\n{i2}  _hi_{it} = {end};\n")
    out.append(f"{i2}const long _ck_{it} = _hi_{it} > _lo_{it} ? "
               f"(_hi_{it} - _lo_{it} + _nl - 1) / _nl * {FULL_BLOCK} : 0L;\n")
    bid = "(long)blockIdx.x" if printer.cuda else "(long)get_group_id(0)"
    out.append(f"{i2}const long _b_{it} = _lo_{it} + {bid} * _ck_{it};\n")
    out.append(f"{i2}const long _e_{it} = _b_{it} + _ck_{it} < _hi_{it} ? _b_{it} + _ck_{it} : _hi_{it};\n")
    out.append(f"{i2}for (long {it} = _b_{it} + _tl; {it} < _e_{it}; {it} += {FULL_BLOCK}) {{\n")
    printer.node(n.body, i2 + "  ", out, set(names))
    out.append(f"{i2}}}\n{ind}}}\n")
    return True


def counter_offset(ctype: str, blocks: int) -> str:
    """C text: the byte offset of the done-counter in the partials buffer (after the partials, rounded
    up to 8 bytes so that the unsigned counter is aligned whatever the partials' type)."""
    return f"(((size_t){blocks} * sizeof({ctype}) + 7) / 8 * 8)"


def finish_lines(ctype: str, combine, identity: str, acc: str, blocks: int, block: int, x: str,
                 guard: str) -> list[str]:
    """CUDA, the end of the single-launch full-reduction kernel: the block's total (in `_red[0]`, all
    threads past a barrier) goes to `_part[blockIdx.x]`; the last block to finish folds the partials in
    a fixed order (read past L1: `volatile`) and thread 0 updates X (`x`, under `guard`)."""
    cnt = f"(unsigned *)((char *)_part + {counter_offset(ctype, blocks)})"
    return [
        "  if (_tl == 0) {",
        "    _part[blockIdx.x] = _red[0];",
        "    __threadfence();",
        f"    _last = atomicInc({cnt}, gridDim.x - 1) == gridDim.x - 1;",
        "  }",
        "  __syncthreads();",
        "  if (!_last)",
        "    return;",
        "  __threadfence();",
        f"  {acc} = {identity};",
        f"  for (long _q = _tl; _q < (long)gridDim.x; _q += {block})",
        f"    {acc} = {combine(acc, f'((volatile {ctype} *)_part)[_q]')};",
        f"  _red[_tl] = {acc};",
        "  __syncthreads();",
        f"  for (int _o = {block // 2}; _o > 0; _o >>= 1) {{",
        "    if (_tl < _o)",
        f"      _red[_tl] = {combine('_red[_tl]', '_red[_tl + _o]')};",
        "    __syncthreads();",
        "  }",
        f"  if (_tl == 0 && ({guard}))",
        f"    {x} = {combine(x, '_red[0]')};",
    ]


def launch_lines(name: str, ctype: str, blocks: int, block: int, args: str, ind: str, part: str,
                 extent: str | None = None) -> list[str]:
    """CUDA host code of a single-launch full reduction, its partials and counter in `part`, the buffer
    the region allocated once (`partials_lines`).  `extent`: C text of the reduction loop's iterations at
    this launch, when the host can compute it: the grid is then one block per `block` iterations, at most
    `blocks` (a norm of 2,400 elements ran 1,024 blocks, all but ten with nothing to add, in each of
    Gram-Schmidt's 2,000 launches); otherwise `blocks`."""
    grid = str(blocks) if extent is None else \
        f"(unsigned)s2s_min(s2s_max(((long)({extent}) + {block - 1}) / {block}, 1L), {blocks}L)"
    return [
        f"{ind}dim3 _grid({grid}), _block({block});",
        f"{ind}S2S_KERNEL_BEGIN(\"{name}\");",
        f"{ind}{name}<<<_grid, _block>>>({args}, {part});",
        f"{ind}S2S_KERNEL_END(\"{name}\");",
        f"{ind}S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {name}\");",
    ]


def host_extent(k, loop_iterator: str, host_names: set[str], expr) -> str | None:
    """C text, for the host code at the launch of full-reduction kernel k, of the number of iterations of
    its reduction loop (the loop whose iterator is `loop_iterator`, unit step, bounds that name only
    `host_names`: the SCoP's parameters and the launch's host values); None when there is no such single
    loop.  `expr` prints an isl AST expression."""
    from .kernel_ir import Loop, walk
    from .reduction_unroll import upper_bounds
    loops = [n for n in walk(k.body) if isinstance(n, Loop) and n.iterator == loop_iterator]
    if len(loops) != 1 or loops[0].step != 1:
        return None
    n = loops[0]
    bounds = upper_bounds(n.cond, n.iterator)
    if not bounds or not all(_names(e) <= host_names for e in [n.init] + [b for _, b in bounds]):
        return None
    his = [f"(long)({expr(b)})" + (" + 1" if op == "<=" else "") for op, b in bounds]
    hi = his[0]
    for h in his[1:]:
        hi = f"s2s_min({hi}, {h})"
    return f"{hi} - (long)({expr(n.init)})"


def _names(e) -> set[str]:
    import islpy as isl
    t = e.get_type()
    if t == isl.ast_expr_type.id:
        return {e.get_id().get_name()}
    if t == isl.ast_expr_type.int:
        return set()
    out: set[str] = set()
    for i in range(e.get_op_n_arg()):
        out |= _names(e.get_op_arg(i))
    return out


def partials_name(k) -> str:
    """The region's buffer of kernel k's partials (CUDA full reductions)."""
    return f"_part{k.index}"


def partials_lines(kernels, value_type) -> tuple[list[str], list[str]]:
    """CUDA: the lines that allocate, once per execution of the region, the partials and the done-counter
    of each full-reduction kernel (zeroed once: the last block of every launch sets the counter back to
    0, `atomicInc` wrapping at gridDim.x - 1), and the lines that free them after the region's kernels.
    A buffer per launch cost a cudaMalloc and a cudaFree in each iteration of the host loop around the
    launch, and cudaFree waits for the device: Gram-Schmidt's 2,000 norms, each launch then waiting for
    the one before."""
    alloc, free = [], []
    for k in kernels:
        r = getattr(k, "reduction", None)
        if r is None or r.mode in ("group", "column"):
            continue
        ctype, part = value_type(r.form.ctype), partials_name(k)
        off = counter_offset(ctype, r.blocks)
        alloc += [f"{ctype} *{part} = 0;",
                  f"S2S_CUDA_CHECK(cudaMalloc((void **)&{part}, {off} + sizeof(unsigned)), "
                  "\"allocation of partial results\");",
                  f"S2S_CUDA_CHECK(cudaMemset((char *){part} + {off}, 0, sizeof(unsigned)), "
                  "\"zeroing of the blocks' counter\");"]
        free.append(f"cudaFree({part});")
    return alloc, free


__all__ = ["chunked_loop", "finish_lines", "launch_lines", "counter_offset", "partials_lines", "partials_name", "host_extent"]
