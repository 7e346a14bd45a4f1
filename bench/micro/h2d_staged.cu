// Host<->device copies of a user's pageable array, region-style (everything a region would pay counted):
//   plain      cudaMemcpy from/to pageable memory (what PPCG and s2s emit today)
//   staged     T OpenMP threads, each owning a contiguous slice, copy it through two pinned chunks of C
//              bytes of its own (memcpy into one chunk while the other's DMA runs), one stream per thread;
//              the pinned chunks are allocated once per process (first call: "cold", counted separately)
//   register   cudaHostRegister + copy + cudaHostUnregister
// Build: nvcc -O3 -arch=sm_90 -Xcompiler -fopenmp h2d_staged.cu -o h2d_staged
#include <cuda_runtime.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

#define MAXT 64
static char *pin[MAXT][2];
static cudaStream_t st[MAXT];
static cudaEvent_t ev[MAXT][2];
static size_t pin_chunk = 0;
static int pin_threads = 0;

static void staging(int T, size_t C) {
  if (pin_threads >= T && pin_chunk == C) return;
  for (int t = 0; t < pin_threads; t++) {
    cudaFreeHost(pin[t][0]); cudaFreeHost(pin[t][1]);
    cudaStreamDestroy(st[t]); cudaEventDestroy(ev[t][0]); cudaEventDestroy(ev[t][1]);
  }
  for (int t = 0; t < T; t++) {
    cudaHostAlloc((void **)&pin[t][0], C, cudaHostAllocDefault);
    cudaHostAlloc((void **)&pin[t][1], C, cudaHostAllocDefault);
    cudaStreamCreateWithFlags(&st[t], cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&ev[t][0], cudaEventDisableTiming);
    cudaEventCreateWithFlags(&ev[t][1], cudaEventDisableTiming);
  }
  pin_threads = T; pin_chunk = C;
}

static void h2d_staged(char *d, const char *h, size_t n, int T, size_t C) {
  staging(T, C);
  size_t per = (n + T - 1) / T;
  per = (per + 255) / 256 * 256;
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    size_t lo = (size_t)t * per, hi = lo + per < n ? lo + per : n;
    int k = 0, used[2] = {0, 0};
    for (size_t off = lo; off < hi; off += C, k ^= 1) {
      size_t len = hi - off < C ? hi - off : C;
      if (used[k]) cudaEventSynchronize(ev[t][k]);
      memcpy(pin[t][k], h + off, len);
      cudaMemcpyAsync(d + off, pin[t][k], len, cudaMemcpyHostToDevice, st[t]);
      cudaEventRecord(ev[t][k], st[t]);
      used[k] = 1;
    }
    cudaStreamSynchronize(st[t]);
  }
}

static void d2h_staged(char *h, const char *d, size_t n, int T, size_t C) {
  staging(T, C);
  size_t per = (n + T - 1) / T;
  per = (per + 255) / 256 * 256;
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    size_t lo = (size_t)t * per, hi = lo + per < n ? lo + per : n;
    // issue the first chunk, then: issue the next, wait for this one, copy it out
    size_t off = lo;
    int k = 0;
    if (off < hi) {
      size_t len = hi - off < C ? hi - off : C;
      cudaMemcpyAsync(pin[t][k], d + off, len, cudaMemcpyDeviceToHost, st[t]);
      cudaEventRecord(ev[t][k], st[t]);
    }
    while (off < hi) {
      size_t len = hi - off < C ? hi - off : C;
      size_t next = off + len;
      if (next < hi) {
        size_t nlen = hi - next < C ? hi - next : C;
        cudaMemcpyAsync(pin[t][k ^ 1], d + next, nlen, cudaMemcpyDeviceToHost, st[t]);
        cudaEventRecord(ev[t][k ^ 1], st[t]);
      }
      cudaEventSynchronize(ev[t][k]);
      memcpy(h + off, pin[t][k], len);
      off = next; k ^= 1;
    }
  }
}

// T threads, each an async copy of its slice of the pageable array on its own stream (no pinned memory)
static void copy_mt(char *dst, const char *src, size_t n, int T, enum cudaMemcpyKind kind) {
  staging(T > pin_threads ? T : pin_threads, pin_chunk ? pin_chunk : (256 << 10));
  size_t per = (n + T - 1) / T;
  per = (per + 4095) / 4096 * 4096;
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    size_t lo = (size_t)t * per, hi = lo + per < n ? lo + per : n;
    if (lo < hi) cudaMemcpyAsync(dst + lo, src + lo, hi - lo, kind, st[t]);
    cudaStreamSynchronize(st[t]);
  }
}

