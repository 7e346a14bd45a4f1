/* Array accesses spelled as C allows: i[A] (the subscript operator is commutative), *(A + i),
   *(*(M + i) + j), (A + 1)[i], a string literal subscripted ("abcdef"[i % 6]), a compound literal table,
   &A[i][0] used as a row pointer, and a pointer offset with a negative subscript. */
#include <stdio.h>
#define N 64
double A[N], B[N], M[N][N], R[N];
char S[N];
int T[N];

static void kernel(int n) {
  double *p = A + 4;
#pragma scop
  for (int i = 0; i < n; i++)
    i[B] = i[A] * 2 + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    *(A + i) = *(B + i) - 0.5;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      *(*(M + i) + j) = *(*(M + i) + j) * 0.5 + i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n - 1; i++)
    (R + 1)[i] = (B + 1)[i] + R[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    S[i] = "abcdef"[i % 6];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    T[i] = ((int[]){3, 1, 4, 1, 5})[i % 5] + i;
#pragma endscop
#pragma scop
  for (int i = 4; i < n - 4; i++)
    p[-4 + i] = p[-3 + i] + 1.0;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i * 0.5;
    R[i] = 1;
    for (int j = 0; j < N; j++) M[i][j] = i - j;
  }
  kernel(N);
  kernel(10);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i + 1) + B[i] + R[i] + T[i] + S[i];
    for (int j = 0; j < N; j++) s += M[i][j] * (j % 3);
  }
  printf("%.12g %.20s\n", s, S);
  return 0;
}
