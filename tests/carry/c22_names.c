#include <stdio.h>
#define N 21
#define M 27
static double _q0[N][M], _qn1[N][M];
int main(void) {
  double _q1 = 0.375, _qn0 = 0.125;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      _q0[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      _qn1[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      _qn1[i][j] = _q1 * _qn1[i][j - 1] + _q0[i][j] - _qn0;
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g\n", _qn1[i][j]);
  return 0;
}
