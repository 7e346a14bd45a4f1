/* Reverse-loop idioms the model rewrites (s2s/model/reverse_loops.py): the decrement in the test and no
   increment, post- and pre-decrement, signed and unsigned iterators of every width, `> 0`, `!= 0`, `>= 1`
   and `> k` tests, nested count-downs, a signed iterator whose final value is printed after the loop, a
   narrow unsigned iterator whose size the body reads, and the forms that stay sequential (an unsigned
   iterator declared outside and read after the loop; the body assigning the iterator).  Each is called
   with sizes 0, 1 and more. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 96
double A[N], B[N][N], C[N];
long L[N];
int Q[N];

static long rev(size_t n, int m, unsigned char w, uint16_t h) {
  long fin = 0;
  int k;
  unsigned u;
#pragma scop
  for (size_t i = n; i-- > 0;)
    A[i] = A[i] * 0.5 + (double)i;
#pragma endscop
#pragma scop
  for (int i = m; --i >= 0;)
    for (unsigned j = (unsigned)m; j-- != 0;)
      B[i][j] = B[i][j] - 0.25 * i + j;
#pragma endscop
#pragma scop
  for (k = m; k-- > 0;)
    C[k] = C[k] + k;
#pragma endscop
  fin += k;
#pragma scop
  for (unsigned char c = w; c-- > 0;)
    Q[c] += (int)sizeof(c) * 10 + c;
#pragma endscop
#pragma scop
  for (uint16_t t = h; t-- >= 1;)
    L[t] = L[t] * 3 - t;
#pragma endscop
#pragma scop
  for (long q = m; --q > 2;)
    L[q] += q % 5;
#pragma endscop
#pragma scop
  for (int i = m; i-- > 10;)
    C[i] = C[i] * 2 - i;
#pragma endscop
#pragma scop
  for (u = (unsigned)m; u-- > 0;)
    Q[u] -= 1;
#pragma endscop
  fin += (long)(u % 1000);
#pragma scop
  for (int i = m; i-- > 0;) {
    if (i > 40)
      i -= 2;
    C[i] += 1.0;
  }
#pragma endscop
  return fin;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i * 0.75;
    C[i] = 1.0 / (i + 1);
    L[i] = i * 7 - 50;
    Q[i] = i % 13;
    for (int j = 0; j < N; j++)
      B[i][j] = (i * 3 + j) % 17;
  }
  int sizes[] = { 0, 1, 5, N };
  long f = 0;
  for (int s = 0; s < 4; s++)
    f += rev((size_t)sizes[s], sizes[s], (unsigned char)sizes[s], (uint16_t)sizes[s]);
  double t = 0;
  long l = 0;
  for (int i = 0; i < N; i++) {
    t += A[i] + C[i];
    l += L[i] + Q[i];
    for (int j = 0; j < N; j++)
      t += B[i][j] * (j + 1);
  }
  printf("%.17g %ld %ld\n", t, l, f);
  return 0;
}
