/* Functions with SCoPs that the user's OpenMP threads run through pointers: a local pointer to the
   function, and a file-scope table of them called through a helper; each thread writes its own row of a
   global array (a device translation would copy the whole array back from each thread). */
#include <stdio.h>
#define T 4
#define N 160
double A[T][N], C[T][N], B[N];

static void row_a(int k, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[k][i] = B[i] * (k + 2) - i;
#pragma endscop
}

static void row_c(int k, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    C[k][i] = B[n - 1 - i] + k * 0.5;
#pragma endscop
}

static void (*const table[2])(int, int) = {row_a, row_c};

static void apply(int which, int k) { table[which](k, N - k); }

int main(void) {
  void (*fa)(int, int) = row_a;
  for (int i = 0; i < N; i++) B[i] = i * 0.25;
#pragma omp parallel for
  for (int k = 0; k < T; k++) {
    fa(k, N - 2 * k);
    apply(1, k);
  }
  for (int k = 0; k < T; k++) {
    double a = 0, c = 0;
    for (int i = 0; i < N; i++) { a += A[k][i] * (i % 5 + 1); c += C[k][i] * (i % 3 + 1); }
    printf("%d %.17g %.17g\n", k, a, c);
  }
  return 0;
}
