/* long long, unsigned char and _Bool arrays in mixed-type expressions with implicit conversions:
   unsigned char products promoted to int, _Bool elements in arithmetic and as subscripts, long long
   sums of unsigned char, an unsigned char subscript computed from a wider value (`UC[(unsigned char)(i
   * 37)]`), a _Bool store of a double, and comparisons of signed long long with unsigned char; a _Bool
   element as a subscript (`D[BB[i] + i / 2]`, data-dependent) keeps its SCoP sequential. */
#include <stdio.h>
#define N 256
long long LL[N];
unsigned char UC[N], UO[N];
_Bool BB[N], BO[N];
double D[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    LL[i] = LL[i] + UC[i] * UC[n - 1 - i] - (long long)UC[i] * 300;
    UO[i] = UC[(unsigned char)(i * 37)] + UC[i] * 2;
    BO[i] = D[i] * 0.25;
    D[i] = D[i] + BB[i] * 1.5 + (LL[i] < UC[i]) + BB[i] - !BB[i];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    LL[i] = LL[i] + D[BB[i] + i / 2] * 8;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    UC[i] = (i * 91 + 7) % 256; BB[i] = i % 3 == 1; D[i] = (i % 9) - 3.5; LL[i] = -(long long)i * 99999;
  }
  run(N);
  long long s = 0;
  double t = 0;
  for (int i = 0; i < N; i++) { s += LL[i] + UO[i] * 3 + BO[i] * 7; t += D[i]; }
  printf("%lld %.10g\n", s, t);
  return 0;
}
