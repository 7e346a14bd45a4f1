// matvec_bw.cu: bandwidth of matrix-vector and dot-product kernels against a device-to-device copy, one
// process, CUDA events (issue 11: >= 70% of the copy's bandwidth, kernel time).
//
//   nvcc -O3 -arch=sm_90 -Xptxas -v -o matvec_bw bench/micro/matvec_bw.cu && ./matvec_bw
//
// Sizes are the corpus LARGE ones (double): dot N = 10^7, y = A x with M = N = 8000, y = A^T x and
// atax with M = 7000 rows, N = 8000 columns, bicg with M = 8000 rows, N = 7000 columns.  Bytes: the
// arrays read once (the matrix counted once; vectors included); the copy counts read + write.
//
// Each variant is timed two ways: "cold", the way a generated program runs it (the arrays freshly
// allocated and copied in from pinned host memory just before the launch, one launch: median of 3), and
// "warm" (the same arrays again, L2 flushed by a 256 MB memset before each launch: median of 5).
// Results are checked against a host computation (relative error against the sum of |terms| below 1e-10).
// The kernels s2s generated before this work are in matvec_gen.cuh (gen_*), for the baseline.
#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <algorithm>
#include <functional>
#include <vector>

#define CK(call)                                                                                   \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));        \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)

#define s2s_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#include "matvec_gen.cuh"

static int g_sms = 132;

// ------------------------------------------------------------------------------------------ helpers
template <int T>
__device__ __forceinline__ double block_sum(double v, double *sh)    // result valid in thread 0
{
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if (T > 32) {
    if ((threadIdx.x & 31) == 0) sh[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
      v = threadIdx.x < T / 32 ? sh[threadIdx.x] : 0.0;
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    }
  }
  return v;
}

// ------------------------------------------------------------------------------------------ dot
// Block b on a contiguous chunk (CHUNK) or grid stride; V elements per load (2: double2), U independent
// accumulators; the last block to finish folds the partials in block order.
template <int T, int V, int U, bool CHUNK>
__global__ void __launch_bounds__(T) dot_k(const double *__restrict__ x, const double *__restrict__ y, long n,
                                           double *part, unsigned *cnt, double *out)
{
  __shared__ double sh[32];
  __shared__ int last;
  const long tl = threadIdx.x;
  double acc[U];
#pragma unroll
  for (int u = 0; u < U; u++) acc[u] = 0.0;
  const long S = (long)T * V * U;
  long b, e, step;
  if (CHUNK) {
    const long per = (long)T * V;
    const long ck = (n + (long)gridDim.x * per - 1) / ((long)gridDim.x * per) * per;
    b = (long)blockIdx.x * ck;
    e = b + ck < n ? b + ck : n;
    if (b > e) b = e;
    step = S;
  } else {
    b = (long)blockIdx.x * S;
    e = n / S * S;
    step = (long)gridDim.x * S;
  }
  const long full = CHUNK ? b + (e - b) / S * S : e;
  for (long base = b; base < full; base += step) {
#pragma unroll
    for (int u = 0; u < U; u++) {
      const long i = base + (long)u * T * V + tl * V;
      if (V == 2) {
        const double2 a = *(const double2 *)(x + i);
        const double2 c = *(const double2 *)(y + i);
        acc[u] += a.x * c.x;
        acc[u] += a.y * c.y;
      } else {
        acc[u] += x[i] * y[i];
      }
    }
  }
  if (CHUNK) {
    for (long i = full + tl; i < e; i += T) acc[0] += x[i] * y[i];
  } else {
    for (long i = full + (long)blockIdx.x * T + tl; i < n; i += (long)gridDim.x * T) acc[0] += x[i] * y[i];
  }
  double v = acc[0];
#pragma unroll
  for (int u = 1; u < U; u++) v += acc[u];
  v = block_sum<T>(v, sh);
  if (tl == 0) {
    part[blockIdx.x] = v;
    __threadfence();
    last = atomicInc(cnt, gridDim.x - 1) == gridDim.x - 1;
  }
  __syncthreads();
  if (!last) return;
  __threadfence();
  double w = 0.0;
  for (long q = tl; q < gridDim.x; q += T) w += ((volatile double *)part)[q];
  __syncthreads();
  w = block_sum<T>(w, sh);
  if (tl == 0) out[0] = w;
}

