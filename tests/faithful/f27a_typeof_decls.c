/* typeof and __typeof__ (GNU C, the default dialect) in declarations of arrays, scalars and iterators
   a SCoP uses: typeof of a known type name, of an expression, of an array element; the GNU SWAP idiom
   (a __typeof__ temporary in a do-while(0) macro) in a body. */
#include <stdio.h>
#define N 200
double A[N], B[N];
typeof(double) C[N];
__typeof__(A[0]) D[N];
typeof(int) K[N];
__typeof__(K) K2;              /* an int[N] */
typeof(float[N]) F;
const short CS[N] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
typeof(CS[0]) *CSP = CS;           /* pointer to const short */
unsigned char UCN = 200;
typeof(UCN) UC[N];
short SH[N];

static void run(typeof(int) n, __typeof__(double) alpha) {
  typeof(alpha) beta = alpha * 0.5;
#pragma scop
  for (typeof(n) i = 0; i < n; i++)
    C[i] = A[i] * alpha + beta;
#pragma endscop
#pragma scop
  for (__typeof__(int) i = 0; i < n; i++) {
    typeof(A[0]) t = A[i] - B[i];
    D[i] = t * t;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    K2[i] = K[i] * 3 + (int)F[i];
#pragma endscop
#pragma scop
  for (int i = 1; i < n; i++)
    B[i] = B[i - 1] + (__typeof__(B[0]))K[i] / 4;
#pragma endscop
}

static void more(void) {
#pragma scop
  for (typeof(UCN) i = 0; i < UCN; i++)
    UC[i] = (typeof(UCN))(i * 3 + 100);      /* wraps at 256 */
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    typeof(CSP[0]) v = CSP[i];
    typeof(v * 2.5f) w = v * 2.5f;           /* float: not a type s2s reads (stays sequential) */
    SH[i] = v + (short)w;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    const typeof(int) k = K2[i] % 1000;
    typeof(k) k2 = k * k;
    SH[i] = (typeof(SH[0]))(k2 + SH[i]);
  }
#pragma endscop
#define SWAP(x, y) do { __typeof__(x) _t = (x); (x) = (y); (y) = _t; } while (0)
#pragma scop
  for (int i = 0; i < N / 2; i++) {
    SWAP(K2[i], K2[N - 1 - i]);
    SWAP(C[i], D[i]);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 17) * 0.75 - 3; B[i] = i * 0.125; K[i] = i * 31 % 57 - 20; F[i] = i * 0.5f;
  }
  run(N, 1.5);
  more();
  double s = 0; long t = 0;
  for (int i = 0; i < N; i++) { s += C[i] + D[i] * 0.001 + B[i]; t += K2[i] + UC[i] * 7 + SH[i]; }
  printf("%.17g %ld\n", s, t);
  return 0;
}
