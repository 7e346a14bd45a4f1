/* Expressions whose meaning hangs on parentheses and precedence, printed again by the translation:
   a - (b - c), a / (b * c), a % (b * c), (a & b) == c, a & (b == c), (a | b) ^ (c & 7) << 2, a << (b + 1),
   (c ? a : b) + 1, c ? a : (d ? b : e), (c ? d : e) ? a : b, -(a * b), a - -b, !(a < b) == c,
   ~(a + b), (unsigned)a >> (b & 3), (a, b) avoided, and casts of sums. */
#include <stdio.h>
#define N 4000
int A[N], B[N], C[N], R[N][16];
double D[N], E[N][4];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    int a = A[i], b = B[i], c = C[i];
    R[i][0] = a - (b - c);
    R[i][1] = a / (b * c | 1);
    R[i][2] = a % ((b * c) | 1);
    R[i][3] = (a & b) == c;
    R[i][4] = a & (b == c);
    R[i][5] = (a | b) ^ (c & 7) << 2;
    R[i][6] = (a & 0xff) << ((b & 3) + 1);
    R[i][7] = (c > 0 ? a : b) + 1;
    R[i][8] = c > 0 ? a : (b > 0 ? b : c);
    R[i][9] = (c > 0 ? b : c) ? a : b;
    R[i][10] = -(a * b) - -b;
    R[i][11] = !(a < b) == (c > 0);
    R[i][12] = ~(a + b);
    R[i][13] = (int)((unsigned)a >> (b & 3));
    R[i][14] = a - b - c - (a - (b + c));
    R[i][15] = (a ^ b) & (b | c) ^ (a & c);
    E[i][0] = (double)(a + b) / (c | 1);
    E[i][1] = (double)a + b / (c | 1);
    E[i][2] = D[i] - (D[i] - 1.5) * 2 / (1 + (D[i] > 0));
    E[i][3] = -(D[i] * -D[i]) + (double)(float)D[i] / 3;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i * 7919) % 20011 - 10000;
    B[i] = (i * 104729) % 101 - 50;
    C[i] = (i * 31) % 17 - 8;
    D[i] = (i % 23) * 0.37 - 4;
  }
  kernel(N);
  long s = 0;
  double t = 0;
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 16; k++) s += (long)R[i][k] * (k + 1);
    for (int k = 0; k < 4; k++) t += E[i][k] * (k + 1);
  }
  printf("%ld %.12g\n", s, t);
  return 0;
}
