/* No pragmas (--autodetect): a nest after a label that a `goto` jumps back to, nests that are the
   unbraced bodies of `if`, `else`, `do` and `while`, nests under `case` labels of a switch (not taken) and
   a loop with a static local (not taken). */
#include <stdio.h>
double a[64][64];
int main(void) {
  int i, j, n = 64, tries = 0;
again:
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = a[i][j] * 0.5 + i - j;
  tries++;
  if (a[3][1] < 10 && tries < 5) goto again;
  printf("%d %.6f\n", tries, a[3][1]);
  if (tries > 2)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] += 1;
  else
    for (i = 0; i < n; i++)
      a[i][i] = 0;
  do
    for (i = 0; i < n; i++)
      a[i][0] -= 1;
  while (a[0][0] > -3);
  while (a[1][1] > 0)
    for (j = 0; j < n; j++)
      a[1][j] -= 2.5;
  switch (tries) {
  case 5:
    for (i = 0; i < n; i++)
      a[i][2] = 7;
    break;
  default:
    for (i = 0; i < n; i++)
      a[i][3] = 8;
  }
  for (i = 0; i < n; i++) {
    static int seen;
    seen += i;
    a[i][4] = seen;
  }
  printf("%.6f %.6f %.6f %.6f %.6f\n", a[0][0], a[1][1], a[5][2], a[5][3], a[63][4]);
  return 0;
}
