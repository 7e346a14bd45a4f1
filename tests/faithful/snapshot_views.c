/* Reads of values from before the SCoP that later iterations overwrite (the device reads them from a copy
   made at the start): through pointer parameters that are views of one buffer at several offsets (the
   runtime overlap test must send overlapping calls to the original code), a column read against rows
   written later, and an in-place reverse (A[i] = A[n - 1 - i] + ...) over the whole array. */
#include <stdio.h>
#define N 40
double Buf[3 * N * N], R[N], T[N][N];

static void mix(int n, double *x, const double *y) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < n; k++)
        x[i * n + j] += y[k * n + i] * x[k * n + j] * 0.01;
      x[i * n + j] = x[i * n + j] * 0.5;
    }
#pragma endscop
}

static void reverse(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    R[i] = R[n - 1 - i] * 2 + i;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      T[i][j] = T[j][i] + T[i][j] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 3 * N * N; i++) Buf[i] = (i % 13) * 0.25 - 1;
  for (int i = 0; i < N; i++) { R[i] = i % 7; for (int j = 0; j < N; j++) T[i][j] = (i * 3 + j) % 5; }
  mix(N, Buf, Buf + 2 * N * N);
  mix(N, Buf, Buf + 5);
  mix(20, Buf + 7, Buf);
  mix(N, Buf + N * N, Buf + N * N);
  reverse(N);
  reverse(13);
  double s = 0;
  for (int i = 0; i < 3 * N * N; i++) s += Buf[i] * (i % 11 + 1);
  for (int i = 0; i < N; i++) { s += R[i] * (i + 1); for (int j = 0; j < N; j++) s += T[i][j] * ((i + 2 * j) % 3); }
  printf("%.12g\n", s);
  return 0;
}
