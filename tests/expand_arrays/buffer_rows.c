/* Every (b, i) row of X is replaced by its product with W through a buffer row t, which the caller
   also reads afterwards: t must hold the last row's values when the SCoP ends. */
#include <stdio.h>

#define NB 5
#define NI 7
#define NK 9

static void rows(int nb, int ni, int nk, double X[NB][NI][NK], double W[NK][NK], double t[NK])
{
#pragma scop
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < ni; i++) {
      for (int j = 0; j < nk; j++) {
        t[j] = 0;
        for (int k = 0; k < nk; k++)
          t[j] += X[b][i][k] * W[k][j];
      }
      for (int j = 0; j < nk; j++)
        X[b][i][j] = t[j] + 1;
    }
#pragma endscop
}

static double X[NB][NI][NK], W[NK][NK], t[NK + 3];

int main(void)
{
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < NI; i++)
      for (int k = 0; k < NK; k++)
        X[b][i][k] = (double)((b * 5 + i * 3 + k) % 11) / 8 - 0.5;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NK; j++)
      W[k][j] = (double)((k * j + 2) % 7) / 4;
  for (int j = 0; j < NK + 3; j++)
    t[j] = -7.0 - j;                /* the elements past nk keep these */
  rows(NB, NI, NK, X, W, t);
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < NI; i++)
      for (int k = 0; k < NK; k++)
        printf("%.15g\n", X[b][i][k]);
  for (int j = 0; j < NK + 3; j++)
    printf("t %.15g\n", t[j]);
  return 0;
}
