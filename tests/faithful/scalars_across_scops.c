/* Scalars that several SCoPs of one function share with the host code between them: a sum computed by
   one SCoP, changed on the host, used by the next SCoP as a factor and accumulated again, a counter of
   type long, a float minimum, a local declared between the SCoPs and used as a bound, and the arrays
   the host updates between them. */
#include <stdio.h>
#define N 120
static double A[N], B[N];

static void kernel(int n) {
  double sum = 0.0;
  long cnt = 5;
  float mn = 1e30f;
#pragma scop
  for (int i = 0; i < n; i++)
    sum += A[i] * 0.5;
  for (int i = 0; i < n; i++)
    if (i % 3 == 0)
      cnt += i;
#pragma endscop
  sum = sum / 2 + 1;
  cnt = cnt * 2;
  A[n / 2] = -sum;
  int half = n / 2 + (int)(cnt % 3);
#pragma scop
  for (int i = 0; i < half; i++)
    B[i] = B[i] + sum * A[i];
  for (int i = 0; i < n; i++) {
    sum = sum + B[i] * 1e-3;
    cnt -= 1;
  }
  for (int i = 0; i < n; i++)
    mn = B[i] < mn ? B[i] : mn;
#pragma endscop
  printf("%d %.10g %ld %.8g %d\n", n, sum, cnt, mn, half);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i * 17) % 23 - 9.5; B[i] = i * 0.01; }
  kernel(N);
  kernel(31);
  kernel(0);
  kernel(1);
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
