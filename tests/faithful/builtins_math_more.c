/* GCC's builtins and C99's math functions that earlier programs did not use. The bit builtins
 * (`__builtin_popcount`, `clz`, `ctz`, `parity`, `ffs`), `__builtin_fabs`, `__builtin_isnan` and
 * `ldexp`, `scalbn`, `lround`, `llrint`, `nextafter`, `ilogb`, `logb`, `frexp` with its int* result, `fmal`
 * keep their SCoPs sequential, with a warning; `fdim`, `fmod` and `remainder` of negative operands,
 * `fma`/`fmaf`, `rint`/`trunc`/`round`/`floor`/`ceil` of negative values, a pointer from
 * `__builtin_assume_aligned` and an `aligned` array are translated, as are narrow unsigned operands
 * promoted to int. */
#include <stdio.h>
#include <math.h>

#define N 48

static unsigned U[N];
static int P[N], Z[N], T[N], EX[N], IL[N], I[N];
static long long LL[N], LL2[N];
static long L[N];
static double X[N], Y[N], A[N], B[N], C[N], D[N], E[N], R[N], G[N] __attribute__((aligned(64)));
static float XF[N], FF[N], F1[N];
static long double LD[N];
static unsigned char UC[N];
static unsigned short US[N];

void bits(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    P[i] = __builtin_popcount(U[i]) + __builtin_parity(U[i]);
    Z[i] = __builtin_clz(U[i] | 1u);
    T[i] = __builtin_ctz(U[i] | 0x80000000u);
    LL[i] = __builtin_popcountll((unsigned long long)U[i] << 20) + __builtin_ffs((int)U[i]);
  }
#pragma endscop
}

void classify(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    D[i] = __builtin_fabs(X[i]) + __builtin_isnan(Y[i]);
#pragma endscop
}

void scales(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = ldexp(X[i], i - 20) + scalbn(X[i], 3);
    FF[i] = ldexpf(XF[i], 2);
  }
#pragma endscop
}

void to_long(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    L[i] = lround(X[i]) + lrint(Y[i]);
    LL2[i] = llround(X[i] * 3.0) - llrint(Y[i] * 0.5) + lroundf(XF[i]);
  }
#pragma endscop
}

void others(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    C[i] = nextafter(X[i], 0.0) - X[i];
    IL[i] = ilogb(X[i] + 100.0) + (int)logb(Y[i] + 50.0);
    LD[i] = fmal((long double)X[i], 2.0L, 1.0L);
  }
#pragma endscop
}

void mantissas(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = frexp(X[i] + 1000.0, &EX[i]) * 2.0;
#pragma endscop
}

void translated(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    C[i] = fdim(X[i], Y[i]) - fdim(Y[i], X[i]) + fdimf(XF[i], -1.0f);
    D[i] = fmod(X[i], -2.5) + remainder(-X[i], 1.75) + fmod(-X[i], Y[i] + 7.0) + remainderf(XF[i], -0.75f);
    E[i] = fma(X[i], Y[i], 1.0) + (double)fmaf(XF[i], XF[i], -1.0f);
    F1[i] = fmaf(XF[i], 3.0f, XF[i]) + fmodf(-XF[i], 1.5f);
    L[i] = (long)rint(X[i] * 1.5) + (long)fmod(X[i] * 10.0, 7.0);
    I[i] = (int)remainder(X[i] * 4.0, 3.0);
    R[i] = rint(-X[i] * 0.5) + trunc(-X[i] * 0.3) + round(X[i] * 0.5) + floor(-X[i] * 0.25) + ceil(-X[i] * 0.25);
  }
#pragma endscop
}

void aligned_views(int n, double *restrict src) {
  double *s = __builtin_assume_aligned(src, 16);
  double *g = (double *)__builtin_assume_aligned(G, 64);
#pragma scop
  for (int i = 0; i < n; i++)
    g[i] = s[i] * 0.5 + s[n - 1 - i];
#pragma endscop
}

void narrow(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    Z[i] = (UC[i] - 200) / 3 + (US[i] - 40000) % 7 + (UC[i] << 24 >> 28);
    E[i] += UC[i] - US[i] + (UC[i] * US[i]) / 100000;
    UC[i] = UC[i] * 3 + US[i];
    US[i] = (US[i] & 0xff) * US[i] >> 3;
  }
#pragma endscop
}

static int four(int x) {
  switch (x & 3) { case 0: return 1; case 1: return 2; case 2: return 3; case 3: return 4; }
  __builtin_unreachable();
}

int main(void) {
  for (int i = 0; i < N; i++) {
    U[i] = (unsigned)(i * 2654435761u);
    X[i] = (i - 24) * 0.75 + (i % 3) * 0.5;
    Y[i] = (i * 7 % 13) - 6.5;
    XF[i] = (float)((i - 20) * 0.625);
    UC[i] = (unsigned char)(i * 37 + 11);
    US[i] = (unsigned short)(i * 2731 + 9000);
  }
  bits(N);
  classify(N);
  scales(N);
  to_long(N);
  others(N);
  mantissas(N);
  translated(N);
  aligned_views(N, X);
  narrow(N);
  int c = 0;
  for (int i = 0; i < N; i++) c += four(P[i]);
  for (int i = 0; i < N; i++)
    printf("%d %d %d %lld %.17g %.9g %ld %lld %.17g %d %.17g %d %.17g %.17g %.17g %.9g %d %.17g %.17g %d %d %d\n",
           P[i], Z[i], T[i], LL[i], A[i], FF[i], L[i], LL2[i], C[i], IL[i], (double)LD[i], EX[i], B[i], D[i],
           E[i], F1[i], I[i], R[i], G[i], UC[i], US[i], c);
  return 0;
}
