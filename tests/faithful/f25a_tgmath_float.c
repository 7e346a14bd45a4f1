/* <tgmath.h>: sqrt, fma, floor, pow and fmod of float arguments are the float functions (sqrtf,
   fmaf, ...) and return floats, of double arguments the double ones; an integer argument is a double.
   fma of floats rounds once to float, where fma of doubles rounded to float rounds twice. */
#include <stdio.h>
#include <string.h>
#include <tgmath.h>
#define N 32

static unsigned fb(float x) { unsigned u; memcpy(&u, &x, 4); return u; }

int main(void) {
  float a[N], b[N], c[N], r1[N], r2[N], r3[N], r4[N];
  double d[N], e[N];
  int k[N];
  for (int i = 0; i < N; i++) {
    a[i] = 1.0f + i * 0x1.0p-12f + 0x1.0p-23f;
    b[i] = 1.0f - i * 0x1.0p-11f + 0x1.0p-23f;
    c[i] = -(a[i] * b[i]) + 0x1.0p-30f * (i % 3);
    d[i] = 1.0 + i * 0.1;
    k[i] = i * 7 + 2;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    r1[i] = fma(a[i], b[i], c[i]);
    r2[i] = sqrt(a[i] * 3.0f) + floor(b[i] * 7.5f);
    r3[i] = fmod(a[i] * 100.0f, b[i]);
    r4[i] = pow(a[i], 3.0f) - fabs(c[i]);
    d[i] = sqrt(d[i]) + sqrt(k[i]);
    e[i] = sizeof(sqrt(a[i])) + sizeof(sqrt(k[i])) * 10;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%08x %08x %08x %a %a %g\n", fb(r1[i]), fb(r2[i]), fb(r3[i]), r4[i], d[i], e[i]);
  return 0;
}
