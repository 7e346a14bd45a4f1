"""Memory-level parallelism of parallel reductions: several accumulators per lane
(s2s/codegen/reduction_unroll.py) and column mode's lanes chosen at run time on CUDA
(s2s/codegen/reduction_lanes.py).  Results on PoCL against the sequential build with every count of
leftover iterations, the CUDA outputs with nvcc, the lane choice run on the host with the CUDA calls
stubbed, and --no-reorder-reductions."""
from __future__ import annotations

import os
import shutil
import subprocess

import islpy as isl
import pytest
from pycparser import c_ast

from conftest import ROOT, S2S, needs_nvcc, needs_opencl
from s2s.check.runner import MATCH, check_file
from s2s.codegen.reduction_lanes import cuda_lanes_lines
from s2s.codegen.reduction_unroll import UNROLL, combined, slot_fold, upper_bounds
from s2s.driver import translate_file
from s2s.frontend.symbols import c_text
from s2s.gpu.reduction import UpdateForm, update_form

RAGGED = os.path.join(ROOT, "tests", "reduction", "ragged.c")


def _id(name: str) -> isl.AstExpr:
    return isl.AstExpr.from_id(isl.Id(name))


def test_upper_bounds_accepts_conjunctions_of_upper_bounds():
    it, n, m = _id("_c1"), _id("n"), _id("m")
    got = upper_bounds(it.lt(n).and_(m.ge(it)), "_c1")
    assert [(op, b.to_C_str()) for op, b in got] == [("<", "n"), ("<=", "m")]
    got = upper_bounds(n.gt(it), "_c1")
    assert [(op, b.to_C_str()) for op, b in got] == [("<", "n")]


@pytest.mark.parametrize("make", [
    lambda it, n: it.ge(n),                       # a lower bound: false before it holds
    lambda it, n: it.eq(n),
    lambda it, n: it.lt(n).or_(it.eq(n.add(n))),   # a disjunction
    lambda it, n: it.lt(n.add(it)),               # the bound moves with the iterator
    lambda it, n: it.mul(it).lt(n),               # not the iterator itself on the left
    lambda it, n: n.lt(it.neg()),
])
def test_upper_bounds_refuses_other_shapes(make):
    """A condition that need not hold at the iterations before one where it holds keeps the plain loop."""
    assert upper_bounds(make(_id("_c1"), _id("n")), "_c1") is None


@pytest.mark.parametrize("decl, stmt", [
    ("double x = 0;", "x += a[i] * b[i];"),
    ("double x = 0;", "x = x + a[i];"),
    ("double x = 0;", "x = fmax(x, a[i] * b[i]);"),
    ("int x = 0;", "x = k[i] < x ? k[i] : x;"),
])
def test_slot_folds_share_the_statements_nodes(scop_of, decl, stmt):
    """The folds of copies 1.. replace the accumulator and share every other node with the statement (the
    printer finds a snapshot's renamed read or a register by the identity of the access's node)."""
    scop = scop_of(f"""
        #include <math.h>
        void f(int n, double a[n], double b[n], int k[n]) {{
          {decl}
        #pragma scop
          for (int i = 0; i < n; i++)
            {stmt}
        #pragma endscop
        }}
    """)
    form = update_form(scop, scop.statements[0])
    fold = slot_fold(form, 2)
    assert slot_fold(form, 0) is form.fold
    text = c_text(fold)
    assert text == c_text(form.fold).replace(form.acc, form.acc + "_u2") and form.acc + "_u2" in text
    assert form.acc not in c_text(fold).replace(form.acc + "_u2", "")

    def nodes(n):
        yield n
        for _, c in n.children():
            yield from nodes(c)
    mine = {id(n) for n in nodes(form.fold)}
    # every array access of the copy is the statement's own node
    refs = [n for n in nodes(fold) if isinstance(n, c_ast.ArrayRef)]
    assert refs and all(id(r) in mine for r in refs)
    assert c_text(form.fold) == c_text(slot_fold(form, 0))          # the original is untouched


