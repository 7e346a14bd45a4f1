/* Global arrays with initialisers (a const table, a non-const array partly initialised, the rest zero,
   a 2-D array with nested braces, a designated initialiser, an array whose extent comes from its
   initialiser) read and written in SCoPs, printed after. */
#include <stdio.h>
static const int W[5] = {1, -2, 3, -4, 5};
double V[16] = {1.5, 2.5, 3.5};
int M[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10}};
float F[8] = {[2] = 1.25f, [5] = -2.5f};
short H[] = {7, 6, 5, 4, 3, 2, 1};
long out[16];

static void run(void) {
#pragma scop
  for (int i = 0; i < 16; i++)
    for (int k = 0; k < 5; k++)
      out[i] += W[k] * (long)(V[(i + k) % 16] * 4);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      M[i][j] = M[i][j] * 2 + H[i + j];
  for (int i = 0; i < 8; i++)
    F[i] = F[i] * 0.5f + H[i % 7];
  for (int i = 0; i < 16; i++)
    V[i] = V[i] + F[i / 2];
#pragma endscop
}

int main(void) {
  run();
  run();
  long s = 0;
  for (int i = 0; i < 16; i++) s += out[i] * (i + 1);
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) s += M[i][j] * (j + 1);
  double t = 0;
  for (int i = 0; i < 8; i++) t += F[i] * (i + 1);
  for (int i = 0; i < 16; i++) t += V[i];
  printf("%ld %.10g\n", s, t);
  return 0;
}
