"""Per-program work for `s2s bench`: which kernel-level reference applies, and how much work a run does.

One table, `WORK`, keyed by corpus program name.  Each entry is a function of the program's sizes (its
`#define`s for the chosen dataset, e.g. {'NI': 2000, 'NJ': 2200, 'NK': 2400}) and the element size in
bytes, returning a `Work`:

* `cublas(flops, *shapes)`: a dense product.  `flops` counts the useful floating-point operations of the
  whole SCoP (a multiply-add is 2); `shapes` are the (m, n, k) GEMMs the runner times with cuBLAS
  DGEMM/SGEMM.  The report gives GFLOP/s of the translated kernels and their percentage of cuBLAS's rate
  at those shapes (for a triangular or symmetric product the full GEMM of the same shape sets the rate).
* `stream(bytes)`: a bandwidth-bound nest.  `bytes` is the traffic of the whole SCoP when each loop nest
  (one sweep) reads each array it reads once and writes each array it writes once.  The report gives
  GB/s and the percentage of a device-to-device copy's bandwidth (read + write counted, like here).

To add a program: one line in `WORK`.  A program without an entry is still timed; it just gets no
kernel-level reference.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Work:
    """What one run of a program's SCoP does, and which reference measures the device against it."""

    reference: str  # 'cublas' or 'copy'
    flops: float = 0.0  # cublas: useful floating-point operations
    bytes: float = 0.0  # copy: bytes moved (read + write)
    gemms: tuple[tuple[int, int, int], ...] = ()  # cublas: the (m, n, k) products to time

    def as_dict(self) -> dict:
        return {
            "reference": self.reference,
            "flops": self.flops,
            "bytes": self.bytes,
            "gemms": [list(g) for g in self.gemms],
        }


def cublas(flops: float, *shapes: tuple[int, int, int]) -> Work:
    return Work("cublas", flops=float(flops), gemms=tuple(shapes))


def stream(nbytes: float) -> Work:
    return Work("copy", bytes=float(nbytes))


