"""Compiler-style diagnostics: every user-facing problem is a located message, never a traceback."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from typing import TextIO


@dataclass(frozen=True)
class Location:
    file: str
    line: int
    col: int = 1

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@dataclass(frozen=True)
class Diagnostic:
    severity: str  # "error", "warning" or "note"
    message: str
    loc: Location | None = None

    def __post_init__(self) -> None:
        # names with extended characters, read as ASCII runs (frontend/ucn.py), shown as written
        from .frontend.ucn import readable
        object.__setattr__(self, "message", readable(self.message))

    def format(self) -> str:
        where = f"{self.loc}: " if self.loc else "s2s: "
        return f"{where}{self.severity}: {self.message}"

    def to_json(self) -> dict:
        d = {"severity": self.severity, "message": self.message}
        if self.loc:
            d.update(file=self.loc.file, line=self.loc.line, col=self.loc.col)
        return d

    def to_gcc_json(self) -> dict:
        """The object gcc's -fdiagnostics-format=json writes for one diagnostic, so that editors and CI
        annotators that read gcc's output read s2s's too."""
        locations = []
        if self.loc:
            caret = {"file": self.loc.file, "line": self.loc.line, "column": self.loc.col,
                     "display-column": self.loc.col, "byte-column": self.loc.col}
            locations.append({"caret": caret})
        return {"kind": self.severity, "message": self.message, "children": [], "column-origin": 1,
                "locations": locations, "escape-source": False}


class S2SError(Exception):
    """A problem with the user's input or environment, reported as diagnostics (exit status 1)."""

    def __init__(self, diagnostics: list[Diagnostic] | Diagnostic | str, loc: Location | None = None):
        if isinstance(diagnostics, str):
            diagnostics = [Diagnostic("error", diagnostics, loc)]
        elif isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format() for d in diagnostics))


class NotStaticControl(Exception):
    """Raised inside the model builder when a construct cannot be represented polyhedrally.  In a region
    the user marked with `#pragma scop` it leaves the region as written, with a warning (an error with
    `--strict`): valid C that s2s cannot offload still compiles and runs as before."""

    def __init__(self, message: str, loc: Location | None = None):
        self.message = message
        self.loc = loc
        super().__init__(message)


class InvalidProgram(NotStaticControl):
    """A construct that is not valid C, or whose every execution is undefined (an undeclared name, a
    constant division by zero, an object modified twice between sequence points): always an error, since
    keeping the region as written would hand the user's compiler the same mistake without saying where."""


@dataclass
class DiagnosticLog:
    """Collects warnings and notes while a file is processed."""

    items: list[Diagnostic] = field(default_factory=list)
    # -fdiagnostics-format=json: flush() keeps the diagnostics and finish() prints them as one JSON array
    json_format: bool = False
    shown: list[Diagnostic] = field(default_factory=list)

    def flush(self, stream: TextIO | None = None) -> None:
        """Show the diagnostics collected so far (text: one line each on stderr, now) and forget them."""
        if self.json_format:
            self.shown.extend(self.items)
        else:
            for d in self.items:
                print(d.format(), file=stream or sys.stderr)
        self.items.clear()

    def finish(self, stream: TextIO | None = None) -> None:
        """End of the command: in JSON format, print every diagnostic shown, as gcc does: one array."""
        self.flush(stream)
        if self.json_format:
            print(json.dumps([d.to_gcc_json() for d in self.shown]), file=stream or sys.stderr)
            self.shown.clear()

    def add(self, severity: str, message: str, loc: Location | None = None) -> None:
        self.items.append(Diagnostic(severity, message, loc))

    def warning(self, message: str, loc: Location | None = None) -> None:
        self.add("warning", message, loc)

    def note(self, message: str, loc: Location | None = None) -> None:
        self.add("note", message, loc)

    def error(self, message: str, loc: Location | None = None) -> None:
        self.add("error", message, loc)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity == "error"]


def loc_of(node, fallback_file: str = "<input>") -> Location | None:
    """Location of a pycparser node (its coord already follows #line markers to the user's file)."""
    coord = getattr(node, "coord", None)
    if coord is None or not getattr(coord, "line", None):
        return None
    return Location(coord.file or fallback_file, coord.line, coord.column or 1)
