"""FP64 tensor-core products of contraction kernels (s2s/gpu/contraction_dmma.py,
codegen/contraction_dmma_code.py): which updates qualify and why the others keep the SIMT products, the
index checks of the fragments, the --no-reorder-reductions and OpenCL paths, the check tolerance, and
CUDA outputs that nvcc compiles for sm_90 (DMMA) and for an architecture without FP64 tensor cores (the
SIMT code under #else)."""
from __future__ import annotations

import os
import re
import subprocess

import pytest

from conftest import needs_nvcc
from s2s.check.build import compile_cuda_only
from s2s.driver import translate_file
from s2s.gpu.contraction_dmma import DmmaPlan, NoDmma, verify_dmma
from s2s.gpu.reduction import reorder_rtol
from test_contraction import CORPUS, plans, program, state_of
from test_gpu_mapping import GEMM_ORDERS, gemm


def dmma_of(st):
    ps = plans(st)
    assert len(ps) == 1, st.decisions
    return next(iter(ps.values())).dmma


def no_dmma_reason(st) -> str:
    return " ".join(d for d in st.decisions if "no FP64 tensor cores" in d)


@pytest.mark.parametrize("order", sorted(GEMM_ORDERS))
def test_every_gemm_order_runs_on_the_tensor_cores(scop_of, order):
    st = state_of(scop_of(gemm(order)))
    dm = dmma_of(st)
    assert dm is not None, st.decisions
    # alpha * A[i][k] is the factor of member i (rows), B[k][j] of member j; each reads one operand
    assert sorted(o.access.array for o in dm.terms[0].raw.values()) == ["A", "B"]
    # the tensor cores' shape (passes/contraction.tensor_core_shape): 4 warps of 4x4 fragments
    assert dm.frags == (4, 4) and dm.min_blocks == 2
    assert any("accumulator fragments hold each point of a tile once" in d for d in st.decisions)


@pytest.mark.parametrize("body, reason", [
    ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)"
     " C[i][j] += A[i][k] + B[k][j];", "not a sum of products of two factors"),
    ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)"
     " C[i][j] += k * A[i][k] * B[k][j];", "uses the iterator k"),
    ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)"
     " C[i][j] += A[i][k] * B[k][j] * D[i][j];", "depends on both mapped members"),
    ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)"
     " C[i][j] = A[i][k] * B[k][j] - C[i][j];", "not `acc += f * g`"),
])
def test_other_updates_keep_the_simt_products(scop_of, body, reason):
    st = state_of(scop_of(program(body, "double C[n][n], double A[n][n], double B[n][n], double D[n][n]")))
    assert dmma_of(st) is None
    assert reason in no_dmma_reason(st), st.decisions


def test_triangle_of_points_with_whole_k_ranges_runs_on_the_tensor_cores(scop_of):
    # every point has the whole k range: unmasked fast tiles, whose points without instances (above the
    # diagonal) compute accumulators that the guarded store drops
    body = ("for (int i = 0; i < n; i++) for (int j = 0; j <= i; j++) for (int k = 0; k < n; k++)"
            " C[i][j] += A[i][k] * B[k][j];")
    st = state_of(scop_of(program(body)))
    p = next(iter(plans(st).values()))
    assert p.mask is None and p.point_guard is not None and p.dmma is not None


TRIANGULAR = ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < i; k++)"
              " C[i][j] += alpha * A[i][k] * B[k][j];")


def test_triangular_tiles_run_on_the_tensor_cores(scop_of):
    # k < i: the points of a tile have different k ranges, a masked plan; its chunks inside the tile's
    # common k range run on the tensor cores, the others under the mask of each register's point
    st = state_of(scop_of(program(TRIANGULAR)))
    p = next(iter(plans(st).values()))
    assert p.mask is not None and p.dmma is not None and p.dmma.pipelined, st.decisions
    # the pair copies' bits are per tile, and a masked plan's copy guards depend on k
    assert not p.dmma.vector
    assert p.points == [64, 64] and p.bk == 16       # the tensor cores' shape (tensor_core_shape)


