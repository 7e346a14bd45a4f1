// Prototype FP64 tensor-core GEMM (C = alpha A B + beta C, row-major, full tiles only) to find the block
// shape, k chunk, pipeline depth and mma shape that the generated contraction kernels should use;
// compared with cuBLAS DGEMM at the same shape in the same run.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#ifndef PADB
#define PADB 8  // doubles added to a row of B's buffer (-DPADB=4: conflict-free fragment loads)
#endif

__device__ __forceinline__ void cp8(void *d, const void *s) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" :: "r"((unsigned)__cvta_generic_to_shared(d)), "l"(s) : "memory");
}
__device__ __forceinline__ void cp16(void *d, const void *s) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"((unsigned)__cvta_generic_to_shared(d)), "l"(s) : "memory");
}

template <int BM, int BN, int BK, int WM, int WN, int ST, int BIG, int VEC, int MINB>
__global__ void __launch_bounds__((BM / WM) * (BN / WN) * 32, MINB)
gemm(int M, int N, int K, double alpha, double beta, const double *__restrict__ A, const double *__restrict__ B,
     double *__restrict__ C) {
  constexpr int NT = (BM / WM) * (BN / WN) * 32;
  constexpr int PA = 4, PB = PADB;
  constexpr int SA = BM * (BK + PA), SB = BK * (BN + PB);
  extern __shared__ __align__(16) double sm[];
  double *As = sm, *Bs = sm + ST * SA;
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int wa = BM / WM;
  const int wm = (warp % wa) * WM, wn = (warp / wa) * WN;
  const long o0 = (long)blockIdx.y * BM, o1 = (long)blockIdx.x * BN;
  constexpr int FM = WM / 8, FN = WN / 8;
  double acc[FM][FN][2];
#pragma unroll
  for (int i = 0; i < FM; i++)
#pragma unroll
    for (int j = 0; j < FN; j++) acc[i][j][0] = acc[i][j][1] = 0;
  const int nch = K / BK;
  auto load = [&](int ch, int s) {
    const long kf = (long)ch * BK;
    double *a = As + s * SA, *b = Bs + s * SB;
#pragma unroll
    for (int c = 0; c < BM * BK / VEC / NT; c++) {
      int e = (tid + c * NT) * VEC, kk = e % BK, pp = e / BK;
      if (VEC == 2) cp16(&a[pp * (BK + PA) + kk], &A[(o0 + pp) * K + kf + kk]);
      else cp8(&a[pp * (BK + PA) + kk], &A[(o0 + pp) * K + kf + kk]);
    }
#pragma unroll
    for (int c = 0; c < BK * BN / VEC / NT; c++) {
      int e = (tid + c * NT) * VEC, kk = e / BN, pp = e % BN;
      if (VEC == 2) cp16(&b[kk * (BN + PB) + pp], &B[(kf + kk) * N + o1 + pp]);
      else cp8(&b[kk * (BN + PB) + pp], &B[(kf + kk) * N + o1 + pp]);
    }
  };
#pragma unroll
  for (int s = 0; s < ST - 1; s++) {
    if (s < nch) load(s, s);
    asm volatile("cp.async.commit_group;" ::: "memory");
  }
  for (int ch = 0; ch < nch; ch++) {
    asm volatile("cp.async.wait_group %0;" :: "n"(ST - 2) : "memory");
    __syncthreads();
    if (ch + ST - 1 < nch) load(ch + ST - 1, (ch + ST - 1) % ST);
    asm volatile("cp.async.commit_group;" ::: "memory");
    const double *a = As + (ch % ST) * SA, *b = Bs + (ch % ST) * SB;
    if (BIG == 2) {
#pragma unroll
      for (int kk = 0; kk < BK; kk += 8) {
        double fa[FM][2], fb[FN][2];
#pragma unroll
        for (int i = 0; i < FM; i++)
#pragma unroll
          for (int h = 0; h < 2; h++) fa[i][h] = alpha * a[(wm + i * 8 + lane / 4) * (BK + PA) + kk + h * 4 + lane % 4];
#pragma unroll
        for (int j = 0; j < FN; j++)
#pragma unroll
          for (int h = 0; h < 2; h++) fb[j][h] = b[(kk + h * 4 + lane % 4) * (BN + PB) + wn + j * 8 + lane / 4];
#pragma unroll
        for (int i = 0; i < FM; i += 2)
#pragma unroll
          for (int j = 0; j < FN; j++)
            asm("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                : "+d"(acc[i][j][0]), "+d"(acc[i][j][1]), "+d"(acc[i + 1][j][0]), "+d"(acc[i + 1][j][1])
                : "d"(fa[i][0]), "d"(fa[i + 1][0]), "d"(fa[i][1]), "d"(fa[i + 1][1]), "d"(fb[j][0]), "d"(fb[j][1]));
      }
    } else {
#pragma unroll
      for (int kk = 0; kk < BK; kk += 4) {
        double fa[FM], fb[FN];
  #pragma unroll
        for (int i = 0; i < FM; i++) fa[i] = alpha * a[(wm + i * 8 + lane / 4) * (BK + PA) + kk + lane % 4];
  #pragma unroll
        for (int j = 0; j < FN; j++) fb[j] = b[(kk + lane % 4) * (BN + PB) + wn + j * 8 + lane / 4];
        if (BIG) {
  #pragma unroll
          for (int i = 0; i < FM; i += 2)
  #pragma unroll
            for (int j = 0; j < FN; j++)
              asm("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
                  : "+d"(acc[i][j][0]), "+d"(acc[i][j][1]), "+d"(acc[i + 1][j][0]), "+d"(acc[i + 1][j][1])
                  : "d"(fa[i]), "d"(fa[i + 1]), "d"(fb[j]));
        } else {
  #pragma unroll
          for (int i = 0; i < FM; i++)
  #pragma unroll
            for (int j = 0; j < FN; j++)
              asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};"
                  : "+d"(acc[i][j][0]), "+d"(acc[i][j][1]) : "d"(fa[i]), "d"(fb[j]));
        }
      }
  }
  }
