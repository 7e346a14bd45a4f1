#!/bin/bash
# one device call (the `run` tool, carry [".whl", "ab"]): run.py of each prepared directory in BENCH
# ("dir:reps:seqreps ...", under ab/), kernel times of the directories in KT (under ab/), `s2s check --target cuda`
# of the files in FAITH (JOBS at a time; FAITH_AUTO: with --autodetect; CHECK_OPTS: more options, e.g. -D MINI_DATASET), then CUDA fuzz (--reductions unless REDUCTIONS=0, FUZZ_OPTS, seeds
# SEEDS, e.g. 447968..449000) for the time left of BUDGET seconds. Results and logs under $OUT.
start=$(date +%s)
mkdir -p $OUT
for spec in $BENCH; do
  IFS=: read d r s <<< "$spec"
  timeout ${BENCH_LIMIT:-300} python3 ab/$d/run.py --out $OUT/$d.json --reps $r --seq-reps $s --seq-timeout ${SEQ_TIMEOUT:-3} --jobs 16 > $OUT/$d.log 2>&1
  echo "$d: $(grep -c MATCH $OUT/$d.log) MATCH"; grep ' cuda ' $OUT/$d.log | grep -v MATCH | head
done
if [ -n "$KT" ]; then
  OUT=$OUT REPS=${KT_REPS:-3} timeout ${KT_LIMIT:-200} python3 bench/kernel_times/kernel_times.py $(for d in $KT; do echo ab/$d; done) > $OUT/kt.log 2>&1
  cat $OUT/kt.log | cut -c1-200 | head -150
fi
python3 -m pip install -q --no-index --find-links .whl --target /tmp/site islpy pycparser networkx jinja2 \
  pytools pebble tabulate tqdm pygments 2>&1 | grep -v "Running pip as the 'root'" | tail -3
export PYTHONPATH=$PWD:/tmp/site OMP_NUM_THREADS=1
one() { printf "%s: %s\n" "$1" "$(python3 -c "import sys; from s2s.cli import main; sys.exit(main())" check --target cuda $CHECK_OPTS "$1" 2>&1 | tail -1)"; }
export -f one
oneauto() { printf "%s: %s\n" "$1" "$(python3 -c "import sys; from s2s.cli import main; sys.exit(main())" check --autodetect --target cuda $CHECK_OPTS "$1" 2>&1 | tail -1)"; }
export -f oneauto
if [ -n "$FAITH$FAITH_AUTO" ]; then
  { [ -n "$FAITH" ] && printf "%s\n" $FAITH | xargs -P ${JOBS:-12} -I{} bash -c 'one {}'
    [ -n "$FAITH_AUTO" ] && printf "%s\n" $FAITH_AUTO | xargs -P ${JOBS:-12} -I{} bash -c 'oneauto {}'; } > $OUT/faith.txt 2>&1
  echo "faith: $(grep -c ': s2s check: MATCH' $OUT/faith.txt) MATCH of $(wc -l < $OUT/faith.txt)"
  grep -v ': s2s check: MATCH' $OUT/faith.txt | cut -c1-400
fi
left=$(( start + ${BUDGET:-585} - $(date +%s) - 60 ))
echo "fuzz for $left s from $(git log --oneline -1 2>/dev/null | cut -c1-7)"
red=""; [ "${REDUCTIONS:-1}" = 1 ] && red="--reductions"
[ $left -gt 60 ] && [ -n "$SEEDS" ] && python3 -m s2s.fuzz $red $FUZZ_OPTS --seed $SEEDS --target cuda -j 16 --time-limit $left --timeout 120 --log $OUT/f.jsonl --keep-failures $OUT/fail 2>&1 | tail -4
exit 0
