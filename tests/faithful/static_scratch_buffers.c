/* Scratch buffers kept between calls the way C libraries keep them: a function-scope static pointer
   allocated on the first call and grown with realloc when a call needs more, a file-scope static pointer
   to VLA-less rows set up by an init function, and a static array of pointers' worth of state (a
   capacity and a call counter) used as SCoP parameters. */
#include <stdio.h>
#include <stdlib.h>
#define W 16
static double (*rows)[W];
static int nrows;

static void init_rows(int n) {
  rows = malloc(n * sizeof *rows);
  nrows = n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < W; j++) rows[i][j] = (i + j) % 5;
}

static double smooth(int n, const double *in, double *out) {
  static double *tmp = NULL;
  static int cap = 0, calls = 0;
  calls++;
  if (n > cap) {
    tmp = realloc(tmp, (n + 2) * sizeof *tmp);
    cap = n;
  }
  tmp[0] = tmp[n + 1] = calls;
#pragma scop
  for (int i = 0; i < n; i++)
    tmp[i + 1] = in[i] * calls;
  for (int i = 0; i < n; i++)
    out[i] = (tmp[i] + tmp[i + 1] + tmp[i + 2]) / 3;
  for (int i = 0; i < nrows; i++)
    for (int j = 0; j < W; j++)
      rows[i][j] = rows[i][j] * 0.5 + (i < n ? tmp[i + 1] : j);
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 0.9 + out[i];
  return s;
}

int main(void) {
  double in[200], out[200];
  for (int i = 0; i < 200; i++) in[i] = (i * 7) % 11 - 5;
  init_rows(24);
  int sizes[] = {10, 1, 50, 0, 200, 7};
  for (int k = 0; k < 6; k++)
    printf("%d %.12g\n", sizes[k], smooth(sizes[k], in, out));
  double s = 0;
  for (int i = 0; i < nrows; i++)
    for (int j = 0; j < W; j++) s = s * 0.99 + rows[i][j];
  printf("%.12g\n", s);
  return 0;
}
