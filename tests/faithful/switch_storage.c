/* switch on an iterator's residue in a SCoP body, register and auto storage classes on iterators and
   temporaries, i[A] and *(A + i) spellings of subscripts, and (A + 1)[i]. */
#include <stdio.h>
#define N 60
static double A[N], B[N], C[N], D[N];
static int K[N];

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i * 7 % 13) * 0.25; B[i] = i - 20.5; }
#pragma scop
  for (register int i = 0; i < N; i++) {
    auto double t = A[i] * 2;
    register double u = B[i] + t;
    C[i] = u - t * 0.5;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    i[D] = i[A] + *(B + i);
#pragma endscop
#pragma scop
  for (int i = 0; i < N - 1; i++)
    *(C + i) += (A + 1)[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    switch (i % 3) {
    case 0: K[i] = i; break;
    case 1: K[i] = -i; break;
    default: K[i] = 2 * i;
    }
  }
#pragma endscop
  double s = 0;
  long k = 0;
  for (int i = 0; i < N; i++) { s += C[i] * (i + 1) + D[i]; k += K[i] * (i + 3); }
  printf("%.17g %ld\n", s, k);
  for (int i = 0; i < N; i += 7) printf("%.17g %.17g %d\n", C[i], D[i], K[i]);
  return 0;
}
