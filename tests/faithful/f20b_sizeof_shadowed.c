/* sizeof of shadowed names in bounds and bodies: a block-scope float A[10] that hides the global
   double A[64] (sizeof A / sizeof A[0] is 10 inside, 64 outside), and sizeof(T) of a block-scope typedef
   char that hides the file-scope typedef double. */
#include <stdio.h>
#define N 64
double A[N], B[N];
typedef double T;
int C[N];
static void f(void) {
  {
    float A[10];
    for (int i = 0; i < 10; i++) A[i] = i;
#pragma scop
    for (int i = 0; i < (int)(sizeof A / sizeof A[0]); i++)
      A[i] = A[i] * 2 + (float)sizeof A;
    for (int i = 0; i < (int)(sizeof(A) / sizeof(float)) - 1; i++)
      B[i] += A[i + 1];
#pragma endscop
  }
#pragma scop
  for (int i = 0; i < (int)(sizeof A / sizeof A[0]); i++)
    A[i] = A[i] + sizeof(A[0]);
#pragma endscop
  {
    typedef char T;
#pragma scop
    for (int i = 0; i < (int)(sizeof(T) * 20); i++)
      C[i] += sizeof(T);
#pragma endscop
  }
#pragma scop
  for (int i = 0; i < (int)(sizeof(T) * 5); i++)
    C[i] += (int)sizeof(T) * 10;
#pragma endscop
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; }
  f(); f();
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + B[a] * 3 + C[a] * 7);
  printf("%.10g\n", s);
  return 0;
}
