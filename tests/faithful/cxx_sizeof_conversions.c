/* sizeof of a conditional or comma expression: C converts the result (an array to a pointer, char
   operands of ?: to int), C++ keeps an lvalue of the operands' type, so the user's code of a CUDA
   translation, compiled as C++ in a single .cu, printed 10 and 1 where C prints 8 and 4. */
#include <stdio.h>

static double V[128];
static char tag[10] = "abcdefghi";

static void fill(int n, double step)
{
#pragma scop
  for (int i = 0; i < n; i++)
    V[i] = V[i] + step * i;
#pragma endscop
}

int main(void)
{
  char a = 1, b = 2;
  short s = 3;
  int flag = 1;
  double step = (double)sizeof(0, tag) + (double)sizeof(flag ? a : b) + (double)sizeof(flag ? s : s);
  fill(128, step);
  double sum = 0;
  for (int i = 0; i < 128; i++)
    sum += V[i];
  printf("%.17g %zu %zu %zu\n", sum, sizeof(0, tag), sizeof(flag ? a : b), sizeof(tag));
  return 0;
}
