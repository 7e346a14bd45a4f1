"""GNU C in and around SCoPs (`typeof`, inline assembly, `__alignof__`, `[[...]]` attributes), objects of
types s2s does not model (structures, unions), `_Alignof` in statements, and unsigned iterators counting
down to 0 or starting at a wrapped-around value: the file is translated, each SCoP computes what C
computes or stays sequential with a warning that says why."""
from __future__ import annotations

import os

import islpy as isl
import pytest
from conftest import ROOT, assert_isl, host_targets, needs_nvcc

from s2s.check.runner import check_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")
NAMES = ["gnu_extensions.c", "struct_objects.c", "alignof_expressions.c", "unsigned_reverse_loops.c"]


def _check(name: str, target: str, **kwargs) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target, **kwargs)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def _sequential(name: str) -> list[str]:
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, name), target="openmp")
    return [d.message for d in r.log.items if "left sequential" in d.message]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", NAMES)
def test_gnu_and_opaque_types_faithful(name, target):
    _check(name, target)


def test_gnu_extensions_keep_only_their_scops_sequential():
    msgs = _sequential("gnu_extensions.c")
    assert len(msgs) == 2, msgs
    assert any("inline assembly" in m for m in msgs), msgs
    assert any("'T' is an array of 'typeof(...)'" in m for m in msgs), msgs


def test_structures_and_unions_stay_sequential_with_a_reason():
    msgs = _sequential("struct_objects.c")
    assert len(msgs) == 3, msgs
    assert sum("an array of 'struct P', which s2s does not model" in m for m in msgs) == 2, msgs
    assert any("'s' is of type 'struct P'" in m for m in msgs), msgs


def test_reverse_unsigned_loops_are_translated():
    assert _sequential("unsigned_reverse_loops.c") == []
    assert _sequential("alignof_expressions.c") == []


def test_asm_statement_and_labels_in_the_parse():
    from s2s.frontend.preprocess import _asm_as_calls
    text = ('int f(int) __asm__("g");\n__asm__("nop");\nvoid h(int x) {\n  register int r asm("r12") = x;\n'
            '  if (x) __asm__ volatile("" : "=r"(r)\n : "0"(x), "r"(x));\n'
            '  else asm goto("" :::: l);\nl: ;\n}\n')
    out = _asm_as_calls(text)
    assert out.count("\n") == text.count("\n")
    assert "asm" not in out.replace("__s2s_asm", "")
    assert out.count("__s2s_asm()") == 2
    assert "int f(int) ;" in out and "register int r  = x;" in out


def test_unsigned_reverse_loop_domain(scop_of):
    s = scop_of("""
        int A[20];
        void f(int n) {
        #pragma scop
          for (unsigned i = n - 1; i < n; i--)
            A[i] = i;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    # for n >= 0, i runs from n - 1 down to 0 (n = 0: it starts at UINT_MAX, which 'i < n' stops)
    at = st.domain.intersect_params(isl.Set("[n] -> { : n >= 0 }"))
    assert_isl(at, "[n] -> { S0[i] : n >= 0 and 0 <= i < n and i <= 4294967295 }")


def test_unsigned_loop_that_does_not_stop_at_0_stays_sequential(load_c):
    sf = load_c("""
        int A[20];
        void f(unsigned n) {
        #pragma scop
          for (unsigned i = n; i <= n; i--)
            A[i] = i;
        #pragma endscop
        }
    """, strict=False)
    assert not sf.scops
    msgs = [d.message for d in sf.log.items]
    assert any("wraps around below 0 to 4294967295, where 'i <= n' still holds" in m for m in msgs), msgs


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", NAMES)
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, name)
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))
