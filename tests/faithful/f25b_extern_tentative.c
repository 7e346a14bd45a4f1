/* An `extern` array declared before the function that uses it and defined later in the file; a
   tentative definition completed by a later one; a scalar declared extern, defined after. */
#include <stdio.h>

extern double data[64];
extern int stride;
double out[64];
double out[64];
int tab[16];

static void work(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    out[i] = data[i] * stride + tab[i % 16];
  for (i = 0; i < 16; i++)
    tab[i] = tab[i] + i;
#pragma endscop
}

double data[64] = { 1, 2, 3 };
int stride = 3;
int tab[16];

int main(void) {
  for (int i = 3; i < 64; i++) data[i] = data[i - 1] * 0.5 + data[i - 3];
  work(64);
  work(50);
  for (int i = 0; i < 64; i += 5) printf("%.10g ", out[i]);
  printf("\n%d %d\n", tab[3], tab[15]);
  return 0;
}
