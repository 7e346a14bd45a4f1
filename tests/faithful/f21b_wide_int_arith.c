/* 64-bit integer arithmetic in bodies: unsigned long long hashes that wrap around (multiply by a large
   odd constant, xor-shift), long long products of ints that would overflow int, int64_t accumulations of
   int products (a dot product and a matrix product), and uint32_t arithmetic that wraps. */
#include <stdio.h>
#include <stdint.h>
#define N 120
#define M 40

static unsigned long long h[N];
static long long prod[N];
static int va[N], vb[N];
static int ma[M][M], mb[M][M];
static int64_t mc[M][M];
static uint32_t lcg[N];

int main(void) {
  for (int i = 0; i < N; i++) { va[i] = 46000 + i * 37; vb[i] = -45000 + i * 1013; }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) { ma[i][j] = (i * 40009 + j * 7) % 65536 - 32768; mb[i][j] = (j * 911 - i * 12345) % 40000; }
#pragma scop
  for (int i = 0; i < N; i++) {
    unsigned long long z = (unsigned long long)i * 0x9E3779B97F4A7C15ULL + 0xD1B54A32D192ED03ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    h[i] = z ^ (z >> 31);
    prod[i] = (long long)va[i] * vb[i] - (long long)va[N - 1 - i] * 70000;
    lcg[i] = (uint32_t)i * 1664525u + 1013904223u;
  }
#pragma endscop
  int64_t dot = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    dot += (int64_t)va[i] * (int64_t)vb[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      mc[i][j] = 0;
      for (int k = 0; k < M; k++)
        mc[i][j] += (int64_t)ma[i][k] * mb[k][j];
    }
#pragma endscop
  unsigned long long hx = 0, wrap = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    wrap += h[i] * 3ULL;
#pragma endscop
  long long sp = 0;
  int64_t smc = 0;
  uint32_t sl = 0;
  for (int i = 0; i < N; i++) { hx ^= h[i] + (unsigned long long)i; sp += prod[i] % 1000000007LL; sl += lcg[i] * (uint32_t)(i | 1); }
  for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) smc += mc[i][j] * (i - j);
  printf("%llu %llu\n%lld\n%lld\n%lld\n%u\n", hx, wrap, sp, (long long)dot, (long long)smc, sl);
  printf("%llu %lld %lld\n", h[N - 1], prod[0], (long long)mc[M - 1][0]);
  return 0;
}
