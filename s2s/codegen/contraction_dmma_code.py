"""CUDA source of a contraction's chunks on the FP64 tensor cores (plan: gpu/contraction_dmma.py).

Each warp loads, per step of 4 values of k, its FM fragments of the rows' factor and FN of the columns'
factor from shared memory, one double per lane each, then runs FM×FN
`mma.sync.aligned.m8n8k4.row.col.f64` on its accumulator registers _acc[FM][2 FN] in place.

When each factor reads one operand (`alpha * A[i][k]`, `B[k][j]`: DmmaTerm.raw) the chunks are
pipelined: the operands' elements go from global to shared memory with `cp.async` (no registers on the
way) into DmmaPlan.stages buffers, the copies of the next stages - 1 chunks in flight while the warps
compute chunk c, and the fragment loads evaluate the factor (the statement's own subexpression, printed
with the operand read from shared memory), so each product multiplies the values the C statement
multiplies.  A k beyond the range in the last chunk gives both fragments the value 0 (an exact +0 for
the accumulator), whatever the factor makes of the element; the full chunks before it skip that test.
An operand whose consecutive elements follow k is stored [point][k] (rows of BK + 4 doubles), the other
[k][point] (rows of P + 4): the copies' stores and the fragment loads (lanes l: k = l % 4, point = l / 4)
then fall on distinct banks in each half-warp.

On sm_90 and later (`#if __CUDA_ARCH__ >= 900`) two fragments of rows 8 apart run as one
`mma.sync.aligned.m16n8k4.row.col.f64` (A operand {rows r, r + 8}, accumulators {r: c0, c1; r + 8: c2,
c3}): same registers, same points, same sums, but the H100 runs the m16n8 shapes at its full FP64
tensor rate (66.7 TFLOP/s in bench/micro/dmma_shapes.cu) and m8n8k4 at half of it (33.3 TFLOP/s).

An update that adds a sum of products (`acc += f1 * g1 + f2 * g2`: DmmaPlan.terms) stages each term's
factors in buffers of their own and runs each term's DMMAs after the previous term's, on the same
accumulators."""
from __future__ import annotations

from ..gpu.contraction_dmma import MMA_K, fragment_reads

MMA = "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
MMA16 = "mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
MMA16_ARCH = 900            # __CUDA_ARCH__ of the first GPUs with the FP64 m16n8k4 shape (H100)
MMA168 = ("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%0, %1, %2, %3};")
PAD = 4                     # doubles added to each row of a pipelined buffer (see above)


def dmma_products(dm, bk: int, fa: str | None = None, fb: str | None = None, tail: bool = False) -> str:
    """The products of one staged chunk of `bk` values of k (a multiple of 4).  `fa`, `fb`: the C
    expressions of a row's and a column's fragment value (of _kk, _lane, _i); default: the staged
    factors _s0 and _s1.  `tail`: the values at k beyond the chunk's _kn count as 0 (else the copy
    staged zeros there)."""
    fm, fn = dm.frags
    ka = fragment_reads(dm)[dm.m][0]
    fa, fb = (fa, fb) if fa else staged_reads(dm)[0]
    if tail:
        fa, fb = f"_in ? ({fa}) : 0.0", f"_in ? ({fb}) : 0.0"
    if dm.k8 and fm % 2 == 0 and bk % 8 == 0:
        # sm_90: rows r and r + 8 and k values t and t + 4 of each step of 8 in one m16n8k8 (A operand
        # {(r, t), (r + 8, t), (r, t + 4), (r + 8, t + 4)}, B {(t, c), (t + 4, c)}): half the instructions
        # of m16n8k4 pairs; each half loads its fragments as the k4 steps do (_kk = _k8 + 4 _h)
        k8 = (f"#if __CUDA_ARCH__ >= {MMA16_ARCH}\n"
              "#pragma unroll\n"
              f"for (int _k8 = 0; _k8 < {bk}; _k8 += 8) {{\n"
              f"  double _fa[{fm}][2], _fb[{fn}][2];\n"
              "#pragma unroll\n"
              "  for (int _h = 0; _h < 2; _h++) {\n"
              "    const int _kk = _k8 + 4 * _h;\n"
              + (f"    const bool _in = {ka} < _kn;\n" if tail else "")
              + "#pragma unroll\n"
              f"    for (int _i = 0; _i < {fm}; _i++)\n"
              f"      _fa[_i][_h] = {fa};\n"
              "#pragma unroll\n"
              f"    for (int _i = 0; _i < {fn}; _i++)\n"
              f"      _fb[_i][_h] = {fb};\n"
              "  }\n"
              "#pragma unroll\n"
              f"  for (int _i0 = 0; _i0 < {fm}; _i0 += 2) {{\n"
              "#pragma unroll\n"
              f"    for (int _j = 0; _j < {fn}; _j++)\n"
              f'      asm("{MMA168}"\n'
              '          : "+d"(_acc[_i0][2 * _j]), "+d"(_acc[_i0][2 * _j + 1]), "+d"(_acc[_i0 + 1][2 * _j]), '
              '"+d"(_acc[_i0 + 1][2 * _j + 1])\n'
              '          : "d"(_fa[_i0][0]), "d"(_fa[_i0 + 1][0]), "d"(_fa[_i0][1]), "d"(_fa[_i0 + 1][1]), '
              '"d"(_fb[_j][0]), "d"(_fb[_j][1]));\n'
              "  }\n"
              "}\n"
              "#else\n")
        return k8 + _k4_products(dm, bk, fa, fb, ka, tail, pairs=False) + "#endif\n"
    return _k4_products(dm, bk, fa, fb, ka, tail, pairs=fm % 2 == 0)


