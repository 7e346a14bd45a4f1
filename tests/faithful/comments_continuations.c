/* Comments of both kinds and backslash line continuations inside the SCoP: between the loop header and
   its body, inside expressions, a // comment ending in a backslash (which continues the comment onto the
   next line), a continuation in the middle of an identifier and of a number, and a pragma line with a
   comment after it. */
#include <stdio.h>
#define N 120
double A[N][N], B[N][N];

static void run(int n) {
#pragma scop /* the region */
  for (int i = 0; /* start */ i < n; i++) // rows
    /* body follows */
    for (int j = 0; j < n; j++) {
      B[i][j] = A[i][j] * 2.0 /* twice */ + // and
                A[j][i] * 0.5;
      // a comment that continues \
      B[i][j] = 0.0;
      B[i][j] = B[i][j] + 1.2\
5;
      A[i][j] = B[i][j] - A[i\
][j] * 0.25; /* multi
                   line */
    }
#pragma endscop // done
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = (i * 3 + j * 7) % 10;
  run(N);
  run(11);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 3 + 1) + B[i][j];
  printf("%.12g\n", s);
  return 0;
}
