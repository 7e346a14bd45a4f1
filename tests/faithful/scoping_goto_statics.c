/* Scoping around SCoPs: a block-scope static array and a block-scope extern declaration of a global,
   a goto past the SCoP to a label after it (the iterator's final value printed there), a parameter
   named like a global, a local named like a file-scope typedef (`int real`), a SCoP-local `double n`
   shadowing the parameter bound, a local named like the global array after the SCoP. */
#include <stdio.h>
#define N 150
typedef double real;
double A[N], B[N];
int n = 5;
double scale = 3.0;

static int calls(int m) {
  static double acc[N];
  extern double B[N];
  int i;
  if (m <= 0) goto out;
#pragma scop
  for (i = 0; i < m; i++)
    acc[i] = acc[i] + B[i] * scale;
#pragma endscop
out:
  printf("i=%d acc=%g\n", m > 0 ? i : -1, acc[m > 1 ? m - 1 : 0]);
  return m;
}

static void shadows(int n) {
  double scale = 0.5;
  {
    int real = 2;
#pragma scop
    for (int i = 0; i < n; i++) {
      double n = i * 0.25;
      A[i] = n * scale + real;
    }
#pragma endscop
    {
      double A = real * 2.0;   /* local named like the global array */
      printf("local A %g\n", A);
    }
  }
  real t = 0;
  for (int i = 0; i < N; i++) t += A[i];
  printf("t %g\n", t);
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = i % 9;
  calls(N);
  calls(0);
  calls(1);
  calls(N / 2);
  shadows(N);
  shadows(n);
  printf("n %d\n", n);
  return 0;
}