def test_partials_combine_in_a_fixed_tree():
    f = UpdateForm("S0", "x", "+", "double", None, "_acc_S0")
    assert combined(f, 4) == "((_acc_S0 + _acc_S0_u1) + (_acc_S0_u2 + _acc_S0_u3))"
    g = UpdateForm("S0", "x", "max", "double", None, "_acc_S0")
    assert combined(g, 3) == "(fmax((fmax(_acc_S0, _acc_S0_u1)), _acc_S0_u2))"


def test_column_loops_are_unrolled_by_default():
    """UNROLL as measured: column mode's loop (S3) gets four accumulators, group and full mode keep one;
    --no-reorder-reductions keeps the sequential loops, with no accumulator."""
    text = translate_file(RAGGED, target="cuda", force_device=True).device_text
    assert UNROLL["column"] == 4 and "_acc_S3_u3 = " in text and text.count("for (; _u_c") == 1
    for s in ("S1", "S5", "S6", "S7", "S8"):
        assert f"_acc_{s}_u1" not in text, s
    kept = translate_file(RAGGED, target="cuda", force_device=True, reorder_reductions=False).device_text
    assert "_acc" not in kept and "_u_c" not in kept


@pytest.fixture
def unroll_all(monkeypatch):
    """Every mode unrolled (by 3: a count that is no power of two), to check the machinery everywhere."""
    for mode in ("group", "column", "full"):
        monkeypatch.setitem(UNROLL, mode, 3)


def test_every_kind_of_reduction_loop_can_be_unrolled(unroll_all):
    """Group, column and full mode loops of ragged.c (bounds that are minima, a loop of step 2)."""
    text = translate_file(RAGGED, target="cuda", force_device=True).device_text
    for s in ("S1", "S3", "S5", "S6", "S7", "S8"):
        assert f"_acc_{s}_u2 = " in text and f"_acc_{s}_u3" not in text, s
    assert text.count("for (; _u_c") == 6
    assert "(_acc_S7 * _acc_S7_u1) * _acc_S7_u2" in text
    assert "fmax((fmax(_acc_S8, _acc_S8_u1)), _acc_S8_u2)" in text


def test_translate_says_the_lanes_are_chosen_at_run_time(tmp_path):
    for target, note in (("cuda", "reduction block 32 x 8/16/32 (points x lanes, the lanes chosen at run"),
                         ("opencl", "reduction block 32 x 16 (points x lanes)")):
        r = subprocess.run([S2S, "translate", os.path.join(ROOT, "corpus", "matvec-transposed.c"), "--target",
                            target, "--force-device", "-v", "-o", str(tmp_path / f"out.{target}")],
                           capture_output=True, text=True)
        assert r.returncode == 0 and note in r.stderr, r.stderr


@needs_opencl
def test_ragged_lengths_match_on_opencl():
    res = check_file(RAGGED, target="opencl")
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
    assert res.offloaded == res.scops == 1


@needs_opencl
def test_ragged_lengths_match_on_opencl_every_mode_unrolled(unroll_all, tmp_path):
    res = check_file(RAGGED, target="opencl", keep=str(tmp_path))
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
    assert res.offloaded == res.scops == 1
    built = "".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.c"))
    # the unrolled code is what ran: a group (S6), the column (S3) and a full mode loop (S7)
    assert "_acc_S6_u2" in built and "_acc_S3_u2" in built and "_acc_S7_u2" in built


@needs_opencl
def test_ragged_lengths_match_sequential_order_on_opencl():
    res = check_file(RAGGED, target="opencl", reorder_reductions=False)
    assert res.status == MATCH, res.message


@needs_nvcc
@pytest.mark.parametrize("name", ["matvec.c", "matvec-transposed.c", "dot.c", "bicg.c"])
def test_corpus_cuda_compiles(tmp_path, name):
    r = translate_file(os.path.join(ROOT, "corpus", name), target="cuda", force_device=True,
                       defines=["LARGE_DATASET"])
    files = r.output_files(str(tmp_path / (name[:-2] + ".cu")))
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
    if name == "bicg.c":        # its column product shares the row product's sweep (tests/test_onepass.py)
        assert "s2s_scop0_kernel0_1(" in r.device_text
    if name == "matvec-transposed.c":    # column mode: lanes from the shape, 4 accumulators
        assert "_block(32, 16, 1);\n" in r.device_text and "_block.y = _lanes;" in r.device_text
        # a template over the lanes: a constant stride (nvcc issues the unrolled copies' loads together)
        assert "template <unsigned S2S_LANES>" in r.device_text and "_red[S2S_LANES][32]" in r.device_text
        assert "s2s_scop0_kernel0<32><<<_grid, _block>>>" in r.device_text
        assert "_u3 = " in r.device_text
    for path in files:
        if path.endswith(".cu"):
            obj = str(tmp_path / "k.o")
            subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-c", path, "-o", obj], check=True)