def test_triangular_tiles_whose_k_ranges_grow_run_the_longest_first(scop_of, tmp_path):
    # k < i: a tile's k range grows with its rows, so the tiles along i run from the last to the first
    st = state_of(scop_of(program(TRIANGULAR)))
    p = next(iter(plans(st).values()))
    i = next(o.side for o in p.operands if o.access.array == "A")     # A[i][k]: the operand of member i
    assert p.reversed_members == [i]
    src = tmp_path / "tri.c"
    src.write_text(program(TRIANGULAR))
    assert f"const long _o{i} = (_lo{i} + (_nt{i} - 1 - _t{i})) * 64;" in _cuda_text(str(src))
    # k > i: the ranges shrink along i, the natural order starts the longest; a full product: no order
    for body in (TRIANGULAR.replace("k = 0; k < i;", "k = i + 1; k < n;"),
                 TRIANGULAR.replace("k < i;", "k < n;")):
        p = next(iter(plans(state_of(scop_of(program(body)))).values()))
        assert p.reversed_members == []


def _masked_chunks(text: str) -> list[str]:
    """The masked branches of the chunk loops of a CUDA translation (lines stripped of their indent):
    the tensor-core body's first, then the SIMT body's (under #else, for older architectures)."""
    text = "\n".join(ln.strip() for ln in text.splitlines())
    return [part.split("} else {\n", 1)[1] for part in
            text.split("if (_kn == 16 && _k0 >= _kclo && _k0 + 15 <= _kchi) {\n")[1:]]


def test_triangular_chunks_outside_the_common_range_update_under_the_mask(tmp_path):
    src = tmp_path / "tri.c"
    src.write_text(program(TRIANGULAR))
    text = _cuda_text(str(src))
    masked = _masked_chunks(text)
    assert len(masked) == 2 and "_v0[" in masked[1], text      # [1]: the SIMT body's, from its registers
    # every value of k of the chunk (_kn of them, the last chunk's too), each register's own point, its
    # factors read from the buffers at that point and k: alpha * A[i][k] for rows, B[k][j] for columns
    assert masked[0].startswith("for (int _kk = 0; _kk < _kn; _kk++) {\nconst long _k = _k0 + _kk;\n")
    assert "const long _g0 = _o0 + _wm + _i0 * 8 + _lane / 4;" in masked[0]
    assert "_acc[_i0][_i1] += (alpha * _s0[_st][_wm + _i0 * 8 + _lane / 4][_kk]) * " \
           "(_s1[_st][_kk][_wn + (_i1 / 2) * 8 + (_lane % 4) * 2 + _i1 % 2]);" in masked[0]
    assert re.search(r"if \(_g0 >= _k \+ 1\) \{", masked[0]), masked[0][:800]
    assert "mma" not in masked[0].split("}\n}\n}\n}\n", 1)[0]
    # the copies of chunks inside the common range go by running pointers (each row's guard taken in that
    # range, where it does not depend on k), the others element by element; the pointers move every chunk
    flat = "\n".join(ln.strip() for ln in text.splitlines())
    for n in (0, 1):
        assert f"_ok{n} |= 1u << _c;" in flat and "const long _k = _kclo + _kk;" in flat
    issue = flat.split("if (_kf >= _kclo && _kf + 15 <= _kchi) {\n", 1)[1]
    common, rest = issue.split("} else {\n", 1)
    assert "_p0 + _c * _cs0" in common and "&A[" in rest.split("_p0 += _ks0;", 1)[0]


def test_triangular_factor_of_two_operands_is_masked_on_its_staged_values(tmp_path):
    # the factor A*D is staged (no pipelined buffers): the masked chunks read the staged factors
    body = ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = i + 1; k < n; k++)"
            " C[i][j] += (A[i][k] * D[i][k]) * B[k][j];")
    src = tmp_path / "tri2.c"
    src.write_text(program(body, "double C[n][n], double A[n][n], double B[n][n], double D[n][n]"))
    r = translate_file(str(src), target="cuda")
    dm = r.programs[0].kernels[0].contraction.dmma
    assert dm is not None and not dm.pipelined and r.programs[0].kernels[0].contraction.mask is not None
    masked = _masked_chunks(_cuda_text(str(src)))
    assert len(masked) == 2
    assert "_acc[_i0][_i1] += (_s0[_kk][_wm + _i0 * 8 + _lane / 4]) * " \
           "(_s1[_kk][_wn + (_i1 / 2) * 8 + (_lane % 4) * 2 + _i1 % 2]);" in masked[0]


SYR2K = ("for (int i = 0; i < n; i++) for (int j = 0; j <= i; j++) for (int k = 0; k < n; k++)"
         " C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];")


