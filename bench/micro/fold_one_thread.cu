// A one-thread kernel folded into the launch after it (issue #11 §3, launch overhead), measured on a
// column-oriented triangular solve: for j: x[j] /= L[j][j] (one thread), then x[i] -= L[i][j] * x[j] for
// i > j (one thread per i).  "split": two launches per j, as s2s prints it today.  "folded": one launch
// per j whose threads each compute x[j] / L[j][j] themselves (the same division, the same value) and use
// it, the thread of i = j + 1 storing it; the last j (no i after it) launches the one-thread kernel alone.
// Both must give the same x bit for bit.  Usage: fold_one_thread [n ...]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void scale(double *x, const double *L, long n, long j) { x[j] = x[j] / L[j * n + j]; }

__global__ void update(double *x, const double *L, long n, long j) {
  const long i = j + 1 + (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] -= L[i * n + j] * x[j];
}

__global__ void folded(double *x, const double *L, long n, long j) {
  const long i = j + 1 + (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const double xj = x[j] / L[j * n + j];
  if (i == j + 1) x[j] = xj;
  x[i] -= L[i * n + j] * xj;
}

static float run(bool fold, double *x, const double *L, const double *x0, long n) {
  CK(cudaMemcpy(x, x0, sizeof(double) * n, cudaMemcpyDeviceToDevice));
  cudaEvent_t a, b;
  cudaEventCreate(&a); cudaEventCreate(&b);
  cudaEventRecord(a);
  for (long j = 0; j < n; j++) {
    const long m = n - j - 1;
    if (m <= 0) { scale<<<1, 1>>>(x, L, n, j); continue; }
    const unsigned g = (unsigned)((m + 255) / 256);
    if (fold) folded<<<g, 256>>>(x, L, n, j);
    else { scale<<<1, 1>>>(x, L, n, j); update<<<g, 256>>>(x, L, n, j); }
  }
  cudaEventRecord(b);
  CK(cudaEventSynchronize(b));
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

int main(int argc, char **argv) {
  std::vector<long> sizes;
  for (int i = 1; i < argc; i++) sizes.push_back(atol(argv[i]));
  if (sizes.empty()) sizes = {500, 2000, 4000};
  for (long n : sizes) {
    std::vector<double> hL(n * n, 0.0), hx(n);
    for (long i = 0; i < n; i++) {
      for (long j = 0; j <= i; j++) hL[i * n + j] = (i == j) ? 2.0 + (i % 7) : ((i * 3 + j * 5) % 11) / (11.0 * n);
      hx[i] = 1.0 + (i % 13) / 13.0;
    }
    double *L, *x, *x0;
    CK(cudaMalloc(&L, sizeof(double) * n * n)); CK(cudaMalloc(&x, sizeof(double) * n)); CK(cudaMalloc(&x0, sizeof(double) * n));
    CK(cudaMemcpy(L, hL.data(), sizeof(double) * n * n, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(x0, hx.data(), sizeof(double) * n, cudaMemcpyHostToDevice));
    std::vector<double> r0(n), r1(n);
    run(false, x, L, x0, n); run(true, x, L, x0, n);        // warm up
    float best[2] = {1e30f, 1e30f};
    for (int rep = 0; rep < 5; rep++)
      for (int f = 0; f < 2; f++) {
        float ms = run(f, x, L, x0, n);
        if (ms < best[f]) best[f] = ms;
        CK(cudaMemcpy(f ? r1.data() : r0.data(), x, sizeof(double) * n, cudaMemcpyDeviceToHost));
      }
    printf("n = %5ld: split %8.3f ms (%ld launches), folded %8.3f ms (%ld launches), ratio %.3f, same bits: %s\n",
           n, best[0], 2 * n - 1, best[1], n, best[1] / best[0], memcmp(r0.data(), r1.data(), sizeof(double) * n) ? "NO" : "yes");
    cudaFree(L); cudaFree(x); cudaFree(x0);
  }
  return 0;
}
