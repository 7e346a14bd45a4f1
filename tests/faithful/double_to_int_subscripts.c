/* Subscripts and bounds computed through conversions: (int)(i * 0.5) (truncation: i / 2 for i >= 0),
   an int from a double parameter used as a bound (3.9 truncates to 3), a float to int cast of a
   negative value (toward zero), (int)sqrt(n) as a bound, and a cast to unsigned char in a subscript
   that wraps. What s2s cannot model stays sequential with a warning. */
#include <stdio.h>
#include <math.h>
#define N 1000
double A[N], B[N], C[N], D[256];

static void kernel(int n, double lim, float off) {
  int m = (int)lim;
  int r = (int)sqrt((double)n);
  int o = (int)off;
#pragma scop
  for (int i = 0; i < n; i++)
    A[(int)(i * 0.5)] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < m; i++)
    B[i] = B[i] + lim;
  for (int i = 0; i < r; i++)
    C[i * r] = i - o;
  for (int i = 0; i < n; i++)
    D[(unsigned char)(i + 250)] += 1.0;
#pragma endscop
}

int main(void) {
  kernel(N, 3.9, -2.7f);
  kernel(N / 3, 700.2, 5.5f);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 7) + B[i] + C[i] * 3;
  for (int i = 0; i < 256; i++) s += D[i] * i;
  printf("%.10g\n", s);
  return 0;
}
