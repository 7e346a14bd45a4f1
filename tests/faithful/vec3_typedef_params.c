/* Arrays of a typedef'd vec3 (double[3]) and of a float[2][2] typedef passed as `vec3 *restrict`,
   `const vec3 *`, `vec3 p[]`, `vec3 f[n]` and `mat2 *`, with literal inner extents. */
#include <stdio.h>
#define N 120
typedef double vec3[3];
typedef float mat2[2][2];
static vec3 P[N], F[N];
static mat2 M[N];
static void forces(int n, vec3 *restrict f, const vec3 *p, double k) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int d = 0; d < 3; d++)
      f[i][d] = -k * p[i][d] + (d == 2 ? -9.81 : 0.0);
#pragma endscop
}
static void step(int n, vec3 p[], vec3 f[n], double dt) {
#pragma scop
  for (int i = 0; i < n; i++) {
    p[i][0] += dt * f[i][0];
    p[i][1] += dt * f[i][1];
    p[i][2] += dt * f[i][2];
  }
#pragma endscop
}
static void mats(int n, mat2 *m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 2; c++)
        m[i][r][c] = m[i][r][c] * 0.5f + (float)(r - c) / 3;
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) { for (int d = 0; d < 3; d++) P[i][d] = i * 0.1 + d; for (int r = 0; r < 4; r++) M[i][r / 2][r % 2] = i + r; }
  for (int s = 0; s < 3; s++) { forces(N, F, (const vec3 *)P, 0.5); step(N - s, P, F, 0.01); mats(N / 2, M); }
  for (int i = 0; i < N; i += 3) printf("%.17g %.17g %.17g %.9g %.9g\n", P[i][0], P[i][1], P[i][2], M[i][0][1], M[i][1][0]);
  return 0;
}
