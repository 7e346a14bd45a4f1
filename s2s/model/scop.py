"""The data a SCoP is made of once extracted: arrays, loops, statements and their isl sets and maps."""
from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl
from pycparser import c_ast

from ..diagnostics import Location


@dataclass
class Array:
    """An array (or a scalar, as a 0-d array) that the SCoP reads or writes."""

    name: str
    ctype: str                      # element type as written, e.g. "double", "float", "int"
    sizes: list[str | None]         # C expressions of the extents, outermost first (None: unknown)
    kind: str                       # "param", "global", "local", "pointer", "scalar", "private", "snapshot"
    size_affs: list[isl.PwAff | None] = field(default_factory=list)  # extents as affine functions of params
    is_const: bool = False
    # private scalars declared inside the SCoP are expanded along their enclosing loops
    expanded_dims: int = 0
    # kind "private" with rank > expanded_dims: copies of this array, one per iteration of the first
    # expanded_dims loops around its references (passes/expand_arrays.py)
    expanded_of: str | None = None
    restrict: bool = False          # a `restrict`-qualified pointer (or array parameter)
    # kind "snapshot": a device copy of this array's values from before the SCoP (passes/snapshot.py)
    snapshot_of: str | None = None
    # a flat pointer (`double *A`) indexed `A[i * n + j]`, modelled as `A[][n]` (model/delinearize.py): the
    # statements print its subscripts as written; the C object's rows are `sizes[1:]` elements long
    flat: bool = False
    # a flat pointer whose columns stay inside their rows only where model_guard holds (`C[i * ldc + j]`
    # for j < n: rows of ldc elements, of which n are accessed): the user's object may end before the
    # last row does (a block at the corner of a larger matrix), so the copies between the host and the
    # device stop at the last element accessed (passes/transfers.DeviceArray.host_count)
    leading_dimension: bool = False
    # a table of row pointers (`double **A`, `double *A[N]`) indexed `A[i][j]`: each row is its own object
    # that may lie anywhere, so the SCoP runs only where a runtime test finds no written row overlapping
    # another row or array (model/row_footprint.py); OpenMP code indexes it through the row pointers,
    # device code a buffer of its rows gathered (passes/table_transfers.py)
    row_pointers: bool = False

    @property
    def rank(self) -> int:
        return len(self.sizes)

    @property
    def is_scalar(self) -> bool:
        return self.rank == 0


@dataclass
class Access:
    array: str
    kind: str                # "read" or "write"
    relation: isl.Map        # S[i..] -> A[e..]
    ref_id: str              # unique tag, e.g. "S2_r1"
    node: c_ast.Node | None = None


@dataclass
class Loop:
    """A loop of the original program: one node of the loop tree."""

    id: int
    var: str                 # iterator name as written in C
    dim_name: str            # name of the isl dimension (unique within a statement's space)
    loc: Location | None
    depth: int
    parent: int | None
    stride: int = 1
    statements: list[str] = field(default_factory=list)
    c_name: str = ""         # the iterator's name in the SCoP's statements (a shadowing one is renamed)
    ctype: str = "int"       # the iterator's declared C type (typedefs resolved)

    def __post_init__(self) -> None:
        self.c_name = self.c_name or self.var


@dataclass
class Statement:
    name: str                       # "S0", "S1", ...
    node: c_ast.Node                # the C statement (assignment or declaration)
    loc: Location | None
    text: str                       # the statement as C text, for reports
    domain: isl.Set
    iterators: list[str]            # isl dim names of the domain, outermost first
    c_iterators: list[str]          # the same iterators as spelled in C
    loops: list[int]                # ids of enclosing loops, outermost first
    accesses: list[Access] = field(default_factory=list)
    schedule: isl.Map | None = None  # original 2d+1 schedule, padded to the SCoP's width

    @property
    def reads(self) -> list[Access]:
        return [a for a in self.accesses if a.kind == "read"]

    @property
    def writes(self) -> list[Access]:
        return [a for a in self.accesses if a.kind == "write"]


