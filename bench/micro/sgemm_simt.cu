// FP32 SIMT GEMM in the shape of s2s's generated contraction kernels (s2s/codegen/contraction_code.py:
// 64-bit index arithmetic, a guarded fast path for every tile with points, operands staged in shared
// memory in chunks of BK values of k, R0 x R1 accumulators per thread), with the choices the generator
// could make as template parameters: block tile, k chunk, whether a thread's points come in runs of 4
// (conflict-free float4 loads from shared memory) or in one contiguous run, whether the next chunk is
// prefetched into registers while the current one is computed, and the blocks per SM asked of ptxas.
// C = alpha A B + beta C, row-major, every variant checked against cuBLAS SGEMM of the same run (the
// k order of each point is the sequential one, so the only differences are FMA contraction).
// Build: nvcc -O3 -arch=sm_90 -o sgemm_simt sgemm_simt.cu -lcublas ; run: ./sgemm_simt [M N K]...
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#include <cublas_v2.h>

template <int BM, int BN, int BK, int TY, int TX, int RUN, int PF, int MINB, int FOLD = 0>
__global__ void __launch_bounds__(TY * TX, MINB)
sg(float *__restrict__ C, long ldc, const float *__restrict__ A, long lda, const float *__restrict__ B, long ldb,
   int ni, int nj, int nk, float beta, float alpha, long nt0, long nt1) {
  constexpr int NT = TY * TX, R0 = BM / TY, R1 = BN / TX;
  constexpr int CA = (BM * BK + NT - 1) / NT, CB = (BN * BK + NT - 1) / NT;
  constexpr int NB = PF == 2 ? 2 : 1;
  __shared__ __align__(16) float s0[NB][BK][BM + 4];
  __shared__ __align__(16) float s1[NB][BK][BN + 4];
  const long r0 = threadIdx.y, r1 = threadIdx.x;
  const int tid = (int)(r1 + r0 * TX);
  // offset in the tile of register i of thread t (runs of RUN contiguous points, the threads' runs side by side)
  auto pt = [](long t, int i, int T, int R) -> long {
    return RUN >= R ? t * R + i : (long)(i / RUN) * (T * RUN) + t * RUN + i % RUN;
  };
  for (long t0 = blockIdx.y; t0 < nt0; t0 += gridDim.y) {
    for (long t1 = blockIdx.x; t1 < nt1; t1 += gridDim.x) {
      const long o0 = t0 * BM, o1 = t1 * BN;
      if (nk >= 1 && ni >= o0 + 1 && nj >= o1 + 1) {
        const long klo = 0, khi = nk - 1;
        float acc[R0][R1];
#pragma unroll
        for (int i0 = 0; i0 < R0; i0++)
#pragma unroll
          for (int i1 = 0; i1 < R1; i1++) {
            const long g0 = o0 + pt(r0, i0, TY, R0), g1 = o1 + pt(r1, i1, TX, R1);
            if (ni >= g0 + 1 && nj >= g1 + 1) acc[i0][i1] = beta * C[g0 * ldc + g1];
          }
        float f0[CA], f1[CB];
        auto fetch = [&](long kf) {
#pragma unroll
          for (int c = 0; c < CA; c++) {
            const int e = tid + c * NT, kk = e % BK, pp = e / BK;
            const long g0 = o0 + pp;
            if ((BM * BK % NT == 0 || e < BM * BK) && kf + kk <= khi && ni >= g0 + 1) f0[c] = FOLD ? alpha * A[g0 * lda + kf + kk] : A[g0 * lda + kf + kk];
            else f0[c] = 0;
          }
#pragma unroll
          for (int c = 0; c < CB; c++) {
            const int e = tid + c * NT, kk = e / BN, pp = e % BN;
            const long g1 = o1 + pp;
            if ((BN * BK % NT == 0 || e < BN * BK) && kf + kk <= khi && nj >= g1 + 1) f1[c] = B[(kf + kk) * ldb + g1];
            else f1[c] = 0;
          }
        };
        auto put = [&](int b) {
#pragma unroll
          for (int c = 0; c < CA; c++) {
            const int e = tid + c * NT;
            if (BM * BK % NT == 0 || e < BM * BK) s0[b][e % BK][e / BK] = f0[c];
          }
#pragma unroll
          for (int c = 0; c < CB; c++) {
            const int e = tid + c * NT;
            if (BN * BK % NT == 0 || e < BN * BK) s1[b][e / BN][e % BN] = f1[c];
          }
        };
        auto chunk = [&](int b, long kn) {
          auto step = [&](int kk) {
            float v0[R0], v1[R1];
#pragma unroll
            for (int i = 0; i < R0; i += 4) *(float4 *)&v0[i] = *(const float4 *)&s0[b][kk][pt(r0, i, TY, R0)];
#pragma unroll
            for (int i = 0; i < R1; i += 4) *(float4 *)&v1[i] = *(const float4 *)&s1[b][kk][pt(r1, i, TX, R1)];
#pragma unroll
            for (int i0 = 0; i0 < R0; i0++)
#pragma unroll
              for (int i1 = 0; i1 < R1; i1++) acc[i0][i1] += FOLD ? v0[i0] * v1[i1] : alpha * v0[i0] * v1[i1];
          };
          if (kn == BK) {
#pragma unroll
            for (int kk = 0; kk < BK; kk++) step(kk);
          } else {
            for (int kk = 0; kk < kn; kk++) step(kk);
          }
        };
        if (PF == 2) {
          fetch(klo);
          put(0);
          __syncthreads();
          int b = 0;
          for (long k0 = klo; k0 <= khi; k0 += BK) {
            const long kn = min((long)BK, khi - k0 + 1);
            const bool more = k0 + BK <= khi;
            if (more) fetch(k0 + BK);
            chunk(b, kn);
            if (more) put(b ^ 1);
            __syncthreads();
            b ^= 1;
          }
        } else {
        if (PF) fetch(klo);
        for (long k0 = klo; k0 <= khi; k0 += BK) {
          const long kn = min((long)BK, khi - k0 + 1);
          if (!PF) fetch(k0);
          put(0);
          __syncthreads();
          if (PF && k0 + BK <= khi) fetch(k0 + BK);
          chunk(0, kn);
          __syncthreads();
        }
        }
#pragma unroll
        for (int i0 = 0; i0 < R0; i0++)
#pragma unroll
          for (int i1 = 0; i1 < R1; i1++) {
            const long g0 = o0 + pt(r0, i0, TY, R0), g1 = o1 + pt(r1, i1, TX, R1);
            if (ni >= g0 + 1 && nj >= g1 + 1) C[g0 * ldc + g1] = acc[i0][i1];
          }
      }
    }
  }
}