// ------------------------------------------------------------------------------------------ y = A x
// W warps per block, a warp per row (R rows per warp at a time), V elements per load, U accumulators.
template <int W, int V, int U, int R>
__global__ void __launch_bounds__(W * 32) row_k(const double *__restrict__ A, long lda, const double *__restrict__ x,
                                                double *__restrict__ y, int m, int n)
{
  const int lane = threadIdx.x & 31;
  const long w = (long)blockIdx.x * W + (threadIdx.x >> 5);
  for (long r0 = w * R; r0 < m; r0 += (long)gridDim.x * W * R) {
    double acc[R][U];
    const double *a[R];
#pragma unroll
    for (int r = 0; r < R; r++) {
      a[r] = A + (r0 + r < m ? r0 + r : m - 1) * lda;
#pragma unroll
      for (int u = 0; u < U; u++) acc[r][u] = 0.0;
    }
    const long S = 32L * V * U;
    const long full = n / S * S;
    for (long base = 0; base < full; base += S) {
#pragma unroll
      for (int u = 0; u < U; u++) {
        const long j = base + (long)u * 32 * V + lane * V;
        if (V == 2) {
          const double2 xv = *(const double2 *)(x + j);
#pragma unroll
          for (int r = 0; r < R; r++) {
            const double2 av = *(const double2 *)(a[r] + j);
            acc[r][u] += av.x * xv.x;
            acc[r][u] += av.y * xv.y;
          }
        } else {
          const double xv = x[j];
#pragma unroll
          for (int r = 0; r < R; r++) acc[r][u] += a[r][j] * xv;
        }
      }
    }
    for (long j = full + lane; j < n; j += 32) {
      const double xv = x[j];
#pragma unroll
      for (int r = 0; r < R; r++) acc[r][0] += a[r][j] * xv;
    }
#pragma unroll
    for (int r = 0; r < R; r++) {
      double v = acc[r][0];
#pragma unroll
      for (int u = 1; u < U; u++) v += acc[r][u];
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
      if (lane == 0 && r0 + r < m) y[r0 + r] = v;
    }
  }
}

// ------------------------------------------------------------------------------------------ y = A^T x
// Blocks of 32 x L threads on 32 * V columns; grid.y splits the rows (rps rows each); U accumulators.
// DET: the splits' partials go to part[split][column] and the last block of a column tile folds them in
// split order (deterministic); otherwise atomicAdd into y (zeroed before).
template <int L, int V, int U, bool DET>
__global__ void __launch_bounds__(32 * L) col_k(const double *__restrict__ A, long lda, const double *__restrict__ x,
                                                double *__restrict__ y, int m, int n, long rps, double *part,
                                                unsigned *cnt)
{
  __shared__ double red[L][32 * V];
  __shared__ int last;
  const int tx = threadIdx.x, l = threadIdx.y;
  const long j0 = (long)blockIdx.x * 32 * V + tx * V;
  const long rb = (long)blockIdx.y * rps;
  const long re = rb + rps < m ? rb + rps : m;
  double acc[U][V];
#pragma unroll
  for (int u = 0; u < U; u++)
#pragma unroll
    for (int v = 0; v < V; v++) acc[u][v] = 0.0;
  if (j0 < n) {
    long i = rb + l;
    for (; i + (U - 1) * L < re; i += U * L) {
#pragma unroll
      for (int u = 0; u < U; u++) {
        const long r = i + u * L;
        const double xv = x[r];
        if (V == 2) {
          const double2 av = *(const double2 *)(A + r * lda + j0);
          acc[u][0] += av.x * xv;
          acc[u][1] += av.y * xv;
        } else {
          acc[u][0] += A[r * lda + j0] * xv;
        }
      }
    }
    for (; i < re; i += L) {
      const double xv = x[i];
#pragma unroll
      for (int v = 0; v < V; v++) acc[0][v] += A[i * lda + j0 + v] * xv;
    }
  }
#pragma unroll
  for (int v = 0; v < V; v++) {
    double s = acc[0][v];
#pragma unroll
    for (int u = 1; u < U; u++) s += acc[u][v];
    red[l][tx * V + v] = s;
  }
  __syncthreads();
  for (int o = L / 2; o > 0; o >>= 1) {
    if (l < o)
#pragma unroll
      for (int v = 0; v < V; v++) red[l][tx * V + v] += red[l + o][tx * V + v];
    __syncthreads();
  }
  if (!DET) {
    if (l == 0 && j0 < n)
#pragma unroll
      for (int v = 0; v < V; v++) atomicAdd(&y[j0 + v], red[0][tx * V + v]);
    return;
  }
  if (l == 0 && j0 < n)
#pragma unroll
    for (int v = 0; v < V; v++) part[(long)blockIdx.y * n + j0 + v] = red[0][tx * V + v];
  __threadfence();
  __syncthreads();
  if (l == 0 && tx == 0) last = atomicInc(&cnt[blockIdx.x], gridDim.y - 1) == gridDim.y - 1;
  __syncthreads();
  if (!last) return;
  __threadfence();
  if (l == 0 && j0 < n)
#pragma unroll
    for (int v = 0; v < V; v++) {
      double s = 0.0;
      for (long q = 0; q < gridDim.y; q++) s += ((volatile double *)part)[q * n + j0 + v];
      y[j0 + v] = s;
    }
}

