/* No pragmas (--autodetect): the loop forms people write: `i != n`, `--i` down to 1, `n > i`, a
   bound `i < n && i < m` and its ternary form, `i * 2 < n`, `i = i + 3`, a step that is a parameter (not
   taken), a triangle with `<=`; long double, unsigned char saturation and _Bool data. */
#include <stdio.h>
double a[200];
long double ld[50];
unsigned char img[30][30];
_Bool flag[64];
static void loops(int n, int m, int k) {
  int i, j;
  for (i = 0; i < 200; i++) a[i] = 0;
  for (i = 0; i != n; i++)
    a[i] += 1;
  for (i = n; i > 0; --i)
    a[i] += 2;
  for (i = 0; n > i; ++i)
    a[i + 1] *= 3;
  for (i = 0; i < n && i < m; i++)
    a[i] += 0.5;
  for (i = 0; i < (n < m ? n : m); i++)
    a[i + 2] += 0.25;
  for (i = 0; i * 2 < n; i++)
    a[i * 2] -= 1;
  for (i = 0; i < n; i = i + 3)
    a[i] += 10;
  for (i = 0; i < n; i += k)
    a[i] += 100;
  for (i = 0; i <= m; i++)
    for (j = 0; j <= i; j++)
      a[i + j] += 0.125;
  printf("%d %d %d:", n, m, k);
  for (i = 0; i < 40; i++) printf(" %g", a[i]);
  printf("\n");
}
int main(void) {
  int i, j;
  loops(20, 30, 4);
  loops(25, 7, 1);
  loops(0, 3, 2);
  loops(9, 0, 5);
  for (i = 0; i < 50; i++)
    ld[i] = 1.0L / (i + 1);
  for (i = 1; i < 50; i++)
    ld[i] = ld[i] * 3 + ld[i - 1] / 7;
  for (i = 0; i < 30; i++)
    for (j = 0; j < 30; j++)
      img[i][j] = (unsigned char)((i * j * 7) & 255);
  for (i = 0; i < 30; i++)
    for (j = 0; j < 30; j++)
      img[i][j] = img[i][j] + 100 > 255 ? 255 : img[i][j] + 100;
  for (i = 0; i < 64; i++)
    flag[i] = i % 3;
  int c = 0;
  for (i = 0; i < 64; i++)
    c += flag[i] + !flag[i] * 2;
  printf("%.18Lg %.18Lg %d %d %d\n", ld[10], ld[49], img[3][5], img[29][28], c);
  return 0;
}
