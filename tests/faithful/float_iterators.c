/* Loop counters of floating type: a double counter stepped by ++ (integral values, as users write for
   "sample positions"), a float counter stepped by 0.25f (exact in binary), a float counter that loses
   precision past 2^24 (c++ stops changing it: not run here, only its start), and a double counter used
   as a subscript after a cast. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];

static void kernel(int n) {
  double d;
  float f;
#pragma scop
  for (d = 0; d < n; d++)
    A[(int)d] = A[(int)d] * 2 + d;
#pragma endscop
#pragma scop
  for (f = 0.0f; f < n / 4; f += 0.25f)
    B[(int)(f * 4)] = B[(int)(f * 4)] + f;
#pragma endscop
#pragma scop
  for (double x = 1.5; x < n; x += 2)
    C[(int)x] = C[(int)x] - x;
#pragma endscop
  printf("%g %g\n", d, f);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 1; C[i] = 2; }
  kernel(N);
  kernel(10);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + 2 * B[i] + 3 * C[i];
  printf("%.12g\n", s);
  return 0;
}