def test_a_sum_of_two_products_runs_each_on_the_tensor_cores(scop_of, tmp_path):
    st = state_of(scop_of(program(SYR2K)))
    dm = dmma_of(st)
    assert dm is not None and len(dm.terms) == 2 and dm.pipelined, st.decisions
    # each term's factors by member: the rows' factor of the second term is the one that reads row i
    # (written second in the product), as in the first
    for t in dm.terms:
        assert {d: o.access.relation.range().get_tuple_name() for d, o in t.raw.items()} in (
            {dm.m: "A", dm.n: "B"}, {dm.m: "B", dm.n: "A"})
        assert t.raw[dm.m].access.array != t.raw[dm.n].access.array
    p = next(iter(plans(st).values()))
    from s2s.gpu.reduction import reduction_length
    upd = st.scop.statement(p.update)
    assert dm.length == 2 * reduction_length(st.scop, upd)      # two products per k in the reordered sum
    # four operands in two buffers each (76 KB): two blocks per SM fit, so no cap for a third
    assert dm.stages == 2 and dm.dynamic > 48 * 1024 and dm.min_blocks == dm.vector_blocks == 2
    src = tmp_path / "syr2k.c"
    src.write_text(program(SYR2K))
    text = _cuda_text(str(src))
    assert text.count("double (*const _s") == 4 * 2          # four buffers, in each instance <16>, <8>
    # each chunk: the first term's DMMAs, then the second's, reading buffers _s0/_s1 and _s2/_s3
    body = text.split("if (_kn == 16) {", 1)[1].split("} else {", 1)[0]
    assert body.count("mma.sync.aligned.m16n8k8") == 2 and body.index("_s1[_st]") < body.index("_s2[_st]")


MASKED_TERMS = os.path.join(os.path.dirname(__file__), "faithful", "dmma_masked_terms.c")


def test_masked_sums_of_products_run_every_term_under_the_mask():
    """Triangular products (k < i, k > i) that add two products each, one in BLAS's spelling, and
    subtracted products: all on the tensor cores, each masked chunk updating a register by both terms
    under its point's mask, a subtracted product as the negated rows' factor times the columns'."""
    r = translate_file(MASKED_TERMS, target="cuda")
    ks = r.programs[0].kernels
    assert len(ks) == 4
    signs = [[t.sign for t in k.contraction.dmma.terms] for k in ks]
    assert signs == [[1, 1], [1, 1], [-1], [-1, 1]]
    assert [k.contraction.mask is not None for k in ks] == [True, True, False, True]
    text = _cuda_text(MASKED_TERMS)
    for masked in _masked_chunks(text)[::2]:        # the tensor-core bodies'
        step = masked.split("if (", 1)[1].split("}\n", 1)[0]
        assert step.count("_acc[_i0][_i1] += (") == 2, masked[:1500]
    # a subtracted product: its rows' factor negated in the fragments and in the masked updates
    last = text.split("s2s_scop0_kernel3(")[-1]
    assert "_fa[_i] = -(alpha * _s0[_st][_wm + _i * 8 + _lane / 4][_kk + _lane % 4]);" in last
    assert "_acc[_i0][_i1] += (-(alpha * _s0[_st][_wm + _i0 * 8 + _lane / 4][_kk]))" in last


@needs_nvcc
@pytest.mark.nvcc
def test_masked_sums_of_products_compile_for_sm_90_with_few_spills(tmp_path):
    p = _nvcc_sm90(_cuda_text(MASKED_TERMS), tmp_path, "-Xptxas", "-v")
    # nvcc 13: at most a few bytes (the subtracted product's <16> instance under its cap of three
    # blocks, 8 bytes; a masked kernel of two terms at 255 registers, 4 bytes)
    spills = re.findall(r"(\d+) bytes spill stores", p.stderr)
    assert spills and all(int(x) <= 16 for x in spills), p.stderr


def test_blas_spelling_adds_each_product_to_the_accumulator(scop_of):
    # `acc = acc + f1 * g1 + f2 * g2` (reference BLAS's dsyr2k): ((acc + p1) + p2), the same two terms
    body = SYR2K.replace("C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];",
                         "C[i][j] = C[i][j] + A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];")
    dm = dmma_of(state_of(scop_of(program(body))))
    assert dm is not None and len(dm.terms) == 2
    # an accumulator added again is not a product: SIMT
    twice = body.replace("* A[i][k];", "* A[i][k] + C[i][j];")
    st = state_of(scop_of(program(twice)))
    assert dmma_of(st) is None and "not a sum of products" in no_dmma_reason(st), st.decisions


