"""`s2s bench prepare`: everything the GPU machine needs to benchmark corpus programs, in one directory.

The GPU machine has no islpy, so the translations are made here.  For each program, size and element type:

* an instrumented copy of the source: `S2S_REGION_BEGIN();` on the line before `#pragma scop` and
  `S2S_REGION_END();` on the line after `#pragma endscop`.  The translation replaces only the lines from
  pragma to pragma, so both builds keep the markers; `-include bench_support.h` defines them;
* its CUDA translation (and OpenMP with `--targets cuda,openmp`), made with the same -D flags the runner
  builds with (macros inside a SCoP are expanded in the translation), and the CUDA translation's kernels:
  name, kind and block (s2s/codegen/launch_info.py), for the runner's occupancy figures;
* the work of the run from the metadata table (s2s/bench/metadata.py), with the sizes read from the
  program's `#define`s for that dataset.

Plus bench_support.h/.c, the reference programs, s2s_compare.py, run.py (standard library only) and
manifest.json, which lists all of the above for run.py.
"""

from __future__ import annotations

import concurrent.futures
import datetime
import glob
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from importlib import resources

from ..diagnostics import Location, S2SError
from . import metadata, translate_job

SIZES = ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")
TYPES = ("double", "float")
TARGETS = ("cuda", "openmp")
_SCOP = re.compile(r"^\s*#\s*pragma\s+scop\b")
_ENDSCOP = re.compile(r"^\s*#\s*pragma\s+endscop\b")
_DEFINE = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)\s+\(?\s*(\d+)\s*\)?\s*(?:/[*/].*)?$")
_COND = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")
_DATASET = re.compile(r"defined\s*\(?\s*(\w+)_DATASET\s*\)?")


def _error(path: str, line: int, msg: str) -> S2SError:
    return S2SError(msg, Location(path, line, 1))


def instrument(text: str, path: str) -> str:
    """Put the region markers around every `#pragma scop` ... `#pragma endscop` region of `text`."""
    out: list[str] = []
    open_at = 0
    lines = text.splitlines()
    for n, line in enumerate(lines, 1):
        indent = line[: len(line) - len(line.lstrip())]
        if _SCOP.match(line):
            if open_at:
                raise _error(path, n, f"'#pragma scop' inside the region opened on line {open_at}")
            open_at = n
            out += [indent + "S2S_REGION_BEGIN();", line]
        elif _ENDSCOP.match(line):
            if not open_at:
                raise _error(path, n, "'#pragma endscop' without a '#pragma scop' before it")
            open_at = 0
            out += [line, indent + "S2S_REGION_END();"]
        else:
            out.append(line)
    if open_at:
        raise _error(path, open_at, "'#pragma scop' without a '#pragma endscop' after it")
    if not any(_SCOP.match(ln) for ln in lines):
        raise _error(path, 1, "no '#pragma scop' region to time")
    return "\n".join(out) + "\n"


def dataset_sizes(text: str, size: str) -> dict[str, int]:
    """The integer #defines of `text` in effect for `-D{size}_DATASET`: the corpus's
    `#if defined(MINI_DATASET) ... #elif defined(LARGE_DATASET) ... #else /* SMALL */ ... #endif` blocks.
    Top-level integer #defines count too.  SMALL is also the `#else` branch when no branch names it."""
    sizes: dict[str, int] = {}
    stack: list[list[bool]] = []  # per open #if: [this branch active, some branch already taken]

    def active() -> bool:
        return all(s[0] for s in stack)

    for line in text.splitlines():
        m = _COND.match(line)
        if m:
            kw, rest = m.groups()
            if kw in ("if", "ifdef", "ifndef"):
                names = _DATASET.findall(rest) if kw == "if" else []
                hit = size in names
                stack.append([hit, hit])
            elif kw == "elif" and stack:
                hit = not stack[-1][1] and size in _DATASET.findall(rest)
                stack[-1] = [hit, stack[-1][1] or hit]
            elif kw == "else" and stack:
                stack[-1] = [not stack[-1][1], True]
            elif kw == "endif" and stack:
                stack.pop()
            continue
        d = _DEFINE.match(line)
        if d and active():
            sizes[d.group(1)] = int(d.group(2))
    return sizes


@dataclass
class Options:
    programs: list[str]
    sizes: list[str]
    types: list[str]
    targets: list[str]
    out: str
    reps: int = 5
    timers: int = 4096
    jobs: int = 2
    schedule_timeout: float = 60.0
    translate_timeout: float = 900.0
    # offload every SCoP whatever the cost model says (translate --force-device): the kernel rates of the
    # programs it keeps on the host
    force_device: bool = False


