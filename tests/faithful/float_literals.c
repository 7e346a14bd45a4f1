/* Floating constants as written: hexadecimal (0x1.8p+1, 0x1p-1074: the smallest subnormal), forms
   without digits on one side (.5, 5., 1.f), a float compared with a double constant (0.1f > 0.1 is true:
   the float is promoted), subnormal products, and float data compared with a float constant. */
#include <stdio.h>
#define N 40
static double A[N], B[N], D[N];
static float F[N], G[N];
static int I[N], J[N];

int main(void) {
  for (int i = 0; i < N; i++) F[i] = 0.1f * (i % 3), A[i] = i;
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i] = A[i] * 0x1.8p+1 + .5 + 5. + 0x1p-1074 * i;
    D[i] = A[i] * 0x1p-1060 * 0x1p-10;
    I[i] = (F[i] > 0.1) + 2 * (F[i] > 0.1f) + 4 * (F[i] == 0.1f) + 8 * (F[i] == 0.1);
    G[i] = F[i] * 1.f / 3 + 0x1.4p-2f;
    J[i] = F[i] * 3 == 0.3f;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %d %a %d\n", B[i], D[i], I[i], (double)G[i], J[i]);
  return 0;
}
