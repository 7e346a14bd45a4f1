/* GNU nested functions beside SCoPs (cc accepts them; pycparser's grammar does not).  In a function
   with a SCoP the whole file failed ("syntax error before '{'"): the parse now reads each nested
   function as its declaration, and that function's SCoPs stay sequential with a warning, since the
   nested function may read and write its locals whenever it is called (here `last` reads t, which the
   SCoP writes in every iteration: a private t would leave the wrong value).  A nested function inside
   an inner block, one holding a SCoP of its own (kept as written), and SCoPs of other functions are
   translated as usual. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];

static double with_nested(int n) {
  double t = 0;
  double last(void) { return t; }
  double twice(double x) { return 2 * x; }
#pragma scop
  for (int i = 0; i < n; i++) {
    t = A[i] * 0.5;
    B[i] = t + 1;
  }
#pragma endscop
  return last() + twice(B[0]);
}

static void inner_block(int n) {
  {
    int k = 3;
    int addk(int v) { return v + k; }
    C[0] = addk(1);
  }
#pragma scop
  for (int i = 1; i < n; i++)
    C[i] = C[i - 1] * 0.5 + i;
#pragma endscop
}

static void holder(int n) {
  void scale(double f) {
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] * f;
#pragma endscop
  }
  scale(1.5);
}

static void plain(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] + C[i] * 2;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 0; C[i] = 1; }
  double r = with_nested(N);
  inner_block(N);
  holder(N);
  plain(N);
  r += with_nested(10);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + 2 * B[i] + 3 * C[i];
  printf("%.12g %.12g\n", r, s);
  return 0;
}
