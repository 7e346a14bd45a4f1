/* Casts to the <stdint.h>, <stddef.h> and <uchar.h> types that device code does not have: the least,
   fast and max types, wchar_t, char16_t and char32_t, as the host's headers define them. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <uchar.h>
#define N 64
double D[N];
long R[N];
unsigned long U[N];
int main(void) {
  for (int i = 0; i < N; i++) D[i] = i * 1234.567 - 30000;
#pragma scop
  for (int i = 0; i < N; i++) {
    R[i] = (int_least16_t)D[i] + (int_fast8_t)i + (intmax_t)D[i] + (uint_least8_t)(int)D[i] + (wchar_t)i
           + (int_fast16_t)(i * 70000) + (int_least64_t)D[i] * 3;
    U[i] = (uintmax_t)(long)D[i] + (char16_t)(i * 4000) + (char32_t)(long)D[i] + (uint_fast8_t)(i * 9)
           + (uint_least32_t)(long)D[i] + (uint_fast32_t)i;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%ld %lu\n", R[i], U[i]);
  return 0;
}
