/* Text that the last line of a SCoP leaves open: a block comment that starts on the '#pragma endscop'
   line and ends lines further on, a backslash-newline that continues the pragma, and (with
   --autodetect) a nest whose statement is followed by a comment of several lines.  The lines up to
   the end of the comment or splice are part of the SCoP's span; the translation once kept them, and
   the comment's last line alone did not compile.  In axpy, whose pointers may overlap, the original
   lines run when they do (and on the host): those copies drop all the lines of each pragma. */
#include <stdio.h>
#define N 100
double A[N], B[N], C[N];

static void auto_nest(void)
{
  for (int i = 0; i < N; i++)
    C[i] = 2.0 * A[i] + 1.0; /* a comment
    that ends here */
  A[0] = 1;
}

static void axpy(int n, double *x, double *y)
{
#pragma scop /* a comment that
                goes on */
  for (int i = 0; i < n; i++)
    y[i] = y[i] + 0.5 * x[i];
#pragma endscop /* this comment
  ends here */
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    A[i] = i;
    B[i] = 0;
  }
#pragma scop /* a comment that
                goes on */
  for (int i = 0; i < N; i++)
    B[i] = 2.0 * A[i] + 1.0;
	#pragma endscop /* this comment
  ends here */
  auto_nest();
#pragma scop
  for (int i = 1; i < N; i++)
    A[i] = B[i] + C[i - 1];
#pragma endscop \
  the words of the pragma go on
  axpy(N, C, B);
  axpy(N - 1, A + 1, A);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] + 2 * B[i] + 3 * C[i];
  printf("%.3f %.3f %.3f\n", s, A[N - 1], C[5]);
  return 0;
}
