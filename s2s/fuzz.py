"""Random static-control C programs, checked end to end with `s2s check`.

    python -m s2s.fuzz --seed 0..999 [--target openmp|opencl|cuda] [-j N] [--keep-failures DIR]
                       [--timeout S] [--time-limit S] [--log FILE.jsonl]
    python -m s2s.fuzz --print 17                  # the program of seed 17
    python -m s2s.fuzz --reductions --target opencl  # programs full of reductions (sums, min, max, products)
    python -m s2s.fuzz --c-features --seed 0..99   # programs with more of C's types and operators
    python -m s2s.fuzz --reduce f.c --target T     # a smaller program that fails the same way

Each seed gives one complete program (deterministically: the same seed gives the same text, for one
value of GENERATOR): a kernel function with one or two `#pragma scop` regions, a `main` that
initialises every array with deterministic values, calls the kernel and prints every array and
scalar the kernel writes.  The SCoPs contain loop nests of depth 1-4 with constant, parametric,
triangular, min/max (ternary) and strided or decreasing bounds, affine guards (with else branches),
several statements per loop, affine subscripts with offsets (in bounds by construction: every array
is allocated from the subscripts' ranges, with a margin), in-place updates (flow, anti and output
dependences), scalar accumulations, and local scalars declared in loop bodies (some shadowing a kernel
scalar, or reusing a sibling block's name with another type); double, float, int, unsigned, short and
unsigned char arrays, global, parameter, VLA and pointer, pointer arguments that overlap (the
translation's runtime alias test must send them to the original code); unsigned iterators; double
math functions called on float data; comments with bytes that are not UTF-8.  Extents are ~5..40; one
check costs about a second of CPU on openmp (most of it the translator's isl analyses), a few outliers
up to ~10 s.  Every fifth
seed is also checked with `--arrays`.

`--c-features` (opt-in: without it every seed gives the program it gave before) adds long, unsigned long,
signed char and unsigned short data, float and unsigned scalars, iterators of those types, integer `/`,
`%`, shifts and bitwise operators (negative operands where C defines them), compound assignments,
in-range double to integer conversions, mixed-type ternaries, float arithmetic that rounds visibly,
blocks whose declaration shadows an iterator, an array or a parameter, division and remainder subscripts
and bounds, and iterators and hoisted scalars read after the SCoP; never undefined behaviour
(docs/verification.md).

Each check runs in a forked child with a time limit (a pebble process pool), so a crash or a hang of
the translator is one failure, not the end of the run. On a terminal, a progress bar shows on stderr.
Prints one line per program that does not match, then
`N programs, M matches, K mismatches, F failures`; exits 1 when any program mismatches or fails.
An isl computation that crashed in its forked child (isl's scheduler or dataflow dies with SIGSEGV on some
inputs; passes/bounded.py) is absorbed by the translator's fallback, so the program may still match: each
such program gets an `ABSORBED CRASH seed N` line (kept with --keep-failures, an `absorbed` list in
--log) and the summary counts them with their seeds; they alone do not make the exit status 1.
A program whose original gives different output at -O2 and -O0 (`s2s check`'s UNSTABLE verdict: GCC
12.2's -O2 vectoriser miscompiles seed 40235) is counted as discarded, not as a result.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field

from . import progress

GENERATOR = 4             # bump when a change makes a seed give another program
ITER_NAMES = "ijkl"
INT_MOD = 1009
INT_TYPES = ("int", "unsigned", "short", "unsigned char")   # the integer element types
P_UNSIGNED_ITER = 0.3     # a declared, increasing loop of a program without parameters gets `unsigned`
P_SHADOW = 0.3            # a loop-body scalar shadows a kernel scalar or reuses a sibling block's name
P_HOIST = 0.4             # the loop-body scalars of unique names are declared at the top of the kernel
                          # function instead (assigned where they were declared): passes/privatize.py
P_FLOAT_MATH = 0.5        # a float program calls double (and float) math functions on float data
P_OVERLAP = 0.6           # two pointer arrays of one type are passed overlapping storage
P_LATIN1 = 0.2            # a comment with bytes that are not UTF-8
# weights of the features that cost isl the most (strides and parity guards add existential variables)
STEPS = [1, 1, 1, 1, 1, 2, 3]
P_DECREASING = 0.3
P_MOD_GUARD = 0.15
TIMEOUT = 300.0           # seconds for one check (translation, two builds, two runs)
P_REDUCTION = 0.45        # with --reductions: a statement is a reduction update (sum, min, max, product)
MAX_STATEMENTS = 6       # per program, roughly: keeps the isl analyses (and a check) well under a second
# --c-features (opt-in: the programs of the seeds without it are unchanged): more of C's types and operators
CFEAT_GENERATOR = 1       # bump when a change makes a seed give another --c-features program
CF_INT_TYPES = ("int", "unsigned", "short", "unsigned char", "long", "unsigned long", "signed char",
                "unsigned short")
CF_UNSIGNED = ("unsigned", "unsigned long", "unsigned char", "unsigned short")
CF_SCALAR_TYPES = ("int", "unsigned", "long", "unsigned long", "float", "double")
# the modulus that keeps a value assigned to a signed type in its range (unsigned types wrap: defined)
CF_MOD = {"signed char": 127}
# iterator types of --c-features: wide unsigned ones wrap in arithmetic (`i - 3`), narrow ones are promoted
CF_ITER_TYPES = ("long", "short", "signed char", "unsigned", "unsigned long", "unsigned char",
                 "unsigned short")
P_CF_ITER = 0.35          # a declared loop gets one of CF_ITER_TYPES
P_CF_BLOCK = 0.12         # a `{ ... }` block whose declaration shadows an iterator, an array or a parameter
P_CF_DIV_SUBSCRIPT = 0.12  # a subscript `(aff) / d + c` or `(aff) % d + c` of an affine value that may be < 0


# ---------------------------------------------------------------------------------------------------------
# expressions over iterators and parameters (bounds and subscripts), with their ranges

@dataclass
class Aff:
    """sum(coef * name) + const."""
    terms: dict[str, int] = field(default_factory=dict)
    const: int = 0

    def text(self) -> str:
        parts: list[str] = []
        for name, c in self.terms.items():
            if c == 0:
                continue
            mag = abs(c)
            t = name if mag == 1 else f"{mag} * {name}"
            if not parts:
                parts.append(t if c > 0 else f"-{t}")
            else:
                parts.append(f"+ {t}" if c > 0 else f"- {t}")
        if not parts:
            return str(self.const)
        if self.const:
            parts.append(f"+ {self.const}" if self.const > 0 else f"- {-self.const}")
        return " ".join(parts)

    def range(self, env: dict[str, tuple[int, int]]) -> tuple[int, int]:
        lo = hi = self.const
        for name, c in self.terms.items():
            a, b = env[name]
            lo += min(c * a, c * b)
            hi += max(c * a, c * b)
        return lo, hi

    def shifted(self, d: int) -> Aff:
        return Aff(dict(self.terms), self.const + d)


@dataclass
class MinMax:
    kind: str          # "MIN" or "MAX"
    a: object
    b: object

    def text(self) -> str:
        return f"{self.kind}({self.a.text()}, {self.b.text()})"

    def range(self, env) -> tuple[int, int]:
        (a0, a1), (b0, b1) = self.a.range(env), self.b.range(env)
        return (min(a0, b0), min(a1, b1)) if self.kind == "MIN" else (max(a0, b0), max(a1, b1))

    def shifted(self, d: int):
        return MinMax(self.kind, self.a.shifted(d), self.b.shifted(d))


@dataclass
class Div:
    """(aff) / d, C division (truncating), d > 0."""
    a: Aff
    d: int

    def text(self) -> str:
        return f"({self.a.text()}) / {self.d}"

    def range(self, env) -> tuple[int, int]:
        lo, hi = self.a.range(env)
        return _tdiv(lo, self.d), _tdiv(hi, self.d)

    def shifted(self, d: int):
        return Plus(self, d)


@dataclass
class Mod:
    """(aff) % d, C remainder (the sign of aff), d > 0."""
    a: Aff
    d: int

    def text(self) -> str:
        return f"({self.a.text()}) % {self.d}"

    def range(self, env) -> tuple[int, int]:
        lo, hi = self.a.range(env)
        if lo >= 0:
            return (lo, hi) if hi < self.d else (0, self.d - 1)
        if hi <= 0:
            return (lo, hi) if lo > -self.d else (1 - self.d, 0)
        return max(lo, 1 - self.d), min(hi, self.d - 1)

    def shifted(self, d: int):
        return Plus(self, d)


@dataclass
class Plus:
    e: object
    d: int

    def text(self) -> str:
        return f"{self.e.text()} + {self.d}" if self.d >= 0 else f"{self.e.text()} - {-self.d}"

    def range(self, env):
        lo, hi = self.e.range(env)
        return lo + self.d, hi + self.d

    def shifted(self, d: int):
        return Plus(self.e, self.d + d)


def _lowest(e, env) -> int:
    """The lowest value of `e` and of every part of it (a MIN or MAX hides a negative operand)."""
    if isinstance(e, MinMax):
        return min(e.range(env)[0], _lowest(e.a, env), _lowest(e.b, env))
    if isinstance(e, Plus):
        return min(e.range(env)[0], _lowest(e.e, env))
    if isinstance(e, (Div, Mod)):
        return min(e.range(env)[0], _lowest(e.a, env))
    return e.range(env)[0]


def _unique_declarations(items: list, taken: set[str]) -> set[str]:
    """The names declared by exactly one statement of the tree and by nothing else (no shadowing)."""
    count: dict[str, int] = {}

    def walk(it) -> None:
        if isinstance(it, list):
            for x in it:
                walk(x)
        elif isinstance(it, Stmt):
            if it.declares:
                count[it.declares] = count.get(it.declares, 0) + 1
        elif isinstance(it, If):
            walk(it.then)
            walk(it.other or [])
        elif isinstance(it, Block):
            walk(it.items)
        else:
            walk(it.body)

    walk(items)
    return {n for n, c in count.items() if c == 1 and n not in taken}


def _tdiv(a: int, d: int) -> int:
    q = abs(a) // d
    return q if a >= 0 else -q


# ---------------------------------------------------------------------------------------------------------
# the program as a tree (so that a reducer can drop parts of it)

@dataclass
class Stmt:
    text: str
    declares: str | None = None        # a local scalar declared here


@dataclass
class If:
    cond: str
    then: list
    other: list | None = None


@dataclass
class Block:
    """`{ decl; stmts }` (--c-features): the declaration may shadow an iterator, an array or a parameter."""
    items: list


@dataclass
class Loop:
    var: str
    declare: bool                      # `for (int i = ...)`
    lo: object
    hi: object                         # inclusive
    step: int                          # > 0 increasing, < 0 decreasing
    strict: bool                       # `i < hi + 1` / `i > lo - 1` instead of `<=` / `>=`
    body: list
    ctype: str = "int"                 # the declared iterator's type (`unsigned` for some)


@dataclass
class ArrayInfo:
    name: str
    ctype: str                         # double, float or one of INT_TYPES
    rank: int
    style: str                         # global, param (constant extents), vla (parameter extents), ptr (1-D)
    max_index: list[int] = field(default_factory=list)
    margin: list[int] = field(default_factory=list)
    written: bool = False
    alias_of: str | None = None        # a pointer array passed as a pointer into this one (main)
    alias_offset: int = 0

    def extents(self) -> list[int]:
        return [max(1, m + 1 + g) for m, g in zip(self.max_index, self.margin)]


@dataclass
class Program:
    seed: int
    text: str
    rtol: float
    atol: float
    arrays: bool                       # also check with `s2s check --arrays`


class Generator:
    def __init__(self, seed: int, attempt: int = 0, reductions: bool = False, c_features: bool = False):
        self.seed = seed
        self.reductions = reductions
        # --c-features: every draw of its own is behind this flag (the other programs stay as they were)
        self.cfeat = c_features
        self.int_types = CF_INT_TYPES if c_features else INT_TYPES
        self.hidden: set[str] = set()              # arrays and parameters shadowed by a block's declaration
        self.iter_types: dict[str, str] = {}       # the declared type of each iterator of the current nest
        self.r = random.Random(seed * 1000 + attempt)
        r = self.r
        self.depth_max = r.choice([1, 2, 2, 3, 3, 4])
        lo, hi = {1: (5, 40), 2: (5, 30), 3: (4, 14), 4: (3, 8)}[self.depth_max]
        # size symbols: macros (constants after preprocessing) and kernel parameters
        self.sizes: dict[str, int] = {}
        self.macros: dict[str, int] = {}
        self.params: dict[str, int] = {}
        for name in ("N", "M")[: r.randint(1, 2)]:
            self.macros[name] = self.sizes[name] = r.randint(lo, hi)
        for name in ("n", "m")[: r.choice([0, 1, 1, 2])]:
            # now and then a tiny value: loops that run once or not at all
            self.params[name] = self.sizes[name] = r.randint(0, 2) if r.random() < 0.1 else r.randint(lo, hi)
        self.float_ok = r.random() < (0.5 if c_features else 0.2)
        self.int_ok = r.random() < (0.6 if c_features else 0.3)
        self.narrow = r.random() < 0.5             # unsigned and narrow integer arrays
        self.float_math = r.random() < P_FLOAT_MATH
        self.latin1 = r.random() < P_LATIN1
        self.unsigned_iters: set[str] = set()      # iterators declared unsigned (in the current nest)
        self.arrays: dict[str, ArrayInfo] = {}
        for k in range(r.randint(2, 4)):
            name = "ABCDEFG"[k]
            ctype = "double"
            if self.int_ok and r.random() < 0.4:
                ctype = r.choice(self.int_types) if self.narrow else "int"
            elif self.float_ok and r.random() < 0.4:
                ctype = "float"
            rank = r.choice([1, 1, 2, 2, 2, 3]) if self.depth_max > 2 else r.choice([1, 1, 2, 2])
            style = r.choice(["global", "param", "vla", "ptr"] if rank == 1 else ["global", "param", "vla"])
            self.arrays[name] = ArrayInfo(name, ctype, rank, style, [0] * rank,
                                          [r.choice([0, 0, 1, 2]) for _ in range(rank)])
        ones = [a for a in self.arrays.values() if a.rank == 1]
        same = [(a, b) for k, a in enumerate(ones) for b in ones[k + 1:] if a.ctype == b.ctype]
        if same and r.random() < P_OVERLAP:
            for a in r.choice(same):
                a.style = "ptr"
        ptrs = [a for a in self.arrays.values() if a.style == "ptr"]
        for k, a in enumerate(ptrs):
            b = next((x for x in ptrs[k + 1:] if x.ctype == a.ctype and x.alias_of is None), None)
            if b is not None and a.alias_of is None and r.random() < P_OVERLAP:
                b.alias_of = a.name            # b points into a's storage (offset chosen in main)
                break
        # scalars: file-scope globals and function-scope locals of the kernel (copied out after the SCoPs)
        self.globals: dict[str, str] = {}
        self.locals: dict[str, str] = {}
        for k in range(r.choice([0, 1, 1, 2])):
            self.globals[f"s{k}"] = r.choice(CF_SCALAR_TYPES) if c_features else \
                "int" if self.int_ok and r.random() < 0.3 else "double"
        for k in range(r.choice([0, 0, 1, 2])):
            self.locals[f"acc{k}"] = r.choice(CF_SCALAR_TYPES) if c_features else \
                "int" if self.int_ok and r.random() < 0.3 else "double"
        self.scalars_written: set[str] = set()
        self.headers = r.random() < 0.3
        self.top_decl = r.random() < 0.5        # iterators declared at the top of the kernel
        self.n_stmts = 0
        self.n_private = 0
        self.private_types: dict[str, str] = {}
        self._declaring: str | None = None          # its own initialiser must not read it (C: itself)

    # ------------------------------------------------------------------ structure
    def generate(self) -> Program:
        r = self.r
        scops = [self._scop() for _ in range(2 if r.random() < 0.15 else 1)]
        text = self._render(scops)
        floaty = any(a.ctype == "float" for a in self.arrays.values())
        rtol, atol = (1e-4, 1e-5) if floaty else (1e-6, 1e-9)
        return Program(self.seed, text, rtol, atol, arrays=self.seed % 5 == 0)

    def _scop(self) -> list:
        items = []
        for _ in range(self.r.choice([1, 1, 2, 2, 3])):
            if items and self.n_stmts >= MAX_STATEMENTS:
                break
            items.append(self._loop(0, {}, None))
        return items

    def _bound_symbol(self) -> tuple[str, int]:
        name = self.r.choice(sorted(self.sizes))
        return name, self.sizes[name]

    def _loop(self, depth: int, env: dict[str, tuple[int, int]], outer: str | None,
              privates: list[tuple[str, str]] | None = None) -> Loop:
        r = self.r
        var = ITER_NAMES[depth]
        sym, val = self._bound_symbol()
        # lower bound (inclusive)
        choice = r.random()
        if self.cfeat and outer is not None and outer not in self.unsigned_iters and r.random() < 0.15:
            # C truncates: (i - 3) / 2 is -1 for i = 0 and 1 (floor division would give -2 and -1)
            lo = Div(Aff({outer: 1}, -r.randint(1, 4)), r.choice([2, 3, 4]))
        elif outer is not None and choice < 0.3:
            lo = Aff({outer: 1}, r.choice([0, 0, 1, -1]))                       # triangular
        elif outer is not None and choice < 0.4:
            lo = MinMax("MAX", Aff({}, 0), Aff({outer: 1}, -r.randint(1, 3)))
        elif choice < 0.5 and self.macros:
            # (a division of a parameter makes isl's dataflow analysis slow: divide the macros only)
            lo = Div(Aff({r.choice(sorted(self.macros)): 1}), r.choice([2, 3]))
        else:
            lo = Aff({}, r.choice([0, 0, 0, 1, 2]))
        # upper bound (inclusive)
        choice = r.random()
        if outer is not None and choice < 0.3:
            hi = Aff({outer: 1}, r.choice([0, 0, -1, 1, 2]))                    # triangular
        elif outer is not None and choice < 0.45:
            hi = MinMax("MIN", Aff({sym: 1}, -1), Aff({outer: 1}, r.randint(1, 4)))
        elif choice < 0.55:
            hi = Aff({sym: 1}, -r.randint(2, 4))
        else:
            hi = Aff({sym: 1}, -1)
        step = r.choice(STEPS)
        if r.random() < P_DECREASING:
            step = -step
        full_env = {**env, **self._size_env()}
        strict = r.random() < 0.4
        if outer in self.unsigned_iters:
            # a bound below 0 with an unsigned outer iterator would wrap around (C: a huge value)
            if _lowest(lo, full_env) < 0:
                lo = Aff({outer: 1}, 0)
            if _lowest(hi, full_env) < 0:
                hi = Aff({outer: 1}, r.randint(0, 2))
            # counting down, j would end at lo - 1 = -1 for i = 0, and `j >= i` compares it as unsigned
            step = abs(step)
        lp = Loop(var, not self.top_decl or r.random() < 0.2, lo, hi, step, strict, [])
        a, _ = lo.range(full_env)
        _, b = hi.range(full_env)
        # unsigned iterators: only where every bound is known here (no parameter: isl would have to prove
        # it for every value) and never below 0, counting up (`i >= 0` would never stop)
        if self.cfeat:
            lp.ctype = self._cf_iter_type(lp, env, full_env)
            if lp.ctype in ("unsigned", "unsigned long"):
                self.unsigned_iters.add(var)
            else:
                self.unsigned_iters.discard(var)
            self.iter_types[var] = lp.ctype if lp.declare else "int"
        elif lp.declare and step > 0 and not self.params and r.random() < P_UNSIGNED_ITER and \
                _lowest(lo, full_env) >= 0 and _lowest(hi, full_env) >= 0:
            lp.ctype = "unsigned"
            self.unsigned_iters.add(var)
        else:
            self.unsigned_iters.discard(var)
        env2 = dict(env)
        env2[var] = (a, max(a, b))
        lp.body = self._body(depth + 1, env2, var, privates or [])
        return lp

    def _cf_iter_type(self, lp: Loop, env, full_env) -> str:
        """--c-features: the type of a declared iterator. Wide unsigned ones (their arithmetic wraps) only
        counting up from bounds >= 0 (parameters allowed: their values here make the bounds >= 0), narrow
        unsigned ones only counting up (a negative start converts to a large value: the loop does not run),
        and no 32-bit unsigned iterator in a nest with a 64-bit one (`-i + j` would then leave the range of
        the subscripts)."""
        r = self.r
        if not lp.declare or r.random() >= P_CF_ITER:
            return "int"
        t = r.choice(CF_ITER_TYPES)
        outer = {self.iter_types.get(v, "int") for v in env}
        wide64 = {"long", "unsigned long"}
        if (t == "unsigned" and outer & wide64) or (t in wide64 and "unsigned" in outer):
            return "int"
        if t in ("unsigned", "unsigned long"):
            ok = lp.step > 0 and _lowest(lp.lo, full_env) >= 0 and _lowest(lp.hi, full_env) >= 0
            return t if ok else "int"
        if t in ("unsigned char", "unsigned short"):
            return t if lp.step > 0 else "int"
        return t

    def _size_env(self) -> dict[str, tuple[int, int]]:
        return {k: (v, v) for k, v in self.sizes.items()}

    def _body(self, depth: int, env, var: str, privates: list[tuple[str, str]]) -> list:
        r = self.r
        items: list = []
        full = self.n_stmts >= MAX_STATEMENTS
        inner = depth < self.depth_max and (depth == 1 or r.random() < 0.75) and not full
        n_before = r.choice([0, 0, 1, 1, 2]) if inner else r.choice([1, 1, 2, 3])
        n_after = r.choice([0, 0, 0, 1]) if inner else 0
        if full:
            n_before = 1
        privates = list(privates)
        for _ in range(n_before):
            items.append(self._item(env, privates))
        if inner:
            items.append(self._loop(depth, env, var, privates))
            if depth + 1 <= self.depth_max and r.random() < 0.2 and self.n_stmts < MAX_STATEMENTS:
                items.append(self._loop(depth, env, var, privates))   # a sibling nest: imperfect nesting
        for _ in range(n_after):
            items.append(self._item(env, privates))
        return items

    def _item(self, env, privates: list[tuple[str, str]]):
        r = self.r
        iters = [v for v in env]
        if self.cfeat and iters and r.random() < P_CF_BLOCK:
            return self._block(env, privates)
        x = r.random()
        if x < 0.15 and iters:
            cond = self._guard(iters, env)
            then = [self._stmt(env, privates, declare=False)]
            other = [self._stmt(env, privates, declare=False)] if r.random() < 0.35 else None
            return If(cond, then, other)
        return self._stmt(env, privates)

    def _block(self, env, privates: list[tuple[str, str]]) -> Block:
        """--c-features: `{ T name = e; statements }` where `name` is an iterator, an array or a parameter of
        the code around it: the block's statements read the local (a translator that takes it for the
        outer one is wrong). The initialiser is C's first use of the local, so it may not name it."""
        r = self.r
        cands = sorted(env) + sorted(a for a in self.arrays if a not in self.hidden) + \
            sorted(p for p in self.params if p not in self.hidden)
        name = r.choice(cands)
        ctype = r.choice(["int", "long", "unsigned", "float", "double"])
        env2 = {k: v for k, v in env.items() if k != name}
        inner = [(n, t) for n, t in privates if n != name]
        hidden = name not in env and name not in self.hidden
        if hidden:
            self.hidden.add(name)
        if ctype in CF_INT_TYPES:
            init = f"({self._int_expr(env2, inner)}) % {INT_MOD}"
        elif ctype == "float":
            init = self._float_expr(env2, inner)
        else:
            init = self._double_expr(env2, inner)
        items = [Stmt(f"{ctype} {name} = {init};")]
        inner.append((name, ctype))
        for _ in range(r.randint(1, 2)):
            items.append(self._stmt(env2, inner, declare=False))
        if hidden:
            self.hidden.discard(name)
        return Block(items)

    def _guard(self, iters, env) -> str:
        r = self.r
        v = r.choice(iters)
        signed = [x for x in iters if x not in self.unsigned_iters]
        if v in self.unsigned_iters:
            # comparisons with unsigned iterators: no `w - 1` that wraps, no `v >= 0` that is always true
            a, b = env[v]
            if r.random() < 0.5 or b < 1:
                return f"{v} % 2 == {r.choice([0, 1])}"
            return f"{v} {r.choice(['<', '>=', '!='])} {r.randint(max(a, 1), max(b, 1))}"
        iters = signed
        kind = r.random()
        if kind < 0.3 and len(iters) > 1:
            w = r.choice([x for x in iters if x != v])
            return f"{v} {r.choice(['<=', '<', '>', '>='])} {w}{r.choice(['', ' + 1', ' - 1', ' + 2'])}"
        if kind < 0.3 + P_MOD_GUARD:
            return f"{v} % 2 == {r.choice([0, 1])}"
        if kind < 0.6 and len(iters) > 1:
            w = r.choice([x for x in iters if x != v])
            sym, val = self._bound_symbol()
            return f"{v} + {w} {r.choice(['<', '>='])} {sym}"
        if kind < 0.7:
            a, b = env[v]
            c1, c2 = sorted((r.randint(a, b), r.randint(a, b)))
            return f"{v} >= {c1} && {v} <= {c2}"
        a, b = env[v]
        return f"{v} {r.choice(['<', '>', '<=', '>=', '!='])} {r.randint(a, b)}"

    # ------------------------------------------------------------------ statements
    def _subscript(self, arr: ArrayInfo, d: int, env) -> str:
        r = self.r
        iters = list(env)
        signed = [v for v in iters if v not in self.unsigned_iters]
        x = r.random()
        if self.cfeat and signed and r.random() < P_CF_DIV_SUBSCRIPT:
            # a C division or remainder of a value that may be negative (truncation, not floor)
            a = Aff({r.choice(signed): r.choice([1, 1, -1, 2])}, r.randint(-4, 2))
            e = Div(a, r.choice([2, 3, 4])) if r.random() < 0.6 else Mod(a, r.choice([2, 3, 5]))
        elif not iters or x < 0.06:
            e = Aff({}, r.randint(0, 3))
        elif x < 0.72:
            e = Aff({r.choice(iters): 1}, r.randint(-2, 2))
        elif x < 0.82:
            e = Aff({r.choice(iters): -1}, r.randint(-2, 2))
        elif x < 0.92 and len(iters) > 1:
            v, w = r.sample(iters, 2)
            e = Aff({v: 1, w: r.choice([1, -1])}, r.randint(-1, 1))
        else:
            e = Aff({r.choice(iters): 2}, r.randint(-1, 1))
        lo, hi = e.range(env)
        if lo < 0:
            e = e.shifted(-lo)
            lo, hi = 0, hi - lo
        arr.max_index[d] = max(arr.max_index[d], hi)
        return e.text()

    def _ref(self, arr: ArrayInfo, env) -> str:
        return arr.name + "".join(f"[{self._subscript(arr, d, env)}]" for d in range(arr.rank))

    def _read(self, env, privates: list[tuple[str, str]], want_int: bool) -> str:
        r = self.r
        x = r.random()
        pool = [a for a in self.arrays.values()
                if (not want_int or a.ctype in self.int_types) and a.name not in self.hidden]
        shadowed = {n for n, _ in privates} | {self._declaring}
        scal = [s for s, t in {**self.globals, **self.locals}.items()
                if (not want_int or t in CF_INT_TYPES) and s not in shadowed]
        in_scope = dict(privates)            # later declarations shadow earlier ones
        usable = [n for n, t in in_scope.items()
                  if (not want_int or t in CF_INT_TYPES) and n != self._declaring]
        if x < 0.1 and usable:
            return r.choice(usable)
        if x < 0.18 and scal:
            return r.choice(scal)
        if x < 0.26 and env:
            v = r.choice(list(env))
            c = r.randint(0, 3)
            if want_int:
                return f"({v} - {c})" if c else v
            return f"(double)({v} + {c}) * 0.0625" if c else f"(double){v} * 0.0625"
        params = sorted(p for p in self.params if p not in self.hidden and p not in in_scope)
        if x < 0.3 and params:
            p = r.choice(params)
            return p if want_int else f"{p} * 0.03125"
        if not pool:
            return str(r.randint(1, 9)) if want_int else f"{r.randint(1, 9) * 0.125}"
        arr = r.choice(pool)
        ref = self._ref(arr, env)
        if arr.ctype == "float" and self.float_math and r.random() < 0.3:
            # C calls the double function: exp(88.5) overflows a float but not a double
            calls = [f"exp({ref} + 88.5f) * 1e-38", f"sqrt(fabs({ref}))", f"sqrtf(fabsf({ref}))",
                     f"pow({ref}, 2)", f"floorf({ref} * 8.0f)"]
            if self.cfeat:
                calls += [f"fminf({ref}, 0.25f)", f"fmaxf({ref}, -0.5f)", f"fabsf({ref} - 0.1f)",
                          f"fabs({ref} - 0.1)", f"fmin({ref}, 0.1)"]
            return r.choice(calls)
        return ref

    def _double_expr(self, env, privates) -> str:
        r = self.r
        n = r.choice([1, 2, 2, 3])
        coefs = [0.5, 0.25, -0.25, 0.125, 0.375, -0.5, 0.75]
        parts = [f"{r.choice(coefs)} * {self._read(env, privates, False)}" for _ in range(n)]
        e = " + ".join(parts).replace("+ -", "- ")
        x = r.random()
        if x < 0.1:
            e = f"sqrt(fabs({e}))"
        elif x < 0.2:
            a, b = self._read(env, privates, False), self._read(env, privates, False)
            if self.cfeat and a == b:          # (gcc -Wall: a self-comparison)
                b = f"{b} * 0.5"
            e = f"({a} > {b} ? {a} : {b}) * 0.5 + {e}"
        elif self.cfeat and x < 0.45:
            y = r.random()
            if y < 0.3:
                # a ternary of an integer and a double (the result is a double), maybe signed vs unsigned
                a, b = self._read(env, privates, True), self._read(env, privates, True)
                if a == b:
                    b = f"{b} + 1"
                e = f"({a} < {b} ? {a} : {self._read(env, privates, False)}) * 0.125 + {e}"
            elif y < 0.5:
                e = f"{r.choice(['fmin', 'fmax'])}({e}, {self._read(env, privates, False)})"
            elif y < 0.75:
                e = f"{self._float_expr(env, privates)} + {e}"
            else:
                e = f"0.0625 * (({self._int_expr(env, privates)}) / {r.choice([2, 4, -3])}) + {e}"
        return e + r.choice(["", "", f" + {r.choice([0.125, 0.0625, 1.5])}"])

    def _int_expr(self, env, privates) -> str:
        r = self.r
        n = r.choice([1, 2, 3])
        if self.cfeat:
            parts = [f"{r.choice(['', '2 * ', '3 * '])}{self._cf_int_term(env, privates)}" for _ in range(n)]
        else:
            parts = [f"{r.choice(['', '2 * ', '3 * '])}{self._read(env, privates, True)}" for _ in range(n)]
        return " + ".join(parts) + r.choice(["", " + 1", " - 7"])

    def _cf_int_term(self, env, privates) -> str:
        """--c-features: an integer term. Signed values stay small (|x| < ~5000: no overflow in the sums
        around them); unsigned ones wrap, which C defines; shifts only of unsigned values (a negative one
        shifted left is undefined), by less than the width."""
        r = self.r
        a = self._read(env, privates, True)
        x = r.random()
        if x < 0.5:
            return a
        if x < 0.62:
            return f"({a}) / {r.choice([2, 3, 4, -3, 7])}"          # truncates towards 0
        if x < 0.72:
            return f"({a}) % {r.choice([3, 4, 5, -3])}"             # the sign of the dividend
        if x < 0.8:
            b = self._read(env, privates, True)
            if a == b:
                b = f"{b} - 1"
            return f"({a} {r.choice(['<', '>', '<=', '>='])} {b} ? {a} : {b})"   # maybe signed vs unsigned
        if x < 0.88:
            return f"({a} {r.choice(['&', '|', '^'])} {r.choice([3, 12, 255, 63])})"
        uns = [u for u in self.arrays.values() if u.ctype in CF_UNSIGNED and u.name not in self.hidden]
        if uns:
            u = r.choice(uns)
            return f"({self._ref(u, env)} {r.choice(['<<', '>>'])} {r.randint(1, 3)})"
        return a

    def _float_expr(self, env, privates) -> str:
        """--c-features: a float expression: float data, float literals, scales by powers of two (exact, so
        that a fused multiply-add gives the same float), fminf/fmaxf/sqrtf/fabsf, and sometimes a rounding
        to a multiple of 2^-7 (`(e + 65536.0f) - 65536.0f`) that computing in double would not do."""
        r = self.r
        floats = {n for n, t in privates if t == "float"} | \
            {s for s, t in {**self.globals, **self.locals}.items() if t == "float"}

        def term() -> str:
            t = self._read(env, privates, False)
            bare = t.split("[", 1)[0]
            if not ((bare in self.arrays and self.arrays[bare].ctype == "float") or t in floats):
                t = f"(float)({t})"
            return t

        n = r.choice([1, 2, 2, 3])
        e = " + ".join(f"{r.choice(['0.5f', '0.25f', '-0.25f', '0.125f', '-0.5f', '2.0f'])} * {term()}"
                       for _ in range(n)).replace("+ -", "- ")
        x = r.random()
        if x < 0.15:
            e = f"sqrtf(fabsf({e}))"
        elif x < 0.3:
            e = f"{r.choice(['fminf', 'fmaxf'])}({e}, {term()})"
        elif x < 0.45:
            e = f"({e} + 65536.0f) - 65536.0f"
        elif x < 0.55:
            e = f"fabsf({e}) * 0.5f"
        return e + r.choice(["", "", " + 0.125f"])

    def _stmt(self, env, privates: list[tuple[str, str]], declare: bool = True) -> Stmt:
        r = self.r
        if self.reductions and env and r.random() < P_REDUCTION:
            red = self._reduction(env, privates)
            if red is not None:
                return red
        self.n_stmts += 1
        x = r.random()
        # a local scalar declared in the loop body, used by later statements of the body
        if x < 0.12 and env and declare:
            name = f"t{self.n_private}"
            ctype = r.choice(CF_SCALAR_TYPES) if self.cfeat else \
                "int" if self.int_ok and r.random() < 0.3 else "double"
            here = {n for n, _ in privates}
            # shadow a kernel scalar, or reuse the name of a scalar of another block, often with another type
            others = [n for n in [*self.globals, *self.locals, *self.private_types] if n not in here]
            if others and r.random() < P_SHADOW:
                name = r.choice(sorted(others))
                ctype = r.choice(CF_SCALAR_TYPES) if self.cfeat else \
                    r.choice(["int", "double"]) if self.int_ok else "double"
            else:
                self.n_private += 1
            self._declaring = name
            if ctype == "float" and self.cfeat:
                e = self._float_expr(env, privates)
            else:
                e = f"({self._int_expr(env, privates)}) % {INT_MOD}" if ctype in CF_INT_TYPES else \
                    self._double_expr(env, privates)
            self._declaring = None
            privates.append((name, ctype))
            self.private_types[name] = ctype
            return Stmt(f"{ctype} {name} = {e};", declares=name)
        scal = {k: v for k, v in {**self.globals, **self.locals}.items() if k not in {n for n, _ in privates}}
        if x < 0.24 and scal:
            s = r.choice(sorted(scal))
            self.scalars_written.add(s)
            if scal[s] in CF_UNSIGNED and r.random() < 0.4:
                return Stmt(f"{s} {r.choice(['+=', '-=', '^='])} {self._int_expr(env, privates)};")   # wraps
            if scal[s] in CF_INT_TYPES:
                return Stmt(f"{s} = ({s} + {self._int_expr(env, privates)}) % {INT_MOD};")
            if scal[s] == "float" and r.random() < 0.6:
                return Stmt(f"{s} {r.choice(['+=', '-='])} 0.03125f * ({self._float_expr(env, privates)});")
            return Stmt(f"{s} {r.choice(['+=', '-='])} 0.03125 * ({self._double_expr(env, privates)});")
        arr = r.choice([a for a in self.arrays.values() if a.name not in self.hidden])
        arr.written = True
        target = self._ref(arr, env)
        if self.cfeat and arr.ctype in CF_INT_TYPES and r.random() < 0.4:
            return self._cf_int_update(arr, target, env, privates)
        if self.cfeat and arr.ctype == "float" and r.random() < 0.4:
            op = r.choice(["=", "=", "+=", "-="])
            e = self._float_expr(env, privates)
            return Stmt(f"{target} {op} {e if op == '=' else f'0.0625f * ({e})'};")
        if arr.ctype in CF_MOD:      # --c-features only: a signed type narrower than the remainders
            m = CF_MOD[arr.ctype]
            if r.random() < 0.5:
                return Stmt(f"{target} = ({target} + {self._int_expr(env, privates)}) % {m};")
            return Stmt(f"{target} = ({self._int_expr(env, privates)}) % {m};")
        if arr.ctype in self.int_types:
            if r.random() < 0.2:
                e = self._int_expr(env, privates)
                return Stmt(f"{target} = {target} > {e} ? {target} - 1 : ({e}) % {INT_MOD};")
            op = r.choice(["=", "=", "+"])
            if op == "+":
                return Stmt(f"{target} = ({target} + {self._int_expr(env, privates)}) % {INT_MOD};")
            return Stmt(f"{target} = ({self._int_expr(env, privates)}) % {INT_MOD};")
        op = r.choice(["=", "=", "=", "+=", "-=", "*="])
        if op == "*=":
            return Stmt(f"{target} *= {r.choice([0.5, 0.75, -0.5, 1.25])};")
        e = self._double_expr(env, privates)
        if op != "=":
            e = f"0.0625 * ({e})"
        return Stmt(f"{target} {op} {e};")

    def _cf_int_update(self, arr: ArrayInfo, target: str, env, privates) -> Stmt:
        """--c-features: compound assignments of integers and conversions from double (in range: out of it
        the value is unspecified). Signed targets keep small values; unsigned ones wrap (defined)."""
        r = self.r
        t = arr.ctype
        x = r.random()
        if x < 0.3:
            e = self._double_expr(env, privates)
            lo, hi = ("0.0", "200.0") if t in CF_UNSIGNED else ("-100.0", "100.0")
            cast = r.choice(["", f"({t})"])
            return Stmt(f"{target} = ({e}) >= {lo} && ({e}) <= {hi} ? {cast}({e}) : 7;")
        if x < 0.5:
            return Stmt(f"{target} {r.choice(['/=', '%='])} {r.choice([2, 3, 5, -3, -4])};")
        if x < 0.65:
            return Stmt(f"{target} {r.choice(['^=', '&=', '|='])} ({self._int_expr(env, privates)}) & 63;")
        if t in CF_UNSIGNED:
            y = r.random()
            if y < 0.4:
                return Stmt(f"{target} {r.choice(['<<=', '>>='])} {r.randint(1, 3)};")
            if y < 0.6:
                return Stmt(f"{target} *= {r.choice([3, 5, 255])};")
            return Stmt(f"{target} {r.choice(['+=', '-='])} {self._int_expr(env, privates)};")
        m = CF_MOD.get(t, INT_MOD)
        return Stmt(f"{target} = ({target} * 2 + {self._int_expr(env, privates)}) % {m};")

    def _reduction(self, env, privates: list[tuple[str, str]]) -> Stmt | None:
        """A reduction update over the innermost loop (and maybe more): into a scalar, a loop-body
        scalar declared outside the innermost loop, or an array element whose subscripts leave out the
        innermost iterator.  Sums add non-negative terms, products factors in [1, 1.001], so that the
        reordered result stays within s2s check's tolerance (docs/verification.md); integer sums add
        small terms (no overflow); min and max are exact in any order."""
        r = self.r
        iters = list(env)
        outer = {v: env[v] for v in iters[:-1]} if r.random() < 0.8 else {}
        shadowed = {n for n, _ in privates}
        cands: list[tuple[str, str]] = []
        for s, t in {**self.globals, **self.locals}.items():
            if s not in shadowed:
                cands.append((s, t))
        inner_privates = [(n, t) for n, t in privates if n != self._declaring]
        cands += inner_privates[-1:]
        arrays = [a for a in self.arrays.values()
                  if a.ctype in ("double", "float", "int") and a.name not in self.hidden]
        if arrays and (not cands or r.random() < 0.6):
            arr = r.choice(arrays)
            arr.written = True
            target = arr.name + "".join(f"[{self._subscript(arr, d, outer)}]" for d in range(arr.rank))
            ctype = arr.ctype
        elif cands:
            target, ctype = r.choice(cands)
            if target in self.globals or target in self.locals:
                self.scalars_written.add(target)
        else:
            return None
        self.n_stmts += 1
        if ctype in CF_INT_TYPES:
            e = self._int_expr(env, privates)
            if r.random() < 0.6:
                return Stmt(f"{target} {r.choice(['+=', '-='])} ({e}) % 7;")
            cmp = r.choice([">", "<", ">=", "<="])
            return Stmt(f"{target} = {target} {cmp} ({e}) ? {target} : ({e});")
        e = self._double_expr(env, privates)
        kind = r.choice(["sum", "sum", "sum", "max", "min", "prod"])
        if kind == "sum":
            form = r.choice(["{t} += {x};", "{t} = {t} + {x};", "{t} = {x} + {t};", "{t} -= {x};"])
            return Stmt(form.format(t=target, x=f"0.0625 * fabs({e})"))
        if kind == "prod":
            return Stmt(f"{target} *= 1.0 + 0.0009765625 * (fabs({e}) > 1.0 ? 1.0 : fabs({e}));")
        fn = "fmax" if kind == "max" else "fmin"
        if r.random() < 0.5:
            args = f"{target}, {e}" if r.random() < 0.5 else f"{e}, {target}"
            return Stmt(f"{target} = {fn}({args});")
        cmp = r.choice([">", ">="] if kind == "max" else ["<", "<="])
        return Stmt(f"{target} = {target} {cmp} ({e}) ? {target} : ({e});")

    # ------------------------------------------------------------------ text
    def _render(self, scops: list[list]) -> str:
        arrays = list(self.arrays.values())
        # a random stream of its own: the programs of earlier seeds stay as they were otherwise
        self.hoisted = _unique_declarations(scops, {*self.globals, *self.locals}) \
            if random.Random(self.seed * 7919 + 17).random() < P_HOIST else set()
        if self.headers:
            head = ["#include <math.h>", "#include <stdio.h>", "#include <stdlib.h>"]
        else:   # declared by hand: the system headers are most of what the front end parses
            head = ["int printf(const char *, ...);", "void *malloc(unsigned long);", "void free(void *);",
                    "double sqrt(double);", "double fabs(double);", "double exp(double);",
                    "double pow(double, double);", "float sqrtf(float);", "float fabsf(float);",
                    "float floorf(float);"]
            if self.cfeat:
                head += ["float fminf(float, float);", "float fmaxf(float, float);",
                         "double fmin(double, double);", "double fmax(double, double);"]
        gen = f"generator {GENERATOR}" + (f", c-features {CFEAT_GENERATOR}" if self.cfeat else "")
        first = [f"/* s2s fuzz ({gen}): seed {self.seed} */"]
        if self.latin1:
            # Latin-1 bytes (not UTF-8), kept as surrogate escapes: written back as the same bytes
            first.append("/* caf\udce9 cr\udce8me br\udcfbl\udce9e \udcff */")
        out = [*first, *head, "",
               "#define MIN(a, b) ((a) < (b) ? (a) : (b))", "#define MAX(a, b) ((a) > (b) ? (a) : (b))"]
        for k, v in self.macros.items():
            out.append(f"#define {k} {v}")
        for a in arrays:
            for d, e in enumerate(a.extents()):
                out.append(f"#define {a.name}_{d} {e}")
        out.append("")
        for a in arrays:
            if a.style == "global":
                out.append(f"static {a.ctype} {a.name}{''.join(f'[{a.name}_{d}]' for d in range(a.rank))};")
        for s, t in self.globals.items():
            out.append(f"static {t} {s} = {'3' if t in CF_INT_TYPES else '0.5'};")
        for s, t in self.locals.items():
            out.append(f"static {t} out_{s};")
        # --c-features: the iterators declared at the top and the hoisted loop-body scalars are read after
        # the SCoPs (their last values: a translation must leave them as the loops did)
        live = self._live_after()
        for s, t in live.items():
            out.append(f"static {t} out_{s};")
        out.append("")
        params = [f"int {p}" for p in self.params]
        for a in arrays:
            if a.style == "param":
                params.append(f"{a.ctype} {a.name}{''.join(f'[{a.name}_{d}]' for d in range(a.rank))}")
            elif a.style == "vla":
                params += [f"int {a.name.lower()}{d}" for d in range(a.rank)]
                params.append(f"{a.ctype} {a.name}{''.join(f'[{a.name.lower()}{d}]' for d in range(a.rank))}")
            elif a.style == "ptr":
                params.append(f"{a.ctype} *{a.name}")
        out.append(f"static void kernel({', '.join(params) or 'void'})")
        out.append("{")
        init = " = 0" if self.cfeat else ""
        if self.top_decl:
            out.append("  int " + ", ".join(f"{v}{init}" for v in ITER_NAMES[: self.depth_max]) + ";")
        for s, t in self.locals.items():
            out.append(f"  {t} {s} = {'5' if t in CF_INT_TYPES else '0.25'};")
        for s in sorted(self.hoisted):
            out.append(f"  {self.private_types[s]} {s}{init};")
        for k, items in enumerate(scops):
            if k:
                out.append("  " + ("s0 = s0 / 2;" if self.globals.get("s0") == "int" else
                                   "s0 = s0 * 0.5;" if "s0" in self.globals else ";"))
            out.append("#pragma scop")
            for it in items:
                self._emit(it, "  ", out)
            out.append("#pragma endscop")
        for s in self.locals:
            out.append(f"  out_{s} = {s};")
        for s in live:
            out.append(f"  out_{s} = {s};")
        out.append("}")
        out.append("")
        out += self._main(arrays)
        return "\n".join(out) + "\n"

    def _live_after(self) -> dict[str, str]:
        """--c-features: the kernel's variables read after the SCoPs besides its scalars: the iterators
        declared at the top (initialised: a loop that never runs leaves the value before it) and the
        hoisted loop-body scalars."""
        if not self.cfeat:
            return {}
        live = {v: "int" for v in ITER_NAMES[: self.depth_max]} if self.top_decl else {}
        live.update({s: self.private_types[s] for s in sorted(self.hoisted)})
        return live

    def _emit(self, it, ind: str, out: list[str]) -> None:
        if isinstance(it, Block):
            out.append(f"{ind}{{")
            for x in it.items:
                self._emit(x, ind + "  ", out)
            out.append(f"{ind}}}")
            return
        if isinstance(it, Stmt):
            text = it.text
            if it.declares in getattr(self, "hoisted", ()):
                text = text[len(self.private_types[it.declares]) + 1:]      # `double t = e;` -> `t = e;`
            out.append(ind + text)
        elif isinstance(it, If):
            out.append(f"{ind}if ({it.cond}) {{")
            for x in it.then:
                self._emit(x, ind + "  ", out)
            if it.other:
                out.append(f"{ind}}} else {{")
                for x in it.other:
                    self._emit(x, ind + "  ", out)
            out.append(f"{ind}}}")
        else:
            v = it.var
            decl = f"{it.ctype} " if it.declare else ""
            if it.step > 0:
                cond = f"{v} < {it.hi.shifted(1).text()}" if it.strict else f"{v} <= {it.hi.text()}"
                start = it.lo.text()
            else:
                cond = f"{v} > {it.lo.shifted(-1).text()}" if it.strict else f"{v} >= {it.lo.text()}"
                start = it.hi.text()
            inc = {1: f"{v}++", -1: f"{v}--"}.get(it.step) or \
                (f"{v} += {it.step}" if it.step > 0 else f"{v} -= {-it.step}")
            out.append(f"{ind}for ({decl}{v} = {start}; {cond}; {inc}) {{")
            for x in it.body:
                self._emit(x, ind + "  ", out)
            out.append(f"{ind}}}")

    def _main(self, arrays: list[ArrayInfo]) -> list[str]:
        out = []
        for t in ("double", "float", *self.int_types):
            if any(x.written and x.ctype == t for x in arrays):
                val = "p[k]" if t in ("double", "float", "unsigned long") else "(long)p[k]"
                # %e: an integral double printed by %g has no point, and `s2s check` would compare it
                # as an integer, exactly (generator 3 did: seed 350703 on the H100)
                fmt = {"double": "%.16e", "float": "%.8e", "unsigned long": "%lu"}.get(t, "%ld")
                out += [f"static void print_{_tag(t)}(const char *name, const {t} *p, long n)", "{",
                        '  printf("%s:\\n", name);',
                        f'  for (long k = 0; k < n; k++) printf("{fmt}\\n", {val});', "}"]
        out += ["", "int main(void)", "{"]
        args = [str(v) for v in self.params.values()]
        for a in arrays:
            count = " * ".join(f"{a.name}_{d}" for d in range(a.rank))
            if a.style == "global":
                out.append(f"  {a.ctype} *p{a.name} = &{a.name}{'[0]' * a.rank};")
            else:
                inner = "".join(f"[{a.name}_{d}]" for d in range(1, a.rank))
                partner = next((x for x in arrays if x.alias_of == a.name), None)
                if a.alias_of is not None:
                    host = self.arrays[a.alias_of]
                    out.append(f"  {a.ctype} *{a.name} = {a.alias_of} + {a.alias_offset};   "
                               f"/* overlaps {host.name} */")
                elif partner is not None:
                    # room for the partner at any offset up to this array's end
                    partner_off = self.r.randint(0, a.extents()[0])
                    partner.alias_offset = partner_off
                    out.append(f"  {a.ctype} *{a.name} = malloc(sizeof({a.ctype}) * ({count} + "
                               f"{partner.name}_0));")
                elif a.rank == 1:
                    out.append(f"  {a.ctype} *{a.name} = malloc(sizeof({a.ctype}) * {count});")
                else:
                    out.append(f"  {a.ctype} (*{a.name}){inner} = malloc(sizeof({a.ctype}) * {count});")
                out.append(f"  {a.ctype} *p{a.name} = &{a.name}{'[0]' * a.rank};")
                if a.style == "vla":
                    args += [f"{a.name}_{d}" for d in range(a.rank)]
                args.append(a.name)
            c1, c2 = self.r.randint(1, 29), self.r.randint(0, 30)
            if a.ctype in self.int_types:
                init = f"({a.ctype})((int)((k * {c1} + {c2}) % 61) - 30)"
            else:
                init = f"({a.ctype})((k * {c1} + {c2}) % 31) / 16.0 - 1.0"
            out.append(f"  for (long k = 0; k < {count}; k++) p{a.name}[k] = {init};")
        out.append(f"  kernel({', '.join(args)});")
        for a in arrays:
            if a.written:
                count = " * ".join(f"{a.name}_{d}" for d in range(a.rank))
                fn = f"print_{_tag(a.ctype)}"
                out.append(f'  {fn}("{a.name}", p{a.name}, (long){count});')
        for s, t in self.globals.items():
            if s in self.scalars_written:
                out.append(f'  printf("{s} {_FMT[t]}\\n", {s});')
        for s, t in self.locals.items():
            if s in self.scalars_written:
                out.append(f'  printf("{s} {_FMT[t]}\\n", out_{s});')
        for s, t in self._live_after().items():
            out.append(f'  printf("{s} {_FMT[t]}\\n", out_{s});')
        for a in arrays:
            if a.style != "global" and a.alias_of is None:
                out.append(f"  free({a.name});")
        out += ["  return 0;", "}"]
        return out


