/* Locals named only inside a SCoP that a time loop runs again, each carrying a value to the next step in
   another way: a sum (reduction) that keeps growing across steps, a running maximum, a last value that
   the next step's first nest reads (written in a loop whose every iteration writes it), and a scalar
   written only at one iteration (i == n - 1). */
#include <stdio.h>
#define N 96

double a[N], b[N], c[N];

static void run(int n, int steps) {
  double sum = 0, top = -1e9, last = 0.5, edge = 1;
  for (int t = 0; t < steps; t++) {
#pragma scop
    for (int i = 0; i < n; i++)
      sum += a[i];
    for (int i = 0; i < n; i++)
      top = a[i] > top ? a[i] : top;
    for (int i = 0; i < n; i++)
      b[i] = a[i] * last + sum * 0.001 + top + edge;
    for (int i = 0; i < n; i++) {
      last = b[i] * 0.01;
      c[i] = last - a[i];
    }
    for (int i = 0; i < n; i++)
      if (i == n - 1)
        edge = c[i] * 0.5;
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 0.9 + c[i] * 0.1;
#pragma endscop
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = (i % 11) - 5;
  run(N, 5);
  run(N / 3, 2);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] * (i % 7 + 1) + b[i] + c[i];
  printf("%.12g\n", s);
  return 0;
}
