/* SCoPs in C99 `inline` functions: one made external by an `extern` declaration in the file, one
   `static inline` whose address is taken, one `extern inline`. */
#include <stdio.h>
#define N 45

double P[N], Q[N];

inline void twice(int n, double *a) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    a[i] = 2.0 * a[i] + 1.0;
#pragma endscop
}
extern void twice(int n, double *a);

extern inline double sum3(int n, const double *a) {
  int i;
  double s = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    s += a[i] * 3.0;
#pragma endscop
  return s;
}

static inline void mix(int n, double *a, const double *b) {
  int i;
#pragma scop
  for (i = 1; i < n; i++)
    a[i] = a[i] - b[i - 1];
#pragma endscop
}

int main(void) {
  void (*m)(int, double *, const double *) = mix;
  for (int i = 0; i < N; i++) { P[i] = i % 7; Q[i] = (i % 3) * 0.5; }
  twice(N, P);
  m(N, P, Q);
  twice(N / 3, Q);
  printf("%.6f %.6f %.6f %.6f\n", sum3(N, P), sum3(N, Q), P[N - 1], Q[2]);
  return 0;
}