typedef void (*kfn)(float *, long, const float *, long, const float *, long, int, int, int, float, float, long, long);
struct Variant { const char *name; kfn f; int bm, bn, ty, tx; };
#define V(BM, BN, BK, TY, TX, RUN, PF, MINB) \
  {#BM "x" #BN " k" #BK " run" #RUN " pf" #PF " min" #MINB, sg<BM, BN, BK, TY, TX, RUN, PF, MINB>, BM, BN, TY, TX}
#define VF(BM, BN, BK, TY, TX, RUN, PF, MINB) \
  {#BM "x" #BN " k" #BK " run" #RUN " pf" #PF " min" #MINB " fold", sg<BM, BN, BK, TY, TX, RUN, PF, MINB, 1>, BM, BN, TY, TX}

static Variant variants[] = {
  V(128, 128, 8, 16, 16, 8, 0, 1),   // the generated kernel today
  V(128, 128, 8, 16, 16, 8, 1, 1),   // + register prefetch
  VF(128, 128, 8, 16, 16, 8, 1, 1),  // + alpha folded into the staged copy of A
  V(128, 64, 8, 16, 16, 8, 1, 2),
  VF(128, 64, 8, 16, 16, 8, 1, 2),
  V(128, 64, 8, 16, 16, 4, 1, 2),
  VF(128, 64, 8, 16, 16, 4, 1, 2),
  VF(64, 64, 8, 16, 16, 4, 1, 3),
  VF(128, 128, 16, 16, 16, 8, 1, 1),
};

static void run_shape(int M, int N, int K) {
  size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
  std::vector<float> hA(na), hB(nb), hC(nc), hR(nc), hX(nc);
  for (size_t i = 0; i < na; i++) hA[i] = (float)((i * 7 + 3) % 13) / 13.0f - 0.4f;
  for (size_t i = 0; i < nb; i++) hB[i] = (float)((i * 5 + 1) % 11) / 11.0f - 0.5f;
  for (size_t i = 0; i < nc; i++) hC[i] = (float)(i % 9) / 9.0f;
  float *dA, *dB, *dC, *dR;
  cudaMalloc(&dA, na * 4); cudaMalloc(&dB, nb * 4); cudaMalloc(&dC, nc * 4); cudaMalloc(&dR, nc * 4);
  cudaMemcpy(dA, hA.data(), na * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB.data(), nb * 4, cudaMemcpyHostToDevice);
  const float alpha = 1.25f, beta = 0.75f;
  cublasHandle_t h; cublasCreate(&h);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  double flops = 2.0 * M * N * K;
  // cuBLAS (row-major C = A B as column-major C^T = B^T A^T)
  std::vector<float> tb;
  for (int r = 0; r < 12; r++) {
    cudaMemcpy(dR, hC.data(), nc * 4, cudaMemcpyHostToDevice);
    cudaEventRecord(e0);
    cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &alpha, dB, N, dA, K, &beta, dR, N);
    cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1); tb.push_back(ms);
  }
  std::sort(tb.begin(), tb.end());
  double cub = flops / (tb[tb.size() / 2] * 1e-3) / 1e12;
  cudaMemcpy(hR.data(), dR, nc * 4, cudaMemcpyDeviceToHost);
  printf("shape %d x %d x %d: cuBLAS SGEMM %.4f ms, %.1f TFLOP/s\n", M, N, K, tb[tb.size() / 2], cub);
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  for (auto &v : variants) {
    cudaFuncAttributes fa; cudaFuncGetAttributes(&fa, v.f);
    int occ = 0; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, v.f, v.ty * v.tx, 0);
    long nt0 = (M + v.bm - 1) / v.bm, nt1 = (N + v.bn - 1) / v.bn;
    dim3 grid((unsigned)nt1, (unsigned)nt0), block(v.tx, v.ty);
    std::vector<float> t;
    for (int r = 0; r < 12; r++) {
      cudaMemcpy(dC, hC.data(), nc * 4, cudaMemcpyHostToDevice);
      cudaEventRecord(e0);
      v.f<<<grid, block>>>(dC, N, dA, K, dB, N, M, N, K, beta, alpha, nt0, nt1);
      cudaEventRecord(e1); cudaEventSynchronize(e1);
      float ms; cudaEventElapsedTime(&ms, e0, e1); t.push_back(ms);
    }
    cudaError_t err = cudaGetLastError();
    std::sort(t.begin(), t.end());
    cudaMemcpy(hX.data(), dC, nc * 4, cudaMemcpyDeviceToHost);
    double worst = 0;
    for (size_t i = 0; i < nc; i++)
      worst = std::max(worst, (double)fabsf(hX[i] - hR[i]) / (1e-3 + fabsf(hR[i])));
    double tf = flops / (t[t.size() / 2] * 1e-3) / 1e12;
    printf("  %-28s %8.4f ms %6.1f TFLOP/s %5.1f%% of cuBLAS  regs %3d local %3zu B  %d blocks/SM  "
           "%ld tiles = %.2f waves  rel.err %.1e %s\n",
           v.name, t[t.size() / 2], tf, 100 * tf / cub, fa.numRegs, fa.localSizeBytes, occ, nt0 * nt1,
           (double)(nt0 * nt1) / (occ * sms), worst, err == cudaSuccess ? "" : cudaGetErrorString(err));
  }
  cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dR); cublasDestroy(h);
}

int main(int argc, char **argv) {
  cudaFree(0);
  if (argc >= 4) {
    for (int i = 1; i + 2 < argc; i += 3) run_shape(atoi(argv[i]), atoi(argv[i + 1]), atoi(argv[i + 2]));
    return 0;
  }
  run_shape(2000, 2200, 2400);   // gemm at LARGE
  run_shape(2000, 2100, 2200);   // gemm-ikj at LARGE
  run_shape(4096, 4096, 4096);
  run_shape(500, 550, 600);      // MEDIUM
  return 0;
}
