"""AST generation (isl's AST builder, block and thread ids as parameters) and lowering to the kernel IR."""
from __future__ import annotations

import math

import islpy as isl

from ..codegen.kernel_ir import Geometry, Kernel, Launch, Private, Rotate, ScopProgram, Stmt, from_isl_ast, walk
from ..codegen.reduction_code import lower_kernel
from ..gpu.reduction import drop_unfit
from ..gpu.tree import kernel_tree
from ..model.dependences import IslBudget
from ..model.isl_util import out_of_operations, sets
from .bounded import ChildFailed, Timeout, run_bounded
from .device_split import out_dim
from .manager import Pass, State
from .tile import default_sized
from .verify import grid_set


def _param_space(names: list[str]) -> isl.Space:
    """A parameter space with these names (isl calls only: user names never go through isl's parser; isl
    gives a name without user data one identifier, so these match the SCoP's own parameters)."""
    sp = isl.Space.params_alloc(isl.DEFAULT_CONTEXT, len(names))
    for k, n in enumerate(names):
        sp = sp.set_dim_name(isl.dim_type.param, k, n)
    return sp


def _with_params(obj, names: list[str]):
    """Add parameters (if missing) to an isl set/map."""
    return obj.align_params(_param_space(names)) if names else obj


def _values_as_params(s: isl.Set, names: list[str]) -> isl.Set:
    """{ [x0, ...] : ... } as a parameter set over `names` (x_j becomes the parameter names[j])."""
    n = s.dim(isl.dim_type.param)
    s = s.move_dims(isl.dim_type.param, n, isl.dim_type.set, 0, len(names))
    for j, name in enumerate(names):
        s = s.set_dim_name(isl.dim_type.param, n + j, name)
    return s


def _one_set(u: isl.UnionSet) -> isl.Set:
    parts = sets(u)
    out = parts[0]
    for extra in parts[1:]:
        out = out.union(extra)
    return out


def _iterators(prefix: str, n: int = 12, placeholders: int = 0) -> isl.IdList:
    """Iterator names of an AST: `placeholders` names `_u0, _u1, ...` first (a kernel's host members
    above its mark: single-valued, never printed), then `prefix0, prefix1, ...`."""
    names = [f"_u{k}" for k in range(placeholders)] + [f"{prefix}{k}" for k in range(n)]
    lst = isl.IdList.alloc(isl.DEFAULT_CONTEXT, len(names))
    for name in names:
        lst = lst.add(isl.Id(name))
    return lst


AST_MAX_OPERATIONS = 5_000_000    # isl operations for the ASTs of one SCoP (the corpus needs < 300,000)


