/* Old-style (K&R) definitions holding SCoPs: parameters declared in any order after the list, a float
   parameter (passed as a double, converted to float in the function), a short one (passed as an int),
   an array parameter spelled `double a[]`, a 2-D parameter `double b[][8]`, and register locals (one of
   them an iterator read after the SCoP). */
#include <stdio.h>
#define N 50
static double A[N], B[N][8];
static float F[N];

static void axpyf(n, s, a, f)
  float s;
  double a[];
  int n;
  float *f;
{
#pragma scop
  for (register int i = 0; i < n; i++)
    f[i] = f[i] + s * a[i];
#pragma endscop
}

static void rows(m, k, b)
  short k;
  int m;
  double b[][8];
{
  register int r;
#pragma scop
  for (r = 0; r < m; r++)
    for (int c = 0; c < 8; c++)
      b[r][c] = b[r][c] * k + r - c;
#pragma endscop
  printf("r=%d\n", r);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.3; F[i] = 1.0f / (i + 3); for (int c = 0; c < 8; c++) B[i][c] = i + c; }
  axpyf(N, 0.1f, A, F);
  axpyf(N / 2, (float)1e-3, A + 1, F + 3);
  rows(N, (short)-3, B);
  rows(7, (short)2, B + 10);
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int c = 0; c < 8; c++) s += B[i][c] * (c + 1);
    printf("%d %.9g %g\n", i, F[i], s);
  }
  return 0;
}
