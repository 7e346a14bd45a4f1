/* Enumerations as iterators, bounds and subscripts.  GCC gives an enumeration with no negative
   enumerator the type unsigned int, so `c - 1` at c = 0 is UINT_MAX, not -1. */
#include <stdio.h>

enum channel { RED, GREEN, BLUE, ALPHA, NCHAN };
enum offset { BACK = -2, HERE = 0, AHEAD = 3 };

#define NPIX 37

int main(void)
{
  double img[NPIX][NCHAN], out[NPIX][NCHAN];
  int flag[NPIX][NCHAN];
  long shift[NCHAN];
  int n = NPIX;

  for (int p = 0; p < NPIX; p++)
    for (int c = 0; c < NCHAN; c++) {
      img[p][c] = (p * 7 + c * 13) % 29 - 11.5;
      out[p][c] = 0;
      flag[p][c] = -1;
    }
  for (int c = 0; c < NCHAN; c++)
    shift[c] = 0;

#pragma scop
  for (enum channel c = RED; c < NCHAN; c++) {
    /* c - 1 is unsigned: at RED it is 4294967295, so the test fails there */
    shift[c] = (c - 1 < 2) ? 100 + c : -(long)c;
    for (int p = 2; p < n - 3; p++) {
      out[p][c] = img[p + BACK][c] + img[p + AHEAD][c] * 0.5 + img[p][c] * (c + BACK);
      flag[p][c] = (c + BACK < 1) + 2 * (HERE - c > 0) + 4 * (c * AHEAD > 5u);
    }
  }
#pragma endscop

  for (int c = 0; c < NCHAN; c++)
    printf("shift %d %ld\n", c, shift[c]);
  for (int p = 0; p < NPIX; p += 3)
    for (int c = 0; c < NCHAN; c++)
      printf("%d %d %.6f %d\n", p, c, out[p][c], flag[p][c]);
  return 0;
}