class AstPass(Pass):
    name = "ast"
    requires = ("kernels", "mapped-schedule", "host-schedule", "transfer-plan")
    provides = ("kernel-ast", "host-ast", "kernel-grid")
    after = ("tile",)
    description = "isl AST builder: the host loops around kernel launches, and each kernel's body"

    def run(self, state: State) -> None:
        if not state["offload"]:
            return
        # isl's AST generator can run for many minutes on small SCoPs, and its operation counter does not
        # stop it (tests/fuzz_regressions/slow_host_ast.c): it is tried first in a forked child with a time
        # limit.  isl's parametric minima and maxima (the grid's ranges) do honour the operation bound
        # (tests/fuzz_regressions/slow_grid_range.c).  Past either, the SCoP stays sequential.
        # A retry (passes/manager.py) that gives it the same input as an attempt that did not finish (the
        # fallback that keeps reductions sequential keeps the schedule, and the reduction plans are no
        # input of isl's) would not finish either: it gives up at once (fuzz --reductions seed 442851:
        # twice 60 s on one host schedule).
        timeout = state.options.schedule_timeout
        key = self._input_key(state)
        if key in state.ast_failures:
            return self._give_up(state, f"{state.ast_failures[key]} (the same input as before: not run again)")
        try:
            run_bounded(lambda: (self._run(state), b"")[1], timeout, "isl's AST generator")
        except Timeout:
            state.ast_failures[key] = f"isl's AST generator did not finish in {timeout:g} s"
            return self._give_up(state, state.ast_failures[key])
        except ChildFailed:
            state.ast_failures[key] = "isl's AST generator failed"
            return self._give_up(state, state.ast_failures[key])
        try:
            with IslBudget(isl.DEFAULT_CONTEXT, AST_MAX_OPERATIONS):
                self._run(state)
        except isl.Error as e:
            if not out_of_operations(e):
                raise
            self._give_up(state, "AST generation exceeded isl's operation bound")

    @staticmethod
    def _input_key(state: State) -> str:
        """Everything of `_run`'s that isl's AST generation depends on, as text."""
        parts = [state.options.target, str(state.options.schedule_timeout), str(state.scop.code_context()),
                 str(state["host-schedule"]), str(state["mapped-schedule"])]
        for k in state["kernels"]:
            parts += [str(k.index), str(k.n_par), str(k.domain), str(k.prefix), str(k.subtree)]
        return "\n".join(parts)

    @staticmethod
    def _give_up(state: State, why: str) -> None:
        state["offload"] = False
        state["kernel-ast"] = {}
        state["retry-original"] = True
        state.decide(why)

    def _run(self, state: State) -> None:
        scop = state.scop
        params = scop.params
        ctx_params = scop.code_context().params()
        host_build = isl.AstBuild.from_context(ctx_params).set_iterators(_iterators("_c"))
        state["host-ast"] = host_build.node_from_schedule(state["host-schedule"])
        mapped = state["mapped-schedule"]
        asts = {}
        grids = {}
        contexts = {}
        point_sets = {}
        for k in state["kernels"]:
            q = out_dim(k.prefix)
            p = k.n_par
            hnames = [f"_h{j}" for j in range(q)]
            gnames = [f"_g{j}" for j in range(p)]
            extra = hnames + gnames
            allp = params + extra
            # instances of this launch: host loop values fixed to the parameters _h
            prefix = _with_params(k.prefix, allp)
            if q:
                # { [y] -> [y] } with y_j = _h_j: the launch's host loop values
                hset = isl.Set.universe(isl.Space.set_alloc(isl.DEFAULT_CONTEXT, 0, q)).align_params(
                    _param_space(allp))
                for j in range(q):
                    pos = hset.get_space().find_dim_by_name(isl.dim_type.param, hnames[j])
                    hset = hset.equate(isl.dim_type.set, j, isl.dim_type.param, pos)
                dom = prefix.intersect_range(isl.UnionSet.from_set(hset)).domain()
            else:
                dom = _with_params(k.domain, allp)
            sub = _with_params(k.subtree, allp).intersect_domain(dom)
            # the host loop values a launch can have (the host AST launches only those): isl then drops
            # the guards on them from the kernel
            hvalid = _values_as_params(_one_set(k.prefix.range()), hnames) if q else None
            # ranges of the mapped members, for the grid (host side, in terms of params and _h)
            ranges = []
            grids[k.index] = []
            if p:
                r = _one_set(sub.range())
                launch_ctx = _with_params(ctx_params, params + hnames)
                if q:
                    launch_ctx = launch_ctx.intersect_params(hvalid.align_params(launch_ctx.get_space()))
                lb = isl.AstBuild.from_context(launch_ctx)
                r = _with_params(r, params + hnames)
                point_sets[k.index] = r
                for d in range(p):
                    lo = r.dim_min(d).coalesce()
                    hi = r.dim_max(d).coalesce()
                    ranges.append((lb.expr_from_pw_aff(lo), lb.expr_from_pw_aff(hi)))
                    grids[k.index].append((lo, hi))
            # the mapped tree for this launch, the mapped members fixed to the thread's point _g
            point = None
            if p:
                point = isl.Set.universe(isl.Space.set_alloc(isl.DEFAULT_CONTEXT, 0, p)).align_params(
                    _param_space(allp))
                for d in range(p):
                    pos = point.get_space().find_dim_by_name(isl.dim_type.param, gnames[d])
                    point = point.equate(isl.dim_type.set, d, isl.dim_type.param, pos)
            ktree = kernel_tree(mapped, k, dom, point)
            kctx = _with_params(ctx_params, allp)
            if q:
                kctx = kctx.intersect_params(hvalid.align_params(kctx.get_space()))
            if p and state.options.target == "openmp":
                # OpenMP runs exactly the points lo..hi of each mapped member (GPU blocks run whole tiles,
                # so there the guards on _g stay)
                kctx = kctx.intersect_params(grid_set(allp, gnames, grids[k.index]).align_params(kctx.get_space()))
            contexts[k.index] = kctx
            # the host members above the mark are single-valued (fixed to _h): their iterators never appear
            kb = isl.AstBuild.from_context(kctx).set_iterators(_iterators("_c", placeholders=q))
            asts[k.index] = (kb.node_from_schedule(ktree), hnames, gnames, ranges)
        state["kernel-ast"] = asts
        state["kernel-grid"] = grids      # the same ranges as isl objects (for the verify pass)
        state["kernel-context"] = contexts   # what each kernel's AST knows of its parameters
        state["kernel-points"] = point_sets  # each kernel's points per launch (params: SCoP's and host values)
        drop_unfit(state)                  # reduction plans whose loops isl printed with other statements


