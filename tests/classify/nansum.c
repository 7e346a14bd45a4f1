/* NaN-skipping sums and maxima: a reduction whose update tests isnan, and a maximum under
   `if (!isnan(x) && x > m)` (a condition calling isnan: the select form). */
#include <stdio.h>
#include <math.h>
#define N 4000
#define M 300
double A[N][M], S[N], T[M]; float F[N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) A[i][j] = ((i * 7 + j * 13) % 17 == 0) ? NAN : ((i + j) % 11) * 0.25 - 1.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    S[i] = 0.0;
    for (int j = 0; j < M; j++)
      S[i] += isnan(A[i][j]) ? 0.0 : A[i][j];
  }
  for (int j = 0; j < M; j++) {
    T[j] = -INFINITY;
    for (int i = 0; i < N; i++)
      if (!isnan(A[i][j]) && A[i][j] > T[j])
        T[j] = A[i][j];
  }
#pragma endscop
  double s = 0, t = 0;
  for (int i = 0; i < N; i++) s += S[i] * (i % 5);
  for (int j = 0; j < M; j++) t += T[j] * j;
  printf("%.10e %.10e\n", s, t);
  return 0;
}
