"""s2s.opencl.build: corpus kernels run through pyopencl agree with the C function itself (cc -shared +
ctypes, s2s.opencl.build_native) on the same inputs; arguments are checked with clear errors."""
from __future__ import annotations

import functools
import inspect
import os
import shutil
import warnings

import numpy as np
import pytest

from conftest import ROOT, needs_opencl

import s2s
import s2s.opencl
from s2s.opencl import S2SFallbackWarning

pytestmark = [needs_opencl, pytest.mark.opencl,
              pytest.mark.skipif(shutil.which(os.environ.get("CC", "cc")) is None, reason="no C compiler")]

# MINI sizes (corpus/README.md) and the scalars main() passes
SCALARS = {
    "gemm": dict(ni=12, nj=14, nk=16, alpha=1.25, beta=0.75),
    "2mm": dict(ni=12, nj=14, nk=16, nl=18, alpha=1.5, beta=1.2),
    "atax": dict(m=16, n=20),
    "bicg": dict(m=18, n=16),
    "mvt": dict(n=20),
    "jacobi-1d": dict(),
    "jacobi-2d": dict(tsteps=4, n=16),
    "seidel-2d": dict(tsteps=4, n=16),
    "lu": dict(n=16),
    "cholesky": dict(n=16),
    "heat-3d": dict(),
    "covariance": dict(n=20, m=16, fn=20.0),
    "doitgen": dict(nr=8, nq=10, np=12),
    "trmm": dict(m=12, n=14, alpha=1.5),
    "adi": dict(tsteps=4, n=16),
    "durbin": dict(n=20),
    "transpose": dict(),
    "gesummv": dict(n=20, alpha=1.5, beta=1.2),
}
# kernels s2s offloads; the others (seidel-2d: no parallel loop without skewing) may run as C
# durbin's recurrences have no parallel loop: the cost model keeps the SCoP on the host rather than run
# one-thread kernels (s2s/gpu/cost.py)
OFFLOADED = set(SCALARS) - {"seidel-2d", "durbin"}
SPD = {"lu", "cholesky"}          # need a well-conditioned symmetric positive definite matrix


def corpus(name: str) -> str:
    with open(os.path.join(ROOT, "corpus", f"{name}.c"), encoding="utf-8") as f:
        return f.read()


def fname(name: str) -> str:
    return "kernel_" + name.replace("-", "_")


@functools.cache
def built(name: str, dtype: str = "double"):
    defines = ("MINI_DATASET", f"DATA_TYPE={dtype}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", S2SFallbackWarning)
        f = s2s.opencl.build(corpus(name), fname(name), defines, filename=f"{name}.c")
    ref = s2s.opencl.build_native(corpus(name), fname(name), defines, filename=f"{name}.c")
    return f, ref


def inputs(f, name: str, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    shapes = f.shapes(**SCALARS[name])
    out = {}
    for p in f.parameters:
        if p["kind"] == "scalar":
            continue
        a = rng.random(shapes[p["name"]]) + 0.5
        if name in SPD and a.ndim == 2:
            a = a @ a.T + a.shape[0] * np.eye(a.shape[0])
        out[p["name"]] = a.astype(p["dtype"])
    return out


@pytest.mark.parametrize("name", sorted(SCALARS))
def test_corpus_kernel_matches_c(name):
    f, ref = built(name)
    if name in OFFLOADED:
        assert f.backend == "opencl", f.fallback_reason
    arrays = inputs(f, name)
    got = {k: v.copy() for k, v in arrays.items()}
    want = {k: v.copy() for k, v in arrays.items()}
    assert f(**SCALARS[name], **got) is None
    ref(**SCALARS[name], **want)
    if f.backend == "opencl":
        assert f.launches > 0
    changed = [k for k in arrays if not np.array_equal(arrays[k], want[k])]
    assert changed, "the C function wrote nothing: the comparison would be vacuous"
    for k in arrays:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-9, atol=1e-12, err_msg=f"{name}: array {k}")


def test_gemm_against_numpy_positional_and_float32():
    f, _ = built("gemm", "float")
    assert f.backend == "opencl"
    rng = np.random.default_rng(1)
    A = rng.random((12, 16), dtype=np.float32)
    B = rng.random((16, 14), dtype=np.float32)
    C = rng.random((12, 14), dtype=np.float32)
    expected = 0.75 * C + 1.25 * (A @ B)
    f(12, 14, 16, 1.25, 0.75, C, A, B)
    np.testing.assert_allclose(C, expected, rtol=1e-5)


