/* Casts and sizeof of the program's own typedef names in device code (which has no typedefs). */
#include <stdio.h>
typedef unsigned char u8;
typedef short i16;
typedef u8 octet;
typedef double real;
int A[48];
real R[48];
int main(void) {
#pragma scop
  for (int i = 0; i < 48; i++) {
    A[i] = (u8)(i * 40) + sizeof(u8) + (i16)(i * 3000) + (octet)(i * 77) * (int)sizeof(i16);
    R[i] = (real)i / 3 + (float)(real)(i * 0.1);
  }
#pragma endscop
  long s = 0;
  double r = 0;
  for (int i = 0; i < 48; i++) { s += A[i] * (i + 1); r += R[i]; }
  printf("%ld %.17g\n", s, r);
  return 0;
}
