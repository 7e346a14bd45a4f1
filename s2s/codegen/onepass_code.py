"""CUDA code of a one-pass kernel (s2s/gpu/onepass.py): a row reduction and a column reduction that read
the same matrix, in one sweep over it.

One kernel, launched in up to three phases (argument `_phase`):

* phase 0 runs every point's statements before the reduction loop (the targets' initialisations,
  `s[j] = 0`), of both kernels, with a grid stride over each kernel's points;
* phase 1 walks the rows x columns rectangle in tiles of `_tr` rows (chosen at the launch from the sizes,
  so that the grid gives every multiprocessor several tiles) by ONEPASS_COLS columns.  A block is 32 x 8
  threads: lane x runs the columns x, x + 32, ... of the tile (consecutive lanes read consecutive elements
  of a row: coalesced), warp y its rows y, y + 8, ....  Each row statement folds its lane's columns into a
  register, the warp sums them with shuffles, and one lane adds the row's partial sum to the target with
  one atomicAdd per row and tile.  Each column statement keeps one register per column of the lane over
  the warp's rows; at the end of the tile the 8 warps' partials meet in shared memory and one thread per
  column adds their sum (in a fixed order) with one atomicAdd per column and tile;
* phase 2 runs every point's statements after the loop (`q[i] = acc[i]`).

Each instance is run where the original kernel's own guards and loop bounds hold at that (point, iterator)
value: the rectangle is only the range the tiles walk.  Partial sums go to an element only from lanes that
ran an instance updating it (its address is taken there, as in group mode), so an element no instance
updates is never written.
"""
from __future__ import annotations

from pycparser import c_ast

from .kernel_ir import Kernel, Stmt
from .reduction_unroll import slot_fold, slot_name

# Columns per tile: 4 per lane.  With 4 columns per lane the kernel needs 61-62 registers instead of 80,
# so 4 blocks of 256 threads are resident per multiprocessor instead of 3.  Measured on an H100 at LARGE
# (2026-11-24 10:29 UTC, kernel events, one run): mvt 300 -> 247 us against 256 columns (this code);
# bicg 258 -> 229 us with, in that build, its post statements run by the sweep's last block (left out:
# alone it made bicg 11 us slower at 256 columns).  Asking __launch_bounds__ for 4 blocks at 256 columns
# (64 registers, 48 bytes of spills) or 5 at 128, or two rows per iteration, were slower (275-332 us).
ONEPASS_COLS = 128
ONEPASS_ROWS_PER_WARP = 8   # warps per block (rows in flight per tile)
SLOTS = ONEPASS_COLS // 32
TILES_PER_SM = 16           # tiles the launch aims at per multiprocessor
ROW_UNROLL = 1              # rows a warp loads before it reduces them (loads in flight)


def extra_params() -> list[tuple[str, str]]:
    """The one-pass kernel's own arguments after the common ones (kernel_params)."""
    names = ["_on0", "_on1", "_rplo", "_rpn", "_cplo", "_cpn", "_rlo", "_rn", "_clo", "_cn", "_tr", "_phase"]
    return [(f"long {n}", n) for n in names]