_STUBS = r"""
#include <stdio.h>
#include <stdlib.h>
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1 };
enum cudaDeviceAttr { cudaDevAttrMultiProcessorCount = 16 };
struct cudaFuncAttributes { int maxThreadsPerBlock; };
static int SMS, MAXT, REGS;
static int cudaGetDevice(int *d) { *d = 0; return cudaSuccess; }
static int cudaGetLastError(void) { return cudaSuccess; }
static int cudaDeviceGetAttribute(int *v, enum cudaDeviceAttr a, int d) { *v = SMS; return cudaSuccess; }
static int cudaFuncGetAttributes(struct cudaFuncAttributes *fa, const void *k)
{ fa->maxThreadsPerBlock = MAXT; return cudaSuccess; }
static int cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *nb, const void *k, int threads, size_t smem)
{
  int by_threads = 2048 / threads, by_regs = 65536 / (threads * REGS);
  *nb = by_threads < by_regs ? by_threads : by_regs;
  if (*nb > 32) *nb = 32;
  return cudaSuccess;
}
template <unsigned L> static void kern(void) {}
static unsigned choose(long nblocks)
{
"""


@pytest.mark.skipif(shutil.which("c++") is None, reason="no C++ compiler")
@pytest.mark.parametrize("sms, maxt, regs, blocks, lanes", [
    (132, 1024, 32, 250, 32),       # y = A^T x at 8000 columns: 250 blocks, 2 of 1024 threads per SM
    (132, 1024, 32, 266, 16),       # 266 blocks: two waves of 32 lanes, one of 16
    (132, 1024, 32, 63, 32),        # few columns: as many lanes as a block takes
    (132, 1024, 32, 1000, 8),       # one wave of 8 lanes, two of 16, four of 32: equal, the fewest waves
    (132, 1024, 32, 4000, 8),
    (132, 1024, 32, 1100, 32),      # 5 waves of 32 lanes (6.4 lanes per wave) beat 3 of 16, 2 of 8
    (132, 512, 64, 250, 16),        # registers forbid blocks of 1024 threads
    (1, 1024, 32, 1, 32),
])
def test_column_lanes_choice(tmp_path, sms, maxt, regs, blocks, lanes):
    """The host's choice of lanes, run with the CUDA runtime calls stubbed (an H100 has 132 SMs)."""
    exe = _lanes_program(tmp_path)
    out = subprocess.run([exe, str(sms), str(maxt), str(regs), str(blocks)], capture_output=True, text=True,
                         check=True).stdout
    assert int(out) == lanes


def _lanes_program(tmp_path, *flags: str) -> str:
    body = "\n".join(cuda_lanes_lines("kern", "nblocks", 32, "  "))
    src = _STUBS + body + "\n  return _lanes;\n}\n" + \
        "int main(int c, char **v)\n{\n  SMS = atoi(v[1]); MAXT = atoi(v[2]); REGS = atoi(v[3]);\n" \
        "  printf(\"%u\\n\", choose(atol(v[4])));\n  return 0;\n}\n"
    (tmp_path / "lanes.cc").write_text(src)
    exe = str(tmp_path / "lanes")
    subprocess.run(["c++", *flags, "-o", exe, str(tmp_path / "lanes.cc")], check=True, capture_output=True)
    return exe


@pytest.mark.skipif(shutil.which("c++") is None, reason="no C++ compiler")
def test_column_lanes_fixed_by_a_macro(tmp_path):
    exe = _lanes_program(tmp_path, "-DS2S_COLUMN_LANES=16")
    assert subprocess.run([exe, "132", "1024", "32", "250"], capture_output=True, text=True).stdout == "16\n"
    for bad in ("24", "64", "4"):         # an instance of the kernel template for each choice only
        with pytest.raises(subprocess.CalledProcessError):
            _lanes_program(tmp_path, f"-DS2S_COLUMN_LANES={bad}")


