/* Image filters as users write them: a 2-D convolution whose neighbours are clamped to the edge with
   MIN/MAX macros in the subscripts, a 1-D FIR filter with ?: in the subscript, a separable blur through
   a float temporary image, and a mirror boundary (reflect at the edges) with abs-like ternaries. */
#include <stdio.h>
#define W 45
#define H 33
#define R 2
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
float img[H][W], out[H][W], tmp[H][W], k2[2 * R + 1][2 * R + 1];
double sig[W], fir[W], taps[5] = {0.1, 0.2, 0.4, 0.2, 0.1};

static void filters(int h, int w) {
#pragma scop
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float acc = 0.0f;
      for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
          acc += k2[dy + R][dx + R] * img[MIN(MAX(y + dy, 0), h - 1)][MIN(MAX(x + dx, 0), w - 1)];
      out[y][x] = acc;
    }
  for (int i = 0; i < w; i++) {
    double a = 0;
    for (int t = 0; t < 5; t++)
      a += taps[t] * sig[i - t + 2 < 0 ? 0 : (i - t + 2 >= w ? w - 1 : i - t + 2)];
    fir[i] = a;
  }
  for (int y = 0; y < h; y++)
    for (int x = 1; x < w - 1; x++)
      tmp[y][x] = (img[y][x - 1] + 2 * img[y][x] + img[y][x + 1]) * 0.25f;
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++)
      out[y][x] = out[y][x] * 0.5f + (tmp[y - 1][x] + 2 * tmp[y][x] + tmp[y + 1][x]) * 0.125f;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      tmp[y][x] = img[y][x - 1 < 0 ? 1 - x : x - 1] - img[y][x + 1 >= w ? 2 * w - 3 - x : x + 1];
#pragma endscop
}

int main(void) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) img[y][x] = (float)((x * 7 + y * 13) % 256) / 255.0f;
  for (int a = 0; a < 2 * R + 1; a++)
    for (int b = 0; b < 2 * R + 1; b++) k2[a][b] = 1.0f / ((a - R) * (a - R) + (b - R) * (b - R) + 1);
  for (int i = 0; i < W; i++) sig[i] = (i % 9) - 4.0;
  filters(H, W);
  double s = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) s += out[y][x] * ((x + y) % 5) + tmp[y][x];
  for (int i = 0; i < W; i++) s += fir[i] * (i + 1);
  filters(3, 4);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) s += out[y][x] + tmp[y][x] * 0.5;
  printf("%.9g\n", s);
  return 0;
}
