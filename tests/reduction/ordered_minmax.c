/* Floating-point min and max written as comparisons, reduced over rows (group mode: a warp or a
   work-group per row): C's order decides which of +0.0 and -0.0 stays and what a NaN does, so the
   translation must keep it (UpdateForm.ordered).  The rows hold ties of signed zeros, NaNs in the middle,
   at the end and everywhere, an initial NaN, infinities and repeated values; the results are printed as
   bit patterns, so a zero of the other sign is a difference. */
#include <stdio.h>
#include <string.h>
#include <math.h>

#define N 13
#define M 100

static double A[N][M];
static float F[N][M];
static double r1[N], r2[N], r3[N], r4[N], r5[N], r6[N], r7[N], r8[N];
static float f1[N], f2[N];

static void rows(int n, int m)
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    r1[i] = A[i][0];
    for (j = 1; j < m; j++)
      r1[i] = r1[i] >= A[i][j] ? r1[i] : A[i][j];          /* max, the first of equals, a NaN taken */
  }
  for (i = 0; i < n; i++) {
    r2[i] = A[i][0];
    for (j = 1; j < m; j++)
      r2[i] = r2[i] > A[i][j] ? r2[i] : A[i][j];           /* max, the last of equals, a NaN taken */
  }
  for (i = 0; i < n; i++) {
    r3[i] = A[i][0];
    for (j = 1; j < m; j++)
      r3[i] = A[i][j] > r3[i] ? A[i][j] : r3[i];           /* max, the first of equals, a NaN skipped */
  }
  for (i = 0; i < n; i++) {
    r4[i] = A[i][0];
    for (j = 1; j < m; j++)
      r4[i] = A[i][j] >= r4[i] ? A[i][j] : r4[i];          /* max, the last of equals, a NaN skipped */
  }
  for (i = 0; i < n; i++) {
    r5[i] = A[i][m - 1];
    for (j = 0; j < m - 1; j++)
      r5[i] = r5[i] <= A[i][j] ? r5[i] : A[i][j];          /* min, the first of equals, a NaN taken */
  }
  for (i = 0; i < n; i++) {
    r6[i] = -A[i][0];
    for (j = 1; j < m; j++)
      r6[i] = A[i][j] < r6[i] ? A[i][j] : r6[i];           /* min, the first of equals, a NaN skipped */
  }
  for (i = 0; i < n; i++) {
    r7[i] = A[i][1];
    for (j = 2; j < m; j++)
      r7[i] = r7[i] < A[i][j] + F[i][j] ? A[i][j] + F[i][j] : r7[i];   /* max of a double sum with floats */
  }
  for (i = 0; i < n; i++) {
    r8[i] = -0.0;
    for (j = 0; j < m; j++)
      r8[i] = fabs(A[i][j]) >= r8[i] ? fabs(A[i][j]) : r8[i];   /* the maximum norm, the last of equals */
  }
  for (i = 0; i < n; i++) {
    f1[i] = F[i][0];
    for (j = 1; j < m; j++)
      f1[i] = f1[i] >= F[i][j] ? f1[i] : F[i][j];          /* float */
  }
  for (i = 0; i < n; i++) {
    f2[i] = F[i][0];
    for (j = 1; j < m; j++)
      f2[i] = f2[i] >= F[i][j] * 0.5 ? f2[i] : F[i][j] * 0.5;   /* a double term: rounded into f2 */
  }
#pragma endscop
}

static void print_bits(const char *name, const double *v, int n)
{
  printf("%s:\n", name);
  for (int i = 0; i < n; i++) {
    unsigned long long b;
    memcpy(&b, &v[i], sizeof b);
    printf("%llu\n", isnan(v[i]) ? 1ull : b);     /* a NaN's payload and sign are not C's to fix */
  }
}

static void print_fbits(const char *name, const float *v, int n)
{
  printf("%s:\n", name);
  for (int i = 0; i < n; i++) {
    unsigned b;
    memcpy(&b, &v[i], sizeof b);
    printf("%u\n", isnan(v[i]) ? 1u : b);
  }
}

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      double v;
      switch (i) {
      case 0: v = (j % 3 == 0) ? -0.0 : 0.0; break;                       /* signed zeros only */
      case 1: v = (j % 2) ? 0.0 : -0.0; break;
      case 2: v = (j == 40) ? NAN : (double)((j * 37) % 11) - 5.0; break; /* a NaN in the middle */
      case 3: v = (j == M - 1) ? NAN : (double)(j % 7); break;            /* a NaN last */
      case 4: v = NAN; break;                                            /* NaNs only */
      case 5: v = (j == 0) ? NAN : (double)((j * 13) % 17); break;       /* a NaN first */
      case 6: v = -INFINITY; break;
      case 7: v = (j % 5 == 0) ? INFINITY : -(double)j; break;
      case 8: v = (j % 4 == 0) ? 0.0 : -1.0 / (double)(j + 1); break;    /* the maximum is +0, the minimum below */
      case 9: v = (j % 4 == 1) ? -0.0 : 1.0 + j % 3; break;              /* the minimum is -0 */
      case 10: v = (j % 33 == 0) ? NAN : (double)((j * 29) % 23); break;
      case 11: v = (j == 0) ? -5.0 : (j < 50) ? -0.0 : 0.0; break;    /* equal maxima in different lanes */
      default: v = (double)((j * 7919) % 101) / 8.0 - 6.0; break;
      }
      A[i][j] = v;
      F[i][j] = (float)(i == 0 ? ((j % 2) ? -0.0 : 0.0) : v * 0.25);
    }
  rows(N, M);
  print_bits("r1", r1, N);
  print_bits("r2", r2, N);
  print_bits("r3", r3, N);
  print_bits("r4", r4, N);
  print_bits("r5", r5, N);
  print_bits("r6", r6, N);
  print_bits("r7", r7, N);
  print_bits("r8", r8, N);
  print_fbits("f1", f1, N);
  print_fbits("f2", f2, N);
  return 0;
}
