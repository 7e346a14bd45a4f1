/* Large but overflow-free index arithmetic in long: subscripts whose intermediate products exceed int
   (`i * 4000000000L - i * 3999999999L`), a flat offset computed with a long row length, long bounds
   beyond int (`i < n + 3000000000L - 3000000000L`) and an unsigned long subscript of the form
   `(i + 5000000000UL) - 5000000000UL`; the flat `B[i * ld + j]` with j below a constant stays
   sequential (its rows are not known to hold 4 elements). */
#include <stdio.h>
#define N 400
double A[N], B[N * 4], C[N];

static void run(long n, long ld) {
#pragma scop
  for (long i = 0; i < n; i++)
    A[i * 4000000000L - i * 3999999999L] = A[i] + i;
#pragma endscop
#pragma scop
  for (long i = 0; i < n / 2; i++)
    for (long j = 0; j < 4; j++)
      B[i * ld + j] = B[i * ld + j] + i * 0.5 + j;
#pragma endscop
#pragma scop
  for (long i = 0; i < n + 3000000000L - 3000000000L; i++)
    C[i] = C[i] + (i * 3000000000L) / 1000000000L;
  for (unsigned long i = 0; i < (unsigned long)n; i++)
    C[(i + 5000000000UL) - 5000000000UL] += 1.0;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i % 7;
  run(N, 4);
  run(N / 3, 8);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + C[i] * 2;
  for (int i = 0; i < 4 * N; i++) s += B[i] * (i % 5);
  printf("%.12g\n", s);
  return 0;
}
