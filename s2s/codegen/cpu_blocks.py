"""Column blocks for the host's cores: a parallel loop whose iterator runs along the rows of the arrays
that an inner sequential loop walks down their columns.

The OpenMP target gives each thread points of the kernel's mapped member `g` and runs the rest of the
band inside, as the device does: for `y[g] += A[c][g] * x[c]` (the transposed product of mvt, atax, bicg,
gemver), each point walks a column of A, one cache line and one page per element.  On a GPU the threads
of a warp read a row segment together; on a CPU each core walks its own column (mvt's OpenMP version
took 98 ms at n = 8000 on the H200 node's 16 cores, where streaming A once takes about 7 ms).

A column block runs `BLOCK` consecutive points of `g` together, with the inner loop outside them:

    for (gb = lo; gb <= hi; gb += BLOCK)            (the parallel loop: blocks, not points)
      acc[0..] = y[gb..]                            (the points' registers, an array of BLOCK)
      for (c ...)                                   (the inner loop, whose bounds do not depend on g)
        for (g = gb; g <= min(gb + BLOCK - 1, hi); g++)
          acc[g - gb] += A[c][g] * x[c]             (a row segment: contiguous, vectorised)
      y[gb..] = acc[0..]

Legal because `g` is a parallel member: no dependence joins two of its points, so interleaving their
iterations changes nothing, and each point's own operations keep their order (each accumulator still
adds its terms in C's order: the results are bit for bit those of the unblocked code).  Applied only
where an access of the inner loop's statements moves along `g` in its last subscript and along `c` in
another (the column walk), so a row walk (`A[g][c]`) keeps its form.  The cost model prices such a
kernel's walks as contiguous (`cost.strided_walks(..., blocked=True)`, via `KernelSpec.cpu_blocked`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import islpy as isl

from .ast_printer import expr_to_c
from .kernel_ir import Block, If, Kernel, Let, Loop, Node, Private, Stmt, walk

BLOCK = 256       # points of g per block: 2 KB of double accumulators, 32 cache lines of each row segment


@dataclass(frozen=True)
class ColumnBlock:
    """Kernel k's body as a column block: `privates` (registers, outermost first, each the only child of
    the one before) around `pre`, `loop` (the inner loop) and `post`, where `pre` and `post` are loop-free
    nodes (a setup statement, a final division)."""
    privates: tuple
    pre: tuple
    loop: Loop
    post: tuple


def _only(n: Node) -> Node:
    while isinstance(n, Block) and len(n.body) == 1:
        n = n.body[0]
    return n


def _mentions(e, name: str) -> bool:
    return re.search(rf"\b{re.escape(name)}\b", expr_to_c(e)) is not None


def column_block(k: Kernel, scop) -> ColumnBlock | None:
    """Kernel k as a column block, or None where it is not one (see the module's docstring)."""
    if k.n_par != 1 or k.reduction is not None or k.tile or k.contraction is not None \
            or k.onepass is not None or k.stencil is not None:
        return None
    g = k.gnames[0]
    body = _only(k.body)
    privates = []
    while isinstance(body, Private):
        privates.append(body)
        body = _only(body.body)
    parts = body.body if isinstance(body, Block) else (body,)
    loops = [i for i, n in enumerate(parts) if isinstance(n, Loop)]
    if len(loops) != 1:
        return None
    i = loops[0]
    pre, loop, post = parts[:i], parts[i], parts[i + 1:]
    if _mentions(loop.init, g) or _mentions(loop.cond, g):
        return None
    for n in pre + post:
        if any(not isinstance(m, (Block, If, Stmt)) for m in walk(n)):
            return None
    if any(isinstance(n, (Private, Let)) or not isinstance(n, (Block, Loop, If, Stmt)) for n in walk(loop.body)):
        return None
    c = loop.iterator
    walks = False
    for n in walk(loop.body):
        if isinstance(n, Stmt):
            walks = walks or _walks_columns(n, scop, g, c)
    return ColumnBlock(tuple(privates), tuple(pre), loop, tuple(post)) if walks else None


def _walks_columns(n: Stmt, scop, g: str, c: str) -> bool:
    """Whether an access of statement instance `n` (not one kept in a register) moves along `g` in its
    last subscript and along `c` in another one."""
    try:
        st = scop.statement(n.name)
    except KeyError:
        return False
    by_g = [d for d, a in enumerate(n.args) if _mentions(a, g)]
    by_c = [d for d, a in enumerate(n.args) if _mentions(a, c)]
    if not by_g or not by_c:
        return False
    regs = dict(n.regs)
    for a in st.accesses:
        if a.ref_id in regs:
            continue
        try:
            pma = isl.PwMultiAff.from_map(a.relation)
        except isl.Error:
            continue
        n_out = pma.dim(isl.dim_type.out)
        if n_out == 0:
            continue
        if not any(_involves(pma.get_pw_aff(n_out - 1), d) for d in by_g):
            continue
        # a column of a 2-D array, or a flat one indexed by both (`A[c * n + g]`)
        others = range(n_out - 1) if n_out > 1 else range(1)
        if any(_involves(pma.get_pw_aff(o), d) for o in others for d in by_c):
            return True
    return False


def _involves(pw: isl.PwAff, d: int) -> bool:
    """Whether the value of `pw` depends on input dimension d (its pieces' expressions, not their domains,
    which bound every dimension)."""
    return any(aff.involves_dims(isl.dim_type.in_, d, 1) for _, aff in pw.get_pieces())
