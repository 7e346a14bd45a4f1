/* A typedef name reused as a variable in an inner scope, and enum constants hidden by variables: inside
   the SCoP's function `real` is a scalar (the typedef is double outside), `K` an int local hiding the
   enumerator K = 4, and `RED` a loop bound hiding the enumerator RED. */
#include <stdio.h>
#define N 96

typedef double real;
enum { K = 4, RED = 2, GREEN = 3 };

real U[N][N], V[N];

static void smooth(int n) {
  int real = 3;          /* hides the typedef */
  int K = 7;             /* hides the enumerator */
  int RED = n - 5;
#pragma scop
  for (int i = 1; i < RED; i++)
    for (int j = 0; j < n; j++)
      U[i][j] = U[i - 1][j] * 0.5 + real * V[j] + K - GREEN;
#pragma endscop
}

static real spread(void) {
  real acc = 0;
  for (int i = 0; i < N; i++)
    acc += U[i][i % 11] * (K + i % 3);
  return acc;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    V[i] = (i % 6) * 0.5;
    for (int j = 0; j < N; j++)
      U[i][j] = (i == 0) ? j * 0.01 : 0;
  }
  smooth(N);
  smooth(N / 2);
  printf("%.10g %g %d\n", spread(), U[N - 6][3], RED + K);
  return 0;
}