// ------------------------------------------------------------------------------------------ bicg in one pass
// s = A^T r (columns), q = A p (rows).  Tiles of 32 * V * C columns by tr rows; blocks of 32 x 8; warp ty
// walks rows rb + ty, + 8, ... (RU rows per iteration), lane tx holds C column groups of V columns.
template <int V, int C, int RU>
__global__ void __launch_bounds__(256) op_k(const double *__restrict__ A, long lda, const double *__restrict__ r,
                                            const double *__restrict__ p, double *__restrict__ s,
                                            double *__restrict__ q, int m, int n, long tr)
{
  constexpr int TW = 32 * V * C;
  __shared__ double sv[8][TW];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const long ntc = (n + TW - 1) / TW, ntr = (m + tr - 1) / tr;
  for (long t = blockIdx.x; t < ntr * ntc; t += gridDim.x) {
    const long rb = (t / ntc) * tr;
    const long re = rb + tr < m ? rb + tr : m;
    const long cb = (t % ntc) * TW;
    double cacc[C][V], pv[C][V];
    bool ok[C];
#pragma unroll
    for (int c = 0; c < C; c++) {
      const long j = cb + c * 32 * V + tx * V;
      ok[c] = j < n;                       // n % V == 0 (checked on the host)
#pragma unroll
      for (int v = 0; v < V; v++) {
        cacc[c][v] = 0.0;
        pv[c][v] = ok[c] ? p[j + v] : 0.0;
      }
    }
    long i = rb + ty;
    for (; i + (RU - 1) * 8 < re; i += RU * 8) {
      double a[RU][C][V];
#pragma unroll
      for (int u = 0; u < RU; u++)
#pragma unroll
        for (int c = 0; c < C; c++) {
          const long j = cb + c * 32 * V + tx * V;
          if (V == 2) {
            const double2 w = ok[c] ? *(const double2 *)(A + (i + u * 8) * lda + j) : make_double2(0.0, 0.0);
            a[u][c][0] = w.x;
            a[u][c][V - 1] = w.y;
          } else {
            a[u][c][0] = ok[c] ? A[(i + u * 8) * lda + j] : 0.0;
          }
        }
#pragma unroll
      for (int u = 0; u < RU; u++) {
        const double rv = r[i + u * 8];
        double racc = 0.0;
#pragma unroll
        for (int c = 0; c < C; c++)
#pragma unroll
          for (int v = 0; v < V; v++) {
            cacc[c][v] += rv * a[u][c][v];
            racc += a[u][c][v] * pv[c][v];
          }
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) racc += __shfl_xor_sync(0xffffffffu, racc, o);
        if (tx == 0) atomicAdd(&q[i + u * 8], racc);
      }
    }
    for (; i < re; i += 8) {
      const double rv = r[i];
      double racc = 0.0;
#pragma unroll
      for (int c = 0; c < C; c++) {
        const long j = cb + c * 32 * V + tx * V;
#pragma unroll
        for (int v = 0; v < V; v++) {
          const double w = ok[c] ? A[i * lda + j + v] : 0.0;
          cacc[c][v] += rv * w;
          racc += w * pv[c][v];
        }
      }
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) racc += __shfl_xor_sync(0xffffffffu, racc, o);
      if (tx == 0) atomicAdd(&q[i], racc);
    }
#pragma unroll
    for (int c = 0; c < C; c++)
#pragma unroll
      for (int v = 0; v < V; v++) sv[ty][c * 32 * V + tx * V + v] = cacc[c][v];
    __syncthreads();
    for (int k = ty * 32 + tx; k < TW; k += 256) {
      double w = 0.0;
#pragma unroll
      for (int y = 0; y < 8; y++) w += sv[y][k];
      if (cb + k < n) atomicAdd(&s[cb + k], w);
    }
    __syncthreads();
  }
}

