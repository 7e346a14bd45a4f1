/* Memory as C programs handle it between SCoP executions: memcpy, memmove and memset on the arrays
 * between two SCoPs of one function and in the loop around a SCoP (`memcpy(m, S, sizeof S)` after each
 * sweep), a pointer advanced by `p += n` between executions of one SCoP, an array grown by realloc, and
 * arrays from calloc, aligned_alloc and posix_memalign. Every SCoP is translated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 32
static double S[N][N];

void twice(double *a, double *b, int n) {
#pragma scop
  for (int i = 0; i < n; i++) b[i] = a[i] * 2.0 + 1.0;
#pragma endscop
  memcpy(a, b, n * sizeof *a);
  memmove(a + 1, a, (n - 1) * sizeof *a);
  memset(b, 0, n * sizeof *b);
#pragma scop
  for (int i = 1; i < n; i++) b[i] = a[i] - a[i - 1];
#pragma endscop
}
void rounds(double (*m)[N], int n, int r) {
  for (int k = 0; k < r; k++) {
#pragma scop
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        S[i][j] = 0.25 * (m[i - 1][j] + m[i + 1][j] + m[i][j - 1] + m[i][j + 1]);
#pragma endscop
    memcpy(m, S, sizeof S);
  }
}
void advance(double *p, int n, int chunks) {
  for (int c = 0; c < chunks; c++) {
#pragma scop
    for (int i = 0; i < n; i++) p[i] = p[i] * 0.5 + c;
#pragma endscop
    p += n;
  }
}
void grow(int n) {
  double *v = malloc(4 * sizeof *v);
  for (int i = 0; i < 4; i++) v[i] = i;
  v = realloc(v, n * sizeof *v);
  for (int i = 4; i < n; i++) v[i] = -i;
  double *w = calloc(n, sizeof *w);
  double *al = aligned_alloc(64, n * sizeof *al);
  double *pm;
  if (posix_memalign((void **)&pm, 64, n * sizeof *pm)) return;
#pragma scop
  for (int i = 0; i < n; i++) {
    w[i] += v[i] * 3.0;
    al[i] = w[i] - 1.0;
    pm[i] = al[i] + v[n - 1 - i];
  }
#pragma endscop
  for (int i = 0; i < n; i++) printf("%g %g %g\n", w[i], al[i], pm[i]);
  free(v); free(w); free(al); free(pm);
}
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i * 0.5 - 3;
  twice(a, b, N);
  for (int i = 0; i < N; i++) printf("%g %g\n", a[i], b[i]);
  static double m[N][N];
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) m[i][j] = (i * j) % 5;
  rounds(m, N, 3);
  for (int i = 0; i < N; i += 3) printf("%g %g\n", m[i][i], m[i][N - 1 - i]);
  double *p = malloc(4 * N * sizeof *p);
  for (int i = 0; i < 4 * N; i++) p[i] = i;
  advance(p, N, 4);
  for (int i = 0; i < 4 * N; i += 5) printf("%g\n", p[i]);
  free(p);
  grow(N + 9);
  return 0;
}
