// ADI's two half steps in the shape the `carry` pass generates (carried values in registers, the
// read-only loads of iteration c + 1 issued in iteration c), against the same kernels with prefetch
// hints (PTX prefetch.global.L1 / .L2) for the addresses D iterations ahead.  A prefetch is a hint: it
// changes no value, so the results must be identical bit for bit.  Question: is the thread's
// recurrence still waiting on memory (one warp per multiprocessor: nothing else hides the latency)?
// Build: nvcc -O3 -arch=sm_90 -o recurrence_prefetch recurrence_prefetch.cu ; run: ./recurrence_prefetch [n tsteps]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define ARGS double *__restrict__ W, const double *__restrict__ U, double *__restrict__ Cp, double *__restrict__ Dp, long e, int n, double r, double dg, double ex
#define ARGS2 const double *__restrict__ W, double *__restrict__ U, double *__restrict__ Cp, double *__restrict__ Dp, long e, int n, double r, double dg, double ex

template <int LEVEL> __device__ __forceinline__ void pf(const double *p) {
  if (LEVEL == 1) asm volatile("prefetch.global.L1 [%0];" :: "l"(p));
  else if (LEVEL == 2) asm volatile("prefetch.global.L2 [%0];" :: "l"(p));
}

__global__ void edge(double *__restrict__ W, const double *__restrict__ U, long e, int n) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (g < n) { W[g] = U[g]; W[(n - 1) * e + g] = U[(n - 1) * e + g]; }
}

// LEVEL 0: no prefetch (the generated shape); 1: L1; 2: L2.  D: distance in iterations.
template <int LEVEL, int D>
__global__ void rows(ARGS) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    W[g * e + 0] = U[g * e + 0];
    W[g * e + (n - 1)] = U[g * e + (n - 1)];
    Cp[g * e + 0] = 0;
    Dp[g * e + 0] = U[g * e + 0];
    double cp = Cp[g * e + 0], dp = Dp[g * e + 0];
    double a0 = U[(g - 1) * e + 1], a1 = U[g * e + 1], a2 = U[(g + 1) * e + 1];
#pragma unroll 1
    for (long c = 1; c < n - 1; c++) {
      if (LEVEL) {
        const long f = c + D < n - 1 ? c + D : n - 2;
        pf<LEVEL>(&U[(g - 1) * e + f]); pf<LEVEL>(&U[g * e + f]); pf<LEVEL>(&U[(g + 1) * e + f]);
      }
      const long d = c + 1 < n - 1 ? c + 1 : c;
      const double b0 = U[(g - 1) * e + d], b1 = U[g * e + d], b2 = U[(g + 1) * e + d];
      const double cn = -r / (dg + r * cp);
      Cp[g * e + c] = cn;
      const double dn = (r * a0 + ex * a1 + r * a2 + r * dp) / (dg + r * cp);
      Dp[g * e + c] = dn;
      cp = cn; dp = dn; a0 = b0; a1 = b1; a2 = b2;
    }
    double w = W[g * e + (n - 1)];
    double p0 = Dp[g * e + (n - 2)], q0 = Cp[g * e + (n - 2)];
#pragma unroll 1
    for (long c = -n + 2; c < 0; c++) {
      if (LEVEL) {
        const long f = c + D < 0 ? c + D : -1;
        pf<LEVEL>(&Dp[g * e + (-f)]); pf<LEVEL>(&Cp[g * e + (-f)]);
      }
      const long d = c + 1 < 0 ? c + 1 : c;
      const double p1 = Dp[g * e + (-d)], q1 = Cp[g * e + (-d)];
      const double wn = p0 - q0 * w;
      W[g * e + (-c)] = wn;
      w = wn; p0 = p1; q0 = q1;
    }
  }
}

template <int LEVEL, int D>
__global__ void cols(ARGS2) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    Cp[0 * e + g] = 0;
    Dp[0 * e + g] = W[0 * e + g];
    double cp = Cp[0 * e + g], dp = Dp[0 * e + g];
    double a0 = W[1 * e + (g - 1)], a1 = W[1 * e + g], a2 = W[1 * e + (g + 1)];
