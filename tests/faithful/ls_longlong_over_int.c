/* A long long scalar accumulating products of int elements (that would overflow int) loaded from an
   int element and stored into a long long array, an unsigned long long scalar loaded from an unsigned
   element and stored back (the store reduces modulo 2^32), and a short scalar over unsigned short. */
#include <stdio.h>
#define N 96
int A[N][N], base[N];
long long out[N];
unsigned U[N];
unsigned short US[N];

static void run(int n) {
  long long w;
  unsigned long long u;
  short h;
#pragma scop
  for (int i = 0; i < n; i++) {
    w = base[i];
    for (int j = 0; j < n; j++)
      w += (long long)A[i][j] * A[j][i] * 1000;
    out[i] = w;
  }
  for (int i = 0; i < n; i++) {
    u = U[i];
    for (int j = 0; j < n; j++)
      u = u * 3u + (unsigned)A[i][j];
    U[i] = u;
  }
  for (int i = 0; i < n; i++) {
    h = US[i];
    for (int j = 0; j < n; j++)
      h = h + (short)A[j][i];
    US[i] = h;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    base[i] = 2000000000 - i; U[i] = 4000000000u - i * 77u; US[i] = 65000 - i * 100;
    for (int j = 0; j < N; j++) A[i][j] = (i * 37 + j * 91) % 60000 - 30000;
  }
  run(N);
  run(2);
  long long s = 0;
  for (int i = 0; i < N; i++) s += out[i] % 1000003 + U[i] * 3LL + US[i] * 5LL;
  printf("%lld %lld %u %u\n", s, out[N - 1], U[0], (unsigned)US[N - 1]);
  return 0;
}
