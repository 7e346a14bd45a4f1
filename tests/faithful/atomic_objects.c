/* _Atomic objects in a SCoP: an atomic access may synchronise with another thread (C11 5.1.2.4), so a
   device copy or a parallel loop would change what the program does.  Both spellings (`_Atomic T` and
   the specifier `_Atomic(T)`), the qualifier from a file-scope or a block-scope typedef and `_Atomic`
   written on a typedef name, arrays and scalars: these SCoPs stay sequential with a warning; the SCoP
   without atomic objects is translated. */
#include <stdio.h>
#define N 64

typedef _Atomic int aint;
typedef long wide;

_Atomic int A[N];
_Atomic(int) B[N];
aint C[N];
_Atomic wide D[N];
_Atomic long total;
int b[N];
double r[N];

int main(void)
{
  typedef _Atomic(double) adouble;
  adouble S[N];
  for (int i = 0; i < N; i++) {
    A[i] = i;
    B[i] = 2 * i;
    C[i] = 3 * i;
    D[i] = 0;
    S[i] = i * 0.5;
    b[i] = i % 7;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] = b[i] + A[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = B[i] + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    C[i] += b[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    D[i] = b[i] * 3;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    total += b[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    r[i] = S[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] = b[i] * 5 + 1;
#pragma endscop
  long t = total;
  double s = 0;
  for (int i = 0; i < N; i++) {
    t += b[i] + A[i] + B[i] + C[i] + D[i];
    s += r[i];
  }
  printf("%ld %.6f\n", t, s);
  return 0;
}
