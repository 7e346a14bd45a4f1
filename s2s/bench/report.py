"""`s2s bench report RESULTS.json`: the benchmark table in docs/benchmarks.md and a chart of region speedups.

The table goes between the markers BEGIN and END below (everything between them is replaced, the rest of
the page is kept).  Speedups and percentages are ratios of figures measured in the same run of run.py:

* speedup = median region time of the sequential build / median region time of the translation, and
  seq region / kernel = the same over the median kernel time (what the kernels alone would give);
* kernel rate = the program's work (s2s/bench/metadata.py) / median kernel time: GFLOP/s for products,
  GB/s for bandwidth-bound nests;
* % of cuBLAS = kernel GFLOP/s / cuBLAS GEMM GFLOP/s at the program's product shapes (their total flops over
  their total best times); % of copy = kernel GB/s / device-to-device copy GB/s (read + write counted).

Under the GPU region table, a second table lists each kernel's resources as nvcc compiled them (registers,
spills, shared memory: run.py's "kernels") with the kind and block s2s launches it with and the theoretical
occupancy they give; spills are flagged, since a spilling kernel is one that s2s asked too much of.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from ..diagnostics import Location, S2SError

BEGIN = "<!-- s2s bench report: begin (written by `s2s bench report`; edits here are overwritten) -->"
END = "<!-- s2s bench report: end -->"
TARGET_TITLES = {"cuda": "GPU", "openmp": "OpenMP"}


def load_results(path: str) -> dict:
    """Read RESULTS.json written by run.py; a missing or malformed file is an S2SError, not a traceback."""
    try:
        with open(path) as f:
            res = json.load(f)
    except OSError as ex:
        raise S2SError(f"{path}: cannot read: {ex.strerror}") from None
    except json.JSONDecodeError as ex:
        raise S2SError(f"not JSON: {ex.msg}", Location(path, ex.lineno, ex.colno)) from None
    if not isinstance(res, dict) or res.get("format") != 1 or not isinstance(res.get("rows"), list):
        raise S2SError(f"{path}: not a results file of `run.py` (format 1 with a list of rows)")
    kernels = res.setdefault("kernels", [])
    if not isinstance(kernels, list) or not all(isinstance(k, dict) and k.get("name") for k in kernels):
        raise S2SError(f"{path}: its \"kernels\" are not the list of named kernels `run.py` writes")
    res.setdefault("references", {})
    problem = _results_problem(res)
    if problem:
        raise S2SError(f"{path}: not a results file of `run.py`: {problem}")
    return res


# ---- the shape of RESULTS.json: the report reads these fields and formats them as numbers or strings, so a
# file that was edited by hand or truncated is an error naming the field, never a KeyError or TypeError

Check = Callable[[Any], bool]


def _num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _str(v: Any) -> bool:
    return isinstance(v, str)


def _opt(check: Check) -> Check:
    return lambda v: v is None or check(v)


def _list_of(check: Check) -> Check:
    return lambda v: isinstance(v, list) and all(check(x) for x in v)


def _times(v: Any) -> bool:
    """A time summary of run.py: {} (no run) or {"min", "median", "all"}."""
    return isinstance(v, dict) and (not v or (_num(v.get("min")) and _num(v.get("median")) and
                                              _list_of(_num)(v.get("all"))))


def _work(v: Any) -> bool:
    return isinstance(v, dict) and v.get("reference") in ("cublas", "copy") and _num(v.get("flops")) and \
        _num(v.get("bytes")) and _list_of(lambda g: _list_of(_num)(g) and len(g) == 3)(v.get("gemms") or [])


# field -> (check, what it must be); the fields in REQUIRED must be there
_STRING = (_str, "a string")
_NUMBER = (_opt(_num), "a number")
_STRINGS = (_opt(_list_of(_str)), "a list of strings")
_OBJECT = (_opt(lambda v: isinstance(v, dict)), "an object")
_TIMES = (_opt(_times), "a time summary ({} or min, median and all)")
_ROW = {"program": _STRING, "size": _STRING, "type": _STRING, "sizes": _OBJECT, "seq": _OBJECT,
        "work": (_opt(_work), "null or an object with reference (cublas or copy), flops, bytes and gemms"),
        "targets": (_opt(lambda v: isinstance(v, dict) and all(isinstance(t, dict) for t in v.values())),
                    "an object of one object per target")}
_RUN = {"verdict": (_opt(_str), "a string"), "detail": (_opt(_str), "a string"), "worst_rel": _NUMBER,
        "stopped_s": _NUMBER,
        "region_s": _TIMES, "kernel_s": _TIMES}
_KERNEL = {"name": _STRING, "kind": (_opt(_str), "a string"), "detail": (_opt(_str), "a string"),
           "block": (_opt(_list_of(_num)), "a list of numbers"), "limited_by": _STRINGS,
           **{k: _NUMBER for k in ("spill_stores", "spill_loads", "stack", "smem", "occupancy")}}
_COPY = {k: _NUMBER for k in ("bytes", "gbps", "min_s")}
_GEMM = {"type": (_opt(_str), "a string"), **{k: _NUMBER for k in ("m", "n", "k", "min_s", "gflops")}}
_MACHINE = {"gpu": _STRINGS}
_PREPARED = {"sizes": _STRINGS, "types": _STRINGS}
REQUIRED = {"program", "size", "type", "name"}


def _fields_problem(obj: Any, fields: dict[str, tuple[Check, str]], where: str) -> str | None:
    """What is wrong with object `obj` (at `where`, a JSON path) against `fields`, or None."""
    if not isinstance(obj, dict):
        return f"{where} is not an object"
    for key, (check, what) in fields.items():
        if key not in obj:
            if key in REQUIRED:
                return f'{where} has no "{key}"'
            continue
        if not check(obj[key]):
            value = json.dumps(obj[key])
            return f'{where}."{key}" must be {what}, not {value if len(value) <= 40 else value[:37] + "..."}'
    return None


def _results_problem(res: dict) -> str | None:
    """The first field of a results file that the report could not read, as a JSON path, or None."""
    for k, row in enumerate(res["rows"]):
        where = f'"rows"[{k}]'
        if isinstance(row, dict) and all(isinstance(row.get(f), str) for f in ("program", "size", "type")):
            where += f" ({row['program']} {row['size']} {row['type']})"
        problem = _fields_problem(row, _ROW, where)
        if problem:
            return problem
        runs = [('"seq"', row.get("seq"))]
        runs += [(f'"targets"."{t}"', v) for t, v in (row.get("targets") or {}).items()]
        for name, run in runs:
            problem = run is not None and _fields_problem(run, _RUN, f"{where}.{name}")
            if problem:
                return problem
    for k, kernel in enumerate(res["kernels"]):
        problem = _fields_problem(kernel, _KERNEL, f'"kernels"[{k}]')
        if problem:
            return problem
    refs = res["references"]
    if not isinstance(refs, dict):
        return '"references" is not an object'
    if refs.get("copy") is not None:
        problem = _fields_problem(refs["copy"], _COPY, '"references"."copy"')
        if problem:
            return problem
    if not isinstance(refs.get("gemm") or [], list):
        return '"references"."gemm" is not a list'
    for k, gemm in enumerate(refs.get("gemm") or []):
        problem = _fields_problem(gemm, _GEMM, f'"references"."gemm"[{k}]')
        if problem:
            return problem
    for key, fields in (("machine", _MACHINE), ("prepared", _PREPARED)):
        problem = res.get(key) is not None and _fields_problem(res[key], fields, f'"{key}"')
        if problem:
            return problem
    return None


def merge_results(parts: list[tuple[str, dict]]) -> dict:
    """One results dict from several runs of run.py over parts of one prepared directory (say, `--programs`
    subsets run one after the other).  They must come from the same device and the same s2s commit: figures
    from different machines or versions are not comparable."""
    first_path, merged = parts[0]
    merged = json.loads(json.dumps(merged))  # a deep copy
    merged["parts"] = [_settings(res) for _, res in parts]
    key = _origin(merged)
    gemm = {
        (g.get("type"), g.get("m"), g.get("n"), g.get("k")): g for g in merged["references"].get("gemm") or []
    }
    for path, res in parts[1:]:
        if _origin(res) != key:
            raise S2SError(
                f"{path}: from another device or s2s commit than {first_path} ({_origin(res)} vs {key}): "
                "results from different runs set-ups cannot be put in one table"
            )
        merged["rows"] += res["rows"]
        merged.setdefault("kernels", [])
        seen = {_kernel_key(k) for k in merged["kernels"]}
        merged["kernels"] += [k for k in res.get("kernels") or [] if _kernel_key(k) not in seen]
        refs = res.get("references") or {}
        for g in refs.get("gemm") or []:
            gemm.setdefault((g.get("type"), g.get("m"), g.get("n"), g.get("k")), g)
        if not (merged["references"].get("copy") or {}).get("gbps") and refs.get("copy"):
            merged["references"]["copy"] = refs["copy"]
    merged["references"]["gemm"] = list(gemm.values())
    return merged


def _settings(res: dict) -> dict:
    """The sizes a results file measured (from its rows) and how often it ran each build."""
    sizes = list(dict.fromkeys(r.get("size") for r in res.get("rows") or [] if r.get("size")))
    return {"sizes": sizes, "reps": res.get("reps"), "seq_reps": res.get("seq_reps")}


def _settings_text(results: dict) -> str:
    """'Each build ran N times (sequential: M)', per part when the merged runs differ."""
    parts = results.get("parts") or [_settings(results)]
    distinct = {(tuple(p["sizes"]), p["reps"], p["seq_reps"]) for p in parts}
    if len({(r, q) for _, r, q in distinct}) <= 1:
        p = parts[0]
        return f"Each build ran {p['reps']} times (sequential: {p['seq_reps']})"
    return "Each build ran " + "; ".join(
        f"{p['reps']} times (sequential: {p['seq_reps']}) at {', '.join(p['sizes']) or '?'}" for p in parts)


def _kernel_key(k: dict) -> tuple:
    return (k.get("program"), k.get("size"), k.get("type"), k.get("name"))


def _origin(res: dict) -> tuple:
    m, p = res.get("machine") or {}, res.get("prepared") or {}
    return (tuple(m.get("gpu") or ()), m.get("host"), p.get("commit"), p.get("dirty"))


def _median(d: dict | None) -> float | None:
    return d.get("median") if isinstance(d, dict) and d.get("median") else None


def _type(t: str | None) -> str | None:
    """The runner records the cuBLAS reference's precision as BLAS's letter (d, s)."""
    return {"d": "double", "s": "float"}.get(t, t)


def reference_rate(results: dict, work: dict, data_type: str) -> tuple[float | None, str]:
    """The reference's rate for `work` (GFLOP/s of cuBLAS at its shapes, or GB/s of the copy) and its unit."""
    refs = results.get("references") or {}
    if work.get("reference") == "cublas":
        by_shape = {(_type(g.get("type")), g.get("m"), g.get("n"), g.get("k")): g
                    for g in refs.get("gemm") or []}
        flops = secs = 0.0
        for m, n, k in work.get("gemms") or []:
            g = by_shape.get((data_type, m, n, k))
            if not g or not g.get("min_s"):
                return None, "GFLOP/s"
            flops += 2.0 * m * n * k
            secs += g["min_s"]
        return (flops / secs * 1e-9 if secs else None), "GFLOP/s"
    copy = refs.get("copy") or {}
    return copy.get("gbps"), "GB/s"


