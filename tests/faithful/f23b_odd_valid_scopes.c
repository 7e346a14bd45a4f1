/* Valid scoping that looks wrong: a for-init declaring a variable named like the typedef that gives its
   type (`for (idx idx = 0; idx < n; idx++)`), a function whose pointer parameter has the function's own
   name (`scale(double *scale, ...)`), a parameter named like a file-scope array it hides (`B`), and a
   struct tag, a typedef and a variable all spelled `cell`. */
#include <stdio.h>
#define N 140

typedef int idx;
typedef double cell;
struct cell { double v; };
double B[N], C[N];

static void scale(double *scale, int n, double B) {
  cell cell = 0.5;
#pragma scop
  for (idx idx = 0; idx < n; idx++)
    scale[idx] = scale[idx] * cell + B;
  for (idx idx = 1; idx < n; idx++)
    C[idx] = scale[idx - 1] - idx;
#pragma endscop
}

int main(void) {
  struct cell cell = {2.0};
  for (int i = 0; i < N; i++)
    B[i] = (i % 6) * cell.v;
  scale(B, N, 1.25);
  scale(B + 10, N - 20, -0.5);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += B[i] * (i % 4 + 1) + C[i];
  printf("%.12g\n", s);
  return 0;
}
