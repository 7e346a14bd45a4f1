"""Run a C function's SCoPs from Python on an OpenCL device (pyopencl), on NumPy arrays.

    import numpy as np, s2s.opencl
    gemm = s2s.opencl.build(c_text, "kernel_gemm", defines=["MINI_DATASET"])
    gemm(ni, nj, nk, alpha, beta, C, A, B)      # C updated in place, as the C function would

See docs/python.md.  `build_native` gives the same callable for the C function compiled by cc (ctypes).
"""
from __future__ import annotations

from .build import Function, S2SFallbackWarning, build, build_native
from .runtime import default_queue, pick_device

__all__ = ["build", "build_native", "Function", "S2SFallbackWarning", "default_queue", "pick_device"]
