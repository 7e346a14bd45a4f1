/* The region pragmas inside nested blocks, after statements and declarations that follow statements (C99),
   with declarations after statements inside the SCoP too (a bound computed before the loops, a scalar
   declared between two nests), and a block-scope name that shadows a global the SCoP also uses. */
#include <stdio.h>
#define N 200
double A[N], B[N], C[N];
int n2 = 7;

static void run(int n) {
  int k = 0;
  k += 2;
  double bias = 0.5;
  {
    bias = bias * 2;
    int n2 = n / 2;
    {
      double factor = 1.5;
      factor += k;
#pragma scop
      for (int i = 0; i < n; i++)
        A[i] = B[i] * factor + bias;
      for (int i = 0; i < n2; i++)
        C[i] = A[2 * i] - A[2 * i + 1];
#pragma endscop
    }
    if (n > 3) {
      k = n2;
#pragma scop
      for (int i = 0; i < n; i++)
        B[i] = B[i] + k;
      double t = bias;
      for (int i = 0; i < n; i++)
        C[i] = C[i] * t;
#pragma endscop
    }
  }
}

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = (i % 13) * 0.5; C[i] = 1.0; }
  run(N);
  run(9);
  run(2);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + B[i] * 2 + C[i] * 3;
  printf("%.12g %d\n", s, n2);
  return 0;
}
