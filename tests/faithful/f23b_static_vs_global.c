/* A static local and a global of the same name in different functions: `hist` is a global array that
   count() fills, and a static local array of fill() kept between its calls (each call adds to it); the
   static scalar `calls` of fill() scales the SCoP and is bumped after it. */
#include <stdio.h>
#define N 256

double hist[N];
double data[N];

static void count(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    hist[i] = data[i] * data[i];
#pragma endscop
}

static double fill(int n) {
  static double hist[N];
  static int calls = 1;
  double s = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    hist[i] = hist[i] * 0.5 + data[(i * 5) % N] * calls;
  for (int i = 0; i < n; i++)
    s += hist[i];
#pragma endscop
  calls++;
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++)
    data[i] = (i % 13) * 0.25 - 1;
  count(N);
  double a = fill(N), b = fill(N), c = fill(N / 2);
  double g = 0;
  for (int i = 0; i < N; i++)
    g += hist[i];
  printf("%.12g %.12g %.12g %.12g\n", a, b, c, g);
  return 0;
}
