"""Valid C whose text, not its loops, tripped the translation: `#line` directives, `#define` among a
SCoP's lines, CRLF line ends, C that is not C++ (CUDA's single .cu), scalars that a pointer points at,
thread-local objects.  Each program under tests/faithful/ prints its results; `s2s check` compares the
translation with the original."""
from __future__ import annotations

import os

import pytest
from conftest import ROOT, host_targets, needs_nvcc

from s2s.check.runner import check_file
from s2s.diagnostics import DiagnosticLog
from s2s.driver import translate_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", ["alias_global_scalar.c", "line_directives.c", "define_in_scop.c",
                                  "c_not_cxx.c", "thread_local_scalar.c", "extent_in_user_scope.c",
                                  "scop_after_labels.c", "reduction_conversions.c", "dmma_subscripts.c",
                                  "comments_in_statements.c", "zero_extent.c", "scop_unbraced_body.c"])
def test_matches(name, target):
    r = check_file(os.path.join(FAITHFUL, name), target=target)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def test_node_columns_are_those_of_the_line_as_written(scop_of):
    scop = scop_of("""
        double X[10], Y[10];
        void f(void) {
        #pragma scop
          for (int i = 0; i < 10; i++)
            /* c */ X[i] =   /* d */ Y[i] + sizeof(X) + sizeof X[0];
        #pragma endscop
        }
    """)
    line = "    /* c */ X[i] =   /* d */ Y[i] + sizeof(X) + sizeof X[0];"
    st = scop.statements[0]
    assert st.node.coord.column == line.index("X[i]") + 1
    assert sorted(scop.sizeofs) == [(6, line.index("sizeof(X)") + 1), (6, line.index("sizeof X[0]") + 1)]


def test_scalar_that_a_pointer_may_point_at_is_in_the_overlap_test():
    r = translate_file(os.path.join(FAITHFUL, "alias_global_scalar.c"), target="opencl", force_device=True)
    # gain is a global read in scale(), total a static written in accumulate(): both against the pointers
    assert "(const char *)&gain" in r.main_text and "(const char *)&total" in r.main_text


def test_local_scalar_whose_address_is_never_taken_is_not_tested(scop_of):
    scop = scop_of("""
        void f(int n, double *p, double *y) {
          double s = 2.0, t = 1.0;
          double *q = &t;
        #pragma scop
          for (int i = 0; i < n; i++) y[i] = s * t + p[i];
        #pragma endscop
          q[0] = 0;
        }
    """)
    assert scop.addressable == frozenset({"t"})


def test_thread_local_objects_keep_the_scop_on_its_thread():
    log = DiagnosticLog()
    r = translate_file(os.path.join(FAITHFUL, "thread_local_scalar.c"), target="openmp", log=log)
    assert not r.programs
    assert any("thread-local" in d.message for d in log.items)


def test_line_directives_do_not_move_the_replaced_lines():
    path = os.path.join(FAITHFUL, "line_directives.c")
    r = translate_file(path, target="openmp", force_device=True)
    assert len(r.programs) == 2
    text = open(path).read()
    # everything outside the two SCoPs is kept, the directives included
    for line in ("#line 4", '#line 500 "generated.c"', '# 7 "another.c"', "    B[i] = i;"):
        assert line in r.main_text
    assert "A[i] = A[i] + B[i];" not in r.main_text.split("#line 4")[1].split("generated.c")[0]
    assert text.count("\n") < r.main_text.count("\n")


def test_directives_of_the_region_follow_the_translation():
    r = translate_file(os.path.join(FAITHFUL, "define_in_scop.c"), target="openmp", force_device=True)
    after = r.main_text.split("#undef W", 1)[1]
    assert after.index("#define W 5.0") < after.index("#if 0") < after.index("#define NEVER 1") < \
        after.index("#endif") < after.index('printf("%.3f')


def test_crlf_line_ends_are_kept(tmp_path):
    src = open(os.path.join(FAITHFUL, "shadow_siblings.c")).read()
    path = tmp_path / "crlf.c"
    path.write_bytes(src.replace("\n", "\r\n").encode())
    r = translate_file(str(path), target="openmp", force_device=True)
    assert r.programs
    assert r.main_text.count("\n") == r.main_text.count("\r\n")
    head = src.split("#pragma scop")[0].replace("\n", "\r\n")
    before, fn = head.split("int main(void)")   # the OpenMP version is a function before main
    assert before in r.main_text and "int main(void)" + fn in r.main_text
    res = check_file(str(path), target="openmp")
    assert res.status == "match", res.message


