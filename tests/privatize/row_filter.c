/* A causal first-order filter along each row; its state lives in scalars declared at the top of the
   function and reset at the start of every row, so rows are independent once each has its own copy. */
#include <stdio.h>

#define H 19
#define W 27

static double img[H][W], out[H][W];

static void filter(int h, int w, double a, double b, double img[H][W], double out[H][W])
{
  double prev_in, prev_out;
  int i, j;
#pragma scop
  for (i = 0; i < h; i++) {
    prev_in = 0.0;
    prev_out = 0.0;
    for (j = 0; j < w; j++) {
      out[i][j] = a * img[i][j] + b * prev_in + 0.5 * prev_out;
      prev_in = img[i][j];
      prev_out = out[i][j];
    }
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++)
      img[i][j] = (double)((i * 13 + j * 7) % 31) / 31.0;
  filter(H, W, 0.7, 0.2, img, out);
  for (int i = 0; i < H; i++) {
    for (int j = 0; j < W; j++)
      printf("%.6g ", out[i][j]);
    printf("\n");
  }
  return 0;
}
