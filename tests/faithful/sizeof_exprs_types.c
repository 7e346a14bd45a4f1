/* sizeof of expressions in SCoP statements, whose values the model computes: the usual arithmetic
   conversions (float + int is float, float * 2.0 double, char + char int, short + short int, -(unsigned
   char) int, ~0ul unsigned long), character constants of each prefix (u'a' 2 bytes, U'a' and L'a' 4),
   conditionals (1 ? 'a' : 2.0 is double), comparisons (int), long double constants, an array and
   its element, *A, and sizeof of a type name with an array declarator. */
#include <stdio.h>
#define N 12
static float F[N];
static double D[N];
static char C[N];
static short S[N];
static unsigned char UC[N];
static long R[N][16];

int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    R[i][0] = sizeof(F[i] + 1) + i;
    R[i][1] = sizeof(F[i] * 2.0);
    R[i][2] = sizeof(C[i] + C[i]);
    R[i][3] = sizeof(S[i] + S[i]);
    R[i][4] = sizeof(-UC[i]);
    R[i][5] = sizeof(~0ul);
    R[i][6] = sizeof(u'a') * 100 + sizeof(U'a') * 10 + sizeof(L'a');
    R[i][7] = sizeof(1 ? 'a' : 2.0);
    R[i][8] = sizeof(i < 3);
    R[i][9] = sizeof(1e0L);
    R[i][10] = sizeof D / sizeof D[0];
    R[i][11] = sizeof D[0] * 2;
    R[i][12] = sizeof(int[3][5]);
    R[i][13] = sizeof(C[i] ? S[i] : UC[i]);
    R[i][14] = sizeof(F[i] * 0) + sizeof(i + 1L);
    R[i][15] = sizeof(1.0f + 'a') + sizeof(0x7fffffff + 1u) + sizeof(2147483648) * 10;
  }
#pragma endscop
  for (int i = 0; i < N; i += 5)
    for (int k = 0; k < 16; k++) printf("%ld%c", R[i][k], k == 15 ? '\n' : ' ');
  return 0;
}
