"""The host versions of a SCoP in functions of their own, out of the user's function.

A SCoP that runs on the host keeps its original lines, and beside them, where they pay, its OpenMP version
(codegen/host_openmp.py, under #ifdef _OPENMP), its partial sums' version (host_partials_code) or, in the
OpenMP output, its parallel code behind a size or overlap test (codegen/versioning.py).  Written into the
user's function, those versions cost the original lines their speed: gcc compiled the user's own loop
worse in a function that also holds an OpenMP region (on the H200 node's host CPU, lcs and durbin at LARGE
ran 0.73-0.77x of their sequential builds, where the original lines ran: two more instructions per inner
iteration, the variables the region shares kept in memory), and moving the OpenMP version into a function
of its own gave the sequential build's inner loop instruction for instruction.  So each version is a
file-scope `static __attribute__((noinline))` function, written just before the user's function, that
returns 1 where it ran, and the SCoP's place keeps the calls and the original lines:

    {
      int _s2s_ran = 0;
    #ifdef _OPENMP
      _s2s_ran = s2s_scop0_f_openmp(n, A, &s2s_s_x);
    #endif
      if (!_s2s_ran)
        _s2s_ran = s2s_scop0_f_partials(n, A, &s2s_s_x);
      if (_s2s_ran) { x = s2s_s_x; }
      if (!_s2s_ran) {
        the original lines
      }
    }

The same goes for the OpenMP target's parallel code where the original lines stay beside it (its size or
overlap test, or the fallback where its private copies find no memory: driver.py), called without #ifdef.

The arguments are passed as for the device's host function (emit.host_signature and call_site): the
objects the code names that the function declares (its parameters and locals; globals, the file's types and
functions are visible where the function goes), arrays and pointers by `void *` into locals of the user's
names and declared types (an array as a pointer to its rows; a VLA's extents are parameters too, before
it), scalars the SCoP only reads by value, and a
scalar it writes whose value is read after it by the address of a copy, never of the user's own variable,
which would then escape in the user's function and be reloaded after every store there (durbin's original
code ran 1.8x slower beside a call that took its scalars' addresses).  Inside, the version works on a local
of the user's name, copied in from the pointer and back where it ran.  A scalar whose value before the
SCoP it reads and after it nobody does goes by value; one that it neither reads first nor leaves is a
local of the version.

Where the code names something of the function that cannot be passed (a typedef, a structure or an
enumeration constant of a block, a structure member read into a local, an extent that changed after its
array's declaration, a variably modified type in a C++ host part), the versions stay in the user's
function as before.
"""
from __future__ import annotations

import copy
import hashlib
import os
import re
from dataclasses import dataclass, field

from pycparser import c_ast, c_generator

RAN = "_s2s_ran"        # set where a host version ran (codegen/host_openmp.py)
ATTRIBUTE = "__attribute__((noinline))"

_IDENT = re.compile(r"[A-Za-z_]\w*")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'", re.S)
_ASSIGN = r"(?:=(?!=)|\+=|-=|\*=|/=|%=|<<=|>>=|&=|\|=|\^=|\+\+|--)"


def identifiers(code: str) -> list[str]:
    """The identifiers of C `code`, comments and literals aside, in order of first appearance."""
    seen: dict[str, None] = {}
    for line in _COMMENT.sub(" ", code).split("\n"):
        if line.lstrip().startswith("#"):
            # (#ifdef _OPENMP, #line: no object of the user's; a pragma's clauses may name one)
            if not re.match(r"\s*#\s*pragma\b", line):
                continue
            line = " ".join(re.findall(r"\(([^()]*)\)", line))
        for m in _IDENT.finditer(line):
            seen.setdefault(m.group(0), None)
    return list(seen)


def _type_nodes(t):
    yield t
    for _, child in t.children():
        yield from _type_nodes(child)


def _renamed(decl: c_ast.Decl, name: str, pointer: bool = False, init: c_ast.Node | None = None) -> str:
    """The declaration `decl` of the user's, as a parameter or local named `name` (storage classes, function
    specifiers, alignment and initializer left out; `pointer`: a pointer to its type)."""
    d = copy.deepcopy(decl)
    d.storage, d.funcspec, d.init, d.bitsize, d.name = [], [], init, None, name
    if hasattr(d, "align"):
        d.align = []
    t = d.type
    while not isinstance(t, c_ast.TypeDecl) and hasattr(t, "type"):
        t = t.type
    if isinstance(t, c_ast.TypeDecl):
        t.declname = name
    if pointer:
        d.type = c_ast.PtrDecl([], d.type)
    return c_generator.CGenerator().visit(d)


