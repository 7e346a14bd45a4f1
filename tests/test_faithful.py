"""Issue 12, "faithful C": small valid programs whose translations must compute what C computes.

Each program under tests/faithful/ prints its results; `s2s check` builds and runs the original and the
translation and compares the outputs, on OpenMP and on OpenCL (PoCL) when it is there.
"""
from __future__ import annotations

import os
import textwrap

import pytest
from conftest import ROOT, have_opencl, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


def _check(name: str, target: str, **kwargs) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target, **kwargs)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


SHADOWING = ["shadow_type.c", "shadow_siblings.c", "shadow_outer_read.c", "shadow_top_level.c",
             "shadow_iterator.c", "shadow_nested.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", SHADOWING)
def test_block_scopes(name, target):
    _check(name, target)


def test_shadowing_declaration_keeps_its_own_type(scop_of):
    scop = scop_of("""
        double A[10], B[10];
        void f(void) {
          int t = 3;
        #pragma scop
          for (int i = 0; i < 10; i++) { double t = A[i]; B[i] = t; }
        #pragma endscop
        }
    """)
    private = [a for a in scop.arrays.values() if a.kind == "private"]
    assert [a.ctype for a in private] == ["double"]
    assert private[0].name != "t"          # not the function's int t
    assert [lp.var for lp in scop.loops] == ["i"]


def test_loop_reports_use_the_names_as_written(scop_of):
    scop = scop_of("""
        double A[10];
        void f(int i) {
        #pragma scop
          for (int i = 0; i < 10; i++) A[i] = i;
        #pragma endscop
        }
    """)
    assert [lp.var for lp in scop.loops] == ["i"]
    assert scop.params == []


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["chained_assign.c", "typedef_array.c", "static_assert_vla_sizeof.c",
                                  "vla_extent_reassigned.c"])
def test_valid_code_once_refused(name, target):
    _check(name, target)


def test_static_assert_is_translated_and_vla_sizeof_stays_sequential():
    """A `_Static_assert` in a SCoP once left it sequential ("unsupported statement"); `sizeof` of a
    variable-length array type (`sizeof(int[i + 1])`) went into the kernels, which OpenCL and CUDA
    refuse to compile: that SCoP stays sequential, with the warning at the sizeof."""
    from s2s.driver import translate_file
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, "static_assert_vla_sizeof.c"), target="opencl",
                       force_device=True, log=log)
    assert len(r.programs) == 1
    warned = [(d.loc.line, d.message) for d in log.items if d.severity == "warning"]
    assert warned == [(39, "SCoP left sequential: 'sizeof(int [i + 1])': its size is not a known constant")]
    assert r.programs[0].scop.function == "blocks", r.programs[0].scop.function


@pytest.mark.parametrize("target", ["opencl", "cuda", "openmp"])
def test_vla_whose_extent_variable_changes_stays_on_the_host_for_devices(target):
    """`double T[m]; m = 3;` then a SCoP over T: the device code once sized and copied T with m = 3
    (heap corruption on OpenCL).  Device targets keep those SCoPs on the host; OpenMP translates them."""
    from s2s.driver import translate_file
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, "vla_extent_reassigned.c"), target=target, force_device=True,
                       log=log)
    kept = [(d.loc.line, d.message.split(": the size")[0]) for d in log.items if d.severity == "warning"]
    if target == "openmp":
        assert len(r.programs) == 3 and kept == [], kept
        return
    assert [p.scop.function for p in r.programs] == ["unchanged"]
    assert kept == [(18, "SCoP kept on the host, sequential: the extent of 'U' names 'm', which the function "
                         "assigns after the declaration of the array"),
                    (30, "SCoP kept on the host, sequential: the extent of 'A' names 'n', which the function "
                         "assigns after the declaration of the array")]


def test_classification_macros_are_named_as_written(tmp_path):
    """`isnan(x)` reaches the model as glibc's `__isnanf(x)` (the parse's preprocessing is not GCC's): the
    warning once said "call to '__isnanf' may have side effects", a name the user never wrote.  isinf and
    signbit read back (frontend/classify_macro.py) stay sequential where their value is a number;
    fpclassify is not read back."""
    from s2s.driver import translate_file
    src = tmp_path / "c.c"
    src.write_text("#include <math.h>\ndouble A[10], B[10];\nvoid f(void) {\n#pragma scop\n"
                   "  for (int i = 0; i < 10; i++)\n    A[i] = isinf(B[i]) + 1;\n#pragma endscop\n"
                   "#pragma scop\n  for (int i = 0; i < 10; i++)\n    A[i] += fpclassify(B[i]);\n"
                   "#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp")
    msgs = [(d.loc.line, d.message.split(":")[1].split(",")[0].strip())
            for d in r.log.items if d.severity == "warning"]
    assert msgs == [(6, "the value of 'isinf' is used as a number"),
                    (10, "'fpclassify' (a macro of <math.h>")], msgs


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["static_assert_vla_sizeof.c", "unsigned_wrap_bounds.c",
                                  "vla_extent_reassigned.c"])
def test_cuda_translation_compiles_offloaded(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, name)
    result = translate_file(path, target="cuda", force_device=True)
    assert result.programs, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_chained_assignment_is_two_statements_in_order(scop_of):
    scop = scop_of("""
        double A[10], B[10];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10; i++) A[i] = B[i] = i;
        #pragma endscop
        }
    """)
    assert [(s.name, [a.array for a in s.writes]) for s in scop.statements] == [("S0", ["B"]), ("S1", ["A"])]
    assert [a.array for a in scop.statements[1].reads] == ["B"]


def test_typedef_array_has_the_typedef_extents(scop_of):
    scop = scop_of("""
        typedef double vec[4];
        typedef vec pair[2];
        vec a[8];
        pair p;
        void f(void) {
        #pragma scop
          for (int i = 0; i < 8; i++) for (int k = 0; k < 4; k++) a[i][k] = p[1][k];
        #pragma endscop
        }
    """)
    assert scop.arrays["a"].sizes == ["8", "4"] and scop.arrays["a"].ctype == "double"
    assert scop.arrays["p"].sizes == ["2", "4"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["iter_unsigned.c", "math_float.c", "enum_extent.c", "math_c99.c"])
def test_c_semantics_of_expressions(name, target):
    _check(name, target)


def test_device_math_calls_follow_c(tmp_path):
    from s2s.driver import translate_file
    src = tmp_path / "m.c"
    src.write_text(textwrap.dedent("""
        #include <math.h>
        #include <stdlib.h>
        float F[8]; double D[8]; int I[8];
        void f(void) {
        #pragma scop
          for (unsigned i = 0; i < 8; i++) { D[i] = exp(F[i]) + sqrtf(F[i]) + sqrt(i); I[i] = abs(i - 3); }
        #pragma endscop
        }
    """))
    text = translate_file(str(src), target="opencl", force_device=True).main_text
    assert "exp((double)F[(unsigned int)_g0])" in text
    assert "sqrt((float)F[(unsigned int)_g0])" in text and "sqrtf" not in text.split("translated")[0]
    assert "sqrt((double)(unsigned int)_g0)" in text
    assert "((int)abs((int)((unsigned int)_g0 - 3)))" in text
    omp = translate_file(str(src), target="openmp").main_text
    assert "sqrtf(F[(unsigned)_g0])" in omp       # host code keeps C's own functions and type names


@pytest.mark.parametrize("target", host_targets())
def test_types_a_device_cannot_hold_stay_on_the_host(target):
    _check("long_double.c", target)


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_long_double_scop_is_kept_on_the_host_with_a_warning(target):
    from s2s.driver import translate_file
    # forced: the cost model would keep this small SCoP on the host before its types are looked at
    r = translate_file(os.path.join(FAITHFUL, "long_double.c"), target=target, force_device=True)
    assert r.programs == []
    warnings = [d.message for d in r.log.items if d.severity == "warning"]
    assert any("kept on the host" in w and "long double" in w for w in warnings), warnings
    assert "long double *" not in (r.device_text or "") + r.main_text.split("int main")[0]


