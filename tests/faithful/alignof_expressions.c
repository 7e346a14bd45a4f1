/* `alignof` (<stdalign.h>), `_Alignof` and GNU `__alignof__` of type names in subscripts and statements:
 * constants of the host compiler (the alignment of the element type for an array type), printed as such. */
#include <stdio.h>
#include <stdalign.h>
#define N 16
static int C[N * 16];
static long D[N];
void kern2(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    C[i * alignof(double)] = i * (int)alignof(double) + (int)_Alignof(short[3]) + __alignof__(long double);
    D[i] = alignof(char) - 2 + i;
  }
#pragma endscop
}
int main(void) {
  kern2(N);
  for (int i = 0; i < N * 16; i++) printf("%d\n", C[i]);
  for (int i = 0; i < N; i++) printf("%ld\n", D[i]);
  return 0;
}
