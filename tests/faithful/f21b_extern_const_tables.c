/* Arrays that live at file scope: extern declarations in a header-like block (defined later in the
   file), static arrays, const tables initialised at file scope (stencil weights, a lookup of powers),
   and a global scalar read as a parameter. */
#include <stdio.h>

/* ---- "header" ---- */
#define NX 120
#define NT 6
extern double field[NX];
extern double next[NX];
extern const double weights[5];
extern int nsteps;
/* ---- end of "header" ---- */

static const double pow2[8] = { 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0 };
static const int perm[8] = { 3, 0, 6, 1, 7, 2, 5, 4 };
static double hist[NT][NX];
static long counts[8];

static void smooth(void) {
#pragma scop
  for (int i = 2; i < NX - 2; i++)
    next[i] = weights[0] * field[i - 2] + weights[1] * field[i - 1] + weights[2] * field[i]
            + weights[3] * field[i + 1] + weights[4] * field[i + 2];
  for (int i = 2; i < NX - 2; i++)
    field[i] = next[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < NX; i++) field[i] = (i % 9 == 0) ? 9.0 : (double)(i % 4);
  for (int t = 0; t < nsteps; t++) {
    smooth();
#pragma scop
    for (int i = 0; i < NX; i++)
      hist[t][i] = field[i] * pow2[(i + t) % 8];
#pragma endscop
  }
#pragma scop
  for (int k = 0; k < 8; k++) {
    counts[k] = 0;
    for (int i = 0; i < NX; i++)
      counts[k] += (long)(hist[nsteps - 1][i] * 10.0) * perm[k];
  }
#pragma endscop
  double s = 0;
  for (int t = 0; t < NT; t++) for (int i = 0; i < NX; i++) s += hist[t][i] * (t + 1);
  printf("%.17g\n", s);
  for (int k = 0; k < 8; k++) printf("%ld\n", counts[k]);
  printf("%.17g %.17g\n", field[3], field[NX / 2]);
  return 0;
}

double field[NX];
double next[NX];
const double weights[5] = { 0.0625, 0.25, 0.375, 0.25, 0.0625 };
int nsteps = NT;
