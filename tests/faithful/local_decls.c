/* Declarations inside a SCoP's loops as people write them: several declarators in one declaration where a
   later one reads an earlier one, a const local, one declared without an initialiser and assigned later,
   an unsigned initialised with -1, a narrow local that wraps on initialisation, a float initialised from
   a double expression, and a local of a typedef'd type initialised with a cast. */
#include <stdio.h>
#define N 60
typedef short i16;
static double A[N], B[N];
static long C[N];

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.7 - 10; B[i] = 0; C[i] = 0; }
#pragma scop
  for (int i = 0; i < N; i++) {
    int k = i * 3, k2 = k * k - i, k3;
    const double c = 0.25 * k2;
    unsigned u = -1;
    unsigned char w = 250 + i;
    float f = A[i] / 3.0;
    i16 s = (i16)(k2 * 1000);
    k3 = k2 % 7;
    B[i] = c + f + w - k3;
    C[i] = u / (i + 1) + s;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.9g %ld\n", B[i], C[i]);
  return 0;
}
