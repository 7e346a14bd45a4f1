/* C's type specifiers in any order (C11 6.7.2p2: `int unsigned long long`, `long int signed`, `char
   unsigned`, `short unsigned int`): the device code must give them their C width and signedness (OpenCL
   C reserves `long long` for a 128-bit type, so the words cannot be copied as written). Arrays, by-value
   parameters, private scalars and reduction accumulators. */
#include <stdio.h>
#define N 40
long unsigned int LU[N];
int long IL[N];
char signed CS[N];
char unsigned CU[N];
short unsigned int SU[N];
int unsigned long long ULL[N];
long long signed int LL[N];

static void kernel(int long unsigned n, int signed m, unsigned k, long int long q) {
  long long unsigned int total = 0;
  int long signed big = 0;
#pragma scop
  for (long unsigned int i = 0; i < n; i++) {
    LU[i] = i - 1;
    IL[i] = m - (int long)i;
    CS[i] = CS[i] * 5 + 100;
    CU[i] = CU[i] + 250;
    SU[i] = SU[i] * 1000;
    ULL[i] = ULL[i] - k * i;
    LL[i] = q * (long long int)i - 7;
  }
  for (short unsigned j = 0; j < m; j++) {
    int long unsigned t = ULL[j] / 3u;
    IL[j] += (j - 3u) / 2 + (int long)(t % 5);
  }
  for (long long int i = 0; i < n; i++)
    total += ULL[i];
  for (long long int i = 0; i < n; i++)
    big = big > LL[i] ? big : LL[i];
#pragma endscop
  printf("%llu %ld\n", total, big);
}

int main(void) {
  for (int i = 0; i < N; i++) { CS[i] = i; CU[i] = i; SU[i] = i * 3; }
  kernel(30, 7, 3, 5000000000LL);
  kernel(10, -2, 1, -3);
  kernel(0, 0, 1, 1);
  for (int i = 0; i < N; i++)
    printf("%lu %ld %d %d %d %llu %lld\n", LU[i], IL[i], CS[i], CU[i], SU[i], ULL[i], LL[i]);
  return 0;
}
