/* Two SCoPs of one function in sibling blocks that give the same names other meanings: in the first,
   `w` is a double array of N and `k` a float factor; in the second, `w` is an int array of N / 2 and `k`
   a long offset; a third SCoP after both reads the function's own `w` (a scalar) and `k` (a short). */
#include <stdio.h>
#define N 120

double out[N];

static void run(int n) {
  double w = 0.5;
  short k = 3;
  {
    double w[N];
    float k = 1.5f;
    for (int i = 0; i < N; i++)
      w[i] = (i % 9) * 0.5;
#pragma scop
    for (int i = 0; i < n; i++)
      out[i] = w[i] * k + w[n - 1 - i];
#pragma endscop
  }
  {
    int w[N / 2];
    long k = 1L << 33;
    for (int i = 0; i < N / 2; i++)
      w[i] = i * 3 - 40;
#pragma scop
    for (int i = 0; i < n / 2; i++)
      out[2 * i] = out[2 * i] + (double)(w[i] + k % 1000);
#pragma endscop
  }
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = out[i] * w + k;
#pragma endscop
}

int main(void) {
  run(N);
  run(N / 3);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += out[i] * (i % 7 + 1);
  printf("%.12g\n", s);
  return 0;
}
