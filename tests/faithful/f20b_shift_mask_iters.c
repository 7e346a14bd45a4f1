/* Shifts and masks of iterators that can be negative: (i & ~3), (i & -4) / 2, i >> 2 and i & 3, i << 2
   and (-i) >> 1, i % 8u and i & 0xFu (the unsigned conversion of a negative i), (unsigned)i >> 28 (wraps:
   sequential) and an int64_t iterator under a mask. */
#include <stdio.h>
#include <stdint.h>
#define N 128
int A[N], B[N], C[N], D[N], E[N], F[N], G[N];
static void f(int lo, int n) {
#pragma scop
  for (int i = lo; i < n; i++)
    A[(i & ~3) + 8] += i;
#pragma endscop
#pragma scop
  for (int i = lo; i < n; i++)
    B[(i & -4) / 2 + 8] += 1;
#pragma endscop
#pragma scop
  for (int i = lo; i < n; i++)
    C[i + 16] = (i >> 2) * 3 + (i & 3);
#pragma endscop
#pragma scop
  for (int i = lo; i < n; i++)
    D[i + 16] = (i << 2) - ((-i) >> 1);
#pragma endscop
#pragma scop
  for (int i = lo; i < n; i++)
    E[i + 16] = i % 8u + (i & 0xFu);
#pragma endscop
#pragma scop
  for (int i = lo; i < n; i++)
    F[((unsigned)i >> 28) + (i & 7)] += 1;
#pragma endscop
#pragma scop
  for (int64_t i = lo; i < n; i++)
    G[(i * 3 & 63)] += (int)(i >> 1);
#pragma endscop
}
int main(void) {
  f(-16, 100); f(0, 0); f(-3, 5);
  long s = 0;
  for (int a = 0; a < N; a++) s += (long)(a + 1) * (A[a] + 3L * B[a] + 5L * C[a] + 7L * D[a] + 11L * E[a] + 13L * F[a] + 17L * G[a]);
  for (int a = 0; a < N; a++) if (F[a]) printf("F %d %d\n", a, F[a]);
  printf("%ld\n", s);
  return 0;
}
