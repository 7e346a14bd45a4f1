"""`s2s check --arrays`: code that dumps every array a SCoP writes, right after the SCoP.

The same dump is inserted into both builds: after the `#pragma endscop` line of the original (a text
splice, before preprocessing) and after the call or region that replaces the SCoP in the translation
(`translate_file(..., instrument=True)`).  Each dump appends to the file named by the environment
variable S2S_DUMP (stderr when it is unset or cannot be opened):

    S2S_DUMP scop 0 kernel_gemm array C elements 168
    1.25
    ...

every element as `%.16e` (floating point; `%.17g` for integers), in row-major order over the extents
the transfer plan uses (C expressions
valid at the SCoP site: the declared extents, else 1 + the largest index the SCoP accesses).  A table of
row pointers (`double **A`) is dumped row by row, each row from the first to the last column the SCoP
writes there (its rows are separate objects, possibly of different lengths).  A written
scalar is dumped as one element.  Scalars declared inside the SCoP do not exist after it and are not
dumped.
"""
from __future__ import annotations

import re

from ..codegen.ast_printer import EXPR_MACROS

ENV = "S2S_DUMP"
HEADER = "S2S_DUMP"

# At the top of an instrumented file: what the dump code uses.
PRELUDE = ("/* s2s check --arrays: dump instrumentation */\n#include <stdio.h>\n#include <stdlib.h>\n"
           + EXPR_MACROS)


def dumped_arrays(scop, plan=None) -> list[tuple[str, str, list[str] | None]]:
    """(name, element type, extents or None when unknown; [] for a scalar) of each array the SCoP
    writes, in the SCoP's order.  `plan`: the transfer plan (DeviceArray list) when there is one."""
    from ..passes.transfers import _params_build, array_extents

    planned = {a.name: a for a in (plan or []) if a.kind in ("array", "scalar")}
    written = scop.written_arrays()
    build = None
    out = []
    for arr in scop.arrays.values():
        if arr.name not in written or arr.kind == "private" or arr.name in scop.dead_after:
            continue        # (a scalar no code reads after the SCoP: its value there is not observable)
        if arr.is_scalar:
            out.append((arr.name, arr.ctype, []))
            continue
        if arr.name in planned:
            ext = list(planned[arr.name].extents)
        else:
            try:
                build = build or _params_build(scop)
                ext = array_extents(scop, arr, build)
            except Exception:  # an extent the model cannot bound: say so in the dump, in both builds
                ext = None
        out.append((arr.name, arr.ctype, ext))
    return out


def _floating(ctype: str) -> bool:
    words = ctype.replace("const", " ").replace("volatile", " ").split()
    return any(w in ("float", "double", "_Float16", "__fp16") for w in words)


def dump_code(scop, indent: str = "", plan=None) -> str:
    """The C block that dumps what `scop` wrote (placed right after the SCoP, in its scope)."""
    i1, i2 = indent + "  ", indent + "    "
    where = f"scop {scop.index} {_word(scop.function)}"
    lines = [f"{indent}/* s2s check --arrays: dump what SCoP {scop.index} wrote */",
             f"{indent}{{",
             f'{i1}const char *_s2s_path = getenv("{ENV}");',
             f'{i1}FILE *_s2s_f = (_s2s_path && *_s2s_path) ? fopen(_s2s_path, "a") : NULL;',
             f"{i1}if (!_s2s_f) _s2s_f = stderr;"]
    for name, ctype, ext in dumped_arrays(scop, plan):
        head = f"{HEADER} {where} array {name}"
        # floating-point elements as %.16e: %.17g prints an integral double without a point, and the
        # comparison takes such a token for an integer, to be matched exactly; integers stay integers
        fmt = "%.16e" if _floating(ctype) else "%.17g"
        if ext is None:
            lines.append(f'{i1}fprintf(_s2s_f, "{head} extent-unknown\\n");')
            continue
        if not ext:
            lines.append(f'{i1}fprintf(_s2s_f, "{head} elements 1\\n{fmt}\\n", (double)({name}));')
            continue
        arr = scop.arrays.get(name)
        if arr is not None and arr.row_pointers:
            lines += _table_dump(scop, name, ctype, head, fmt, i1, i2)
            continue
        count = " * ".join(f"(long)({e})" for e in ext)
        flat = arr is not None and getattr(arr, "flat", False)
        # a flat pointer modelled as rows (model/delinearize.py) is one-dimensional in C; with a leading
        # dimension, or as a pointer to rows, its object may end before its last row does (a block of a
        # larger matrix; a parameter declared with its rows, transfers._partial_last_row): up to the last
        # element accessed, unless that is the box's last one (transfers._box_end_accessed)
        first = name + "[0]" * (1 if flat else len(ext))
        from ..passes.transfers import _box_end_accessed, _partial_last_row
        if arr is not None and _partial_last_row(arr) and not _box_end_accessed(scop, arr):
            from ..passes.transfers import _host_count, _params_build
            planned = {a.name: a for a in (plan or [])}
            host = planned[name].host_count if name in planned else \
                _host_count(scop, arr, _params_build(scop))
            if host is None:
                lines.append(f'{i1}fprintf(_s2s_f, "{head} extent-unknown\\n");')
                continue
            count = f"(long)({host})"
        lines += [f"{i1}{{",
                  f"{i2}const long _s2s_n = {count};",
                  f"{i2}const {ctype} *_s2s_p = (const {ctype} *)(const void *)&{first};",
                  # (declarations first, the loop's too: the dump builds in the program's mode, C89's)
                  f"{i2}long _s2s_k;",
                  f'{i2}fprintf(_s2s_f, "{head} elements %ld\\n", _s2s_n > 0 ? _s2s_n : 0L);',
                  f'{i2}for (_s2s_k = 0; _s2s_k < _s2s_n; _s2s_k++) '
                  f'fprintf(_s2s_f, "{fmt}\\n", (double)_s2s_p[_s2s_k]);',
                  f"{i1}}}"]
    lines += [f"{i1}if (_s2s_f != stderr) fclose(_s2s_f); else fflush(_s2s_f);", f"{indent}}}"]
    return "\n".join(lines) + "\n"


