/* Math functions called with integer arguments (C converts them to double, or to float for the f
   functions): OpenCL C's built-ins are overloaded on floating types only (an int argument is ambiguous
   there) and C++ (CUDA) picks overloads, so device code must convert as C does.  Long and unsigned
   arguments too, and a char. */
#include <stdio.h>
#include <math.h>
#define N 40
static double R[N][12];
static float F[N][4];

int main(void) {
  long big = 3000000000L;
  unsigned u = 4000000000u;
  char c = 'A';
#pragma scop
  for (int i = 0; i < N; i++) {
    R[i][0] = sqrt(i) + cbrt(i - 20);
    R[i][1] = fabs(i - 20) + floor(i / 3) + ceil(i / 4);
    R[i][2] = fmod(i, 7) + remainder(i, 6);
    R[i][3] = exp(-i) + log(i + 1) + log10(i + 1) + log2(i + 1);
    R[i][4] = fmin(i, 17) + fmax(i - 30, -3) + fdim(i, 10);
    R[i][5] = copysign(1, i - 20) + hypot(i, 3) + atan2(i - 20, 7);
    R[i][6] = pow(i, 0.5) + pow(2, i % 40) / 1e9 + pow(i, i % 3);
    R[i][7] = trunc(big / (i + 1)) + sqrt(big) + round(u / (i + 1.0));
    R[i][8] = sin(i) + cos(i) + tan(i % 3) + sinh(i % 5) + tanh(i - 20);
    R[i][9] = fma(i, i, -i) + erf(i - 20) + tgamma(i % 6 + 1);
    R[i][10] = rint(i * 0.5) + asin(i % 3 - 1) + acos((i % 5) / 5);
    R[i][11] = expm1(i % 4) + log1p(i) + exp2(i % 10) + sqrt(c);
    F[i][0] = sqrtf(i) + cbrtf(i - 20);
    F[i][1] = powf(i, 2) + fabsf(i - 20) + floorf(i / 3);
    F[i][2] = expf(-i) + logf(i + 1) + fminf(i, 7);
    F[i][3] = sinf(i) + cosf(i) + hypotf(i, 4);
  }
#pragma endscop
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 12; k++) printf("%.15g ", R[i][k]);
    for (int k = 0; k < 4; k++) printf("%.8g ", F[i][k]);
    printf("\n");
  }
  return 0;
}
