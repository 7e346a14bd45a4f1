"""CUDA source of a contraction chunk's products on the FP64 tensor cores (plan: gpu/contraction_dmma.py).

Each warp loads, per step of 4 values of k, its FM fragments of the rows' factor (_s0) and FN of the
columns' factor (_s1) from shared memory, one double per lane each, then runs FM×FN
`mma.sync.aligned.m8n8k4.row.col.f64` on its accumulator registers _acc[FM][2 FN] in place."""
from __future__ import annotations

from ..gpu.contraction_dmma import MMA_K, fragment_reads

MMA = "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"


def dmma_products(dm, bk: int) -> str:
    """The products of one staged chunk of `bk` values of k (a multiple of 4): every value of the chunk
    is used, those beyond the k range were staged as zeros by the copy."""
    fm, fn = dm.frags
    (ka, pa), (kb, pb) = fragment_reads(dm)[dm.m], fragment_reads(dm)[dm.n]
    return (
        "#pragma unroll\n"
        f"for (int _kk = 0; _kk < {bk}; _kk += {MMA_K}) {{\n"
        f"  double _fa[{fm}], _fb[{fn}];\n"
        "#pragma unroll\n"
        f"  for (int _i = 0; _i < {fm}; _i++)\n"
        f"    _fa[_i] = _s0[{ka}][{pa}];\n"
        "#pragma unroll\n"
        f"  for (int _i = 0; _i < {fn}; _i++)\n"
        f"    _fb[_i] = _s1[{kb}][{pb}];\n"
        "#pragma unroll\n"
        f"  for (int _i0 = 0; _i0 < {fm}; _i0++) {{\n"
        "#pragma unroll\n"
        f"    for (int _j = 0; _j < {fn}; _j++)\n"
        f'      asm("{MMA}"\n'
        '          : "+d"(_acc[_i0][2 * _j]), "+d"(_acc[_i0][2 * _j + 1]) : "d"(_fa[_i0]), "d"(_fb[_j]));\n'
        "  }\n"
        "}\n")
