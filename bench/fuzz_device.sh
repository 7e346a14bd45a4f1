#!/bin/bash
# Run the fuzzer on the device machine (16 cores, a GPU): bench/fuzz_device.sh TARGET SEEDS SECONDS [EACH]
# (start no check after SECONDS; EACH: the limit of one check)
# Needs the wheels in .whl (see docs/benchmarks.md); writes the log and the failures under $OUT.
set -u
target=${1:-openmp}; seeds=${2:-0..999}; limit=${3:-500}; each=${4:-240}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 OMP_NUM_THREADS=1
out=${OUT:-/tmp/out}; mkdir -p "$out/fail-$target"
nproc; nvidia-smi -L 2>/dev/null | head -1
python3 -m s2s.fuzz --seed "$seeds" --target "$target" -j "$(nproc --all)" --time-limit "$limit" \
  --timeout "$each" --log "$out/fuzz-$target.jsonl" --keep-failures "$out/fail-$target" 2>&1 | tail -n 40
