/* Back substitution with the scalar declared at function scope: decreasing outer loop, the scalar loaded
   from b[i], reduced over j > i and stored to x[i]; then the same in place over b with an unsigned
   iterator counting down to 0 and a step of -1 written `i = i - 1`. */
#include <stdio.h>
#define N 100
double U[N][N], b[N], x[N];

static void back(int n) {
  double w;
  int i, j;
#pragma scop
  for (i = n - 1; i >= 0; i--) {
    w = b[i];
    for (j = i + 1; j < n; j++)
      w = w - U[i][j] * x[j];
    x[i] = w / U[i][i];
  }
#pragma endscop
}

static void back_inplace(unsigned n) {
  double w;
#pragma scop
  for (unsigned i = n; i > 0; i = i - 1) {
    w = b[i - 1];
    for (unsigned j = i; j < n; j++)
      w -= U[i - 1][j] * b[j];
    b[i - 1] = w / U[i - 1][i - 1];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = 1.0 + (i % 5);
    for (int j = 0; j < N; j++) U[i][j] = j > i ? ((i * 5 + j) % 9) * 0.02 : (j == i ? 1.5 + (i % 4) * 0.25 : 0.0);
  }
  back(N);
  back_inplace(N);
  back_inplace(0);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] * (i + 1) - b[i] * (i % 3);
  printf("%.12g\n", s);
  return 0;
}
