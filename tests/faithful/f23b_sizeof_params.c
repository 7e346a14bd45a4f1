/* sizeof in bounds where C's answer is not the declared array's: a parameter declared `double a[64]` is
   a pointer (sizeof a == sizeof(double *)), a VLA parameter's row `sizeof b[0]` is m doubles (known only
   at run time), and a local array hiding a global of another length is measured as the local. */
#include <stdio.h>
#define N 64
#define M 24

double G[N], Q[N][M], out[N];

static void by_param(double a[N], int n) {
#pragma scop
  for (int i = 0; i < (int)(sizeof(a) / sizeof(double)); i++)
    a[i] = a[i] * 2 + 1;
  for (int i = 0; i < n; i++)
    out[i] = a[i] + (int)sizeof(a[0]);
#pragma endscop
}

static void by_vla(int n, int m, double b[n][m]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (int)(sizeof b[0] / sizeof b[0][0]); j++)
      b[i][j] = b[i][j] + i * 0.5 + j;
#pragma endscop
}

static void by_local(int n) {
  double G[N / 4];
  for (int i = 0; i < N / 4; i++)
    G[i] = i;
#pragma scop
  for (int i = 0; i < (int)(sizeof G / sizeof *G); i++)
    out[i] = out[i] + G[i] * n;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    G[i] = i % 6;
    for (int j = 0; j < M; j++)
      Q[i][j] = (i + j) % 5;
  }
  by_param(G, N);
  by_vla(N, M, Q);
  by_vla(N / 2, M / 3, Q);
  by_local(3);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += G[i] * (i + 1) + out[i];
    for (int j = 0; j < M; j++)
      s += Q[i][j] * 0.01;
  }
  printf("%.12g\n", s);
  return 0;
}
