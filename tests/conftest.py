"""Shared helpers for the s2s tests: load C snippets from temporary files, compare isl objects."""
from __future__ import annotations

import os
import textwrap

import islpy as isl
import pytest

from s2s.frontend.load import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
S2S = os.path.join(ROOT, ".venv", "bin", "s2s")


@pytest.fixture
def load_c(tmp_path):
    """load_c(source, **load_kwargs) -> SourceFile: write `source` to a .c file and load it."""
    counter = [0]

    def _load(source: str, name: str | None = None, **kwargs):
        counter[0] += 1
        path = tmp_path / (name or f"snippet{counter[0]}.c")
        path.write_text(textwrap.dedent(source))
        return load(str(path), **kwargs)

    return _load


@pytest.fixture
def scop_of(load_c):
    """scop_of(source) -> the only SCoP of the snippet."""

    def _scop(source: str, **kwargs):
        sf = load_c(source, **kwargs)
        assert len(sf.scops) == 1, [d.format() for d in sf.log.items]
        return sf.scops[0]

    return _scop


def have_opencl() -> bool:
    """An OpenCL platform with a device (PoCL here); tests that run OpenCL code skip without one."""
    from s2s.check.build import have_opencl as _have
    return _have()


def host_targets() -> list:
    """The targets that run translated programs on this machine: OpenMP, and OpenCL where a platform is
    (the parametrisation of the faithful-C tests)."""
    return ["openmp", pytest.param("opencl", marks=pytest.mark.skipif(not have_opencl(), reason="no OpenCL"))]


def have_nvcc() -> bool:
    from s2s.check.build import nvcc_path
    return nvcc_path() is not None


needs_opencl = pytest.mark.skipif(not have_opencl(), reason="no OpenCL platform (make opencl installs PoCL)")
needs_nvcc = pytest.mark.skipif(not have_nvcc(), reason="nvcc is not on PATH")


# Single cases of shared parametrized tests that take a minute or more of one CI core each (their
# programs' isl analyses): `make test` leaves them out, `make test-slow` runs them.  The fuzz batches
# past the first seeds are marked in tests/test_fuzz.py.
SLOW_CASES = {
    "test_faithful_20a.py::test_cuda_translation_compiles[f20a_blocked_tiles.c]",
    "test_faithful_20a.py::test_what_is_not_modelled_stays_sequential[f20a_blocked_tiles.c]",
    "test_faithful_24a.py::test_matches[f24a_seidel2d_onebased_recip.c-openmp]",
    "test_translation_bounds.py::test_slow_fuzz_programs_translate_for_cuda[slow_chain_waits]",
    "test_translation_bounds.py::test_slow_fuzz_programs_translate_for_cuda[slow_chain_waits_2]",
    "test_faithful_23c.py::test_cuda_translation_compiles[f23c_gemm_user_tiled.c]",
}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid.split("/")[-1] in SLOW_CASES:
            item.add_marker(pytest.mark.slow)


def pytest_generate_tests(metafunc):
    """The faithful rounds' shared tests (tests/faithful_round.py) run over their module's PROGRAMS; the CUDA
    compile over those that reach the device (not in NO_DEVICE_PROGRAM)."""
    programs = getattr(metafunc.module, "PROGRAMS", None)
    if "faithful_name" in metafunc.fixturenames:
        metafunc.parametrize("faithful_name", list(programs))
    if "faithful_cuda_name" in metafunc.fixturenames:
        skip = set(getattr(metafunc.module, "NO_DEVICE_PROGRAM", ()))
        metafunc.parametrize("faithful_cuda_name", [p for p in programs if p not in skip])


def isl_equal(actual, expected: str) -> bool:
    """isl equality of `actual` (Set, Map, UnionSet, UnionMap) with `expected` parsed as the same kind."""
    kind = type(actual)
    exp = kind(expected)
    a, e = actual, exp
    if hasattr(a, "align_params"):
        a = a.align_params(e.get_space())
        e = e.align_params(a.get_space())
    return a.is_equal(e)


def assert_isl(actual, expected: str) -> None:
    assert isl_equal(actual, expected), f"\n  got:      {actual}\n  expected: {type(actual)(expected)}"


__all__ = ["assert_isl", "isl_equal", "isl", "ROOT", "S2S", "have_opencl", "have_nvcc", "needs_opencl",
           "needs_nvcc"]
