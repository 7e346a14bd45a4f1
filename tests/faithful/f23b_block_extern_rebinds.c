/* A block-scope `extern` inside the SCoP's function brings the global back where a local of the same
   name hides it: the outer block's `double T[M]` is a local, the inner block's `extern double T[]` is
   the file's T (defined later in the file, with its size there); the SCoP in the inner block writes the
   global, the one after it the local. */
#include <stdio.h>
#define N 120
#define M 40

static double src[N];

static void work(int n, int m) {
  double T[M];
  for (int i = 0; i < M; i++)
    T[i] = -i;
  {
    extern double T[];
#pragma scop
    for (int i = 0; i < n; i++)
      T[i] = src[i] * 2 + src[n - 1 - i];
#pragma endscop
  }
#pragma scop
  for (int i = 1; i < m; i++)
    T[i] = T[i] + src[i] * 0.5;
#pragma endscop
  double s = 0;
  for (int i = 0; i < M; i++)
    s += T[i];
  printf("local %.10g\n", s);
}

double T[N];

int main(void) {
  for (int i = 0; i < N; i++)
    src[i] = (i % 10) * 0.75;
  work(N, M);
  work(N / 2, M / 2);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += T[i] * (i % 3 + 1);
  printf("global %.10g\n", s);
  return 0;
}
