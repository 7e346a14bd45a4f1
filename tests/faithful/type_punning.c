/* Casts of pointers and objects in SCoPs: reading a double's bytes through unsigned char (allowed),
   a float array read through a uint32_t pointer (the user's memcpy-free punning through a union), and
   an int array viewed as unsigned through a cast pointer. */
#include <stdio.h>
#include <stdint.h>
#define N 40
double D[N];
unsigned char Bytes[N * 8];
float F[N];
uint32_t U[N];
int I[N];
unsigned UI[N];
union fu { float f; uint32_t u; };

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n * 8; i++)
    Bytes[i] = ((unsigned char *)D)[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    union fu x;
    x.f = F[i];
    U[i] = x.u >> 23;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    UI[i] = ((unsigned *)I)[i] >> 28;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { D[i] = i * 1.25 - 7; F[i] = (float)(i * i) - 30.5f; I[i] = i * 123457 - 2000000; }
  kernel(N);
  unsigned long s = 0;
  for (int i = 0; i < N * 8; i++) s = s * 3 + Bytes[i];
  for (int i = 0; i < N; i++) s = s * 7 + U[i] + UI[i];
  printf("%lu\n", s);
  return 0;
}
