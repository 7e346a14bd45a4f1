/* Declarations of every kind inside SCoP loop bodies: a typedef, an enumeration, a structure tag, a
   function prototype, an extern declaration, several declarators in one declaration (scalars only, and
   one with an array), a const local, and an empty statement and empty declaration. */
#include <stdio.h>
#define N 50
double A[N], B[N], C[N][N];
int shift = 2;

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    typedef double real;
    real t = A[i] * 0.5;
    B[i] = t + 1;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    enum { K = 3, L = K * 2 };
    A[i] = A[i] + K - L;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    struct pt { double x, y; };
    B[i] = B[i] + sizeof(struct pt);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double half(double);
    extern int shift;
    A[i] = A[i] + shift;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      const double w = 0.25;
      double a = C[i][j] * w, b = a + 1, c;
      c = a * b;
      ;
      C[i][j] = c;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double u = i, v[2];
    v[0] = u; v[1] = u * 2;
    B[i] = B[i] + v[0] + v[1];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 0; for (int j = 0; j < N; j++) C[i][j] = (i + j) % 5; }
  kernel(N);
  kernel(7);
  double s = 0;
  for (int i = 0; i < N; i++) { s += A[i] * 2 + B[i] * 3; for (int j = 0; j < N; j++) s += C[i][j]; }
  printf("%.12g\n", s);
  return 0;
}
