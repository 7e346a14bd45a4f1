"""The three tests every faithful-C round runs, written once.

A round's module (tests/test_faithful_NN.py) states only what it knows about its programs and imports the
tests:

    from faithful_round import test_cuda_translation_compiles, test_matches, \\
        test_what_is_not_modelled_stays_sequential  # noqa: F401

    PROGRAMS = ["f21a_x.c", ...]                 # files of tests/faithful/
    SEQUENTIAL = {"f21a_x.c": [14, 30]}          # lines warned "SCoP left sequential" (OpenCL, device forced)
    ON_HOST = {"f21a_y.c": 1}                    # SCoPs OpenCL keeps on the host with their own warning
    NO_DEVICE_PROGRAM = ("f21a_z.c",)            # files where no SCoP reaches the device (no CUDA compile)
    LANGUAGE_MODES = {"f27a_w.c": "c2x"}         # files compiled in a language mode (cc -std=MODE): every
                                                 # run of cc (s2s's preprocessing, the builds) has it
    SCOPS = {"f27a_v.c": 4}                      # the SCoPs of a file where the count of "#pragma scop" in
                                                 # its text is not it (`_Pragma("scop")` from a macro,
                                                 # `??=pragma scop`, the words in a comment)

conftest.pytest_generate_tests parametrises the `faithful_name` and `faithful_cuda_name` arguments from
those lists, so a new round cannot forget one of the checks, and a change of the checks reaches every round.
"""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _mode(request, monkeypatch, name: str) -> None:
    """The program's language mode (the round's LANGUAGE_MODES), set as a user sets it: `CC="cc
    -std=MODE"`."""
    mode = getattr(request.module, "LANGUAGE_MODES", {}).get(name)
    if mode:
        import shlex

        from s2s.check.build import c_command
        monkeypatch.setenv("CC", shlex.join([*c_command(), f"-std={mode}"]))


@pytest.mark.parametrize("target", host_targets())
def test_matches(faithful_name, target, request, monkeypatch):
    """The translation prints what the sequential build prints (OpenMP, and OpenCL on PoCL)."""
    _mode(request, monkeypatch, faithful_name)
    r = check_file(os.path.join(FAITHFUL, faithful_name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_what_is_not_modelled_stays_sequential(faithful_name, request, monkeypatch):
    """Exactly the SCoPs the round lists stay sequential, each with its warning at the construct; the
    others are offloaded (or kept on the host with their own warning, ON_HOST)."""
    _mode(request, monkeypatch, faithful_name)
    sequential = getattr(request.module, "SEQUENTIAL", {})
    on_host = getattr(request.module, "ON_HOST", {})
    r = translate_file(os.path.join(FAITHFUL, faithful_name), target="opencl", force_device=True)
    warned = sorted(d.loc.line for d in r.log.items if d.severity == "warning"
                    and d.message.startswith("SCoP left sequential"))
    assert warned == sequential.get(faithful_name, []), [(d.loc.line, d.message) for d in r.log.items]
    with open(os.path.join(FAITHFUL, faithful_name), encoding="utf-8") as f:
        written = f.read().count("#pragma scop")
    written = getattr(request.module, "SCOPS", {}).get(faithful_name, written)
    assert len(r.programs) == written - len(warned) - on_host.get(faithful_name, 0)


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_translation_compiles(faithful_cuda_name, tmp_path, request, monkeypatch):
    """The CUDA translation (device path forced) builds with nvcc (in the program's mode: `-Xcompiler
    -std=MODE` for the host part)."""
    _mode(request, monkeypatch, faithful_cuda_name)
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, faithful_cuda_name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))
