/* A SCoP over globals with initializers (a const table, a partly initialised array, a 2-D one), a flat
   array indexed with a computed 64-bit offset (long)i * N + j, statements under `if (i % 2 == 0)` and
   `if (j & 1)`, and a scalar that one SCoP writes and a later SCoP reads.  Finding the condition under
   which the flat array must be copied in once ran isl for minutes and gigabytes (the translation hung). */
#include <stdio.h>
#define N 30
static const double W[7] = {0.5, -1.25, 2.0, 0.125, 3.5, -0.75, 1.0};
double P[N] = {1, 2, 3, [10] = 7, [N - 1] = -4};
int T[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
double Flat[N * N];
double scale;
long count;

static void fill(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      if (i % 2 == 0)
        Flat[(long)i * N + j] = W[(i + j) % 7] * P[j] + T[i % 3][j % 4];
      else
        Flat[(long)i * N + j] = -P[i] + j;
      if (j & 1)
        Flat[(long)i * N + j] += 0.5;
    }
  scale = 0;
  for (int i = 0; i < n; i++)
    scale += Flat[(long)i * N + i % 5];
  count = n * 2L + m;
#pragma endscop
}

static void use(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      Flat[i * (long)N + j] = Flat[i * (long)N + j] / scale + count;
  for (int i = 0; i < n; i++)
    P[i] = P[i] * scale - (i % 2 == 0 ? count : -count);
#pragma endscop
}

int main(void) {
  fill(N, N);
  use(N, N);
  fill(7, 11);
  use(11, 7);
  double s = 0;
  for (int i = 0; i < N * N; i++) s = s * 0.5 + Flat[i];
  for (int i = 0; i < N; i++) s += P[i] * (i + 1);
  printf("%.17g %.17g %ld\n", s, scale, count);
  return 0;
}