class _Printer:
    def __init__(self, target, k: Kernel):
        self.t = target
        self.k = k
        self.p = k.onepass
        self.forms = k.reduction.forms

    def vtype(self, s: str) -> str:
        return self.t.value_type(self.forms[s].ctype)

    def cond(self, side, extra: list[str]) -> str:
        parts = [f"({self.t.expr(g)})" for g in (side.guards if side is not None else [])] + extra
        return " && ".join(parts) or "1"

    def plain(self, stmts: list[Stmt], ind: str) -> str:
        return "".join(self.t.stmts.statement(s.name, [self.t.expr(a) for a in s.args], ind) for s in stmts)

    def folds(self, side, ind: str, slot: int, dst: str) -> str:
        """The reduction statements of `side` folding into their accumulators (slot: the copy of the
        lane's column, or of the row of the iteration), each taking its target's address first."""
        out = []
        for s in side.red:
            st = self.t.prog.scop.statement(s.name)
            args = [self.t.expr(a) for a in s.args]
            name = dst.format(s=s.name, k=slot)
            addr = c_ast.Assignment("=", c_ast.ID(name), c_ast.UnaryOp("&", st.node.lvalue))
            out.append(self.t.stmts.statement(s.name, args, ind, node=addr))
            out.append(self.t.stmts.statement(s.name, args, ind, node=slot_fold(self.forms[s.name], slot)))
        return "".join(out)

    def loop_cond(self, side) -> list[str]:
        it = side.loop.iterator
        return [f"{it} >= {_paren(self.t.expr(side.loop.init))}"] + \
            [f"{it} {op} {_paren(self.t.expr(b))}" for op, b in side.bounds]

    def points(self, side, on: str, lo: str, n: str, stmts: list[Stmt], ind: str) -> str:
        if not stmts:
            return ""
        i2 = ind + "  "
        return (f"{ind}if ({on}) for (long _p = (long)blockIdx.x * 256 + _tid; _p < {n}; _p += _T) {{\n"
                f"{i2}const long _g0 = {lo} + _p;\n"
                f"{i2}if ({self.cond(side, [])}) {{\n{self.plain(stmts, i2 + '  ')}{i2}}}\n{ind}}}\n")

    def source(self) -> str:
        t, k, p = self.t, self.k, self.p
        row, col = p.row, p.col
        params = [d for d, _ in t.kernel_params(k)] + [d for d, _ in extra_params()]
        w = ONEPASS_ROWS_PER_WARP
        L = [f"{t.qualifier} void __launch_bounds__({32 * w}) {k.name}({', '.join(params)})", "{"]
        for s in (x.name for x in col.red):
            L.append(f"  __shared__ {self.vtype(s)} _sv_{s}[{w}][{ONEPASS_COLS}];")
            L.append(f"  __shared__ {self.vtype(s)} *_sd_{s}[{w}][{ONEPASS_COLS}];")
        L.append("  const long _tx = threadIdx.x, _ty = threadIdx.y;")
        L.append("  if (_phase != 1) {")
        phases = []
        for ph, attr in ((0, "pre"), (2, "post")):
            body = self.points(row, "_on0", "_rplo", "_rpn", getattr(row, attr), "      ") + \
                self.points(col, "_on1", "_cplo", "_cpn", getattr(col, attr), "      ")
            if body:
                phases.append(f"    if (_phase == {ph}) {{\n{body.rstrip()}\n    }}")
        if phases:      # (without, the phases are not launched: the indices would be unused, nvcc #177)
            L.append(f"    const long _tid = _ty * 32 + _tx, _T = (long)gridDim.x * {32 * w};")
        L += phases
        L.append("    return;\n  }")
        L.append(f"  const long _ntc = (_cn + {ONEPASS_COLS - 1}) / {ONEPASS_COLS}, _ntr = (_rn + _tr - 1) / _tr;")
        L.append("  for (long _t = blockIdx.x; _t < _ntr * _ntc; _t += gridDim.x) {")
        L.append("    const long _rb = _rlo + (_t / _ntc) * _tr;")
        L.append("    const long _re = _rb + _tr < _rlo + _rn ? _rb + _tr : _rlo + _rn;")
        L.append(f"    const long _cb = _clo + (_t % _ntc) * {ONEPASS_COLS};")
        ri, ci = row.loop.iterator, col.loop.iterator
        # per column of the lane (fixed for the tile): whether the row statements' loop runs there and
        # whether the column kernel's point guards hold there
        for j in range(SLOTS):
            L.append(f"    const long _cc{j} = _cb + _tx + {32 * j};")
            L.append(f"    bool _rc{j} = false, _cg{j} = false;")
            L.append(f"    if (_cc{j} < _clo + _cn) {{")
            L.append(f"      {{\n        const long {ri} = _cc{j};\n        _rc{j} = _on0 && "
                     f"{self.cond(None, self.loop_cond(row))};\n      }}")
            L.append(f"      {{\n        const long _g0 = _cc{j};\n        _cg{j} = _on1 && {self.cond(col, [])};\n      }}")
            L.append("    }")
        for s in (x.name for x in col.red):
            f = self.forms[s]
            for j in range(SLOTS):
                L.append(f"    {self.vtype(s)} {slot_name(f, j)} = {f.identity('cuda')};")
                L.append(f"    {self.vtype(s)} *_cd_{s}_{j} = 0;")
        L.append(f"    for (long _r0 = _rb + _ty; _r0 < _re; _r0 += {w * ROW_UNROLL}) {{")
        for u in range(ROW_UNROLL):
            for s in (x.name for x in row.red):
                f = self.forms[s]
                L.append(f"      {self.vtype(s)} {slot_name(f, u)} = {f.identity('cuda')};")
                L.append(f"      {self.vtype(s)} *_dst_{s}_{u} = 0;")
        for u in range(ROW_UNROLL):
            # the row's own conditions: the row kernel's guards at this point, the column kernel's loop
            L.append(f"      {{\n        const long _r = _r0 + {w * u};")
            L.append("        bool _rg = false, _cl = false;")
            L.append("        if (_r < _re) {")
            L.append(f"          {{\n            const long _g0 = _r;\n            _rg = {self.cond(row, [])};\n          }}")
            L.append(f"          {{\n            const long {ci} = _r;\n            _cl = "
                     f"{self.cond(None, self.loop_cond(col))};\n          }}")
            L.append("        }")
            for j in range(SLOTS):
                L.append(f"        if (_rg && _rc{j}) {{\n          const long _g0 = _r, {ri} = _cc{j};")
                L.append(self.folds(row, "          ", u, "_dst_{s}_" + str(u)).rstrip())
                L.append("        }")
                L.append(f"        if (_cl && _cg{j}) {{\n          const long _g0 = _cc{j}, {ci} = _r;")
                L.append(self.folds(col, "          ", j, "_cd_{s}_{k}").rstrip())
                L.append("        }")
            L.append("      }")
        for u in range(ROW_UNROLL):
            for s in (x.name for x in row.red):
                f = self.forms[s]
                a = slot_name(f, u)
                L.append("      for (int _o = 16; _o > 0; _o >>= 1) {")
                L.append(f"        const {self.vtype(s)} _v = __shfl_xor_sync(0xffffffffu, {a}, _o);")
                L.append(f"        {a} = {f.combine(a, '_v')};\n      }}")
                L.append(f"      {{\n        const unsigned _m = __ballot_sync(0xffffffffu, _dst_{s}_{u} != 0);")
                L.append(f"        if (_m != 0 && _tx == __ffs(_m) - 1)\n          atomicAdd(_dst_{s}_{u}, {a});\n      }}")
        L.append("    }")
        cols = [x.name for x in col.red]
        if cols:
            for s in cols:
                f = self.forms[s]
                for j in range(SLOTS):
                    L.append(f"    _sv_{s}[_ty][_tx + {32 * j}] = {slot_name(f, j)};")
                    L.append(f"    _sd_{s}[_ty][_tx + {32 * j}] = _cd_{s}_{j};")
            L.append("    __syncthreads();")
            L.append(f"    if (_ty < {SLOTS}) {{")
            L.append("      const long _q = _ty * 32 + _tx;")
            for s in cols:
                f = self.forms[s]
                L.append(f"      {{\n        {self.vtype(s)} _v = {f.identity('cuda')};")
                L.append(f"        {self.vtype(s)} *_d = 0;")
                L.append(f"        for (int _y = 0; _y < {w}; _y++) {{")
                L.append(f"          _v = {f.combine('_v', f'_sv_{s}[_y][_q]')};")
                L.append(f"          if (_d == 0)\n            _d = _sd_{s}[_y][_q];\n        }}")
                L.append("        if (_d != 0)\n          atomicAdd(_d, _v);\n      }")
            L.append("    }")
            L.append("    __syncthreads();")
        L.append("  }")
        L.append("}")
        return "\n".join(L)


