"""Unsigned count-downs whose condition is an upper bound, ended by the wrap-around below 0
(builder._held_to_zero): `for (unsigned i = n - 2; i < n; i--)` runs from its start down to 0 when the
condition holds at the start, and not at all otherwise.  They were refused ("not a monotone bound")
wherever the start can lie above the bound (n = 1 there: the start wraps to UINT_MAX)."""
from __future__ import annotations

from conftest import assert_isl, isl


def test_start_below_the_bound_runs_down_to_zero(scop_of):
    s = scop_of("""
        double A[100];
        void f(unsigned n) {
        #pragma scop
          for (unsigned i = n - 2; i < n; i--)
            A[i] = i;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    # n = 0 and n = 1: the start (UINT_MAX - 1, UINT_MAX) is not below n, no iteration
    ranges = isl.Set("[n] -> { : 0 <= n <= 4294967295 }")
    assert_isl(st.domain.intersect_params(ranges),
               "[n] -> { S0[i] : 2 <= n <= 4294967295 and 0 <= i <= n - 2 }")


def test_condition_on_the_start_of_an_inner_loop(scop_of):
    """`j = m; j <= i; j--` runs m, ..., 0 where m <= i, and nothing where m > i."""
    s = scop_of("""
        double A[100];
        void f(unsigned n, unsigned m) {
        #pragma scop
          for (unsigned i = 0; i < n; i++)
            for (unsigned j = m; j <= i; j--)
              A[i] += j;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    ranges = isl.Set("[n, m] -> { : 0 <= n <= 4294967295 and 0 <= m <= 4294967295 }")
    assert_isl(st.domain.intersect_params(ranges),
               "[n, m] -> { S0[i, j] : 0 <= m <= i < n <= 4294967295 and 0 <= j <= m }")


def test_narrow_iterator_with_a_constant_bound(scop_of):
    s = scop_of("""
        int T[256];
        void f(unsigned char top) {
        #pragma scop
          for (unsigned char c = top; c < 200; c--)
            T[c] += c;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    assert_isl(st.domain, "[top] -> { S0[c] : 0 <= c <= top <= 199 }")


def _messages(load_c, source: str) -> list[str]:
    sf = load_c(source, strict=False)
    assert not sf.scops
    return [d.message for d in sf.log.items]


def test_final_value_read_after_the_loop_stays_sequential(load_c):
    """The iterator's final value is the wrapped one, which the model does not follow."""
    msgs = _messages(load_c, """
        double A[100];
        unsigned f(unsigned n) {
          unsigned i;
        #pragma scop
          for (i = n - 2; i < n; i--)
            A[i] = i;
        #pragma endscop
          return i;
        }
    """)
    assert any("'i < n' is not a monotone bound" in m for m in msgs), msgs


def test_signed_or_mixed_conditions_stay_sequential(load_c):
    """A signed iterator does not wrap (the loop overflows); a condition that is an upper and a lower
    bound at once is neither kind."""
    for n, loop in (("int n", "for (int i = m; i < n; i--)"),
                    ("unsigned n", "for (unsigned i = (unsigned)m; i < n && i > 2; i--)")):
        msgs = _messages(load_c, f"""
            double A[100];
            void f({n}, int m) {{
            #pragma scop
              {loop}
                A[i] = i;
            #pragma endscop
            }}
        """)
        assert any("is not a monotone bound" in m for m in msgs), (loop, msgs)
