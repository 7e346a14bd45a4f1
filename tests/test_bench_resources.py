"""Kernel resources in `s2s bench` (issue #10): the kernels and blocks prepare records
(s2s/codegen/launch_info.py), run.py's parser of `nvcc --resource-usage` and its occupancy function, the
kernels of a --build-only run, and the report's table.  The figures of the fabricated results are test
input, not measurements; the captured ptxas text below was printed by nvcc 13.0 on this project's
translations (and, where said, by a kernel written to spill)."""

from __future__ import annotations

import json
import os
import re
import subprocess

import pytest

import s2s
from s2s.bench import report
from s2s.cli import main
from s2s.codegen.launch_info import KINDS, cuda_launches
from s2s.gpu.reduction import COLUMN_LANES, COLUMN_POINTS, FULL_BLOCK
from tests.conftest import needs_nvcc
from tests.test_bench import CORPUS, DOC, SAXPY, _fabricated_results, _load_runner, _run

# nvcc 13.0 --resource-usage -maxrregcount=32 on the CUDA translation of corpus/gemm.c (so that it
# spills), then on a file with an extern "C" kernel calling a __noinline__ device function
PTXAS_SAMPLE = """\
ptxas info    : Overriding maximum register limit 256 for '_Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll' with  \
32 of maxrregcount option
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function '_Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll' for 'sm_90'
ptxas info    : Function properties for _Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll
    704 bytes stack frame, 1792 bytes spill stores, 1940 bytes spill loads
ptxas info    : Used 32 registers, used 1 barriers, 704 bytes cumulative stack size, 8448 bytes smem
ptxas info    : Compile time = 78.830 ms
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'plain' for 'sm_90'
ptxas info    : Function properties for plain
    320 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 40 registers, used 0 barriers, 320 bytes cumulative stack size
ptxas info    : Function properties for _Z6helperPKdi
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
"""

# a parallel loop, then a sequential recurrence: the recurrence is a kernel with no mapped member
RECURRENCE = r"""
#define N 100
double a[N], b[N];
void f(void) {
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] = 2.0 * b[i];
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] * 0.5 + b[i];
#pragma endscop
}
"""


@pytest.fixture
def run(tmp_path):
    return _load_runner(tmp_path)


# ---- ptxas's output ------------------------------------------------------------------------------------


def test_parse_resource_usage_of_a_captured_sample(run):
    got = run.parse_resource_usage(PTXAS_SAMPLE)
    assert set(got) == {"s2s_scop0_kernel0", "plain"}  # the device function is no kernel
    k = got["s2s_scop0_kernel0"]
    assert k["symbol"] == "_Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll" and k["arch"] == "sm_90"
    assert (k["registers"], k["barriers"], k["smem"]) == (32, 1, 8448)
    assert (k["stack"], k["spill_stores"], k["spill_loads"]) == (704, 1792, 1940)
    p = got["plain"]
    assert (p["registers"], p["smem"], p["stack"], p["spill_stores"], p["spill_loads"]) == (40, 0, 320, 0, 0)
    assert "cmem" not in p  # nvcc 13 prints no constant memory
    assert run.parse_resource_usage(PTXAS_SAMPLE, arch="sm_80") == {}


def test_parse_resource_usage_reads_constant_banks_and_skips_what_it_cannot_read(run):
    # the "Used" line of nvcc releases that printed constant memory per bank
    older = (
        "ptxas info    : Compiling entry function '_Z1kPd' for 'sm_80'\n"
        "ptxas info    : Function properties for _Z1kPd\n"
        "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
        "ptxas info    : Used 18 registers, 368 bytes cmem[0], 16 bytes cmem[2]\n"
    )
    k = run.parse_resource_usage(older)["k"]
    assert k["cmem"] == {0: 368, 2: 16} and k["registers"] == 18 and k["barriers"] == 0 and k["smem"] == 0
    entry_only = "ptxas info    : Compiling entry function 'x' for 'sm_90'\n"
    for text in ("", "nvcc warning : something\n", entry_only):
        assert run.parse_resource_usage(text) == {}  # no "Used N registers" line: no kernel


