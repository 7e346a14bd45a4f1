#include <stdio.h>
#define N 24

int main(void) {
  float src[N];
  _Float16 h[N];
  float back[N];
  int q[N];
  for (int i = 0; i < N; i++) src[i] = (i - 12) * 2731.5f + 0.3f * i + (i == 5 ? 70000.0f : 0.0f);
#pragma scop
  for (int i = 0; i < N; i++) {
    h[i] = (_Float16)src[i];
    back[i] = (float)h[i] - src[i];
    q[i] = (int)h[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %d\n", (double)h[i], back[i], q[i]);
  return 0;
}
