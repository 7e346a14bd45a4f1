/* An 8-bit image pipeline as users write it: a separable 1-2-1 blur on unsigned char pixels (the sums
   promoted to int, rounded with + 2 >> 2), a gradient magnitude with abs of an int difference, a
   threshold with ?: into unsigned char, a saturating brighten (x + 40 > 255 ? 255 : x + 40), an
   inversion (255 - x, and ~x converted back to unsigned char), and a gamma-like lookup in a const table
   indexed by a pixel value. */
#include <stdio.h>
#include <stdlib.h>
#define H 48
#define W 64
static unsigned char img[H][W], tmp[H][W], blur[H][W], edge[H][W], bin[H][W], bright[H][W], inv[H][W],
    inv2[H][W], look[H][W];
static unsigned char table[256];

int main(void) {
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) img[i][j] = (unsigned char)((i * 37 + j * 91 + (i * j) % 29) * 7);
  for (int v = 0; v < 256; v++) table[v] = (unsigned char)(v * v / 255);
  int thr = 100;
#pragma scop
  for (int i = 0; i < H; i++)
    for (int j = 1; j < W - 1; j++)
      tmp[i][j] = (img[i][j - 1] + 2 * img[i][j] + img[i][j + 1] + 2) >> 2;
  for (int i = 1; i < H - 1; i++)
    for (int j = 1; j < W - 1; j++)
      blur[i][j] = (tmp[i - 1][j] + 2 * tmp[i][j] + tmp[i + 1][j] + 2) >> 2;
  for (int i = 1; i < H - 1; i++)
    for (int j = 1; j < W - 1; j++)
      edge[i][j] = (abs(blur[i][j + 1] - blur[i][j - 1]) + abs(blur[i + 1][j] - blur[i - 1][j])) / 2;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      bin[i][j] = img[i][j] > thr ? 255 : 0;
      bright[i][j] = img[i][j] + 40 > 255 ? 255 : img[i][j] + 40;
      inv[i][j] = 255 - img[i][j];
      inv2[i][j] = ~img[i][j];
      look[i][j] = table[(i * 7 + j) % 256];
    }
#pragma endscop
  unsigned long h = 0;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++)
      h = h * 31 + tmp[i][j] + 3u * blur[i][j] + 5u * edge[i][j] + 7u * bin[i][j] + 11u * bright[i][j] +
          13u * inv[i][j] + 17u * inv2[i][j] + 19u * look[i][j];
  printf("%lu\n", h);
  for (int j = 0; j < W; j += 9) printf("%d %d %d %d\n", blur[10][j], edge[10][j], bright[20][j], look[30][j]);
  return 0;
}
