/* Lookup tables read in the SCoP: a function-scope const table `w` (5 taps, brace-initialised) hides a
   file-scope const table `w` of 3 taps that another function's SCoP uses; a static const permutation
   with its extent from the initializer picks the columns (an indirect subscript:
   that SCoP stays sequential). */
#include <stdio.h>
#define N 200

static const double w[3] = {0.25, 0.5, 0.25};
static double in[N], out3[N], out5[N], P[N][8];

static void conv3(int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out3[i] = w[0] * in[i - 1] + w[1] * in[i] + w[2] * in[i + 1];
#pragma endscop
}

static void conv5(int n) {
  const double w[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
  static const int perm[] = {3, 0, 7, 5, 1, 6, 2, 4};
#pragma scop
  for (int i = 2; i < n - 2; i++) {
    out5[i] = 0;
    for (int k = 0; k < 5; k++)
      out5[i] += w[k] * in[i + k - 2];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 8; k++)
      P[i][perm[k]] = out5[i] * (k + 1) + w[k % 5];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    in[i] = ((i * 29) % 31) - 15;
  conv3(N);
  conv5(N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += out3[i] + 2 * out5[i];
    for (int k = 0; k < 8; k++)
      s += P[i][k] * (k + 1) * 0.001;
  }
  printf("%.12g %g %g\n", s, out5[100], P[7][3]);
  return 0;
}
