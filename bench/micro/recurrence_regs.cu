// ADI's two half steps as s2s generates them (one thread per row or column, a sequential recurrence
// along it: Thomas' algorithm), against the same kernels with the loop-carried values kept in registers
// (the value written in iteration j - 1 and read in iteration j: Cp[j-1], Dp[j-1], W[j+1] in the back
// substitution).  Same expressions, same order: the results must be identical bit for bit.
// Build: nvcc -O3 -arch=sm_90 -o recurrence_regs recurrence_regs.cu ; run: ./recurrence_regs [n tsteps]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#ifndef UNROLL_PRAGMA
#define UNROLL_PRAGMA "unroll 1"
#endif

#define ARGS double *__restrict__ W, const double *__restrict__ U, double *__restrict__ Cp, double *__restrict__ Dp, long e, int n, double r, double dg, double ex
#define ARGS2 const double *__restrict__ W, double *__restrict__ U, double *__restrict__ Cp, double *__restrict__ Dp, long e, int n, double r, double dg, double ex

__global__ void edge(double *__restrict__ W, const double *__restrict__ U, long e, int n) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (g < n) { W[g] = U[g]; W[(n - 1) * e + g] = U[(n - 1) * e + g]; }
}

// half step 1 (rows): as generated
__global__ void rows0(ARGS) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    W[g * e + 0] = U[g * e + 0];
    W[g * e + (n - 1)] = U[g * e + (n - 1)];
    Cp[g * e + 0] = 0;
    Dp[g * e + 0] = U[g * e + 0];
    _Pragma(UNROLL_PRAGMA)
    for (long c = 1; c < n - 1; c++) {
      Cp[g * e + c] = -r / (dg + r * Cp[g * e + (c - 1)]);
      Dp[g * e + c] = (r * U[(g - 1) * e + c] + ex * U[g * e + c] + r * U[(g + 1) * e + c] + r * Dp[g * e + (c - 1)]) / (dg + r * Cp[g * e + (c - 1)]);
    }
    for (long c = -n + 2; c < 0; c++)
      W[g * e + (-c)] = Dp[g * e + (-c)] - Cp[g * e + (-c)] * W[g * e + ((-c) + 1)];
  }
}
// the same, loop-carried values in registers
__global__ void rows1(ARGS) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    W[g * e + 0] = U[g * e + 0];
    W[g * e + (n - 1)] = U[g * e + (n - 1)];
    Cp[g * e + 0] = 0;
    Dp[g * e + 0] = U[g * e + 0];
    double cp = Cp[g * e + 0], dp = Dp[g * e + 0];
    _Pragma(UNROLL_PRAGMA)
    for (long c = 1; c < n - 1; c++) {
      const double cn = -r / (dg + r * cp);
      Cp[g * e + c] = cn;
      const double dn = (r * U[(g - 1) * e + c] + ex * U[g * e + c] + r * U[(g + 1) * e + c] + r * dp) / (dg + r * cp);
      Dp[g * e + c] = dn;
      cp = cn; dp = dn;
    }
    double w = W[g * e + (n - 1)];
    for (long c = -n + 2; c < 0; c++) {
      const double wn = Dp[g * e + (-c)] - Cp[g * e + (-c)] * w;
      W[g * e + (-c)] = wn;
      w = wn;
    }
  }
}
// registers and the read-only loads of iteration c + 1 issued during iteration c (software pipelining)
__global__ void rows2(ARGS) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    W[g * e + 0] = U[g * e + 0];
    W[g * e + (n - 1)] = U[g * e + (n - 1)];
    Cp[g * e + 0] = 0;
    Dp[g * e + 0] = U[g * e + 0];
    double cp = Cp[g * e + 0], dp = Dp[g * e + 0];
    double a0 = U[(g - 1) * e + 1], a1 = U[g * e + 1], a2 = U[(g + 1) * e + 1];
    _Pragma(UNROLL_PRAGMA)
    for (long c = 1; c < n - 1; c++) {
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
    for (long c = -n + 2; c < 0; c++) {
      const long d = c + 1 < 0 ? c + 1 : c;
      const double p1 = Dp[g * e + (-d)], q1 = Cp[g * e + (-d)];
      const double wn = p0 - q0 * w;
      W[g * e + (-c)] = wn;
      w = wn; p0 = p1; q0 = q1;
    }
  }
}
// half step 2 (columns): as generated
__global__ void cols0(ARGS2) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    Cp[0 * e + g] = 0;
    Dp[0 * e + g] = W[0 * e + g];
    _Pragma(UNROLL_PRAGMA)
    for (long c = 1; c < n - 1; c++) {
      Cp[c * e + g] = -r / (dg + r * Cp[(c - 1) * e + g]);
      Dp[c * e + g] = (r * W[c * e + (g - 1)] + ex * W[c * e + g] + r * W[c * e + (g + 1)] + r * Dp[(c - 1) * e + g]) / (dg + r * Cp[(c - 1) * e + g]);
    }
    for (long c = -n + 2; c < 0; c++)
      U[(-c) * e + g] = Dp[(-c) * e + g] - Cp[(-c) * e + g] * U[((-c) + 1) * e + g];
  }
}
__global__ void cols1(ARGS2) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    Cp[0 * e + g] = 0;
    Dp[0 * e + g] = W[0 * e + g];
    double cp = Cp[0 * e + g], dp = Dp[0 * e + g];
    _Pragma(UNROLL_PRAGMA)
    for (long c = 1; c < n - 1; c++) {
      const double cn = -r / (dg + r * cp);
      Cp[c * e + g] = cn;
      const double dn = (r * W[c * e + (g - 1)] + ex * W[c * e + g] + r * W[c * e + (g + 1)] + r * dp) / (dg + r * cp);
      Dp[c * e + g] = dn;
      cp = cn; dp = dn;
    }
    double u = U[(n - 1) * e + g];
    for (long c = -n + 2; c < 0; c++) {
      const double un = Dp[(-c) * e + g] - Cp[(-c) * e + g] * u;
      U[(-c) * e + g] = un;
      u = un;
    }
  }
}

