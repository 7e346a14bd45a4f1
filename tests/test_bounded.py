"""run_bounded (s2s/passes/bounded.py): isl work in a forked child with a wall-clock limit."""
from __future__ import annotations

import ctypes
import os
import time

import pytest

from s2s.passes.bounded import ChildFailed, Timeout, run_bounded

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


def test_result_comes_back():
    assert run_bounded(lambda: b"x" * 200_000, 10) == b"x" * 200_000
    assert run_bounded(lambda: b"", 10) == b""


def test_timeout_kills_the_child():
    t0 = time.monotonic()
    with pytest.raises(Timeout):
        run_bounded(lambda: (time.sleep(30), b"")[1], 0.5)
    assert time.monotonic() - t0 < 10


def test_exception_and_crash_are_failures():
    def boom() -> bytes:
        raise RuntimeError("no")

    with pytest.raises(ChildFailed):
        run_bounded(boom, 10)
    with pytest.raises(ChildFailed):
        run_bounded(lambda: (ctypes.string_at(0), b"")[1], 10)     # SIGSEGV in the child


def test_no_limit_runs_here():
    pid = os.getpid()
    assert run_bounded(lambda: str(os.getpid()).encode(), 0) == str(pid).encode()
