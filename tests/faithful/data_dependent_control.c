/* Loop control that depends on data or is changed in the body: a bound read from an array, an inner
   bound per row from a count array, a condition that stops at a sentinel, an iterator advanced in the
   body, and a bound decremented in the body. All must stay sequential and compute what C computes. */
#include <stdio.h>
#define N 100
double A[N], B[N][N];
int cnt[N], len[1];

static void kernel(int n) {
  int i, m = n;
#pragma scop
  for (i = 0; i < len[0]; i++)
    A[i] = A[i] + 1;
  for (i = 0; i < n; i++)
    for (int j = 0; j < cnt[i]; j++)
      B[i][j] = B[i][j] * 2 + j;
  for (i = 0; i < n && A[i] < 40.0; i++)
    A[i] = A[i] * 1.5;
  for (i = 0; i < n; i++) {
    A[i] = A[i] - 0.25;
    if (A[i] > 20.0) i++;
  }
  for (i = 0; i < m; i++) {
    A[i] += 0.125;
    m = m - 1;
  }
#pragma endscop
  printf("i=%d m=%d\n", i, m);
}

int main(void) {
  len[0] = 60;
  for (int i = 0; i < N; i++) {
    A[i] = (i * 13) % 50;
    cnt[i] = (i * 7) % (N + 1);
    for (int j = 0; j < N; j++) B[i][j] = (i + j) % 3;
  }
  kernel(N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i + 1);
    for (int j = 0; j < N; j++) s += B[i][j];
  }
  printf("%.12g\n", s);
  return 0;
}
