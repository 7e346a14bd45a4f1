"""Structure members a SCoP only reads, read into locals at the region's entry (frontend/struct_members.py):
which members are hoisted, which keep their SCoP sequential and what the warning says, the locals in the
output, the runtime overlap test of members that a written array may hold, and three programs of ours run
end to end (tests/faithful/struct_members_*.c)."""
from __future__ import annotations

import pytest
from faithful_round import (  # noqa: F401  (the shared tests, run over PROGRAMS)
    test_cuda_translation_compiles,
    test_matches,
    test_what_is_not_modelled_stays_sequential,
)

from s2s.driver import translate_file
from s2s.frontend.load import load
from s2s.model.footprint import alias_plan

PROGRAMS = ["struct_members_hoisted.c", "struct_members_refused.c", "struct_members_alias.c",
            "struct_members_null.c"]
# lines warned "SCoP left sequential" (OpenCL, device forced)
SEQUENTIAL = {
    # g->sum +=, p.count++, &q.n in the function, *s = t, a union, a bit-field, ps[i].a, b->bytes[i] =
    "struct_members_refused.c": [22, 30, 41, 51, 59, 65, 73, 80],
}
ON_HOST = {"struct_members_hoisted.c": 1}        # p->on: _Bool data, which OpenCL does not have
NO_DEVICE_PROGRAM = ("struct_members_refused.c",)

GRID = "struct grid { int n, m; double alpha; double *a; double (*r)[8]; };\n"


def _translate(tmp_path, body: str, target: str = "openmp", head: str = GRID, force_device: bool = False):
    src = tmp_path / "t.c"
    src.write_text(head + body)
    r = translate_file(str(src), target=target, force_device=force_device)
    warnings = [(d.loc.line, d.message) for d in r.log.items if d.severity == "warning"]
    return r, warnings


def _members(tmp_path, body: str, head: str = GRID):
    src = tmp_path / "m.c"
    src.write_text(head + body)
    sf = load(str(src))
    return sf.scops[0]


def _refused(tmp_path, body: str, head: str = GRID) -> list[tuple[int, str]]:
    r, warnings = _translate(tmp_path, body, head=head)
    assert not r.programs, warnings
    return warnings


def test_members_in_bounds_and_bodies_are_parameters_and_values(tmp_path):
    scop = _members(tmp_path, "void f(struct grid *g, double *b) {\n#pragma scop\n"
                              "  for (int i = 0; i < g->n; i++)\n    for (int j = 0; j < g->m; j++)\n"
                              "      b[i * g->m + j] = g->alpha * b[i * g->m + j];\n#pragma endscop\n}\n")
    assert [(m.name, m.text) for m in scop.members] == [("s2s_m_g_n", "g->n"), ("s2s_m_g_m", "g->m"),
                                                        ("s2s_m_g_alpha", "g->alpha")]
    assert set(scop.params) == {"s2s_m_g_n", "s2s_m_g_m"}
    assert scop.scalar_values == {"s2s_m_g_alpha": "double"}
    # only alpha may lie in b (a double array): n and m are ints, which C's types keep apart from it
    assert alias_plan(scop).pairs == [("b", "s2s_m_g_alpha")]
    assert scop.members[0].decl == "const int s2s_m_g_n = (g) ? g->n : 0;"


def test_the_output_reads_each_member_once_before_the_code(tmp_path):
    r, warnings = _translate(tmp_path, "void f(struct grid *g, double *b) {\n#pragma scop\n"
                                       "  for (int i = 0; i < g->n; i++)\n    b[i] = b[i] * g->alpha;\n"
                                       "#pragma endscop\n}\n")
    assert warnings == [] and len(r.programs) == 1
    out = r.main_text
    assert out.count("const int s2s_m_g_n = (g) ? g->n : 0;") == 1
    assert out.count("const double s2s_m_g_alpha = (g) ? g->alpha : 0;") == 1
    # the overlap test looks at the member where it lies, and the fallback reads the members as written
    assert "(const char *)&(g->alpha)" in out and "&(g->n)" not in out
    assert "for (int i = 0; i < g->n; i++)" in out


