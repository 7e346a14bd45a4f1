/* translated by s2s: host part in C (variable-length array parameter 'img'); kernels in the .cu file */
extern void s2s_scop0_kernel_deriche(int h, int w, double a0, double a1, double b1, double b2, double a2, double a3, void *s2s_h0_Y1, void *s2s_h1_img, void *s2s_h2_Y2, void *s2s_h3_T, void *s2s_h4_out);
/* deriche: Deriche recursive (IIR) smoothing filter on an H x W image:
   a causal and an anti-causal second-order pass along every row, summed,
   then the same pair of passes along every column of the result. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define W 16
#  define H 12
#elif defined(MEDIUM_DATASET)
#  define W 720
#  define H 480
#elif defined(LARGE_DATASET)
#  define W 4096
#  define H 2160
#elif defined(EXTRALARGE_DATASET)
#  define W 7680
#  define H 4320
#else /* SMALL, the default */
#  define W 256
#  define H 192
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_deriche(int h, int w, DATA_TYPE img[h][w])
{
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      img[i][j] = (DATA_TYPE)((i * 37 + j * 91 + (i / 8) * 5) % 256) / 255;
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_deriche(int h, int w, DATA_TYPE alpha, DATA_TYPE img[h][w], DATA_TYPE out[h][w],
                    DATA_TYPE Y1[h][w], DATA_TYPE Y2[h][w], DATA_TYPE T[h][w])
{
  int i, j;
  /* smoothing-filter coefficients for scale alpha */
  DATA_TYPE ea = exp(-alpha);
  DATA_TYPE e2a = exp(-2 * alpha);
  DATA_TYPE g = (1 - ea) * (1 - ea) / (1 + 2 * alpha * ea - e2a);
  DATA_TYPE a0 = g;
  DATA_TYPE a1 = g * ea * (alpha - 1);
  DATA_TYPE a2 = g * ea * (alpha + 1);
  DATA_TYPE a3 = -g * e2a;
  DATA_TYPE b1 = 2 * ea;
  DATA_TYPE b2 = -e2a;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)Y1 + ((h == 0 && w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*Y1) <= (const char *)img || (const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)Y1) && ((const char *)Y1 + ((h == 0 && w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*Y1) <= (const char *)Y2 + (h <= 1 && w >= 1 ? h - 2 : 0) * (long)sizeof(*Y2) || (const char *)Y2 + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*Y2) <= (const char *)Y1) && ((const char *)Y1 + ((h == 0 && w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*Y1) <= (const char *)T + (h == 0 && w >= 1 ? -1 : 0) * (long)sizeof(*T) || (const char *)T + ((w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*T) <= (const char *)Y1) && ((const char *)Y1 + ((h == 0 && w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*Y1) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)Y1) && ((const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)Y2 + (h <= 1 && w >= 1 ? h - 2 : 0) * (long)sizeof(*Y2) || (const char *)Y2 + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*Y2) <= (const char *)img) && ((const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)T + (h == 0 && w >= 1 ? -1 : 0) * (long)sizeof(*T) || (const char *)T + ((w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*T) <= (const char *)img) && ((const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)img) && ((const char *)Y2 + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*Y2) <= (const char *)T + (h == 0 && w >= 1 ? -1 : 0) * (long)sizeof(*T) || (const char *)T + ((w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*T) <= (const char *)Y2 + (h <= 1 && w >= 1 ? h - 2 : 0) * (long)sizeof(*Y2)) && ((const char *)Y2 + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*Y2) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)Y2 + (h <= 1 && w >= 1 ? h - 2 : 0) * (long)sizeof(*Y2)) && ((const char *)T + ((w == 0 ? 0 : h <= 2 && w >= 1 ? 1 : h - 1) + 1) * (long)sizeof(*T) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)T + (h == 0 && w >= 1 ? -1 : 0) * (long)sizeof(*T))) {
  /* s2s: SCoP 0 runs on the GPU (6 kernels) */
  s2s_scop0_kernel_deriche(h, w, a0, a1, b1, b2, a2, a3, (void *)Y1, (void *)img, (void *)Y2, (void *)T, (void *)out);
} else {
  /* rows, causal */
  for (i = 0; i < h; i++) {
    Y1[i][0] = a0 * img[i][0];
    Y1[i][1] = a0 * img[i][1] + a1 * img[i][0] + b1 * Y1[i][0];
    for (j = 2; j < w; j++)
      Y1[i][j] = a0 * img[i][j] + a1 * img[i][j - 1] + b1 * Y1[i][j - 1] + b2 * Y1[i][j - 2];
  }
  /* rows, anti-causal */
  for (i = 0; i < h; i++) {
    Y2[i][w - 1] = 0;
    Y2[i][w - 2] = a2 * img[i][w - 1];
    for (j = w - 3; j >= 0; j--)
      Y2[i][j] = a2 * img[i][j + 1] + a3 * img[i][j + 2] + b1 * Y2[i][j + 1] + b2 * Y2[i][j + 2];
  }
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      T[i][j] = Y1[i][j] + Y2[i][j];
  /* columns, causal */
  for (j = 0; j < w; j++) {
    Y1[0][j] = a0 * T[0][j];
    Y1[1][j] = a0 * T[1][j] + a1 * T[0][j] + b1 * Y1[0][j];
    for (i = 2; i < h; i++)
      Y1[i][j] = a0 * T[i][j] + a1 * T[i - 1][j] + b1 * Y1[i - 1][j] + b2 * Y1[i - 2][j];
  }
  /* columns, anti-causal */
  for (j = 0; j < w; j++) {
    Y2[h - 1][j] = 0;
    Y2[h - 2][j] = a2 * T[h - 1][j];
    for (i = h - 3; i >= 0; i--)
      Y2[i][j] = a2 * T[i + 1][j] + a3 * T[i + 2][j] + b1 * Y2[i + 1][j] + b2 * Y2[i + 2][j];
  }
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      out[i][j] = Y1[i][j] + Y2[i][j];
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.6;
  DATA_TYPE (*img)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*out)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*Y1)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*Y2)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*T)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  if (!img || !out || !Y1 || !Y2 || !T) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_deriche(H, W, img);
  kernel_deriche(H, W, alpha, img, out, Y1, Y2, T);
  print_array("out", &out[0][0], (long)H * W);
  print_array("Y1", &Y1[0][0], (long)H * W);
  print_array("Y2", &Y2[0][0], (long)H * W);
  print_array("T", &T[0][0], (long)H * W);
  free(img);
  free(out);
  free(Y1);
  free(Y2);
  free(T);
  return 0;
}