def _k4_products(dm, bk: int, fa: str, fb: str, ka: str, tail: bool, pairs: bool) -> str:
    """The chunk in steps of 4 values of k: m8n8k4 per fragment, or (`pairs`, sm_90) m16n8k4 per two."""
    fm, fn = dm.frags
    if pairs:
        # rows r and r + 8 (fragments _i0, _i0 + 1) in one m16n8k4 on sm_90; m8n8k4 before it
        mmas = (f"#if __CUDA_ARCH__ >= {MMA16_ARCH}\n"
                "#pragma unroll\n"
                f"  for (int _i0 = 0; _i0 < {fm}; _i0 += 2) {{\n"
                "#pragma unroll\n"
                f"    for (int _j = 0; _j < {fn}; _j++)\n"
                f'      asm("{MMA16}"\n'
                '          : "+d"(_acc[_i0][2 * _j]), "+d"(_acc[_i0][2 * _j + 1]), "+d"(_acc[_i0 + 1][2 * _j]), '
                '"+d"(_acc[_i0 + 1][2 * _j + 1])\n'
                '          : "d"(_fa[_i0]), "d"(_fa[_i0 + 1]), "d"(_fb[_j]));\n'
                "  }\n"
                "#else\n")
        close = "#endif\n"
    else:
        mmas, close = "", ""
    return (
        "#pragma unroll\n"
        f"for (int _kk = 0; _kk < {bk}; _kk += {MMA_K}) {{\n"
        + (f"  const bool _in = {ka} < _kn;\n" if tail else "")
        + f"  double _fa[{fm}], _fb[{fn}];\n"
        "#pragma unroll\n"
        f"  for (int _i = 0; _i < {fm}; _i++)\n"
        f"    _fa[_i] = {fa};\n"
        "#pragma unroll\n"
        f"  for (int _i = 0; _i < {fn}; _i++)\n"
        f"    _fb[_i] = {fb};\n"
        + mmas +
        "#pragma unroll\n"
        f"  for (int _i0 = 0; _i0 < {fm}; _i0++) {{\n"
        "#pragma unroll\n"
        f"    for (int _j = 0; _j < {fn}; _j++)\n"
        f'      asm("{MMA}"\n'
        '          : "+d"(_acc[_i0][2 * _j]), "+d"(_acc[_i0][2 * _j + 1]) : "d"(_fa[_i0]), "d"(_fb[_j]));\n'
        "  }\n"
        + close +
        "}\n")


def shared_dims(k_fast: bool, points: int, bk: int, stages: int) -> str:
    """The dimensions of a pipelined operand's buffers."""
    return f"[{stages}][{points}][{bk + PAD}]" if k_fast else f"[{stages}][{bk}][{points + PAD}]"


