/* Scalar fields of an array of structures read and written in one SCoP (left sequential with a
   warning) next to offloaded nests in the same function that use plain arrays, including an array the
   structure SCoP read from and another it fed. */
#include <stdio.h>
#define N 256
struct P { double x, y; int tag; };
struct P pts[N];
double X[N], Y[N], Z[N][N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    X[i] = i * 0.5 + 1.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    pts[i].x = pts[i].x + X[i];
    Y[i] = pts[i].y * 2.0 + pts[i].tag;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      Z[i][j] = X[i] * Y[j] + Z[i][j] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    pts[i].x = i; pts[i].y = -i * 0.25; pts[i].tag = i % 3;
    for (int j = 0; j < N; j++) Z[i][j] = (i + j) % 4;
  }
  run(N);
  run(N / 3);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += pts[i].x + X[i] * 2 + Y[i] * 3;
    for (int j = 0; j < N; j++) s += Z[i][j] * ((i * j) % 5);
  }
  printf("%.12g\n", s);
  return 0;
}
