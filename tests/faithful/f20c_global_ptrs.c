/* Global pointers to global arrays: double *gp = G (initialised at file scope), float *fp set in main to
   the middle of a global array, and a SCoP that writes the array by name and reads it through the
   pointer (and the reverse); a global pointer retargeted between calls. */
#include <stdio.h>
#define N 100
double G[N + 8];
double *gp = G;
double *gq = G + 4;
float FB[2 * N];
float *fp;
double H[N];
double *hp;

static void step(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    G[i + 2] = gp[i] * 0.5 + gq[i] * 0.25 + 1;
#pragma endscop
}

static void fstep(int n) {
#pragma scop
  for (int i = 1; i < n; i++)
    fp[i] = FB[i + N - 1] * 0.5f + fp[i - 1] * 0.1 + H[i];
#pragma endscop
}

static void hstep(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    hp[i] = H[i] + hp[i] * 2;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 8; i++) G[i] = i % 5;
  for (int i = 0; i < 2 * N; i++) FB[i] = (float)(i % 7 * 0.5);
  for (int i = 0; i < N; i++) H[i] = i * 0.01;
  step(N);
  fp = FB + N;
  fstep(N);
  fp = FB + N / 2;
  fstep(N / 2);
  hp = H;
  hstep(N);
  hp = G + 1;
  hstep(N);
  double s = 0;
  for (int i = 0; i < N + 8; i++) s += G[i] * (i + 1);
  for (int i = 0; i < 2 * N; i++) s += FB[i] * 0.5;
  for (int i = 0; i < N; i++) s += H[i];
  printf("%.17g\n", s);
  for (int i = 0; i < N; i += 11) printf("%.17g %.9g %.9g %.17g\n", G[i], FB[i], FB[i + N], H[i]);
  return 0;
}
