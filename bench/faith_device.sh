#!/bin/bash
# one device call: `s2s check --target cuda` of every file in FAITH (in parallel, JOBS at a time), then
# CUDA fuzz (--reductions when REDUCTIONS=1, other options in FUZZ_OPTS; seeds SEEDS) for the time left of
# BUDGET seconds
start=$(date +%s)
mkdir -p $OUT
# the runtime dependencies from the wheels in .whl (pip resolves one version of each: installing every wheel
# there with --no-deps let an older networkx or pycparser overwrite the newer, and every check failed)
python3 -m pip install -q --no-index --find-links .whl --target /tmp/site islpy pycparser networkx jinja2 \
  pytools pebble tabulate tqdm pygments 2>&1 | grep -v "Running pip as the 'root'" | tail -3
export PYTHONPATH=$PWD:/tmp/site OMP_NUM_THREADS=1
one() { printf "%s: %s\n" "$1" "$(python3 -c "import sys; from s2s.cli import main; sys.exit(main())" check --target cuda "$1" 2>&1 | tail -1)"; }
export -f one
printf "%s\n" $FAITH | xargs -P ${JOBS:-12} -I{} bash -c 'one {}' > $OUT/faith.txt 2>&1
echo "faith: $(grep -c ': s2s check: MATCH' $OUT/faith.txt) MATCH of $(wc -l < $OUT/faith.txt)"
grep -v ': s2s check: MATCH' $OUT/faith.txt | cut -c1-400
left=$(( start + ${BUDGET:-585} - $(date +%s) - 60 ))
echo "fuzz for $left s from $(git log --oneline -1 2>/dev/null | cut -c1-7)"
red=""; [ "${REDUCTIONS:-1}" = 1 ] && red="--reductions"
[ $left -gt 60 ] && [ -n "$SEEDS" ] && python3 -m s2s.fuzz $red $FUZZ_OPTS --seed $SEEDS --target cuda -j 16 --time-limit $left --timeout 120 --log $OUT/f.jsonl --keep-failures $OUT/fail 2>&1 | tail -4
exit 0
