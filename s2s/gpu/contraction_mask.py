"""Masked fast tiles of a contraction (plan: s2s/gpu/contraction.py): tiles whose points have different k
ranges, each an interval (triangular products: `k < i`, `k > i`, syrk's and trmm's diagonal tiles).

Such a tile runs k over the hull of its points' ranges (an interval, as for full tiles), in chunks of BK.
The chunks inside the points' *common* range [max of the lower bounds, min of the upper bounds] run the
unmasked products; every other chunk updates each accumulator only where k is in its own point's range
(`mask`, a condition of the point _g and _k), so each accumulator still sees exactly its instances, in
increasing k.  The shared copies load an element only where some instance of the tile reads it (the
row guards become conditions of the row and k): an element outside the accessed footprint may not exist.

Everything is derived with isl from the kernel's sets (no user text is parsed); `verify_masked` reads the
printed mask, common bounds and copy guards back, as verify_plan reads the other printed expressions.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl


@dataclass
class MaskInputs:
    """The sets of plan_contraction that the masked plan is derived from."""
    box: isl.Map          # [h, o] -> [h, g]: the points of the tile at origin o
    box_g: isl.Map        # the same, points with instances only
    fast: isl.Set         # the fast tiles' origins [h, o]
    hull: isl.Map         # [h, o] -> [k]: the hull of the tile's k ranges
    k_map: isl.Map        # [h, g] -> [k]: a point's k values
    inst: isl.Set         # [h, g, k]: the update's instances
    q: int                # host values
    tiled: list           # the tiled members
    hnames: list
    gnames: list
    onames: list          # host values and origins (_h.., _o..)
    ctx: isl.Set          # the SCoP's context
    kctx: isl.Set         # the context of the tile condition (parameters, host values, origins)


def uneven_points(box_g: isl.Map, k_map: isl.Map, le: isl.Map) -> isl.Set:
    """The tiles ([h, o]) with a point whose own k set is not an interval (no mask of two bounds)."""
    own_hull = k_map.apply_range(le).intersect(k_map.apply_range(le.reverse()))
    return box_g.intersect_range(own_hull.subtract(k_map).domain()).domain()


def _pick(space: isl.Space, dims: list[int]) -> isl.Map:
    """{ [x] -> [x_d for d in dims] } on the set space `space`."""
    from .contraction import _coordinate
    out = None
    for d in dims:
        c = _coordinate(space, d)
        out = c if out is None else out.flat_range_product(c)
    return out


def _expr_on(build_ctx: isl.Set, pa: isl.PwAff) -> isl.AstExpr:
    return isl.AstBuild.from_context(build_ctx).expr_from_pw_aff(pa.coalesce())


def masked_guards(m: MaskInputs, copy_guards: dict, copy_points: dict) -> dict:
    """The masked plan's printed conditions: fills `copy_guards` (member -> _guard's triple, a condition
    of _o, _g<member> and _k: some instance of the tile reads that row at k) and `copy_points` (member ->
    the other member's value at such an instance, an expression of _o, _g<member>, _k); returns the
    mask (_guard's triple, a condition of _h, _g, _k) and the common range (k_lo, k_hi expressions of _o)."""
    from .contraction import _guard, _to_params
    q, n_par = m.q, len(m.gnames)
    kpos = q + n_par
    box_f = m.box.intersect_domain(m.fast)
    box_gf = m.box_g.intersect_domain(m.fast)
    hull_f = m.hull.intersect_domain(m.fast)
    params = m.ctx.params()
    # the mask: (h, g, k) is an instance, valid at the points with instances of fast tiles, k in the hull
    pnames = m.hnames + m.gnames + ["_k"]
    where = _to_params(box_gf.reverse().apply_range(hull_f).wrap().flatten(), pnames)
    where = where.align_params(params.get_space()).intersect_params(params.align_params(where.get_space()))
    mask = _guard(m.inst, pnames, where)
    # the common range of the tile: the largest lower bound and the least upper bound of its points
    c_lo = box_gf.apply_range(m.k_map.lexmin()).lexmax()
    c_hi = box_gf.apply_range(m.k_map.lexmax()).lexmin()
    fast_p = _to_params(m.fast, m.onames).align_params(m.kctx.get_space())
    in_fast = m.kctx.intersect_params(fast_p)
    common = []
    for c in (c_lo, c_hi):
        cp = _to_params(c.wrap().flatten(), m.onames).align_params(m.kctx.get_space())
        common.append(_expr_on(in_fast, cp.dim_min(0).gist_params(fast_p)))
    # o -> [h, g, k]: the instances of each fast tile
    inst_o = box_gf.apply_range(m.k_map.domain_map().reverse()).flatten_range()
    rsp = inst_o.get_space().range()
    for d in m.tiled:
        other = next(e for e in m.tiled if e != d)
        names = m.onames + [f"_g{d}", "_k"]
        needed = inst_o.apply_range(_pick(rsp, [q + d, kpos])).wrap().flatten()
        rows = box_f.apply_range(_pick(box_f.get_space().range(), [q + d])).flat_range_product(hull_f)
        cctx = _to_params(rows.wrap().flatten(), names).params()
        copy_guards[d] = _guard(needed, names, cctx.intersect_params(params.align_params(cctx.get_space())))
        at = _to_params(inst_o.apply_range(_pick(rsp, [q + d, kpos, q + other])).wrap().flatten(), names)
        least = at.dim_min(0)
        dom = least.domain()
        copy_points[d] = _expr_on(dom.intersect_params(params.align_params(dom.get_space())), least.gist(dom))
    return {"mask": mask, "common": tuple(common)}


def verify_masked(plan, sp, read, in_box: isl.Set, guard: isl.Set, k_in: isl.Set, drop) -> isl.Set:
    """verify_plan's checks of a masked plan (the printed expressions read back with `read`/`sp.value`):
    the unmasked chunks (k inside the printed common range) update only instances, and every shared
    element a masked or unmasked product reads is copied, at an instance.  Returns the mask's set (the
    instances the fast tiles claim are those of in_box, guard, k_in and the mask)."""
    from .contraction import PlanRejected
    mask = read(plan.mask)
    valid = in_box.intersect(guard).intersect(k_in)
    lo, hi = (sp.value(e) for e in plan.k_common)
    common = lo.le_set(sp.var("_k")).params().intersect(sp.var("_k").le_set(hi).params())
    if not valid.intersect(common).is_subset(mask):
        raise PlanRejected("an unmasked chunk updates an accumulator at a k outside its point's range")
    plan.checks.append("masked tiles: the chunks inside the printed common k range update only instances; "
                       "the others update an accumulator only where the printed mask holds")
    for d, cg in plan.copy_guards.items():
        other = next(e for e in plan.tiled if e != d)
        g_other = f"_g{other}"
        needed = drop(valid.intersect(mask), [g_other])                    # (h, o, g_d, k) read
        copied = read(cg).intersect(drop(in_box.intersect(k_in), [g_other]))
        if not needed.is_subset(copied):
            raise PlanRejected(f"a row of member {d} that a point reads is not copied")
        at = sp.var(g_other).eq_set(sp.value(plan.copy_points[d])).params()
        if not copied.intersect(at).is_subset(valid.intersect(mask)):
            raise PlanRejected(f"the copy of a row of member {d} reads at a point without instances")
    plan.checks.append("every shared element a point reads is copied in its chunk, at an instance that "
                       "reads it (elements no instance of the tile reads are not loaded)")
    return mask
