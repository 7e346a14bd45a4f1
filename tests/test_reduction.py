"""Parallel reductions (s2s/gpu/reduction.py, s2s/codegen/reduction_code.py): which updates and loops are
reductions, the plans the GPU targets get, the verify pass's re-check, the results on PoCL against the
sequential build, the CUDA outputs with nvcc, and --no-reorder-reductions."""
from __future__ import annotations

import os
import subprocess
import textwrap

import pytest

from conftest import ROOT, S2S, needs_nvcc, needs_opencl
from s2s.check.runner import MATCH, check_file
from s2s.driver import translate_file
from s2s.gpu import reduction
from s2s.gpu.reduction import ReductionPlan, UpdateForm, reorder_rtol, update_form

PROGRAMS = os.path.join(ROOT, "tests", "reduction")


def _form(scop_of, decl: str, stmt: str):
    scop = scop_of(f"""
        void f(int n, double a[n], double b[n], int k[n]) {{
          {decl}
        #pragma scop
          for (int i = 0; i < n; i++)
            {stmt}
        #pragma endscop
        }}
    """)
    return update_form(scop, scop.statements[0])


@pytest.mark.parametrize("decl, stmt, kind", [
    ("double x = 0;", "x += a[i] * b[i];", "+"),
    ("double x = 0;", "x -= a[i];", "+"),
    ("double x = 0;", "x = x + a[i];", "+"),
    ("double x = 0;", "x = a[i] * b[i] + x;", "+"),
    ("double x = 0;", "x = x - a[i];", "+"),
    ("int x = 1;", "x *= k[i];", "*"),
    ("int x = 1;", "x = k[i] * x;", "*"),
    ("double x = 0;", "x = fmax(x, a[i]);", "max"),
    ("double x = 0;", "x = fmin(a[i], x);", "min"),
    ("int x = 0;", "x += k[i];", "+"),
    ("int x = 0;", "x = x > k[i] ? x : k[i];", "max"),
    ("int x = 0;", "x = x < k[i] ? x : k[i];", "min"),
    ("int x = 0;", "x = k[i] >= x ? k[i] : x;", "max"),
    ("int x = 0;", "x = k[i] < x ? k[i] : x;", "min"),
    # an unsigned accumulator of unsigned data over an int iterator (in the subscript only: its type
    # takes no part in the sum)
    ("unsigned x = 0; unsigned u[64];", "x += u[i];", "+"),
    ("unsigned long x = 0; unsigned long u[64];", "x ^= u[i] >> 3;", "^"),
    ("unsigned x = 0; unsigned short u[64];", "x = x + u[i];", "+"),
    ("unsigned x = 1; unsigned u[64];", "x *= u[i] | 1u;", "*"),
    ("unsigned long x = 0; unsigned u[64];", "x += u[i] * 3UL;", "+"),
])
def test_update_forms(scop_of, decl, stmt, kind):
    form = _form(scop_of, decl, stmt)
    assert form is not None and form.kind == kind


@pytest.mark.parametrize("decl, stmt", [
    ("double x = 0;", "x = x * 2 + a[i];"),          # not associative with the other updates
    ("double x = 0;", "x = a[i] - x;"),              # alternating signs
    ("double x = 0;", "x += x * a[i];"),             # e reads X
    ("double x = 0;", "x = x / a[i];"),
    ("double x = 0;", "x = x > a[i] ? a[i] : b[i];"),   # not a min or a max
    ("double x = 0;", "x = fmax(x, x + a[i]);"),
    # a floating-point comparison whose term would be rounded into X: C's order decides which rounded
    # value stays
    ("float x = 0;", "x = x > a[i] ? x : a[i];"),
    ("float x = 0;", "x = x > k[i] ? x : k[i];"),
    ("double x = 0;", "x = x > (double)k[i] ? x : (double)k[i];"),
    ("double x = 0;", "x = x > a[i] * 2L ? x : a[i] * 2L;"),
    ("char x = 0;", "x += k[i];"),                   # no warp shuffle for char
    ("unsigned x = 0;", "x += i;"),                  # the int iterator's value converted into unsigned
    ("unsigned x = 0;", "x += k[i];"),               # int data converted
    ("int x = 0;", "x += k[i] * 2u;"),               # an unsigned constant: the sum is unsigned
    ("unsigned x = 0; unsigned u[64];", "x += u[i] * 3L;"),   # a long constant: the sum is long
    # a floating-point product: partial products overflow and underflow where C's running product does
    # not (factors 2 and 0.5 in turn), tests/faithful/f20c_prod_reorder_range.c
    ("double x = 1;", "x *= a[i];"),
    ("double x = 1;", "x = b[i] * x;"),
    ("float x = 1;", "x = x * a[i];"),
])
def test_not_update_forms(scop_of, decl, stmt):
    assert _form(scop_of, decl, stmt) is None