// ------------------------------------------------------------------------------------------ atax in one pass
// tmp = A x, y = A^T tmp, A m x n, n <= K * T: block of T threads per row, the row in registers (K
// elements per thread), tmp[i] by a block reduction, then y's partials (in registers) += row * tmp[i];
// RP rows per iteration; one block per multiprocessor (persistent); partials added with atomicAdd.
template <int T, int K, int RP>
__global__ void __launch_bounds__(T, 1) atax1_k(const double *__restrict__ A, long lda, const double *__restrict__ x,
                                                double *__restrict__ tmp, double *__restrict__ y, int m, int n)
{
  __shared__ double sh[RP][32];
  __shared__ double tot[RP];
  const int tl = threadIdx.x;
  double yp[K];
#pragma unroll
  for (int k = 0; k < K; k++) yp[k] = 0.0;
  for (long i0 = (long)blockIdx.x * RP; i0 < m; i0 += (long)gridDim.x * RP) {
    double a[RP][K];
    double d[RP];
#pragma unroll
    for (int rp = 0; rp < RP; rp++) {
      const long i = i0 + rp < m ? i0 + rp : m - 1;
      d[rp] = 0.0;
#pragma unroll
      for (int k = 0; k < K; k++) {
        const long j = (long)k * T + tl;
        a[rp][k] = j < n ? A[i * lda + j] : 0.0;
      }
    }
#pragma unroll
    for (int rp = 0; rp < RP; rp++) {
#pragma unroll
      for (int k = 0; k < K; k++) {
        const long j = (long)k * T + tl;
        d[rp] += a[rp][k] * (j < n ? x[j] : 0.0);
      }
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) d[rp] += __shfl_xor_sync(0xffffffffu, d[rp], o);
      if ((tl & 31) == 0) sh[rp][tl >> 5] = d[rp];
    }
    __syncthreads();
    if (tl < 32) {
#pragma unroll
      for (int rp = 0; rp < RP; rp++) {
        double v = tl < T / 32 ? sh[rp][tl] : 0.0;
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
        if (tl == 0) {
          tot[rp] = v;
          if (i0 + rp < m) tmp[i0 + rp] = v;
        }
      }
    }
    __syncthreads();
#pragma unroll
    for (int rp = 0; rp < RP; rp++) {
      const double tv = i0 + rp < m ? tot[rp] : 0.0;
#pragma unroll
      for (int k = 0; k < K; k++) yp[k] += a[rp][k] * tv;
    }
  }
#pragma unroll
  for (int k = 0; k < K; k++) {
    const long j = (long)k * T + tl;
    if (j < n) atomicAdd(&y[j], yp[k]);
  }
}

// ------------------------------------------------------------------------------------------ host
static double *g_flush = nullptr;
static const size_t FLUSH = 256u << 20;

static float event_time(const std::function<void()> &f)
{
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  CK(cudaEventRecord(a));
  f();
  CK(cudaEventRecord(b));
  CK(cudaEventSynchronize(b));
  CK(cudaGetLastError());
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, a, b));
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  return ms;
}

static double median(std::vector<float> v)
{
  std::sort(v.begin(), v.end());
  size_t k = v.size();
  return k % 2 ? v[k / 2] : 0.5 * (v[k / 2 - 1] + v[k / 2]);
}

struct Buf {
  double *h = nullptr, *d = nullptr;
  size_t n = 0;
  bool input = true;
};

static double g_copy_gbs = 0;

// A problem: device buffers (reallocated and copied in for cold runs), a host check.
struct Problem {
  const char *name;
  double bytes;
  std::vector<Buf *> bufs;
  std::function<bool(const char *)> check;     // reads the device outputs
  void realloc_all()
  {
    for (Buf *b : bufs) {
      if (b->d) CK(cudaFree(b->d));
      CK(cudaMalloc((void **)&b->d, b->n * sizeof(double)));
      if (b->input) CK(cudaMemcpy(b->d, b->h, b->n * sizeof(double), cudaMemcpyHostToDevice));
      else CK(cudaMemset(b->d, 0, b->n * sizeof(double)));
    }
    CK(cudaDeviceSynchronize());
  }
  void run(const char *variant, const std::function<void()> &launch)
  {
    std::vector<float> cold, warm;
    bool ok = true;
    for (int k = 0; k < 3; k++) {
      realloc_all();
      cold.push_back(event_time(launch));
      if (k == 0) ok = check(variant);
    }
    for (int k = 0; k < 5; k++) {
      CK(cudaMemset(g_flush, k, FLUSH));
      CK(cudaDeviceSynchronize());
      warm.push_back(event_time(launch));
    }
    ok = ok && check(variant);
    const double c = median(cold), w = median(warm);
    printf("| %s | %s | %.1f | %.0f | %.0f%% | %.1f | %.0f | %.0f%% | %s |\n", name, variant, c * 1e3,
           bytes / c / 1e6, 100.0 * bytes / c / 1e6 / g_copy_gbs, w * 1e3, bytes / w / 1e6,
           100.0 * bytes / w / 1e6 / g_copy_gbs, ok ? "ok" : "WRONG");
    fflush(stdout);
  }
};

