/* No pragmas (--autodetect): static helpers with nests called several times with different sizes and
   with arguments that overlap (the same array as source and destination, shifted by one element, and
   two views of one buffer). */
#include <stdio.h>

static void axpy(int n, double a, const double *x, double *y) {
  int i;
  for (i = 0; i < n; i++)
    y[i] = y[i] + a * x[i];
}

static void blur(int n, const float *in, float *out) {
  int i;
  for (i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + 2.0f * in[i] + in[i + 1]) * 0.25f;
}

static void scale_rows(int rows, int cols, int ld, double *m, const double *s) {
  int i, j;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      m[i * ld + j] *= s[i];
}

double buf[400];
float fb[200], fc[200];

int main(void) {
  int i;
  for (i = 0; i < 400; i++) buf[i] = (i % 13) * 0.25 - 1.0;
  for (i = 0; i < 200; i++) { fb[i] = (float)((i * 7) % 10); fc[i] = 0; }
  axpy(100, 2.0, buf, buf + 100);
  axpy(50, -1.0, buf + 10, buf + 11);     /* y one element after x: a chain */
  axpy(60, 0.5, buf + 201, buf + 200);    /* y one element before x */
  axpy(40, 3.0, buf + 300, buf + 300);    /* the same array */
  axpy(0, 9.0, buf, buf + 1);
  blur(200, fb, fc);
  blur(120, fc, fc + 40);                 /* out overlaps in */
  blur(3, fb + 5, fb + 6);
  scale_rows(10, 10, 20, buf, buf + 5);   /* the scales are in the matrix */
  scale_rows(5, 30, 30, buf + 150, buf + 380);
  for (i = 0; i < 400; i += 9)
    printf("b %d %.12g\n", i, buf[i]);
  for (i = 0; i < 200; i += 11)
    printf("f %d %.7g %.7g\n", i, fb[i], fc[i]);
  return 0;
}