def test_pointer_members_nested_chains_and_objects(tmp_path):
    head = (GRID + "struct geo { int n; double h; };\nstruct inner { long m; };\n"
            "struct solver { struct geo geo; struct inner *in; double *u; };\n")
    scop = _members(tmp_path, "void f(const struct solver *s, struct grid p) {\n#pragma scop\n"
                              "  for (int i = 0; i < s->geo.n; i++)\n"
                              "    s->u[i] = p.r[i % 8][i % 8] * s->geo.h + s->in->m;\n#pragma endscop\n}\n",
                    head)
    got = {m.text: m for m in scop.members}
    assert set(got) == {"s->geo.n", "s->u", "p.r", "s->geo.h", "s->in->m"}
    assert got["s->geo.n"].name == "s2s_m_s_geo_n"
    assert scop.arrays["s2s_m_s_u"].kind == "pointer"
    assert got["s->u"].decl == "double * const s2s_m_s_u = (s) ? s->u : 0;"
    assert got["p.r"].decl == "double (* const s2s_m_p_r)[8] = p.r;"
    assert got["s->in->m"].decl == "const long s2s_m_s_in_m = (s) && (s->in) ? s->in->m : 0;"
    # p is a by-value parameter whose address the function never takes: no array can hold p.r
    assert not got["p.r"].tested and got["s->geo.h"].tested and got["s->in->m"].through_pointer


def test_fresh_names_avoid_the_users(tmp_path):
    scop = _members(tmp_path, "struct g2 { int n_m; };\nstruct g3 { int m; };\n"
                              "void f(struct g2 *g, struct g3 *g_n, double *b, int s2s_m_g_n_m) {\n"
                              "#pragma scop\n  for (int i = 0; i < g->n_m + g_n->m; i++)\n"
                              "    b[i] = s2s_m_g_n_m;\n#pragma endscop\n}\n")
    names = [m.name for m in scop.members]
    assert len(set(names)) == 2 and "s2s_m_g_n_m" not in names


@pytest.mark.parametrize("stmt, line, words", [
    ("g->n += 1;", 5, "the SCoP writes the member 'g->n'"),
    ("b[i] = g->a[i]; g->a = b;", 5, "the SCoP writes the member 'g->a'"),
    ("g->r[i][0]++; g = 0;", 5, "the SCoP writes the structure 'g'"),
])
def test_written_members_keep_the_scop_sequential(tmp_path, stmt, line, words):
    warnings = _refused(tmp_path, "void f(struct grid *g, double *b) {\n#pragma scop\n"
                                  f"  for (int i = 0; i < 8; i++) {{\n    {stmt}\n  }}\n"
                                  "#pragma endscop\n}\n")
    assert [ln for ln, _ in warnings] == [line]
    assert words in warnings[0][1] and "reads and never writes" in warnings[0][1]


@pytest.mark.parametrize("head, param, expr, words", [
    ("union u { double d; long l; };\n", "union u v", "v.d", "'v' is a union"),
    ("struct bf { unsigned k : 3; };\n", "struct bf v", "v.k", "'v.k' is a bit-field"),
    ("struct ar { double a[8]; };\n", "struct ar *v", "v->a[i]", "an array member"),
    ("struct vo { volatile double d; };\n", "struct vo *v", "v->d", "the member is volatile"),
    ("struct pt { double *p; };\n", "struct pt *v", "*v->p", "only as the base of subscripts"),
    ("struct pt { double d; };\n", "struct pt *v", "*(&v->d)", "takes the address of the member 'v->d'"),
    ("", "struct grid *v", "v[1].alpha", "'v' is a pointer to 'struct grid'"),
])
def test_members_that_are_not_hoisted(tmp_path, head, param, expr, words):
    warnings = _refused(tmp_path, f"void f({param}, double *b) {{\n#pragma scop\n"
                                  f"  for (int i = 0; i < 8; i++)\n    b[i] = {expr};\n#pragma endscop\n}}\n",
                        GRID + head)
    assert len(warnings) == 1 and words in warnings[0][1], warnings


def test_an_object_whose_address_escapes(tmp_path):
    warnings = _refused(tmp_path, "double *keep;\nvoid f(struct grid p, double *b) {\n  keep = &p.alpha;\n"
                                  "#pragma scop\n  for (int i = 0; i < 8; i++)\n    b[i] = p.alpha;\n"
                                  "#pragma endscop\n}\n")
    assert "the function takes the address of 'p'" in warnings[0][1], warnings


