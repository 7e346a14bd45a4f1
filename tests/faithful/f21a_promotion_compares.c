/* Comparisons and arithmetic whose operands are promoted or converted differently by type: -1 against
   an unsigned short (promoted to int: -1 < 5 holds), an unsigned int against a long (converted to long:
   holds), an int against an unsigned long (converted: -1 becomes huge), negative ints divided by an
   unsigned (the int becomes unsigned), a char difference, a signed char narrowed from an int, a uint16_t
   wrapped by a conversion, and an int16_t saturation. */
#include <stdio.h>
#include <stdint.h>
#define N 160
int x[N], r1[N], r2[N], r3[N];
unsigned short us[N];
unsigned int ui[N];
long lg[N];
unsigned long ul[N];
unsigned q[N];
signed char sc[N];
uint16_t w16[N];
int16_t s16[N];
char text[N];
int cd[N];

static void compares(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    r1[i] = (x[i] < us[i]) + 2 * (ui[i] > lg[i]) + 4 * (x[i] < ul[i]);
    r2[i] = x[i] < (int)ui[i];
  }
#pragma endscop
}

static void conversions(int n, unsigned den) {
#pragma scop
  for (int i = 0; i < n; i++) {
    q[i] = x[i] / den + x[i] % den;
    sc[i] = (signed char)(x[i] * 37);
    w16[i] = (uint16_t)(x[i] * 1000);
    int v = x[i] * 2000;
    s16[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
  }
#pragma endscop
}

static void chars(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    char c = text[i];
    cd[i] = (c - 'a') * 3 + (c >= 'm') - (c == ' ') * 100 + (char)(c + 100);
  }
#pragma endscop
}

int main(void) {
  const char *s = "the quick brown fox jumps over the lazy dog ";
  for (int i = 0; i < N; i++) {
    x[i] = (i * 53) % 61 - 30;
    us[i] = (unsigned short)(i * 401);
    ui[i] = (unsigned)(i * 2654435761u);
    lg[i] = (long)(i - 80) * 50000000L;
    ul[i] = (unsigned long)i * 7u;
    text[i] = s[i % 44];
  }
  compares(N);
  conversions(N, 7u);
  chars(N);
  unsigned long long h = 0;
  for (int i = 0; i < N; i++)
    h = h * 1000003u + (unsigned)r1[i] * 3u + (unsigned)r2[i] + q[i] + (unsigned char)sc[i] + w16[i] +
        (uint16_t)s16[i] + (unsigned)cd[i];
  printf("%llu\n", h);
  return 0;
}
