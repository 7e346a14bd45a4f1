/* Scalars accumulated through pointers: `*s += a[i]` with s a parameter, s pointing into the array the
   loop reads (the sum then reads its own partial value), a struct member reached through a pointer,
   `s[0]` spelled as an array, and a factor `*f` that the loop overwrites.  `*s` is `s[0]`: the
   pointers join the runtime overlap test, and the results must be C's. */
#include <stdio.h>
#define N 200
double A[N + 1], B[N];
struct acc { double sum; long cnt; } G;

static void sum_into(int n, const double *a, double *s) {
#pragma scop
  for (int i = 0; i < n; i++)
    *s += a[i];
#pragma endscop
}

static void dot_into(int n, const double *x, const double *y, double s[1], long *cnt) {
#pragma scop
  for (int i = 0; i < n; i++) {
    s[0] = s[0] + x[i] * y[i];
    *cnt += 1;
  }
#pragma endscop
}

static void scale_by(int n, double *a, const double *f) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = a[i] * *f;
#pragma endscop
}

int main(void) {
  for (int i = 0; i <= N; i++) A[i] = (i % 13) * 0.25 - 1.0;
  for (int i = 0; i < N; i++) B[i] = (i % 7) * 0.5;
  double t = 0;
  sum_into(N, A, &t);
  printf("%.17g\n", t);
  sum_into(N, A + 1, &A[0]);       /* s aliases a[-1]: no overlap with what the loop reads */
  printf("%.17g\n", A[0]);
  sum_into(N, A, &A[5]);           /* s is a[5]: later reads see the running sum */
  printf("%.17g %.17g\n", A[5], A[6]);
  double d = 1;
  long c = 0;
  dot_into(N, A, B, &d, &c);
  printf("%.17g %ld\n", d, c);
  dot_into(N / 2, A, B, &G.sum, &G.cnt);
  printf("%.17g %ld\n", G.sum, G.cnt);
  dot_into(N / 2, B, B, &B[10], &c);  /* s is an element of both vectors */
  printf("%.17g %ld\n", B[10], c);
  scale_by(N, A, &A[3]);              /* the factor is an element the loop overwrites at i = 3 */
  double z = 0;
  for (int i = 0; i <= N; i++) z += A[i] * (i + 1);
  printf("%.17g\n", z);
  return 0;
}
