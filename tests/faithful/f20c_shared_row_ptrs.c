/* Arrays of row pointers whose rows are shared: rows[i] = base + (i / 2) * M (two pointers per row),
   rows[i] = base for all i, and a pointer array reversed (rows[i] = base + (R - 1 - i) * M); the SCoP
   writes through rows[i][j] and reads rows[i - 1][j] and a second table. */
#include <stdio.h>
#define R 12
#define M 16
static double base[R * M], other[R * M];
static double *rows[R], *orow[R];

static void accumulate(int r, int m) {
#pragma scop
  for (int i = 1; i < r; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] = rows[i - 1][j] * 0.5 + orow[i][j];
#pragma endscop
}

static void scale(int r, int m) {
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] = rows[i][j] * 1.5 + j;
#pragma endscop
}

int main(void) {
  for (int k = 0; k < R * M; k++) { base[k] = (k % 9) * 0.25; other[k] = (k % 4) - 1.5; }
  for (int i = 0; i < R; i++) { rows[i] = base + (i / 2) * M; orow[i] = other + i * M; }
  accumulate(R, M);
  scale(R, M);                       /* each shared row scaled twice */
  for (int i = 0; i < R; i++) rows[i] = base;
  scale(R, M);
  for (int i = 0; i < R; i++) rows[i] = base + (R - 1 - i) * M;
  accumulate(R, M);
  for (int i = 0; i < R; i++) orow[i] = base + i * M;   /* orow aliases rows */
  accumulate(R, M);
  double s = 0;
  for (int k = 0; k < R * M; k++) s += base[k] * (k % 3 + 1);
  printf("%.17g\n", s);
  for (int k = 0; k < R * M; k += 7) printf("%.17g\n", base[k]);
  return 0;
}
