/* Guards on parameters around nests, as drivers that handle several problem sizes write them: a nest
   that runs only when n > 100 (here it does not) and its else branch, a guard n >= 2 * m around a
   banded update, sizes that are 0 or negative (a loop to n - k with k > n, a loop from m to 0 with
   m < 0), a guard on a difference of two parameters, a nested guard inside a loop on the outer
   iterator and a parameter (i < p), and an empty outer range whose inner statement would read out
   of bounds if it ran. Sizes from argc. Printed: checksums. */
#include <stdio.h>

#define NMAX 64

static double A[NMAX][NMAX], B[NMAX][NMAX], v[NMAX], w[NMAX];
static int tag[NMAX];

int main(int argc, char **argv) {
  (void)argv;
  int n = 47 + argc;        /* 48 */
  int m = 9 + argc;         /* 10 */
  int k = n + 5;            /* larger than n */
  int neg = -3 * argc;      /* -3 */
  int p = 20 - argc;        /* 19 */
  int zero = argc - 1;      /* 0 */
  for (int i = 0; i < NMAX; i++) {
    v[i] = (i % 7) * 0.5;
    w[i] = 0.0;
    tag[i] = 0;
    for (int j = 0; j < NMAX; j++)
      A[i][j] = (double)((i * 3 + j * 5) % 11) - 5.0;
  }

#pragma scop
  if (n > 100) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        B[i][j] = A[j][i] * 2.0;
  } else {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        B[i][j] = A[i][j] + 1.0;
  }
#pragma endscop

#pragma scop
  if (n >= 2 * m)
    for (int i = m; i < n - m; i++)
      for (int j = i - m; j <= i + m; j++)
        B[i][j] = B[i][j] * 0.5 + A[i][j];
  for (int i = 0; i < n - k; i++)
    w[i] = 1000.0;                 /* never runs: k > n */
  for (int i = neg; i < 0; i++)
    tag[i + 3] = tag[i + 3] + 7;   /* runs for i = -3, -2, -1 */
  for (int i = m; i <= zero; i++)
    w[i] = -1.0;                   /* never runs: m > 0 */
#pragma endscop

#pragma scop
  if (p - m > 5) {
    for (int i = 0; i < n; i++) {
      if (i < p)
        v[i] = v[i] + B[i][i];
      else
        v[i] = v[i] - B[i][n - 1 - i];
      if (i >= m && i < p)
        tag[i] = tag[i] + 1;
    }
  }
  for (int i = 0; i < zero; i++)
    for (int j = 0; j < n; j++)
      w[j] = w[j] + A[i - 1][j];     /* empty outer range: A[-1] never read */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < zero + n / 2; j++)
      w[i] = w[i] + B[i][j] * 0.01;
#pragma endscop

  double s = 0.0;
  long t = 0;
  for (int i = 0; i < NMAX; i++) {
    s += v[i] * (i + 1) + w[i] * (i % 5 + 1);
    t += (long)tag[i] * (i + 1);
    for (int j = 0; j < NMAX; j++)
      s += B[i][j] * ((i + 2 * j) % 3 + 1);
  }
  printf("%.17g %ld\n", s, t);
  return 0;
}