def test_array_element_and_invariance(scop_of):
    """An element of an array that does not move in the loop is an accumulator; one that does is not."""
    scop = scop_of("""
        void f(int n, double A[n][n], double y[n], double z[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
              y[i] += A[i][j];
              z[j] += A[i][j];
            }
        #pragma endscop
        }
    """)
    assert update_form(scop, scop.statements[0]).array == "y"
    assert update_form(scop, scop.statements[1]).array == "z"


def _plans(path: str, target: str = "opencl", **kw) -> dict[tuple[int, int], ReductionPlan]:
    r = translate_file(path, target=target, **kw, force_device=True)
    return {(p.scop.index, k.index): k.reduction for p in r.programs for k in p.kernels
            if k.reduction is not None}


def _write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


LANE_PROGRAMS = ["rows.c", "full.c", "pairs.c", "steps.c", "sequential.c", "sequential_fixed.c",
                 "unsigned_sums.c", "cast_terms.c"]


def test_plans_of_the_programs():
    rows = _plans(os.path.join(PROGRAMS, "rows.c"))
    assert sorted(p.mode for p in rows.values()) == ["group"] * 3       # pr[i] *= ...: C's order
    assert sorted(f.kind for p in rows.values() for f in p.forms.values()) == ["+", "+", "max"]
    full = _plans(os.path.join(PROGRAMS, "full.c"))
    assert len(full) == 7 and all(p.mode == "full" for p in full.values())
    # unsigned accumulators over unsigned data with int iterators: + ^ * max + + + and cnt[r] (the 1u is of
    # the accumulator's type; not `s += i`)
    uns = _plans(os.path.join(PROGRAMS, "unsigned_sums.c"))
    kinds = sorted(f.kind for p in uns.values() for f in p.forms.values())
    assert kinds == ["*", "+", "+", "+", "+", "+", "^", "max"], kinds      # cnt[r]: its 0xffu too
    # terms cast to the accumulator's type or narrower: dot += (int64_t)a[i] * b[i], t += (long)a[i], the
    # max of (short) casts; not u += (unsigned)a[i] * ... (int data), (int)(long)..., (int)(l[i] >> 3)
    casts = _plans(os.path.join(PROGRAMS, "cast_terms.c"))
    assert sorted((f.array, f.kind) for p in casts.values() for f in p.forms.values()) == \
        [("dot", "+"), ("mx", "max"), ("t", "+")]
    pairs = _plans(os.path.join(PROGRAMS, "pairs.c"))
    # y = A^T x and s[j]: threads along the columns (coalesced) and lanes along y splitting the rows;
    # q[i]: lanes along the row; the norm is a full reduction
    arrays = sorted((p.mode, f.array) for p in pairs.values() for f in p.forms.values())
    assert arrays == [("column", "s"), ("column", "t"), ("full", "n2"), ("group", "q")]
    steps = _plans(os.path.join(PROGRAMS, "steps.c"))          # in a host loop: X's element is hist[_h0]
    assert [(p.mode, f.array) for p in steps.values() for f in p.forms.values()] == [("full", "hist")]


@pytest.mark.parametrize("name", ["sequential.c", "sequential_fixed.c"])
def test_one_thread_kernels_get_lanes_on_cuda(name):
    """A reduction loop inside loops that stay sequential (a back substitution's dot product, in a scalar
    declared outside and in place on x) runs on one warp's lanes on CUDA, the other statements on lane 0;
    OpenCL keeps one thread there (lane 0's statements inside a loop around the reduction loop share its
    barrier regions: conditional_lane0).  With the sizes fixed in the loops (sequential_fixed.c) isl's
    scheduler folds these nests into one dimension; they run in the program's order instead."""
    path = os.path.join(PROGRAMS, name)
    r = translate_file(path, target="cuda", force_device=True)
    kernels = {k.index: k for p in r.programs for k in p.kernels}
    plans = {i: k.reduction for i, k in kernels.items() if k.reduction is not None}
    # w is forwarded into x[i] (passes/forward.py): both sums are in place
    assert sorted(f.array for p in plans.values() for f in p.forms.values()) == ["x", "z"]
    assert all(p.mode == "group" and kernels[i].n_par == 0 for i, p in plans.items())
    assert "__shfl_xor_sync" in r.device_text
    assert not _plans(path, "opencl")


