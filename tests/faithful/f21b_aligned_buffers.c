/* Aligned allocations as vectorising codes make them: aligned_alloc with a size rounded up to the
   alignment, posix_memalign with a padded leading dimension (ld > n, the pad never touched by the
   SCoP), and __builtin_assume_aligned on a local pointer is avoided: the pointers are used as is. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>

static void stencil_ld(int n, int ld, double *restrict out, const double *restrict in) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * ld + j] = 0.2 * (in[i * ld + j] + in[(i - 1) * ld + j] + in[(i + 1) * ld + j]
                               + in[i * ld + j - 1] + in[i * ld + j + 1]);
#pragma endscop
}

static void scale(int n, float *v, float f) {
#pragma scop
  for (int i = 0; i < n; i++)
    v[i] = v[i] * f + (float)(i % 3);
#pragma endscop
}

int main(void) {
  int n = 37;
  int ld = (n + 7) / 8 * 8;                    /* 40: rows start on 64-byte boundaries */
  double *in = NULL, *out = NULL;
  if (posix_memalign((void **)&in, 64, sizeof(double) * (size_t)(n * ld)) != 0) return 1;
  if (posix_memalign((void **)&out, 64, sizeof(double) * (size_t)(n * ld)) != 0) return 1;
  for (int i = 0; i < n * ld; i++) { in[i] = (i % ld < n) ? (double)((i * 7) % 19) : -1e9; out[i] = 0.0; }
  for (int t = 0; t < 4; t++) {
    stencil_ld(n, ld, out, in);
    double *tmp = in; in = out; out = tmp;
  }
  size_t bytes = ((size_t)1000 * sizeof(float) + 63) / 64 * 64;
  float *v = aligned_alloc(64, bytes);
  for (int i = 0; i < 1000; i++) v[i] = (float)i * 0.001f;
  scale(1000, v, 1.5f);
  scale(999, v + 1, 0.25f);
  double s1 = 0, s2 = 0;
  for (int i = 0; i < n * ld; i++) s1 += (i % ld < n) ? in[i] * (i % 5 + 1) : 0.0;
  for (int i = 0; i < 1000; i++) s2 += (double)v[i];
  printf("%.17g\n%.17g\n%.9g %.9g\n", s1, s2, (double)v[0], (double)v[999]);
  free(in); free(out); free(v);
  return 0;
}
