/* Index variables of small and unsigned types near their limits: an unsigned char i from 200 to 255
   inclusive written i < 255 plus a last statement, a short iterator to 32767 - 3 by 4, an unsigned
   short from 65500 with the array indexed at u - 65500, a signed char from -128 to 127 (i < 127) into
   a table offset by 128, a char subscript computed as (unsigned char)(i * 37) (wraps modulo 256) and
   (signed char)(i + 100) + 128, a uint8_t counter whose sum i + j wraps when stored in uint8_t, and a
   window of uint64_t counters from offsets below, across and above LONG_MAX, and one of long positions
   from LONG_MIN. */
#include <stdint.h>
#include <stdio.h>

static double t256[256], big[32768], tu[64], sc[256], perm[256], g[16][16];
static uint8_t wrapped[16][16];

static void limits(int n) {
#pragma scop
  for (unsigned char i = 200; i < 255; i++)
    t256[i] = t256[i] * 0.5 + i;
  for (short s = 32767 - 3 - 4 * n; s < 32767 - 3; s += 4)
    big[s] = big[s] + 1.0 * s;
  for (unsigned short u = 65500; u < 65500 + n; u++)
    tu[u - 65500] = tu[u - 65500] - u;
  for (signed char c = -128; c < 127; c++)
    sc[c + 128] = sc[c + 128] * 2.0 + c;
  for (int i = 0; i < 256; i++)
    perm[(unsigned char)(i * 37)] = perm[(unsigned char)(i * 37)] + i;
  for (int i = 0; i < 200; i++)
    perm[(signed char)(i + 100) + 128] += 0.5;
  for (uint8_t i = 0; i < 16; i++)
    for (uint8_t j = 0; j < 16; j++) {
      uint8_t w = (uint8_t)(i * 16 + j + 250);
      wrapped[i][j] = w;
      g[i][j] = g[i][j] + w * 0.25;
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i < 256; i++)
    s += t256[i] * (i % 7 + 1) + sc[i] * (i % 3) + perm[i] * (i % 5);
  for (int i = 32000; i < 32768; i++)
    s += big[i] * (i % 11);
  for (int i = 0; i < 64; i++)
    s += tu[i] * (i + 1);
  long t = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      t += wrapped[i][j] * (i + j + 1), s += g[i][j];
  printf("limits n=%d %.6f %ld\n", n, s, t);
}

/* a counter-based generator's window of 64-bit counters, at offsets below and above LONG_MAX (2^63 reads
   as a negative long) and up to UINT64_MAX */
static double ctr[64];

static void counters(uint64_t lo, uint64_t hi) {
#pragma scop
  for (uint64_t c = lo; c < hi; c++)
    ctr[c - lo] += (double)(c % 8) + (double)((c >> 61) & 7) * 0.125;
#pragma endscop
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += ctr[i] * (i + 1);
  printf("counters %.6f\n", s);
}

/* a window of long positions that starts at LONG_MIN (the tiles' floor division of the start) */
static double lw[64];

static void long_window(long base) {
#pragma scop
  for (long p = base; p < base + 40; p++)
    lw[p - base] += (double)(p % 8) + 0.5;
#pragma endscop
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += lw[i] * (i + 1);
  printf("long_window %.6f\n", s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 256; i++)
    t256[i] = sc[i] = perm[i] = (double)(i % 13);
  for (int i = 0; i < 32768; i++)
    big[i] = (double)(i % 17);
  limits(30 * argc);
  limits(0 * argc);
  limits(1 * argc);
  counters(100u * argc, 140);
  counters(1ull << 63, (1ull << 63) + 20 * argc);
  counters((1ull << 63) - 10 * argc, (1ull << 63) + 10);
  counters(UINT64_MAX - 40 * argc, UINT64_MAX);
  long_window(-5L * argc);
  long_window(INT64_MIN + argc - 1);
  long_window(INT64_MIN + 200 * argc);
  return 0;
}
