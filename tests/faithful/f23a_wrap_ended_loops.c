/* Unsigned count-downs that the wrap-around ends: `for (unsigned i = n - 1; i < n; i--)` runs n - 1,
   ..., 0 (at n = 0 it starts at UINT_MAX and runs zero times), a strictly lower triangle walked
   backwards (`j = i - 1; j < i; j--`), `i <= last` with a size_t, and an unsigned char with a constant
   bound; called with sizes 0, 1, 2 and larger. */
#include <stdio.h>
#include <stddef.h>

#define M 40

static double x[M], y[M], L[M][M];
static long cnt[M];
static int tag[256];

static void kernel(unsigned n, size_t last, unsigned char top)
{
#pragma scop
  for (unsigned i = n - 1; i < n; i--)
    y[i] = 2.0 * x[i] + x[n - 1 - i];
  for (unsigned i = 1; i < n; i++)
    for (unsigned j = i - 1; j < i; j--)
      L[i][j] = x[i] - x[j] + L[i][j] * 0.5;
  for (size_t k = last; k <= last; k--)
    cnt[k] += (long)(k * k) - (long)last;
  for (unsigned char c = top; c < 200; c--)
    tag[c] += c + 1;
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < M; i++) {
    x[i] = (i * 29 % 31) * 0.25 - 3.0;
    y[i] = -1.0;
    for (int j = 0; j < M; j++)
      L[i][j] = i + j * 0.01;
  }
  unsigned sizes[] = {0, 1, 2, 7, 40};
  for (int s = 0; s < 5; s++) {
    kernel(sizes[s], sizes[s] ? sizes[s] - 1 : 0, (unsigned char)(sizes[s] * 5));
    double h = 0;
    for (int i = 0; i < M; i++) {
      h += y[i] * (i + 1);
      for (int j = 0; j < M; j++)
        h += L[i][j] * (j + 1) * 1e-3;
    }
    printf("n=%u %.12g %g %g\n", sizes[s], h, y[0], y[sizes[s] ? sizes[s] - 1 : 0]);
  }
  for (int i = 0; i < M; i++)
    printf("%d %g %ld\n", i, y[i], cnt[i]);
  for (int c = 0; c < 256; c++)
    if (tag[c])
      printf("tag %d %d\n", c, tag[c]);
  return 0;
}
