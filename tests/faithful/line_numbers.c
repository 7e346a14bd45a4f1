/* __LINE__ before, inside and after SCoPs: the translation keeps the user's line numbers (#line
   directives after the generated code and before the original lines copied behind a runtime test), so
   every number this program prints is the sequential build's.  The sizes come from the command line
   (argc): the device's size test sends them to the original code, whose __LINE__ must be right too. */
#include <stdio.h>
#include <stdlib.h>

#define WHERE(tag) printf("%s at line %d\n", tag, __LINE__)
#define CHECK(cond) \
  do { if (!(cond)) printf("check failed at line %d\n", __LINE__); \
       else printf("check passed at line %d\n", __LINE__); } while (0)

static double A[500][500], B[500][500];
static int L[500];

/* small sizes: the device does not pay, the fallback (the original lines) runs */
static void first(int n, double *x, double *y)
{
  WHERE("first, before");
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = B[j][i] * 0.5 + __LINE__;
  for (int i = 0; i < n; i++)
    L[i] = __LINE__ + i;
#pragma endscop
  WHERE("first, after");
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = y[i] + __LINE__;
#pragma endscop
  CHECK(x[1] == y[1] + 30);
  printf("%.1f %d\n", x[n - 1], L[n - 1]);
}

#define SCALE 3
static void second(int n)
{
#pragma scop
  for (int i = 0; i < n; i++)
#undef SCALE
#define SCALE 4
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * SCALE + __LINE__;
#pragma endscop
  WHERE("second, after");
  CHECK(SCALE == 4);
  printf("%.1f\n", B[n - 1][n - 2]);
}

#line 1000
static void third(int n)
{
  WHERE("third, before");
#pragma scop
  for (int i = 0; i < n; i++)
    L[i] = L[i] + __LINE__;
#pragma endscop
  WHERE("third, after");
  printf("%d %d\n", L[0], L[n - 1]);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 7;
  double *x = malloc(sizeof(double) * 500), *y = malloc(sizeof(double) * 500);
  for (int i = 0; i < 500; i++) {
    y[i] = i;
    for (int j = 0; j < 500; j++)
      B[i][j] = (i * 7 + j) % 11;
  }
  first(n, x, y);
  second(n);
  third(n);
  first(n, y, y);       /* overlapping x and y: the overlap test sends them to the original lines */
  WHERE("main, end");
  CHECK(L[2] > 0);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j] + B[i][j];
  printf("%.1f %d %.1f %.1f\n", s, L[n - 1], x[n - 1], y[n - 1]);
  free(x);
  free(y);
  return 0;
}
