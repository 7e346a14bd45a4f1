/* Iterators declared outside offloaded SCoPs and read after them: a decreasing loop by 3 (ends at or
   below 0), a triangular inner iterator whose last outer iteration runs no inner one, an unsigned char
   iterator stepping by 7 up to 250 (ends at 252), a short iterator, a global iterator read by another
   function, and a static iterator read on the next call. */
#include <stdio.h>
#define N 120
double A[N][N], v[N];
int gi;
static long report(void) { return gi * 1000L; }

static long run(int n) {
  int i, j;
  unsigned char c;
  short s;
  static int st = -5;
  long before = st;
#pragma scop
  for (i = n - 1; i >= 0; i -= 3)
    for (j = 0; j < i; j++)
      A[i][j] = A[i][j] + i - j;
  for (c = 0; c < 250; c += 7)
    v[c % N] = v[c % N] + c;
  for (s = 2; s <= n; s++)
    v[s - 2] = v[s - 2] * 0.5;
  for (gi = 0; gi < n; gi += 2)
    A[gi][0] = A[gi][0] + 1.0;
  for (st = n; st > 4; st--)
    A[0][st - 1] = A[0][st - 1] * 2.0;
#pragma endscop
  return i * 100000L + j * 1000L + c * 10L + s + report() + before * 7;
}

int main(void) {
  for (int i = 0; i < N; i++) { v[i] = i % 3; for (int j = 0; j < N; j++) A[i][j] = (i + j) % 4; }
  long r1 = run(N), r2 = run(7), r3 = run(1), r4 = run(0);
  double s = 0;
  for (int i = 0; i < N; i++) { s += v[i]; for (int j = 0; j < N; j++) s += A[i][j] * ((i * j) % 3 + 1); }
  printf("%.12g %ld %ld %ld %ld %d\n", s, r1, r2, r3, r4, gi);
  return 0;
}
