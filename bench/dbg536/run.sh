set -x
cd "$(dirname "$0")"
gcc -O2 -o seq prog.c -lm && ./seq > seq.txt
for v in fill nofill; do
  nvcc -O3 -arch=sm_90 -o $v $v.c $v.cu -lm && ./$v > $v.txt; cmp seq.txt $v.txt && echo "$v MATCH" || { echo "$v DIFF"; diff seq.txt $v.txt | head -8; }
done
compute-sanitizer --tool memcheck ./fill > /dev/null 2> san.txt; tail -5 san.txt
compute-sanitizer --tool racecheck ./fill > /dev/null 2> race.txt; tail -5 race.txt
