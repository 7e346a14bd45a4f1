/* Character arithmetic on text buffers: a Caesar shift `'a' + (c - 'a' + k) % 26` of letters only,
   upper-casing by `c - 'a' + 'A'`, digits to values by `c - '0'` summed per line, plain char compared
   with character constants (signed on x86: bytes above 127 are negative), and an unsigned char copy of
   the same bytes where they are not. */
#include <stdio.h>

#define LINES 6
#define W 40

int main(void)
{
  static char text[LINES][W], shifted[LINES][W], upper[LINES][W];
  static unsigned char raw[LINES][W];
  static int digits[LINES], high[LINES], uhigh[LINES];
  const char *src[LINES] = {"the quick brown fox 1234", "jumps over 56 lazy dogs", "Zebra zone 0099 zz",
                            "mixed CASE and 7 digits", "\xe9t\xe9 caf\xe9 42", "end of text 31337"};
  int k = 3;
  for (int l = 0; l < LINES; l++) {
    int j = 0;
    for (; src[l][j] && j < W - 1; j++)
      text[l][j] = src[l][j];
    for (; j < W; j++)
      text[l][j] = ' ';
  }

#pragma scop
  for (int l = 0; l < LINES; l++) {
    digits[l] = 0;
    high[l] = 0;
    uhigh[l] = 0;
    for (int j = 0; j < W; j++) {
      shifted[l][j] = text[l][j] >= 'a' && text[l][j] <= 'z' ? 'a' + (text[l][j] - 'a' + k) % 26 : text[l][j];
      upper[l][j] = text[l][j] >= 'a' && text[l][j] <= 'z' ? text[l][j] - 'a' + 'A' : text[l][j];
      digits[l] += text[l][j] >= '0' && text[l][j] <= '9' ? text[l][j] - '0' : 0;
      raw[l][j] = text[l][j];
      high[l] += text[l][j] < 0;
      uhigh[l] += raw[l][j] > 127;
    }
  }
#pragma endscop

  for (int l = 0; l < LINES; l++) {
    printf("%d %d %d |", digits[l], high[l], uhigh[l]);
    for (int j = 0; j < W; j++)
      printf("%02x", (unsigned char)shifted[l][j]);
    printf(" ");
    for (int j = 0; j < W; j++)
      printf("%02x", (unsigned char)upper[l][j]);
    printf("\n");
  }
  return 0;
}
