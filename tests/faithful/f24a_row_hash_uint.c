/* Per-row hashes of an int matrix product in unsigned arithmetic that wraps: h = h * 31 + c (not a
   reduction: the order matters), computed inside the SCoP after the product, each row's hash in its own
   element, the column loops written with `j = j + 1`. */
#include <stdio.h>

#define N 40

static int A[N][N], B[N][N], C[N][N];
static unsigned hash[N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (i * 13 + j * 7) % 19 - 9;
      B[i][j] = (i * 5 + j * 3) % 23 - 11;
    }
#pragma scop
  for (int i = 0; i < n; i = i + 1)
    for (int j = 0; j < n; j = j + 1) {
      C[i][j] = 0;
      for (int k = 0; k < n; k = k + 1)
        C[i][j] = C[i][j] + A[i][k] * B[k][j];
    }
  for (int i = 0; i < n; i = i + 1) {
    hash[i] = 2166136261u;
    for (int j = 0; j < n; j = j + 1)
      hash[i] = hash[i] * 31u + (unsigned)C[i][j];
  }
#pragma endscop
  unsigned all = 0;
  for (int i = 0; i < n; i++)
    all = all * 131u ^ hash[i];
  printf("%u %u %u %d\n", all, hash[0], hash[n - 1], C[n - 1][n - 1]);
  return 0;
}
