/* goto out of loop nests around SCoPs: a search that jumps out of a doubly nested host loop to a label
   past the next SCoP (skipping it when a zero pivot is found), a cleanup label at the end of a function
   after its SCoPs (the common error-handling idiom), and a goto inside a SCoP (not static control: the
   SCoP stays sequential). */
#include <stdio.h>
#include <stdlib.h>
#define N 64
double M[N][N], v[N], w[N];

static int scale_rows(int n, double *tmp) {
  int rc = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (M[i][j] == 0.0 && i == j) {
        rc = i + 1;
        goto out;
      }
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      M[i][j] = M[i][j] / M[i][i];
#pragma endscop
out:
#pragma scop
  for (int i = 0; i < n; i++)
    tmp[i] = v[i] * 3.0;
#pragma endscop
  return rc;
}

static int with_cleanup(int n) {
  double *t = malloc(sizeof(double) * (n > 0 ? n : 1));
  int rc = -1;
  if (!t)
    goto done;
#pragma scop
  for (int i = 0; i < n; i++)
    t[i] = v[i] + w[i];
  for (int i = 0; i < n; i++)
    w[i] = t[i] * 0.5;
#pragma endscop
  rc = 0;
  free(t);
done:
  return rc;
}

static void goto_in_body(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (v[i] > 1000.0)
      goto skip;
    v[i] = v[i] + 1.5;
  skip:
    w[i] = w[i] * 0.5;
  }
#pragma endscop
}

int main(void) {
  double tmp[N];
  for (int i = 0; i < N; i++) {
    v[i] = i * 0.5;
    w[i] = 1.0 - i * 0.25;
    for (int j = 0; j < N; j++) M[i][j] = (i == j) ? 2.0 + i : (double)((i * j) % 5);
  }
  int r1 = scale_rows(N, tmp);
  M[7][7] = 0.0;
  int r2 = scale_rows(N, tmp);
  int r3 = with_cleanup(N);
  int r4 = with_cleanup(0);
  goto_in_body(N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += tmp[i] + v[i] * 2 + w[i] * 3;
    for (int j = 0; j < N; j++) s += M[i][j] * (i + 1);
  }
  printf("%.17g %d %d %d %d\n", s, r1, r2, r3, r4);
  return 0;
}
