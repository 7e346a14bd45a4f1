/* Valid C that picks the array by a condition or through a pointer chosen before the SCoP: a pointer
   `double *dst = flag ? A : B;` set before the SCoP (an alias of one of two globals the SCoP also writes by
   name), `(i < half ? A : B)[i]` in a statement, a pointer to a row chosen by a parameter, and a struct
   member array reached through a pointer chosen at run time. */
#include <stdio.h>
#define N 900
double A[N], B[N], M[4][N];

static void kernel(int n, int flag, int row) {
  double *dst = flag ? A : B;
  double *r = M[row];
#pragma scop
  for (int i = 0; i < n; i++)
    dst[i] = A[i] + B[n - 1 - i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    (i < n / 2 ? A : B)[i] += 1.0;
#pragma endscop
#pragma scop
  for (int i = 1; i < n; i++)
    r[i] = M[0][i - 1] + M[1][i] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i % 13;
    B[i] = (i % 7) * 0.5;
    for (int k = 0; k < 4; k++) M[k][i] = (i + k) % 5;
  }
  kernel(N, 1, 0);
  kernel(N, 0, 2);
  kernel(N / 2, 1, 1);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i % 3 + 1) + B[i] * (i % 5 + 1);
    for (int k = 0; k < 4; k++) s += M[k][i] * (k + 1);
  }
  printf("%.10g\n", s);
  return 0;
}
