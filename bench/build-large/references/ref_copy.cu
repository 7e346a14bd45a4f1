/* ref_copy.cu: the bandwidth reference for s2s bench.  Times cudaMemcpy device-to-device of BYTES bytes
   with CUDA events, one warm-up copy and then REPS timed copies.  Bandwidth counts read + write
   (2 * BYTES per copy), as the stencils' and streaming kernels' bytes do.  Prints one parseable line:
   S2S_REF copy bytes=B reps=R min_s=A median_s=M gbps=G   (G from the minimum time, 1 GB = 1e9 bytes)
   usage: ref_copy BYTES REPS */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
  fprintf(stderr, "ref_copy: %s: %s\n", #call, cudaGetErrorString(e_)); return 1; } } while (0)

static int cmp(const void *a, const void *b)
{
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
  if (argc != 3) {
    fprintf(stderr, "usage: ref_copy BYTES REPS\n");
    return 2;
  }
  size_t bytes = (size_t)strtoull(argv[1], NULL, 10);
  int reps = atoi(argv[2]);
  if (bytes == 0 || reps <= 0) {
    fprintf(stderr, "ref_copy: BYTES and REPS must be positive\n");
    return 2;
  }
  void *src, *dst;
  cudaEvent_t e0, e1;
  float *ms = (float *)malloc(sizeof(float) * reps);
  CHECK(cudaMalloc(&src, bytes));
  CHECK(cudaMalloc(&dst, bytes));
  CHECK(cudaMemset(src, 1, bytes));
  CHECK(cudaMemset(dst, 0, bytes));
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  for (int r = -1; r < reps; r++) {   /* r == -1: warm-up */
    CHECK(cudaEventRecord(e0, 0));
    CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice));
    CHECK(cudaEventRecord(e1, 0));
    CHECK(cudaEventSynchronize(e1));
    if (r >= 0)
      CHECK(cudaEventElapsedTime(&ms[r], e0, e1));
  }
  qsort(ms, reps, sizeof(float), cmp);
  double min_s = 1e-3 * ms[0];
  double median_s = 1e-3 * (reps % 2 ? ms[reps / 2] : 0.5 * (ms[reps / 2 - 1] + ms[reps / 2]));
  printf("S2S_REF copy bytes=%zu reps=%d min_s=%.9e median_s=%.9e gbps=%.3f\n", bytes, reps, min_s, median_s,
         2.0 * (double)bytes / min_s * 1e-9);
  cudaFree(src);
  cudaFree(dst);
  free(ms);
  return 0;
}
