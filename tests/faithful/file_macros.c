/* __FILE__, __LINE__, __func__ and __PRETTY_FUNCTION__ in the user's code, around and after a SCoP: a
   log line names the source file and line as the sequential build does (the translation's first #line
   names the user's file), and GCC's __PRETTY_FUNCTION__ is the function's name in C (its signature in
   C++: a CUDA translation keeps such a file's code in C). */
#include <stdio.h>

#define LOG(msg) printf("%s:%d: %s: %s\n", __FILE__, __LINE__, __func__, msg)

static double V[64];

static const char *who(int k)
{
  (void)k;
  return __PRETTY_FUNCTION__;
}

static void step(int n)
{
  LOG("before");
#pragma scop
  for (int i = 0; i < n; i++)
    V[i] = V[i] * 0.5 + i;
#pragma endscop
  LOG("after");
}

int main(void)
{
  for (int i = 0; i < 64; i++)
    V[i] = i % 5;
  step(64);
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += V[i];
  printf("%.17g %s %s %d\n", s, who(1), __func__, __LINE__);
  return 0;
}
