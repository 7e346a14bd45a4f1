"""Small islpy helpers the model and the passes share."""
from __future__ import annotations

import islpy as isl


def maps(u: isl.UnionMap) -> list[isl.Map]:
    out: list[isl.Map] = []
    u.foreach_map(out.append)
    return out


def sets(u: isl.UnionSet) -> list[isl.Set]:
    out: list[isl.Set] = []
    u.foreach_set(out.append)
    return out


def structure_text(obj) -> str:
    """The text of each basic set or map of an isl object, in isl's order: a memo's key for an answer that
    depends on how a set is split into pieces, not only on its points.  isl's own text of a set is not
    one: it prints a triangle held as two overlapping pieces like the triangle itself (tests/
    test_translation_state.py), and make_disjoint, the scheduler and the dataflow work piece by piece."""
    if isinstance(obj, isl.UnionMap):
        parts = [structure_text(m) for m in maps(obj)]
    elif isinstance(obj, isl.UnionSet):
        parts = [structure_text(x) for x in sets(obj)]
    elif isinstance(obj, isl.Map):
        parts = [str(b) for b in obj.get_basic_maps()]
    elif isinstance(obj, isl.Set):
        parts = [str(b) for b in obj.get_basic_sets()]
    else:
        return str(obj)
    return f"{type(obj).__name__}({obj.get_space()}: {'; '.join(parts)})"


def union_of(ms) -> isl.UnionMap | None:
    """The union of isl Maps as a UnionMap (None for none)."""
    u = None
    for m in ms:
        um = isl.UnionMap.from_map(m)
        u = um if u is None else u.union(um)
    return u


def pad_out(m: isl.Map, width: int) -> isl.Map:
    """m with zeros appended to its output tuple up to `width` dimensions (schedules of different
    depths compared in one space)."""
    n = m.dim(isl.dim_type.out)
    m = m.add_dims(isl.dim_type.out, width - n)
    for j in range(n, width):
        m = m.fix_val(isl.dim_type.out, j, isl.Val(0))
    return m


def leading_dims(space: isl.Space, n: int) -> isl.Map:
    """S[i_0, ...] -> [i_0, ..., i_{n-1}] on the set space `space` (the first n iterators of a statement)."""
    lsp = isl.LocalSpace.from_space(space)
    m = None
    for d in range(n):
        am = isl.Map.from_pw_aff(isl.PwAff.var_on_domain(lsp, isl.dim_type.set, d))
        m = am if m is None else m.flat_range_product(am)
    return m


def out_of_operations(e: isl.Error) -> bool:
    """Whether an isl error is isl stopping at its operation bound (see dependences.IslBudget)."""
    return "maximal number of operations" in str(e)


def has_divs(x: isl.Set | isl.Map) -> bool:
    """Whether a piece of `x` has existentially quantified variables (strides, divisions): where isl's
    splitting and subtraction can take minutes (gpu/disjoint_volume.py, gpu/cost.chain_waits)."""
    found: list[bool] = []
    each = x.foreach_basic_set if isinstance(x, isl.Set) else x.foreach_basic_map
    each(lambda b: found.append(b.dim(isl.dim_type.div) > 0))
    return any(found)


def checked_lexmax(s: isl.Set) -> isl.PwMultiAff | None:
    """s's lexicographic maximum as a function of the parameters, checked: the points it gives lie in s and
    no point of s is lexicographically greater for the same parameters.  isl's `lexmax_pw_multi_aff` gave
    a wrong maximum for one representation of a set with existentially quantified divisions (fuzz seed
    13367: the last element of a footprint in row 10 at column 10 where the row holds column 14; the same
    set coalesced, or printed and read back, gave 14), so the answer is checked, computed again from the
    coalesced set when the check fails, and None when neither passes."""
    return _checked_lexopt(s, True)


def checked_lexmin(s: isl.Set) -> isl.PwMultiAff | None:
    """s's lexicographic minimum, checked as checked_lexmax checks the maximum."""
    return _checked_lexopt(s, False)


def _checked_lexopt(s: isl.Set, maximum: bool) -> isl.PwMultiAff | None:
    for cand in (s, s.coalesce()):
        opt = cand.lexmax_pw_multi_aff() if maximum else cand.lexmin_pw_multi_aff()
        points = isl.Set.from_pw_multi_aff(opt)
        beyond = points.lex_lt_set(s) if maximum else s.lex_lt_set(points)
        if points.is_subset(s) and beyond.is_empty() and opt.domain().is_equal(s.params()):
            return opt
    return None


def checked_dim_opt(s: isl.Set, d: int, maximum: bool) -> isl.PwAff | None:
    """isl's dim_max (maximum) or dim_min of s's dimension d, checked as checked_lexmax checks: the value
    is one that dimension takes in s, and s has none beyond it, for the same parameters; retried on the
    coalesced set, None when neither answer checks.  (isl.Error, e.g. an unbounded dimension, propagates
    as from dim_max.)"""
    n = s.dim(isl.dim_type.set)
    line = s.project_out(isl.dim_type.set, d + 1, n - d - 1).project_out(isl.dim_type.set, 0, d)
    for cand in (s, s.coalesce()):
        pa = cand.dim_max(d) if maximum else cand.dim_min(d)
        value = isl.Set.from_pw_multi_aff(isl.PwMultiAff.from_pw_aff(pa))
        value = value.reset_space(line.get_space()) if value.get_space() != line.get_space() else value
        beyond = line.lex_gt_set(value) if maximum else line.lex_lt_set(value)
        if value.is_subset(line) and beyond.is_empty() and pa.domain().is_equal(s.params()):
            return pa
    return None
