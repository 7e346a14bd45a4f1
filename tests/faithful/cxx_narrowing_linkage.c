/* Valid C that C++ refuses or links otherwise, around a SCoP: braced initialisers that narrow (a double
   into an int, 300 - 100 into a signed char, -1 into an unsigned: errors in C++11 and in nvcc, accepted by
   g++ -w), and const objects of file scope (external linkage in C: another file of the program may
   declare them extern; internal linkage in C++). */
#include <stdio.h>

const int scale_count = 3;
const double weights[3] = { 0.5, 0.25, 0.125 };
double *const cursor_base = 0;

static double V[100], W[100];

static void smooth(int n)
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    W[i] = weights[0] * V[i] + weights[1] * V[i - 1] + weights[2] * V[i + 1];
  for (int i = 1; i < n - 1; i++)
    V[i] = W[i];
#pragma endscop
}

int main(void)
{
  int parts[2] = { 1.5, 2.5 };
  signed char bytes[2] = { 65, 300 - 100 };
  unsigned all_ones[1] = { -1 };
  for (int i = 0; i < 100; i++)
    V[i] = (i * 7) % 11 + parts[i % 2];
  for (int r = 0; r < scale_count; r++)
    smooth(100);
  double s = 0;
  for (int i = 0; i < 100; i++)
    s += V[i] * (i + 1);
  printf("%.17g %d %d %u %d\n", s, parts[0] + parts[1], bytes[0] + bytes[1], all_ones[0], cursor_base == 0);
  return 0;
}
