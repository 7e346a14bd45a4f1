"""Random contraction programs for tests/test_contraction.py (and longer runs by hand): a product
C[i][j] op= ... A(i,k) ... B(k,j) ... in a random loop order, with triangular or shifted bounds,
transposed operands, setups and finishes, in float or double, sizes read from the command line.

    python tests/contraction_gen.py 0..39      # check these seeds on OpenCL, print the failures
    python tests/contraction_gen.py 1000..1039 # k ranges that depend on the point (triangular)
    python tests/contraction_gen.py --cuda 0..39   # double, default tiles (FP64 tensor cores), on CUDA
    python tests/contraction_gen.py --cuda-simt 0..39   # the OpenCL programs and tiles, on CUDA (SIMT
                                                        # products, cp.async buffers on sm_80 and later)
"""
from __future__ import annotations

import random
import re
import sys

# seeds from here draw k bounds that depend on the point (masked tiles: gpu/contraction_mask.py); the
# seeds below keep their programs.  Every k stays below n (the arrays' size) for every operand form
TRIANGULAR_SEEDS = 1000
TRIANGULAR_K = [("0", "i"), ("i + 1", "nk + i"), ("0", "j + 1"), ("j", "nk + j"), ("j", "nk + i"),
                ("i", "i + nk - j")]

MAIN = r"""
int main(int argc, char **argv)
{
  int ni = atoi(argv[1]), nj = atoi(argv[2]), nk = atoi(argv[3]);
  int n = (ni > nj ? ni : nj) + (nk > 0 ? nk : 0) + 4;
  T (*C)[n] = malloc(sizeof(T) * n * n);
  T (*A)[n] = malloc(sizeof(T) * n * n);
  T (*B)[n] = malloc(sizeof(T) * n * n);
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++) {
      C[x][y] = (T)((x * 7 + y * 3) % 13) / 13;
      A[x][y] = (T)((x + y * 5) % 11) / 11;
      B[x][y] = (T)((x * 3 + y) % 7) / 7;
    }
  f(ni, nj, nk, n, (T)1.5, (T)0.5, C, A, B);
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++)
      printf("%.9e\n", (double)C[x][y]);
  return 0;
}
"""


def program(seed: int) -> tuple[str, list[str], str]:
    """(C text, the command-line sizes, a --sizes spec) of seed."""
    r = random.Random(seed)
    t = r.choice(["double", "float"])
    a = r.choice(["A[i][k]", "A[k][i]", "A[i + 1][k]", "A[i][k + 2]"])
    b = r.choice(["B[k][j]", "B[j][k]", "B[k][j + 1]", "A[j][k]"])
    upd = r.choice([f"C[i][j] += alpha * {a} * {b};", f"C[i][j] = C[i][j] + {a} * {b};",
                    f"C[i][j] -= {a} * {b} * beta;"])
    setup = r.choice(["", "C[i][j] *= beta;", "C[i][j] = 0;"])
    finish = r.choice(["", "", "C[i][j] = alpha * C[i][j];"])
    jlo, jhi = r.choice([("0", "nj"), ("0", "i + 1"), ("i", "nj"), ("1", "nj - 1")])
    klo, khi = r.choice([("0", "nk"), ("1", "nk"), ("0", "nk - 1")])
    if seed >= TRIANGULAR_SEEDS:
        klo, khi = r.choice(TRIANGULAR_K)
    order = r.choice(["ijk", "ikj", "kij", "jik"])
    uses = set(re.findall(r"\b[ij]\b", f"{klo} {khi}"))
    if ("j" in uses and order != "ijk" and order != "jik") or ("i" in uses and order == "kij"):
        order = "ijk"                    # the k loop inside the loops its bounds name
    loop_i = "for (int i = 0; i < ni; i++)"
    J = f"for (int j = {jlo}; j < {jhi}; j++)"
    K = f"for (int k = {klo}; k < {khi}; k++)"
    if order in ("ijk", "jik"):
        outer = [loop_i, J] if order == "ijk" or (jlo, jhi) != ("0", "nj") else \
            ["for (int j = 0; j < nj; j++)", "for (int i = 0; i < ni; i++)"]
        inner = [x for x in (setup, f"{K}\n      {upd}", finish) if x]
        body = f"{outer[0]}\n  {outer[1]} {{\n" + "".join(f"    {x}\n" for x in inner) + "  }"
    elif order == "ikj":
        parts = ([f"  {J}\n    {setup}"] if setup else []) + [f"  {K}\n    {J}\n      {upd}"] + \
            ([f"  {J}\n    {finish}"] if finish else [])
        body = f"{loop_i} {{\n" + "\n".join(parts) + "\n}"
    else:
        parts = ([f"{loop_i}\n  {J}\n    {setup}"] if setup else []) + \
            [f"{K}\n  {loop_i}\n    {J}\n      {upd}"] + \
            ([f"{loop_i}\n  {J}\n    {finish}"] if finish else [])
        body = "\n".join(parts)
    text = ("#include <stdio.h>\n#include <stdlib.h>\n"
            f"typedef {t} T;\n"
            "void f(int ni, int nj, int nk, int n, T alpha, T beta, T C[n][n], T A[n][n], T B[n][n])\n{\n"
            "#pragma scop\n" + body + "\n#pragma endscop\n}\n" + MAIN)
    ni, nj, nk = r.randint(1, 21), r.randint(1, 21), r.randint(0, 13)
    p0, p1 = r.choice([4, 8]), r.choice([4, 8])
    t0, t1 = r.choice([d for d in (1, 2, 4) if p0 % d == 0]), r.choice([d for d in (1, 2, 4) if p1 % d == 0])
    bk = r.choice([1, 2, 3, 5])
    sizes = f"kernel[i] -> tile[{p0},{p1},{bk}]; kernel[i] -> block[{t0},{t1}]"
    return text, [str(ni), str(nj), str(nk)], sizes


