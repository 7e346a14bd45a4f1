/* Block-scoped declarations in SCoP bodies whose names hide others: a local scalar hiding a scalar of
   the function that later statements of the same body read, a local scalar named like a global array,
   a local hiding the outer loop's iterator (used in subscripts after its declaration), locals of narrow
   types initialised from wider values (short s = i * 3000 wraps, unsigned char), and a static const
   table alone in a body. */
#include <stdio.h>
#define N 24
double A[N][N], B[N], C[N], D[N], E[N]; int K[N][N];

static void shadow(int n) {
  double scale = 0.75;
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i][0] = scale * B[i];
    {
      double scale = i * 0.5;
      C[i] = scale + 1.0;
    }
    D[i] = scale * 2.0 + C[i];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double B = i * 0.25;
    E[i] = B + D[i];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n / 2; j++) {
      int i2 = i;
      {
        int i = j * 2;
        K[i2][i] = i2 * 100 + i;
        K[i2][i + 1] = -i;
      }
      A[i][j] += i;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    short s = i * 3000;
    unsigned char c = i * 20 + 7;
    B[i] = s + c * 0.5;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    static const int tab[5] = {3, -1, 4, -1, 5};
    D[i] = tab[i % 5] * 1.5 + tab[(i + 2) % 5];
  }
#pragma endscop
  printf("scale=%.17g\n", scale);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = i * 0.3 - 2;
    for (int j = 0; j < N; j++) { A[i][j] = (i + j) % 5; K[i][j] = 0; }
  }
  shadow(N);
  shadow(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) {
    printf("%.17g %.17g %.17g %.17g\n", B[i], C[i], D[i], E[i]);
    for (int j = 0; j < N; j++) s += A[i][j] * (j + 1) + K[i][j] * (i + 2);
  }
  printf("%.17g\n", s);
  return 0;
}