def table_rows(results: dict, target: str) -> list[dict[str, Any]]:
    """One dict per program row for `target`: the figures of the table, computed from the raw results."""
    rows = []
    for r in results["rows"]:
        t = (r.get("targets") or {}).get(target)
        if t is None:
            continue
        seq = r.get("seq") or {}
        verdict = "SEQFAIL" if seq.get("verdict") == "FAIL" else t.get("verdict", "?")
        s_med, g_med = _median(seq.get("region_s")), _median(t.get("region_s"))
        k_med = _median(t.get("kernel_s"))
        stopped = seq.get("stopped_s") if seq.get("verdict") == "STOPPED" else None
        row = {
            "program": r["program"],
            "size": r["size"],
            "type": r["type"],
            "verdict": verdict,
            "seq": seq.get("region_s"),
            "translated": t.get("region_s"),
            "speedup": s_med / g_med if s_med and g_med else None,
            # the sequential run was stopped after `stopped` seconds: the speedup is at least this
            "speedup_at_least": stopped / g_med if stopped and g_med else None,
            "kernel": k_med,
            "kernel_speedup": s_med / k_med if s_med and k_med else None,
            "dims": " ".join(f"{k}={v}" for k, v in (r.get("sizes") or {}).items()),
            "rate": None,
            "unit": "",
            "pct": None,
            "reference": "",
            "worst_rel": t.get("worst_rel"),
            "detail": t.get("detail") or seq.get("detail") or "",
        }
        work = r.get("work")
        if work and target == "cuda" and k_med:
            amount = work["flops"] if work["reference"] == "cublas" else work["bytes"]
            row["rate"] = amount / k_med * 1e-9
            ref, row["unit"] = reference_rate(results, work, r["type"])
            row["reference"] = "cuBLAS" if work["reference"] == "cublas" else "copy"
            if ref:
                row["pct"] = 100.0 * row["rate"] / ref
        rows.append(row)
    return rows


