/* Integer and character literal forms in bounds, steps and bodies: octal (010, 03, 0777, 0100), hex,
   binary (0b101), suffixes (UL, ul, LL, u), character constants ('A', '\101', '\x10', L'b') as unsigned
   bounds, and hexadecimal and suffixed floating constants. */
#include <stdio.h>
#define N 128
int A[N], B[N], C[N];
double D[N];
int main(void) {
#pragma scop
  for (int i = 010; i < 0x40; i += 03)
    A[i] = i + 0777 - 0x1F + 0b101;
  for (unsigned i = 'A'; i <= 'Z'; i++)
    B[i] = (int)i - '\101' + '\x10' + L'b';
  for (long i = 1UL; i < 100ul - 010LL; i++)
    C[i] = (int)(i * 0x7fffffffL % 1000) + 'a' * 0u;
  for (int i = 0; i < 0100; i++)
    D[i] = i * 1e-1 + 0x1p-2 + 5.e0 + .5f;
#pragma endscop
  long s = 0; double d = 0;
  for (int a = 0; a < N; a++) { s += (a + 1L) * (A[a] + 3L * B[a] + 5L * C[a]); d += D[a] * (a % 7); }
  printf("%ld %.12g\n", s, d);
  return 0;
}
