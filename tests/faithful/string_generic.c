/* Expressions C programmers write that are not arithmetic on arrays: a string literal indexed by an
   iterator ("0123456789abcdef"[i % 16]), sizeof of a string literal, a compound literal indexed
   ((int[]){3, 1, 4, 1, 5}[i % 5]), and _Generic selecting a constant by type. */
#include <stdio.h>
#define N 40
#define KIND(x) _Generic((x), float: 1, double: 2, int: 3, default: 4)
static char H[N];
static int P[N], G[N];
static float F[N];

int main(void) {
#pragma scop
  for (int i = 0; i < N; i++)
    H[i] = "0123456789abcdef"[i % 16] + (int)sizeof("abc");
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    P[i] = (int[]){3, 1, 4, 1, 5}[i % 5] * i;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    G[i] = KIND(F[i]) * 10 + KIND(i) + KIND(i * 1.0);
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d\n", H[i], P[i], G[i]);
  return 0;
}
