/* Local names spelled like s2s's own generated names (`s2s_cl_queue`, `s2s_floord`, the host pointer `s2s_h0_true`, the
   renamed `s2s_v_true` of an OpenCL/C++ keyword `true` declared beside it, the scalar box `s2s_s_x`, the
   macro `s2s_min`), and a file-scope `bool` (a C++ keyword: the CUDA output keeps the user's code C). */
#include <stdio.h>
#define N 100
static int bool = 3;
int main(void) {
  static double true[N], s2s_v_true[N], s2s_h0_true[N], s2s_cl_queue[N], s2s_floord[N], s2s_out[N];
  double s2s_s_x = 1.5, s2s_min = 2.0;
  for (int i = 0; i < N; i++) {
    true[i] = i;
    s2s_h0_true[i] = 2 * i;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    s2s_v_true[i] = true[i] * s2s_s_x + s2s_h0_true[i];
    s2s_cl_queue[i] = s2s_v_true[i] + s2s_min;
    s2s_floord[i] = s2s_cl_queue[i] * bool;
    s2s_out[i] = s2s_floord[i] - 1;
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += s2s_out[i] * (i + 1);
  printf("%.17g\n", s);
  return 0;
}
