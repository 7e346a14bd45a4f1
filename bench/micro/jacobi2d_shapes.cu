// A 2-D five-point Jacobi sweep (B = 0.2 * (A + its four neighbours) on the interior) as s2s prints it
// (one point per thread, 64-bit index arithmetic, a bound test) in several block shapes, and with each
// thread computing P points down a column (the vertical neighbours then come from registers), against
// the device-to-device copy of the same array in the same process.  Question for issue 10's ">= 80% of
// the copy": which shape and how many points per thread reach it on this GPU?  Every variant's result
// is compared with the first one's bit for bit.
// Build: nvcc -O3 -arch=sm_90 -o jacobi2d_shapes jacobi2d_shapes.cu ; run: ./jacobi2d_shapes [n sweeps]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

// P points per thread along y (rows), blocks of BX x BY threads: a block covers BX columns, BY * P rows
template <int P>
__global__ void sweep(double *__restrict__ B, const double *__restrict__ A, long e, int n) {
  const long g1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
  const long g0 = ((long)blockIdx.y * blockDim.y + threadIdx.y) * P;
  if (g1 < 1 || g1 > n - 2) return;
  if (P == 1) {
    if (g0 >= 1 && g0 <= n - 2)
      B[g0 * e + g1] = 0.2 * (A[g0 * e + g1] + A[(g0 - 1) * e + g1] + A[(g0 + 1) * e + g1] + A[g0 * e + (g1 - 1)] + A[g0 * e + (g1 + 1)]);
    return;
  }
  double up = g0 >= 1 ? A[(g0 - 1) * e + g1] : 0, mid = g0 < n ? A[g0 * e + g1] : 0;
#pragma unroll
  for (int p = 0; p < P; p++) {
    const long r = g0 + p;
    if (r > n - 2) break;
    const double down = A[(r + 1) * e + g1];
    if (r >= 1)
      B[r * e + g1] = 0.2 * (mid + up + down + A[r * e + (g1 - 1)] + A[r * e + (g1 + 1)]);
    up = mid; mid = down;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 3000, sweeps = argc > 2 ? atoi(argv[2]) : 200;
  size_t N = (size_t)n * n;
  std::vector<double> h(N);
  for (size_t i = 0; i < N; i++) h[i] = (double)((i * 7 + 3) % 101) / 101.0;
  double *A, *B, *C;
  cudaMalloc(&A, N * 8); cudaMalloc(&B, N * 8); cudaMalloc(&C, N * 8);
  cudaEvent_t a, z; cudaEventCreate(&a); cudaEventCreate(&z);
  float ms;
  cudaMemcpy(A, h.data(), N * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(C, A, N * 8, cudaMemcpyDeviceToDevice);
  cudaEventRecord(a);
  for (int s = 0; s < sweeps; s++) cudaMemcpy(s % 2 ? A : C, s % 2 ? C : A, N * 8, cudaMemcpyDeviceToDevice);
  cudaEventRecord(z); cudaEventSynchronize(z); cudaEventElapsedTime(&ms, a, z);
  const double copy = 2.0 * N * 8 * sweeps / (ms * 1e-3) / 1e9;
  printf("n %d: copy %.0f GB/s\n", n, copy);
  struct V { int bx, by, p; } vs[] = {{32, 8, 1}, {64, 4, 1}, {128, 2, 1}, {256, 1, 1}, {32, 16, 1}, {64, 8, 1},
    {128, 4, 1}, {32, 8, 2}, {64, 4, 2}, {128, 2, 2}, {32, 8, 4}, {64, 4, 4}, {128, 2, 4}, {256, 1, 4},
    {64, 2, 8}, {128, 1, 8}, {128, 2, 8}};
  std::vector<double> ref;
  for (auto v : vs) {
    cudaMemcpy(A, h.data(), N * 8, cudaMemcpyHostToDevice);
    cudaMemcpy(B, h.data(), N * 8, cudaMemcpyHostToDevice);
    dim3 blk(v.bx, v.by), grd((n + v.bx - 1) / v.bx, (n + v.by * v.p - 1) / (v.by * v.p));
    auto launch = [&](double *dst, const double *src) {
      if (v.p == 1) sweep<1><<<grd, blk>>>(dst, src, n, n);
      else if (v.p == 2) sweep<2><<<grd, blk>>>(dst, src, n, n);
      else if (v.p == 4) sweep<4><<<grd, blk>>>(dst, src, n, n);
      else sweep<8><<<grd, blk>>>(dst, src, n, n);
    };
    launch(B, A); launch(A, B);
    cudaEventRecord(a);
    for (int s = 0; s < sweeps; s++) { if (s % 2) launch(A, B); else launch(B, A); }
    cudaEventRecord(z); cudaEventSynchronize(z); cudaEventElapsedTime(&ms, a, z);
    std::vector<double> out(N);
    cudaMemcpy(out.data(), A, N * 8, cudaMemcpyDeviceToHost);
    if (ref.empty()) ref = out;
    const double gbs = 2.0 * (n - 2.0) * (n - 2.0) * 8 * sweeps / (ms * 1e-3) / 1e9;
    printf("block %3dx%-2d points %d: %.1f us/sweep, %.0f GB/s, %.0f%% of copy, identical %s (%s)\n", v.bx, v.by, v.p,
           ms * 1e3 / sweeps, gbs, 100 * gbs / copy, memcmp(ref.data(), out.data(), N * 8) ? "NO" : "yes",
           cudaGetErrorString(cudaGetLastError()));
  }
  return 0;
}
