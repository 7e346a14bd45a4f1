/* Buffers filled and read by every iteration of outer loops (expanded per iteration, the last copied
   back), run with outer sizes 0 and 1, an inner size 0 (nothing written: the buffer keeps its values),
   and a buffer whose last iteration writes fewer elements than earlier ones. */
#include <stdio.h>
#define R 12
#define Q 10
#define P 16
double A[R][Q][P], C[P][P], sum[P], buf[P], Out[R][P];

static void kernel(int nr, int nq, int np) {
#pragma scop
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
}

static void kernel2(int nr, int np) {
#pragma scop
  for (int r = 0; r < nr; r++) {
    for (int p = 0; p < np - r; p++)
      buf[p] = A[r][0][p] + r;
    for (int p = 0; p < np - r; p++)
      Out[r][p] = buf[p] * 2;
  }
#pragma endscop
}

int main(void) {
  for (int r = 0; r < R; r++)
    for (int q = 0; q < Q; q++)
      for (int p = 0; p < P; p++) A[r][q][p] = ((r + q * 3 + p * 7) % 13) * 0.125;
  for (int s = 0; s < P; s++)
    for (int p = 0; p < P; p++) C[s][p] = ((s * p) % 5) * 0.25;
  for (int p = 0; p < P; p++) { sum[p] = -1; buf[p] = -3; }
  int sizes[][3] = {{0, 5, 5}, {3, 0, 5}, {2, 3, 0}, {1, 1, 1}, {R, Q, P}, {4, 2, 9}};
  for (int c = 0; c < 6; c++) {
    kernel(sizes[c][0], sizes[c][1], sizes[c][2]);
    double s = 0;
    for (int p = 0; p < P; p++) s += sum[p] * (p + 1);
    printf("%d: %.12g\n", c, s);
  }
  kernel2(R, P);
  kernel2(0, P);
  kernel2(5, 3);
  double s = 0;
  for (int r = 0; r < R; r++)
    for (int q = 0; q < Q; q++)
      for (int p = 0; p < P; p++) s += A[r][q][p] * ((r + q + p) % 4);
  for (int r = 0; r < R; r++)
    for (int p = 0; p < P; p++) s += Out[r][p] * (p + 1);
  for (int p = 0; p < P; p++) s += buf[p] * p;
  printf("%.12g\n", s);
  return 0;
}
