/* Iterators of unsigned or narrow types that a step carries past their type's range: C converts
   `c += 100` back to unsigned char, so `for (unsigned char c = 0; c < 250; c += 100)` runs c = 0, 100,
   200, 44, 144, 244, 88, ... up to 252 (24 iterations).  s2s modelled 0, 100 and 200 only (the generated
   iterators are longs): A[44] and A[252] stayed 0.  Such a loop stays sequential now, with a warning;
   where only some values of the parameters wrap (`c < n` with n >= 256 never ends), those run the
   original code.  Loops that stay in range are offloaded as before. */
#include <stdio.h>
#define N 300
static int A[N], B[N], C[N], D[N], E[N];
static unsigned U[N];
static void f(int n, unsigned char first) {
#pragma scop
  for (unsigned char c = 0; c < n; c++)
    B[c] += 1;
  for (unsigned char c = first; c < 240; c += 50)
    C[c] += 1;
#pragma endscop
}
int main(void) {
#pragma scop
  for (unsigned char c = 0; c < 250; c += 100)
    A[c] += 1;
#pragma endscop
#pragma scop
  for (signed char c = -100; c > -120; c -= 50)
    D[c + 128] += 1;
#pragma endscop
#pragma scop
  for (unsigned short s = 65000; s > 30000 && s < 65500; s += 400)
    E[(s - 30000) / 200 % N] += 1;
  for (unsigned char c = 0; c < 255; c++)
    U[c] += c * 3u;
  for (unsigned u = 4294967000u; u > 4294960000u; u += 100)
    U[(u - 4294967000u) / 100] += 1;
#pragma endscop
  f(200, 10);
  f(256 - 56, 230);
  unsigned long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + A[i] + 3 * B[i] + 5 * C[i] + 7 * D[i] + 11 * E[i] + U[i];
  printf("%lu %d %d %d %d %d\n", h, A[44], A[252], C[14], D[134], E[7]);
  return 0;
}
