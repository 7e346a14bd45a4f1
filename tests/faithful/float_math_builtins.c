/* Float math builtins in offloaded statements: sqrtf, fabsf, expf, powf against pow on float arguments
   (C computes pow in double), fminf and fmaxf, copysign, floor, ceil, trunc and round of float values
   (double results), each difference between the float and the double function made visible by
   subtracting its value rounded to float (zero where the function is taken in float). */
#include <stdio.h>
#include <math.h>
#define N 200
float x[N], y[N];
double r1[N], r2[N], r3[N], r4[N], r5[N], r6[N];
float f1[N], f2[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    f1[i] = sqrtf(fabsf(x[i])) + expf(y[i] * 0.1f);
    f2[i] = fminf(x[i], y[i]) * fmaxf(x[i], 0.5f) + powf(fabsf(x[i]), 1.5f);
    r1[i] = (pow(fabsf(x[i]), 2.5f) - (float)pow(fabsf(x[i]), 2.5f)) * 1e9;
    r2[i] = (exp(y[i] * 0.1f) - (float)exp(y[i] * 0.1f)) * 1e9;
    r3[i] = copysign(x[i], y[i]) + floor(x[i]) * 2 + ceil(y[i]) * 3;
    r4[i] = trunc(x[i] * 3.3f) + round(y[i] * 2.5f) + roundf(x[i]) * 0.5 + fmin(x[i], y[i]);
    r5[i] = (sqrt(fabsf(x[i]) + 1.0f) - (float)sqrt(fabsf(x[i]) + 1.0f)) * 1e9;
    r6[i] = (sin(x[i]) - (float)sin(x[i])) * 1e9 + (log(1.0f + fabsf(y[i])) - (float)log(1.0f + fabsf(y[i]))) * 1e9;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { x[i] = (i % 23) * 0.37f - 3.1f; y[i] = (i % 19) * 0.61f - 5.5f; }
  run(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += f1[i] + f2[i] * 2 + r1[i] * 3 + r2[i] + r3[i] * 5 + r4[i] * 7 + r5[i] + r6[i];
  printf("%.10g\n", s);
  for (int i = 0; i < 5; i++)
    printf("%.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g\n", f1[i], f2[i], r1[i], r2[i], r3[i], r4[i], r5[i], r6[i]);
  return 0;
}