def test_device_type_spellings():
    from s2s.codegen.ctypes_map import device_type, device_unsupported, integer_kind
    assert integer_kind("long unsigned int") == (False, 64)
    assert integer_kind("unsigned char") == (False, 8) and integer_kind("char") == (True, 8)
    assert device_type("uint32_t") == "unsigned int" and device_type("long long") == "long"
    assert device_type("long double") is None
    assert device_unsupported("_Bool", "opencl") and device_unsupported("double", "cuda") is None


# ---------------------------------------------------------------------------------------------------------
# bytes, paths and the command line

SMALL = """\
#include <stdio.h>
double A[16];
int main(void) {
#pragma scop
  for (int i = 0; i < 16; i++) A[i] = i * 0.5;
#pragma endscop
  printf("%f\\n", A[5]);
  return 0;
}
"""


def _small(tmp_path, name="p.c", text=SMALL):
    p = tmp_path / name
    p.write_text(text)
    return p


def test_latin1_bytes_pass_through_unchanged(tmp_path, capsys):
    from s2s.cli import main
    src = tmp_path / "lat.c"
    raw = SMALL.encode().replace(b"#include", b"/* caf\xe9 \xff */\n#include", 1)
    raw = raw.replace(b'"%f\\n"', b'"%f \xe9\\n"')
    src.write_bytes(raw)
    out = tmp_path / "lat.omp.c"
    assert main(["translate", str(src), "--target", "openmp", "-o", str(out)]) == 0
    data = out.read_bytes()
    assert b"/* caf\xe9 \xff */" in data and b'"%f \xe9\\n"' in data
    assert sorted(os.listdir(tmp_path)) == ["lat.c", "lat.omp.c"]     # no temporary file left
    r = check_file(str(src), target="openmp")
    assert r.status == "match", r.message


def test_output_equal_to_input_is_refused(tmp_path, capsys):
    from s2s.cli import main
    src = _small(tmp_path)
    before = src.read_bytes()
    assert main(["translate", str(src), "--target", "openmp", "-o", str(src)]) == 1
    assert "same as the input file" in capsys.readouterr().err
    link = tmp_path / "link.c"
    link.symlink_to(src)
    assert main(["translate", str(src), "--target", "openmp", "-o", str(link)]) == 1
    assert src.read_bytes() == before


def test_output_dash_is_stdout(tmp_path, capsys):
    from s2s.cli import main
    src = _small(tmp_path)
    assert main(["translate", str(src), "--target", "openmp", "-o", "-"]) == 0
    out = capsys.readouterr()
    assert "#pragma omp parallel for" in out.out and "wrote <stdout>" in out.err
    assert sorted(os.listdir(tmp_path)) == ["p.c"]


def test_output_symlink_is_written_through(tmp_path):
    from s2s.cli import main
    src = _small(tmp_path)
    target = tmp_path / "real.omp.c"
    target.write_text("old")
    link = tmp_path / "link.omp.c"
    link.symlink_to(target)
    assert main(["translate", str(src), "--target", "openmp", "-o", str(link)]) == 0
    assert link.is_symlink() and "#pragma omp" in target.read_text()


def test_output_fifo_is_written_not_replaced(tmp_path):
    import threading

    from s2s.cli import main
    src = _small(tmp_path)
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got = []
    def read() -> None:
        with open(fifo) as f:
            got.append(f.read())

    reader = threading.Thread(target=read)
    reader.start()
    assert main(["translate", str(src), "--target", "openmp", "-o", str(fifo)]) == 0
    reader.join(30)
    assert "#pragma omp" in got[0]
    assert not os.path.isfile(fifo) and os.path.exists(fifo)


def test_cuda_output_must_end_in_cu(tmp_path, capsys):
    from s2s.cli import main
    src = _small(tmp_path)
    assert main(["translate", str(src), "--target", "cuda", "-o", str(tmp_path / "x.c")]) == 1
    assert ".cu" in capsys.readouterr().err
    assert sorted(os.listdir(tmp_path)) == ["p.c"]


def test_check_with_a_relative_include_dir(tmp_path, monkeypatch):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "size.h").write_text("#define N 12\n")
    _small(tmp_path, text=SMALL.replace("#include <stdio.h>", '#include <stdio.h>\n#include <size.h>')
           .replace("16", "N"))
    monkeypatch.chdir(tmp_path)
    r = check_file("p.c", target="openmp", include_dirs=["inc"])
    assert r.status == "match", (r.message, r.details[-2000:])


def test_nested_pragma_scop_is_an_error(tmp_path, capsys):
    from s2s.cli import main
    src = _small(tmp_path, text="""double A[4][4];
void f(void) {
#pragma scop
  for (int i = 0; i < 4; i++) {
#pragma scop
    for (int j = 0; j < 4; j++) A[i][j] = 0;
#pragma endscop
  }
#pragma endscop
}
""")
    assert main(["translate", str(src), "--target", "openmp"]) == 1
    assert f"{src}:5:" in capsys.readouterr().err


def test_verbose_notes_come_as_each_scop_is_done(tmp_path, capsys):
    from s2s.driver import translate_file
    src = _small(tmp_path)
    seen = []
    translate_file(str(src), target="openmp", verbose=True, on_note=lambda d: seen.append(d.message))
    assert seen and seen[0].startswith("SCoP 0:")


def test_a_time_limit_that_changed_the_output_is_a_warning(tmp_path, monkeypatch):
    from s2s.driver import translate_file
    from s2s.passes import bounded

    def always_late(fn, timeout, what="isl"):
        bounded.timeouts_hit.append(timeout)
        raise bounded.Timeout()

    monkeypatch.setattr(bounded, "run_bounded", always_late)
    import s2s.passes.lower
    import s2s.passes.schedule
    monkeypatch.setattr(s2s.passes.schedule, "run_bounded", always_late, raising=False)
    monkeypatch.setattr(s2s.passes.lower, "run_bounded", always_late, raising=False)
    r = translate_file(str(_small(tmp_path)), target="openmp", schedule_timeout=0.5)
    assert any(d.severity == "warning" and "time limit" in d.message for d in r.log.items)


# ---------------------------------------------------------------------------------------------------------
# aliasing

@pytest.mark.parametrize("target", host_targets())
def test_overlapping_pointer_arguments_run_the_original_code(target):
    _check("alias_shift.c", target)


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_without_the_overlap_test_overlapping_arguments_give_a_wrong_result():
    r = check_file(os.path.join(FAITHFUL, "alias_shift.c"), target="opencl", assume_no_alias=True)
    assert r.status == "mismatch"


def test_which_pairs_are_tested(scop_of):
    from s2s.model.footprint import alias_plan, candidate_pairs
    scop = scop_of("""
        double G[100], H[100];
        void f(int n, double *p, const double *q, double *restrict r, double A[n]) {
          double L[100];
        #pragma scop
          for (int i = 0; i < n; i++) {
            p[i] = q[i] + G[i];
            H[i] = L[i];
            r[i] = A[i];
          }
        #pragma endscop
        }
    """)
    test, restricted = candidate_pairs(scop)
    # p, A (an array parameter is a pointer) and q may point anywhere; G, H, L are distinct objects;
    # pairs where neither is written (q/A, q/G, G/L, ...) need no test; r is restrict
    assert test == [("p", "q"), ("p", "G"), ("p", "H"), ("p", "L"), ("p", "A"), ("q", "H"), ("H", "A")]
    assert restricted == [("p", "r"), ("q", "r"), ("G", "r"), ("H", "r"), ("L", "r"), ("r", "A")]
    plan = alias_plan(scop)
    assert plan.condition and "sizeof(*p)" in plan.condition
    assert "runtime overlap test" in plan.describe() and "restrict" in plan.describe()


