/* Statement macros wrapped in do { } while (0) inside SCoP bodies (several statements, a temporary of
   their own, nested macros), a goto that skips the rest of an iteration, a label at the end of the
   body, a goto leaving an inner loop, and a do-while loop with a real condition. */
#include <stdio.h>
#define N 36
#define SWAP(a, b) do { double t_ = (a); (a) = (b); (b) = t_; } while (0)
#define AXPY2(y, a, x) do { (y) += (a) * (x); (y) *= 0.5; } while (0)
#define BOTH(p, q, v) do { SWAP(p, q); AXPY2(p, v, q); } while (0)
double A[N][N], B[N][N], C[N]; int K[N];

static void macros(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      SWAP(A[i][j], B[i][j]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j > i) BOTH(A[i][j], B[i][j], 0.25); else AXPY2(A[i][j], 2.0, B[j][i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    if (K[i] < 0)
      goto next;
    C[i] = C[i] * 2 + K[i];
  next:
    ;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (A[i][j] > 3.0)
        goto done;
      A[i][j] += 0.5;
    }
  done:
    C[i] += 1;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    int k = 0;
    do {
      B[i][k] += k;
      k++;
    } while (k < i % 5);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    C[i] = i * 0.1; K[i] = (i * 7) % 11 - 4;
    for (int j = 0; j < N; j++) { A[i][j] = ((i + j * 2) % 9) * 0.45; B[i][j] = (i * j % 5) - 1.5; }
  }
  macros(N);
  macros(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) {
    printf("%.17g\n", C[i]);
    for (int j = 0; j < N; j++) s += A[i][j] * (i + 3) + B[i][j] * (j + 1) * 0.5;
  }
  printf("%.17g\n", s);
  return 0;
}
