// Throughput of the FP64 mma.sync shapes on this GPU (registers only): m8n8k4 (sm_80) against
// m16n8k4 / m16n8k8 / m16n8k16 (sm_90).  Each warp runs CH independent accumulator chains.
#include <cstdio>
#include <cuda_runtime.h>
#define CH 8
#define ITER 4096
__global__ void k884(double *out, double seed) {
  double a = seed + threadIdx.x, b = seed * 2;
  double c[CH][2];
  for (int i = 0; i < CH; i++) c[i][0] = c[i][1] = 0;
  for (int it = 0; it < ITER; it++) {
#pragma unroll
    for (int i = 0; i < CH; i++)
      asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};"
                   : "+d"(c[i][0]), "+d"(c[i][1]) : "d"(a), "d"(b));
  }
  double s = 0; for (int i = 0; i < CH; i++) s += c[i][0] + c[i][1];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
__global__ void k1684(double *out, double seed) {
  double a0 = seed + threadIdx.x, a1 = seed, b = seed * 2;
  double c[CH][4];
  for (int i = 0; i < CH; i++) c[i][0] = c[i][1] = c[i][2] = c[i][3] = 0;
  for (int it = 0; it < ITER; it++) {
#pragma unroll
    for (int i = 0; i < CH; i++)
      asm volatile("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
                   : "+d"(c[i][0]), "+d"(c[i][1]), "+d"(c[i][2]), "+d"(c[i][3]) : "d"(a0), "d"(a1), "d"(b));
  }
  double s = 0; for (int i = 0; i < CH; i++) s += c[i][0] + c[i][1] + c[i][2] + c[i][3];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
__global__ void k1688(double *out, double seed) {
  double a0 = seed + threadIdx.x, a1 = seed, a2 = seed + 1, a3 = seed + 2, b0 = seed * 2, b1 = seed * 3;
  double c[CH][4];
  for (int i = 0; i < CH; i++) c[i][0] = c[i][1] = c[i][2] = c[i][3] = 0;
  for (int it = 0; it < ITER; it++) {
#pragma unroll
    for (int i = 0; i < CH; i++)
      asm volatile("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                   : "+d"(c[i][0]), "+d"(c[i][1]), "+d"(c[i][2]), "+d"(c[i][3])
                   : "d"(a0), "d"(a1), "d"(a2), "d"(a3), "d"(b0), "d"(b1));
  }
  double s = 0; for (int i = 0; i < CH; i++) s += c[i][0] + c[i][1] + c[i][2] + c[i][3];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
__global__ void k16816(double *out, double seed) {
  double a[8], b[4];
  for (int i = 0; i < 8; i++) a[i] = seed + i + threadIdx.x;
  for (int i = 0; i < 4; i++) b[i] = seed * i;
  double c[CH][4];
  for (int i = 0; i < CH; i++) c[i][0] = c[i][1] = c[i][2] = c[i][3] = 0;
  for (int it = 0; it < ITER; it++) {
#pragma unroll
    for (int i = 0; i < CH; i++)
      asm volatile("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3};"
                   : "+d"(c[i][0]), "+d"(c[i][1]), "+d"(c[i][2]), "+d"(c[i][3])
                   : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]), "d"(a[7]),
                     "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]));
  }
  double s = 0; for (int i = 0; i < CH; i++) s += c[i][0] + c[i][1] + c[i][2] + c[i][3];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
template <typename K> void run(const char *name, K kern, double flop_per_mma, int threads) {
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  int blocks = sms * 8;
  double *out; cudaMalloc(&out, sizeof(double) * blocks * threads);
  kern<<<blocks, threads>>>(out, 1.0);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  cudaEventRecord(e0);
  for (int r = 0; r < 5; r++) kern<<<blocks, threads>>>(out, 1.0);
  cudaEventRecord(e1); cudaEventSynchronize(e1);
  float ms; cudaEventElapsedTime(&ms, e0, e1);
  double mmas = 5.0 * blocks * (threads / 32) * (double)ITER * CH;
  printf("%-10s threads %4d: %.1f TFLOP/s (%s)\n", name, threads, mmas * flop_per_mma / (ms * 1e-3) / 1e12,
         cudaGetErrorString(cudaGetLastError()));
  cudaFree(out);
}
int main() {
  for (int t : {128, 256}) {
    run("m8n8k4", k884, 2.0 * 8 * 8 * 4, t);
    run("m16n8k4", k1684, 2.0 * 16 * 8 * 4, t);
    run("m16n8k8", k1688, 2.0 * 16 * 8 * 8, t);
    run("m16n8k16", k16816, 2.0 * 16 * 8 * 16, t);
  }
}
