"""A scalar assigned a loop-invariant product, replaced by the product where it is read
(model/forward_invariant.py)."""
from __future__ import annotations

import pytest
from pycparser import c_generator, c_parser

from s2s.model.forward_invariant import forward_invariant_scalars

TYPES = {"temp": "double", "t": "double", "alpha": "double", "s": "double", "k": "int", "n": "int"}


def _body(text: str):
    return c_parser.CParser().parse("void f(void) { " + text + " }").ext[0].body.block_items


def _run(text: str, dead=lambda v: True):
    body = _body(text)
    done = forward_invariant_scalars(body, TYPES.get, dead)
    return done, "\n".join(c_generator.CGenerator().visit(x) for x in body)


BLAS = ("for (j = 0; j < n; j++) for (l = 0; l < k; l++) { temp = alpha * B[l][j]; "
        "for (i = 0; i < m; i++) C[i][j] = C[i][j] + temp * A[i][l]; }")


def test_hoisted_factor_is_forwarded():
    done, text = _run(BLAS)
    assert done == ["temp"]
    assert "temp" not in text
    assert "C[i][j] = C[i][j] + (((double) (alpha * B[l][j])) * A[i][l]);" in text


def test_block_local_declaration_is_forwarded():
    done, text = _run("for (i = 0; i < n; i++) for (j = 0; j < n; j++) { double t = alpha * B[i][j]; "
                      "for (k = 0; k < i; k++) C[k][j] += t * A[i][k]; C[i][j] = t; }")
    assert done == ["t"] and "double t" not in text


@pytest.mark.parametrize("text", [
    # the value reads an array the SCoP writes
    "for (l = 0; l < k; l++) { temp = alpha * C[l][0]; for (i = 0; i < m; i++) C[i][l] += temp; }",
    # the value reads an iterator that a loop after it writes
    "for (l = 0; l < k; l++) { temp = alpha * B[l][0]; for (l = 0; l < m; l++) C[l][0] += temp; }",
    # the scalar is assigned again
    "for (l = 0; l < k; l++) { temp = alpha * B[l][0]; for (i = 0; i < m; i++) C[l][i] = temp; temp = 2.0; "
    "C[l][1] = temp; }",
    # the scalar is read before its assignment in the block (the previous iteration's value)
    "for (l = 0; l < k; l++) { C[l][0] = temp; temp = alpha * B[l][0]; "
    "for (i = 0; i < m; i++) C[l][i] = temp; }",
    # a call in the value
    "for (l = 0; l < k; l++) { temp = g(B[l][0]); for (i = 0; i < m; i++) C[l][i] = temp; }",
    # the value reads the scalar itself
    "for (l = 0; l < k; l++) { temp = temp * B[l][0]; for (i = 0; i < m; i++) C[l][i] = temp; }",
    # its address is taken
    "for (l = 0; l < k; l++) { temp = alpha * B[l][0]; p = &temp; for (i = 0; i < m; i++) C[l][i] = temp; }",
])
def test_other_scalars_stay(text):
    done, _ = _run(text)
    assert done == []


def test_scalar_read_at_its_own_level_only_stays():
    # (no loop reads it: it stays a private scalar, in a register)
    done, _ = _run("for (l = 0; l < k; l++) { temp = alpha * B[l][0]; C[l][0] = temp; C[l][1] = temp; }")
    assert done == []


def test_integer_local_read_in_a_subscript_is_forwarded():
    """`const int row = i * N; A[row + j] = ...` at its own level: as a private scalar the subscript was a
    value the model does not know ("subscript depends on the computed value of 'row'"), and the SCoP stayed
    sequential; an integer computed from no array and read in a subscript is forwarded (round faith26b)."""
    types = {"row": "const int", "r": "int", "d": "double", "i": "int", "j": "int", "n": "int"}.get

    def run(text):
        body = _body(text)
        done = forward_invariant_scalars(body, types, lambda v: True)
        return done, "\n".join(c_generator.CGenerator().visit(x) for x in body)

    done, text = run("for (i = 0; i < n; i++) for (j = 0; j < n; j++) { const int row = i * 24; "
                     "A[row + j] = row * 0.5; }")
    assert done == ["row"] and "A[((int) (i * 24)) + j] = ((int) (i * 24)) * 0.5;" in text, text
    # computed from an array, or a floating value, or read only as a value: kept
    for body in ("{ int r = K[i]; A[r] = 1; }", "{ double d = i * 0.5; A[i] = d; }",
                 "{ int r = i * 2; A[i] = r; }"):
        done, _ = run("for (i = 0; i < n; i++) " + body)
        assert done == [], body


def test_scalar_live_after_the_scop_stays():
    done, _ = _run(BLAS, dead=lambda v: False)
    assert done == []
    done, _ = _run(BLAS, dead=None)
    assert done == []


def test_member_names_are_not_the_scalar():
    done, text = _run("for (l = 0; l < k; l++) { temp = alpha * B[l][0]; "
                      "for (i = 0; i < m; i++) C[l][i] = temp + q.temp; }")
    assert done == ["temp"] and "q.temp" in text


@pytest.mark.parametrize("b_type, cast", [("double", False), ("float", True), ("long double", True)])
def test_cast_only_where_the_value_has_another_type(b_type, cast):
    # (a cast is no operand of the tensor cores' products: left out where it changes nothing)
    body = _body(BLAS)
    types = dict(TYPES, alpha=b_type, B=b_type, A="double", C="double", i="int", j="int", l="int", m="int")
    assert forward_invariant_scalars(body, TYPES.get, lambda v: True, types.get) == ["temp"]
    text = c_generator.CGenerator().visit(body[0])
    assert ("(double) (alpha * B[l][j])" in text) == cast
    assert "C[i][j] + ((alpha * B[l][j]) * A[i][l])" in text or cast