def dynamic_buffers(operands: list[tuple[bool, int]], bk: int, stages: int) -> str:
    """The buffers of the pipelined operands (k_fast, points) in the block's dynamic shared memory (the
    launch passes DmmaPlan.dynamic bytes), as pointers to arrays of the static buffers' shape, so that
    the copies and the fragment loads index them alike."""
    out = "  extern __shared__ __align__(16) double _s_dyn[];\n"
    offset = 0
    for n, (k_fast, points) in enumerate(operands):
        dims = shared_dims(k_fast, points, bk, stages)
        inner = dims[dims.index("]") + 1:]
        out += f"  double (*const _s{n}){inner} = (double (*){inner})(_s_dyn + {offset});\n"
        rows, cols = (points, bk + PAD) if k_fast else (bk, points + PAD)
        offset += stages * rows * cols
    return out


def pointer_copies(n: int, nthreads: int, side: int, k_fast: bool, points: int, bk: int, row_guard: str,
                   lets: list[tuple[str, str]], value: str, copies: int, guard_k: str = "_klo + _kk",
                   advance: bool = True) -> tuple[str, str] | None:
    """(per tile, per chunk) code of operand n's copies by running pointer, or None when a thread's
    copies are not evenly spaced.  Copy _c of a thread stages element e = _tid + _c T of the chunk
    (T threads): with T a multiple of the chunk's row length, its row and column move by a constant
    per copy, so its global address is that of copy 0 plus _c times a constant stride (the subscripts
    are affine); from one chunk to the next every address moves by the same stride.  The tile computes
    the thread's first address and the two strides once (by differences of the operand's addresses,
    so the user's subscript is printed as it is, never rewritten) and which copies' rows have instances
    (bits of _ok); a chunk then issues its copies without index arithmetic, testing the k range only in
    the last chunk.  The addresses of rows without instances are formed but never read.  `guard_k`: the
    k at which the rows' guards are evaluated (a masked plan's: in the tile's common k range, where they
    do not depend on k); `advance`: the chunk's code moves the pointer on (else the caller does)."""
    row = bk if k_fast else points
    if nthreads % row or copies > 32:
        return None
    split = (f"const int _kk = _e % {bk}, _pp = _e / {bk};" if k_fast else
             f"const int _kk = _e / {points}, _pp = _e % {points};")
    kx, px = (f"_e % {bk}", f"_e / {bk}") if k_fast else (f"_e / {points}", f"_e % {points}")
    from .contraction_code import _decls

    def at(e: str, k: str, then: str) -> str:
        # only what `then` uses: the row guard's copies use neither the value's k nor its subscripts
        # _k before the lets: a masked plan's copy point depends on it
        ds = [("int", "_e", e), ("int", "_kk", kx), ("int", "_pp", px), ("long", f"_g{side}", f"_o{side} + _pp"),
              ("long", "_k", k)]
        ds += [("long", x, v) for x, v in lets if x != "_k"]
        return f"{{\n{_decls(ds, then, '  ')}  {then}\n}}\n"
    setup = (f"const double *_p{n};\nlong _cs{n} = 0, _ks{n};\nunsigned _ok{n} = 0u;\n"
             + at("_tid", "_klo + _kk", f"_p{n} = &{value};")
             + (at(f"_tid + {nthreads}", "_klo + _kk", f"_cs{n} = &{value} - _p{n};") if copies > 1 else "")
             + at("_tid", f"_klo + _kk + {bk}", f"_ks{n} = &{value} - _p{n};")
             + "#pragma unroll\n"
             + f"for (int _c = 0; _c < {copies}; _c++)\n"
             + at(f"_tid + _c * {nthreads}", guard_k, f"if ({row_guard}) _ok{n} |= 1u << _c;"))
    dst = f"_s{n}[_sw][_pp][_kk]" if k_fast else f"_s{n}[_sw][_kk][_pp]"
    issue = (f"{{\n  const bool _kall = _kf + {bk - 1} <= _khi;\n"
             "#pragma unroll\n"
             f"  for (int _c = 0; _c < {copies}; _c++) {{\n"
             f"    const int _e = _tid + _c * {nthreads};\n    {split}\n"
             f"    double *_d = &{dst};\n"
             f"    if ((_ok{n} >> _c & 1u) && (_kall || _kf + _kk <= _khi))\n"
             f'      asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" :: '
             f'"r"((unsigned)__cvta_generic_to_shared(_d)), "l"(_p{n} + _c * _cs{n}) : "memory");\n'
             "    else\n      *_d = 0;\n  }\n"
             + (f"  _p{n} += _ks{n};\n" if advance else "") + "}\n")
    return setup, issue


