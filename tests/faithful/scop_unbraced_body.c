/* '#pragma scop' regions that are the whole body of a loop or an `if` without braces (cc ignores the
   pragmas, so the region is that one statement): the then- and else-branches of an `if`, the body of a
   host loop run several times, of a `do` before its `while`, of a `while`, and of a nest of unbraced
   loops and an `if` with an `else` after it.  The iterators' final values are printed. */
#include <stdio.h>
#define N 50
static double A[N], B[N];

static int branches(int n, int mode) {
  int i = -1, j = -1;
  if (mode == 1)
#pragma scop
    for (i = 0; i < n; i++)
      A[i] = A[i] + i;
#pragma endscop
  else
#pragma scop
    for (j = 0; j < n; j++)
      B[j] = B[j] * 0.5 + A[j];
#pragma endscop
  return i * 1000 + j;
}

static int host_loop(int n, int reps) {
  int i = 0, r;
  for (r = 0; r < reps; r++)
#pragma scop
    for (i = 1; i < n; i++)
      B[i] = B[i] + A[i - 1] * r;
#pragma endscop
  return i + r;
}

static int do_body(int n) {
  int i = 0, c = 3;
  do
#pragma scop
    for (i = 0; i < n; i++)
      A[i] = A[i] - B[i] * 0.25;
#pragma endscop
  while (--c > 0);
  return i + c;
}

static int while_body(int n) {
  int i = 0, c = 2;
  while (c-- > 0)
#pragma scop
    for (i = 2; i < n; i += 2)
      B[i] = B[i] + A[i];
#pragma endscop
  return i;
}

static int nest(int n) {
  int i = 0, r, q;
  for (r = 0; r < 3; r++)
    for (q = 0; q < 2; q++)
      if (q != r)
#pragma scop
        for (i = 0; i < n; i++)
          A[i] = A[i] * 0.5 + r - q;
#pragma endscop
      else
        A[r] += 10;
  return i + r + q;
}

int main(void) {
  for (int k = 0; k < N; k++) { A[k] = k % 7; B[k] = 1; }
  printf("%d %d\n", branches(N, 1), branches(N - 5, 0));
  printf("%d\n", host_loop(N, 4));
  printf("%d %d\n", do_body(N - 1), while_body(N));
  printf("%d\n", nest(N - 2));
  for (int k = 0; k < N; k++) printf("%g %g\n", A[k], B[k]);
  return 0;
}