static int check(const char *a, const char *b, size_t n) { return memcmp(a, b, n) == 0; }

int main(int argc, char **argv) {
  size_t sizes_mb[] = {1, 4, 16, 64, 256};
  int threads[] = {1, 4, 8, 16};
  size_t chunks[] = {256 << 10, 1 << 20, 4 << 20};
  cudaFree(0);
  printf("host threads available: %d\n", omp_get_max_threads());
  // cost of the pinned chunks themselves
  for (int ci = 0; ci < 3; ci++) {
    double t0 = now();
    staging(16, chunks[ci]);
    double t1 = now();
    printf("staging alloc 16 threads x 2 x %zu KB: %.3f ms\n", chunks[ci] >> 10, 1e3 * (t1 - t0));
  }
  for (int si = 0; si < 5; si++) {
    size_t n = sizes_mb[si] << 20;
    char *h = (char *)malloc(n), *h2 = (char *)malloc(n), *d;
    for (size_t i = 0; i < n; i++) h[i] = (char)(i * 7 + 3);
    memset(h2, 0, n);
    cudaMalloc(&d, n);
    for (int rep = 0; rep < 3; rep++) {
      double t0 = now();
      cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
      double t1 = now();
      cudaMemcpy(h2, d, n, cudaMemcpyDeviceToHost);
      double t2 = now();
      printf("%4zu MB rep %d plain: H2D %.2f GB/s D2H %.2f GB/s (%.3f + %.3f ms) ok=%d\n", sizes_mb[si], rep,
             n / 1e9 / (t1 - t0), n / 1e9 / (t2 - t1), 1e3 * (t1 - t0), 1e3 * (t2 - t1), check(h, h2, n));
      memset(h2, 0, n);
      double r0 = now();
      cudaHostRegister(h, n, cudaHostRegisterDefault);
      cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
      cudaHostUnregister(h);
      double r1 = now();
      cudaHostRegister(h2, n, cudaHostRegisterDefault);
      cudaMemcpy(h2, d, n, cudaMemcpyDeviceToHost);
      cudaHostUnregister(h2);
      double r2 = now();
      printf("%4zu MB rep %d register: H2D %.2f GB/s D2H %.2f GB/s ok=%d\n", sizes_mb[si], rep,
             n / 1e9 / (r1 - r0), n / 1e9 / (r2 - r1), check(h, h2, n));
      for (int ti = 1; ti < 4; ti++) {
        memset(h2, 0, n);
        double m0 = now();
        copy_mt(d, h, n, threads[ti], cudaMemcpyHostToDevice);
        double m1 = now();
        copy_mt(h2, d, n, threads[ti], cudaMemcpyDeviceToHost);
        double m2 = now();
        printf("%4zu MB rep %d pageable-mt T=%2d: H2D %.2f GB/s D2H %.2f GB/s ok=%d\n", sizes_mb[si], rep,
               threads[ti], n / 1e9 / (m1 - m0), n / 1e9 / (m2 - m1), check(h, h2, n));
      }
      for (int ti = 0; ti < 4; ti++)
        for (int ci = 0; ci < 3; ci++) {
          memset(h2, 0, n);
          cudaMemset(d, 0, n);
          cudaDeviceSynchronize();
          staging(threads[ti], chunks[ci]);
          double s0 = now();
          h2d_staged(d, h, n, threads[ti], chunks[ci]);
          double s1 = now();
          d2h_staged(h2, d, n, threads[ti], chunks[ci]);
          double s2 = now();
          printf("%4zu MB rep %d staged T=%2d C=%4zu KB: H2D %.2f GB/s D2H %.2f GB/s ok=%d\n", sizes_mb[si], rep,
                 threads[ti], chunks[ci] >> 10, n / 1e9 / (s1 - s0), n / 1e9 / (s2 - s1), check(h, h2, n));
        }
    }
    cudaFree(d); free(h); free(h2);
  }
  // allocation cost of device arrays
  for (int si = 0; si < 5; si++) {
    size_t n = sizes_mb[si] << 20;
    double a0 = now(); char *x; cudaMalloc(&x, n); double a1 = now(); cudaFree(x); double a2 = now();
    printf("cudaMalloc %zu MB %.4f ms, cudaFree %.4f ms\n", sizes_mb[si], 1e3 * (a1 - a0), 1e3 * (a2 - a1));
  }
  return 0;
}
