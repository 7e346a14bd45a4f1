/* No pragmas (--autodetect): a helper with nests called from the iterations of the user's own
   `#pragma omp parallel for` (many threads run its SCoPs at once), and a reduction helper called in a
   loop with an `omp critical` update. */
#include <stdio.h>
#define NB 8
#define L 300
double data[NB * L], tmp[NB][L];
static double total;
static void smooth(int n, double *d, double *t) {
  int i;
  for (i = 1; i < n - 1; i++)
    t[i] = (d[i - 1] + d[i] + d[i + 1]) / 3.0;
  for (i = 1; i < n - 1; i++)
    d[i] = t[i];
}
static double sum(int n, const double *d) {
  double s = 0;
  int i;
  for (i = 0; i < n; i++)
    s += d[i];
  return s;
}
int main(void) {
  int b, i;
  for (i = 0; i < NB * L; i++) data[i] = (i * 7919) % 101;
#pragma omp parallel for
  for (b = 0; b < NB; b++)
    smooth(L, data + b * L, tmp[b]);
  for (b = 0; b < NB; b++) {
    double s = sum(L, data + b * L);
#pragma omp critical
    total += s;
  }
  printf("%.10g %.10g %.10g\n", total, data[5], data[NB * L - 7]);
  return 0;
}
