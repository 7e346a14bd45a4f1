#include <stdio.h>
#define N 500
double new[N], class[N], this[N];
int main(void)
{
  for (int i = 0; i < N; i++) { new[i] = i % 5; class[i] = i % 3; }
#pragma scop
  for (int i = 0; i < N; i++)
    this[i] = new[i] * 2 + class[i];
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += this[i] * (i % 11);
  printf("%.10e\n", s);
  return 0;
}
