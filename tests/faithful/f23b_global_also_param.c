/* A global array also passed as a parameter: the SCoP writes through the parameter `dst` and reads the
   global `G` by name (called with dst = G, dst = G + 2 and dst = a separate array), and a second SCoP
   reads the parameter and writes the global (called with src = G + 1: G[i] = G[i + 1] * 2 - H[i]). */
#include <stdio.h>
#define N 128

double G[N + 4], H[N + 4];

static void shift_add(int n, double *dst) {
#pragma scop
  for (int i = 1; i < n; i++)
    dst[i] = G[i - 1] + G[i] * 0.5;
#pragma endscop
}

static void back(int n, const double *src) {
#pragma scop
  for (int i = 0; i < n - 1; i++)
    G[i] = src[i] * 2 - H[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 4; i++) {
    G[i] = i % 9;
    H[i] = 0;
  }
  shift_add(N, H);
  shift_add(N, G);
  shift_add(N, G + 2);
  back(N, H);
  back(N, G + 1);
  double s = 0;
  for (int i = 0; i < N + 4; i++)
    s += G[i] * (i % 3 + 1) + H[i];
  printf("%.12g %g\n", s, G[N / 2]);
  return 0;
}
