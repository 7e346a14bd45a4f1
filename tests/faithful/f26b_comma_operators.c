/* The comma operator inside SCoP bodies: A[i] = (t = B[i], t * t), a comma in a condition, commas
   joining two statements in a loop body without braces, a for loop with two iterators stepped by a
   comma (one an affine function of the other), and a comma whose left operand writes the element the
   right operand reads. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N], Q[N][N]; int K[N], L[N];

static void commas(int n) {
  double t;
  int j;
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = (t = B[i], t * t - 1.0);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    if ((t = B[i] - 3.0, t > 0))
      C[i] = t;
    else
      C[i] = -t * 0.5, K[i] = i;
#pragma endscop
#pragma scop
  for (int i = 0, k = n - 1; i < n; i++, k--)
    L[i] = K[k] + i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      Q[i][j] = (K[i] += 1, K[i] * 0.5 + j), Q[i][j] += B[j];
#pragma endscop
  printf("t=%.17g j=%d\n", t, j);
}

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = (i * 13 % 17) * 0.37; K[i] = -i; C[i] = 99; }
  commas(N);
  commas(N / 3);
  double s = 0;
  for (int i = 0; i < N; i++) {
    printf("%.17g %.17g %d %d\n", A[i], C[i], K[i], L[i]);
    for (int j = 0; j < N; j++) s += Q[i][j] * (i + 1) * (j % 5 + 1);
  }
  printf("%.17g\n", s);
  return 0;
}
