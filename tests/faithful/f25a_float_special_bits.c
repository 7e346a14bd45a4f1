#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 12

static void pb(float x) {
  unsigned u;
  memcpy(&u, &x, 4);
  if (isnan(x)) printf(" nan"); else printf(" %08x", u);
}

int main(void) {
  float x[N] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, NAN, 0.5f, -0.5f, 2.5f, -3.5f, 1e-40f};
  float y[N] = {-0.0f, 0.0f, NAN, INFINITY, NAN, -INFINITY, 0.0f, -1.0f, 1.0f, -2.0f, 0.75f, -1e-40f};
  float r[12][N];
#pragma scop
  for (int i = 0; i < N; i++) {
    r[0][i] = fmodf(x[i], y[i]);
    r[1][i] = remainderf(x[i], y[i]);
    r[2][i] = fdimf(x[i], y[i]);
    r[3][i] = copysignf(x[i], y[i]);
    r[4][i] = sqrtf(x[i]);
    r[5][i] = roundf(x[i] * 0.8f);
    r[6][i] = truncf(x[i] * 0.8f);
    r[7][i] = rintf(x[i] * 0.25f);
    r[8][i] = fmaf(x[i], y[i], x[i]);
    r[9][i] = fminf(x[i], y[i]) + fmaxf(x[i], 1.0f);
    r[10][i] = floorf(x[i]) - ceilf(y[i]);
    r[11][i] = fabsf(x[i]) / y[i];
  }
#pragma endscop
  for (int f = 0; f < 12; f++) {
    printf("%d:", f);
    for (int i = 0; i < N; i++) pb(r[f][i]);
    printf("\n");
  }
  return 0;
}
