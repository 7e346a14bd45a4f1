/* Conditional updates that never, or rarely, fire: the identity added where the condition is false must
   leave every value bit for bit (a sum that stays -0.0, a float sum of -0.0f, a product of a NaN, an
   integer count of 0), whatever order the lanes add in. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#define N 5000
double a[N];
float f[N];
static unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, sizeof u); return u; }
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = (i % 97) * 0.5 - 20.0; f[i] = (float)((i % 31) - 15); }
  double never = -0.0, nan_prod = NAN, few = -0.0;
  float fneg = -0.0f;
  int zero = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    if (a[i] > 1e9) never += a[i];
    if (a[i] > 1e9) fneg += f[i];
    if (f[i] > 14.5f) nan_prod *= 2.0;
    if (a[i] < -1e9) zero++;
    if (a[i] == 28.0 && i < 100) few -= 0.0;
  }
#pragma endscop
  printf("%016llx %d %016llx %d %016llx\n", bits(never), signbit(fneg) != 0, bits(nan_prod), zero, bits(few));
  return 0;
}
