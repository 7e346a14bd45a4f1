"""The kernel IR shared by every target: structured code (loops, conditions, statement instances, launches)
whose expressions stay isl AST expressions until a target prints them, the launch geometry of each kernel
in one place, and the device arrays.

Targets (`s2s/codegen/targets.py`) are classes that print this IR as CUDA, OpenCL C or OpenMP C; the
pyopencl runner (`s2s/opencl/runtime.py`) interprets the host part and uses the same geometry.  Nothing
here is C text except the array extents (as declared in the user's code): grid ranges, launch arguments,
bounds and subscripts are isl AST expressions.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator, Union

import islpy as isl

from .ast_printer import expr_to_c

Expr = isl.AstExpr


# ----------------------------------------------------------------------------------------- code nodes
@dataclass(frozen=True)
class Block:
    body: tuple["Node", ...]


@dataclass(frozen=True)
class Loop:
    """for (iterator = init; cond; iterator += step) body.  `kind`: "host" (around launches), "seq"
    (inside a kernel or a host nest)."""
    iterator: str
    init: Expr
    cond: Expr
    step: int
    body: "Node"
    kind: str = "seq"


@dataclass(frozen=True)
class Let:
    """A loop that runs once: iterator = value for the body (isl's degenerate for)."""
    iterator: str
    value: Expr
    body: "Node"


@dataclass(frozen=True)
class If:
    cond: Expr
    then: "Node"
    orelse: "Node | None" = None


@dataclass(frozen=True)
class Stmt:
    """One instance of a SCoP statement; `args` are the values of its iterators.  `regs`: accesses
    (by ref_id) that read and write a register instead of memory (`Private`)."""
    name: str
    args: tuple[Expr, ...]
    regs: tuple[tuple[str, str], ...] = ()
    # writes (by ref_id) whose value also goes to a register (`Rotate`): `reg = (A[..] = value)`
    tees: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Launch:
    """On the host: run kernel `kernel` with the values of the host loops around it."""
    kernel: int
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class Private:
    """One array element kept in a register `name` for `body` (s2s/gpu/private.py): loaded before it
    (when `load`, under `load_cond` if any) and stored after it (when `store`, under `store_cond`).
    `index`: the element's subscripts, expressions of the iterators bound outside `body`."""
    name: str
    ctype: str
    array: str
    index: tuple[Expr, ...]
    load: bool
    load_cond: "Expr | None"
    store: bool
    store_cond: "Expr | None"
    body: "Node"


@dataclass(frozen=True)
class Carried:
    """A register `name` that holds, during each iteration of a `Rotate` loop, the element some reads of
    `array` read there (s2s/gpu/carry.py).  Before the loop it is loaded with the element of the first
    iteration (`index`: expressions of the iterators bound outside the loop).  `kind` "carry": the value
    the previous iteration wrote (a write of the loop also sets `next`, Stmt.tees); "ahead": loaded one
    iteration early into `next` from `ahead` (expressions of the loop's iterator and those outside it)
    where `ahead_cond` holds (None: always).  At the end of each iteration `name` takes `next`.
    `prefetch` (an "ahead" read that moves by rows while the threads of a warp read along one): the
    element PREFETCH_DISTANCE iterations ahead, where `prefetch_cond` holds, which targets with a cache
    hint (CUDA's prefetch.global.L1) ask for early; a hint, no value depends on it."""
    name: str
    next: str
    ctype: str
    array: str
    index: tuple[Expr, ...]
    kind: str
    ahead: tuple[Expr, ...] = ()
    ahead_cond: "Expr | None" = None
    prefetch: tuple[Expr, ...] = ()
    prefetch_cond: "Expr | None" = None


@dataclass(frozen=True)
class Rotate:
    """`loop` (a thread's sequential loop) with `values` carried from one iteration to the next in
    registers, loaded before it where `load_cond` holds (None: always)."""
    loop: Loop
    values: tuple[Carried, ...]
    load_cond: "Expr | None"


@dataclass(frozen=True)
class Persistent:
    """Host node (s2s/gpu/persistent.py): `loop` runs as one launch of persistent kernel `index` (one
    block that runs the loop itself, a barrier where each launch ended) when every launch inside it has
    at most `limit` points and `work_limit` instances, else as written.  `points`: per kernel launched in
    the loop, isl expressions of the parameters bounding the points per launch of each mapped member, and
    the extents of the kernel's other (sequential) schedule dimensions."""
    index: int
    loop: "Node"
    points: tuple[tuple[int, tuple[Expr, ...], tuple[Expr, ...]], ...]
    limit: int
    work_limit: int

    @property
    def kernels(self) -> list[int]:
        """The kernels launched in the loop."""
        return [i for i, _, _ in self.points]


Node = Union[Block, Loop, Let, If, Stmt, Launch, Private, Persistent, Rotate]


def from_isl_ast(node: isl.AstNode, user: Callable[[str, tuple[Expr, ...]], Node], loop_kind: str = "seq") -> Node:
    """The IR of an isl AST; `user(name, args)` makes the node of each user statement (Stmt or Launch)."""
    t = node.get_type()
    if t == isl.ast_node_type.block:
        ch = node.block_get_children()
        return Block(tuple(from_isl_ast(ch.get_at(i), user, loop_kind) for i in range(ch.n_ast_node())))
    if t == isl.ast_node_type.for_:
        it = node.for_get_iterator().get_id().get_name()
        body = from_isl_ast(node.for_get_body(), user, loop_kind)
        if node.for_is_degenerate():
            return Let(it, node.for_get_init(), body)
        inc = node.for_get_inc()
        if inc.get_type() != isl.ast_expr_type.int:
            raise ValueError("a loop whose increment is not a constant")
        return Loop(it, node.for_get_init(), node.for_get_cond(), inc.get_val().to_python(), body, loop_kind)
    if t == isl.ast_node_type.if_:
        orelse = from_isl_ast(node.if_get_else_node(), user, loop_kind) if node.if_has_else_node() else None
        return If(node.if_get_cond(), from_isl_ast(node.if_get_then_node(), user, loop_kind), orelse)
    if t == isl.ast_node_type.user:
        e = node.user_get_expr()
        name = e.get_op_arg(0).get_id().get_name()
        return user(name, tuple(e.get_op_arg(i) for i in range(1, e.get_op_n_arg())))
    if t == isl.ast_node_type.mark:
        return from_isl_ast(node.mark_get_node(), user, loop_kind)
    raise ValueError(f"unsupported isl AST node {t}")


def walk(node: Node) -> Iterator[Node]:
    """Every node of a tree, parents first."""
    yield node
    if isinstance(node, Block):
        for n in node.body:
            yield from walk(n)
    elif isinstance(node, (Loop, Let, Private)):
        yield from walk(node.body)
    elif isinstance(node, (Persistent, Rotate)):
        yield from walk(node.loop)
    elif isinstance(node, If):
        yield from walk(node.then)
        if node.orelse is not None:
            yield from walk(node.orelse)


# ----------------------------------------------------------------------------------------- geometry
GRID_LIMIT = (2147483647, 65535, 65535)      # blocks along x, y, z
AXES = "xyz"


@dataclass
class Geometry:
    """How a kernel's mapped members become a grid, for every target: member d runs along hardware axis
    `axes[d]` (0 = x) in blocks of `block[d]` threads; its points range over `ranges[d]` (host C
    expressions of the parameters and the host loop values).  Each block walks tiles of the member's
    range with a grid stride (`_t = blockIdx + k * gridDim`), so any problem size fits the grid limits."""
    block: list[int]
    axes: list[int]
    ranges: list[tuple[str, str]]
    points: list[int] | None = None      # points per tile of each member, when a thread runs several
    #                                      (contraction kernels); None: one point per thread, the block
    fill: bool = False                   # CUDA: a launch with few points shrinks its block to reach every
    #                                      multiprocessor (`fill_lines`); `block` is then the largest block

    @property
    def tile_points(self) -> list[int]:
        """Points per tile of each mapped member (the block's size unless the kernel says otherwise)."""
        return list(self.points) if self.points else list(self.block)

    @property
    def n_par(self) -> int:
        return len(self.block)

    def by_axis(self, values: list, fill) -> list:
        """Per hardware axis (x, y, z) the value of the member mapped there, `fill` elsewhere."""
        out = [fill] * 3
        for d, a in enumerate(self.axes):
            out[a] = values[d]
        return out

    def block_xyz(self) -> list[int]:
        return [b for _, b in sorted(zip(self.axes, self.block))]

    def tiles(self, lo: int, hi: int, d: int) -> tuple[int, int]:
        """(first tile, number of tiles) of member d for the point range lo..hi (floor division)."""
        b = self.tile_points[d]
        first = lo // b
        return first, hi // b - first + 1

    def host_lines(self, ind: str, expr: Callable[[Expr], str] = expr_to_c,
                   runtime_block: bool = True) -> tuple[list[str], str]:
        """C lines that compute each member's first tile `_lo<d>` and tile count `_nt<d>` at the launch,
        and the condition under which the launch has any thread (`expr` prints a range with the generated
        code's names).
        With `fill` (and `runtime_block`: not inside a persistent kernel, whose virtual blocks have the
        fixed shape), the tile of member d is the block size `_bs<d>` chosen at the launch."""
        lines, conds = [], []
        sizes = [f"{b}L" for b in self.tile_points]
        if self.fill and runtime_block:
            lines += self.fill_lines(ind, expr)
            sizes = [f"_bs{d}" for d in range(self.n_par)]
        for d, (lo, hi) in enumerate(self.ranges):
            lo, hi = expr(lo), expr(hi)
            lines.append(f"{ind}const long _lo{d} = s2s_floord((long)({lo}), {sizes[d]});")
            lines.append(f"{ind}const long _nt{d} = s2s_floord((long)({hi}), {sizes[d]}) - _lo{d} + 1;")
            conds.append(f"_nt{d} > 0")
        return lines, " && ".join(conds) or "1"

    def fill_lines(self, ind: str, expr: Callable[[Expr], str] = expr_to_c) -> list[str]:
        """C lines that choose the block `_bs<d>` of each member at the launch (CUDA, `fill`).

        A launch whose points fit in fewer default blocks than the device has multiprocessors leaves
        most of them idle, and its threads (often each walking a long sequential loop: ADI's sweeps, a
        triangular solve's columns) then share one multiprocessor's load units: ADI at N = 500 ran its
        sweeps in 2 blocks of 256 threads, 1.8x slower (H100, 2026-11-24) than in 16 blocks of 32.  The
        members are sized from x outwards: each gets the largest block of at most its default size (a
        multiple of 32 on x, of 1 on y and z) whose blocks, times the blocks of the members sized before
        it, still give every multiprocessor one (`s2s_fill_block`).  Large launches keep the default."""
        lines, done = [], []
        for d in sorted(range(self.n_par), key=lambda d: self.axes[d]):
            lo, hi = (expr(t) for t in self.ranges[d])
            unit = 32 if self.axes[d] == 0 else 1
            others = " * ".join(f"(s2s_floord((long)({expr(self.ranges[e][1])}), _bs{e}) - "
                                f"s2s_floord((long)({expr(self.ranges[e][0])}), _bs{e}) + 1)" for e in done) or "1L"
            lines.append(f"{ind}const long _bs{d} = s2s_fill_block((long)({hi}) - (long)({lo}) + 1, {others}, "
                         f"{self.block[d]}L, {unit}L);")
            done.append(d)
        return lines

    def block_exprs(self) -> list[str]:
        """The block's size along x, y, z as C text: the launch's `_bs<d>` with `fill`, else constants."""
        if self.fill:
            return [str(v) for v in self.by_axis([f"(unsigned)_bs{d}" for d in range(self.n_par)], 1)]
        return [str(b) for b in self.by_axis(self.block, 1)]

    def grid_dims(self) -> list[str]:
        """Blocks along x, y, z (C expressions, capped at the hardware limits)."""
        return self.by_axis([f"s2s_min(_nt{d}, {GRID_LIMIT[a]}L)" for d, a in enumerate(self.axes)], "1")

    def grid_short(self) -> str:
        """C test, true when some mapped dimension has more tiles than the grid can have blocks (its
        blocks then stride over the tiles); false for every launch of a realistic size."""
        return " || ".join(f"_nt{d} > {GRID_LIMIT[a]}L" for d, a in enumerate(self.axes)) or "0"


# ----------------------------------------------------------------------------------------- kernels
@dataclass
class Kernel:
    index: int
    name: str
    geometry: Geometry
    tile: list[int]                  # OpenMP cache tile per mapped dimension ([]: untiled)
    hnames: list[str]                # host loop values the kernel receives (_h0, ...)
    gnames: list[str]                # the thread's point in each mapped dimension (_g0, ...)
    body: Node                       # one thread's work at point (_g0, ...)
    arrays_used: list[str] = field(default_factory=list)
    arrays_written: list[str] = field(default_factory=list)
    statements: list[str] = field(default_factory=list)
    contraction: object = None       # gpu.contraction.ContractionPlan: the fast path of full tiles
    reduction: object = None         # codegen/reduction_code.LoweredReduction: parallel reduction loops
    onepass: object = None           # gpu/onepass.OnePassPlan: a row and a column reduction in one sweep
    stencil: object = None           # gpu.stencil.StencilPlan: threads stream a line with register queues
    cpu_block: object = None         # codegen/cpu_blocks.ColumnBlock: OpenMP runs its points in blocks

    @property
    def n_par(self) -> int:
        return self.geometry.n_par

    @property
    def block(self) -> list[int]:
        return self.geometry.block

    @property
    def axes(self) -> list[int]:
        return self.geometry.axes

    @property
    def ranges(self) -> list[tuple[Expr, Expr]]:
        return self.geometry.ranges


@dataclass
class ScopProgram:
    scop: object
    name: str                         # host function that runs the SCoP
    kernels: list[Kernel]
    arrays: list                      # DeviceArray
    host: Node                        # host loops around the launches
    decisions: list[str] = field(default_factory=list)
    host_ast: object = None           # the isl AstNode `host` was built from (launches: user nodes K<i>(...))
    persistent: list = field(default_factory=list)   # Persistent nodes of `host` (their kernels: s2s/gpu/persistent.py)
    # the host function has external linkage (OpenCL: its caller is a C99 inline definition, which may not
    # refer to a static function; emit.inline_definitions)
    external: bool = False

    def kernel(self, index: int) -> Kernel:
        return next(k for k in self.kernels if k.index == index)

    def launches(self) -> dict[int, tuple[Expr, ...]]:
        """The arguments of the first launch of each kernel in the host code."""
        out: dict[int, tuple[Expr, ...]] = {}
        for n in walk(self.host):
            if isinstance(n, Launch):
                out.setdefault(n.kernel, n.args)
        return out
