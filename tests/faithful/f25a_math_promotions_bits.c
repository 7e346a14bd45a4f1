#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 32

static unsigned long long db(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
static unsigned fb(float x) { unsigned u; memcpy(&u, &x, 4); return u; }

int main(void) {
  float f[N], g[N], sf[N], rf[N];
  double d[N], sd[N], pd[N], hd[N];
  int k[N];
  long lk[N];
  double ad[N];
  for (int i = 0; i < N; i++) {
    f[i] = 1.0f + i * 0.3333333f;
    d[i] = 2.0 + i * 0.1234567890123;
    k[i] = (i - 16) * 100003;
    lk[i] = (long)(i - 16) * 4000000007L;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    sd[i] = sqrt(f[i]);              /* float promoted: double sqrt */
    sf[i] = sqrtf(d[i]);             /* double converted to float */
    g[i] = sqrt(f[i]) * f[i];        /* double product, stored as float */
    pd[i] = fmax(k[i], f[i]);        /* int and float -> double */
    hd[i] = floor(k[i] / 3) + fabs(k[i]);
    rf[i] = floorf(d[i] * 3.0);
    ad[i] = abs(k[i]) + labs(lk[i]) * 0.5;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%llx %x %x %llx %llx %x %llx\n", db(sd[i]), fb(sf[i]), fb(g[i]), db(pd[i]), db(hd[i]), fb(rf[i]),
           db(ad[i]));
  return 0;
}
