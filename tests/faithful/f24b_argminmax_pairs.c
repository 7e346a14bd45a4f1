/* Argmin and argmax with the index and the value updated together: first index of equal values with
   `<`/`>`, last with `<=`/`>=`, over int, unsigned and double data with ties and NaNs (a NaN never
   compares, so it is never chosen; a NaN start keeps every later value out), per row and over the
   whole array (data-dependent conditions: sequential), and argmaxes written as two ternaries, the
   index first (it reads the value before the value's update), over a row and per row from -1 starts. */
#include <math.h>
#include <stdio.h>

#define R 20
#define N 257

static int A[R][N];
static unsigned U[N];
static double X[R][N];
static int fi[R], li[R], fv[R], lv[R];
static int dfi[R], dli[R];
static double dfv[R], dlv[R];

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      A[r][i] = (r * 11 + i * 29) % 13 - 6;
      X[r][i] = (double)((r * 3 + i * 7) % 9) - 4.0;
      if (r % 3 == 1 && i % 50 == 7) X[r][i] = NAN;
    }
  X[2][0] = NAN;
  for (int i = 0; i < N; i++) U[i] = 4000000000u + (unsigned)((i * 7919) % 31) * 10000000u;
  unsigned umax = 0u, umin = 4294967295u;
  int uat = -1, ulo = -1, tmax = -100, tat = -1;
#pragma scop
  for (int r = 0; r < R; r++) {
    fv[r] = A[r][0]; fi[r] = 0;
    lv[r] = A[r][0]; li[r] = 0;
    dfv[r] = X[r][0]; dfi[r] = 0;
    dlv[r] = X[r][0]; dli[r] = 0;
    for (int i = 1; i < N; i++) {
      if (A[r][i] < fv[r]) { fv[r] = A[r][i]; fi[r] = i; }
      if (A[r][i] >= lv[r]) { lv[r] = A[r][i]; li[r] = i; }
    }
    for (int i = 1; i < N; i++) {
      if (X[r][i] > dfv[r]) { dfv[r] = X[r][i]; dfi[r] = i; }
      if (X[r][i] <= dlv[r]) { dlv[r] = X[r][i]; dli[r] = i; }
    }
  }
  for (int i = 0; i < N; i++) {
    if (U[i] > umax) { umax = U[i]; uat = i; }
    if (U[i] <= umin) { umin = U[i]; ulo = i; }
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    tat = A[7][i] > tmax ? i : tat;
    tmax = A[7][i] > tmax ? A[7][i] : tmax;
  }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      li[r] = A[r][i] >= lv[r] ? i : li[r];
      lv[r] = A[r][i] >= lv[r] ? A[r][i] : lv[r];
    }
#pragma endscop
  for (int r = 0; r < R; r++)
    printf("%2d %d %d %d %d | %g %d %g %d\n", r, fv[r], fi[r], lv[r], li[r], dfv[r], dfi[r], dlv[r], dli[r]);
  printf("%u %d %u %d %d %d\n", umax, uat, umin, ulo, tmax, tat);
  for (int r = 0; r < R; r++)
    printf("%d %d\n", lv[r], li[r]);
  return 0;
}
