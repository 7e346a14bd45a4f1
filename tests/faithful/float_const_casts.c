/* Integer constant expressions with a cast of a float constant: 0.99999999f is the float 1.0f (the
   nearest float), so (int)0.99999999f is 1, not 0; likewise 9.99999999f is 10.0f.  An enumeration
   constant, a loop bound and an array extent written this way. */
#include <stdio.h>
enum { ONE = (int)0.99999999f, TEN = (int)9.99999999f, BIG = (int)16777217.0f };
#define M ((int)5.99999999f)
static double A[20], B[M + 2];
static int K[20];

int main(void) {
#pragma scop
  for (int i = 0; i < TEN; i++)
    A[i] = i + ONE;
  for (int i = 0; i < 8; i++)
    K[i] = ONE * 100 + i + BIG % 1000;
  for (int i = 0; i < 6; i++)
    B[i] = i * 2 + ONE;
#pragma endscop
  double s = 0;
  for (int i = 0; i < 20; i++) s += A[i] * (i + 1) + K[i] * 3;
  for (int i = 0; i < M + 2; i++) s += B[i] * (i + 7);
  printf("%.17g %d %d %d\n", s, ONE, TEN, BIG);
  return 0;
}
