#include <stdio.h>
#include <stdint.h>
#include <math.h>
#define H 12
#define W 16

int main(void) {
  uint8_t img[H][W], out[H][W], blur[H][W];
  int8_t d8[H][W];
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) img[i][j] = (uint8_t)(i * 37 + j * 29);
#pragma scop
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      int v = img[i][j] * 2 - 60;
      out[i][j] = v < 0 ? 0 : (v > 255 ? 255 : v);
      d8[i][j] = (int8_t)(img[i][j] - 128);
    }
  for (int i = 1; i < H - 1; i++)
    for (int j = 1; j < W - 1; j++) {
      float f = (img[i-1][j] + img[i+1][j] + img[i][j-1] + img[i][j+1]) * 0.3f - img[i][j] * 0.15f;
      long r = lrintf(f);
      blur[i][j] = (uint8_t)(r < 0 ? 0 : r > 255 ? 255 : r);
    }
#pragma endscop
  for (int i = 0; i < H; i++) {
    for (int j = 0; j < W; j++) printf("%d,%d,%d ", out[i][j], d8[i][j], (i && j && i < H-1 && j < W-1) ? blur[i][j] : -1);
    printf("\n");
  }
  return 0;
}
