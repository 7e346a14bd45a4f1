/* Iterators of type long long, size_t, ptrdiff_t, int64_t and uint32_t: their values in statements
   (products beyond the int range, an unsigned difference that wraps, a conversion to double), in
   subscripts, and after the loops. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 100
static long long P[N];
static double Q[N];
static unsigned long R[N];
static int64_t S[N][N / 2];
static uint32_t T[N];

static void kernel(long long n, size_t m, ptrdiff_t lo, int64_t k) {
  size_t j;
  ptrdiff_t d;
#pragma scop
  for (long long i = 0; i < n; i++)
    P[i] = i * i * i * 2500LL - i;
  for (j = 0; j < m; j++)
    Q[j] = (double)(j - 5) + j * 0.5;
  for (size_t z = 1; z < m; z++)
    R[z] = z - 10 + (z < 7);
  for (d = lo; d < (ptrdiff_t)m; d++)
    Q[d] += d * 0.25;
  for (int64_t a = 0; a < k; a++)
    for (int64_t b = a / 2; b < N / 2; b++)
      S[a][b] = a * 1000000000LL + b - S[a][b];
  for (uint32_t u = 0; u < (uint32_t)k; u++)
    T[u] = u * 4000000000u + 3u - u;
#pragma endscop
  printf("j=%zu d=%td\n", j, d);
}

int main(void) {
  kernel(N, 90, 40, N);
  kernel(3, 0, 5, 2);
  kernel(0, 12, -0, 0);
  for (int i = 0; i < N; i++) {
    long long s = 0;
    for (int b = 0; b < N / 2; b++) s += S[i][b] % 1000003;
    printf("%lld %g %lu %lld %u\n", P[i], Q[i], R[i], s, T[i]);
  }
  return 0;
}