def test_pointers_based_on_a_restrict_one_are_tested(scop_of):
    """C11 6.7.3.1: restrict promises that an object modified through `a` is accessed only through
    pointers *based on* `a`, so `b = a + 1` may overlap it in valid C (faith26a, f26a_restrict_based_on.c):
    a local pointer, a parameter the function assigns, a file-scope pointer, a local table of row pointers
    are tested against a restrict pointer; a parameter left as the caller gave it, a declared array and a
    second restrict pointer are not."""
    from s2s.model.footprint import candidate_pairs
    scop = scop_of("""
        double G[100];
        double *gp;
        void f(int n, double *restrict a, double *c, double *d, double *restrict e) {
          double *b = a + 1;
          c = a + 2;
          gp = a + 3;
        #pragma scop
          for (int i = 0; i < n; i++) {
            b[i] = a[i];
            c[i] = d[i] + G[i];
            gp[i] = a[i + 2];
            e[i] = a[i + 1];
          }
        #pragma endscop
        }
    """)
    assert scop.may_be_based == {"b", "c", "gp"}
    test, restricted = ({frozenset(p) for p in pairs} for pairs in candidate_pairs(scop))
    assert {frozenset("ba"), frozenset("ca"), frozenset(("a", "gp"))} <= test
    # (a pointer that may be based on some restrict pointer is tested against each: `b` against `e` too)
    assert {frozenset("ed"), frozenset("eG"), frozenset("ae")} <= restricted
    assert frozenset("be") in test
    assert not test & restricted


def test_a_dereferenced_pointer_to_a_scalar_is_its_element_zero(scop_of):
    """`*s` and `*out += ...` on pointers to scalars are `s[0]` and `out[0]` (the SCoP stayed sequential:
    "pointer operation '*s' is not static control"); the pointers join the overlap test like any other
    (faith26a, f26a_scalar_pointers_memmove.c: s = &x[3], out = &x[n - 1]).  A dereference of a table of
    row pointers is still not modelled."""
    from s2s.model.footprint import candidate_pairs
    scop = scop_of("""
        void f(int n, double *x, const double *s, double *out) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            x[i] = x[i] * *s + 1.0;
            *out += x[i];
          }
        #pragma endscop
        }
    """)
    assert {a.array for st in scop.statements for a in st.accesses} == {"x", "s", "out"}
    assert {frozenset(p) for p in candidate_pairs(scop)[0]} == \
        {frozenset("xs"), frozenset(("x", "out")), frozenset(("s", "out"))}


def test_dereferenced_pointer_arithmetic_is_a_subscript(scop_of, load_c):
    """`*(p + e)` is `p[e]` (C11 6.5.2.1p2): a flat matrix walked as `*(a + i * m + j)`, a 2-D array as
    `*(*(A + i) + j)` and `*(A[i] + j)`, offsets on either side of the pointer or subtracted, are the
    accesses they are; a chain with an unsigned offset subtracted (`*(q + i - u)`: the integer sum would
    wrap where the pointer's steps do not) is still not static control (f26a_deref_arithmetic.c)."""
    import islpy as isl
    scop = scop_of("""
        void f(int n, int m, const double *a, double A[n][n], double *y) {
        #pragma scop
          for (int i = 1; i < n; i++)
            for (int j = 1; j < m; j++)
              *(y + i) += *(a + i * m + j) * *(*(A + i) + j) + *(A[i - 1] + j) + *(j - 1 + *(A + i));
        #pragma endscop
        }
    """)
    accesses = [a for st in scop.statements for a in st.accesses]
    assert {a.array for a in accesses} == {"y", "a", "A"}
    # A[i][j], A[i - 1][j] and A[i][j - 1]: three 2-D reads; a[i * m + j] one 1-D read
    a_reads = [a.relation for a in accesses if a.array == "A"]
    assert len(a_reads) == 3 and all(r.range().dim(isl.dim_type.set) == 2 for r in a_reads)
    for want in ("A[i, j]", "A[i - 1, j]", "A[i, j - 1]"):
        m = isl.Map(f"[n, m] -> {{ S0[i, j] -> {want} }}")
        assert any(r.is_equal(m.align_params(r.get_space()).intersect_domain(r.domain())) for r in a_reads), \
            (want, a_reads)
    from s2s.diagnostics import S2SError
    with pytest.raises(S2SError, match=r"pointer operation '\*\(q \+ i - u\)' is not static control"):
        load_c("""
            void g(int n, unsigned u, double *x, const double *q) {
            #pragma scop
              for (int i = 0; i < n; i++) x[i] = *(q + i - u);
            #pragma endscop
            }
        """)


def test_rows_based_on_a_restrict_buffer_are_tested_against_it(scop_of):
    """A table of row pointers that the function fills from a restrict buffer holds rows based on it: the
    buffer joins the row test (it is left out where the rows are the caller's)."""
    from s2s.model.footprint import alias_plan
    scop = scop_of("""
        void f(int n, double *restrict buf, double **rows) {
          for (int i = 0; i < n; i++) rows[i] = buf + i * n + 1;
        #pragma scop
          for (int i = 0; i < n; i++)
            for (int j = 0; j < n - 1; j++)
              rows[i][j] = buf[i * n + j];
        #pragma endscop
        }
    """)
    assert scop.may_be_based == {"rows"}
    plan = alias_plan(scop)
    assert plan.row_test is not None and "buf" in plan.row_test.objects


def test_declared_arrays_need_no_test(scop_of):
    from s2s.model.footprint import alias_plan
    scop = scop_of("""
        double A[10], B[10];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10; i++) A[i] = B[i];
        #pragma endscop
        }
    """)
    plan = alias_plan(scop)
    assert plan.pairs == [] and plan.condition is None
    assert plan.describe() == "aliasing: no pointer that may overlap a written array"


def test_assume_no_alias_drops_the_test(tmp_path):
    from s2s.driver import translate_file
    src = os.path.join(FAITHFUL, "alias_shift.c")
    guarded = translate_file(src, target="openmp").main_text
    plain = translate_file(src, target="openmp", assume_no_alias=True).main_text
    assert guarded.count("sizeof(*") > 0 and "sizeof(*" not in plain
    # (the parallel code behind the test is a function of its own, the original lines run where it did
    # not: codegen/host_outline.py)
    assert "if (!_s2s_ran) {" in guarded and "_s2s_ran" not in plain


def test_unsigned_intermediates_that_wrap_back_are_exact(scop_of):
    # -i wraps around, -i + 12 does not: arithmetic modulo 2^32 gives the same final value as integers
    scop = scop_of("""
        double A[100];
        void g(unsigned n) {
        #pragma scop
          for (unsigned i = 0; i < 10; i++) A[-i + 12] = 2;
          for (unsigned i = 3; i < n; i++) A[i - 3] = 2;
        #pragma endscop
        }
    """)
    assert len(scop.statements) == 2


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["math_float.c", "math_c99.c", "iter_unsigned.c", "alias_shift.c",
                                  "typedef_array.c", "enum_extent.c", "div_negative_subscript.c",
                                  "narrow_wrap.c", "vla_pointer_params.c", "short_iterators.c",
                                  "shadow_nested.c", "iter_final_value.c", "unsigned_params.c",
                                  "compound_conversions.c", "stdint_conversions.c", "c_only_host.c",
                                  "fp_contraction.c", "scop_after_labels.c", "c_not_cxx.c"])
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, name)
    compile_cuda_only(translate_file(path, target="cuda"), path, str(tmp_path))


def test_explain_outputs_cannot_overwrite_the_input(tmp_path, capsys):
    from s2s.cli import main
    src = _small(tmp_path)
    before = src.read_bytes()
    assert main(["explain", str(src), "--dot", str(src)]) == 1
    assert "same as the input file" in capsys.readouterr().err
    assert src.read_bytes() == before


@pytest.mark.parametrize("target", host_targets())
def test_shadowing_under_autodetect(target, tmp_path):
    with open(os.path.join(FAITHFUL, "shadow_outer_read.c")) as f:
        text = f.read()
    text = text.replace("#pragma scop\n", "").replace("#pragma endscop\n", "")
    src = tmp_path / "auto.c"
    src.write_text(text)
    r = check_file(str(src), target=target, autodetect=True)
    assert r.status == "match", (r.message, r.details[-2000:])


