"""CUDA source of a contraction's chunks on the FP64 tensor cores (plan: gpu/contraction_dmma.py).

Each warp loads, per step of 4 values of k, its FM fragments of the rows' factor and FN of the columns'
factor from shared memory, one double per lane each, then runs FM×FN
`mma.sync.aligned.m8n8k4.row.col.f64` on its accumulator registers _acc[FM][2 FN] in place.

When each factor reads one operand (`alpha * A[i][k]`, `B[k][j]`: DmmaPlan.raw) the chunks are
pipelined: the operands' elements go from global to shared memory with `cp.async` (no registers on the
way) into two buffers, the copy of chunk c + 1 in flight while the warps compute chunk c, and the
fragment loads evaluate the factor (the statement's own subexpression, printed with the operand read
from shared memory), so each product multiplies the values the C statement multiplies.  A k beyond the
range in the last chunk gives both fragments the value 0 (an exact +0 for the accumulator), whatever
the factor makes of the element.  An operand whose consecutive elements follow k is stored [point][k]
(rows of BK + 4 doubles), the other [k][point] (rows of P + 4): the copies' stores and the fragment
loads (lanes l: k = l % 4, point = l / 4) then fall on distinct banks in each half-warp."""
from __future__ import annotations

from ..gpu.contraction_dmma import MMA_K, fragment_reads

MMA = "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
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
        "#pragma unroll\n"
        f"  for (int _i0 = 0; _i0 < {fm}; _i0++) {{\n"
        "#pragma unroll\n"
        f"    for (int _j = 0; _j < {fn}; _j++)\n"
        f'      asm("{MMA}"\n'
        '          : "+d"(_acc[_i0][2 * _j]), "+d"(_acc[_i0][2 * _j + 1]) : "d"(_fa[_i0]), "d"(_fb[_j]));\n'
        "  }\n"
        "}\n")


def shared_dims(k_fast: bool, points: int, bk: int) -> str:
    """The dimensions of a pipelined operand's two buffers."""
    return f"[2][{points}][{bk + PAD}]" if k_fast else f"[2][{bk}][{points + PAD}]"


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
    """The loop over the chunks of k from _klo to _khi, two buffers: `issue` copies the chunk at _kf
    into buffer _sw; the products read buffer _st."""
    def copy(start: str, buf: str) -> str:
        body = "".join("  " + ln + "\n" if ln.strip() else "\n" for ln in issue.splitlines())
        return (f"{{\n  const long _kf = {start};\n  const int _sw = {buf};\n{body}}}\n"
                'asm volatile("cp.async.commit_group;" ::: "memory");\n')

    def ind(text: str, by: str) -> str:
        return "".join((ln if ln.lstrip().startswith("#") else by + ln) + "\n" if ln.strip() else "\n"
                       for ln in text.rstrip("\n").split("\n"))

    return (
        f"const long _nch = _khi >= _klo ? (_khi - _klo) / {bk} + 1 : 0;\n"
        "if (_nch > 0) {\n" + ind(copy("_klo", "0"), "  ") + "}\n"
        "for (long _ch = 0; _ch < _nch; _ch++) {\n"
        "  const int _st = (int)(_ch & 1);\n"
        f"  const long _k0 = _klo + _ch * {bk};\n"
        f"  const long _kn = s2s_min((long){bk}, _khi - _k0 + 1);\n"
        "  if (_ch + 1 < _nch) {\n" + ind(copy(f"_k0 + {bk}", "_st ^ 1"), "    ")
        + '    asm volatile("cp.async.wait_group 1;" ::: "memory");\n'
        "  } else {\n"
        '    asm volatile("cp.async.wait_group 0;" ::: "memory");\n'
        "  }\n"
        "  __syncthreads();\n"
        + ind(dmma_products(dm, bk, fa, fb, tail=True), "  ")
        + "  __syncthreads();\n"
        "}\n")
