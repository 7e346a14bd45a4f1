/* _Float16 accumulators: each += rounds to half precision (11 bits), so the order of the terms shows
   in the result far beyond a double's rounding. */
#include <stdio.h>
#define N 300
#define R 4

int main(void) {
  _Float16 h[N], rows[R][N];
  _Float16 s = 0, t = 100;
  _Float16 rs[R];
  float fs = 0;
  for (int i = 0; i < N; i++) {
    h[i] = (_Float16)(0.37f + (i % 7) * 0.11f);
    for (int r = 0; r < R; r++) rows[r][i] = (_Float16)((r + 1) * 0.013f * (i % 5));
  }
#pragma scop
  for (int i = 0; i < N; i++)
    s += h[i];
  for (int i = 0; i < N; i++)
    t = t + h[i] * (_Float16)0.5f;
  for (int r = 0; r < R; r++) {
    rs[r] = 0;
    for (int i = 0; i < N; i++)
      rs[r] += rows[r][i];
  }
  for (int i = 0; i < N; i++)
    fs += h[i];
#pragma endscop
  printf("%a %a %a\n", (double)s, (double)t, fs);
  for (int r = 0; r < R; r++) printf("%a\n", (double)rs[r]);
  return 0;
}