@needs_nvcc
@pytest.mark.nvcc
def test_extents_of_the_user_scope_are_not_copied_into_device_code(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, "extent_in_user_scope.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert r.programs
    kernels = r.device_text or r.main_text
    assert "sizeof(Table)" not in kernels and "Unused" not in kernels.split("s2s_scop0")[1]
    compile_cuda_only(r, path, str(tmp_path))


@needs_nvcc
@pytest.mark.nvcc
def test_c_that_is_not_cxx_keeps_a_c_host_part(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, "c_not_cxx.c")
    r = translate_file(path, target="cuda", force_device=True)
    assert r.programs and r.c_host_reason
    compile_cuda_only(r, path, str(tmp_path))


def test_cuda_products_rounded_to_integers_are_not_contracted():
    path = os.path.join(FAITHFUL, "fp_contraction.c")
    cuda = translate_file(path, target="cuda", force_device=True)
    kernels = cuda.device_text or cuda.main_text
    assert "floor((double)(__dmul_rn(B[" in kernels and "__dmul_rn(A[" in kernels
    opencl = translate_file(path, target="opencl", force_device=True)
    assert "__dmul_rn" not in opencl.main_text       # OpenCL has FP_CONTRACT OFF
    # a product that is only stored keeps its fma
    plain = translate_file(os.path.join(ROOT, "corpus", "jacobi-2d.c"), target="cuda", force_device=True)
    assert "__dmul_rn" not in (plain.device_text or plain.main_text)


def test_cuda_products_compared_or_converted_are_not_contracted(tmp_path):
    src = tmp_path / "cmp.c"
    src.write_text("""
        float F[64], G[64]; double D[64]; int I[64], J[64];
        void f(int n, double w) {
        #pragma scop
          for (int i = 0; i < n; i++) {
            I[i] = D[i] * w - 1.0;
            J[i] = F[i] * G[i] - 0.5f > 0.25f ? 1 : 0;
            D[i] = D[i] * w + 1.0;
          }
        #pragma endscop
        }
    """)
    r = translate_file(str(src), target="cuda", force_device=True)
    k = r.device_text or r.main_text
    assert "__dmul_rn(D[" in k and "__fmul_rn(F[" in k
    assert k.count("__dmul_rn") == 1          # the stored D[i] * w + 1.0 keeps its fma


def test_scops_after_labels_and_in_old_style_definitions_are_translated():
    r = translate_file(os.path.join(FAITHFUL, "scop_after_labels.c"), target="openmp", force_device=True)
    assert len(r.programs) == 4
    # the labels name an empty statement before the generated code, or the block that holds it where the
    # region is the label's statement (faith16b: `;` there left the code out of an unbraced switch or loop)
    assert "  case 1:\n;\n" in r.main_text and "again:\n{\n" in r.main_text


def test_scops_that_are_unbraced_bodies_are_translated_as_blocks():
    """`if (c)` + `#pragma scop` + a loop + `#pragma endscop` + `else`, a `do` body before its `while`, a
    host loop's body: valid C (cc ignores the pragmas) that the parse once refused ("syntax error before
    'else'", "'#pragma scop' without a matching '#pragma endscop'"); each replacement is one block."""
    import re
    path = os.path.join(FAITHFUL, "scop_unbraced_body.c")
    log = DiagnosticLog()
    r = translate_file(path, target="openmp", force_device=True, log=log)
    assert len(r.programs) == 6, [d.message for d in log.items]
    assert not [d for d in log.items if d.severity in ("error", "warning")], [d.message for d in log.items]
    text = r.main_text
    # the statement before each region is followed by the block that replaces it
    for head in ("if (mode == 1)", "  else", "for (r = 0; r < reps; r++)", "  do", "while (c-- > 0)",
                 "if (q != r)"):
        assert re.search(re.escape(head) + r"\n\{\n/\* s2s: SCoP \d+ parallelised", text), head
    assert not re.search(r"^#pragma (end)?scop", text, re.M)


@needs_nvcc
@pytest.mark.nvcc
def test_scops_that_are_unbraced_bodies_compile_for_cuda(tmp_path):
    from s2s.check.build import compile_cuda_only
    path = os.path.join(FAITHFUL, "scop_unbraced_body.c")
    result = translate_file(path, target="cuda", force_device=True)
    assert len(result.programs) == 6, [d.message for d in result.log.items]
    compile_cuda_only(result, path, str(tmp_path))


def test_check_reads_hexadecimal_floats_as_numbers():
    from s2s.check.compare import tokenize
    toks = tokenize("s 0x1.12ae143fcd622p+3 -0x1p-2 0x10")
    assert [t.value for t in toks] == [None, float.fromhex("0x1.12ae143fcd622p+3"), -0.25, None]


def test_cuda_products_tested_for_truth_or_sign_are_not_contracted():
    """`!(a * b - c)`, `x && y`, `x || y` of floating operands, copysign's sign and signbit's argument keep
    only a zero test or a sign: nvcc fused a * b - c into an fma there (the product's rounding error where
    C's difference is 0), so `!` gave 0 and copysign -1 (round faith25a, f25a_truth_of_products.c)."""
    r = translate_file(os.path.join(FAITHFUL, "f25a_truth_of_products.c"), target="cuda", force_device=True)
    k = r.device_text or r.main_text
    body = [ln.strip() for ln in k.splitlines() if "[_g0] = " in ln]
    assert "z[_g0] = !(__dmul_rn(a[_g0], b[_g0]) - c[_g0]);" in body, body
    assert any(ln.startswith("both[_g0] = (__dmul_rn(") for ln in body), body
    assert any(ln.startswith("either[_g0] = (__dmul_rn(") and ln.count("__dmul_rn") == 2 for ln in body), body
    assert any(ln.startswith("s[_g0] = copysign((double)1.0, (double)(__dmul_rn(") for ln in body), body
    assert any(ln.startswith("sb[_g0] = signbit(") and "__dmul_rn" in ln for ln in body), body
    assert any(ln.startswith("fz[_g0] = !(__fmul_rn(") and ln.count("__fmul_rn") == 2 for ln in body), body


def test_cuda_products_at_a_domain_boundary_are_not_contracted():
    """sqrt(a*a - b*b) with a == b is sqrt(0) in C; nvcc's fma(a, a, -b*b) is the rounding error of a*a,
    negative for half the values: NaN.  The arguments of sqrt, the log family, asin, acos, acosh, atanh,
    tgamma (its poles), atan2 (its branch cut) and pow (a negative base, a zero base) print their products
    unfused (round faith25a, f25a_domain_of_differences.c)."""
    path = os.path.join(FAITHFUL, "f25a_domain_of_differences.c")
    r = translate_file(path, target="cuda", force_device=True)
    k = r.device_text or r.main_text
    assert "r[_g0] = sqrt((double)(__dmul_rn(a[_g0], a[_g0]) - __dmul_rn(b[_g0], b[_g0])));" in k
    assert "fr[_g0] = sqrt((float)(__fmul_rn(fa[_g0], fa[_g0]) - __fmul_rn(fa[_g0], fa[_g0])));" in k
    assert all(f"{f}((double)(__dmul_rn(" in k for f in ("log1p", "acos", "asin"))
    assert "pow((double)(__dmul_rn(a[_g0], a[_g0]) - __dmul_rn(a[_g0], b[_g0])), (double)0.5)" in k
    assert "pow((double)(-2.0), (double)(__dmul_rn(__dmul_rn(a[_g0], b[_g0]) - __dmul_rn(" in k
    assert "tgamma((double)(__dmul_rn(" in k and k.count("atan2((double)") == 2
    assert "atan2((double)0.0, (double)(__dmul_rn(b[_g0], a[_g0]) - __dmul_rn(a[_g0], a[_g0])))" in k


def test_device_call_sites_keep_the_programs_errno():
    """A SCoP whose calls set no errno (fabs, floor, fmax) offloads in a file that reads errno; its host
    function's runtime calls did set it (PoCL's first call left ENOENT, so the program printed 2 where C
    prints 0).  The call site saves errno and restores it after the call, in OpenCL and CUDA (round
    faith25a, f25a_errno_math.c); files that do not read errno are left alone."""
    path = os.path.join(FAITHFUL, "f25a_errno_math.c")
    for target in ("opencl", "cuda"):
        r = translate_file(path, target=target, force_device=True)
        assert len(r.programs) == 2
        main = r.main_text
        assert main.count("int s2s_errno = errno;") == 2 and main.count("errno = s2s_errno;") == 2, main
        assert "  s2s_scop1_main((void *)&s2s_s_big, (void *)x);\n  big = s2s_s_big;\n  errno = s2s_errno;" \
            in main or target == "cuda"
        assert "#include <errno.h>" in (r.device_text or main).split("#line 1")[0]
    plain = os.path.join(FAITHFUL, "f25a_exact_ops_bits.c")
    assert "s2s_errno" not in translate_file(plain, target="opencl", force_device=True).main_text


def test_trigraph_pragma_is_alone_on_its_line():
    """`??=pragma scop` is a directive where trigraphs are on (-trigraphs, -std=c17): its line holds no
    other code (it was said to share it, and its SCoP was kept sequential)."""
    from s2s.frontend.source_span import pragma_alone_on_its_line
    assert pragma_alone_on_its_line("??=pragma scop") and pragma_alone_on_its_line("  %:pragma endscop")
    assert not pragma_alone_on_its_line('x = 1; _Pragma("scop")')
