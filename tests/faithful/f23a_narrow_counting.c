/* Narrow iterators that count to their type's limits: an unsigned char up to n = 255 (c < n ends it
   before the wrap), a signed char from -128 to 126, a short from -300 by 7, and a histogram of an
   8-bit image by an affine index. */
#include <stdio.h>

#define W 255

int main(void)
{
  static unsigned char img[W][W];
  static unsigned hist[256];
  static int col[W];
  static double sc[256];
  static long sh[700];
  unsigned char n = W;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      img[i][j] = (unsigned char)((i * 31 + j * 7) & 0xff);

#pragma scop
  for (unsigned char r = 0; r < n; r++)
    for (unsigned char c = 0; c < n; c++)
      col[c] += img[r][c] > 127;
  for (unsigned char v = 0; v < n; v++)
    hist[v] = hist[v] + v * 2u + (v > 200);
  for (signed char s = -128; s < 127; s++)
    sc[s + 128] = s * 0.5 + (s < 0 ? -1 : 1);
  for (short t = -300; t < 300; t += 7)
    sh[t + 300] = (long)t * t - t / 7 + t % 7;
#pragma endscop

  unsigned long s1 = 0;
  for (int j = 0; j < W; j++)
    s1 = s1 * 31 + col[j];
  printf("col %lu\n", s1);
  for (int v = 0; v < 256; v += 15)
    printf("hist %d %u sc %.2f\n", v, hist[v], sc[v]);
  unsigned long s2 = 0;
  for (int t = 0; t < 700; t++)
    s2 = s2 * 3 + (unsigned long)sh[t];
  printf("sh %lu\n", s2);
  return 0;
}
