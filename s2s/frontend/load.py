"""Read a C file into SCoPs: preprocess, parse, find regions, build their polyhedral models."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from pycparser import c_ast

from ..diagnostics import Diagnostic, DiagnosticLog, Location, S2SError
from ..model.scop import Scop
from .columns import ColumnMap, marker_name
from .parse import parse_setting_aside
from .preprocess import compile_errors, preprocess
from .scop_finder import autodetect_regions, build_scops, pragma_regions
from .symbols import SymbolTable, array_extent_errors


@dataclass
class SourceFile:
    path: str
    text: str                 # the user's file as written
    ast: c_ast.FileAST
    symbols: SymbolTable
    scops: list[Scop]
    log: DiagnosticLog = field(default_factory=DiagnosticLog)
    include_dirs: list[str] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    # the file's line ends: "\r\n" when every line of the file ends so (`text` has "\n" either way);
    # the translation is written back with them
    newline: str = "\n"

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")


def load(path: str, include_dirs=(), defines=(), autodetect: bool = False,
         log: DiagnosticLog | None = None, source: str | None = None, strict: bool | None = None) -> SourceFile:
    """`source` lets the Python API hand in text (the preprocessor reads it from its standard input).
    `strict`: None (the default) makes a `#pragma scop` region that is not static control an error; False
    a warning, the region staying as written (translation without --strict); True an error that names
    --strict."""
    log = log or DiagnosticLog()
    if source is None:
        try:
            with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
                raw = f.read()
        except OSError as e:
            raise S2SError(f"{path}: cannot read: {e.strerror}") from None
        pre = preprocess(path, list(include_dirs), list(defines))
    else:
        raw = source
        pre = _preprocess_text(path, raw, list(include_dirs), list(defines))
    newline = "\r\n" if "\r\n" in raw and raw.count("\n") == raw.count("\r\n") else "\n"
    text = raw.replace("\r\n", "\n").replace("\r", "\n")      # as universal newlines read it
    try:
        ast, aside = parse_setting_aside(pre, path)
    except S2SError as e:
        raise S2SError(ColumnMap(pre, text, marker_name(pre, path)).fix_diagnostics(e.diagnostics)) from None
    if aside:
        # set aside only what cc compiles: a mistake in such a body stays an error (cc's own)
        errors = compile_errors(path, list(include_dirs), list(defines), text=source)
        if errors:
            raise S2SError(errors)
    file = _coord_name(ast, path)
    cmap = ColumnMap(pre, text, file)
    cmap.fix_ast(ast)
    symbols = SymbolTable(ast)
    # function bodies the parse set aside (unparsed.py): kept as written, not searched, said
    symbols.unparsed = frozenset(a.name or "?" for a in aside)
    for a in aside:
        what = f"the body of '{a.name}'" if a.name else "a function body"
        d = Diagnostic("warning", f"{what} is not C that s2s parses ({a.reason}): it is kept as written, "
                                  "and s2s does not look into it", Location(a.file, a.error_line, a.error_col))
        for fixed in cmap.fix_diagnostics([d]):
            log.warning(fixed.message, fixed.loc)
    # the names of the macros: a name the translation makes up (a renamed declaration, a private array)
    # must not be one, or the generated code, spliced into the file as written, would expand it
    symbols.macros = frozenset(preprocess(path, list(include_dirs), list(defines), text=source, macros=True))
    extent_errors = array_extent_errors(ast, file, symbols)
    if extent_errors:
        raise S2SError(extent_errors)
    regions = pragma_regions(ast, file)
    if autodetect:
        taken = {id(r.function) for r in regions}
        auto = [r for r in autodetect_regions(ast, file, symbols, text.split("\n"), log)
                if id(r.function) not in taken]
        regions = sorted(regions + auto, key=lambda r: r.span)
    scops = build_scops(ast, file, regions, symbols, log, strict_errors=strict is not False,
                        warn_only_unless_strict=strict is not None)
    for k, s in enumerate(scops):
        s.index = k
    if not regions:
        log.warning("no SCoP found: mark a loop nest with '#pragma scop' / '#pragma endscop' or use --autodetect")
    return SourceFile(path=path, text=text, ast=ast, symbols=symbols, scops=scops, log=log,
                      include_dirs=list(include_dirs), defines=list(defines), newline=newline)


def _preprocess_text(path: str, text: str, include_dirs: list[str], defines: list[str]) -> str:
    """Preprocess text given for `path` (which need not exist): coordinates name `path`."""
    return preprocess(path, include_dirs, defines, text=text)


def _coord_name(ast: c_ast.FileAST, path: str) -> str:
    """The file name as the preprocessor wrote it in line markers (what pycparser coords use)."""
    for ext in ast.ext:
        if ext.coord is not None and ext.coord.file and os.path.abspath(ext.coord.file) == os.path.abspath(path):
            return ext.coord.file
    return path
