/* FP64 products whose operands are read through subscripts other than A[i][k] and B[k][j]: an integer
   division (k / 2), transposed operands, a stride of 2 and offsets, and a diagonal walk (i + k).  On
   CUDA they run on the tensor cores; the affine ones are copied by running pointers, k / 2 is not. */
#include <stdio.h>
#define NI 130
#define NJ 75
#define NK 37
static double A[NI + NK][2 * NK + 2], B[NK + 2][NJ + 4], At[NK][NI], Bt[NJ][NK];
static double C1[NI][NJ], C2[NI][NJ], C3[NI][NJ], C4[NI][NJ];
int main(void) {
  double alpha = 1.25;
  for (int i = 0; i < NI + NK; i++) for (int k = 0; k < 2 * NK + 2; k++) A[i][k] = ((i * 7 + k * 3) % 11) / 11.0 - 0.5;
  for (int k = 0; k < NK + 2; k++) for (int j = 0; j < NJ + 4; j++) B[k][j] = ((k * 5 + j) % 13) / 13.0;
  for (int k = 0; k < NK; k++) for (int i = 0; i < NI; i++) At[k][i] = ((k + i * 3) % 7) / 7.0;
  for (int j = 0; j < NJ; j++) for (int k = 0; k < NK; k++) Bt[j][k] = ((j * 2 + k) % 5) / 5.0 - 0.25;
  for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) C1[i][j] = C2[i][j] = C3[i][j] = C4[i][j] = (i - j) / 64.0;
#pragma scop
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C1[i][j] += A[i][k / 2] * B[k][j];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C2[i][j] += alpha * At[k][i] * Bt[j][k];
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        C3[i][j] += A[i][2 * k] * B[k + 1][j + 3];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C4[i][j] += A[i + k][k] * B[k][j];
#pragma endscop
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      printf("%d %d %.12e %.12e %.12e %.12e\n", i, j, C1[i][j], C2[i][j], C3[i][j], C4[i][j]);
  return 0;
}