AFTER_IN_A_LOOP = """
    void f(int n, double A[n][n], double x[n], double y[n], double z[n]) {
    #pragma scop
      for (int j = 0; j < n; j++) {
        y[j] = 0;
        for (int i = 0; i < n; i++)
          y[j] += A[i][j] * x[i];
        for (int i = 0; i < n; i++)
          z[j] = z[j] * x[i] + y[j];
      }
    #pragma endscop
    }
"""


def test_column_runs_the_statements_after_the_loop_after_the_update(tmp_path):
    """Column mode updates X after the tree, at the end of the point's work: a statement that reads X
    after the loop (covariance's `mean[j] /= n`, `s[j] = t` after a column sum in a scalar) runs there,
    on lane 0 (ReductionPlan column_after); one in a loop after it would run on lane 0 alone, so that
    loop stays in one thread per point (coalesced already)."""
    path = _write(tmp_path, "after.c", """
        void f(int n, double A[n][n], double x[n], double y[n], double z[n]) {
        #pragma scop
          for (int j = 0; j < n; j++) {
            y[j] = 0;
            for (int i = 0; i < n; i++)
              y[j] += A[i][j] * x[i];
            z[j] = 2 * y[j];
          }
        #pragma endscop
        }
    """)
    assert [p.mode for p in _plans(path, reschedule=False).values()] == ["column"]
    r = translate_file(path, target="cuda", reschedule=False, force_device=True)
    text = r.device_text
    update, after = text.find("y[_g0] = y[_g0] + _red[0][_tx]"), text.find("z[_g0] = 2 * y[_g0]")
    assert 0 < update < after, text
    path = _write(tmp_path, "loop_after.c", AFTER_IN_A_LOOP)
    assert not any(p.mode == "column" for p in _plans(path, reschedule=False).values())
    path = _write(tmp_path, "before.c", """
        void f(int n, double A[n][n], double x[n], double y[n]) {
        #pragma scop
          for (int j = 0; j < n; j++) {
            y[j] = 0;
            for (int i = 0; i < n; i++)
              y[j] += A[i][j] * x[i];
          }
        #pragma endscop
        }
    """)
    assert [p.mode for p in _plans(path, reschedule=False).values()] == ["column"]


def test_other_statement_reading_the_accumulator(tmp_path):
    """X read by another statement inside the loop: not a reduction loop."""
    path = _write(tmp_path, "reader.c", """
        void f(int n, double A[n][n], double s[n], double t[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
              s[i] += A[i][j];
              t[i][j] = s[i];
            }
        #pragma endscop
        }
    """)
    assert _plans(path) == {}


def test_reduction_loops_one_after_the_other():
    """Two reduction loops one after the other in a row's kernel (a sum, then an fmax): their AST loops
    share the iterator's name (`_c1`), and the verify pass took the second for a statement inside the
    first's loop, which left every reduction of the SCoP sequential (faith24b).  Each loop is its own
    reduction loop now, and each is printed with its own statements alone."""
    path = os.path.join(ROOT, "tests", "faithful", "f24b_edge_lengths.c")
    r = translate_file(path, target="opencl", force_device=True)
    assert "failed verification" not in " ".join(r.decisions[0].decisions)
    loops = [set(k.reduction.loops) for p in r.programs for k in p.kernels if k.reduction is not None]
    assert {"S9", "S10"} in loops and len(loops) == 5, loops
    kernel = r.main_text[r.main_text.index("_acc_S9 = "):]
    kernel = kernel[:kernel.index("_acc_S10 = ")]     # the sum's loop and tree: nothing of the max
    assert "_red_S9" in kernel and "_red_S10" not in kernel


def test_openmp_and_no_reorder_have_no_plans():
    path = os.path.join(PROGRAMS, "rows.c")
    assert _plans(path, target="openmp") == {}          # OpenMP: only full reductions
    assert _plans(path, reorder_reductions=False) == {}


