#!/usr/bin/env python3
"""The s2s bench runner: builds and times the programs that `s2s bench prepare` put in this directory.

It runs on the GPU machine, which has python3, gcc, nvcc and cuBLAS but not s2s or its dependencies, so it
uses only the standard library (and s2s_compare.py, a copy of s2s's import-free output comparison).

    python3 run.py --out RESULTS.json [--reps N] [--jobs N] [--arch sm_90] [--cpu-only]

1. Builds every program in parallel: the instrumented original with `gcc -O3`, the CUDA translation with
   `nvcc -O3 -arch=ARCH` (and the OpenMP translation with `gcc -O3 -fopenmp` when prepared), all with the
   same -D size/type flags and `-include bench_support.h`; and the cuBLAS / device-copy references.
2. Runs them one at a time (never two timed runs at once): each build N times; every run prints its region
   and kernel totals on stderr (a `S2S_BENCH ...` line) and its output on stdout, which is compared with
   the sequential build's output of the same run.
3. Writes RESULTS.json after each program (a run that is stopped keeps what it measured), for
   `s2s bench report RESULTS.json` on the development machine.

The CUDA translations are built with `-Xptxas -v` (what `nvcc --resource-usage` prints, in every nvcc
release): ptxas's registers, spills, stack frame and shared memory of each kernel, with the block s2s
launches it with (recorded by `s2s bench prepare`) and the documented limits of the architecture, give
each kernel's theoretical occupancy (`occupancy` below follows the CUDA occupancy calculator), stored
under "kernels" in RESULTS.json.  A build whose output has nothing parsable simply has no kernel rows.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from s2s_compare import compare_outputs  # noqa: E402  (shipped next to this file)

FORMAT = 1
_BENCH_LINE = re.compile(r"^S2S_BENCH (.*)$", re.M)
_REF_LINE = re.compile(r"^S2S_REF (\w+) (.*)$", re.M)


def parse_fields(text: str) -> dict:
    """'a=1 b=2.5e-3 type=d' -> {'a': 1, 'b': 0.0025, 'type': 'd'} (ints, then floats, else strings)."""
    out: dict = {}
    for item in text.split():
        key, _, val = item.partition("=")
        for conv in (int, float):
            try:
                out[key] = conv(val)
                break
            except ValueError:
                pass
        else:
            out[key] = val
    return out


def parse_bench_line(stderr: str) -> dict | None:
    """The last `S2S_BENCH ...` line a benchmarked program printed at exit, as a dict; None if it has none."""
    found = _BENCH_LINE.findall(stderr)
    return parse_fields(found[-1]) if found else None


def summarize(values: list[float]) -> dict:
    return {"min": min(values), "median": statistics.median(values), "all": values} if values else {}


# ---- kernel resources (ptxas -v, as nvcc --resource-usage prints them) -------------------------------------
_PTXAS_ENTRY = re.compile(r"Compiling entry function '([^']+)' for '(\w+)'")
_PTXAS_PROPS = re.compile(r"Function properties for (\S+)")
_PTXAS_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_PTXAS_USED = re.compile(r"ptxas info\s*:\s*Used (\d+) registers(.*)$")
_MANGLED = re.compile(r"_Z(\d+)(\w+)")
_STRIDED = "ILb1E"  # the mangled template argument <true>
_VECTOR = "ILi16E"  # <16>: the instance of a contraction kernel that runs its fast tiles
_LANES = "ILj16E"   # <16u>: a column reduction's instance of 16 lanes, the block s2s records (launch_info.py)


def demangle(symbol: str) -> str:
    """The function name of an Itanium-mangled symbol of a free function (`_Z17s2s_scop0_kernel0Pdl...`
    -> `s2s_scop0_kernel0`); other symbols (extern "C" kernels) as they are."""
    m = _MANGLED.fullmatch(symbol)
    if m and int(m.group(1)) <= len(m.group(2)):
        return m.group(2)[: int(m.group(1))]
    return symbol


def parse_resource_usage(text: str, arch: str | None = None) -> dict[str, dict]:
    """{kernel name: its resources} from the `ptxas info` lines of `nvcc --resource-usage` (or -Xptxas -v):
    registers, barriers, static shared memory (smem), constant memory per bank (cmem, when this nvcc prints
    it: release 13 does not), stack frame and spill stores / loads in bytes.  Only entry functions
    (kernels) compiled for `arch` (every arch when None) count; device functions' properties and lines of
    other tools are skipped, and a kernel without its "Used N registers" line is left out, so text with
    nothing parsable gives {}."""
    found: dict[str, dict] = {}
    cur: dict | None = None
    props_of = None
    for line in text.splitlines():
        m = _PTXAS_ENTRY.search(line)
        if m:
            cur = {"symbol": m.group(1), "arch": m.group(2)} if arch in (None, m.group(2)) else None
            props_of = None
            continue
        m = _PTXAS_PROPS.search(line)
        if m:
            props_of = m.group(1)
            continue
        m = _PTXAS_FRAME.search(line)
        if m and cur is not None and props_of == cur["symbol"]:
            cur["stack"], cur["spill_stores"], cur["spill_loads"] = (int(g) for g in m.groups())
            continue
        m = _PTXAS_USED.search(line)
        if m and cur is not None:
            cur["registers"] = int(m.group(1))
            rest = m.group(2)
            b = re.search(r"used (\d+) barriers?", rest)
            cur["barriers"] = int(b.group(1)) if b else 0
            s = re.search(r"(\d+) bytes smem", rest)
            cur["smem"] = int(s.group(1)) if s else 0
            cmem = {int(bank): int(n) for n, bank in re.findall(r"(\d+) bytes cmem\[(\d+)\]", rest)}
            if cmem:
                cur["cmem"] = cmem
            cur.setdefault("stack", 0)
            cur.setdefault("spill_stores", 0)
            cur.setdefault("spill_loads", 0)
            # a generic kernel is a template over striding its blocks over the tiles (<true>, launched only
            # when a grid dimension is too short); <false> is the one that runs: its figures count.  A
            # contraction kernel with 16-byte copies is a template over the copies' width: <16> runs the
            # fast tiles, <8> the others beside it; <16>'s figures count.  A column reduction is a template
            # over its lanes (8, 16, 32: the host picks one per launch); the figures of 16 lanes count, the
            # lanes of the block that the kernel table lists
            key = demangle(cur["symbol"])
            prev = found.get(key)
            if prev is None or (_STRIDED not in cur["symbol"] and _VECTOR not in prev["symbol"]
                                and _LANES not in prev["symbol"]):
                found[key] = cur
            cur = None
    return found


# The documented per-multiprocessor limits (CUDA C++ Programming Guide, "Compute Capabilities"; the
# allocation rules of the CUDA occupancy calculator): sm_90 is Hopper (H100, H200), sm_80 the A100.
ARCH_LIMITS = {
    "sm_90": {
        "threads_per_sm": 2048,
        "blocks_per_sm": 32,
        "threads_per_block": 1024,
        "regs_per_sm": 65536,
        "regs_per_block": 65536,
        "regs_per_thread": 255,
        "reg_unit": 256,
        "sub_partitions": 4,
        "smem_per_sm": 233472,
        "static_smem_per_block": 49152,
        "smem_per_block_optin": 232448,
        "smem_reserved": 1024,
        "smem_unit": 128,
        "barriers_per_block_slot": 2,
    },
    "sm_80": {
        "threads_per_sm": 2048,
        "blocks_per_sm": 32,
        "threads_per_block": 1024,
        "regs_per_sm": 65536,
        "regs_per_block": 65536,
        "regs_per_thread": 255,
        "reg_unit": 256,
        "sub_partitions": 4,
        "smem_per_sm": 167936,
        "static_smem_per_block": 49152,
        "smem_per_block_optin": 166912,
        "smem_reserved": 1024,
        "smem_unit": 128,
        "barriers_per_block_slot": 0,
    },
}


def _round_up(x: int, unit: int) -> int:
    return -(-x // unit) * unit


def occupancy(
    threads: int, registers: int, smem: int, barriers: int = 0, arch: str = "sm_90", dynamic: int = 0
) -> dict | None:
    """Theoretical occupancy of a kernel with `threads` per block, `registers` per thread, `smem` bytes
    of static and `dynamic` bytes of dynamic shared memory per block: the blocks that fit on one
    multiprocessor by each limit, the
    smallest of them, the resident warps over the maximum, and which limits bind.  None for an
    architecture without a row in ARCH_LIMITS (sm_90a counts as sm_90).

    * warps: floor(max warps / warps of a block); blocks: the hardware's resident block limit;
    * registers: each warp gets registers*32 rounded up to the 256-register unit; a multiprocessor's
      65536 are split in 4 sub-partitions, each holding floor(16384 / per warp) warps;
    * shared memory: static + dynamic + the 1 KiB the driver reserves per block, rounded up to 128
      bytes, out of the largest carveout (228 KiB on sm_90); static at most 48 KiB, static + dynamic at
      most the opt-in limit of a block (227 KiB on sm_90);
    * barriers (sm_90): 2 per resident block slot, shared by the blocks (ptxas's "used N barriers")."""
    lim = ARCH_LIMITS.get(arch) or ARCH_LIMITS.get(arch.rstrip("a"))
    if lim is None or threads < 1:
        return None
    warps = -(-threads // 32)
    max_warps = lim["threads_per_sm"] // 32
    by = {"blocks": lim["blocks_per_sm"]}
    by["warps"] = max_warps // warps if threads <= lim["threads_per_block"] else 0
    per_warp = _round_up(registers * 32, lim["reg_unit"])
    if (
        registers > lim["regs_per_thread"]
        or per_warp * _round_up(warps, lim["sub_partitions"]) > lim["regs_per_block"]
    ):
        by["registers"] = 0
    elif per_warp:
        sub = lim["sub_partitions"]
        by["registers"] = (lim["regs_per_sm"] // sub // per_warp) * sub // warps
    alloc = _round_up(smem + dynamic + lim["smem_reserved"], lim["smem_unit"])
    if smem > lim["static_smem_per_block"] or smem + dynamic > lim["smem_per_block_optin"]:
        by["shared memory"] = 0
    elif alloc:
        by["shared memory"] = lim["smem_per_sm"] // alloc
    if barriers and lim["barriers_per_block_slot"]:
        by["barriers"] = lim["barriers_per_block_slot"] * lim["blocks_per_sm"] // barriers
    blocks = min(by.values())
    return {
        "blocks_per_sm": blocks,
        "warps_per_sm": blocks * warps,
        "occupancy": blocks * warps / max_warps,
        "limited_by": [k for k, v in by.items() if v == blocks],
    }


def tool_output(cmd: list[str]) -> str:
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        return p.stdout.strip() if p.returncode == 0 else ""
    except (OSError, subprocess.SubprocessError):
        return ""


def machine_info(cpu_only: bool, nvcc: str) -> dict:
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "")
    except OSError:
        pass
    info = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "host": platform.node(),
        "cpu": cpu or platform.processor(),
        "cores": os.cpu_count(),
        # the CUDA builds have OpenMP on (SCoPs kept on the host run on the host's cores)
        "omp_threads": os.environ.get("OMP_NUM_THREADS") or os.cpu_count(),
        "gcc": tool_output(["gcc", "-dumpfullversion"]),
    }
    if not cpu_only:
        info["gpu"] = tool_output(
            ["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"]
        ).splitlines()
        ver = tool_output([nvcc, "--version"]).splitlines()
        info["nvcc"] = next((ln.strip() for ln in ver if "release" in ln), ver[-1] if ver else "")
    return info


class Runner:
    """Builds and runs what the manifest lists; `results` grows as it goes and is saved after each step."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        with open(os.path.join(HERE, "manifest.json")) as f:
            self.manifest = json.load(f)
        self.build_dir = os.path.join(HERE, "build")
        self.header = os.path.join(HERE, "bench_support.h")
        self.support = os.path.join(HERE, "bench_support.c")
        self.reps = args.reps or self.manifest.get("reps", 5)
        self.seq_reps = args.seq_reps or self.reps
        entries = self.manifest["entries"]
        if args.programs:
            wanted = set(args.programs.split(","))
            unknown = wanted - {e["program"] for e in entries}
            if unknown:
                raise SystemExit(
                    f"run.py: error: --programs: not prepared here: {', '.join(sorted(unknown))} "
                    f"(prepared: {', '.join(sorted({e['program'] for e in entries}))})"
                )
            entries = [e for e in entries if e["program"] in wanted]
        self.entries = entries
        self.build_output: dict[str, str] = {}  # executable -> compiler output of a build that succeeded
        self.targets = [
            t for t in self.manifest.get("targets", ["cuda"]) if not (args.cpu_only and t == "cuda")
        ]
        self.results: dict = {
            "format": FORMAT,
            "prepared": {k: v for k, v in self.manifest.items() if k != "entries"},
            "reps": self.reps,
            "seq_reps": self.seq_reps,
            "arch": args.arch,
            "cpu_only": args.cpu_only,
            "kernel_timing": args.kernel_timing,
            "references": {},
            "rows": [],
        }

    # ---- building ---------------------------------------------------------------------------------------
    def _flags(self, e: dict) -> list[str]:
        return ["-include", self.header, f"-DS2S_BENCH_TIMERS={self.manifest.get('timers', 4096)}"] + e[
            "defines"
        ]

    def build_jobs(self) -> list[tuple[str, list[str]]]:
        """(output executable, compiler command) for every build, the references included."""
        jobs = []
        cc, nvcc = self.args.cc, self.args.nvcc
        for e in self.entries:
            d = os.path.join(self.build_dir, e["dir"])
            os.makedirs(d, exist_ok=True)
            base = os.path.join(d, e["program"])
            jobs.append(
                (
                    base + ".seq",
                    [
                        cc,
                        "-O3",
                        *self._flags(e),
                        "-o",
                        base + ".seq",
                        os.path.join(HERE, e["source"]),
                        self.support,
                        "-lm",
                    ],
                )
            )
            if "openmp" in self.targets and e.get("openmp"):
                jobs.append(
                    (
                        base + ".omp",
                        [
                            cc,
                            "-O3",
                            "-fopenmp",
                            *self._flags(e),
                            "-o",
                            base + ".omp",
                            os.path.join(HERE, e["openmp"]),
                            self.support,
                            "-lm",
                        ],
                    )
                )
            if "cuda" in self.targets and e.get("cuda"):
                jobs.append(
                    (
                        base + ".cuda",
                        [
                            nvcc,
                            "-O3",
                            f"-arch={self.args.arch}",
                            "-Xptxas",  # ptxas's figures of each kernel, on stderr (= --resource-usage,
                            "-v",  # which older nvcc releases lack)
                            "-DS2S_BENCH_CUDA",
                            *([] if e.get("kernels") else ["-DS2S_BENCH_HOST_ONLY"]),  # no context
                            "-Xcompiler",  # as `s2s translate` says to build: a SCoP kept on the host
                            "-fopenmp",  # runs its OpenMP version (s2s/codegen/host_openmp.py)
                            *self._flags(e),
                            "-o",
                            base + ".cuda",
                            *(os.path.join(HERE, f) for f in e["cuda"]),
                            self.support,
                            "-lm",
                        ],
                    )
                )
        if "cuda" in self.targets:
            refs = os.path.join(HERE, "references")
            jobs.append(
                (
                    os.path.join(self.build_dir, "ref_copy"),
                    [
                        nvcc,
                        "-O3",
                        f"-arch={self.args.arch}",
                        "-o",
                        os.path.join(self.build_dir, "ref_copy"),
                        os.path.join(refs, "ref_copy.cu"),
                    ],
                )
            )
            if any((e.get("work") or {}).get("reference") == "cublas" for e in self.entries):
                jobs.append(
                    (
                        os.path.join(self.build_dir, "ref_gemm"),
                        [
                            nvcc,
                            "-O3",
                            f"-arch={self.args.arch}",
                            "-o",
                            os.path.join(self.build_dir, "ref_gemm"),
                            os.path.join(refs, "ref_gemm.cu"),
                            "-lcublas",
                        ],
                    )
                )
        return jobs

    def build_all(self) -> dict[str, str]:
        """Build in parallel; returns {executable: error text} for the builds that failed."""
        os.makedirs(self.build_dir, exist_ok=True)
        jobs = self.build_jobs()
        failed: dict[str, str] = {}

        def one(job: tuple[str, list[str]]) -> tuple[str, str | None, str]:
            exe, cmd = job
            if os.path.exists(exe):
                os.remove(exe)
            try:
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=self.args.build_timeout)
            except subprocess.TimeoutExpired:
                return exe, f"build stopped after {self.args.build_timeout} s: {' '.join(cmd)}", ""
            except OSError as ex:
                return exe, f"{cmd[0]}: {ex}", ""
            if p.returncode != 0:
                return exe, (" ".join(cmd) + "\n" + p.stderr)[-4000:], ""
            return exe, None, p.stderr + p.stdout

        print(f"s2s bench: building {len(jobs)} executables ({self.args.jobs} at a time)", flush=True)
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.args.jobs) as pool:
            for exe, err, output in pool.map(one, jobs):
                if err:
                    failed[exe] = err
                    print(f"s2s bench: build failed: {os.path.relpath(exe, HERE)}", flush=True)
                else:
                    self.build_output[exe] = output
        return failed

    def kernel_resources(self, failed: dict[str, str]) -> list[dict]:
        """One record per kernel of each CUDA build that succeeded: what `s2s bench prepare` recorded of it
        (kind, block) with ptxas's figures and the occupancy they give.  A kernel ptxas reports but the
        manifest does not list (a directory prepared before kernels were recorded) has no block, hence no
        occupancy; a build whose output has nothing parsable has no record."""
        rows = []
        for e in self.entries:
            exe = os.path.join(self.build_dir, e["dir"], e["program"]) + ".cuda"
            if "cuda" not in self.targets or not e.get("cuda") or exe in failed:
                continue
            arch = self.args.arch if re.fullmatch(r"sm_\d+a?", self.args.arch) else None  # (-arch=native)
            usage = parse_resource_usage(self.build_output.get(exe, ""), arch)
            launches = {k["name"]: k for k in e.get("kernels") or [] if isinstance(k, dict) and "name" in k}
            for name in [n for n in launches if n in usage] + [n for n in usage if n not in launches]:
                u, k = usage[name], launches.get(name) or {}
                rec = {key: e[key] for key in ("program", "size", "type")}
                rec.update(
                    name=name,
                    kind=k.get("kind"),
                    block=k.get("block"),
                    threads=k.get("threads"),
                    detail=k.get("detail", ""),
                    dynamic_smem=int(k.get("dynamic_smem") or 0) if k else None,
                )
                rec.update({key: v for key, v in u.items() if key != "symbol"})
                occ = (
                    occupancy(
                        k["threads"], u["registers"], u["smem"], u["barriers"], self.args.arch,
                        dynamic=rec["dynamic_smem"],
                    )
                    if k.get("threads")
                    else None
                )
                if occ:
                    rec.update(occ)
                rows.append(rec)
        return rows

    # ---- running ----------------------------------------------------------------------------------------
    def run_once(
        self, exe: str, kernel_events: bool = True, timeout: int | None = None
    ) -> tuple[dict | None, str, str]:
        """Run one executable: (its S2S_BENCH fields or None, stdout, error text or '');
        kernel_events=False: a CUDA build records no event around its launches (S2S_BENCH_KERNEL_EVENTS=0).
        The runs that only time kernels (--kernel-timing separate) load the CUDA modules with the context
        (CUDA_MODULE_LOADING=EAGER, unless set): lazy loading puts about 0.2 ms into the first launch's
        events of each module; the region runs keep CUDA's default, so their time still includes it.
        timeout: the limit of this run (default --timeout)."""
        timeout = timeout or self.args.timeout
        env = dict(os.environ, S2S_BENCH_KERNEL_EVENTS="1" if kernel_events else "0")
        if kernel_events and getattr(self.args, "kernel_timing", "same") == "separate":
            env.setdefault("CUDA_MODULE_LOADING", "EAGER")
        try:
            p = subprocess.run(
                [exe], capture_output=True, text=True, timeout=timeout, cwd=self.build_dir, env=env
            )
        except subprocess.TimeoutExpired:
            return None, "", f"stopped after {timeout} s"
        except OSError as ex:
            return None, "", str(ex)
        fields = parse_bench_line(p.stderr)
        if p.returncode != 0:
            return fields, p.stdout, f"exit status {p.returncode}: {p.stderr.strip()[-600:]}"
        if fields is None:
            return None, p.stdout, "no S2S_BENCH line on stderr (was it built with bench_support.c?)"
        if fields.get("executions", 0) == 0:
            return fields, p.stdout, "the timed region never ran"
        return fields, p.stdout, ""

    def run_build(
        self,
        exe: str,
        reps: int,
        expected: str | None,
        rtol: float,
        atol: float,
        separate: bool = False,
        timeout: int | None = None,
    ) -> dict:
        """Run a build `reps` times; compare each run's stdout with `expected` (None: it is the reference).
        separate=True: the region times come from `reps` runs without kernel events (whose recording costs a
        few microseconds per launch), the kernel times from `reps` more runs with them.
        A run stopped by `timeout` (default --timeout) gives the verdict STOPPED and `stopped_s`."""
        region, kernel, worst = [], [], 0.0
        out: dict = {"verdict": "MATCH" if expected is not None else "OK"}
        first_stdout = None
        plan = [False] * reps + [True] * reps if separate else [True] * reps
        for events in plan:
            fields, stdout, err = self.run_once(exe, kernel_events=events, timeout=timeout)
            if err and fields is None and err.startswith("stopped after "):
                return {"verdict": "STOPPED", "detail": err, "stopped_s": float(timeout or self.args.timeout)}
            if err:
                return {"verdict": "FAIL", "detail": err}
            first_stdout = stdout if first_stdout is None else first_stdout
            if not (separate and events):
                region.append(fields["region_total_s"])
            if events:
                kernel.append(fields.get("kernel_total_s", 0.0))
            out.update(
                executions=fields["executions"],
                launches=fields.get("launches", 0),
                dropped=fields.get("dropped", 0),
            )
            if expected is not None:
                c = compare_outputs(expected, stdout, rtol=rtol, atol=atol)
                worst = max(worst, c.worst_rel)
                if not c.ok and out["verdict"] == "MATCH":
                    out["verdict"] = "MISMATCH"
                    out["detail"] = (
                        c.first_mismatch.describe() if c.first_mismatch else ""
                    ) + f" ({c.n_mismatches} of {c.n_tokens} tokens differ)"
        out["region_s"] = summarize(region)
        out["kernel_s"] = summarize(kernel)
        if expected is not None:
            out["worst_rel"] = worst
        else:
            out["stdout"] = first_stdout
        return out

    def run_references(self, failed: dict[str, str]) -> None:
        refs = self.results["references"]
        copy_exe = os.path.join(self.build_dir, "ref_copy")
        if copy_exe in failed:
            refs["copy"] = {"error": failed[copy_exe]}
        else:
            refs["copy"] = self._ref(
                [copy_exe, str(self.args.copy_mb * 1024 * 1024), str(self.args.ref_reps)]
            )
        gemm_exe = os.path.join(self.build_dir, "ref_gemm")
        shapes = sorted(
            {
                (e["type"], tuple(s))
                for e in self.entries
                if (e.get("work") or {}).get("gemms")
                for s in e["work"]["gemms"]
            }
        )
        refs["gemm"] = []
        for typ, (m, n, k) in shapes:
            if gemm_exe in failed:
                refs["gemm"].append({"type": typ, "m": m, "n": n, "k": k, "error": failed[gemm_exe]})
                continue
            r = self._ref(
                [gemm_exe, "d" if typ == "double" else "s", str(m), str(n), str(k), str(self.args.ref_reps)]
            )
            refs["gemm"].append({"type": typ, "m": m, "n": n, "k": k, **r})
        self.save()

    def _ref(self, cmd: list[str]) -> dict:
        print("s2s bench: reference", " ".join(os.path.basename(c) for c in cmd), flush=True)
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=self.args.timeout)
        except (OSError, subprocess.SubprocessError) as ex:
            return {"error": str(ex)}
        found = _REF_LINE.findall(p.stdout)
        if p.returncode != 0 or not found:
            return {"error": f"exit status {p.returncode}: {p.stderr.strip()[-600:]}"}
        return parse_fields(found[-1][1])

    def run_entry(self, e: dict, failed: dict[str, str]) -> dict:
        base = os.path.join(self.build_dir, e["dir"], e["program"])
        row = {k: e[k] for k in ("program", "size", "type", "sizes", "work", "rtol", "atol")}
        row["targets"] = {}
        if base + ".seq" in failed:
            row["seq"] = {"verdict": "FAIL", "detail": "build failed: " + failed[base + ".seq"]}
            return row
        seq = self.run_build(base + ".seq", self.seq_reps, None, 0.0, 0.0, timeout=self.args.seq_timeout)
        expected = seq.pop("stdout", None)
        row["seq"] = seq
        for target, ext in (("cuda", ".cuda"), ("openmp", ".omp")):
            if target not in self.targets:
                continue
            if not e.get(target):
                row["targets"][target] = {
                    "verdict": "NOTRANSLATE",
                    "detail": e.get("translate_errors", {}).get(target, ""),
                }
            elif base + ext in failed:
                row["targets"][target] = {"verdict": "FAIL", "detail": "build failed: " + failed[base + ext]}
            elif seq["verdict"] == "FAIL":
                row["targets"][target] = {"verdict": "FAIL", "detail": "the sequential build failed"}
            else:
                # a sequential run stopped by --seq-timeout: the translation is still timed, unchecked
                separate = target == "cuda" and self.args.kernel_timing == "separate"
                got = self.run_build(base + ext, self.reps, expected, e["rtol"], e["atol"], separate=separate)
                if seq["verdict"] == "STOPPED" and got["verdict"] == "OK":
                    got.pop("stdout", None)
                    got["verdict"] = "UNCHECKED"
                    got["detail"] = f"not compared: the sequential build {seq['detail']}"
                row["targets"][target] = got
        return row

    def save(self) -> None:
        tmp = self.args.out + ".tmp"
        with open(tmp, "w") as f:
            json.dump(self.results, f, indent=1)
        os.replace(tmp, self.args.out)

    def main(self) -> int:
        self.results["machine"] = machine_info(self.args.cpu_only, self.args.nvcc)
        self.save()
        failed = self.build_all()
        self.results["build_failures"] = {os.path.relpath(k, HERE): v for k, v in failed.items()}
        self.results["kernels"] = self.kernel_resources(failed)
        self.save()
        kernels = self.results["kernels"]
        if kernels:
            spilled = [
                f"{k['program']} {k['size']} {k['type']} {k['name']}"
                for k in kernels
                if k.get("spill_stores") or k.get("spill_loads")
            ]
            print(
                f"s2s bench: resources of {len(kernels)} kernels (ptxas -v); "
                f"spilling: {', '.join(spilled) or 'none'}",
                flush=True,
            )
        if self.args.build_only:
            self.save()
            print(
                f"s2s bench: built {len(self.build_jobs()) - len(failed)} executables, {len(failed)} failed "
                f"(--build-only: nothing was run); see build_failures in {self.args.out}"
            )
            return 1 if failed else 0
        if "cuda" in self.targets:
            self.run_references(failed)
        for e in self.entries:
            row = self.run_entry(e, failed)
            self.results["rows"].append(row)
            self.save()
            line = f"{e['program']:<16} {e['size']:<7} {e['type']:<7} seq {_fmt(row['seq'])}"
            for t, r in row["targets"].items():
                line += f" | {t} {r['verdict']} {_fmt(r)}"
            print(line, flush=True)
        print(
            f"s2s bench: wrote {self.args.out}; on the development machine: s2s bench report {self.args.out}"
        )
        return 0


def _fmt(r: dict) -> str:
    reg = r.get("region_s")
    return f"{reg['median']:.4g} s" if reg else r.get("detail", "")[:60]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, metavar="RESULTS.json", help="where to write the results")
    ap.add_argument(
        "--reps", type=int, default=0, help="runs of each translated build (default: as prepared)"
    )
    ap.add_argument("--seq-reps", type=int, default=0, help="runs of each sequential build (default: --reps)")
    ap.add_argument("--ref-reps", type=int, default=20, help="timed calls of each reference (default 20)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel builds")
    ap.add_argument("--arch", default="sm_90", help="nvcc -arch (default sm_90)")
    ap.add_argument(
        "--cc", default="gcc", help="C compiler of the sequential and OpenMP builds (default gcc)"
    )
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument(
        "--cpu-only", action="store_true", help="no GPU: build and time only the sequential and OpenMP builds"
    )
    ap.add_argument(
        "--kernel-timing",
        choices=["same", "separate"],
        default="same",
        help="same (default): region and kernel times from the same runs; separate: region times from runs "
        "without kernel events, kernel times from as many runs with them (for programs with many launches)",
    )
    ap.add_argument(
        "--build-only",
        action="store_true",
        help="build everything (no GPU needed), run nothing; exit status 1 if a build failed",
    )
    ap.add_argument("--programs", default="", help="comma-separated subset of the prepared programs")
    ap.add_argument("--timeout", type=int, default=900, help="limit of one run, in seconds (default 900)")
    ap.add_argument(
        "--seq-timeout",
        type=int,
        default=None,
        help="limit of one run of a sequential build (default --timeout); a translation whose sequential "
        "build is stopped is still timed, its output not compared (UNCHECKED), its speedup a lower bound",
    )
    ap.add_argument("--build-timeout", type=int, default=600, help="limit of one build, in seconds")
    ap.add_argument("--copy-mb", type=int, default=512, help="size of the device-copy reference in MiB")
    args = ap.parse_args(argv)
    for name, val in (("--reps", args.reps), ("--seq-reps", args.seq_reps)):
        if val < 0:
            ap.error(f"{name} must be positive")
    if args.seq_timeout is not None and args.seq_timeout < 1:
        ap.error("--seq-timeout must be positive")
    if args.ref_reps < 1 or args.jobs < 1 or args.copy_mb < 1:
        ap.error("--ref-reps, --jobs and --copy-mb must be positive")
    gpu_tools = [] if args.cpu_only else [args.nvcc] + ([] if args.build_only else ["nvidia-smi"])
    missing = [t for t in [args.cc, *gpu_tools] if not shutil.which(t)]
    if missing:
        print(
            f"run.py: error: {', '.join(missing)} not found"
            + ("" if args.cpu_only else " (use --cpu-only on a machine without a GPU)"),
            file=sys.stderr,
        )
        return 2
    if not args.cpu_only and not args.build_only and not tool_output(["nvidia-smi", "-L"]):
        print(
            "run.py: error: nvidia-smi lists no GPU (use --cpu-only on a machine without one)",
            file=sys.stderr,
        )
        return 2
    return Runner(args).main()


if __name__ == "__main__":
    sys.exit(main())
