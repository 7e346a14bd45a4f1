"""What isl's scheduler gave the pipelines of the SCoP being translated: a record per SCoP, not per process.

The schedules themselves are memoised for the whole process (passes/schedule._SCHEDULES, keyed by the
constraints' text: the same constraints get the same schedule, whoever asks).  Two decisions must not
depend on that memo, because it also holds what earlier translations in the same process computed:

* a SCoP's second pipeline (its OpenMP version for the host in a CUDA or OpenCL output,
  codegen/host_openmp.py, `Options.reschedule_reuse_only`) takes isl's schedule only where this SCoP's
  device pipeline computed it.  Looked up in the process-wide memo, a schedule that an earlier
  translation computed for the host pipeline's constraints (the same loop nest without the snapshot
  pass's copy, or translated for OpenMP) was taken too: the host's estimate changed, and the SCoP stayed
  on the host in a later translation where a fresh process offloads it (tests/test_translation_state.py);
* the warning after the scheduler crashed is given once per SCoP (its pipeline's retries meet the
  remembered failure), not once per process.

`translate_file` opens a record for each SCoP (`new_record`, inside `translation_scope`); `run_pipeline`
joins the open one, or opens its own when called alone.  The record lives in a context variable, so
threads and asyncio tasks that translate in parallel keep theirs apart.
"""
from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass
class Record:
    """The constraints (their text, the memo's key) that this SCoP's pipelines were given a schedule for,
    with the schedule's text; those on which the scheduler failed and whose warning was given."""

    schedules: dict[str, str] = field(default_factory=dict)
    failed: set[str] = field(default_factory=set)


_CURRENT: contextvars.ContextVar[Record | None] = contextvars.ContextVar("s2s_scheduled", default=None)


def current() -> Record:
    """The open record; outside any, a new one that nothing else sees (each call on its own)."""
    rec = _CURRENT.get()
    return rec if rec is not None else Record()


@contextlib.contextmanager
def translation_scope() -> Iterator[None]:
    """A record of its own for the code inside, whatever was open outside (a translation never sees
    another's)."""
    token = _CURRENT.set(Record())
    try:
        yield
    finally:
        _CURRENT.reset(token)


@contextlib.contextmanager
def pipeline_scope() -> Iterator[None]:
    """The open record, or one for the code inside where none is open (a pipeline run on its own: its
    retries share it)."""
    if _CURRENT.get() is not None:
        yield
        return
    with translation_scope():
        yield


def new_record() -> None:
    """Start the next SCoP's record in the open scope (translate_file, per SCoP: one SCoP's schedules
    are not another's)."""
    if _CURRENT.get() is not None:
        _CURRENT.set(Record())
