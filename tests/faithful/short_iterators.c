/* short, signed char, unsigned short and unsigned char iterators and bounds. */
#include <stdio.h>
static double A[300][40];
int main(void) {
  short n = 290; signed char m = 37;
  for (int i = 0; i < 300; i++) for (int j = 0; j < 40; j++) A[i][j] = i + j * 0.01;
#pragma scop
  for (short i = 1; i < n; i++)
    for (signed char j = 0; j < m; j++)
      A[i][j] = A[i - 1][j] * 0.5 + A[i][j];
  for (unsigned short i = 0; i < 300; i += 7)
    for (unsigned char j = 39; j > 2; j--)
      A[i][j] -= A[i][j - 1] * 0.25;
#pragma endscop
  double s = 0; for (int i = 0; i < 300; i++) for (int j = 0; j < 40; j++) s += A[i][j] * ((i * 31 + j) % 17);
  printf("%.12e\n", s);
  return 0;
}
