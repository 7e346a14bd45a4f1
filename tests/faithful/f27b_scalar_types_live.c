/* Scalars of several types that outlive the region: file-scope unsigned char and unsigned short counters
   that wrap, a long long sum, an unsigned decremented through a pointer, a float and a char written at
   one iteration only through pointers (k past the end: the caller's values stay), a last value written
   under `i < k` (the last writer is min(n, k) - 1), and a scalar written at every iteration of a loop and
   read after it (kept sequential: no parallel loop). */
#include <stdio.h>
#define N 300
int A[N];
double D[N], E[N];
unsigned char cnt8;
unsigned short cnt16;
long long big;

static void stats(int n, int k, float *fl, char *ch, unsigned *u) {
#pragma scop
  for (int i = 0; i < n; i++) {
    cnt8 += (unsigned char)A[i];
    cnt16 += A[i] * 3;
    big += (long long)A[i] * 1000003LL;
    *u -= A[i];
  }
  for (int i = 0; i < n; i++)
    if (i == k) {
      *fl = A[i] * 0.1f;
      *ch = (char)(A[i] + 'a');
    }
#pragma endscop
}

static double cond_last(int n, int k) {
  double t = -7.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i < k)
      t = D[i] + i;
    E[i] = E[i] + 1.0;
  }
#pragma endscop
  return t;
}

static double last_t(int n) {
  double t = -1.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    t = D[i] * 2.0;
    E[i] = t + 1.0;
  }
#pragma endscop
  return t;
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i * 37 % 23) - 7; D[i] = (i * 7 % 11) - 5.0; E[i] = 0; }
  float fl = -1.5f; char ch = 'Z'; unsigned u = 5;
  cnt8 = 250; cnt16 = 65000; big = -5;
  stats(N, 10, &fl, &ch, &u);
  printf("%u %u %lld %.9g %c %u\n", cnt8, cnt16, big, fl, ch, u);
  stats(N, N, &fl, &ch, &u);
  printf("%u %u %lld %.9g %c %u\n", cnt8, cnt16, big, fl, ch, u);
  cnt8 = 0; u = 0;
  stats(7, 3, &fl, &ch, &u);
  printf("%u %u %lld %.9g %c %u\n", cnt8, cnt16, big, fl, ch, u);
  printf("%.17g %.17g %.17g %.17g\n", cond_last(N, 10), cond_last(N, 0), cond_last(5, 100), cond_last(0, 3));
  printf("%.17g %.17g %.17g\n", last_t(N), last_t(0), last_t(1));
  double s = 0;
  for (int i = 0; i < N; i++) s += E[i] * (i % 3);
  printf("%.17g\n", s);
  return 0;
}
