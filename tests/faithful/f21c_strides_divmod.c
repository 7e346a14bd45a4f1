/* Strided loops and bounds with division and remainder, as hand-unrolled and multi-rate code has them:
   i += 3 over an interleaved xyz array, a stride-4 loop with a remainder loop from n - n % 4, a loop
   to n / 2 writing a decimated array, (n + 3) / 4 blocks of four, n % 8 leftover elements, a decreasing
   stride (i -= 2), a stride that depends on the outer iterator (j += i + 1, not affine: refused), the
   checkerboard condition (i + j) % 2 == 0, the diagonal i == j, a modulo-3 phase in a subscript
   (i % 3) and a division i / 2 in a subscript. Sizes from argc. Printed: checksums. */
#include <stdio.h>

#define NMAX 200

static double xyz[3 * NMAX], nrm[NMAX], a[NMAX], dec[NMAX], blk[NMAX], tail[8], rev[NMAX];
static double M[64][64], D[64], P3[3][NMAX], H2[NMAX];
static int hits[NMAX];

int main(int argc, char **argv) {
  (void)argv;
  int n = 150 + 3 * argc;    /* 153: n % 4 == 1, n % 8 == 1 */
  int m = 47 + 2 * argc;     /* 49 */
  for (int i = 0; i < 3 * NMAX; i++)
    xyz[i] = (double)((i * 7) % 19) * 0.125 - 1.0;
  for (int i = 0; i < NMAX; i++) {
    a[i] = 0.5 * (i % 11) - 2.0;
    rev[i] = (double)(i % 5);
    hits[i] = 0;
  }
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      M[i][j] = (double)((i * 5 + j * 3) % 8) - 3.5;

#pragma scop
  /* interleaved triples: the norm of each point */
  for (int i = 0; i < 3 * (n / 3); i += 3)
    nrm[i / 3] = xyz[i] * xyz[i] + xyz[i + 1] * xyz[i + 1] + xyz[i + 2] * xyz[i + 2];
  /* unrolled by four with a remainder loop */
  for (int i = 0; i < n - n % 4; i += 4) {
    a[i] = a[i] * 2.0 + 1.0;
    a[i + 1] = a[i + 1] * 2.0 + 1.0;
    a[i + 2] = a[i + 2] * 2.0 + 1.0;
    a[i + 3] = a[i + 3] * 2.0 + 1.0;
  }
  for (int i = n - n % 4; i < n; i++)
    a[i] = a[i] * 2.0 + 1.0;
#pragma endscop

#pragma scop
  /* decimation by two, blocks of four, the n % 8 leftovers */
  for (int i = 0; i < n / 2; i++)
    dec[i] = 0.5 * (a[2 * i] + a[2 * i + 1]);
  for (int q = 0; q < (n + 3) / 4; q++)
    blk[q] = a[4 * q] - (4 * q + 3 < n ? a[4 * q + 3] : 0.0);
  for (int r = 0; r < n % 8; r++)
    tail[r] = a[n - n % 8 + r] * 3.0;
  /* a decreasing stride */
  for (int i = n - 1; i >= 1; i -= 2)
    rev[i] = rev[i] + rev[i - 1];
#pragma endscop

#pragma scop
  /* a stride that grows with the outer iterator: not affine */
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j += i + 1)
      hits[j] = hits[j] + 1;
#pragma endscop

#pragma scop
  /* checkerboard and diagonal conditions */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      if ((i + j) % 2 == 0)
        M[i][j] = M[i][j] * 0.5;
  for (int i = 0; i < 64; i++) {
    D[i] = 0.0;
    for (int j = 0; j < 64; j++)
      if (i == j)
        D[i] += M[i][j];
      else if (j == i + 1 || j == i - 1)
        D[i] += 0.25 * M[i][j];
  }
  /* phase i % 3 and i / 2 in subscripts */
  for (int i = 0; i < n; i++)
    P3[i % 3][i / 3] = a[i] + (double)(i % 3);
  for (int i = 0; i < n; i++)
    H2[i / 2] += a[i] * 0.5;
#pragma endscop

  double s = 0.0;
  long h = 0;
  for (int i = 0; i < NMAX; i++) {
    s += (nrm[i] + 2.0 * a[i] + 3.0 * dec[i] + 5.0 * blk[i] + 7.0 * rev[i] + 11.0 * H2[i]) * (1 + i % 7);
    s += (P3[0][i] + 2.0 * P3[1][i] + 4.0 * P3[2][i]) * (1 + i % 3);
    h += (long)hits[i] * (i + 1);
  }
  for (int r = 0; r < 8; r++)
    s += tail[r] * (r + 1);
  for (int i = 0; i < 64; i++) {
    s += D[i] * (i + 1);
    for (int j = 0; j < 64; j++)
      s += M[i][j] * ((i + j) % 4);
  }
  printf("%.17g %ld\n", s, h);
  return 0;
}