def test_parse_resource_usage_takes_the_launched_template_instance(run):
    """A generic kernel is a template over striding its blocks (s2s/codegen/targets.py): <false> is the
    instance launched at every realistic size, so its figures are the kernel's, in either order."""
    def entry(sym, regs):
        return (f"ptxas info    : Compiling entry function '{sym}' for 'sm_90'\n"
                f"ptxas info    : Function properties for {sym}\n"
                "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                f"ptxas info    : Used {regs} registers, used 0 barriers\n")
    one, strided = "_Z17s2s_scop0_kernel0ILb0EEvPdl", "_Z17s2s_scop0_kernel0ILb1EEvPdl"
    for text in (entry(one, 32) + entry(strided, 56), entry(strided, 56) + entry(one, 32)):
        assert run.parse_resource_usage(text)["s2s_scop0_kernel0"]["registers"] == 32


def test_demangle(run):
    assert run.demangle("_Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll") == "s2s_scop0_kernel0"
    assert run.demangle("_Z21s2s_scop0_persistent0Pdli") == "s2s_scop0_persistent0"
    assert run.demangle("plain") == "plain" and run.demangle("_Z99ab") == "_Z99ab"


# ---- occupancy -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "threads, regs, smem, barriers, blocks, warps, limited",
    [
        # 96 regs: 3072 per warp; 16384 per sub-partition hold 5 warps, 20 per SM: 2 blocks of 8 warps
        (256, 96, 8448, 1, 2, 16, ["registers"]),
        # 37 regs: 1184 -> 1280 per warp, 12 warps per sub-partition, 48 per SM: one block of 32 warps,
        # which the warp limit (64 / 32 = 2) allows twice
        (1024, 37, 0, 1, 1, 32, ["registers"]),
        # 40 regs: 1280 per warp; each sub-partition holds 12 warps (its 16384 registers, not the SM's
        # 65536 / 1280 = 51 warps): 48 warps, 24 blocks of 2
        (64, 40, 0, 0, 24, 48, ["registers"]),
        # 32 regs: 1024 per warp, 64 warps per SM by registers and by the warp limit: 16 blocks of 4
        (128, 32, 0, 0, 16, 64, ["warps", "registers"]),
        # one warp per block: the 32 resident blocks bind first
        (32, 16, 0, 0, 32, 32, ["blocks"]),
        # 40000 + 1024 reserved -> 41088 bytes per block; 233472 / 41088 = 5 blocks
        (256, 32, 40000, 1, 5, 40, ["shared memory"]),
        # 3 barriers per block, 64 barriers on sm_90: 21 blocks of 2 warps
        (64, 16, 0, 3, 21, 42, ["barriers"]),
        # 255 regs x 32 warps cannot fit in 65536 registers: the block never launches
        (1024, 255, 0, 0, 0, 0, ["registers"]),
        (64, 256, 0, 0, 0, 0, ["registers"]),
        (2048, 16, 0, 0, 0, 0, ["warps"]),  # more threads than a block may have
    ],
)
def test_occupancy_by_hand(run, threads, regs, smem, barriers, blocks, warps, limited):
    occ = run.occupancy(threads, regs, smem, barriers, "sm_90")
    assert occ["blocks_per_sm"] == blocks and occ["warps_per_sm"] == warps
    assert occ["occupancy"] == pytest.approx(warps / 64) and occ["limited_by"] == limited


def test_occupancy_with_dynamic_shared_memory(run):
    # the FP64 tensor-core gemm kernel: 128 threads, 250 registers (2 blocks by registers), 56832 bytes
    # of dynamic buffers + 1 KiB reserved = 57856 per block: 233472 / 57856 = 4 blocks by shared memory
    occ = run.occupancy(128, 250, 0, 1, "sm_90", dynamic=56832)
    assert occ["blocks_per_sm"] == 2 and occ["limited_by"] == ["registers"]
    # 100 KB each: two blocks fit the carveout; the static limit (48 KB) does not apply to dynamic bytes
    occ = run.occupancy(128, 32, 1024, 0, "sm_90", dynamic=100 * 1024)
    assert occ["blocks_per_sm"] == 2 and occ["limited_by"] == ["shared memory"]
    # more than a block may opt in to (227 KB on sm_90): never launches
    assert run.occupancy(128, 32, 0, 0, "sm_90", dynamic=228 * 1024)["blocks_per_sm"] == 0