def _paren(text: str) -> str:
    return text if text.replace("_", "a").isalnum() else f"({text})"


def kernel_source(target, k: Kernel) -> str:
    """The one-pass kernel `k` (CUDA)."""
    return _Printer(target, k).source()


def _upper(target, side) -> str:
    """C text: the last iteration of the side's reduction loop (the smallest of its upper bounds)."""
    out = None
    for op, b in side.bounds:
        v = f"(long)({target.expr(b)})" + (" - 1" if op == "<" else "")
        out = v if out is None else f"s2s_min({out}, {v})"
    return out


def launch(target, k: Kernel, args: list[str], ind: str) -> str:
    """The host code of the one-pass kernel: the rectangle and the tile rows from the sizes, then the
    phases that have statements."""
    p = k.onepass
    row, col = p.row, p.col
    i2 = ind + "  "
    w = ONEPASS_ROWS_PER_WARP
    ex = target.expr
    L = [f"{ind}{{"]
    for j, conds in enumerate(p.launch_conds):
        test = " && ".join(f"({target.expr(c)})" for c in conds)
        L.append(f"{i2}const long _on{j} = {f'{test} ? 1L : 0L' if conds else '1L'};")
    (rlo, rhi), (clo, chi) = row.kernel.ranges[0], col.kernel.ranges[0]
    L.append(f"{i2}const long _rplo = (long)({ex(rlo)}), _rpn = _on0 ? (long)({ex(rhi)}) - _rplo + 1 : 0L;")
    L.append(f"{i2}const long _cplo = (long)({ex(clo)}), _cpn = _on1 ? (long)({ex(chi)}) - _cplo + 1 : 0L;")
    # the rectangle: the row kernel's points x its loop's columns, with the column kernel's loop rows x
    # its points
    L.append(f"{i2}const long _ra = (long)({target.expr(col.loop.init)}), _rz = {_upper(target, col)};")
    L.append(f"{i2}const long _ca = (long)({target.expr(row.loop.init)}), _cz = {_upper(target, row)};")
    L.append(f"{i2}long _rlo = 0, _rhi = -1, _clo = 0, _chi = -1;")
    L.append(f"{i2}if (_rpn > 0 && _cz >= _ca) {{")
    L.append(f"{i2}  _rlo = _rplo; _rhi = _rplo + _rpn - 1; _clo = _ca; _chi = _cz;")
    L.append(f"{i2}}}")
    L.append(f"{i2}if (_cpn > 0 && _rz >= _ra) {{")
    L.append(f"{i2}  if (_rhi < _rlo) {{ _rlo = _ra; _rhi = _rz; _clo = _cplo; _chi = _cplo + _cpn - 1; }}")
    L.append(f"{i2}  else {{ _rlo = s2s_min(_rlo, _ra); _rhi = s2s_max(_rhi, _rz); "
             f"_clo = s2s_min(_clo, _cplo); _chi = s2s_max(_chi, _cplo + _cpn - 1); }}")
    L.append(f"{i2}}}")
    L.append(f"{i2}const long _rn = _rhi - _rlo + 1, _cn = _chi - _clo + 1;")
    L.append(f"{i2}const long _ntc = (_cn + {ONEPASS_COLS - 1}) / {ONEPASS_COLS};")
    L.append(f"{i2}const long _want = (long)s2s_sm_count() * {TILES_PER_SM};")
    L.append(f"{i2}long _tr = _rn > 0 ? (_rn * _ntc + _want - 1) / _want : {w};")
    L.append(f"{i2}_tr = s2s_min(s2s_max((_tr + {w - 1}) / {w} * {w}, {w}L), 1024L);")
    L.append(f"{i2}const long _ntiles = _rn > 0 && _cn > 0 ? (_rn + _tr - 1) / _tr * _ntc : 0L;")
    phases = [(0, "_npts", bool(row.pre or col.pre)), (1, "_ntiles", True), (2, "_npts", bool(row.post or col.post))]
    if phases[0][2] or phases[2][2]:        # the points of the pre and post launches, where there are some
        L.append(f"{i2}const long _npts = s2s_max(_rpn, _cpn);")
    call = ", ".join([v for _, v in target.kernel_params(k)] + [v for _, v in extra_params()[:-1]])
    L.append(f"{i2}dim3 _block(32, {w});")
    L.append(f"{i2}S2S_KERNEL_BEGIN(\"{k.name}\");")
    for ph, count, present in phases:
        if not present:
            continue
        per = 1 if ph == 1 else 32 * w
        L.append(f"{i2}if ({count} > 0) {{")
        L.append(f"{i2}  dim3 _grid((unsigned)s2s_min(({count} + {per - 1}) / {per}, 65535L));")
        L.append(f"{i2}  {k.name}<<<_grid, _block>>>({call}, {ph}L);")
        L.append(f"{i2}}}")
    L.append(f"{i2}S2S_KERNEL_END(\"{k.name}\");")
    L.append(f"{i2}S2S_CUDA_CHECK(cudaGetLastError(), \"launch of {k.name}\");")
    L.append(f"{ind}}}")
    return "\n".join(L) + "\n"


__all__ = ["kernel_source", "launch", "extra_params", "ONEPASS_COLS"]