CP16 = ('asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: '
        '"r"((unsigned)__cvta_generic_to_shared({dst})), "l"({src}) : "memory");')


def pair_copies(n: int, nthreads: int, side: int, k_fast: bool, points: int, bk: int, row_guard: str,
                lets: list[tuple[str, str]], value: str) -> tuple[str, str, str]:
    """(per tile, per chunk, test) code of operand n's copies in pairs of neighbouring elements of a
    buffer row (two values of k of a k-contiguous operand, two points of the other), each pair one
    16-byte `cp.async` (gpu/contraction_dmma.vector_copies gives the spacing).  An H100 prototype of
    gemm's kernel (bench/micro/dmma_gemm.cu, 2026-11-25) ran at 83% of cuBLAS with 16-byte copies and
    60% with 8-byte ones: half the copies and their addresses, 152 registers instead of 222, so three
    blocks per multiprocessor instead of two.

    As pointer_copies, the tile computes the thread's first address and the strides between its
    copies and between chunks once, by differences of the operand's own addresses.  The test (`_v{n}`,
    per tile and thread) says whether the pairs can be copied so: the two elements are neighbours in
    memory (unit stride 1) and every pair's address is 16-byte aligned (the first one is, the strides
    are even).  A pair is copied when one of its elements has instances (the bits of _vok{n}, two per
    copy) and its first k is in the range, else zeroed.  The other element then is read although the
    program does not read it: it lies in the same aligned 16 bytes as one that it reads (one page, and
    one allocation: allocations are 16-byte aligned), and its value reaches only what is discarded, the
    accumulators of a row or column without instances (never stored) or a k past the range (the last
    chunk's products take 0 there, by a select: contraction_dmma_code.dmma_products)."""
    from ..gpu.contraction_dmma import pair_split
    half, copies = _spacing(points, bk, k_fast, nthreads)
    kx, px = pair_split(k_fast, half)               # checked at every copy: contraction_dmma.verify_pairs
    split = f"const int _kk = {kx}, _pp = {px};"
    from .contraction_code import _decls

    def at(e: str, k: str, then: str, dp: str = "") -> str:
        # only what `then` uses: the row guard's copies use neither the value's k nor its subscripts
        ds = [("int", "_e", e), ("int", "_kk", kx), ("int", "_pp", px),
              ("long", f"_g{side}", f"_o{side} + _pp{dp}")]
        ds += [("long", x, v) for x, v in lets if x != "_k"] + [("long", "_k", k)]
        return f"{{\n{_decls(ds, then, '  ')}  {then}\n}}\n"
    unit = (at("_tid", "_klo + _kk + 1", f"_vus{n} = &{value} - _vp{n};") if k_fast else
            at("_tid", "_klo + _kk", f"_vus{n} = &{value} - _vp{n};", " + 1"))
    oks = "".join(_ind(at(f"_tid + _c * {nthreads}", "_klo + _kk", f"if ({row_guard}) _vok{n} |= 1u << (2 * _c + {h});",
                          "" if k_fast else f" + {h}"), "  ") for h in (0, 1))
    setup = (f"const double *_vp{n};\nlong _vcs{n} = 0, _vks{n}, _vus{n};\nunsigned _vok{n} = 0u;\n"
             + at("_tid", "_klo + _kk", f"_vp{n} = &{value};")
             + (at(f"_tid + {nthreads}", "_klo + _kk", f"_vcs{n} = &{value} - _vp{n};") if copies > 1 else "")
             + at("_tid", f"_klo + _kk + {bk}", f"_vks{n} = &{value} - _vp{n};")
             + unit
             + "#pragma unroll\n"
             + f"for (int _c = 0; _c < {copies}; _c++) {{\n" + oks + "}\n"
             + f"const bool _v{n} = _vus{n} == 1 && (_vcs{n} & 1) == 0 && (_vks{n} & 1) == 0 && "
             f"((unsigned long long)_vp{n} & 15) == 0;\n")
    dst = f"_s{n}[_sw][_pp][_kk]" if k_fast else f"_s{n}[_sw][_kk][_pp]"
    kin = "_kf + _kk <= _khi"
    issue = (f"{{\n  const bool _kall = _kf + {bk - 1} <= _khi;\n"
             "#pragma unroll\n"
             f"  for (int _c = 0; _c < {copies}; _c++) {{\n"
             f"    const int _e = _tid + _c * {nthreads};\n    {split}\n"
             f"    double *_d = &{dst};\n"
             f"    if ((_vok{n} >> (2 * _c) & 3u) && (_kall || {kin}))\n"
             f"      {CP16.format(dst='_d', src=f'_vp{n} + _c * _vcs{n}')}\n"
             "    else {\n      _d[0] = 0;\n      _d[1] = 0;\n    }\n  }\n"
             f"  _vp{n} += _vks{n};\n}}\n")
    return setup, issue, f"_v{n}"