def test_occupancy_architectures(run):
    assert run.occupancy(256, 32, 0, 0, "sm_90a") == run.occupancy(256, 32, 0, 0, "sm_90")
    assert run.occupancy(256, 32, 0, 0, "sm_75") is None and run.occupancy(0, 32, 0, 0) is None
    # the A100 has 164 KiB of shared memory per SM: 4 blocks of 40 KiB (the H100: 5)
    assert run.occupancy(256, 32, 40000, 0, "sm_80")["blocks_per_sm"] == 4


@needs_nvcc
@pytest.mark.nvcc
def test_occupancy_agrees_with_the_cuda_occupancy_calculator(run, tmp_path):
    """NVIDIA's header-only calculator (cuda_occupancy.h, shipped with nvcc), given the H100's properties,
    on a grid of block sizes, register counts, shared memory sizes and barrier counts."""
    probe = tmp_path / "probe.cpp"
    probe.write_text("#include <cuda_occupancy.h>\nint main(void) { return 0; }\n")
    if subprocess.run(["nvcc", "-E", str(probe)], capture_output=True).returncode != 0:
        pytest.skip("cuda_occupancy.h not installed")
    src = tmp_path / "occ.cpp"
    src.write_text(
        "#include <cuda_occupancy.h>\n#include <stdio.h>\nint main(void) {\n"
        "  cudaOccDeviceProp p;\n"
        "  p.computeMajor = 9; p.computeMinor = 0; p.maxThreadsPerBlock = 1024;\n"
        "  p.maxThreadsPerMultiprocessor = 2048; p.regsPerBlock = 65536; p.regsPerMultiprocessor = 65536;\n"
        "  p.warpSize = 32; p.sharedMemPerBlock = 49152; p.sharedMemPerMultiprocessor = 233472;\n"
        "  p.numSms = 132; p.sharedMemPerBlockOptin = 232448; p.reservedSharedMemPerBlock = 1024;\n"
        "  int t, r, s, b;\n"
        '  while (scanf("%d %d %d %d", &t, &r, &s, &b) == 4) {\n'
        "    cudaOccFuncAttributes a; a.maxThreadsPerBlock = 1024; a.numRegs = r; a.sharedSizeBytes = s;\n"
        "    a.partitionedGCConfig = PARTITIONED_GC_OFF; a.shmemLimitConfig = FUNC_SHMEM_LIMIT_DEFAULT;\n"
        "    a.maxDynamicSharedSizeBytes = 0; a.numBlockBarriers = b; a.virtualResourceCount = 0;\n"
        "    cudaOccDeviceState st; cudaOccResult res;\n"
        "    cudaOccError e = cudaOccMaxActiveBlocksPerMultiprocessor(&res, &p, &a, &st, t, 0);\n"
        '    printf("%d %d\\n", (int)e, res.activeBlocksPerMultiprocessor);\n'
        "  }\n  return 0;\n}\n"
    )
    exe = tmp_path / "occ"
    p = subprocess.run(["nvcc", "-o", str(exe), str(src)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    cases = [
        (t, r, s, b)
        for t in (1, 32, 64, 96, 128, 200, 256, 384, 512, 768, 1024)
        for r in (0, 16, 24, 32, 40, 64, 72, 96, 128, 168, 200, 255)
        for s in (0, 1000, 4096, 8448, 16384, 33000, 49152)
        for b in (0, 1, 3)
    ]
    out = subprocess.run(
        [str(exe)], input="\n".join(" ".join(map(str, c)) for c in cases), capture_output=True, text=True
    ).stdout.split()
    theirs = [(int(out[2 * i]), int(out[2 * i + 1])) for i in range(len(cases))]
    for c, (err, blocks) in zip(cases, theirs, strict=True):
        assert err == 0
        assert run.occupancy(*c, "sm_90")["blocks_per_sm"] == blocks, c


# ---- the kernels and blocks recorded at translation time ---------------------------------------------


def _launch_blocks(code: str) -> dict[str, tuple[int, int, int]]:
    """kernel -> block of each launch in generated CUDA code (dim3 _block(...) before the <<<...>>>, or
    <<<grid, N>>> with a constant block)."""
    out: dict[str, tuple[int, int, int]] = {}
    block = None
    full: dict[str, str] = {}          # a block chosen at the launch (`_bs0`): its largest size
    for line in code.splitlines():
        m = re.search(r"const long (_bs\d+) = s2s_fill_block\(.*, (\d+)L, \d+L\);", line)
        if m:
            full[m.group(1)] = m.group(2)
        m = re.search(r"_block\((.*)\);", line)
        if m and "dim3" in line:
            dims = [full[d.split(")")[-1]] if "_bs" in d else d for d in m.group(1).split(", ")]
            block = tuple(int(d) for d in dims + ["1"] * (3 - len(dims)))
        m = re.search(r"(\w+)(?:<(?:true|false|\d+)>)?<<<\s*([^,]+),\s*([^,>]+)(?:,[^>]*)?>>>", line)
        if m:
            name, b = m.group(1), m.group(3).strip()
            got = block if b == "_block" else (int(b), 1, 1)
            assert out.setdefault(name, got) == got, f"{name} launched with two blocks"
    return out


@pytest.mark.parametrize(
    "program, source, force",
    [("gemm", None, False), ("lu", None, False), ("atax", None, True), ("dot", None, True),
     ("jacobi-1d", None, True), ("recurrence", RECURRENCE, True), ("heat-3d", None, True)],
)  # fmt: skip
def test_recorded_blocks_are_those_of_the_launches(program, source, force):
    if source is None:
        with open(os.path.join(CORPUS, program + ".c")) as f:
            source = f.read()
    t = s2s.translate(source, target="cuda", defines=["MINI_DATASET"], filename=program + ".c",
                      force_device=force)  # fmt: skip
    launches = cuda_launches(t.result.programs)
    assert launches and all(k.kind in KINDS for k in launches)
    code = t.device_source or t.source
    assert {k.name: k.block for k in launches} == _launch_blocks(code)
    assert all(k.threads == k.block[0] * k.block[1] * k.block[2] for k in launches)


def test_every_kind_is_recorded():
    kinds = {}
    for program, force in (("gemm", False), ("lu", False), ("atax", True), ("dot", True), ("heat-3d", True)):
        with open(os.path.join(CORPUS, program + ".c")) as f:
            t = s2s.translate(f.read(), target="cuda", defines=["MINI_DATASET"], force_device=force)
        kinds.update({k.kind: k for k in cuda_launches(t.result.programs)})
    t = s2s.translate(RECURRENCE, target="cuda", force_device=True)
    kinds.update({k.kind: k for k in cuda_launches(t.result.programs)})
    assert set(kinds) == set(KINDS)
    assert kinds["reduction-full"].block == (FULL_BLOCK, 1, 1)
    assert kinds["reduction-column"].block == (COLUMN_POINTS, COLUMN_LANES, 1)
    assert kinds["single-thread"].block == (1, 1, 1)
    assert "per thread" in kinds["contraction"].detail
    assert kinds["stencil"].block == (32, 8, 1) and "chunks of 16 points" in kinds["stencil"].detail
    assert kinds["persistent"].detail == "host loop of kernel0, kernel1"  # lu's two kernels


def _for_sm90(code: str) -> str:
    """`code` as compiled for sm_90: the `#else` branches of `#if ... __CUDA_ARCH__ >= 800` dropped (a
    contraction kernel declares its tensor-core tiles in the `#if` branch, its SIMT tiles in the other)."""
    out, stack = [], []          # stack: per open #if, whether its #else branch is dropped
    skip = 0
    for line in code.split("\n"):
        t = line.strip()
        if t.startswith("#if"):
            stack.append("__CUDA_ARCH__ >= 800" in t)
        elif t.startswith("#else") and stack:
            if stack[-1]:
                skip += 1
                stack[-1] = "skipping"
            continue
        elif t.startswith("#endif") and stack:
            if stack.pop() == "skipping":
                skip -= 1
            continue
        if not skip:
            out.append(line)
    return "\n".join(out)


def _shared_bytes(code: str, kernel: str) -> int:
    """Bytes of the __shared__ arrays declared in `kernel`'s body (double elements), and of its
    __shared__ int scalars (a CUDA full reduction's last-block flag).  A column reduction is a template
    over its lanes: the instance of the recorded block's lanes is the one whose figures count
    (run.parse_resource_usage)."""
    body = code[code.index(f"void {kernel}(") :].replace("[S2S_LANES]", f"[{COLUMN_LANES}]")
    body = body[: body.index("\n}\n")]
    body = _for_sm90(body)
    total = 0
    for dims in re.findall(r"__shared__ (?:__align__\(\d+\) )?double \w+((?:\[\d+\])+);", body):
        n = 1
        for d in re.findall(r"\d+", dims):
            n *= int(d)
        total += 8 * n
    return total + 4 * len(re.findall(r"__shared__ int \w+;", body))


@needs_nvcc
@pytest.mark.nvcc
# every kind: contraction (gemm), reduction group and column (atax), generic and persistent (lu),
# single-thread and reduction-full (gramschmidt)
@pytest.mark.parametrize("program", ["gemm", "atax", "lu", "gramschmidt"])
def test_nvcc_resource_usage_of_translations(program, tmp_path, run):
    """Real `nvcc -Xptxas -v` output of corpus translations: every kernel s2s records is found,
    its shared memory is what its __shared__ arrays declare, and its occupancy is computed."""
    with open(os.path.join(CORPUS, program + ".c")) as f:
        t = s2s.translate(f.read(), target="cuda", defines=["MINI_DATASET"], filename=program + ".c")
    cu = tmp_path / (program + ".cu")
    cu.write_text(t.device_source if t.host_source else t.source)
    p = subprocess.run(
        ["nvcc", "-O3", "-arch=sm_90", "-Xptxas", "-v", "-DMINI_DATASET", "-c", str(cu), "-o",
         str(tmp_path / "k.o")], capture_output=True, text=True,
    )  # fmt: skip
    assert p.returncode == 0, p.stderr
    usage = run.parse_resource_usage(p.stderr + p.stdout, "sm_90")
    # run.py builds with -Xptxas -v, which every nvcc has; --resource-usage prints the same figures
    q = subprocess.run(
        ["nvcc", "-O3", "-arch=sm_90", "--resource-usage", "-DMINI_DATASET", "-c", str(cu), "-o",
         str(tmp_path / "k.o")], capture_output=True, text=True,
    )  # fmt: skip
    assert q.returncode == 0 and run.parse_resource_usage(q.stderr + q.stdout, "sm_90") == usage
    launches = cuda_launches(t.result.programs)
    assert {k.name for k in launches} == set(usage)
    code = cu.read_text()
    for k in launches:
        u = usage[k.name]
        assert 0 < u["registers"] <= 255 and u["smem"] == _shared_bytes(code, k.name)
        occ = run.occupancy(k.threads, u["registers"], u["smem"], u["barriers"], dynamic=k.dynamic_smem)
        assert 0 < occ["occupancy"] <= 1
    if program == "gemm":
        # the contraction's operand tiles: three buffers of 64x16 and 16x64 doubles (padded), in dynamic
        # shared memory; the figures are those of the <16> instance (16-byte copies), three blocks of 128
        # threads of which fit a multiprocessor
        k = next(k for k in launches if k.name == "s2s_scop0_kernel0")
        assert usage[k.name]["smem"] == 0 and k.dynamic_smem == 8 * 3 * (64 * 20 + 16 * 68)
        assert "ILi16E" in usage[k.name]["symbol"] and usage[k.name]["registers"] <= 168
        occ = run.occupancy(k.threads, usage[k.name]["registers"], 0, 1, dynamic=k.dynamic_smem)
        assert occ["blocks_per_sm"] == 3 and "dynamic" in k.detail


# ---- prepare + run.py --build-only -------------------------------------------------------------------

PRODUCT = r"""/* a matrix product: the contraction kernel */
#include <stdio.h>
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif
#define N 96
static DATA_TYPE A[N][N], B[N][N], C[N][N];
int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (DATA_TYPE)((i + j) % 5);
      B[i][j] = (DATA_TYPE)((i * j) % 3);
      C[i][j] = 0;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
  printf("%.6e\n", (double)C[N - 1][N - 1]);
  return 0;
}
"""


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    base = tmp_path_factory.mktemp("resources")
    (base / "saxpy.c").write_text(SAXPY)
    (base / "product.c").write_text(PRODUCT)
    out = base / "prep"
    argv = ["bench", "prepare", str(base / "saxpy.c"), str(base / "product.c"), "--sizes", "MINI",
            "--reps", "1", "--timers", "2", "--out", str(out),
            # saxpy's copies cost more than its OpenMP version on the host's cores: forced to get kernels
            "--force-device"]  # fmt: skip
    assert main(argv) == 0
    return out


def test_prepare_records_the_kernels_of_each_cuda_translation(prepared):
    man = json.loads((prepared / "manifest.json").read_text())
    by = {e["program"]: e for e in man["entries"]}
    sax = by["saxpy"]["kernels"]
    assert [(k["name"], k["kind"], k["block"], k["threads"]) for k in sax] == [
        ("s2s_scop0_kernel0", "generic", [256, 1, 1], 256)
    ]
    (prod,) = by["product"]["kernels"]
    assert prod["kind"] == "contraction" and prod["threads"] == prod["block"][0] * prod["block"][1]
    code = "".join((prepared / f).read_text() for f in by["product"]["cuda"])
    assert _launch_blocks(code) == {prod["name"]: tuple(prod["block"])}


@needs_nvcc
@pytest.mark.nvcc
def test_build_only_run_records_kernel_resources(prepared, tmp_path):
    res_path = tmp_path / "r.json"
    p = _run(prepared, "--build-only", "--jobs", "2", "--out", str(res_path))
    assert p.returncode == 0, p.stdout + p.stderr
    kernels = json.loads(res_path.read_text())["kernels"]
    # the summary names the kernels ptxas says spill (the product's FP64 tensor-core kernel, held to 80
    # registers by __launch_bounds__(256, 3), spilled 4 bytes at this size; with (256, 2) none may)
    spilled = [f"{k['program']} MINI double {k['name']}" for k in kernels
               if k["spill_stores"] or k["spill_loads"]]
    assert f"resources of 2 kernels (ptxas -v); spilling: {', '.join(spilled) or 'none'}" in p.stdout
    assert not any(k["program"] == "saxpy" for k in kernels if k["spill_stores"] or k["spill_loads"])
    assert {(k["program"], k["name"]) for k in kernels} == {
        ("saxpy", "s2s_scop0_kernel0"),
        ("product", "s2s_scop0_kernel0"),
    }
    for k in kernels:
        assert k["registers"] > 0 and k["block"]
        assert 0 < k["occupancy"] <= 1 and k["warps_per_sm"] == k["blocks_per_sm"] * -(-k["threads"] // 32)
    prod = next(k for k in kernels if k["program"] == "product")
    saxpy = next(k for k in kernels if k["program"] == "saxpy")
    # the product's tensor-core buffers are dynamic: not in ptxas's figure, in the record
    assert prod["kind"] == "contraction" and prod["smem"] + prod["dynamic_smem"] > 48 * 1024
    assert saxpy["dynamic_smem"] == 0


def _fake_runner(run, prepared, output: str, kernels=None):
    """A Runner of `prepared` whose CUDA build of saxpy printed `output` (no build, no GPU)."""
    man = json.loads((prepared / "manifest.json").read_text())
    entries = [e for e in man["entries"] if e["program"] == "saxpy"]
    if kernels is not None:
        entries = [dict(e, kernels=kernels) for e in entries]
    r = run.Runner.__new__(run.Runner)
    r.args = type("A", (), {"arch": "sm_90"})()
    r.entries, r.targets, r.build_dir = entries, ["cuda"], str(prepared / "build")
    exe = os.path.join(r.build_dir, entries[0]["dir"], "saxpy") + ".cuda"
    r.build_output = {exe: output}
    return r


def test_runner_without_parsable_output_has_no_kernel_rows(run, prepared):
    assert _fake_runner(run, prepared, "").kernel_resources({}) == []
    assert _fake_runner(run, prepared, "nvcc warning: nothing useful\n").kernel_resources({}) == []
    sample = PTXAS_SAMPLE.replace("_Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll", "_Z17s2s_scop0_kernel0Pdi")
    r = _fake_runner(run, prepared, sample)
    exe = next(iter(r.build_output))
    assert r.kernel_resources({exe: "build failed"}) == []  # a failed build has no kernels


def test_runner_joins_ptxas_figures_with_the_recorded_blocks(run, prepared):
    sample = PTXAS_SAMPLE.replace("_Z17s2s_scop0_kernel0PdlPKdlS1_liiiddllll", "_Z17s2s_scop0_kernel0Pdi")
    rows = _fake_runner(run, prepared, sample).kernel_resources({})
    k, plain = rows
    assert (k["name"], k["kind"], k["block"], k["registers"], k["spill_stores"]) == (
        "s2s_scop0_kernel0", "generic", [256, 1, 1], 32, 1792
    )  # fmt: skip
    assert k["occupancy"] == run.occupancy(256, 32, 8448, 1)["occupancy"]
    # a kernel the manifest does not list: its figures, no block, no occupancy
    assert plain["name"] == "plain" and plain["block"] is None and "occupancy" not in plain
    # a directory prepared before kernels were recorded
    old = _fake_runner(run, prepared, sample, kernels=[]).kernel_resources({})
    assert [r["kind"] for r in old] == [None, None] and all("occupancy" not in r for r in old)


# ---- report --------------------------------------------------------------------------------------------


def _with_kernels(res: dict) -> dict:
    def k(program, name, kind, block, regs, smem, spills, occ, warps, limited):
        return {"program": program, "size": "LARGE", "type": "double", "name": name, "kind": kind,
                "detail": "4x4 per thread" if kind == "contraction" else "",
                "block": block, "threads": block[0] * block[1] * block[2], "registers": regs, "smem": smem,
                "stack": spills, "spill_stores": spills, "spill_loads": spills, "barriers": 1,
                "occupancy": occ, "warps_per_sm": warps, "blocks_per_sm": warps // 8, "limited_by": limited,
                "dynamic_smem": 0}  # fmt: skip

    res["kernels"] = [
        k("gemm", "s2s_scop0_kernel0", "contraction", [16, 16, 1], 128, 16896, 0, 0.5, 32, ["registers"]),
        k("jacobi-2d", "s2s_scop0_kernel1", "generic", [32, 8, 1], 255, 0, 96, 0.125, 8, ["registers"]),
    ]
    return res


def test_report_prints_the_kernel_resources_and_flags_spills(tmp_path):
    res, doc = tmp_path / "r.json", tmp_path / "b.md"
    res.write_text(json.dumps(_with_kernels(_fabricated_results())))
    doc.write_text(DOC)
    assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 0
    text = doc.read_text()
    block = text[text.index(report.BEGIN) : text.index(report.END)]
    assert block.index("### GPU: region times") < block.index("### GPU: kernel resources")
    lines = [ln for ln in block.splitlines() if ln.startswith("| ") and "s2s_scop0" in ln]
    rows = {ln.split(" | ")[0][2:]: ln for ln in lines}
    assert rows["gemm"] == (
        "| gemm | LARGE | double | s2s_scop0_kernel0 | contraction | 16x16x1 | 4x4 per thread | 128 | 0 "
        "| 0 B | 16.5 KiB | 50% (32 warps) | registers |"
    )
    assert "**96 B / 96 B SPILLS**" in rows["jacobi-2d"] and "| 12% (8 warps) |" in rows["jacobi-2d"]
    assert "| 32x8x1 | — | 255 |" in rows["jacobi-2d"]
    assert "**Kernels that spill**: jacobi-2d LARGE double s2s_scop0_kernel1 (generic)." in block
    # results of run.py --build-only: the kernels, no region table
    only = _with_kernels(_fabricated_results())
    only["rows"] = []
    res.write_text(json.dumps(only))
    doc.write_text(DOC)
    assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 0
    text = doc.read_text()
    assert "### GPU: kernel resources" in text and "region times" not in text and "| jacobi-2d |" in text
    # no kernels (a CPU-only run, or results of an older run.py): no table
    res.write_text(json.dumps(_fabricated_results()))
    doc.write_text(DOC)
    assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 0
    assert "kernel resources" not in doc.read_text()


def test_report_merges_the_kernels_of_parts(tmp_path):
    a, b = _with_kernels(_fabricated_results()), _with_kernels(_fabricated_results())
    b["kernels"] = b["kernels"][1:] + [dict(b["kernels"][0], program="syrk")]
    merged = report.merge_results([("a", a), ("b", b)])
    assert [(k["program"], k["name"]) for k in merged["kernels"]] == [
        ("gemm", "s2s_scop0_kernel0"), ("jacobi-2d", "s2s_scop0_kernel1"), ("syrk", "s2s_scop0_kernel0")
    ]  # fmt: skip
    assert report.spilling_kernels(merged) == [merged["kernels"][1]]



def test_report_rejects_malformed_kernels(tmp_path, capsys):
    res, doc = tmp_path / "r.json", tmp_path / "b.md"
    doc.write_text(DOC)
    for bad in ({"a": 1}, [1, 2], [{"registers": 3}]):
        r = _fabricated_results()
        r["kernels"] = bad
        res.write_text(json.dumps(r))
        assert main(["bench", "report", str(res), "--doc", str(doc), "--no-chart"]) == 1
        err = capsys.readouterr().err
        assert f"s2s: error: {res}: " in err and '"kernels"' in err and "Traceback" not in err
        assert doc.read_text() == DOC


def test_translate_job_reports_kernels_or_a_located_error(tmp_path):
    import sys

    from s2s.bench import translate_job

    # a subscript divided by the constant 0: an error even without --strict (a region that is valid C but
    # not static control would only be a warning, the region kept as written)
    (tmp_path / "bad.c").write_text(
        "int A[8], B[8];\nint main(void) {\n#pragma scop\n  for (int i = 0; i < 8; i++)\n"
        "    if (i > 100) A[i / 0] = i;\n#pragma endscop\n  return 0;\n}\n"
    )
    cmd = [sys.executable, "-m", "s2s.bench.translate_job", "--target", "cuda"]
    p = subprocess.run([*cmd, "-o", str(tmp_path / "bad.cu"), str(tmp_path / "bad.c")], capture_output=True,
                       text=True, timeout=300)  # fmt: skip
    assert p.returncode == 1 and f"{tmp_path / 'bad.c'}:5:" in p.stderr and "divides by zero" in p.stderr
    assert "Traceback" not in p.stderr and not (tmp_path / "bad.cu").exists() and not p.stdout
    (tmp_path / "product.c").write_text(PRODUCT)
    out = tmp_path / "product.cu"
    p = subprocess.run([*cmd, "-DDATA_TYPE=float", "-o", str(out), str(tmp_path / "product.c")],
                       capture_output=True, text=True, timeout=300)  # fmt: skip
    assert p.returncode == 0, p.stderr
    (line,) = [ln for ln in p.stdout.splitlines() if ln.startswith(translate_job.PREFIX)]
    done = json.loads(line[len(translate_job.PREFIX) :])
    assert done["files"] == [str(out)] and "float *__restrict__" in out.read_text()  # -D reached it
    assert [(k["name"], k["kind"]) for k in done["kernels"]] == [("s2s_scop0_kernel0", "contraction")]
