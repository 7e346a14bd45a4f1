/* Producer/consumer loops that a fusion must not break: the consumer reads the producer's neighbours on
   both sides, a reversed consumer, a loop that reads what the next loop overwrites, and a chain of three
   loops each shifting by one. */
#include <stdio.h>
#define N 300
double A[N], B[N], C[N], D[N], E[N];

static void chain(int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    A[i] = B[i] * 2 + 1;
  for (int i = 1; i < n - 1; i++)
    C[i] = A[i - 1] + A[i + 1];
  for (int i = n - 2; i > 0; i--)
    D[i] = C[n - 1 - i] - A[i];
  for (int i = 0; i < n; i++)
    E[i] = B[i] + D[i];
  for (int i = 0; i < n; i++)
    B[i] = E[i] * 0.5;
  for (int i = 1; i < n; i++)
    A[i] = B[i - 1];
  for (int i = 1; i < n; i++)
    C[i] = A[i - 1] + B[i];
  for (int i = 1; i < n; i++)
    D[i] = C[i - 1] * A[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = 0; B[i] = (i % 10) * 0.1; C[i] = 1; D[i] = 2; E[i] = 3; }
  chain(N);
  chain(N / 2);
  chain(3);
  double s = 0;
  for (int i = 0; i < N; i++) s += (A[i] + 2 * B[i] + 3 * C[i] + 4 * D[i] + 5 * E[i]) * ((i % 9) + 1);
  printf("%.12g\n", s);
  return 0;
}
