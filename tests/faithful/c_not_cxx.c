/* Valid C that C++ refuses, none of it in the SCoP: the CUDA translation must keep the host part in a
   .c file (nvcc compiles a .cu as C++). */
#include <stdio.h>
#include <stdlib.h>
#define N 300

struct outer { struct inner { int a, b; } in; int c; };
typedef int T;
struct T { double v; };
const int tentative;

static double *alloc(long n) { return malloc(sizeof(double) * n); }

static double sum(const double a[static 4], int n)
{
  double s = 0;
  for (int i = 0; i < n; i++) { int i = 1; s += a[0] * i; }
  return s;
}

static void axpy(int n, double *restrict y, const double *restrict x, double alpha)
{
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = y[i] + alpha * x[i];
#pragma endscop
}

int main(void)
{
  double *x = alloc(N), *y = alloc(N);
  struct inner in = {1, 2};
  struct T t = {0.5};
  double helper();
  for (int i = 0; i < N; i++) { x[i] = i % 9; y[i] = 1; }
  switch (in.a) {
  case 0: ;
    int skipped = 3;
    printf("%d\n", skipped);
    break;
  case 1:
    axpy(N, y, x, t.v);
  }
  printf("%.3f %.3f %d %d\n", sum(y, 5), y[N - 1], in.b, tentative);
  free(x);
  free(y);
  return 0;
}