def _spacing(points: int, bk: int, k_fast: bool, nthreads: int) -> tuple[int, int]:
    from ..gpu.contraction_dmma import vector_copies
    found = vector_copies(points, bk, k_fast, nthreads)
    if found is None:
        raise ValueError("pair_copies of a plan without vector copies (DmmaPlan.vector)")
    return found


def async_copy(n: int, head: str, in_range: str, row_guard: str, lets: str, value: str, k_fast: bool,
               points: int, bk: int, ctype: str = "double") -> str:
    """A thread's copies of operand n's elements of the chunk at _kf into buffer _sw: `head` opens the
    loop over its copies (_e, _kk, _pp and the row's member set); an element outside the k range or
    of a row without instances gets 0 without a load.  `k_fast`: the buffer is [point][k] (else
    [k][point]); `ctype`: the element type (cp.async copies its 4 or 8 bytes)."""
    dst = f"_s{n}[_sw][_pp][_kk]" if k_fast else f"_s{n}[_sw][_kk][_pp]"
    size = {"float": 4, "double": 8}[ctype]
    ind = "    " if in_range else "  "
    body = f"{ind}{ctype} *_d = &{dst};\n"
    body += f"{ind}if (_kf + _kk <= _khi && {row_guard}) {{\n"
    body += "".join(ind + ln + "\n" for ln in lets.splitlines())
    body += (f'{ind}  asm volatile("cp.async.ca.shared.global [%0], [%1], {size};" :: '
             f'"r"((unsigned)__cvta_generic_to_shared(_d)), "l"(&{value}) : "memory");\n')
    body += f"{ind}}} else {{\n{ind}  *_d = 0;\n{ind}}}\n"
    if in_range:
        size = in_range.split("<")[1].split("&&")[0].strip()
        body = f"  if (_e < {size}) {{\n{body}  }}\n"
    return head + body + "}\n"


def term_products(dm, bk: int, reads: list[tuple[str, str]], tail: bool = False) -> str:
    """The products of one chunk of every term of the update (DmmaPlan.terms), term after term on the
    same accumulators: `reads` has each term's fragment values (fa, fb) as dmma_products takes them."""
    return "".join(dmma_products(dm, bk, fa, fb, tail) for fa, fb in reads)


def staged_reads(dm) -> list[tuple[str, str]]:
    """The fragment values of each term when the factors are staged (not pipelined): term t's factors
    are buffers _s{2t} (rows) and _s{2t + 1} (columns), as DmmaPlan.staged orders them."""
    (ka, pa), (kb, pb) = fragment_reads(dm)[dm.m], fragment_reads(dm)[dm.n]
    return signed(dm, [(f"_s{2 * t}[{ka}][{pa}]", f"_s{2 * t + 1}[{kb}][{pb}]") for t in range(len(dm.terms))])


