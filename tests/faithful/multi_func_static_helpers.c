/* SCoPs in several functions of one file, with static helper functions (called outside the SCoPs), a
   static const table read inside two SCoPs, a static function-scope counter, and a SCoP in a static
   inline function called twice with different arrays. */
#include <stdio.h>
#define N 128
static const double coef[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
static double A[N][N], B[N][N], v[N];
static int calls;

static int clampi(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }
static double norm1(const double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += p[i] < 0 ? -p[i] : p[i]; return s; }

static inline void blur(int n, double (*src)[N], double (*dst)[N]) {
  calls++;
#pragma scop
  for (int i = 2; i < n - 2; i++)
    for (int j = 0; j < n; j++)
      dst[i][j] = coef[0] * src[i - 2][j] + coef[1] * src[i - 1][j] + coef[2] * src[i][j]
                + coef[3] * src[i + 1][j] + coef[4] * src[i + 2][j];
#pragma endscop
}

static void rowsum(int n) {
  static int seen = 0;
  seen += n;
#pragma scop
  for (int i = 0; i < n; i++) {
    v[i] = 0.0;
    for (int j = 0; j < n; j++)
      v[i] += B[i][j] * coef[j % 5];
  }
#pragma endscop
  v[0] += seen;
}

void scale(int n, double f) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * f + v[j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 0; }
  int m = clampi(N + 10, 8, N);
  blur(m, A, B);
  rowsum(m);
  scale(m, 0.5);
  blur(m, B, A);
  rowsum(clampi(3, 8, N));
  double s = norm1(v, N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 3) + B[i][j];
  printf("%.12g %d\n", s, calls);
  return 0;
}
