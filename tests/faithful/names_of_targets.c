/* Valid C names that the targets' languages or headers give another meaning: OpenCL C keywords, types,
   built-in functions and macros (`vec_step`, `true`, `barrier`, `get_local_id`, `CLK_LOCAL_MEM_FENCE`),
   C++ keywords and CUDA names in a .cu file (`new`, `class`, `min`, `atomicAdd`), the macros of the
   headers the generated code includes (`NAN`, `INFINITY`, `M_PI`: math.h is not included here) and what
   the generated host code calls (`exit`, `getenv`, `fprintf`, `free` as locals).  The
   reductions' kernels call barrier() and get_local_id() next to the user's arrays of those names. */
#include <stdio.h>
#define N 200
#define M 150

static double NAN[N], INFINITY[N], M_PI[N], CLK_LOCAL_MEM_FENCE[N];

static void work(int vec_step, double barrier[vec_step][M], double get_local_id[M], double new[vec_step],
                 double class[vec_step], double min[vec_step], int true, double atomicAdd[vec_step]) {
  double exit = 0.25, getenv = 0.0, fprintf = -1.0;
  int free = 3;
#pragma scop
  for (int i = 0; i < vec_step; i++) {
    new[i] = 0;
    for (int j = 0; j < M; j++)
      new[i] += barrier[i][j] * get_local_id[j];
  }
  for (int i = 0; i < vec_step; i++) {
    class[i] = new[i] * exit + NAN[i] - INFINITY[i] * free;
    min[i] = class[i] + true + M_PI[i];
    atomicAdd[i] = min[i] - CLK_LOCAL_MEM_FENCE[i];
  }
  for (int i = 0; i < vec_step; i++)
    getenv += atomicAdd[i];
  for (int i = 0; i < vec_step; i++)
    fprintf = atomicAdd[i] > fprintf ? atomicAdd[i] : fprintf;
#pragma endscop
  printf("%.17g %.17g\n", getenv, fprintf);
}

int main(void) {
  static double B[N][M], x[M], a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++)
      B[i][j] = (i * 3 + j) % 11 * 0.5;
    NAN[i] = i % 4;
    INFINITY[i] = i % 3;
    M_PI[i] = 0.5 * (i % 5);
    CLK_LOCAL_MEM_FENCE[i] = i % 2;
  }
  for (int j = 0; j < M; j++)
    x[j] = j % 7 - 3;
  work(N, B, x, a, b, c, 2, d);
  for (int i = 0; i < N; i += 37)
    printf("%g %g %g %g\n", a[i], b[i], c[i], d[i]);
  return 0;
}
