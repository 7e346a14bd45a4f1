/* Block-scope extern declarations of arrays in SCoP functions: `extern double G[];` (an incomplete type,
   completed by the file's definition), `extern double H[][N];` of a static array, and one inside a block
   whose outer block has a local `int G` hiding the global (its type stays incomplete there). */
#include <stdio.h>
#define N 100
double G[N];
static double H[N][N];

static void f(int n) {
  extern double G[];
  extern double H[][N];
#pragma scop
  for (int i = 0; i < n; i++) {
    G[i] = G[i] * 0.5 + i;
    for (int j = 0; j < n; j++)
      H[i][j] = H[i][j] + G[i] * j;
  }
#pragma endscop
}

static void g(int n) {
  int G = 3;
  {
    extern double G[];
#pragma scop
    for (int i = 0; i < n; i++)
      G[i] = G[i] + 1;
#pragma endscop
  }
  H[0][0] += G;
}

int main(void) {
  for (int i = 0; i < N; i++) G[i] = i % 7;
  f(N); g(N); f(N / 2); g(1);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + G[i]; for (int j = 0; j < N; j++) s += H[i][j] * 1e-4; }
  printf("%.10g\n", s);
  return 0;
}
