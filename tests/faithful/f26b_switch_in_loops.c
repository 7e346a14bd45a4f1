/* switch statements inside the loops of SCoPs: cases on an affine expression of the iterators with
   fallthrough and default, a switch on data with break inside and a continue of the loop from a case,
   declarations inside a braced case, a switch whose cases assign different arrays, nested switches, and
   a GNU case range. */
#include <stdio.h>
#define N 30
#define M 20
double A[N][M], B[N][M], C[N]; int K[N][M], T[N];

static void switches(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      switch ((i + 2 * j) % 4) {
      case 0:
        A[i][j] += 1.0;
      case 1:
        A[i][j] *= 2.0;
        break;
      case 3:
        A[i][j] -= B[i][j];
        /* fall through */
      default:
        A[i][j] += 0.125;
      }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      switch (K[i][j] & 7) {
      case 1:
      case 2: {
        double h = B[i][j] * 0.5;
        B[i][j] = h + K[i][j];
        break;
      }
      case 5:
        continue;
      case 6 ... 7:
        K[i][j] = -K[i][j];
        break;
      default:
        B[i][j] -= 1.0;
        break;
      }
      K[i][j] += 3;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    switch (i % 3) {
    case 0:
      C[i] = A[i][0];
      break;
    case 1:
      T[i] = i * 2;
      switch (i % 2) {
      case 0: C[i] = -1; break;
      default: C[i] = B[i][1];
      }
      break;
    default:
      T[i] = -i;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    C[i] = 0.5; T[i] = 0;
    for (int j = 0; j < M; j++) {
      A[i][j] = (i * 3 + j) % 7 * 0.3; B[i][j] = (i - j) * 0.25; K[i][j] = (i * 5 + j * 3) % 23 - 11;
    }
  }
  switches(N, M);
  switches(N - 5, M / 2);
  double s = 0;
  for (int i = 0; i < N; i++) {
    printf("%d %.17g\n", T[i], C[i]);
    for (int j = 0; j < M; j++) {
      s += A[i][j] * (i + 1) + B[i][j] * (j + 2);
      printf(" %d", K[i][j]);
    }
    printf("\n");
  }
  printf("%.17g\n", s);
  return 0;
}
