/* Int-to-float conversions in sums and products: int iterators multiplied into float accumulators
   (rounded to float at each step), unsigned and long long elements converted to double, an int
   division before the conversion (`(i / 3) * 0.5`) and after (`i / 3.0`), and float products of ints
   that exceed float's 24-bit mantissa. */
#include <stdio.h>
#define N 512
float fs[N];
double ds[N];
int I[N];
unsigned U[N];
long long L[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    fs[i] = 0.0f;
    for (int j = 0; j < 64; j++)
      fs[i] += (i * j + 16777217) * 1.0f;
    ds[i] = U[i] + L[i] * 0.5 + (i / 3) * 0.5 + i / 3.0;
    I[i] = (i * 7) / 2 * 1.5f;
    L[i] = L[i] + (float)(i * 1000003);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { U[i] = 4000000000u - i; L[i] = (long long)i * 123456789012LL; }
  run(N);
  double s = 0;
  long long t = 0;
  for (int i = 0; i < N; i++) { s += fs[i] * 1e-6 + ds[i] * 1e-9; t += I[i] + L[i] % 1000; }
  printf("%.12g %lld %.9g %lld\n", s, t, fs[N - 1], L[N - 1]);
  return 0;
}
