/* Min and max updates whose comparison is not made in the accumulator's type: an unsigned or long
   parameter, sizeof, constants wider than int, and fmaxf into a double.  Reordered, they would give
   other results; they must stay in C's order (or be computed as C converts them). */
#include <math.h>
#include <stdio.h>
#define N 3000
static int I[N];
static float D[N];

static int max_unsigned(unsigned u)
{
  int m = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    m = m > I[i] + u ? m : I[i] + u;
#pragma endscop
  return m;
}

static int max_long(long n)
{
  int m = -600;
#pragma scop
  for (int i = 0; i < N; i++)
    m = I[i] + n > m ? I[i] + n : m;
#pragma endscop
  return m;
}

static int max_sizeof_and_constants(void)
{
  int a = -1, b = -600, c = -1;
#pragma scop
  for (int i = 0; i < N; i++)
    a = a > I[i] + sizeof(int) ? a : I[i] + sizeof(int);
  for (int i = 0; i < N; i++)
    b = I[i] + 4294967296 > b ? I[i] + 4294967296 : b;
  for (int i = 0; i < N; i++)
    c = c > (I[i] & 0xFFFFFFFF) ? c : (I[i] & 0xFFFFFFFF);
#pragma endscop
  return a + 3 * b + 7 * c;
}

static double max_fmaxf(double start)
{
  double m = start;
#pragma scop
  for (int i = 0; i < N; i++)
    m = fmaxf(m, D[i]);
#pragma endscop
  return m;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    I[i] = (i * 37) % 1001 - 500;
    D[i] = -1.0f - (float)(i % 13);
  }
  printf("%d %d %d\n", max_unsigned(0u), max_long(4294967296L), max_sizeof_and_constants());
  printf("%.17g %.17g\n", max_fmaxf(1e300), max_fmaxf(0.1));
  return 0;
}