def test_a_product_of_a_sum_keeps_the_simt_products(scop_of):
    # alpha * (p1 + p2): a product whose factors are alpha (no member) and a sum (both); distributing
    # alpha would change the rounding, not only the order of the sum
    body = SYR2K.replace("A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k]",
                         "alpha * (A[j][k] * B[i][k] + B[j][k] * A[i][k])")
    st = state_of(scop_of(program(body)))
    assert dmma_of(st) is None and "a factor depends on no mapped members" in no_dmma_reason(st), st.decisions


def test_float_and_no_reorder_keep_the_simt_products(scop_of):
    fl = state_of(scop_of(gemm("ijk").replace("double", "float")))
    assert dmma_of(fl) is None and "not an FP64 product" in no_dmma_reason(fl)
    st = state_of(scop_of(gemm("ijk")), reorder_reductions=False)
    assert dmma_of(st) is None and "--no-reorder-reductions" in no_dmma_reason(st)


def test_factor_of_two_operands_is_staged_once(scop_of):
    body = ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)"
            " C[i][j] += (A[i][k] * D[i][k]) * B[k][j];")
    st = state_of(scop_of(program(body, "double C[n][n], double A[n][n], double B[n][n], double D[n][n]")))
    dm = dmma_of(st)
    assert dm is not None and not dm.pipelined     # the factor A*D is staged (register prefetch, one buffer)


def test_fragment_index_check_rejects_a_wrong_warp_shape():
    ok = DmmaPlan(m=0, n=1, terms=[], frags=(2, 4), length=1.0, checks=[])
    verify_dmma(ok, [64, 64], 256, 8)
    assert ok.checks
    # 4x4 fragments per warp: 8 warps would cover 128x64 points, not the 64x64 tile
    with pytest.raises(NoDmma):
        verify_dmma(DmmaPlan(m=0, n=1, terms=[], frags=(4, 4), length=1.0, checks=[]),
                    [64, 64], 256, 8)
    # k steps of 4 past a chunk of 6 values read outside the staged chunk
    with pytest.raises(NoDmma):
        verify_dmma(DmmaPlan(m=0, n=1, terms=[], frags=(2, 4), length=1.0, checks=[]),
                    [64, 64], 256, 6)


def test_check_tolerance_covers_the_tensor_core_sums():
    path = os.path.join(CORPUS, "gemm.c")
    cuda = translate_file(path, target="cuda")
    dm = cuda.programs[0].kernels[0].contraction.dmma
    assert dm is not None and reorder_rtol(cuda.programs) >= 2.0 * 2.0 ** -52 * dm.length > 0
    assert reorder_rtol(translate_file(path, target="cuda", reorder_reductions=False).programs) == 0.0
    ocl = translate_file(path, target="opencl")
    assert ocl.programs[0].kernels[0].contraction.dmma is None and reorder_rtol(ocl.programs) == 0.0


def test_cuda_source_keeps_the_simt_path_under_else():
    path = os.path.join(CORPUS, "gemm.c")
    text = _cuda_text(path)
    # the products of full chunks and of the last (k tail) chunk: m16n8k8 on sm_90, m8n8k4 on sm_80, in
    # each instance of the template (<16>: 16-byte copies, <8>: 8-byte copies)
    assert text.count("mma.sync.aligned.m8n8k4.row.col.f64") == 4 and "cp.async.ca.shared.global" in text
    assert text.count("mma.sync.aligned.m16n8k8.row.col.f64") == 4
    assert text.count("#if __CUDA_ARCH__ >= 900") == 4
    assert "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800" in text
    assert "__launch_bounds__(128, S2S_COPY == 16 ? 3 : 2)" in text
    simt = _outer_else(text.rsplit("#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800\n", 1)[1])
    assert "mma" not in simt and "_acc[_i0][_i1] += alpha * _v0[_i0] * _v1[_i1];" in simt
    exact = _cuda_text(path, reorder_reductions=False)
    assert "mma" not in exact and "__CUDA_ARCH__" not in exact and "__launch_bounds__" not in exact


