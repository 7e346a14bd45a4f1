/* '#pragma scop' right after a case label, a default label and a goto label, without braces, and an
   old-style (K&R) definition whose parameters bound the SCoP. */
#include <stdio.h>
#define N 60
static double A[N], B[N], C[N], D[N];

static void knr(n, scale)
  int n;
  double scale;
{
#pragma scop
  for (int i = 0; i < n; i++)
    D[i] = scale * A[i];
#pragma endscop
}

static void pick(int which, int n)
{
  int rounds = 0;
  switch (which) {
  case 1:
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = A[i] + 1;
    for (int i = 1; i < n; i++)
      C[i] = B[i - 1] * 2;
#pragma endscop
    break;
  default:
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = -A[i];
#pragma endscop
  }
  if (which > 5)
    goto again;
again:
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = C[i] + B[i];
#pragma endscop
  if (which == 1 && rounds++ < 2)
    goto again;
}

int main(void)
{
  for (int i = 0; i < N; i++)
    A[i] = (i % 5) - 2;
  pick(1, N);
  printf("%.2f %.2f %.2f\n", B[3], C[4], C[N - 1]);
  pick(7, N);
  printf("%.2f %.2f %.2f\n", B[3], C[4], C[N - 1]);
  knr(N, 1.5);
  printf("%.2f %.2f\n", D[1], D[N - 1]);
  return 0;
}
