/* Typedef'd array types: a vector type, an array of them, and a typedef of a typedef. */
#include <stdio.h>
typedef double vec[4];
typedef vec mat4[4];
typedef float real;
#define N 40

vec V[N];
mat4 M;
real R[N];

void step(int n, vec *out) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++) {
      out[i][k] = 0.0;
      for (int j = 0; j < 4; j++)
        out[i][k] += M[k][j] * V[i][j];
      R[i] = out[i][k] * 0.5f;
    }
#pragma endscop
}

int main(void) {
  static vec W[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 4; j++) V[i][j] = (i + 2 * j) % 5 - 1.5;
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < 4; j++) M[k][j] = (k == j) + 0.125 * (k - j);
  step(N, W);
  for (int i = 0; i < N; i++)
    printf("%.6f %.6f %.6f %.6f %.6f\n", W[i][0], W[i][1], W[i][2], W[i][3], R[i]);
  return 0;
}
