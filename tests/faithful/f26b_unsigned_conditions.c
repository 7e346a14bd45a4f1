/* Conditions in SCoP bodies whose comparison happens in an unsigned type after the usual arithmetic
   conversions: (unsigned)(i - 5) < 10u (a range test), i - 8 > sizeof(int) (negative becomes huge),
   i - n / 2 < 0u (never true), a comparison with an unsigned long long bound, and signed ones beside
   them on the same arrays; also a ternary choosing on i - 3u >= n. */
#include <stdio.h>
#define N 40
int A[N], B[N], C[N][N]; unsigned U[N]; long long W[N];

static void conds(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if ((unsigned)(i - 5) < 10u)
      A[i] += 1;
    if (i - 8 > sizeof(int))
      A[i] += 100;
    if (i - n / 2 < 0u)
      A[i] += 10000;
    if (i - 8 > (int)sizeof(int))
      B[i] += 7;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j - i < 3ull && i - j < 2u)
        C[i][j] = i * 100 + j;
      else if ((long long)(j - i) < 3ll)
        C[i][j] = -1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    U[i] = i - 3u >= (unsigned)n ? 1u : U[i] * 2u;
    W[i] = (i - 10 < 0 ? -1 : 1) * (long long)(U[i] + (i - 3u));
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i; B[i] = -i; U[i] = i * 3u + 1u;
    for (int j = 0; j < N; j++) C[i][j] = 0;
  }
  conds(N);
  conds(N / 2 + 3);
  for (int i = 0; i < N; i++) {
    printf("%d %d %u %lld\n", A[i], B[i], U[i], W[i]);
    for (int j = 0; j < N; j++) printf(" %d", C[i][j]);
    printf("\n");
  }
  return 0;
}
