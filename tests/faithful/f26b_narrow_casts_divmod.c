/* Integer arithmetic in subscripts and values of SCoP bodies: casts to narrower types and back in
   subscripts (A[(unsigned char)(i + 250)], A[(short)i], A[(int)(long long)i], (char)(i * 3) & 63),
   division and modulo of negative operands by computed divisors (truncation toward zero), bitwise
   &, |, ^, ~ on signed values, shifts by computed amounts within range, and loop bounds mixing long
   long and unsigned long. */
#include <stdio.h>
#define N 300
#define M 12
int A[N], B[N], Q[M][M], R[M][M], X[M][M]; long long Y[N]; double D[N];

static void narrow(int n) {
#pragma scop
  for (int i = 0; i < 40; i++)
    A[(unsigned char)(i + 250)] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[(short)i] = A[(int)(long long)i] + A[(char)(i * 3) & 63];
#pragma endscop
#pragma scop
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      Q[i][j] = (i - 7) * (j - 5) / (j + 1) + (3 * i - 20) / (i - 12);
      R[i][j] = (i - 7) * 13 % (j + 2) + (j - 9) % (i % 5 + 1);
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      X[i][j] = ((i - 6) & (j - 3)) + ((i - 8) | j) * 2 - ((i * 5 - 30) ^ ~j) + (1 << (i + j) % 12)
                + ((i * j + 1) << (j % 5)) + ((-i * 100 - j) >> (i % 4));
#pragma endscop
#pragma scop
  for (long long i = 0; i < (unsigned long)n; i++)
    for (unsigned long j = 0; j < 3ul; j++)
      Y[i] += (long long)(i * 3 + (long long)j) - 100;
#pragma endscop
#pragma scop
  for (unsigned long i = 2; i < (unsigned long)(long long)n - 1; i += 2)
    D[i] = D[i - 1] + (long long)i * -2 + (double)(i >> 1);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 3 % 17; B[i] = -1; Y[i] = -i; D[i] = i * 0.5; }
  narrow(N);
  narrow(N / 4);
  long long s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i + 1LL) + B[i] * (i + 7LL) + Y[i];
    printf("%d %d %lld %.17g\n", A[i], B[i], Y[i], D[i]);
  }
  for (int i = 0; i < M; i++) {
    for (int j = 0; j < M; j++) printf(" %d %d %d", Q[i][j], R[i][j], X[i][j]);
    printf("\n");
  }
  printf("%lld\n", s);
  return 0;
}
