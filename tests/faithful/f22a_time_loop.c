/* No pragmas (--autodetect): a time loop around nests with host code between them: a boundary update on
   the time step, a printf every few steps, a swap of two pointers (which the next nests use), and a
   source term read from a host scalar that changes each step. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 64, steps = 12, t, i, j;
  double *cur = malloc(sizeof(double) * n * n), *nxt = malloc(sizeof(double) * n * n);
  if (!cur || !nxt) return 1;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      cur[i * n + j] = (i == n / 2 && j == n / 2) ? 100.0 : 0.0;
  double src = 1.0;
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++) { cur[i] = t; cur[(n - 1) * n + i] = -t; }
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        nxt[i * n + j] = cur[i * n + j] + 0.2 * (cur[(i - 1) * n + j] + cur[(i + 1) * n + j] +
                         cur[i * n + j - 1] + cur[i * n + j + 1] - 4 * cur[i * n + j]);
    nxt[(n / 4) * n + n / 4] += src;
    src = src * 1.1 + 0.05;
    for (i = 1; i < n - 1; i++) { nxt[i * n] = nxt[i * n + 1]; nxt[i * n + n - 1] = nxt[i * n + n - 2]; }
    double *tmp = cur; cur = nxt; nxt = tmp;
    if (t % 4 == 3)
      printf("t %d %.12g %.12g\n", t, cur[(n / 2) * n + n / 2], cur[(n / 4) * n + n / 4 + 1]);
  }
  for (i = 0; i < n; i += 9)
    printf("%d %.12g\n", i, cur[i * n + i]);
  free(cur);
  free(nxt);
  return 0;
}