def test_openmp_full_reductions():
    path = os.path.join(PROGRAMS, "full.c")
    plans = _plans(path, target="openmp")
    assert len(plans) == 7 and all(p.mode == "full" for p in plans.values())
    text = translate_file(path, target="openmp").main_text
    # floating-point sums, fmax and fmin: OpenMP's own `+` starts at +0 and its `max` drops NaNs by
    # position; their own reductions start at -0.0 and at a NaN and combine as C does
    assert "#pragma omp declare reduction(s2s_fmax_double: double: " \
        "omp_out = __builtin_fmax(omp_out, omp_in)) initializer(omp_priv = __builtin_nan(\"\"))" in text
    assert "#pragma omp parallel for reduction(s2s_fmax_double: _acc_S0)" in text
    assert "#pragma omp parallel for reduction(s2s_sum_float: _acc_S0)" in text
    assert "#pragma omp parallel for reduction(+: _acc_S0)" in text           # the int sum
    res = check_file(path, target="openmp")
    assert res.status == MATCH and res.offloaded == res.scops, res.message


def test_no_reorder_gives_the_old_code(monkeypatch):
    """--no-reorder-reductions prints exactly what s2s printed before reductions were parallelised."""
    path = os.path.join(PROGRAMS, "pairs.c")
    kept = translate_file(path, target="cuda", reorder_reductions=False, force_device=True).device_text
    monkeypatch.setattr(reduction, "plan_reductions", lambda state, kernels, **kw: None)
    monkeypatch.setattr("s2s.passes.device_split.plan_reductions", lambda state, kernels, **kw: None)
    old = translate_file(path, target="cuda", force_device=True).device_text
    assert kept == old and "_acc" not in kept


