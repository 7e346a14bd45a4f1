/* Character pointers may alias objects of any type (C11 6.5p7): a SCoP that doubles d[i] and then
   flips a bit of each byte through b, called with b = (unsigned char *)d, must see the doubled values;
   a global array G read by name beside a char pointer to its bytes; and an int array viewed through a
   signed char pointer. */
#include <stdio.h>
#define N 32
#define M 4
static double D[N], G[N][M];
static int I[N];

static void bytes(double *d, unsigned char *b, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    d[i] = d[i] * 2 + 1;
  for (int i = 0; i < 8 * n; i++)
    b[i] = b[i] ^ 16;
#pragma endscop
}

static void global_bytes(unsigned char *b, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      G[i][j] = G[i][j] + i;
  for (int k = 0; k < n * M * 8; k++)
    b[k] = b[k] + 1;
#pragma endscop
}

static void ints(int *x, signed char *c, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    c[4 * i] = c[4 * i + 1];
  for (int i = 0; i < n; i++)
    x[i] = x[i] * 3;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = i * 0.75;
    I[i] = i * 1000 + 7;
    for (int j = 0; j < M; j++) G[i][j] = i - j * 0.5;
  }
  bytes(D, (unsigned char *)D, N);
  global_bytes((unsigned char *)G, N);
  ints(I, (signed char *)I, N);
  for (int i = 0; i < N; i++) {
    printf("%a %d", D[i], I[i]);
    for (int j = 0; j < M; j++) printf(" %a", G[i][j]);
    printf("\n");
  }
  return 0;
}
