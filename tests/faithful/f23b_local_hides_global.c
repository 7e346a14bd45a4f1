/* A local array in a block around the SCoP hides a global of the same name and another shape; the
   global is still what other functions and a SCoP after the block use. */
#include <stdio.h>
#define N 64
#define M 48

double C[N];            /* the global C: 1-D */
double D[N];

static double total(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += C[i] * (i + 1);
  return s;
}

static void work(int n, int m) {
  {
    double C[M][M];       /* hides the global C */
    for (int i = 0; i < M; i++)
      for (int j = 0; j < M; j++)
        C[i][j] = 0;
#pragma scop
    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++)
        C[i][j] = (i - j) * 0.5 + D[(i + j) % 7];
    for (int i = 1; i < m; i++)
      for (int j = 0; j < m; j++)
        C[i][j] += C[i - 1][j];
#pragma endscop
    printf("local %g %g\n", C[m - 1][0], C[m / 2][m / 3]);
  }
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = D[i] * 2 + i;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    C[i] = -1;
    D[i] = i % 5;
  }
  work(N, M);
  printf("global %.10g\n", total());
  return 0;
}
