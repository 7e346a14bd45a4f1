/* translated by s2s: host part in C (variable-length array parameter 'img'); kernels in the .cu file */
extern void s2s_scop0_kernel_recursive_filter(int h, int w, double a, double b, void *s2s_h0_fw, void *s2s_h1_img, void *s2s_h2_bw, void *s2s_h3_rows, void *s2s_h4_out);
/* recursive-filter: a first-order recursive (IIR) smoothing filter, run
   causally and anti-causally along the rows, then along the columns of the
   row result (a simplified Deriche-style filter).  Each pass is a first-order
   recurrence with the boundary sample peeled off; no chained assignments. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define H 14
#  define W 18
#elif defined(MEDIUM_DATASET)
#  define H 600
#  define W 800
#elif defined(LARGE_DATASET)
#  define H 2160
#  define W 3840
#elif defined(EXTRALARGE_DATASET)
#  define H 4320
#  define W 7680
#else /* SMALL, the default */
#  define H 160
#  define W 240
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_recursive_filter(int h, int w, DATA_TYPE img[h][w])
{
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      img[i][j] = (DATA_TYPE)((i * 13 + j * 29 + (j / 4) * 3) % 64) / 63;
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

/* fw: causal pass, bw: anti-causal pass, rows: result of the row passes,
   out: final result */
void kernel_recursive_filter(int h, int w, DATA_TYPE a, DATA_TYPE b, DATA_TYPE img[h][w],
                             DATA_TYPE fw[h][w], DATA_TYPE bw[h][w], DATA_TYPE rows[h][w],
                             DATA_TYPE out[h][w])
{
  int i, j;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)fw + ((h == 0 && w >= 0 ? 0 : h - 1) + 1) * (long)sizeof(*fw) <= (const char *)img || (const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)fw) && ((const char *)fw + ((h == 0 && w >= 0 ? 0 : h - 1) + 1) * (long)sizeof(*fw) <= (const char *)bw + (h <= 1 && w >= 1 ? h - 1 : 0) * (long)sizeof(*bw) || (const char *)bw + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*bw) <= (const char *)fw) && ((const char *)fw + ((h == 0 && w >= 0 ? 0 : h - 1) + 1) * (long)sizeof(*fw) <= (const char *)rows || (const char *)rows + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*rows) <= (const char *)fw) && ((const char *)fw + ((h == 0 && w >= 0 ? 0 : h - 1) + 1) * (long)sizeof(*fw) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)fw) && ((const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)bw + (h <= 1 && w >= 1 ? h - 1 : 0) * (long)sizeof(*bw) || (const char *)bw + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*bw) <= (const char *)img) && ((const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)rows || (const char *)rows + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*rows) <= (const char *)img) && ((const char *)img + ((h == 0 ? 0 : h - 1) + 1) * (long)sizeof(*img) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)img) && ((const char *)bw + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*bw) <= (const char *)rows || (const char *)rows + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*rows) <= (const char *)bw + (h <= 1 && w >= 1 ? h - 1 : 0) * (long)sizeof(*bw)) && ((const char *)bw + ((h == 0 && w == 0 ? 0 : h - 1) + 1) * (long)sizeof(*bw) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)bw + (h <= 1 && w >= 1 ? h - 1 : 0) * (long)sizeof(*bw)) && ((const char *)rows + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*rows) <= (const char *)out || (const char *)out + ((h >= 1 && w >= 1 ? h - 1 : 0) + 1) * (long)sizeof(*out) <= (const char *)rows)) {
  /* s2s: SCoP 0 runs on the GPU (6 kernels) */
  s2s_scop0_kernel_recursive_filter(h, w, a, b, (void *)fw, (void *)img, (void *)bw, (void *)rows, (void *)out);
} else {
  for (i = 0; i < h; i++) {
    fw[i][0] = a * img[i][0];
    for (j = 1; j < w; j++)
      fw[i][j] = a * img[i][j] + b * fw[i][j - 1];
  }
  for (i = 0; i < h; i++) {
    bw[i][w - 1] = 0;
    for (j = w - 2; j >= 0; j--)
      bw[i][j] = a * b * img[i][j + 1] + b * bw[i][j + 1];
  }
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      rows[i][j] = fw[i][j] + bw[i][j];
  for (j = 0; j < w; j++) {
    fw[0][j] = a * rows[0][j];
    for (i = 1; i < h; i++)
      fw[i][j] = a * rows[i][j] + b * fw[i - 1][j];
  }
  for (j = 0; j < w; j++) {
    bw[h - 1][j] = 0;
    for (i = h - 2; i >= 0; i--)
      bw[i][j] = a * b * rows[i + 1][j] + b * bw[i + 1][j];
  }
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      out[i][j] = fw[i][j] + bw[i][j];
}
S2S_REGION_END();
}

int main(void)
{
  /* first-order smoothing coefficients: y[n] = a x[n] + b y[n-1], a + b = 1 */
  DATA_TYPE b = exp(-0.5);
  DATA_TYPE a = 1 - b;
  DATA_TYPE (*img)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*fw)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*bw)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*rows)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE (*out)[W] = malloc(sizeof(DATA_TYPE[H][W]));
  if (!img || !fw || !bw || !rows || !out) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_recursive_filter(H, W, img);
  kernel_recursive_filter(H, W, a, b, img, fw, bw, rows, out);
  print_array("out", &out[0][0], (long)H * W);
  print_array("rows", &rows[0][0], (long)H * W);
  free(img);
  free(fw);
  free(bw);
  free(rows);
  free(out);
  return 0;
}
