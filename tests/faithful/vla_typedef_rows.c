/* Block-scope typedefs of variable-length types: C evaluates the size when the typedef is reached, so an
   object declared with it after its extent variable changes keeps the typedef's size. */
#include <stdio.h>
#include <stdlib.h>

static double run(int n, int m) {
  typedef double row[m];
  m = m - 2;                 /* row still has the old m elements */
  row *a = malloc(n * sizeof(row));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m + 2; j++) a[i][j] = i * 100 + j;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i][j] + a[i][j + 1];
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m + 2; j++) s = s * 0.9 + a[i][j];
  free(a);
  return s;
}

static double run2(int n, int m) {
  typedef double row[m + 1];
  int k = m;
  for (int t = 0; t < 2; t++) {
    row *a = calloc(n, sizeof(row));
    k = k + t;
#pragma scop
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= m; j++)
        a[i][j] = i - j + k;
#pragma endscop
    double s = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= m; j++) s = s * 0.9 + a[i][j];
    printf("%.12g\n", s);
    free(a);
  }
  return k;
}

int main(void) {
  printf("%.12g\n", run(40, 12));
  printf("%.12g\n", run(3, 5));
  printf("%.12g\n", run2(30, 7));
  return 0;
}
