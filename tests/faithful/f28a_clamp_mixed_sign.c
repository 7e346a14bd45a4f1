/* Clamps whose operands differ in signedness, as code with size_t sizes writes them: MIN(i + w + 1, n)
   with n a size_t compares in size_t, so a negative i + w + 1 is huge and the minimum is n; MAX(i - 2,
   0u) is UINT_MAX (then -1 as an int start) where i < 2; MIN(i - 3, len) with an unsigned len; a ternary
   bound i - k < m ? i - k : m with an unsigned m; and the same clamps written with casts to int, which
   compare as signed; a limit SIZE_MAX meaning "no limit" (MIN(len, maxlen)) and positions base + i
   against an end above LONG_MAX.  Every loop stays inside its arrays. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 24

static double A[N][N + 8], B[N][N + 8], C[N][N + 8], D[N][N + 8];

static void clamps(size_t n, int w, unsigned len, unsigned m, int k) {
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = MAX(i - w, 0); j < MIN(i + w + 1, n); j++)
      A[i][j] += 1.0 + 0.5 * j;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = MAX(i - 2, 0u); j < 6; j++)
      B[i][j + 2] += 1.0 + i;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < MIN(i - 3, len); j++)
      C[i][j] += 0.25 * (i - j);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < (i - k < m ? i - k : m); j++)
      D[i][j] -= 1.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < MIN(i + w + 1, (int)n); j++)
      A[i][j] *= 0.5;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < MIN(i - 3, (int)len); j++)
      C[i][j] += 1.0;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N + 8; j++)
      s += A[i][j] * ((i + j) % 7 + 1) + B[i][j] * ((i * 3 + j) % 5 + 1) + C[i][j] * (j % 3 + 1) +
           D[i][j] * (i % 4 + 1);
  printf("clamps n=%zu w=%d len=%u m=%u k=%d %.6f\n", n, w, len, m, k, s);
}

/* a length limit with SIZE_MAX meaning "no limit" (MIN(len, maxlen) is len there), and a window of
   64-bit positions base + i checked against an end that may lie above LONG_MAX */
static double E[64];

static void limited(size_t len, size_t maxlen, unsigned long long base, unsigned long long end) {
#pragma scop
  for (size_t i = 0; i < MIN(len, maxlen); i++)
    E[i] += 1.0 + 0.5 * i;
  for (size_t i = 0; i < MIN(len, 64); i++)
    if (base + i < end)
      E[i] *= 0.75;
#pragma endscop
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += E[i] * (i + 1);
  printf("limited len=%zu %.6f\n", len, s);
}

int main(int argc, char **argv) {
  (void)argv;
  int q = argc;
  clamps(N, 3 * q, 10, 8, 2);
  clamps(N - 4, -3 * q, 5, N, 30);
  clamps(2, -1 * q, 0, 0, -4);
  clamps(0, 0 * q, 20, 20, 1);
  limited(40, 30 * q, 5, 30);
  limited(50, SIZE_MAX - q + 1, (1ull << 63) - 8, (1ull << 63) + 8);
  limited(64, (size_t)1 << 63, 1ull << 63, (1ull << 63) + 20 * q);
  limited(20, SIZE_MAX, 0, 0 * q);
  return 0;
}