def test_bool_parameter_keeps_the_scop_on_the_host_for_opencl(tmp_path):
    from s2s.driver import translate_file
    src = tmp_path / "b.c"
    src.write_text("#include <stdbool.h>\ndouble A[64];\nvoid f(bool flag, int n) {\n#pragma scop\n"
                   "  for (int i = 0; i < n; i++) A[i] = i * 2.0 + flag;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="opencl")
    assert r.programs == []
    assert any("'flag'" in d.message and d.severity == "warning" for d in r.log.items)
    # CUDA's bool is C's _Bool (one byte, C's conversions); OpenMP keeps C's own types
    r = translate_file(str(src), target="cuda", force_device=True)
    assert r.programs and "#define _Bool bool" in r.device_text
    assert translate_file(str(src), target="openmp").programs


@pytest.mark.parametrize("target", host_targets())
def test_bool_data(target):
    _check("bool_data.c", target)


@needs_nvcc
@pytest.mark.nvcc
def test_bool_data_on_cuda(tmp_path):
    """_Bool arrays and parameters go to the GPU; `b++` and `b--` (not C++17) keep their SCoP on the host."""
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "bool_data.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert [p.scop.index for p in r.programs] == [0]
    assert any("++ or -- of a boolean" in d.message and d.severity == "warning" for d in r.log.items)
    compile_cuda_only(r, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# iterators declared outside the SCoP: their values after it

@pytest.mark.parametrize("target", host_targets())
def test_iterator_final_values_after_the_scop(target):
    _check("iter_final_value.c", target)


@pytest.mark.parametrize("target", host_targets())
def test_iterator_final_value_under_autodetect(target, tmp_path):
    src = tmp_path / "auto.c"
    src.write_text("#include <stdio.h>\ndouble A[30];\nint main(void) {\n  int i, j;\n"
                   "  for (i = 0; i < 30; i++)\n    for (j = 0; j < i; j += 2)\n      A[i] += j;\n"
                   "  printf(\"%d %d\\n\", i, j);\n  for (int k = 0; k < 30; k++) printf(\"%g\\n\", A[k]);\n"
                   "  return 0;\n}\n")
    r = check_file(str(src), target=target, autodetect=True)
    assert r.status == "match" and r.offloaded == 1, (r.message, r.details[-2000:])


LIVE_CASES = {
    # the code after the SCoP, and whether `i`'s value at its end may be read there
    "for (i = 0; i < 10; i++) h(i);": False,
    "h(3);": False,
    "h(i);": True,
    "return i;": True,
    "if (c) i = 0; h(i);": True,
    "if (c) i = 0; else i = 1; h(i);": False,
    "i++; A[0] = i;": True,
    "i = i + 1;": True,
    "i = 2 * c; h(i);": False,
}


@pytest.mark.parametrize("after", list(LIVE_CASES))
def test_iterator_liveness_after_the_scop(after, scop_of):
    scop = scop_of("double A[10]; void h(int);\nint f(int c) {\n  int i;\n#pragma scop\n"
                   f"  for (i = 0; i < 10; i++) A[i] = i;\n#pragma endscop\n  {after}\n  return 0;\n}}\n")
    finals = [s.text for s in scop.statements if not s.iterators]
    assert finals == (["i = 10"] if LIVE_CASES[after] else []), finals


@pytest.mark.parametrize("code, live", [
    # an enclosing loop runs the code before the SCoP again: a read there sees the SCoP's value
    ("int i = 0; for (int t = 0; t < 3; t++) { h(i); SCOP }", True),
    ("int i; for (int t = 0; t < 3; t++) { i = t; h(i); SCOP }", False),
    ("int i; int *p = &i; SCOP h(*p);", True),                   # read through a pointer
    ("int i; if (c) { SCOP } h(i);", True),
    ("static int i; SCOP", True),                                # kept for the next call
])
def test_iterator_liveness_paths(code, live, scop_of):
    scop_text = "\n#pragma scop\n  for (i = 0; i < 10; i++) A[i] = i;\n#pragma endscop\n"
    body = code.replace("SCOP", scop_text)
    scop = scop_of("double A[10]; void h(int);\nvoid f(int c) {\n" + body + "\n}\n")
    finals = [s.text for s in scop.statements if not s.iterators]
    assert finals == (["i = 10"] if live else [])


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_user_names_spelled_like_generated_ones_opencl():
    _check("names_like_generated.c", "opencl")


def test_user_names_spelled_like_generated_ones_openmp():
    from s2s.driver import translate_file
    _check("names_like_generated.c", "openmp")      # kept sequential: a local _g0 would hide the user's
    r = translate_file(os.path.join(FAITHFUL, "names_like_generated.c"), target="openmp")
    assert r.programs == []
    assert any("spelled like a variable of the generated OpenMP code" in d.message for d in r.log.items)


@needs_nvcc
@pytest.mark.nvcc
def test_user_names_spelled_like_generated_ones_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "names_like_generated.c")
    r = translate_file(path, target="cuda", force_device=True)
    kernels = r.device_text or r.main_text
    assert "[s2s_v__g0]" not in kernels and "s2s_v__g0[_g0]" in kernels
    compile_cuda_only(r, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# C that is valid C++ with another meaning: nvcc would compile the user's code as C++

CXX_MEANING = [
    ("float f; double y = sqrt(f);", True),                 # C++: sqrt(float), rounded to float
    ("float f; double y = pow(f, 2);", True),
    ("long double q; double y = fabs(q);", True),
    ("double y = abs(-2.5);", True),                        # C: abs(int) gives 2; C++: 2.5
    ("long l; long y = abs(l);", True),
    ("int y = (int)sizeof('a');", True),                     # C: sizeof(int); C++: 1
    ("int a, b; int y = (int)sizeof(a < b);", True),
    ("float f; double y = sqrt((double)f);", False),
    ("double d; int i; double y = sqrt(d) + pow(d, i) + fabs(i);", False),
    ("float f; float y = sqrtf(f) + fabsf(f);", False),
    ("int i; int y = abs(i - 3);", False),
    ("int y = (int)sizeof(double);", False),
    ("double d; int y = 2 * isinf(d);", True),               # glibc's C macro: -1 for -inf; C++: bool
    ("float f; int y = signbit(f) + 1;", True),              # the sign bit's value in C; C++: bool
    ("double d; int y = isnan(d) + isfinite(d) + isnormal(d) + fpclassify(d);", False),   # same values
    # C++: the block's tag hides the file-scope object g (sizeof is 80, not 4); a tag of the same scope
    # does not (the object hides it in C++ too), nor does a tag named like no object; an enumeration tag
    # is flagged too, whatever its size
    ("struct g { double pad[10]; }; int y = (int)sizeof(g);", True),
    ("int y = 0; { union g { char c[3]; }; y = (int)sizeof(g); }", True),
    ("int y = 0; { enum g { G0 }; y = (int)sizeof(g); }", True),
    ("struct e {}; int y = (int)sizeof(struct e);", True),          # GNU C: 0; C++: 1
    ("union e { int : 0; }; int y = (int)sizeof(union e);", True),
    ("struct e { int : 3; int k; }; int y = (int)sizeof(struct e);", False),
    # C: ONE - 2 is the int -1; C++: ONE has the enumeration's type, promoted to unsigned int
    ("enum { ONE = 1, HIGH = 0x80000000 }; int y = ONE - 2 < 0;", True),
    ("enum { NEG = -1, BIG = 5000000000 }; int y = NEG < 0;", True),
    ("enum { ONE = 1, TOP = 0x7fffffff, LOW = -0x7fffffff - 1 }; int y = ONE - 2 < 0;", False),
    ("struct h { double pad[10]; }; int y = (int)sizeof(g);", False),
]


@pytest.mark.parametrize("code, differs", CXX_MEANING)
def test_code_that_means_something_else_in_cxx(code, differs, tmp_path):
    from s2s.codegen.cxx_semantics import changed_meaning
    from s2s.frontend.load import load
    src = tmp_path / "x.c"
    src.write_text("#include <math.h>\n#include <stdlib.h>\nint g;\n"
                   "void f(void) {\n  " + code + "\n  (void)y;\n}\n")
    sf = load(str(src))
    assert (changed_meaning(sf.ast, str(src)) is not None) == differs


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_host_code_with_float_math_stays_c(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "math_float.c")     # exp(F[i]) on a float array, in the original code
    r = translate_file(path, target="cuda", force_device=True)
    assert r.c_host_reason and "'exp' of a float argument" in r.c_host_reason
    compile_cuda_only(r, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# conversions in subscripts, bounds and conditions

@pytest.mark.parametrize("target", host_targets())
def test_narrowing_conversions_in_subscripts(target):
    _check("narrow_cast_subscript.c", target)


def test_narrowing_conversion_wraps_in_the_model(scop_of):
    from s2s.analysis import analyse
    scop = scop_of("""
        double A[256], B[600];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 600; i++) A[(unsigned char)i] = A[(unsigned char)i] + B[i];
          for (int i = 0; i < 200; i++) B[(unsigned char)i] = 2 * B[(unsigned char)i];
        #pragma endscop
        }
    """)
    # i and i + 256 write the same element: the first loop carries a dependence, the second does not
    reports = analyse(scop).loops
    assert [r.parallel for r in reports] == [False, True]
    import islpy as isl
    w = scop.statements[0].writes[0].relation
    assert w.fix_val(isl.dim_type.in_, 0, 300).range().is_equal(w.fix_val(isl.dim_type.in_, 0, 44).range())


def test_conversion_to_a_user_typedef_in_a_subscript_is_modelled(scop_of):
    # the typedef is resolved (unsigned char): i and i + 256 write the same element, no parallel loop
    from s2s.analysis import analyse
    scop = scop_of("typedef unsigned char byte;\ndouble A[256];\nvoid f(void) {\n#pragma scop\n"
                   "  for (int i = 0; i < 300; i++) A[(byte)i] = i;\n#pragma endscop\n}\n")
    assert [r.parallel for r in analyse(scop).loops] == [False]
    import islpy as isl
    w = scop.statements[0].writes[0].relation
    assert w.fix_val(isl.dim_type.in_, 0, 299).range().is_equal(w.fix_val(isl.dim_type.in_, 0, 43).range())


@pytest.mark.skipif(not have_opencl(), reason="no OpenCL")
def test_device_casts_use_the_device_spelling():
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "narrow_cast_subscript.c"), target="opencl", force_device=True)
    kernels = r.main_text.split("s2s_kernel_source")[1].split("static cl_context")[0]
    assert "(uint8_t)" not in kernels and "(unsigned char)" in kernels


@pytest.mark.parametrize("target", host_targets())
def test_shifts_and_masks_in_subscripts(target):
    _check("bits_subscript.c", target)


@pytest.mark.parametrize("expr, ok", [("A[i >> 1]", True), ("A[(i << 1) & 15]", True), ("A[i & 6]", False),
                                      ("A[i << n]", False), ("A[(i - 5u) >> 2]", False), ("A[i | 1]", False)])
def test_which_bit_operations_are_modelled(expr, ok, tmp_path):
    from s2s.diagnostics import S2SError
    from s2s.driver import translate_file
    src = tmp_path / "b.c"
    src.write_text("double A[100];\nvoid f(int n) {\n#pragma scop\n"
                   f"  for (int i = 0; i < 40; i++) {expr} = i;\n#pragma endscop\n}}\n")
    if ok:
        translate_file(str(src), target="openmp")
    else:
        with pytest.raises(S2SError):
            translate_file(str(src), target="openmp", strict=True)


@pytest.mark.parametrize("target", host_targets())
def test_sizeof_in_bounds_and_statements(target):
    _check("sizeof_bounds.c", target)


def test_sizeof_of_arrays_whose_size_is_not_a_constant(tmp_path):
    from s2s.diagnostics import S2SError
    from s2s.driver import translate_file
    src = tmp_path / "s.c"
    src.write_text("void f(int n, double B[n]) {\n#pragma scop\n"
                   "  for (int i = 0; i < n; i++) B[i] = sizeof(B) + sizeof(B[0]);\n#pragma endscop\n}\n"
                   "void g(int n, double B[n][n]) {\n#pragma scop\n"
                   "  for (int i = 0; i < n; i++) B[i][0] = sizeof(B[i]);\n#pragma endscop\n}\n")
    with pytest.raises(S2SError) as e:
        translate_file(str(src), target="opencl", strict=True)
    d = e.value.diagnostics[0]
    assert "sizeof(B[i])" in d.message and (d.loc.line, d.loc.col) == (8, 41)
    src.write_text(src.read_text().split("void g")[0])       # f alone: B is a pointer, sizeof(B) is 8
    r = translate_file(str(src), target="opencl", force_device=True)
    assert "((unsigned long)8)" in r.main_text


def test_sizeof_of_expressions_with_side_effects(tmp_path):
    """sizeof does not evaluate its operand: `sizeof(C[i]++ + 1)`, `sizeof(B[i] = 0)` and `sizeof(c--)`
    are the sizes of the operand's type (promoted where an operator's operand, the left operand's for an
    assignment, unpromoted for ++/--); they were refused as "not a known constant" and kept the SCoP
    sequential.  The device code prints the sizes, and nothing is incremented there."""
    from s2s.driver import translate_file
    src = tmp_path / "s.c"
    src.write_text("double B[8]; char C[8]; short H[8]; int S[8];\nvoid f(void) {\n#pragma scop\n"
                   "  for (int i = 0; i < 8; i++)\n"
                   "    S[i] = sizeof(C[i]++ + 1) * 1000 + sizeof(B[i] = 0) * 100 + sizeof(C[i]--) * 10"
                   " + sizeof(H[i] += 2.5);\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="opencl", force_device=True)
    assert not [d.message for d in r.log.items if d.severity == "warning"]
    assert "S[_g0] = ((unsigned long)4) * 1000 + ((unsigned long)8) * 100 + ((unsigned long)1) * 10" \
        " + ((unsigned long)2);" in r.main_text
    assert "C[_g0]" not in r.main_text and "B[_g0]" not in r.main_text


@pytest.mark.parametrize("target", host_targets())
def test_literals(target):
    _check("literals.c", target)


@needs_nvcc
@pytest.mark.nvcc
def test_cuda_kernels_print_sizeof_of_char_constants_as_c(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "literals.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert "sizeof('a')" not in r.device_text and "((unsigned long)4) + ((unsigned long)4)" in r.device_text
    compile_cuda_only(r, path, str(tmp_path))


@pytest.mark.parametrize("target", ["cuda", "opencl"])
def test_long_double_arithmetic_stays_on_the_host(target, tmp_path):
    from s2s.driver import translate_file
    src = tmp_path / "ld.c"
    src.write_text("double A[64], B[64];\nvoid f(void) {\n#pragma scop\n"
                   "  for (int i = 0; i < 64; i++) A[i] = B[i] * 1.1L;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target=target, force_device=True)
    assert r.programs == []
    assert any("long double constant 1.1L" in d.message for d in r.log.items if d.severity == "warning")


# ---------------------------------------------------------------------------------------------------------
# the user's names and the headers of the generated code

@pytest.mark.parametrize("target", host_targets())
def test_globals_named_like_library_functions(target):
    _check("library_names.c", target)


@needs_nvcc
@pytest.mark.nvcc
def test_globals_named_like_library_functions_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "library_names.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert r.c_host_reason and "C library headers" in r.c_host_reason
    compile_cuda_only(r, path, str(tmp_path))


def test_header_guard_hides_only_declared_names(tmp_path):
    from s2s.codegen import header_guard
    from s2s.frontend.load import load
    src = tmp_path / "h.c"
    src.write_text("#include <stdio.h>\ndouble div[4], x[4];\nint size;\nenum { quot = 1 };\n"
                   "int main(void) { return 0; }\n")
    sf = load(str(src))
    # x, size and quot are fields or parameters in the headers, not their own declarations
    assert header_guard.conflicts(sf.ast, str(src), header_guard.OPENMP_HEADERS) == ["div"]
    text = header_guard.guard_includes("#include <stdlib.h>\nint y;\n", ["div"])
    assert text.split("\n")[1:5] == ["#define div s2s_hidden_div", "#include <stdlib.h>", "#undef div",
                                      "int y;"]


@pytest.mark.parametrize("target", host_targets())
def test_user_pragmas_under_autodetect(target):
    _check("user_pragmas.c", target, autodetect=True)


def test_user_pragmas_go_with_their_nest():
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "user_pragmas.c"), target="openmp", autodetect=True)
    assert len(r.programs) == 2
    head = r.main_text.split("int main(void) {")[1]
    assert head.count("#pragma omp parallel for private(j)") == 1      # the third nest's, as written
    assert "#pragma GCC ivdep" not in head
    assert any("own '#pragma omp parallel for private(j)'" in d.message for d in r.log.items)


@pytest.mark.parametrize("target", host_targets())
def test_unsigned_parameters_in_generated_bounds(target):
    _check("unsigned_params.c", target)


def test_unsigned_parameters_are_read_as_long():
    from s2s.driver import translate_file
    text = translate_file(os.path.join(FAITHFUL, "unsigned_params.c"), target="openmp").main_text
    assert "(long)(-((long)n))" in text and "(long)(-n)" not in text


@pytest.mark.parametrize("code, reason", [
    ("double A[4];\ndouble A[4];\n", "defined twice"),
    ("int helper();\nint helper(int k) { return k; }\n", "empty parameter list"),
    ("enum color { RED, GREEN };\nenum color c = 1;\n", "enumeration type"),
    ("typedef enum { LO, HI } level;\nvoid f(level l);\n", "enumeration type"),   # f(1): C++ refuses
    ("typedef enum { LO, HI } level;\nlevel cur = HI;\n", "enumeration type"),
    ("extern double A[4];\ndouble A[4];\nint main(void) { return 0; }\n", None),
])
def test_c_that_is_not_cxx_keeps_a_c_host(code, reason, tmp_path):
    from s2s.codegen.emit import needs_c_host
    from s2s.frontend.load import load
    src = tmp_path / "x.c"
    src.write_text(code)
    got = needs_c_host(load(str(src)).ast, str(src))
    assert (got is None) if reason is None else (reason in got), got


@needs_nvcc
@pytest.mark.nvcc
def test_tentative_definitions_compile_for_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    src = tmp_path / "t.c"
    src.write_text("#include <stdio.h>\ndouble A[32];\ndouble A[32];\nint helper();\n"
                   "enum color { RED, GREEN };\nint main(void) {\n  enum color c = 1;\n"
                   "#pragma scop\n  for (int i = 0; i < 32; i++) A[i] = i * 2.0;\n#pragma endscop\n"
                   "  printf(\"%g %d %d\\n\", A[5], c, helper(3));\n  return 0;\n}\n"
                   "int helper(int k) { return k + 1; }\n")
    r = translate_file(str(src), target="cuda", force_device=True)
    assert r.c_host_reason
    compile_cuda_only(r, str(src), str(tmp_path))


def test_opencl_float_division_is_correctly_rounded_where_the_device_can(tmp_path):
    from s2s.driver import translate_file
    src = tmp_path / "d.c"
    src.write_text("float A[64], B[64];\nvoid f(void) {\n#pragma scop\n"
                   "  for (int i = 0; i < 64; i++) A[i] = B[i] / 3.0f;\n#pragma endscop\n}\n")
    text = translate_file(str(src), target="opencl", force_device=True).main_text
    assert "CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT" in text
    assert '"-cl-fp32-correctly-rounded-divide-sqrt"' in text


@pytest.mark.parametrize("target", host_targets())
def test_not_equal_loop_bounds(target):
    _check("ne_bound.c", target)


def test_not_equal_bound_of_an_unsigned_iterator_is_refused(tmp_path):
    from s2s.diagnostics import S2SError
    from s2s.driver import translate_file
    src = tmp_path / "u.c"
    src.write_text("double A[100];\nvoid f(unsigned n) {\n#pragma scop\n"
                   "  for (unsigned i = 5; i != n; i++) A[i % 100] = i;\n#pragma endscop\n}\n")
    with pytest.raises(S2SError) as e:            # with n < 5 it wraps around, a defined, long loop
        translate_file(str(src), target="openmp", strict=True)
    assert "not a monotone bound" in e.value.diagnostics[0].message


@pytest.mark.parametrize("target", host_targets())
def test_declarations_of_the_scop_used_after_it(target):
    _check("decl_after_scop.c", target)


def test_declaration_used_after_the_scop_keeps_it_as_written():
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "decl_after_scop.c"), target="openmp")
    assert r.programs == []
    assert any("'k' is declared in the SCoP and used after it" in d.message for d in r.log.items)
    assert "  int k = 3;\n  double scale = 0.5;\n" in r.main_text


