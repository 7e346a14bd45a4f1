/* GNU C around SCoPs: a declaration initialised by a statement expression right before a SCoP, a
   statement expression in host code right after one, a typeof'd local used as a bound, a SCoP in a
   function whose parameter list is `(void)` and that reads globals only, and a checksum function that
   main calls. */
#include <stdio.h>
#define N 64
#define MAXOF(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
static double X[N][N], Y[N];
static int gn = N - 3;

static void step(void) {
  int lim = ({ int t = gn; t > N ? N : t; });
#pragma scop
  for (int i = 0; i < lim; i++)
    for (int j = 0; j < lim; j++)
      X[i][j] = X[i][j] * 0.5 + Y[j];
#pragma endscop
  double m = ({ double mm = X[0][0]; for (int k = 1; k < N; k++) mm = MAXOF(mm, X[k][k]); mm; });
  __typeof__(lim) half = lim / 2;
#pragma scop
  for (int i = 0; i < half; i++)
    Y[i] = Y[i] + m * X[i][half + i];
#pragma endscop
}

static double checksum(void) {
  double s = 0;
  for (int i = 0; i < N; i++) {
    s = s * 0.99 + Y[i];
    for (int j = 0; j < N; j++) s += X[i][j] * ((i ^ j) & 3);
  }
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    Y[i] = i % 9 - 4;
    for (int j = 0; j < N; j++) X[i][j] = (i * j) % 11;
  }
  for (int r = 0; r < 3; r++) {
    step();
    gn -= 20;
    printf("%d %.12g\n", r, checksum());
  }
  return 0;
}
