"""The device buffer of a table of row pointers (`double **A`, `double *A[N]` indexed `A[i][j]`:
Array.row_pointers) and its gather and scatter copies (DeviceArray.table, kind "rows").

Each row of a table is its own object, so the device cannot take the table as one block: the buffer
holds rows lo..hi of the SCoP's footprint by columns clo..chi (a bounding box), and kernels index it as
a 2-D array of that row length with the offsets lo, clo (DeviceArray.offsets, as the passes' private
copies with negative indices are: stmt_printer._element).  The host code gathers the rows into one
staging buffer and makes one copy to the device; after the kernels it copies the buffer back once and
scatters the rows and columns the SCoP writes.

The columns copied are exact per row (`TableCopy.cols`, C expressions of the row `ROW`), not the box:
a triangular table whose rows have different lengths (row i allocated with i + 1 elements) must not be
read or written outside each row's own columns.  Inside a row, a copy covers the columns from the
first to the last one accessed; the elements between that the SCoP does not write are copied in
(transfers._copy_in: the writes then do not cover the array), so the scatter puts back their own values.
The runtime row test (model/row_footprint.py) has proved, before any of this runs, that no written row
overlaps other memory of the SCoP, so the order of the scattered rows does not matter.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from ..codegen.ast_printer import expr_to_c
from ..model.row_footprint import or_empty as _or_empty

# the row variable of the per-row column bounds, a local of the generated gather and scatter loops
ROW = "_row"


@dataclass
class TableCopy:
    """C expressions (of the parameters; `cols` and `write_cols` also of ROW) of a table's copies."""

    lo: str                      # first and last row of the device buffer
    hi: str
    clo: str                     # first and last column of the device buffer
    chi: str
    cols: tuple[str, str]        # the columns gathered in row ROW (first > last: none)
    write_lo: str                # the rows scattered back
    write_hi: str
    write_cols: tuple[str, str]  # the columns scattered back in row ROW


def table_copy(scop, name: str, fp: isl.Set, written: isl.Set | None) -> tuple[TableCopy, list[str]]:
    """The copies of table `name` whose accesses touch `fp` (writes: `written`, None if it is read only),
    and its device extents [rows, columns]."""
    ctx = scop.code_context().params()
    build = isl.AstBuild.from_context(ctx)

    def c(pa: isl.PwAff) -> str:
        return expr_to_c(build.expr_from_pw_aff(pa.coalesce()))

    fp = fp.intersect_params(scop.context.params().align_params(fp.get_space()))
    rows, cols = fp.project_out(isl.dim_type.set, 1, 1), fp.project_out(isl.dim_type.set, 0, 1)
    lo, hi = _or_empty(rows.dim_min(0), ctx, 0), _or_empty(rows.dim_max(0), ctx, -1)
    clo, chi = _or_empty(cols.dim_min(0), ctx, 0), _or_empty(cols.dim_max(0), ctx, -1)
    extents = [c(_count(lo, hi)), c(_count(clo, chi))]
    if written is None:
        wlo, whi, wcols = "0", "-1", ("0", "-1")
    else:
        written = written.intersect_params(scop.context.params().align_params(written.get_space()))
        wrows = written.project_out(isl.dim_type.set, 1, 1)
        wlo, whi = c(_or_empty(wrows.dim_min(0), ctx, 0)), c(_or_empty(wrows.dim_max(0), ctx, -1))
        wcols = _row_columns(written, ctx)
    copy = TableCopy(lo=c(lo), hi=c(hi), clo=c(clo), chi=c(chi), cols=_row_columns(fp, ctx),
                     write_lo=wlo, write_hi=whi, write_cols=wcols)
    return copy, extents


def _row_columns(fp: isl.Set, ctx: isl.Set) -> tuple[str, str]:
    """The first and last column of `fp` (a 2-D set) in row ROW, as C expressions of the parameters and
    ROW; the empty range (0, -1) in rows it does not touch."""
    n = fp.dim(isl.dim_type.param)
    by_row = fp.move_dims(isl.dim_type.param, n, isl.dim_type.set, 0, 1).set_dim_name(isl.dim_type.param, n, ROW)
    row_ctx = ctx.align_params(by_row.get_space())
    build = isl.AstBuild.from_context(row_ctx.params())
    first = _or_empty(by_row.dim_min(0), row_ctx, 0)
    last = _or_empty(by_row.dim_max(0), row_ctx, -1)
    return (expr_to_c(build.expr_from_pw_aff(first)), expr_to_c(build.expr_from_pw_aff(last)))


def _count(first: isl.PwAff, last: isl.PwAff) -> isl.PwAff:
    """last - first + 1, at least 0."""
    n = last.sub(first).add(isl.PwAff.val_on_domain(last.domain(), isl.Val(1)))
    return n.union_max(isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(n.get_domain_space())))
