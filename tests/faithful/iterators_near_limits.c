/* Iterators whose values lie near the ends of their types: an int loop up to INT_MAX - 1 and one from
   INT_MIN, a long loop above 2^32 (the values do not fit the 32-bit work-item index a kernel might
   compute them in), a loop from a long parameter in a 2-D nest (base + N overflows only where C's
   behaviour is undefined: modelled since round faith21b), and unsigned int values above INT_MAX. */
#include <limits.h>
#include <stdio.h>
#define N 64
static long A[N], B[N], C[N], D[N][8];
static unsigned E[N];

static void big(long base, unsigned ubase) {
#pragma scop
  for (long i = base; i < base + N; i++)
    for (int j = 0; j < 8; j++)
      D[i - base][j] = i % 1000003 + j * (i / 4096);
#pragma endscop
#pragma scop
  for (unsigned u = ubase; u < ubase + N; u++)
    E[u - ubase] = u / 3 + u % 5;
#pragma endscop
}

int main(void) {
#pragma scop
  for (int i = INT_MAX - N; i < INT_MAX; i++)
    A[i - (INT_MAX - N)] = i % 1000 + i / 100000000;
  for (int i = INT_MIN; i < INT_MIN + N; i++)
    B[i - INT_MIN] = i % 1000 + i / 100000000;
  for (long i = 5000000000L; i < 5000000000L + N; i++)
    C[i - 5000000000L] = i % 1000 + i / 100000000;
#pragma endscop
  big(3000000000L, 3000000000u);
  big(-7000000000L, 4294967295u - N);
  for (int i = 0; i < N; i++) {
    printf("%ld %ld %ld %u", A[i], B[i], C[i], E[i]);
    for (int j = 0; j < 8; j++) printf(" %ld", D[i][j]);
    printf("\n");
  }
  return 0;
}
