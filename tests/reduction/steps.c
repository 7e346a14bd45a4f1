/* A reduction inside a sequential host loop: each step updates a vector in parallel, then sums it
   into the step's element of a history array (a full reduction launched once per step, whose
   element depends on the host loop), then rescales the vector by the sum. */
#include <stdio.h>

#define T 6
#define N 5003

static double v[N], hist[T];

int main(void)
{
  for (int i = 0; i < N; i++)
    v[i] = (double)(i % 9) / 9.0;
  for (int t = 0; t < T; t++)
    hist[t] = 0.25 * t;
#pragma scop
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < N; i++)
      v[i] = v[i] * 0.5 + (double)((i + t) % 7) * 0.125;
    for (int i = 0; i < N; i++)
      hist[t] += v[i];
    for (int i = 0; i < N; i++)
      v[i] = v[i] / (1.0 + hist[t] * 1e-4);
  }
#pragma endscop
  for (int t = 0; t < T; t++)
    printf("%.12g\n", hist[t]);
  printf("%.12g %.12g\n", v[0], v[N - 1]);
  return 0;
}
