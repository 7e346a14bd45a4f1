/* Enumeration-typed scalars read in kernels: GCC gives an enumeration without negative enumerators the
   type unsigned int (mode - 2 wraps, and compares as unsigned) and one with a negative enumerator int;
   a large enumerator makes its type wider (unsigned long here: s2s does not model it, sequential
   with a warning). */
#include <stdio.h>

enum mode { FLAT, RAMP, WAVE };
enum bias { DOWN = -1, NONE, UP };
enum big { SMALL = 1, HUGE = 0x100000000 };

#define N 24

int main(int argc, char **argv)
{
  enum mode m = (enum mode)(argc - 1);     /* FLAT */
  enum bias b = DOWN;
  enum big g = HUGE;
  double x[N], y[N];
  long z[N];
  (void)argv;

#pragma scop
  for (int i = 0; i < N; i++) {
    x[i] = (m - 2 > 5) * 1000.0 + (m - 2) * 0.5 + i;
    y[i] = (b - 1 < 0) * 10.0 + b * i + (i < m - 1);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    z[i] = g * 2 + (g - 1 > i) + SMALL * (HUGE > i);
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %.1f %.1f %ld\n", i, x[i], y[i], z[i]);
  printf("%zu %zu\n", sizeof(enum mode), sizeof(enum big));
  return 0;
}
