"""CUDA and OpenCL source of a contraction kernel (plan: s2s/gpu/contraction.py).

Each block walks tiles of P0×P1 points with a grid stride, as every kernel does.  A fast tile (the plan's
`full` condition, the same for every thread of the block, so the barriers inside are reached by all of
them) runs the fast path: each thread keeps R0×R1 accumulators in registers (its points are strided by
the block size, so that neighbouring threads touch neighbouring elements), loads them once, runs the
setup statements on them, then for each chunk of BK values of k the block copies each operand's values
into shared memory (a barrier), every thread runs the update statement for its points from registers (a
barrier), and the accumulators are stored once.  In a masked plan (gpu/contraction_mask.py) the
chunks outside the tile's common k range run the update guarded by the point's own k range (the mask).
The update and setup statements are printed from the SCoP's own statements, with their accumulator and
operand accesses replaced (StatementPrinter overrides).
Every other tile runs the kernel's generic body at each of its points, each thread a strided share.
"""
from __future__ import annotations

import re

from ..gpu.contraction_dmma import affine_subscripts as _affine, fragment_reads, point_exprs
from .kernel_ir import AXES, Kernel

# OpenCL C spelling of the element types (targets.ocl_type, imported lazily: targets imports this module)


PREFETCH_MAX_ACC = 16         # accumulators per thread up to which the next chunk is prefetched
DMMA_PREFETCH_MAX_ACC = 32    # the same for DMMA products (their fragments need fewer registers)
DMMA_PAD = 4                  # doubles added to a shared row of DMMA factors: a row of 4 mod 16 doubles
#                               puts a half-warp's fragment load (rows l % 4, columns l / 4) on 16 banks


def _uses(text: str, name: str) -> bool:
    return re.search(rf"\b{name}\b", text) is not None


def _lets(names_values: list[tuple[str, str]], text: str, ind: str) -> str:
    """`const long name = value;` for the names the text uses, or a later value among them (a name the code
    does not use would be an unused variable: nvcc's warning #177)."""
    used = []
    for n, v in reversed(names_values):
        if _uses(text, n):
            used.append((n, v))
            text += "\n" + v
    return "".join(f"{ind}const long {n} = {v};\n" for n, v in reversed(used))


def _decls(decls: list[tuple[str, str, str]], text: str, ind: str) -> str:
    """`const TYPE name = value;` for each (type, name, value) that the text uses, or a later value among
    them (as _lets, with the types given)."""
    used = []
    for t, n, v in reversed(decls):
        if _uses(text, n):
            used.append((t, n, v))
            text += "\n" + v
    return "".join(f"{ind}const {t} {n} = {v};\n" for t, n, v in reversed(used))


def contraction_source(target, k: Kernel) -> str:
    """The whole kernel function of `k` (its `contraction` plan set) for a CUDA or OpenCL target.  A plan
    with DMMA products (gpu/contraction_dmma.py) gets two bodies: the tensor-core one for sm_80 and
    later, the SIMT one for older architectures (and nvcc's host pass)."""
    params = [d for d, _ in target.kernel_params(k)]
    head = f"{target.qualifier} void {k.name}({', '.join(params)})\n{{\n"
    dm = getattr(k.contraction, "dmma", None) if target.name == "cuda" else None
    if dm is None:
        return head + _body(target, k, None) + "}"
    from ..gpu.contraction_dmma import MIN_ARCH
    arch = f"#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= {MIN_ARCH}\n"
    # the register cap that gives the DMMA kernel dm.min_blocks blocks per SM (measured: docs/benchmarks.md)
    nthreads = 1
    for t in k.contraction.threads:
        nthreads *= t
    # (on a declaration of its own, so that older architectures keep their register budget)
    if not dm.vector:
        bounds = (f"{arch}{target.qualifier} void __launch_bounds__({nthreads}, {dm.min_blocks}) "
                  f"{k.name}({', '.join(params)});\n#endif\n")
        return (bounds + head + arch + _body(target, k, dm)
                + "#else\n" + _body(target, k, None) + "#endif\n}")
    # a template over the copies' width (DmmaPlan.vector): the launch runs <16>, then <8>
    template = "template <int S2S_COPY>\n"
    bounds = (f"{arch}{template}{target.qualifier} void __launch_bounds__({nthreads}, S2S_COPY == 16 ? "
              f"{dm.vector_blocks} : {dm.min_blocks}) {k.name}({', '.join(params)});\n#endif\n")
    return (bounds + template + head + arch
            + "if (S2S_COPY == 16) {\n" + _body(target, k, dm, 16) + "} else {\n" + _body(target, k, dm, 8) + "}\n"
            + "#else\n" + "if (S2S_COPY == 16) {\n" + _body(target, k, None) + "}\n" + "#endif\n}")