def _repo_commit() -> tuple[str, bool]:
    """The commit of the s2s checkout this runs from, and whether its tracked files have changes."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    try:
        head = subprocess.run(
            ["git", "-C", root, "rev-parse", "--short=12", "HEAD"], capture_output=True, text=True, timeout=30
        )
        dirty = subprocess.run(
            ["git", "-C", root, "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown", False
    if head.returncode != 0:
        return "unknown", False
    return head.stdout.strip(), bool(dirty.stdout.strip())


def _translate(
    src: str, out: str, target: str, defines: list[str], opts: Options, scale: int | None = None
) -> tuple[list[str], list[dict], str, float]:
    """Translate in a subprocess (isolated, with a time limit; s2s/bench/translate_job.py): (files
    written, the kernels of a CUDA translation with their blocks, error text or '', the relative
    tolerance of its reordered reductions)."""
    cmd = [
        sys.executable,
        "-m",
        "s2s.bench.translate_job",
        *defines,
        "--target",
        target,
        "--schedule-timeout",
        str(opts.schedule_timeout),
        *(["--force-device"] if opts.force_device else []),
        *(["--reduction-scale", str(scale)] if scale else []),
        "-o",
        out,
        src,
    ]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=opts.translate_timeout)
    except subprocess.TimeoutExpired:
        return [], [], f"s2s translate stopped after {opts.translate_timeout:g} s", 0.0
    line = next((ln for ln in p.stdout.splitlines() if ln.startswith(translate_job.PREFIX)), None)
    if p.returncode != 0 or line is None:
        return [], [], p.stderr.strip()[-2000:] or f"s2s translate exited with status {p.returncode}", 0.0
    done = json.loads(line[len(translate_job.PREFIX) :])
    return done["files"], done["kernels"], "", float(done.get("reorder_rtol", 0.0))


def default_programs(corpus: str) -> list[str]:
    return sorted(glob.glob(os.path.join(corpus, "*.c")))


def prepare(opts: Options, log=print) -> dict:
    """Write the benchmark directory `opts.out` and return its manifest."""
    for p in opts.programs:
        if not os.path.isfile(p):
            raise S2SError(f"{p}: no such file")
    names = [os.path.splitext(os.path.basename(p))[0] for p in opts.programs]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise S2SError(f"two programs named {', '.join(sorted(dup))}: each program needs its own name")
    texts = {}  # every input is read and checked before anything is written
    for path, name in zip(opts.programs, names, strict=True):
        try:
            with open(path) as f:
                texts[name] = f.read()
        except (OSError, UnicodeDecodeError) as ex:
            raise S2SError(f"{path}: cannot read: {ex}") from None
        instrument(texts[name], path)
    out = opts.out
    os.makedirs(os.path.join(out, "src"), exist_ok=True)
    os.makedirs(os.path.join(out, "references"), exist_ok=True)
    data = resources.files("s2s.bench") / "data"
    for name in ("bench_support.h", "bench_support.c", "run.py"):
        with open(os.path.join(out, name), "wb") as f:
            f.write((data / name).read_bytes())
    for name in ("ref_gemm.cu", "ref_copy.cu"):
        with open(os.path.join(out, "references", name), "wb") as f:
            f.write((data / "references" / name).read_bytes())
    # The output comparison of `s2s check`, shipped as is: it imports only the standard library.
    shutil.copyfile(
        os.path.join(os.path.dirname(os.path.dirname(__file__)), "check", "compare.py"),
        os.path.join(out, "s2s_compare.py"),
    )

    entries: list[dict] = []
    jobs: list[tuple[dict, str, str, list[str]]] = []
    for path, name in zip(opts.programs, names, strict=True):
        text = texts[name]
        src_rel = os.path.join("src", name + ".c")
        with open(os.path.join(out, src_rel), "w") as f:
            f.write(instrument(text, path))
        types = opts.types if "DATA_TYPE" in text else opts.types[:1]  # int programs ignore DATA_TYPE
        for size in opts.sizes:
            sizes = dataset_sizes(text, size)
            for typ in types:
                d = f"{size}-{typ}"
                os.makedirs(os.path.join(out, d), exist_ok=True)
                defines = [f"-D{size}_DATASET", f"-DDATA_TYPE={typ}"]
                rtol, atol = metadata.tolerances(name, typ)
                try:
                    work = metadata.work_for(name, sizes, 4 if typ == "float" else 8)
                except ValueError as ex:  # the table does not fit this program: time it without reference
                    log(f"s2s: warning: {ex}: no kernel-level reference for {name} {size}")
                    work = None
                e = {
                    "program": name,
                    "size": size,
                    "type": typ,
                    "dir": d,
                    "source": src_rel,
                    "defines": defines,
                    "sizes": sizes,
                    "rtol": rtol,
                    "atol": atol,
                    "work": work.as_dict() if work else None,
                    "translate_errors": {},
                }
                entries.append(e)
                for target in opts.targets:
                    ext = ".cu" if target == "cuda" else ".omp.c"
                    jobs.append((e, target, os.path.join(out, d, name + ext), defines))

    def one(job: tuple[dict, str, str, list[str]]) -> tuple[dict, str, list[str], list[dict], str, float]:
        e, target, dest, defines = job
        # the reductions' lengths with the parameters at the dataset's largest size
        scale = max((v for v in e["sizes"].values() if isinstance(v, int)), default=None)
        src = os.path.join(out, e["source"])
        files, kernels, err, tol = _translate(src, dest, target, defines, opts, scale)
        return e, target, files, kernels, err, tol

    log(f"s2s bench: translating {len(jobs)} program builds ({opts.jobs} at a time) into {out}")
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        for e, target, files, kernels, err, tol in pool.map(one, jobs):
            if tol > e["rtol"]:
                # reordered floating-point sums: compared as `s2s check` compares them (the tolerance
                # grows with the reduction's length, docs/verification.md)
                e["rtol"] = tol
            if err:
                e["translate_errors"][target] = err
                e[target] = None
                log(f"s2s bench: {e['program']} {e['size']} {e['type']} [{target}]: translation failed")
            else:
                rel = [os.path.relpath(f, out) for f in files]
                e[target] = rel if target == "cuda" else rel[0]
                if target == "cuda":  # each kernel's kind and block, for run.py's occupancy figures
                    e["kernels"] = kernels
    commit, dirty = _repo_commit()
    manifest = {
        "format": 1,
        "commit": commit,
        "dirty": dirty,
        "created": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "reps": opts.reps,
        "timers": opts.timers,
        "force_device": opts.force_device,
        "sizes": opts.sizes,
        "types": opts.types,
        "targets": opts.targets,
        "entries": entries,
    }
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    return manifest
