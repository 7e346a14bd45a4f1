/* float constants halfway between two floats: C rounds them to even (16777217.0f is 16777216, the first
   integer a float cannot hold), nvcc 13.0 reads 16777217.0f and 33554434.0f as the float above, in host
   and in device code (measured), and likewise the double 36893488147419107328.0 (2^65 + 2^12, halfway
   between 2^65 and the double above it).  The kernel gets their values in hexadecimal, and the host code
   stays C. */
#include <stdio.h>

#define N 96
static float A[N], B[N];
static double D[N];

static void scale(int n, float a[], float b[], double d[])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    a[i] = a[i] * 0.5f + 16777217.0f;
    b[i] = (b[i] + 33554434.0f) - 8388609.5f * (float)(i % 3);
    d[i] = (d[i] + 36893488147419107328.0) - 36893488147419103232.0;
  }
#pragma endscop
}

int main(void)
{
  float first = 16777217.0f;          /* host code: 16777216 */
  for (int i = 0; i < N; i++) {
    A[i] = (float)(i * 2);
    B[i] = (float)(i % 7);
    D[i] = (double)(i * 4096);
  }
  scale(N, A, B, D);
  printf("%.9g %.9g\n", (double)first, (double)1.00000005960464477539062500f);
  for (int i = 0; i < N; i += 5)
    printf("%.9g %.9g %.17g\n", (double)A[i], (double)B[i], D[i]);
  return 0;
}
