/* Loops as C allows them beyond `i = 0; i < n; i++`: a comma pair of counters (`i = 0, j = n - 1;
   ...; i++, j--`: sequential), `n > i` and `i <= n - 1` spellings, `++i`, `i = i + 1`, `i += 1`, a bound
   that is a min written with && and one with a ternary, a local const as a bound, a register iterator,
   and a parameter reassigned at the top of a SCoP that bounds its loop (the assignment runs on the host
   before the SCoP: frontend/scop_finder.host_prologue). */
#include <stdio.h>
#define N 60
double A[N], B[N], C[N][N];

static void kernel(int n, int m) {
  int i, j;
  const int half = N / 2;
#pragma scop
  for (i = 0, j = n - 1; i < n; i++, j--)
    A[i] = B[j] * 2 + i;
#pragma endscop
#pragma scop
  for (register int k = 0; n > k; ++k)
    B[k] = A[k] - k;
  for (i = 0; i <= n - 1; i = i + 1)
    for (int k = 0; k < m && k < i; k += 1)
      C[i][k] = A[i] * B[k];
  for (i = 0; i < (n < half ? n : half); i++)
    C[i][i] += 1;
#pragma endscop
#pragma scop
  n = n / 2;
  for (i = 0; i < n; i++)
    A[i] += C[i][0];
#pragma endscop
  printf("%d %d %d\n", i, j, n);
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = (i % 7) * 1.5;
  kernel(N, 20);
  kernel(13, 40);
  kernel(1, 0);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s = s * 0.5 + A[i] + B[i];
    for (int k = 0; k < N; k++) s += C[i][k] * (k % 3);
  }
  printf("%.17g\n", s);
  return 0;
}
