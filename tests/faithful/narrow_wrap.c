/* unsigned char, signed char and unsigned short arithmetic that wraps on the store. */
#include <stdio.h>
#define N 500
int main(void) {
  static unsigned char c[N];
  static signed char d[N];
  static unsigned short u[N];
  for (int i = 0; i < N; i++) { c[i] = (unsigned char)(i * 7); d[i] = (signed char)(i * 3); u[i] = (unsigned short)(i * 1000); }
#pragma scop
  for (int i = 0; i < N; i++) {
    c[i] = c[i] + 200;
    d[i] = d[i] * 5 - 3;
    u[i] = u[i] * u[i] + c[i];
  }
#pragma endscop
  long s = 0; for (int i = 0; i < N; i++) s += c[i] * 3 + d[i] * 5 + u[i];
  printf("%ld\n", s);
  return 0;
}