def _as_pointer(decl: c_ast.Decl, name: str, source: str) -> str:
    """The user's array or pointer `decl` as a local pointer named `name` (an array as a pointer to its
    first element, as a parameter is), initialised from the `void *` parameter `source`."""
    d = copy.deepcopy(decl)
    if isinstance(d.type, c_ast.ArrayDecl):
        # (`float v[static 4]`: `static` says how many elements the caller passes, no qualifier of a pointer)
        d.type = c_ast.PtrDecl([q for q in d.type.dim_quals or [] if q != "static"], d.type.type)
    bare = copy.deepcopy(d.type)
    t = bare
    while not isinstance(t, c_ast.TypeDecl) and hasattr(t, "type"):
        t = t.type
    if isinstance(t, c_ast.TypeDecl):
        t.declname = None
    cast = c_ast.Cast(c_ast.Typename(None, [], None, bare), c_ast.ID(source))
    return _renamed(d, name, init=cast) + ";"


@dataclass
class Signature:
    """What a host version moved out of the user's function takes: (declaration, argument) of each
    parameter (`arrays`: the `void *` ones), its locals' declarations before the code, its stores after it
    (where it ran), the locals that the code may not use (a scalar it declares again as its private
    copies), and the copies that the call site declares (name of the copy -> (its declaration, the store
    back))."""
    params: list[tuple[str, str]] = field(default_factory=list)
    arrays: list[tuple[str, str]] = field(default_factory=list)
    prologue: list[str] = field(default_factory=list)
    epilogue: list[str] = field(default_factory=list)
    unused: list[str] = field(default_factory=list)
    copies: dict[str, tuple[str, str]] = field(default_factory=dict)