def test_noncontiguous_arrays_are_updated_in_place():
    f, ref = built("gemm")
    rng = np.random.default_rng(2)
    A = np.asfortranarray(rng.random((12, 16)))
    B = rng.random((14, 16)).T                      # a transposed view
    big = rng.random((24, 14))
    C = big[::2]                                    # a strided view into `big`
    C_ref = C.copy()
    f(12, 14, 16, 1.25, 0.75, C, A, B)
    ref(12, 14, 16, 1.25, 0.75, C_ref, np.ascontiguousarray(A), np.ascontiguousarray(B))
    np.testing.assert_allclose(big[::2], C_ref, rtol=1e-12)


# ------------------------------------------------------------------------------------- argument checks
@pytest.fixture(scope="module")
def gemm():
    return built("gemm")[0]


@pytest.fixture
def gemm_args():
    return dict(ni=12, nj=14, nk=16, alpha=1.0, beta=1.0, C=np.zeros((12, 14)), A=np.zeros((12, 16)),
                B=np.zeros((16, 14)))


def test_signature_and_description(gemm):
    assert str(inspect.signature(gemm)) == "(ni, nj, nk, alpha, beta, C, A, B)"
    assert gemm.c_prototype == ("void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, "
                                "double C[ni][nj], double A[ni][nk], double B[nk][nj])")
    assert gemm.shapes(12, 14, 16) == {"C": (12, 14), "A": (12, 16), "B": (16, 14)}
    assert gemm.parameters[5] == {"name": "C", "c": "double C[ni][nj]", "kind": "array", "dtype": "float64",
                                  "keyword_only": False}
    assert "__kernel void s2s_scop0_kernel0" in gemm.kernel_source
    assert gemm.translation.scops[0]["offloaded"] is True


@pytest.mark.parametrize("change, exc, message", [
    (dict(C=np.zeros((12, 14), np.float32)), TypeError,
     "kernel_gemm(): argument 'C' must have dtype float64 (C 'double C[ni][nj]'), got float32"),
    (dict(C=np.zeros((12, 15))), ValueError,
     "kernel_gemm(): argument 'C' must have shape (12, 14) (C 'double C[ni][nj]', ni=12, nj=14), "
     "got shape (12, 15)"),
    (dict(A=np.zeros(12 * 16)), ValueError,
     "kernel_gemm(): argument 'A' must have shape (12, 16) (C 'double A[ni][nk]', ni=12, nk=16), "
     "got shape (192,)"),
    (dict(C=[[0.0] * 14] * 12), TypeError,
     "kernel_gemm(): argument 'C' must be a numpy.ndarray of dtype float64 (C 'double C[ni][nj]'), got list"),
    (dict(ni="12"), TypeError, "kernel_gemm(): argument 'ni' must be an int (C 'int ni'), got str"),
    (dict(ni=12.0), TypeError, "kernel_gemm(): argument 'ni' must be an int (C 'int ni'), got float"),
    (dict(ni=2**40), ValueError,
     "kernel_gemm(): argument 'ni' = 1099511627776 does not fit in C 'int' (-2147483648 .. 2147483647)"),
    (dict(alpha="1"), TypeError,
     "kernel_gemm(): argument 'alpha' must be a number (C 'double alpha'), got str"),
    (dict(D=np.zeros(3)), TypeError, "kernel_gemm(): got an unexpected keyword argument 'D'"),
])
def test_argument_errors(gemm, gemm_args, change, exc, message):
    gemm_args.update(change)
    with pytest.raises(exc) as e:
        gemm(**gemm_args)
    assert str(e.value) == message


def test_missing_and_extra_arguments(gemm, gemm_args):
    del gemm_args["B"]
    with pytest.raises(TypeError) as e:
        gemm(**gemm_args)
    assert str(e.value) == "kernel_gemm(): missing a required argument: 'B'"
    with pytest.raises(TypeError) as e:
        gemm(12, 14, 16, 1.0, 1.0, np.zeros((12, 14)), np.zeros((12, 16)), np.zeros((16, 14)), 5)
    assert str(e.value) == "kernel_gemm() takes 8 positional arguments but 9 were given"
    with pytest.raises(TypeError) as e:
        gemm(12, 14, 16, 1.0, 1.0, np.zeros((12, 14)), np.zeros((12, 16)), np.zeros((16, 14)), ni=3)
    assert str(e.value) == "kernel_gemm(): multiple values for argument 'ni'"


