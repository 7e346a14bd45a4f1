/* Levinson-Durbin with its scalars alpha, beta and the sum kept in elements of a small array (sc[0],
   sc[1], sc[2]) instead of locals, the reversed read y[k - 1 - i], and the update through z copied
   back, the k loop written `<= n - 1`. */
#include <stdio.h>

#define N 48

static double r[N], y[N], z[N], sc[3];

static void durbin(int n) {
#pragma scop
  y[0] = -r[0];
  sc[1] = 1.0;
  sc[0] = -r[0];
  for (int k = 1; k <= n - 1; k++) {
    sc[1] = (1 - sc[0] * sc[0]) * sc[1];
    sc[2] = 0.0;
    for (int i = 0; i <= k - 1; i++)
      sc[2] = sc[2] + r[k - 1 - i] * y[i];
    sc[0] = -(r[k] + sc[2]) / sc[1];
    for (int i = 0; i <= k - 1; i++)
      z[i] = y[i] + sc[0] * y[k - 1 - i];
    for (int i = 0; i <= k - 1; i++)
      y[i] = z[i];
    y[k] = sc[0];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    r[i] = (double)(N + 1 - i) / (N * 100.0);
  durbin(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i] * (i + 1);
  printf("%.12e %.12f %.12f %.12f\n", s, y[N - 1], sc[0], sc[1]);
  return 0;
}