def _table_dump(scop, name: str, ctype: str, head: str, fmt: str, i1: str, i2: str) -> list[str]:
    """The dump of a table of row pointers (`double **A`): each row is its own object, possibly shorter
    than others (a triangular table), so its elements are those the SCoP writes in each row, from the
    first to the last column written there (passes/table_transfers.py), row after row."""
    from ..codegen.names import Names
    from ..passes.table_transfers import ROW, table_copy
    from ..passes.transfers import footprint
    written = footprint(scop, name, "write")
    t, _ = table_copy(scop, name, written, written)
    def c(e: str) -> str:         # (unsigned parameters read as longs)
        return f"({Names(scop, [], 'openmp').text(e)})"
    rows = f"for ({ROW} = {c(t.write_lo)}; {ROW} <= {c(t.write_hi)}; {ROW}++)"
    cols = f"const long _s2s_a = {c(t.write_cols[0])}, _s2s_b = {c(t.write_cols[1])}"
    return [f"{i1}{{",
            f"{i2}long {ROW}, _s2s_n = 0, _s2s_k;",
            f"{i2}{rows} {{ {cols}; _s2s_n += _s2s_b >= _s2s_a ? _s2s_b - _s2s_a + 1 : 0; }}",
            f'{i2}fprintf(_s2s_f, "{head} elements %ld\\n", _s2s_n);',
            f"{i2}{rows} {{ {cols}; for (_s2s_k = _s2s_a; _s2s_k <= _s2s_b; _s2s_k++) "
            f'fprintf(_s2s_f, "{fmt}\\n", (double)((const {ctype} *const *){name})[{ROW}][_s2s_k]); }}',
            f"{i1}}}"]


def instrument_original(text: str, dumps: list[tuple[int, str]], path: str) -> str:
    """The user's file with each dump inserted after its line (the `#pragma endscop` line); `#line`
    directives keep the compiler's messages pointing at the user's file and lines."""
    from ..codegen.line_marks import LineMarks
    from ..frontend.ucn import decode
    quoted = path.replace("\\", "\\\\").replace('"', '\\"')
    lines = text.split("\n")
    marks = LineMarks(text)           # the numbers and names that the user's own #line directives give
    for after, code in sorted(dumps, key=lambda d: -d[0]):
        name = marks.name(after + 1) or f'"{quoted}"'
        # (names with extended characters, read as ASCII runs, spelt as C spells them, as the translation's
        # dumps are: `été` was written `s2sU000000e9_t...`, which the original does not declare)
        code = decode(code)
        lines[after:after] = code.rstrip("\n").split("\n") + [f'#line {marks.presumed(after + 1)} {name}']
    return PRELUDE + f'#line 1 "{quoted}"\n' + "\n".join(lines)


def _word(s: str) -> str:
    return re.sub(r"\W", "_", s) or "_"


def array_at_line(dump: str, line: int) -> str | None:
    """'array C of SCoP 0 (kernel_gemm), element 17' for a 1-based line of a dump, or None."""
    lines = dump.split("\n")
    for k in range(min(line, len(lines)) - 1, -1, -1):
        m = re.match(rf"{HEADER} scop (\d+) (\S+) array (\S+)", lines[k])
        if m:
            elem = line - k - 2
            what = f"array {m.group(3)} of SCoP {m.group(1)} ({m.group(2)})"
            return what + (f", element {elem}" if elem >= 0 else "")
    return None
