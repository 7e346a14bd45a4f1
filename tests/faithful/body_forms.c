/* Loop bodies as written by hand: a single statement without braces under two unbraced loops, comma
   expressions making two assignments in one statement, nested blocks ({ { } }) with declarations at
   each level, empty statements, a statement-less if branch, and a for with a declaration of a second
   variable (the bound) in its initialiser (that SCoP stays sequential, with a warning). */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N], u[N], v[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * 0.5 + i - j;
  for (int i = 0; i < n; i++)
    u[i] = u[i] + 1, v[i] = v[i] - u[i];
  for (int i = 1; i < n; i++)
    u[i] = v[i] = 0.5 * i + u[i - 1], ++u[i], v[i] *= u[i];
  for (int i = 0; i < n; i++) {
    {
      double s = A[i][0];
      {
        double t = s * 2;
        ;
        B[i][0] = t + s;
      }
    }
    ;
  }
#pragma endscop
#pragma scop
  for (int i = 0, e = n / 2; i < e; i++)
    for (int j = 1; j < n; j++) {
      if (j > i) {
      } else
        B[i][j] = A[j][i] + 1;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    u[i] = i; v[i] = 2 * i;
    for (int j = 0; j < N; j++) { A[i][j] = i * 0.1 + j; B[i][j] = -1; }
  }
  kernel(N);
  kernel(N / 3);
  kernel(0);
  for (int i = 0; i < N; i++) {
    double a = 0, b = 0;
    for (int j = 0; j < N; j++) { a += A[i][j] * (j + 1); b += B[i][j] * (j + 1); }
    printf("%d %g %g %g %g\n", i, u[i], v[i], a, b);
  }
  return 0;
}
