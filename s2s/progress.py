"""Progress on stderr for long work (the corpus check, the fuzzer, long translations), through tqdm.

Only for a person watching: nothing is shown unless stderr is a terminal, and nothing before DELAY
seconds, so quick runs, pipes, logs and machine-readable output never see it."""
from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from tqdm import tqdm

DELAY = 2.0            # seconds before a bar appears


def interactive() -> bool:
    """A person may be watching stderr: it is a terminal (S2S_PROGRESS=0 turns progress off)."""
    if os.environ.get("S2S_PROGRESS") == "0":
        return False
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def bar(total: int | None, desc: str, unit: str = "it", enabled: bool = True) -> tqdm:
    """A progress bar on stderr, disabled where interactive() is false (or not `enabled`: stderr carries
    machine-readable output), shown after DELAY seconds."""
    return tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, disable=not (enabled and interactive()),
                delay=DELAY, leave=False, dynamic_ncols=True)


def write(line: str, progress: tqdm | None = None) -> None:
    """Print a line to stdout without breaking a bar that is on screen."""
    if progress is not None and not progress.disable:
        progress.write(line, file=sys.stdout)
        sys.stdout.flush()
    else:
        print(line, flush=True)


@contextmanager
def ticking(progress: tqdm, every: float = 0.5) -> Iterator[tqdm]:
    """Redraw `progress` every `every` seconds (once DELAY has passed), so that its clock moves while one
    long step runs, as a spinner would."""
    if progress.disable:
        yield progress
        return
    stop = threading.Event()

    def tick() -> None:
        while not stop.wait(every):
            if progress.format_dict["elapsed"] >= DELAY:
                progress.refresh()

    t = threading.Thread(target=tick, daemon=True)
    t.start()
    try:
        yield progress
    finally:
        stop.set()
        t.join()
