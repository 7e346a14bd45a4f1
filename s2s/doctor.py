"""`s2s doctor`: what this machine has for building and running translations, and so which targets
`s2s check` can run here.

  compilers  cc, gcc, clang (with versions), the C compiler `s2s check` uses ($CC or cc), and nvcc
  OpenCL     the platforms and devices pyopencl finds; whether cc links -lOpenCL (the ICD loader and
             CL/cl.h, as the generated host code needs)
  OpenMP     whether cc -fopenmp builds a program
  CUDA       the GPUs `nvidia-smi -L` lists

Nothing here fails: a missing tool, a broken driver or a pyopencl that cannot load is reported as such,
and the exit status is 0.
"""
from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import tempfile

TIMEOUT = 60   # seconds for any one probe

_OPENCL_PROGRAM = """#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
int main(void) { cl_uint n = 0; return clGetPlatformIDs(0, NULL, &n) == CL_SUCCESS ? 0 : 1; }
"""
_OPENMP_PROGRAM = """#include <omp.h>
int main(void) {
  int n = 0;
  #pragma omp parallel reduction(+:n)
  n += 1;
  return n > 0 && omp_get_max_threads() > 0 ? 0 : 1;
}
"""


# ---------------------------------------------------------------------------------------------------------
# probes


def _run(cmd: list[str], **kw) -> tuple[int | None, str]:
    """(exit status, stdout + stderr); status None when the command could not run or timed out."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    except (OSError, subprocess.SubprocessError) as e:
        return None, str(e)
    return p.returncode, (p.stdout or "") + (p.stderr or "")


def c_compiler() -> str:
    return os.environ.get("CC") or "cc"


def _program(cc: str) -> str:
    """The program of a compiler command as $CC gives it (`gcc -std=c2x`, `ccache gcc`: its first word)."""
    try:
        words = shlex.split(cc)
    except ValueError:
        return cc
    return words[0] if words else cc


def compiler_info(name: str) -> dict:
    """{name, path, version}: path None when `name` (its program: $CC may carry options) is not found."""
    path = shutil.which(_program(name))
    info = {"name": name, "path": path, "version": None}
    if not path:
        return info
    if os.path.basename(name).startswith("nvcc"):
        rc, out = _run([path, "--version"])
        lines = [ln.strip() for ln in out.splitlines() if ln.strip()]
        rel = next((ln for ln in lines if "release" in ln), None)
        info["version"] = rel or (lines[-1] if lines else None)
    else:
        rc, out = _run([path, "--version"])
        lines = [ln.strip() for ln in out.splitlines() if ln.strip()]
        info["version"] = lines[0] if lines else None
    return info


def _first_error(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if "error" in ln.lower() or "cannot find" in ln or "undefined reference" in ln:
            return ln
    return lines[0] if lines else ""


def try_build(program: str, flags: list[str], cc: str | None = None) -> dict:
    """Compile and link `program` with `cc flags`; {ok, command, detail}."""
    cc = cc or c_compiler()
    with tempfile.TemporaryDirectory(prefix="s2s-doctor-") as d:
        src = os.path.join(d, "probe.c")
        exe = os.path.join(d, "probe")
        with open(src, "w") as f:
            f.write(program)
        try:
            words = shlex.split(cc) or [cc]
        except ValueError:
            words = [cc]
        cmd = [*words, "-o", exe, src, *flags]
        shown = " ".join([cc, *[x for x in flags if x.startswith(("-f", "-l"))]])
        if not shutil.which(words[0]):
            return {"ok": False, "command": shown, "detail": f"'{cc}' not found"}
        rc, out = _run(cmd)
        if rc == 0:
            return {"ok": True, "command": shown, "detail": "builds"}
        if rc is None:
            return {"ok": False, "command": shown, "detail": f"could not run: {out}"}
        return {"ok": False, "command": shown, "detail": _first_error(out) or f"exit status {rc}"}


def opencl_platforms() -> dict:
    """{pyopencl, platforms: [{name, vendor, version, devices: [{name, type, version}]}], error}."""
    out: dict = {"pyopencl": None, "platforms": [], "error": None}
    try:
        import pyopencl as cl
    except Exception as e:  # not installed, or the ICD loader library is missing
        out["error"] = f"pyopencl cannot be imported: {type(e).__name__}: {e}"
        return out
    out["pyopencl"] = getattr(cl, "VERSION_TEXT", None)
    try:
        platforms = cl.get_platforms()
    except Exception as e:  # pyopencl raises when the ICD loader finds no platform at all
        out["error"] = _cl_error(e)
        return out
    for p in platforms:
        entry = {"name": _attr(p, "name"), "vendor": _attr(p, "vendor"), "version": _attr(p, "version"),
                 "devices": [], "error": None}
        try:
            devices = p.get_devices()
        except Exception as e:
            devices = []
            entry["error"] = _cl_error(e)
        for dev in devices:
            try:
                dtype = cl.device_type.to_string(dev.type)
            except Exception:
                dtype = str(_attr(dev, "type"))
            entry["devices"].append({"name": _attr(dev, "name"), "type": dtype,
                                     "version": _attr(dev, "version")})
        out["platforms"].append(entry)
    return out


def _attr(obj, name: str):
    try:
        v = getattr(obj, name)
        return v.strip() if isinstance(v, str) else v
    except Exception:
        return None


def _cl_error(e: Exception) -> str:
    text = str(e).strip()
    if "PLATFORM_NOT_FOUND" in text or "-1001" in text:
        return "no OpenCL platform (the ICD loader finds no driver; `make opencl` installs PoCL)"
    return f"{type(e).__name__}: {text.splitlines()[0] if text else ''}"


def cuda_gpus() -> dict:
    """{nvidia_smi, gpus, error}: the GPUs `nvidia-smi -L` lists."""
    smi = shutil.which("nvidia-smi")
    out: dict = {"nvidia_smi": smi, "gpus": [], "error": None}
    if not smi:
        out["error"] = "nvidia-smi not found"
        return out
    rc, text = _run([smi, "-L"])
    if rc != 0:
        out["error"] = _first_error(text) or f"nvidia-smi -L failed (exit status {rc})"
        return out
    for ln in text.splitlines():
        ln = ln.strip()
        if ln.startswith("GPU"):
            out["gpus"].append(ln.split(" (UUID")[0])
    if not out["gpus"]:
        out["error"] = "nvidia-smi lists no GPU"
    return out


# ---------------------------------------------------------------------------------------------------------
# the diagnosis


def diagnose() -> dict:
    cc_name = c_compiler()
    compilers = {n: compiler_info(n) for n in ("cc", "gcc", "clang")}
    if cc_name not in compilers:
        compilers[cc_name] = compiler_info(cc_name)
    nvcc = compiler_info(os.environ.get("NVCC", "nvcc"))
    cc_ok = bool(shutil.which(_program(cc_name)))
    opencl = opencl_platforms()
    opencl["link"] = try_build(_OPENCL_PROGRAM, ["-lOpenCL"], cc_name) if cc_ok else \
        {"ok": False, "command": f"{cc_name} -lOpenCL", "detail": f"'{cc_name}' not found"}
    openmp = try_build(_OPENMP_PROGRAM, ["-fopenmp"], cc_name) if cc_ok else \
        {"ok": False, "command": f"{cc_name} -fopenmp", "detail": f"'{cc_name}' not found"}
    cuda = cuda_gpus()

    targets = {}
    # cuda: nvcc builds it, a GPU runs it (the original program is built with cc)
    why = []
    if not nvcc["path"]:
        why.append("nvcc is not on PATH")
    if not cuda["gpus"]:
        why.append(f"no NVIDIA GPU ({cuda['error']})")
    if not cc_ok:
        why.append(f"no C compiler '{cc_name}'")
    targets["cuda"] = {"available": not why, "reason": "; ".join(why) or
                       f"nvcc and {_plural(len(cuda['gpus']), 'GPU')}"}
    # opencl: a platform with a device, cc, and libOpenCL to link against
    n_dev = sum(len(p["devices"]) for p in opencl["platforms"])
    why = []
    if not n_dev:
        why.append(opencl["error"] or "no OpenCL device")
    if not cc_ok:
        why.append(f"no C compiler '{cc_name}'")
    elif not opencl["link"]["ok"]:
        why.append(f"{cc_name} -lOpenCL does not build: {opencl['link']['detail']}")
    first = next((p for p in opencl["platforms"] if p["devices"]), None)
    targets["opencl"] = {"available": not why, "reason": "; ".join(why) or
                         f"{first['name']}: {first['devices'][0]['name']}"}
    # openmp: cc -fopenmp
    why = []
    if not cc_ok:
        why.append(f"no C compiler '{cc_name}'")
    elif not openmp["ok"]:
        why.append(f"{cc_name} -fopenmp does not build: {openmp['detail']}")
    targets["openmp"] = {"available": not why, "reason": "; ".join(why) or f"{cc_name} -fopenmp"}
    auto = next((t for t in ("cuda", "opencl", "openmp") if targets[t]["available"]), None)
    return {"c_compiler": cc_name, "compilers": compilers, "nvcc": nvcc, "opencl": opencl, "openmp": openmp,
            "cuda": cuda, "targets": targets, "auto": auto}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def format_text(d: dict) -> str:
    out = ["compilers:"]
    for name, info in d["compilers"].items():
        mark = " (used by s2s check)" if name == d["c_compiler"] else ""
        label = name if name in ("cc", "gcc", "clang") else "$CC"
        shown = info["path"] if label != "$CC" or info["path"] == name else f"{name} ({info['path']})"
        if info["path"]:
            out.append(f"  {label:7} {shown}: {info['version'] or 'version unknown'}{mark}")
        else:
            shown = f"{name} " if label == "$CC" else ""
            out.append(f"  {label:7} {shown}not found{mark}")
    nv = d["nvcc"]
    out.append(f"  {'nvcc':7} {nv['path']}: {nv['version'] or 'version unknown'}" if nv["path"]
               else f"  {'nvcc':7} not found")

    ocl = d["opencl"]
    head = "OpenCL" + (f" (pyopencl {ocl['pyopencl']})" if ocl["pyopencl"] else "") + ":"
    out.append(head)
    if ocl["error"]:
        out.append(f"  {ocl['error']}")
    elif not ocl["platforms"]:
        out.append("  no OpenCL platform (`make opencl` installs PoCL)")
    for i, p in enumerate(ocl["platforms"]):
        out.append(f"  platform {i}: {p['name']} ({p['version']})")
        if p.get("error"):
            out.append(f"    {p['error']}")
        elif not p["devices"]:
            out.append("    no device")
        for j, dev in enumerate(p["devices"]):
            out.append(f"    device {j}: {dev['name']} [{dev['type']}], {dev['version']}")
    link = ocl["link"]
    out.append(f"  {link['command']}: {'links' if link['ok'] else 'fails: ' + link['detail']}")

    omp = d["openmp"]
    out.append("OpenMP:")
    out.append(f"  {omp['command']}: {'builds' if omp['ok'] else 'fails: ' + omp['detail']}")

    cu = d["cuda"]
    out.append("CUDA GPUs (nvidia-smi -L):")
    if cu["gpus"]:
        out.extend(f"  {g}" for g in cu["gpus"])
    else:
        out.append(f"  none: {cu['error']}")

    out.append("targets `s2s check` can run here:")
    for t, v in d["targets"].items():
        out.append(f"  {t:7} {'yes' if v['available'] else 'no '}  {v['reason']}")
    out.append(f"  `s2s check --target auto` picks: {d['auto'] or 'nothing (no target can run here)'}")
    return "\n".join(out) + "\n"


def cmd_doctor(args) -> int:
    d = diagnose()
    if getattr(args, "json", False):
        print(json.dumps(d, indent=2))
    else:
        print(format_text(d), end="")
    return 0
