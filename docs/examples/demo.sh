#!/bin/sh
# `make demo`: a short tour of s2s on two corpus programs.
#
#   sh docs/examples/demo.sh [PATH/TO/s2s]        (default: .venv/bin/s2s)
#
# Runs from any directory (it works in the repository root); exits non-zero when a step fails.
# The translations go to a temporary directory (S2S_DEMO_DIR to choose one), never into the tree.
set -eu

S2S=${1:-.venv/bin/s2s}
case $S2S in
  */*) if [ -d "$(dirname "$S2S")" ]; then   # make it absolute before the cd below
         S2S=$(cd "$(dirname "$S2S")" && pwd)/$(basename "$S2S")
       fi ;;
esac
cd "$(dirname "$0")/../.."
if [ ! -x "$S2S" ] && ! command -v "$S2S" >/dev/null 2>&1; then
  echo "demo: no s2s at '$S2S' (run 'make setup')" >&2
  exit 1
fi
OUT=${S2S_DEMO_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/s2s-demo.XXXXXX")}
mkdir -p "$OUT"

heading() {
  printf '\n=== %s ===\n' "$*"
}

heading "s2s doctor: compilers, OpenCL devices and GPUs on this machine"
if ! "$S2S" doctor 2>/dev/null; then
  echo "(s2s doctor is not available in this version; skipped)"
fi

heading "s2s explain corpus/gemm.c: statements, dependences, parallel loops"
"$S2S" explain corpus/gemm.c

heading "s2s translate corpus/jacobi-2d.c --target openmp"
"$S2S" translate corpus/jacobi-2d.c --target openmp -o "$OUT/jacobi-2d.omp.c" -v
echo "--- the OpenMP loops in $OUT/jacobi-2d.omp.c:"
grep -n -A 2 'pragma omp' "$OUT/jacobi-2d.omp.c"

heading "s2s translate corpus/jacobi-2d.c --target opencl"
"$S2S" translate corpus/jacobi-2d.c --target opencl -o "$OUT/jacobi-2d.ocl.c"
echo "--- the OpenCL kernels in $OUT/jacobi-2d.ocl.c:"
grep -n '__kernel void' "$OUT/jacobi-2d.ocl.c"

heading "s2s check corpus/gemm.c --target opencl: build, run, compare with the original"
"$S2S" check corpus/gemm.c --target opencl

heading "s2s check corpus/gemm.c --target openmp"
"$S2S" check corpus/gemm.c --target openmp

heading "done"
echo "translations in $OUT; more in docs/examples/, docs/cli.md and docs/architecture.md"
