/* Text that the last line of a SCoP leaves open: a block comment that starts on the '#pragma endscop'
   line and ends lines further on, a backslash-newline that continues the pragma, and (with
   --autodetect) a nest whose statement is followed by a comment of several lines.  The lines up to
   the end of the comment or splice are part of the SCoP's span; the translation once kept them, and
   the comment's last line alone did not compile. */
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
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] + 2 * B[i] + 3 * C[i];
  printf("%.3f %.3f %.3f\n", s, A[N - 1], C[5]);
  return 0;
}
