#include <stdio.h>
#define N 30

struct px { unsigned r : 5; unsigned g : 6; unsigned b : 5; int flag : 3; unsigned long long big : 40; };

int main(void) {
  struct px p[N];
  int sum[N];
  for (int i = 0; i < N; i++) {
    p[i].r = i * 3; p[i].g = i * 7; p[i].b = 31 - i; p[i].flag = i % 8 - 4;
    p[i].big = 0xffffffff00ULL + (unsigned long long)i * 0x1234567ULL;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    p[i].r = p[i].r + 9;
    p[i].g = p[i].g * 3;
    p[i].b = p[i].b - 2;
    p[i].flag = p[i].flag + 3;
    p[i].big = p[i].big * 5 + 1;
    sum[i] = p[i].r + p[i].g + p[i].b + p[i].flag;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%u %u %u %d %llx %d\n", p[i].r, p[i].g, p[i].b, p[i].flag, (unsigned long long)p[i].big, sum[i]);
  return 0;
}
