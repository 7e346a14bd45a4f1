/* No pragmas (--autodetect): nests written in the layouts people use: K&R braces, `} else for`, a nest
   on the line of its `if`, comments after the closing brace and between the loops of a nest, blank lines
   inside a nest, a macro for the bound, and a nest that is the last statement before a closing brace. */
#include <stdio.h>

#define LEN 40
#define SQ(x) ((x) * (x))
double P[LEN][LEN], Q[LEN];

static void fill(int n, int flip) {
  int i, j;
  if (flip) for (i = 0; i < n; i++) Q[i] = -i;
  else
    for (i = 0; i < n; i++)
      Q[i] = i * 0.5;
  if (n > 30) {
    for (i = 0; i < n; i++) {
      for (j = 0; j < n; j++) {

        P[i][j] = SQ(Q[i] - Q[j]);   /* distance */

      }
    } /* end of the nest */
  } else for (i = 0; i < n; i++)
      /* only the diagonal */
      for (j = i; j <= i; j++)
        P[i][j] = Q[i];
}

int main(void) {
  int i;
  fill(LEN, 0);
  printf("%.6f %.6f\n", P[3][7], P[LEN - 1][0]);
  fill(20, 1);
  printf("%.6f %.6f\n", P[3][3], P[19][19]);
  fill(LEN, 1);
  for (i = 0; i < LEN; i += 6) printf("%d %.6f\n", i, P[i][LEN - 1 - i]);
  return 0;
}