__global__ void cols2(ARGS2) {
  const long g = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= g + 2 && g >= 1) {
    Cp[0 * e + g] = 0;
    Dp[0 * e + g] = W[0 * e + g];
    double cp = Cp[0 * e + g], dp = Dp[0 * e + g];
    double a0 = W[1 * e + (g - 1)], a1 = W[1 * e + g], a2 = W[1 * e + (g + 1)];
    _Pragma(UNROLL_PRAGMA)
    for (long c = 1; c < n - 1; c++) {
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
    for (long c = -n + 2; c < 0; c++) {
      const long d = c + 1 < 0 ? c + 1 : c;
      const double p1 = Dp[(-d) * e + g], q1 = Cp[(-d) * e + g];
      const double un = p0 - q0 * u;
      U[(-c) * e + g] = un;
      u = un; p0 = p1; q0 = q1;
    }
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2000, ts = argc > 2 ? atoi(argv[2]) : 20;
  size_t N = (size_t)n * n;
  std::vector<double> hU(N);
  for (size_t i = 0; i < N; i++) hU[i] = (double)((i * 7 + 3) % 101) / 101.0;
  double *W, *U, *Cp, *Dp;
  cudaMalloc(&W, N * 8); cudaMalloc(&U, N * 8); cudaMalloc(&Cp, N * 8); cudaMalloc(&Dp, N * 8);
  const double dx = 1.0 / n, dt = 1.0 / ts, r = dt / (dx * dx) / 2, dg = 1 + 2 * r, ex = 1 - 2 * r;
  int bs = 32;
  for (int b : {32, 64}) {
  bs = b;
  std::vector<double> out[3];
  for (int v = 0; v < 3; v++) {
    cudaMemcpy(U, hU.data(), N * 8, cudaMemcpyHostToDevice);
    cudaMemset(W, 0, N * 8); cudaMemset(Cp, 0, N * 8); cudaMemset(Dp, 0, N * 8);
    cudaEvent_t a, z; cudaEventCreate(&a); cudaEventCreate(&z);
    int blocks = (n + bs - 1) / bs;
    float rows_ms = 0, cols_ms = 0;
    for (int t = 0; t < ts; t++) {
      float ms;
      edge<<<blocks, bs>>>(W, U, n, n);
      cudaEventRecord(a);
      if (v == 2) rows2<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex); else if (v) rows1<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex); else rows0<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex);
      cudaEventRecord(z); cudaEventSynchronize(z); cudaEventElapsedTime(&ms, a, z); rows_ms += ms;
      cudaEventRecord(a);
      if (v == 2) cols2<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex); else if (v) cols1<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex); else cols0<<<blocks, bs>>>(W, U, Cp, Dp, n, n, r, dg, ex);
      cudaEventRecord(z); cudaEventSynchronize(z); cudaEventElapsedTime(&ms, a, z); cols_ms += ms;
    }
    out[v].resize(N);
    cudaMemcpy(out[v].data(), U, N * 8, cudaMemcpyDeviceToHost);
    printf("n %d block %d %s: rows %.3f ms/step, columns %.3f ms/step (%s)\n", n, bs, v == 2 ? "regs+prefetch" : v ? "registers " : "as generated",
           rows_ms / ts, cols_ms / ts, cudaGetErrorString(cudaGetLastError()));
  }
  printf("  identical: %s %s\n", memcmp(out[0].data(), out[1].data(), N * 8) == 0 ? "yes" : "NO", memcmp(out[0].data(), out[2].data(), N * 8) == 0 ? "yes" : "NO");
  }
  return 0;
}
