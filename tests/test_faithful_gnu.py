"""GNU C in and around SCoPs (`typeof`, inline assembly, `__alignof__`, `[[...]]` attributes), objects of
types s2s does not model (structures, unions), `_Alignof` in statements, and unsigned iterators counting
down to 0 or starting at a wrapped-around value: the file is translated, each SCoP computes what C
computes or stays sequential with a warning that says why."""
from __future__ import annotations

import os

import islpy as isl
import pytest
from conftest import ROOT, assert_isl, host_targets, needs_nvcc

from s2s.check.runner import check_file

FAITHFUL = os.path.join(ROOT, "tests", "faithful")
NAMES = ["gnu_extensions.c", "struct_objects.c", "alignof_expressions.c", "unsigned_reverse_loops.c"]


def _check(name: str, target: str, **kwargs) -> None:
    r = check_file(os.path.join(FAITHFUL, name), target=target, **kwargs)
    assert r.status == "match", (r.status, r.message, r.details[-3000:])


def _sequential(name: str) -> list[str]:
    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, name), target="openmp")
    return [d.message for d in r.log.items if "left sequential" in d.message]


@pytest.mark.parametrize("target", host_targets())
@pytest.mark.parametrize("name", NAMES)
def test_gnu_and_opaque_types_faithful(name, target):
    _check(name, target)


def test_gnu_extensions_keep_only_their_scops_sequential():
    msgs = _sequential("gnu_extensions.c")
    # (`__typeof__(A[0]) T[N]` is a double[N] since round faith27a, frontend/typeof_types.py: its SCoP is
    # offloaded)
    assert len(msgs) == 1, msgs
    assert any("inline assembly" in m for m in msgs), msgs


def test_structures_and_unions_stay_sequential_with_a_reason():
    msgs = _sequential("struct_objects.c")
    assert len(msgs) == 2, msgs         # (`s.x` of a structure parameter is read into a local)
    assert sum("an array of 'struct P', which s2s does not model" in m for m in msgs) == 2, msgs


def test_a_pointer_to_a_structure_is_called_a_pointer(tmp_path):
    """An array of structures: the warning once said that a pointer `p` "is an array of 'struct dims'";
    `p->n` is now read into a local (frontend/struct_members.py), `q[1].n` still is not."""
    from s2s.driver import translate_file
    src = tmp_path / "p.c"
    src.write_text("struct dims { int n; };\ndouble A[100];\n"
                   "void f(const struct dims *p, struct dims q[2]) {\n"
                   "#pragma scop\n  for (int i = 0; i < p->n; i++)\n    A[i] = i;\n#pragma endscop\n"
                   "#pragma scop\n  for (int i = 0; i < 10; i++)\n    A[i] += q[1].n;\n#pragma endscop\n}\n")
    r = translate_file(str(src), target="openmp")
    msgs = [(d.loc.line, d.message) for d in r.log.items if "left sequential" in d.message]
    tail = (", which s2s does not model (copy the members the SCoP uses into local variables before "
            "'#pragma scop')")
    assert msgs == [(10, "SCoP left sequential: 'q' is an array of 'struct dims'" + tail)]
    assert len(r.programs) == 1


def test_reverse_unsigned_loops_are_translated():
    assert _sequential("unsigned_reverse_loops.c") == []
    assert _sequential("alignof_expressions.c") == []


def test_asm_statement_and_labels_in_the_parse():
    from s2s.frontend.preprocess import _asm_as_calls
    text = ('int f(int) __asm__("g");\n__asm__("nop");\nvoid h(int x) {\n  register int r asm("r12") = x;\n'
            '  if (x) __asm__ volatile("" : "=r"(r)\n : "0"(x), "r"(x));\n'
            '  else asm goto("" :::: l);\nl: ;\n}\n')
    out = _asm_as_calls(text)
    assert out.count("\n") == text.count("\n")
    assert "asm" not in out.replace("__s2s_asm", "")
    assert out.count("__s2s_asm()") == 2
    assert "int f(int) ;" in out and "register int r  = x;" in out


def test_unsigned_reverse_loop_domain(scop_of):
    s = scop_of("""
        int A[20];
        void f(int n) {
        #pragma scop
          for (unsigned i = n - 1; i < n; i--)
            A[i] = i;
        #pragma endscop
        }
    """)
    (st,) = s.statements
    # for n >= 0, i runs from n - 1 down to 0 (n = 0: it starts at UINT_MAX, which 'i < n' stops)
    at = st.domain.intersect_params(isl.Set("[n] -> { : n >= 0 }"))
    assert_isl(at, "[n] -> { S0[i] : n >= 0 and 0 <= i < n and i <= 4294967295 }")


def test_unsigned_loop_that_does_not_stop_at_0_stays_sequential(load_c):
    sf = load_c("""
        int A[20];
        void f(unsigned n) {
        #pragma scop
          for (unsigned i = n; i <= n; i--)
            A[i] = i;
        #pragma endscop
        }
    """, strict=False)
    assert not sf.scops
    msgs = [d.message for d in sf.log.items]
    assert any("wraps around below 0 to 4294967295, where 'i <= n' still holds" in m for m in msgs), msgs


