// What a region pays for output arrays the program allocated but never touched (deriche's and
// recursive-filter's results, malloc'd and first written in the SCoP): page-locking them
// (cudaHostRegister) and copying a result back into them, against the same on pages already touched,
// and what prefaulting them on the host's cores first (one write per page, in parallel) changes.
// Each case gets a fresh malloc (large blocks are mmap'd: untouched pages), freed after.
// Build: nvcc -O3 -arch=sm_90 -Xcompiler -fopenmp first_touch.cu -o first_touch; run: ./first_touch MB
#include <cuda_runtime.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static size_t n, page;
static char *d;

static void prefault(char *h, int threads) {
  long pages = (long)((n + page - 1) / page);
#pragma omp parallel for num_threads(threads) schedule(static)
  for (long p = 0; p < pages; p++) ((volatile char *)h)[p * page] = 0;
}

// one case: returns seconds of (optional prefault) + (register + D2H + unregister | pageable D2H)
static double one(int touched, int prefault_threads, int pinned) {
  char *h = (char *)malloc(n);
  if (touched) memset(h, 1, n);
  double t0 = now();
  if (prefault_threads) prefault(h, prefault_threads);
  double t1 = now();
  if (pinned) {
    cudaHostRegister(h, n, cudaHostRegisterDefault);
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    cudaHostUnregister(h);
  } else {
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  }
  double t2 = now();
  volatile char sink = h[n / 2]; (void)sink;
  free(h);
  (void)t1;
  return t2 - t0;
}

static double seq_write(int touched, int threads) {
  char *h = (char *)malloc(n);
  if (touched) memset(h, 1, n);
  double t0 = now();
  double *x = (double *)h; long m = (long)(n / 8);
#pragma omp parallel for num_threads(threads) schedule(static)
  for (long i = 0; i < m; i++) x[i] = 0.5 * (double)i;
  double t1 = now();
  free(h);
  return t1 - t0;
}

int main(int argc, char **argv) {
  size_t mb = argc > 1 ? atol(argv[1]) : 64;
  n = mb << 20; page = (size_t)sysconf(_SC_PAGESIZE);
  cudaFree(0);
  cudaMalloc(&d, n); cudaMemset(d, 2, n); cudaDeviceSynchronize();
  int T = omp_get_max_threads();
  printf("%zu MB arrays, page %zu B, %d host threads; times are the best of 3 (GB/s = MB / time)\n", mb, page, T);
  struct { const char *name; int touched, pf, pinned; } cases[] = {
    {"pageable D2H, touched", 1, 0, 0},
    {"pageable D2H, untouched", 0, 0, 0},
    {"register+D2H+unregister, touched", 1, 0, 1},
    {"register+D2H+unregister, untouched", 0, 0, 1},
    {"prefault(1 thread)+register+D2H+unregister, untouched", 0, 1, 1},
    {"prefault(all threads)+register+D2H+unregister, untouched", 0, T, 1},
    {"prefault(all threads)+pageable D2H, untouched", 0, T, 0},
  };
  for (unsigned c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    double best = 1e30;
    for (int r = 0; r < 3; r++) { double t = one(cases[c].touched, cases[c].pf, cases[c].pinned); if (t < best) best = t; }
    printf("%-58s %8.2f ms  %6.2f GB/s\n", cases[c].name, best * 1e3, n / 1e9 / best);
  }
  int th[] = {1, T};
  for (int k = 0; k < 2; k++)
    for (int touched = 1; touched >= 0; touched--) {
      double best = 1e30;
      for (int r = 0; r < 3; r++) { double t = seq_write(touched, th[k]); if (t < best) best = t; }
      printf("host write of every double, %2d thread(s), %-9s %8.2f ms  %6.2f GB/s\n", th[k],
             touched ? "touched" : "untouched", best * 1e3, n / 1e9 / best);
    }
  return 0;
}
