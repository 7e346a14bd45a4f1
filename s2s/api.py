"""The Python API: translate C text held in a string, get the generated code and the decisions as data.

    >>> import s2s
    >>> t = s2s.translate(c_text, target="opencl")
    >>> t.source          # the generated file, as `s2s translate` would write it
    >>> t.scops[0]["offloaded"], t.scops[0]["kernels"]

Nothing is written to disk (the preprocessor reads a temporary copy that is removed at once).  Problems
with the input raise `s2s.S2SError`, whose `.diagnostics` are located `Diagnostic`s (file, line, column).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Iterable, Mapping

from .diagnostics import DiagnosticLog, S2SError

TARGETS = ("cuda", "opencl", "openmp")


@dataclass
class Translation:
    """What `s2s.translate` produces.

    source        the main generated file (what `s2s translate -o OUT` writes to OUT): the .cu file for CUDA
                  (kernels, launchers and, unless `host_source` is set, the rest of the program), the .ocl.c
                  file for OpenCL, the .omp.c file for OpenMP.
    host_source   CUDA only, when the host part must stay C (e.g. variable-length array parameters, which
                  nvcc's C++ rejects): the .c file with the rest of the program; else None.
    device_source CUDA only: the kernels and their launchers (the generated part of the .cu file); else None.
    files         {file name: text} of every output, names derived from `filename`.
    scops         one dict per SCoP: the analysis (`s2s explain --json`) plus the translation decisions
                  (`offloaded`, `decisions`, `kernels`, `transfers`).
    diagnostics   warnings and notes, as dicts (severity, message, file, line, col).
    build_command how to build the files, e.g. "nvcc -O3 -arch=sm_90 -o input input.cu -lm".
    """

    target: str
    filename: str
    source: str
    host_source: str | None
    device_source: str | None
    files: dict[str, str]
    scops: list[dict]
    diagnostics: list[dict]
    build_command: str
    result: Any = field(default=None, repr=False)   # the driver's TranslationResult (programs, analyses, ...)

    @property
    def offloaded(self) -> list[int]:
        """Indices of the SCoPs that run on the device (or in parallel, for OpenMP)."""
        return [s["index"] for s in self.scops if s["offloaded"]]

    def __str__(self) -> str:
        return self.source


def _norm_defines(defines) -> list[str]:
    """('N=10', 'FAST'), a single 'N=10' string, or {'N': 10, 'FAST': None} -> ['N=10', 'FAST']."""
    if defines is None:
        return []
    if isinstance(defines, str):
        return [defines]
    if isinstance(defines, Mapping):
        out = []
        for k, v in defines.items():
            out.append(str(k) if v is None or v is True else f"{k}={v}")
        return out
    out = []
    for d in defines:
        if not isinstance(d, str):
            raise TypeError(f"defines: expected strings like 'NAME' or 'NAME=VALUE', got {d!r}")
        out.append(d)
    return out


def _norm_dirs(dirs) -> list[str]:
    if dirs is None:
        return []
    if isinstance(dirs, (str, os.PathLike)):
        return [os.fspath(dirs)]
    return [os.fspath(d) for d in dirs]


def _jsonable(x):
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    return x


def translate_result(source: str, target: str = "cuda", defines: Iterable[str] | Mapping = (),
                     include_dirs: Iterable[str] = (), filename: str = "input.c", *,
                     tile_size: int | None = None, sizes: str | None = None, reschedule: bool = True,
                     autodetect: bool = False, strict: bool = False, disabled_passes: Iterable[str] = (),
                     verbose: bool = False, force_device: bool = False,
                     reorder_reductions: bool = True):
    """Run the driver on text; returns its TranslationResult (used by `translate` and `s2s.opencl`, which
    runs on the device what the cost model would keep on the host: `force_device`)."""
    from .driver import translate_file

    if not isinstance(source, str):
        raise TypeError(f"source must be the C text as a str, not {type(source).__name__}")
    if target not in TARGETS:
        raise S2SError(f"unknown target '{target}' (cuda, opencl or openmp)")
    if tile_size is not None and (isinstance(tile_size, bool) or not isinstance(tile_size, int)):
        raise TypeError(f"tile_size must be an int, not {type(tile_size).__name__}")
    log = DiagnosticLog()
    return translate_file(os.fspath(filename), target=target, include_dirs=_norm_dirs(include_dirs),
                          defines=_norm_defines(defines), autodetect=autodetect, tile_size=tile_size,
                          sizes=sizes, reschedule=reschedule, disabled_passes=tuple(disabled_passes),
                          strict=strict, log=log, verbose=verbose, source=source, force_device=force_device,
                          reorder_reductions=reorder_reductions)


def scop_records(result) -> list[dict]:
    """Per SCoP: `s2s explain --json` content merged with the translation decisions."""
    programs = {p.scop.index: p for p in result.programs}
    out = []
    for analysis, decision in zip(result.analyses, result.decisions):
        rec = analysis.to_json()
        rec.update(_jsonable(decision.to_json()))
        prog = programs.get(decision.index)
        rec["transfers"] = [{"name": a.name, "type": a.ctype, "kind": a.kind, "extents": list(a.extents),
                             "copy_in": a.copy_in, "copy_in_when": a.copy_in_when, "copy_out": a.copy_out}
                            for a in (prog.arrays if prog else [])]
        out.append(rec)
    return out


def translation_from_result(result) -> Translation:
    files = result.output_files(None)
    main = next(iter(files.values())) if len(files) == 1 else None
    host = None
    if result.target == "cuda" and result.split:
        from .driver import default_output, host_path
        out = default_output(result.source.path, "cuda")
        main = files[out]
        host = files[host_path(out, result.source.path)]
    return Translation(target=result.target, filename=result.source.path, source=main, host_source=host,
                       device_source=result.device_text if result.target == "cuda" else None, files=files,
                       scops=scop_records(result), diagnostics=[d.to_json() for d in result.log.items],
                       build_command=result.build_command(None), result=result)


def translate(source: str, target: str = "cuda", defines: Iterable[str] | Mapping = (),
              include_dirs: Iterable[str] = (), filename: str = "input.c", *, tile_size: int | None = None,
              sizes: str | None = None, reschedule: bool = True, autodetect: bool = False,
              strict: bool = False, disabled_passes: Iterable[str] = (),
              verbose: bool = False, force_device: bool = False,
              reorder_reductions: bool = True) -> Translation:
    """Translate C source text for `target` ("cuda", "opencl" or "openmp"); nothing is written to disk.

    defines       macros as for `cc -D`: ["N=100", "FAST"], or {"N": 100, "FAST": None}
    include_dirs  directories searched by #include (the directory of `filename` is searched too)
    filename      the name the text goes by: in diagnostics and in the names of the generated files
    tile_size, sizes, reschedule, autodetect, strict, disabled_passes, verbose: as the `s2s translate`
                  options --tile-size, --sizes, --no-reschedule (reschedule=False), --autodetect, --strict,
                  --disable-pass, -v.
    force_device  offload every SCoP that can be offloaded, even where the cost model finds the host faster
                  (`--force-device`)
    reorder_reductions  False: --no-reorder-reductions (reduction loops stay sequential, bit for bit).

    Raises s2s.S2SError (with `.diagnostics`) when the input cannot be translated.
    """
    result = translate_result(source, target, defines, include_dirs, filename, tile_size=tile_size,
                              sizes=sizes,
                              reschedule=reschedule, autodetect=autodetect, strict=strict,
                              disabled_passes=disabled_passes, verbose=verbose, force_device=force_device,
                              reorder_reductions=reorder_reductions)
    return translation_from_result(result)
