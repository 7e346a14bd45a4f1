/* Functions with SCoPs called by the threads of a `#pragma omp parallel for` through a table of
   function pointers in structures, each thread on its own row of a shared array: the device
   translations would copy the whole array back over the other threads' rows, so the SCoPs stay on the
   host (with a warning); OpenMP translates them. */
#include <stdio.h>
#define R 8
#define N 200
static double A[R][N];

static void row_a(int r, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[r][i] = A[r][i] * 0.5 + r + i;
#pragma endscop
}

static void row_b(int r, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[r][i] = A[r][i] * 2 - i;
#pragma endscop
}

struct ops { void (*fn)(int, int); };
static const struct ops table[2] = { { row_a }, { row_b } };

static void run_all(void) {
#pragma omp parallel for
  for (int r = 0; r < R; r++)
    table[r % 2].fn(r, N);
}

int main(void) {
  for (int r = 0; r < R; r++) for (int i = 0; i < N; i++) A[r][i] = (r * i) % 7;
  run_all();
  run_all();
  double s = 0;
  for (int r = 0; r < R; r++) for (int i = 0; i < N; i++) s = s * 0.999 + A[r][i];
  printf("%.10g\n", s);
  return 0;
}
