/* _Bool data in a SCoP: CUDA's bool has C's layout (one byte, 0 or 1) and conversions (any nonzero value,
   a NaN too, is true), so such SCoPs run on the GPU; OpenCL has no storable bool and keeps them on the
   host.  A `b++` (C: b = 1) or `b--` (C: b flips), which C++17 lacks, keeps its SCoP on the host. */
#include <stdbool.h>
#include <stdio.h>
#define N 300
static bool B[N], C[N];
static double D[N];
static int K[N];

static void convert(int n, bool flag)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = D[i];
    C[i] = (bool)(D[i] * 0.5) + flag;
    K[i] = B[i] + C[i] * 3 + (_Bool)K[i];
    B[i] += K[i] - 4;
    C[i] = C[i] ^ (K[i] > 2);
  }
#pragma endscop
}

static void bump(int n)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i]++;
    C[i]--;
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    D[i] = (i % 5) - 2 + 0.25 * (i % 3);
    K[i] = i % 4;
  }
  D[7] = 0.0 / 0.0;
  convert(N, true);
  long s = 0;
  for (int i = 0; i < N; i++)
    s += B[i] * 7 + C[i] * 3 + K[i] * 11;
  printf("%ld\n", s);
  convert(N - 10, false);
  bump(N);
  for (int i = 0; i < N; i++)
    s = s * 3 % 1000003 + B[i] * 5 + C[i] * 2 + K[i];
  printf("%ld %d %d\n", s, B[5], C[6]);
  return 0;
}
