"""run_bounded (s2s/passes/bounded.py): isl work in a forked child with a wall-clock limit."""
from __future__ import annotations

import ctypes
import faulthandler
import os
import subprocess
import sys
import time

import pytest

from s2s.passes import bounded
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


def _segfault() -> bytes:
    """Crash on purpose, quietly: pytest enables faulthandler on a copy of the terminal's stderr, which
    output capture does not see, so the forked child would print a 'Fatal Python error' traceback there
    that a reader of `make test` takes for a real crash."""
    faulthandler.disable()             # in the forked child only
    ctypes.string_at(0)                # SIGSEGV
    return b""


def test_exception_and_crash_are_failures():
    def boom() -> bytes:
        raise RuntimeError("no")

    with pytest.raises(ChildFailed):
        run_bounded(boom, 10)
    with pytest.raises(ChildFailed):
        run_bounded(_segfault, 10)


def test_a_crash_says_how_the_child_died_and_is_recorded():
    """A child killed by a signal is reported as such (the scheduler's warning says so) and recorded in
    crashes_hit with what it computed (the fuzzer reports each one with its seed); one that raised is not
    a crash."""
    def boom() -> bytes:
        raise RuntimeError("no")

    n = len(bounded.crashes_hit)
    with pytest.raises(ChildFailed) as e:
        run_bounded(_segfault, 10, "the test's computation")
    assert e.value.how == "killed by SIGSEGV"
    assert bounded.crashes_hit[n:] == ["the test's computation: killed by SIGSEGV"]
    with pytest.raises(ChildFailed) as e:
        run_bounded(boom, 10, "another")
    assert e.value.how == "raised an exception" and len(bounded.crashes_hit) == n + 1
    with pytest.raises(Timeout):
        run_bounded(lambda: (time.sleep(30), b"")[1], 0.5)
    assert len(bounded.crashes_hit) == n + 1        # the child killed at the time limit is no crash


def test_the_crashing_child_prints_no_trace_under_faulthandler():
    """With faulthandler on (pytest, PYTHONFAULTHANDLER), a crash in the child printed a 'Fatal Python
    error' trace that read like the death of the whole process (the fuzz runs' 'dead worker'): the caller
    reports the crash instead."""
    code = ("import ctypes, faulthandler, sys; faulthandler.enable()\n"
            "from s2s.passes.bounded import ChildFailed, run_bounded\n"
            "try:\n    run_bounded(lambda: ctypes.string_at(0), 10)\n"
            "except ChildFailed as e:\n    print(e.how)\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert p.stdout.strip() == "killed by SIGSEGV", p.stdout + p.stderr
    assert "Fatal Python error" not in p.stderr, p.stderr


def test_the_deliberate_crash_prints_nothing():
    """`make test`'s stderr stays clean: the crash test, run by pytest as `make test` runs it."""
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__,
                        "-k", "exception_and_crash"], capture_output=True, text=True, timeout=120,
                       cwd=os.path.dirname(__file__))
    assert p.returncode == 0, p.stdout[-2000:]
    assert "Fatal Python error" not in p.stderr + p.stdout and "Segmentation fault" not in p.stderr


def test_no_limit_runs_here():
    pid = os.getpid()
    assert run_bounded(lambda: str(os.getpid()).encode(), 0) == str(pid).encode()
