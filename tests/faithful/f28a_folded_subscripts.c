/* Subscripts whose constants fold in ways a reader must follow: A[i + 1 - 1], A[i - -1], A[+i - +2],
   hexadecimal and character constants ('a' - 97 + i, 0x10 - 16), sizeof quotients (sizeof(double) * i /
   8 is unsigned long arithmetic), (int)2.9 + i, a comparison used as a 0/1 offset (i + (n > 5), i + (i >=
   3)), a comma expression (0, i + 1), a constant ternary (1 ? i : 0), !0 + i, (i << 2) / 4, i * 6 / 3 /
   2, ~~i, and -(-(i)) - 1; a second dimension folded from an enum constant and a macro with parentheses
   missing (#define OFF n - 1 used as A[j + OFF] against 2 * OFF). */
#include <stdio.h>
#define N 64
#define OFF 2 - 1
#define TWICE_OFF 2 * OFF
enum { LO = 3, HI = LO * 4 };

static double a[N + 8], b[N + 8], c[N + 8], M[16][N + 8];

static void fold(int n) {
#pragma scop
  for (int i = 1; i < n; i++) {
    b[i + 1 - 1] = a[i - -1] + a[+i - +1];
    c['a' - 97 + i] = a[0x10 - 16 + i] * 2.0 + a[sizeof(double) * i / 8];
    b[2 + i] += a[i + (n > 5)] - a[i + (i >= 3)];
    c[i + 1] += a[1 ? i : 0] + a[!0 + i] + a[(i << 2) / 4] + a[i * 6 / 3 / 2];
    c[i] += a[~~i] - a[-(-(i)) - 1];
  }
  for (int r = LO; r < HI; r++)
    for (int j = 0; j < n; j++)
      M[r][j + OFF] = M[r - LO][j + TWICE_OFF] + r;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N + 8; i++) {
    s += b[i] * (i + 1) + c[i] * (i % 7 + 1);
    for (int r = 0; r < 16; r++)
      s += M[r][i] * ((r + i) % 3);
  }
  printf("fold n=%d %.6f\n", n, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N + 8; i++) {
    a[i] = (double)((i * 13) % 9) - 4.0;
    b[i] = c[i] = (double)(i % 3);
    for (int r = 0; r < 16; r++)
      M[r][i] = (double)((r * 5 + i) % 7);
  }
  fold(N - 1 + argc);
  fold(1 * argc);
  fold(4 * argc);
  fold(6 * argc);
  return 0;
}
