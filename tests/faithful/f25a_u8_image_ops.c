/* uint8_t images: saturating add and subtract, a blend with rounding (f + 0.5f converted), a gamma
   table lookup by pixel value, an unsigned average that does not overflow, thresholds into 0/255. */
#include <stdio.h>
#include <stdint.h>
#define H 10
#define W 18

int main(void) {
  uint8_t a[H][W], b[H][W], add[H][W], sub[H][W], bl[H][W], avg[H][W], th[H][W], g[H][W];
  uint8_t gamma[256];
  uint16_t wide[H][W];
  for (int v = 0; v < 256; v++) gamma[v] = (uint8_t)((v * v) >> 8);
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) { a[i][j] = (uint8_t)(i * 41 + j * 13); b[i][j] = (uint8_t)(255 - j * 17 + i * 7); }
#pragma scop
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      int s = a[i][j] + b[i][j];
      add[i][j] = s > 255 ? 255 : s;
      sub[i][j] = a[i][j] > b[i][j] ? a[i][j] - b[i][j] : 0;
      float f = a[i][j] * 0.7f + b[i][j] * 0.3f;
      bl[i][j] = (uint8_t)(f + 0.5f);
      avg[i][j] = (a[i][j] & b[i][j]) + ((a[i][j] ^ b[i][j]) >> 1);
      th[i][j] = (uint8_t)-(a[i][j] > 127);
      wide[i][j] = (uint16_t)(a[i][j] << 8 | b[i][j]) * (uint16_t)3;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++)
      g[i][j] = gamma[a[i][j]];
#pragma endscop
  for (int i = 0; i < H; i++) {
    for (int j = 0; j < W; j++)
      printf("%u,%u,%u,%u,%u,%u,%u ", add[i][j], sub[i][j], bl[i][j], avg[i][j], th[i][j], g[i][j], wide[i][j]);
    printf("\n");
  }
  return 0;
}
