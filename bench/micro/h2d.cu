// Host-to-device copy paths for a user's (pageable) array: plain cudaMemcpy, cudaHostRegister around it,
// and a pinned bounce buffer with chunked async copies.  Prints GB/s of each (region-style: includes
// allocation/registration), for the profitability figures and the transfer design.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(int argc, char **argv) {
  size_t mb = argc > 1 ? atol(argv[1]) : 256, n = mb << 20;
  char *h = (char *)malloc(n);
  memset(h, 1, n);
  cudaFree(0);
  char *d; cudaMalloc(&d, n);
  for (int rep = 0; rep < 3; rep++) {
    double t0 = now();
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
    double t1 = now();
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    double t2 = now();
    cudaHostRegister(h, n, cudaHostRegisterDefault);
    double t3 = now();
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
    double t4 = now();
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    double t5 = now();
    cudaHostUnregister(h);
    double t6 = now();
    // bounce: 2 pinned chunks of 8 MB, memcpy into chunk then async copy
    size_t c = 8 << 20; char *p[2]; cudaMallocHost(&p[0], c); cudaMallocHost(&p[1], c);
    cudaStream_t s; cudaStreamCreate(&s); cudaEvent_t ev[2]; cudaEventCreate(&ev[0]); cudaEventCreate(&ev[1]);
    double t7 = now();
    for (size_t off = 0, k = 0; off < n; off += c, k ^= 1) {
      size_t len = n - off < c ? n - off : c;
      cudaEventSynchronize(ev[k]);
      memcpy(p[k], h + off, len);
      cudaMemcpyAsync(d + off, p[k], len, cudaMemcpyHostToDevice, s);
      cudaEventRecord(ev[k], s);
    }
    cudaStreamSynchronize(s);
    double t8 = now();
    for (size_t off = 0; off < n; off += c) {
      size_t len = n - off < c ? n - off : c;
      cudaMemcpyAsync(p[0], d + off, len, cudaMemcpyDeviceToHost, s);
      cudaStreamSynchronize(s);
      memcpy(h + off, p[0], len);
    }
    double t9 = now();
    cudaFreeHost(p[0]); cudaFreeHost(p[1]);
    double g = n / 1e9;
    printf("%zu MB: pageable H2D %.2f GB/s D2H %.2f | register %.3f s, pinned H2D %.2f D2H %.2f, unregister %.3f s, "
           "register+H2D+D2H+unregister %.2f GB/s-eq | bounce H2D %.2f D2H %.2f GB/s\n", mb,
           g / (t1 - t0), g / (t2 - t1), t3 - t2, g / (t4 - t3), g / (t5 - t4), t6 - t5, 2 * g / (t6 - t2),
           g / (t8 - t7), g / (t9 - t8));
  }
  // cudaMalloc cost
  double a0 = now(); char *x; cudaMalloc(&x, n); double a1 = now(); cudaFree(x); double a2 = now();
  printf("cudaMalloc %zu MB %.4f s, cudaFree %.4f s\n", mb, a1 - a0, a2 - a1);
  return 0;
}
