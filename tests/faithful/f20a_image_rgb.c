/* An image pipeline on interleaved 8-bit RGB (unsigned char img[h*w*3]) with run-time sizes: a luma
   conversion with integer weights and rounding shift, a separable 1-2-1 blur with clamped edges
   (indices clamped with ?: in the subscripts) through an unsigned short temporary, Sobel gradients
   with abs() into an int magnitude, a threshold to 0/255 and a per-channel gain with saturation
   (clamping to 255), a histogram of the output (indexed by pixel value: sequential). */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned char u8;

static void luma(int h, int w, const u8 *restrict rgb, u8 *restrict y) {
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      y[i * w + j] = (u8)((77 * rgb[(i * w + j) * 3] + 150 * rgb[(i * w + j) * 3 + 1] +
                           29 * rgb[(i * w + j) * 3 + 2] + 128) >> 8);
#pragma endscop
}

static void blur(int h, int w, const u8 *y, unsigned short *t, u8 *b) {
#pragma scop
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      t[i * w + j] = y[i * w + (j > 0 ? j - 1 : 0)] + 2 * y[i * w + j] + y[i * w + (j < w - 1 ? j + 1 : w - 1)];
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      b[i * w + j] = (t[(i > 0 ? i - 1 : 0) * w + j] + 2 * t[i * w + j] +
                      t[(i < h - 1 ? i + 1 : h - 1) * w + j] + 8) / 16;
#pragma endscop
}

static void sobel(int h, int w, const u8 *b, int *mag, u8 *edge, int thr) {
#pragma scop
  for (int i = 1; i < h - 1; i++)
    for (int j = 1; j < w - 1; j++) {
      int gx = b[(i - 1) * w + j + 1] + 2 * b[i * w + j + 1] + b[(i + 1) * w + j + 1]
             - b[(i - 1) * w + j - 1] - 2 * b[i * w + j - 1] - b[(i + 1) * w + j - 1];
      int gy = b[(i + 1) * w + j - 1] + 2 * b[(i + 1) * w + j] + b[(i + 1) * w + j + 1]
             - b[(i - 1) * w + j - 1] - 2 * b[(i - 1) * w + j] - b[(i - 1) * w + j + 1];
      mag[i * w + j] = abs(gx) + abs(gy);
      edge[i * w + j] = mag[i * w + j] > thr ? 255 : 0;
    }
  for (int j = 0; j < w; j++) {
    edge[j] = 0;
    edge[(h - 1) * w + j] = 0;
  }
  for (int i = 0; i < h; i++) {
    edge[i * w] = 0;
    edge[i * w + w - 1] = 0;
  }
#pragma endscop
}

static void gain(int n, u8 *rgb, const int g[3]) {
#pragma scop
  for (int p = 0; p < n; p++)
    for (int c = 0; c < 3; c++) {
      int v = (rgb[p * 3 + c] * g[c]) >> 6;
      rgb[p * 3 + c] = v > 255 ? 255 : (u8)v;
    }
#pragma endscop
}

static void histo(int n, const u8 *img, unsigned *hist) {
#pragma scop
  for (int k = 0; k < 256; k++)
    hist[k] = 0;
  for (int p = 0; p < n; p++)
    hist[img[p]]++;
#pragma endscop
}

int main(int argc, char **argv) {
  int h = argc > 1 ? atoi(argv[1]) : 37, w = argc > 2 ? atoi(argv[2]) : 53;
  u8 *rgb = malloc((size_t)h * w * 3), *y = malloc((size_t)h * w), *b = malloc((size_t)h * w);
  u8 *edge = calloc((size_t)h * w, 1);
  unsigned short *t = malloc(sizeof(unsigned short) * h * w);
  int *mag = calloc((size_t)h * w, sizeof(int));
  unsigned hist[256];
  for (int i = 0; i < h * w * 3; i++)
    rgb[i] = (u8)((i * 37 + (i / 3) * (i % 5) * 11) % 256);
  const int g[3] = {90, 64, 50};
  gain(h * w, rgb, g);
  luma(h, w, rgb, y);
  blur(h, w, y, t, b);
  sobel(h, w, b, mag, edge, 120);
  histo(h * w, b, hist);
  unsigned long s = 0, e = 0, m = 0, hs = 0;
  for (int i = 0; i < h * w; i++) {
    s += (unsigned long)b[i] * (i % 7 + 1);
    e += edge[i] != 0;
    m += (unsigned long)mag[i] * (i % 3 + 1);
  }
  for (int k = 0; k < 256; k++)
    hs += (unsigned long)hist[k] * (k + 1);
  unsigned long cs = 0;
  for (int i = 0; i < h * w * 3; i++)
    cs = cs * 31 + rgb[i];
  printf("blur %lu edges %lu mag %lu hist %lu rgb %lu y %d %d\n", s, e, m, hs, cs, y[5], y[h * w - 1]);
  free(rgb); free(y); free(b); free(edge); free(t); free(mag);
  return 0;
}
