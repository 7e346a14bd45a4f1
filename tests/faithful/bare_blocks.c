/* SCoPs inside blocks that are statements of their own (`{ ... }` in a function body, to scope a
   declaration): at the function's top level, two blocks deep, in a block inside a host loop's body, and
   (with --autodetect) a nest in a block of a function without pragmas.  s2s looked for regions only in
   the blocks of loops and ifs: these SCoPs were not found ("no SCoP found"), and stayed as written. */
#include <stdio.h>
#define N 64
static double A[N], B[N], C[N][N];

static void marked(int n) {
  {
    double f = 0.5;
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] * f + i;
#pragma endscop
  }
  {
    {
      int m = n / 2;
#pragma scop
      for (int i = 0; i < m; i++)
        B[i] = B[i] + A[2 * i];
#pragma endscop
    }
  }
  for (int r = 0; r < 3; r++) {
    {
#pragma scop
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          C[i][j] = C[i][j] + r * A[j] - B[i];
#pragma endscop
    }
  }
}

static void unmarked(int n) {
  {
    for (int i = 1; i < n; i++)
      for (int j = 0; j < n; j++)
        C[i][j] = C[i][j] * 0.5 + C[i - 1][j];
  }
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 1.0 / (i + 1); for (int j = 0; j < N; j++) C[i][j] = i - j; }
  marked(N);
  marked(N / 3);
  unmarked(N - 5);
  for (int i = 0; i < N; i++) {
    double c = 0;
    for (int j = 0; j < N; j++) c += C[i][j] * (j % 5 + 1);
    printf("%d %.12g %.12g %.12g\n", i, A[i], B[i], c);
  }
  return 0;
}