def _secs(d: dict | None) -> str:
    if not isinstance(d, dict) or not d.get("all"):
        return "—"
    return f"{d['median']:.4g} / {d['min']:.4g}"


def _commit(results: dict) -> str:
    p = results.get("prepared") or {}
    return (p.get("commit") or "unknown") + ("-dirty" if p.get("dirty") else "")


def render_table(results: dict, target: str) -> str:
    title = TARGET_TITLES.get(target, target)
    head = [
        "program",
        "size",
        "dimensions",
        "type",
        "verdict",
        "seq region (s) median / min",
        f"{title} region (s) median / min",
        "speedup",
    ]
    if target == "cuda":
        head += ["kernel (s) median", "seq region / kernel", "kernel rate", "% of cuBLAS or copy"]
    head += ["worst rel. error", "commit"]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    commit = _commit(results)
    for row in table_rows(results, target):
        cells = [
            row["program"],
            row["size"],
            row["dims"] or "—",
            row["type"],
            row["verdict"],
            _secs(row["seq"]) if not row["speedup_at_least"] else "stopped",
            _secs(row["translated"]),
            f"{row['speedup']:.2f}x" if row["speedup"]
            else f"> {row['speedup_at_least']:.0f}x" if row["speedup_at_least"] else "—",
        ]
        if target == "cuda":
            cells += [
                f"{row['kernel']:.4g}" if row["kernel"] else "—",
                f"{row['kernel_speedup']:.2f}x" if row["kernel_speedup"] else "—",
                f"{row['rate']:.1f} {row['unit']}" if row["rate"] else "—",
                f"{row['pct']:.0f}% of {row['reference']}" if row["pct"] is not None else "—",
            ]
        cells += [f"{row['worst_rel']:.1e}" if row["worst_rel"] is not None else "—", commit]
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(lines)