MAX_ELEMENTS = 4000       # per array: the programs print every element
_FMT = {"int": "%d", "double": "%.16e", "unsigned": "%u", "long": "%ld", "unsigned long": "%lu",
        "float": "%.8e"}


def _tag(ctype: str) -> str:
    """A name for a type's print function: 'unsigned char' -> 'unsigned_char'."""
    return ctype.replace(" ", "_")


def generate(seed: int, reductions: bool = False, c_features: bool = False) -> Program:
    """The program of `seed` (deterministic): the first of its attempts whose arrays are small.
    `reductions` (--reductions): many statements are reduction updates (another program per seed).
    `c_features` (--c-features): more C types, operators, iterator types and shadowing (another program)."""
    for attempt in range(100):
        g = Generator(seed, attempt, reductions, c_features)
        prog = g.generate()
        if all(_prod(a.extents()) <= MAX_ELEMENTS for a in g.arrays.values()):
            return prog
    return prog


def _prod(xs) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


# ---------------------------------------------------------------------------------------------------------
# checking

def check_program(prog: Program, target: str, workdir: str, keep_failures: str | None = None,
                  as_translated: bool = False) -> dict:
    """Write, check, and classify one program; never raises."""
    from .check.runner import MATCH, MISMATCH, UNSTABLE, check_file

    path = os.path.join(workdir, f"seed{prog.seed}.c")
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(prog.text)
    from .passes import bounded

    row = {"seed": prog.seed, "target": target, "status": "failure", "stage": None, "line": ""}
    t0 = time.perf_counter()
    crashes = len(bounded.crashes_hit)
    try:
        r = check_file(path, target=target, rtol=prog.rtol, atol=prog.atol, arrays=prog.arrays, timeout=60,
                       as_translated=as_translated)
        row["stage"] = r.stage
        # a program whose own output changes with the C compiler's optimisation level is no test of s2s
        row["status"] = {MATCH: "match", MISMATCH: "mismatch", UNSTABLE: "discarded"}.get(r.status, "failure")
        row["line"] = r.verdict_line()
        details = r.details
    except Exception as e:  # an internal error of the translator: a failure to report, not a fuzzer crash
        import traceback
        row["stage"] = "crash"
        row["line"] = f"s2s check: CRASH {path} [{target}] {type(e).__name__}: {e}"
        details = traceback.format_exc()
    row["seconds"] = time.perf_counter() - t0
    # isl computations that crashed in their forked child (passes/bounded.py): the translation fell back
    # (legally) and may well match, but isl crashed on this program: reported with the seed, never absorbed
    absorbed = list(dict.fromkeys(bounded.crashes_hit[crashes:]))
    if absorbed:
        row["absorbed"] = absorbed
    # a check whose directory or program is gone was abandoned by the fuzzer at its --time-limit (the
    # directory is being removed; a compiler may have recreated part of it): no failure to keep
    kept = row["status"] not in ("match", "discarded") or absorbed
    if kept and keep_failures and os.path.isdir(workdir) and os.path.isfile(path):
        os.makedirs(keep_failures, exist_ok=True)
        base = os.path.join(keep_failures, f"seed{prog.seed}-{target}")
        with open(base + ".c", "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(prog.text)
        with open(base + ".txt", "w", encoding="utf-8", errors="replace") as f:
            f.write(row["line"] + "\n" + "".join(f"crashed in a forked child: {c}\n" for c in absorbed)
                    + (details or "") + "\n")
    return row


def absorbed_line(row: dict) -> str | None:
    """The report of a row's isl crashes that a fallback absorbed, or None when it has none."""
    if not row.get("absorbed"):
        return None
    return (f"s2s check: ABSORBED CRASH seed {row['seed']} [{row['target']}] "
            f"{'; '.join(row['absorbed'])} (the translation fell back; check: {row['status']})")


def check_seed(seed: int, target: str = "openmp", keep_failures: str | None = None,
               reductions: bool = False, c_features: bool = False) -> dict:
    """Check the program of `seed` in this process (see run_seeds for isolation and a time limit)."""
    with tempfile.TemporaryDirectory(prefix="s2s-fuzz-") as work:
        return check_program(generate(seed, reductions, c_features), target, work, keep_failures)


def _worker_init() -> None:
    """In each pebble worker: its own process group, killed whole when pebble stops the worker (a timeout,
    the end of the run), so that no compiler or program it started outlives it."""
    import signal

    os.setpgrp()
    signal.signal(signal.SIGTERM, lambda *_: os.killpg(0, signal.SIGKILL))


def _check_in_worker(seed: int, target: str, keep: str | None, work: str, reductions: bool = False,
                     c_features: bool = False, as_translated: bool = False) -> dict:
    try:
        return check_program(generate(seed, reductions, c_features), target, work, keep, as_translated)
    except Exception as e:        # the generator itself failed: a row, not a lost worker
        return {"seed": seed, "target": target, "status": "failure", "stage": "fuzzer",
                "line": f"fuzzer error: {type(e).__name__}: {e}", "seconds": 0.0}


def run_seeds(seeds, target: str = "openmp", jobs: int = 1, keep_failures: str | None = None,
              timeout: float = TIMEOUT, report=None, time_limit: float | None = None,
              bar=None, reductions: bool = False, c_features: bool = False,
              as_translated: bool = False) -> list[dict]:
    """Check each seed in a forked child (a pebble process pool, one fresh process per seed, everything
    already imported), at most `jobs` at a time; a child that crashes (isl aborts) or runs past `timeout`
    seconds is a failure, not the fuzzer's end. `report(row)` is called as each result arrives, and
    `bar.update()` (a tqdm progress bar) after it; returns the rows in seed order. With `time_limit`
    (seconds), no seed is started after that time: the rows of the seeds checked are returned."""
    import multiprocessing as mp
    import shutil
    from concurrent.futures import FIRST_COMPLETED, CancelledError, wait
    from concurrent.futures import TimeoutError as FutureTimeout

    from pebble import ProcessExpired, ProcessPool

    # everything a check runs is imported once, here: the children share one consistent snapshot of the
    # translator (and do not pay for the imports), even if its files change during a long run
    from . import driver  # noqa: F401
    from .check import instrument, runner  # noqa: F401
    from .passes.manager import all_passes
    all_passes()

    rows: dict[int, dict] = {}
    stop_at = time.monotonic() + time_limit if time_limit else None
    started: dict = {}                 # future -> (seed, workdir, start time)
    pool = ProcessPool(max_workers=max(1, jobs), max_tasks=1, initializer=_worker_init,
                       context=mp.get_context("fork"))
    try:
        for seed in seeds:
            work = tempfile.mkdtemp(prefix="s2s-fuzz-")
            fut = pool.schedule(_check_in_worker, args=(seed, target, keep_failures, work, reductions,
                                                                  c_features, as_translated),
                                timeout=timeout)
            started[fut] = (seed, work, time.monotonic())
        pending = set(started)
        while pending:
            done, pending = wait(pending, timeout=1.0, return_when=FIRST_COMPLETED)
            if stop_at is not None and time.monotonic() > stop_at:
                for fut in pending:
                    # those not started yet; the running ones finish (pebble's cancel of a running task
                    # kills its worker, whose compilers then fail on a removed directory and leave
                    # failure reports behind)
                    if not fut.running():
                        fut.cancel()
            for fut in done:
                seed, work, t0 = started[fut]
                shutil.rmtree(work, ignore_errors=True)
                try:
                    row = fut.result()
                except CancelledError:
                    continue
                except FutureTimeout:
                    row = {"seed": seed, "target": target, "status": "failure", "stage": "timeout",
                           "line": f"s2s check: TIMEOUT seed {seed} [{target}] no result after {timeout:g} s",
                           "seconds": time.monotonic() - t0}
                    if keep_failures:
                        os.makedirs(keep_failures, exist_ok=True)
                        with open(os.path.join(keep_failures, f"seed{seed}-{target}.c"), "w",
                                  encoding="utf-8", errors="surrogateescape") as f:
                            f.write(generate(seed, reductions, c_features).text)
                except ProcessExpired as e:
                    row = {"seed": seed, "target": target, "status": "failure", "stage": "crash",
                           "line": f"s2s check: CRASH seed {seed} [{target}] the checking process died "
                                   f"({_exit_status(e.exitcode)})", "seconds": time.monotonic() - t0}
                    if keep_failures:
                        os.makedirs(keep_failures, exist_ok=True)
                        with open(os.path.join(keep_failures, f"seed{seed}-{target}.c"), "w",
                                  encoding="utf-8", errors="surrogateescape") as f:
                            f.write(generate(seed, reductions, c_features).text)
                except Exception as e:     # check_program raised: a bug in the translator
                    row = {"seed": seed, "target": target, "status": "failure", "stage": "crash",
                           "line": f"s2s check: CRASH seed {seed} [{target}] {type(e).__name__}: {e}",
                           "seconds": time.monotonic() - t0}
                rows[seed] = row
                if report:
                    report(row)
                if bar is not None:
                    bar.update()
    finally:   # interrupted (Ctrl-C, SIGTERM): no child, compiler or program outlives the fuzzer
        pool.stop()
        pool.join()
        for _seed, work, _t0 in started.values():
            shutil.rmtree(work, ignore_errors=True)
    return [rows[s] for s in seeds if s in rows]


def _exit_status(code) -> str:
    """A dead worker's exit code as words: 'killed by SIGSEGV' for -11."""
    import signal
    if isinstance(code, int) and code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            pass
    return f"exit status {code}"


def parse_seeds(text: str) -> list[int]:
    """'5', '0..99' (inclusive), or a comma-separated list of those."""
    seeds: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if ".." in part:
            a, b = part.split("..", 1)
            lo, hi = int(a), int(b)
            if hi < lo:
                raise ValueError(f"empty seed range '{part}'")
            seeds.extend(range(lo, hi + 1))
        elif part:
            seeds.append(int(part))
    return seeds


def _ranges(seeds: list[int]) -> str:
    """[1, 2, 3, 7] -> '1..3,7'."""
    out: list[str] = []
    last = None
    for s in seeds:
        if out and s == last + 1:
            out[-1] = f"{out[-1].split('..')[0]}..{s}"
        else:
            out.append(str(s))
        last = s
    return ",".join(out)


def summary(rows: list[dict]) -> str:
    n = len(rows)
    m = sum(r["status"] == "match" for r in rows)
    k = sum(r["status"] == "mismatch" for r in rows)
    d = sum(r["status"] == "discarded" for r in rows)
    crashed = [r["seed"] for r in rows if r.get("absorbed")]
    return (f"{n} programs, {m} matches, {k} mismatches, {n - m - k - d} failures"
            + (f", {d} discarded (the original's output depends on the optimisation level)" if d else "")
            + (f", {len(crashed)} with an isl crash that a fallback absorbed (seeds {_ranges(crashed)})"
               if crashed else ""))


# ---------------------------------------------------------------------------------------------------------
# a small reducer: drop statements, blocks and loop/if wrappers while the failure stays the same

def signature(row: dict) -> tuple:
    """What identifies a failure: its status and stage, and for a crash the exception and message."""
    if row["stage"] == "crash":
        return row["status"], row["stage"], row["line"].split(" [", 1)[-1][:120]
    if row["status"] == "mismatch":
        return row["status"], "mismatch"
    msg = row["line"].split("] ", 1)[-1]
    return row["status"], row["stage"], msg.split(":", 1)[0][:60]


def check_text(text: str, target: str, rtol: float = 1e-6, atol: float = 1e-9, arrays: bool = False) -> dict:
    with tempfile.TemporaryDirectory(prefix="s2s-reduce-") as work:
        return check_program(Program(-1, text, rtol, atol, arrays), target, work)


def _blocks(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) line ranges that can go as a whole: a statement line, or a `... {` line through its
    matching `}`; only inside `#pragma scop` regions (when the text has some): the rest of the program
    (declarations, initialisation, printing) stays as it is."""
    regions = []
    start = None
    for k, ln in enumerate(lines):
        if ln.strip() == "#pragma scop":
            start = k
        elif ln.strip() == "#pragma endscop" and start is not None:
            regions.append((start, k))
            start = None
    return [(a, b) for a, b in _all_blocks(lines)
            if not regions or any(r0 < a and b < r1 for r0, r1 in regions)]


def _all_blocks(lines: list[str]) -> list[tuple[int, int]]:
    out = []
    stack = []
    for k, ln in enumerate(lines):
        t = ln.strip()
        if t.endswith("{"):
            stack.append(k)
        elif t.startswith("}"):
            if stack:
                a = stack.pop()
                if t.startswith("} else"):
                    stack.append(a)
                else:
                    out.append((a, k))
            if t.endswith("{") and not t.startswith("} else"):
                stack.append(k)
        elif t.endswith(";"):
            out.append((k, k))
    return out


def reduce_text(text: str, interesting, max_rounds: int = 20) -> str:
    """Greedy: remove blocks (largest first), then unwrap loops and ifs, while `interesting(text)` holds."""
    for _ in range(max_rounds):
        changed = False
        lines = text.split("\n")
        for a, b in sorted(_blocks(lines), key=lambda r: r[0] - r[1]):
            if b >= len(lines):
                continue
            cand = "\n".join(lines[:a] + lines[b + 1:])
            if cand != text and interesting(cand):
                text, changed = cand, True
                break
        if changed:
            continue
        for a, b in _blocks(lines):       # unwrap: keep the body of a loop or an if
            if a == b or not lines[a].strip().startswith(("for", "if")) or "else" in "".join(lines[a:b + 1]):
                continue
            cand = "\n".join(lines[:a] + lines[a + 1:b] + lines[b + 1:])
            if interesting(cand):
                text, changed = cand, True
                break
        if not changed:
            break
    return text


def reduce_file(path: str, target: str, out: str | None = None) -> str:
    """Reduce the program in `path` to a smaller one that fails the same way; returns its text."""
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    rtol, atol = (1e-4, 1e-5) if "float" in text else (1e-6, 1e-9)
    first = check_text(text, target, rtol, atol)
    if first["status"] == "match":
        raise SystemExit(f"{path}: the program matches on {target}: nothing to reduce")
    sig = signature(first)
    print(f"reducing: {first['line']}", file=sys.stderr)

    def interesting(t: str) -> bool:
        row = check_text(t, target, rtol, atol)
        return row["status"] != "match" and signature(row) == sig

    small = reduce_text(text, interesting)
    if out:
        with open(out, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(small)
    return small


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m s2s.fuzz", description=__doc__.splitlines()[0])
    ap.add_argument("--seed", default="0..99", help="seeds: N, A..B (inclusive) or a comma-separated list")
    ap.add_argument("--target", default="openmp", choices=["openmp", "opencl", "cuda"])
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="checks run in parallel")
    ap.add_argument("--keep-failures", metavar="DIR", help="write each failing program and its report to DIR")
    ap.add_argument("--timeout", type=float, default=TIMEOUT, metavar="S",
                    help=f"seconds one check may take (default {TIMEOUT:g}); a longer one is a failure")
    ap.add_argument("--time-limit", type=float, metavar="S",
                    help="start no check after S seconds (prints which seeds were checked)")
    ap.add_argument("--log", metavar="FILE", help="append one JSON line per program to FILE")
    ap.add_argument("--reductions", action="store_true",
                    help="programs full of reduction updates (sums, products, min, max; another program per "
                         "seed)")
    ap.add_argument("--c-features", action="store_true",
                    help="programs with more of C: long, signed char, unsigned short, unsigned long and "
                         "float data and scalars, iterators of those types, conversions on assignment "
                         "(double to int), integer /, %%, <<, >>, &, |, ^ (negative operands), mixed-type "
                         "ternaries, fminf/fmaxf, float rounding, blocks that shadow an iterator, array or "
                         "parameter, div/mod subscripts, iterators and scalars live after the SCoP (another "
                         "program per seed)")
    ap.add_argument("--as-translated", action="store_true",
                    help="check each translation as `s2s translate` writes it (s2s check --as-translated): "
                         "the host versions of SCoPs kept on the host run, not their device code")
    ap.add_argument("--print", dest="show", type=int, metavar="SEED",
                    help="print the program of SEED and exit")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per program, matches included")
    ap.add_argument("--reduce", metavar="FILE", help="reduce a failing program (same failure, fewer lines); "
                    "prints the result")
    a = ap.parse_args(argv)
    if a.reduce:
        sys.stdout.flush()
        sys.stdout.buffer.write(reduce_file(a.reduce, a.target).encode("utf-8", "surrogateescape"))
        return 0
    if a.show is not None:
        sys.stdout.flush()
        text = generate(a.show, a.reductions, a.c_features).text
        sys.stdout.buffer.write(text.encode("utf-8", "surrogateescape"))
        return 0
    try:
        seeds = parse_seeds(a.seed)
    except ValueError as e:
        ap.error(f"--seed: {e}")
    from .check.build import pick_target
    from .diagnostics import S2SError
    try:
        pick_target(a.target)
    except S2SError as e:
        print(str(e), file=sys.stderr)
        return 2
    t0 = time.perf_counter()

    log = open(a.log, "a") if a.log else None
    import signal
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))   # run_seeds cleans up on the way out

    bar = progress.bar(len(seeds), f"fuzz {a.target}", "program")

    def report(row):
        if row["status"] != "match" or a.verbose:
            progress.write(f"seed {row['seed']}: {row['line']}", bar)
        if absorbed_line(row):
            progress.write(f"seed {row['seed']}: {absorbed_line(row)}", bar)
        if log:
            import json
            keys = ("seed", "target", "status", "stage", "seconds", "line", "absorbed")
            log.write(json.dumps({k: row.get(k) for k in keys}) + "\n")
            log.flush()

    with bar, progress.ticking(bar):
        rows = run_seeds(seeds, a.target, a.jobs, a.keep_failures, a.timeout, report, a.time_limit, bar,
                         a.reductions, a.c_features, a.as_translated)
    if len(rows) < len(seeds):
        done = sorted(r["seed"] for r in rows)
        print(f"time limit reached: {len(rows)} of {len(seeds)} seeds checked ({_ranges(done)})")
    print(f"{summary(rows)} ({a.target}, seeds {a.seed}, {time.perf_counter() - t0:.1f} s)")
    return 0 if all(r["status"] in ("match", "discarded") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
