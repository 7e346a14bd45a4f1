/* C89 (gnu89) code: declarations at the start of blocks, no // comments, iterators declared
   before the loops, implicit-int free, K&R-free; the translation must still build with -std=c89. */
#include <stdio.h>
#define N 140
static double A[N], B[N], C[N][12];
static int K[N];

static void stage(n, alpha)
  int n;
  double alpha;
{
  int i, j;
  double t;
  t = alpha * 2.0;
#pragma scop
  for (i = 0; i < n; i++)
    B[i] = A[i] * alpha + t;
#pragma endscop
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < 12; j++)
      C[i][j] = B[i] * j - A[i];
#pragma endscop
#pragma scop
  for (i = 1; i < n; i++)
    K[i] = K[i - 1] + (int)B[i] % 5;
#pragma endscop
#pragma scop
  for (i = 0; i < n; i++) {
    double u = C[i][3];
    A[i] = u * u;
  }
#pragma endscop
}

int main(void)
{
  int i, j;
  double s;
  long k;
  for (i = 0; i < N; i++) { A[i] = (i % 13) * 0.5 - 2.0; K[i] = 0; }
  stage(N, 0.75);
  s = 0; k = 0;
  for (i = 0; i < N; i++) {
    s += A[i] + B[i];
    for (j = 0; j < 12; j++) s += C[i][j];
    k += K[i];
  }
  printf("%.17g %ld\n", s, k);
  return 0;
}
