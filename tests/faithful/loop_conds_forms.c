/* Loop conditions and steps as written: a conjunction (i < n && i < m), a ?: bound, a decreasing loop
   to 0 with >= and step -2, i -= 3 from a non-multiple, a lower bound above zero with step 4, bounds
   reversed (n > i), an empty body, and a 2-D nest whose inner bound uses the outer iterator in a
   conjunction (j <= i && j < m). */
#include <stdio.h>
#define N 90
static int A[N], B[N], C[N], D[N], E[N], F[N];
static int G[N][N];

static void run(int n, int m) {
#pragma scop
  for (int i = 0; i < n && i < m; i++)
    A[i] += 1;
  for (int i = 0; i < (n < m ? n : m - 1); i++)
    B[i] += i;
  for (int i = n - 1; i >= 0; i -= 2)
    C[i] += 3;
  for (int i = n - 1; i > 0; i -= 3)
    D[i] = D[i - 1] + 1;
  for (int i = 5; i < n; i += 4)
    E[i] += i;
  for (int i = 0; n > i; ++i)
    F[n - 1 - i] += i;
  for (int i = 0; i < n; i++)
    ;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i && j < m; j++)
      G[i][j] += i - j;
#pragma endscop
}

int main(void) {
  run(N, 40);
  run(33, 60);
  run(12, 12);
  run(0, 5);
  run(1, 0);
  long s = 0;
  for (int i = 0; i < N; i++) {
    s += (long)A[i] * 3 + B[i] * 5 + C[i] * 7 + D[i] * 11 + E[i] * 13 + F[i] * 17;
    for (int j = 0; j < N; j++) s += (long)G[i][j] * (i + 2 * j + 1);
  }
  printf("%ld\n", s);
  for (int i = 0; i < N; i += 6) printf("%d %d %d %d %d %d\n", A[i], B[i], C[i], D[i], E[i], F[i]);
  return 0;
}
