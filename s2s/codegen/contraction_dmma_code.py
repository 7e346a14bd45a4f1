"""CUDA source of a contraction's chunks on the FP64 tensor cores (plan: gpu/contraction_dmma.py).

Each warp loads, per step of 4 values of k, its FM fragments of the rows' factor and FN of the columns'
factor from shared memory, one double per lane each, then runs FM×FN
`mma.sync.aligned.m8n8k4.row.col.f64` on its accumulator registers _acc[FM][2 FN] in place.

When each factor reads one operand (`alpha * A[i][k]`, `B[k][j]`: DmmaPlan.raw) the chunks are
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
tensor rate (66.7 TFLOP/s in bench/micro/dmma_shapes.cu) and m8n8k4 at half of it (33.3 TFLOP/s)."""
from __future__ import annotations

from ..gpu.contraction_dmma import MMA_K, fragment_reads

MMA = "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
MMA16 = "mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
MMA16_ARCH = 900            # __CUDA_ARCH__ of the first GPUs with the FP64 m16n8k4 shape (H100)
PAD = 4                     # doubles added to each row of a pipelined buffer (see above)


def dmma_products(dm, bk: int, fa: str | None = None, fb: str | None = None, tail: bool = False) -> str:
    """The products of one staged chunk of `bk` values of k (a multiple of 4).  `fa`, `fb`: the C
    expressions of a row's and a column's fragment value (of _kk, _lane, _i); default: the staged
    factors _s0 and _s1.  `tail`: the values at k beyond the chunk's _kn count as 0 (else the copy
    staged zeros there)."""
    fm, fn = dm.frags
    (ka, pa), (kb, pb) = fragment_reads(dm)[dm.m], fragment_reads(dm)[dm.n]
    fa = fa or f"_s0[{ka}][{pa}]"
    fb = fb or f"_s1[{kb}][{pb}]"
    if tail:
        fa, fb = f"_in ? ({fa}) : 0.0", f"_in ? ({fb}) : 0.0"
    if fm % 2 == 0:
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


def async_copy(n: int, head: str, in_range: str, row_guard: str, lets: str, value: str, k_fast: bool,
               points: int, bk: int) -> str:
    """A thread's copies of operand n's elements of the chunk at _kf into buffer _sw: `head` opens the
    loop over its copies (_e, _kk, _pp and the row's member set); an element outside the k range or
    of a row without instances gets 0 without a load."""
    dst = f"_s{n}[_sw][_pp][_kk]" if k_fast else f"_s{n}[_sw][_kk][_pp]"
    ind = "    " if in_range else "  "
    body = f"{ind}double *_d = &{dst};\n"
    body += f"{ind}if (_kf + _kk <= _khi && {row_guard}) {{\n"
    body += "".join(ind + ln + "\n" for ln in lets.splitlines())
    body += (f'{ind}  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" :: '
             f'"r"((unsigned)__cvta_generic_to_shared(_d)), "l"(&{value}) : "memory");\n')
    body += f"{ind}}} else {{\n{ind}  *_d = 0;\n{ind}}}\n"
    if in_range:
        size = in_range.split("<")[1].split("&&")[0].strip()
        body = f"  if (_e < {size}) {{\n{body}  }}\n"
    return head + body + "}\n"


def async_chunks(dm, bk: int, issue: str, fa: str, fb: str) -> str:
    """The loop over the chunks of k from _klo to _khi in dm.stages buffers: `issue` copies the chunk at
    _kf into buffer _sw; the products read buffer _st.  Every iteration commits one group of copies
    (empty near the end), so `wait_group stages - 2` at chunk c means chunk c has landed; the barrier
    after it also tells that every warp is done with chunk c - 1, whose buffer the copy issued next
    reuses.  A barrier after the loop keeps the next tile's first copies off the last chunk's buffer."""
    s = dm.stages

    def copy(start: str, buf: str) -> str:
        body = "".join("  " + ln + "\n" if ln.strip() else "\n" for ln in issue.splitlines())
        return f"{{\n  const long _kf = {start};\n  const int _sw = {buf};\n{body}}}\n"

    def ind(text: str, by: str) -> str:
        return "".join((ln if ln.lstrip().startswith("#") else by + ln) + "\n" if ln.strip() else "\n"
                       for ln in text.rstrip("\n").split("\n"))

    commit = 'asm volatile("cp.async.commit_group;" ::: "memory");\n'
    prologue = ("#pragma unroll\n"
                f"for (int _p = 0; _p < {s - 1}; _p++) {{\n"
                "  if (_p < _nch) {\n" + ind(copy(f"_klo + _p * {bk}", "_p"), "    ") + "  }\n"
                + ind(commit, "  ") + "}\n")
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
        + ind(copy(f"_k0 + {(s - 1) * bk}", f"(int)((_ch + {s - 1}) % {s})"), "    ") + "  }\n"
        + ind(commit, "  ") +
        f"  if (_kn == {bk}) {{\n"
        + ind(dmma_products(dm, bk, fa, fb), "    ")
        + "  } else {\n"
        + ind(dmma_products(dm, bk, fa, fb, tail=True), "    ")
        + "  }\n"
        "}\n"
        'asm volatile("cp.async.wait_group 0;" ::: "memory");\n'
        "__syncthreads();\n")
