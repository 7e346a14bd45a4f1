/* In-place updates whose dependences go through the boundary arithmetic: a periodic recurrence
   u[i] = u[(i + N - 1) % N] + ... (iteration 0 reads the old u[N - 1], every other one the new u[i - 1]),
   a ring of 16 updated through masks for 64 steps (ring[(i + 1) & 15] += ring[i & 15]), a mirrored
   in-place smoother (iteration 0 reads b[1] before iteration 1 writes it), a clamped one reading
   a[MAX(i - 2, 0)], a stride-3 chain x[i] = x[i - 3] + 1 next to a stride-3 update reading x[i - 2]
   (different residues: independent), a hand-tiled recurrence, a red-black sweep whose colours are
   written by i % 2 in one loop and read by (i + 1) % 2 in the next, and a reversed Gauss-Seidel sweep
   with a ternary at the top boundary. */
#include <stdio.h>
#define N 48
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static double u[N], ring[16], b[N], a[N], x[3 * N + 3], y[3 * N + 3], r[N], g[N], rb[N], z[N][N];

static void run(int n, int lo) {
#pragma scop
  for (int i = 0; i < N; i++)
    u[i] = u[(i + N - 1) % N] * 0.5 + 1.0;
  for (int i = 0; i < 64; i++)
    ring[(i + 1) & 15] += 0.25 * ring[i & 15];
  for (int i = 0; i < n; i++)
    b[i] = 0.5 * b[i] + 0.25 * (b[i == 0 ? 1 : i - 1] + b[i == n - 1 ? n - 2 : i + 1]);
  for (int i = 0; i < n; i++)
    a[i] = a[MAX(i - 2, 0)] * 0.75 + a[MIN(i + 1, n - 1)] * 0.25;
  for (int i = lo; i < 3 * n; i += 3)
    x[i + 3] = x[i] + 1.0;
  for (int i = lo; i < 3 * n; i += 3)
    y[i + 3] = y[i + 1] * 0.5 + y[i + 3];
  for (int ii = 0; ii < n; ii += 7)
    for (int i = ii; i < MIN(ii + 7, n); i++)
      r[i] = (i > 0 ? r[i - 1] : r[n - 1]) * 0.9 + i;
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      rb[i] = 0.5 * (rb[i > 0 ? i - 1 : 1] + rb[i + 1 < n ? i + 1 : i - 1]);
  for (int i = 0; i < n; i++)
    if ((i + 1) % 2 == 0)
      rb[i] = 0.5 * (rb[i - 1] + rb[i + 1 < n ? i + 1 : i - 1]);
  for (int i = n - 1; i >= 0; i--)
    for (int j = 1; j < n - 1; j++)
      z[i][j] = 0.25 * (z[i][j - 1] + z[i][j + 1] + z[i == n - 1 ? n - 2 : i + 1][j] + z[i][j]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += u[i] * (i + 1) + b[i] * (i % 5 + 1) + a[i] * (i % 3 + 1) + r[i] * 0.01 + rb[i] * (i + 2);
    for (int j = 0; j < N; j++)
      s += z[i][j] * ((i + j) % 4);
  }
  for (int i = 0; i < 16; i++)
    s += ring[i] * (i + 1);
  for (int i = 0; i < 3 * N + 3; i++)
    s += x[i] * (i % 7) + y[i] * (i % 4);
  printf("run n=%d lo=%d %.6f\n", n, lo, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++) {
    u[i] = b[i] = a[i] = g[i] = rb[i] = (double)((i * 7) % 11) - 5.0;
    for (int j = 0; j < N; j++)
      z[i][j] = (double)((i + 2 * j) % 9);
  }
  for (int i = 0; i < 16; i++)
    ring[i] = (double)(i % 5);
  for (int i = 0; i < 3 * N + 3; i++)
    x[i] = y[i] = (double)(i % 6);
  int k = argc;
  run(N - 1 + k, 0);
  run(2 * k, 1);
  run(3 * k, 2 * k);
  run(17 * k, 0);
  return 0;
}