static Buf *mkbuf(size_t n, bool input, unsigned seed)
{
  Buf *b = new Buf;
  b->n = n;
  b->input = input;
  CK(cudaMallocHost((void **)&b->h, n * sizeof(double)));
  for (size_t i = 0; i < n; i++) b->h[i] = input ? (double)((i * 2654435761u + seed) % 1000) / 1000.0 - 0.4 : 0.0;
  return b;
}

// relative error of got against ref with scale = sum |terms|
static bool close_vec(const char *what, const double *ref, const double *scale, const double *dev, size_t n)
{
  std::vector<double> got(n);
  CK(cudaMemcpy(got.data(), dev, n * sizeof(double), cudaMemcpyDeviceToHost));
  double worst = 0;
  for (size_t i = 0; i < n; i++) {
    const double e = fabs(got[i] - ref[i]) / (scale[i] > 0 ? scale[i] : 1.0);
    if (!(e <= worst)) worst = e;
  }
  if (!(worst < 1e-10)) {
    fprintf(stderr, "%s: worst relative error %g\n", what, worst);
    return false;
  }
  return true;
}

int main(int argc, char **argv)
{
  const char *only = argc > 1 ? argv[1] : "";
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  g_sms = prop.multiProcessorCount;
  printf("device: %s, %d SMs, L2 %d MB\n", prop.name, g_sms, prop.l2CacheSize >> 20);
  CK(cudaMalloc((void **)&g_flush, FLUSH));
  {
    const size_t bytes = 512u << 20;
    char *a, *b;
    CK(cudaMalloc((void **)&a, bytes));
    CK(cudaMalloc((void **)&b, bytes));
    CK(cudaMemset(a, 1, bytes));
    std::vector<float> t;
    for (int k = 0; k < 7; k++)
      t.push_back(event_time([&] { CK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice)); }));
    g_copy_gbs = 2.0 * bytes / median(t) / 1e6;
    printf("copy (cudaMemcpy D2D 512 MiB, read + write): %.3f ms, %.0f GB/s\n", median(t), g_copy_gbs);
    CK(cudaFree(a));
    CK(cudaFree(b));
  }
  printf("\n| problem | variant | cold (us) | GB/s | %% of copy | warm (us) | GB/s | %% of copy | check |\n");
  printf("| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
  double *part = nullptr;
  unsigned *cnt = nullptr;
  CK(cudaMalloc((void **)&part, (size_t)64 << 20));
  CK(cudaMalloc((void **)&cnt, 65536 * sizeof(unsigned)));
  CK(cudaMemset(cnt, 0, 65536 * sizeof(unsigned)));
  double *part_gen = nullptr;       // gen_dot's 1024 partials and its counter after them
  CK(cudaMalloc((void **)&part_gen, 1024 * sizeof(double) + sizeof(unsigned)));
  CK(cudaMemset(part_gen, 0, 1024 * sizeof(double) + sizeof(unsigned)));

  // ---------------------------------------------------------------- dot
  if (!*only || strstr(only, "dot")) {
    const long n = 10000000;
    Buf *x = mkbuf(n, true, 1), *y = mkbuf(n, true, 7), *out = mkbuf(1, false, 0);
    double ref = 0, scale = 0;
    for (long i = 0; i < n; i++) {
      ref += x->h[i] * y->h[i];
      scale += fabs(x->h[i] * y->h[i]);
    }
    Problem P{"dot N=1e7", 16.0 * n, {x, y, out}, nullptr};
    P.check = [&](const char *v) { return close_vec(v, &ref, &scale, out->d, 1); };
    P.run("generated (1024 x 256, chunks)", [&] {
      CK(cudaMemsetAsync(out->d, 0, 8));
      gen_dot<<<1024, 256>>>(out->d, x->d, y->d, (int)n, part_gen);
    });
    auto dot = [&](auto kern, int grid, int threads) {
      return [=] { kern<<<grid, threads>>>(x->d, y->d, n, part, cnt, out->d); };
    };
    char name[128];
#define DOT(T, V, U, CHUNK, G)                                                                      \
  snprintf(name, sizeof name, "%d x %d, V=%d U=%d %s", G, T, V, U, CHUNK ? "chunks" : "stride");    \
  P.run(name, dot(dot_k<T, V, U, CHUNK>, G, T));
    DOT(256, 1, 1, true, 1024)
    DOT(256, 1, 2, true, 1024)
    DOT(256, 1, 4, true, 1024)
    DOT(256, 2, 1, true, 1024)
    DOT(256, 2, 2, true, 1024)
    DOT(256, 2, 4, true, 1024)
    DOT(256, 1, 1, false, 1024)
    DOT(256, 2, 2, false, 1024)
    DOT(256, 2, 2, true, 528)
    DOT(256, 2, 2, true, 2048)
    DOT(512, 2, 2, true, 264)
    DOT(512, 2, 2, true, 528)
    DOT(1024, 2, 2, true, 264)
    DOT(256, 2, 4, false, 528)
    DOT(256, 1, 4, false, 528)
  }

  // ---------------------------------------------------------------- y = A x
  if (!*only || strstr(only, "row")) {
    const int m = 8000, n = 8000;
    Buf *A = mkbuf((size_t)m * n, true, 3), *x = mkbuf(n, true, 5), *y = mkbuf(m, false, 0);
    Buf *s = mkbuf(m, false, 0);
    std::vector<double> ref(m), scale(m);
    for (int i = 0; i < m; i++) {
      double a = 0, b = 0;
      for (int j = 0; j < n; j++) {
        a += A->h[(size_t)i * n + j] * x->h[j];
        b += fabs(A->h[(size_t)i * n + j] * x->h[j]);
      }
      ref[i] = a;
      scale[i] = b;
    }
    Problem P{"y = A x 8000x8000", 8.0 * ((double)m * n + n + m), {A, x, y, s}, nullptr};
    P.check = [&](const char *v) { return close_vec(v, ref.data(), scale.data(), y->d, m); };
    P.run("generated (warp per row, 8 rows per block)", [&] {
      const long nt = (m - 1) / 8 + 1;
      gen_row<<<dim3(1, (unsigned)nt, 1), dim3(32, 8, 1)>>>(s->d, A->d, n, x->d, y->d, m, n, 0, nt);
    });
    char name[128];
#define ROW(W, V, U, R)                                                                            \
  {                                                                                                \
    const int g = (m + W * R - 1) / (W * R);                                                      \
    snprintf(name, sizeof name, "%d warps/block, V=%d U=%d R=%d rows/warp", W, V, U, R);          \
    P.run(name, [&] { row_k<W, V, U, R><<<g, W * 32>>>(A->d, n, x->d, y->d, m, n); });          \
  }
    ROW(8, 1, 1, 1)
    ROW(8, 1, 2, 1)
    ROW(8, 1, 4, 1)
    ROW(8, 2, 1, 1)
    ROW(8, 2, 2, 1)
    ROW(8, 2, 4, 1)
    ROW(8, 1, 1, 2)
    ROW(8, 2, 1, 2)
    ROW(4, 2, 2, 1)
  }

  // ---------------------------------------------------------------- y = A^T x, atax
  if (!*only || strstr(only, "col") || strstr(only, "atax")) {
    const int m = 7000, n = 8000;
    Buf *A = mkbuf((size_t)m * n, true, 11), *x = mkbuf(m, true, 13), *y = mkbuf(n, false, 0);
    Buf *xa = mkbuf(n, true, 17), *tmp = mkbuf(m, false, 0);
    std::vector<double> ref(n, 0.0), scale(n, 0.0), tref(m), tscale(m), aref(n, 0.0), ascale(n, 0.0);
    for (int i = 0; i < m; i++)
      for (int j = 0; j < n; j++) {
        ref[j] += A->h[(size_t)i * n + j] * x->h[i];
        scale[j] += fabs(A->h[(size_t)i * n + j] * x->h[i]);
      }
    for (int i = 0; i < m; i++) {
      double a = 0, b = 0;
      for (int j = 0; j < n; j++) {
        a += A->h[(size_t)i * n + j] * xa->h[j];
        b += fabs(A->h[(size_t)i * n + j] * xa->h[j]);
      }
      tref[i] = a;
      tscale[i] = b;
      for (int j = 0; j < n; j++) {
        aref[j] += A->h[(size_t)i * n + j] * a;
        ascale[j] += fabs(A->h[(size_t)i * n + j] * a);
      }
    }
    char name[128];
    if (!*only || strstr(only, "col")) {
      Problem P{"y = A^T x 7000x8000", 8.0 * ((double)m * n + n + m), {A, x, y}, nullptr};
      P.check = [&](const char *v) { return close_vec(v, ref.data(), scale.data(), y->d, n); };
      for (int lanes : {16, 32}) {
        snprintf(name, sizeof name, "generated (32 columns x %d lanes, U=4)", lanes);
        P.run(name, [&] {
          const long nt = (n - 1) / 32 + 1;
          gen_col<<<dim3((unsigned)nt), dim3(32, lanes)>>>(y->d, x->d, A->d, n, nullptr, n, m, 0, nt);
        });
      }
#define COL(L, V, U, DET, SPLIT)                                                                       \
  {                                                                                                    \
    const int gx = (n + 32 * V - 1) / (32 * V);                                                        \
    const long rps = (m + SPLIT - 1) / SPLIT;                                                          \
    snprintf(name, sizeof name, "32x%d, V=%d U=%d, %d row splits %s", L, V, U, SPLIT, DET ? "fold" : "atomic"); \
    P.run(name, [&] {                                                                                  \
      if (!DET) CK(cudaMemsetAsync(y->d, 0, n * sizeof(double)));                                      \
      col_k<L, V, U, DET><<<dim3(gx, SPLIT), dim3(32, L)>>>(A->d, n, x->d, y->d, m, n, rps, part, cnt); \
    });                                                                                                \
  }
      COL(32, 1, 4, false, 1)
      COL(8, 1, 4, false, 8)
      COL(8, 1, 4, true, 8)
      COL(16, 1, 4, true, 4)
      COL(8, 2, 4, true, 8)
      COL(8, 2, 4, false, 8)
      COL(8, 2, 2, true, 8)
      COL(16, 2, 4, true, 8)
      COL(8, 2, 4, true, 16)
      COL(8, 1, 4, true, 16)
      COL(32, 2, 4, false, 1)
    }
    if (!*only || strstr(only, "atax")) {
      Problem P{"atax 7000x8000 (A once)", 8.0 * ((double)m * n + 2 * n + m), {A, xa, y, tmp}, nullptr};
      P.check = [&](const char *v) {
        return close_vec(v, tref.data(), tscale.data(), tmp->d, m) &&
               close_vec(v, aref.data(), ascale.data(), y->d, n);
      };
      P.run("generated (row kernel, column kernel 32 lanes)", [&] {
        const long nt0 = (m - 1) / 8 + 1, nt1 = (n - 1) / 32 + 1;
        gen_atax_row<<<dim3(1, (unsigned)nt0, 1), dim3(32, 8, 1)>>>(y->d, tmp->d, A->d, n, xa->d, n, m, 0, nt0);
        gen_col<<<dim3((unsigned)nt1), dim3(32, 32)>>>(y->d, tmp->d, A->d, n, xa->d, n, m, 0, nt1);
      });
      P.run("row kernel V=2 U=2, column 32x8 V=2 U=4 8 splits fold", [&] {
        row_k<8, 2, 2, 1><<<(m + 7) / 8, 256>>>(A->d, n, xa->d, tmp->d, m, n);
        col_k<8, 2, 4, true><<<dim3((n + 63) / 64, 8), dim3(32, 8)>>>(A->d, n, tmp->d, y->d, m, n, (m + 7) / 8, part, cnt);
      });
      P.run("one pass: 1024 threads x 8 per row, 1 row", [&] {
        CK(cudaMemsetAsync(y->d, 0, n * sizeof(double)));
        atax1_k<1024, 8, 1><<<g_sms, 1024>>>(A->d, n, xa->d, tmp->d, y->d, m, n);
      });
      P.run("one pass: 1024 threads x 8 per row, 2 rows", [&] {
        CK(cudaMemsetAsync(y->d, 0, n * sizeof(double)));
        atax1_k<1024, 8, 2><<<g_sms, 1024>>>(A->d, n, xa->d, tmp->d, y->d, m, n);
      });
      P.run("one pass: 512 threads x 16 per row, 1 row, 2 blocks/SM", [&] {
        CK(cudaMemsetAsync(y->d, 0, n * sizeof(double)));
        atax1_k<512, 16, 1><<<2 * g_sms, 512>>>(A->d, n, xa->d, tmp->d, y->d, m, n);
      });
    }
  }

  // ---------------------------------------------------------------- bicg
  if (!*only || strstr(only, "bicg")) {
    const int m = 8000, n = 7000;
    Buf *A = mkbuf((size_t)m * n, true, 19), *r = mkbuf(m, true, 23), *p = mkbuf(n, true, 29);
    Buf *s = mkbuf(n, false, 0), *q = mkbuf(m, false, 0), *acc = mkbuf(m, false, 0);
    std::vector<double> sref(n, 0.0), sscale(n, 0.0), qref(m), qscale(m);
    for (int i = 0; i < m; i++) {
      double a = 0, b = 0;
      for (int j = 0; j < n; j++) {
        const double w = A->h[(size_t)i * n + j];
        sref[j] += r->h[i] * w;
        sscale[j] += fabs(r->h[i] * w);
        a += w * p->h[j];
        b += fabs(w * p->h[j]);
      }
      qref[i] = a;
      qscale[i] = b;
    }
    Problem P{"bicg 8000x7000 (A once)", 8.0 * ((double)m * n + 2 * n + 2 * m), {A, r, p, s, q, acc}, nullptr};
    P.check = [&](const char *v) {
      return close_vec(v, sref.data(), sscale.data(), s->d, n) && close_vec(v, qref.data(), qscale.data(), q->d, m);
    };
    // the generated host code's tile rows: 16 tiles per multiprocessor
    auto tr_for = [&](long tw) {
      const long ntc = (n + tw - 1) / tw, want = (long)g_sms * 16;
      long tr = (m * ntc + want - 1) / want;
      return s2s_min(s2s_max((tr + 7) / 8 * 8, 8L), 1024L);
    };
    P.run("generated (3 launches, tiles of 128 columns)", [&] {
      const long tr = tr_for(128), ntiles = (m + tr - 1) / tr * ((n + 127) / 128);
      const long npts = s2s_max(m, n);
      dim3 blk(32, 8);
      gen_bicg<<<(unsigned)((npts + 255) / 256), blk>>>(s->d, acc->d, r->d, A->d, n, p->d, q->d, n, m, 1, 1, 0, m, 0, n, 0, m, 0, n, tr, 0);
      gen_bicg<<<(unsigned)s2s_min(ntiles, 65535L), blk>>>(s->d, acc->d, r->d, A->d, n, p->d, q->d, n, m, 1, 1, 0, m, 0, n, 0, m, 0, n, tr, 1);
      gen_bicg<<<(unsigned)((npts + 255) / 256), blk>>>(s->d, acc->d, r->d, A->d, n, p->d, q->d, n, m, 1, 1, 0, m, 0, n, 0, m, 0, n, tr, 2);
    });
    char name[128];
#define OP(V, C, RU, TPS)                                                                              \
  {                                                                                                    \
    const long tw = 32 * V * C, ntc = (n + tw - 1) / tw, want = (long)g_sms * TPS;                     \
    long tr = (m * ntc + want - 1) / want;                                                             \
    tr = s2s_min(s2s_max((tr + 7) / 8 * 8, 8L), 1024L);                                                \
    const long nt = (m + tr - 1) / tr * ntc;                                                           \
    snprintf(name, sizeof name, "tiles %ld cols x %ld rows, V=%d RU=%d, %ld tiles", tw, tr, V, RU, nt); \
    P.run(name, [&] {                                                                                  \
      CK(cudaMemsetAsync(s->d, 0, n * sizeof(double)));                                                \
      CK(cudaMemsetAsync(q->d, 0, m * sizeof(double)));                                                \
      op_k<V, C, RU><<<(unsigned)nt, dim3(32, 8)>>>(A->d, n, r->d, p->d, s->d, q->d, m, n, tr);        \
    });                                                                                                \
  }
    OP(1, 4, 1, 16)
    OP(1, 4, 2, 16)
    OP(2, 2, 1, 16)
    OP(2, 2, 2, 16)
    OP(2, 4, 1, 16)
    OP(2, 2, 4, 16)
    OP(2, 2, 2, 8)
    OP(2, 2, 2, 32)
  }
  return 0;
}
