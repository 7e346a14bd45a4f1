/* A function-like macro and a variable of the same spelling (`len(a)` the element count, `len` an int),
   and an object-like macro that expands to a variable's name (`COEF` -> `coef`, a local whose global
   namesake differs). */
#include <stdio.h>
#define len(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define COEF coef
#define TWICE(v) ((v) + (v))

double coef = 100.0;
static double src[150], dst[150];

static void run(int len) {
  double coef = 0.75;
#pragma scop
  for (int i = 0; i < len; i++)
    dst[i] = src[i] * COEF + TWICE(src[len(src) - 1 - i]);
  for (int i = 1; i < len(dst); i++)
    dst[i] += len * 0.001;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < len(src); i++)
    src[i] = (i * 13) % 29 - 14;
  run(150);
  run(71);
  double s = 0;
  for (int i = 0; i < len(dst); i++)
    s += dst[i] * (i % 4 + 1);
  printf("%.12g %g\n", s, COEF);
  return 0;
}