def test_cli_flag(tmp_path):
    out = tmp_path / "rows.ocl.c"
    for flag, present in (([], True), (["--no-reorder-reductions"], False)):
        r = subprocess.run([S2S, "translate", os.path.join(PROGRAMS, "rows.c"), "--target", "opencl",
                            "--force-device", "-o", str(out), *flag], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        assert ("_acc_" in out.read_text()) == present


def test_reorder_tolerance():
    """s2s check's tolerance: 2 eps length for reordered floating sums, nothing for min/max or ints."""
    full = translate_file(os.path.join(PROGRAMS, "full.c"), target="opencl", force_device=True)
    tol = reorder_rtol(full.programs)
    assert tol == pytest.approx(2 * 2.0 ** -23 * 100003)          # the float sum of 100003 terms
    rows = translate_file(os.path.join(PROGRAMS, "rows.c"), target="opencl", force_device=True)
    assert reorder_rtol(rows.programs) == pytest.approx(2 * 2.0 ** -52 * 257)
    assert reorder_rtol(translate_file(os.path.join(PROGRAMS, "rows.c"), target="opencl",
                                       reorder_reductions=False, force_device=True).programs) == 0


def _force(monkeypatch, stmt: str, d: int, form: UpdateForm, mode: str = "group"):
    """Make the planner take kernel AST dimension d of `stmt` as a reduction loop, whatever it is."""
    def plan_kernel(scop, k, target):
        if stmt not in k.statements:
            return None
        lanes = reduction.COLUMN_LANES if mode == "column" else reduction.LANES[target]
        return ReductionPlan(mode, {stmt: d}, {stmt: form}, lanes)
    monkeypatch.setattr(reduction, "plan_kernel", plan_kernel)


def _fake_form(stmt: str, array: str) -> UpdateForm:
    from pycparser import c_ast
    return UpdateForm(stmt, array, "+", "double", c_ast.Assignment("+=", c_ast.ID("_acc"), c_ast.ID("_acc")))


def test_verify_rejects_a_non_reduction_dressed_as_one(tmp_path, monkeypatch):
    path = _write(tmp_path, "dressed.c", """
        void f(int n, double A[n][n], double y[n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
              y[i] = y[i] * 2 + A[i][j];
        #pragma endscop
        }
    """)
    _force(monkeypatch, "S0", 0, _fake_form("S0", "y"))
    r = translate_file(path, target="cuda", force_device=True)
    text = " ".join(r.decisions[0].decisions)
    assert "failed verification" in text and "not an associative update" in text
    assert not any(k.reduction for p in r.programs for k in p.kernels)


def test_verify_rejects_a_loop_shared_with_a_reader(tmp_path, monkeypatch):
    path = _write(tmp_path, "shared.c", """
        void f(int n, double A[n][n], double s[n], double t[n][n]) {
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
              s[i] += A[i][j];
              t[i][j] = s[i];
            }
        #pragma endscop
        }
    """)
    _force(monkeypatch, "S0", 0, _fake_form("S0", "s"))
    r = translate_file(path, target="opencl", force_device=True)
    text = " ".join(r.decisions[0].decisions)
    assert "failed verification" in text or "not parallelised" in text
    assert not any(k.reduction for p in r.programs for k in p.kernels)


def test_verify_rejects_a_column_update_before_a_reader(tmp_path, monkeypatch):
    # the statement after the loop runs in a loop of its own (on lane 0 after the update it would be
    # legal, but column_conditions refuses it); its loop shares the reduction loop's AST iterator, so the
    # plan is dropped after AST generation if verification has not refused it first
    path = _write(tmp_path, "loop_after.c", AFTER_IN_A_LOOP)
    good = _form_of(path, "S1")
    _force(monkeypatch, "S1", 1, good, mode="column")
    r = translate_file(path, target="cuda", reschedule=False, force_device=True)
    text = " ".join(r.decisions[0].decisions)
    assert ("failed verification" in text and "once per column" in text) or "not parallelised" in text
    assert not any(k.reduction for p in r.programs for k in p.kernels)


def _anchors(text: str) -> tuple[int, list[str]]:
    """The barriers of the OpenCL kernels in `text` (one statement a line, as s2s prints them), and the
    places where the anchor's store should follow and does not: a barrier, or the opening of a block
    (a loop's body, a branch) with a barrier inside."""
    lines = [ln.strip().rstrip(",").strip('"').replace("\\n", "").strip() for ln in text.split("\n")]
    barriers, missing = 0, []
    for i, ln in enumerate(lines):
        if ln.startswith("barrier("):
            barriers += 1
            if lines[i + 1] != "_anchor = 0;":
                missing.append(f"line {i}: {ln}")
        elif ln.endswith("{") and ln.split("(")[0].split()[-1] in ("for", "if", "else"):
            depth, j = 1, i + 1
            while depth and j < len(lines):
                if lines[j].startswith("barrier(") and lines[i + 1] != "_anchor = 0;":
                    missing.append(f"line {i}: {ln}")
                    break
                depth += lines[j].endswith("{") - lines[j].startswith("}")
                j += 1
    return barriers, missing


@pytest.mark.parametrize("path", [os.path.join(PROGRAMS, n) for n in ("rows.c", "full.c", "pairs.c")] +
                         [os.path.join(ROOT, "tests", "fuzz_regressions", "pocl_lane0_after_barrier.c")])
def test_opencl_reduction_barriers_are_followed_by_a_store(path):
    """PoCL 3.1 takes a branch on the work-item that ends a barrier's block (its own barriers too: at
    the start of a loop's body or of a branch that reaches a barrier) for the whole group: lane 0's
    statements before a group reduction ran on no work-item (fuzz --c-features seed 41, --reductions
    420222; tests/fuzz_regressions/pocl_lane0_after_barrier.c).  OpenCL reduction kernels store to a
    volatile local after each barrier and first in each block with barriers inside; CUDA's do not."""
    r = translate_file(path, target="opencl", force_device=True)
    kernels = [k for k in r.main_text.split("__kernel ")[1:] if "_anchor" in k or "barrier(" in k]
    assert kernels
    for k in kernels:
        barriers, missing = _anchors(k.split("\n  ;\n")[0])
        assert barriers and not missing, missing
        assert "volatile int _anchor = 0;" in k
    assert "_anchor" not in translate_file(path, target="cuda", force_device=True).device_text


@needs_opencl
def test_sequential_loop_after_a_group_reduction_runs_on_lane_zero_only():
    """softmax: a row's max is a parallel reduction loop, then its sum loop (with the exp) runs on lane 0.
    PoCL 3.1 makes each loop of a kernel with barriers a barrier region: a body ending in `if (_l == 0)`
    ran for every work-item as work-item 0, the sum came out 64 times too large.  Each such loop's body
    ends with the anchor's store (this was why faith24b's sibling reduction loops were reverted)."""
    path = os.path.join(ROOT, "tests", "faithful", "softmax_layernorm.c")
    r = translate_file(path, target="opencl", force_device=True)
    assert any(k.reduction is not None for p in r.programs for k in p.kernels)
    kernel = r.main_text[r.main_text.index("_acc_S4 = "):]
    loop = kernel[kernel.index("for (long _c0 = 0; _c0 < s; _c0++)"):]
    loop = loop[:loop.index("\\n\",\n  \"      }")]
    assert loop.rstrip().endswith("_anchor = 0;")
    res = check_file(path, target="opencl")
    assert res.status == MATCH, res.message + "\n" + (res.details or "")


def _form_of(path: str, stmt: str) -> UpdateForm:
    from s2s.frontend.load import load
    scop = load(path).scops[0]
    return update_form(scop, scop.statement(stmt))


@needs_opencl
@pytest.mark.parametrize("name", LANE_PROGRAMS)
def test_opencl_matches_sequential(name):
    res = check_file(os.path.join(PROGRAMS, name), target="opencl")
    assert res.status == MATCH, res.message + "\n" + (res.details or "")
    assert res.offloaded == res.scops


@needs_opencl
def test_corpus_matvec_and_dot_on_opencl():
    for name in ("matvec.c", "dot.c"):
        res = check_file(os.path.join(ROOT, "corpus", name), target="opencl")
        assert res.status == MATCH, res.message
        assert res.offloaded == 1


@needs_nvcc
@pytest.mark.parametrize("name", LANE_PROGRAMS)
def test_cuda_compiles(tmp_path, name):
    out = tmp_path / (name[:-2] + ".cu")
    r = translate_file(os.path.join(PROGRAMS, name), target="cuda", force_device=True)
    files = r.output_files(str(out))
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
    assert "_acc_" in r.device_text
    for path in files:
        if path.endswith(".cu"):
            obj = str(tmp_path / "k.o")
            subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-c", path, "-o", obj], check=True)


def test_fuzz_generator_emits_reductions():
    from s2s import fuzz
    assert fuzz.generate(3).text == fuzz.generate(3, False).text      # the default programs are unchanged
    texts = [fuzz.generate(s, True).text for s in range(30)]
    assert any("fmax(" in t or "fmin(" in t for t in texts)
    assert any("*= 1.0 + 0.0009765625" in t for t in texts)
    assert any("0.0625 * fabs(" in t for t in texts)


@needs_opencl
def test_fuzz_reduction_seeds_on_opencl():
    from s2s import fuzz
    rows = fuzz.run_seeds(list(range(8)), "opencl", jobs=1, timeout=120, reductions=True)
    bad = [r for r in rows if r["status"] != "match"]
    assert len(rows) == 8 and not bad, "\n".join(f"seed {r['seed']}: {r['line']}" for r in bad)


# ---------------------------------------------------------------------------------------------------------
# floating-point min and max written as comparisons (UpdateForm.ordered): group mode keeps C's order

@pytest.mark.parametrize("stmt, kind, tie, nan", [
    ("x = x >= a[i] ? x : a[i];", "max", "first", "reset"),     # nussinov's MAXV(s1, s2)
    ("x = x > a[i] ? x : a[i];", "max", "last", "reset"),
    ("x = a[i] > x ? a[i] : x;", "max", "first", "skip"),
    ("x = a[i] >= x ? a[i] : x;", "max", "last", "skip"),
    ("x = x <= a[i] ? x : a[i];", "min", "first", "reset"),
    ("x = a[i] < x ? a[i] : x;", "min", "first", "skip"),
    ("x = x < a[i] ? a[i] : x;", "max", "first", "skip"),
    ("x = a[i] <= x ? x : a[i];", "max", "first", "reset"),
    ("x = x > k[i] ? x : k[i];", "max", "last", "reset"),          # an int term: exact in a double
    ("x = x > a[i] + b[i] ? x : a[i] + b[i];", "max", "last", "reset"),
    ("x = fabs(a[i]) > x ? fabs(a[i]) : x;", "max", "first", "skip"),     # |v| is exact
])
def test_ordered_forms(scop_of, stmt, kind, tie, nan):
    """Which of two equal terms stays ("first": X's, the earlier; "last": the later) and what a NaN does
    ("skip": a NaN term leaves X; "reset": it becomes X), read from the statement's comparison."""
    form = _form(scop_of, "double x = 0;", stmt)
    assert form is not None and form.ordered
    assert (form.kind, form.tie, form.nan) == (kind, tie, nan)
    # the lane's test and X's final update, as C text
    assert form.ordered_update("X", "E").replace(" ", "") == "(" + (
        stmt.split("=", 1)[1].rstrip(";").replace(" ", "").replace("x", "(X)").replace("a[i]+b[i]", "(E)")
        .replace("fabs(a[i])", "(E)").replace("a[i]", "(E)").replace("k[i]", "(E)")) + ")"
    op = form.ordered_better("e", "acc").split()[1]
    assert op == {("max", "first"): ">", ("max", "last"): ">=", ("min", "first"): "<",
                  ("min", "last"): "<="}[kind, tie]


def test_integer_comparisons_are_not_ordered(scop_of):
    form = _form(scop_of, "int x = 0;", "x = x > k[i] ? x : k[i];")
    assert form is not None and not form.ordered


ORDERED = os.path.join(PROGRAMS, "ordered_minmax.c")


def test_ordered_plans_are_group_plans():
    """The row reductions of ordered_minmax.c run a warp (a work-group) per row, except f2's, whose
    double term would be rounded into a float; a column-shaped max and the host's partial sums keep
    C's loop."""
    plans = _plans(ORDERED)
    arrays = sorted(f.array for p in plans.values() for f in p.forms.values())
    assert arrays == ["f1", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8"]
    assert all(p.mode == "group" and all(f.ordered for f in p.forms.values()) for p in plans.values())


def test_ordered_forms_stay_out_of_column_and_host_plans(tmp_path):
    path = _write(tmp_path, "col.c", """
        void f(int n, double A[n][n], double m[n]) {
        #pragma scop
          for (int j = 0; j < n; j++) {
            m[j] = A[0][j];
            for (int i = 1; i < n; i++)
              m[j] = m[j] >= A[i][j] ? m[j] : A[i][j];
          }
        #pragma endscop
        }
    """)
    assert _plans(path) == {}
    assert _plans(path, target="cuda") == {}
    # the host's version below the device's sizes: rows.c's sums in partial sums, ordered_minmax.c's
    # comparisons in C's loops
    for name, partials in ((os.path.join(PROGRAMS, "rows.c"), True), (ORDERED, False)):
        out = subprocess.run([S2S, "translate", "--target", "opencl", "-v", name, "-o",
                              str(tmp_path / "o.ocl.c")], capture_output=True, text=True, check=True).stderr
        assert ("reduction loops run on the host in" in out) == partials, out


@needs_opencl
@pytest.mark.parametrize("name, as_translated", [("ordered_minmax.c", False), ("ordered_minmax.c", True),
                                                 ("ordered_mixed.c", False), ("ordered_decreasing.c", False)])
def test_ordered_minmax_on_opencl(name, as_translated):
    """Signed zeros, NaNs and infinities, compared bit for bit with the sequential build (as translated:
    the sizes are below the device's, and the host version runs)."""
    res = check_file(os.path.join(PROGRAMS, name), target="opencl", as_translated=as_translated)
    assert res.status == MATCH, res.message + "\n" + (res.details or "")


@needs_nvcc
def test_ordered_minmax_cuda_compiles(tmp_path):
    for path, defines in ((ORDERED, []),
                          (os.path.join(ROOT, "tests", "variants", "nussinov-pb.c"), ["DATA_TYPE=double"])):
        r = translate_file(path, target="cuda", force_device=True, defines=defines)
        assert "_idx_" in r.device_text and "__shfl_xor_sync(0xffffffffu, _idx_" in r.device_text
        files = r.output_files(str(tmp_path / "o.cu"))
        for p, text in files.items():
            with open(p, "w") as f:
                f.write(text)
        subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-c", str(tmp_path / "o.cu"), "-o",
                        str(tmp_path / "o.o")], check=True)


def test_nussinov_in_double_runs_a_warp_per_cell():
    """The benchmark suite's nussinov with a double table: MAXV's comparison is reduced by the lanes
    (it ran one thread per cell, 8x slower on the H200 at N = 2500)."""
    plans = _plans(os.path.join(ROOT, "tests", "variants", "nussinov-pb.c"), target="cuda",
                   defines=["DATA_TYPE=double"])
    (plan,) = plans.values()
    assert plan.mode == "group" and [f.ordered for f in plan.forms.values()] == [True]