Sizes = Mapping[str, int]
WORK: dict[str, Callable[[Sizes, int], Work]] = {
    # dense products: C(m x n) += A(m x k) B(k x n) is 2mnk flops
    "gemm": lambda s, e: cublas(2 * s["NI"] * s["NJ"] * s["NK"], (s["NI"], s["NJ"], s["NK"])),
    "2mm": lambda s, e: cublas(
        2 * s["NI"] * s["NJ"] * s["NK"] + 2 * s["NI"] * s["NL"] * s["NJ"],
        (s["NI"], s["NJ"], s["NK"]),
        (s["NI"], s["NL"], s["NJ"]),
    ),
    "3mm": lambda s, e: cublas(
        2 * s["NI"] * s["NJ"] * s["NK"] + 2 * s["NJ"] * s["NL"] * s["NM"] + 2 * s["NI"] * s["NL"] * s["NJ"],
        (s["NI"], s["NJ"], s["NK"]),
        (s["NJ"], s["NL"], s["NM"]),
        (s["NI"], s["NL"], s["NJ"]),
    ),
    # lower triangle of C (N x N) += A A^T over M: N(N+1)/2 entries, 2M flops each
    "syrk": lambda s, e: cublas(s["N"] * (s["N"] + 1) * s["M"], (s["N"], s["N"], s["M"])),
    # lower triangle of C += A B^T + B A^T: twice syrk's work
    "syr2k": lambda s, e: cublas(2 * s["N"] * (s["N"] + 1) * s["M"], (s["N"], s["N"], s["M"])),
    # C (M x N) = beta C + alpha A B, A symmetric M x M stored in its lower triangle: a full product
    "symm": lambda s, e: cublas(2 * s["M"] * s["M"] * s["N"], (s["M"], s["N"], s["M"])),
    "symm-rows": lambda s, e: cublas(2 * s["M"] * s["M"] * s["N"], (s["M"], s["N"], s["M"])),
    # B (M x N) = alpha A B, A strictly lower triangular (k < i): sum over i of 2iN
    "trmm": lambda s, e: cublas(s["M"] * (s["M"] - 1) * s["N"], (s["M"], s["N"], s["M"])),
    "trmm-rows": lambda s, e: cublas(s["M"] * (s["M"] - 1) * s["N"], (s["M"], s["N"], s["M"])),
    # for each (r, q): A[r][q][:] (1 x NP) times C4 (NP x NP): one (NR*NQ) x NP x NP product
    "doitgen": lambda s, e: cublas(
        2 * s["NR"] * s["NQ"] * s["NP"] ** 2, (s["NR"] * s["NQ"], s["NP"], s["NP"])
    ),
    # mean (N*M adds), centring (N*M), upper triangle of data^T data: M(M+1)/2 entries, 2N flops each
    "covariance": lambda s, e: cublas(
        2 * s["N"] * s["M"] + s["M"] * (s["M"] + 1) * s["N"], (s["M"], s["M"], s["N"])
    ),
    # mean (N*M), stddev (4N*M), normalisation (3N*M), strict upper triangle: M(M-1)/2 entries, 2N each
    "correlation": lambda s, e: cublas(
        8 * s["N"] * s["M"] + s["M"] * (s["M"] - 1) * s["N"], (s["M"], s["M"], s["N"])
    ),
    # stencils: per time step, each sweep reads one N-array (or N^2, N^3) and writes another
    "jacobi-1d": lambda s, e: stream(s["TSTEPS"] * 2 * 2 * s["N"] * e),
    "jacobi-2d": lambda s, e: stream(s["TSTEPS"] * 2 * 2 * s["N"] ** 2 * e),
    "heat-3d": lambda s, e: stream(s["TSTEPS"] * 2 * 2 * s["N"] ** 3 * e),
    # per step: ey (read ey, hz; write ey), ex (read ex, hz; write ex), hz (read hz, ex, ey; write hz)
    "fdtd-2d": lambda s, e: stream(s["TMAX"] * 10 * s["NX"] * s["NY"] * e),
    # in place: per step A read and written once
    "seidel-2d": lambda s, e: stream(s["TSTEPS"] * 2 * s["N"] ** 2 * e),
    # matrix-vector products: the matrix once, vectors read / written once
    "matvec": lambda s, e: stream((s["M"] * s["N"] + s["N"] + s["M"]) * e),
    # mvt's two products read the same A: one pass over it is enough (s2s's onepass kernel does that)
    "mvt": lambda s, e: stream((s["N"] ** 2 + 6 * s["N"]) * e),  # A once, x1 x2 rw, y1 y2
    "atax": lambda s, e: stream((s["M"] * s["N"] + 3 * s["N"] + s["M"]) * e),  # one nest over A
    "bicg": lambda s, e: stream((s["M"] * s["N"] + 2 * s["M"] + 3 * s["N"]) * e),
    "gesummv": lambda s, e: stream((2 * s["N"] ** 2 + 2 * s["N"]) * e),
    "dot": lambda s, e: stream(2 * s["N"] * e),
    "transpose": lambda s, e: stream(2 * s["N"] * s["M"] * e),
}

# Output comparison tolerances: (rtol, atol) by element type, and per-program absolute tolerances for
# arrays centred in place (their values are near zero, see corpus/README.md).
TOLERANCES = {"double": (1e-6, 1e-8), "float": (1e-3, 1e-5)}
CENTRED_ATOL = {"double": 1e-6, "float": 1e-3}
CENTRED = {"correlation", "covariance"}


def work_for(program: str, sizes: Sizes, elem_bytes: int) -> Work | None:
    """The work of `program` at `sizes`, or None when the table has no entry for it.

    A KeyError from a formula means the program's #defines no longer have the names the formula uses:
    that is a bug in the table, reported with the program's name."""
    fn = WORK.get(program)
    if fn is None:
        return None
    try:
        return fn(sizes, elem_bytes)
    except KeyError as ex:
        raise ValueError(
            f"bench metadata for '{program}' uses size {ex} that the program does not define "
            f"(it defines {', '.join(sorted(sizes)) or 'none'})"
        ) from None


def tolerances(program: str, data_type: str) -> tuple[float, float]:
    rtol, atol = TOLERANCES.get(data_type, TOLERANCES["double"])
    if program in CENTRED:
        atol = CENTRED_ATOL.get(data_type, atol)
    return rtol, atol