def test_characters_written_next_to_a_pointer_member(tmp_path):
    warnings = _refused(tmp_path, "void f(struct grid *g, unsigned char *c) {\n#pragma scop\n"
                                  "  for (int i = 0; i < 8; i++) {\n    c[i] = 1;\n    g->a[i] = 2.0;\n  }\n"
                                  "#pragma endscop\n}\n")
    assert "'g->a' is not modelled: the SCoP writes characters through 'c'" in warnings[0][1], warnings


def test_characters_written_next_to_a_scalar_member_are_tested(tmp_path):
    scop = _members(tmp_path, "void f(struct grid *g, char *c) {\n#pragma scop\n"
                              "  for (int i = 0; i < g->n; i++)\n    c[i] = 1;\n#pragma endscop\n}\n")
    assert alias_plan(scop).pairs == [("c", "s2s_m_g_n")]     # a char may be any object's byte


def test_messages_name_the_member_as_written(tmp_path):
    head = GRID + "struct flags { _Bool on; int n; };\n"
    r, warnings = _translate(tmp_path, "void f(struct flags *p, double *b) {\n#pragma scop\n"
                                       "  for (int i = 0; i < p->n; i++)\n    if (p->on)\n      b[i] = 1.0;\n"
                                       "#pragma endscop\n}\n", target="opencl", head=head,
                             force_device=True)
    assert any("'p->on': _Bool data" in m for _, m in warnings), warnings
    assert not any("s2s_m_" in m for _, m in warnings), warnings


def test_autodetect_hoists_too(tmp_path):
    src = tmp_path / "a.c"
    src.write_text(GRID + "void f(struct grid *g, double *b) {\n  for (int i = 0; i < g->n; i++)\n"
                   "    b[i] = b[i] + g->alpha;\n}\n")
    r = translate_file(str(src), target="openmp", autodetect=True)
    assert len(r.programs) == 1


def test_st_example_offloads(tmp_path):
    """The example of the task: a SCoP of g->n, g->m and g->alpha offloads (it stayed sequential with
    a warning to copy the members into locals)."""
    body = ("void f(struct grid *g, double *b) {\n#pragma scop\n  for (int i = 0; i < g->n; i++)\n"
            "    for (int j = 0; j < g->m; j++)\n      b[i * g->m + j] = g->alpha * b[i * g->m + j] + 1.0;\n"
            "#pragma endscop\n}\n")
    for target in ("openmp", "opencl"):
        r, warnings = _translate(tmp_path, body, target=target)
        assert warnings == [], warnings
        assert not any("copy the members" in d.message for d in r.log.items)




def test_a_member_the_code_does_not_name_is_used(tmp_path):
    """isl drops a test that always holds: the local of its member is named in `(void)x;` (-Wall's
    -Wunused-variable would warn otherwise)."""
    r, warnings = _translate(tmp_path, "double A[64];\nvoid f(struct grid *q) {\n#pragma scop\n"
                                       "  for (int i = 0; i < 50; i++)\n    if (q->n >= 0 || 1)\n"
                                       "      A[i] = i;\n#pragma endscop\n}\n")
    assert warnings == [] and len(r.programs) == 1
    assert "const int s2s_m_q_n = (q) ? q->n : 0;" in r.main_text and "(void)s2s_m_q_n;" in r.main_text


def test_explain_says_which_members_are_read_once(tmp_path, capsys):
    from s2s.cli import main
    src = tmp_path / "e.c"
    src.write_text(GRID + "void f(struct grid *g, double *b) {\n#pragma scop\n"
                   "  for (int i = 0; i < g->n; i++)\n    b[i] = g->alpha;\n#pragma endscop\n}\n")
    assert main(["explain", str(src)]) == 0
    assert "members read once: s2s_m_g_n = g->n, s2s_m_g_alpha = g->alpha" in capsys.readouterr().out


def test_fresh_names_avoid_the_files_macros(tmp_path):
    scop = _members(tmp_path, "#define s2s_m_g_n 3\nvoid f(struct grid *g, double *b) {\n#pragma scop\n"
                              "  for (int i = 0; i < g->n; i++)\n    b[i] = s2s_m_g_n;\n#pragma endscop\n}\n")
    assert [m.name for m in scop.members] == ["s2s_m_g_n_1"]
