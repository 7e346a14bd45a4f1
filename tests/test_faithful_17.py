"""C as users write it (round faith17): what the passes between the model and the code generator assume.
A scalar that stands for an array element during an iteration (passes/forward.py) but whose store back
into the element runs only in some iterations (`if (j % 2 == 0) W[i][j] = c;`): replaced by the element,
the updates of the scalar wrote the element in the other iterations too.
Each program under tests/faithful/ prints its results; `s2s check` compares the translation with the
sequential build on OpenMP and OpenCL (PoCL), and the CUDA translation must compile."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")

PROGRAMS = [
    # bugs of the round (each program's comment says what went wrong)
    "forward_scalars.c",
]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", PROGRAMS)
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


# what s2s does not model keeps its SCoP sequential, with a warning at the construct (lines warned)
SEQUENTIAL: dict[str, list[int]] = {
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_what_is_not_modelled_stays_sequential(name):
    r = translate_file(os.path.join(FAITHFUL, name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == SEQUENTIAL.get(name, []), [(d.loc.line, d.message) for d in r.log.items]
    written = open(os.path.join(FAITHFUL, name)).read().count("#pragma scop")
    assert len(r.programs) == written - len(warned)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# passes/forward.py: the store must run wherever the scalar is used

FORWARD = """
int W[50][50];
void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int c = W[i][j];
      c = c * 3 + 1;
      STORE
    }
#pragma endscop
}
"""


@pytest.mark.parametrize("store, forwarded", [
    ("W[i][j] = c;", True),
    ("if (j % 2 == 0) W[i][j] = c;", False),        # odd j: the element keeps its value, c is dropped
    ("if (j < n - 1) W[i][j] = c;", False),
])
def test_a_scalar_stands_for_its_element_only_where_it_is_stored_back(store, forwarded, scop_of):
    from s2s.passes.forward import _candidates, _forwardable
    scop = scop_of(FORWARD.replace("STORE", store))
    found = [(arr.name, _forwardable(scop, arr, load, st)) for arr, load, st in _candidates(scop)]
    assert found == [("c", forwarded)], found