def _body(target, k: Kernel, dm, copy: int | None = None) -> str:
    """The statements of the kernel function; `dm`: the DMMA plan its fast tiles use, or None (SIMT).
    `copy`: the instance of a kernel with vector copies (DmmaPlan.vector).  16 runs a block's first tile
    (no tile loop: its 64-bit state would take registers) when it is a fast tile whose pairs the 16-byte
    copies can take (codegen/contraction_dmma_code.pair_copies), and nothing else; 8, launched after
    it, runs every other tile: the fast ones with 8-byte copies, the others with the generic body.  The
    test is the same expression in both, block-wide (`__syncthreads_and`), so each tile runs once."""
    from .targets import indent, ocl_type

    plan = k.contraction
    cuda = target.name == "cuda"
    ctype = (lambda t: t) if cuda else ocl_type
    shared = "__shared__" if cuda else "__local"
    barrier = "__syncthreads();" if cuda else "barrier(CLK_LOCAL_MEM_FENCE);"
    unroll = "#pragma unroll\n" if cuda else ""
    P, T, R, BK = plan.points, plan.threads, plan.regs, plan.bk
    n_par = len(P)
    a, b = plan.tiled                       # the tiled members (registers _i0 along a, _i1 along b)
    nthreads = T[a] * T[b]
    if dm is not None:
        a, b = dm.m, dm.n                   # registers _i0 along the fragments' rows, _i1 along columns
        R = [1] * n_par
        R[a], R[b] = dm.frags[0], 2 * dm.frags[1]
    thread = [target.thread_id.format(a=AXES[x], n=x) for x in k.axes]
    block = [target.block_id.format(a=AXES[x], n=x) for x in k.axes]
    blocks = [target.n_blocks.format(a=AXES[x], n=x) for x in k.axes]
    by_axis = k.geometry.by_axis(list(range(n_par)), None)     # member on x, y, z
    stride = 1
    tid_terms = []
    for x in range(3):
        d = by_axis[x]
        if d is None or T[d] == 1:
            continue
        tid_terms.append(f"_r{d}" if stride == 1 else f"_r{d} * {stride}")
        stride *= T[d]
    upd_args = [target.expr(e) for e in plan.update_args]
    acc_args = [target.expr(e) for e in plan.acc_args]
    acc_nodes = {id(x.node) for x in plan.acc_accesses}
    w_node = plan.acc_accesses[0].node          # the update's write of the accumulator
    acc_t = ctype(plan.acc_ctype)
    batch = [d for d in range(n_par) if d not in plan.tiled]
    reg = {a: "_i0", b: "_i1"}

    out: list[str] = []
    w = out.append
    vec = {n: _vector(o.ctype, R[o.side]) if cuda else None for n, o in enumerate(plan.operands)}
    # what is staged in shared memory: each operand (SIMT), or each member's factor of the product (DMMA)
    pipelined = dm is not None and dm.pipelined
    if dm is None:
        staged = [(o.side, o.k_fast, o.access.node, o.ctype) for o in plan.operands]
    elif pipelined:
        # each term's operands' elements, in buffers filled by cp.async (contraction_dmma_code.py)
        staged = [(d, dm.terms[t].raw[d].k_fast, dm.terms[t].raw[d].access.node, "double") for t, d in dm.staged()]
    else:
        staged = [(d, dm.terms[t].k_fast[d], dm.terms[t].factors[d], "double") for t, d in dm.staged()]
    if pipelined and dm.dynamic:
        from .contraction_dmma_code import dynamic_buffers
        w(dynamic_buffers([(k_fast, P[side]) for side, k_fast, _, _ in staged], BK, dm.stages))
    for n, (side, k_fast, _, ct) in enumerate(staged):
        if pipelined:
            from .contraction_dmma_code import shared_dims
            if not dm.dynamic:
                w(f"  {shared} __align__(16) double _s{n}{shared_dims(k_fast, P[side], BK, dm.stages)};\n")
            continue
        row = P[side] + (_pad(ct) if dm is None else DMMA_PAD)
        align = "__align__(16) " if cuda else ""
        attr = "" if cuda else " __attribute__((aligned(16)))"
        w(f"  {shared} {align}{ctype(ct)} _s{n}[{BK}][{row}]{attr};\n")
    for d in plan.tiled:
        w(f"  const long _r{d} = {thread[d]};\n")
    w(f"  const int _tid = (int)({' + '.join(tid_terms) or '0'});\n")
    if dm is not None:
        from ..gpu.contraction_dmma import warp_origins
        w("".join(f"  const int {v} = {e};\n" for v, e in warp_origins(dm, P).items()))
    ind = "  "
    for d in range(n_par):
        # <16>: the block's first tile only (a loop that runs at most once, as the compiler can see)
        step = f"_t{d} = _nt{d}" if copy == 16 else f"_t{d} += {blocks[d]}"
        w(f"{ind}for (long _t{d} = {block[d]}; _t{d} < _nt{d}; {step}) {{\n")
        ind += "  "
    if copy == 8:
        w(f"{ind}const bool _first = {' && '.join(f'_t{d} == {block[d]}' for d in range(n_par))};\n")
    for d in range(n_par):
        # heavy tiles first (ContractionPlan.reversed_members): tile _t counted from the last one
        t = f"(_nt{d} - 1 - _t{d})" if d in plan.reversed_members else f"_t{d}"
        w(f"{ind}const long _o{d} = (_lo{d} + {t}) * {P[d]};\n" if P[d] > 1 else
          f"{ind}const long _o{d} = _lo{d} + {t};\n")
    w(f"{ind}if ({target.expr(plan.full)}) {{\n")
    i2 = ind + "  "
    common = "" if plan.mask is None else \
        f", _kclo = {target.expr(plan.k_common[0])}, _kchi = {target.expr(plan.k_common[1])}"
    w(f"{i2}const long _klo = {target.expr(plan.k_lo)}, _khi = {target.expr(plan.k_hi)}{common};\n")
    w(f"{i2}{acc_t} _acc[{R[a]}][{R[b]}];\n")
    # a thread's points are contiguous (R per tiled member), so that its operand values are contiguous
    # in shared memory and load as vectors; a batch member has one value per tile
    if dm is None:
        point = [(f"_g{d}", f"_o{d} + {plan.point_of(d, f'_r{d}', reg[d])}") for d in plan.tiled]
    else:
        point = [(f"_g{d}", f"_o{d} + {e}") for d, e in point_exprs(dm).items()]
    point += [(f"_g{d}", f"_o{d}") for d in batch]
    point.sort()

    def per_point(body: str, i: str) -> str:
        """body for each of the thread's points (registers _i0, _i1)."""
        s = f"{unroll}for (int _i0 = 0; _i0 < {R[a]}; _i0++) {{\n"
        s += f"{unroll}  for (int _i1 = 0; _i1 < {R[b]}; _i1++) {{\n"
        s += _lets(point, body, "    ") + indent(body, "    ")
        s += "  }\n}\n"
        return _indent_keep_pragmas(s, i)

    def on_registers(names: list[str]) -> str:
        """The setup or finish statements at the point, the accumulator in its register; a finish that
        runs at some points only under its guard."""
        text = ""
        for t in names:
            targs = [target.expr(e) for e in plan.setup_args[t]]
            ov = {id(x.node): "_acc[_i0][_i1]" for x in plan.acc_accesses}
            one = target.stmts.statement(t, targs, "", overrides=ov)
            if t in plan.finish_guards:
                one = f"if ({target.expr(plan.finish_guards[t])}) {{\n{indent(one, '  ')}}}\n"
            text += one
        return text

    def copy_context(side: int, node) -> tuple[str, str, list]:
        """(the operand element a copy reads, the guard of its row, the names its subscript uses)."""
        value = target.stmts.access(plan.update, upd_args, node)
        other = next(d for d in plan.tiled if d != side)
        row_guard = target.expr(plan.copy_guards[side])
        # the row's operand values, read at a point of the row that has instances
        lets = [(f"_g{d}", f"_o{d} + _pp" if d == side else
                 (target.expr(plan.copy_points[side]) if d == other else f"_o{d}")) for d in range(n_par)]
        lets = [x for j, x in enumerate(lets) if j != side] + [("_k", "_kf + _kk")]
        return value, row_guard, lets

    # load the accumulators, run the setups on them
    guard = target.expr(plan.point_guard)
    load = f"_acc[_i0][_i1] = {target.stmts.access(plan.update, acc_args, w_node)};\n"
    if plan.setups and _overwrites(target.prog.scop.statement(plan.setups[0]), plan.acc_array):
        load = ""                           # the first setup sets the accumulator without reading it
    load += on_registers(plan.setups)
    load = f"if ({guard}) {{\n{indent(_lets([('_k', '_klo')], load, '') + load, '  ')}}}\n"
    vec_issue = []
    if copy is not None:
        # the tile's pairs: whether the 16-byte copies can take them, the same answer in every thread.
        # <16> loads the accumulators first (in every fast tile: the loads of the tiles it leaves to <8>
        # are wasted, but issued before the test they are fewer registers across the chunks: gemm 168
        # without spills, against 56 bytes of spills after it); <8> only in its own tiles
        from .contraction_dmma_code import pair_copies
        if copy == 16:
            w(per_point(load, i2))
        tests, setups = [], ""
        for n, (side, k_fast, node, _) in enumerate(staged):
            value, row_guard, lets = copy_context(side, node)
            setup, issue, test = pair_copies(n, nthreads, side, k_fast, P[side], BK, row_guard, lets, value)
            setups += setup
            vec_issue.append(issue)
            tests.append(test)
        if copy == 16:
            w(_indent_keep_pragmas(setups, i2))
            w(f"{i2}if (__syncthreads_and({' && '.join(tests)})) {{\n")
        else:
            # the tile is <16>'s when it is the block's first and its pairs pass the test
            w(f"{i2}bool _theirs = false;\n{i2}if (_first) {{\n")
            w(_indent_keep_pragmas(setups, i2 + "  "))
            w(f"{i2}  _theirs = __syncthreads_and({' && '.join(tests)});\n{i2}}}\n")
            w(f"{i2}if (!_theirs) {{\n")
        i2 += "  "
        if copy == 8:
            w(per_point(load, i2))
    else:
        w(per_point(load, i2))
    # the chunks of k.  Each thread fetches its share of the next chunk's operand values from global
    # memory into registers (_f) while the block computes the current one, then puts them in shared
    # memory after the barrier that ends the computation (a register prefetch: the loads' latency
    # overlaps the products)
    fetch_parts, put_parts, setup_parts = [], [], []
    for n, (side, k_fast, node, ct) in enumerate(staged):
        size = BK * P[side]
        copies = -(-size // nthreads)
        value, row_guard, lets = copy_context(side, node)
        if copy == 16:
            continue                        # the pairs' copies (vec_issue)
        split = (f"const int _kk = _e % {BK}, _pp = _e / {BK};" if k_fast else
                 f"const int _kk = _e / {P[side]}, _pp = _e % {P[side]};")
        in_range = "" if size % nthreads == 0 else f"_e < {size} && "
        f = f"{unroll}for (int _c = 0; _c < {copies}; _c++) {{\n"
        f += f"  const int _e = _tid + _c * {nthreads};\n  {split}\n"
        f += f"  const long _g{side} = _o{side} + _pp;\n"
        if plan.mask is not None:
            # a masked plan's row guard and copy point depend on k (the rows each instance reads)
            f += "  const long _k = _kf + _kk;\n"
            lets = lets[:-1]
        if pipelined:
            from .contraction_dmma_code import async_copy, pointer_copies
            from ..gpu.contraction_dmma import affine_subscripts
            masked = plan.mask is not None
            # a masked plan's rows have their guards' values of the common range in its chunks there
            linear = pointer_copies(n, nthreads, side, k_fast, P[side], BK, row_guard, lets, value, copies,
                                    guard_k="_kclo + _kk" if masked else "_klo + _kk", advance=not masked)
            t = dm.staged()[n][0]
            each = async_copy(n, f, in_range, row_guard, _lets(lets, value, "    "), value, k_fast, P[side], BK)
            if linear is not None and not in_range and affine_subscripts(dm.terms[t].raw[side].access):
                setup_parts.append(linear[0])
                if masked:
                    # the chunks inside the tile's common k range (as masked_products tests it) by the
                    # running pointer, the others element by element, each row's guard at its k
                    fetch_parts.append(f"if (_kf >= _kclo && _kf + {BK - 1} <= _kchi) {{\n"
                                       + indent(linear[1], "  ") + "} else {\n" + indent(each, "  ")
                                       + f"}}\n_p{n} += _ks{n};\n")
                else:
                    fetch_parts.append(linear[1])
                continue
            fetch_parts.append(each)
            continue
        running = None
        if cuda and dm is None and not in_range and plan.mask is None and _affine(plan.operands[n].access):
            running = register_copies(n, nthreads, side, k_fast, P[side], BK, row_guard, lets, value, copies,
                                      ctype(ct))
        if running is not None:
            setup_parts.append(running[0])
            fetch_parts.append(running[1])
        else:
            f += f"  if ({in_range}_kf + _kk <= _khi && {row_guard}) {{\n"
            f += _lets(lets, value, "    ")
            f += f"    _f{n}[_c] = {value};\n  }} else {{\n    _f{n}[_c] = 0;\n  }}\n}}\n"
            fetch_parts.append(f)
        put = f"{unroll}for (int _c = 0; _c < {copies}; _c++) {{\n"
        put += f"  const int _e = _tid + _c * {nthreads};\n"
        if in_range:
            put += f"  if (_e < {size}) {{\n"
        put += f"  {split}\n  _s{n}[_kk][_pp] = _f{n}[_c];\n"
        put += "  }\n}\n" if in_range else "}\n"
        put_parts.append(put)
        w(f"{i2}{ctype(ct)} _f{n}[{copies}];\n")

    def fetch(start: str, i: str) -> str:
        body = "".join(fetch_parts)
        return _indent_keep_pragmas(f"{{\n  const long _kf = {start};\n{indent(body, '  ')}}}\n", i)

    def simt_products(buf: str) -> str:
        """The SIMT products of one chunk (first k _k0, _kn values) from shared buffer `buf` ("" or
        "[_st]"): each thread loads its operand values into registers, then updates its points."""
        ov = {nid: "_acc[_i0][_i1]" for nid in acc_nodes}
        for n, o in enumerate(plan.operands):
            ov[id(o.access.node)] = f"_v{n}[{reg[o.side]}]"
        stmt = target.stmts.statement(plan.update, upd_args, "", overrides=ov)
        upd = target.prog.scop.statement(plan.update)
        if any(id(x.node) not in ov for x in upd.accesses):
            # an access read from memory as written (D[i][j], x[k]): a register of a point without instances
            # (edge and diagonal tiles) must not address it
            stmt = f"if ({guard}) {{\n{indent(stmt, '  ')}}}\n"
        regs = ""
        for n, o in enumerate(plan.operands):
            regs += f"{ctype(o.ctype)} _v{n}[{R[o.side]}];\n"
            d, run = o.side, plan.runs[o.side]
            if vec[n] and run % vec[n][1] == 0:
                # each run of the thread's values is contiguous in shared memory: vector loads
                vt, width = vec[n]
                regs += f"{unroll}for (int _i = 0; _i < {R[d]}; _i += {width})\n"
                regs += (f"  *({vt} *)&_v{n}[_i] = *(const {vt} *)&_s{n}{buf}[_kk]"
                         f"[{plan.point_of(d, f'_r{d}', '_i')}];\n")
            else:
                regs += f"{unroll}for (int _i = 0; _i < {R[d]}; _i++)\n"
                regs += f"  _v{n}[_i] = _s{n}{buf}[_kk][{plan.point_of(d, f'_r{d}', '_i')}];\n"
        step = _lets([("_k", "_k0 + _kk")], stmt, "") + regs + per_point(stmt, "")
        text = ""
        if plan.mask is None:
            text += f"if (_kn == {BK}) {{\n"
        else:
            # a chunk inside the tile's common k range: unmasked; the others: masked (contraction_mask.py)
            m_stmt = _masked(plan, target, stmt)
            m_step = _lets([("_k", "_k0 + _kk")], m_stmt, "") + regs + per_point(m_stmt, "")
            text += f"if (_kn == {BK} && _k0 >= _kclo && _k0 + {BK - 1} <= _kchi) {{\n"
        text += unroll
        text += f"  for (int _kk = 0; _kk < {BK}; _kk++) {{\n"
        text += _indent_keep_pragmas(step, "    ")
        if plan.mask is not None:
            step = m_step
            text += f"  }}\n}} else if (_kn == {BK}) {{\n"
            text += unroll
            text += f"  for (int _kk = 0; _kk < {BK}; _kk++) {{\n"
            text += _indent_keep_pragmas(step, "    ")
        text += "  }\n} else {\n"
        text += "  for (int _kk = 0; _kk < _kn; _kk++) {\n"
        text += _indent_keep_pragmas(step, "    ")
        text += "  }\n}\n"
        return text

    # the prefetch keeps the next chunk's values live during the products: with many accumulators per
    # thread (FP32's 8x8) that costs occupancy (182 registers instead of 128 with nvcc 12 for sm_90), so
    # those copy each chunk at its start instead (every load of the chunk issued before any store)
    prefetch = R[a] * R[b] <= (PREFETCH_MAX_ACC if dm is None else DMMA_PREFETCH_MAX_ACC)
    if dm is None and setup_parts and len(setup_parts) == len(staged):
        # running pointers leave registers for the next chunk's values: FP32's 8x8 tiles prefetch too
        # (an H200 prototype, bench/micro/sgemm_simt.cu: 42% of SGEMM without, 53% with, at LARGE)
        prefetch = True
    def dmma_masked(values: list[tuple[str, str]]) -> str | None:
        """A masked DMMA plan's chunks outside the common k range: each accumulator register updated
        where its point's mask holds, by the product of each term's factors (`values`: per term, the C
        expressions of the values at the register's point and chunk offset _kk, read from the shared
        buffers); None when the plan has no mask."""
        if plan.mask is None:
            return None
        upd = (f"if ({target.expr(plan.mask)}) {{\n"
               + "".join(f"  _acc[_i0][_i1] += ({fa}) * ({fb});\n" for fa, fb in values) + "}\n")
        step = _lets([("_k", "_k0 + _kk")], upd, "") + per_point(upd, "")
        return "for (int _kk = 0; _kk < _kn; _kk++) {\n" + _indent_keep_pragmas(step, "  ") + "}\n"

    i3 = i2 + "  "
    if pipelined:
        from .contraction_dmma_code import async_chunks, signed
        reads, own = {}, {}            # (term, member) -> its factor's value in a fragment / at a register
        for n, ((t, side), (_, k_fast, node, _)) in enumerate(zip(dm.staged(), staged)):
            for at, (k_at, p_at) in ((reads, fragment_reads(dm)[side]), (own, ("_kk", point_exprs(dm)[side]))):
                elem = f"_s{n}[_st][{p_at}][{k_at}]" if k_fast else f"_s{n}[_st][{k_at}][{p_at}]"
                at[t, side] = target.stmts.access(plan.update, upd_args, dm.terms[t].factors[side],
                                                  overrides={id(node): elem})
        if setup_parts:
            w(_indent_keep_pragmas("".join(setup_parts), i2))
        issue = "".join(vec_issue) if copy == 16 else "".join(fetch_parts)
        frag, mine = (signed(dm, [(x[t, dm.m], x[t, dm.n]) for t in range(len(dm.terms))]) for x in (reads, own))
        w(_indent_keep_pragmas(async_chunks(dm, BK, issue, frag, dmma_masked(mine)), i2))
    else:
        if setup_parts:
            w(_indent_keep_pragmas("".join(setup_parts), i2))
        if prefetch:
            w(fetch("_klo", i2))
        w(f"{i2}for (long _k0 = _klo; _k0 <= _khi; _k0 += {BK}) {{\n")
        if dm is None or plan.mask is not None:
            w(f"{i3}const long _kn = s2s_min((long){BK}, _khi - _k0 + 1);\n")
        if not prefetch:
            w(fetch("_k0", i3))
        w(_indent_keep_pragmas("".join(put_parts), i3))
        w(f"{i3}{barrier}\n")
        if prefetch:
            w(f"{i3}if (_k0 + {BK} <= _khi) {{\n")
            w(fetch(f"_k0 + {BK}", i3 + "  "))
            w(f"{i3}}}\n")
        if dm is not None:
            # the products of one chunk on the tensor cores (k beyond the range was staged as zeros)
            from .contraction_dmma_code import masked_products, signed, staged_reads, term_products
            if plan.mask is None:
                w(_indent_keep_pragmas(term_products(dm, BK, staged_reads(dm)), i3))
            else:
                pm, pn = point_exprs(dm)[dm.m], point_exprs(dm)[dm.n]
                own = signed(dm, [(f"_s{2 * t}[_kk][{pm}]", f"_s{2 * t + 1}[_kk][{pn}]") for t in range(len(dm.terms))])
                w(_indent_keep_pragmas(masked_products(dm, BK, dmma_masked(own), staged_reads(dm)), i3))
        else:
            w(_indent_keep_pragmas(simt_products(""), i3))
        w(f"{i3}{barrier}\n")
        w(f"{i2}}}\n")
    # the finishes on the registers, then store the accumulators (not a private copy nobody reads after
    # the kernel: ContractionPlan.acc_dead)
    store = on_registers(plan.finishes) + \
        ("" if plan.acc_dead else f"{target.stmts.access(plan.update, acc_args, w_node)} = _acc[_i0][_i1];\n")
    store = f"if ({guard}) {{\n{indent(_lets([('_k', '_klo')], store, '') + store, '  ')}}}\n"
    if copy is not None:
        # (registers: gemm's DMMA kernel needs 168 with it, more than the cap of three blocks without)
        w(_stores_after_chunks(per_point(store, i2), n_par, i2))
        i2 = i2[:-2]
        w(f"{i2}}}\n")
    elif cuda and dm is None and prefetch:
        # the same for SIMT tiles that prefetch (FP32 gemm at LARGE: 158 registers instead of 171 with
        # 128x128 tiles; 122 instead of 123 with the default 128x64)
        w(_stores_after_chunks(per_point(store, i2), n_par, i2))
    else:
        w(per_point(store, i2))
    if copy == 16:
        # the other tiles are the <8> instance's
        w(f"{ind}}}\n")
        for _ in range(n_par):
            ind = ind[:-2]
            w(f"{ind}}}\n")
        return "".join(out)
    w(f"{ind}}} else {{\n")
    # every other tile: the generic body at each point, a strided share per thread
    inner = i2
    for d in plan.tiled:
        w(f"{inner}for (long _q{d} = _r{d}; _q{d} < {P[d]}; _q{d} += {T[d]}) {{\n")
        inner += "  "
    for d in range(n_par):
        w(f"{inner}const long _g{d} = _o{d} + _q{d};\n" if d in plan.tiled else
          f"{inner}const long _g{d} = _o{d};\n")
    w(indent(target.body(k), inner))
    for _ in plan.tiled:
        inner = inner[:-2]
        w(f"{inner}}}\n")
    w(f"{ind}}}\n")
    for _ in range(n_par):
        ind = ind[:-2]
        w(f"{ind}}}\n")
    return "".join(out)


def register_copies(n: int, nthreads: int, side: int, k_fast: bool, points: int, bk: int, row_guard: str,
                    lets: list[tuple[str, str]], value: str, copies: int, ctype: str) -> tuple[str, str] | None:
    """(per tile, per chunk) code that fetches operand n's share of a chunk into the registers _f<n> by
    running pointer, or None when a thread's copies are not evenly spaced.  As the DMMA kernels' pointer
    copies (contraction_dmma_code.pointer_copies): the tile computes the thread's first address, the
    strides between its copies and between chunks (differences of the operand's own addresses: the
    user's subscript is printed as written) and which copies' rows have instances (bits of _ok); a chunk
    then loads without index arithmetic, testing the k range only in the last one.  Fewer address
    registers than one 64-bit address per copy is what lets FP32's 8x8 accumulators prefetch the next
    chunk."""
    from .contraction_dmma_code import pointer_copies
    parts = pointer_copies(n, nthreads, side, k_fast, points, bk, row_guard, lets, value, copies)
    if parts is None:
        return None
    setup = parts[0].replace("const double *", f"const {ctype} *", 1)
    split = (f"const int _kk = _e % {bk};" if k_fast else f"const int _kk = _e / {points};")
    fetch = (f"{{\n  const bool _kall = _kf + {bk - 1} <= _khi;\n"
             "#pragma unroll\n"
             f"  for (int _c = 0; _c < {copies}; _c++) {{\n"
             f"    const int _e = _tid + _c * {nthreads};\n    {split}\n"
             f"    _f{n}[_c] = (_ok{n} >> _c & 1u) && (_kall || _kf + _kk <= _khi) ? _p{n}[_c * _cs{n}] : 0;\n"
             "  }\n"
             f"  _p{n} += _ks{n};\n}}\n")
    return setup, fetch


def _stores_after_chunks(stores: str, n_par: int, ind: str) -> str:
    """The accumulators' stores from the tile's origins taken again through an asm the compiler cannot
    look into (`_x<d>` for `_o<d>`): the stores compute their addresses and guards after the chunks
    instead of keeping the loads' ones live across them."""
    moves = "".join(f"{ind}long _x{d};\n{ind}asm volatile(\"mov.b64 %0, %1;\" : \"=l\"(_x{d}) : \"l\"(_o{d}));\n"
                    for d in range(n_par))
    return moves + re.sub(r"\b_o(\d+)\b", r"_x\1", stores)


def _masked(plan, target, stmt: str) -> str:
    """The update of a masked chunk: the accumulator changes only where k is in its point's range (the
    plan's mask), i.e. `acc = mask ? update(acc) : acc`, written as a guarded update.  The operand values
    outside the range may be anything (the 0 of an element not loaded, a value of another row): the
    guard discards the product, where zeroing an operand would turn 0 * Inf into NaN.  nvcc predicates
    the guarded update in place; a select on a temporary keeps both values live for every register
    (sm_90, trmm: 134 registers instead of 102 for FP64 4x4, 180 instead of 138 for FP32 8x8)."""
    from .targets import indent
    return f"if ({target.expr(plan.mask)}) {{\n{indent(stmt, '  ')}}}\n"


def _overwrites(st, array: str) -> bool:
    """Whether statement st writes `array` without reading it (`C[i][j] = 0`, `double acc = 0`)."""
    kinds = {a.kind for a in st.accesses if a.array == array}
    return kinds == {"write"}


def _pad(ctype: str) -> int:
    """Elements added to each shared row: rows stay 16-byte aligned (vector loads) and a copy that walks
    k fastest writes to different banks."""
    return {"float": 4, "double": 2}.get(ctype, 1)


def _vector(ctype: str, regs: int) -> tuple[str, int] | None:
    """The CUDA vector type that loads a thread's operand values from shared memory, if any."""
    for t, vt, width in (("float", "float4", 4), ("double", "double2", 2)):
        if ctype == t and regs % width == 0:
            return vt, width
    return None


def _indent_keep_pragmas(text: str, ind: str) -> str:
    """Indent C lines, leaving preprocessor lines (#pragma) at the start of their line."""
    return "".join((ln.lstrip() if ln.lstrip().startswith("#") else ind + ln) + "\n" if ln.strip() else "\n"
                   for ln in text.rstrip("\n").split("\n"))