def _bytes(n: int | None) -> str:
    if n is None:
        return "?"
    return f"{n / 1024:.1f} KiB" if n >= 1024 else f"{n} B"


def spilling_kernels(results: dict) -> list[dict]:
    """The kernels of `results` that spill registers to local memory (ptxas's spill stores or loads)."""
    return [k for k in results.get("kernels") or [] if k.get("spill_stores") or k.get("spill_loads")]


def render_kernels(results: dict) -> str:
    """The table of kernel resources (run.py's "kernels": ptxas's figures, the block s2s launches the kernel
    with, and the occupancy they give), one row per kernel; '' when the results have none."""
    kernels = [k for k in results.get("kernels") or [] if isinstance(k, dict) and k.get("name")]
    if not kernels:
        return ""
    head = ["program", "size", "type", "kernel", "kind", "block", "shape", "registers",
            "spills (stores / loads)", "stack", "shared memory", "occupancy", "limited by"]  # fmt: skip
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for k in kernels:
        spills = k.get("spill_stores") or k.get("spill_loads")
        block = k.get("block")
        occ = k.get("occupancy")
        cells = [
            str(k.get("program", "?")),
            str(k.get("size", "?")),
            str(k.get("type", "?")),
            k["name"],
            k.get("kind") or "?",
            "x".join(str(b) for b in block) if block else "?",
            k.get("detail") or "—",
            str(k.get("registers", "?")),
            f"**{_bytes(k.get('spill_stores'))} / {_bytes(k.get('spill_loads'))} SPILLS**" if spills else "0",
            _bytes(k.get("stack")),
            _bytes(k.get("smem")) + (f" + {_bytes(k['dynamic_smem'])} dynamic" if k.get("dynamic_smem")
                                     else ""),
            f"{100 * occ:.0f}% ({k.get('warps_per_sm')} warps)" if occ is not None else "—",
            ", ".join(k.get("limited_by") or []) or "—",
        ]
        lines.append("| " + " | ".join(str(c).replace("|", "\\|") for c in cells) + " |")
    arch = results.get("arch", "?")
    notes = [
        "",
        f"Registers, spills, stack frame and static shared memory per kernel from ptxas (`nvcc -arch={arch} "
        "-Xptxas -v`), plus the dynamic shared memory of the FP64 tensor-core kernels' buffers where their "
        "launch passes it (sm_80 and later). Occupancy: resident warps per "
        f"multiprocessor over the maximum, from those figures, the block and the documented {arch} limits "
        "(theoretical: it does not count the grid or the tail of the last wave).",
    ]
    spilled = spilling_kernels(results)
    if spilled:
        names = [f"{k.get('program')} {k.get('size')} {k.get('type')} {k['name']} ({k.get('kind') or '?'})"
                 for k in spilled]  # fmt: skip
        notes.append("**Kernels that spill**: " + "; ".join(names) + ".")
    return "\n".join(lines + notes)