@pytest.mark.parametrize("target", host_targets())
def test_sizeof_of_expressions_in_statements(target):
    _check("sizeof_expressions.c", target)       # sizeof B[0][0] of an array not accessed: a KeyError once


@pytest.mark.parametrize("code, live", [
    # a break skips the rest of the loop's body: the assignment there does not kill the value
    ("int i; for (int t = 0; t < 3; t++) { if (c) { SCOP break; } i = 0; } h(i);", True),
    ("int i; for (int t = 0; t < 3; t++) { SCOP if (c) break; i = 0; } h(i);", True),
    ("int i; for (int t = 0; t < 3; t++) { SCOP if (c) continue; i = 0; } h(3);", False),
    ("int i; for (int t = 0; t < 3; t++) { SCOP break; } i = 1; h(i);", False),
    ("int i; for (int t = 0; t < 3; t++) { SCOP if (c) continue; h(i); }", True),
])
def test_iterator_liveness_with_jumps(code, live, scop_of):
    scop_text = "\n#pragma scop\n  for (i = 0; i < 10; i++) A[i] = i;\n#pragma endscop\n"
    body = code.replace("SCOP", scop_text)
    scop = scop_of("double A[10]; void h(int);\nvoid f(int c) {\n" + body + "\n}\n")
    finals = [s.text for s in scop.statements if not s.iterators]
    assert finals == (["i = 10"] if live else [])