@dataclass(frozen=True)
class MemberLocal:
    """A structure member the SCoP reads and never writes (`g->n`), read once into a local before the
    region's code (`const int s2s_m_g_n = g->n;`) under whose name the model knows it
    (frontend/struct_members.py)."""

    name: str                 # the local's name
    text: str                 # the member as written (`g->n`): its address is `&(text)`
    decl: str                 # the local's declaration, initialised from the member
    ctype: str                # its type's words (typedefs resolved), for the effective-type rule
    through_pointer: bool     # reached through a pointer: any written array of a compatible type may hold it
    # a scalar member that a written array may hold (reached through a pointer, or of a file-scope or
    # static object): its address joins the runtime overlap test (Scop.addressable, model/footprint.py)
    tested: bool = False
    # the pointers of its chain tested not null (`(o) && (o->in)`, "" for none): where one is null the
    # original reads no member through it (frontend/struct_members._null_guarded)
    guard: str = ""


@dataclass
class Scop:
    file: str
    function: str
    loc: Location | None              # where the SCoP starts (the pragma, or the first loop)
    end_loc: Location | None
    params: list[str]
    context: isl.Set
    arrays: dict[str, Array]
    statements: list[Statement]
    loops: list[Loop]
    schedule_tree: isl.Schedule       # original order as a schedule tree (one band per loop)
    body: list[c_ast.Node]            # the top-level C statements of the SCoP
    span: tuple[int, int] = (0, 0)    # original-file line range (1-based, inclusive) replaced on output
    pragma: bool = True
    scalar_values: dict[str, str] = field(default_factory=dict)  # read-only non-integer scalars: name -> type
    index: int = 0
    param_types: dict[str, str] = field(default_factory=dict)
    # scalars of the enclosing function that no code outside the SCoP mentions (locals and by-value
    # parameters, not static, not volatile): their values are dead when the SCoP ends (passes/privatize.py)
    dead_after: frozenset[str] = frozenset()
    # of those, the scalars whose SCoP may run again while they live (a loop around it inside their scope, a
    # label in the function): where the SCoP reads their value from before it, the value it leaves is the
    # next execution's, and is copied back (frontend/scop_finder._carried, passes/transfers.py)
    carried: frozenset[str] = frozenset()
    # locals and by-value parameters of the enclosing function, not arrays, declared outside the SCoP, that
    # only the SCoP names (the iterators of `int i, j; ... for (i = 0; ...)`): a translation that does not
    # name them leaves them unused (driver.py names them in `(void)sizeof(x);`)
    only_in_scop: frozenset[str] = frozenset()
    # what the enclosing function declares that is visible at the SCoP (frontend/scopes.RegionScope.outer),
    # and the line of the function's declarator: the host versions moved out of the function
    # (codegen/host_outline.py) take the objects as arguments and go before that line
    outer: dict = field(default_factory=dict)
    function_line: int = 0
    # `sizeof` of an array in a statement, by the (line, column) of the sizeof: its size in bytes, which
    # device code, where the array is a pointer, prints instead
    sizeofs: dict[tuple[int, int], int] = field(default_factory=dict)
    # scalars (written, read as values, integer parameters) that a pointer of the SCoP may point at:
    # globals, statics, address-taken locals (frontend/scop_finder._addressable; model/footprint.py)
    addressable: frozenset[str] = frozenset()
    # pointer arrays whose value the function may compute from a `restrict` pointer's (C11 6.7.3.1's
    # "based on": `double *b = a + 1;` beside `double *restrict a`): every pointer but a parameter the
    # function never assigns nor takes the address of.  Overlapping accesses through the two are valid C,
    # so their pair is tested like any other (frontend/scop_finder._may_be_based; model/footprint.py)
    may_be_based: frozenset[str] = frozenset()
    # `#pragma scop` follows a label or a case (frontend/scop_finder.ScopRegion.after_label)
    after_label: bool = False
    # the region is the unbraced body of a loop or an `if` (frontend/scop_finder.ScopRegion.braced)
    braced: bool = False
    # the lines of `#pragma scop` where the region's first statements run on the host as written
    # (frontend/scop_finder.host_prologue): `span` starts after them, and the translation blanks the
    # pragma's lines; what was taken, for the decisions
    host_prologue: tuple[int, int] | None = None
    prologue_note: str = ""
    # enumeration constants the statements use -> their values (device code has no declaration of them)
    constants: dict[str, int] = field(default_factory=dict)
    # typedef names in the statements' casts and sizeofs -> their types' words (device code has no typedefs)
    typedefs: dict[str, str] = field(default_factory=dict)
    # why the SCoP must keep its code as written (translated, a declaration of it used after it would go)
    kept_reason: str | None = None
    # why the SCoP stays on the host for the device targets (OpenMP keeps the user's arrays and types): an
    # array's extent names a variable assigned after its declaration (frontend/scop_finder._extent_changed)
    device_reason: str | None = None
    # other threads of the program may run beside the SCoP (SymbolTable.threaded)
    threaded: bool = False
    # its arrays and scalars that each call of the function has its own (frontend/scop_finder._per_call)
    per_call: frozenset[str] = frozenset()
    # the names of the file's macros: names made up for generated code (passes/privatize.py) avoid them
    macros: frozenset[str] = frozenset()
    # a C condition on the parameters outside which the model is not C's (an unsigned `n - 1` of 32 bits
    # that wraps around at n = 0 in a bound the model assumes does not wrap: model/builder._exact_cond; a
    # flat subscript `C[i * ldc + j]` for 0 <= j < n, an element of the row i of ldc elements only where
    # n <= ldc: model/builder._flat_subscripts): the translation runs only where it holds, the original
    # code elsewhere (driver.py); None: everywhere
    model_guard: str | None = None
    # what the model assumes where model_guard holds, for the generated code's comment
    model_guard_why: list[str] = field(default_factory=list)
    # the values the parameters' C types allow (`0 <= n <= 4294967295` for an unsigned n): the generated
    # code is printed and checked knowing them (code_context), so that it does not test them again (gcc's
    # -Wtype-limits: "comparison is always true due to limited range of data type")
    param_ranges: isl.Set | None = None
    # structure members read into locals before the region's code (frontend/struct_members.py)
    members: tuple[MemberLocal, ...] = ()

    # --- derived isl objects -------------------------------------------------------------------
    def code_context(self) -> isl.Set:
        """The context, and the ranges of the parameters' types: what the generated code may assume."""
        if self.param_ranges is None:
            return self.context
        ranges = self.param_ranges.align_params(self.context.get_space())
        return self.context.align_params(ranges.get_space()).intersect_params(ranges.params())

    def domain(self) -> isl.UnionSet:
        u = isl.UnionSet.empty(self.context.get_space())
        for s in self.statements:
            u = u.union(isl.UnionSet.from_set(s.domain))
        return u

    def accesses_of(self, kind: str, tagged: bool = False) -> isl.UnionMap:
        u = isl.UnionMap.empty(self.context.get_space())
        for s in self.statements:
            for a in s.accesses:
                if a.kind != kind:
                    continue
                rel = a.relation.intersect_domain(s.domain)
                if tagged:
                    rel = tag_relation(rel, a.ref_id)
                u = u.union(isl.UnionMap.from_map(rel))
        return u

    def schedule_map(self) -> isl.UnionMap:
        u = isl.UnionMap.empty(self.context.get_space())
        for s in self.statements:
            u = u.union(isl.UnionMap.from_map(s.schedule.intersect_domain(s.domain)))
        return u

    def statement(self, name: str) -> Statement:
        for s in self.statements:
            if s.name == name:
                return s
        raise KeyError(name)

    def loop(self, loop_id: int) -> Loop:
        return self.loops[loop_id]

    def written_arrays(self) -> set[str]:
        return {a.array for s in self.statements for a in s.writes}

    def read_arrays(self) -> set[str]:
        return {a.array for s in self.statements for a in s.reads}


def tag_relation(rel: isl.Map, tag: str) -> isl.Map:
    """S[i] -> A[f(i)]  becomes  [S[i] -> tag[]] -> A[f(i)], as PPCG tags its references."""
    dom = rel.domain()
    tag_space = isl.Set.universe(isl.Space.set_alloc(rel.get_ctx(), 0, 0).set_tuple_name(isl.dim_type.set, tag))
    tag_space = tag_space.align_params(dom.get_space())
    dom_ = dom.align_params(tag_space.get_space())
    wrapped = isl.Map.from_domain_and_range(dom_, tag_space).wrap()
    # [S[i] -> tag[]] -> S[i]
    proj = wrapped.unwrap().domain_map()
    return proj.apply_range(rel)
