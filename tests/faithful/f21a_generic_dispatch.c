/* _Generic as people use it for type-generic helpers: an ABS macro choosing fabsf/fabs/labs/abs by the
   argument's type, a SQ macro whose result type follows the argument, a ZERO constant per type, and a
   type tag printed from the host.  The SCoPs are over float, double, int and long arrays. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 150
#define ABS(x) _Generic((x), float: fabsf, double: fabs, long: labs, default: abs)(x)
#define SQ(x) _Generic((x), float: (float)(x) * (float)(x), default: (x) * (x))
#define TAG(x) _Generic((x), float: "f", double: "d", int: "i", long: "l", default: "?")
#define ZERO(x) _Generic((x), float: 0.0f, double: 0.0, default: 0)

float fa[N], fb[N];
double da[N], db[N];
int ia[N], ib[N];
long la[N], lb[N];

static void kernels(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    fb[i] = ABS(fa[i]) + SQ(fa[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    db[i] = ABS(da[i] - 3.5) * 0.5 + SQ(da[i]) + ZERO(da[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    ib[i] = ABS(ia[i]) + ZERO(ia[i]);
    lb[i] = ABS(la[i]) + SQ(la[i] % 1000);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    fa[i] = (float)(i - 75) * 0.3f;
    da[i] = (i - 60) * 0.0625;
    ia[i] = (i * 7919) % 201 - 100;
    la[i] = (long)(i - 70) * 123456789L;
  }
  kernels(N);
  kernels(N / 3);
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) {
    s += fb[i] * (i + 1) + db[i];
    t += ib[i] * (long)(i + 1) + lb[i] % 1000003;
  }
  printf("%s%s%s%s %.17g %ld\n", TAG(fa[0]), TAG(da[0]), TAG(ia[0]), TAG(la[0]), s, t);
  return 0;
}
