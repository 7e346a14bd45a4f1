/* The same name declared in two sibling blocks of the SCoP with different types and sizes: `t` is a
   float in one loop body and an int in the next (the int sum of three truncated floats); `w` is an unsigned char in one and a
   double in the other . */
#include <stdio.h>
#define N 200

float in[N];
double outa[N], outb[N];

int main(void) {
  int n = N;
  for (int i = 0; i < N; i++)
    in[i] = (i % 17) * 0.37f - 2.0f;
#pragma scop
  for (int i = 0; i < n; i++) {
    float t = in[i] * 1.5f;
    unsigned char w = (unsigned char)(i * 37);
    outa[i] = t + w;
  }
  for (int i = 1; i < n - 1; i++) {
    int t = (int)in[i - 1] + (int)in[i] + (int)in[i + 1];
    double w = 0.125;
    outb[i] = t * w + (int)in[i];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += outa[i] * 3 + outb[i];
  printf("%.10g %g %g\n", s, outa[77], outb[131]);
  return 0;
}
