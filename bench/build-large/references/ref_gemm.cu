/* ref_gemm.cu: the cuBLAS reference for s2s bench.  Times cublasDgemm (type d) or cublasSgemm (type s),
   C = alpha * A * B + beta * C with C m x n, A m x k, B k x n, with CUDA events, one warm-up call and then
   REPS timed calls.  Default math mode (no TF32 for SGEMM).  Prints one parseable line:
   S2S_REF gemm type=T m=M n=N k=K reps=R min_s=A median_s=B gflops=G   (G from the minimum time)
   usage: ref_gemm d|s M N K REPS */
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
  fprintf(stderr, "ref_gemm: %s: %s\n", #call, cudaGetErrorString(e_)); return 1; } } while (0)
#define CHECK_BLAS(call) do { cublasStatus_t s_ = (call); if (s_ != CUBLAS_STATUS_SUCCESS) { \
  fprintf(stderr, "ref_gemm: %s: cuBLAS status %d\n", #call, (int)s_); return 1; } } while (0)

template <typename T> __global__ void fill(T *p, size_t n, unsigned seed)
{
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    p[i] = (T)((i * 2654435761u + seed) % 1000u) / (T)1000;
}

static int cmp(const void *a, const void *b)
{
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

template <typename T> static int run(char type, int m, int n, int k, int reps)
{
  T *A, *B, *C;
  const T alpha = (T)1.25, beta = (T)0.75;
  cublasHandle_t h;
  cudaEvent_t e0, e1;
  float *ms = (float *)malloc(sizeof(float) * reps);
  CHECK(cudaMalloc((void **)&A, sizeof(T) * (size_t)m * k));
  CHECK(cudaMalloc((void **)&B, sizeof(T) * (size_t)k * n));
  CHECK(cudaMalloc((void **)&C, sizeof(T) * (size_t)m * n));
  fill<T><<<1024, 256>>>(A, (size_t)m * k, 1u);
  fill<T><<<1024, 256>>>(B, (size_t)k * n, 2u);
  fill<T><<<1024, 256>>>(C, (size_t)m * n, 3u);
  CHECK(cudaGetLastError());
  CHECK_BLAS(cublasCreate(&h));
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  for (int r = -1; r < reps; r++) {   /* r == -1: warm-up */
    CHECK(cudaEventRecord(e0, 0));
    if (sizeof(T) == sizeof(double))
      CHECK_BLAS(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, (const double *)&alpha,
                             (const double *)A, m, (const double *)B, k, (const double *)&beta, (double *)C, m));
    else
      CHECK_BLAS(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, (const float *)&alpha,
                             (const float *)A, m, (const float *)B, k, (const float *)&beta, (float *)C, m));
    CHECK(cudaEventRecord(e1, 0));
    CHECK(cudaEventSynchronize(e1));
    if (r >= 0)
      CHECK(cudaEventElapsedTime(&ms[r], e0, e1));
  }
  qsort(ms, reps, sizeof(float), cmp);
  double min_s = 1e-3 * ms[0];
  double median_s = 1e-3 * (reps % 2 ? ms[reps / 2] : 0.5 * (ms[reps / 2 - 1] + ms[reps / 2]));
  printf("S2S_REF gemm type=%c m=%d n=%d k=%d reps=%d min_s=%.9e median_s=%.9e gflops=%.3f\n", type, m, n, k,
         reps, min_s, median_s, 2.0 * m * n * (double)k / min_s * 1e-9);
  cublasDestroy(h);
  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  free(ms);
  return 0;
}

int main(int argc, char **argv)
{
  if (argc != 6 || (argv[1][0] != 'd' && argv[1][0] != 's')) {
    fprintf(stderr, "usage: ref_gemm d|s M N K REPS\n");
    return 2;
  }
  int m = atoi(argv[2]), n = atoi(argv[3]), k = atoi(argv[4]), reps = atoi(argv[5]);
  if (m <= 0 || n <= 0 || k <= 0 || reps <= 0) {
    fprintf(stderr, "ref_gemm: M, N, K and REPS must be positive\n");
    return 2;
  }
  return argv[1][0] == 'd' ? run<double>('d', m, n, k, reps) : run<float>('s', m, n, k, reps);
}
