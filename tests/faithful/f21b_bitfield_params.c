/* Bit-fields next to SCoPs: a packed header structure whose bit-field members give the sizes and flags
   (copied into ints before the SCoP, and read as the loop bound directly), a bit-field written after the
   SCoP from its result, and a flags word tested inside the body through a local copy. */
#include <stdio.h>

struct header {
  unsigned rows : 7;
  unsigned cols : 7;
  unsigned mode : 2;
  signed shift : 5;
  unsigned done : 1;
};

#define MAXR 100
static double a[MAXR][MAXR], b[MAXR][MAXR];
static int codes[MAXR * MAXR];

static void run(struct header *h) {
  int rows = h->rows, cols = h->cols, mode = h->mode, sh = h->shift;
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      b[i][j] = (mode == 2 ? 2.0 : 0.5) * a[i][j] + (sh < 0 ? -1.0 : 1.0) * (double)(i - j);
#pragma endscop
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      codes[i * MAXR + j] = sh >= 0 ? (int)b[i][j] * (1 << sh) : (int)b[i][j] / (1 << -sh);
#pragma endscop
  h->done = 1;
}

int main(void) {
  struct header hs[3] = { { 100, 37, 2, 3, 0 }, { 9, 100, 1, -4, 0 }, { 0, 12, 0, 0, 0 } };
  for (int i = 0; i < MAXR; i++)
    for (int j = 0; j < MAXR; j++) a[i][j] = (double)((i * 13 + j * 7) % 50);
  long total = 0;
  for (int k = 0; k < 3; k++) {
    struct header h = hs[k];
    run(&h);
    long s = 0;
    for (int q = 0; q < MAXR * MAXR; q++) s += (long)codes[q] * (q % 9 + 1);
    double sb = 0;
    for (int i = 0; i < MAXR; i++) for (int j = 0; j < MAXR; j++) sb += b[i][j] * (i + 2 * j + 1);
    printf("%d %ld %.17g %u\n", k, s, sb, (unsigned)h.done);
    total += s;
  }
  /* the bound read straight from a bit-field member of a local struct */
  struct header g = { 50, 40, 0, 0, 0 };
  int nr = g.rows;
#pragma scop
  for (int i = 0; i < nr; i++)
    for (int j = 0; j < nr; j++)
      a[i][j] = b[j][i] - a[i][j];
#pragma endscop
  double sa = 0;
  for (int i = 0; i < MAXR; i++) for (int j = 0; j < MAXR; j++) sa += a[i][j] * ((i ^ j) & 7);
  printf("%ld %.17g\n", total, sa);
  return 0;
}
