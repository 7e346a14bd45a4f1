/* Scalars as hand-written loops use them: argmax written with two ternaries (the index update reads the
   running maximum), a product, bitwise or/xor/and folds, a count of a comparison, `any = any || ...`,
   `s = a[i] + s`, `s -= a[i]`, a polynomial hash (not a reduction), a scalar temporary whose last value
   is read after the loop, and a running value read in the same iteration. */
#include <stdio.h>
#define N 300
double A[N], B[N];
unsigned H[N];
int V[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = ((i * 37) % 101) * 0.25 - 12;
    H[i] = (unsigned)(i * 2654435761u);
    V[i] = (i * 53) % 97 - 48;
  }
  double m = -1e300, prod = 1, s1 = 0.5, s2 = 0, t = 0, run = 0;
  int idx = -1, cnt = 0, any = 0, all = 1;
  unsigned bor = 0, bxor = 0, band = ~0u, hash = 7;
  long lsum = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    idx = A[i] > m ? i : idx;
    m = A[i] > m ? A[i] : m;
  }
  for (int i = 0; i < N; i++)
    prod *= 1 + A[i] / 1024;
  for (int i = 0; i < N; i++) {
    bor |= H[i];
    bxor ^= H[i] >> 3;
    band &= H[i] | 1u;
  }
  for (int i = 0; i < N; i++)
    cnt += V[i] > 0;
  for (int i = 0; i < N; i++)
    any = any || V[i] == 47;
  for (int i = 0; i < N; i++)
    all = all && V[i] != 1000;
  for (int i = 0; i < N; i++)
    s1 = A[i] + s1;
  for (int i = 0; i < N; i++)
    s2 -= A[i] * 0.5;
  for (int i = 0; i < N; i++)
    hash = hash * 31u + H[i];
  for (int i = 0; i < N; i++) {
    t = A[i] * 2;
    B[i] = t + 1;
  }
  for (int i = 0; i < N; i++) {
    run = run + V[i];
    B[i] += run;
    lsum += (long)run * V[i];
  }
#pragma endscop
  printf("%d %.17g %.17g %u %u %u %d %d %d\n", idx, m, prod, bor, bxor, band, cnt, any, all);
  printf("%.17g %.17g %u %.17g %.17g %ld\n", s1, s2, hash, t, run, lsum);
  double z = 0;
  for (int i = 0; i < N; i++) z = z * 0.5 + B[i];
  printf("%.17g\n", z);
  return 0;
}