def test_read_only_output_is_refused(gemm, gemm_args):
    gemm_args["C"].flags.writeable = False
    with pytest.raises(ValueError) as e:
        gemm(**gemm_args)
    assert str(e.value) == "kernel_gemm(): argument 'C' is read-only, but kernel_gemm writes it"
    gemm_args["A"].flags.writeable = False          # only read: fine
    gemm_args["C"] = np.zeros((12, 14))
    gemm(**gemm_args)


def test_pointer_parameters():
    f, _ = built("atax")
    assert f.shapes(m=16, n=20) == {"A": (16, 20), "x": (20,), "y": (20,), "tmp": (16,)}
    A = np.ones((16, 20))
    with pytest.raises(ValueError) as e:
        f(16, 20, A, np.ones(5), np.zeros(20), np.zeros(16))
    assert str(e.value) == ("kernel_atax(): argument 'x' has 5 elements, but the function accesses x[0..19] "
                            "(C 'double *x'), so it needs at least 20")
    with pytest.raises(ValueError) as e:
        f(16, 20, A, np.ones((4, 5)), np.zeros(20), np.zeros(16))
    assert str(e.value) == "kernel_atax(): argument 'x' must be 1-D (C 'double *x'), got shape (4, 5)"
    # longer than needed is fine (as in C); the tail is left alone
    x = np.ones(25)
    y = np.full(23, 7.0)
    tmp = np.zeros(16)
    f(16, 20, A, x, y, tmp)
    np.testing.assert_allclose(y[:20], 16 * 20.0)
    np.testing.assert_array_equal(y[20:], 7.0)


def test_file_scope_arrays_are_keyword_arguments():
    f, ref = built("jacobi-1d")
    assert str(inspect.signature(f)) == "(*, A, B)"
    assert f.parameters[0]["keyword_only"] is True
    with pytest.raises(TypeError) as e:
        f(np.zeros(20), np.zeros(20))
    assert str(e.value) == "kernel_jacobi_1d() takes 0 positional arguments but 2 were given"
    with pytest.raises(TypeError) as e:
        f(A=np.zeros(20))
    assert str(e.value) == "kernel_jacobi_1d(): missing a required argument: 'B'"
    with pytest.raises(ValueError) as e:
        f(A=np.zeros(21), B=np.zeros(20))
    assert str(e.value) == ("kernel_jacobi_1d(): argument 'A' must have shape (20,) "
                            "(C 'static double A[20]'), got shape (21,)")


# ------------------------------------------------------------------------------------- fallbacks, locals
SEQUENTIAL = """
void prefix(int n, double x[n])
{
#pragma scop
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] + x[i];
#pragma endscop
}
"""


def test_sequential_scop_falls_back_to_c():
    with pytest.warns(S2SFallbackWarning, match="prefix runs as compiled C on the host"):
        f = s2s.opencl.build(SEQUENTIAL, "prefix")
    assert f.backend == "c"
    assert f.fallback_reason.startswith("SCoP 0 (line 4) is left sequential: ")
    x = np.arange(6.0)
    f(6, x)
    np.testing.assert_array_equal(x, np.cumsum(np.arange(6.0)))
    with pytest.raises(s2s.S2SError) as e:
        s2s.opencl.build(SEQUENTIAL, "prefix", fallback=False)
    d = e.value.diagnostics[0]
    assert d.message.startswith("prefix cannot run as OpenCL kernels: SCoP 0 (line 4) is left sequential")
    assert (d.loc.file, d.loc.line) == ("input.c", 2)


OUTSIDE = """
void scale(int n, double a, double x[n])
{
  double s = 2.0 * a + 1;            /* evaluated in Python */
  int m = n / 2;
#pragma scop
  for (int i = 0; i < m; i++)
    x[i] = s * x[i];
#pragma endscop
}

void touch(int n, double x[n])
{
  x[0] = 42;
#pragma scop
  for (int i = 1; i < n; i++)
    x[i] = 2 * x[i];
#pragma endscop
}
"""


def test_local_initialisers_run_in_python():
    f = s2s.opencl.build(OUTSIDE, "scale")
    assert f.backend == "opencl"
    x = np.ones(7)
    f(7, 0.5, x)
    np.testing.assert_array_equal(x, [2, 2, 2, 1, 1, 1, 1])