class HostOutliner:
    """Writes the host versions of the file's SCoPs as functions before their user's functions
    (`call`), and the lines that put them there (`replacements`)."""

    def __init__(self, text: str, cxx: bool = False, inline_defs: frozenset[str] | set[str] = frozenset(),
                 path: str = "", ast: c_ast.FileAST | None = None):
        self.lines = text.split("\n")
        self.text = text
        self.ast = ast                  # the preprocessed file: addresses taken inside macros
        self.cxx = cxx                  # the host part is C++ (a .cu): no variably modified parameter
        self.inline_defs = set(inline_defs)
        self.path = path
        self.functions: dict[int, list[str]] = {}   # line the user's function starts on -> the versions
        self.refused: dict[int, str] = {}           # SCoP index -> why its versions stayed inline

    # ------------------------------------------------------------------ where the versions go
    def start_line(self, scop) -> int | None:
        """The first line of the definition of the SCoP's function: its declarator's line, and the lines
        above that continue its declaration (`static inline void` on a line of its own), then the comments
        right above it (its description stays with it), up to a blank line, a directive or the end of what
        comes before (`;` or `}`).  None where the declarator's line does not name the function (a
        definition made by a macro) or the declaration shares its lines with other code."""
        k = scop.function_line
        if not (1 <= k <= len(self.lines)):
            return None
        m = re.search(rf"\b{re.escape(scop.function)}\b", self.lines[k - 1])
        if m is None or re.search(r"[;{}]|/\*|\*/", self.lines[k - 1][:m.start()]):
            return None
        while k > 1:
            prev = self.lines[k - 2].strip()
            if not prev or prev.startswith(("#", "//")) or re.search(r"[;{}]|/\*|\*/", prev):
                break
            k -= 1
        while k > 1:
            prev = self.lines[k - 2].strip()
            if prev.startswith("//"):
                k -= 1
                continue
            if not prev.endswith("*/"):
                break
            j = k - 1            # the comment's first line
            while j >= 1 and "/*" not in self.lines[j - 1]:
                j -= 1
            if j < 1 or not self.lines[j - 1].lstrip().startswith("/*"):
                break
            k = j
        return k

    # ------------------------------------------------------------------ arguments
    def signature(self, scop, code: str, taken: set[str], copy_names: dict) -> Signature | str:
        """The parameters of a version whose code is `code`, or why it cannot leave the function.  `taken`:
        the names the copies must not have; `copy_names`: the user's scalar -> (its pointer parameter, the
        call site's copy), and ("a", array) -> its `void *` parameter twice, shared by the versions of one
        SCoP."""
        sig = Signature()
        outer = scop.outer
        names = [n for n in identifiers(code) if n in outer]
        values: list[str] = []          # scalars by value (the extents of the arrays' types among them)
        written = {n for n in scop.written_arrays() if n in scop.arrays and scop.arrays[n].is_scalar}
        plan = None
        todo = list(names)
        done: set[str] = set()
        while todo:
            name = todo.pop(0)
            if name in done:
                continue
            done.add(name)
            decl = outer[name]
            if not isinstance(decl, c_ast.Decl) or isinstance(decl.type, c_ast.FuncDecl):
                return f"it names '{name}', which the function declares"
            nodes = list(_type_nodes(decl.type))
            if not any(isinstance(t, (c_ast.ArrayDecl, c_ast.PtrDecl)) for t in nodes) and \
                    (re.search(rf"(?<!&)&\s*\(?\s*{re.escape(name)}\b", self.text) or
                     self._address_taken(scop.function, name)):
                # a pointer may reach the scalar (`ps = &s;` before a later run of the SCoP writes ps[0]):
                # a copy passed to the version would not see those writes (f23b_scalar_address_later.c)
                return f"the address of '{name}' is taken"
            if any(isinstance(t, (c_ast.Struct, c_ast.Union, c_ast.Enum)) for t in nodes):
                return f"the type of '{name}'"
            if any(isinstance(t, c_ast.IdentifierType) and any(w in outer for w in t.names) for t in nodes):
                return f"the type of '{name}' is the function's"
            dims = [t.dim for t in nodes if isinstance(t, c_ast.ArrayDecl) and t.dim is not None]
            ids = [x for d in dims for x in _type_nodes(d) if isinstance(x, c_ast.ID)]
            if any(isinstance(x, (c_ast.FuncCall, c_ast.Assignment)) or
                   isinstance(x, c_ast.UnaryOp) and x.op in ("++", "--", "p++", "p--")
                   for d in dims for x in _type_nodes(d)):
                return f"the extents of '{name}'"
            if ids and self.cxx:
                return f"'{name}' has a variably modified type (a C++ host part)"
            todo += [x.name for x in ids if x.name in outer]
            if isinstance(decl.type, (c_ast.ArrayDecl, c_ast.PtrDecl)):
                if "register" in (decl.storage or []) and isinstance(decl.type, c_ast.ArrayDecl):
                    return f"'{name}' is a register array (it has no address)"
                if re.search(rf"\bsizeof\s*\(?\s*{re.escape(name)}\s*\)?(?!\s*\[)", _COMMENT.sub(" ", code)):
                    return f"the size of '{name}'"       # (an array parameter is a pointer)
                # (by `void *`, as emit.host_signature: a `const double *` parameter of a function that is
                # not inlined tells gcc that it reads the elements, and gcc then warns where it cannot see
                # them all written before the call: -Wmaybe-uninitialized, in -Wall)
                if ("a", name) not in copy_names:
                    arg = f"s2s_a_{name}"
                    while arg in taken:
                        arg += "_"
                    taken.add(arg)
                    copy_names[("a", name)] = (arg, arg)
                arg = copy_names[("a", name)][0]
                sig.arrays.append((f"void *{arg}", f"(void *){name}"))
                sig.prologue.insert(len(sig.arrays) - 1, _as_pointer(decl, name, arg))
                continue
            if name not in written:
                if re.search(rf"(?<![\w.>])(?:{re.escape(name)}\s*{_ASSIGN}|(?:\+\+|--)\s*{re.escape(name)}\b)",
                             _COMMENT.sub(" ", code)):
                    return f"it writes '{name}'"
                values.append(name)
                continue
            if plan is None:
                from ..passes.transfers import plan_transfers
                plan = {a.name: a for a in plan_transfers(scop, None) or () if a.kind == "scalar"}
            a = plan.get(name)
            if a is None:
                return f"no plan for '{name}'"
            if a.copy_out:
                if name not in copy_names:
                    ptr, tmp = f"s2s_p_{name}", f"s2s_s_{name}"
                    while ptr in taken or tmp in taken:
                        ptr, tmp = ptr + "_", tmp + "_"
                    taken |= {ptr, tmp}
                    copy_names[name] = (ptr, tmp)
                ptr, tmp = copy_names[name]
                sig.params.append((_renamed(decl, ptr, pointer=True), f"&{tmp}"))
                sig.prologue.append(_renamed(decl, name, init=c_ast.UnaryOp("*", c_ast.ID(ptr))) + ";")
                sig.epilogue.append(f"*{ptr} = {name};")
                sig.copies[tmp] = (_renamed(decl, tmp, init=c_ast.ID(name) if a.copy_in else None) + ";",
                                   f"{name} = {tmp};")
            elif a.host_value:
                values.append(name)
                sig.unused.append(name)
            else:
                sig.prologue.append(_renamed(decl, name) + ";")
                sig.unused.append(name)
        # (extents before the arrays whose types name them)
        by_value = [(_renamed(outer[n], n), n) for n in values]
        sig.params[:0] = by_value + sig.arrays
        return sig

    # ------------------------------------------------------------------ the functions and the call
    def _address_taken(self, function: str, name: str) -> bool:
        """Whether `&name` appears in the preprocessed definition of `function` (`REF(s)` of a macro
        `#define REF(v) &v`: the file's text does not show it; tests/faithful/address_through_macro.c).
        A local's address can only be taken in its function; a name that may be another object's there
        counts too.  True where the definition is not found."""
        if self.ast is None:
            return False
        from ..frontend.liveness import _address_taken
        defs = [d for d in self.ast.ext if isinstance(d, c_ast.FuncDef) and d.decl.name == function]
        return not defs or any(_address_taken(d, name) for d in defs)

    def call(self, scop, original: str, ind: str, versions: list[tuple[str, str, bool]]) -> str | None:
        """The text that replaces the SCoP: the calls of `versions` ((name suffix, code that sets _s2s_ran
        where it ran, at two spaces of indentation, whether it is compiled only with -fopenmp), in order,
        each where the ones before did not run) and the `original` lines where none ran; the functions are
        written before the user's function.  None (the versions stay inline) where they cannot leave it
        (`refused` says why)."""
        why = None
        if scop.members:
            why = "structure members read into locals"
        elif scop.device_reason:
            why = scop.device_reason
        start = self.start_line(scop)
        if why is None and start is None:
            why = "the function's definition is not found on its lines"
        taken = set(identifiers(original)) | {n for _, c, _ in versions for n in identifiers(c)} | \
            set(scop.outer)
        sigs = []
        copy_names: dict = {}
        for _, code, _ in versions:
            if why is not None:
                break
            sig = self.signature(scop, code, taken, copy_names)
            if isinstance(sig, str):
                why = sig
            else:
                sigs.append(sig)
        if why is not None or start is None:
            self.refused[scop.index] = why or ""
            return None
        external = scop.function in self.inline_defs
        suffix = "_" + hashlib.sha1(os.path.abspath(self.path).encode()).hexdigest()[:8] if external else ""
        copies: dict[str, tuple[str, str]] = {}
        calls = []
        texts = []
        for (what, code, omp), sig in zip(versions, sigs):
            name = f"s2s_scop{scop.index}_{scop.function}_{what}{suffix}"
            copies.update(sig.copies)
            texts.append(self._function(scop, name, what, code, omp, sig, external))
            calls.append((f"{name}({', '.join(a for _, a in sig.params)})", omp))
        self.functions.setdefault(start, []).extend(texts)
        lines = [f"{ind}{{", f"{ind}  int {RAN} = 0;"]
        lines += [f"{ind}  {d}" for d, _ in copies.values()]
        for k, (c, omp) in enumerate(calls):
            if omp:
                lines += ["#ifdef _OPENMP", f"{ind}  {RAN} = {c};", "#endif"]
            elif k:
                lines += [f"{ind}  if (!{RAN})", f"{ind}    {RAN} = {c};"]
            else:
                lines.append(f"{ind}  {RAN} = {c};")
        if copies:
            lines.append(f"{ind}  if ({RAN}) {{ {' '.join(s for _, s in copies.values())} }}")
        lines += [f"{ind}  if (!{RAN}) {{", original.rstrip("\n"), f"{ind}  }}", f"{ind}}}"]
        return "\n".join(lines) + "\n"

    @staticmethod
    def _function(scop, name: str, what: str, code: str, omp: bool, sig: Signature, external: bool) -> str:
        params = ", ".join(d for d, _ in sig.params) or "void"
        head = f"{'' if external else 'static '}{ATTRIBUTE} int {name}({params})"
        body = [f"  int {RAN} = 0;", *[f"  {p}" for p in sig.prologue], code.rstrip("\n")]
        if sig.epilogue:
            body.append(f"  if ({RAN}) {{ {' '.join(sig.epilogue)} }}")
        if sig.unused:
            # (a scalar of the user's that the code declares again, as its private copies, is not used)
            body.append("  " + " ".join(f"(void)sizeof({n});" for n in sig.unused))
        body.append(f"  return {RAN};")
        text = (f"/* s2s: SCoP {scop.index}'s {what} version for the host, out of {scop.function}(), whose own "
                f"code the compiler then compiles as it does alone */\n{head}\n{{\n" + "\n".join(body) + "\n}\n")
        return f"#ifdef _OPENMP\n{text}#endif\n" if omp else text

    def replacements(self, marks, finish=lambda text: text) -> list[tuple[tuple[int, int], str]]:
        """The lines that put the functions before their user's functions (emit.splice's replacements): each
        function's first line, after them, again with its number (`marks`: codegen/line_marks.LineMarks).
        `finish(text)`: the C host's rewriting of the functions' text (c89_loops)."""
        from .line_marks import directive
        out = []
        for line, texts in sorted(self.functions.items()):
            text = finish("\n".join(texts))
            out.append(((line, line), text.rstrip("\n") + "\n" + directive(marks.presumed(line)) + "\n" +
                        self.lines[line - 1]))
        return out
