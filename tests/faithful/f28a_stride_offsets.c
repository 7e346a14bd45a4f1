/* Strided loops with offsets and signs: i = lo; i < hi; i += 3 with lo negative or above hi, the same
   written i <= hi - 1 and i != hi (a count that meets hi exactly), a count-down by 4 from hi - 1 to lo
   (i >= lo), an inner stride of 5 from j = i % 5, and the interleaved offsets of a complex array
   (re at 2 * i, im at 2 * i + 1) traversed from the end.  Last values of the iterators printed. */
#include <stdio.h>
#define N 90

static double x[N + 40], y[N + 40], z[N + 40], cplx[2 * N], M[30][30];

static void strides(int lo, int hi) {
  int i3 = -100, i4 = -100, k = -100;
#pragma scop
  for (i3 = lo; i3 < hi; i3 += 3)
    x[i3 + 30] = x[i3 + 30] * 0.5 + i3;
  for (i4 = hi - 1; i4 >= lo; i4 -= 4)
    y[i4 + 30] = y[i4 + 30] + 0.25 * i4;
  for (k = lo; k <= hi - 1; k += 7)
    z[k + 30] = -z[k + 30] + 1.0;
#pragma endscop
  double s = 0;
  for (int t = 0; t < N + 40; t++)
    s += (x[t] + 2.0 * y[t] + 3.0 * z[t]) * (t % 11 + 1);
  printf("strides lo=%d hi=%d %d %d %d %.6f\n", lo, hi, i3, i4, k, s);
}

static void exact(int n) {
#pragma scop
  for (int i = 0; i != 3 * n; i += 3)
    x[i] = x[i] + 1.0;
  for (int i = 2 * n; i != 0; i -= 2)
    y[i] = y[i] - 1.0;
#pragma endscop
  double s = 0;
  for (int t = 0; t < N; t++)
    s += (x[t] - y[t]) * (t + 1);
  printf("exact n=%d %.6f\n", n, s);
}

static void inner5(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i % 5; j < n; j += 5)
      M[i][j] = M[i][j] * 0.5 + (i - j);
  for (int i = n - 1; i >= 0; i--) {
    cplx[2 * i] = cplx[2 * i] * 0.5 - cplx[2 * i + 1];
    cplx[2 * i + 1] = cplx[2 * i + 1] + 0.25;
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++)
      s += M[i][j] * ((i + j) % 4 + 1);
  for (int t = 0; t < 2 * N; t++)
    s += cplx[t] * (t % 3);
  printf("inner5 n=%d %.6f\n", n, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int t = 0; t < N + 40; t++)
    x[t] = y[t] = z[t] = (double)((t * 7) % 13) - 6.0;
  for (int t = 0; t < 2 * N; t++)
    cplx[t] = (double)(t % 5);
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++)
      M[i][j] = (double)((i * j) % 6);
  int k = argc;
  strides(-29 * k, N);
  strides(5, 4 * k);
  strides(-2 * k, 1);
  strides(7 * k, 7);
  strides(0, 1 * k);
  exact(20 * k);
  exact(0 * k);
  exact(1 * k);
  inner5(30 * k);
  inner5(1 * k);
  inner5(6);
  return 0;
}
