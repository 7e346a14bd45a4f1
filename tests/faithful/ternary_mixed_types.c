/* Conditional expressions whose operands have different types, as C converts them: `c ? -1 : 1u` is an
   unsigned int (-1 becomes 4294967295), `c ? 1 : 0.5` a double, `c ? i : 2.5f` a float, `c ? (short)x
   : (unsigned char)y` an int, and `c ? L : U` with a long and an unsigned (long), each stored into
   doubles and longs. */
#include <stdio.h>
#define N 200
double D[N], E[N];
long L[N];
float F[N];
unsigned U[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    D[i] = (i % 3 == 0 ? -1 : 1u) * 0.5;
    E[i] = (i % 2 ? 1 : 0.5) + (i % 5 ? i : 2.5f);
    L[i] = (i % 4 ? (short)(i * 300) : (unsigned char)(i * 3)) + (i % 7 ? L[i] : U[i]);
    F[i] = (i & 1 ? -i : 0u) / 1000000.0f;
    U[i] = (i % 3 ? -i : U[i]) + 1;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { L[i] = -i * 1000L; U[i] = 3000000000u + i; }
  run(N);
  double s = 0;
  for (int i = 0; i < N; i++) s += D[i] * 1e-9 + E[i] + L[i] * 1e-3 + F[i] + U[i] * 1e-9;
  printf("%.12g %.10g %ld %u\n", s, D[3], L[7], U[5]);
  return 0;
}
