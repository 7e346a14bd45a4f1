/* C99 complex numbers (complex.h): `double complex` objects, the imaginary unit I (a GNU imaginary
   constant after preprocessing, which pycparser cannot read: s2s makes it a call that no SCoP accepts),
   creal/cimag.  The SCoPs with complex values stay sequential; the real SCoP is translated; for CUDA
   the host part stays a C file (C++ has no `double complex`). */
#include <stdio.h>
#include <complex.h>
#define N 100

double complex z[N];
double r[N], q[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    z[i] = i + 0.5 * I * i;
    q[i] = i % 7;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    z[i] = z[i] * I + 1.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    z[i] = z[i] * z[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    q[i] = q[i] * 0.5 + 0.25;
#pragma endscop
  for (int i = 0; i < N; i++)
    r[i] = creal(z[i]) - cimag(z[i]);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += r[i] * (i + 1) + q[i];
  printf("%.10e\n", s);
  return 0;
}
