/* Pointer-to-array views of a flat buffer set before the SCoP: double (*M)[C] = (double (*)[C])buf,
   P = (double (*)[C])(buf + C + 1), and the buffer read by name in the same SCoP (flat subscripts); a
   view of a pointer parameter passed a pointer into the middle of the buffer. */
#include <stdio.h>
#define R 20
#define C 16
static double buf[(R + 2) * C];
static float fb[R * C];
static void f(int r) {
  double (*M)[C] = (double (*)[C])buf;
  double (*P)[C] = (double (*)[C])(buf + C + 1);
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < C - 1; j++)
      M[i + 1][j] = buf[i * C + j + 1] * 0.5 + P[i][j] * 0.25;
#pragma endscop
}
static void g(int r, double *flat) {
  double (*V)[C] = (double (*)[C])flat;
#pragma scop
  for (int i = 1; i < r; i++)
    for (int j = 0; j < C; j++)
      V[i][j] = V[i - 1][j] * 0.5 + flat[j] + fb[i * C + j] * 0.1;
#pragma endscop
}
int main(void) {
  for (int k = 0; k < (R + 2) * C; k++) buf[k] = (k % 11) * 0.3 - 1;
  for (int k = 0; k < R * C; k++) fb[k] = (float)((k % 5) * 0.7);
  f(R);
  g(R, buf + 3);
  double s = 0;
  for (int k = 0; k < (R + 2) * C; k++) s += buf[k] * (k % 7 + 1);
  printf("%.17g\n", s);
  for (int k = 0; k < (R + 2) * C; k += 23) printf("%.17g\n", buf[k]);
  return 0;
}
