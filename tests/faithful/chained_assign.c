/* Chained assignments: a recursive filter's state reset (y1 = y2 = 0) and a chain into arrays. */
#include <stdio.h>
#define N 32
#define M 24
double X[N][M], Y[N][M], Z[N][M];
int C[N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) X[i][j] = (i * 7 + j * 3) % 11 - 5.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    double y1, y2;
    y1 = y2 = 0.0;
    for (int j = 0; j < M; j++) {
      Y[i][j] = 0.5 * X[i][j] + 0.25 * y1 - 0.125 * y2;
      y2 = y1;
      y1 = Y[i][j];
    }
    C[i] = Z[i][0] = X[i][1] * 2.5;
    double t = Z[i][1] = i * 0.5;
    Z[i][2] = t + 1.0;
  }
#pragma endscop
  for (int i = 0; i < N; i++) {
    printf("%d %.6f %.6f %.6f\n", C[i], Z[i][0], Z[i][1], Z[i][2]);
    for (int j = 0; j < M; j++) printf("%.9f\n", Y[i][j]);
  }
  return 0;
}