class KernelIRPass(Pass):
    name = "kernel-ir"
    requires = ("kernel-ast", "host-ast", "transfer-plan")
    provides = ("kernel-ir",)
    after = ("verify", "contraction", "stencil")
    description = "the structured kernel IR every target prints: host loops and launches, kernel bodies, geometry"

    def run(self, state: State) -> None:
        scop = state.scop
        if not state["offload"]:
            state["kernel-ir"] = None
            return
        plan = state["transfer-plan"]
        kernels = []
        for k in state["kernels"]:
            ast, hnames, gnames, ranges = state["kernel-ast"][k.index]
            written = set()
            used = set()
            for sname in k.statements:
                st = scop.statement(sname)
                for a in st.accesses:
                    used.add(a.array)
                    if a.kind == "write":
                        written.add(a.array)
            body = from_isl_ast(ast, lambda name, args: Stmt(name, args))
            fast = (state.get("contraction-plans") or {}).get(k.index)
            streamed = (state.get("stencil-plans") or {}).get(k.index)
            kernels.append(Kernel(index=k.index, name=f"s2s_scop{scop.index}_kernel{k.index}",
                                  geometry=Geometry(block=list(k.block), axes=list(k.axes), ranges=ranges,
                                                    points=list(fast.points) if fast else
                                                    stream_points(streamed),
                                                    fill=_fills(state, k, fast or streamed)),
                                  contraction=fast, stencil=streamed,
                                  tile=k.tile, hnames=hnames, gnames=gnames, body=body,
                                  arrays_used=sorted(used), arrays_written=sorted(written),
                                  statements=k.statements))
            if k.reduction is not None:
                kernels[-1] = lower_kernel(state, k, kernels[-1])      # parallel reduction loops
        host = from_isl_ast(state["host-ast"], lambda name, args: Launch(int(name[1:]), args), loop_kind="host")
        state["kernel-ir"] = ScopProgram(scop=scop, name=f"s2s_scop{scop.index}_{scop.function}",
                                         kernels=kernels, arrays=plan, host=host,
                                         decisions=list(state.decisions), host_ast=state["host-ast"])


def stream_points(plan) -> list[int] | None:
    """Points per tile of a streamed stencil kernel (gpu/stencil.py): a chunk of the streamed member,
    one point per thread on the others; None for other kernels."""
    if plan is None:
        return None
    return [plan.chunk if d == plan.stream else b for d, b in enumerate(plan.block)]


def _fills(state: State, k, fast) -> bool:
    """Whether kernel k's block may shrink at a small launch (kernel_ir.Geometry.fill): 1-D CUDA kernels
    that run one point per thread (not a contraction's register tiles, not a reduction's lane groups, whose
    shapes are fixed) with s2s's default block.  Only 1-D ones, where it was measured (ADI's sweeps, 1.8x
    on the H100): a 2-D block that loses its rows along y also loses the reuse of a stencil's neighbouring
    rows in its multiprocessor's L1, and the one run that had it (2026-11-24) could not separate its effect
    on 2-D kernels (seidel, LU) from the machine's run-to-run spread."""
    return (state.options.target == "cuda" and k.n_par == 1 and fast is None and k.reduction is None
            and default_sized(k.index, state.options, k.statements))


class PrivatePass(Pass):
    name = "private"
    requires = ("kernel-ir",)
    provides = ("registers",)
    optional = True
    description = ("private (register) promotion: an element a thread updates in a loop lives in a register "
                   "for that loop, proved legal with isl (s2s/gpu/private.py)")

    def run(self, state: State) -> None:
        from ..gpu.private import promote_private
        prog = state.get("kernel-ir")
        if prog is None:
            return
        params = list(state.scop.params)
        for k in prog.kernels:
            if getattr(k, "reduction", None) is not None:
                continue        # codegen/reduction_code.py prints these loops itself
            before = sum(1 for n in walk(k.body) if isinstance(n, Private))
            k.body = promote_private(k.body, state.scop, params + k.hnames + k.gnames,
                                     state["kernel-context"][k.index])
            made = [n for n in walk(k.body) if isinstance(n, Private)][before:]
            if made:
                state.decide(f"kernel {k.index}: {len(made)} element{'s' if len(made) > 1 else ''} kept in registers "
                             f"({', '.join(sorted({n.array for n in made}))})")
        drop_unused_copies(state, prog)
        prog.decisions = list(state.decisions)