#pragma unroll
  for (int i = 0; i < FM; i++)
#pragma unroll
    for (int j = 0; j < FN; j++)
#pragma unroll
      for (int c = 0; c < 2; c++) {
        long g0 = o0 + wm + i * 8 + lane / 4, g1 = o1 + wn + j * 8 + (lane % 4) * 2 + c;
        C[g0 * N + g1] = beta * C[g0 * N + g1] + acc[i][j][c];
      }
}

static double *dA, *dB, *dC, *dR;
static int M = 2048, N = 2304, K = 2432;

template <int BM, int BN, int BK, int WM, int WN, int ST, int BIG, int VEC, int MINB>
void try_config(const char *name, double cublas_tf, double *hR, double *hC, size_t nc) {
  auto k = gemm<BM, BN, BK, WM, WN, ST, BIG, VEC, MINB>;
  constexpr int NT = (BM / WM) * (BN / WN) * 32;
  size_t smem = sizeof(double) * ST * (BM * (BK + 4) + BK * (BN + PADB));
  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem);
  dim3 grid(N / BN, M / BM);
  cudaMemcpy(dC, hC, nc * 8, cudaMemcpyHostToDevice);
  k<<<grid, NT, smem>>>(M, N, K, 1.5, 1.2, dA, dB, dC);
  cudaError_t err = cudaDeviceSynchronize();
  static double *hO = (double *)malloc(nc * 8);
  cudaMemcpy(hO, dC, nc * 8, cudaMemcpyDeviceToHost);
  double worst = 0;
  for (size_t i = 0; i < nc; i++) worst = fmax(worst, fabs(hO[i] - hR[i]) / fmax(1e-30, fabs(hR[i])));
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  float best = 1e30;
  for (int r = 0; r < 10; r++) {
    cudaEventRecord(e0);
    k<<<grid, NT, smem>>>(M, N, K, 1.5, 1.2, dA, dB, dC);
    cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1); if (ms < best) best = ms;
  }
  int regs = 0; cudaFuncAttributes fa; cudaFuncGetAttributes(&fa, k); regs = fa.numRegs;
  int occ = 0; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, k, NT, smem);
  double tf = 2.0 * M * N * K / (best * 1e-3) / 1e12;
  printf("%-34s %5.2f ms %6.1f TFLOP/s %4.0f%% of cuBLAS  regs %3d spill? local %zu  blocks/SM %d  smem %zu  err %.1e %s\n",
         name, best, tf, 100 * tf / cublas_tf, regs, fa.localSizeBytes, occ, smem, worst, cudaGetErrorString(err));
}

