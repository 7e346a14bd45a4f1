/* Reductions of every kind of accumulator at sizes where the SCoP runs on the host (check
   --as-translated runs the host partial sums): an int accumulator of doubles (truncates at every step:
   no reduction), a char accumulator that wraps, a float accumulator of doubles, a long of int products,
   an unsigned of a wrapping hash, a global double, an element of a parameter array, an accumulator also
   read in the same loop, a conditional sum, and a sum over a reversed loop. */
#include <stdio.h>
#define N 100
double A[N], B[N], gsum;
int I[N];
double out[8];

static void sums(int n, double *acc) {
  int ti = 0;
  signed char tc = 0;
  float tf = 0.5f;
  long tl = 0;
  unsigned tu = 1;
  double tr = 0, tcnd = 0, trev = 0;
  short ts = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    ti += A[i];
  for (int i = 0; i < n; i++)
    tc += I[i];
  for (int i = 0; i < n; i++)
    tf += A[i] * 0.1;
  for (int i = 0; i < n; i++)
    tl += I[i] * I[n - 1 - i];
  for (int i = 0; i < n; i++)
    tu += (unsigned)I[i] * 2654435761u;
  for (int i = 0; i < n; i++)
    gsum += A[i] * B[i];
  for (int i = 0; i < n; i++)
    acc[1] += B[i];
  for (int i = 0; i < n; i++) {
    tr += A[i];
    B[i] = tr * 0.5;
  }
  for (int i = 0; i < n; i++)
    if (i % 3 == 1)
      tcnd += A[i] - B[i];
  for (int i = n - 1; i >= 0; i--)
    trev -= A[i] / (i + 1);
  for (int i = 0; i < n; i++)
    ts += I[i] * 300;
#pragma endscop
  printf("%d %d %.9g %ld %u %.17g %.17g %.17g %.17g %d\n", ti, tc, tf, tl, tu, tr, tcnd, trev, acc[1], ts);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = ((i * 29) % 53) * 0.37 - 9.1;
    B[i] = ((i * 7) % 13) * 0.5;
    I[i] = (i * 41) % 127 - 60;
  }
  int sizes[] = {0, 1, 2, 7, 8, 9, 17, 64, 100};
  for (int k = 0; k < 9; k++) {
    out[1] = k * 0.25;
    sums(sizes[k], out);
  }
  printf("%.17g\n", gsum);
  return 0;
}
