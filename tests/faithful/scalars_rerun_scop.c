/* Scalars that only a SCoP names but that live across its executions: the SCoP runs again (a `goto`
   back to a label before it, a loop around it, a `for` whose initialiser declares the scalar, a
   by-value parameter in a `while` loop) and first reads the value the previous execution left.
   The device translations did not copy such a scalar back (it was "dead after the SCoP": nothing
   outside names it), so every execution after the first read the value from before the first one.
   A scalar declared in the loop's body (a new object each time) is still dead after the SCoP. */
#include <stdio.h>
#define N 200
static double A[N], B[N];

static double back_edge(int n, int reps) {
  double t;
  int k = 0;
again:
#pragma scop
  if (k == 0)
    t = 1.0;
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 0.5 + t;
  t = t + 0.25;
#pragma endscop
  k++;
  if (k < reps) goto again;
  return A[n / 2];
}

static double in_loop(int n) {
  double carry = 2.0;
  for (int k = 0; k < 5; k++) {
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] + carry * i;
    carry = carry * 0.5 + B[n - 1] * 1e-3;
#pragma endscop
  }
  return B[n - 1];
}

static double for_init(int n) {
  for (int k = 0, m = 3; k < 4; k++) {
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] + m;
    m = m + 2;
#pragma endscop
  }
  return A[1];
}

static double by_value(int n, double scale) {
  int left = 3;
  while (left-- > 0) {
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] * scale;
    scale = scale + 0.5;
#pragma endscop
  }
  return B[n / 3];
}

static double fresh_each_time(int n) {
  for (int k = 0; k < 3; k++) {
    double acc;
#pragma scop
    for (int i = 0; i < n; i++) {
      acc = A[i] * 2;
      B[i] = acc + k;
    }
#pragma endscop
  }
  return B[n - 2];
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 13; B[i] = (i * 7) % 5; }
  printf("%.10g\n", back_edge(N, 4));
  printf("%.10g\n", back_edge(N / 2, 1));
  printf("%.10g\n", in_loop(N));
  printf("%.10g\n", for_init(N));
  printf("%.10g\n", by_value(N, 1.5));
  printf("%.10g\n", fresh_each_time(N));
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%.10g\n", s);
  return 0;
}
