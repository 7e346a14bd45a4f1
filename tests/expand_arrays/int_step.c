/* an int buffer, a step-2 outer loop and a global buffer, rows of a 2-D image */
#include <stdio.h>
#define H 9
#define W 12
int buf[W];
static void rows(int h, int w, int img[H][W], int out[H][W])
{
  int y, x;
#pragma scop
  for (y = 1; y < h; y += 2) {
    for (x = 0; x < w; x++)
      buf[x] = img[y][x] * 3 - img[y - 1][x];
    for (x = 1; x < w - 1; x++)
      out[y][x] = buf[x - 1] + 2 * buf[x] + buf[x + 1];
  }
#pragma endscop
}
static int img[H][W], out[H][W];
int main(void)
{
  for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) img[y][x] = (y * 7 + x * 3) % 11 - 5;
  rows(H, W, img, out);
  for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) printf("%d\n", out[y][x]);
  for (int x = 0; x < W; x++) printf("buf %d\n", buf[x]);
  return 0;
}
