/* Program structure: a static function with a 3-D VLA parameter, a const pointer and a restrict pointer to
   rows, a const int parameter, called from a loop of main whose body has a SCoP of its own over an array
   of structs (kept sequential); two SCoPs in the function, the first inside #ifdef; subscripts through
   macros; a global array with designated initialisers. */
#include <stdio.h>
#define N 64
#define IDX(i, j) ((i) * N + (j))
#define AT(a, i, j) a[IDX(i, j)]
#define USE_SCOP 1
struct P { double x, y; };
static double G[N] = {1, 2, 3, 4, [10] = 5.5, [63] = -1};
static struct P S[N];
static void step(int n, int m, int l, double T[n][m][l], const double *restrict src, double (*restrict dst)[N], const int k) {
#ifdef USE_SCOP
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int q = 0; q < l; q++)
        T[i][j][q] = T[i][j][q] * 0.5 + src[IDX(j, q) % (N * N)] + k + G[q % N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      dst[i][j] = AT(src, i, j) + T[i % 5][j % 7][0];
#pragma endscop
#endif
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      dst[i][j] = dst[i][j] + dst[i][j - 1] * 0.25;
#pragma endscop
}
int main(void) {
  static double T[5][7][9], A[N * N], B[N][N];
  for (int i = 0; i < N * N; i++) A[i] = (i % 17) * 0.125;
  for (int i = 0; i < N; i++) { S[i].x = i; S[i].y = -i; }
  for (int t = 0; t < 4; t++) {
    step(5, 7, 9, T, A, B, t);
#pragma scop
    for (int i = 0; i < N; i++) S[i].x = S[i].y + B[i][i];
#pragma endscop
  }
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += B[i][j] * ((i + 2 * j) % 5);
  for (int i = 0; i < 5; i++) for (int j = 0; j < 7; j++) for (int q = 0; q < 9; q++) s += T[i][j][q];
  for (int i = 0; i < N; i++) s += S[i].x;
  printf("%.15g\n", s);
  return 0;
}
