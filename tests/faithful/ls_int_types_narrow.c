/* Scalars of every integer type loaded from an element of another type, updated in an inner loop and
   stored back: an int scalar over unsigned char elements (the store truncates modulo 256), an unsigned
   char scalar over int elements (every update wraps), a short scalar stored into a long long, a long
   long scalar into a signed char (implementation-defined conversion, GCC's modulo), and an unsigned
   scalar over short elements. */
#include <stdio.h>
#define N 64
#define M 50
unsigned char UC[N];
int I[N];
long long LL[N];
signed char SC[N];
short S[N];
int W[N][M];

static void run(int n, int m) {
  int a;
  unsigned char b;
  short c;
  long long d;
  unsigned e;
#pragma scop
  for (int i = 0; i < n; i++) {
    a = UC[i];
    for (int j = 0; j < m; j++)
      a += W[i][j];
    UC[i] = a;
  }
  for (int i = 0; i < n; i++) {
    b = I[i];
    for (int j = 0; j < m; j++)
      b += W[i][j] * 3;
    I[i] = b;
  }
  for (int i = 0; i < n; i++) {
    c = S[i];
    for (int j = 0; j < m; j++)
      c = c + W[i][j];
    LL[i] = c;
  }
  for (int i = 0; i < n; i++) {
    d = LL[i];
    for (int j = 0; j < m; j++)
      d = (d * 3 + W[i][j]) % 100003;
    SC[i] = d;
  }
  for (int i = 0; i < n; i++) {
    e = S[i];
    for (int j = 0; j < m; j++)
      e -= W[i][j];
    S[i] = e;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    UC[i] = i * 7; I[i] = i * 1000 - 20000; S[i] = i * 500 - 16000; LL[i] = 0; SC[i] = 0;
    for (int j = 0; j < M; j++) W[i][j] = (i * 31 + j * 17) % 200 - 60;
  }
  run(N, M);
  run(3, 2);
  long long s = 0;
  for (int i = 0; i < N; i++) s += UC[i] * 3 + I[i] * 5 + LL[i] * 7 + SC[i] * 11 + S[i] * 13;
  printf("%lld\n", s);
  for (int i = 0; i < 8; i++) printf("%d %d %lld %d %d\n", UC[i], I[i], LL[i], SC[i], S[i]);
  return 0;
}
