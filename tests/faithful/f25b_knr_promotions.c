/* K&R definitions whose parameters are promoted (float, short, char: passed as double and int), a
   parameter left to implicit int is avoided (C99), declarations in another order than the list. */
#include <stdio.h>

static float F[50];
static double D[50];

static void scalef(a, n, c, s, out)
float *out;
short s;
char c;
int n;
float a;
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    out[i] = a * i + c - s * 0.5f;
#pragma endscop
}

static double accum(x, n, w)
double *x;
float w;
unsigned char n;
{
  int i;
  double t = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    t += x[i] * w;
#pragma endscop
  return t;
}

int main() {
  scalef(0.1f, 50, (char)3, (short)-7, F);
  for (int i = 0; i < 50; i++) D[i] = F[i] * 1.5;
  printf("%.9g %.9g %.12g\n", F[7], F[49], accum(D, (unsigned char)300, 1.0f / 3.0f));
  return 0;
}