def _all_sizes(results: dict) -> list[str]:
    return list(dict.fromkeys(r.get("size") for r in results.get("rows") or [] if r.get("size")))


def render_header(results: dict) -> str:
    m = results.get("machine") or {}
    p = results.get("prepared") or {}
    # nvidia-smi lists every GPU of the host; the programs run on the first one (CUDA's device 0)
    listed = m.get("gpu") or []
    gpus = [f"{listed.count(g)} x {g}" if listed.count(g) > 1 else g for g in dict.fromkeys(listed)]
    out = []
    if not results.get("cpu_only"):
        out.append(
            f"Device: {'; '.join(gpus) or 'unknown GPU'} (the programs use device 0), "
            f"{m.get('nvcc') or 'nvcc ?'}, "
            f"`nvcc -O3 -arch={results.get('arch', '?')}"
            + (f" -Xcompiler -fopenmp` (SCoPs kept on the host run their OpenMP version on "
               f"{m['omp_threads']} threads)." if m.get("omp_threads") else "`.")
        )
    out.append(
        f"Host: {m.get('cpu') or '?'} ({m.get('cores') or '?'} cores), gcc {m.get('gcc') or '?'} `-O3`. "
        f"Date: {m.get('date') or '?'}. s2s commit: {_commit(results)} (translations made "
        f"{p.get('created') or '?'})."
    )
    out.append(
        f"Sizes: {', '.join(_all_sizes(results) or p.get('sizes') or [])}; "
        f"types: {', '.join(p.get('types') or [])}. "
        f"{_settings_text(results)}; times are the median / minimum over those runs."
        + (" Translated with `--force-device`: every SCoP offloaded, also those the cost model keeps on "
           "the host (their kernel rates; `s2s translate` would not offload them)." if p.get("force_device")
           else "")
    )
    refs = results.get("references") or {}
    copy = refs.get("copy") or {}
    if copy.get("gbps"):
        out.append(
            f"Device copy (cudaMemcpy device to device, {copy['bytes'] / 2**20:.0f} MiB, read + write "
            f"counted): {copy['gbps']:.0f} GB/s."
        )
    gemms = [g for g in refs.get("gemm") or [] if g.get("gflops")]
    if gemms:
        out.append(
            "cuBLAS GEMM (default math mode): "
            + "; ".join(
                f"{'D' if _type(g['type']) == 'double' else 'S'}GEMM {g['m']}x{g['n']}x{g['k']} "
                f"{g['gflops']:.0f} GFLOP/s"
                for g in gemms
            )
            + "."
        )
    return "\n".join(out)


def _first_error(detail: str) -> str:
    """The line of a failure's text that says most: the first compiler 'error' line, else the first line."""
    lines = [ln.strip() for ln in (detail or "").splitlines() if ln.strip()]
    line = next((ln for ln in lines if "error" in ln.lower()), lines[0] if lines else "no detail")
    return line[:200].replace("|", "\\|")


