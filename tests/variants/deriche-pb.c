/* deriche-pb: Deriche edge detector in the benchmark-suite shape: the coefficients computed inside the SCoP
   with exp and pow, each recursive pass carrying its previous inputs and outputs in scalars reset
   per row (column), images W x H indexed [i][j] with i < w
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define W 16
#  define H 12
#else
#  define W 4096
#  define H 2160
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#define B_NI ni
#define B_NJ nj
#define B_NK nk
#define B_NL nl
#define B_NM nm
#define B_N n
#define B_M m
#define CST(x) x

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

void kernel_deriche(int w, int h, DATA_TYPE alpha, DATA_TYPE imgIn[W][H], DATA_TYPE imgOut[W][H],
                    DATA_TYPE y1[W][H], DATA_TYPE y2[W][H])
{
  int i, j;
  DATA_TYPE xm1, tm1, ym1, ym2;
  DATA_TYPE xp1, xp2;
  DATA_TYPE tp1, tp2;
  DATA_TYPE yp1, yp2;
  DATA_TYPE k;
  DATA_TYPE a1, a2, a3, a4, a5, a6, a7, a8;
  DATA_TYPE b1, b2, c1, c2;
#pragma scop
  k = (CST(1.0) - exp(-alpha)) * (CST(1.0) - exp(-alpha)) / (CST(1.0) + CST(2.0) * alpha * exp(-alpha) - exp(CST(2.0) * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - CST(1.0));
  a3 = a7 = k * exp(-alpha) * (alpha + CST(1.0));
  a4 = a8 = -k * exp(CST(-2.0) * alpha);
  b1 = pow(CST(2.0), -alpha);
  b2 = -exp(CST(-2.0) * alpha);
  c1 = c2 = 1;
  for (i = 0; i < w; i++) {
    ym1 = CST(0.0);
    ym2 = CST(0.0);
    xm1 = CST(0.0);
    for (j = 0; j < h; j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (i = 0; i < w; i++) {
    yp1 = CST(0.0);
    yp2 = CST(0.0);
    xp1 = CST(0.0);
    xp2 = CST(0.0);
    for (j = h - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
  for (j = 0; j < h; j++) {
    tm1 = CST(0.0);
    ym1 = CST(0.0);
    ym2 = CST(0.0);
    for (i = 0; i < w; i++) {
      y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (j = 0; j < h; j++) {
    tp1 = CST(0.0);
    tp2 = CST(0.0);
    yp1 = CST(0.0);
    yp2 = CST(0.0);
    for (i = w - 1; i >= 0; i--) {
      y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*imgIn)[W][H] = malloc(sizeof(DATA_TYPE) * (long)(W) * (long)(H));
  DATA_TYPE (*imgOut)[W][H] = malloc(sizeof(DATA_TYPE) * (long)(W) * (long)(H));
  DATA_TYPE (*y1)[W][H] = malloc(sizeof(DATA_TYPE) * (long)(W) * (long)(H));
  DATA_TYPE (*y2)[W][H] = malloc(sizeof(DATA_TYPE) * (long)(W) * (long)(H));
  fill((DATA_TYPE *)imgIn, (long)(W) * (long)(H), 3);
  fill((DATA_TYPE *)imgOut, (long)(W) * (long)(H), 4);
  fill((DATA_TYPE *)y1, (long)(W) * (long)(H), 5);
  fill((DATA_TYPE *)y2, (long)(W) * (long)(H), 6);
  kernel_deriche(W, H, CST(0.25), *imgIn, *imgOut, *y1, *y2);
  dump("imgOut", (DATA_TYPE *)imgOut, (long)W * H);
  free(imgIn);
  free(imgOut);
  free(y1);
  free(y2);
  return 0;
}
