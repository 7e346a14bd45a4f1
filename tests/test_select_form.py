"""`if` on data modelled as the assignment of a conditional (model/builder._select_form) only where the
element it writes is inside its array at every instance (tests/faithful/select_out_of_rows.c)."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.driver import translate_file

PROGRAM = os.path.join(ROOT, "tests", "faithful", "select_out_of_rows.c")


@pytest.mark.parametrize("target", host_targets())
def test_matches(target):
    r = check_file(PROGRAM, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_only_the_select_inside_the_array_is_offloaded():
    r = translate_file(PROGRAM, target="cuda", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == [24], [(d.loc.line, d.message) for d in r.log.items]
    assert len(r.programs) == 1
    assert "out[" not in r.device_text and "e[" in r.device_text


FLAT = os.path.join(ROOT, "tests", "faithful", "select_flat_pointer.c")


@pytest.mark.parametrize("target", host_targets())
def test_flat_pointer_relaxation_matches(target):
    r = check_file(FLAT, target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_element_read_by_the_condition_is_written_unconditionally():
    """d[i * n + j] of a pointer (no extent to check against) is read by the condition at every instance."""
    r = translate_file(FLAT, target="cuda", force_device=True)
    assert not [d for d in r.log.items if d.severity == "warning"], [d.message for d in r.log.items]
    assert len(r.programs) == 1


def test_sizes_where_the_unconditional_write_leaves_the_array_run_the_original_code():
    """`if (i <= x) C[i] += i;` for i < n with `int C[40]`: the select form writes C[i] at every i, so
    the generated code runs for n <= 40 only (model_guard), the original lines above."""
    path = os.path.join(ROOT, "tests", "faithful", "float_bound_compare.c")
    r = translate_file(path, target="cuda", force_device=True)
    text = r.main_text
    assert "would write outside 'C'" in text
    assert "if ((((long)n) <= (40))) {" in text


# conditional updates of scalars are reductions: `if (c) s += e;` is `s += c ? e : -0.0`
COND_DIR = os.path.join(ROOT, "tests", "reduction")


@pytest.mark.parametrize("name", ["conditional_updates.c", "conditional_identity.c"])
def test_conditional_updates_are_reductions(name):
    from s2s.diagnostics import DiagnosticLog
    r = translate_file(os.path.join(COND_DIR, name), target="cuda", log=DiagnosticLog(), force_device=True)
    assert len(r.programs) == 1
    # one kernel per statement; the floating product alone keeps C's order (gpu/reduction._type_ok)
    kernels = r.programs[0].kernels
    assert len(kernels) == 5 and sum(k.reduction is not None for k in kernels) == 4, \
        [k.name for k in kernels if k.reduction is None]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["conditional_updates.c", "conditional_identity.c"])
def test_conditional_updates_match(name, target):
    for as_translated in (False, True):
        r = check_file(os.path.join(COND_DIR, name), target=target, as_translated=as_translated)
        assert r.status == "match", (as_translated, r.status, r.message, r.details[-3000:])
