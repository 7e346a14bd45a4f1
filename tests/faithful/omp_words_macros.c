/* The user's macros named like OpenMP's clause words (cc expands macros in `#pragma omp` lines): a
   `parallel` flag, a `schedule` table size, a `reduction(x)` function-like macro, `collapse`, `private`
   and `shared` constants, `none`, `dynamic` and `simd` used as data sizes. */
#include <stdio.h>
#define parallel 1
#define schedule 4
#define reduction(x) ((x) * 2)
#define collapse 3
#define private 0
#define shared 7
#define none 2
#define dynamic 5
#define simd 6
#define N 64
#define M 48
static double A[N][M], B[N][M], C[N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) A[i][j] = (i * 3 + j * 7) % 13 * 0.5 + parallel;
  double sum = 0, mx = -1e300;
  int cnt = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      B[i][j] = A[i][j] * schedule + reduction(A[i][j]) + collapse - private;
  for (int i = 0; i < N; i++) {
    C[i] = 0;
    for (int j = 0; j < M; j++)
      C[i] += B[i][j] * shared;
  }
  for (int i = 0; i < N; i++) {
    sum += C[i] * none;
    mx = C[i] > mx ? C[i] : mx;
    cnt += C[i] > dynamic * 100 + simd;
  }
#pragma endscop
  printf("%.17g %.17g %d\n", sum, mx, cnt);
  return 0;
}
