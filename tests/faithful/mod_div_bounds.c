/* Loop bounds with C's truncating / and % of a parameter that is an array extent (n >= 0 by the
   array's declaration), and min/max bounds written as conjunctions and ternaries: the translation
   must run every instance for every n >= 0.  The domain also has instances at n < 0 (where C's and
   a floor division differ), which no valid call reaches: the check of the generated code must not
   count them (it once kept this SCoP sequential for "instances never run: S1[-1] (n = -3)"). */
#include <stdio.h>
#include <stdlib.h>

static void f(int n, int m, double A[n][n])
{
#pragma scop
  for (int i = 0; i < n && i < m; i++)
    for (int j = (i > 5 ? i - 5 : 0); j < (n < i + 20 ? n : i + 20); j++)
      A[i][j] = A[i][j] * 2 + (j < m ? 1 : -1);
  for (int i = n / 3; i < n - n % 4; i++)
    A[i][n / 2] += i;
#pragma endscop
}

int main(void)
{
  static const int sizes[][2] = {{1, 1}, {2, 5}, {3, 0}, {5, 2}, {7, 30}, {22, 4}, {25, 7}, {157, 93}};
  for (unsigned c = 0; c < sizeof sizes / sizeof sizes[0]; c++) {
    int n = sizes[c][0], m = sizes[c][1];
    double (*A)[n] = malloc(sizeof(double) * n * n);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        A[i][j] = (i + 2 * j) % 7;
    f(n, m, A);
    double s = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        s += A[i][j] * (i + 1) * (j + 3);
    printf("%d %d %.10e\n", n, m, s);
    free(A);
  }
  return 0;
}