def test_code_outside_the_scop_falls_back_to_c():
    with pytest.warns(S2SFallbackWarning):
        f = s2s.opencl.build(OUTSIDE, "touch")
    assert f.backend == "c"
    assert f.fallback_reason == "line 14: 'x[0] = 42' is outside the SCoPs"
    x = np.ones(4)
    f(4, x)
    np.testing.assert_array_equal(x, [42, 2, 2, 2])


def test_returned_value_via_c():
    src = corpus("dot")
    with pytest.warns(S2SFallbackWarning, match="kernel_dot returns a value"):
        f = s2s.opencl.build(src, "kernel_dot", ["MINI_DATASET"])
    x, y = np.arange(16.0), np.full(16, 2.0)
    assert f(16, x, y) == pytest.approx(2 * np.arange(16.0).sum())


INT_KERNEL = """
void bump(int n, int m, long k, int S[n][m], long T[n])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    T[i] = k * i;
    for (int j = 0; j < m; j++)
      S[i][j] = 3 * S[i][j] - (i + j) / 2;
  }
#pragma endscop
}
"""


def test_integer_arrays():
    f = s2s.opencl.build(INT_KERNEL, "bump")
    assert f.backend == "opencl"
    S = np.arange(-12, 12, dtype=np.int32).reshape(4, 6)
    T = np.zeros(4, dtype=np.int64)
    S0 = S.copy()
    f(4, 6, 10**10, S, T)
    i, j = np.indices((4, 6))
    np.testing.assert_array_equal(S, 3 * S0 - (i + j) // 2)
    np.testing.assert_array_equal(T, 10**10 * np.arange(4))
    with pytest.raises(TypeError) as e:
        f(4, 6, 1, S.astype(np.int64), T)
    assert str(e.value) == "bump(): argument 'S' must have dtype int32 (C 'int S[n][m]'), got int64"


def test_errors_at_build_time():
    with pytest.raises(s2s.S2SError) as e:
        s2s.opencl.build(OUTSIDE, "nope")
    assert str(e.value) == "s2s: error: no function 'nope' in input.c (functions: scale, touch)"
    with pytest.raises(s2s.S2SError) as e:
        s2s.opencl.build("void f(int n, double x[n]) {\n#pragma scop\n  for (i = 0; i < n; i++) x[i] = 0\n"
                         "#pragma endscop\n}\n", "f", filename="bad.c")
    assert e.value.diagnostics[0].loc.file == "bad.c"


def test_context_and_queue():
    import pyopencl as cl
    dev = s2s.opencl.pick_device()
    ctx = cl.Context([dev])
    q = cl.CommandQueue(ctx)
    f = s2s.opencl.build(OUTSIDE, "scale", queue=q)
    assert f.queue is q and f.device == dev
    g = s2s.opencl.build(OUTSIDE, "scale", context=ctx)
    assert g.queue.context == ctx
    x = np.ones(4)
    g(4, 1.0, x)
    np.testing.assert_array_equal(x, [3, 3, 1, 1])


def test_device_choice(monkeypatch):
    import pyopencl as cl
    first = cl.get_platforms()[0].get_devices()[0]
    assert s2s.opencl.pick_device("0:0") == first
    monkeypatch.setenv("S2S_OPENCL_DEVICE", "0")
    assert s2s.opencl.pick_device() == first
    with pytest.raises(s2s.S2SError, match="bad S2S_OPENCL_DEVICE 'gpu'"):
        s2s.opencl.pick_device("gpu")
    with pytest.raises(s2s.S2SError, match="no platform 99"):
        s2s.opencl.pick_device("99:0")


def test_docs_examples_run(capsys):
    import re
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as f:
        blocks = re.findall(r"^```python\n(.*?)^```", f.read(), re.S | re.M)
    assert len(blocks) >= 3
    ns: dict = {}
    for code in blocks:                      # one namespace: later examples use earlier ones
        exec(compile(code, "docs/python.md", "exec"), ns)
    out = capsys.readouterr().out
    assert "<s2s.opencl.Function void gemm(int ni, int nj, int nk, double alpha, double beta" in out
    assert "{'C': (30, 20), 'A': (30, 10), 'B': (10, 20)}" in out
    assert "gemm(): argument 'C' must have dtype float64 (C 'double C[ni][nj]'), got float32" in out
    assert "c - SCoP 0 (line 4) is left sequential: " in out


# ------------------------------------------------------------------------------------- the evaluators
def test_c_expressions_follow_c_semantics():
    from s2s.opencl.evaluate import compile_c_text
    ev = lambda text, **env: compile_c_text(text)[0](env)  # noqa: E731
    assert ev("-7 / 2") == -3 and ev("7 / -2") == -3 and ev("-7 % 2") == -1 and ev("7 % -2") == 1
    assert ev("s2s_floord(-7, 2)") == -4 and ev("s2s_floord(7, 2)") == 3 and ev("s2s_floord(-8, 2)") == -4
    assert ev("s2s_min(n, 3) + s2s_max(n, 3)", n=5) == 8
    assert ev("(n > 2 ? n : 2) * (long)2.7", n=5) == 10
    assert ev("n - 1 - m * 2", n=10, m=3) == 3 and ev("!(n == 3) && n >= 0 || 0", n=3) == 0
    assert ev("0x10 + 010 + 3UL") == 27
    assert ev("(float)0.1") == float(np.float32(0.1)) and ev("sqrt(x) + exp(0)", x=4.0) == 3.0
    assert compile_c_text("ni * (nj + 1)")[1] == ["ni", "nj"]


def test_host_ast_becomes_python():
    import islpy as isl
    from s2s.opencl.evaluate import host_function, isl_expr_py
    build = isl.AstBuild.from_context(isl.Set("[n] -> { : }"))
    e = build.expr_from_pw_aff(isl.PwAff("[n] -> { [(floor((n - 1) / 4))] }"))
    assert eval(isl_expr_py(e), {"p_n": -6}) == -2
    sched = isl.UnionMap("[n] -> { K0[i] -> [0, i, 0] : 0 <= i < n; K1[i, j] -> [0, i, 1 + j] : "
                         "0 <= i < n and i <= j < n and j <= i + 1; K2[] -> [1, 0, 0] }")
    ast = build.node_from_schedule_map(sched)
    run = host_function(ast, ["n"])
    calls = []
    run(lambda k, h: calls.append((k, h)), {"n": 3})
    assert calls == [(0, (0,)), (1, (0, 0)), (1, (0, 1)), (0, (1,)), (1, (1, 1)), (1, (1, 2)), (0, (2,)),
                     (1, (2, 2)), (2, ())]


@pytest.mark.parametrize("decl", ["const double K[4] = {1, 2, 3, 4};",
                                  "typedef const double cd;\ncd K[4] = {1, 2, 3, 4};",
                                  "typedef const double cd;\ntypedef cd ccd;\nccd K[4] = {1, 2, 3, 4};",
                                  "typedef double real;\nstatic const real K[4] = {1, 2, 3, 4};"])
@pytest.mark.parametrize("build", [s2s.opencl.build, s2s.opencl.build_native])
def test_file_scope_constants_are_refused_through_typedefs(decl, build):
    """A const object is not an argument, its qualifier written or from a typedef: the native entry point
    would copy the argument into it, and there it is in read-only memory (the call crashed)."""
    src = (decl + "\nvoid f(int n, double y[n]) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
           "    y[i] = y[i] + K[i % 4];\n#pragma endscop\n}\n")
    with pytest.raises(s2s.S2SError, match="file-scope constant 'K'"):
        build(src, "f")


# --------------------------------------------------------------- private copies at an offset (transfers.py)
TAPS = """
void taps(int n, int r, double x[n], double y[n], double w[9])
{
#pragma scop
  for (int i = 4; i < n - 4; i++)
    for (int k = -r; k <= r; k++) {
      double t = x[i + k] * w[k + 4];
      y[i] += t;
    }
#pragma endscop
}
"""


def test_private_copies_at_an_offset():
    """The body scalar t of taps k = -r .. r: its copies are stored at k + r (DeviceArray.offsets); the
    runtime passes the offset as a kernel argument, computed from r like the extents."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", S2SFallbackWarning)      # it must run on the device
        f = s2s.opencl.build(TAPS, "taps", filename="taps.c")
    ref = s2s.opencl.build_native(TAPS, "taps", filename="taps.c")
    rng = np.random.default_rng(3)
    x, w = rng.random(40), rng.random(9)
    for r in (0, 2, 4):
        y, y_ref = np.zeros(40), np.zeros(40)
        f(40, r, x, y, w)
        ref(40, r, x, y_ref, w)
        np.testing.assert_allclose(y, y_ref, rtol=1e-12)
