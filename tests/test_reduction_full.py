"""Full reductions in contiguous chunks per block, and in CUDA one launch (s2s/codegen/reduction_full.py).
CPU only: the chunked loops run on PoCL (the OpenCL code has the same loops), the CUDA code is compiled
with nvcc and checked for its single launch; --no-reorder-reductions keeps the sequential loops."""
from __future__ import annotations

import os
import re
import subprocess

from conftest import ROOT, needs_nvcc, needs_opencl
from s2s.check.runner import MATCH, check_file
from s2s.codegen.reduction_full import counter_offset
from s2s.driver import translate_file

CHUNKS = os.path.join(ROOT, "tests", "reduction", "chunks.c")
CHUNK_LOOP = re.compile(r"for \(long _c0 = _b__c0 \+ _tl; _c0 < _e__c0; _c0 \+= 256\)")


@needs_opencl
def test_chunks_cover_every_range_once_on_pocl():
    """Ranges starting at 3, 5, 1, ending at a minimum of two bounds, of 5 or 0 iterations (fewer than the
    grid's threads): the exact integer sums match the sequential build."""
    res = check_file(CHUNKS, target="opencl")
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
    assert res.offloaded == res.scops == 6
    text = translate_file(CHUNKS, target="opencl", force_device=True).main_text
    assert len(CHUNK_LOOP.findall(text)) == 5           # the step-2 loop keeps the grid stride
    assert "_c0 += _nl * 2" in text


def test_cuda_full_reduction_is_one_launch():
    r = translate_file(CHUNKS, target="cuda", force_device=True)
    text = r.device_text
    assert len(CHUNK_LOOP.findall(text)) == 5 and "_c0 += _nl * 2" in text
    kernels = re.findall(r"__global__ void (\w+)\(([^)]*)\)", text)
    assert len(kernels) == 6
    for name, params in kernels:
        assert "_phase" not in params and params.endswith("*_part")
        assert len(re.findall(rf"\b{name}<<<", text)) == 1, name
    assert "_phase" not in text and "_grid1" not in text
    # every block counts itself done after a fence; the counter lies past the partials, zeroed once
    assert text.count("__threadfence();\n    _last = atomicInc(") == 6
    assert len(re.findall(r"cudaMemset\(\(char \*\)_part\d+ \+ ", text)) == 6
    assert counter_offset("long", 1024) in text and counter_offset("double", 1024) in text


def test_partials_are_allocated_once_per_region():
    """A full reduction launched in every iteration of a host loop reuses one partials buffer, allocated
    before the region's kernels and freed after them: no cudaMalloc or cudaFree (which waits for the
    device) between its launches."""
    path = os.path.join(ROOT, "tests", "reduction", "full_in_loop.c")
    text = translate_file(path, target="cuda", force_device=True).device_text
    host = text[text.index('extern "C" int'):]
    # (the norms of every t run at once, as a group reduction: the dot is the full one, in the t loop)
    assert host.count("allocation of partial results") == 1
    first_loop = host.index("for (long _c0")
    parts = re.findall(r"\b_part\d+\b", host)
    assert all(host.index(f"cudaMalloc((void **)&{p}") < first_loop for p in parts)
    assert host.count("cudaFree(_part") == 1 and host.rindex("cudaFree(_part") > host.rindex("<<<")
    # one block per 256 iterations of the loop (n = 3000: 12 blocks, not 1024), and the last block folds
    # as many partials as the grid has blocks
    grid = "dim3 _grid((unsigned)s2s_min(s2s_max(((long)((long)(n) - (long)(0)) + 255) / 256, 1L), 1024L))"
    assert grid in host
    assert "_q < (long)gridDim.x" in text and "_q < 1024" not in text


@needs_opencl
def test_reductions_in_a_host_loop_match_on_pocl():
    res = check_file(os.path.join(ROOT, "tests", "reduction", "full_in_loop.c"), target="opencl")
    assert res.status == MATCH, res.message + "\n" + (res.details or "")


def test_counter_follows_the_partials_aligned():
    """The counter's offset is the partials' bytes rounded up to 8 (evaluated as C would)."""
    for size, blocks, want in ((8, 1024, 8192), (4, 1024, 4096), (2, 3, 8), (1, 9, 16), (4, 3, 16)):
        text = counter_offset("T", blocks).replace("(size_t)", "").replace("sizeof(T)", str(size))
        assert eval(text.replace("/", "//")) == want


@needs_nvcc
def test_cuda_chunks_compile(tmp_path):
    full = os.path.join(ROOT, "tests", "reduction", "full.c")
    for path in (CHUNKS, os.path.join(ROOT, "corpus", "dot.c"), full):
        r = translate_file(path, target="cuda", force_device=True)
        files = r.output_files(str(tmp_path / "k.cu"))
        for p, t in files.items():
            with open(p, "w") as f:
                f.write(t)
        for p in files:
            if p.endswith(".cu"):
                obj = str(tmp_path / "k.o")
                subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-c", p, "-o", obj], check=True)


def test_sequential_order_keeps_plain_loops():
    """--no-reorder-reductions: no plan, so neither chunks nor partials (each loop runs in its order)."""
    r = translate_file(CHUNKS, target="cuda", force_device=True, reorder_reductions=False)
    text = (r.device_text or "") + r.main_text
    assert "_ck__c0" not in text and "_part" not in text and "_acc" not in text