def test_pipelined_chunks_use_three_buffers_and_skip_the_tail_test_in_full_chunks():
    text = _cuda_text(os.path.join(CORPUS, "gemm.c"))
    dm = translate_file(os.path.join(CORPUS, "gemm.c"), target="cuda").programs[0].kernels[0].contraction.dmma
    assert dm.stages == 3 and dm.pipelined
    # A (k fast) in [stage][point][k + 4], B in [stage][k][point + 4], in dynamic shared memory (56 KB)
    assert "extern __shared__ __align__(16) double _s_dyn[];" in text
    assert "double (*const _s0)[64][20] = (double (*)[64][20])(_s_dyn + 0);" in text
    assert "double (*const _s1)[16][68] = (double (*)[16][68])(_s_dyn + 3840);" in text
    assert dm.dynamic == 8 * 3 * (64 * 20 + 16 * 68)
    for width in (16, 8):
        assert f"s2s_dynamic_shared((const void *)s2s_scop0_kernel0<{width}>, {dm.dynamic}, " \
               f"&_dyn_state{width});" in text
    assert "s2s_scop0_kernel0<16><<<_grid, _block, _dyn16>>>" in text
    assert "s2s_scop0_kernel0<8><<<_grid, _block, _dyn8>>>" in text
    # chunk c waits for its own copies only (one group in flight), the copy of chunk c + 2 goes to the
    # buffer that chunk c - 1 used, after the barrier
    loops = text.split("for (long _ch = 0; _ch < _nch; _ch++) {")[1:3]
    for loop in loops:
        assert loop.index('cp.async.wait_group 1;') < loop.index("__syncthreads();") < loop.index(
            "const int _sw = (int)((_ch + 2) % 3);")
        full, tail = loop.split("if (_kn == 16) {", 1)[1].split("} else {", 1)
        assert "_in" not in full.split("#if __CUDA_ARCH__", 1)[0] and "const bool _in = " in tail
    # the copies go by running pointers, the k range tested in the last chunk only: in pairs of 16 bytes
    # in <16> (a pair of which one element has instances), element by element in <8>
    assert "_vp0 += _vks0;" in loops[0]
    assert "if ((_vok0 >> (2 * _c) & 3u) && (_kall || _kf + _kk <= _khi))" in loops[0]
    assert "cp.async.cg.shared.global [%0], [%1], 16;" in loops[0]
    assert "_p0 += _ks0;" in loops[1] and "(_kall || _kf + _kk <= _khi)" in loops[1]
    assert "cp.async.cg.shared.global" not in loops[1]


def test_an_even_fragment_count_is_preferred_among_equal_loads():
    from s2s.gpu.contraction_dmma import _fragments
    # 32x32 points, 8 warps: two 8x8 fragments per warp, (1, 2) and (2, 1) load as much: (2, 1) pairs
    assert _fragments([32, 32], 0, 1, 256) == (2, 1)
    assert _fragments([64, 64], 0, 1, 256) == (2, 4)


