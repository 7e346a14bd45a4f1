/* The bounds of a SCoP computed by the SCoP before it: a last value (m = i), a count made with an affine
   condition (k += 1 under i % 3 == 0), an iterator's final value read as a bound, and a host step between
   them that changes the count; the function is called with sizes 0, 1 and more. */
#include <stdio.h>
#define N 120
static double A[N], B[N];

static void run(int n) {
  int m = -1, k = 0, i;
#pragma scop
  for (int t = 0; t < n; t++)
    m = t;
  for (int t = 0; t < n; t++)
    if (t % 3 == 0)
      k += 1;
  for (i = 0; i < n / 2; i++)
    A[i] = A[i] + 1;
#pragma endscop
  k = k + (n > 10);
#pragma scop
  for (int j = 0; j <= m; j++)
    B[j] = B[j] * 0.5 + k;
  for (int j = 0; j < k; j++)
    A[j + i] = A[j + i] - B[j];
#pragma endscop
  printf("%d %d %d %d\n", n, m, k, i);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 4; B[i] = (i * 3) % 7; }
  run(0);
  run(1);
  run(N / 2);
  run(N / 3 + 1);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.9 + A[i] + B[i];
  printf("%.12g\n", s);
  return 0;
}
