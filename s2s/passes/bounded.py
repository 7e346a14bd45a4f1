"""Run an isl computation in a forked child with a wall-clock limit.

isl's scheduler ILPs and its AST generator can run for minutes on small inputs, and isl's operation
counter does not bound them (it is not checked everywhere); a Python signal cannot interrupt C code.
A forked child can be killed."""
from __future__ import annotations

import contextlib
import faulthandler
import os
import select
import signal
import time
from collections.abc import Iterator, Sequence
from typing import Callable


class Timeout(Exception):
    pass


# every time limit hit in this process, in seconds: the driver warns when one changed a translation
timeouts_hit: list[float] = []


@contextlib.contextmanager
def timeouts_within() -> Iterator[list[float]]:
    """The time limits hit by the code inside (filled on exit).  A memo keeps them with the answer they
    shaped and replays them (`replay_timeouts`) when it gives that answer again: a later translation
    that takes it warns, as the one that computed it did, that its output depends on the machine's speed
    (else the same input warned in a fresh process and not after an earlier translation)."""
    start = len(timeouts_hit)
    hits: list[float] = []
    try:
        yield hits
    finally:
        hits.extend(timeouts_hit[start:])


def replay_timeouts(hits: Sequence[float]) -> None:
    """Count again the time limits that a memoised answer was computed under (`timeouts_within`)."""
    timeouts_hit.extend(hits)


class ChildFailed(Exception):
    """The child raised (`how` is "raised an exception") or died by a signal ("killed by SIGSEGV")."""

    def __init__(self, how: str = "failed"):
        super().__init__(how)
        self.how = how


# every child that died by a signal in this process, as "WHAT: killed by SIGNAL": the fallback after one
# is legal, so the translation goes on, but isl crashed on this input; the fuzzer reports each one with
# its program (s2s/fuzz.py) instead of letting the fallback hide it
crashes_hit: list[str] = []


# the cost model's isl questions that isl's operation count does not stop (gpu/disjoint_volume.py,
# gpu/cost.chain_waits) each get this share of --schedule-timeout in a forked child: they are many, and
# each only refines an estimate.  Set for each translation (driver.translate_file).
COST_MODEL_SHARE = 1 / 12
cost_model_timeout: float = 60.0 * COST_MODEL_SHARE


def set_schedule_timeout(schedule_timeout: float) -> None:
    """Derive the cost model's time limit from the translation's --schedule-timeout."""
    global cost_model_timeout
    cost_model_timeout = schedule_timeout * COST_MODEL_SHARE


def run_bounded(fn: Callable[[], bytes], timeout: float, what: str = "isl") -> bytes:
    """fn() in a forked child, its result sent back as bytes; Timeout after `timeout` seconds,
    ChildFailed when the child raised or crashed (then `what`, the computation's name, goes into
    crashes_hit).  Without fork (or timeout <= 0), fn() runs here."""
    if timeout <= 0 or not hasattr(os, "fork"):
        return fn()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: compute, send the result, exit without cleanup
        code = 0
        try:
            # a crash here is reported by the caller (ChildFailed, crashes_hit); faulthandler's trace of
            # it (pytest enables faulthandler) reads like the death of the whole process
            faulthandler.disable()
            os.close(r)
            data = b"+" + fn()
            with os.fdopen(w, "wb") as f:
                f.write(data)
        except BaseException:
            code = 1
        os._exit(code)
    os.close(w)
    chunks = []
    status = 0
    try:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                timeouts_hit.append(timeout)
                raise Timeout()
            ready, _, _ = select.select([r], [], [], left)
            if not ready:
                continue
            data = os.read(r, 1 << 16)
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(r)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        status = os.waitpid(pid, 0)[1]
    data = b"".join(chunks)
    if not data.startswith(b"+"):
        raise _failure(status, what)
    return data[1:]


def _failure(status: int, what: str) -> ChildFailed:
    """How the child that sent no result ended, from its wait status."""
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = f"signal {sig}"
        how = f"killed by {name}"
        crashes_hit.append(f"{what}: {how}")
        return ChildFailed(how)
    return ChildFailed("raised an exception")