def signed(dm, values: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each term's (row value, column value) with the row value negated where the term is subtracted
    (DmmaTerm.sign): acc - f * g is acc + (-f) * g exactly, and the products only add."""
    return [(f"-({fa})" if t.sign < 0 else fa, fb) for t, (fa, fb) in zip(dm.terms, values)]


def async_chunks(dm, bk: int, issue: str, reads: list[tuple[str, str]], masked: str | None = None) -> str:
    """The DMMA chunks (pipelined_chunks) with the tensor cores' products of buffer _st: in steps of
    8 or 4 without a k test in a full chunk, with the test in the last.  `masked`: a masked plan's
    chunks outside the tile's common k range (masked_products)."""
    if masked is not None:
        return pipelined_chunks(dm.stages, bk, issue, masked_products(dm, bk, masked, reads))
    products = (f"if (_kn == {bk}) {{\n" + _ind(term_products(dm, bk, reads), "  ")
                + "} else {\n" + _ind(term_products(dm, bk, reads, tail=True), "  ") + "}\n")
    return pipelined_chunks(dm.stages, bk, issue, products)


def masked_products(dm, bk: int, masked: str, reads: list[tuple[str, str]]) -> str:
    """A masked plan's chunk (first k _k0, _kn values): on the tensor cores when it is whole and inside
    the tile's common k range [_kclo, _kchi], where every point of the tile has each of its values of k;
    else `masked`, each accumulator register's own update under its point's mask (a loop over the
    chunk's _kn values of k)."""
    return (f"if (_kn == {bk} && _k0 >= _kclo && _k0 + {bk - 1} <= _kchi) {{\n"
            + _ind(term_products(dm, bk, reads), "  ") + "} else {\n" + _ind(masked, "  ") + "}\n")


def _ind(text: str, by: str) -> str:
    """Indent C lines, leaving preprocessor lines at the start of their line."""
    from .contraction_code import _indent_keep_pragmas
    return _indent_keep_pragmas(text, by)


def pipelined_chunks(stages: int, bk: int, issue: str, products: str) -> str:
    """The loop over the chunks of k from _klo to _khi in `stages` buffers: `issue` copies the chunk at
    _kf into buffer _sw; `products` computes chunk _ch (first k _k0, _kn values) from buffer _st.  Every
    iteration commits one group of copies (empty near the end), so `wait_group stages - 2` at chunk c
    means chunk c has landed; the barrier after it also tells that every warp is done with chunk c - 1,
    whose buffer the copy issued next reuses.  A barrier after the loop keeps the next tile's first
    copies off the last chunk's buffer."""
    s = stages

    def copy(start: str, buf: str) -> str:
        body = "".join("  " + ln + "\n" if ln.strip() else "\n" for ln in issue.splitlines())
        return f"{{\n  const long _kf = {start};\n  const int _sw = {buf};\n{body}}}\n"

    commit = 'asm volatile("cp.async.commit_group;" ::: "memory");\n'
    prologue = ("#pragma unroll\n"
                f"for (int _p = 0; _p < {s - 1}; _p++) {{\n"
                "  if (_p < _nch) {\n" + _ind(copy(f"_klo + _p * {bk}", "_p"), "    ") + "  }\n"
                + _ind(commit, "  ") + "}\n")
    return (
        f"const long _nch = _khi >= _klo ? (_khi - _klo) / {bk} + 1 : 0;\n"
        + prologue +
        "for (long _ch = 0; _ch < _nch; _ch++) {\n"
        f"  const int _st = (int)(_ch % {s});\n"
        f"  const long _k0 = _klo + _ch * {bk};\n"
        f"  const long _kn = s2s_min((long){bk}, _khi - _k0 + 1);\n"
        f'  asm volatile("cp.async.wait_group {s - 2};" ::: "memory");\n'
        "  __syncthreads();\n"
        f"  if (_ch + {s - 1} < _nch) {{\n"
        + _ind(copy(f"_k0 + {(s - 1) * bk}", f"(int)((_ch + {s - 1}) % {s})"), "    ") + "  }\n"
        + _ind(commit, "  ")
        + _ind(products, "  ") +
        "}\n"
        'asm volatile("cp.async.wait_group 0;" ::: "memory");\n'
        "__syncthreads();\n")
