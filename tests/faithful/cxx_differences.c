/* C that is also C++ but means something else there (CUDA compiles a .cu file's host code as C++):
   sizeof of stdbool.h's true and false (ints in C), sizeof of a comma expression whose last operand is a
   character constant or a comparison, and conditional groups on __STDC_VERSION__ and __cplusplus. */
#include <stdbool.h>
#include <stdio.h>
#define N 40
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#define LANG_SCALE 2.0
#else
#define LANG_SCALE 3.0
#endif
static double A[N], B[N];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.25;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = A[i] * LANG_SCALE + 1;
#pragma endscop
  int x = 3, y = 4;
  double s = 0;
  for (int i = 0; i < N; i++) s += B[i] * (i + 1);
#ifdef __cplusplus
  s += 1000;
#endif
  printf("%.17g %zu %zu %zu %zu\n", s, sizeof(true), sizeof false, sizeof(x, 'a'), sizeof(y, x < y));
  return 0;
}
