/* Locals and parameters named like the targets' built-ins, used inside SCoPs: threadIdx, blockIdx,
   blockDim, gridDim, warpSize, get_global_id, get_local_size, float2, char4, half, uint, uchar, ushort,
   ulong, signbit, round, min, max, abs, mad, clamp, mix, select, dot, rsqrt, native_exp, atomic_add,
   __syncthreads, printf's neighbour vprintf, and `texture`, `surface`, `shared`, `device`, `local`,
   `global`, `constant`, `kernel`, `private` (valid C identifiers). */
#include <stdio.h>
#define N 1000
double A[N], B[N];
int I[N];

static void f(int n, double threadIdx, int blockDim, double get_global_id, int half) {
  double float2 = 0.5, char4 = 2.0, signbit = -1.0, round = 0.25, mad = 3.0, clamp = 0.125;
  int uint = 3, uchar = 5, ushort = 7, ulong = 11, min = 2, max = 9, abs = -4, warpSize = 13;
  int blockIdx = 1, gridDim = 2, get_local_size = 4, select = 6, atomic_add = 8, __syncthreads = 10;
  double mix = 1.5, dot = 0.75, rsqrt = 4.0, native_exp = 0.0625, vprintf = 2.5;
  int texture = 1, surface = 2, shared = 3, device = 4, local = 5, global = 6, constant = 7, kernel = 8,
      private = 9;
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = A[i] * threadIdx + get_global_id * float2 - char4 * signbit + round * mad + clamp * mix
           + dot * rsqrt - native_exp * vprintf + half;
    B[i] = (i % max > min ? abs : uint) + blockDim * uchar - ushort + ulong * (i % warpSize)
           + blockIdx * gridDim - get_local_size + select * atomic_add - __syncthreads;
    I[i] = texture + surface * shared + device * local - global * constant + kernel * private + i;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.5;
  f(N, 1.5, 3, -0.25, 2);
  f(N / 3, 0.5, -1, 4.0, -3);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 7) + B[i] + I[i];
  printf("%.10g\n", s);
  return 0;
}