def _nvcc_sm90(text: str, tmp_path, *options: str) -> subprocess.CompletedProcess:
    """nvcc -O3 -arch=sm_90 -c of a CUDA translation's text (with `options`), which must succeed."""
    cu = tmp_path / "k.cu"
    cu.write_text(text)
    p = subprocess.run(["nvcc", "-O3", "-arch=sm_90", *options, "-c", str(cu), "-o", str(tmp_path / "k.o")],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr[-3000:]
    return p


def _outer_else(text: str) -> str:
    """The lines between the #else and the #endif of the conditional that `text` is inside of."""
    depth, out, inside = 0, [], False
    for line in text.splitlines(keepends=True):
        word = line.strip().split(" ")[0]
        if word in ("#if", "#ifdef", "#ifndef"):
            depth += 1
        elif word == "#endif":
            if depth == 0:
                return "".join(out)
            depth -= 1
        elif word == "#else" and depth == 0:
            inside = True
            continue
        if inside:
            out.append(line)
    raise AssertionError("no #endif")


def _cuda_text(path: str, **options) -> str:
    import tempfile

    from s2s.check.build import translation_paths, write_translation
    result = translate_file(path, target="cuda", **options)
    with tempfile.TemporaryDirectory() as d:
        files = write_translation(result, translation_paths(path, d, "cuda"))
        return "".join(open(f).read() for f in files if f.endswith(".cu"))


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["gemm", "gemm-kij", "2mm", "3mm", "symm"])
@pytest.mark.parametrize("arch", ["sm_90", "sm_80", "sm_75"])
def test_cuda_compiles_with_and_without_tensor_cores(name, arch, tmp_path):
    path = os.path.join(CORPUS, name + ".c")
    result = translate_file(path, target="cuda")
    files = compile_cuda_only(result, path, str(tmp_path))
    cu = next(f for f in files if f.endswith(".cu"))
    r = subprocess.run(["nvcc", "-O1", f"-arch={arch}", "-c", cu, "-o", str(tmp_path / "k.o")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    if name in ("gemm", "gemm-kij", "symm"):        # symm: masked plans (test_masked_sums_... for the others)
        assert "mma.sync" in open(cu).read()


SUBSCRIPTS = os.path.join(os.path.dirname(__file__), "faithful", "dmma_subscripts.c")


def test_affine_operands_are_copied_by_running_pointers():
    """The four products of dmma_subscripts.c run on the tensor cores; each affine operand (transposed,
    strided, shifted, diagonal) is copied through a pointer advanced once per chunk, `A[i][k / 2]`
    (an integer division: its address does not move by a constant) through the indexed copies."""
    r = translate_file(SUBSCRIPTS, target="cuda")
    ks = [k for p in r.programs for k in p.kernels]
    assert len(ks) == 4 and all(k.contraction is not None and k.contraction.dmma for k in ks)
    from s2s.gpu.contraction_dmma import affine_subscripts
    raw = [o for k in ks for o in k.contraction.dmma.terms[0].raw.values()]
    assert sorted(affine_subscripts(o.access) for o in raw) == [False] + [True] * 7
    pointers = [ln.strip() for ln in _cuda_text(SUBSCRIPTS).splitlines()
                if re.search(r"\b_p[01] = &", ln)]
    # each once in the tensor-core body and once in the SIMT body for older architectures, whose register
    # prefetch uses running pointers too (codegen/contraction_code.register_copies)
    assert len(pointers) == 14 and not any("/ 2" in ln for ln in pointers), pointers
    assert "_p0 = &A[_g0 * _A_e1 + (2 * _k)];" in pointers


@needs_nvcc
@pytest.mark.nvcc
def test_affine_operands_compile_for_sm_90(tmp_path):
    _nvcc_sm90(_cuda_text(SUBSCRIPTS), tmp_path)


def test_vector_copies_make_a_template_of_two_instances():
    """An FP64 tensor-core kernel whose operands are affine is a template over its copies' width: <16>
    (three blocks per SM) runs each block's first tile when its pairs pass the block-wide test, <8> (two
    blocks per SM, on a second stream beside it) every other tile; both compute the same test."""
    dm = translate_file(os.path.join(CORPUS, "gemm.c"), target="cuda").programs[0].kernels[0].contraction.dmma
    assert dm.vector and dm.vector_blocks == 3 and dm.min_blocks == 2
    text = _cuda_text(os.path.join(CORPUS, "gemm.c"))
    body = text.split("template <int S2S_COPY>\n__global__ void s2s_scop0_kernel0(", 1)[1]
    v16, v8 = body.split("if (S2S_COPY == 16) {\n", 1)[1].split("\n} else {\n", 1)
    # <16>: no tile loop, the test, no generic body; <8>: the tile loop, <16>'s tiles skipped
    assert "_t0 < _nt0; _t0 = _nt0)" in v16 and "gridDim" not in v16
    assert "if (__syncthreads_and(_v0 && _v1)) {" in v16 and "_first" not in v16
    test = v16.split("const bool _v0 = ", 1)[1].split(";", 1)[0]
    assert "_vus0 == 1" in test and "(_vcs0 & 1) == 0" in test and "& 15) == 0" in test
    assert "_t0 += gridDim.y" in v8 and "const bool _first = _t0 == blockIdx.y && _t1 == blockIdx.x;" in v8
    assert "_theirs = __syncthreads_and(_v0 && _v1);" in v8 and "if (!_theirs) {" in v8
    assert "const bool _v0 = " + test + ";" in v8
    # the stores take the tile's origin through an asm (registers): in both instances
    assert v16.count('asm volatile("mov.b64 %0, %1;" : "=l"(_x0) : "l"(_o0));') == 1
    # every tile of gemm is fast: <8> (the tiles whose rows are not aligned) after <16>, on one stream
    launch = text.split('S2S_KERNEL_BEGIN("s2s_scop0_kernel0");', 1)[1]
    assert launch.index("<16><<<") < launch.index("<8><<<") < launch.index("S2S_KERNEL_END")
    assert "s2s_side_stream" not in text          # not even the helper, where no launch uses it


PARTIAL_SETUP = """
#define N 300
double A[N][N], B[N][N], C[N][N];
void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (j > 2)
        C[i][j] = 0;
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
#pragma endscop
}
"""


def test_tiles_that_are_not_fast_run_beside_the_vector_ones(tmp_path):
    """A setup that runs at some points of a tile only (j > 2) leaves the tiles of the first columns to the
    generic body, in <8>: <8> then runs on a second stream beside <16>, forked from and joined to the
    default stream around the pair."""
    path = tmp_path / "partial_setup.c"
    path.write_text(PARTIAL_SETUP)
    k = translate_file(str(path), target="cuda").programs[0].kernels[0]
    assert k.contraction.dmma.vector and not k.contraction.every_tile_fast
    text = _cuda_text(str(path))
    launch = text.split("s2s_side_stream(&_side, &_fork, &_join);", 1)[1]
    assert launch.index("cudaEventRecord(_fork, 0)") < launch.index("cudaStreamWaitEvent(_side, _fork, 0)") \
        < launch.index("<8><<<_grid, _block, _dyn8, _side>>>") < launch.index("<16><<<") \
        < launch.index("cudaEventRecord(_join, _side)") < launch.index("cudaStreamWaitEvent(0, _join, 0)") \
        < launch.index("S2S_KERNEL_END")


def test_a_finish_at_some_points_is_guarded_there():
    """doitgen after expand-arrays: the copy of the last batch's sums back to `sum` (S3) runs at the
    points of one batch only; it is guarded by its own domain at each point, so every tile is fast
    (before: only the last batch's tiles were, the others ran the generic body)."""
    k = translate_file(os.path.join(CORPUS, "doitgen.c"), target="cuda").programs[0].kernels[0]
    c = k.contraction
    assert c.every_tile_fast and list(c.finish_guards) == ["S3"]
    text = _cuda_text(os.path.join(CORPUS, "doitgen.c"))
    assert "if (_g0 == nr && _g1 == nq) {\n" in text


def test_a_non_affine_operand_keeps_one_kernel():
    r = translate_file(SUBSCRIPTS, target="cuda")
    from s2s.gpu.contraction_dmma import affine_subscripts
    for k in (k for p in r.programs for k in p.kernels):
        dm = k.contraction.dmma
        assert dm.vector == all(affine_subscripts(o.access) for o in dm.terms[0].raw.values())
    assert [k.contraction.dmma.vector for p in r.programs for k in p.kernels].count(False) == 1


@pytest.mark.parametrize("points,bk,k_fast,nthreads,expect", [
    (64, 16, True, 128, (8, 4)), (64, 16, False, 128, (32, 4)), (64, 8, True, 256, (4, 1)),
    (64, 16, True, 96, None), (63, 16, False, 128, None), (64, 64, True, 128, (32, 16)),
    (64, 128, True, 128, None)])
def test_vector_copies_spacing(points, bk, k_fast, nthreads, expect):
    from s2s.gpu.contraction_dmma import verify_pairs, vector_copies
    assert vector_copies(points, bk, k_fast, nthreads) == expect
    if expect:
        verify_pairs(points, bk, k_fast, nthreads)


def test_pair_check_rejects_a_wrong_split(monkeypatch):
    from s2s.gpu import contraction_dmma
    monkeypatch.setattr(contraction_dmma, "pair_split", lambda k_fast, half: ("2 * (_e % 8)", "_e / 16"))
    with pytest.raises(NoDmma):
        contraction_dmma.verify_pairs(64, 16, True, 128)


def test_products_whose_values_the_scop_rounds_keep_the_simt_products(scop_of):
    """A product whose values a later statement of the SCoP converts to an integer or compares stays
    unfused (codegen/stmt_printer.py: StatementPrinter.exact_statements), which the tensor core's fused
    steps are not (tests/faithful/ls_triangular_rows.c differed on the H200 through an fma)."""
    body = ("for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)"
            " C[i][j] += A[i][k] * B[k][j];"
            " for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) D[i][j] = C[i][j] > 0.5 ? 1.0 : 0.0;")
    st = state_of(scop_of(program(body, "double C[n][n], double A[n][n], double B[n][n], double D[n][n]")))
    assert dmma_of(st) is None
    assert "rounds or compares the values of the product" in no_dmma_reason(st), st.decisions
