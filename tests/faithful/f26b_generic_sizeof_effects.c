/* _Generic selections and sizeof in SCoP bodies: _Generic on an element's type picking a literal or
   a function, on a promoted expression (float + 1.0 is double), on a char array element (char, not
   int); sizeof of expressions with side effects (A[i]++, B[i] = 0: not evaluated), sizeof of a
   parenthesised type and of a VLA type (evaluated, no side effect), _Alignof. */
#include <stdio.h>
#include <math.h>
#define N 32
#define KIND(x) _Generic((x), float: 1, double: 2, char: 3, int: 4, long: 5, default: 0)
#define ABSOF(x) _Generic((x), float: fabsf, default: fabs)(x)
float F[N]; double D[N]; char C[N]; long L[N]; int R[N][4]; double A[N], B[N]; int S[N];

static void generic(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    R[i][0] = KIND(F[i]) * 10 + KIND(F[i] + 1.0);
    R[i][1] = KIND(C[i]) * 10 + KIND(C[i] + 0);
    R[i][2] = KIND(L[i] * 2) * 10 + KIND(D[i] * F[i]);
    D[i] = ABSOF(F[i] - 3.3) + ABSOF(D[i] - 1e-20);
    F[i] = ABSOF(F[i] * -1.5f);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    S[i] = (int)sizeof(A[i]++) + (int)sizeof(C[i]++ + 1);
    A[i] += sizeof(double[2][3]) / sizeof(double) + sizeof(S[i] -= 3) * sizeof(F[i]--);
    R[i][3] = (int)(sizeof(long) + _Alignof(double)) - (int)sizeof(F[i] * 2.0);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    S[i] += (int)sizeof(B[i] = 0) + (int)sizeof(B[i] += 1.0f);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] += sizeof(char[i + 1]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = 0.7f * i - 5.0f; D[i] = (i % 3) * 0.5; C[i] = (char)('a' + i); L[i] = i * 100L;
    A[i] = i; B[i] = 2.0 * i;
  }
  generic(N);
  generic(N / 2);
  for (int i = 0; i < N; i++)
    printf("%d %d %d %d %d %.9g %.17g %.17g %.17g %d\n", R[i][0], R[i][1], R[i][2], R[i][3], S[i], F[i],
           D[i], A[i], B[i], C[i]);
  return 0;
}
