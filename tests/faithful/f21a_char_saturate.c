/* 8-bit image arithmetic as image-processing code writes it: unsigned char pixels promoted to int in
   sums (no wrap in the sum), saturating clamps back to 0..255, signed char deltas, a char difference
   that goes negative, a brightness/contrast map, an average of four neighbours with rounding, and a
   3x3 box blur. */
#include <stdio.h>
#include <stdint.h>
#define W 96
#define H 64
unsigned char img[H][W], out[H][W], blur[H][W];
signed char delta[H][W];
uint8_t lut_out[H][W];

static inline unsigned char sat_u8(int v) { return (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v); }

static void brighten(int h, int w, int gain, int bias) {
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      out[i][j] = sat_u8((img[i][j] * gain) / 16 + bias);
#pragma endscop
}

static void deltas(int h, int w) {
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 1; j < w; j++)
      delta[i][j] = (signed char)((img[i][j] - img[i][j - 1]) / 2);
#pragma endscop
}

static void box(int h, int w) {
#pragma scop
  for (int i = 1; i < h - 1; i++)
    for (int j = 1; j < w - 1; j++) {
      int s = 0;
      for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++)
          s += img[i + di][j + dj];
      blur[i][j] = (unsigned char)((s + 4) / 9);
    }
#pragma endscop
}

static void mix(int h, int w) {
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) {
      int v = out[i][j] + delta[i][j] * 3 - (blur[i][j] >> 2);
      char c = (char)(v & 0x7f);
      lut_out[i][j] = (uint8_t)(v > 255 ? 255 : v < 0 ? 0 : v) ^ (uint8_t)(c + 'A');
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      img[i][j] = (unsigned char)((i * 37 + j * 91 + (i * j) % 13) & 0xff);
      delta[i][j] = 0;
      blur[i][j] = 0;
    }
  brighten(H, W, 23, -10);
  deltas(H, W);
  box(H, W);
  mix(H, W);
  unsigned long s = 0;
  long d = 0;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      s += (unsigned long)out[i][j] * (j + 1) + blur[i][j] + lut_out[i][j] * 7u;
      d += delta[i][j] * (i + 1);
    }
  printf("%lu %ld\n", s, d);
  return 0;
}
