"""Large host arrays are page-locked for the region (cudaHostRegister) so that copies run at the bus's
speed; registration that fails (already pinned, shared pages, read-only memory) falls back to plain
copies.  Measured on an H100 (docs/benchmarks.md): 1.2-1.4x shorter regions for matrix-vector products
at LARGE sizes."""
from __future__ import annotations

import os
import re

import pytest
from conftest import ROOT, needs_nvcc

from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file


def _cuda(name: str) -> str:
    path = os.path.join(ROOT, "corpus", name)
    r = translate_file(path, target="cuda", log=DiagnosticLog(), force_device=True)
    return r.device_text


def test_every_copied_array_is_pinned_and_released():
    text = _cuda("gesummv.c")
    pinned = re.findall(r"const int _pin_(\w+) = s2s_pin\((\w+), ", text)
    released = re.findall(r"if \(_pin_(\w+)\) cudaHostUnregister\((\w+)\);", text)
    assert sorted(pinned) == sorted(released) and len(pinned) >= 3
    # registration happens before the first copy, release after the last one
    assert text.index("s2s_pin(") < text.index("cudaMemcpyHostToDevice")
    assert text.rindex("cudaHostUnregister") > text.rindex("cudaMemcpyDeviceToHost")
    # small arrays and failed registrations are copied as they are
    assert "bytes < (size_t)S2S_PIN_MIN) return 0;" in text and "(void)cudaGetLastError();" in text


@needs_nvcc
@pytest.mark.nvcc
def test_pinned_translation_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(ROOT, "corpus", "atax.c")
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))


def test_arrays_only_copied_out_are_prefaulted_before_their_copy():
    """deriche's Y1, Y2, T and out are written whole by the SCoP (where its generated code runs: h >= 2)
    and copied out only: their pages are faulted in on the host's cores during the region and page-locked
    after that (registering untouched pages faults them in one by one); img (copied in) is not written to."""
    text = _cuda("deriche.c")
    faulted = re.findall(r"_pf\.begin\[_pf\.arrays\] = \(char \*\)(\w+);", text)
    assert [re.sub(r"^s2s_h\d+_", "", h) for h in faulted] == ["Y1", "Y2", "T", "out"]
    assert "cudaMemcpy(img, s2s_h" in text and "_pf.begin[_pf.arrays] = (char *)s2s_h1_img;" not in text
    start, join = text.index("s2s_prefault_start(&_pf);"), text.index("s2s_prefault_join(&_pf);")
    assert start < text.index("cudaMemcpyHostToDevice") and join > text.index("cudaDeviceSynchronize()")
    for host in faulted:
        assert start < join < text.index(f"s2s_pin({host},") < text.index(f"cudaMemcpy({host},")


def test_no_prefault_without_output_only_arrays():
    text = _cuda("jacobi-2d.c")     # A and B are read and written: copied both ways
    assert "s2s_prefault" not in text


def test_prefault_writes_every_page_of_the_range_and_nothing_else(tmp_path):
    """The helper itself, compiled by the host's C++ compiler: ranges that start and end inside pages,
    split among threads; each page the range overlaps gets a write inside the range, no byte outside it
    changes."""
    import shutil
    import subprocess
    cxx = shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        pytest.skip("no C++ compiler")
    text = _cuda("deriche.c")
    helper = text[text.index("#ifndef S2S_PREFAULT_MIN"):text.index("static void s2s_prefault_join")]
    join = text[text.index("static void s2s_prefault_join"):]
    helper += join[:join.index("\n}\n") + 3]
    harness = helper + r'''
#include <stdio.h>
#include <string.h>
int main(void)
{
  const size_t page = 4096;
  const size_t sizes[3] = {(9u << 20) + 1234u, 5000u, (1u << 20) - 7u};
  const size_t lead[3] = {3, 4095, 100};
  unsigned char *buf[3];
  s2s_prefault pf;
  pf.arrays = 0;
  for (int a = 0; a < 3; a++) {
    buf[a] = (unsigned char *)malloc(sizes[a] + lead[a] + 2 * page);
    memset(buf[a], 0xAA, sizes[a] + lead[a] + 2 * page);
    pf.begin[pf.arrays] = (char *)buf[a] + lead[a];
    pf.bytes[pf.arrays++] = sizes[a];
  }
  s2s_prefault_start(&pf);
  s2s_prefault_join(&pf);
  if (pf.threads < 2) { printf("threads %d\n", pf.threads); return 2; }
  for (int a = 0; a < 3; a++) {
    unsigned char *lo = buf[a] + lead[a], *hi = lo + sizes[a];
    for (unsigned char *c = buf[a]; c < buf[a] + sizes[a] + lead[a] + 2 * page; c++)
      if ((c < lo || c >= hi) && *c != 0xAA) {
        printf("array %d: byte %ld outside written\n", a, (long)(c - lo));
        return 1;
      }
    for (size_t p = (size_t)lo / page; p <= ((size_t)hi - 1) / page; p++) {
      unsigned char *b = (unsigned char *)(p * page), *e = b + page, *c;
      if (b < lo) b = lo;
      if (e > hi) e = hi;
      for (c = b; c < e && *c != 0; c++) {}
      if (c == e) { printf("array %d: page %zu not written\n", a, p - (size_t)lo / page); return 1; }
    }
  }
  printf("ok %d threads\n", pf.threads);
  return 0;
}
'''
    src = tmp_path / "prefault.cc"
    src.write_text(harness)
    exe = tmp_path / "prefault"
    subprocess.run([cxx, "-O2", "-Wall", "-Wextra", "-Werror", "-pthread", "-include", "stddef.h", "-include",
                    "stdlib.h", "-o", str(exe), str(src)], check=True, capture_output=True, text=True)
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.startswith("ok"), r.stdout + r.stderr
