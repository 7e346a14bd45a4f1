"""Unsigned arithmetic and sizeof in subscripts, bounds and conditions: C's values, not the model's
integers (wrap-around modulo 2^N above the maximum too, negative ints converted to unsigned, sizeof of
an iterator with its declared type, unsigned long iterators above LONG_MAX)."""
from __future__ import annotations

import os

import pytest
import islpy as isl
from conftest import ROOT, assert_isl, host_targets, needs_nvcc

from s2s.check.runner import check_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _check(name: str, target: str, **kwargs) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target, **kwargs)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["unsigned_wrap_subscript.c", "unsigned_const_fold.c", "sizeof_iterator.c",
                                  "ulong_iter_large.c", "unsigned_wrap_bounds.c", "unsigned_wrap_guard.c"])
def test_unsigned_and_sizeof_faithful(name, target):
    _check(name, target)


def _warnings(name: str) -> list[str]:
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, name), target="openmp")
    return [d.message for d in r.log.items if "left sequential" in d.message]


def test_unsigned_wrap_above_the_maximum_leaves_the_scop_sequential():
    msgs = _warnings("unsigned_wrap_subscript.c")
    # six SCoPs wrap around (four in subscripts, two in conditions); the last one does not
    assert len(msgs) == 6, msgs
    assert all("wraps around above 2^32 - 1" in m for m in msgs), msgs
    assert any("'i + 4294967295u' in '(i + 4294967295u) % 20u'" in m for m in msgs)
    assert any("'i * 536870912u'" in m for m in msgs)


def test_ulong_iterator_above_long_max_leaves_the_scop_sequential():
    msgs = _warnings("ulong_iter_large.c")
    assert len(msgs) == 3, msgs
    assert all("takes values beyond the range of long" in m for m in msgs), msgs


def test_unsigned_constants_fold_modulo_2_32(scop_of):
    s = scop_of("""
        int A[20];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10u + 4294967295u; i++)
            if (i < (0u - 1u) / 429496729u - 5u)
              A[i] = i;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    assert_isl(st.domain, "{ S0[i] : 0 <= i < 5 }")


def test_negative_int_parameter_converted_to_unsigned(scop_of):
    s = scop_of("""
        int A[20];
        void f(int n) {
        #pragma scop
          for (int i = 0; i < n % 7u; i++)
            A[i] = i;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    for n in (-3, -40, 12, 0):
        trips = ((n + 2 ** 32) % 2 ** 32) % 7          # C: n converted to unsigned, then % 7u
        at_n = st.domain.intersect_params(isl.Set(f"[n] -> {{ : n = {n} }}"))
        assert at_n.count_val().to_python() == trips, n


def test_unsigned_parameter_bound_that_wraps_in_a_bounded_condition(scop_of):
    """`n - 1` with an unsigned n = 0 is UINT_MAX: `i < n - 1 && i < 30` runs 30 iterations there, and
    `if (i < n - 1)` holds at every i of a loop up to 30."""
    s = scop_of("""
        double A[30], B[30];
        void f(unsigned n) {
        #pragma scop
          for (int i = 0; i < n - 1 && i < 30; i++)
            A[i] = i;
          for (int i = 0; i < 30; i++)
            if (i < n - 2)
              B[i] = i;
        #pragma endscop
        }
    """)
    s0, s1 = s.statements
    for n in (0, 1, 2, 3, 17, 40):
        at_n = isl.Set(f"[n] -> {{ : n = {n} }}")
        assert s0.domain.intersect_params(at_n).count_val().to_python() == min((n - 1) % 2 ** 32, 30), n
        assert s1.domain.intersect_params(at_n).count_val().to_python() == min((n - 2) % 2 ** 32, 30), n


def test_unsigned_parameter_bound_alone_is_assumed_not_to_wrap(scop_of):
    """A loop whose only bound is `i < n - 1` would run about 2^32 iterations at n = 0: the model keeps
    assuming that n - 1 does not wrap there, so the domain stays one simple piece, and the translation
    runs only for n >= 1 (model_guard); a 64-bit bound's 2^64 iterations never end: no guard."""
    s = scop_of("""
        double A[30];
        void f(unsigned n) {
        #pragma scop
          for (unsigned i = 0; i < n - 1; i++)
            A[i] = i;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    assert_isl(st.domain, "[n] -> { S0[i] : 0 <= i <= n - 2 }")
    assert s.model_guard == "(((long)n) >= (1))"
    s = scop_of("""
        double A[30];
        void f(unsigned long n) {
        #pragma scop
          for (unsigned long i = 0; i < n - 1; i++)
            A[i] = i;
        #pragma endscop
        }
    """)
    assert s.model_guard is None


def test_unsigned_parameter_comparison_as_a_value_is_c_s(scop_of):
    """A comparison whose value a subscript uses, of `n - 1` with an unsigned n: at n = 0 C compares
    UINT_MAX (the model once took -1 there, so its accesses were not C's)."""
    from test_model import one
    s = scop_of("""
        double A[40], B[40];
        void f(unsigned n) {
        #pragma scop
          for (int i = 0; i < 30; i++)
            B[i + (i < n - 1)] = A[(n - 1 < 100u) ? i : 0];
        #pragma endscop
        }
    """)
    (st,) = s.statements
    at0 = isl.Set("[n] -> { : n = 0 }")
    assert_isl(one(st, "write", "B").intersect_params(at0),
               "[n] -> { S0[i] -> B[i + 1] : n = 0 and 0 <= i < 30 }")
    assert_isl(one(st, "read", "A").intersect_params(at0), "[n] -> { S0[i] -> A[0] : n = 0 and 0 <= i < 30 }")
    at5 = isl.Set("[n] -> { : n = 5 }")
    assert_isl(one(st, "read", "A").intersect_params(at5), "[n] -> { S0[i] -> A[i] : n = 5 and 0 <= i < 30 }")


def test_wrapping_bound_runs_the_original_code_where_the_model_is_not_c():
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "unsigned_wrap_guard.c"), target="openmp", force_device=True)
    assert len(r.programs) == 2, [d.message for d in r.log.items]
    text = r.main_text
    assert text.count("those run the original code */") == 2
    # n - 1 wraps at n = 0, m - 2u at m < 2 (an int converted), n - 3 at n < 3
    assert "if ((((long)n) >= (1))) {" in text and "if (((((long)m) >= (2)) && (((long)n) >= (3)))) {" in text
    # the original loops, after the generated ones
    assert text.index("for (i = 65535; i < n - 1; i += 65536)") > text.index("if ((((long)n) >= (1))) {")


@needs_nvcc
@pytest.mark.nvcc
def test_wrapping_bounds_compile_for_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    for name in ("unsigned_wrap_guard.c", "unsigned_wrap_bounds.c"):
        path = os.path.join(FAITHFUL, name)
        result = translate_file(path, target="cuda", force_device=True)
        assert result.programs, [d.message for d in result.log.items]
        compile_cuda_only(result, path, str(tmp_path))


def test_sizeof_of_an_iterator_in_a_subscript(scop_of):
    from test_model import one
    s = scop_of("""
        int A[40], B[10];
        void f(void) {
        #pragma scop
          for (short i = 0; i < 10; i++)
            B[i] = A[sizeof(i) * i];
        #pragma endscop
        }
    """)
    (st,) = s.statements
    assert_isl(one(st, "read", "A"), "{ S0[i] -> A[2i] : 0 <= i < 10 }")
    assert 2 in s.sizeofs.values()