@needs_nvcc
@pytest.mark.nvcc
@pytest.mark.parametrize("name", NAMES)
def test_cuda_translation_compiles(name, tmp_path):
    from s2s.check.build import compile_cuda_only
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, name)
    compile_cuda_only(translate_file(path, target="cuda", force_device=True), path, str(tmp_path))


# ---- function bodies the parse sets aside (frontend/unparsed.py) -------------------------------------------


@pytest.mark.parametrize("target", host_targets())
def test_bodies_set_aside_keep_the_file_translatable(target):
    _check("gnu_bodies.c", target)


def test_bodies_set_aside_are_named_and_kept_as_written():
    from s2s.driver import translate_file
    path = os.path.join(FAITHFUL, "gnu_bodies.c")
    r = translate_file(path, target="openmp")
    msgs = {d.loc.line: d.message for d in r.log.items if "s2s parses" in d.message}
    # at the parse's failure, in the user's lines (the elvis operator, case ranges and labels as values
    # are parsed since faith15: only the nested function is set aside)
    assert sorted(msgs) == [33], msgs
    assert "'nested'" in msgs[33] and "before '{'" in msgs[33]
    with open(path) as f:
        src = f.read()
    out = r.output_files("x.c")["x.c"]
    # the set-aside functions are in the output byte for byte; both SCoPs were translated
    for name in ("fallback", "classify", "nested", "jump"):
        start = src.index(f"static int {name}(")
        end = src.index("\n", start) if name == "fallback" else src.index("\n}\n", start) + 3
        body = src[start:end]
        assert body in out, name
    assert "#pragma scop" not in out and out.count("omp parallel for") >= 2


@needs_nvcc
def test_bodies_set_aside_keep_the_cuda_host_part_in_c(tmp_path):
    import subprocess

    from s2s.driver import translate_file
    r = translate_file(os.path.join(FAITHFUL, "gnu_bodies.c"), target="cuda", force_device=True)
    files = r.output_files(str(tmp_path / "gb.cu"))
    for p, text in files.items():
        with open(p, "w") as f:
            f.write(text)
    host = files[str(tmp_path / "gb.c")]
    assert host.startswith("/* translated by s2s: host part in C (the function s2s does not parse "
                           "('nested'))")
    subprocess.run(["nvcc", "-O2", "-arch=sm_90", "-o", str(tmp_path / "gb"), *files], check=True,
                   capture_output=True)


@pytest.mark.parametrize("text, line, col", [
    # in a SCoP's function, a nested function that cc does not compile either: cc's error (a valid one is
    # read as its declaration and keeps the function's SCoPs sequential: test_faithful_17)
    ("void f(int n, double *a)\n{\n  int add(int x) { return x + ; }\n#pragma scop\n"
     "  for (int i = 0; i < n; i++)\n    a[i] = a[i] + 1.0;\n#pragma endscop\n  a[0] = add(1);\n}\n", 3, 31),
    # in a function without a SCoP, but not C that cc compiles either: cc's error
    ("static int pick(int a, int b) { return a ?: b +; }\nvoid f(int n, double *a)\n{\n#pragma scop\n"
     "  for (int i = 0; i < n; i++)\n    a[i] += 1.0;\n#pragma endscop\n}\n", 1, 48),
    # at file scope (a nested function in a statement expression)
    ("int g = ({ int one(void) { return 1; } one(); });\nvoid f(int n, double *a)\n{\n#pragma scop\n"
     "  for (int i = 0; i < n; i++)\n    a[i] += 1.0;\n#pragma endscop\n}\n", 1, 26),
])
def test_failures_outside_set_aside_bodies_stay_errors(tmp_path, text, line, col):
    from s2s.diagnostics import S2SError
    from s2s.driver import translate_file
    path = tmp_path / "bad.c"
    path.write_text(text)
    with pytest.raises(S2SError) as e:
        translate_file(str(path), target="openmp")
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.col) == (line, col), d


def test_the_python_api_does_not_run_a_body_set_aside(tmp_path):
    from s2s.diagnostics import S2SError
    from s2s.frontend.load import load
    from s2s.opencl.cfunc import analyse_function
    sf = load(os.path.join(FAITHFUL, "gnu_bodies.c"))
    assert sf.symbols.unparsed == {"nested"}
    with pytest.raises(S2SError, match="not C that s2s parses"):
        analyse_function(sf, "nested", [])


