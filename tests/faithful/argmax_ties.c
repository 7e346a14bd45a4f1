/* Argmax/argmin searches with ties (first of equals with '>', last of equals with '>='), a maximum kept
   with ?: beside its index, and per-row searches whose results land in arrays. */
#include <stdio.h>
#define N 400
#define M 50
int V[N];
double W[M][N];
int RI[M];
double RV[M];

int main(void) {
  for (int i = 0; i < N; i++) V[i] = (i * 7919) % 23 - 11;
  for (int r = 0; r < M; r++)
    for (int i = 0; i < N; i++) W[r][i] = (double)((r * 31 + i * 17) % 41) - (r % 3);
  int best = V[0], at = 0, lo = V[0], lat = 0, cnt = 0;
  int mx = -1000;
#pragma scop
  for (int i = 1; i < N; i++) {
    if (V[i] > best) { best = V[i]; at = i; }
    if (V[i] <= lo) { lo = V[i]; lat = i; }
  }
  for (int i = 0; i < N; i++) {
    mx = V[i] > mx ? V[i] : mx;
    if (V[i] == mx) cnt++;
  }
  for (int r = 0; r < M; r++) {
    RV[r] = W[r][0];
    RI[r] = 0;
    for (int i = 1; i < N; i++)
      if (W[r][i] >= RV[r]) { RV[r] = W[r][i]; RI[r] = i; }
  }
#pragma endscop
  printf("%d %d %d %d %d %d\n", best, at, lo, lat, mx, cnt);
  for (int r = 0; r < M; r++) printf("%d %g\n", RI[r], RV[r]);
  return 0;
}
