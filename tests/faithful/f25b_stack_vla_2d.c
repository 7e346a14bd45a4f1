/* Stack VLAs of sizes known at run time (two dimensions, a 3-D one), written by SCoPs in the function
   that declares them and in a callee taking them as VLA parameters. */
#include <stdio.h>

static void blur(int h, int w, double in[h][w], double out[h][w]) {
  int i, j;
#pragma scop
  for (i = 1; i < h - 1; i++)
    for (j = 1; j < w - 1; j++)
      out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + 4.0 * in[i][j]) / 8.0;
#pragma endscop
}

static double run(int h, int w, int d) {
  double img[h][w], res[h][w];
  double cube[d][h][w];
  int i, j, k;
#pragma scop
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      img[i][j] = (double)((i * w + j) % 7);
      res[i][j] = 0.0;
    }
  for (k = 0; k < d; k++)
    for (i = 0; i < h; i++)
      for (j = 0; j < w; j++)
        cube[k][i][j] = img[i][j] * (k + 1);
#pragma endscop
  blur(h, w, img, res);
  double s = 0;
  for (k = 0; k < d; k++)
    for (i = 0; i < h; i++)
      for (j = 0; j < w; j++) s += cube[k][i][j] * res[i][j];
  return s;
}

int main(void) {
  printf("%.10f\n", run(10, 13, 3));
  printf("%.10f\n", run(3, 3, 1));
  printf("%.10f\n", run(1, 5, 2));
  printf("%.10f\n", run(17, 4, 2));
  return 0;
}
