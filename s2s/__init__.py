"""s2s: a polyhedral source-to-source compiler from static-control C to CUDA, OpenCL and OpenMP.

Python API (see docs/python.md):

    s2s.translate(c_text, target="cuda"|"opencl"|"openmp", ...) -> s2s.Translation
    s2s.opencl.build(c_text, "kernel_name", ...) -> a callable that runs the function's SCoPs with pyopencl
    s2s.S2SError                   raised for problems with the input; `.diagnostics` are located messages

The heavy modules (islpy, pyopencl) are imported on first use, so `import s2s` stays cheap.
"""
from __future__ import annotations

import importlib

from .diagnostics import Diagnostic, Location, S2SError

__version__ = "0.1.0"
__all__ = ["translate", "Translation", "S2SError", "Diagnostic", "Location", "opencl", "__version__"]

_LAZY = {"translate": ("api", "translate"), "Translation": ("api", "Translation")}


def __getattr__(name: str):
    if name in _LAZY:
        mod, attr = _LAZY[name]
        return getattr(importlib.import_module(f".{mod}", __name__), attr)
    if name == "opencl":
        return importlib.import_module(".opencl", __name__)
    raise AttributeError(f"module 's2s' has no attribute '{name}'")


def __dir__():
    return sorted(set(globals()) | set(__all__))