#pragma unroll 1
    for (long c = 1; c < n - 1; c++) {
      if (LEVEL) {
        const long f = c + D < n - 1 ? c + D : n - 2;
        pf<LEVEL>(&W[f * e + (g - 1)]); pf<LEVEL>(&W[f * e + g]); pf<LEVEL>(&W[f * e + (g + 1)]);
      }
      const long d = c + 1 < n - 1 ? c + 1 : c;
      const double b0 = W[d * e + (g - 1)], b1 = W[d * e + g], b2 = W[d * e + (g + 1)];
      const double cn = -r / (dg + r * cp);
      Cp[c * e + g] = cn;
      const double dn = (r * a0 + ex * a1 + r * a2 + r * dp) / (dg + r * cp);
      Dp[c * e + g] = dn;
      cp = cn; dp = dn; a0 = b0; a1 = b1; a2 = b2;
    }
    double u = U[(n - 1) * e + g];
    double p0 = Dp[(n - 2) * e + g], q0 = Cp[(n - 2) * e + g];
#pragma unroll 1
    for (long c = -n + 2; c < 0; c++) {
      if (LEVEL) {
        const long f = c + D < 0 ? c + D : -1;
        pf<LEVEL>(&Dp[(-f) * e + g]); pf<LEVEL>(&Cp[(-f) * e + g]);
      }
      const long d = c + 1 < 0 ? c + 1 : c;
      const double p1 = Dp[(-d) * e + g], q1 = Cp[(-d) * e + g];
      const double un = p0 - q0 * u;
      U[(-c) * e + g] = un;
      u = un; p0 = p1; q0 = q1;
    }
  }
}

typedef void (*RowK)(ARGS);
typedef void (*ColK)(ARGS2);
struct Variant { const char *name; RowK r; ColK c; };

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2000, ts = argc > 2 ? atoi(argv[2]) : 20;
  size_t N = (size_t)n * n;
  std::vector<double> hU(N);
  for (size_t i = 0; i < N; i++) hU[i] = (double)((i * 7 + 3) % 101) / 101.0;
  double *W, *U, *Cp, *Dp;
  cudaMalloc(&W, N * 8); cudaMalloc(&U, N * 8); cudaMalloc(&Cp, N * 8); cudaMalloc(&Dp, N * 8);
  const double dx = 1.0 / n, dt = 1.0 / ts, r = dt / (dx * dx) / 2, dg = 1 + 2 * r, ex = 1 - 2 * r;
  Variant vs[] = {
    {"generated (carry)", rows<0, 1>, cols<0, 1>},
    {"L1 prefetch D=4", rows<1, 4>, cols<1, 4>}, {"L1 prefetch D=8", rows<1, 8>, cols<1, 8>},
    {"L1 prefetch D=16", rows<1, 16>, cols<1, 16>}, {"L1 prefetch D=32", rows<1, 32>, cols<1, 32>},
    {"L2 prefetch D=8", rows<2, 8>, cols<2, 8>}, {"L2 prefetch D=16", rows<2, 16>, cols<2, 16>},
    {"L2 prefetch D=32", rows<2, 32>, cols<2, 32>}, {"L2 prefetch D=64", rows<2, 64>, cols<2, 64>},
  };
  const int nv = sizeof(vs) / sizeof(vs[0]);
  for (int bs : {32, 64}) {
    std::vector<double> ref;
    for (int v = 0; v < nv; v++) {
      cudaMemcpy(U, hU.data(), N * 8, cudaMemcpyHostToDevice);
      cudaMemset(W, 0, N * 8); cudaMemset(Cp, 0, N * 8); cudaMemset(Dp, 0, N * 8);
      cudaEvent_t a, z; cudaEventCreate(&a); cudaEventCreate(&z);
      int blocks = (n + bs - 1) / bs;
      float rows_ms = 0, cols_ms = 0;
      for (int t = 0; t < ts; t++) {
        float ms;
        edge<<<blocks, bs>>>(W, U, n, n);
        cudaEventRecord(a);
        vs[v].r<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex);
        cudaEventRecord(z); cudaEventSynchronize(z); cudaEventElapsedTime(&ms, a, z); rows_ms += ms;
        cudaEventRecord(a);
        vs[v].c<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex);
        cudaEventRecord(z); cudaEventSynchronize(z); cudaEventElapsedTime(&ms, a, z); cols_ms += ms;
      }
      std::vector<double> out(N);
      cudaMemcpy(out.data(), U, N * 8, cudaMemcpyDeviceToHost);
      if (v == 0) ref = out;
      printf("n %d block %d %-20s rows %.3f ms/step, columns %.3f ms/step, identical %s (%s)\n", n, bs, vs[v].name,
             rows_ms / ts, cols_ms / ts, memcmp(ref.data(), out.data(), N * 8) == 0 ? "yes" : "NO",
             cudaGetErrorString(cudaGetLastError()));
    }
  }
  return 0;
}
