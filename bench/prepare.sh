#!/usr/bin/env bash
# Translate corpus programs (PROGRAMS, default all) for CUDA at the given sizes into DIR (default bench/build),
# for bench/run_gpu.sh to build and run on a machine with nvcc and a GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
S2S=${S2S:-.venv/bin/s2s}
DIR=${1:-bench/build}
SIZES=${SIZES:-"SMALL MEDIUM"}
mkdir -p "$DIR"
PROGRAMS=${PROGRAMS:-$(ls corpus/*.c | xargs -n1 basename | sed 's/\.c$//')}
for n in $PROGRAMS; do
  f=corpus/$n.c
  for s in $SIZES; do
    d="$DIR/$s"; mkdir -p "$d"
    cp "$f" "$d/$n.c"
    t0=$(date +%s.%N)
    "$S2S" translate -D${s}_DATASET "$d/$n.c" --target cuda -o "$d/$n.cu" 2>"$d/$n.translate.log" || echo "translate failed: $n $s"
    echo "$n $s $(awk "BEGIN {print $(date +%s.%N) - $t0}")" >> "$DIR/translate_times.txt"
  done
done
cp bench/compare.py bench/run_gpu.sh "$DIR/"
