"""Read a C file into SCoPs: preprocess, parse, find regions, build their polyhedral models."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from pycparser import c_ast

from ..diagnostics import Diagnostic, DiagnosticLog, Location, S2SError
from ..model.scop import Scop
from .c2x_forms import rewrite_c2x_forms
from .columns import ColumnMap, marker_name
from .classify_macro import rewrite_classify_macros
from .nan_macro import rewrite_nan_macros
from .parse import parse_setting_aside
from .preprocess import compile_errors, preprocess, type_attribute_lines
from .source_span import logical_end_line, pragma_alone_on_its_line
from .scop_finder import autodetect_regions, build_scops, pragma_regions
from .symbols import SymbolTable, _declarators_of, array_extent_errors
from .typeof_types import rewrite_typeof

_SCOP_PRAGMA = re.compile(r"^[ \t]*#[ \t]*pragma[ \t]+scop\b", re.M)


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
    # the file as read when its lines end in different ways (some "\r\n", some "\n", or "\r"), else
    # None: the translation keeps each line's own end (emit.splice_raw)
    raw: str | None = None

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
    rewrite_nan_macros(ast, file, cmap.lines,
                       lambda: preprocess(path, list(include_dirs), list(defines), text=source, macros=True,
                                          bodies=True))
    rewrite_classify_macros(ast)
    rewrite_c2x_forms(ast)
    attributes = type_attribute_lines(path, list(include_dirs), list(defines), text=source, parsed=pre)
    rewrite_typeof(ast, set(_declarators_of(ast, attributes)))
    symbols = SymbolTable(ast, attributes)
    # function bodies the parse set aside (unparsed.py): kept as written, not searched, said
    symbols.unparsed = frozenset(a.name or "?" for a in aside)
    symbols.set_aside = list(aside)
    for a in aside:
        what = f"the body of '{a.name}'" if a.name else "a function body"
        why = f" ({a.reason})"
        if a.outer is not None:
            what, why = f"the GNU nested function '{a.name}'", ""
        d = Diagnostic("warning", f"{what} is not C that s2s parses{why}: it is kept as written, "
                                  "and s2s does not look into it", Location(a.file, a.error_line, a.error_col))
        for fixed in cmap.fix_diagnostics([d]):
            log.warning(fixed.message, fixed.loc)
        m = _SCOP_PRAGMA.search(a.body) if a.outer is not None else None
        if m is not None:
            head = a.body[:m.start()]
            col = len(head) - head.rfind("\n") + len(m.group(0)) - len(m.group(0).lstrip())
            what = f"it is in the GNU nested function '{a.name}', which s2s does not parse"
            where = Location(a.file, a.error_line + head.count("\n"), col)
            if strict is not False:     # as build_scops does for a region that is not static control
                suffix = " (--strict)" if strict is not None else ""
                raise S2SError(cmap.fix_diagnostics([Diagnostic("error", what + suffix, where)]))
            for fixed in cmap.fix_diagnostics([Diagnostic("warning", f"SCoP left sequential: {what}", where)]):
                log.warning(fixed.message, fixed.loc)
    # the names of the macros: a name the translation makes up (a renamed declaration, a private array)
    # must not be one, or the generated code, spliced into the file as written, would expand it
    symbols.macros = frozenset(preprocess(path, list(include_dirs), list(defines), text=source, macros=True))
    extent_errors = array_extent_errors(ast, file, symbols)
    if extent_errors:
        raise S2SError(extent_errors)
    regions = pragma_regions(ast, file, log)
    if autodetect:
        taken = {id(r.function) for r in regions}
        auto = [r for r in autodetect_regions(ast, file, symbols, text.split("\n"), log)
                if id(r.function) not in taken]
        regions = sorted(regions + auto, key=lambda r: r.span)
    text_lines = text.split("\n")
    kept = []
    for r in regions:
        # the line of a `_Pragma` that other code shares (whole lines are replaced), else 0
        line = next((ln for ln in (r.loc.line, r.end_loc.line)
                     if not pragma_alone_on_its_line(text_lines[ln - 1])), r.shares_line) if r.pragma else 0
        if line:
            log.warning(f"SCoP left sequential: its pragma shares line {line} with other code, and the "
                        "translation replaces whole lines (put '_Pragma(\"scop\")' and '_Pragma(\"endscop\")' on "
                        "lines of their own)", _pragma_loc(Location(r.loc.file, line), text_lines[line - 1]))
        else:
            kept.append(r)
    regions = kept
    for r in regions:
        # a comment or splice that line span[1] leaves open ends lines further on: those lines are replaced
        # too (`#pragma endscop /* ...` + `... */`)
        r.span = (r.span[0], logical_end_line(text_lines, *r.span))
    scops = build_scops(ast, file, regions, symbols, log, strict_errors=strict is not False,
                        warn_only_unless_strict=strict is not None, text_lines=text_lines)
    for k, s in enumerate(scops):
        s.index = k
    if not regions and not any(d.message.startswith("SCoP left sequential") for d in log.items):
        if autodetect:
            # (not "use --autodetect": it was used)
            log.warning("no SCoP found: --autodetect took no loop nest (the notes say why each was skipped)")
        else:
            log.warning("no SCoP found: mark a loop nest with '#pragma scop' / '#pragma endscop' or use "
                        "--autodetect")
    return SourceFile(path=path, text=text, ast=ast, symbols=symbols, scops=scops, log=log,
                      include_dirs=list(include_dirs), defines=list(defines), newline=newline,
                      raw=raw if "\r" in raw and newline == "\n" else None)


def _pragma_loc(loc: Location, line: str) -> Location:
    """The location of the `_Pragma` (or of the macro that holds it) on the line of `loc`."""
    k = line.find("_Pragma")
    return Location(loc.file, loc.line, (k if k >= 0 else len(line) - len(line.lstrip())) + 1)


def _preprocess_text(path: str, text: str, include_dirs: list[str], defines: list[str]) -> str:
    """Preprocess text given for `path` (which need not exist): coordinates name `path`."""
    return preprocess(path, include_dirs, defines, text=text)


def _coord_name(ast: c_ast.FileAST, path: str) -> str:
    """The file name as the preprocessor wrote it in line markers (what pycparser coords use)."""
    # the markers escape '"' and '\\' in the name (`# 1 "a\\b.c"` for a\b.c), and pycparser keeps them escaped
    for ext in ast.ext:
        if ext.coord is not None and ext.coord.file and \
                os.path.abspath(re.sub(r"\\(.)", r"\1", ext.coord.file)) == os.path.abspath(path):
            return ext.coord.file
    return path