int main(int argc, char **argv) {
  int sel = argc > 1 ? atoi(argv[1]) : -1;  // run one configuration (ncu)
  size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
  double *hA = (double *)malloc(na * 8), *hB = (double *)malloc(nb * 8), *hC = (double *)malloc(nc * 8), *hR = (double *)malloc(nc * 8);
  for (size_t i = 0; i < na; i++) hA[i] = (double)((i * 7 + 3) % 101) / 101 - 0.5;
  for (size_t i = 0; i < nb; i++) hB[i] = (double)((i * 13 + 1) % 97) / 97 - 0.5;
  for (size_t i = 0; i < nc; i++) hC[i] = (double)(i % 89) / 89;
  cudaMalloc(&dA, na * 8); cudaMalloc(&dB, nb * 8); cudaMalloc(&dC, nc * 8); cudaMalloc(&dR, nc * 8);
  cudaMemcpy(dA, hA, na * 8, cudaMemcpyHostToDevice); cudaMemcpy(dB, hB, nb * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dR, hC, nc * 8, cudaMemcpyHostToDevice);
  cublasHandle_t h; cublasCreate(&h);
  double al = 1.5, be = 1.2;
  // row-major C = A B  <=>  column-major C^T = B^T A^T
  cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &al, dB, N, dA, K, &be, dR, N);
  cudaDeviceSynchronize();
  cudaMemcpy(hR, dR, nc * 8, cudaMemcpyDeviceToHost);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  float best = 1e30;
  for (int r = 0; r < 10; r++) {
    cudaEventRecord(e0);
    cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &al, dB, N, dA, K, &be, dR, N);
    cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1); if (ms < best) best = ms;
  }
  double ctf = 2.0 * M * N * K / (best * 1e-3) / 1e12;
  printf("cuBLAS DGEMM %dx%dx%d: %.2f ms %.1f TFLOP/s\n", M, N, K, best, ctf);
  if (sel < 0 || sel == 0) try_config<64,64,8,16,32,2,0,1,2>("64x64 k8 w16x32 st2 884 (now)", ctf, hR, hC, nc);
  if (sel < 0 || sel == 1) try_config<64,64,8,16,32,2,1,1,2>("64x64 k8 w16x32 st2 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 2) try_config<64,64,8,16,32,2,2,1,2>("64x64 k8 w16x32 st2 1688 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 3) try_config<64,64,8,16,32,2,1,1,3>("64x64 k8 w16x32 st2 1684 b3", ctf, hR, hC, nc);
  if (sel < 0 || sel == 4) try_config<64,64,8,16,32,3,1,1,2>("64x64 k8 w16x32 st3 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 5) try_config<64,64,16,16,32,2,1,1,2>("64x64 k16 w16x32 st2 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 6) try_config<64,64,16,16,32,3,1,1,2>("64x64 k16 w16x32 st3 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 7) try_config<64,64,16,16,32,3,2,1,2>("64x64 k16 w16x32 st3 1688 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 8) try_config<64,64,8,32,16,2,1,1,2>("64x64 k8 w32x16 st2 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 9) try_config<64,64,16,32,32,3,1,1,4>("64x64 k16 w32x32 128t st3 1684 b4", ctf, hR, hC, nc);
  if (sel < 0 || sel == 10) try_config<128,64,8,32,32,2,1,1,2>("128x64 k8 w32x32 st2 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 11) try_config<64,128,8,32,32,2,1,1,2>("64x128 k8 w32x32 st2 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 12) try_config<128,64,16,32,32,3,2,1,2>("128x64 k16 w32x32 st3 1688 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 13) try_config<128,128,16,64,32,3,1,1,1>("128x128 k16 w64x32 st3 1684 b1", ctf, hR, hC, nc);
  if (sel < 0 || sel == 14) try_config<128,128,16,64,32,3,2,1,1>("128x128 k16 w64x32 st3 1688 b1", ctf, hR, hC, nc);
  if (sel < 0 || sel == 15) try_config<128,128,16,32,32,3,1,1,1>("128x128 k16 w32x32 512t st3 1684 b1", ctf, hR, hC, nc);
  if (sel < 0 || sel == 16) try_config<128,128,16,32,32,3,2,1,1>("128x128 k16 w32x32 512t st3 1688 b1", ctf, hR, hC, nc);
  if (sel < 0 || sel == 17) try_config<64,64,32,32,32,3,2,1,2>("64x64 k32 w32x32 128t st3 1688 b2 (cuBLAS shape)", ctf, hR, hC, nc);
  if (sel < 0 || sel == 18) try_config<64,64,16,32,32,3,2,1,2>("64x64 k16 w32x32 128t st3 1688 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 19) try_config<64,64,32,32,32,3,1,1,2>("64x64 k32 w32x32 128t st3 1684 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 20) try_config<64,64,32,32,32,2,2,1,2>("64x64 k32 w32x32 128t st2 1688 b2", ctf, hR, hC, nc);
  if (sel < 0 || sel == 21) try_config<128,64,32,32,32,3,2,1,1>("128x64 k32 w32x32 256t st3 1688 b1", ctf, hR, hC, nc);
  if (sel < 0 || sel == 22) try_config<64,128,32,32,32,3,2,1,1>("64x128 k32 w32x32 256t st3 1688 b1", ctf, hR, hC, nc);
  // 16-byte cp.async (VEC 2), 2026-11-25
  if (sel < 0 || sel == 23) try_config<64,64,32,32,32,3,2,2,2>("64x64 k32 w32x32 st3 1688 b2 v16", ctf, hR, hC, nc);
  if (sel < 0 || sel == 24) try_config<64,64,16,32,32,3,2,2,2>("64x64 k16 w32x32 st3 1688 b2 v16", ctf, hR, hC, nc);
  if (sel < 0 || sel == 25) try_config<64,64,16,32,32,4,2,2,2>("64x64 k16 w32x32 st4 1688 b2 v16", ctf, hR, hC, nc);
  if (sel < 0 || sel == 26) try_config<64,64,32,32,32,4,2,2,1>("64x64 k32 w32x32 st4 1688 b1 v16", ctf, hR, hC, nc);
  if (sel < 0 || sel == 27) try_config<128,64,16,32,32,3,2,2,1>("128x64 k16 w32x32 256t st3 1688 b1 v16", ctf, hR, hC, nc);
  return 0;
}
