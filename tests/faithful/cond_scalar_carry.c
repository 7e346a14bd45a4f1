/* Scalars assigned under a data condition and read in every iteration: the value flows from an earlier
   iteration (a "hold the last seen" idiom), and a last-index search whose result is read after the SCoP. */
#include <stdio.h>
#define N 300
double A[N], B[N], C[N][N], D[N][N];
int K[N];

static void hold(int n) {
  double t = -1.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    if (A[i] > 0.5)
      t = A[i];
    B[i] = t;
  }
#pragma endscop
  printf("t=%g\n", t);
}

static void hold_rows(int n) {
  double t;
#pragma scop
  for (int i = 0; i < n; i++) {
    t = -2.0;
    for (int j = 0; j < n; j++) {
      if (C[i][j] > 0.7)
        t = C[i][j];
      D[i][j] = t;
    }
  }
#pragma endscop
}

static int last_above(int n, double x) {
  int last = -1;
#pragma scop
  for (int i = 0; i < n; i++)
    if (A[i] > x)
      last = i;
#pragma endscop
  return last;
}

static void count_runs(int n) {
  int run = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    if (A[i] > 0.3)
      run = run + 1;
    else
      run = 0;
    K[i] = run;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = ((i * 37) % 101) / 100.0;
    for (int j = 0; j < N; j++) C[i][j] = ((i * 13 + j * 7) % 97) / 96.0;
  }
  hold(N);
  hold(17);
  hold_rows(N);
  printf("%d %d %d\n", last_above(N, 0.9), last_above(N, 2.0), last_above(0, 0.0));
  count_runs(N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += B[i] * (i + 1) + K[i];
    for (int j = 0; j < N; j++) s += D[i][j] * ((i + j) % 5);
  }
  printf("%.12g\n", s);
  for (int i = 0; i < 20; i++) printf("%g %d\n", B[i], K[i]);
  return 0;
}
