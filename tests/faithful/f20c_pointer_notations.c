/* Pointer notations a user may write in a SCoP: *(p + i) = *(q + i + 1), (q + 2)[i], i[A] and (i + 1)[B],
   *(*(T + i) + j) and j[T[i]], and f->x[i] through a pointer to a structure of pointers; called with
   overlapping arguments. Each SCoP stays sequential with its warning. */
#include <stdio.h>
#define N 64
#define M 8
static double A[N + 4], B[N + 4], T[N][M];
struct fields { double *x, *y; };
static void k1(int n, double *p, const double *q) {
#pragma scop
  for (int i = 0; i < n; i++)
    *(p + i) = *(q + i + 1) * 2 + (q + 2)[i];
#pragma endscop
}
static void k2(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    i[A] = (i + 1)[B] + 0.5;
#pragma endscop
}
static void k3(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      *(*(T + i) + j) = j[T[i]] * 0.5 + *(B + i);
#pragma endscop
}
static void k4(int n, struct fields *f) {
#pragma scop
  for (int i = 0; i < n; i++)
    f->x[i] = f->y[i] * 3 + 1;
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N + 4; i++) { A[i] = i * 0.5; B[i] = i % 7 - 3; }
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) T[i][j] = i - j * 0.25;
  k1(N, A, A);
  k1(N, A + 1, A);
  k2(N);
  k3(N);
  struct fields f = { B + 1, B };
  k4(N, &f);
  double s = 0;
  for (int i = 0; i < N + 4; i++) s += A[i] * (i + 1) + B[i] * 3;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) s += T[i][j] * (j + 1);
  printf("%.17g %.17g %.17g\n", s, A[9], B[9]);
  return 0;
}
