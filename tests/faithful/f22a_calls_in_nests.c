/* No pragmas (--autodetect): nests that call the program's own functions (one that counts its calls,
   one that prints, one pure expression function) and the C library (pure math, and puts/printf), so that
   only some of them may be taken. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#define N 64
static int calls;
float p[N], q[N];
double r[N][N];
int z[N];

static float bump(float x) { calls++; return x + 1.0f; }
static double sq(double x) { return x * x; }
static void show(int i, double v) { printf("show %d %.6f\n", i, v); }

int main(void) {
  int i, j;
  for (i = 0; i < N; i++) { p[i] = (float)(i % 9) * 0.5f; q[i] = 0; z[i] = (i * 37) % 11; }
  for (i = 0; i < N; i++)
    q[i] = bump(p[i]);
  printf("calls %d q %.6f\n", calls, q[N - 1]);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      r[i][j] = sq(p[i] - q[j]) + sqrt((double)(i + j)) + abs(z[i] - z[j]);
  for (i = 0; i < N; i += 16)
    show(i, r[i][i / 2]);
  for (i = 0; i < 4; i++) {
    printf("row %d:", i);
    for (j = 0; j < 4; j++)
      printf(" %.4f", r[i][j]);
    puts("");
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      r[i][j] = fmax(r[i][j], 3.0) * expf(-p[j]);
  double t = 0;
  for (i = 0; i < N; i++)
    t += r[i][N - 1 - i];
  printf("t %.10g %d\n", t, abs(z[3] - 20));
  return 0;
}