# ---------------------------------------------------------------------------------------------------------
# column mode's code against the hand-written kernel of the same shape (issue 11): fma in the folds, the
# lanes a constant, four accumulators, every shape of the lanes' shares

COLUMN_SHAPES = os.path.join(ROOT, "tests", "reduction", "column_shapes.c")


def _fold_lines(text: str, stmt: str) -> list[str]:
    return [ln.strip() for ln in text.split("\n") if ln.strip().startswith(f"_acc_{stmt}") and "+=" in ln]


def test_cuda_reduction_folds_keep_their_fma():
    """The folds `_acc_S1 += A[..] * x[..]` print the product as written (nvcc contracts it into an fma,
    as it does in any other statement): the accumulators have X's type in the printer's value typing.
    Before, an unknown `_acc_S1` read as an integer, the fold as a floating value rounded into it, and
    every product of a CUDA reduction was printed `__dmul_rn` with a separate add (the hand-written
    y = A^T x kernel of the same shape, bench/micro/matvec_bw.cu, uses fmas).  A statement whose values
    the SCoP truncates into ints (S3, `t[j] = s[j]`) keeps its products unfused, in the folds too."""
    text = translate_file(COLUMN_SHAPES, target="cuda", force_device=True).device_text
    s1, s3 = _fold_lines(text, "S1"), _fold_lines(text, "S3")
    assert len(s1) == len(s3) == 5                  # four copies and the remainder
    assert all("__dmul_rn" not in ln and " * x[" in ln for ln in s1), s1
    assert all("__dmul_rn(A[" in ln for ln in s3), s3
    # the column kernel: a template over the lanes (a constant stride), four accumulators
    assert text.count("template <unsigned S2S_LANES>") == 2 and "const long _L = (long)S2S_LANES;" in text
    assert "_acc_S1_u3 = " in text
    assert "_acc_S1 = ((_acc_S1 + _acc_S1_u1) + (_acc_S1_u2 + _acc_S1_u3));" in text
    for name in ("matvec.c", "dot.c", "bicg.c"):     # group, full and one-pass kernels alike
        path = os.path.join(ROOT, "corpus", name)
        other = translate_file(path, target="cuda", force_device=True).device_text
        assert "__dmul_rn" not in other and "_acc_S" in other, name


def test_column_shapes_without_reordering_keep_one_sequential_loop():
    """--no-reorder-reductions: no column kernel, no accumulators; each point's loop runs in C's order."""
    text = translate_file(COLUMN_SHAPES, target="cuda", force_device=True,
                          reorder_reductions=False).device_text
    assert "_acc" not in text and "S2S_LANES" not in text and "_red[" not in text
    assert "+= A[" in text


@needs_opencl
@pytest.mark.parametrize("reorder", [True, False])
def test_column_shapes_match_on_opencl(reorder, tmp_path):
    """No rows, one row, fewer rows than lanes, every remainder of the unrolled loop, fewer columns than a
    block's 32 points, one column (exact sums: the ints compare exactly)."""
    res = check_file(COLUMN_SHAPES, target="opencl", reorder_reductions=reorder, keep=str(tmp_path))
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
    assert res.offloaded == res.scops == 1
    built = "".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.ocl.c"))
    assert ("_acc_S1_u3" in built) == reorder and ("_acc_S3_u3" in built) == reorder


@needs_nvcc
def test_column_shapes_compile_without_spills(tmp_path):
    """ptxas -v of the column kernels' instances (8, 16 and 32 lanes): no spills."""
    r = translate_file(COLUMN_SHAPES, target="cuda", force_device=True)
    files = r.output_files(str(tmp_path / "cs.cu"))
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
    cu = next(p for p in files if p.endswith(".cu"))
    cmd = ["nvcc", "-arch=sm_90", "-cubin", "-Xptxas", "-v", "-o", str(tmp_path / "k.cubin"), cu]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stderr
    assert out.count("ILj32E") >= 2 and out.count("ILj8E") >= 2, out
    assert out.count("0 bytes spill stores, 0 bytes spill loads") == out.count("spill stores"), out
