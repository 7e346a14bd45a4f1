/* sizeof in loop bounds (sizeof(B) / sizeof(B[0]), of a type, of an int16_t row) and in statements: on the
   device an array is a pointer, so a statement's sizeof of an array is the host's size, a constant. */
#include <stdio.h>
#include <stdint.h>
enum { NX = 24 };
static const int NY = 12;
const double K[4] = {1, 2, 3, 4};
static double A[NX][NX];
double B[NX];
int16_t H[NX / 2][3];
int main(void) {
  for (int i = 0; i < NX; i++) B[i] = i;
#pragma scop
  for (int i = 0; i < sizeof(B) / sizeof(B[0]); i++)
    for (int j = 0; j < NY; j++)
      A[i][j] = B[i] * K[j % 4] + sizeof(double);
  for (int i = 0; i < sizeof H / sizeof H[0]; i++)
    for (int j = 0; j < sizeof(H[0]) / sizeof(int16_t); j++)
      H[i][j] = i * j + sizeof(H);
  for (int i = 0; i < (int)(sizeof(long) * 2); i++)
    B[i] += sizeof(int *);
#pragma endscop
  for (int i = 0; i < NX; i++) printf("%g %g %g\n", A[i][0], A[i][NY - 1], B[i]);
  for (int i = 0; i < NX / 2; i++) printf("%d %d %d\n", H[i][0], H[i][1], H[i][2]);
  return 0;
}
