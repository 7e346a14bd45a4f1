/* Arrays inside a global struct (and an array of structs) read and written by SCoPs. */
#include <stdio.h>
#define N 30

struct grid { int n; double u[N][N]; double v[N][N]; double norm[N]; } G;
struct cell { double mass; double pos[3]; } cells[N];

static void relax(void) {
  int i, j;
#pragma scop
  for (i = 1; i < N - 1; i++)
    for (j = 1; j < N - 1; j++)
      G.v[i][j] = 0.25 * (G.u[i - 1][j] + G.u[i + 1][j] + G.u[i][j - 1] + G.u[i][j + 1]);
  for (i = 0; i < N; i++) {
    G.norm[i] = 0.0;
    for (j = 0; j < N; j++)
      G.norm[i] += G.v[i][j] * G.v[i][j];
  }
#pragma endscop
}

static void move(double dt) {
  int i, d;
#pragma scop
  for (i = 0; i < N; i++)
    for (d = 0; d < 3; d++)
      cells[i].pos[d] = cells[i].pos[d] + dt * cells[i].mass * (d + 1);
#pragma endscop
}

int main(void) {
  G.n = N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) G.u[i][j] = ((i * j) % 5) * 1.5;
  for (int i = 0; i < N; i++) { cells[i].mass = 1.0 + i * 0.1; cells[i].pos[0] = i; }
  relax();
  move(0.5);
  move(0.25);
  for (int i = 0; i < N; i += 4) printf("%.10f %.6f %.6f\n", G.norm[i], cells[i].pos[0], cells[i].pos[2]);
  return 0;
}