def drop_unused_copies(state: State, prog) -> None:
    """Private copies (a scalar's copies per iteration, passes/privatize.py and model/builder.py) that no
    kernel reads or writes in memory any more: every access became a register whose store was dead
    (gpu/private.py).  They need no allocation, no argument and no fallback where the allocation fails."""
    from ..gpu.private import arrays_in_memory
    touched: set[str] = set()
    for k in prog.kernels:
        touched |= arrays_in_memory(k, state.scop)
    gone = [a.name for a in prog.arrays if a.kind == "private" and a.name not in touched]
    if not gone:
        return
    prog.arrays = [a for a in prog.arrays if a.name not in gone]
    for k in prog.kernels:
        k.arrays_used = [n for n in k.arrays_used if n not in gone]
        k.arrays_written = [n for n in k.arrays_written if n not in gone]
    state.decide(f"private copies held in registers only, never allocated: {', '.join(sorted(gone))}")


class CarryPass(Pass):
    name = "carry"
    requires = ("kernel-ir",)
    provides = ("carried-registers",)
    after = ("private", "onepass")
    optional = True
    description = ("GPU: values a thread's sequential loop hands from one iteration to the next stay in "
                   "registers, the loop's other moving reads loaded one iteration ahead (s2s/gpu/carry.py)")

    def run(self, state: State) -> None:
        from ..gpu.carry import PREFETCH_DISTANCE, carry_registers
        prog = state.get("kernel-ir")
        if prog is None or state.options.target not in ("cuda", "opencl"):
            return
        params = list(state.scop.params)
        for k in prog.kernels:
            if any(getattr(k, plan, None) is not None
                   for plan in ("reduction", "contraction", "onepass", "stencil", "cpu_block")):
                continue        # these kernels print their loops themselves
            # prefetch hints: CUDA only (measured there; OpenCL's prefetch() is not known to pay)
            x_point = next((g for g, a in zip(k.gnames, k.axes) if a == 0), None) \
                if state.options.target == "cuda" else None
            k.body = carry_registers(k.body, state.scop, params + k.hnames + k.gnames,
                                     state["kernel-context"][k.index], x_point=x_point)
            made = [v for n in walk(k.body) if isinstance(n, Rotate) for v in n.values]
            if made:
                carried = sorted({v.array for v in made if v.kind == "carry"})
                ahead = sorted({v.array for v in made if v.kind == "ahead"})
                hinted = sorted({v.array for v in made if v.prefetch})
                state.decide(f"kernel {k.index}: values carried from one iteration to the next in registers "
                             f"({', '.join(carried)})" + (f", reads loaded one iteration ahead ({', '.join(ahead)})"
                                                          if ahead else "")
                             + (f", prefetch hints {PREFETCH_DISTANCE} iterations ahead ({', '.join(hinted)})"
                                if hinted else ""))
        prog.decisions = list(state.decisions)


class CpuBlocksPass(Pass):
    name = "cpu-blocks"
    requires = ("kernel-ir",)
    provides = ("cpu-blocks",)
    after = ("private", "onepass", "persistent")
    optional = True
    description = ("OpenMP: a parallel loop whose inner loop walks columns runs in blocks of its points, the "
                   "inner loop around each block (s2s/codegen/cpu_blocks.py); the cost model prices it so")

    def run(self, state: State) -> None:
        from ..codegen.cpu_blocks import BLOCK, column_block
        prog = state.get("kernel-ir")
        if prog is None or state.options.target != "openmp" or state.options.host_partials:
            return
        specs = {s.index: s for s in state.get("kernels") or ()}
        for k in prog.kernels:
            k.cpu_block = column_block(k, prog.scop)
            if k.cpu_block is not None:
                if k.index in specs:
                    specs[k.index].cpu_blocked = True
                state.decide(f"kernel {k.index}: its points run in blocks of {BLOCK} on the host's cores, the "
                             "inner loop around each block (a column walk read as row segments)")
        prog.decisions = list(state.decisions)


