"""Type qualifiers as C defines them, typedef names included (C11 6.7.8: a typedef name stands for its
type, qualifiers and all): a SCoP that touches volatile or _Atomic data stays sequential with a warning,
whether the qualifier is written in the declaration or comes from a file-scope or block-scope typedef;
const data from typedefs is read-only data like any other.

Each program under tests/faithful/ prints its results; `s2s check` builds and runs the original and the
translation and compares the outputs, on OpenMP and on OpenCL (PoCL) when it is there.
"""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _warnings(name: str, target: str = "openmp"):
    """The translation of tests/faithful/NAME and the messages of its warnings."""
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, name), target=target, log=log, force_device=True)
    return r, [d.message for d in log.items if d.severity == "warning"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["volatile_typedefs.c", "atomic_objects.c", "const_typedefs.c"])
def test_qualified_objects_match(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


@pytest.mark.parametrize("target", ["openmp", "opencl"])
def test_volatile_from_typedefs_keeps_the_scops_sequential(target):
    r, warned = _warnings("volatile_typedefs.c", target)
    volatile = sorted(w.split("'")[1] for w in warned if "is volatile" in w)
    # A and L: typedefs of volatile double (file and block scope), X: `volatile real`, n: a block-scope
    # `volatile int` typedef in a bound, p: pointers to the volatile typedef and a typedef of one
    assert volatile == ["A", "L", "X", "n", "p", "p"], warned
    assert len(r.programs) == 1          # the last SCoP of main, without volatile objects


@pytest.mark.parametrize("decls, volatile", [
    ("typedef volatile double vd; vd x[4];", True),
    ("typedef double d_t; volatile d_t x[4];", True),
    ("typedef volatile double vd; vd *x;", True),
    ("typedef volatile double vd; typedef vd *vp; vp x;", True),
    ("typedef double *dp; volatile dp x;", True),             # double *volatile x
    ("typedef volatile double va[4]; va x[2];", True),
    ("typedef double va[4]; volatile va x[2];", True),        # C11 6.7.3p9: the elements are volatile
    ("typedef volatile double vd; typedef double d_t; d_t x[4];", False),
    ("typedef double *dp; dp x;", False),
])
def test_volatile_is_seen_through_typedefs(load_c, decls, volatile):
    sf = load_c(decls + "\nvoid f(void) {}\n")
    assert sf.symbols.globals["x"].is_volatile == volatile


def test_a_block_scope_typedef_hides_a_volatile_one(load_c):
    sf = load_c("""
        typedef volatile double real;
        double y[8];
        void f(void) {
          typedef double real;
          real x[8];
          for (int i = 0; i < 8; i++) x[i] = i;
        #pragma scop
          for (int i = 0; i < 8; i++) y[i] = x[i] * 2;
        #pragma endscop
        }
    """)
    assert len(sf.scops) == 1, [d.format() for d in sf.log.items]


def test_a_local_object_hides_a_volatile_typedef(load_c):
    """An object named like a file-scope typedef hides it: a typedef name in a declaration after it would
    be a syntax error, so nothing of the typedef's qualifiers may stick to the name."""
    sf = load_c("""
        typedef volatile int vint;
        double y[8];
        void f(void) {
          int vint = 8;
        #pragma scop
          for (int i = 0; i < vint; i++) y[i] = y[i] * 2;
        #pragma endscop
        }
    """)
    assert len(sf.scops) == 1, [d.format() for d in sf.log.items]


@pytest.mark.parametrize("target", ["openmp", "opencl"])
def test_atomic_objects_keep_the_scops_sequential(target):
    r, warned = _warnings("atomic_objects.c", target)
    atomic = sorted(w.split("'")[1] for w in warned if "is atomic" in w)
    # A: `_Atomic int`, B: `_Atomic(int)`, C: a typedef of _Atomic int, D: `_Atomic wide`, total: an
    # atomic scalar updated by a sum, S: a block-scope typedef of `_Atomic(double)`
    assert atomic == ["A", "B", "C", "D", "S", "total"], warned
    assert len(r.programs) == 1          # the last SCoP, without atomic objects


@pytest.mark.parametrize("decls, atomic", [
    ("_Atomic int x[4];", True),
    ("_Atomic(int) x[4];", True),
    ("typedef _Atomic int ai; ai x[4];", True),
    ("typedef _Atomic(double) ad; typedef ad row[4]; row x[2];", True),
    ("typedef long wide; _Atomic wide x;", True),
    ("typedef _Atomic int ai; ai *x;", True),
    ("typedef _Atomic int ai; typedef int plain; plain x[4];", False),
    ("volatile int x;", False),
])
def test_atomic_is_seen_through_typedefs(load_c, decls, atomic):
    sf = load_c(decls + "\nvoid f(void) {}\n")
    assert sf.symbols.globals["x"].is_atomic == atomic


def test_an_atomic_local_of_the_scop_is_private(load_c):
    """An _Atomic scalar declared inside the SCoP is no other thread's (its address is never taken): like a
    volatile one there, it does not keep the SCoP sequential."""
    sf = load_c("""
        double y[8];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 8; i++) {
            _Atomic int k = i;
            y[i] = y[i] * k;
          }
        #pragma endscop
        }
    """)
    assert len(sf.scops) == 1, [d.format() for d in sf.log.items]


def test_const_from_typedefs_is_read_only_data():
    r, warned = _warnings("const_typedefs.c")
    assert not warned and len(r.programs) == 1, warned
    scop = r.programs[0].scop
    assert all(scop.arrays[a].is_const for a in ("K1", "K2", "K3", "K4", "c", "w")), scop.arrays
    assert not any(a.array.startswith("K") for s in scop.statements for a in s.writes)


def test_restrict_is_seen_through_typedefs_and_only_on_its_pointers(scop_of):
    """`restrict` from a pointer typedef (or written on one) is the same promise as `double *restrict`:
    those pairs need no overlap test; the plain pointers beside them still get theirs."""
    from s2s.model.footprint import candidate_pairs
    scop = scop_of("""
        typedef double *restrict rp;
        typedef double *dp;
        typedef volatile int vint;
        typedef rp rp2;
        void f(int n, rp y, dp restrict x, rp2 w, dp u, double *v) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            y[i] = x[i] + w[i];
            u[i] = v[i] * 2;
          }
        #pragma endscop
        }
    """)
    assert {a: scop.arrays[a].restrict for a in "yxwuv"} == \
        {"y": True, "x": True, "w": True, "u": False, "v": False}
    test, _restricted = candidate_pairs(scop)
    assert ("u", "v") in test and all("u" in p or "v" in p for p in test), test


@pytest.mark.parametrize("decls", ["typedef double *dp; const dp x;", "typedef volatile double vd; vd *x;",
                                   "typedef double row[4]; row *x;", "typedef const double cd; cd *x;"])
def test_other_qualifiers_of_typedefs_are_not_restrict(load_c, decls):
    sf = load_c(decls + "\nvoid f(void) {}\n")
    assert not sf.symbols.globals["x"].restrict