def test_c99_math_functions_are_offloaded():
    """round, trunc, fma, tgamma... are pure and exist on every target: the SCoP is offloaded (the
    comparison above then checks the argument conversions), not left sequential for its calls."""
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "math_c99.c"), target="opencl", force_device=True)
    assert r.programs, [d.decisions for d in r.decisions]
    text = r.main_text
    assert "tgamma((double)(F[" in text and "round((float)F[" in text


# C semantics the GPU code must keep: integer division and modulo of negative values, narrow types that
# wrap, mixed-type updates, global and by-value scalars, pointer-to-VLA parameters, short iterators
C_SEMANTICS = ["div_negative.c", "div_negative_subscript.c", "div_bounds.c", "int_accumulator_double.c",
               "minmax_mixed_types.c", "narrow_wrap.c", "ternary_subscript.c", "global_scalars.c",
               "vla_pointer_params.c", "modulo_subscript.c", "short_iterators.c", "strided_triangle.c",
               "compound_conversions.c", "fp_contraction.c", "mod_div_bounds.c"]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", C_SEMANTICS)
def test_c_semantics_of_programs(name, target):
    _check(name, target)


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["volatile_objects.c", "complex_types.c", "c_only_host.c"])
def test_objects_a_translation_must_leave_alone(name, target):
    _check(name, target)


