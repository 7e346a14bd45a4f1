#include <stdio.h>
#define N 32

int main(void) {
  _Float16 a[N], b[N], c[N];
  float f[N];
  for (int i = 0; i < N; i++) {
    a[i] = (_Float16)(i * 0.37f - 3.0f);
    b[i] = (_Float16)(1.0f / (i + 1));
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    c[i] = a[i] * b[i] + (_Float16)0.5f;
    f[i] = (float)c[i] * 2.0f + a[i];
  }
  for (int i = 1; i < N; i++)
    a[i] = a[i] + c[i - 1];
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a\n", (double)a[i], (double)c[i], f[i]);
  return 0;
}