class PersistentPass(Pass):
    name = "persistent"
    requires = ("kernel-ir",)
    provides = ("persistent",)
    after = ("private", "carry")
    optional = True
    description = ("launch overhead: a host loop of small launches also runs as one kernel of one block, a "
                   "barrier where each launch ended, chosen at run time when every launch is small "
                   "(s2s/gpu/persistent.py)")

    def run(self, state: State) -> None:
        from ..codegen.kernel_ir import Block as IrBlock, If as IrIf, Let as IrLet, Loop as IrLoop
        from ..codegen.kernel_ir import Persistent, Stmt as IrStmt
        from ..gpu.persistent import (POINTS_PER_THREAD, WORK_LIMIT, block_threads, launch_bounds,
                                      persistent_loops)
        prog = state.get("kernel-ir")
        if prog is None or state.options.target not in ("cuda", "opencl"):
            return
        threads = block_threads(state.options.target)
        scop = state.scop
        ctx = scop.code_context().params()
        build = isl.AstBuild.from_context(ctx)
        plain = (IrBlock, IrLoop, IrLet, IrIf, IrStmt, Private, Rotate)
        replaced = {}
        for loop in persistent_loops(prog.host):
            if state.options.target == "opencl" and _conditional_launches(loop) > 2:
                # PoCL's barrier handling replicates the code after each barrier under a condition: with
                # many launches under host conditions (if/else chains) its kernel compilation ran for
                # minutes (tests/fuzz_regressions/isl_ast_wrong_order_20559.c); such loops keep their launches
                continue
            if state.options.target == "opencl" and _nested_launch_loop(loop):
                # a sequential loop with launches inside the block's loop: PoCL 3.1 ran its iterations
                # more than once between the barriers (wrong results; right on CUDA,
                # tests/fuzz_regressions/persistent_nested_host_loop.c); such loops keep their launches
                continue
            points = []
            ok = True
            for ki in sorted({n.kernel for n in walk(loop) if isinstance(n, Launch)}):
                k = prog.kernel(ki)
                if getattr(k, "reduction", None) is not None or \
                        not all(isinstance(n, plain) for n in walk(k.body)) or \
                        (k.n_par and math.prod(k.block) > threads):
                    ok = False
                    break
                if not k.n_par:
                    points.append((ki, (), ()))
                    continue
                bounds = launch_bounds(state["kernel-points"][ki], k.hnames, list(scop.params))
                if bounds is None or all(b.is_cst() for b in bounds) and (
                        math.prod(_cst(b) for b in bounds[:k.n_par]) > threads * POINTS_PER_THREAD or
                        math.prod(_cst(b) for b in bounds) > WORK_LIMIT):
                    ok = False          # no bound, or sizes fixed in the source and a launch too large
                    break
                try:
                    exprs = tuple(build.expr_from_pw_aff(b.align_params(ctx.get_space())) for b in bounds)
                    points.append((ki, exprs[:k.n_par], exprs[k.n_par:]))
                except isl.Error:
                    ok = False
                    break
            if not ok or not points:
                continue
            node = Persistent(index=len(replaced), loop=loop, points=tuple(points),
                              limit=threads * POINTS_PER_THREAD, work_limit=WORK_LIMIT)
            replaced[id(loop)] = node
        if not replaced:
            return
        prog.host = _replace_nodes(prog.host, replaced)
        prog.persistent = list(replaced.values())
        for node in prog.persistent:
            ks = ", ".join(str(i) for i in node.kernels)
            state.decide(f"host loop of kernels {ks}: also runs as one block of {threads} threads when every "
                         f"launch has at most {node.limit} points and {node.work_limit} instances (tested at "
                         "run time)")
        prog.decisions = list(state.decisions)


def _nested_launch_loop(loop) -> bool:
    """A host loop with a launch in its body inside `loop`."""
    from ..codegen.kernel_ir import Loop as IrLoop
    return any(isinstance(n, IrLoop) and n is not loop and any(isinstance(m, Launch) for m in walk(n))
               for n in walk(loop))


def _conditional_launches(loop) -> int:
    """Launches under a condition (an If or its else branch) inside a host loop."""
    from ..codegen.kernel_ir import If as IrIf
    under = set()
    for n in walk(loop):
        if isinstance(n, IrIf):
            under |= {id(m) for m in walk(n) if isinstance(m, Launch)}
    return len(under)


def _cst(pa) -> int:
    """The value of a constant piecewise affine function."""
    vals = []
    pa.foreach_piece(lambda _s, aff: vals.append(aff.get_constant_val().to_python()))
    return max(vals) if vals else 0


def _replace_nodes(node, table: dict):
    """`node` with the subtrees whose id is in `table` replaced (host code: blocks and ifs above them)."""
    from dataclasses import replace as _r

    from ..codegen.kernel_ir import Block as IrBlock, If as IrIf
    if id(node) in table:
        return table[id(node)]
    if isinstance(node, IrBlock):
        return IrBlock(tuple(_replace_nodes(c, table) for c in node.body))
    if isinstance(node, IrIf):
        return _r(node, then=_replace_nodes(node.then, table),
                  orelse=None if node.orelse is None else _replace_nodes(node.orelse, table))
    return node
