/* memcpy and memset between SCoPs: a time loop that keeps the previous state with memcpy, a memset
   that clears an accumulator before a SCoP fills it, a memmove shifting a buffer between two SCoPs, and a
   struct copy with memcpy of a small coefficient table the next SCoP reads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 80

static double cur[N][N], prev[N][N], acc[N];
static double coef[3];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) cur[i][j] = ((i * 3 + j * 5) % 17) * 0.0625;
  const double c0[3] = { 0.5, 0.125, 0.125 };
  memcpy(coef, c0, sizeof coef);
  for (int t = 0; t < 6; t++) {
    memcpy(prev, cur, sizeof cur);
#pragma scop
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        cur[i][j] = coef[0] * prev[i][j] + coef[1] * (prev[i - 1][j] + prev[i + 1][j])
                  + coef[2] * (prev[i][j - 1] + prev[i][j + 1]);
#pragma endscop
    if (t == 2) { coef[1] = 0.2; coef[2] = 0.05; }
  }
  memset(acc, 0, sizeof acc);
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      acc[j] += cur[i][j] - prev[i][j];
#pragma endscop
  double *line = malloc(sizeof(double) * 2 * N);
  memset(line, 0, sizeof(double) * 2 * N);
#pragma scop
  for (int i = 0; i < N; i++)
    line[i] = acc[i] * 1000.0;
#pragma endscop
  memmove(line + 7, line, sizeof(double) * N);
#pragma scop
  for (int i = 1; i < 2 * N; i++)
    line[i] = line[i] - 0.5 * line[i - 1];
#pragma endscop
  double s = 0, s2 = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += cur[i][j] * (i + 1) * (j % 3 + 1);
  for (int i = 0; i < 2 * N; i++) s2 += line[i] * (i % 5 + 1);
  printf("%.17g\n%.17g\n%.17g %.17g\n", s, s2, acc[5], line[2 * N - 1]);
  free(line);
  return 0;
}
