/* _Bool accumulators and flags: all-of with &&, any-of with ||, a parity with ^= on _Bool, a _Bool
   element array written from double comparisons and then summed into an int, `flag = flag & cond`, a
   _Bool from a nonzero double (0.25 is true), and a count of true flags per row. */
#include <stdio.h>
#include <stdbool.h>
#define N 400
double A[N][N];
_Bool P[N][N];
int rowc[N];

static void kernel(int n, double lim) {
  _Bool all = 1, any = 0, par = 0, band = true;
  bool nz = false;
  int total = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      all = all && A[i][j] < lim;
      any = any || A[i][j] > lim * 0.999;
      par ^= A[i][j] > 0.5 * lim;
      band = band & (A[i][j] != 1.0);
      P[i][j] = A[i][j] * 0.25;
    }
  for (int i = 0; i < n; i++) {
    int c = 0;
    for (int j = 0; j < n; j++)
      c += P[i][j];
    rowc[i] = c;
    nz = nz | (c == n);
  }
  for (int i = 0; i < n; i++)
    total += rowc[i] > n / 2;
#pragma endscop
  printf("%d %d %d %d %d %d\n", all, any, par, band, nz, total);
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = ((i * 13 + j * 7) % 41) * 0.125 * (j % 9 != 3);
  kernel(N, 5.0);
  kernel(N, 4.9);
  kernel(17, 100.0);
  kernel(1, 0.0);
  kernel(0, 1.0);
  long s = 0;
  for (int i = 0; i < N; i++) s += rowc[i] * (i % 7);
  printf("%ld\n", s);
  return 0;
}
