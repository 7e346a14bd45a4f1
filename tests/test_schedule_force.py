"""`--force-device` (and `s2s check`, which translates with it so that what it runs is generated code): a
SCoP whose original order has no parallel loop takes isl's schedule when that has one, even where the
cost model prefers the original order (which would leave the SCoP sequential: nothing generated to run).
The fuzzer's programs showed it: about 4 in 10 of them checked nothing of the generated code before."""
from __future__ import annotations

import pytest
from conftest import host_targets

from s2s.check.runner import MATCH, check_file
from s2s.driver import translate_file

# one loop: a parallel statement and a recurrence; isl distributes them (a parallel loop for the first)
DISTRIBUTABLE = r"""#include <stdio.h>
#define N 300
void f(int n, double a[N], double b[N], double x[N])
{
#pragma scop
  for (int i = 1; i < n; i++) {
    a[i] = x[i] * 2.0 + 1.0;
    b[i] = b[i - 1] * 0.5 + a[i];
  }
#pragma endscop
}
int main(void)
{
  static double a[N], b[N], x[N];
  for (int i = 0; i < N; i++) { x[i] = i % 7; b[i] = 1; a[i] = 0; }
  f(N, a, b, x);
  for (int i = 0; i < N; i += 20) printf("%.6f %.6f\n", a[i], b[i]);
  return 0;
}
"""


def _decisions(path, force):
    r = translate_file(str(path), target="openmp", force_device=force, verbose=True)
    return [d.message for d in r.log.items if "schedule:" in d.message], r.output_files("o.c")["o.c"]


def test_force_device_takes_the_isl_schedule_when_the_original_order_has_no_parallel_loop(tmp_path):
    path = tmp_path / "distributable.c"
    path.write_text(DISTRIBUTABLE)
    why, out = _decisions(path, False)
    assert any("original order kept, by the cost model" in m and "(0)" in m for m in why), why
    assert "omp parallel" not in out
    why, out = _decisions(path, True)
    assert any("isl scheduler (--force-device; the original order has no parallel loop)" in m
               for m in why), why
    assert "omp parallel for" in out


@pytest.mark.parametrize("target", host_targets())
def test_the_distributed_schedule_computes_what_the_loop_computes(tmp_path, target):
    path = tmp_path / "distributable.c"
    path.write_text(DISTRIBUTABLE)
    r = check_file(str(path), target=target)
    assert r.status == MATCH, (r.status, r.message)
    assert "SCoP left sequential" not in "\n".join(r.diagnostics)