def render_block(results: dict, chart: str | None) -> str:
    """The Markdown that goes between the markers."""
    parts = [BEGIN, "", render_header(results), ""]
    targets = [t for t in ("cuda", "openmp") if any(t in (r.get("targets") or {}) for r in results["rows"])]
    kernels = render_kernels(results)
    for t in targets:
        parts += [f"### {TARGET_TITLES.get(t, t)}: region times", "", render_table(results, t), ""]
        if t == "cuda" and kernels:
            parts += ["### GPU: kernel resources", "", kernels, ""]
    if kernels and "cuda" not in targets:  # results of `run.py --build-only`: resources, no times
        parts += ["### GPU: kernel resources", "", kernels, ""]
    failures = []
    for r in results["rows"]:
        seq = r.get("seq") or {}
        if seq.get("verdict") == "FAIL":
            failures.append((r, "sequential", seq.get("detail", "")))
        for t, v in (r.get("targets") or {}).items():
            if v.get("verdict") not in ("MATCH", None) and seq.get("verdict") != "FAIL":
                failures.append((r, t, v.get("detail", "")))
    if failures:
        parts += ["Failures:", ""]
        parts += [
            f"* {r['program']} {r['size']} {r['type']} [{t}]: {_first_error(d)}" for r, t, d in failures
        ]
        parts.append("")
    if chart:
        parts += [f"![Region speedups over the sequential build (log scale)]({chart})", ""]
    parts.append(END)
    return "\n".join(parts)


def replace_block(doc: str, block: str, path: str) -> str:
    """`doc` with everything from BEGIN to END (inclusive) replaced by `block`."""
    i, j = doc.find(BEGIN), doc.find(END)
    if i < 0 or j < i:
        raise S2SError(
            f"{path}: the markers of the benchmark table are missing; put these two lines where the "
            f"table goes:\n{BEGIN}\n{END}"
        )
    return doc[:i] + block + doc[j + len(END) :]


def write_chart(results: dict, path: str) -> str | None:
    """Bar chart (log scale) of the GPU region speedups of the rows that matched; returns an error message
    instead of raising when matplotlib is missing or there is nothing to plot."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed (pip install 's2s[bench]'): no chart"
    target = "cuda" if any("cuda" in (r.get("targets") or {}) for r in results["rows"]) else "openmp"
    rows = [r for r in table_rows(results, target) if r["speedup"] and r["verdict"] == "MATCH"]
    if not rows:
        return f"no matching {target} row with a speedup: no chart"
    labels = [f"{r['program']} {r['size']} {r['type']}" for r in rows]
    vals = [r["speedup"] for r in rows]
    fig, ax = plt.subplots(figsize=(8, 0.22 * len(rows) + 1.6))
    # bars grow from 1x: right for a speedup, left for a slowdown
    ax.barh(
        range(len(rows)),
        [v - 1.0 for v in vals],
        left=1.0,
        color=["tab:green" if v >= 1 else "tab:red" for v in vals],
    )
    ax.set_xlim(min(min(vals), 1.0) / 1.5, max(max(vals), 1.0) * 1.5)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels(labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xscale("log")
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xlabel("region speedup over gcc -O3 (median times, log scale)")
    m = results.get("machine") or {}
    gpu = (m.get("gpu") or ["CPU only"])[0].split(",")[0]
    ax.set_title(
        f"s2s {TARGET_TITLES.get(target, target)} region speedups — {gpu}, {m.get('date', '?')}, "
        f"{_commit(results)}",
        fontsize=9,
    )
    fig.tight_layout()
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None


def report(results_paths: list[str], doc_path: str, chart_path: str | None, log=print) -> int:
    """Write the table of the results of one or more runs into `doc_path`, and the chart to `chart_path`
    (None: no chart)."""
    results = merge_results([(p, load_results(p)) for p in results_paths])
    try:
        with open(doc_path) as f:
            doc = f.read()
    except OSError as ex:
        raise S2SError(f"{doc_path}: cannot read: {ex.strerror}") from None
    replace_block(doc, "", doc_path)  # fail on missing markers before writing anything
    chart_rel = None
    if chart_path:
        err = write_chart(results, chart_path)
        if err:
            log(f"s2s: warning: {err}")
        else:
            chart_rel = os.path.relpath(
                os.path.abspath(chart_path), os.path.dirname(os.path.abspath(doc_path))
            )
            log(f"s2s bench: wrote {chart_path}")
    new = replace_block(doc, render_block(results, chart_rel), doc_path)
    tmp = doc_path + ".tmp"
    with open(tmp, "w") as f:
        f.write(new)
    os.replace(tmp, doc_path)
    log(f"s2s bench: wrote the table into {doc_path}")
    return 0
