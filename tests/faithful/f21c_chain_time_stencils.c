/* Pipelines of loop nests: a chain of ten 2-D nests, each consuming the array the one before produced
   (blur, gradient x and y, magnitude, threshold into ints, dilation, erosion, masked average, a
   prefix-free normalisation and a final combine), all in one SCoP; then a time loop around four
   stencil nests (a Laplacian, a velocity update, a position update with a boundary copy, an energy
   per row), and a second time loop whose step count is a parameter that can be 0. Printed: checksums. */
#include <stdio.h>

#define NY 34
#define NX 30

static double img[NY][NX], b1[NY][NX], gx[NY][NX], gy[NY][NX], mag[NY][NX], avg[NY][NX];
static double nrm[NY][NX], fin[NY][NX];
static int thr[NY][NX], dil[NY][NX], ero[NY][NX];
static double u[NY][NX], v[NY][NX], lap[NY][NX], en[NY];
static float w1[NX], w2[NX];

int main(int argc, char **argv) {
  (void)argv;
  int steps = 6 + argc;       /* 7 */
  int nzero = argc - 1;       /* 0: the second time loop does nothing */
  for (int i = 0; i < NY; i++)
    for (int j = 0; j < NX; j++) {
      img[i][j] = (double)(((i * 11) ^ (j * 7)) % 16) * 0.0625;
      u[i][j] = (i > NY / 3 && i < NY / 2 && j > NX / 3 && j < NX / 2) ? 1.0 : 0.0;
      v[i][j] = 0.0;
    }
  for (int j = 0; j < NX; j++)
    w1[j] = w2[j] = (float)j * 0.5f;

#pragma scop
  for (int i = 1; i < NY - 1; i++)
    for (int j = 1; j < NX - 1; j++)
      b1[i][j] = (img[i - 1][j] + img[i + 1][j] + img[i][j - 1] + img[i][j + 1] + 4.0 * img[i][j]) / 8.0;
  for (int i = 1; i < NY - 1; i++)
    for (int j = 2; j < NX - 2; j++)
      gx[i][j] = b1[i][j + 1] - b1[i][j - 1];
  for (int i = 2; i < NY - 2; i++)
    for (int j = 1; j < NX - 1; j++)
      gy[i][j] = b1[i + 1][j] - b1[i - 1][j];
  for (int i = 2; i < NY - 2; i++)
    for (int j = 2; j < NX - 2; j++)
      mag[i][j] = gx[i][j] * gx[i][j] + gy[i][j] * gy[i][j];
  for (int i = 2; i < NY - 2; i++)
    for (int j = 2; j < NX - 2; j++)
      thr[i][j] = mag[i][j] > 0.01 ? 1 : 0;
  for (int i = 3; i < NY - 3; i++)
    for (int j = 3; j < NX - 3; j++)
      dil[i][j] = thr[i][j] | thr[i - 1][j] | thr[i + 1][j] | thr[i][j - 1] | thr[i][j + 1];
  for (int i = 4; i < NY - 4; i++)
    for (int j = 4; j < NX - 4; j++)
      ero[i][j] = dil[i][j] & dil[i - 1][j] & dil[i + 1][j] & dil[i][j - 1] & dil[i][j + 1];
  for (int i = 4; i < NY - 4; i++)
    for (int j = 4; j < NX - 4; j++)
      avg[i][j] = ero[i][j] ? 0.5 * (mag[i][j] + b1[i][j]) : b1[i][j];
  for (int i = 4; i < NY - 4; i++)
    for (int j = 4; j < NX - 4; j++)
      nrm[i][j] = avg[i][j] / (1.0 + mag[i][j]);
  for (int i = 4; i < NY - 4; i++)
    for (int j = 4; j < NX - 4; j++)
      fin[i][j] = nrm[i][j] - 0.25 * (nrm[i][j] - img[i][j]) + (double)(dil[i][j] - ero[i][j]);
#pragma endscop

#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++)
        lap[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j];
    for (int i = 1; i < NY - 1; i++)
      for (int j = 1; j < NX - 1; j++)
        v[i][j] = 0.98 * v[i][j] + 0.2 * lap[i][j];
    for (int i = 1; i < NY - 1; i++) {
      for (int j = 1; j < NX - 1; j++)
        u[i][j] = u[i][j] + 0.5 * v[i][j];
      u[i][0] = u[i][1];
      u[i][NX - 1] = u[i][NX - 2];
    }
    for (int i = 0; i < NY; i++) {
      en[i] = 0.0;
      for (int j = 0; j < NX; j++)
        en[i] += u[i][j] * u[i][j] + v[i][j] * v[i][j];
    }
  }
#pragma endscop

#pragma scop
  for (int t = 0; t < nzero; t++)
    for (int j = 1; j < NX - 1; j++)
      w2[j] = 0.5f * (w1[j - 1] + w1[j + 1]);
  for (int t = 0; t < nzero; t++)
    for (int j = 1; j < NX - 1; j++)
      w1[j] = w2[j];
#pragma endscop

  double s1 = 0, s2 = 0, s3 = 0;
  long c = 0;
  for (int i = 0; i < NY; i++) {
    for (int j = 0; j < NX; j++) {
      s1 += fin[i][j] * (1 + (i + j) % 5) + gx[i][j] + 2.0 * gy[i][j];
      c += (long)(thr[i][j] + 2 * dil[i][j] + 4 * ero[i][j]) * (i * NX + j);
      s2 += u[i][j] * (1 + j % 3) + v[i][j];
    }
    s2 += en[i] * (i + 1);
  }
  for (int j = 0; j < NX; j++)
    s3 += w1[j] + 2.0f * w2[j];
  printf("%.17g %ld\n%.17g\n%.17g\n", s1, c, s2, s3);
  return 0;
}
