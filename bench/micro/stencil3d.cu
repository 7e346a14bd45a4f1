// heat-3d sweep variants on the GPU (issue #10, docs/stencils.md): nvcc -O3 -arch=sm_90 -o stencil3d stencil3d.cu; ./stencil3d N STEPS
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#ifndef REAL
#define REAL double
#endif
#define F(a, c, xm, xp, ym, yp, zm, zp) ((c) + (REAL)0.125 * ((zp) - 2 * (c) + (zm)) + (REAL)0.125 * ((yp) - 2 * (c) + (ym)) + (REAL)0.125 * ((xp) - 2 * (c) + (xm)))
// generated-style kernel: grid stride, one point per thread, long indices
__global__ void k_generic(REAL *__restrict__ B, const REAL *__restrict__ A, long n, long nt0, long nt1, long nt2, int bx, int by, int bz)
{
  for (long t0 = blockIdx.z; t0 < nt0; t0 += gridDim.z)
    for (long t1 = blockIdx.y; t1 < nt1; t1 += gridDim.y)
      for (long t2 = blockIdx.x; t2 < nt2; t2 += gridDim.x) {
        const long g0 = t0 * bz + threadIdx.z, g1 = t1 * by + threadIdx.y, g2 = t2 * bx + threadIdx.x;
        if (g0 >= 1 && g0 <= n - 2 && g1 >= 1 && g1 <= n - 2 && g2 >= 1 && g2 <= n - 2) {
          const long c = (g0 * n + g1) * n + g2;
          B[c] = F(A, A[c], A[c - 1], A[c + 1], A[c - n], A[c + n], A[c - n * n], A[c + n * n]);
        }
      }
}
// origin at 1 (tiles start at the first point) instead of 0
__global__ void k_generic1(REAL *__restrict__ B, const REAL *__restrict__ A, long n, int bx, int by, int bz)
{
  const long g0 = 1 + blockIdx.z * bz + threadIdx.z, g1 = 1 + blockIdx.y * by + threadIdx.y, g2 = 1 + blockIdx.x * bx + threadIdx.x;
  if (g0 <= n - 2 && g1 <= n - 2 && g2 <= n - 2) {
    const long c = (g0 * n + g1) * n + g2;
    B[c] = F(A, A[c], A[c - 1], A[c + 1], A[c - n], A[c + n], A[c - n * n], A[c + n * n]);
  }
}
// streaming along g0 with a register queue; in-plane neighbours from global (L1)
__global__ void k_stream_reg(REAL *__restrict__ B, const REAL *__restrict__ A, long n, int ch)
{
  const long g2 = blockIdx.x * blockDim.x + threadIdx.x, g1 = blockIdx.y * blockDim.y + threadIdx.y;
  const long lo = 1 + (long)blockIdx.z * ch;
  long hi = lo + ch - 1; if (hi > n - 2) hi = n - 2;
  const bool act = g1 >= 1 && g1 <= n - 2 && g2 >= 1 && g2 <= n - 2;
  if (!act) return;
  long c = ((lo) * n + g1) * n + g2;
  REAL m = A[c - n * n], z = A[c], p;
  for (long g0 = lo; g0 <= hi; g0++, c += n * n) {
    p = A[c + n * n];
    B[c] = F(A, z, A[c - 1], A[c + 1], A[c - n], A[c + n], m, p);
    m = z; z = p;
  }
}
// streaming with the current plane in shared memory (halo 1), register queue for g0 +- 1
template <int BX, int BY>
__global__ void k_stream_smem(REAL *__restrict__ B, const REAL *__restrict__ A, long n, int ch)
{
  __shared__ REAL s[BY + 2][BX + 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long o2 = 1 + (long)blockIdx.x * BX, o1 = 1 + (long)blockIdx.y * BY;
  const long g2 = o2 + tx, g1 = o1 + ty;
  const long lo = 1 + (long)blockIdx.z * ch;
  long hi = lo + ch - 1; if (hi > n - 2) hi = n - 2;
  const bool act = g1 <= n - 2 && g2 <= n - 2;
  REAL m = 0, z = 0, p = 0;
  long c = (lo * n + g1) * n + g2;
  if (act) { m = A[c - n * n]; z = A[c]; }
  for (long g0 = lo; g0 <= hi; g0++, c += n * n) {
    if (act) p = A[c + n * n];
    // cooperative copy of the plane tile with its halo
    for (int e = ty * BX + tx; e < (BY + 2) * (BX + 2); e += BX * BY) {
      const int r = e / (BX + 2), q = e % (BX + 2);
      const long y = o1 - 1 + r, x = o2 - 1 + q;
      if (y <= n - 1 && x <= n - 1) s[r][q] = A[(g0 * n + y) * n + x];
    }
    __syncthreads();
    if (act) B[c] = F(A, z, s[ty + 1][tx], s[ty + 1][tx + 2], s[ty][tx + 1], s[ty + 2][tx + 1], m, p);
    __syncthreads();
    m = z; z = p;
  }
}
// PPCG-style 3-D tile with halo in shared memory
template <int BX, int BY, int BZ>
__global__ void k_smem3d(REAL *__restrict__ B, const REAL *__restrict__ A, long n)
{
  __shared__ REAL s[BZ + 2][BY + 2][BX + 2];
  const long o2 = 1 + (long)blockIdx.x * BX, o1 = 1 + (long)blockIdx.y * BY, o0 = 1 + (long)blockIdx.z * BZ;
  const int tid = (threadIdx.z * BY + threadIdx.y) * BX + threadIdx.x;
  for (int e = tid; e < (BZ + 2) * (BY + 2) * (BX + 2); e += BX * BY * BZ) {
    const int w = e / ((BY + 2) * (BX + 2)), r = (e / (BX + 2)) % (BY + 2), q = e % (BX + 2);
    const long zz = o0 - 1 + w, y = o1 - 1 + r, x = o2 - 1 + q;
    if (zz <= n - 1 && y <= n - 1 && x <= n - 1) s[w][r][q] = A[(zz * n + y) * n + x];
  }
  __syncthreads();
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1, tz = threadIdx.z + 1;
  const long g0 = o0 + threadIdx.z, g1 = o1 + threadIdx.y, g2 = o2 + threadIdx.x;
  if (g0 <= n - 2 && g1 <= n - 2 && g2 <= n - 2)
    B[(g0 * n + g1) * n + g2] = F(A, s[tz][ty][tx], s[tz][ty][tx - 1], s[tz][ty][tx + 1], s[tz][ty - 1][tx], s[tz][ty + 1][tx], s[tz - 1][ty][tx], s[tz + 1][ty][tx]);
}

static long cdiv(long a, long b) { return (a + b - 1) / b; }
static REAL *dA, *dB; static long N; static int STEPS;
static std::vector<REAL> ref;
template <class L> static void bench(const char *name, L launch)
{
  std::vector<REAL> h((size_t)N * N * N);
  for (long i = 0; i < N * N * N; i++) h[i] = (REAL)(((i / (N * N)) + 2 * ((i / N) % N) + 3 * (i % N)) % 10) / 10;
  cudaMemcpy(dA, h.data(), h.size() * sizeof(REAL), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, h.data(), h.size() * sizeof(REAL), cudaMemcpyHostToDevice);
  launch(dB, dA); launch(dA, dB);  // warm-up (2 sweeps; excluded from the check below by re-init)
  cudaMemcpy(dA, h.data(), h.size() * sizeof(REAL), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, h.data(), h.size() * sizeof(REAL), cudaMemcpyHostToDevice);
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int t = 0; t < STEPS; t++) { launch(dB, dA); launch(dA, dB); }
  cudaEventRecord(b); cudaEventSynchronize(b);
  float ms; cudaEventElapsedTime(&ms, a, b);
  cudaError_t err = cudaGetLastError();
  std::vector<REAL> out(h.size());
  cudaMemcpy(out.data(), dA, h.size() * sizeof(REAL), cudaMemcpyDeviceToHost);
  double diff = 0;
  if (ref.empty()) ref = out; else for (size_t i = 0; i < out.size(); i++) diff = fmax(diff, fabs((double)out[i] - (double)ref[i]));
  double per = ms / 1e3 / (2.0 * STEPS);
  double gbs = 2.0 * N * N * N * sizeof(REAL) / per / 1e9;
  printf("%-28s N=%ld %s: %8.2f us/sweep %8.1f GB/s  maxdiff %.2e %s\n", name, N, sizeof(REAL) == 8 ? "double" : "float", per * 1e6, gbs, diff, err ? cudaGetErrorString(err) : "");
}
int main(int argc, char **argv)
{
  N = argc > 1 ? atol(argv[1]) : 200; STEPS = argc > 2 ? atoi(argv[2]) : 200;
  const char *only = argc > 3 ? argv[3] : "";
  cudaMalloc(&dA, sizeof(REAL) * N * N * N); cudaMalloc(&dB, sizeof(REAL) * N * N * N);
  { // copy bandwidth
    size_t bytes = 512ul << 20; void *x, *y; cudaMalloc(&x, bytes); cudaMalloc(&y, bytes);
    cudaMemcpy(y, x, bytes, cudaMemcpyDeviceToDevice);
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b); cudaEventRecord(a);
    for (int r = 0; r < 10; r++) cudaMemcpy(y, x, bytes, cudaMemcpyDeviceToDevice);
    cudaEventRecord(b); cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b);
    printf("copy: %.1f GB/s\n", 2.0 * bytes * 10 / (ms / 1e3) / 1e9); cudaFree(x); cudaFree(y);
  }
  const long m = N - 2;
  auto gen = [&](int bx, int by, int bz) {
    return [=](REAL *B, const REAL *A) {
      long nt0 = cdiv(N - 1, bz), nt1 = cdiv(N - 1, by), nt2 = cdiv(N - 1, bx);
      k_generic<<<dim3(nt2, nt1, nt0), dim3(bx, by, bz)>>>(B, A, N, nt0, nt1, nt2, bx, by, bz); };
  };
  auto gen1 = [&](int bx, int by, int bz) {
    return [=](REAL *B, const REAL *A) { k_generic1<<<dim3(cdiv(m, bx), cdiv(m, by), cdiv(m, bz)), dim3(bx, by, bz)>>>(B, A, N, bx, by, bz); };
  };
  bench("generic 32x4x4 (today)", gen(32, 4, 4));
  if (only[0]) return 0;
  bench("generic 32x8x1", gen(32, 8, 1));
  bench("generic 64x4x1", gen(64, 4, 1));
  bench("generic 32x8x4", gen(32, 8, 4));
  bench("generic 128x2x2", gen(128, 2, 2));
  bench("origin1 32x4x4", gen1(32, 4, 4));
  bench("origin1 32x8x1", gen1(32, 8, 1));
  bench("origin1 64x4x2", gen1(64, 4, 2));
  for (int ch : {8, 16, 32, 64}) {
    char nm[64];
    snprintf(nm, 64, "stream_reg 32x8 ch%d", ch);
    bench(nm, [=](REAL *B, const REAL *A) { k_stream_reg<<<dim3(cdiv(N, 32), cdiv(N, 8), cdiv(m, ch)), dim3(32, 8)>>>(B, A, N, ch); });
    snprintf(nm, 64, "stream_reg 64x4 ch%d", ch);
    bench(nm, [=](REAL *B, const REAL *A) { k_stream_reg<<<dim3(cdiv(N, 64), cdiv(N, 4), cdiv(m, ch)), dim3(64, 4)>>>(B, A, N, ch); });
    snprintf(nm, 64, "stream_smem 32x8 ch%d", ch);
    bench(nm, [=](REAL *B, const REAL *A) { k_stream_smem<32, 8><<<dim3(cdiv(m, 32), cdiv(m, 8), cdiv(m, ch)), dim3(32, 8)>>>(B, A, N, ch); });
    snprintf(nm, 64, "stream_smem 32x16 ch%d", ch);
    bench(nm, [=](REAL *B, const REAL *A) { k_stream_smem<32, 16><<<dim3(cdiv(m, 32), cdiv(m, 16), cdiv(m, ch)), dim3(32, 16)>>>(B, A, N, ch); });
  }
  bench("smem3d 32x4x4", [=](REAL *B, const REAL *A) { k_smem3d<32, 4, 4><<<dim3(cdiv(m, 32), cdiv(m, 4), cdiv(m, 4)), dim3(32, 4, 4)>>>(B, A, N); });
  bench("smem3d 32x8x4", [=](REAL *B, const REAL *A) { k_smem3d<32, 8, 4><<<dim3(cdiv(m, 32), cdiv(m, 8), cdiv(m, 4)), dim3(32, 8, 4)>>>(B, A, N); });
  return 0;
}
