/* Loops with steps other than 1: i += 3 from an offset up to a bound that is not a multiple, i -= 2
   down to a bound below 0 (stops at 1 or 0), j -= 5 inside i += 2, an unsigned char iterator by 17
   that stops before wrapping, an unsigned counting down by 4 from n to just above 0 (`i >= 4`), and a
   long iterator stepping by a large constant. */
#include <stdio.h>
#define N 3000
double A[N], B[N], C[N / 2][N / 2];
int D[256];
long E[N];

static void kernel(int n, unsigned un) {
#pragma scop
  for (int i = 2; i < n; i += 3)
    A[i] = A[i - 2] + 1.0;
  for (int i = n - 1; i >= -3; i -= 2)
    B[i < 0 ? 0 : i] += i;
  for (int i = 0; i < n / 2; i += 2)
    for (int j = n / 2 - 1; j >= 0; j -= 5)
      C[i][j] = i - j * 0.5;
  for (unsigned char c = 3; c < 240; c += 17)
    D[c] = c * 2;
  for (unsigned i = un; i >= 4; i -= 4)
    E[i] = E[i - 4] + i;
  for (long l = 0; l < n; l += 1000)
    E[l] += l / 1000;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 4; B[i] = 0; E[i] = i % 3; }
  kernel(N, N - 1);
  kernel(100, 13);
  kernel(0, 0);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 5) + B[i] + E[i] * (i % 3);
  for (int i = 0; i < N / 2; i++)
    for (int j = 0; j < N / 2; j += 37) s += C[i][j];
  for (int i = 0; i < 256; i++) s += D[i] * i;
  printf("%.10g\n", s);
  return 0;
}
