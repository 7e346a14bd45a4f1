/* A Q15 fixed-point FIR filter as DSP code writes it: int16_t samples and taps, products widened to
   int32_t and accumulated over the taps, a rounding right shift of negative sums (GCC's arithmetic
   shift), saturation to int16 by ternaries, and an unsigned 16-bit envelope where `a - b` is computed in
   int after promotion (so it can be negative). */
#include <stdio.h>
#include <stdint.h>

#define NS 300
#define NT 17

int main(void)
{
  static int16_t x[NS + NT], h[NT], y[NS];
  static int32_t acc[NS];
  static uint16_t env[NS], mag[NS];
  for (int i = 0; i < NS + NT; i++)
    x[i] = (int16_t)(((i * 7919) % 65536) - 32768);
  for (int k = 0; k < NT; k++)
    h[k] = (int16_t)((k - NT / 2) * 190 + (k % 3) * 70);

#pragma scop
  for (int n = 0; n < NS; n++) {
    acc[n] = 1 << 14;
    for (int k = 0; k < NT; k++)
      acc[n] += (int32_t)x[n + k] * h[k];
  }
  for (int n = 0; n < NS; n++) {
    y[n] = (acc[n] >> 15) > 32767 ? 32767 : (acc[n] >> 15) < -32768 ? -32768 : (int16_t)(acc[n] >> 15);
    mag[n] = y[n] < 0 ? -y[n] : y[n];
  }
  for (int n = 1; n < NS - 1; n++)
    env[n] = mag[n] - mag[n - 1] < 0 ? mag[n - 1] : (mag[n] + mag[n + 1] + 1) >> 1;
#pragma endscop

  unsigned long s = 0;
  for (int n = 0; n < NS; n++) {
    s = s * 31 + (unsigned long)acc[n];
    printf("%d %d %u\n", n, y[n], env[n]);
  }
  printf("%lu\n", s);
  return 0;
}