@pytest.mark.parametrize("code, reason", [
    ("static double twice(x) double x; { return 2 * x; }", "K&R"),
    ("int f(int c) { if (c) goto out; int y = 2; c += y; out: return c; }", "goto"),
    ("void *get(void); double *w; void f(void) { w = get(); }", "void *"),
    ("double *g(void *p) { double *x = p; return x; }", "void *"),
    ("char tag[3] = \"abc\";", "'\\0'"),
])
def test_c_only_constructs_keep_the_cuda_host_part_in_c(code, reason, tmp_path):
    from s2s.driver import translate_file
    path = tmp_path / "p.c"
    path.write_text(code + "\ndouble A[64];\nvoid g(void) {\n#pragma scop\n"
                    "  for (int i = 0; i < 64; i++) A[i] = A[i] * 2;\n#pragma endscop\n}\n")
    r = translate_file(str(path), target="cuda", force_device=True)
    assert r.split and reason in r.c_host_reason, r.c_host_reason


@pytest.mark.parametrize("target", host_targets())
def test_a_byte_order_mark_stays_first(target, tmp_path):
    """A UTF-8 byte-order mark starts the output: after the generated code it was a stray character in
    front of the user's first line, and the translation did not compile."""
    from s2s.check.build import translation_paths, write_translation
    from s2s.driver import translate_file
    src = open(os.path.join(FAITHFUL, "mod_div_bounds.c"), encoding="utf-8").read()
    path = tmp_path / "bom.c"
    path.write_bytes(b"\xef\xbb\xbf" + src.encode())
    r = check_file(str(path), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-2000:])
    (tmp_path / "out").mkdir()
    out = translation_paths(str(path), str(tmp_path / "out"), target)
    for f in write_translation(translate_file(str(path), target=target), out):
        data = open(f, "rb").read()
        assert data.startswith(b"\xef\xbb\xbf") and data.count(b"\xef\xbb\xbf") == 1


def test_void_pointers_kept_as_void_pointers_need_no_c_host(tmp_path):
    from s2s.driver import translate_file
    path = tmp_path / "p.c"
    path.write_text("void *get(void); void *keep; char s[4] = \"abc\";\n"
                    "void f(void) { keep = get(); void *q = keep; (void)q; }\ndouble A[64];\n"
                    "void g(void) {\n#pragma scop\n  for (int i = 0; i < 64; i++) A[i] = A[i] * 2;\n"
                    "#pragma endscop\n}\n")
    r = translate_file(str(path), target="cuda", force_device=True)
    assert not r.split, r.c_host_reason


def test_volatile_objects_keep_their_scops_sequential():
    from s2s.driver import translate_file
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, "volatile_objects.c"), target="openmp", log=log)
    warned = [d.message for d in log.items if d.severity == "warning"]
    assert sum("is volatile" in w for w in warned) == 2, warned
    assert len(r.programs) == 1          # the third SCoP, without volatile objects


def test_complex_types_keep_the_cuda_host_part_in_c(tmp_path):
    from s2s.check.build import translation_paths, write_translation
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "complex_types.c")
    log = DiagnosticLog()
    r = translate_file(path, target="cuda", log=log, force_device=True)
    assert r.split and "complex" in r.c_host_reason
    assert any("imaginary constant" in d.message for d in log.items)
    assert any("double _Complex" in d.message and "no cuda equivalent" in d.message for d in log.items)
    assert len(r.programs) == 1
    files = write_translation(r, translation_paths(path, str(tmp_path), "cuda"))
    assert sorted(os.path.splitext(f)[1] for f in files) == [".c", ".cu"]


@needs_nvcc
@pytest.mark.nvcc
def test_complex_types_cuda_translation_compiles(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "complex_types.c")
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))


def test_generated_code_is_checked_for_the_extents_the_arrays_allow():
    """The verify pass compares the generated code with the program for parameter values of the SCoP's
    context (array extents >= 0), the values the code is generated for: instances that exist only at
    n < 0 (C's truncating division) once failed the check and kept the SCoP sequential."""
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "mod_div_bounds.c"), target="openmp")
    assert len(r.programs) == 1 and not any("verification" in d for d in r.programs[0].decisions)
    scop = r.programs[0].scop
    assert not scop.domain().intersect_params(scop.context.complement()).is_empty()   # the n < 0 instances


# ---------------------------------------------------------------------------------------------------------
# reductions whose results C fixes to the bit: signed zeros and NaNs

@pytest.mark.parametrize("target", host_targets())
def test_reductions_of_signed_zeros_and_nans(target):
    _check("reduction_zero_nan.c", target)


def test_reduction_identities_are_exact(scop_of):
    """A reordered floating-point sum starts at -0.0 (+0 would turn a sum of -0.0 into +0), fmax and
    fmin at a NaN (-INFINITY would replace a NaN start value when every term is a NaN); OpenMP gets its
    own reductions with these identities.  A floating-point min or max written as a comparison is an
    ordered form: the order decides which of -0.0 and +0.0 it keeps, and where a NaN stays, so its lanes
    start below every value but a NaN and keep C's order (group mode only: UpdateForm.ordered)."""
    from s2s.gpu.reduction import update_form
    scop = scop_of("""
        #include <math.h>
        void f(int n, double a[n], float b[n], int k[n]) {
          double x = 0, m = 0; float y = 0; int j = 0, q = 0;
        #pragma scop
          for (int i = 0; i < n; i++) x += a[i];
          for (int i = 0; i < n; i++) y = fmaxf(y, b[i]);
          for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
          for (int i = 0; i < n; i++) j = k[i] > j ? k[i] : j;
          for (int i = 0; i < n; i++) q += k[i];
        #pragma endscop
        }
    """)
    x, y, m, j, q = (update_form(scop, st) for st in scop.statements)
    assert m.ordered and (m.kind, m.tie, m.nan) == ("max", "first", "skip") and j.kind == "max"
    assert not j.ordered and not x.ordered
    assert m.identity("cuda") == "-__builtin_inf()" and m.identity("opencl") == "-(double)INFINITY"
    assert x.identity("cuda") == "-0.0" and x.identity("opencl") == "-0.0"
    assert y.identity("cuda") == '__builtin_nanf("")' and y.identity("opencl") == "as_float(0x7fc00000u)"
    assert x.openmp_reduction() == ("s2s_sum_double", "#pragma omp declare reduction(s2s_sum_double: double: "
                                    "omp_out += omp_in) initializer(omp_priv = -0.0)")
    assert y.openmp_reduction()[0] == "s2s_fmax_float"
    assert j.openmp_reduction() == ("max", None) and q.openmp_reduction() == ("+", None)
    assert q.identity("cuda") == "0"


