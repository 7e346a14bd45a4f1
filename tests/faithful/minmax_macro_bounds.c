/* MIN/MAX macros with operands of mixed signedness in bounds and statements (`i < MIN(n, 10u)` runs 10
   times for a negative n: n converts to unsigned), clamped windows MAX(0, k - 3) .. MIN(n, k + 3), long
   bounds, and `MAX(i - u, 0u)` that wraps around. */
#include <stdio.h>
#include <stddef.h>
#define N 50
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
double A[N], B[N], C[N][N];
static void run(int n, int k, unsigned u, long l) {
#pragma scop
  for (int i = 0; i < MIN(n, 10u); i++)
    A[i] += 1.0;
#pragma endscop
#pragma scop
  for (int i = MAX(0, k - 3); i < MIN(n, k + 3); i++)
    B[i] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < MIN(n, (int)u); i++)
    for (int j = MAX(i - 2, 0); j <= MIN(i + 2, N - 1); j++)
      C[i][j] += i * 0.5 - j;
#pragma endscop
#pragma scop
  for (long i = MAX(l, -3L) + 3; i < MIN(l + 20, (long)N); i++)
    A[i] -= 0.25;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] += MIN(i, k) * 0.5 + MAX(i - u, 0u) % 7;
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = -i; for (int j = 0; j < N; j++) C[i][j] = 0; }
  run(N, 5, 20u, 4L);
  run(-3, 40, 3u, -10L);
  run(8, -2, 0u, 40L);
  run(N, 49, 100u, 0L);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", A[i], B[i], C[i][(i * 7) % N]);
  return 0;
}
