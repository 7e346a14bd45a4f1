/* Volatile objects whose qualifier comes from a typedef (C11 6.7.8: a typedef name stands for its type,
   qualifiers included): a file-scope and a block-scope typedef of a volatile type, `volatile` written on
   a typedef name, a pointer to a volatile typedef and a typedef of such a pointer.  Each access is a side
   effect in the program's order, so these SCoPs stay sequential with a warning, as with `volatile`
   written in the declaration; the SCoP without volatile objects is translated. */
#include <stdio.h>
#define N 64

typedef volatile double vd;
typedef double real;
typedef vd *vd_ptr;

vd A[N];
volatile real X[N];
double b[N], c[N], d[N], e[N], f[N], g[N];

static void through_pointer(vd *p)
{
#pragma scop
  for (int i = 0; i < N; i++)
    d[i] = p[i] + 1;
#pragma endscop
}

static void through_pointer_typedef(vd_ptr p)
{
#pragma scop
  for (int i = 0; i < N; i++)
    e[i] = p[i] - 1;
#pragma endscop
}

int main(void)
{
  typedef volatile int vint;
  typedef volatile double lvd;
  lvd L[N];
  vint n = N;
  for (int i = 0; i < N; i++) {
    A[i] = i * 0.5;
    X[i] = i * 0.25;
    L[i] = i;
    g[i] = i;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] = A[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    c[i] = X[i] * 3;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    f[i] = L[i] * 4;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    g[i] = g[i] + 1;
#pragma endscop
  through_pointer(A);
  through_pointer_typedef(A);
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] = b[i] + c[i] * 2;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i + 1) + c[i] - d[i] + e[i] * 3 + f[i] + g[i];
  printf("%.10e\n", s);
  return 0;
}
