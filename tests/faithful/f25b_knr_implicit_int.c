/* C89 definitions with an implicit `int` return type and K&R parameter lists: declarations after the
   list, a parameter left out of them (an int), one without any; called before their definitions
   without prototypes (cc warns and accepts). */
#include <stdio.h>
#define N 40

double A[N], B[N];

int main() {
  int z = 0;
  fill(N, 3);
  scale(B, N - 4);
  z = total(N);
  printf("%d %.6f %.6f %.6f\n", z, A[5], B[N - 1], B[N - 5]);
  return 0;
}

fill(n, k)
int n, k;
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    A[i] = (i * k) % 7 * 0.5;
  for (i = 0; i < n; i++)
    B[i] = A[i] * A[i];
#pragma endscop
  return 0;
}

scale(b, m)
double *b;
{
  int i;
#pragma scop
  for (i = 0; i < m; i++)
    b[i] = b[i] * -0.5 + m;
#pragma endscop
  return m;
}

total(n) {
  int i, t = 0;
#pragma scop
  for (i = 0; i < n; i++)
    t += i * 3;
#pragma endscop
  return t;
}
