/* The same name declared at three nesting levels, each with its own type and value. */
#include <stdio.h>
#define N 20
float A[N][N];
double B[N][N];

int main(void) {
  long s = 1000;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = (float)(i - j) / 3.0f;
#pragma scop
  for (int i = 0; i < N; i++) {
    int s = i + 1;
    for (int j = 0; j < N; j++) {
      double s2 = A[i][j] * s;
      {
        float s = A[i][j] + 0.5f;
        B[i][j] = s2 + s;
      }
    }
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) printf("%.6f\n", B[i][j]);
  printf("%ld\n", s);
  return 0;
}
