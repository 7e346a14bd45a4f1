/* Integer accumulators of floating-point terms: C[i] += D[i][j] truncates at every step (-0.7 then 1.4
   gives 1, 1.4 then -0.7 gives 0), S[i] = S[i] + D[i][j] * 3 into a short, and a float accumulator
   that starts at 1e8 (most terms are lost in C's order). Not reductions: each row keeps C's order. */
#include <stdio.h>
#define N 64
#define M 512
static double D[N][M];
static int C[N];
static short S[N];
static float FL[N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) D[i][j] = ((i + j) % 3 == 0) ? 1.4 : -0.7;
#pragma scop
  for (int i = 0; i < N; i++) {
    C[i] = 0; S[i] = 0; FL[i] = 1e8f;
    for (int j = 0; j < M; j++) {
      C[i] += D[i][j];
      S[i] = S[i] + D[i][j] * 3;
      FL[i] += D[i][j];
    }
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %.9g\n", C[i], S[i], FL[i]);
  return 0;
}
