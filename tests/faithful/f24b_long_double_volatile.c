/* Accumulators C computes in another way than the device would: long double sums of double data
   (OpenMP keeps them in long double; OpenCL and CUDA keep the SCoP on the host), a double sum of
   long double products, and a volatile accumulator (every access is a side effect: the SCoP must not
   reorder, cache or drop its loads and stores). */
#include <stdio.h>

#define N 3000

static double a[N];
static long double q[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 / (double)(i + 1);
    q[i] = 1.0L / (long double)(3 * i + 1);
  }
  long double ls = 0.0L, lm = 0.0L;
  double ds = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    ls += a[i];
  for (int i = 0; i < N; i++)
    lm = lm > q[i] * a[i] ? lm : q[i] * a[i];
  for (int i = 0; i < N; i++)
    ds += q[i] * 3.0L;
#pragma endscop
  volatile double vs = 0.0;
  volatile int vc = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    vs += a[i];
    vc += i & 3;
  }
#pragma endscop
  printf("%.18Le %.18Le %.17e %.17e %d\n", ls, lm, ds, vs, vc);
  return 0;
}
