/* Shortest paths in place, with negative edges and negative cycles: in the iterations where d[k][k] < 0
   the pivot row and column change while the other rows read them, so the rows before the pivot row must
   see its old values and the rows after it the new ones (what the split's order of pieces keeps).  In
   doubles: the cycles double the weights each time round, past any integer type. */
#include <stdio.h>
#include <stdlib.h>

static double d[61][61];

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 61;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      d[i][j] = i == j ? ((i % 7 == 3) ? -1 : 0) : ((i * 31 + j * 17) % 23 == 0 ? 4000 : (i * 13 + j * 7) % 41 - 6);
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        d[i][j] = d[i][k] + d[k][j] < d[i][j] ? d[i][k] + d[k][j] : d[i][j];
#pragma endscop
  double sum = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      sum += d[i][j] * (1 + (i ^ j) % 5);
    printf("%.17g %.17g %.17g\n", d[i][0], d[i][n / 2], d[i][n - 1]);
  }
  printf("%.17g\n", sum);
  return 0;
}
