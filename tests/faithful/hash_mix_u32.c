/* Integer hashing in kernels: uint32_t multiplications that wrap, rotations written with shifts,
   xorshift on uint64_t, mixing signed and unsigned with casts, and a table of hashes reduced with xor. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#define N 1000
uint32_t H[N];
uint64_t X[N];
int32_t S[N];
uint8_t Bt[N];

static void hashes(int n, uint32_t seed) {
  uint32_t acc = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    uint32_t h = (uint32_t)i * 2654435761u + seed;
    h ^= h >> 16;
    h = (h << 13) | (h >> 19);
    h *= 0x85ebca6bu;
    H[i] = h;
  }
  for (int i = 0; i < n; i++) {
    uint64_t x = X[i] + 0x9E3779B97F4A7C15ull * (uint64_t)(i + 1);
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    X[i] = x;
  }
  for (int i = 0; i < n; i++) {
    S[i] = (int32_t)(H[i] >> 1) - (int32_t)(X[i] & 0x7fffffff);
    Bt[i] = (uint8_t)(H[i] + (uint32_t)S[i]);
  }
  for (int i = 0; i < n; i++)
    acc ^= H[i] + Bt[i];
#pragma endscop
  printf("%08" PRIx32 " %" PRIu32 "\n", acc, acc);
}

int main(void) {
  for (int i = 0; i < N; i++) X[i] = (uint64_t)i * 1000003u;
  hashes(N, 12345u);
  hashes(500, 0xdeadbeefu);
  uint64_t s = 0;
  for (int i = 0; i < N; i++) s = s * 31 + H[i] + X[i] + (uint64_t)(int64_t)S[i] + Bt[i];
  printf("%016" PRIx64 " %" PRIu64 "\n", s, s);
  return 0;
}
