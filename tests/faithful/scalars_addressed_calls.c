/* Scalars of a function with two SCoPs: `&best` handed to a function before the first SCoP (which keeps
   the pointer in a global and writes through it later), a count whose address a helper takes after the
   SCoP, a global scalar that a called function changes between the SCoPs, a flag initialised before the
   SCoP and set only for some sizes, and the last value of an iterator declared outside. */
#include <stdio.h>
#define N 80
static double A[N], B[N];
double gain = 1.5;
static double *watch;

static void keep(double *p) { watch = p; }
static void bump(void) { gain = gain * 2 - 1; }
static void add_one(int *c) { *c += 1; }

static void work(int n, double *out) {
  double best = -1e300;
  int count = 0, flag = 7, i;
  keep(&best);
#pragma scop
  for (i = 0; i < n; i++) {
    A[i] = A[i] * gain + B[i];
    best = A[i] > best ? A[i] : best;
    if (i >= 5)
      count += 1;
  }
  if (n > 20)
    flag = n;
#pragma endscop
  add_one(&count);
  *watch += 0.5;            /* best, through the pointer kept before the SCoP */
  bump();
  printf("%d %.12g %d %d %d\n", n, best, count, flag, i);
#pragma scop
  for (int j = 0; j < n; j++)
    B[j] = B[j] - gain * A[j] + best;
  out[0] = best + count;
#pragma endscop
}

int main(void) {
  double r[4];
  for (int i = 0; i < N; i++) { A[i] = (i * 13 % 7) - 3; B[i] = i % 4; }
  work(N, r);
  work(10, r + 1);
  work(0, r + 2);
  work(1, r + 3);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.95 + A[i] + 2 * B[i];
  printf("%.12g %.12g %.12g %.12g %.12g %.12g\n", s, r[0], r[1], r[2], r[3], gain);
  return 0;
}
