#include <stdio.h>
#include <math.h>
#define N 20

int main(void) {
  float x[N], ri[N], ro[N], tr[N];
  long lr[N], lo[N];
  int ii[N];
  for (int i = 0; i < N; i++) x[i] = (i - 10) * 0.5f + 0.0000001f * i;
#pragma scop
  for (int i = 0; i < N; i++) {
    ri[i] = rintf(x[i]);
    ro[i] = roundf(x[i]);
    tr[i] = truncf(x[i]);
    lr[i] = lrintf(x[i]);
    lo[i] = lroundf(x[i]);
    ii[i] = (int)nearbyintf(x[i] * 3.0f);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a %a %ld %ld %d\n", x[i], ri[i], ro[i], tr[i], lr[i], lo[i], ii[i]);
  return 0;
}
