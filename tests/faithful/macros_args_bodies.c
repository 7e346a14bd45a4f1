/* Statement bodies written with function-like macros (a SQR that evaluates its argument twice, an
   AXPY that expands to a whole assignment, a multi-line macro with continuations, a macro that uses the
   stringising-free token pasting to name arrays), and macros whose arguments are subscripted. */
#include <stdio.h>
#define N 160
#define SQR(x) ((x) * (x))
#define AXPY(y, a, x) (y) = (y) + (a) * (x)
#define AT(arr, i, j) arr##_data[(i)][(j)]
#define STENCIL(u, i, j) (0.25 * ((u)[(i) - 1][(j)] + \
                                  (u)[(i) + 1][(j)] + \
                                  (u)[(i)][(j) - 1] + \
                                  (u)[(i)][(j) + 1]))
double in_data[N][N], out_data[N][N], v[N];

static void run(int n, double a) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      AT(out, i, j) = STENCIL(in_data, i, j) + SQR(AT(in, i, j) - 1.0);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      AXPY(v[i], a, SQR(out_data[j][i]));
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) in_data[i][j] = ((i * 5 + j * 3) % 13) * 0.1;
  run(N, 0.5);
  run(20, -1.0);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += v[i];
    for (int j = 0; j < N; j++) s += out_data[i][j] * ((i + j) % 4);
  }
  printf("%.12g\n", s);
  return 0;
}
