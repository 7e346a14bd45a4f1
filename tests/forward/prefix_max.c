/* A private scalar loaded from S[i][j] and stored back into it, a prefix maximum of the row in between
   (passes/forward.py: forwarded), then the same with the loop reaching the element itself (k <= j: not
   forwarded, the loop reads S[i][j] while the scalar holds the new value). */
#include <stdio.h>
#define N 40
static int S[N][N], T[N][N];
int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      S[i][j] = T[i][j] = (i * 7 + j * 13) % 29;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++) {
      int best = S[i][j];
      for (int k = 0; k < j; k++)
        best = best > S[i][k] + 1 ? best : S[i][k] + 1;
      S[i][j] = best;
    }
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++) {
      int best = T[i][j];
      for (int k = 0; k <= j; k++)
        best = best > T[i][k] + 1 ? best : T[i][k] + 1;
      T[i][j] = best;
    }
#pragma endscop
  long s = 0, t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += (long)S[i][j] * (i + 2 * j + 1);
      t += (long)T[i][j] * (i + 2 * j + 1);
    }
  printf("%ld %ld\n", s, t);
  return 0;
}
