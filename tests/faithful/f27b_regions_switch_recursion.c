/* Regions chosen by a `switch` on a mode the previous region's sum sets (a case that falls through into
   the next case's region, a default that writes one element on the host), and a recursive function with
   a region before and after its two recursive calls (the second region's bound is the first one's final
   iterator; the halves swap the roles of the arrays). */
#include <stdio.h>
#define N 256
double A[N], B[N];
static int level_calls;

static void rec(double *a, double *b, int n, int depth) {
  int i;
  level_calls++;
#pragma scop
  for (i = 0; i < n; i++)
    b[i] = a[i] * 0.5 + depth;
#pragma endscop
  if (n >= 8 && depth < 4) {
    rec(b, a, n / 2, depth + 1);
    rec(b + n / 2, a + n / 2, n - n / 2, depth + 1);
  }
#pragma scop
  for (int k = i - 1; k >= 1; k--)
    a[k] = a[k] + 0.25 * b[k - 1];
#pragma endscop
}

int main(void) {
  double s = 0.0, mx;
  int mode = 0;
  for (int i = 0; i < N; i++) { A[i] = (i * 31 % 17) - 8.0; B[i] = 1.0; }
  for (int t = 0; t < 9; t++) {
    switch (mode) {
    case 0:
#pragma scop
      for (int i = 0; i < N; i++)
        B[i] = B[i] + A[i] * 0.5;
#pragma endscop
      /* fall through */
    case 1:
      s = 0.0;
#pragma scop
      for (int i = 0; i < N; i++)
        s += B[i];
#pragma endscop
      break;
    default:
#pragma scop
      for (int i = 1; i < N; i++)
        A[i] = A[i] - 0.25 * B[i - 1];
#pragma endscop
      A[0] = s;
    }
    mode = ((int)s % 3 + 3) % 3;
    printf("%d %d %.17g\n", t, mode, s);
  }
  mx = 0;
  for (int i = 0; i < N; i++) mx += A[i] * (i % 5) + B[i];
  printf("switch %.17g\n", mx);
  for (int i = 0; i < N; i++) { A[i] = (i * 7 % 19) - 9.0; B[i] = 0; }
  rec(A, B, N, 0);
  rec(A + 3, B + 100, 37, 2);
  s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 5 + 1) + B[i] * (i % 3);
  printf("rec %d %.17g\n", level_calls, s);
  return 0;
}
