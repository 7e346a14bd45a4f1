/* Matrix products whose element types are not double: float accumulations (each step rounded to float:
   printed with %a), a double alpha times float data into a float C (the product in double, the sum
   rounded to float every step), unsigned char inputs (promoted to int) into an int C, an explicit
   (long long) product into a long long C, a short C that wraps by conversion each step, and a
   transposed operand. */
#include <stdio.h>
#define NI 40
#define NJ 36
#define NK 44
static float FA[NI][NK], FB[NK][NJ], FC[NI][NJ], GC[NI][NJ];
static unsigned char UA[NI][NK], UB[NJ][NK];
static int IC[NI][NJ];
static int LA[NI][NK], LB[NK][NJ];
static long long LC[NI][NJ];
static short SA[NI][NK], SB[NK][NJ], SC[NI][NJ];

int main(void) {
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++) {
      FA[i][k] = (float)((i * 7 + k * 3) % 19) / 7.0f;
      UA[i][k] = (unsigned char)(i * 31 + k * 17);
      LA[i][k] = (i * 97 + k * 89) * 1013 - 5000000;
      SA[i][k] = (short)((i * 5 + k) % 300 - 150);
    }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++) {
      FB[k][j] = (float)((k * 5 + j * 11) % 23) / 3.0f - 2.5f;
      LB[k][j] = (k * 61 - j * 67) * 997;
      SB[k][j] = (short)((k * 3 + j * 7) % 200 - 100);
    }
  for (int j = 0; j < NJ; j++)
    for (int k = 0; k < NK; k++) UB[j][k] = (unsigned char)(j * 13 + k * 29 + 7);
  double alpha = 1.0 / 3.0;
  float beta = 0.7f;
#pragma scop
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      FC[i][j] *= beta;
      for (int k = 0; k < NK; k++)
        FC[i][j] += FA[i][k] * FB[k][j];
    }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        GC[i][j] += alpha * FA[i][k] * FB[k][j];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        IC[i][j] += UA[i][k] * UB[j][k];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        LC[i][j] += (long long)LA[i][k] * LB[k][j];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        SC[i][j] += SA[i][k] * SB[k][j];
#pragma endscop
  for (int i = 0; i < NI; i++) {
    for (int j = 0; j < NJ; j += 5)
      printf("%a %a %d %lld %d\n", FC[i][j], GC[i][j], IC[i][j], LC[i][j], SC[i][j]);
  }
  return 0;
}
