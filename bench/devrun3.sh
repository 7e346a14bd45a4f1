#!/bin/bash
# one device call: the benches named in BENCH ("dir:reps:seqreps ..."), then `s2s check --target cuda` of
# the files in FAITH (PROGS: run.py --programs; BENCH_LIMIT: seconds for the benches), then CUDA fuzz (--reductions, seeds SEEDS) for the time left of BUDGET seconds
start=$(date +%s)
mkdir -p $OUT
for spec in $BENCH; do
  IFS=: read d r s tag <<< "$spec"
  sel=""; [ -n "$PROGS" ] && sel="--programs $PROGS"
  timeout ${BENCH_LIMIT:-900} python3 bench/$d/run.py --out $OUT/$d$tag.json --reps $r --seq-reps $s --kernel-timing separate --jobs 16 $sel > $OUT/$d.log 2>&1
  echo "$d: $(grep -c MATCH $OUT/$d.log) MATCH, $(grep -v MATCH $OUT/$d.log | grep -c ' cuda ') other"; grep ' cuda ' $OUT/$d.log | grep -v MATCH | head
done
python3 -m pip install -q --no-index --no-deps --target /tmp/site $(ls .whl/*.whl | grep -v /s2s-) > /dev/null 2>&1
export PYTHONPATH=$PWD:/tmp/site OMP_NUM_THREADS=1
for f in $FAITH; do
  printf "%s: " $f; python3 -c "import sys; from s2s.cli import main; sys.exit(main())" check --target cuda $f 2>&1 | tail -1
done
left=$(( start + ${BUDGET:-585} - $(date +%s) - 140 ))
echo "fuzz for $left s from $(git log --oneline -1 2>/dev/null | cut -c1-7)"
[ $left -gt 60 ] && python3 -m s2s.fuzz --reductions --seed $SEEDS --target cuda -j 16 --time-limit $left --timeout 120 --log $OUT/f.jsonl --keep-failures $OUT/fail 2>&1 | tail -4
exit 0