@needs_nvcc
@pytest.mark.nvcc
def test_reductions_of_signed_zeros_and_nans_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "reduction_zero_nan.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert "__builtin_nan(\"\")" in r.device_text and "= -0.0;" in r.device_text
    compile_cuda_only(r, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# user names that the targets' languages, headers or generated code give another meaning

@pytest.mark.parametrize("target", host_targets())
def test_names_of_the_targets(target):
    _check("names_of_targets.c", target)


@pytest.mark.parametrize("name, target, renamed", [
    ("vec_step", "opencl", True), ("true", "opencl", True), ("barrier", "opencl", True),
    ("get_local_id", "opencl", True), ("CLK_LOCAL_MEM_FENCE", "opencl", True),
    ("clSetKernelArg", "opencl", True), ("fprintf", "opencl", True), ("NAN", "cuda", True),
    ("M_PI", "cuda", True), ("atomicAdd", "cuda", True),
    ("min", "cuda", True), ("cudaMalloc", "cuda", True), ("exit", "cuda", True), ("true", "cuda", True),
    ("alpha", "cuda", False), ("A", "opencl", False), ("n", "cuda", False), ("total", "opencl", False),
    ("NAN", "openmp", False),
])
def test_names_renamed_in_generated_code(name, target, renamed):
    from s2s.codegen.names import unsafe_name
    assert unsafe_name(name, target) == renamed


@needs_nvcc
@pytest.mark.nvcc
def test_names_of_the_targets_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "names_of_targets.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert "s2s_v_NAN" in r.device_text and "s2s_v_atomicAdd" in r.device_text
    compile_cuda_only(r, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# fixed-width types and C11 keywords

@pytest.mark.parametrize("target", host_targets())
def test_fixed_width_conversions(target):
    _check("stdint_conversions.c", target)


@pytest.mark.parametrize("code, invalid", [
    ("static _Bool b[8];", True),                       # C++ has bool, not _Bool
    ("_Noreturn void g(void);", True),
    ("_Thread_local int t;", True),
    ("_Alignas(16) double a[4];", True),
    ("_Static_assert(sizeof(int) == 4, \"int\");", True),
    ("int f(void) { return (int)_Alignof(double); }", True),
    ("static double d[8]; static const int k = 3;", False),
    # g++ folds (enum day)-1 > 0 to false (C: UINT_MAX > 0): enum_wide.c's arrays came out smaller
    ("enum day { MON, TUE }; int E[(enum day)-1 > 0 ? 6 : 3];", True),
    ("enum day { MON, TUE }; typedef enum day day_t; int f(int i) { return (day_t)i; }", True),
    ("enum day { MON, TUE }; int f(int i) { return (int)(i + MON); }", False),
])
def test_c11_keywords_keep_the_host_code_c(code, invalid, tmp_path):
    from s2s.codegen.cxx_semantics import invalid_in_cxx
    from s2s.frontend.load import load
    src = tmp_path / "x.c"
    src.write_text(code + "\n")
    sf = load(str(src))
    assert (invalid_in_cxx(sf.ast, str(src)) is not None) == invalid


@needs_nvcc
@pytest.mark.nvcc
def test_bool_arrays_compile_for_cuda(tmp_path):
    """The user's code, C with `_Bool`, stays out of the .cu file (C++ has no _Bool): a C host part; the
    SCoP runs on the GPU with `bool` (C++'s has _Bool's layout and conversions)."""
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    src = tmp_path / "b.c"
    src.write_text("#include <stdio.h>\nstatic _Bool B[64]; static double D[64];\nint main(void) {\n"
                   "#pragma scop\n  for (int i = 0; i < 64; i++) B[i] = D[i];\n#pragma endscop\n"
                   "  printf(\"%d\\n\", B[3]);\n  return 0;\n}\n")
    r = translate_file(str(src), target="cuda", force_device=True)
    assert r.c_host_reason and "_Bool" in r.c_host_reason and r.programs
    compile_cuda_only(r, str(src), str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# names spelled like s2s's own

@pytest.mark.parametrize("target", host_targets())
def test_names_like_the_generated_code(target):
    _check("names_reserved.c", target)


@needs_nvcc
@pytest.mark.nvcc
def test_names_like_the_generated_code_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "names_reserved.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert r.programs and r.c_host_reason and "'bool' is a C++ keyword" in r.c_host_reason
    assert "s2s_v_s2s_v_true" in r.device_text and "s2s_v_s2s_cl_queue" in r.device_text
    compile_cuda_only(r, path, str(tmp_path))


@pytest.mark.parametrize("decl", [
    "static double s2s_cl_queue[8];",                  # file scope: the OpenCL output declares it too
    "static int S2S_CL_CHECK;",
    "void g(void) { int s2s_scop0_main = 1; (void)s2s_scop0_main; }",   # hides the call site's function
])
@pytest.mark.parametrize("target", ["openmp", "opencl", "cuda"])
def test_reserved_names_keep_the_code(decl, target, tmp_path):
    from s2s.driver import translate_file
    src = tmp_path / "r.c"
    src.write_text(f"double A[8];\n{decl}\nvoid f(void) {{\n#pragma scop\n"
                   "  for (int i = 0; i < 8; i++) A[i] = i;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target=target, force_device=True)
    assert r.programs == []
    assert any("s2s" in d.message.lower() and "kept on the host" in d.message for d in r.log.items)


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["reduction_extremes.c", "local_named_fmax.c"])
def test_reductions_of_extreme_values(name, target):
    _check(name, target)


@needs_nvcc
@pytest.mark.nvcc
def test_reductions_of_extreme_values_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "reduction_extremes.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert r.c_host_reason and "'umax'" in r.c_host_reason      # CUDA's umax(unsigned, unsigned)
    compile_cuda_only(r, path, str(tmp_path))


@pytest.mark.parametrize("decl, clash", [
    ("static unsigned umax[4];", "umax"), ("static double rsqrt[4];", "rsqrt"),
    ("static int float4;", "float4"), ("static double min[4];", "min"),
    ("static int T, N, U;", None), ("static double size[4], swap;", None),
])
def test_file_scope_names_of_cuda_headers(decl, clash, tmp_path):
    from s2s.codegen.header_guard import cuda_conflicts
    from s2s.frontend.load import load
    src = tmp_path / "x.c"
    src.write_text(decl + "\n")
    sf = load(str(src))
    reason = cuda_conflicts(sf.ast, str(src))
    assert (reason is None) if clash is None else (f"'{clash}'" in reason)


# ---------------------------------------------------------------------------------------------------------
# <float.h>'s long double constants converted to double

@pytest.mark.parametrize("target", host_targets())
def test_float_h_constants(target):
    _check("float_h_constants.c", target)


@pytest.mark.parametrize("text, to, literal", [
    ("1.79769313486231570814527423731704357e+308L", "double", "0x1.fffffffffffffp+1023"),     # DBL_MAX
    ("2.22507385850720138309023271733240406e-308L", "double", "0x1.0000000000000p-1022"),     # DBL_MIN
    ("0.1L", "double", "0x1.999999999999ap-4"),
    ("0.1L", "float", "0x1.99999a0000000p-4f"),
    ("0x1.8p3L", "double", "0x1.8000000000000p+3"),
    ("0.0L", "double", "0x0p+0"),
    ("1e400L", "double", None),                          # an infinity: left to the host
    ("1e-320L", "double", "0x0.00000000007e8p-1022"),    # a subnormal double
    ("4.94065645841246544176568792868221372e-324L", "double", "0x0.0000000000001p-1022"),  # DBL_TRUE_MIN
    ("1e-330L", "double", "0x0p+0"),                     # below half the least subnormal: zero
    ("1e-40L", "float", "0x1.16c2000000000p-133f"),      # a subnormal float
    ("1.5", "double", None),                             # not a long double constant
])
def test_long_double_constants_converted(text, to, literal):
    from s2s.codegen.long_double_const import converted_constant
    assert converted_constant(text, to) == literal


def test_long_double_constant_rounds_twice():
    """1 + 2^-53 + 2^-70: its nearest double is 1 + 2^-52, but C rounds it to long double first (1 + 2^-53
    on x86-64), a tie that rounds to even: 1.0 (binary128 keeps the 2^-70: 1 + 2^-52)."""
    import numpy as np

    from s2s.codegen.long_double_const import converted_constant
    expected = "0x1.0000000000000p+0" if np.finfo(np.longdouble).nmant == 63 else "0x1.0000000000001p+0"
    assert converted_constant("1.000000000000000111023149495462908342702235L", "double") == expected


@needs_nvcc
@pytest.mark.nvcc
def test_float_h_constants_offloaded(tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "float_h_constants.c")
    for target in ("opencl", "cuda"):
        r = translate_file(path, target=target, force_device=True)
        assert r.programs, [d.decisions for d in r.decisions]      # once kept on the host for `L`
        assert "0x1.fffffffffffffp+1023" in (r.device_text or r.main_text)
    compile_cuda_only(r, path, str(tmp_path))


# ---------------------------------------------------------------------------------------------------------
# program structure

@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["structure_mix.c", "scops_sharing_arrays.c"])
def test_program_structure(name, target):
    _check(name, target)


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", ["structure_mix.c", "scops_sharing_arrays.c"])
def test_program_structure_cuda(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, name)
    r = translate_file(path, target="cuda", force_device=True)
    assert r.programs
    compile_cuda_only(r, path, str(tmp_path))
