/* Case mapping and classification written by hand on plain char (signed on x86-64): bytes above 127
   are negative chars, a Caesar shift wraps inside the alphabet, digit values accumulate. */
#include <stdio.h>
#define N 40

int main(void) {
  char s[N], up[N], rot[N];
  signed char neg[N];
  unsigned char hi[N];
  int val[N], cls[N];
  const char *src = "Hello, World! zebra ZETA 0129 ~`{}\xe9\xff\x80 end";
  for (int i = 0; i < N; i++) s[i] = src[i];
#pragma scop
  for (int i = 0; i < N; i++) {
    up[i] = (s[i] >= 'a' && s[i] <= 'z') ? s[i] - 'a' + 'A' : s[i];
    rot[i] = (s[i] >= 'a' && s[i] <= 'z') ? (s[i] - 'a' + 13) % 26 + 'a'
           : (s[i] >= 'A' && s[i] <= 'Z') ? (s[i] - 'A' + 13) % 26 + 'A' : s[i];
    val[i] = (s[i] >= '0' && s[i] <= '9') ? s[i] - '0' : -1;
    cls[i] = (s[i] < 0) * 4 + (s[i] == ' ' || s[i] == '\t') * 2 + ((unsigned char)s[i] > 0x7e);
    neg[i] = -s[i];
    hi[i] = (unsigned char)s[i] >> 4 | (unsigned char)(s[i] << 4);
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%d %d %d %d %d %u\n", up[i], rot[i], val[i], cls[i], neg[i], hi[i]);
  return 0;
}
