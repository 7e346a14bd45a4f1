/* No pragmas (--autodetect): nests that read scalars written by the nest before them (a mean, then a
   variance, then a normalisation by both), a maximum found by a nest and used as a divisor, and an int
   count that sizes the next nest's loop. */
#include <stdio.h>
#include <math.h>

#define N 300
double d[N], e[N];
int idx[N];

int main(void) {
  int n = N, i;
  double mean = 0.0, var = 0.0, mx;
  for (i = 0; i < n; i++)
    d[i] = ((i * 29) % 41) * 0.37 - 3.1 + (i % 7) * 1e-3;
  for (i = 0; i < n; i++)
    mean += d[i];
  mean /= n;
  for (i = 0; i < n; i++)
    var += (d[i] - mean) * (d[i] - mean);
  var = var / (n - 1);
  double sd = sqrt(var);
  for (i = 0; i < n; i++)
    e[i] = (d[i] - mean) / sd;
  mx = fabs(e[0]);
  for (i = 1; i < n; i++)
    mx = fmax(mx, fabs(e[i]));
  for (i = 0; i < n; i++)
    e[i] = e[i] / mx;
  double tot = 0;
  for (i = 0; i < n; i++)
    tot += e[i];
  for (i = 0; i < n; i++)
    e[i] -= tot / n;
  int cnt = 0;
  for (i = 0; i < n; i++)
    if (e[i] > 0.25) idx[cnt++] = i;
  float acc = 0.0f;
  for (i = 0; i < cnt; i++)
    acc += (float)e[idx[i]];
  int m = cnt / 2;
  for (i = 0; i < m; i++)
    d[i] = e[idx[i]] + e[idx[i + m]];
  printf("mean %.12g var %.12g mx %.12g tot %.12g cnt %d acc %.6f\n", mean, var, mx, tot, cnt, acc);
  for (i = 0; i < n; i += 37)
    printf("%d %.12g %.12g\n", i, d[i], e[i]);
  return 0;
}
