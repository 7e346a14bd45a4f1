// Region-style host<->device copies of a touched pageable array, every cost counted each time (nothing
// kept between regions): the question is whether staging through pinned chunks pays when the chunks are
// ordinary memory page-locked with cudaHostRegister (about 18 GB/s) instead of cudaHostAlloc (0.7-0.9 ms
// per MB: bench/micro/h2d_staged.cu, docs/architecture.md "Staged copies were measured and not adopted").
//   plain     cudaMemcpy from / to the pageable array (what s2s and PPCG emit)
//   register  cudaHostRegister of the whole array + copy + unregister
//   regstage  T threads (OpenMP here; pthreads in generated code), each: aligned_alloc two chunks of C
//             bytes, cudaHostRegister them, a stream; memcpy into one chunk while the other's DMA runs;
//             then unregister and free (all inside the timed interval)
// Build: nvcc -O3 -arch=sm_90 -Xcompiler -fopenmp h2d_regstage.cu -o h2d_regstage
#include <cuda_runtime.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void copy_regstage(char *dst, const char *src, size_t n, int T, size_t C, int h2d)
{
  size_t per = (n + T - 1) / T;
  per = (per + 4095) / 4096 * 4096;
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    size_t lo = (size_t)t * per, hi = lo + per < n ? lo + per : n;
    if (lo < hi) {
      char *buf[2];
      cudaStream_t st;
      cudaEvent_t ev[2];
      cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
      for (int k = 0; k < 2; k++) {
        buf[k] = (char *)aligned_alloc(4096, C);
        cudaHostRegister(buf[k], C, cudaHostRegisterDefault);
        cudaEventCreateWithFlags(&ev[k], cudaEventDisableTiming);
      }
      if (h2d) {
        int k = 0, used[2] = {0, 0};
        for (size_t off = lo; off < hi; off += C, k ^= 1) {
          size_t len = hi - off < C ? hi - off : C;
          if (used[k]) cudaEventSynchronize(ev[k]);
          memcpy(buf[k], src + off, len);
          cudaMemcpyAsync(dst + off, buf[k], len, cudaMemcpyHostToDevice, st);
          cudaEventRecord(ev[k], st);
          used[k] = 1;
        }
        cudaStreamSynchronize(st);
      } else {
        size_t off = lo;
        int k = 0;
        size_t len0 = hi - off < C ? hi - off : C;
        cudaMemcpyAsync(buf[0], src + off, len0, cudaMemcpyDeviceToHost, st);
        cudaEventRecord(ev[0], st);
        while (off < hi) {
          size_t len = hi - off < C ? hi - off : C, next = off + len;
          if (next < hi) {
            size_t nlen = hi - next < C ? hi - next : C;
            cudaMemcpyAsync(buf[k ^ 1], src + next, nlen, cudaMemcpyDeviceToHost, st);
            cudaEventRecord(ev[k ^ 1], st);
          }
          cudaEventSynchronize(ev[k]);
          memcpy(dst + off, buf[k], len);
          off = next;
          k ^= 1;
        }
      }
      for (int k = 0; k < 2; k++) {
        cudaHostUnregister(buf[k]);
        free(buf[k]);
        cudaEventDestroy(ev[k]);
      }
      cudaStreamDestroy(st);
    }
  }
}

int main(void)
{
  const size_t sizes_mb[] = {8, 32, 128, 512};
  const int threads[] = {4, 8, 16};
  const size_t chunks[] = {1 << 20, 4 << 20};
  cudaFree(0);
  printf("host threads: %d\n", omp_get_max_threads());
  for (int si = 0; si < 4; si++) {
    size_t n = sizes_mb[si] << 20;
    char *h = (char *)malloc(n), *h2 = (char *)malloc(n), *d;
    for (size_t i = 0; i < n; i++) h[i] = (char)(i * 7 + 3);
    memset(h2, 1, n);
    cudaMalloc(&d, n);
    for (int rep = 0; rep < 3; rep++) {
      double t0 = now();
      cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
      double t1 = now();
      cudaMemcpy(h2, d, n, cudaMemcpyDeviceToHost);
      double t2 = now();
      printf("%4zu MB rep %d plain:    H2D %6.2f GB/s D2H %6.2f GB/s ok=%d\n", sizes_mb[si], rep, n / 1e9 / (t1 - t0),
             n / 1e9 / (t2 - t1), memcmp(h, h2, n) == 0);
      memset(h2, 1, n);
      double r0 = now();
      cudaHostRegister(h, n, cudaHostRegisterDefault);
      cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
      cudaHostUnregister(h);
      double r1 = now();
      cudaHostRegister(h2, n, cudaHostRegisterDefault);
      cudaMemcpy(h2, d, n, cudaMemcpyDeviceToHost);
      cudaHostUnregister(h2);
      double r2 = now();
      printf("%4zu MB rep %d register: H2D %6.2f GB/s D2H %6.2f GB/s ok=%d\n", sizes_mb[si], rep, n / 1e9 / (r1 - r0),
             n / 1e9 / (r2 - r1), memcmp(h, h2, n) == 0);
      for (int ti = 0; ti < 3; ti++)
        for (int ci = 0; ci < 2; ci++) {
          memset(h2, 1, n);
          cudaMemset(d, 0, n);
          cudaDeviceSynchronize();
          double s0 = now();
          copy_regstage(d, h, n, threads[ti], chunks[ci], 1);
          double s1 = now();
          copy_regstage(h2, d, n, threads[ti], chunks[ci], 0);
          double s2 = now();
          printf("%4zu MB rep %d regstage T=%2d C=%zu MB: H2D %6.2f GB/s D2H %6.2f GB/s ok=%d\n", sizes_mb[si], rep,
                 threads[ti], chunks[ci] >> 20, n / 1e9 / (s1 - s0), n / 1e9 / (s2 - s1), memcmp(h, h2, n) == 0);
        }
    }
    cudaFree(d);
    free(h);
    free(h2);
  }
  return 0;
}
