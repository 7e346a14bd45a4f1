#!/usr/bin/env bash
# On a GPU machine: build each translated corpus program (nvcc) and its sequential original (gcc -O3),
# run both, compare outputs, and print a table of whole-program times and speedups.
# usage: run_gpu.sh BUILD_DIR [OUT_DIR]
set -u
DIR=$1; OUT=${2:-.}
ARCH=${ARCH:-sm_90}
nvidia-smi -L
nvcc --version | tail -1
build() {  # size name
  local d=$DIR/$1 n=$2
  gcc -O3 -D$1_DATASET -o "$d/$n.seq" "$d/$n.c" -lm 2>"$d/$n.gcc.log" || return 1
  if [ -f "$d/$n.host.c" ]; then
    nvcc -O3 -arch=$ARCH -D$1_DATASET -o "$d/$n.gpu" "$d/$n.host.c" "$d/$n.cu" -lm 2>"$d/$n.nvcc.log"
  else
    nvcc -O3 -arch=$ARCH -D$1_DATASET -o "$d/$n.gpu" "$d/$n.cu" -lm 2>"$d/$n.nvcc.log"
  fi
}
export -f build; export DIR ARCH
ls "$DIR" | grep -v '\.' | while read s; do for f in "$DIR/$s"/*.cu; do echo "$s $(basename "$f" .cu)"; done; done \
  | xargs -P 16 -n 2 bash -c 'build "$0" "$1" || echo "BUILD FAILED $0 $1"'
printf "%-16s %-7s %-9s %10s %10s %8s  %s\n" program size verdict seq_s gpu_s speedup detail | tee "$OUT/table.txt"
for s in $(ls "$DIR" | grep -v '\.'); do
  for f in "$DIR/$s"/*.cu; do
    n=$(basename "$f" .cu); d=$DIR/$s
    if [ ! -x "$d/$n.gpu" ] || [ ! -x "$d/$n.seq" ]; then
      printf "%-16s %-7s %-9s\n" "$n" "$s" "NOBUILD" | tee -a "$OUT/table.txt"; continue; fi
    t0=$(date +%s.%N); timeout 300 "$d/$n.seq" > "$d/$n.seq.out"; t1=$(date +%s.%N)
    timeout 300 "$d/$n.gpu" > "$d/$n.gpu.out" 2> "$d/$n.gpu.err"; rc=$?; t2=$(date +%s.%N)
    atol=1e-8; rtol=1e-6
    case $n in correlation|covariance) atol=1e-6;; esac
    if [ $rc -ne 0 ]; then res="RUNFAIL $(head -c 120 "$d/$n.gpu.err")"; else res=$(python3 "$DIR/compare.py" "$d/$n.seq.out" "$d/$n.gpu.out" $rtol $atol); fi
    seq=$(awk "BEGIN {print $t1 - $t0}"); gpu=$(awk "BEGIN {print $t2 - $t1}")
    sp=$(awk "BEGIN {printf \"%.2f\", $seq / $gpu}")
    printf "%-16s %-7s %-9s %10.3f %10.3f %8s  %s\n" "$n" "$s" "${res%% *}" "$seq" "$gpu" "$sp" "${res#* }" | tee -a "$OUT/table.txt"
  done
done