def program_cuda(seed: int) -> tuple[str, list[str]]:
    """(C text, the command-line sizes) of seed in double with the default tiles: the FP64 tensor-core
    path of CUDA, on sizes that cut tiles (64) and k chunks (8) anywhere."""
    text, _, _ = program(seed)
    r = random.Random(seed * 7919 + 1)
    sizes = [r.randint(1, 150), r.randint(1, 150), r.randint(0, 45)]
    # the subtracted update with beta in the rows' factor (`(a * b) * beta` has no factor of one member):
    # a product the tensor cores subtract (contraction_dmma.DmmaTerm.sign)
    text = re.sub(r"C\[i\]\[j\] -= (.*) \* (.*) \* beta;", r"C[i][j] -= beta * \1 * \2;", text)
    return text.replace("typedef float T;", "typedef double T;"), [str(x) for x in sizes]


def check(seed: int, workdir: str, cuda: bool = False, simt: bool = False):
    """(CheckResult, whether a contraction plan was made) of seed on OpenCL (on CUDA with `cuda`: the
    tensor-core variant of the program; with `simt`: the program and its small tiles)."""
    import os

    from s2s.check.runner import check_file
    from s2s.driver import translate_file
    text, args, sizes = program(seed)
    if cuda:
        (text, args), sizes = program_cuda(seed), None
    path = os.path.join(workdir, f"gen{seed}.c")
    with open(path, "w") as f:
        f.write(text)
    target = "cuda" if cuda or simt else "opencl"
    tr = translate_file(path, target=target, sizes=sizes)
    planned = any(k.contraction is not None and (not cuda or k.contraction.dmma is not None)
                  for p in tr.programs for k in p.kernels)
    rtol = 1e-4 if "typedef float" in text else 1e-10
    return check_file(path, target=target, sizes=sizes, args=args, rtol=rtol, atol=1e-6), planned


if __name__ == "__main__":
    import tempfile
    cuda, simt = sys.argv[1] == "--cuda", sys.argv[1] == "--cuda-simt"
    lo, _, hi = sys.argv[1 + (cuda or simt)].partition("..")
    bad = planned = 0
    with tempfile.TemporaryDirectory() as d:
        for s in range(int(lo), int(hi or lo) + 1):
            res, made = check(s, d, cuda, simt)
            planned += made
            if not res.ok:
                bad += 1
                print(f"seed {s}: {res.verdict} {res.message}", flush=True)
    print(f"{int(hi or lo) - int(lo) + 1} seeds, {planned} with a contraction"
          + (" on the tensor cores" if cuda else "") + f", {bad} failing")
