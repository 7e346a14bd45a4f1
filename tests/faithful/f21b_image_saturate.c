/* 8- and 16-bit image data: uint8_t brightness/contrast with saturation to 0..255, int8_t signed
   deltas saturated to -128..127, an int16_t Sobel magnitude clamped, and a uint8_t blend whose
   intermediate is promoted to int. */
#include <stdio.h>
#include <stdint.h>
#define W 64
#define H 48

static uint8_t img[H][W], out8[H][W], blend[H][W];
static int8_t delta[H][W];
static int16_t gx[H][W], gy[H][W];
static uint16_t mag[H][W];

static void process(int h, int w, int gain, int bias) {
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) {
      int v = (img[i][j] * gain) / 16 + bias;
      out8[i][j] = (uint8_t)(v < 0 ? 0 : (v > 255 ? 255 : v));
    }
  for (int i = 0; i < h; i++)
    for (int j = 1; j < w; j++) {
      int d = (int)out8[i][j] - (int)out8[i][j - 1];
      delta[i][j] = (int8_t)(d < -128 ? -128 : (d > 127 ? 127 : d));
    }
#pragma endscop
#pragma scop
  for (int i = 1; i < h - 1; i++)
    for (int j = 1; j < w - 1; j++) {
      gx[i][j] = (int16_t)(img[i - 1][j + 1] + 2 * img[i][j + 1] + img[i + 1][j + 1]
                           - img[i - 1][j - 1] - 2 * img[i][j - 1] - img[i + 1][j - 1]);
      gy[i][j] = (int16_t)(img[i + 1][j - 1] + 2 * img[i + 1][j] + img[i + 1][j + 1]
                           - img[i - 1][j - 1] - 2 * img[i - 1][j] - img[i - 1][j + 1]);
    }
  for (int i = 1; i < h - 1; i++)
    for (int j = 1; j < w - 1; j++) {
      int m = (gx[i][j] < 0 ? -gx[i][j] : gx[i][j]) + (gy[i][j] < 0 ? -gy[i][j] : gy[i][j]);
      mag[i][j] = (uint16_t)(m > 1020 ? 1020 : m);
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      blend[i][j] = (uint8_t)((img[i][j] * 3 + out8[i][j] * 5 + 4) >> 3);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++)
      img[i][j] = (uint8_t)((i * 37 + j * 91 + (i * j) % 23) & 0xff);
  process(H, W, 27, -40);
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      s1 += out8[i][j] * (j + 1);
      s2 += delta[i][j] * (i + 1);
      s3 += mag[i][j] + gx[i][j] - gy[i][j];
      s4 += blend[i][j] ^ (i + j);
    }
  printf("%ld %ld %ld %ld\n", s1, s2, s3, s4);
  printf("%d %d %d %d\n", out8[5][9], delta[7][3], mag[10][10], blend[H - 1][W - 1]);
  return 0;
}
