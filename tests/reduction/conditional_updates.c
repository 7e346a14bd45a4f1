/* Conditional updates of scalars (`if (c) s += e;`, `if (c) cnt++;`, -=, *=, int, long, float): each is the
   reduction `s += c ? e : -0.0` (the update's identity where c is false; builder._select_form). */
#include <stdio.h>
#define N 100000
double a[N]; float f[N]; int k[N];
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = ((i * 37) % 101) - 50.0; f[i] = (float)(((i * 13) % 29) - 14); k[i] = i % 17; }
  double s = 0.0, p = 1.0; float sf = -0.0f; int cnt = 0; long lsum = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    if (a[i] > 10.0) s += a[i];
    if (f[i] < 0.0f) sf -= f[i] * 0.5f;
    if (k[i] == 3) cnt++;
    if (k[i] > 12) lsum += k[i];
    if (i % 1000 == 0 && a[i] > 0) p *= 1.0001;
  }
#pragma endscop
  printf("%.10e %.6e %d %ld %.10e\n", s, sf, cnt, lsum, p);
  return 0;
}