def test_bodies_with_line_markers_inside_keep_the_coordinates_after_them():
    from s2s.frontend.unparsed import blank_failing_body
    text = ('# 1 "f.c"\nint g(int a)\n{\n  int r = (a\n# 5 "f.c"\n  );\n  return r ?: 1;\n}\n'
            'int h(void) { return 2; }\n')
    out, brace, body = blank_failing_body(text, "f.c", 6)
    assert "return r ?: 1;" in body
    assert brace == ("f.c", 2)
    assert out.count("\n") == text.count("\n") and '# 5 "f.c"' in out and "?:" not in out
    assert out.endswith("int h(void) { return 2; }\n")
    assert blank_failing_body(text, "f.c", 8)[1] == ("f.c", 8)      # h's body, on the line of its braces
    assert blank_failing_body(text, "f.c", 1) is None               # g's declarator: at file scope


def test_c2x_forms_are_rewritten():
    """Digit separators are read as the constant's value (the device code has none: OpenCL C cannot lex
    them), `u8'a'` is an unsigned char (OpenCL C has no u8 prefix), an attributed statement is the
    statement and `[[fallthrough]];` a null statement (frontend/c2x_forms.py)."""
    from pycparser import c_generator

    from s2s.frontend.c2x_forms import rewrite_c2x_forms
    from s2s.frontend.parse import parse
    ast = parse("int x = 1'000'000; double y = 0x1'0p-4; int b = 0b1'01; unsigned char c = u8'\\x7f';\n"
                "void f(int *p) { [[]] p[0] = 1; [[fallthrough]]; [[a]] [[b]] p[1] = 'a'; }\n", "f.c")
    assert rewrite_c2x_forms(ast) == 7
    text = c_generator.CGenerator().visit(ast)
    assert "1000000;" in text and "0x10p-4;" in text and "0b101;" in text, text
    assert "(unsigned char) '\\x7f'" in text and "'a'" in text, text
    assert "[[" not in text and "p[0] = 1;" in text and "p[1] = 'a';" in text, text


def test_typeof_of_known_types_is_that_type(load_c):
    """`typeof` of a type name, of a scalar, an element or a dereferenced pointer is that type (qualifiers
    kept, a parameter's array a pointer, a typedef name only where it means what it meant), so the SCoPs
    that use such objects are modelled; `typeof` of another expression stays a type s2s does not know
    (frontend/typeof_types.py)."""
    from pycparser import c_generator

    from s2s.frontend.parse import parse
    from s2s.frontend.typeof_types import rewrite_typeof
    ast = parse("typedef double real; const int x = 1; typeof(x) y; const typeof(int *) w[2]; real R[4];\n"
                "void f(int n, double a[]) { typeof(a) v; typeof(*a) u; typeof(R[1]) r0;\n"
                "  typedef float real; typeof(R[1]) r1; typeof(real) q;\n"
                "  { double n; typeof(n) d; } typeof(n) m;\n"
                "  typeof(n + 1) e; }\n", "f.c")
    assert rewrite_typeof(ast) == 8
    # a parameter of an array typedef is a pointer, which the typedef name does not say: left as it is
    vec = parse("typedef double vec[4]; void g(vec a) { typeof(a) p = a; }", "g.c")
    assert rewrite_typeof(vec) == 0
    text = c_generator.CGenerator().visit(ast)
    for decl in ("const int y;", "int * const w[2];", "double *v;", "double u;", "real r0;",
                 "typeof(R[1]) r1;", "real q;", "double d;", "int m;", "typeof(n + 1) e;"):
        assert decl in text, (decl, text)     # (r1: the file's `real` is hidden there; q: the local one)
    sf = load_c("""
        double A[50]; unsigned char U[300];
        void g(typeof(int) n) {
          unsigned char top = 200;
        #pragma scop
          for (typeof(n) i = 0; i < n; i++) { typeof(A[0]) t = A[i] * 2; A[i] = t + 1; }
        #pragma endscop
        #pragma scop
          for (typeof(top) i = 0; i < top; i++) U[i] = (typeof(top))(i * 3);
        #pragma endscop
        }
    """)
    assert len(sf.scops) == 2, [d.message for d in sf.log.items]
    assert sf.symbols.globals["U"].ctype == "unsigned char"


def test_a_label_no_goto_names_is_its_statement(tmp_path):
    """A label inside a SCoP that no `goto` names and whose address `&&` does not take
    (`[[maybe_unused]] done:`, GNU's `L: __attribute__((unused));`) is the statement it labels: the SCoP is
    modelled (it stayed sequential, "label: control flow is not static"); one a goto names still is not
    static control (scop_finder._label_targets, builder._walk)."""
    from s2s.driver import translate_file
    body = ("double X[64], Y[64];\nvoid f(int n) {\n#pragma scop\n  for (int i = 0; i < 64; i++) {\n"
            "    [[maybe_unused]] done: X[i] = Y[i] * 2;\n    unused: __attribute__((unused));\n  }\n"
            "#pragma endscop\n%s}\n")
    src = tmp_path / "l.c"
    src.write_text(body % "")
    r = translate_file(str(src), target="openmp")
    assert len(r.programs) == 1, [d.message for d in r.log.items]
    src.write_text(body % "  if (n) goto done;\n")
    r = translate_file(str(src), target="openmp")
    assert not r.programs and any("label: control flow is not static" in d.message for d in r.log.items)
