/* sequential.c with the sizes fixed in the source (`#define N`, the way many programs are written):
   reduction loops inside loops that stay sequential (a kernel with no parallel loop): one group of lanes
   walks the sequential loops, splits each reduction loop and runs the other statements on lane 0.
   - a back substitution with the dot product in a scalar declared outside (ludcmp's last sweep: the
     loop runs downwards and each row reads the values the rows below it wrote);
   - the same in place on x, with a statement under a condition between the rows;
   - a forward recurrence whose sum starts from a value scaled at some rows only, and a second
     statement after the loop that reads the row just written;
   - an integer sum and an integer max over the earlier entries of a sequence they extend. */
#include <stdio.h>

#define N 300

static double U[N][N], y[N], x[N], z[N], L[N][N], r[N], t[N];
static long seq[N];
static int top[N];

/* the sizes fixed in the loops: isl's scheduler folds each of these nests into one dimension
   (-(N - 2) * i + j), in which no loop is a reduction loop; the pass that puts such nests back in the
   program's order (passes/schedule.py, sequential_nests_in_original_order) gives them their loops */

static void solve(void)
{
  int i, j;
  double w;
#pragma scop
  for (i = N - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < N; j++)
      w -= U[i][j] * x[j];
    x[i] = w / U[i][i];
  }
  for (i = N - 1; i >= 0; i--) {
    for (j = i + 1; j < N; j++)
      z[i] -= U[i][j] * z[j];
    if (i % 3 == 1)
      z[i] = z[i] * 0.5;
    z[i] = z[i] / U[i][i];
  }
  for (i = 1; i < N; i++) {
    if (i % 4 == 0)
      r[i] = r[i] * 0.25;
    for (j = 0; j < i; j++)
      r[i] += L[i][j] * r[j];
    t[i] = r[i] - r[i - 1];
  }
  for (i = 1; i < N; i++) {
    for (j = 0; j < i; j++)
      seq[i] += (seq[j] % 5) * (j % 3 - 1);
    for (j = 0; j < i; j++)
      top[i] = top[i] > top[j] - i ? top[i] : top[j] - i;
  }
#pragma endscop
}

int main(void)
{
  int i, j;
  for (i = 0; i < N; i++) {
    y[i] = (double)(i % 11) - 4.5;
    z[i] = (double)(i % 5) * 0.75;
    r[i] = 1.0 + (double)(i % 3);
    t[i] = 0;
    seq[i] = i % 7 - 3;
    top[i] = (i * 37) % 101 - 50;
    for (j = 0; j < N; j++) {
      U[i][j] = i == j ? 2.0 + (double)(i % 4) : (double)((i + 2 * j) % 9 - 4) / (8.0 * N);
      L[i][j] = (double)((3 * i + j) % 7 - 3) / (4.0 * N);
    }
  }
  solve();
  for (i = 0; i < N; i += 13)
    printf("%.12e %.12e %.12e %.12e %ld %d\n", x[i], z[i], r[i], t[i], seq[i], top[i]);
  printf("%.12e %.12e %.12e %ld %d\n", x[N - 1], z[0], r[N - 1], seq[N - 1], top[N - 1]);
  return 0;
}
